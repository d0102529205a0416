import MatchEngine
import MatchStrictHost
import Testing

/// Modal presentations that keep the presenter on screen, partial sheets, interactive dismissal,
/// and tab switches, on the strict host.
@Suite struct ModalAndTabScenarioTests {
    /// A `.custom` presentation as UIKit sets it up (uikit-rules 1.2, 1.6, 7.1, 7.4, 7.6): a
    /// container above the presenter's view, which stays where it is; the presentation
    /// controller's dimming view at index 0 of the container; only the presented view handed over.
    struct Presentation {
        let screens = StrictScreens()
        let modalContainer: StrictView
        let dimming: StrictView
        var world: StrictWorld { screens.world }

        init() {
            let s = screens
            modalContainer = StrictView(world: s.world, frame: s.world.window.node.bounds, name: "modal-container")
            s.world.window.addSubview(modalContainer)
            dimming = StrictView(world: s.world, frame: modalContainer.node.bounds, name: "presentation-dimming")
            dimming.alpha = 0
            // presentationTransitionWillBegin: the dimming view goes in at index 0.
            modalContainer.insertSubview(dimming, at: 0)
            s.world.presenterView = s.container
            s.world.presenterHome = s.world.window
        }

        func present(_ edge: PresentationEdge, size: PresentationSize = .full) -> StrictTransitionRun {
            let bounds = modalContainer.node.bounds
            let effect = TransitionEffect.presentFromEdge(edge, dimming: Color(red: 0, green: 0, blue: 0, alpha: 0.4), size: size)
            return StrictTransitionRun(
                world: world, configuration: TransitionContext(kind: .present, containerSize: bounds.size, effect: effect),
                container: modalContainer, handed: [.destination: screens.detail],
                controllerViews: [.source: screens.list, .destination: screens.detail],
                finalFrames: [.destination: size.frame(in: bounds.size, edge: edge)], dimmingView: dimming,
                afterCompletion: { [dimming, screens] completed in
                    // presentationTransitionDidEnd(false): the presentation controller removes its views.
                    if !completed { dimming.removeFromSuperview(); screens.detail.removeFromSuperview() }
                })
        }

        func dismiss(_ edge: PresentationEdge, size: PresentationSize = .full, followsFinger: Bool = false,
                     returning: (lastKnownFrames: [TransitionID: Rect], lookUp: (TransitionID) -> StrictView?)? = nil)
            -> StrictTransitionRun
        {
            let bounds = modalContainer.node.bounds
            let effect = TransitionEffect.presentFromEdge(edge, dimming: Color(red: 0, green: 0, blue: 0, alpha: 0.4), size: size)
            let run = StrictTransitionRun(
                world: world, configuration: TransitionContext(kind: .dismiss, containerSize: bounds.size, effect: effect),
                container: modalContainer, handed: [.source: screens.detail],
                controllerViews: [.source: screens.detail, .destination: screens.list],
                finalFrames: [:], dimmingView: dimming, followsFinger: followsFinger,
                afterCompletion: { [dimming, screens] completed in
                    // dismissalTransitionDidEnd(true): the presented view and the dimming view go.
                    if completed { dimming.removeFromSuperview(); screens.detail.removeFromSuperview() }
                })
            run.controller.returning = returning
            return run
        }
    }

