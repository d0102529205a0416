/// A plan baked into keyframes: per track, the fewest (progress, state) samples whose straight-line
/// interpolation stays within a tolerance of the exact motion.
///
/// This is what the UIKit adapter hands to `UIView.animateKeyframes` inside one linear
/// `UIViewPropertyAnimator`: easing, springs, delays, reversal and arcs are all baked in, so the
/// animator's `fractionComplete` is the plan's progress and scrubbing it scrubs the plan exactly.
/// Stored flat: every track's samples back to back, `offsets` marking where each track's start.
public struct KeyframeSet: Sendable, Hashable, Codable {
    /// The most keyframes one track may have. A track that cannot meet the tolerance with this many
    /// (a very bouncy spring on a long path) keeps its best 64 and is listed in `tracksOverCap`.
    public static let maximumKeyframesPerTrack = 64

    /// The position and size tolerance the set was baked with, in points.
    public let tolerance: Double
    /// Every keyframe's time as plan progress, 0…1, track after track, increasing within a track.
    public let times: [Double]
    /// Every keyframe's state, parallel to `times`.
    public let states: [ViewState]
    /// Track `i`'s keyframes are `offsets[i] ..< offsets[i + 1]`.
    public let offsets: [Int]
    /// Tracks whose motion needed more than `maximumKeyframesPerTrack` samples to meet the tolerance.
    public let tracksOverCap: [Int]

    /// The number of tracks.
    public var trackCount: Int { offsets.count - 1 }

    /// The keyframes of one track.
    public func keyframes(ofTrack index: Int) -> (times: ArraySlice<Double>, states: ArraySlice<ViewState>) {
        let range = offsets[index]..<offsets[index + 1]
        return (times[range], states[range])
    }

    /// Track `index`'s state at plan progress `progress` as the keyframes give it: straight-line
    /// interpolation between the two keyframes around it (what Core Animation does with linear
    /// keyframes), holding the first and last outside.
    public func state(ofTrack index: Int, atProgress progress: Double) -> ViewState {
        let lower = offsets[index], upper = offsets[index + 1]
        if !(progress > times[lower]) { return states[lower] }
        if progress >= times[upper - 1] { return states[upper - 1] }
        var lo = lower, hi = upper - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if times[mid] <= progress { lo = mid } else { hi = mid }
        }
        let span = times[hi] - times[lo]
        let f = span > 0 ? (progress - times[lo]) / span : 1
        return states[lo].interpolated(to: states[hi], fraction: f)
    }
}

extension TransitionPlan {
    /// Bakes the plan into keyframes.
    ///
    /// Each track's active interval is split until straight-line interpolation between neighbouring
    /// samples stays within `tolerance` points of the exact path for position, size, every corner
    /// of the transformed bounds, corner radii and clip, within 1/255 for alpha and colour, and
    /// within 0.5° for rotation — checked at the quarter points of every segment. Oscillating
    /// springs and arcs start from 8 segments, everything else from 1. A track holds still before
    /// its delay and after its end, so those stretches cost one keyframe each. At most
    /// `KeyframeSet.maximumKeyframesPerTrack` per track. A tolerance that is not finite and
    /// positive counts as 0.5 pt.
    public func keyframes(tolerance: Double = 0.5) -> KeyframeSet {
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.5
        var times: [Double] = []
        var states: [ViewState] = []
        var offsets = [0]
        var over: [Int] = []
        times.reserveCapacity(tracks.count * 4)
        states.reserveCapacity(tracks.count * 4)
        offsets.reserveCapacity(tracks.count + 1)
        let cap = KeyframeSet.maximumKeyframesPerTrack
        for index in tracks.indices {
            let track = tracks[index]
            let start = totalDuration > 0 ? min(max(track.delay / totalDuration, 0), 1) : 0
            let end = totalDuration > 0 ? min(max((track.delay + track.duration) / totalDuration, start), 1) : 1
            let first = times.count
            func emit(_ u: Double) {
                times.append(u)
                states.append(state(ofTrack: index, atProgress: u))
            }
            emit(0)
            if start > 0 { emit(start) }
            if end > start {
                let boundaries = 1 + (start > 0 ? 1 : 0) + (end < 1 ? 1 : 0)
                let exceeded = bake(track: index, from: start, to: end, tolerance: tol, cap: cap - boundaries,
                                    times: &times, states: &states)
                if exceeded { over.append(index) }
            }
            if end < 1 { emit(1) }
            if times.count - first == 1 { emit(1) }
            offsets.append(times.count)
        }
        return KeyframeSet(tolerance: tol, times: times, states: states, offsets: offsets, tracksOverCap: over)
    }

