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
/// m41, m42. For those *linear* tracks each such number is a lane. A track stores only its own
/// lanes — those whose two ends differ, and those a pass after the lanes reads or writes
/// (`TrackKind.forcedLanes`); the transform's only when they are read back (a planar track's) —
/// adjacent, in lane order; the tracks follow each other in slot order (the plan's tracks sorted
/// by timing group, `TransitionPlan.members`). So a timing group's values are one run of adjacent
/// doubles, `from + (to − from) × f` over the whole run, which the optimiser vectorises, and a lane
/// a track does not change costs it nothing. A lane a track does not store holds its from-state's
/// value (equal to its to-state's under `==`, but for a computed transform's, which is never read).
/// After the lanes, short per-track passes finish what is not linear (see `TrackKind`): the arcs'
/// centres; any other changing transform (a rotation, a skew, perspective), interpolated as the plan
/// interpolates it; and the corner radius and shadow of a track whose transform scales, which move
/// linearly on screen (on-screen lanes) and are divided by the current scale; and a clip (a
/// circular reveal's), whose rectangle and radius move linearly (`ClipShape.interpolated`) into the
/// frame's clips. Every other track — a shadow with a path, corners of different radii, numbers too
/// large to compute with safely — is *detailed*: blended in full (`ViewState.blend`) into a state
/// of its own, and stores no lanes.
struct FrameLanes: Sendable {
    /// An arc's centre: its slot and its control point (`MotionPath.controlPoint`). Its x and y
    /// lanes are forced (`TrackKind.forcedLanes`), so they are the first two of its slot's values.
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

    /// Where a scale-corrected track's values sit in a frame's values: for the corner radius, the
    /// shadow radius and the shadow offset, its plain lane and its on-screen lane (−1: not stored;
    /// the corners' are forced, the shadow's when the track has a shadow).
    struct ScaleCorrection {
        let cornerRadius: (plain: Int, onScreen: Int)
        let shadowRadius: (plain: Int, onScreen: Int)
        let shadowDX: (plain: Int, onScreen: Int)
        let shadowDY: (plain: Int, onScreen: Int)

        /// The positions of the track whose lanes are `mask`, stored from `base`.
        init(mask: UInt32, base: Int) {
            func pair(_ plain: Lane, _ onScreen: Lane) -> (plain: Int, onScreen: Int) {
                (FrameLanes.address(of: plain, mask: mask, base: base), FrameLanes.address(of: onScreen, mask: mask, base: base))
            }
            cornerRadius = pair(.cornerRadius, .cornerRadiusOnScreen)
            shadowRadius = pair(.shadowRadius, .shadowRadiusOnScreen)
            shadowDX = pair(.shadowDX, .shadowDXOnScreen)
            shadowDY = pair(.shadowDY, .shadowDYOnScreen)
        }
    }

    /// A linear track whose transform is computed each frame (`TrackKind.TransformSource.computed`):
    /// its interpolation's index in `TransitionPlan.transforms` (and the frame's transforms), its
    /// index in `turns` when it only turns in the plane (else −1), and where its corners and shadow
    /// are when they are scale-corrected (else `nil`).
    struct Computed {
        let transform: Int
        let turn: Int
        let correction: ScaleCorrection?
    }

    /// A linear track whose planar scale and translation are on its lanes and whose corners and
    /// shadow are scale-corrected: its slot, where its m11 and m22 are (forced, so stored), and
    /// where its corrected values are.
    struct Corrected {
        let slot: Int
        let m11: Int
        let m22: Int
        let correction: ScaleCorrection
    }

