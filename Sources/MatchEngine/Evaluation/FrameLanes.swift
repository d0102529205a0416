/// A plan's evaluation data in structure-of-arrays form: what `TransitionPlan.evaluate(at:into:)`
/// reads when it fills a ``TransitionFrame``. The frame builds it when it is first evaluated for a
/// plan (not the planner: a host that plays keyframes never needs it, and a start of a transition
/// does not pay for it).
///
/// Most tracks change only numbers that move linearly in their progress, or that follow from such
/// numbers by a few operations per track: the centre (on a straight path; on an arc, the Bézier of
/// its ends and control point), size, alpha, z-position, a uniform corner radius, the background
/// colour (a missing one is the other end's at alpha 0), the content rectangle (a missing one is
/// the whole bounds), a shadow without a path (a missing one is the other's at opacity 0), and for
/// a transform that only scales by positive factors and translates in the plane at both ends
/// (`TransformInterpolation.Method.planarScaleAndTranslation`) its four moving entries m11, m22,
/// m41, m42. For those *linear* tracks each such number is a lane: its start and end values are
/// stored contiguously, lane by lane, in slot order (the plan's tracks sorted by timing group,
/// `TransitionPlan.members`), so a group's lane is one run of `from + (to − from) × f` over
/// adjacent doubles, which the optimiser vectorises. A lane that no linear track changes is not
/// stored at all. After the lanes, short per-track passes finish what is not linear (see
/// `TrackKind`): the arcs' centres; any other changing transform (a rotation, a skew, perspective),
/// interpolated as the plan interpolates it; and the corner radius and shadow of a track whose
/// transform scales, which move linearly on screen (on-screen lanes) and are divided by the
/// current scale; and a clip (a circular reveal's), whose rectangle and radius move linearly
/// (`ClipShape.interpolated`) into the frame's clips. Every other track — a shadow with a path,
/// corners of different radii, numbers too large to compute with safely — is *detailed*: blended
/// in full (`ViewState.blend`) into a state of its own.
struct FrameLanes: Sendable {
    /// An arc's centre: its slot and its control point (`MotionPath.controlPoint`).
    struct Arc {
        let slot: Int
        let control: Point
    }

    /// A linear track with a clip at either end: its clip at each end (a missing one is the whole
    /// bounds, `ClipShape.wholeBounds(of:)`).
    struct Clipped {
        let from: ClipShape
        let to: ClipShape
    }

    /// A linear track whose transform is computed each frame (`TrackKind.TransformSource.computed`):
    /// its slot, its track, its interpolation's index in `TransitionPlan.transforms` (and the
    /// frame's transforms), its index in `turns` when it only turns in the plane (else −1), and
    /// whether its corners and shadow are scale-corrected.
    struct Computed {
        let slot: Int
        let track: Int
        let transform: Int
        let turn: Int
        let corrected: Bool
    }

    /// Where lane L starts in `from`, `to` and a frame's values, or −1 when no linear track changes
    /// it (its value is then the track's from-state's).
    let laneBase: [Int]
    /// Start and end values of the stored lanes, lane-major, in slot order (a detailed track's slots hold 0).
    let from: [Double]
    let to: [Double]
    /// Per timing group, a bit per lane that one of its linear tracks changes (only those are computed).
    let groupLanes: [UInt32]
    /// Track index → slot (its position in `TransitionPlan.members`).
    let slotOfTrack: [Int32]
    /// Track index → index of its detailed state, or −1 for a linear track.
    let detailOfTrack: [Int32]
    /// The detailed tracks, grouped by timing group: group g's are `detailed[detailOffsets[g] ..< detailOffsets[g + 1]]`.
    let detailed: [Int32]
    let detailOffsets: [Int]
    /// The detailed tracks' end states unpacked, two per detailed track in `detailed`'s order:
    /// unpacking a track's states from its packed store on every frame cost a quarter of a
    /// detailed track's blend.
    let detailedEnds: [ViewState]
    /// The linear tracks' arcs, computed transforms and planar scale-corrected tracks (the slots
    /// of those whose corners and shadow are corrected after their lanes), grouped by timing
    /// group as `detailed` is.
    let arcs: [Arc]
    let arcOffsets: [Int]
    let computed: [Computed]
    let computedOffsets: [Int]
    /// The computed transforms that only turn in the plane, as `Computed.turn` indexes them.
    let turns: [PlanarTurn]
    let corrected: [Int]
    let correctedOffsets: [Int]
    /// The linear tracks with a clip, grouped by timing group as `detailed` is, and track index →
    /// index in `clips` (−1 for none; empty when no track has a clip).
    let clips: [Clipped]
    let clipOffsets: [Int]
    let clipOfTrack: [Int32]

