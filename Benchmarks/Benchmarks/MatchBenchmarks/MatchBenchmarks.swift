import Benchmark
import BenchmarkScenes
import Foundation
@_spi(Harness) import MatchEngine

// Stage by stage, each beside its floor in the same run:
//   capture   — walking the headless tree into a SceneSnapshot; floor: visiting the same views in
//               the same order, reading their stored geometry and writing a record of a ViewSnapshot's size (272 bytes) each
//   match     — pairing by ID;            floor: building a Dictionary of the same IDs
//   plan      — MatchResult → TransitionPlan; floor: copying the plan's packed bytes
//   bake      — keyframes(tolerance: 0.5)
//   evaluate  — one frame into a reused TransitionFrame; floor: copying the bytes it writes
//   evaluate (first frame) — one frame into a new TransitionFrame: the first frame of a transition
//               on a host that evaluates frames, which first sorts the plan's tracks into lanes
//   evaluate (states) — one frame into a reused [ViewState]; floor: copying the same ViewStates
//   prepare   — capture → match → plan → bake, the whole start of a transition
//   prepare (workspace) — the same through a TransitionWorkspace kept from the previous prepare
//   prepare (workspace, caches evicted) — the same with the CPU caches evicted before each sample
//   prepare floor (the stages' floors in sequence) — the floors of capture (both sides), match and
//               plan run one after the other, as a prepare runs its stages (`PrepareFloor`): a
//               prepare's floor with the caches as the prepare finds them; and the same with the
//               caches evicted before each sample. The prepares' floor column is this one.
//   retained  — what a prepared transition holds while it runs: bytes allocated by one prepare and
//               still live when it returns (the KeyframeSet and its plan), beside the number of
//               views that fly (the plan's tracks)
//   record sizes — MemoryLayout strides of the records a transition holds per view
// Metrics: wall clock and mallocCountTotal. No cpu or instruction counters: they allocate on their
// own. The peak resident set is measured by a second benchmark per stage ("peak resident: …"),
// alone: package-benchmark samples it from /proc every ~5 ms on a thread of its own, which
// allocates (16 extra mallocs per sample) and would blur the counts and times beside it.
// `peakMemoryResidentDelta` is the peak minus the resident set when the benchmark started, so the
// fixtures built before do not count; memory the allocator already holds, freed by earlier
// benchmarks, is reused without growing it, so it is a lower bound, and a stage shorter than
// ~5 ms may fall between samples.

let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]

/// `MATCH_BENCHMARK_SMOKE=1` (set by .ci/run) runs every benchmark once: a check that
/// they build and run, with no timing worth reading.
let smoke = ProcessInfo.processInfo.environment["MATCH_BENCHMARK_SMOKE"] != nil

let flyingViews = BenchmarkMetric.custom("flying views (tracks)")
/// Of what a prepared transition retains: the bytes of its packed tracks (`TrackList.byteCount`).
let trackListBytes = BenchmarkMetric.custom("packed track bytes")
/// And the keyframe states its keyframe set stores (`KeyframeSet.storedStateCount`).
let storedStates = BenchmarkMetric.custom("stored keyframe states")
/// And the bytes of the matcher's diagnostics the plan carries (`TransitionPlan.diagnostics`: one
/// per skipped view, off-screen ones included, so it grows with the scene, not with what flies).
let diagnosticBytes = BenchmarkMetric.custom("diagnostic bytes")

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: metrics, timeUnits: .microseconds, warmupIterations: smoke ? 0 : 3,
        maxDuration: smoke ? .milliseconds(1) : .seconds(2), maxIterations: smoke ? 1 : 2_000)

    for kind in [SceneKind.grid, .mixed, .full] {
        // The full scene bakes about 30 keyframes per view for most of its views (arcs, springs,
        // rotations, scaled rounded corners): 100 000 of them would take about 9 s a sample.
        for n in kind == .full ? [100, 1_000, 10_000] : [10, 100, 1_000, 10_000, 100_000] {
            let scene = SceneFixture(kind: kind, count: n)
            register(scene)
            if n >= 100 && n <= 10_000 { registerWholeStart(scene) }
        }
        for n in [100, 1_000, 10_000] {
            registerStrictStart(kind, count: n)
        }
    }
    for n in [10, 100, 1_000] {
        registerDeviceWork(count: n)
    }
    registerExampleAppDeviceWork()
    registerRecordSizes()
}

