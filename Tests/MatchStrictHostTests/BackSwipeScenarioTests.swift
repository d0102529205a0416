@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// The back swipe under Match, through the navigation controller and Match's own decisions
/// (`NavigationCoordination`), as a device runs them: Match's own edge pan takes the leading edge
/// and pops, UIKit's recognizer (Match its delegate) waits for it and never begins while Match runs
/// pops, so UIKit's own pop target never runs on a matched pop (ZoomTransitioning #6).
@Suite struct BackSwipeScenarioTests {
    /// The list in a navigation controller with Match enabled, the detail screen pushed.
    final class Stack {
        let s = StrictScreens()
        let nav: StrictNavigationController
        let coordination: NavigationCoordination<StrictController>

        init(order: StrictPopRecognizer.TargetOrder, pushDetail: Bool = true) {
            // The screens move from the fixture's bare container into a navigation controller.
            s.container.removeFromSuperview()
            nav = StrictNavigationController(world: s.world, root: s.list, order: order)
            coordination = nav.enableMatchTransitions().coordination
            s.world.renderPass()
            if pushDetail {
                nav.push(s.detail)
                _ = nav.run?.runToEnd()
            }
        }

        func swipe(to x: Double, velocity: Double) {
            nav.popRecognizer.send(.began(location: Point(x: 2, y: 400)))
            for step in stride(from: 22.0, through: x, by: 20) {
                nav.popRecognizer.send(.changed(location: Point(x: step, y: 401)))
                s.world.turn()
            }
            nav.popRecognizer.send(.ended(location: Point(x: x, y: 401), velocity: Vector(dx: velocity, dy: 0)))
        }
    }

    @Test(arguments: StrictPopRecognizer.TargetOrder.allCases)
    func theSystemBackSwipeDrivesTheMatchedPopInEitherTargetOrder(order: StrictPopRecognizer.TargetOrder) throws {
        let stack = Stack(order: order)
        let s = stack.s
        #expect(stack.nav.stack.count == 2)
        stack.nav.popRecognizer.send(.began(location: Point(x: 2, y: 400)))
        // Match's own edge pan popped; UIKit's recognizer did not begin (its target never ran).
        #expect(stack.nav.popRecognizer.ownPans == 1 && stack.nav.popRecognizer.pops == 0)
        for x in stride(from: 22.0, through: 202, by: 20) {
            stack.nav.popRecognizer.send(.changed(location: Point(x: x, y: 401)))
            s.world.turn()
        }
        let run = try #require(stack.nav.run)
        #expect(run.controller.configuration.kind == .pop)
        #expect(run.controller.phase == .interactive)
        #expect(run.controller.progress.isApproximatelyEqual(to: 200 / s.container.node.bounds.width, tolerance: 1e-9))
        // The screen stays under the finger: planned for a finger from its start (linear), even
        // when UIKit's own target popped before Match's heard of the finger.
        #expect(run.controller.session?.context.timing == .linear)
        #expect(s.detail.frameInWindow.minX.isApproximatelyEqual(to: 200, tolerance: 0.5), "\(order): \(s.detail.frameInWindow)")
        stack.nav.popRecognizer.send(.ended(location: Point(x: 202, y: 401), velocity: Vector(dx: 700, dy: 0)))
        #expect(run.runToEnd() == true)
        #expect(s.detail.superview == nil && s.list.superview === stack.nav.container)
        #expect(stack.nav.stack.count == 1)
        #expect(s.world.violations.isEmpty, "\(order): \(s.world.violations)")
    }

    @Test func underUIKitsOwnRecognizerDelegateTheSwipeNeverBegins() {
        // What an adapter that leaves the pop recognizer's delegate alone gets (Match before it
        // installed its own): the navigation delegate implements `animationControllerFor`, so
        // UIKit's delegate refuses every swipe (uikit-practice P1).
        let stack = Stack(order: .systemFirst)
        stack.nav.popRecognizer.ownEdgePan = nil
        stack.nav.popRecognizer.delegate = .system
        stack.swipe(to: 202, velocity: 700)
        #expect(stack.nav.popRecognizer.pops == 0)
        #expect(stack.nav.stack.count == 2)
    }

    @Test func withUIKitsRecognizerBeginningUnderMatchUIKitsOwnTargetWouldPop() {
        // What Match did before it had an edge pan of its own: it was UIKit's recognizer's
        // delegate and let it begin, so UIKit's own pop target ran on a matched pop.
        let stack = Stack(order: .systemFirst)
        stack.nav.popRecognizer.ownEdgePan = nil
        stack.nav.popRecognizer.delegate = .custom { true }
        stack.swipe(to: 202, velocity: 700)
        #expect(stack.s.world.violations.contains(.systemPopUnderCustomDelegate))
        // Match's own edge pan: UIKit's recognizer waits for it and never begins.
        let own = Stack(order: .systemFirst)
        own.swipe(to: 202, velocity: 700)
        #expect(own.nav.popRecognizer.ownPans == 1 && own.nav.popRecognizer.pops == 0)
        #expect(own.nav.run?.runToEnd() == true)
        #expect(own.s.world.violations.isEmpty, "\(own.s.world.violations)")
    }

