/// Reused work space for refining a sampled curve: the samples kept; every exact sample taken at
/// a segment's end (`pool`), which the segments to examine (`pending`) name by index, so a sample
/// (a ``ViewState`` is ~440 bytes) is written once, not copied with each segment; and the exact
/// samples of the segment being checked, in the order they were taken.
struct RefineBuffers<Sample> {
    var times: [Double] = []
    var samples: [Sample] = []
    var pool: [Sample] = []
    var pending: [(u0: Double, s0: Int, u1: Double, s1: Int)] = []
    var checks: [Sample] = []
}

extension TransitionPlan {
    /// The interior points at which the baker checks each segment: 7, at eighths.
    static let checksPerSegment = 7

    /// The order the checks are taken in, as eighths: the middle first, then the quarters, then
    /// the rest. The segment is split at its middle, so a segment that fails there (the usual
    /// failure: a bump is largest near the middle) is split after one check, and the middle's
    /// exact sample is the split point. Which segments split does not depend on the order (every
    /// check must pass); `RefinementOrderTests` pins it.
    static let checkOrder = [4, 2, 6, 1, 3, 5, 7]
    /// For the check at eighth k (1…7), its place in `checkOrder`.
    static let checkPlace = [3, 1, 4, 0, 5, 2, 6]

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
        work.pool.removeAll(keepingCapacity: true)
        work.pending.removeAll(keepingCapacity: true)
        work.checks.removeAll(keepingCapacity: true)
        work.times.reserveCapacity(cap)
        work.samples.reserveCapacity(cap)
        // The pool holds the end, a sample per initial segment (they fit in the cap) and one per
        // split (each split adds a pending segment, and pending and emitted stay within the cap).
        work.pool.reserveCapacity(2 * cap + 1)
        work.pending.reserveCapacity(cap)
        work.checks.reserveCapacity(TransitionPlan.checksPerSegment)
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
            work.pool.append(value(end))
            var i1 = 0
            while k > 0 {
                let u0 = k == 1 ? start : start + (end - start) * Double(k - 1) / Double(initialSegments)
                work.pool.append(value(u0))
                let i0 = work.pool.count - 1
                work.pending.append((u0, i0, u1, i1))
                u1 = u0
                i1 = i0
                k -= 1
            }
            var emitted = 0
            while let seg = work.pending.popLast() {
                let budget = cap - boundaries - emitted - work.pending.count
                var split = false
                if seg.u1 - seg.u0 > 1e-6 {
                    work.checks.removeAll(keepingCapacity: true)
                    // The segment's ends read in place in the pool (nothing is added to it meanwhile).
                    split = work.pool.withUnsafeBufferPointer { pool in
                        var worst = 0.0
                        let straight = line(pool[seg.s0], pool[seg.s1])
                        for k in TransitionPlan.checkOrder {
                            let q = Double(k) / Double(checks + 1)
                            work.checks.append(value(seg.u0 + (seg.u1 - seg.u0) * q))
                            // Samples are read in place, through pointers: a `ViewState` is ~440 bytes.
                            let miss = work.checks.withUnsafeBufferPointer { taken in
                                error(taken[taken.count - 1], interpolate(pool[seg.s0], pool[seg.s1], straight, q))
                            }
                            worst = max(worst, miss)
                            if !(worst <= 1) { return true }
                        }
                        // Every check passed: the bend over the exact samples in order, ends included.
                        var bend = 0.0
                        work.checks.withUnsafeBufferPointer { taken in
                            func exact(_ k: Int) -> UnsafePointer<Sample> {
                                k == 0
                                    ? pool.baseAddress! + seg.s0
                                    : k == checks + 1 ? pool.baseAddress! + seg.s1 : taken.baseAddress! + TransitionPlan.checkPlace[k - 1]
                            }
                            for k in 2...(checks + 1) {
                                bend = max(bend, curvature(exact(k - 2).pointee, exact(k - 1).pointee, exact(k).pointee))
                            }
                        }
                        return !(worst + bend / 4 <= 1)
                    }
                }
                if split && budget > 1 {
                    // The middle, checked first: `(u1 − u0) × 4/8` is `(u1 − u0) / 2` to the bit.
                    let mid = seg.u0 + (seg.u1 - seg.u0) / 2
                    work.pool.append(work.checks[0])
                    let v = work.pool.count - 1
                    work.pending.append((mid, v, seg.u1, seg.s1))
                    work.pending.append((seg.u0, seg.s0, mid, v))
                } else {
                    if split { exceeded = true }
                    emit(seg.u1, work.pool[seg.s1])
                    emitted += 1
                }
            }
        }
        if end < 1 { emit(1, value(1)) }
        if work.times.count == 1 { emit(1, value(1)) }
        return exceeded
    }
}
