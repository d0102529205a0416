/// Everything about a stand-in that a transition animates, at one instant.
///
/// Geometry is in the transition container's coordinates, as in ``ViewSnapshot``: the stand-in's
/// bounds have `size`, its centre sits at `position`, and `transform` applies about that centre.
public struct ViewState: Sendable, Hashable, Codable {
    /// The centre, in container coordinates (points).
    public var position: Point
    /// The bounds size, in points.
    public var size: Size
    /// The transform about the centre.
    public var transform: Transform3D
    /// The opacity, 0…1.
    public var alpha: Double
    /// The corner radii, in the stand-in's own (untransformed) points.
    public var cornerRadii: CornerRadii
    /// The background colour, or `nil` for none (the stand-in's pixels only).
    public var backgroundColor: Color?
    /// A clip applied to the stand-in, in its bounds coordinates (origin top-left), or `nil` for none.
    public var clip: ClipShape?
    /// The stacking order in the container; higher is in front.
    public var zPosition: Double
    /// Where the stand-in's content (the snapshot's pixels) sits, in the stand-in's bounds
    /// coordinates (origin top-left, points), or `nil` when it fills the bounds (stretched to them).
    /// A stand-in with one flies in a clipping frame the host makes for it; see
    /// ``ResizeMode``. Interpolated linearly, origin and size, so content that keeps one aspect
    /// ratio at both ends keeps it all the way.
    public var contentRect: Rect?
    /// The drop shadow, in the stand-in's own (untransformed) points like the corner radii, or
    /// `nil` for none (see ``Shadow``).
    public var shadow: Shadow?

    /// Creates a state; no content rectangle (the content fills the bounds) and no shadow by default.
    package init(
        position: Point, size: Size, transform: Transform3D = .identity, alpha: Double = 1,
        cornerRadii: CornerRadii = .zero, backgroundColor: Color? = nil, clip: ClipShape? = nil, zPosition: Double = 0,
        contentRect: Rect? = nil, shadow: Shadow? = nil
    ) {
        self.position = position
        self.size = size
        self.transform = transform
        self.alpha = alpha
        self.cornerRadii = cornerRadii
        self.backgroundColor = backgroundColor
        self.clip = clip
        self.zPosition = zPosition
        self.contentRect = contentRect
        self.shadow = shadow
    }

    /// The state of a captured view as it stands.
    package init(_ view: ViewSnapshot) {
        self.init(
            position: view.position, size: view.size, transform: view.transform, alpha: view.effectiveAlpha,
            cornerRadii: view.cornerRadii, backgroundColor: view.backgroundColor, shadow: view.shadow)
    }

    /// The matrix from the stand-in's centred coordinates to the container's.
    package var toContainer: Transform3D { transform.concatenating(.translation(x: position.x, y: position.y)) }

    /// The four corners of the transformed bounds in container coordinates (top-left, top-right,
    /// bottom-left, bottom-right of the untransformed bounds).
    package var corners: (Point, Point, Point, Point) {
        if transform.isIdentity { return Self.untransformedCorners(x: position.x, y: position.y, width: size.width, height: size.height) }
        let w = size.width / 2
        let h = size.height / 2
        let m = toContainer
        return (
            Point(x: -w, y: -h).applying(m), Point(x: w, y: -h).applying(m),
            Point(x: -w, y: h).applying(m), Point(x: w, y: h).applying(m)
        )
    }

    /// The corners (top-left, top-right, bottom-left, bottom-right) of bounds `width` × `height`
    /// centred at (`x`, `y`) under an identity transform: `corners` for such a state, and what the
    /// baker reads from a packed state without unpacking it.
    static func untransformedCorners(x: Double, y: Double, width: Double, height: Double) -> (Point, Point, Point, Point) {
        let w = width / 2
        let h = height / 2
        return (Point(x: x - w, y: y - h), Point(x: x + w, y: y - h), Point(x: x - w, y: y + h), Point(x: x + w, y: y + h))
    }

    /// Whether every number in the state is finite.
    package var isFinite: Bool {
        for channel in StateChannel.allCases where !channel.isFinite(in: self) { return false }
        return true
    }

    /// Whether `sanitized` would change anything: a number is not finite, alpha is outside 0…1, or
    /// the shadow is not already sanitized (`Shadow.sanitized`).
    package var needsSanitizing: Bool { StateChannel.allCases.contains { $0.needsSanitizing(in: self) } }

    /// The state with every non-finite number replaced by a harmless value: NaN positions and
    /// sizes by 0, a non-finite transform by the identity, alpha clamped into 0…1 (NaN → 0),
    /// non-finite radii by 0, a non-finite colour, clip or content rectangle dropped (the content
    /// then fills the bounds), the shadow sanitized (`Shadow.sanitized`). The planner applies this to
    /// every state it emits, so no NaN leaves it.
    package var sanitized: ViewState {
        var s = self
        for channel in StateChannel.allCases { channel.sanitize(&s) }
        return s
    }
}

/// A rounded-rectangle clip (a circle when the radius is half of a square's side).
public struct ClipShape: Sendable, Hashable, Codable {
    /// The clip rectangle, in the clipped view's bounds coordinates.
    public var rect: Rect
    /// The corner radius, in points.
    public var cornerRadius: Double

    /// Creates a clip.
    public init(rect: Rect, cornerRadius: Double) {
        self.rect = rect
        self.cornerRadius = cornerRadius
    }

    /// A circle of `radius` points around `center`.
    package static func circle(center: Point, radius: Double) -> ClipShape {
        ClipShape(rect: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius), cornerRadius: radius)
    }

    /// Whether every number is finite.
    package var isFinite: Bool { rect.isFinite && cornerRadius.isFinite }

    /// The clip a state of size `size` without one blends from or to: its whole bounds, square
    /// corners (`StateChannel.blend`).
    package static func wholeBounds(of size: Size) -> ClipShape {
        ClipShape(rect: Rect(origin: .zero, size: size), cornerRadius: 0)
    }
}

extension ClipShape: Interpolatable {
    /// Rectangle and radius interpolated linearly (a circle stays a circle).
    package func interpolated(to other: ClipShape, fraction: Double) -> ClipShape {
        ClipShape(
            rect: rect.interpolated(to: other.rect, fraction: fraction),
            cornerRadius: cornerRadius.interpolated(to: other.cornerRadius, fraction: fraction))
    }
}