    @Test func withMatchTurnedOffUIKitsOwnSwipeRunsUIKitsPop() {
        let stack = Stack(order: .systemFirst)
        stack.coordination.isEnabled = false
        stack.swipe(to: 202, velocity: 700)
        #expect(stack.nav.popRecognizer.ownPans == 0 && stack.nav.popRecognizer.pops == 1)
        // UIKit's pop lasts, with a transition coordinator, and ends on the clock.
        #expect(stack.nav.isTransitioning && stack.nav.runs.count == 1, "UIKit's own pop, not Match's")
        stack.s.world.runFrames(while: { stack.nav.isTransitioning })
        #expect(!stack.nav.isTransitioning && stack.nav.stack.count == 1)
        #expect(stack.s.world.violations.isEmpty, "\(stack.s.world.violations)")
        // No finger is left down for a later matched pop to wait on (it would never end).
        #expect(stack.coordination.backSwipe.state == .idle)
    }

    @Test func onTheRootScreenTheSwipeDoesNotBeginWhereNoDelegateWouldBreakNavigation() {
        let stack = Stack(order: .systemFirst, pushDetail: false)
        stack.swipe(to: 202, velocity: 700)
        #expect(stack.nav.popRecognizer.pops == 0)
        #expect(stack.s.world.violations.isEmpty)
        // With the recognizer's delegate set to nil it begins on the root screen too (WordPress
        // #6639): the controller is asked to pop its root.
        stack.nav.popRecognizer.delegate = .none
        stack.swipe(to: 202, velocity: 700)
        #expect(stack.s.world.violations == [.poppedRootScreen])
    }

    @Test func whenTheAppRefusesNothingPopsAndNothingIsDisturbed() {
        let stack = Stack(order: .systemFirst)
        var asked = 0
        stack.coordination.popGestureShouldBegin = {
            asked += 1
            return false
        }
        stack.swipe(to: 60, velocity: -100)
        #expect(asked == 1)
        #expect(stack.nav.popRecognizer.pops == 0 && stack.nav.runs.count == 1)
        #expect(stack.coordination.backSwipe.state == .idle)
        #expect(stack.s.world.violations.isEmpty)
    }

    @Test func aScreenThatHidesItsBackButtonCannotBeSwipedAway() {
        let stack = Stack(order: .systemFirst)
        stack.nav.topHidesBackButton = true
        stack.swipe(to: 202, velocity: 700)
        #expect(stack.nav.popRecognizer.pops == 0 && stack.nav.stack.count == 2)
        stack.nav.topHidesBackButton = false
        stack.swipe(to: 202, velocity: 700)
        #expect(stack.nav.popRecognizer.ownPans == 1)
        #expect(stack.nav.run?.runToEnd() == true)
        #expect(stack.nav.stack.count == 1)
        #expect(stack.s.world.violations.isEmpty, "\(stack.s.world.violations)")
    }

    @Test func whileAPushRunsTheSwipeDoesNotStartASecondTransition() {
        let stack = Stack(order: .systemFirst, pushDetail: false)
        stack.nav.push(stack.s.detail)
        stack.s.world.runFrames(3)
        stack.nav.popRecognizer.send(.began(location: Point(x: 2, y: 400)))
        #expect(stack.nav.popRecognizer.pops == 0)
        #expect(stack.nav.run?.runToEnd() == true)
        #expect(stack.nav.stack.count == 2)
        #expect(stack.s.world.violations.isEmpty, "\(stack.s.world.violations)")
    }

