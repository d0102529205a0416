import Testing

@testable import MatchEngine

/// The baker's refinement takes a segment's checks middle first and splits at the middle sample
/// it already has, keeping the samples in a pool named by index (`TransitionPlan.refine`): a speed
/// path over the rule it replaced — checks in order from the first eighth, the middle evaluated
/// again to split — which `reference` below writes out. Which segments split cannot depend on the
/// order (each must pass every check), so the keyframes must be the same to the bit.
struct RefinementOrderTests {
    /// The order is the seven eighths, the middle first, and `checkPlace` is its inverse.
    @Test func theOrderTakesEveryEighthOnceTheMiddleFirst() {
        let order = TransitionPlan.checkOrder
        #expect(order.count == TransitionPlan.checksPerSegment && order.sorted() == Array(1...7) && order[0] == 4)
        for (place, k) in order.enumerated() { #expect(TransitionPlan.checkPlace[k - 1] == place) }
    }

    /// Random smooth curves — waves, a damped spring, a steep ramp, one with a NaN window — each
    /// refined from random windows, initial segments, tolerances and caps: the same times and
    /// samples to the bit as the in-order rule, and the same answer on the cap.
    @Test(arguments: 0..<4)
    func theResultIsTheInOrderRulesToTheBit(seed: UInt64) {
        var r = SeededGenerator(seed: 7_300 + seed)
        let plan = TransitionPlan(tracks: [])
        var work = RefineBuffers<Double>()
        var splitSomewhere = 0
        var cappedSomewhere = 0
        for round in 0..<60 {
            let (a, w, phase) = (r.double(in: 0.1...40), r.double(in: 1...40), r.double(in: 0...6))
            let (k, steep) = (r.double(in: 1...12), r.double(in: 1...400))
            let value: (Double) -> Double =
                switch round % 4 {
                case 0: { u in a * sine(w * u + phase) }
                case 1: { u in a * (1 - exponential(-k * u) * cosine(w * u)) }
                case 2: { u in steep * u * u * u }
                default: { u in u > 0.4 && u < 0.45 ? .nan : a * sine(w * u) }
                }
            let start = r.double(in: 0...0.3)
            let end = r.bool() ? 1 : r.double(in: (start + 0.01)...1)
            let initial = r.bool() ? 1 : 8
            let epsilon = r.double(in: 1e-3...0.5)
            let cap = [16, 32, KeyframeSet.maximumKeyframesPerTrack][Int.random(in: 0..<3, using: &r)]
            let exceeded = plan.refine(
                from: start, to: end, initialSegments: initial, cap: cap, work: &work, value: value,
                interpolate: { a, b, q in a + (b - a) * q }, error: { exact, approx in (exact - approx).magnitude / epsilon },
                curvature: { a, b, c in (a - 2 * b + c).magnitude / epsilon })
            let expected = Self.reference(
                from: start, to: end, initialSegments: initial, cap: cap, value: value, epsilon: epsilon)
            #expect(exceeded == expected.exceeded, "round \(round)")
            #expect(work.times.map(\.bitPattern) == expected.times.map(\.bitPattern), "round \(round)")
            #expect(work.samples.map(\.bitPattern) == expected.samples.map(\.bitPattern), "round \(round)")
            if work.times.count > 4 { splitSomewhere += 1 }
            if exceeded { cappedSomewhere += 1 }
        }
        #expect(splitSomewhere > 20 && cappedSomewhere > 0, "\(splitSomewhere) split, \(cappedSomewhere) capped")
    }

    /// The rule: every segment checked at its eighths in order, its bend taken as it goes, and a
    /// failing one split at a middle evaluated again.
    static func reference(
        from start: Double, to end: Double, initialSegments: Int, cap: Int, value: (Double) -> Double, epsilon: Double
    ) -> (times: [Double], samples: [Double], exceeded: Bool) {
        var times: [Double] = []
        var samples: [Double] = []
        func emit(_ u: Double, _ v: Double) {
            times.append(u)
            samples.append(v)
        }
        func error(_ exact: Double, _ approx: Double) -> Double { (exact - approx).magnitude / epsilon }
        func curvature(_ a: Double, _ b: Double, _ c: Double) -> Double { (a - 2 * b + c).magnitude / epsilon }
        var pending: [(u0: Double, s0: Double, u1: Double, s1: Double)] = []
        emit(0, value(0))
        if start > 0 { emit(start, value(start)) }
        var exceeded = false
        let checks = TransitionPlan.checksPerSegment
        if end > start {
            let boundaries = 1 + (start > 0 ? 1 : 0) + (end < 1 ? 1 : 0)
            var k = initialSegments
            var u1 = end
            var v1 = value(end)
            while k > 0 {
                let u0 = k == 1 ? start : start + (end - start) * Double(k - 1) / Double(initialSegments)
                let v0 = value(u0)
                pending.append((u0, v0, u1, v1))
                u1 = u0
                v1 = v0
                k -= 1
            }
            var emitted = 0
            while let seg = pending.popLast() {
                let budget = cap - boundaries - emitted - pending.count
                var split = false
                if seg.u1 - seg.u0 > 1e-6 {
                    var worst = 0.0
                    var bend = 0.0
                    var previous = seg.s0
                    var current = seg.s0
                    for k in 1...(checks + 1) {
                        let q = Double(k) / Double(checks + 1)
                        let exact = k == checks + 1 ? seg.s1 : value(seg.u0 + (seg.u1 - seg.u0) * q)
                        if k <= checks { worst = max(worst, error(exact, seg.s0 + (seg.s1 - seg.s0) * q)) }
                        if k >= 2 { bend = max(bend, curvature(previous, current, exact)) }
                        previous = current
                        current = exact
                        if !(worst <= 1) { break }
                    }
                    split = !(worst + bend / 4 <= 1)
                }
                if split && budget > 1 {
                    let mid = seg.u0 + (seg.u1 - seg.u0) / 2
                    let v = value(mid)
                    pending.append((mid, v, seg.u1, seg.s1))
                    pending.append((seg.u0, seg.s0, mid, v))
                } else {
                    if split { exceeded = true }
                    emit(seg.u1, seg.s1)
                    emitted += 1
                }
            }
        }
        if end < 1 { emit(1, value(1)) }
        if times.count == 1 { emit(1, value(1)) }
        return (times, samples, exceeded)
    }
}
