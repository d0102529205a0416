/// One evaluated frame of a ``TransitionPlan``, in structure-of-arrays form: what a driver that
/// applies exact states every display frame (`HeadlessHost`, a preview) reads instead of one
/// ``ViewState`` per track.
///
/// Fill it with `TransitionPlan.evaluate(at:into:)` and keep it: the first evaluation for a plan
/// sets it up (its only allocations), later ones write only the numbers that move — the lanes each
/// of a timing group's linear tracks changes, their computed transforms and clips, and the full states
/// of the few detailed tracks (see `FrameLanes`) — and skip every timing group whose progress is
/// the same as in the previous frame (held before its delay, finished, or not yet moved). Read a track's values with
/// `position(ofTrack:)`, `size(ofTrack:)`, `alpha(ofTrack:)` or the whole `state(ofTrack:)`, which
/// equals ``TransitionPlan/state(ofTrack:atProgress:)`` exactly (under `==`: a number a track
/// keeps, held at −0, reads back −0 where the plan's `−0 + 0 × f` gives +0 for f > 0).
public struct TransitionFrame: Sendable {
    /// The plan the frame was last evaluated for.
    private(set) var plan: TransitionPlan?
    /// That plan's tracks in structure-of-arrays form, built when the frame was set up for it.
    private(set) var lanes = FrameLanes.empty
    /// The stored lanes' current values, laid out as `FrameLanes.from`.
    private(set) var values: [Double] = []
    /// The detailed tracks' current states, indexed as `FrameLanes.detailed`.
    private(set) var detailedStates: [ViewState] = []
    /// The linear tracks' current clips, indexed as `FrameLanes.clips`.
    private(set) var clips: [ClipShape] = []
    /// The linear tracks' computed transforms (`FrameLanes.computed`), indexed as
    /// `TransitionPlan.transforms` (the other entries are unused).
    private(set) var transforms: [Transform3D] = []
    /// Each timing group's fraction when last evaluated (NaN before the first evaluation).
    private(set) var groupFractions: [Double] = []
    /// The plan progress of the last evaluation (0 before the first).
    package private(set) var progress: Double = 0
    /// How many timing groups the last evaluation wrote (the others held their fractions).
    package private(set) var evaluatedGroups = 0

    /// The bytes an evaluation that moves every group writes: the stored lanes' values and the
    /// detailed tracks' states (what a memory-copy floor for evaluation copies).
    @_spi(Harness) public var bytesWrittenPerFrame: Int {
        values.count * MemoryLayout<Double>.stride + detailedStates.count * MemoryLayout<ViewState>.stride
            + clips.count * MemoryLayout<ClipShape>.stride
    }

    /// An empty frame; the first `TransitionPlan.evaluate(at:into:)` sets it up for its plan.
    public init() {}

    /// The number of tracks of the plan it was evaluated for (0 before the first evaluation).
    public var count: Int { plan?.count ?? 0 }

    /// The centre of track `index`, in container points.
    package func position(ofTrack index: Int) -> Point {
        Point(x: value(.x, \.position.x, \.x, ofTrack: index), y: value(.y, \.position.y, \.y, ofTrack: index))
    }

    /// The bounds size of track `index`, in points.
    package func size(ofTrack index: Int) -> Size {
        Size(width: value(.width, \.size.width, \.width, ofTrack: index), height: value(.height, \.size.height, \.height, ofTrack: index))
    }

    /// The opacity of track `index`, 0…1 (a spring may overshoot it slightly, as in ``ViewState``).
    package func alpha(ofTrack index: Int) -> Double { value(.alpha, \.alpha, \.alpha, ofTrack: index) }

