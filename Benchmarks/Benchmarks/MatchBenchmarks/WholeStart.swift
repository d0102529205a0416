import Benchmark
import BenchmarkScenes
@_spi(Harness) import MatchEngine
@_spi(Harness) import MatchStrictHost

// The whole start of a transition as a container pays it: from the container's first call to the
// first state on screen, through the transition controller (`TransitionController`, the object
// MatchUIKit forwards UIKit's calls to) — the session made, both sides captured, matched, planned
// and baked, every stand-in made and placed, the originals concealed, the views stacked and the
// first state applied.
//
//   start (headless)            — `HeadlessTransition.begin()` on a fresh controller with no
//                                 workspace: a transition after the app has let go of the last one
//   start (headless, workspace) — the same with a `TransitionWorkspace` kept from the previous start
//   start (strict host)         — the scene's transition (`SceneKind.context(size:)`) as a
//                                 `StrictTransitionRun` in a strict world (UIKit as it
//                                 behaves: docs/strict-host.md) up to the flight on screen a
//                                 main-queue turn later, the strict host's own bookkeeping included;
//                                 with the device work it asked for: snapshots, forced render
//                                 passes, animations handed to Core Animation
//
// Each start is cancelled and run to its end after its measurement, which puts every original
// view back for the next sample (checked). The floor of a headless start is the `prepare` of the
// same scene in the same run (capture → match → plan → bake, what the start does before it
// touches a view).

/// Registers the headless starts of `scene`, fresh and with a kept workspace.
func registerWholeStart(_ scene: SceneFixture) {
    let label = "\(scene.kind.rawValue) N=\(scene.count)"
    for keepsWorkspace in [false, true] {
        Benchmark(
            "start (headless\(keepsWorkspace ? ", workspace" : "")) \(label)",
            closure: { benchmark in
                let fixture = scene.fixture
                benchmark.startMeasurement()
                let run = headlessStart(fixture, workspace: keepsWorkspace ? scene.workspace : nil)
                benchmark.stopMeasurement()
                cancelToEnd(run, fixture)
            },
            setup: {
                let fixture = scene.fixture
                if keepsWorkspace { cancelToEnd(headlessStart(fixture, workspace: scene.workspace), fixture) }
            },
            teardown: keepsWorkspace ? { scene.releaseKept() } : nil)
    }
}

/// Begins the scene's transition (`SceneKind.context(size:)`) from the fixture's source to its
/// destination as a container does, and returns the run.
func headlessStart(_ fixture: Fixture, workspace: TransitionWorkspace?) -> HeadlessTransition {
    let destination = fixture.destinationRoot
    let run = HeadlessTransition(
        configuration: fixture.context, container: fixture.container, source: fixture.sourceRoot,
        destination: destination, workspace: workspace,
        afterCompletion: { completed in if !completed { destination.removeFromSuperview() } })
    run.begin()
    return run
}

/// Cancels a start and runs it to its end; stops the benchmarks if the scene was not put back.
func cancelToEnd(_ run: HeadlessTransition, _ fixture: Fixture) {
    run.cancel()
    guard run.runToEnd() == false, fixture.destinationRoot.superview == nil,
        fixture.sourceRoot.superview === fixture.container
    else { fatalError("a cancelled start did not put the scene back") }
}

let startSnapshots = BenchmarkMetric.custom("snapshots per start")
let startRenderPasses = BenchmarkMetric.custom("forced render passes per start")
let startAnimations = BenchmarkMetric.custom("animations added per start")

/// Registers the strict host's start of `kind` at `count` views: its time (the strict host's
/// bookkeeping included) and the device work it asks for. Each sample starts in a new strict world
/// built before its measurement: a world keeps every view it made (so that no new view takes a
/// freed one's address) and checks every stand-in it registered at each render pass, so samples
/// in one world would each pay for the ones before.
func registerStrictStart(_ kind: SceneKind, count: Int) {
    Benchmark(
        "start (strict host) \(kind.rawValue) N=\(count)",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, startSnapshots, startRenderPasses, startAnimations],
            timeUnits: .microseconds, warmupIterations: smoke ? 0 : 1,
            maxDuration: smoke ? .milliseconds(1) : .seconds(2), maxIterations: smoke ? 1 : 50),
        closure: { benchmark in
            let s = StrictScene(kind: kind, count: count)
            let world = s.world
            let (snapshots, passes, animations) = (world.snapshots, world.forcedRenderPasses, world.animationsAdded)
            benchmark.startMeasurement()
            let run = s.transition()
            run.begin(startNow: true)
            world.turn()  // the flight comes on screen a turn later (`SetupSchedule`)
            benchmark.stopMeasurement()
            benchmark.measurement(startSnapshots, world.snapshots - snapshots)
            benchmark.measurement(startRenderPasses, world.forcedRenderPasses - passes)
            benchmark.measurement(startAnimations, world.animationsAdded - animations)
            run.cancel()
            guard run.runToEnd() == false, s.detail.superview == nil, s.list.superview === s.container else {
                fatalError("a cancelled strict start did not put the scene back")
            }
        })
}
