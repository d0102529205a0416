/// A plan's evaluation data in structure-of-arrays form: what `TransitionPlan.evaluate(at:into:)`
/// reads when it fills a `TransitionFrame`. The frame builds it when it is first evaluated for a
/// plan (not the planner: a host that plays keyframes never needs it, and a start of a transition
/// does not pay for it).
///
/// Most tracks change only numbers that move linearly in their progress: on a straight path, the
/// centre, size, alpha, z-position, a uniform corner radius, the background colour (a missing one
/// is the other end's at alpha 0), the content rectangle (a missing one is the whole bounds) and —
/// for a transform that only scales by positive factors and translates in the plane at both ends
/// (`TransformInterpolation.Method.planarScaleAndTranslation`), with square corners, which a
/// changing scale would otherwise correct — its four moving entries m11, m22, m41, m42. For those *linear* tracks each such number is a lane: its
/// start and end values are stored contiguously, lane by lane, in slot order (the plan's tracks
/// sorted by timing group, `TransitionPlan.members`), so a group's lane is one run of
/// `from + (to − from) × f` over adjacent doubles, which the optimiser vectorises. A lane that no
/// linear track changes is not stored at all. Every other track — an arc, any other changing
/// transform (a rotation, a skew, a negative scale, perspective), a scaling view with rounded
/// corners, a clip, a shadow, corners of different radii, numbers too large to subtract safely —
/// is *detailed*: blended in full (`ViewState.blend`) into a state of its own.
struct FrameLanes: Sendable {
    /// The lanes, in storage order.
    enum Lane: Int, CaseIterable {
        case x, y, width, height, alpha, zPosition, cornerRadius, red, green, blue, colourAlpha
        case contentX, contentY, contentWidth, contentHeight
        /// The transform's entries that a planar scale and translation move (read back only for a
        /// track whose transform changes: an unchanged one keeps its own entries, signed zeros included).
        case m11, m22, m41, m42

        /// Every lane's value in the state at `s` (read in place), in lane order: each channel's
        /// `StateChannel.writeLanes` (`writeLanesOfEveryChannel`); the elements after the last lane are 0.
        @inline(__always)
        static func values(_ s: UnsafePointer<ViewState>, other: UnsafePointer<ViewState>) -> SIMD32<Double> {
            var v = SIMD32<Double>()
            StateChannel.writeLanesOfEveryChannel(of: s, other: other, into: &v)
            return v
        }

        /// `values` written back into a copy of the state at `s`: what a linear track's blend gives
        /// when its lanes hold `v` (at fractions other than exactly 0 and 1, where the blend gives
        /// the end states themselves). The transform's lanes are read only when `transformChanges`.
        static func state(
            _ v: SIMD32<Double>, from s: UnsafePointer<ViewState>, other: UnsafePointer<ViewState>, transformChanges: Bool
        ) -> ViewState {
            var state = s.pointee
            StateChannel.readLanesOfEveryChannel(v, into: &state, from: s, other: other, transformChanges: transformChanges)
            return state
        }
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

    /// The largest magnitude a lane value may have for its track to be linear: far from overflow in
    /// `to − from` and in the product with any fraction a timing curve gives.
    static let largestLinearValue = 1e150

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
        var groupLanes = [UInt32](repeating: 0, count: groupCount)
        var changed: UInt32 = 0
        let laneCount = Lane.allCases.count
        transformOfTrack.withUnsafeBufferPointer { transformOfTrack in
            for g in 0..<groupCount {
                var differs = SIMDMask<SIMD32<Int64>>(repeating: false)
                for slot in offsets[g]..<offsets[g + 1] {
                    let i = members[slot]
                    let linear = tracks.withEnds(i) { a, b in
                        let va = Lane.values(a, other: b)
                        let vb = Lane.values(b, other: a)
                        let transformSlot = transformOfTrack[i]
                        guard FrameLanes.isLinear(tracks.path(i), a, b, va, vb),
                            transformSlot < 0 || FrameLanes.scalesLinearly(transforms[Int(transformSlot)], a, b)
                        else { return false }
                        differs .|= va .!= vb
                        return true
                    }
                    if !linear {
                        detailOfTrack[i] = Int32(detailed.count)
                        detailed.append(Int32(i))
                    }
                }
                for lane in 0..<laneCount where differs[lane] { groupLanes[g] |= 1 << lane }
                changed |= groupLanes[g]
                detailOffsets[g + 1] = detailed.count
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
                            tracks.withEnds(members[slot]) { a, b in
                                let va = Lane.values(a, other: b)
                                let vb = Lane.values(b, other: a)
                                for (lane, base) in stored {
                                    from[base + slot] = va[lane]
                                    to[base + slot] = vb[lane]
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
    }

    /// Whether every number that changes between the states at `a` and `b` moves linearly along
    /// `path`, exactly as `ViewState.blend` computes it, with values small enough that the lane
    /// arithmetic cannot overflow (the transform's lane entries included). A changing transform
    /// is checked apart (`scalesLinearly`).
    @inline(__always)
    private static func isLinear(
        _ path: MotionPath, _ a: UnsafePointer<ViewState>, _ b: UnsafePointer<ViewState>, _ va: SIMD32<Double>, _ vb: SIMD32<Double>
    ) -> Bool {
        switch path {
        case .straight: break
        case .arc(let intensity): guard intensity == 0 || !intensity.isFinite else { return false }
        }
        guard StateChannel.everyChannelMovesOnLanes(a, b) else { return false }
        let limit = SIMD32<Double>(repeating: largestLinearValue)
        // Also false for NaN (planned states never hold one).
        return all((va .<= limit) .& (va .>= -limit) .& (vb .<= limit) .& (vb .>= -limit))
    }

    /// Whether a track whose transform changes by `interpolation` still moves linearly: a planar
    /// scale and translation at both ends, and square corners at both ends (`ViewState.blend`
    /// corrects rounded corners for a changing scale, which is not linear; zero radii stay zero).
    @inline(__always)
    private static func scalesLinearly(
        _ interpolation: TransformInterpolation, _ a: UnsafePointer<ViewState>, _ b: UnsafePointer<ViewState>
    ) -> Bool {
        guard case .planarScaleAndTranslation = interpolation.method else { return false }
        return a.pointee.cornerRadii == .zero && b.pointee.cornerRadii == .zero
    }
}
