import BenchmarkScenes
import Foundation
@_spi(Harness) import MatchEngine

/// A scene built once per benchmark, with every stage's input precomputed so each benchmark
/// measures one stage only.
struct Fixture: @unchecked Sendable {
    // HeadlessView is a mutable reference; the benchmarks only read it.
    let container: HeadlessView
    let sourceRoot: HeadlessView
    let destinationRoot: HeadlessView
    let source: SceneSnapshot
    let destination: SceneSnapshot
    let ids: [TransitionID]
    let match: MatchResult
    let context: TransitionContext
    let plan: TransitionPlan

    init(kind: SceneKind, count n: Int) {
        let size = GridScene.size
        container = HeadlessView(frame: Rect(origin: .zero, size: size))
        sourceRoot = HeadlessView(frame: container.bounds)
        destinationRoot = HeadlessView(frame: container.bounds)
        container.addSubview(sourceRoot)
        ids = kind.populate(source: sourceRoot, destination: destinationRoot, count: n)
        source = SceneSnapshot.capture(root: sourceRoot, in: container)
        destination = SceneSnapshot.capture(root: destinationRoot, in: container)
        match = Matcher.match(source: source, destination: destination)
        context = kind.context(size: size)
        plan = Planner.plan(match: match, source: source, destination: destination, context: context)
    }
}

/// One scene's fixture, built the first time one of its benchmarks runs (in that benchmark's setup,
/// outside every measurement) and then shared by all of them. Nothing is built at registration, so
/// a filtered run or the smoke run builds only the scenes it touches.
final class SceneFixture: @unchecked Sendable {
    // `@unchecked`: `built`, `kept` and `evictor` are only read and written under `lock`.
    let kind: SceneKind
    let count: Int
    private let lock = NSLock()
    private var built: Fixture?
    private var kept: TransitionWorkspace?
    private var evictor: CacheEvictor?

    init(kind: SceneKind, count: Int) {
        self.kind = kind
        self.count = count
    }

    /// The fixture, built on first use.
    var fixture: Fixture {
        lock.withLock {
            if let built { return built }
            let made = Fixture(kind: kind, count: count)
            built = made
            return made
        }
    }

    /// The workspace "prepare (workspace)" keeps from one sample to the next, as a host keeps one
    /// from one transition to the next; made on first use (the stage's setup then fills it with
    /// one prepare). The harness runs one benchmark at a time, so one thread uses it at a time, as
    /// `TransitionWorkspace` asks.
    var workspace: TransitionWorkspace {
        lock.withLock {
            if let kept { return kept }
            let made = TransitionWorkspace()
            kept = made
            return made
        }
    }

    /// Evicts the caches (`CacheEvictor`, made on first use: 64 MB kept until `releaseKept()`).
    func evictCaches() {
        lock.withLock {
            if evictor == nil { evictor = CacheEvictor() }
            evictor!.evict()
        }
    }

    /// Lets go of the kept workspace and the evictor (after the benchmark that used them), so their
    /// buffers do not stay resident under the benchmarks that follow.
    func releaseKept() {
        lock.withLock {
            kept = nil
            evictor = nil
        }
    }
}
