import Testing

@testable import MatchEngine

/// The modal and tab decisions as tables; the strict host's modal and tab scenarios run the same
/// decisions through `StrictPresentation` and `StrictTabBarController`.
@Suite struct ModalAndTabCoordinationTests {
    typealias Recorder = GestureRelayTests.Recorder

    @Test func theChromeComesFromTheEffect() {
        let dim = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
        let sheet = ModalCoordination<Recorder>(effect: .presentFromEdge(.top), dimming: dim, size: .fraction(0.5)).chrome
        #expect(sheet.edge == .top && sheet.size == .fraction(0.5) && sheet.dimming == dim)
        #expect(sheet.frameOfPresentedView(inContainerOf: Size(width: 400, height: 800)) == Rect(x: 0, y: 0, width: 400, height: 400))
        #expect(sheet.dimmingLook.color == dim && sheet.dimmingLook.alpha == 0)
        #expect(sheet.dismissesOnTapOutside && !sheet.removesPresentersView)
        // Full size, no dimming: nothing outside to tap, a clear dimming view at alpha 1.
        let full = ModalCoordination<Recorder>(effect: .fade).chrome
        #expect(!full.dismissesOnTapOutside && full.dimmingLook.color == .clear && full.dimmingLook.alpha == 1)
        #expect(ModalCoordination<Recorder>(effect: .fade, dismissesOnTapOutside: true).chrome.dismissesOnTapOutside)
        #expect(sheet.keepsDimmingView(presenting: true, completed: true) && !sheet.keepsDimmingView(presenting: true, completed: false))
        #expect(!sheet.keepsDimmingView(presenting: false, completed: true) && sheet.keepsDimmingView(presenting: false, completed: false))
        #expect(!sheet.layoutsPresentedView(transitionRunning: true) && sheet.layoutsPresentedView(transitionRunning: false))
    }

    @Test func theDismissalPanDrivesDismissalsAndOnlyThePresentationsItStarted() {
        let modal = ModalCoordination<Recorder>()
        #expect(modal.present().finger == nil && modal.dismiss(looksUpSourceViews: false).finger == nil)
        let pan = GestureRelay<Recorder>()
        modal.interaction = pan
        #expect(modal.present().finger == nil)
        #expect(modal.dismiss(looksUpSourceViews: false).finger === pan)
        pan.began(direction: Vector(dx: 0, dy: -1), distance: 800)
        #expect(modal.present().finger === pan)
    }

    @Test func aDismissalReturnsToWhereTheLastCompletedPresentationCameFrom() {
        let modal = ModalCoordination<Recorder>()
        let frames: [TransitionID: Rect] = ["a": Rect(x: 1, y: 2, width: 3, height: 4)]
        #expect(!modal.runEnded(kind: .present, completed: false, departures: frames))
        #expect(!modal.runEnded(kind: .dismiss, completed: true, departures: frames))
        #expect(modal.dismiss(looksUpSourceViews: true).returningFrames.isEmpty)
        #expect(modal.runEnded(kind: .present, completed: true, departures: frames))
        #expect(modal.dismiss(looksUpSourceViews: true).returningFrames == frames)
        // Without a provider to look the views up again, nothing returns by frame.
        #expect(modal.dismiss(looksUpSourceViews: false).returningFrames.isEmpty)
    }

    @Test func aTabSwitchGetsTheStylesEffectAndTheRevealUsesATapOnce() {
        let tabs = TabCoordination<Recorder>(style: .circularReveal)
        let bar = Rect(x: 0, y: 760, width: 300, height: 80)
        func effect(now: Double, to: Int = 2) -> TransitionEffect? {
            if case .match(_, let effect, let finger) = tabs.decide(
                from: 0, to: to, count: 3, tabBar: TabBarLayout(frame: bar, isShown: true, mayBeReplaced: false),
                viewSize: Size(width: 300, height: 840), layoutDirection: .leftToRight,
                now: now, appSuppliesAnimator: false)
            {
                #expect(finger === tabs.pan)
                return effect
            }
            return nil
        }
        tabs.tabBarTapped(at: Point(x: 260, y: 790), time: 10)
        #expect(effect(now: 10.1) == .circularReveal(center: Point(x: 260, y: 790)))
        // The tap is used up: the next switch reveals from the item's slot.
        #expect(effect(now: 10.2) == .circularReveal(center: Point(x: 250, y: 800)))
        // A stale tap does not count either.
        tabs.tabBarTapped(at: Point(x: 10, y: 790), time: 10)
        #expect(effect(now: 11, to: 1) == .circularReveal(center: Point(x: 150, y: 800)))
        tabs.style = .slide
        #expect(effect(now: 12) == .slideByTabOrder)
        tabs.style = .effect(.fade)
        #expect(effect(now: 12) == .fade)
        #expect(effect(now: 12, to: 0) == nil)
        if case .app = tabs.decide(
            from: 0, to: 1, count: 3, tabBar: TabBarLayout(frame: bar, isShown: true, mayBeReplaced: false),
            viewSize: Size(width: 300, height: 840), layoutDirection: .leftToRight, now: 0,
            appSuppliesAnimator: true)
        {
        } else {
            Issue.record("the app's animator must win")
        }
        tabs.isEnabled = false
        #expect(effect(now: 12) == nil)
    }

    @Test func theTabPanGoesToANeighbourAndGrabsARunningSwitch() {
        let tabs = TabCoordination<Recorder>()
        #expect(
            tabs.panShouldBegin(velocity: Vector(dx: -300, dy: 0), translation: .zero, selected: 0, count: 3, layoutDirection: .leftToRight)
        )
        #expect(
            !tabs.panShouldBegin(velocity: Vector(dx: 300, dy: 0), translation: .zero, selected: 0, count: 3, layoutDirection: .leftToRight)
        )
        #expect(
            !tabs.panShouldBegin(velocity: Vector(dx: 0, dy: 300), translation: .zero, selected: 0, count: 3, layoutDirection: .leftToRight)
        )
        #expect(
            tabs.panShouldBegin(velocity: Vector(dx: 300, dy: 0), translation: .zero, selected: 0, count: 3, layoutDirection: .rightToLeft))
        #expect(tabs.panBegan(velocity: Vector(dx: -300, dy: 0), selected: 0, count: 3, distance: 390, layoutDirection: .leftToRight) == 1)
        #expect(tabs.pan.isTracking)
        let running = Recorder()
        tabs.pan.attach(running, at: 0)
        #expect(
            tabs.panBegan(velocity: Vector(dx: -300, dy: 0), selected: 1, count: 3, distance: 390, layoutDirection: .leftToRight) == nil)
        #expect(running.calls.last == "began -1.0,0.0 390.0")
    }
}
