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
    package static let maximumKeyframesPerTrack = 128

    /// The position and size tolerance the set was baked with, in points.
    package let tolerance: Double
    /// The plan the keyframes sample.
    public let plan: TransitionPlan
    /// Tracks whose motion needed more than `maximumKeyframesPerTrack` samples to meet the tolerance.
    package let tracksOverCap: [Int]

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
    package var trackCount: Int { source.count }

    /// The keyframe states the set stores: those of the tracks refined one by one (arcs, rotations,
    /// rounded corners under a changing scale), 160 bytes each plus any side-table entries (a 3-D
    /// transform, uneven corners, a clip, a content rectangle, a shadow); every other keyframe's
    /// state is the plan's, computed when read.
    @_spi(Harness) public var storedStateCount: Int { ownStates.count }

    /// The number of keyframes of one track (≥ 2: the first at progress 0, the last at 1).
    package func keyframeCount(ofTrack index: Int) -> Int {
        let s = source[index]
        return s >= 0 ? groupOffsets[s + 1] - groupOffsets[s] : ownOffsets[-s] - ownOffsets[-s - 1]
    }

    /// The total number of keyframes over all tracks.
    public var totalKeyframes: Int { source.indices.reduce(0) { $0 + keyframeCount(ofTrack: $1) } }

    /// Keyframe `k` of track `index`: its time as plan progress (0…1) and its exact state — made
    /// finite (`ViewState.sanitized`) in the rare case where finite extremes overflow on the way,
    /// so no host is ever handed a NaN or infinity (`CALayer` raises on a NaN position).
    package func keyframe(ofTrack index: Int, at k: Int) -> (time: Double, state: ViewState) {
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
    package func animationSteps(ofTrack index: Int) -> [(relativeStart: Double, relativeDuration: Double, state: ViewState)] {
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
    /// those stretches cost one keyframe each. At most 128 keyframes per track (a track that
    /// cannot meet the tolerance with them keeps its best 128). A tolerance that is not finite and positive counts as 0.5 pt.
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

    /// Refines one track's states into `work`; returns whether the cap stopped it short of the tolerance.
    private func bakeStates(
        track i: Int, from start: Double, to end: Double, initialSegments: Int, tolerance: Double, cap: Int,
        work: inout RefineBuffers<ViewState>
    ) -> Bool {
        refine(
            from: start, to: end, initialSegments: initialSegments, cap: cap, work: &work,
            value: { state(ofTrack: i, atProgress: $0) },
            // `interpolated(to:fraction:)` with the segment's transform interpolation made once
            // (`TransformInterpolation.value(at:)` is exactly `Transform3D.interpolated`).
            line: { a, b in TransformInterpolation(from: a.transform, to: b.transform) },
            interpolate: { a, b, transform, q in a.blended(to: b, fraction: q, path: .straight, transform: transform.value(at: q)) },
            error: { exact, approx in exact.error(from: approx, tolerance: tolerance) },
            curvature: { a, b, c in ViewState.secondDifference(a, b, c, tolerance: tolerance) })
    }
}
