/// Every track of a transition: what the driver animates, evaluable at any progress.
///
/// Plan progress p in 0…1 is plan time p × `totalDuration`; each track maps that time through its
/// delay, duration and timing. A plan of no length (`totalDuration` 0: an instant jump) has no
/// time to map; its tracks follow progress linearly, so progress 0 is exactly every from-state,
/// 1 exactly every to-state, and a driver scrubbing it shows a straight blend. The plan precomputes what evaluation needs (timing groups, transform
/// decompositions, slerps), so `evaluate(at:into:)` does no heap allocation.
public struct TransitionPlan: Sendable {
    /// The tracks, in the planner's order: roots and dimming first, then matched stand-ins, then
    /// unmatched views. ``ViewState/zPosition`` gives the stacking order. Stored compactly (see
    /// ``TrackList``): reading a track builds it.
    public let tracks: TrackList
    /// The length of the whole transition in seconds: the latest end of any track (≥ 0).
    public let totalDuration: Double
    /// What the matcher reported about the input, carried along for diagnostics and previews.
    public let diagnostics: [MatchDiagnostic]

    /// Tracks that share delay, duration, timing and direction share their progress: `groups[g]`
    /// is `tracks.timings[g]`, and serves the tracks `members[offsets[g] ..< offsets[g + 1]]`.
    let groups: [TimingGroup]
    let members: [Int]
    let offsets: [Int]
    /// The transform interpolations of the tracks whose transform changes (most do not: they
    /// cost nothing here); `transformOfTrack[i]` is track i's index in it, or −1 when its
    /// transform is the same at both ends.
    let transforms: [TransformInterpolation]
    let transformOfTrack: [Int32]
    /// Shared by the plan's copies; a ``TransitionFrame`` uses it to know which plan it holds.
    let identity = PlanIdentity()

    /// Creates a plan from tracks; `totalDuration` defaults to the latest end of any track.
    package init(tracks: [Track], totalDuration: Double? = nil, diagnostics: [MatchDiagnostic] = []) {
        self.init(tracks: TrackList(tracks), totalDuration: totalDuration, diagnostics: diagnostics)
    }

    /// Creates a plan from packed tracks; `totalDuration` defaults to the latest end of any track.
    package init(tracks: TrackList, totalDuration: Double? = nil, diagnostics: [MatchDiagnostic] = []) {
        self.tracks = tracks
        let end = TimingGroup.Key.latestEnd(of: tracks.timings)
        self.totalDuration = totalDuration.map { $0.isFinite ? max($0, 0) : end } ?? end
        self.diagnostics = diagnostics
        groups = tracks.timings.map(TimingGroup.init)

        var counts = [Int](repeating: 0, count: groups.count + 1)
        for r in tracks.records { counts[Int(r.timing) + 1] += 1 }
        for g in 0..<groups.count { counts[g + 1] += counts[g] }
        var cursor = counts
        var members = [Int](repeating: 0, count: tracks.count)
        for (i, r) in tracks.records.enumerated() {
            members[cursor[Int(r.timing)]] = i
            cursor[Int(r.timing)] += 1
        }
        self.members = members
        self.offsets = counts
        var transformOfTrack = [Int32](repeating: -1, count: tracks.count)
        var changing = 0
        for i in tracks.indices where tracks.ends.transformChanges(from: 2 * i, to: 2 * i + 1) {
            transformOfTrack[i] = 0
            changing += 1
        }
        // Counted first: an interpolation is ~600 bytes, too many to move while the array regrows.
        var transforms: [TransformInterpolation] = []
        transforms.reserveCapacity(changing)
        for i in tracks.indices where transformOfTrack[i] == 0 {
            transformOfTrack[i] = Int32(transforms.count)
            transforms.append(
                TransformInterpolation(from: tracks.ends.transform(ofState: 2 * i), to: tracks.ends.transform(ofState: 2 * i + 1)))
        }
        self.transforms = transforms
        self.transformOfTrack = transformOfTrack
    }

    /// The number of tracks.
    package var count: Int { tracks.count }

    /// Plan time, in seconds, for a plan progress (not clamped).
    package func time(atProgress progress: Double) -> Double { progress * totalDuration }

    /// The exact state of track `index` when its own progress is `fraction`.
    ///
    /// Always finite when the track's end states are (the planner's always are): where the
    /// decomposed transform or the arithmetic overflows (a huge perspective, coordinates near the
    /// largest doubles), the transform falls back to element-wise interpolation, and any number
    /// still not finite takes the nearer end's value. NaN fractions count as 0.
    package func state(ofTrack index: Int, fraction: Double) -> ViewState {
        var state = ViewState(position: .zero, size: .zero)
        withUnsafeMutablePointer(to: &state) { blend(index, fraction: fraction, into: $0) }
        return state
    }

    /// Track `index`'s exact state at its own progress `fraction` written into `result`, its two
    /// end states unpacked on the stack.
    @inline(__always)
    func blend(_ index: Int, fraction: Double, into result: UnsafeMutablePointer<ViewState>) {
        tracks.withEnds(index) { from, to in blend(index, from, to, fraction: fraction, into: result) }
    }

