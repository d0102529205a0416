extension StateChannel {
    /// The lanes that carry this channel on a linear track, in storage order; empty for a channel
    /// whose presence at either end makes the track detailed (`movesOnLanes`). The corner radii's
    /// one lane carries them when all four are equal (uneven radii make the track detailed). The
    /// on-screen lanes carry the scale-corrected values' numerators (`FrameLanes.Lane`). Every lane
    /// carries exactly one channel.
    var lanes: [FrameLanes.Lane] {
        switch self {
        case .position: [.x, .y]
        case .size: [.width, .height]
        case .transform: [.m11, .m22, .m41, .m42]
        case .alpha: [.alpha]
        case .cornerRadii: [.cornerRadius, .cornerRadiusOnScreen]
        case .backgroundColor: [.red, .green, .blue, .colourAlpha]
        case .clip: []
        case .shadow:
            [
                .shadowOpacity, .shadowRadius, .shadowDX, .shadowDY, .shadowRed, .shadowGreen, .shadowBlue, .shadowAlpha,
                .shadowRadiusOnScreen, .shadowDXOnScreen, .shadowDYOnScreen,
            ]
        case .zPosition: [.zPosition]
        case .contentRect: [.contentX, .contentY, .contentWidth, .contentHeight]
        }
    }

    /// Whether this channel of a track from the state at `a` to the state at `b` can move on its
    /// lanes, linearly as `StateChannel.blend` moves it on a straight path (scale-corrected values
    /// after `FrameLanes.correct`): not for a shadow with a path, nor uneven corners. The clip has
    /// no lanes: it moves in its own pass (`FrameLanes.clips`), decided with the transform and the
    /// path apart (`FrameLanes.TrackKind`).
    @inline(__always)
    func movesOnLanes(_ a: UnsafePointer<ViewState>, _ b: UnsafePointer<ViewState>) -> Bool {
        switch self {
        case .position, .size, .transform, .alpha, .backgroundColor, .zPosition, .contentRect: true
        case .cornerRadii:
            a.pointee.cornerRadii == CornerRadii(a.pointee.cornerRadii.topLeft)
                && b.pointee.cornerRadii == CornerRadii(b.pointee.cornerRadii.topLeft)
        case .clip: true
        case .shadow: a.pointee.shadow?.path == nil && b.pointee.shadow?.path == nil
        }
    }

    /// Writes this channel of the state at `s` into its lanes of `v`, with what `blend` puts in
    /// place of a missing colour, content rectangle or shadow when `other` has one (0 when neither
    /// has). `scales`, when the track's corners and shadow are scale-corrected, are the transform
    /// area scales of `s` and of `other` (`ChannelBlend.scales`): the on-screen lanes then hold the
    /// corner radius, shadow radius and offset times `s`'s scale, a missing shadow being the other's
    /// at opacity 0 as it looks on screen (`Shadow.blend`); without them they hold 0.
    @inline(__always)
    func writeLanes(
        of s: UnsafePointer<ViewState>, other: UnsafePointer<ViewState>, scales: (own: Double, other: Double)?,
        into v: inout SIMD32<Double>
    ) {
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
            set(.cornerRadiusOnScreen, scales.map { s.pointee.cornerRadii.topLeft * $0.own } ?? 0)
        case .backgroundColor:
            let colour = s.pointee.backgroundColor ?? other.pointee.backgroundColor?.withAlpha(0)
            set(.red, colour?.red ?? 0)
            set(.green, colour?.green ?? 0)
            set(.blue, colour?.blue ?? 0)
            set(.colourAlpha, colour?.alpha ?? 0)
        case .clip:
            break
        case .zPosition:
            set(.zPosition, s.pointee.zPosition)
        case .shadow:
            if s.pointee.shadow != nil {
                // Read in place: a shadow is ~100 bytes.
                set(.shadowOpacity, s.pointee.shadow!.opacity)
                set(.shadowRadius, s.pointee.shadow!.radius)
                set(.shadowDX, s.pointee.shadow!.offset.dx)
                set(.shadowDY, s.pointee.shadow!.offset.dy)
                set(.shadowRed, s.pointee.shadow!.color.red)
                set(.shadowGreen, s.pointee.shadow!.color.green)
                set(.shadowBlue, s.pointee.shadow!.color.blue)
                set(.shadowAlpha, s.pointee.shadow!.color.alpha)
                if let scales {
                    set(.shadowRadiusOnScreen, s.pointee.shadow!.radius * scales.own)
                    set(.shadowDXOnScreen, s.pointee.shadow!.offset.dx * scales.own)
                    set(.shadowDYOnScreen, s.pointee.shadow!.offset.dy * scales.own)
                }
            } else if let model = other.pointee.shadow {
                // As `Shadow.blend` fills a missing end: without scales its screen scale is 1 / 1.
                let plain = Shadow.transparent(like: model, screenScale: 1, otherSize: other.pointee.size, size: s.pointee.size)
                set(.shadowOpacity, plain.opacity)
                set(.shadowRadius, plain.radius)
                set(.shadowDX, plain.offset.dx)
                set(.shadowDY, plain.offset.dy)
                set(.shadowRed, plain.color.red)
                set(.shadowGreen, plain.color.green)
                set(.shadowBlue, plain.color.blue)
                set(.shadowAlpha, plain.color.alpha)
                if let scales {
                    let filled = Shadow.transparent(
                        like: model, screenScale: scales.other / scales.own, otherSize: other.pointee.size, size: s.pointee.size)
                    set(.shadowRadiusOnScreen, filled.radius * scales.own)
                    let offset = filled.offset * scales.own
                    set(.shadowDXOnScreen, offset.dx)
                    set(.shadowDYOnScreen, offset.dy)
                }
            }
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
    /// what a linear track's blend gives when its lanes hold `v` (the on-screen lanes are not read:
    /// `FrameLanes.correct` has written the corrected values into the plain ones). A colour, content
    /// rectangle or shadow is present when either end has one. The transform's lanes are read only
    /// when `transformOnLanes` (a planar scale and translation): an unchanged transform keeps its
    /// own entries, signed zeros included, and a computed one is set by the frame.
    @inline(__always)
    func readLanes(
        _ v: SIMD32<Double>, into state: inout ViewState, from s: UnsafePointer<ViewState>, other: UnsafePointer<ViewState>,
        transformOnLanes: Bool
    ) {
        func get(_ lane: FrameLanes.Lane) -> Double { v[lane.rawValue] }
        switch self {
        case .position:
            state.position = Point(x: get(.x), y: get(.y))
        case .size:
            state.size = Size(width: get(.width), height: get(.height))
        case .transform:
            if transformOnLanes {
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
        case .clip:
            break
        case .zPosition:
            state.zPosition = get(.zPosition)
        case .shadow:
            let hasShadow = s.pointee.shadow != nil || other.pointee.shadow != nil
            state.shadow =
                hasShadow
                ? Shadow(
                    color: Color(red: get(.shadowRed), green: get(.shadowGreen), blue: get(.shadowBlue), alpha: get(.shadowAlpha)),
                    opacity: get(.shadowOpacity), radius: get(.shadowRadius), offset: Vector(dx: get(.shadowDX), dy: get(.shadowDY)))
                : nil
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
    static func writeLanesOfEveryChannel(
        of s: UnsafePointer<ViewState>, other: UnsafePointer<ViewState>, scales: (own: Double, other: Double)?,
        into v: inout SIMD32<Double>
    ) {
        StateChannel.position.writeLanes(of: s, other: other, scales: scales, into: &v)
        StateChannel.size.writeLanes(of: s, other: other, scales: scales, into: &v)
        StateChannel.transform.writeLanes(of: s, other: other, scales: scales, into: &v)
        StateChannel.alpha.writeLanes(of: s, other: other, scales: scales, into: &v)
        StateChannel.cornerRadii.writeLanes(of: s, other: other, scales: scales, into: &v)
        StateChannel.backgroundColor.writeLanes(of: s, other: other, scales: scales, into: &v)
        StateChannel.clip.writeLanes(of: s, other: other, scales: scales, into: &v)
        StateChannel.zPosition.writeLanes(of: s, other: other, scales: scales, into: &v)
        StateChannel.contentRect.writeLanes(of: s, other: other, scales: scales, into: &v)
        StateChannel.shadow.writeLanes(of: s, other: other, scales: scales, into: &v)
    }

    /// `readLanes` of every channel, in `allCases` order, written out as `writeLanesOfEveryChannel`
    /// is, and pinned to the fold the same way.
    @inline(__always)
    static func readLanesOfEveryChannel(
        _ v: SIMD32<Double>, into state: inout ViewState, from s: UnsafePointer<ViewState>, other: UnsafePointer<ViewState>,
        transformOnLanes: Bool
    ) {
        StateChannel.position.readLanes(v, into: &state, from: s, other: other, transformOnLanes: transformOnLanes)
        StateChannel.size.readLanes(v, into: &state, from: s, other: other, transformOnLanes: transformOnLanes)
        StateChannel.transform.readLanes(v, into: &state, from: s, other: other, transformOnLanes: transformOnLanes)
        StateChannel.alpha.readLanes(v, into: &state, from: s, other: other, transformOnLanes: transformOnLanes)
        StateChannel.cornerRadii.readLanes(v, into: &state, from: s, other: other, transformOnLanes: transformOnLanes)
        StateChannel.backgroundColor.readLanes(v, into: &state, from: s, other: other, transformOnLanes: transformOnLanes)
        StateChannel.clip.readLanes(v, into: &state, from: s, other: other, transformOnLanes: transformOnLanes)
        StateChannel.zPosition.readLanes(v, into: &state, from: s, other: other, transformOnLanes: transformOnLanes)
        StateChannel.contentRect.readLanes(v, into: &state, from: s, other: other, transformOnLanes: transformOnLanes)
        StateChannel.shadow.readLanes(v, into: &state, from: s, other: other, transformOnLanes: transformOnLanes)
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
