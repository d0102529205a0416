@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// Modal presentations that keep the presenter on screen, partial sheets, interactive dismissal,
/// and tab switches, on the strict host.
@Suite struct ModalAndTabScenarioTests {
    /// A `.custom` presentation of the detail screen over the list, run by `StrictPresentation`
    /// through Match's own decisions (`ModalCoordination`, what `MatchTransition` and
    /// `MatchPresentationController` forward to): a container above the presenter's view, which
    /// stays where it is; the presentation controller's dimming view at index 0 of the container;
    /// only the presented view handed over (uikit-rules 1.2, 1.6, 7.1, 7.4, 7.6).
    final class Presentation {
        let screens = StrictScreens()
        let presentation: StrictPresentation
        var world: StrictWorld { screens.world }
        /// The transition container of the current (or last) presentation.
        var modalContainer: StrictView { presentation.container! }
        /// Its dimming view.
        var dimming: StrictView { presentation.dimmingView! }

        init() {
            presentation = StrictPresentation(world: screens.world, presenting: screens.list, presented: screens.detail)
            presentation.followsFinger = false
        }

        static func effect(_ edge: PresentationEdge, size: PresentationSize) -> TransitionEffect {
            .presentFromEdge(edge, dimming: Color(red: 0, green: 0, blue: 0, alpha: 0.4), size: size)
        }

        /// The app sets the transition's effect and presents: the run has begun.
        func present(_ edge: PresentationEdge, size: PresentationSize = .full) -> StrictTransitionRun {
            presentation.coordination.effect = Self.effect(edge, size: size)
            return presentation.present()!
        }

        /// The app dismisses (a button, or the dimming view's tap): the run has begun.
        func dismiss(_ edge: PresentationEdge, size: PresentationSize = .full, followsFinger: Bool = false) -> StrictTransitionRun {
            presentation.coordination.effect = Self.effect(edge, size: size)
            presentation.followsFinger = followsFinger
            return presentation.dismiss()!
        }

        /// The dismissal pan begins (`MatchInteraction`'s take-over): it starts the dismissal the
        /// coordination gives its finger, returned begun.
        func panDismiss(
            _ edge: PresentationEdge, size: PresentationSize = .full, followsFinger: Bool = false,
            direction: Vector, distance: Double
        ) -> StrictTransitionRun? {
            presentation.coordination.effect = Self.effect(edge, size: size)
            presentation.followsFinger = followsFinger
            presentation.dismissPanBegan(direction: direction, distance: distance)
            return presentation.run.flatMap { $0.controller.configuration.kind == .dismiss ? $0 : nil }
        }
    }

