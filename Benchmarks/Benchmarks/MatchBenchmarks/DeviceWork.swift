import Benchmark
@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost

// Device work of whole transitions on the strict host (UIKit as it behaves, see
// docs/strict-host.md): forced render passes, snapshots (the setup's cover included), animations
// handed to Core Animation, and display-link frames, per transition, per scrub frame and while held
// still, as custom metrics. N tagged cells fly to N tiles, so 2·N views fly (each pair's two
// stand-ins) and 2·N + 2 tracks animate (with the two roots); the example app's push and pop
// (`StrictExampleApp`) are the scenes a first device run shows.

/// A list of `count` tagged cells in a column of rows, and a detail grid of the same IDs laid out
/// only when asked, in a fresh strict world.
struct DeviceWorkScene {
    let world = StrictWorld()
    let container: StrictView
    let list: StrictView
    let detail: StrictView

    init(count: Int) {
        let size = world.window.node.bounds.size
        container = StrictView(world: world, frame: Rect(origin: .zero, size: size), name: "container")
        world.window.addSubview(container)
        list = StrictView(world: world, frame: container.node.bounds, name: "list")
        container.addSubview(list)
        detail = StrictView(world: world, frame: .zero, name: "detail")
        var tiles: [StrictView] = []
        let columns = max(1, Int(Double(count).squareRoot().rounded(.up)))
        for i in 0..<count {
            // 25 columns of small cells: up to 1 000 fit on screen (off-screen views do not fly).
            let cell = StrictView(
                world: world, frame: Rect(x: Double(i % 25) * 15.6, y: 20 + Double(i / 25) * 20, width: 14, height: 18),
                name: "cell-\(i)")
            cell.node.transitionID = TransitionID("item-\(i)")
            cell.backgroundColor = .fixed(Color(red: 0.2, green: 0.4, blue: 0.9))
            list.addSubview(cell)
            let tile = StrictView(world: world, frame: .zero, name: "tile-\(i)")
            tile.node.transitionID = TransitionID("item-\(i)")
            tile.backgroundColor = .fixed(Color(red: 0.2, green: 0.4, blue: 0.9))
            detail.addSubview(tile)
            tiles.append(tile)
        }
        detail.layout = { d in
            let side = d.node.bounds.width / Double(columns)
            for (i, tile) in tiles.enumerated() {
                tile.node.frame = Rect(x: Double(i % columns) * side, y: Double(i / columns) * side, width: side, height: side)
            }
        }
        detail.setNeedsLayout()
        world.renderPass()
    }

    func push() -> StrictTransitionRun {
        StrictTransitionRun(
            world: world, configuration: TransitionContext(kind: .push, containerSize: container.node.bounds.size),
            container: container, handed: [.source: list, .destination: detail],
            controllerViews: [.source: list, .destination: detail],
            finalFrames: [.destination: container.node.bounds])
    }
}

let renderPasses = BenchmarkMetric.custom("forced render passes per transition")
let snapshots = BenchmarkMetric.custom("snapshots per transition")
let animations = BenchmarkMetric.custom("animations added per transition")
let scrubAnimations = BenchmarkMetric.custom("animations added per scrub frame")
let heldFrames = BenchmarkMetric.custom("display-link frames while held still (30 frames)")

func registerDeviceWork(count n: Int) {
    Benchmark(
        "device work: push N=\(n) (strict host)",
        // Counts only: the engine's own time for the same start is the `prepare` benchmark; the
        // strict host's bookkeeping would only blur it.
        configuration: .init(
            metrics: [renderPasses, snapshots, animations, scrubAnimations, heldFrames],
            maxDuration: .seconds(2), maxIterations: 5)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let scene = DeviceWorkScene(count: n)
            let run = scene.push()
            run.gestureBegan(direction: Vector(dx: -1, dy: 0), distance: 390)
            run.begin(startNow: true)
            scene.world.turn()  // the flight comes on screen a turn later (`SetupSchedule`)
            let added = scene.world.animationsAdded
            for x in stride(from: -10.0, through: -100, by: -10) {
                run.gestureChanged(translation: Vector(dx: x, dy: 0))
                scene.world.runFrames(1)
            }
            let frames = scene.world.displayLinkFrames
            scene.world.runFrames(30)
            benchmark.measurement(heldFrames, scene.world.displayLinkFrames - frames)
            benchmark.measurement(renderPasses, scene.world.forcedRenderPasses)
            benchmark.measurement(snapshots, scene.world.snapshots)
            benchmark.measurement(animations, added)
            benchmark.measurement(scrubAnimations, (scene.world.animationsAdded - added) / 10)
            run.gestureEnded(translation: Vector(dx: -100, dy: 0), velocity: .zero)
            run.runToEnd()
        }
    }
}

/// The example app's push of item 4 from its grid, and the back swipe that pops it, held half way.
func registerExampleAppDeviceWork() {
    for operation in ["push", "pop (back swipe)"] {
        Benchmark(
            "device work: example app \(operation) (strict host)",
            configuration: .init(
                metrics: [renderPasses, snapshots, animations, heldFrames],
                maxDuration: .seconds(2), maxIterations: 5)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                let app = StrictExampleApp()
                let world = app.world
                app.navigation.push(app.detail(item: 4))
                if operation == "push" {
                    world.turn()
                    benchmark.measurement(renderPasses, world.forcedRenderPasses)
                    benchmark.measurement(snapshots, world.snapshots)
                    benchmark.measurement(animations, world.animationsAdded)
                    app.navigation.run?.runToEnd()
                    continue
                }
                app.navigation.run?.runToEnd()
                let passes = world.forcedRenderPasses
                let taken = world.snapshots
                let added = world.animationsAdded
                app.navigation.popRecognizer.send(.began(location: Point(x: 2, y: 400)))
                world.turn()
                app.navigation.popRecognizer.send(.changed(location: Point(x: 197, y: 400)))
                world.turn()
                benchmark.measurement(renderPasses, world.forcedRenderPasses - passes)
                benchmark.measurement(snapshots, world.snapshots - taken)
                benchmark.measurement(animations, world.animationsAdded - added)
                let frames = world.displayLinkFrames
                world.runFrames(30)
                benchmark.measurement(heldFrames, world.displayLinkFrames - frames)
                app.navigation.popRecognizer.send(.ended(location: Point(x: 197, y: 400), velocity: Vector(dx: 900, dy: 0)))
                app.navigation.run?.runToEnd()
            }
        }
    }
}
