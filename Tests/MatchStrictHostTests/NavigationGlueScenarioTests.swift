@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// The navigation glue's behaviours that only MatchUIKit's copy had before the glue was one
/// (`NavigationGlue`), run through the strict navigation controller.
struct NavigationGlueScenarioTests {
    /// The list and the detail in a navigation controller; Match enabled when `enable`.
    final class Stack {
        let s = StrictScreens()
        let nav: StrictNavigationController

        init(pushed: Bool, enable: Bool = true, layoutDirection: TransitionContext.LayoutDirection = .leftToRight) {
            s.container.removeFromSuperview()
            nav = StrictNavigationController(world: s.world, root: s.list)
            nav.layoutDirection = layoutDirection
            if enable { nav.enableMatchTransitions() }
            s.world.renderPass()
            if pushed {
                nav.push(s.detail)
                s.world.turn()
                _ = nav.run?.runToEnd()
            }
        }

        /// A swipe from the leading edge by `travel` points (negative: toward the left).
        func swipe(by travel: Double, from x: Double = 2, ending: (Point) -> StrictPopRecognizer.State) {
            nav.popRecognizer.send(.began(location: Point(x: x, y: 400)))
            for step in 1...10 {
                nav.popRecognizer.send(.changed(location: Point(x: x + travel * Double(step) / 10, y: 401)))
                s.world.turn()
            }
            nav.popRecognizer.send(ending(Point(x: x + travel, y: 401)))
        }
    }

    /// An app whose navigation controller implements `navigationBar(_:shouldPop:)` (to confirm
    /// unsaved changes) is asked on every back tap: Match gives its screens no back action, which
    /// would replace the button's action and skip the question. Allowed, the pop is Match's.
    @Test(arguments: [false, true])
    func anAppThatDecidesItsBackButtonsPopsIsAsked(allows: Bool) throws {
        let stack = Stack(pushed: false)
        stack.nav.appShouldPop = { _ in allows }
        stack.nav.push(stack.s.detail)
        stack.s.world.turn()
        #expect(stack.nav.run?.runToEnd() == true)
        #expect(stack.nav.backActionHolder(of: stack.s.detail) == BackActionRule.Holder.none, "no back action of Match's")
        stack.nav.tapBack()
        stack.s.world.turn()
        #expect(stack.nav.shouldPopAsked == 1, "the app was asked")
        if allows {
            let pop = try #require(stack.nav.run)
            #expect(pop.controller.configuration.kind == .pop)
            #expect(pop.runToEnd() == true)
            #expect(stack.nav.stack.count == 1)
        } else {
            #expect(stack.nav.runs.count == 1, "no pop")
            #expect(stack.nav.stack.count == 2)
        }
        #expect(stack.s.world.violations.isEmpty, "\(stack.s.world.violations)")
    }

    /// `backButtonShouldPop` is asked on a tap of a back button Match gave its action: refused,
    /// nothing pops; allowed, the pop goes through Match (queued, never nested).
    @Test(arguments: [false, true])
    func theAppsBackButtonQuestionIsAskedBeforeMatchsBackActionPops(allows: Bool) throws {
        let stack = Stack(pushed: true)
        var asked: [StrictView] = []
        stack.nav.matchCoordinator?.backButtonShouldPop = { screen in
            asked.append(screen)
            return allows
        }
        #expect(stack.nav.backActionHolder(of: stack.s.detail) == .match)
        stack.nav.tapBack()
        stack.s.world.turn()
        #expect(asked.count == 1 && asked.first === stack.s.detail, "asked with the screen whose button was tapped")
        if allows {
            #expect(stack.nav.run?.runToEnd() == true)
            #expect(stack.nav.stack.count == 1)
        } else {
            #expect(stack.nav.runs.count == 1 && stack.nav.stack.count == 2, "kept")
        }
        #expect(stack.s.world.violations.isEmpty, "\(stack.s.world.violations)")
    }