func register(_ scene: SceneFixture) {
    let label = "\(scene.kind.rawValue) N=\(scene.count)"
    // Builds the scene before the first measurement of whichever of its benchmarks runs first.
    let setup: @Sendable () -> Void = { _ = scene.fixture }
    /// Registers a stage: timed with allocations counted, and (unless a floor) alone for its peak
    /// resident set.
    /// `body` calls `startMeasurement()` once its own preparation is done. `keepsWorkspace`: the
    /// stage's setup also makes the scene's kept workspace and fills it with one prepare (outside
    /// every measurement), and its teardown lets go of it. `evictsCaches`: the stage calls
    /// `scene.evictCaches()`, and its teardown lets go of the evictor.
    func stage(
        _ name: String, peak: Bool = true, keepsWorkspace: Bool = false, evictsCaches: Bool = false,
        _ body: @escaping @Sendable (Benchmark, Fixture) -> Void
    ) {
        let stageSetup: Benchmark.BenchmarkSetupHook =
            keepsWorkspace ? { blackHole(prepare(scene.fixture, workspace: scene.workspace)) } : setup
        let teardown: Benchmark.BenchmarkTeardownHook? =
            keepsWorkspace || evictsCaches ? { scene.releaseKept() } : nil
        Benchmark(
            "\(name) \(label)", closure: { benchmark in body(benchmark, scene.fixture) }, setup: stageSetup,
            teardown: teardown)
        guard peak else { return }
        Benchmark(
            "peak resident: \(name) \(label)",
            configuration: .init(
                metrics: [.peakMemoryResidentDelta], units: [.peakMemoryResidentDelta: .kilo], warmupIterations: 0,
                maxDuration: smoke ? .milliseconds(1) : .milliseconds(500), maxIterations: smoke ? 1 : 50),
            closure: { benchmark in body(benchmark, scene.fixture) }, setup: stageSetup, teardown: teardown)
    }

    stage("capture") { benchmark, fixture in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(SceneSnapshot.capture(root: fixture.sourceRoot, in: fixture.container))
        }
    }
    stage("capture floor (visit the views, write their records)", peak: false) { benchmark, fixture in
        // The memory traffic capture cannot avoid (`CaptureFloor`): every view of the tree visited
        // in the same order through the same subview arrays, every property capture records read
        // once, and a record of a ViewSnapshot's size written.
        var floor = CaptureFloor(root: fixture.sourceRoot)
        blackHole(floor.visit(fixture.sourceRoot))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(floor.visit(fixture.sourceRoot)) }
        benchmark.stopMeasurement()
    }
    stage("match") { benchmark, fixture in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(Matcher.match(source: fixture.source, destination: fixture.destination))
        }
    }
    stage("match floor (Dictionary of the IDs)", peak: false) { benchmark, fixture in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(MatchFloor.table(of: fixture.ids))
        }
    }
    stage("plan") { benchmark, fixture in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(
                Planner.plan(
                    match: fixture.match, source: fixture.source, destination: fixture.destination,
                    context: fixture.context))
        }
    }
    stage("plan floor (copy the plan's packed bytes)", peak: false) { benchmark, fixture in
        // What the planner cannot avoid writing: the plan's packed tracks (`TrackList.byteCount`).
        let count = fixture.plan.tracks.byteCount / MemoryLayout<Double>.stride
        measureCopies(benchmark, of: [Double](repeating: 0.5, count: count), into: [Double](repeating: 0, count: count))
    }
    stage("bake") { benchmark, fixture in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(fixture.plan.keyframes(tolerance: 0.5))
        }
    }
    stage("evaluate") { benchmark, fixture in
        // Into a `TransitionFrame` kept between frames, as a host does.
        var frame = TransitionFrame()
        fixture.plan.evaluate(at: 0, into: &frame)
        measureFrames(benchmark) { progress in
            fixture.plan.evaluate(at: progress, into: &frame)
            blackHole(frame)
        }
    }
    stage("evaluate (first frame)") { benchmark, fixture in
        // A new frame each time: it builds the plan's lanes (`FrameLanes`) before writing them.
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var frame = TransitionFrame()
            fixture.plan.evaluate(at: 0.5, into: &frame)
            blackHole(frame)
        }
    }
    stage("evaluate floor (copy the frame's bytes)", peak: false) { benchmark, fixture in
        var frame = TransitionFrame()
        fixture.plan.evaluate(at: 0.5, into: &frame)
        let count = frame.bytesWrittenPerFrame / MemoryLayout<Double>.stride
        measureCopies(benchmark, of: [Double](repeating: 0.5, count: count), into: [Double](repeating: 0, count: count))
    }
    stage("evaluate (states)") { benchmark, fixture in
        // The array-of-states form: one whole `ViewState` per track.
        var buffer = states(of: fixture.plan, at: 0)
        measureFrames(benchmark) { progress in
            fixture.plan.evaluate(at: progress, into: &buffer)
            blackHole(buffer)
        }
    }
    stage("evaluate floor (copy the states)", peak: false) { benchmark, fixture in
        measureCopies(benchmark, of: states(of: fixture.plan, at: 0.5), into: states(of: fixture.plan, at: 0))
    }
    stage("prepare") { benchmark, fixture in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(prepare(fixture))
        }
    }
    stage("prepare (workspace)", keepsWorkspace: true) { benchmark, fixture in
        // What a host that keeps a `TransitionWorkspace` pays from its second transition on: the
        // previous prepare's buffers are reused. One workspace for every sample, as a host keeps
        // one for every transition (filled by the stage's setup): a workspace made per sample would
        // free the previous sample's ~15 MB (10 000 views) and fault it in again in an untimed
        // warm-up, and the timed prepare would then run on memory the allocator had just trimmed
        // (about 20 ms at 10 000 views, against 9 ms in the plain loop).
        let workspace = scene.workspace
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(prepare(fixture, workspace: workspace))
        }
    }
    stage("prepare (workspace, caches evicted)", peak: false, keepsWorkspace: true, evictsCaches: true) { benchmark, fixture in
        // The same, with the caches evicted before each sample (outside the measurement): what a
        // transition pays when the app has done other work since the last one. Back to back, a
        // small scene's data stays in the caches from one sample to the next; a real
        // transition's does not.
        let workspace = scene.workspace
        scene.evictCaches()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(prepare(fixture, workspace: workspace))
        }
        benchmark.stopMeasurement()
    }
    /// The floors of a prepare's stages run in its order (`PrepareFloor`), so that each finds in
    /// the caches what the prepare's own stage would (measured alone, each stage's floor keeps its
    /// data cached at sizes where the whole prepare's does not fit); with `evicting`, after the
    /// caches are evicted, as "prepare (workspace, caches evicted)" is.
    @Sendable func prepareFloor(_ benchmark: Benchmark, _ fixture: Fixture, evicting: Bool) {
        var floor = PrepareFloor(
            sourceRoot: fixture.sourceRoot, destinationRoot: fixture.destinationRoot,
            ids: fixture.ids, planByteCount: fixture.plan.tracks.byteCount)
        blackHole(floor.run())
        if evicting { scene.evictCaches() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(floor.run()) }
        benchmark.stopMeasurement()
    }
    stage("prepare floor (the stages' floors in sequence)", peak: false) { prepareFloor($0, $1, evicting: false) }
    stage("prepare floor (in sequence, caches evicted)", peak: false, evictsCaches: true) {
        prepareFloor($0, $1, evicting: true)
    }
    Benchmark(
        "retained \(label)",
        configuration: .init(
            metrics: [.memoryLeakedBytes, flyingViews, trackListBytes, storedStates, diagnosticBytes],
            units: [
                .memoryLeakedBytes: .count, flyingViews: .count, trackListBytes: .count, storedStates: .count,
                diagnosticBytes: .count,
            ],
            warmupIterations: smoke ? 0 : 1,
            maxDuration: smoke ? .milliseconds(1) : .seconds(1), maxIterations: smoke ? 1 : 5),
        closure: { benchmark in
            let fixture = scene.fixture
            benchmark.startMeasurement()
            let keyframes = prepare(fixture)
            benchmark.stopMeasurement()
            benchmark.measurement(flyingViews, keyframes.plan.tracks.count)
            benchmark.measurement(trackListBytes, keyframes.plan.tracks.byteCount)
            benchmark.measurement(storedStates, keyframes.storedStateCount)
            benchmark.measurement(diagnosticBytes, keyframes.plan.diagnostics.capacity * MemoryLayout<MatchDiagnostic>.stride)
            blackHole(keyframes)
        }, setup: setup)
}

