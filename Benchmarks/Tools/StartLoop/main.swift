import BenchmarkScenes
@_spi(Harness) import MatchEngine

// The whole start of a transition through the transition controller, as a container calls it
// (`HeadlessTransition.begin()`), beside capture → bake of the same scene, in a plain loop outside
// the benchmark harness: what callgrind and perf run.
//
//   swift build -c release --product StartLoop
//   .build/release/StartLoop 10000 21 fresh grid          (N, starts, fresh or workspace, grid | mixed | full)
//   .build/release/StartLoop 10000 21 fresh mixed cold    (the caches evicted before each start and each floor)
//   valgrind --tool=callgrind .build/release/StartLoop 10000 3 fresh full
//
// Each start is followed by a cancel run to its end (timed apart: the teardown, every stand-in
// removed and every original put back), which leaves the scene as it was for the next one.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000
let iterations = max(1, arguments.count > 2 ? Int(arguments[2]) ?? 21 : 21)
let keepsWorkspace = arguments.count > 3 && arguments[3] == "workspace"
let kind = arguments.count > 4 ? SceneKind(rawValue: arguments[4]) ?? .grid : .grid
/// "cold" (sixth argument): the caches are evicted (`CacheEvictor`, outside the timings) before each
/// start and each capture → bake, as for a transition after the app has done other work.
var coldEvictor: CacheEvictor? = arguments.count > 5 && arguments[5] == "cold" ? CacheEvictor() : nil

let size = GridScene.size
let container = HeadlessView(frame: Rect(origin: .zero, size: size))
let sourceRoot = HeadlessView(frame: container.bounds)
let destinationRoot = HeadlessView(frame: container.bounds)
container.addSubview(sourceRoot)
kind.populate(source: sourceRoot, destination: destinationRoot, count: count)
let configuration = kind.context(size: size)
let workspace = keepsWorkspace ? TransitionWorkspace() : nil

var starts: [Double] = []
var ends: [Double] = []
var prepares: [Double] = []
var flying = 0
var clipped = 0
for _ in 0..<iterations {
    let run = HeadlessTransition(
        configuration: configuration, container: container, source: sourceRoot, destination: destinationRoot,
        workspace: workspace, afterCompletion: { completed in if !completed { destinationRoot.removeFromSuperview() } })
    coldEvictor?.evict()
    let start = monotonicMicroseconds()
    run.begin()
    starts.append(monotonicMicroseconds() - start)
    let end = monotonicMicroseconds()
    run.cancel()
    let cancelled = run.runToEnd()
    ends.append(monotonicMicroseconds() - end)
    guard cancelled == false, destinationRoot.superview == nil else {
        print("the cancelled start did not end cancelled with the destination removed")
        exit(1)
    }
    coldEvictor?.evict()
    let p = monotonicMicroseconds()
    let source = SceneSnapshot.capture(root: sourceRoot, in: container)
    let destination = SceneSnapshot.capture(root: destinationRoot, in: container)
    let match = Matcher.match(source: source, destination: destination)
    let plan = Planner.plan(match: match, source: source, destination: destination, context: configuration)
    let keyframes = plan.keyframes(tolerance: 0.5)
    prepares.append(monotonicMicroseconds() - p)
    flying = max(flying, keyframes.plan.tracks.count)
    clipped = keyframes.plan.tracks.filter { $0.from.clip != nil || $0.to.clip != nil }.count
}
func median(_ values: [Double]) -> Int { Int(values.sorted()[values.count / 2]) }
let workspaceKind = (keepsWorkspace ? "a workspace" : "fresh") + (coldEvictor == nil ? "" : ", caches evicted before each")
print("\(kind.rawValue) N=\(count), \(iterations) starts, \(workspaceKind), \(flying) tracks, \(clipped) with a clip")
print("whole start (begin): median \(median(starts)) µs, min \(Int(starts.min()!)) µs")
print("cancelled and run to its end: median \(median(ends)) µs, min \(Int(ends.min()!)) µs")
print("capture → bake (fresh): median \(median(prepares)) µs, min \(Int(prepares.min()!)) µs")
