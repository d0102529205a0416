extension StateChannel {
    /// The lanes that carry this channel on a linear track, in storage order; empty for a channel
    /// whose presence at either end makes the track detailed (`movesOnLanes`). The corner radii's
    /// one lane carries them when all four are equal (uneven radii make the track detailed). Every
    /// lane carries exactly one channel.
    var lanes: [FrameLanes.Lane] {
        switch self {
        case .position: [.x, .y]
        case .size: [.width, .height]
        case .transform: [.m11, .m22, .m41, .m42]
        case .alpha: [.alpha]
        case .cornerRadii: [.cornerRadius]
        case .backgroundColor: [.red, .green, .blue, .colourAlpha]
        case .clip, .shadow: []
        case .zPosition: [.zPosition]
        case .contentRect: [.contentX, .contentY, .contentWidth, .contentHeight]
        }
    }

    /// Whether this channel of a track from the state at `a` to the state at `b` can move on its
    /// lanes, linearly as `StateChannel.blend` moves it on a straight path: not for a clip or a
    /// shadow at either end, nor for uneven corners. The transform is decided apart
    /// (`FrameLanes.scalesLinearly`): an unchanged one keeps its own entries.
    @inline(__always)
    func movesOnLanes(_ a: UnsafePointer<ViewState>, _ b: UnsafePointer<ViewState>) -> Bool {
        switch self {
        case .position, .size, .transform, .alpha, .backgroundColor, .zPosition, .contentRect: true
        case .cornerRadii:
            a.pointee.cornerRadii == CornerRadii(a.pointee.cornerRadii.topLeft)
                && b.pointee.cornerRadii == CornerRadii(b.pointee.cornerRadii.topLeft)
        case .clip: a.pointee.clip == nil && b.pointee.clip == nil
        case .shadow: a.pointee.shadow == nil && b.pointee.shadow == nil
        }
    }

    /// Writes this channel of the state at `s` into its lanes of `v`, with what `blend` puts in
    /// place of a missing colour or content rectangle when `other` has one (0 when neither has).
    @inline(__always)
    func writeLanes(of s: UnsafePointer<ViewState>, other: UnsafePointer<ViewState>, into v: inout SIMD32<Double>) {
        func set(_ lane: FrameLanes.Lane, _ value: Double) { v[lane.rawValue] = value }
        switch self {
        case .position:
            set(.x, s.pointee.position.x)
            set(.y, s.pointee.position.y)
        case .size:
            set(.width, s.pointee.size.width)
            set(.height, s.pointee.size.height)
        case .transform:
            set(.m11, s.pointee.transform.m11)
            set(.m22, s.pointee.transform.m22)
            set(.m41, s.pointee.transform.m41)
            set(.m42, s.pointee.transform.m42)
        case .alpha:
            set(.alpha, s.pointee.alpha)
        case .cornerRadii:
            set(.cornerRadius, s.pointee.cornerRadii.topLeft)
        case .backgroundColor:
            let colour = s.pointee.backgroundColor ?? other.pointee.backgroundColor?.withAlpha(0)
            set(.red, colour?.red ?? 0)
            set(.green, colour?.green ?? 0)
            set(.blue, colour?.blue ?? 0)
            set(.colourAlpha, colour?.alpha ?? 0)
        case .clip, .shadow:
            break
        case .zPosition:
            set(.zPosition, s.pointee.zPosition)
        case .contentRect:
            let content =
                s.pointee.contentRect ?? (other.pointee.contentRect == nil ? nil : Rect(origin: .zero, size: s.pointee.size))
            set(.contentX, content?.origin.x ?? 0)
            set(.contentY, content?.origin.y ?? 0)
            set(.contentWidth, content?.size.width ?? 0)
            set(.contentHeight, content?.size.height ?? 0)
        }
    }

    /// Reads this channel back from its lanes of `v` into `state`, a copy of the state at `s`:
    /// what a linear track's blend gives when its lanes hold `v`. A colour or content rectangle is
    /// present when either end has one; the transform's lanes are read only when `transformChanges`
    /// (an unchanged transform keeps its own entries, signed zeros included).
    @inline(__always)
    func readLanes(
        _ v: SIMD32<Double>, into state: inout ViewState, from s: UnsafePointer<ViewState>, other: UnsafePointer<ViewState>,
        transformChanges: Bool
    ) {
        func get(_ lane: FrameLanes.Lane) -> Double { v[lane.rawValue] }
        switch self {
        case .position:
            state.position = Point(x: get(.x), y: get(.y))
        case .size:
            state.size = Size(width: get(.width), height: get(.height))
        case .transform:
            if transformChanges {
                state.transform.m11 = get(.m11)
                state.transform.m22 = get(.m22)
                state.transform.m41 = get(.m41)
                state.transform.m42 = get(.m42)
            }
        case .alpha:
            state.alpha = get(.alpha)
        case .cornerRadii:
            state.cornerRadii = CornerRadii(get(.cornerRadius))
        case .backgroundColor:
            let hasColour = s.pointee.backgroundColor != nil || other.pointee.backgroundColor != nil
            state.backgroundColor = hasColour ? Color(red: get(.red), green: get(.green), blue: get(.blue), alpha: get(.colourAlpha)) : nil
        case .clip, .shadow:
            break
        case .zPosition:
            state.zPosition = get(.zPosition)
        case .contentRect:
            let hasContent = s.pointee.contentRect != nil || other.pointee.contentRect != nil
            state.contentRect =
                hasContent ? Rect(x: get(.contentX), y: get(.contentY), width: get(.contentWidth), height: get(.contentHeight)) : nil
        }
    }

    /// `writeLanes` of every channel, in `allCases` order, written out: the fold that defines a
    /// state's lane values, unrolled by hand because the optimiser does not unroll it (as a loop,
    /// building a plan's lanes on its first frame took 11–20 % longer: 906 µs against 757 µs for
    /// the mixed scene's 10 000 views). `StateChannelTests` pins it to the fold.
    @inline(__always)
    static func writeLanesOfEveryChannel(of s: UnsafePointer<ViewState>, other: UnsafePointer<ViewState>, into v: inout SIMD32<Double>) {
        StateChannel.position.writeLanes(of: s, other: other, into: &v)
        StateChannel.size.writeLanes(of: s, other: other, into: &v)
        StateChannel.transform.writeLanes(of: s, other: other, into: &v)
        StateChannel.alpha.writeLanes(of: s, other: other, into: &v)
        StateChannel.cornerRadii.writeLanes(of: s, other: other, into: &v)
        StateChannel.backgroundColor.writeLanes(of: s, other: other, into: &v)
        StateChannel.clip.writeLanes(of: s, other: other, into: &v)
        StateChannel.zPosition.writeLanes(of: s, other: other, into: &v)
        StateChannel.contentRect.writeLanes(of: s, other: other, into: &v)
        StateChannel.shadow.writeLanes(of: s, other: other, into: &v)
    }

    /// `readLanes` of every channel, in `allCases` order, written out as `writeLanesOfEveryChannel`
    /// is, and pinned to the fold the same way.
    @inline(__always)
    static func readLanesOfEveryChannel(
        _ v: SIMD32<Double>, into state: inout ViewState, from s: UnsafePointer<ViewState>, other: UnsafePointer<ViewState>,
        transformChanges: Bool
    ) {
        StateChannel.position.readLanes(v, into: &state, from: s, other: other, transformChanges: transformChanges)
        StateChannel.size.readLanes(v, into: &state, from: s, other: other, transformChanges: transformChanges)
        StateChannel.transform.readLanes(v, into: &state, from: s, other: other, transformChanges: transformChanges)
        StateChannel.alpha.readLanes(v, into: &state, from: s, other: other, transformChanges: transformChanges)
        StateChannel.cornerRadii.readLanes(v, into: &state, from: s, other: other, transformChanges: transformChanges)
        StateChannel.backgroundColor.readLanes(v, into: &state, from: s, other: other, transformChanges: transformChanges)
        StateChannel.clip.readLanes(v, into: &state, from: s, other: other, transformChanges: transformChanges)
        StateChannel.zPosition.readLanes(v, into: &state, from: s, other: other, transformChanges: transformChanges)
        StateChannel.contentRect.readLanes(v, into: &state, from: s, other: other, transformChanges: transformChanges)
        StateChannel.shadow.readLanes(v, into: &state, from: s, other: other, transformChanges: transformChanges)
    }

    /// `movesOnLanes` of every channel, written out as `writeLanesOfEveryChannel` is, and pinned to
    /// the fold the same way.
    @inline(__always)
    static func everyChannelMovesOnLanes(_ a: UnsafePointer<ViewState>, _ b: UnsafePointer<ViewState>) -> Bool {
        StateChannel.position.movesOnLanes(a, b) && StateChannel.size.movesOnLanes(a, b)
            && StateChannel.transform.movesOnLanes(a, b) && StateChannel.alpha.movesOnLanes(a, b)
            && StateChannel.cornerRadii.movesOnLanes(a, b) && StateChannel.backgroundColor.movesOnLanes(a, b)
            && StateChannel.clip.movesOnLanes(a, b) && StateChannel.zPosition.movesOnLanes(a, b)
            && StateChannel.contentRect.movesOnLanes(a, b) && StateChannel.shadow.movesOnLanes(a, b)
    }
}