    /// One number of track `index`: from its detailed state, its lane, or (a lane the track does
    /// not store) its from-state, where `property` (or `stored`, in the plan's compact state) reads it.
    private func value(
        _ lane: FrameLanes.Lane, _ property: KeyPath<ViewState, Double>, _ stored: KeyPath<CompactState, Double>, ofTrack index: Int
    ) -> Double {
        guard let plan else { preconditionFailure("TransitionFrame read before it was evaluated") }
        let detail = lanes.detailOfTrack[index]
        if detail >= 0 { return detailedStates[Int(detail)][keyPath: property] }
        let address = lanes.address(of: lane, slot: Int(lanes.slotOfTrack[index]))
        return address < 0 ? plan.tracks.ends.states[2 * index][keyPath: stored] : values[address]
    }

    /// The whole state of track `index`: exactly ``TransitionPlan/state(ofTrack:atProgress:)`` at
    /// the frame's progress.
    public func state(ofTrack index: Int) -> ViewState {
        guard let plan else { preconditionFailure("TransitionFrame read before it was evaluated") }
        let detail = lanes.detailOfTrack[index]
        if detail >= 0 { return detailedStates[Int(detail)] }
        return plan.tracks.withEnds(index) { a, b in
            // At exactly 0 and 1 a blend is the end state itself (a missing colour stays missing).
            let f = groupFractions[plan.group(ofTrack: index)]
            if f == 0 || !(f.isFinite || f > 0) { return a.pointee }
            if f == 1 || !f.isFinite { return b.pointee }
            if f.magnitude > FrameLanes.largestSafeFraction { return plan.state(ofTrack: index, fraction: f) }
            var v = FrameLanes.Lane.values(a, other: b)
            lanes.forEachStoredLane(ofSlot: Int(lanes.slotOfTrack[index])) { lane, position in v[lane] = values[position] }
            let t = Int(plan.transformOfTrack[index])
            let source = plan.transforms.withUnsafeBufferPointer {
                FrameLanes.TrackKind.source(of: t < 0 ? nil : $0.baseAddress! + t)
            }
            var state = FrameLanes.Lane.state(v, from: a, other: b, transformOnLanes: source == .planar)
            if source == .computed { state.transform = transforms[t] }
            let clip = lanes.clip(ofTrack: index)
            if clip >= 0 { state.clip = clips[clip] }
            return state
        }
    }

    /// Sets the frame up for `plan`: every lane at its start value, every detailed state at its
    /// from-state, no group evaluated yet. Reuses the buffers' capacity.
    mutating func prepare(for plan: TransitionPlan) {
        self.plan = plan
        lanes = FrameLanes(plan)
        values.removeAll(keepingCapacity: true)
        values.append(contentsOf: lanes.from)
        detailedStates.removeAll(keepingCapacity: true)
        detailedStates.reserveCapacity(lanes.detailed.count)
        for i in lanes.detailed { detailedStates.append(plan.tracks.from(Int(i))) }
        clips.removeAll(keepingCapacity: true)
        clips.reserveCapacity(lanes.clips.count)
        for clip in lanes.clips { clips.append(clip.from) }
        transforms.removeAll(keepingCapacity: true)
        if !lanes.computed.isEmpty {
            // Each interpolation read in place (~600 bytes), only its from-transform copied.
            transforms.reserveCapacity(plan.transforms.count)
            plan.transforms.withUnsafeBufferPointer { interpolations in
                for k in interpolations.indices { transforms.append((interpolations.baseAddress! + k).pointee.from) }
            }
        }
        groupFractions.removeAll(keepingCapacity: true)
        groupFractions.append(contentsOf: repeatElement(.nan, count: plan.groups.count))
        progress = 0
    }

    /// Whether the frame was set up for `plan` (the same plan value or a copy of it).
    func isPrepared(for plan: TransitionPlan) -> Bool {
        self.plan?.identity === plan.identity
    }