    @Test(arguments: [PresentationEdge.top, .bottom, .left, .right, .center])
    func aPresentationFromEveryEdgeDimsUnderThePresentedScreenAndLeavesThePresenterAlone(edge: PresentationEdge) throws {
        let p = Presentation()
        let s = p.screens
        let presenterBefore = TreeFingerprint(s.container)
        let run = p.present(edge)
        s.world.turn()
        // Progress 0: the presented screen is off screen (or invisible, from the centre); no dimming yet.
        let final = s.container.node.bounds
        let start = s.detail.frameInWindow
        if edge == .center {
            #expect(s.detail.alpha == 0)
        } else {
            #expect(!start.intersects(final) || start.minY >= final.maxY || start.maxY <= 0)
        }
        #expect(p.dimming.alpha == 0)
        let duration = run.controller.transitionDuration
        s.world.runFrames(Int(duration * 30))
        // About half way: the dimming is visible, under the presented screen.
        let order = p.modalContainer.subviews.map(\.name)
        #expect(order.first == "presentation-dimming")
        #expect(order.firstIndex(of: "presentation-dimming")! < order.firstIndex(of: "detail")!)
        #expect(p.dimming.alpha > 0.05 && p.dimming.alpha < 0.95, "\(p.dimming.alpha)")
        #expect(run.runToEnd() == true)
        // Progress 1: the presented screen at its final frame, the dimming fully shown and kept.
        #expect(s.detail.frameInWindow == final)
        #expect(p.dimming.alpha == 1 && p.dimming.superview === p.modalContainer)
        // The presenter's screen never moved and is intact (finding 6).
        #expect(TreeFingerprint(s.container) == presenterBefore)
        #expect(!s.world.violations.contains(.presenterMoved))
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aPartialSheetLandsAtThePresentationFrameAndAnInteractiveDismissFollowsTheFinger() throws {
        let p = Presentation()
        let s = p.screens
        let listBefore = TreeFingerprint(s.list)
        let present = p.present(.bottom, size: .fraction(0.5))
        #expect(present.runToEnd() == true)
        let bounds = p.modalContainer.node.bounds
        #expect(s.detail.frameInWindow == Rect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2))
        // The sheet was laid out at its own size before capture: the hero spans its width.
        #expect(s.hero.frame.width == bounds.width - 40)

        // A downward pan dismisses it interactively: the coordination gives the dismissal its finger.
        let dismiss = try #require(
            p.panDismiss(
                .bottom, size: .fraction(0.5), direction: Vector(dx: 0, dy: 1),
                distance: bounds.height / 2))
        #expect(p.presentation.interaction.receiver === dismiss.controller)
        s.world.turn()
        p.presentation.interaction.changed(translation: Vector(dx: 0, dy: bounds.height / 4))
        #expect(dismiss.controller.progress.isApproximatelyEqual(to: 0.5, tolerance: 1e-9))
        #expect(p.dimming.alpha.isApproximatelyEqual(to: 0.5, tolerance: 0.01))
        // The sheet's top is under the finger (within 1 pt).
        #expect(s.detail.frameInWindow.minY.isApproximatelyEqual(to: bounds.height / 2 + bounds.height / 4, tolerance: 1))
        // The finger lifts moving down at 1 000 pt/s: it finishes, and the sheet's speed just after
        // release matches the finger's (velocity hand-over within 5 %).
        let yBefore = s.detail.frameInWindow.minY
        p.presentation.interaction.ended(
            translation: Vector(dx: 0, dy: bounds.height / 4), velocity: Vector(dx: 0, dy: 1_000))
        s.world.runFrames(1, frameDuration: 1.0 / 240)
        let speed = (s.detail.frameInWindow.minY - yBefore) * 240
        #expect(speed.isApproximatelyEqual(to: 1_000, tolerance: 50), "\(speed)")
        #expect(dismiss.runToEnd() == true)
        #expect(p.dimming.superview == nil && s.detail.superview == nil)
        #expect(TreeFingerprint(s.list) == listBefore)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test(arguments: [
        (Vector(dx: 60, dy: 200), Vector(dx: 300, dy: 1_200), true),  // down and right, flicked down: dismissed
        (Vector(dx: -80, dy: 120), Vector(dx: -200, dy: -900), false),  // flicked back up: stays
        (Vector(dx: 0, dy: 40), Vector(dx: 0, dy: 0), false),  // a short slow drag: stays
    ])
    func aFingerCarriesTheMatchedViewIn2DAndHandsItsVelocityOn(drag: Vector, velocity: Vector, dismisses: Bool) throws {
        let p = Presentation()
        let s = p.screens
        let listBefore = TreeFingerprint(s.list)
        let present = p.present(.bottom)
        #expect(present.runToEnd() == true)
        let detailBefore = TreeFingerprint(s.detail)

        let height = p.modalContainer.node.bounds.height
        let dismiss = try #require(p.panDismiss(.bottom, followsFinger: true, direction: Vector(dx: 0, dy: 1), distance: height))
        s.world.turn()
        let hero = try #require(p.modalContainer.subtree.first { $0.name == "snapshot:hero" })
        let start = hero.frameInWindow
        // The matched view stays under the finger (its centre moves with it, within 1 pt) …
        for step in 1...8 {
            let t = drag * (Double(step) / 8)
            p.presentation.interaction.changed(translation: t)
            s.world.turn()
            let f = hero.frameInWindow
            #expect(abs(f.midX - (start.midX + t.dx)) <= 1 && abs(f.midY - (start.midY + t.dy)) <= 1, "step \(step): \(f)")
        }
        // … and shrinks as it is dragged away.
        #expect(hero.frameInWindow.width < start.width)
        // Let go: the view's velocity just after release is the finger's (within 5 %).
        let before = hero.frameInWindow
        p.presentation.interaction.ended(translation: drag, velocity: velocity)
        let dt = 1.0 / 1_000
        s.world.runFrames(1, frameDuration: dt)
        let after = hero.frameInWindow
        let speed = Vector(dx: (after.midX - before.midX) / dt, dy: (after.midY - before.midY) / dt)
        #expect((speed - velocity).length <= max(0.05 * velocity.length, 5), "\(speed) vs \(velocity)")
        #expect(dismiss.runToEnd() == dismisses)
        // Nothing lost, no carrier left.
        #expect(!p.modalContainer.subtree.contains { $0.name == "carrier" || $0.name?.hasPrefix("snapshot:") == true })
        #expect(TreeFingerprint(s.list) == listBefore)
        if !dismisses { #expect(TreeFingerprint(s.detail) == detailBefore) }
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test(arguments: ["reused", "scrolled", "unchanged"])
    func theViewToReturnToIsAskedForAgainWhenTheDismissalStarts(what: String) throws {
        let p = Presentation()
        let s = p.screens
        let present = p.present(.bottom)
        #expect(present.runToEnd() == true)
        // The coordination kept where the flying views came from, for the dismissal.
        let departures = p.presentation.coordination.departureFrames
        #expect(departures == present.controller.departureFrames)
        let whereItWas = try #require(departures["item-1"])
        #expect(whereItWas == s.avatars[1].frameInWindow)
        // Meanwhile, in the list: the cell was reused for another item, or the item moved to row 3.
        var answer: StrictView? = s.avatars[1]
        switch what {
        case "reused":
            s.avatars[1].node.transitionID = "item-9"
            answer = nil
        case "scrolled":
            s.avatars[1].node.transitionID = "item-9"
            s.avatars[3].node.transitionID = "item-1"
            answer = s.avatars[3]
        default: break
        }
        var asked: [TransitionID] = []
        let badge = s.rows[1].subviews.first { $0.name == "list-badge" }
        p.presentation.sourceViewProvider = { id in
            asked.append(id)
            return id == "item-1" ? answer : id == "badge" ? badge : nil
        }
        let dismiss = p.dismiss(.bottom)
        s.world.turn()
        #expect(asked.sorted { $0.rawValue < $1.rawValue } == ["badge", "item-1"])
        let hero = try #require(p.modalContainer.subtree.first { $0.name == "snapshot:hero" })
        // Never a jump: frame to frame, the hero moves smoothly toward its end.
        var last = hero.frameInWindow
        var frames = 0
        var landing = last
        while dismiss.ended == nil, frames < 200 {
            s.world.runFrames(1)
            frames += 1
            if hero.superview != nil {
                let f = hero.frameInWindow
                #expect((f.center - last.center).length < 60, "frame \(frames)")
                last = f
                landing = f
            }
        }
        #expect(dismiss.ended == true)
        switch what {
        case "reused":
            // No view to return to: it shrank and faded toward where its cell was.
            #expect(landing.center.isApproximatelyEqual(to: whereItWas.center, tolerance: 2), "\(landing)")
            #expect(landing.width < 80)
            let outcome = dismiss.controller.session?.returnOutcomes.first { $0.0 == "item-1" }?.1
            #expect(outcome == .fadesToward(whereItWas, source: 1))
        case "scrolled":
            #expect(landing.center.isApproximatelyEqual(to: s.avatars[3].frameInWindow.center, tolerance: 2), "\(landing)")
        default:
            #expect(landing.center.isApproximatelyEqual(to: whereItWas.center, tolerance: 2), "\(landing)")
        }
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func theDismissalPanGrabsAPresentationBackwardUnlessItStartedIt() throws {
        let p = Presentation()
        let s = p.screens
        let down = Vector(dx: 0, dy: 1)
        let height = s.world.window.node.bounds.height
        // A timed presentation: the dismissal pan touched while the sheet comes in grabs it with
        // the dismissal's direction, so dragging down takes it back; it starts no dismissal.
        let present = p.present(.bottom)
        s.world.runFrames(12)
        let before = present.controller.progress
        #expect(p.panDismiss(.bottom, direction: down, distance: height) == nil)
        #expect(present.controller.phase == .interactive)
        p.presentation.interaction.changed(translation: Vector(dx: 0, dy: 200))
        s.world.runFrames(1)
        #expect(present.controller.progress < before)
        #expect(p.presentation.runs.count == 1)
        // Released there with no speed: it goes back to where it began, nothing presented.
        p.presentation.interaction.cancelled()
        #expect(present.runToEnd() == false)
        #expect(!p.presentation.isPresented)

        // A presentation that finger started (a pan that presents) follows it.
        let again = Presentation()
        again.presentation.coordination.effect = Presentation.effect(.bottom, size: .full)
        let presentingPan = StrictInteraction(view: again.screens.list, direction: Vector(dx: 0, dy: -1)) {
            again.presentation.present()
        }
        presentingPan.distance = { height }
        again.presentation.matchTransition.interaction = presentingPan
        #expect(presentingPan.began(velocity: Vector(dx: 0, dy: -600)))
        let driven = try #require(again.presentation.run)
        #expect(again.presentation.interaction.receiver === driven.controller)
        again.screens.world.turn()
        #expect(driven.controller.phase == .interactive)
        again.presentation.interaction.ended(
            translation: Vector(dx: 0, dy: -height / 2), velocity: Vector(dx: 0, dy: -1_000))
        #expect(driven.runToEnd() == true)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
        #expect(again.world.violations.isEmpty, "\(again.world.violations)")
    }

    @Test func theContainerLayingOutMidFlightLeavesThePresentedViewToTheAnimation() throws {
        let p = Presentation()
        let s = p.screens
        let run = p.present(.bottom, size: .fraction(0.5))
        s.world.runFrames(8)
        let mid = s.detail.frameInWindow
        // Something lays the container out (a status-bar change, a trait change) mid-flight:
        // containerViewWillLayoutSubviews must not put the presented view at its final frame.
        p.modalContainer.setNeedsLayout()
        s.world.renderPass()
        #expect(s.detail.frameInWindow == mid)
        #expect(run.runToEnd() == true)
        let bounds = p.modalContainer.node.bounds
        let final = Rect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        #expect(s.detail.frameInWindow == final)
        // Outside a transition it does: a moved presented view goes back to its frame.
        s.detail.frame = Rect(x: 5, y: 5, width: 10, height: 10)
        p.modalContainer.setNeedsLayout()
        s.world.renderPass()
        #expect(s.detail.frameInWindow == final)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aTapOutsideDismissalRunsTimedAndRemovesTheChrome() throws {
        let p = Presentation()
        let s = p.screens
        let present = p.present(.center, size: .size(Size(width: 300, height: 300)))
        #expect(present.runToEnd() == true)
        // A tap outside the screen, through hit testing, reaches the presentation controller's tap
        // recognizer, which asks for a dismissal: a timed one.
        #expect(s.world.tap(at: Point(x: 10, y: 10)) != nil)
        let dismiss = try #require(p.presentation.run)
        #expect(dismiss.controller.configuration.kind == .dismiss)
        #expect(!dismiss.context.isInteractive)
        #expect(dismiss.runToEnd() == true)
        #expect(p.modalContainer.subviews.isEmpty)
        // The completed dismissal took the presented view and the container out of the window.
        #expect(s.detail.superview == nil && p.modalContainer.superview == nil)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    /// The list and the detail screen as tabs of a tab bar controller with Match enabled (the
    /// screens move from the fixture's bare container into it), with a third, plain tab;
    /// `detailAt` is the detail screen's tab.
    static func tabs(
        _ s: StrictScreens, detailAt: Int, style: TabTransitionStyleForTests = .slide,
        itemWidths: [Double]? = nil, barFloats: Bool = false
    ) -> StrictTabBarController {
        s.container.removeFromSuperview()
        let other = StrictView(world: s.world, frame: .zero, name: "other-tab")
        other.backgroundColor = .fixed(Color(red: 0.9, green: 0.9, blue: 0.8))
        var tabs = [s.list, other]
        tabs.insert(s.detail, at: detailAt)
        let controller = StrictTabBarController(world: s.world, tabs: tabs, itemWidths: itemWidths, barFloats: barFloats)
        controller.enableMatchTransitions(style: style)
        s.world.renderPass()
        return controller
    }

    typealias TabTransitionStyleForTests = TabCoordination<StrictController>.Style

    @Test func aTabSlideMovesBothTabsAndAnInteractiveSwitchCancelsByVelocity() throws {
        let s = StrictScreens()
        let tabs = Self.tabs(s, detailAt: 1)
        tabs.isInteractive = true
        let listBefore = TreeFingerprint(s.list)
        // A vertical pan, or one toward a tab that does not exist, does not begin.
        #expect(!tabs.sendPan(.began(at: Point(x: 300, y: 400), velocity: Vector(dx: 0, dy: 300))))
        #expect(!tabs.sendPan(.began(at: Point(x: 300, y: 400), velocity: Vector(dx: 300, dy: 0))))
        #expect(tabs.refusedPans == 2 && tabs.runs.isEmpty)
        // A leftward pan on the tab bar controller's view, through hit testing: Match's delegate
        // lets it begin toward the next tab and selects it in code.
        #expect(tabs.sendPan(.began(at: Point(x: 300, y: 400), velocity: Vector(dx: -300, dy: 0))))
        let run = try #require(tabs.run)
        #expect(run.controller.configuration.kind == .tabSwitch(from: 0, to: 1))
        #expect(run.controller.configuration.effect == .slideByTabOrder)
        #expect(tabs.selectedIndex == 1)
        s.world.turn()
        tabs.sendPan(.changed(translation: Vector(dx: -195, dy: 0)))
        // Under the finger: started interactively, the tracks run linearly, so half the travel is
        // half the slide — the old tab half out to the left, the new one half in from the right.
        #expect(s.list.frameInWindow.minX.isApproximatelyEqual(to: -195, tolerance: 1))
        #expect(s.detail.frameInWindow.minX.isApproximatelyEqual(to: 195, tolerance: 1))
        tabs.sendPan(.ended(translation: Vector(dx: -195, dy: 0), velocity: Vector(dx: 700, dy: 0)))
        #expect(run.runToEnd() == false)
        // The cancelled switch gives the old selection back, the list in place.
        #expect(tabs.selectedIndex == 0 && s.list.superview === tabs.container && s.detail.superview == nil)
        #expect(TreeFingerprint(s.list) == listBefore)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func theInteractivePanAsksTheAppsDelegateAsATapWould() throws {
        let s = StrictScreens()
        let tabs = Self.tabs(s, detailAt: 1)
        tabs.isInteractive = true
        var vetoed: [Int] = []
        tabs.appDelegate.shouldSelect = {
            vetoed.append($0)
            return false
        }
        // Vetoed: asked first, nothing switches, no transition.
        tabs.sendPan(.began(at: Point(x: 300, y: 400), velocity: Vector(dx: -300, dy: 0)))
        tabs.sendPan(.ended(translation: Vector(dx: -300, dy: 0), velocity: Vector(dx: -900, dy: 0)))
        s.world.runFrames(3)
        #expect(vetoed == [1] && tabs.delegateCalls == ["shouldSelect(1)"])
        #expect(tabs.selectedIndex == 0 && tabs.run == nil)
        // Allowed: asked, switched with the finger, told afterwards.
        tabs.appDelegate.shouldSelect = { _ in true }
        #expect(tabs.sendPan(.began(at: Point(x: 300, y: 400), velocity: Vector(dx: -300, dy: 0))))
        tabs.sendPan(.ended(translation: Vector(dx: -300, dy: 0), velocity: Vector(dx: -900, dy: 0)))
        #expect(tabs.run?.runToEnd() == true)
        #expect(tabs.delegateCalls == ["shouldSelect(1)", "shouldSelect(1)", "didSelect(1)"])
        #expect(tabs.selectedIndex == 1)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aPanThatTakesTheSwitchBackTellsTheAppNothingAndOneThatLandsTellsItOnce() throws {
        let s = StrictScreens()
        let tabs = Self.tabs(s, detailAt: 1)
        tabs.isInteractive = true
        // Asked first; the finger takes the switch back: the app is never told it selected tab 1,
        // which it never did.
        #expect(tabs.sendPan(.began(at: Point(x: 300, y: 400), velocity: Vector(dx: -300, dy: 0))))
        tabs.sendPan(.changed(translation: Vector(dx: -40, dy: 0)))
        s.world.turn()
        tabs.sendPan(.ended(translation: Vector(dx: -40, dy: 0), velocity: Vector(dx: 900, dy: 0)))
        #expect(tabs.run?.runToEnd() == false)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.delegateCalls == ["shouldSelect(1)"])
        // Landing: told once, when it lands.
        #expect(tabs.sendPan(.began(at: Point(x: 300, y: 400), velocity: Vector(dx: -300, dy: 0))))
        tabs.sendPan(.ended(translation: Vector(dx: -300, dy: 0), velocity: Vector(dx: -900, dy: 0)))
        #expect(tabs.delegateCalls == ["shouldSelect(1)", "shouldSelect(1)"])
        #expect(tabs.run?.runToEnd() == true)
        #expect(tabs.delegateCalls == ["shouldSelect(1)", "shouldSelect(1)", "didSelect(1)"])
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aTapOnAnItemAsksTheAppsDelegateAndASelectionInCodeDoesNot() throws {
        let s = StrictScreens()
        let tabs = Self.tabs(s, detailAt: 2)
        var allow = false
        tabs.appDelegate.shouldSelect = { _ in allow }
        // A user's tap on the third item: asked, refused, nothing runs.
        #expect(s.world.tap(at: tabs.items[2].frameInWindow.center) != nil)
        #expect(tabs.delegateCalls == ["shouldSelect(2)"])
        #expect(tabs.runs.isEmpty && tabs.selectedIndex == 0)
        // Allowed: asked, selected, told.
        allow = true
        s.world.tap(at: tabs.items[2].frameInWindow.center)
        #expect(tabs.delegateCalls == ["shouldSelect(2)", "shouldSelect(2)", "didSelect(2)"])
        #expect(tabs.run?.runToEnd() == true)
        #expect(tabs.selectedIndex == 2 && s.detail.superview === tabs.container && s.list.superview == nil)
        // In code: the delegate hears nothing (uikit-practice P14), and the switch still runs matched.
        tabs.selectedIndex = 0
        #expect(tabs.delegateCalls.count == 3)
        #expect(tabs.run?.controller.configuration.kind == .tabSwitch(from: 2, to: 0))
        #expect(tabs.run?.runToEnd() == true)
        #expect(tabs.selectedIndex == 0)
        // Match turned off: the system's switch, no run.
        tabs.coordination?.isEnabled = false
        tabs.selectedIndex = 1
        #expect(tabs.runs.count == 2 && tabs.selectedIndex == 1 && s.list.superview == nil)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aPanDuringATappedSwitchGrabsItInsteadOfSelectingAgain() throws {
        let s = StrictScreens()
        let tabs = Self.tabs(s, detailAt: 1)
        tabs.isInteractive = true
        s.world.tap(at: tabs.items[1].frameInWindow.center)
        let run = try #require(tabs.run)
        s.world.runFrames(4)
        #expect(run.controller.phase == .running)
        // The pan's finger is relayed to the running switch, which follows it; nothing new is selected.
        #expect(tabs.sendPan(.began(at: Point(x: 300, y: 400), velocity: Vector(dx: -300, dy: 0))))
        #expect(run.controller.phase == .interactive)
        tabs.sendPan(.changed(translation: Vector(dx: -40, dy: 0)))
        tabs.sendPan(.ended(translation: Vector(dx: -40, dy: 0), velocity: Vector(dx: -800, dy: 0)))
        #expect(run.runToEnd() == true)
        #expect(tabs.runs.count == 1 && tabs.selectedIndex == 1 && tabs.selectionsDuringTransition == 0)
        #expect(tabs.delegateCalls == ["shouldSelect(1)", "didSelect(1)"])
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aCircularRevealGrowsFromTheTappedTabOfAnUnequalTabBar() throws {
        let s = StrictScreens()
        // Tabs 60, 200 and 130 points wide: the third one's centre is at 60 + 200 + 65 = 325 —
        // which is also 5/6 of the width, so the tap lands off the centre, as a finger does.
        let tabs = Self.tabs(s, detailAt: 2, style: .circularReveal, itemWidths: [60, 200, 130])
        let tap = Point(x: 331, y: 820)
        #expect(tabs.items[2].frameInWindow.contains(tap))
        #expect(s.world.tap(at: tap) != nil)
        let run = try #require(tabs.run)
        #expect(run.controller.configuration.effect == .circularReveal(center: tap))
        s.world.turn()
        s.world.runFrames(10)
        let clip = try #require(s.detail.node.clip)
        // The clip is in the detail root's bounds coordinates: the circle is centred on the tap.
        let centre = s.detail.node.convert(Point(x: clip.rect.midX, y: clip.rect.midY), to: nil)
        #expect(centre.x.isApproximatelyEqual(to: tap.x, tolerance: 1e-6) && centre.y.isApproximatelyEqual(to: tap.y, tolerance: 1e-6))
        #expect(clip.rect.width > 0)
        #expect(run.runToEnd() == true)
        #expect(s.detail.node.clip == nil)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aRevealSelectedInCodeGrowsFromTheItemsSlot() throws {
        let s = StrictScreens()
        let tabs = Self.tabs(s, detailAt: 2, style: .circularReveal)
        // No tap on the bar: the selection in code reveals from the item's slot.
        tabs.selectedIndex = 2
        let run = try #require(tabs.run)
        let bar = tabs.tabBarFrame
        #expect(run.controller.configuration.effect == .circularReveal(center: Point(x: bar.width * 5 / 6, y: bar.midY)))
        #expect(run.runToEnd() == true)
        #expect(tabs.delegateCalls.isEmpty)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    /// Where the bar floats at the top (iOS 18 and later, regular width), a tap on its item is not
    /// heard by Match's recognizer on `tabBar`, and slots estimated from the hidden `tabBar` would be
    /// at the bottom: the circle grows from the middle of the view instead of a slot the user never
    /// saw.
    @Test func aRevealWhereTheBarFloatsGrowsFromTheMiddle() throws {
        let s = StrictScreens()
        let tabs = Self.tabs(s, detailAt: 2, style: .circularReveal, barFloats: true)
        let tap = tabs.items[2].frameInWindow.center
        #expect(tap.y < 100, "the floating bar is at the top")
        #expect(s.world.tap(at: tap) != nil)
        let run = try #require(tabs.run)
        let view = tabs.view.node.bounds
        #expect(run.controller.configuration.effect == .circularReveal(center: Point(x: view.midX, y: view.midY)))
        #expect(run.runToEnd() == true)
        #expect(tabs.selectedIndex == 2)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    /// A bar hidden with iOS 18's `isTabBarHidden`: a selection in code reveals from the middle.
    @Test func aRevealWithTheBarHiddenGrowsFromTheMiddle() throws {
        let s = StrictScreens()
        let tabs = Self.tabs(s, detailAt: 2, style: .circularReveal)
        tabs.isTabBarHidden = true
        tabs.selectedIndex = 2
        let run = try #require(tabs.run)
        let view = tabs.view.node.bounds
        #expect(run.controller.configuration.effect == .circularReveal(center: Point(x: view.midX, y: view.midY)))
        #expect(run.runToEnd() == true)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