/// Starts the measurement and evaluates one frame per iteration, the progress stepping by 0.37
/// (wrapping within 0…1) so every timing group moves each time. (The harness calls a benchmark's
/// closure once per sample with one iteration: each sample sets its frame up at progress 0 and
/// measures the evaluation at 0.37, which moves every group of the benchmark scenes.)
///
/// The measurement stops before the caller's frame is freed: freeing a frame of 10 000 views
/// (megabytes returned to the system) costs about 180 µs, several times the evaluation itself.
func measureFrames(_ benchmark: Benchmark, _ evaluate: (Double) -> Void) {
    var progress = 0.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        progress += 0.37
        if progress > 1 { progress -= 1 }
        evaluate(progress)
    }
    benchmark.stopMeasurement()
}

/// A new buffer with every track's state at `progress` (set up outside the measurements).
func states(of plan: TransitionPlan, at progress: Double) -> [ViewState] {
    var buffer: [ViewState] = []
    plan.evaluate(at: progress, into: &buffer)
    return buffer
}

/// Starts the measurement and copies `source` into `buffer` element by element once per
/// iteration: the memory floor of writing that many bytes.
///
/// One copy runs before the measurement: `buffer` is shared with the caller's array until its
/// first write, which copies it whole (an allocation and fresh pages), and the stage it is the
/// floor of writes into a frame that its own first evaluation, before the measurement, set up.
func measureCopies<Element>(_ benchmark: Benchmark, of source: [Element], into buffer: [Element]) {
    var buffer = buffer
    func copy() {
        buffer.withUnsafeMutableBufferPointer { out in
            source.withUnsafeBufferPointer { input in
                for i in input.indices { out[i] = input[i] }
            }
        }
        blackHole(buffer)
    }
    copy()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { copy() }
    benchmark.stopMeasurement()  // before the buffers are freed, as `measureFrames`
}