    /// Writes every timing group's lanes and detailed states at plan progress `progress`,
    /// skipping the groups that already hold their fraction. The buffers are opened once per
    /// frame, not per group (a cascade makes a group of every track).
    mutating func evaluate(_ plan: TransitionPlan, atProgress progress: Double) {
        let lanes = self.lanes
        var evaluated = 0
        lanes.detailedEnds.withUnsafeBufferPointer { ends in
            lanes.from.withUnsafeBufferPointer { from in
                lanes.to.withUnsafeBufferPointer { to in
                    values.withUnsafeMutableBufferPointer { out in
                        detailedStates.withUnsafeMutableBufferPointer { states in
                            transforms.withUnsafeMutableBufferPointer { transforms in
                                clips.withUnsafeMutableBufferPointer { clips in
                                    groupFractions.withUnsafeMutableBufferPointer { fractions in
                                        for g in 0..<fractions.count {
                                            let raw = plan.fraction(ofGroup: g, atProgress: progress)
                                            let f = raw.isNaN ? 0 : raw
                                            // NaN never equals itself, so a group not yet evaluated always is.
                                            if fractions[g] == f { continue }
                                            fractions[g] = f
                                            evaluated += 1
                                            let first = plan.offsets[g]
                                            let count = plan.offsets[g + 1] - first
                                            // A fraction that is not finite takes the nearer end, as `TransitionPlan`'s repair does.
                                            let t = f.isFinite ? f : (f > 0 ? 1 : 0)
                                            if t.magnitude > FrameLanes.largestSafeFraction {
                                                lanes.blendAsPlan(
                                                    group: g, fraction: t, plan: plan, into: out.baseAddress!,
                                                    transforms: transforms)
                                            } else {
                                                let start = lanes.valueBase[first]
                                                FrameLanes.interpolate(
                                                    from: from.baseAddress! + start, to: to.baseAddress! + start,
                                                    into: out.baseAddress! + start, count: lanes.valueBase[first + count] - start,
                                                    fraction: t)
                                                if t != 0 && t != 1 {
                                                    lanes.finish(
                                                        group: g, fraction: t, plan: plan, from: from.baseAddress!,
                                                        to: to.baseAddress!, into: out.baseAddress!,
                                                        transforms: transforms)
                                                }
                                                // `StateChannel.blend`'s clip, each end's filled in advance.
                                                for k in lanes.clipOffsets[g]..<lanes.clipOffsets[g + 1] {
                                                    let clip = lanes.clips[k]
                                                    clips[k] = clip.from.interpolated(to: clip.to, fraction: t)
                                                }
                                            }
                                            for k in lanes.detailOffsets[g]..<lanes.detailOffsets[g + 1] {
                                                plan.blend(
                                                    Int(lanes.detailed[k]), ends.baseAddress! + 2 * k, ends.baseAddress! + 2 * k + 1,
                                                    fraction: f, into: states.baseAddress! + k)
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        evaluatedGroups = evaluated
        self.progress = progress.isNaN ? 0 : progress
    }
}

extension TransitionPlan {
    /// Evaluates every track at plan progress `progress` (0…1; NaN counts as 0) into `frame`, in
    /// structure-of-arrays form (see ``TransitionFrame``).
    ///
    /// The first call for a plan sets the frame up (allocating its buffers, or reusing their
    /// capacity); after that nothing is allocated, only the numbers that move are written, and
    /// timing groups whose progress has not changed since the previous call are skipped. The
    /// frame's states equal ``state(ofTrack:atProgress:)`` exactly.
    public func evaluate(at progress: Double, into frame: inout TransitionFrame) {
        if !frame.isPrepared(for: self) { frame.prepare(for: self) }
        frame.evaluate(self, atProgress: progress)
    }

    /// Whether every track holds its from-state at plan progress `progress` (NaN counts as 0):
    /// every timing group's fraction there is 0 (or NaN) — the start, or before every delay. Then
    /// ``state(ofTrack:atProgress:)`` is each track's from-state, as a frame's is, and a driver
    /// applying a transition's first state needs no frame set up for it (`HeadlessHost.animate`).
    package func holdsEveryTrackAtItsStart(atProgress progress: Double) -> Bool {
        groups.indices.allSatisfy { g in
            let f = fraction(ofGroup: g, atProgress: progress)
            return f == 0 || f.isNaN
        }
    }
}

/// The identity of a plan, shared by its copies: a frame set up for one plan knows when it is
/// handed another.
final class PlanIdentity: Sendable {}