    @Test func aStackInPlaceBeforeMatchGetsMatchsBackActionsAndItsBackButtonNeverNests() throws {
        // `setViewControllers` before Match was turned on: every pushed screen's back button pops
        // through Match, so a second tap while the first pop runs waits for it instead of nesting
        // a pop inside it (P5).
        let stack = Stack(pushed: false, enable: false)
        let settings = StrictView(world: stack.s.world, frame: .zero, name: "settings")
        stack.nav.setViewControllers([stack.s.list, stack.s.detail, settings])
        stack.nav.enableMatchTransitions()
        #expect(stack.nav.backActionHolder(of: settings) == .match)
        #expect(stack.nav.backActionHolder(of: stack.s.detail) == .match)
        #expect(stack.nav.backActionHolder(of: stack.s.list) == BackActionRule.Holder.none, "the root has no back button")
        stack.nav.tapBack()
        stack.s.world.turn()
        let first = try #require(stack.nav.run)
        #expect(first.controller.configuration.kind == .pop)
        stack.s.world.runFrames(3)
        #expect(stack.nav.isTransitioning && stack.nav.backButtonTakesTap)
        stack.nav.tapBack()  // the bar shows the detail's back button while the pop runs
        #expect(first.runToEnd() == true)
        stack.s.world.runFrames(3)
        #expect(stack.nav.runs.count == 2, "the second pop waited for the first")
        #expect(stack.nav.run?.runToEnd() == true)
        #expect(stack.nav.stack.count == 1)
        #expect(stack.nav.backActionHolder(of: settings) == BackActionRule.Holder.none, "taken off the screens that left")
        #expect(stack.s.world.violations.isEmpty, "\(stack.s.world.violations)")
    }

    @Test func aBackSwipeTheAppSwitchedOffStaysOff() {
        // `interactivePopGestureRecognizer.isEnabled = false`: neither UIKit's recognizer nor
        // Match's own edge pan begins.
        let stack = Stack(pushed: true)
        stack.nav.popRecognizer.isEnabled = false
        stack.swipe(by: 200) { .ended(location: $0, velocity: Vector(dx: 700, dy: 0)) }
        #expect(stack.nav.popRecognizer.ownPans == 0 && stack.nav.popRecognizer.pops == 0)
        #expect(stack.nav.runs.count == 1, "only the push ran")
        #expect(stack.nav.stack.count == 2)
    }

    @Test(arguments: [60.0, 260.0])
    func aCancelledBackSwipeReleasesWhereItIsWithoutVelocity(travel: Double) throws {
        // The system cancels the swipe mid-way: the pop is released from where the finger left it,
        // with no throw — back under half way, on past it — and no finger stays down.
        let stack = Stack(pushed: true)
        stack.swipe(by: travel) { .cancelled(location: $0) }
        let run = try #require(stack.nav.runs.last)
        #expect(run.controller.configuration.kind == .pop)
        let finishes = travel / stack.s.container.node.bounds.width > 0.5
        #expect(run.runToEnd() == finishes)
        #expect(stack.nav.stack.count == (finishes ? 1 : 2))
        #expect(stack.nav.coordination?.backSwipe.isTracking == false)
        #expect(stack.s.world.violations.isEmpty, "\(stack.s.world.violations)")
    }

    @Test func inARightToLeftLayoutTheBackSwipeTowardTheLeftPops() throws {
        // The pop follows a finger moving from the right edge toward the left (the trailing
        // direction of a right-to-left layout), as UIKit's swipe does there.
        let stack = Stack(pushed: true, layoutDirection: .rightToLeft)
        let width = stack.s.container.node.bounds.width
        stack.nav.popRecognizer.send(.began(location: Point(x: width - 2, y: 400)))
        for step in 1...10 {
            stack.nav.popRecognizer.send(.changed(location: Point(x: width - 2 - 20 * Double(step), y: 401)))
            stack.s.world.turn()
        }
        let run = try #require(stack.nav.runs.last)
        #expect(run.controller.configuration.kind == .pop)
        #expect(run.controller.configuration.layoutDirection == .rightToLeft)
        #expect(run.controller.progress.isApproximatelyEqual(to: 200 / width, tolerance: 1e-9))
        stack.nav.popRecognizer.send(.ended(location: Point(x: width - 202, y: 401), velocity: Vector(dx: -900, dy: 0)))
        #expect(run.runToEnd() == true)
        #expect(stack.nav.stack.count == 1)
        #expect(stack.s.world.violations.isEmpty, "\(stack.s.world.violations)")
    }
}
