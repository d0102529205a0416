/// Every track of a transition: what the driver animates, evaluable at any progress.
///
/// Plan progress p in 0…1 is plan time p × `totalDuration`; each track maps that time through its
/// delay, duration and timing. A plan of no length (`totalDuration` 0: an instant jump) has no
/// time to map; its tracks follow progress linearly, so progress 0 is exactly every from-state,
/// 1 exactly every to-state, and a driver scrubbing it shows a straight blend. The plan precomputes what evaluation needs (timing groups, transform
/// decompositions, slerps), so `evaluate(at:into:)` does no heap allocation.
public struct TransitionPlan: Sendable {
    /// The tracks, in the planner's order: roots and dimming first, then matched stand-ins, then
    /// unmatched views. `ViewState.zPosition` gives the stacking order.
    public let tracks: [Track]
    /// The length of the whole transition in seconds: the latest end of any track (≥ 0).
    public let totalDuration: Double
    /// What the matcher reported about the input, carried along for diagnostics and previews.
    public let diagnostics: [MatchDiagnostic]

    /// Tracks that share delay, duration, timing and direction share their progress; `groups[g]`
    /// serves the tracks `members[offsets[g] ..< offsets[g + 1]]`.
    let groups: [TimingGroup]
    let groupOfTrack: [Int]
    let members: [Int]
    let offsets: [Int]
    /// The transform interpolations of the tracks whose transform changes (most do not: they
    /// cost nothing here); `transformOfTrack[i]` is track i's index in it, or −1 when its
    /// transform is the same at both ends.
    let transforms: [TransformInterpolation]
    let transformOfTrack: [Int32]
    /// Shared by the plan's copies; a `TransitionFrame` uses it to know which plan it holds.
    let identity = PlanIdentity()

    /// Creates a plan from tracks; `totalDuration` defaults to the latest end of any track.
    public init(tracks: [Track], totalDuration: Double? = nil, diagnostics: [MatchDiagnostic] = []) {
        self.tracks = tracks
        let end = Track.latestEnd(of: tracks)
        self.totalDuration = totalDuration.map { $0.isFinite ? max($0, 0) : end } ?? end
        self.diagnostics = diagnostics

        var groupIndex: [TimingGroup.Key: Int] = [:]
        var groups: [TimingGroup] = []
        var groupOfTrack = [Int](repeating: 0, count: tracks.count)
        var previous: (key: TimingGroup.Key, group: Int)?
        for i in tracks.indices {
            let key = TimingGroup.Key(tracks[i])
            // Neighbouring tracks usually share their timing: no hashing then.
            if let p = previous, p.key == key {
                groupOfTrack[i] = p.group
                continue
            }
            defer { previous = (key, groupOfTrack[i]) }
            if let g = groupIndex[key] {
                groupOfTrack[i] = g
            } else {
                groupIndex[key] = groups.count
                groupOfTrack[i] = groups.count
                groups.append(TimingGroup(key))
            }
        }
        var counts = [Int](repeating: 0, count: groups.count + 1)
        for g in groupOfTrack { counts[g + 1] += 1 }
        for g in 0..<groups.count { counts[g + 1] += counts[g] }
        var cursor = counts
        var members = [Int](repeating: 0, count: tracks.count)
        for (i, g) in groupOfTrack.enumerated() {
            members[cursor[g]] = i
            cursor[g] += 1
        }
        self.groups = groups
        self.groupOfTrack = groupOfTrack
        self.members = members
        self.offsets = counts
        var transforms: [TransformInterpolation] = []
        var transformOfTrack = [Int32](repeating: -1, count: tracks.count)
        for i in tracks.indices where tracks[i].from.transform != tracks[i].to.transform {
            transformOfTrack[i] = Int32(transforms.count)
            transforms.append(TransformInterpolation(from: tracks[i].from.transform, to: tracks[i].to.transform))
        }
        self.transforms = transforms
        self.transformOfTrack = transformOfTrack
    }

    /// The number of tracks.
    public var count: Int { tracks.count }

    /// Plan time, in seconds, for a plan progress (not clamped).
    public func time(atProgress progress: Double) -> Double { progress * totalDuration }

    /// The exact state of track `index` when its own progress is `fraction`.
    ///
    /// Always finite when the track's end states are (the planner's always are): where the
    /// decomposed transform or the arithmetic overflows (a huge perspective, coordinates near the
    /// largest doubles), the transform falls back to element-wise interpolation, and any number
    /// still not finite takes the nearer end's value. NaN fractions count as 0.
    public func state(ofTrack index: Int, fraction: Double) -> ViewState {
        tracks.withUnsafeBufferPointer { state(of: $0, index, fraction: fraction) }
    }