    /// The largest magnitude a lane value (or an arc's control point) may have for its track to be
    /// linear. With fractions of at most `largestSafeFraction`, nothing a frame computes from such
    /// values can overflow (see `largestSafeFraction`).
    static let largestLinearValue = 1e150

    /// The largest fraction magnitude at which a timing group's linear tracks are computed on their
    /// lanes. For lane values v, w and a control point c of magnitude ≤ L = `largestLinearValue`
    /// and |f| ≤ F = 1e20: v + (w − v)·f ≤ L + 2L·F ≈ 2e170; the arc's (1 − f)², 2(1 − f)f and f²
    /// are ≤ 4e40, so each of its three products is ≤ 4e190; an on-screen value's interpolation is
    /// ≤ 2e170 and is divided only by a current scale > 1e-9, ≤ 2e179; a planar current scale
    /// √|m11·m22| may overflow to +∞, which only makes the corrected values 0 (never NaN: the
    /// entries are finite). So every number a linear track's frame holds is finite, and the
    /// plan's repair of non-finite numbers (`TransitionPlan.blend`) never applies to it: the lanes
    /// are exactly the plan's states. A computed transform is repaired as the plan repairs it.
    /// Beyond F (a timing curve with a control value near the largest doubles), the group's linear
    /// tracks are blended as the plan blends them and their lanes written from those states.
    static let largestSafeFraction = 1e20

    /// No tracks (a frame not yet evaluated).
    static let empty = FrameLanes(tracks: TrackList(), members: [], offsets: [0], transformOfTrack: [], transforms: [])

    /// Splits `plan`'s tracks into linear lanes and detailed tracks.
    init(_ plan: TransitionPlan) {
        self.init(
            tracks: plan.tracks, members: plan.members, offsets: plan.offsets, transformOfTrack: plan.transformOfTrack,
            transforms: plan.transforms)
    }

