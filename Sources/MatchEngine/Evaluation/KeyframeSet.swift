/// A plan baked into keyframes: per track, (progress, state) samples whose straight-line
/// interpolation stays within a tolerance of the exact motion.
///
/// This is what the UIKit adapter hands to `UIView.animateKeyframes` inside one linear
/// `UIViewPropertyAnimator`: easing, springs, delays, reversal and arcs are all baked in, so the
/// animator's `fractionComplete` is the plan's progress and scrubbing it scrubs the plan exactly.
///
/// Most tracks move affinely in their own progress (a straight path, with colour, alpha, size and
/// a scale-only transform change all linear in it). Their state error between two samples is their
/// extent times the error of interpolating the progress curve itself, so tracks that share a
/// timing share sample times, chosen once for the group's largest motion, and store no states: a
/// keyframe's state is the plan's exact state at that progress, computed when read. Only the
/// other tracks (arcs, rotations, scale-corrected corners) are refined one by one and store their
/// states. Everything lives in flat buffers.
public struct KeyframeSet: Sendable {
    /// The most keyframes one track may have: 128 (a circular reveal growing a 1 700 pt radius on
    /// an eased curve needs ~70 to stay within 0.5 pt everywhere). A track that cannot meet the
    /// tolerance with this many (a very bouncy spring on a long path) keeps its best 128 and is
    /// listed in `tracksOverCap`.
    public static let maximumKeyframesPerTrack = 128

    /// The position and size tolerance the set was baked with, in points.
    public let tolerance: Double
    /// The plan the keyframes sample.
    public let plan: TransitionPlan
    /// Tracks whose motion needed more than `maximumKeyframesPerTrack` samples to meet the tolerance.
    public let tracksOverCap: [Int]

    /// Shared samples: group g's times (plan progress) and fractions are `groupOffsets[g] ..< groupOffsets[g + 1]`.
    let groupTimes: [Double]
    let groupFractions: [Double]
    let groupOffsets: [Int]
    /// Own samples of the tracks refined one by one: own track k is `ownOffsets[k] ..< ownOffsets[k + 1]`.
    let ownTimes: [Double]
    let ownStates: StateStore
    let ownOffsets: [Int]
    /// Per track: the shared group it samples (≥ 0), or −(own index + 1).
    let source: [Int]

    /// The number of tracks.
    public var trackCount: Int { source.count }

    /// The keyframe states the set stores: those of the tracks refined one by one (arcs, rotations,
    /// rounded corners under a changing scale), 160 bytes each plus any side-table entries (a 3-D
    /// transform, uneven corners, a clip, a content rectangle, a shadow); every other keyframe's
    /// state is the plan's, computed when read.
    public var storedStateCount: Int { ownStates.count }

    /// The number of keyframes of one track (≥ 2: the first at progress 0, the last at 1).
    public func keyframeCount(ofTrack index: Int) -> Int {
        let s = source[index]
        return s >= 0 ? groupOffsets[s + 1] - groupOffsets[s] : ownOffsets[-s] - ownOffsets[-s - 1]
    }

    /// The total number of keyframes over all tracks.
    public var totalKeyframes: Int { source.indices.reduce(0) { $0 + keyframeCount(ofTrack: $1) } }

    /// Keyframe `k` of track `index`: its time as plan progress (0…1) and its exact state — made
    /// finite (`ViewState.sanitized`) in the rare case where finite extremes overflow on the way,
    /// so no host is ever handed a NaN or infinity (`CALayer` raises on a NaN position).
    public func keyframe(ofTrack index: Int, at k: Int) -> (time: Double, state: ViewState) {
        let s = source[index]
        let state: ViewState
        if s >= 0 {
            let i = groupOffsets[s] + k
            state = plan.state(ofTrack: index, fraction: groupFractions[i])
        } else {
            state = ownStates[ownOffsets[-s - 1] + k]
        }
        return (time(ofTrack: index, at: k), state.isFinite ? state : state.sanitized)
    }