    /// Track `index`'s exact state at its own progress `fraction` from its end states `from` and
    /// `to` (`ViewState.blend`), repaired if anything overflowed.
    @inline(__always)
    func blend(
        _ index: Int, _ from: UnsafePointer<ViewState>, _ to: UnsafePointer<ViewState>, fraction: Double,
        into result: UnsafeMutablePointer<ViewState>
    ) {
        let f = fraction.isNaN ? 0 : fraction
        let slot = transformOfTrack[index]
        let transform = slot < 0 ? from.pointee.transform : transforms[Int(slot)].value(at: f)
        ViewState.blend(from, to, fraction: f, path: tracks.path(index), transform: transform, into: result)
        if !result.pointee.isFinite {
            result.pointee = result.pointee.repairingNonFinite(from: from.pointee, to: to.pointee, fraction: f)
        }
    }

    /// The progress of track `index`'s own timing at plan progress `progress`: plan time
    /// `progress × totalDuration` through its delay, duration and curve. In a plan of no length
    /// (an instant jump) every track's progress is `progress` clamped into 0…1.
    func fraction(ofTrack index: Int, atProgress progress: Double) -> Double {
        fraction(ofGroup: group(ofTrack: index), atProgress: progress)
    }

    /// The timing group of track `index`.
    @inline(__always)
    func group(ofTrack index: Int) -> Int { Int(tracks.records[index].timing) }

    func fraction(ofGroup g: Int, atProgress progress: Double) -> Double {
        let p = progress.isNaN ? 0 : progress
        if totalDuration == 0 { return min(max(p, 0), 1) }
        return groups[g].progress(atPlanTime: time(atProgress: p))
    }

    /// The exact state of track `index` at plan progress `progress` (0…1; outside it the tracks
    /// hold their end states).
    public func state(ofTrack index: Int, atProgress progress: Double) -> ViewState {
        state(ofTrack: index, fraction: fraction(ofTrack: index, atProgress: progress))
    }

    /// Writes the state of every track at plan progress `progress` (0…1) into `buffer`, one per
    /// track in track order. The buffer is resized to the track count if needed (that is the only
    /// allocation, and only when its capacity is too small); then nothing is allocated. NaN progress counts as 0.
    public func evaluate(at progress: Double, into buffer: inout [ViewState]) {
        if buffer.count != tracks.count {
            if buffer.count > tracks.count {
                buffer.removeLast(buffer.count - tracks.count)
            } else if !tracks.isEmpty {
                buffer.append(contentsOf: repeatElement(tracks.from(0), count: tracks.count - buffer.count))
            }
        }
        buffer.withUnsafeMutableBufferPointer { out in
            for g in groups.indices {
                let fraction = fraction(ofGroup: g, atProgress: progress)
                for m in offsets[g]..<offsets[g + 1] {
                    blend(members[m], fraction: fraction, into: out.baseAddress! + members[m])
                }
            }
        }
    }

    /// A new buffer with every track's state at `progress` (allocates; prefer `evaluate(at:into:)` per frame).
    package func states(at progress: Double) -> [ViewState] {
        var buffer: [ViewState] = []
        evaluate(at: progress, into: &buffer)
        return buffer
    }
}

extension TransitionPlan: Hashable {
    /// Plans are equal when their tracks, durations and diagnostics are.
    public static func == (a: TransitionPlan, b: TransitionPlan) -> Bool {
        a.tracks == b.tracks && a.totalDuration == b.totalDuration && a.diagnostics == b.diagnostics
    }

    /// Hashes the tracks and the duration.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tracks)
        hasher.combine(totalDuration)
    }
}

extension TransitionPlan: Codable {
    private enum CodingKeys: String, CodingKey { case tracks, totalDuration, diagnostics }

    /// Decodes tracks, duration and diagnostics and rebuilds the evaluation caches.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            tracks: try c.decode([Track].self, forKey: .tracks),
            totalDuration: try c.decode(Double.self, forKey: .totalDuration),
            diagnostics: try c.decodeIfPresent([MatchDiagnostic].self, forKey: .diagnostics) ?? [])
    }

    /// Encodes tracks, duration and diagnostics.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Array(tracks), forKey: .tracks)
        try c.encode(totalDuration, forKey: .totalDuration)
        try c.encode(diagnostics, forKey: .diagnostics)
    }
}

/// The timing shared by tracks with equal delay, duration, curve and direction.
struct TimingGroup: Sendable {
    struct Key: Hashable {
        var delay: Double
        var duration: Double
        var timing: TimingCurve
        var reversed: Bool

        /// The latest end (delay + duration) of any of `timings`, in seconds; 0 for none.
        static func latestEnd(of timings: [Key]) -> Double {
            var end = 0.0
            for t in timings { end = max(end, t.delay + t.duration) }
            return end
        }

        init(_ track: Track) {
            self.init(delay: track.delay, duration: track.duration, timing: track.timing, reversed: track.isTimeReversed)
        }

        init(delay: Double, duration: Double, timing: TimingCurve, reversed: Bool) {
            self.delay = delay
            self.duration = duration
            self.timing = timing
            self.reversed = reversed
        }
    }

    let key: Key
    let timing: ResolvedTiming
    /// Whether the curve overshoots and comes back (an underdamped spring): baking starts finer.
    let oscillates: Bool

    init(_ key: Key) {
        self.key = key
        timing = ResolvedTiming(key.timing)
        if case .spring(let spring, _) = key.timing { oscillates = spring.dampingRatio < 1 } else { oscillates = false }
    }

    /// The progress of the group's tracks at `time` seconds into the plan (see `Track.progress(atPlanTime:)`).
    func progress(atPlanTime time: Double) -> Double {
        let local = time - key.delay
        if key.reversed { return 1 - timing.progress(atTime: key.duration - local, duration: key.duration) }
        return timing.progress(atTime: local, duration: key.duration)
    }
}
