import BenchmarkScenes
@_spi(Harness) import MatchEngine

// Prepares a scene of the benchmarks (grid: N tagged cards → N rows; mixed: matched, appearing and
// disappearing views nested three deep; full: every kind of track, `FullScene`) again and again in a plain loop, with or without a
// `TransitionWorkspace`, and prints each stage's median. Outside the
// benchmark harness (whose malloc interposer changes how freed memory is reused), so that
// `perf stat -e page-faults` shows what the system allocator does between transitions:
//
//   swift build -c release --product PrepareLoop
//   perf stat -e page-faults .build/release/PrepareLoop 10000 31 fresh
//   perf stat -e page-faults .build/release/PrepareLoop 10000 31 workspace
//   perf stat -e page-faults .build/release/PrepareLoop 10000 31 fresh evaluate   (and workspace evaluate)
//   .build/release/PrepareLoop 10000 31 workspace - mixed                          (the mixed scene; or full)
//   .build/release/PrepareLoop 10000 15 workspace - grid caches                     (capture, warm and cold)
//   .build/release/PrepareLoop 10000 31 workspace - mixed cold                      (caches evicted before each prepare)
//   .build/release/PrepareLoop 10000 31 workspace - mixed floor [cold]              (the prepare against its floor)
//
// "caches" (sixth argument) measures instead one side's capture and the capture floor
// (`CaptureFloor`) with the caches warm (the same tree walked just before) and cold (`CacheEvictor`
// first), in six interleaved rounds of `iterations` each; "cold" evicts the caches before each
// prepare of the loop; "floor" measures instead the prepare (with a workspace) and its floor run in
// sequence (`PrepareFloor`) in six interleaved rounds, the caches evicted before each with "cold".
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000
let iterations = max(1, arguments.count > 2 ? Int(arguments[2]) ?? 31 : 31)
let workspace = arguments.count > 3 && arguments[3] == "workspace" ? TransitionWorkspace() : nil
/// With "evaluate", each transition also evaluates its first frame into a new `TransitionFrame` (setting
/// it up), and then 200 more, as a headless host does.
let evaluates = arguments.count > 4 && arguments[4] == "evaluate"
/// The fifth argument names the scene: "grid" (the default), "mixed" or "full".
let scene = arguments.count > 5 ? SceneKind(rawValue: arguments[5]) ?? .grid : .grid

let size = GridScene.size
let container = HeadlessView(frame: Rect(origin: .zero, size: size))
let sourceRoot = HeadlessView(frame: container.bounds)
let destinationRoot = HeadlessView(frame: container.bounds)
container.addSubview(sourceRoot)
/// Every tagged ID of the scene, for the match floor.
let ids = scene.populate(source: sourceRoot, destination: destinationRoot, count: count)
let context = scene.context(size: size)

/// "cold" (sixth argument): the caches are evicted before each prepare (outside its timing), so
/// that it starts with none of its data in them, as a transition does after the app has done other work.
var coldEvictor: CacheEvictor? = arguments.count > 6 && arguments[6] == "cold" ? CacheEvictor() : nil

if arguments.count > 6 && arguments[6] == "caches" {
    studyCaches()
    exit(0)
}
if arguments.count > 6 && arguments[6] == "floor" {
    studyFloor(cold: arguments.count > 7 && arguments[7] == "cold")
    exit(0)
}

/// One measurement of `runRounds`: a name, whether the caches are evicted before each run, and the run.
typealias RoundCase = (name: String, cold: Bool, body: () -> Void)

/// Runs `cases` in six rounds, each case `iterations` times per round (after one untimed run: the
/// warm cases' warm-up; the cold ones evict before each), interleaved so that a change in the
/// machine's speed touches them alike; prints `title`, then each case's quietest round's median
/// and the median of its rounds' medians.
@MainActor func runRounds(_ title: String, _ cases: [RoundCase]) {
    var evictor = CacheEvictor()
    var rounds: [String: [Double]] = [:]
    for _ in 0..<6 {
        for c in cases {
            c.body()
            var times: [Double] = []
            for _ in 0..<iterations {
                if c.cold { evictor.evict() }
                let start = monotonicMicroseconds()
                c.body()
                times.append(monotonicMicroseconds() - start)
            }
            rounds[c.name, default: []].append(times.sorted()[times.count / 2])
        }
    }
    print(title)
    for c in cases {
        let medians = rounds[c.name]!.sorted()
        print("\(c.name): quietest round \(Int(medians[0])) µs, median of rounds \(Int(medians[medians.count / 2])) µs")
    }
}

