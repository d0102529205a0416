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
/// bookkeeping included) and the device work it asks for.
func registerStrictStart(_ kind: SceneKind, count: Int) {
    let scene = StrictSceneFixture(kind: kind, count: count)
    Benchmark(
        "start (strict host) \(kind.rawValue) N=\(count)",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, startSnapshots, startRenderPasses, startAnimations],
            timeUnits: .microseconds, warmupIterations: smoke ? 0 : 1,
            maxDuration: smoke ? .milliseconds(1) : .seconds(2), maxIterations: smoke ? 1 : 50),
        closure: { benchmark in
            let s = scene.built
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
        },
        setup: { _ = scene.built })
}

/// A benchmark scene built in a strict world: the headless scene's two trees mirrored view by view
/// (`StrictView.mirroring`), the source screen in a container in the window.
struct StrictScene {
    let world = StrictWorld()
    let container: StrictView
    let list: StrictView
    let detail: StrictView
    let context: TransitionContext

    init(kind: SceneKind, count: Int) {
        let size = world.window.node.bounds.size
        container = StrictView(world: world, frame: Rect(origin: .zero, size: size), name: "container")
        world.window.addSubview(container)
        let source = HeadlessView(frame: container.node.bounds)
        let destination = HeadlessView(frame: container.node.bounds)
        kind.populate(source: source, destination: destination, count: count)
        list = StrictView.mirroring(source, in: world)
        detail = StrictView.mirroring(destination, in: world)
        container.addSubview(list)
        context = kind.context(size: size)
        world.renderPass()
    }

    /// The scene's transition from the list to the detail, handed over as a container hands it.
    func transition() -> StrictTransitionRun {
        let detail = detail
        return StrictTransitionRun(
            world: world, configuration: context, container: container, handed: [.source: list, .destination: detail],
            controllerViews: [.source: list, .destination: detail], finalFrames: [.destination: container.node.bounds],
            afterCompletion: { completed in if !completed { detail.removeFromSuperview() } })
    }
}

/// A strict scene built on first use (in the benchmark's setup, outside every measurement).
final class StrictSceneFixture: @unchecked Sendable {
    // `@unchecked`: the harness runs one benchmark at a time; `scene` is built and read on its thread.
    private let kind: SceneKind
    private let count: Int
    private var scene: StrictScene?

    init(kind: SceneKind, count: Int) {
        self.kind = kind
        self.count = count
    }

    var built: StrictScene {
        if let scene { return scene }
        let made = StrictScene(kind: kind, count: count)
        scene = made
        return made
    }
}

extension StrictView {
    /// A strict view tree with `view`'s frames, IDs, modifiers and look, view by view.
    static func mirroring(_ view: HeadlessView, in world: StrictWorld) -> StrictView {
        let mirrored = StrictView(world: world, frame: view.frame, name: view.name)
        let node = mirrored.node
        node.bounds = view.bounds
        node.transform = view.transform
        node.alpha = view.alpha
        node.clipsToBounds = view.clipsToBounds
        node.cornerRadius = view.cornerRadius
        node.maskedCorners = view.maskedCorners
        node.shadow = view.shadow
        node.clip = view.clip
        node.transitionID = view.transitionID
        node.transitionModifiers = view.transitionModifiers
        node.contentKind = view.contentKind
        node.contentFingerprint = view.contentFingerprint
        if let colour = view.backgroundColor { mirrored.backgroundColor = .fixed(colour) }
        for child in view.subviews { mirrored.addSubview(mirroring(child, in: world)) }
        return mirrored
    }
}
