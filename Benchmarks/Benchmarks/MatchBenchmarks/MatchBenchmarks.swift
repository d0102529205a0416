import Benchmark
import Foundation
import MatchEngine

// Stage by stage, each beside its floor in the same run:
//   capture   — walking the headless tree into a SceneSnapshot
//   match     — pairing by ID;            floor: building a Dictionary of the same IDs
//   plan      — MatchResult → TransitionPlan
//   bake      — keyframes(tolerance: 0.5)
//   evaluate  — one frame into a reused buffer; floor: copying the same number of ViewState bytes
//   prepare   — capture → match → plan → bake, the whole start of a transition
// Wall clock and mallocCountTotal only: cpu and instruction counters allocate on their own.

let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]

/// `MATCH_BENCHMARK_SMOKE=1` (set by .ci/run) runs every benchmark once: a check that
/// they build and run, with no timing worth reading.
let smoke = ProcessInfo.processInfo.environment["MATCH_BENCHMARK_SMOKE"] != nil

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: metrics, timeUnits: .microseconds, warmupIterations: smoke ? 0 : 3,
        maxDuration: smoke ? .milliseconds(1) : .seconds(2), maxIterations: smoke ? 1 : 2_000)

    for n in [10, 100, 1_000, 10_000] {
        register(scene: .grid, count: n)
    }
    for n in [1_000, 10_000] {
        register(scene: .mixed, count: n)
    }
    for n in [10, 100, 1_000] {
        registerDeviceWork(count: n)
    }
}

func register(scene kind: SceneKind, count n: Int) {
    let label = "\(kind.rawValue) N=\(n)"
    let fixture = Fixture(kind: kind, count: n)

    Benchmark("capture \(label)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(SceneSnapshot.capture(root: fixture.sourceRoot, in: fixture.container))
        }
    }
    Benchmark("match \(label)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Matcher.match(source: fixture.source, destination: fixture.destination))
        }
    }
    Benchmark("match floor (Dictionary of the IDs) \(label)") { benchmark in
        for _ in benchmark.scaledIterations {
            var table: [TransitionID: Int] = [:]
            table.reserveCapacity(fixture.ids.count)
            for (i, id) in fixture.ids.enumerated() { table[id] = i }
            blackHole(table)
        }
    }
    Benchmark("plan \(label)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Planner.plan(match: fixture.match, source: fixture.source, destination: fixture.destination,
                                   context: fixture.context))
        }
    }
    Benchmark("bake \(label)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(fixture.plan.keyframes(tolerance: 0.5))
        }
    }
    Benchmark("evaluate \(label)") { benchmark in
        var buffer = fixture.plan.states(at: 0)
        var progress = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            progress += 0.37
            if progress > 1 { progress -= 1 }
            fixture.plan.evaluate(at: progress, into: &buffer)
            blackHole(buffer)
        }
    }
    Benchmark("evaluate floor (copy the states) \(label)") { benchmark in
        let source = fixture.plan.states(at: 0.5)
        var buffer = fixture.plan.states(at: 0)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            buffer.withUnsafeMutableBufferPointer { out in
                source.withUnsafeBufferPointer { input in
                    for i in input.indices { out[i] = input[i] }
                }
            }
            blackHole(buffer)
        }
    }
    Benchmark("prepare \(label)") { benchmark in
        for _ in benchmark.scaledIterations {
            let source = SceneSnapshot.capture(root: fixture.sourceRoot, in: fixture.container)
            let destination = SceneSnapshot.capture(root: fixture.destinationRoot, in: fixture.container)
            let match = Matcher.match(source: source, destination: destination)
            let plan = Planner.plan(match: match, source: source, destination: destination, context: fixture.context)
            blackHole(plan.keyframes(tolerance: 0.5))
        }
    }
}
