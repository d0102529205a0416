/// Reused work space for refining a sampled curve: the samples kept and the segments to examine.
struct RefineBuffers<Sample> {
    var times: [Double] = []
    var samples: [Sample] = []
    var pending: [(u0: Double, s0: Sample, u1: Double, s1: Sample)] = []
}

extension TransitionPlan {
    /// The interior points at which the baker checks each segment: 7, at eighths.
    static let checksPerSegment = 7

    /// Refines a function of plan progress that is constant before `start` and after `end` into
    /// `work.times` / `work.samples`, first sample at 0 and last at 1, until every segment meets the
    /// tolerance everywhere (not only where it is checked), or the cap stops it. Returns whether the
    /// cap stopped it short.
    ///
    /// Why checking at 7 points suffices. Let e(q) be a segment's error vector (exact minus the
    /// straight line between its ends) at q ∈ 0…1, measured per channel in tolerances; the line
    /// is linear, so e″ is the exact motion's own second derivative. Between two neighbouring
    /// checks h = 1/8 apart, e is its own chord plus a remainder of at most M·h²/8, where M bounds
    /// |e″| there; the chord is at most the larger end (convexity of the norm). So
    /// max |e| ≤ max over checks |eᵢ| + M·h²/8. M·h² is estimated by the largest second difference
    /// |eᵢ₋₁ − 2eᵢ + eᵢ₊₁| of the exact samples (ends included), doubled for safety against a
    /// second derivative that changes within a check interval; a segment is kept only when
    /// max |eᵢ| + 2·D/8 ≤ 1. For a smooth bump of height E (the usual shape once a segment is
    /// short) D ≈ E/8, so the margin costs ~3 % of the tolerance; checking at ¼, ½ and ¾ alone can
    /// miss up to 5× the tolerance (2.7 pt for 0.5 pt) on arcs and springs.
    func refine<Sample>(
        from start: Double, to end: Double, initialSegments: Int, cap: Int, work: inout RefineBuffers<Sample>,
        value: (Double) -> Sample, interpolate: (Sample, Sample, Double) -> Sample,
        error: (Sample, Sample) -> Double, curvature: (Sample, Sample, Sample) -> Double
    ) -> Bool {
        refine(
            from: start, to: end, initialSegments: initialSegments, cap: cap, work: &work, value: value,
            line: { _, _ in () }, interpolate: { a, b, _, q in interpolate(a, b, q) }, error: error, curvature: curvature)
    }

    /// The same, with what a segment's straight line needs worked out once per segment (`line`,
    /// from its two ends) and handed to each of its interpolations: the baker decomposes a
    /// segment's two transforms once, not at each of its checks.
    func refine<Sample, Line>(
        from start: Double, to end: Double, initialSegments: Int, cap: Int, work: inout RefineBuffers<Sample>,
        value: (Double) -> Sample, line: (Sample, Sample) -> Line, interpolate: (Sample, Sample, Line, Double) -> Sample,
        error: (Sample, Sample) -> Double, curvature: (Sample, Sample, Sample) -> Double
    ) -> Bool {
        // Samples kept plus segments pending never exceed the cap once the initial segments fit
        // in it (see `budget`; the bake's 8 in 128 do), so buffers reserved to the cap never grow:
        // baking 39 keyframes allocates no more than baking 30 (the grid's longer paths at
        // 10 000 views need 39, and each doubling on the way was an allocation).
        work.times.removeAll(keepingCapacity: true)
        work.samples.removeAll(keepingCapacity: true)
        work.pending.removeAll(keepingCapacity: true)
        work.times.reserveCapacity(cap)
        work.samples.reserveCapacity(cap)
        work.pending.reserveCapacity(cap)
        func emit(_ u: Double, _ v: Sample) {
            work.times.append(u)
            work.samples.append(v)
        }
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
                work.pending.append((u0, v0, u1, v1))
                u1 = u0
                v1 = v0
                k -= 1
            }
            var emitted = 0
            while let seg = work.pending.popLast() {
                let budget = cap - boundaries - emitted - work.pending.count
                var split = false
                if seg.u1 - seg.u0 > 1e-6 {
                    var worst = 0.0
                    var bend = 0.0
                    let straight = line(seg.s0, seg.s1)
                    var previous = seg.s0
                    var current = seg.s0
                    for k in 1...(checks + 1) {
                        let q = Double(k) / Double(checks + 1)
                        let exact = k == checks + 1 ? seg.s1 : value(seg.u0 + (seg.u1 - seg.u0) * q)
                        if k <= checks { worst = max(worst, error(exact, interpolate(seg.s0, seg.s1, straight, q))) }
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
                    work.pending.append((mid, v, seg.u1, seg.s1))
                    work.pending.append((seg.u0, seg.s0, mid, v))
                } else {
                    if split { exceeded = true }
                    emit(seg.u1, seg.s1)
                    emitted += 1
                }
            }
        }
        if end < 1 { emit(1, value(1)) }
        if work.times.count == 1 { emit(1, value(1)) }
        return exceeded
    }
}