    /// Appends the keyframes strictly after `a` up to and including `b`; returns whether the cap
    /// stopped the refinement before the tolerance was met.
    private func bake(
        track index: Int, from a: Double, to b: Double, tolerance: Double, cap: Int, times: inout [Double],
        states: inout [ViewState]
    ) -> Bool {
        let track = tracks[index]
        var initial = 1
        if case .arc = track.path { initial = 8 }
        if case let .spring(spring, _) = track.timing, spring.dampingRatio < 1 { initial = 8 }
        // Segments still to examine, last one first; each carries its exact end states.
        var pending: [(u0: Double, s0: ViewState, u1: Double, s1: ViewState)] = []
        var boundaries: [(Double, ViewState)] = []
        for k in 0...initial {
            let u = k == initial ? b : a + (b - a) * Double(k) / Double(initial)
            boundaries.append((u, state(ofTrack: index, atProgress: u)))
        }
        for k in stride(from: initial - 1, through: 0, by: -1) {
            pending.append((boundaries[k].0, boundaries[k].1, boundaries[k + 1].0, boundaries[k + 1].1))
        }
        var emitted = 0
        var exceeded = false
        while let segment = pending.popLast() {
            let budget = cap - emitted - pending.count
            var split: Double?
            if budget > 1 && segment.u1 - segment.u0 > 1e-6 {
                for q in [0.25, 0.5, 0.75] {
                    let u = segment.u0 + (segment.u1 - segment.u0) * q
                    let exact = state(ofTrack: index, atProgress: u)
                    let approx = segment.s0.interpolated(to: segment.s1, fraction: q)
                    if !exact.isWithin(tolerance, of: approx) {
                        split = segment.u0 + (segment.u1 - segment.u0) / 2
                        break
                    }
                }
            } else if budget <= 1 {
                let mid = segment.u0 + (segment.u1 - segment.u0) / 2
                if !state(ofTrack: index, atProgress: mid).isWithin(
                    tolerance, of: segment.s0.interpolated(to: segment.s1, fraction: 0.5))
                {
                    exceeded = true
                }
            }
            if let mid = split {
                let s = state(ofTrack: index, atProgress: mid)
                pending.append((mid, s, segment.u1, segment.s1))
                pending.append((segment.u0, segment.s0, mid, s))
            } else {
                times.append(segment.u1)
                states.append(segment.s1)
                emitted += 1
            }
        }
        return exceeded
    }
}

extension ViewState {
    /// Whether `other` is within `tolerance` points of this state in geometry (centre, size, the
    /// four transformed corners, corner radii, clip), within 1/255 in alpha and colour, and within
    /// 0.5° in rotation.
    func isWithin(_ tolerance: Double, of other: ViewState) -> Bool {
        let alphaTolerance = 1.0 / 255
        guard position.distance(to: other.position) <= tolerance,
            (size.width - other.size.width).magnitude <= tolerance,
            (size.height - other.size.height).magnitude <= tolerance,
            (alpha - other.alpha).magnitude <= alphaTolerance,
            cornerRadii.isApproximatelyEqual(to: other.cornerRadii, tolerance: tolerance)
        else { return false }
        switch (backgroundColor, other.backgroundColor) {
        case (nil, nil): break
        case let (a?, b?): if !a.isApproximatelyEqual(to: b, tolerance: alphaTolerance) { return false }
        default: return false
        }
        switch (clip, other.clip) {
        case (nil, nil): break
        case let (a?, b?):
            if !a.rect.isApproximatelyEqual(to: b.rect, tolerance: tolerance)
                || (a.cornerRadius - b.cornerRadius).magnitude > tolerance
            {
                return false
            }
        default: return false
        }
        if transform != other.transform {
            let mine = corners, theirs = other.corners
            if mine.0.distance(to: theirs.0) > tolerance || mine.1.distance(to: theirs.1) > tolerance
                || mine.2.distance(to: theirs.2) > tolerance || mine.3.distance(to: theirs.3) > tolerance
            {
                return false
            }
            if let a = transform.decomposed(), let b = other.transform.decomposed() {
                let angle = 2 * arcCosine(min(1, a.rotation.dot(b.rotation).magnitude))
                if angle > 0.5 * pi / 180 { return false }
            }
        }
        return true
    }
}
