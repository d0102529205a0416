/// One animated part of a ``ViewState``: the single list of a state's channels.
///
/// Everything the engine does to a state channel by channel is a fold over `allCases`, each case
/// supplying its own maths in a `switch` without `default`:
/// - interpolation (`blend`; `ViewState.blend` runs it for every channel through
///   `blendEveryChannel`, the fold written out for speed and pinned to it by a test);
/// - the baker's measures: how far apart two states are (`addDifference`, `ViewState.error`), how
///   far an affine track moves (`addExtent`, `TransitionPlan.extent`), how much three samples
///   bend (`addSecondDifference`, `ViewState.secondDifference`);
/// - evaluation's lanes: which lanes carry the channel on a linear track (`lanes`), whether it can
///   move on them (`movesOnLanes`), and its values there (`writeLanes`, `readLanes`), each run for
///   every channel through a fold written out for speed (`…OfEveryChannel`, `everyChannelMovesOnLanes`);
/// - finiteness: `isFinite(in:)`, `needsSanitizing(in:)`, `sanitize`, `repairNonFinite`.
///
/// A new stored property of ``ViewState`` is a new case here; the compiler then names every one of
/// those that must say what the channel does. Three kinds of place list the parts by hand and are pinned
/// to this list by `StateChannelTests`, whose helpers `changed(_:)` and `poisoned(_:)` switch over
/// it: the written-out folds and `StateStore`'s packed form (all for speed; the store reads every
/// channel back as stored, and its `needsSanitizing` sees a non-finite number in every channel)
/// and `HeadlessHost.apply` (it draws every channel; the strict host places its views through the
/// same `applyShape`). MatchUIKit applies a state as `HeadlessHost.apply` does and needs a new
/// channel by hand: no test on Linux can see it draw.
///
/// A channel contributes to two scales: lengths in points (measured against the position
/// tolerance) and colour-like quantities in 0…1 (alpha, colour components, shadow opacity,
/// measured against 1/255). The transform also contributes a rotation angle to `error`.
enum StateChannel: CaseIterable {
    case position, size, transform, alpha, cornerRadii, backgroundColor, clip, zPosition, contentRect, shadow

    /// The differences between `a` and `b` that `ViewState.error(from:tolerance:)` weighs, added to
    /// `worst`; `.infinity` when one has a colour, clip or shadow and the other not.
    @inline(__always)
    func addDifference(_ a: ViewState, _ b: ViewState, to worst: inout ChannelWorst) {
        switch self {
        case .position:
            worst.addPoints(a.position.distance(to: b.position))
        case .size:
            worst.addPoints((a.size.width - b.size.width).magnitude)
            worst.addPoints((a.size.height - b.size.height).magnitude)
        case .transform:
            // The corners always count: with equal transforms a centre error and a size error add up there.
            worst.addCorners(a, b)
            if a.transform != b.transform, let p = a.transform.decomposed(), let q = b.transform.decomposed() {
                worst.angle = 2 * arcCosine(min(1, p.rotation.dot(q.rotation).magnitude)) / (0.5 * pi / 180)
            }
        case .alpha:
            worst.addColour((a.alpha - b.alpha).magnitude)
        case .cornerRadii:
            worst.addPoints((a.cornerRadii.topLeft - b.cornerRadii.topLeft).magnitude)
            worst.addPoints((a.cornerRadii.topRight - b.cornerRadii.topRight).magnitude)
            worst.addPoints((a.cornerRadii.bottomLeft - b.cornerRadii.bottomLeft).magnitude)
            worst.addPoints((a.cornerRadii.bottomRight - b.cornerRadii.bottomRight).magnitude)
        case .backgroundColor:
            switch (a.backgroundColor, b.backgroundColor) {
            case (nil, nil): break
            case (let p?, let q?): worst.addColours(p, q)
            case (_?, nil), (nil, _?): worst.addColour(.infinity)
            }
        case .clip:
            switch (a.clip, b.clip) {
            case (nil, nil): break
            case (let p?, let q?): worst.addClips(p, q)
            case (_?, nil), (nil, _?): worst.addPoints(.infinity)
            }
        case .zPosition:
            break  // the stacking order does not move anything on screen
        case .contentRect:
            if a.contentRect != nil || b.contentRect != nil { worst.addRects(a.contentFrame, b.contentFrame) }
        case .shadow:
            switch (a.shadow, b.shadow) {
            case (nil, nil): break
            case (let p?, let q?):
                let d = Shadow.change(p, q, sizes: (a.size, b.size))
                worst.addPoints(d.points)
                worst.addColour(d.colour)
            case (_?, nil), (nil, _?): worst.addPoints(.infinity)
            }
        }
    }