/// The prepare (with a workspace) against its floor run in sequence (`PrepareFloor`), with the
/// caches evicted before each when `cold`, in interleaved rounds (`runRounds`).
@MainActor func studyFloor(cold: Bool) {
    let workspace = TransitionWorkspace()
    let source = SceneSnapshot.capture(root: sourceRoot, in: container)
    let destination = SceneSnapshot.capture(root: destinationRoot, in: container)
    let plan = Planner.plan(
        match: Matcher.match(source: source, destination: destination), source: source,
        destination: destination, context: context)
    var floor = PrepareFloor(
        sourceRoot: sourceRoot, destinationRoot: destinationRoot, ids: ids,
        planByteCount: plan.tracks.byteCount)
    var checksum = 0
    runRounds(
        "\(scene.rawValue) N=\(count), \(iterations) each, six rounds\(cold ? ", caches evicted before each" : "")",
        [
            (
                "prepare (workspace)", cold,
                {
                    let source = workspace.capture(.source, root: sourceRoot, in: container)
                    let destination = workspace.capture(.destination, root: destinationRoot, in: container)
                    let match = Matcher.match(source: source, destination: destination)
                    let plan = Planner.plan(
                        match: match, source: source, destination: destination, context: context,
                        workspace: workspace)
                    checksum &+= plan.keyframes(tolerance: 0.5).plan.tracks.count
                }
            ),
            ("prepare floor (in sequence)", cold, { checksum &+= floor.run() }),
        ])
    print("(checksum \(checksum))")
}

/// Capture of the source side and its floor, each with warm and with cold caches, in interleaved
/// rounds (`runRounds`).
@MainActor func studyCaches() {
    let workspace = TransitionWorkspace()
    var floor = CaptureFloor(root: sourceRoot)
    var checksum = 0
    runRounds(
        "\(scene.rawValue) N=\(count), source side, \(iterations) each, six rounds",
        [
            ("capture, warm", false, { checksum &+= workspace.capture(.source, root: sourceRoot, in: container).views.count }),
            ("capture, cold", true, { checksum &+= workspace.capture(.source, root: sourceRoot, in: container).views.count }),
            ("capture floor, warm", false, { checksum &+= floor.visit(sourceRoot) }),
            ("capture floor, cold", true, { checksum &+= floor.visit(sourceRoot) }),
        ])
    print("(views visited: \(checksum))")
}

var samples: [String: [Double]] = [:]
@MainActor func timed<T>(_ stage: String, _ body: () -> T) -> T {
    let start = monotonicMicroseconds()
    let result = body()
    samples[stage, default: []].append(monotonicMicroseconds() - start)
    return result
}
var flying = 0
for _ in 0..<iterations {
    coldEvictor?.evict()
    let start = monotonicMicroseconds()
    let source = timed("capture source") {
        workspace?.capture(.source, root: sourceRoot, in: container) ?? SceneSnapshot.capture(root: sourceRoot, in: container)
    }
    let destination = timed("capture destination") {
        workspace?.capture(.destination, root: destinationRoot, in: container)
            ?? SceneSnapshot.capture(root: destinationRoot, in: container)
    }
    let match = timed("match") { Matcher.match(source: source, destination: destination) }
    let plan = timed("plan") {
        workspace.map { Planner.plan(match: match, source: source, destination: destination, context: context, workspace: $0) }
            ?? Planner.plan(match: match, source: source, destination: destination, context: context)
    }
    let keyframes = timed("bake") { plan.keyframes(tolerance: 0.5) }
    samples["prepare", default: []].append(monotonicMicroseconds() - start)
    flying = keyframes.plan.tracks.count
    if evaluates {
        var frame = TransitionFrame()
        timed("evaluate (first frame)") { plan.evaluate(at: 0.5, into: &frame) }
        // Then 200 frames at progresses stepping by 0.37 (as the harness's evaluate benchmark does).
        var progress = 0.5
        for _ in 0..<200 {
            progress += 0.37
            if progress > 1 { progress -= 1 }
            timed("evaluate (next frame)") { plan.evaluate(at: progress, into: &frame) }
        }
    }
}
print(
    "\(scene.rawValue) N=\(count), \(iterations) prepares, \(workspace == nil ? "fresh memory" : "a workspace")\(coldEvictor == nil ? "" : ", caches evicted before each"), \(flying) flying views"
)
for stage in [
    "capture source", "capture destination", "match", "plan", "bake", "prepare", "evaluate (first frame)",
    "evaluate (next frame)",
] {
    guard let sorted = samples[stage]?.sorted() else { continue }
    print("\(stage): median \(Int(sorted[sorted.count / 2])) µs, min \(Int(sorted[0])) µs")
}