    /// Slot → where its stored values start in `from`, `to` and a frame's values; one entry more
    /// than the slots, so slot k's values are `valueBase[k] ..< valueBase[k + 1]` and timing group
    /// g's are `valueBase[offsets[g]] ..< valueBase[offsets[g + 1]]`.
    let valueBase: [Int]
    /// Slot → a bit per lane it stores (0 for a detailed track).
    let laneMask: [UInt32]
    /// Start and end values of the stored lanes, laid out as `valueBase` says.
    let from: [Double]
    let to: [Double]
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
    /// The linear tracks' arcs, computed transforms and planar scale-corrected tracks, grouped by
    /// timing group as `detailed` is.
    let arcs: [Arc]
    let arcOffsets: [Int]
    let computed: [Computed]
    let computedOffsets: [Int]
    /// The computed transforms that only turn in the plane, as `Computed.turn` indexes them.
    let turns: [PlanarTurn]
    let corrected: [Corrected]
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
        var valueBase = [Int](repeating: 0, count: n + 1)
        var laneMask = [UInt32](repeating: 0, count: n)
        var from: [Double] = []
        var to: [Double] = []
        from.reserveCapacity(4 * n)
        to.reserveCapacity(4 * n)
        var detailOfTrack = [Int32](repeating: -1, count: n)
        var detailed: [Int32] = []
        var detailOffsets = [Int](repeating: 0, count: groupCount + 1)
        var arcs: [Arc] = []
        var arcOffsets = detailOffsets
        var computed: [Computed] = []
        var turns: [PlanarTurn] = []
        var computedOffsets = detailOffsets
        var corrected: [Corrected] = []
        var correctedOffsets = detailOffsets
        var clips: [Clipped] = []
        var clipOffsets = detailOffsets
        // Allocated for the first track with a clip.
        var clipOfTrack: [Int32] = []
        let laneCount = Lane.allCases.count
        transformOfTrack.withUnsafeBufferPointer { transformOfTrack in
            transforms.withUnsafeBufferPointer { transforms in
                for g in 0..<groupCount {
                    for slot in offsets[g]..<offsets[g + 1] {
                        let i = members[slot]
                        let transformSlot = Int(transformOfTrack[i])
                        let base = from.count
                        valueBase[slot] = base
                        let linear = tracks.withEnds(i) { a, b -> (kind: TrackKind, mask: UInt32)? in
                            let source = TrackKind.source(of: transformSlot < 0 ? nil : transforms.baseAddress! + transformSlot)
                            guard let kind = TrackKind(tracks.path(i), a, b, source) else { return nil }
                            let va = Lane.values(a, other: b, scales: kind.laneScales(fromEnd: true))
                            let vb = Lane.values(b, other: a, scales: kind.laneScales(fromEnd: false))
                            guard FrameLanes.areSmall(va, vb) else { return nil }
                            // Read through pointers: a SIMD vector indexed by a variable costs ~10
                            // instructions a read (and folding a lane comparison into bits with the
                            // SIMD operations, unspecialised, ~4 000 a track).
                            let forced = kind.forcedLanes
                            // A computed transform is the frame's own (`transforms`): its entries'
                            // lanes would never be read.
                            let unread = kind.transform == .computed ? TrackKind.transformLanes : 0
                            var mask: UInt32 = 0
                            withUnsafeBytes(of: va) { va in
                                withUnsafeBytes(of: vb) { vb in
                                    for lane in 0..<laneCount {
                                        let x = va.load(fromByteOffset: 8 * lane, as: Double.self)
                                        let y = vb.load(fromByteOffset: 8 * lane, as: Double.self)
                                        let bit: UInt32 = 1 << lane
                                        guard (x != y || forced & bit != 0) && unread & bit == 0 else { continue }
                                        mask |= bit
                                        from.append(x)
                                        to.append(y)
                                    }
                                }
                            }
                            return (kind, mask)
                        }
                        guard let linear else {
                            detailOfTrack[i] = Int32(detailed.count)
                            detailed.append(Int32(i))
                            continue
                        }
                        let (kind, mask) = linear
                        laneMask[slot] = mask
                        if let clip = kind.clip {
                            if clipOfTrack.isEmpty { clipOfTrack = Array(repeating: -1, count: n) }
                            clipOfTrack[i] = Int32(clips.count)
                            clips.append(Clipped(from: clip.from, to: clip.to))
                        }
                        if let control = kind.control {
                            precondition(mask & 0b11 == 0b11, "an arc's centre is the first two of its values")
                            arcs.append(Arc(slot: slot, control: control))
                        }
                        let correction = kind.scales == nil ? nil : ScaleCorrection(mask: mask, base: base)
                        if kind.transform == .computed {
                            var turn = -1
                            if let planar = PlanarTurn(transforms.baseAddress! + transformSlot) {
                                turn = turns.count
                                turns.append(planar)
                            }
                            computed.append(Computed(transform: transformSlot, turn: turn, correction: correction))
                        } else if let correction {
                            let m11 = Self.address(of: .m11, mask: mask, base: base)
                            let m22 = Self.address(of: .m22, mask: mask, base: base)
                            precondition(m11 >= 0 && m22 >= 0, "a corrected planar track stores its scale")
                            corrected.append(Corrected(slot: slot, m11: m11, m22: m22, correction: correction))
                        }
                    }
                    detailOffsets[g + 1] = detailed.count
                    arcOffsets[g + 1] = arcs.count
                    computedOffsets[g + 1] = computed.count
                    correctedOffsets[g + 1] = corrected.count
                    clipOffsets[g + 1] = clips.count
                }
            }
        }
        valueBase[n] = from.count
        self.valueBase = valueBase
        self.laneMask = laneMask
        self.from = from
        self.to = to
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

    /// Where `lane` of the track at `slot` sits in `from`, `to` and a frame's values, or −1 when
    /// the track does not store it (its value is then its from-state's).
    @inline(__always)
    func address(of lane: Lane, slot: Int) -> Int {
        Self.address(of: lane, mask: laneMask[slot], base: valueBase[slot])
    }

    /// Calls `body` with each lane the track at `slot` stores (its raw value) and where the lane
    /// sits, in lane order: the same positions `address(of:slot:)` gives, walked once.
    @inline(__always)
    func forEachStoredLane(ofSlot slot: Int, _ body: (_ lane: Int, _ position: Int) -> Void) {
        var lanes = laneMask[slot]
        var position = valueBase[slot]
        while lanes != 0 {
            body(lanes.trailingZeroBitCount, position)
            lanes &= lanes - 1
            position += 1
        }
    }

    /// Where `lane` sits for a track that stores the lanes `mask` from `base`, or −1: after the
    /// stored lanes before it.
    @inline(__always)
    static func address(of lane: Lane, mask: UInt32, base: Int) -> Int {
        let bit: UInt32 = 1 << lane.rawValue
        return mask & bit == 0 ? -1 : base + (mask & (bit - 1)).nonzeroBitCount
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