    /// How far a track from `a` to `b` moves in this channel, added to `worst`, for a track whose
    /// state is affine in its progress: a missing colour counts as the other end's at alpha 0, a
    /// missing clip or content rectangle as the whole bounds, a missing shadow as the other's at
    /// opacity 0 (as `ViewState.blend` treats them).
    @inline(__always)
    func addExtent(_ a: ViewState, _ b: ViewState, to worst: inout ChannelWorst) {
        switch self {
        case .position, .size, .alpha, .cornerRadii, .contentRect:
            addDifference(a, b, to: &worst)
        case .transform:
            // Affine tracks never rotate: only the corners count.
            worst.addCorners(a, b)
        case .backgroundColor:
            if let p = a.backgroundColor ?? b.backgroundColor?.withAlpha(0), let q = b.backgroundColor ?? a.backgroundColor?.withAlpha(0) {
                worst.addColours(p, q)
            }
        case .clip:
            if a.clip != nil || b.clip != nil {
                let p = a.clip ?? ClipShape(rect: Rect(origin: .zero, size: a.size), cornerRadius: 0)
                let q = b.clip ?? ClipShape(rect: Rect(origin: .zero, size: b.size), cornerRadius: 0)
                worst.addClips(p, q)
            }
        case .zPosition:
            break
        case .shadow:
            let d = Shadow.change(a.shadow, b.shadow, sizes: (a.size, b.size))
            worst.addPoints(d.points)
            worst.addColour(d.colour)
        }
    }

    /// This channel's second differences a − 2b + c of three states, added to `worst`: the
    /// curvature estimate of the baker's error bound. Colour, clip and z-position add none; the
    /// corner radii count by their top-left and bottom-right corners.
    @inline(__always)
    func addSecondDifference(_ a: ViewState, _ b: ViewState, _ c: ViewState, to worst: inout ChannelWorst) {
        func d(_ x: Point, _ y: Point, _ z: Point) -> Double {
            let dx = x.x - 2 * y.x + z.x
            let dy = x.y - 2 * y.y + z.y
            return (dx * dx + dy * dy).squareRoot()
        }
        func s(_ x: Double, _ y: Double, _ z: Double) -> Double { (x - 2 * y + z).magnitude }
        switch self {
        case .position:
            worst.addPoints(d(a.position, b.position, c.position))
        case .size:
            worst.addPoints(s(a.size.width, b.size.width, c.size.width))
            worst.addPoints(s(a.size.height, b.size.height, c.size.height))
        case .transform:
            let ca = a.corners
            let cb = b.corners
            let cc = c.corners
            worst.addPoints(d(ca.0, cb.0, cc.0))
            worst.addPoints(d(ca.1, cb.1, cc.1))
            worst.addPoints(d(ca.2, cb.2, cc.2))
            worst.addPoints(d(ca.3, cb.3, cc.3))
        case .alpha:
            worst.addColour(s(a.alpha, b.alpha, c.alpha))
        case .cornerRadii:
            worst.addPoints(s(a.cornerRadii.topLeft, b.cornerRadii.topLeft, c.cornerRadii.topLeft))
            worst.addPoints(s(a.cornerRadii.bottomRight, b.cornerRadii.bottomRight, c.cornerRadii.bottomRight))
        case .backgroundColor, .clip, .zPosition:
            break
        case .contentRect:
            if a.contentRect != nil || b.contentRect != nil || c.contentRect != nil {
                let ra = a.contentFrame
                let rb = b.contentFrame
                let rc = c.contentFrame
                worst.addPoints(s(ra.origin.x, rb.origin.x, rc.origin.x))
                worst.addPoints(s(ra.origin.y, rb.origin.y, rc.origin.y))
                worst.addPoints(s(ra.size.width, rb.size.width, rc.size.width))
                worst.addPoints(s(ra.size.height, rb.size.height, rc.size.height))
            }
        case .shadow:
            guard let model = a.shadow ?? b.shadow ?? c.shadow else { return }
            // A state without a shadow counts as the others' at opacity 0 (as interpolation treats it).
            let modelSize = a.shadow != nil ? a.size : b.shadow != nil ? b.size : c.size
            func filled(_ x: ViewState) -> Shadow {
                x.shadow ?? .transparent(like: model, screenScale: 1, otherSize: modelSize, size: x.size)
            }
            let p = filled(a)
            let q = filled(b)
            let r = filled(c)
            worst.addPoints(s(p.radius, q.radius, r.radius))
            worst.addPoints(s(p.offset.dx, q.offset.dx, r.offset.dx))
            worst.addPoints(s(p.offset.dy, q.offset.dy, r.offset.dy))
            if p.path != nil || q.path != nil || r.path != nil {
                let x = p.outline(in: a.size)
                let y = q.outline(in: b.size)
                let z = r.outline(in: c.size)
                worst.addPoints(s(x.origin.x, y.origin.x, z.origin.x))
                worst.addPoints(s(x.origin.y, y.origin.y, z.origin.y))
                worst.addPoints(s(x.size.width, y.size.width, z.size.width))
                worst.addPoints(s(x.size.height, y.size.height, z.size.height))
            }
            worst.addColour(s(p.opacity, q.opacity, r.opacity))
            worst.addColour(s(p.color.red, q.color.red, r.color.red))
            worst.addColour(s(p.color.green, q.color.green, r.color.green))
            worst.addColour(s(p.color.blue, q.color.blue, r.color.blue))
            worst.addColour(s(p.color.alpha, q.color.alpha, r.color.alpha))
        }
    }
}