    /// Where a track's end states sit inside it, for blending them in place.
    private static let fromOffset = MemoryLayout<Track>.offset(of: \Track.from)!
    private static let toOffset = MemoryLayout<Track>.offset(of: \Track.to)!

    /// Pointers to track `index`'s from- and to-states inside `tracks` (valid while `tracks` is).
    @inline(__always)
    static func ends(of tracks: UnsafeBufferPointer<Track>, _ index: Int) -> (UnsafePointer<ViewState>, UnsafePointer<ViewState>) {
        let track = UnsafeRawPointer(tracks.baseAddress! + index)
        return (track.advanced(by: fromOffset).assumingMemoryBound(to: ViewState.self),
                track.advanced(by: toOffset).assumingMemoryBound(to: ViewState.self))
    }

    /// `state(ofTrack:fraction:)` reading the track in place (a track is ~1 KB: copying it out of
    /// the array for every state would cost more than the interpolation).
    @inline(__always)
    func state(of tracks: UnsafeBufferPointer<Track>, _ index: Int, fraction: Double) -> ViewState {
        var state = tracks[index].from
        withUnsafeMutablePointer(to: &state) { blend(tracks, index, fraction: fraction, into: $0) }
        return state
    }

    /// Track `index`'s exact state at its own progress `fraction` written into `result`, both end
    /// states read in place (`ViewState.blend`), repaired if anything overflowed.
    @inline(__always)
    func blend(_ tracks: UnsafeBufferPointer<Track>, _ index: Int, fraction: Double, into result: UnsafeMutablePointer<ViewState>) {
        let f = fraction.isNaN ? 0 : fraction
        let slot = transformOfTrack[index]
        let transform = slot < 0 ? tracks[index].from.transform : transforms[Int(slot)].value(at: f)
        let (from, to) = Self.ends(of: tracks, index)
        ViewState.blend(from, to, fraction: f, path: tracks[index].path, transform: transform, into: result)
        if !result.pointee.isFinite {
            result.pointee = result.pointee.repairingNonFinite(from: from.pointee, to: to.pointee, fraction: f)
        }
    }

    /// The progress of track `index`'s own timing at plan progress `progress`: plan time
    /// `progress × totalDuration` through its delay, duration and curve. In a plan of no length
    /// (an instant jump) every track's progress is `progress` clamped into 0…1.
    func fraction(ofTrack index: Int, atProgress progress: Double) -> Double {
        fraction(ofGroup: groupOfTrack[index], atProgress: progress)
    }

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
            } else if let first = tracks.first {
                buffer.append(contentsOf: repeatElement(first.from, count: tracks.count - buffer.count))
            }
        }
        tracks.withUnsafeBufferPointer { tracks in
            buffer.withUnsafeMutableBufferPointer { out in
                for g in groups.indices {
                    let fraction = fraction(ofGroup: g, atProgress: progress)
                    for m in offsets[g]..<offsets[g + 1] {
                        blend(tracks, members[m], fraction: fraction, into: out.baseAddress! + members[m])
                    }
                }
            }
        }
    }

    /// A new buffer with every track's state at `progress` (allocates; prefer `evaluate(at:into:)` per frame).
    public func states(at progress: Double) -> [ViewState] {
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
        try c.encode(tracks, forKey: .tracks)
        try c.encode(totalDuration, forKey: .totalDuration)
        try c.encode(diagnostics, forKey: .diagnostics)
    }
}

/// The timing shared by tracks with equal delay, duration, curve and direction.
struct TimingGroup: Sendable {
    struct Key: Hashable {
        let delay: Double
        let duration: Double
        let timing: TimingCurve
        let reversed: Bool

        init(_ track: Track) {
            delay = track.delay
            duration = track.duration
            timing = track.timing
            reversed = track.isTimeReversed
        }
    }

    let key: Key
    let timing: ResolvedTiming
    /// Whether the curve overshoots and comes back (an underdamped spring): baking starts finer.
    let oscillates: Bool

    init(_ key: Key) {
        self.key = key
        timing = ResolvedTiming(key.timing)
        if case let .spring(spring, _) = key.timing { oscillates = spring.dampingRatio < 1 } else { oscillates = false }
    }

    /// The progress of the group's tracks at `time` seconds into the plan (see `Track.progress(atPlanTime:)`).
    func progress(atPlanTime time: Double) -> Double {
        let local = time - key.delay
        if key.reversed { return 1 - timing.progress(atTime: key.duration - local, duration: key.duration) }
        return timing.progress(atTime: local, duration: key.duration)
    }
}
