import BenchmarkScenes
@_spi(Harness) import MatchEngine
@_spi(Harness) import MatchStrictHost

// The strict host's start of a scene's transition (the benchmark's "start (strict host)") and its
// cancelled run to the end, in a plain loop outside the benchmark harness: what callgrind and perf
// run.
//
//   swift build -c release --product StrictStartLoop
//   .build/release/StrictStartLoop 10000 5 grid          (N, starts, grid | mixed | full)
//   valgrind --tool=callgrind .build/release/StrictStartLoop 10000 1 mixed
//
// Each start runs in a new strict world (built apart, as the benchmark does: a world keeps every
// view it made and checks every stand-in it registered at each render pass) and is followed by a
// cancel run to its end (timed apart), which must put the scene back (checked).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000
let iterations = max(1, arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5)
let kind = arguments.count > 3 ? SceneKind(rawValue: arguments[3]) ?? .grid : .grid

var builds: [Double] = []
var starts: [Double] = []
var ends: [Double] = []
var frames: [Int] = []
var work = (snapshots: 0, passes: 0, animations: 0)
for _ in 0..<iterations {
    let built = monotonicMicroseconds()
    let scene = StrictScene(kind: kind, count: count)
    builds.append(monotonicMicroseconds() - built)
    let world = scene.world
    let before = (world.snapshots, world.forcedRenderPasses, world.animationsAdded, world.displayLinkFrames)
    let start = monotonicMicroseconds()
    let run = scene.transition()
    run.begin(startNow: true)
    world.turn()
    starts.append(monotonicMicroseconds() - start)
    work = (world.snapshots - before.0, world.forcedRenderPasses - before.1, world.animationsAdded - before.2)
    let end = monotonicMicroseconds()
    run.cancel()
    let completed = run.runToEnd()
    ends.append(monotonicMicroseconds() - end)
    frames.append(world.displayLinkFrames - before.3)
    guard completed == false, scene.detail.superview == nil, scene.list.superview === scene.container else {
        print("the cancelled strict start did not put the scene back")
        exit(1)
    }
}
func median(_ values: [Double]) -> Int { Int(values.sorted()[values.count / 2]) }
print("\(kind.rawValue) N=\(count), \(iterations) starts on the strict host, each in a new world (built in \(median(builds) / 1000) ms)")
print("start: median \(median(starts)) µs, min \(Int(starts.min()!)) µs")
print("  \(work.snapshots) snapshots, \(work.passes) forced render passes, \(work.animations) animations")
print("cancelled and run to its end: median \(median(ends)) µs, min \(Int(ends.min()!)) µs, \(frames.last!) display-link frames")