/// The largest contributions of a state's channels, per scale: a left fold of `Swift.max`
/// starting from the first value added, so a NaN in the first value of a scale (the position's,
/// the alpha's) carries through to the result and a NaN added later is passed over, as
/// `Swift.max` treats them.
struct ChannelWorst {
    /// The largest length difference, in points (NaN until one is added).
    private(set) var points = Double.nan
    /// The largest colour-like difference, in 0…1 units (NaN until one is added).
    private(set) var colour = Double.nan
    /// The rotation difference in units of 0.5° (0 unless the transform sets it).
    var angle = 0.0
    private var hasPoints = false
    private var hasColour = false

    /// Adds a length difference, in points.
    @inline(__always)
    mutating func addPoints(_ x: Double) {
        points = hasPoints ? Swift.max(points, x) : x
        hasPoints = true
    }

    /// Adds a colour-like difference, in 0…1 units.
    @inline(__always)
    mutating func addColour(_ x: Double) {
        colour = hasColour ? Swift.max(colour, x) : x
        hasColour = true
    }

    /// Adds how far each corner of `a` lies from the same corner of `b`, in points.
    @inline(__always)
    mutating func addCorners(_ a: ViewState, _ b: ViewState) {
        let p = a.corners
        let q = b.corners
        addPoints(p.0.distance(to: q.0))
        addPoints(p.1.distance(to: q.1))
        addPoints(p.2.distance(to: q.2))
        addPoints(p.3.distance(to: q.3))
    }

    /// Adds the differences of two colours' components.
    @inline(__always)
    mutating func addColours(_ p: Color, _ q: Color) {
        addColour((p.red - q.red).magnitude)
        addColour((p.green - q.green).magnitude)
        addColour((p.blue - q.blue).magnitude)
        addColour((p.alpha - q.alpha).magnitude)
    }

    /// Adds the differences of two clips' edges and radii.
    @inline(__always)
    mutating func addClips(_ p: ClipShape, _ q: ClipShape) {
        addPoints((p.rect.minX - q.rect.minX).magnitude)
        addPoints((p.rect.minY - q.rect.minY).magnitude)
        addPoints((p.rect.size.width - q.rect.size.width).magnitude)
        addPoints((p.rect.size.height - q.rect.size.height).magnitude)
        addPoints((p.cornerRadius - q.cornerRadius).magnitude)
    }

    /// Adds the differences of two rectangles' origins and sizes.
    @inline(__always)
    mutating func addRects(_ p: Rect, _ q: Rect) {
        addPoints((p.origin.x - q.origin.x).magnitude)
        addPoints((p.origin.y - q.origin.y).magnitude)
        addPoints((p.size.width - q.size.width).magnitude)
        addPoints((p.size.height - q.size.height).magnitude)
    }
}