    /// Splits a plan's tracks into linear lanes and detailed tracks.
    /// - Parameters:
    ///   - members: track indices sorted by timing group; `offsets[g] ..< offsets[g + 1]` is group g's.
    ///   - transformOfTrack: −1 for a track whose transform is the same at both ends, else its
    ///     interpolation's index in `transforms`.
    init(tracks: TrackList, members: [Int], offsets: [Int], transformOfTrack: [Int32], transforms: [TransformInterpolation]) {
        let n = tracks.count
        let groupCount = offsets.count - 1
        var slotOfTrack = [Int32](repeating: 0, count: n)
        for (slot, track) in members.enumerated() { slotOfTrack[track] = Int32(slot) }
        var detailOfTrack = [Int32](repeating: -1, count: n)
        var detailed: [Int32] = []
        var detailOffsets = [Int](repeating: 0, count: groupCount + 1)
        var arcs: [Arc] = []
        var arcOffsets = detailOffsets
        var computed: [Computed] = []
        var turns: [PlanarTurn] = []
        var computedOffsets = detailOffsets
        var corrected: [Int] = []
        var correctedOffsets = detailOffsets
        var clips: [Clipped] = []
        var clipOffsets = detailOffsets
        // Allocated for the first track with a clip.
        var clipOfTrack: [Int32] = []
        // The on-screen lanes' scales of the scale-corrected tracks, by slot (0 for none), for the
        // second pass; allocated for the first such track.
        var scalesOfSlot: [SIMD2<Double>] = []
        var groupLanes = [UInt32](repeating: 0, count: groupCount)
        var changed: UInt32 = 0
        let laneCount = Lane.allCases.count
        transformOfTrack.withUnsafeBufferPointer { transformOfTrack in
            transforms.withUnsafeBufferPointer { transforms in
                for g in 0..<groupCount {
                    var differs = SIMDMask<SIMD32<Int64>>(repeating: false)
                    var forced: UInt32 = 0
                    for slot in offsets[g]..<offsets[g + 1] {
                        let i = members[slot]
                        let transformSlot = Int(transformOfTrack[i])
                        let kind = tracks.withEnds(i) { a, b -> TrackKind? in
                            let source = TrackKind.source(of: transformSlot < 0 ? nil : transforms.baseAddress! + transformSlot)
                            guard let kind = TrackKind(tracks.path(i), a, b, source) else { return nil }
                            let va = Lane.values(a, other: b, scales: kind.laneScales(fromEnd: true))
                            let vb = Lane.values(b, other: a, scales: kind.laneScales(fromEnd: false))
                            guard FrameLanes.areSmall(va, vb) else { return nil }
                            differs .|= va .!= vb
                            return kind
                        }
                        guard let kind else {
                            detailOfTrack[i] = Int32(detailed.count)
                            detailed.append(Int32(i))
                            continue
                        }
                        if let clip = kind.clip {
                            if clipOfTrack.isEmpty { clipOfTrack = Array(repeating: -1, count: n) }
                            clipOfTrack[i] = Int32(clips.count)
                            clips.append(Clipped(from: clip.from, to: clip.to))
                        }
                        if kind.control == nil && kind.scales == nil && kind.transform != .computed { continue }
                        forced |= kind.forcedLanes
                        if let control = kind.control { arcs.append(Arc(slot: slot, control: control)) }
                        if kind.transform == .computed {
                            var turn = -1
                            if let planar = PlanarTurn(transforms.baseAddress! + transformSlot) {
                                turn = turns.count
                                turns.append(planar)
                            }
                            computed.append(
                                Computed(slot: slot, track: i, transform: transformSlot, turn: turn, corrected: kind.scales != nil))
                        } else if kind.scales != nil {
                            corrected.append(slot)
                        }
                        if let scales = kind.scales {
                            if scalesOfSlot.isEmpty { scalesOfSlot = Array(repeating: .zero, count: n) }
                            scalesOfSlot[slot] = SIMD2(scales.from, scales.to)
                        }
                    }
                    for lane in 0..<laneCount where differs[lane] { groupLanes[g] |= 1 << lane }
                    groupLanes[g] |= forced
                    changed |= groupLanes[g]
                    detailOffsets[g + 1] = detailed.count
                    arcOffsets[g + 1] = arcs.count
                    computedOffsets[g + 1] = computed.count
                    correctedOffsets[g + 1] = corrected.count
                    clipOffsets[g + 1] = clips.count
                }
            }
        }
        var laneBase = [Int](repeating: -1, count: laneCount)
        var stored: [(lane: Int, base: Int)] = []
        for lane in 0..<laneCount where changed & (1 << lane) != 0 {
            laneBase[lane] = stored.count * n
            stored.append((lane, stored.count * n))
        }
        var from = [Double](repeating: 0, count: stored.count * n)
        var to = [Double](repeating: 0, count: stored.count * n)
        if !stored.isEmpty {
            from.withUnsafeMutableBufferPointer { from in
                to.withUnsafeMutableBufferPointer { to in
                    stored.withUnsafeBufferPointer { stored in
                        for slot in 0..<n where detailOfTrack[members[slot]] < 0 {
                            let scales = scalesOfSlot.isEmpty || scalesOfSlot[slot].x == 0 ? nil : scalesOfSlot[slot]
                            tracks.withEnds(members[slot]) { a, b in
                                let va = Lane.values(a, other: b, scales: scales.map { ($0.x, $0.y) })
                                let vb = Lane.values(b, other: a, scales: scales.map { ($0.y, $0.x) })
                                // Read through pointers: a SIMD vector indexed by a variable costs ~10
                                // instructions a read.
                                withUnsafeBytes(of: va) { va in
                                    withUnsafeBytes(of: vb) { vb in
                                        for (lane, base) in stored {
                                            from[base + slot] = va.load(fromByteOffset: 8 * lane, as: Double.self)
                                            to[base + slot] = vb.load(fromByteOffset: 8 * lane, as: Double.self)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        self.laneBase = laneBase
        self.from = from
        self.to = to
        self.groupLanes = groupLanes
        self.slotOfTrack = slotOfTrack
        self.detailOfTrack = detailOfTrack
        self.detailed = detailed
        self.detailOffsets = detailOffsets
        var detailedEnds: [ViewState] = []
        detailedEnds.reserveCapacity(2 * detailed.count)
        for i in detailed {
            detailedEnds.append(tracks.ends[2 * Int(i)])
            detailedEnds.append(tracks.ends[2 * Int(i) + 1])
        }
        self.detailedEnds = detailedEnds
        self.arcs = arcs
        self.arcOffsets = arcOffsets
        self.computed = computed
        self.computedOffsets = computedOffsets
        self.turns = turns
        self.corrected = corrected
        self.correctedOffsets = correctedOffsets
        self.clips = clips
        self.clipOffsets = clipOffsets
        self.clipOfTrack = clipOfTrack
    }

    /// The index in `clips` of track `index`'s clip, or −1 when it has none (or is detailed).
    @inline(__always)
    func clip(ofTrack index: Int) -> Int { clipOfTrack.isEmpty ? -1 : Int(clipOfTrack[index]) }

    /// Whether every lane value of both ends is at most `largestLinearValue` in magnitude (false
    /// for NaN, which planned states never hold).
    @inline(__always)
    private static func areSmall(_ va: SIMD32<Double>, _ vb: SIMD32<Double>) -> Bool {
        let limit = SIMD32<Double>(repeating: largestLinearValue)
        return all((va .<= limit) .& (va .>= -limit) .& (vb .<= limit) .& (vb .>= -limit))
    }
}
