import MatchEngine
import MatchStrictHost
import Testing

/// The system back swipe kept: Match only adds a target to the navigation controller's own pop
/// recognizer and relays the finger (what `MatchNavigationCoordinator` does), whatever order the
/// recognizer runs its targets in, and whatever the app's own delegate of that recognizer says.
@Suite struct BackSwipeScenarioTests {
    /// A pushed detail screen over the list, and a pop recognizer wired as the coordinator wires it.
    final class Stack {
        let s = StrictScreens()
        let relay = GestureRelay<StrictController>()
        var pop: StrictTransitionRun?
        var pushes = 0
        let recognizer: StrictPopRecognizer
        private var start = Point.zero

        init(order: StrictPopRecognizer.TargetOrder) {
            var popAction: () -> Void = {}
            recognizer = StrictPopRecognizer(order: order) { popAction() }
            let push = s.push()
            push.begin()
            _ = push.runToEnd()
            popAction = { [unowned self] in
                // UIKit pops: it asks the navigation delegate (Match) for the animator, which
                // attaches to the relay, then begins the transition.
                let run = s.pop()
                relay.attach(run.controller, at: s.world.clock.now)
                run.begin()
                pop = run
            }
            // Match's target: the finger's travel from where it began, relayed.
            recognizer.addTarget { [unowned self] state in
                switch state {
                case let .began(location):
                    start = location
                    relay.began(direction: Vector(dx: 1, dy: 0), distance: s.container.node.bounds.width)
                case let .changed(location):
                    relay.changed(translation: location - start)
                case let .ended(location, velocity):
                    relay.ended(translation: location - start, velocity: velocity, at: s.world.clock.now)
                }
            }
        }
    }

    @Test(arguments: StrictPopRecognizer.TargetOrder.allCases)
    func theSystemBackSwipeDrivesTheMatchedPopInEitherTargetOrder(order: StrictPopRecognizer.TargetOrder) throws {
        let stack = Stack(order: order)
        let s = stack.s
        var asked = 0
        stack.recognizer.shouldBegin = { asked += 1; return true }   // the app's own delegate keeps working
        stack.recognizer.send(.began(location: Point(x: 2, y: 400)))
        #expect(asked == 1 && stack.recognizer.pops == 1)
        for x in stride(from: 22.0, through: 202, by: 20) {
            stack.recognizer.send(.changed(location: Point(x: x, y: 401)))
            s.world.turn()
        }
        let run = try #require(stack.pop)
        #expect(run.controller.phase == .interactive)
        #expect(run.controller.progress.isApproximatelyEqual(to: 200 / s.container.node.bounds.width, tolerance: 1e-9))
        stack.recognizer.send(.ended(location: Point(x: 202, y: 401), velocity: Vector(dx: 700, dy: 0)))
        #expect(run.runToEnd() == true)
        #expect(s.detail.superview == nil && s.list.superview === s.container)
        #expect(s.world.violations.isEmpty, "\(order): \(s.world.violations)")
    }

    @Test func whenTheAppsDelegateRefusesNothingPopsAndTheNextPushIsNotDisturbed() throws {
        let stack = Stack(order: .systemFirst)
        let s = stack.s
        stack.recognizer.shouldBegin = { false }
        stack.recognizer.send(.began(location: Point(x: 2, y: 400)))
        stack.recognizer.send(.changed(location: Point(x: 60, y: 400)))
        stack.recognizer.send(.ended(location: Point(x: 60, y: 400), velocity: Vector(dx: -100, dy: 0)))
        #expect(stack.recognizer.pops == 0 && stack.pop == nil)
        #expect(stack.relay.state == .idle)
        #expect(s.world.violations.isEmpty)
    }
}