    /// Keyframe `k`'s time as plan progress, without its state.
    private func time(ofTrack index: Int, at k: Int) -> Double {
        let s = source[index]
        return s >= 0 ? groupTimes[groupOffsets[s] + k] : ownTimes[ownOffsets[-s - 1] + k]
    }

    /// Track `index` as the steps of a keyframe animation: for each keyframe after the first, the
    /// relative start and relative duration (fractions of the whole animation, as
    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)` takes them) and the
    /// state to reach. The first keyframe's state is the one to set before animating.
    public func animationSteps(ofTrack index: Int) -> [(relativeStart: Double, relativeDuration: Double, state: ViewState)] {
        let n = keyframeCount(ofTrack: index)
        var steps: [(relativeStart: Double, relativeDuration: Double, state: ViewState)] = []
        steps.reserveCapacity(n - 1)
        var previous = keyframe(ofTrack: index, at: 0).time
        for k in 1..<n {
            let next = keyframe(ofTrack: index, at: k)
            steps.append((previous, next.time - previous, next.state))
            previous = next.time
        }
        return steps
    }

    /// All keyframes of one track (allocates; for previews and tests).
    public func keyframes(ofTrack index: Int) -> [(time: Double, state: ViewState)] {
        (0..<keyframeCount(ofTrack: index)).map { keyframe(ofTrack: index, at: $0) }
    }

    /// Track `index`'s state at plan progress `progress` as the keyframes give it: straight-line
    /// interpolation between the two keyframes around it (what Core Animation does with linear
    /// keyframes), holding the first and last outside. Always finite, like the keyframes.
    public func state(ofTrack index: Int, atProgress progress: Double) -> ViewState {
        let n = keyframeCount(ofTrack: index)
        let time = { (k: Int) in self.time(ofTrack: index, at: k) }
        if !(progress > time(0)) { return keyframe(ofTrack: index, at: 0).state }
        if progress >= time(n - 1) { return keyframe(ofTrack: index, at: n - 1).state }
        var lo = 0
        var hi = n - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if time(mid) <= progress { lo = mid } else { hi = mid }
        }
        let a = keyframe(ofTrack: index, at: lo)
        let b = keyframe(ofTrack: index, at: hi)
        let span = b.time - a.time
        let state = a.state.interpolated(to: b.state, fraction: span > 0 ? (progress - a.time) / span : 1)
        return state.isFinite ? state : state.sanitized
    }
}

extension TransitionPlan {
    /// Bakes the plan into keyframes.
    ///
    /// Straight-line interpolation between neighbouring keyframes stays within `tolerance` points
    /// of the exact path for position, size, every corner of the transformed bounds, corner radii,
    /// clip, content rectangle and the shadow's radius, offset and path, within 1/255 for alpha,
    /// colour and the shadow's opacity and colour, and within 0.5° for rotation — everywhere, not
    /// only at sampled points: each segment is checked at 7 interior points and its curvature
    /// bounds the error between them (see `refine`'s derivation). Oscillating springs and arcs start from 8
    /// segments, everything else from 1. A track holds still before its delay and after its end, so
    /// those stretches cost one keyframe each. At most `KeyframeSet.maximumKeyframesPerTrack` per
    /// track. A tolerance that is not finite and positive counts as 0.5 pt.
    public func keyframes(tolerance: Double = 0.5) -> KeyframeSet {
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.5
        let cap = KeyframeSet.maximumKeyframesPerTrack
        // The largest motion among each group's affine tracks, in tolerances.
        var groupExtent = [Double](repeating: 0, count: groups.count)
        var affine = [Bool](repeating: false, count: tracks.count)
        for i in tracks.indices {
            guard let extent = affineExtent(ofTrack: i, tolerance: tol) else { continue }
            affine[i] = true
            let g = group(ofTrack: i)
            groupExtent[g] = max(groupExtent[g], extent)
        }
        var groupTimes: [Double] = []
        var groupFractions: [Double] = []
        var groupOffsets = [0]
        var groupOverCap = [Bool](repeating: false, count: groups.count)
        var work = RefineBuffers<Double>()
        for g in groups.indices {
            let representative = members[offsets[g]]
            let (start, end) = window(ofTrack: representative)
            // A unit of progress moves the group's largest track `extent` tolerances.
            let epsilon = groupExtent[g] > 0 ? 1 / groupExtent[g] : .infinity
            let oscillates = groups[g].oscillates
            groupOverCap[g] = refine(
                from: start, to: end, initialSegments: oscillates ? 8 : 1, cap: cap, work: &work,
                value: { self.fraction(ofGroup: g, atProgress: $0) },
                interpolate: { a, b, q in a + (b - a) * q },
                error: { exact, approx in (exact - approx).magnitude / epsilon },
                curvature: { a, b, c in (a - 2 * b + c).magnitude / epsilon })
            groupTimes.append(contentsOf: work.times)
            groupFractions.append(contentsOf: work.samples)
            groupOffsets.append(groupTimes.count)
        }
        var ownTimes: [Double] = []
        var ownStates = StateStore()
        var ownOffsets = [0]
        var source = [Int](repeating: 0, count: tracks.count)
        var over: [Int] = []
        var stateWork = RefineBuffers<ViewState>()
        for i in tracks.indices {
            if affine[i] {
                source[i] = group(ofTrack: i)
                if groupOverCap[group(ofTrack: i)] { over.append(i) }
                continue
            }
            let (start, end) = window(ofTrack: i)
            var initial = 1
            if case .arc = tracks.path(i) { initial = 8 }
            if groups[group(ofTrack: i)].oscillates { initial = 8 }
            let exceeded = bakeStates(
                track: i, from: start, to: end, initialSegments: initial, tolerance: tol, cap: cap,
                work: &stateWork)
            if exceeded { over.append(i) }
            source[i] = -(ownOffsets.count)
            ownTimes.append(contentsOf: stateWork.times)
            for state in stateWork.samples { ownStates.append(state) }
            ownOffsets.append(ownTimes.count)
        }
        return KeyframeSet(
            tolerance: tol, plan: self, tracksOverCap: over, groupTimes: groupTimes, groupFractions: groupFractions,
            groupOffsets: groupOffsets, ownTimes: ownTimes, ownStates: ownStates, ownOffsets: ownOffsets, source: source)
    }

    /// The active window of a track as plan progress.
    private func window(ofTrack i: Int) -> (Double, Double) {
        let t = groups[group(ofTrack: i)].key
        guard totalDuration > 0 else { return (0, 1) }
        let start = min(max(t.delay / totalDuration, 0), 1)
        return (start, min(max((t.delay + t.duration) / totalDuration, start), 1))
    }

    /// For a track whose state is affine in its progress, how many tolerances a whole unit of
    /// progress moves its most-moving component; `nil` when the track is not affine.
    private func affineExtent(ofTrack i: Int, tolerance: Double) -> Double? {
        if case .arc(let intensity) = tracks.path(i), intensity != 0 { return nil }
        if let extent = tracks.ends.untransformedExtent(from: 2 * i, to: 2 * i + 1, tolerance: tolerance) { return extent }
        let a = tracks.from(i)
        let b = tracks.to(i)
        if a.transform != b.transform {
            // Only a changing scale or translation keeps the matrix linear in the progress, and
            // then rounded corners would be scale-corrected (not linear).
            // A size change under a changing scale moves the corners quadratically: not affine either.
            let slot = transformOfTrack[i]
            guard slot >= 0, a.cornerRadii == .zero, b.cornerRadii == .zero, a.size == b.size else { return nil }
            switch transforms[Int(slot)].method {
            case .planarScaleAndTranslation: break
            case .decomposed(let p, let q, _):
                guard p.rotation == q.rotation, p.skew == q.skew, p.perspective == q.perspective else { return nil }
            case .constant, .elementwise: return nil
            }
        }
        // A shadow's radius and offset are scale-corrected under a changing transform, like the corners.
        if a.transform != b.transform, a.shadow != nil || b.shadow != nil { return nil }
        return Self.extent(from: a, to: b, tolerance: tolerance)
    }

    /// How many tolerances the most-moving component of a track from `a` to `b` moves (geometry
    /// in points over `tolerance`, alpha and colours in units of 1/255), for a track whose state
    /// is affine in its progress.
    static func extent(from a: ViewState, to b: ViewState, tolerance: Double) -> Double {
        var extent = a.position.distance(to: b.position)
        extent = max(extent, (a.size.width - b.size.width).magnitude, (a.size.height - b.size.height).magnitude)
        let ca = a.corners
        let cb = b.corners
        extent = max(extent, ca.0.distance(to: cb.0), ca.1.distance(to: cb.1), ca.2.distance(to: cb.2), ca.3.distance(to: cb.3))
        let radii = (a.cornerRadii.topLeft - b.cornerRadii.topLeft).magnitude
        extent = max(
            extent, radii, (a.cornerRadii.bottomRight - b.cornerRadii.bottomRight).magnitude,
            (a.cornerRadii.topRight - b.cornerRadii.topRight).magnitude,
            (a.cornerRadii.bottomLeft - b.cornerRadii.bottomLeft).magnitude)
        if a.clip != nil || b.clip != nil {
            let ra = a.clip ?? ClipShape(rect: Rect(origin: .zero, size: a.size), cornerRadius: 0)
            let rb = b.clip ?? ClipShape(rect: Rect(origin: .zero, size: b.size), cornerRadius: 0)
            extent = max(
                extent, (ra.rect.minX - rb.rect.minX).magnitude, (ra.rect.minY - rb.rect.minY).magnitude,
                (ra.rect.size.width - rb.rect.size.width).magnitude,
                (ra.rect.size.height - rb.rect.size.height).magnitude,
                (ra.cornerRadius - rb.cornerRadius).magnitude)
        }
        if a.contentRect != nil || b.contentRect != nil {
            let ra = a.contentFrame
            let rb = b.contentFrame
            extent = max(
                extent, (ra.origin.x - rb.origin.x).magnitude, (ra.origin.y - rb.origin.y).magnitude,
                (ra.size.width - rb.size.width).magnitude, (ra.size.height - rb.size.height).magnitude)
        }
        let shadowChange = Shadow.change(a.shadow, b.shadow, sizes: (a.size, b.size))
        extent = max(extent, shadowChange.points)
        var scaled = extent / tolerance
        // Alpha and colour must stay within 1/255: their change counts in units of 1/255.
        var colourChange = max((a.alpha - b.alpha).magnitude, shadowChange.colour)
        if let ca = a.backgroundColor ?? b.backgroundColor?.withAlpha(0), let cb = b.backgroundColor ?? a.backgroundColor?.withAlpha(0) {
            colourChange = max(
                colourChange, (ca.red - cb.red).magnitude, (ca.green - cb.green).magnitude,
                (ca.blue - cb.blue).magnitude, (ca.alpha - cb.alpha).magnitude)
        }
        scaled = max(scaled, colourChange * 255)
        return scaled
    }

    /// Refines one track's states into `work`; returns whether the cap stopped it short of the tolerance.
    private func bakeStates(
        track i: Int, from start: Double, to end: Double, initialSegments: Int, tolerance: Double, cap: Int,
        work: inout RefineBuffers<ViewState>
    ) -> Bool {
        refine(
            from: start, to: end, initialSegments: initialSegments, cap: cap, work: &work,
            value: { state(ofTrack: i, atProgress: $0) },
            interpolate: { a, b, q in a.interpolated(to: b, fraction: q) },
            error: { exact, approx in exact.error(from: approx, tolerance: tolerance) },
            curvature: { a, b, c in ViewState.secondDifference(a, b, c, tolerance: tolerance) })
    }
}

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
    /// short) D ≈ E/8, so this costs ~3 % of the tolerance, where the old ¼-½-¾ rule missed up to
    /// 5× the tolerance (2.7 pt for 0.5 pt) on arcs and springs.
    func refine<Sample>(
        from start: Double, to end: Double, initialSegments: Int, cap: Int, work: inout RefineBuffers<Sample>,
        value: (Double) -> Sample, interpolate: (Sample, Sample, Double) -> Sample,
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
                    var previous = seg.s0
                    var current = seg.s0
                    for k in 1...(checks + 1) {
                        let q = Double(k) / Double(checks + 1)
                        let exact = k == checks + 1 ? seg.s1 : value(seg.u0 + (seg.u1 - seg.u0) * q)
                        if k <= checks { worst = max(worst, error(exact, interpolate(seg.s0, seg.s1, q))) }
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

extension ViewState {
    /// How far `other` is from this state, in tolerances (≤ 1 is within): the largest of centre,
    /// size, transformed-corner, radius, clip, content-rectangle and shadow radius, offset and path
    /// differences over `tolerance` points, alpha, colour and shadow opacity and colour differences
    /// over 1/255, and the rotation difference over 0.5°; `.infinity` when one has a colour, clip or
    /// shadow and the other not.
    func error(from other: ViewState, tolerance: Double) -> Double {
        let alphaTolerance = 1.0 / 255
        var e = position.distance(to: other.position)
        e = max(e, (size.width - other.size.width).magnitude, (size.height - other.size.height).magnitude)
        e = max(
            e, (cornerRadii.topLeft - other.cornerRadii.topLeft).magnitude,
            (cornerRadii.topRight - other.cornerRadii.topRight).magnitude,
            (cornerRadii.bottomLeft - other.cornerRadii.bottomLeft).magnitude,
            (cornerRadii.bottomRight - other.cornerRadii.bottomRight).magnitude)
        switch (clip, other.clip) {
        case (nil, nil): break
        case (let a?, let b?):
            e = max(
                e, (a.rect.minX - b.rect.minX).magnitude, (a.rect.minY - b.rect.minY).magnitude,
                (a.rect.size.width - b.rect.size.width).magnitude, (a.rect.size.height - b.rect.size.height).magnitude,
                (a.cornerRadius - b.cornerRadius).magnitude)
        default: return .infinity
        }
        if contentRect != nil || other.contentRect != nil {
            let a = contentFrame
            let b = other.contentFrame
            e = max(
                e, (a.origin.x - b.origin.x).magnitude, (a.origin.y - b.origin.y).magnitude,
                (a.size.width - b.size.width).magnitude, (a.size.height - b.size.height).magnitude)
        }
        // The corners always count: with equal transforms a centre error and a size error add up there.
        let mine = corners
        let theirs = other.corners
        e = max(
            e, mine.0.distance(to: theirs.0), mine.1.distance(to: theirs.1), mine.2.distance(to: theirs.2),
            mine.3.distance(to: theirs.3))
        var angle = 0.0
        if transform != other.transform {
            if let a = transform.decomposed(), let b = other.transform.decomposed() {
                angle = 2 * arcCosine(min(1, a.rotation.dot(b.rotation).magnitude)) / (0.5 * pi / 180)
            }
        }
        var c = (alpha - other.alpha).magnitude
        switch (backgroundColor, other.backgroundColor) {
        case (nil, nil): break
        case (let a?, let b?):
            c = max(
                c, (a.red - b.red).magnitude, (a.green - b.green).magnitude, (a.blue - b.blue).magnitude,
                (a.alpha - b.alpha).magnitude)
        default: return .infinity
        }
        switch (shadow, other.shadow) {
        case (nil, nil): break
        case (let a?, let b?):
            let d = Shadow.change(a, b, sizes: (size, other.size))
            e = max(e, d.points)
            c = max(c, d.colour)
        default: return .infinity
        }
        let result = max(e / tolerance, c / alphaTolerance, angle)
        return result.isNaN ? .infinity : result
    }

    /// The largest second difference a − 2b + c of three states' centres, transformed corners,
    /// sizes, radii, content rectangles and shadow radius, offset and path (over `tolerance`
    /// points) and alpha and shadow opacity and colour (over 1/255), in tolerances: the curvature
    /// estimate of the baker's error bound.
    static func secondDifference(_ a: ViewState, _ b: ViewState, _ c: ViewState, tolerance: Double) -> Double {
        func d(_ x: Point, _ y: Point, _ z: Point) -> Double {
            let dx = x.x - 2 * y.x + z.x
            let dy = x.y - 2 * y.y + z.y
            return (dx * dx + dy * dy).squareRoot()
        }
        func s(_ x: Double, _ y: Double, _ z: Double) -> Double { (x - 2 * y + z).magnitude }
        var e = d(a.position, b.position, c.position)
        let ca = a.corners
        let cb = b.corners
        let cc = c.corners
        e = max(e, d(ca.0, cb.0, cc.0), d(ca.1, cb.1, cc.1), d(ca.2, cb.2, cc.2), d(ca.3, cb.3, cc.3))
        e = max(e, s(a.size.width, b.size.width, c.size.width), s(a.size.height, b.size.height, c.size.height))
        e = max(
            e, s(a.cornerRadii.topLeft, b.cornerRadii.topLeft, c.cornerRadii.topLeft),
            s(a.cornerRadii.bottomRight, b.cornerRadii.bottomRight, c.cornerRadii.bottomRight))
        if a.contentRect != nil || b.contentRect != nil || c.contentRect != nil {
            let ra = a.contentFrame
            let rb = b.contentFrame
            let rc = c.contentFrame
            e = max(
                e, s(ra.origin.x, rb.origin.x, rc.origin.x), s(ra.origin.y, rb.origin.y, rc.origin.y),
                s(ra.size.width, rb.size.width, rc.size.width), s(ra.size.height, rb.size.height, rc.size.height))
        }
        var alpha = s(a.alpha, b.alpha, c.alpha)
        if let model = a.shadow ?? b.shadow ?? c.shadow, let modelSize = [a, b, c].first(where: { $0.shadow != nil })?.size {
            // A state without a shadow counts as the others' at opacity 0 (as interpolation treats it).
            func filled(_ x: ViewState) -> Shadow {
                x.shadow ?? .transparent(like: model, screenScale: 1, otherSize: modelSize, size: x.size)
            }
            let p = filled(a)
            let q = filled(b)
            let r = filled(c)
            e = max(e, s(p.radius, q.radius, r.radius), s(p.offset.dx, q.offset.dx, r.offset.dx), s(p.offset.dy, q.offset.dy, r.offset.dy))
            if p.path != nil || q.path != nil || r.path != nil {
                let x = p.outline(in: a.size)
                let y = q.outline(in: b.size)
                let z = r.outline(in: c.size)
                e = max(
                    e, s(x.origin.x, y.origin.x, z.origin.x), s(x.origin.y, y.origin.y, z.origin.y),
                    s(x.size.width, y.size.width, z.size.width), s(x.size.height, y.size.height, z.size.height))
            }
            alpha = max(
                alpha, s(p.opacity, q.opacity, r.opacity), s(p.color.red, q.color.red, r.color.red),
                s(p.color.green, q.color.green, r.color.green), s(p.color.blue, q.color.blue, r.color.blue),
                s(p.color.alpha, q.color.alpha, r.color.alpha))
        }
        let result = max(e / tolerance, alpha * 255)
        return result.isNaN ? .infinity : result
    }

    /// Whether `other` is within `tolerance` points of this state in geometry (centre, size, the
    /// four transformed corners, corner radii, clip, content rectangle), within 1/255 in alpha and colour, and within
    /// 0.5° in rotation: `error(from:tolerance:)` ≤ 1.
    func isWithin(_ tolerance: Double, of other: ViewState) -> Bool {
        error(from: other, tolerance: tolerance) <= 1
    }
}

extension ViewState {
    /// Where the content sits in the bounds: `contentRect`, or the whole bounds when it is `nil`
    /// (points, bounds coordinates).
    var contentFrame: Rect { contentRect ?? Rect(origin: .zero, size: size) }
}

extension StateStore {
    /// `TransitionPlan.affineExtent`'s result for a straight track between states `a` and `b`, read
    /// from their compact form without unpacking them, when both are plain: an identity
    /// transform, one corner radius, no clip, no shadow (a content rectangle and a colour may be
    /// present); `nil` for any other pair. The same numbers in the same order as the general
    /// computation, so the same result to the bit.
    func untransformedExtent(from a: Int, to b: Int, tolerance: Double) -> Double? {
        let p = states[a]
        let q = states[b]
        guard p.isPlainAndUntransformed, q.isPlainAndUntransformed else { return nil }
        var extent = Point(x: p.x, y: p.y).distance(to: Point(x: q.x, y: q.y))
        extent = max(extent, (p.width - q.width).magnitude, (p.height - q.height).magnitude)
        let ca = p.untransformedCorners
        let cb = q.untransformedCorners
        extent = max(extent, ca.0.distance(to: cb.0), ca.1.distance(to: cb.1), ca.2.distance(to: cb.2), ca.3.distance(to: cb.3))
        let radius = (p.cornerRadius - q.cornerRadius).magnitude
        extent = max(extent, radius, radius, radius, radius)
        let contentA = contentRect(of: p)
        let contentB = contentRect(of: q)
        if contentA != nil || contentB != nil {
            let ra = contentA ?? Rect(x: 0, y: 0, width: p.width, height: p.height)
            let rb = contentB ?? Rect(x: 0, y: 0, width: q.width, height: q.height)
            extent = max(
                extent, (ra.origin.x - rb.origin.x).magnitude, (ra.origin.y - rb.origin.y).magnitude,
                (ra.size.width - rb.size.width).magnitude, (ra.size.height - rb.size.height).magnitude)
        }
        extent = max(extent, 0)  // no shadow at either end: `Shadow.change` gives 0
        var scaled = extent / tolerance
        var colourChange = max((p.alpha - q.alpha).magnitude, 0)
        if p.hasColour || q.hasColour {
            // A missing colour is the other end's at alpha 0.
            let ca = p.hasColour ? (p.red, p.green, p.blue, p.colourAlpha) : (q.red, q.green, q.blue, 0)
            let cb = q.hasColour ? (q.red, q.green, q.blue, q.colourAlpha) : (p.red, p.green, p.blue, 0)
            colourChange = max(
                colourChange, (ca.0 - cb.0).magnitude, (ca.1 - cb.1).magnitude,
                (ca.2 - cb.2).magnitude, (ca.3 - cb.3).magnitude)
        }
        scaled = max(scaled, colourChange * 255)
        return scaled
    }
}

extension CompactState {
    /// An identity transform (under `==`, as `Transform3D.isIdentity`), one corner radius, no clip
    /// and no shadow: what `StateStore.untransformedExtent` reads without unpacking.
    @inline(__always)
    var isPlainAndUntransformed: Bool {
        // The six numbers compared as `Transform3D.isIdentity` does, without a branch each: the
        // zeros' bits with the sign shifted out (−0 counts, NaN never does), the ones' XOR-ed.
        let one = (1.0).bitPattern
        let away =
            (m12.bitPattern | m21.bitPattern | m41.bitPattern | m42.bitPattern) << 1
            | (m11.bitPattern ^ one) | (m22.bitPattern ^ one)
        return transform3D < 0 && radii < 0 && clip < 0 && shadow < 0 && away == 0
    }

    /// `ViewState.corners` of an untransformed state.
    var untransformedCorners: (Point, Point, Point, Point) {
        ViewState.untransformedCorners(x: x, y: y, width: width, height: height)
    }
}