/// The whole start of a transition: capture both sides, match, plan, bake.
func prepare(_ fixture: Fixture) -> KeyframeSet {
    let source = SceneSnapshot.capture(root: fixture.sourceRoot, in: fixture.container)
    let destination = SceneSnapshot.capture(root: fixture.destinationRoot, in: fixture.container)
    let match = Matcher.match(source: source, destination: destination)
    let plan = Planner.plan(match: match, source: source, destination: destination, context: fixture.context)
    return plan.keyframes(tolerance: 0.5)
}

/// The same start through a workspace kept between transitions.
func prepare(_ fixture: Fixture, workspace: TransitionWorkspace) -> KeyframeSet {
    let source = workspace.capture(.source, root: fixture.sourceRoot, in: fixture.container)
    let destination = workspace.capture(.destination, root: fixture.destinationRoot, in: fixture.container)
    let match = Matcher.match(source: source, destination: destination)
    let plan = Planner.plan(
        match: match, source: source, destination: destination, context: fixture.context,
        workspace: workspace)
    return plan.keyframes(tolerance: 0.5)
}

let trackBytes = BenchmarkMetric.custom("bytes per Track")
let viewStateBytes = BenchmarkMetric.custom("bytes per ViewState")
let viewSnapshotBytes = BenchmarkMetric.custom("bytes per ViewSnapshot")
let transformBytes = BenchmarkMetric.custom("bytes per Transform3D")

/// The strides of the records a transition holds per view, as custom metrics (no timing).
func registerRecordSizes() {
    Benchmark(
        "record sizes",
        configuration: .init(metrics: [trackBytes, viewStateBytes, viewSnapshotBytes, transformBytes], maxIterations: 1)
    ) { benchmark in
        benchmark.measurement(trackBytes, MemoryLayout<Track>.stride)
        benchmark.measurement(viewStateBytes, MemoryLayout<ViewState>.stride)
        benchmark.measurement(viewSnapshotBytes, MemoryLayout<ViewSnapshot>.stride)
        benchmark.measurement(transformBytes, MemoryLayout<Transform3D>.stride)
    }
}