    @Test(arguments: [PresentationEdge.top, .bottom, .left, .right, .center])
    func aPresentationFromEveryEdgeDimsUnderThePresentedScreenAndLeavesThePresenterAlone(edge: PresentationEdge) throws {
        let p = Presentation()
        let s = p.screens
        let presenterBefore = TreeFingerprint(s.container)
        let run = p.present(edge)
        run.begin()
        s.world.turn()
        // Progress 0: the presented screen is off screen (or invisible, from the centre); no dimming yet.
        let final = s.container.node.bounds
        let start = s.detail.frameInWindow
        if edge == .center { #expect(s.detail.alpha == 0) } else { #expect(!start.intersects(final) || start.minY >= final.maxY || start.maxY <= 0) }
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
        present.begin()
        #expect(present.runToEnd() == true)
        let bounds = p.modalContainer.node.bounds
        #expect(s.detail.frameInWindow == Rect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2))
        // The sheet was laid out at its own size before capture: the hero spans its width.
        #expect(s.hero.frame.width == bounds.width - 40)

        // A downward pan dismisses it interactively.
        let dismiss = p.dismiss(.bottom, size: .fraction(0.5))
        dismiss.controller.gestureBegan(direction: Vector(dx: 0, dy: 1), distance: bounds.height / 2)
        dismiss.begin()
        s.world.turn()
        dismiss.controller.gestureChanged(translation: Vector(dx: 0, dy: bounds.height / 4))
        #expect(dismiss.controller.progress.isApproximatelyEqual(to: 0.5, tolerance: 1e-9))
        #expect(p.dimming.alpha.isApproximatelyEqual(to: 0.5, tolerance: 0.01))
        // The sheet's top is under the finger (within 1 pt).
        #expect(s.detail.frameInWindow.minY.isApproximatelyEqual(to: bounds.height / 2 + bounds.height / 4, tolerance: 1))
        // The finger lifts moving down at 1 000 pt/s: it finishes, and the sheet's speed just after
        // release matches the finger's (velocity hand-over within 5 %).
        let yBefore = s.detail.frameInWindow.minY
        dismiss.controller.gestureEnded(translation: Vector(dx: 0, dy: bounds.height / 4), velocity: Vector(dx: 0, dy: 1_000))
        s.world.runFrames(1, frameDuration: 1.0 / 240)
        let speed = (s.detail.frameInWindow.minY - yBefore) * 240
        #expect(speed.isApproximatelyEqual(to: 1_000, tolerance: 50), "\(speed)")
        #expect(dismiss.runToEnd() == true)
        #expect(p.dimming.superview == nil && s.detail.superview == nil)
        #expect(TreeFingerprint(s.list) == listBefore)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test(arguments: [
        (Vector(dx: 60, dy: 200), Vector(dx: 300, dy: 1_200), true),    // down and right, flicked down: dismissed
        (Vector(dx: -80, dy: 120), Vector(dx: -200, dy: -900), false),  // flicked back up: stays
        (Vector(dx: 0, dy: 40), Vector(dx: 0, dy: 0), false),           // a short slow drag: stays
    ])
    func aFingerCarriesTheMatchedViewIn2DAndHandsItsVelocityOn(drag: Vector, velocity: Vector, dismisses: Bool) throws {
        let p = Presentation()
        let s = p.screens
        let listBefore = TreeFingerprint(s.list)
        let present = p.present(.bottom)
        present.begin()
        #expect(present.runToEnd() == true)
        let detailBefore = TreeFingerprint(s.detail)

        let height = p.modalContainer.node.bounds.height
        let dismiss = p.dismiss(.bottom, followsFinger: true)
        dismiss.controller.gestureBegan(direction: Vector(dx: 0, dy: 1), distance: height)
        dismiss.begin()
        s.world.turn()
        let hero = try #require(p.modalContainer.subtree.first { $0.name == "snapshot:hero" })
        let start = hero.frameInWindow
        // The matched view stays under the finger (its centre moves with it, within 1 pt) …
        for step in 1...8 {
            let t = drag * (Double(step) / 8)
            dismiss.controller.gestureChanged(translation: t)
            s.world.turn()
            let f = hero.frameInWindow
            #expect(abs(f.midX - (start.midX + t.dx)) <= 1 && abs(f.midY - (start.midY + t.dy)) <= 1, "step \(step): \(f)")
        }
        // … and shrinks as it is dragged away.
        #expect(hero.frameInWindow.width < start.width)
        // Let go: the view's velocity just after release is the finger's (within 5 %).
        let before = hero.frameInWindow
        dismiss.controller.gestureEnded(translation: drag, velocity: velocity)
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
        present.begin()
        #expect(present.runToEnd() == true)
        let departures = present.controller.departureFrames
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
        let dismiss = p.dismiss(.bottom, returning: (departures, { id in
            asked.append(id)
            return id == "item-1" ? answer : id == "badge" ? badge : nil
        }))
        dismiss.begin()
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

    @Test func aTapOutsideDismissalRunsTimedAndRemovesTheChrome() throws {
        let p = Presentation()
        let s = p.screens
        let present = p.present(.center, size: .size(Size(width: 300, height: 300)))
        present.begin()
        #expect(present.runToEnd() == true)
        // The presentation controller's tap recognizer asks for a dismissal: a timed one.
        let dismiss = p.dismiss(.center, size: .size(Size(width: 300, height: 300)))
        dismiss.begin()
        #expect(dismiss.runToEnd() == true)
        #expect(p.modalContainer.subviews.isEmpty)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    /// A tab switch: the tab bar controller's transition view holds the old tab; the new one is handed over.
    func tabSwitch(_ s: StrictScreens, effect: TransitionEffect) -> StrictTransitionRun {
        StrictTransitionRun(
            world: s.world, configuration: TransitionContext(kind: .tabSwitch(from: 0, to: 2), containerSize: s.container.node.bounds.size, effect: effect),
            container: s.container, handed: [.source: s.list, .destination: s.detail],
            controllerViews: [.source: s.list, .destination: s.detail],
            finalFrames: [.destination: s.container.node.bounds],
            afterCompletion: { [s] completed in if completed { s.list.removeFromSuperview() } else { s.detail.removeFromSuperview() } })
    }

    @Test func aTabSlideMovesBothTabsAndAnInteractiveSwitchCancelsByVelocity() throws {
        let s = StrictScreens()
        let listBefore = TreeFingerprint(s.list)
        let run = tabSwitch(s, effect: .slideByTabOrder)
        run.controller.gestureBegan(direction: Vector(dx: -1, dy: 0), distance: 390)
        run.begin()
        s.world.turn()
        run.controller.gestureChanged(translation: Vector(dx: -195, dy: 0))
        // Under the finger: started interactively, the tracks run linearly, so half the travel is
        // half the slide — the old tab half out to the left, the new one half in from the right.
        #expect(s.list.frameInWindow.minX.isApproximatelyEqual(to: -195, tolerance: 1))
        #expect(s.detail.frameInWindow.minX.isApproximatelyEqual(to: 195, tolerance: 1))
        run.controller.gestureEnded(translation: Vector(dx: -195, dy: 0), velocity: Vector(dx: 700, dy: 0))
        #expect(run.runToEnd() == false)
        #expect(TreeFingerprint(s.list) == listBefore)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aCircularRevealGrowsFromTheTappedTabOfAnUnequalTabBar() throws {
        let s = StrictScreens()
        // Tabs 60, 200 and 130 points wide: the third one's centre is at 60 + 200 + 65 = 325, not
        // at 5/6 of the width (325 ≠ 390 · 5/6 = 325 by coincidence? no: 390·5/6 = 325 — so use a tap
        // point off the centre too, as a finger gives).
        let tap = Point(x: 331, y: 820)
        let run = tabSwitch(s, effect: .circularReveal(center: tap))
        run.begin()
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
}
