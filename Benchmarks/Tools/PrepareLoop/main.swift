// Prepares a scene of the benchmarks (grid: N tagged cards → N rows; mixed: matched, appearing and
// disappearing views nested three deep) again and again in a plain loop, with or without a
// `TransitionWorkspace`, and prints each stage's median. Outside the
// benchmark harness (whose malloc interposer changes how freed memory is reused), so that
// `perf stat -e page-faults` shows what the system allocator does between transitions:
//
//   swift build -c release --product PrepareLoop
//   perf stat -e page-faults .build/release/PrepareLoop 10000 31 fresh
//   perf stat -e page-faults .build/release/PrepareLoop 10000 31 workspace
//   perf stat -e page-faults .build/release/PrepareLoop 10000 31 fresh evaluate   (and workspace evaluate)
//   .build/release/PrepareLoop 10000 31 workspace - mixed                          (the mixed scene)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchmarkScenes
import MatchEngine

/// Monotonic time in microseconds (no Foundation: linking it changes how this process's
/// allocator gives memory back, which is what the loop measures).
func microseconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) * 1e6 + Double(t.tv_nsec) / 1e3
}

let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000
let iterations = max(1, arguments.count > 2 ? Int(arguments[2]) ?? 31 : 31)
let workspace = arguments.count > 3 && arguments[3] == "workspace" ? TransitionWorkspace() : nil
/// With "evaluate", each transition also evaluates its first frame into a new `TransitionFrame` (setting
/// it up), and then 200 more, as a headless host does.
let evaluates = arguments.count > 4 && arguments[4] == "evaluate"
/// "mixed" as the fifth argument prepares the mixed scene instead of the grid.
let mixed = arguments.count > 5 && arguments[5] == "mixed"

let size = GridScene.size
let container = HeadlessView(frame: Rect(origin: .zero, size: size))
let sourceRoot = HeadlessView(frame: container.bounds)
let destinationRoot = HeadlessView(frame: container.bounds)
container.addSubview(sourceRoot)
if mixed {
    MixedScene.populate(source: sourceRoot, destination: destinationRoot, count: count)
} else {
    GridScene.populate(source: sourceRoot, destination: destinationRoot, count: count)
}
let context = TransitionContext(kind: .push, containerSize: size)

var samples: [String: [Double]] = [:]
@MainActor func timed<T>(_ stage: String, _ body: () -> T) -> T {
    let start = microseconds()
    let result = body()
    samples[stage, default: []].append(microseconds() - start)
    return result
}
var flying = 0
for _ in 0..<iterations {
    let start = microseconds()
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
    samples["prepare", default: []].append(microseconds() - start)
    flying = keyframes.trackCount
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
print("\(mixed ? "mixed" : "grid") N=\(count), \(iterations) prepares, \(workspace == nil ? "fresh memory" : "a workspace"), \(flying) flying views")
for stage in ["capture source", "capture destination", "match", "plan", "bake", "prepare", "evaluate (first frame)",
              "evaluate (next frame)"] {
    guard let sorted = samples[stage]?.sorted() else { continue }
    print("\(stage): median \(Int(sorted[sorted.count / 2])) µs, min \(Int(sorted[0])) µs")
}