    @Test func aPanAnywhereGrabsAPopTheBackButtonStartedAndThrowsItBack() throws {
        let stack = Stack(order: .systemFirst)
        let s = stack.s
        stack.nav.enablePopInteraction()
        // The back button: a timed pop.
        stack.nav.pop()
        s.world.runFrames(6)
        let run = try #require(stack.nav.run)
        #expect(run.controller.phase == .running)
        let grabbedAt = run.controller.progress
        // A pan anywhere comes down on it: it grabs the running pop (no second transition).
        #expect(stack.nav.popPanBegan(at: Point(x: 200, y: 400)))
        #expect(run.controller.phase == .interactive)
        #expect(stack.nav.runs.count == 2)
        stack.nav.popPanChanged(translation: Vector(dx: -40, dy: 0))
        s.world.runFrames(1)
        #expect(run.controller.progress < grabbedAt)
        // Thrown back: the pop is cancelled, the detail stays.
        stack.nav.popPanEnded(translation: Vector(dx: -60, dy: 0), velocity: Vector(dx: -900, dy: 0))
        #expect(run.runToEnd() == false)
        #expect(stack.nav.stack.count == 2 && s.detail.superview === stack.nav.container)
        // While the back swipe is down the pan does not begin.
        stack.nav.popRecognizer.send(.began(location: Point(x: 2, y: 400)))
        #expect(!stack.nav.popPanBegan(at: Point(x: 200, y: 400)))
        stack.nav.popRecognizer.send(.ended(location: Point(x: 2, y: 400), velocity: Vector(dx: -900, dy: 0)))
        _ = stack.nav.run?.runToEnd()
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
    @Test(arguments: [(700.0, true), (-700.0, false), (0.0, false)])
    func aPopTheAppAnimatesItselfFollowsTheSwipeAndEndsAsThrown(velocity: Double, finishes: Bool) throws {
        // The app's navigation delegate supplies the pop's animator and no interaction controller:
        // the back swipe scrubs it through a percent-driven controller, as it scrubs Match's pops.
        let stack = Stack(order: .systemFirst)
        let s = stack.s
        stack.nav.appAnimatesPops = true
        let width = s.container.node.bounds.width
        stack.nav.popRecognizer.send(.began(location: Point(x: 2, y: 400)))
        for x in stride(from: 22.0, through: 102, by: 20) {
            stack.nav.popRecognizer.send(.changed(location: Point(x: x, y: 401)))
            s.world.turn()
        }
        let pop = try #require(stack.nav.appPop, "a timed pop ran instead of one the finger holds")
        #expect(pop.interaction.percentComplete.isApproximatelyEqual(to: 100 / width, tolerance: 1e-9))
        #expect(stack.nav.isTransitioning)
        stack.nav.popRecognizer.send(.ended(location: Point(x: 102, y: 401), velocity: Vector(dx: velocity, dy: 0)))
        #expect(stack.nav.appPop == nil)
        let ending = try #require(stack.nav.appPopEndings.last)
        #expect(ending.scrubbed && ending.finished == finishes)
        #expect(ending.completionSpeed >= 1)
        // The rest of the app's animation runs on the clock: (1 − p) × duration to finish, p ×
        // duration to go back, divided by the completion speed (P13).
        #expect(stack.nav.isTransitioning && stack.nav.stack.count == 2)
        let frames = s.world.runFrames(while: { stack.nav.isTransitioning })
        let left =
            (finishes ? 1 - pop.interaction.percentComplete : pop.interaction.percentComplete)
            * (stack.nav.matchCoordinator?.appAnimatorDuration ?? 0)
        #expect(Double(frames) >= (left / ending.completionSpeed * 60).rounded(.down))
        #expect(stack.nav.stack.count == (finishes ? 1 : 2))
        #expect(stack.nav.runs.count == 1, "Match ran the push only")
        #expect(!stack.coordination.backSwipe.isTracking, "no finger left down")
        // The next swipe (Match's own pop this time) starts clean: no stale release replayed.
        stack.nav.appAnimatesPops = false
        if !finishes {
            stack.swipe(to: 202, velocity: 700)
            #expect(stack.nav.run?.runToEnd() == true)
            #expect(stack.nav.stack.count == 1)
        }
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test(arguments: [(700.0, true), (-700.0, false)])
    func anAppAnimatedPopFlickedBeforeItStartsEndsAsThrown(velocity: Double, finishes: Bool) throws {
        // UIKit starts the pop in a later layout pass (P2): a fast flick lifts before UIKit asks
        // for the interaction controller, which then ends as the finger released it.
        let stack = Stack(order: .systemFirst)
        stack.nav.appAnimatesPops = true
        stack.nav.startsTransitionsAtNextLayout = true
        stack.nav.popRecognizer.send(.began(location: Point(x: 2, y: 400)))
        stack.nav.popRecognizer.send(.changed(location: Point(x: 60, y: 401)))
        stack.nav.popRecognizer.send(.ended(location: Point(x: 60, y: 401), velocity: Vector(dx: velocity, dy: 0)))
        stack.s.world.turn()
        let ending = try #require(stack.nav.appPopEndings.last)
        #expect(ending.scrubbed && ending.finished == finishes)
        stack.s.world.runFrames(while: { stack.nav.isTransitioning })
        #expect(stack.nav.stack.count == (finishes ? 1 : 2))
        #expect(!stack.coordination.backSwipe.isTracking)
        #expect(stack.s.world.violations.isEmpty, "\(stack.s.world.violations)")
    }
}
