@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// A duration fitted to the flight, end to end on the strict host: a timed run reports it to
/// UIKit, asked before the animator, and the animator runs it; a run a finger starts does not.
@Suite struct FittedDurationScenarioTests {
    /// The push of `StrictScreens`, with the fitted duration on.
    func push(_ s: StrictScreens, fitted: FittedDuration? = .standard, dimming: StrictView? = nil) -> StrictTransitionRun {
        StrictTransitionRun(
            world: s.world,
            configuration: TransitionContext(kind: .push, containerSize: s.container.node.bounds.size, fittedDuration: fitted),
            container: s.container, handed: [.source: s.list, .destination: s.detail],
            controllerViews: [.source: s.list, .destination: s.detail],
            finalFrames: [.source: s.container.node.bounds, .destination: s.container.node.bounds], dimmingView: dimming,
            afterCompletion: { [list = s.list, detail = s.detail] completed in
                if completed { list.removeFromSuperview() } else { detail.removeFromSuperview() }
            })
    }

    /// The largest matched view is the avatar of row 1 flying to the hero, by hand: the avatar is
    /// 60×60 at (16, 200) (rows 80 high, 10 apart, from y = 100), centre (46, 230); the hero is
    /// 350×350 at (20, 100), centre (195, 275). Travel √(149² + 45²) = √24 226 ≈ 155.647; growth
    /// √(290² + 290²) ≈ 410.122; the 390 × 844 container's diagonal √864 436 ≈ 929.751; reach
    /// ≈ 0.608517, √ ≈ 0.780075: 0.25 + 0.25 × 0.780075 ≈ 0.445019 s.
    static let fitted = 0.445019

    @Test func aTimedRunReportsTheFittedDurationAndTheAnimatorRunsIt() throws {
        let s = StrictScreens()
        let run = push(s)
        run.asksDuration = .beforeAnimator  // UIKit asks first, with the context
        run.begin()
        let told = try #require(run.durationAnswers.first)
        #expect(abs(told - Self.fitted) < 1e-5, "\(told)")
        #expect(run.controller.transitionDuration == told)
        let plan = try #require(run.controller.session?.plan)
        #expect(plan.totalDuration == told)
        #expect(run.controller.session?.driver?.duration == told)
        // It ends when that duration says: 0.445 s is 27 frames at 60 Hz (not 30 for 0.5 s); the
        // flight starts a turn after the start, so allow one frame more.
        let start = s.world.clock.now
        #expect(run.runToEnd() == true)
        let took = s.world.clock.now - start
        #expect(took >= told - 1e-9 && took <= told + 2.0 / 60, "\(took)")
        // Asked again as it completed: the same answer, and the animator agreed (no violation).
        #expect(run.durationAnswers.count == 2 && run.durationAnswers.allSatisfy { $0 == told })
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func offTheDurationIsTheConfiguredOne() throws {
        let s = StrictScreens()
        let run = push(s, fitted: nil)
        run.asksDuration = .beforeAnimator
        run.begin()
        #expect(run.durationAnswers == [0.5])
        #expect(run.controller.session?.driver?.duration == 0.5)
        #expect(run.runToEnd() == true)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aRunAFingerStartsKeepsItsPlannedDuration() throws {
        // Asked before the animator, as UIKit does, and asked only after preparation: 0.5 s both
        // times — the plan itself is not fitted, since the finger sets the pace.
        for asks in [StrictTransitionRun.DurationQuestion.beforeAnimator, .none] {
            let s = StrictScreens()
            let run = push(s)
            run.asksDuration = asks
            run.controller.gestureBegan(direction: Vector(dx: -1, dy: 0), distance: 390)
            run.begin(startNow: true)
            s.world.turn()
            #expect(run.controller.session?.plan?.totalDuration == 0.5)
            #expect(run.controller.transitionDuration == 0.5)
            #expect(run.controller.session?.driver?.duration == 0.5)
            run.controller.gestureChanged(translation: Vector(dx: -200, dy: 0))
            run.controller.gestureEnded(translation: Vector(dx: -300, dy: 0), velocity: Vector(dx: -800, dy: 0))
            #expect(run.runToEnd() == true)
            #expect(s.world.violations.isEmpty, "\(asks): \(s.world.violations)")
        }
    }

    @Test func askedWithoutAContextTheConfiguredDurationStandsAndIsRun() throws {
        // UIKit's context is optional (uikit-rules 2.2): nothing to measure with, so the first
        // answer is the configured duration, and the animator runs that, not the plan's length.
        let s = StrictScreens()
        let run = push(s)
        run.asksDuration = .beforeAnimatorWithoutContext
        run.begin()
        #expect(run.durationAnswers == [0.5])
        #expect(abs((run.controller.session?.plan?.totalDuration ?? 0) - Self.fitted) < 1e-5)
        #expect(run.controller.session?.driver?.duration == 0.5)
        #expect(run.runToEnd() == true)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aPresentationsDimmingViewNotYetPlacedIsNotPreparedAround() throws {
        // Asked before `presentationTransitionWillBegin` puts the dimming view in the container
        // (the order is not documented): no early preparation, the configured duration stands.
        let s = StrictScreens()
        let dimming = StrictView(world: s.world, frame: s.container.node.bounds, name: "dimming")
        let run = push(s, dimming: dimming)
        #expect(run.controller.transitionDuration(using: run.context) == 0.5)
        #expect(run.controller.phase == .idle)
        s.container.insertSubview(dimming, at: 0)
        #expect(run.controller.transitionDuration(using: run.context) == 0.5)
        run.begin()
        #expect(run.controller.session?.driver?.duration == 0.5)
        #expect(run.runToEnd() == true)
        // Placed before the question, it prepares and fits.
        let t = StrictScreens()
        let placed = StrictView(world: t.world, frame: t.container.node.bounds, name: "dimming")
        t.container.insertSubview(placed, at: 0)
        let fitted = push(t, dimming: placed)
        #expect(abs(fitted.controller.transitionDuration(using: fitted.context) - Self.fitted) < 1e-5)
        #expect(fitted.controller.phase == .prepared)
        fitted.begin()
        #expect(fitted.controller.session?.driver?.duration == fitted.controller.transitionDuration)
        #expect(fitted.runToEnd() == true)
        #expect(s.world.violations.isEmpty && t.world.violations.isEmpty, "\(s.world.violations) \(t.world.violations)")
    }
}
