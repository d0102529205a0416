/// A layer's drop shadow, as Core Animation draws it: a blurred copy of an outline, offset and
/// tinted, drawn behind the layer's content.
///
/// The fields are `CALayer`'s five shadow properties, with their units and defaults
/// (developer.apple.com/documentation/quartzcore/calayer/shadowcolor, …/shadowopacity,
/// …/shadowradius, …/shadowoffset, …/shadowpath):
///
/// - `color` is `shadowColor` (default opaque black), sRGB, unpremultiplied;
/// - `opacity` is `shadowOpacity`, 0…1. Core Animation's default is 0 (no shadow); a ``Shadow``
///   value stands for a shadow that is drawn, so capture records none when the opacity is 0;
/// - `radius` is `shadowRadius`, the blur radius in points (≥ 0, default 3);
/// - `offset` is `shadowOffset` in points (default (0, −3): up, in UIKit's y-down coordinates);
/// - `path` is the outline. `CALayer.shadowPath` is any `CGPath`; Match keeps its bounding box,
///   in the view's bounds coordinates measured from the bounds' top-left corner (a bounds origin,
///   as a scroll view has, is not added), and draws it as a rounded rectangle with the view's corner
///   radius. That is exact for the common rectangles and rounded rectangles and an approximation
///   for any other shape. `nil` is Core Animation's default: the shadow follows the alpha of the
///   layer's content.
///
/// Radius, offset and path are in the view's own (untransformed) points, like corner radii: a
/// view scaled by its transform or an ancestor's shows them scaled by the same factor, as Core
/// Animation renders a layer's shadow with the layer.
public struct Shadow: Sendable, Hashable, Codable {
    /// The colour (`CALayer.shadowColor`); its alpha multiplies ``opacity``.
    public var color: Color
    /// The opacity, 0 (transparent) … 1 (opaque) (`CALayer.shadowOpacity`).
    public var opacity: Double
    /// The blur radius, in points, ≥ 0 (`CALayer.shadowRadius`).
    public var radius: Double
    /// The offset of the shadow from the outline, in points; positive `dy` is downward (`CALayer.shadowOffset`).
    public var offset: Vector
    /// The outline's bounding box, in the view's bounds coordinates from its top-left corner, drawn
    /// with the view's corner radius; `nil` for a shadow that follows the content's alpha.
    public var path: Rect?

    /// Creates a shadow. Every default but `opacity` is `CALayer`'s: opaque black, a 3 pt blur,
    /// an offset of (0, −3) pt, and no path (the content's alpha).
    public init(color: Color = .black, opacity: Double, radius: Double = 3, offset: Vector = Vector(dx: 0, dy: -3), path: Rect? = nil) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
        self.path = path
    }

    /// The largest magnitude, in points, that a sanitized shadow's radius, offset and path keep:
    /// 1 000 000 (far beyond any screen; larger values are clamped so later arithmetic cannot overflow).
    package static let maximumExtent = 1_000_000.0

    /// Whether the shadow is drawn at all: an opacity above 0 and a colour that is not transparent.
    package var isVisible: Bool { opacity > 0 && color.alpha > 0 }

    /// Whether every number is finite.
    package var isFinite: Bool {
        color.isFinite && opacity.isFinite && radius.isFinite && offset.isFinite && (path?.isFinite ?? true)
    }

    /// The shadow with bad numbers given a defined meaning, or `nil` when it cannot be drawn
    /// sensibly: a non-finite colour or opacity drops the shadow; the opacity is clamped into 0…1;
    /// a non-finite or negative radius becomes 0; a non-finite offset component becomes 0; a
    /// non-finite path becomes `nil` (the content's alpha) and a negative size is normalised;
    /// radius, offset and path are clamped to ±`maximumExtent`.
    package var sanitized: Shadow? {
        guard color.isFinite, opacity.isFinite else { return nil }
        let m = Shadow.maximumExtent
        func bounded(_ v: Double) -> Double { v.isFinite ? min(max(v, -m), m) : 0 }
        var s = self
        s.opacity = min(max(opacity, 0), 1)
        s.radius = radius > 0 ? bounded(radius) : 0
        s.offset = Vector(dx: bounded(offset.dx), dy: bounded(offset.dy))
        if let p = path {
            if p.isFinite {
                let r = p.standardized
                s.path = Rect(x: bounded(r.origin.x), y: bounded(r.origin.y), width: bounded(r.size.width), height: bounded(r.size.height))
            } else {
                s.path = nil
            }
        }
        return s
    }

    /// The same shadow at another opacity.
    package func withOpacity(_ opacity: Double) -> Shadow {
        var s = self
        s.opacity = opacity
        return s
    }

    /// The outline drawn for a view of `size`: ``path``, or the whole bounds when the shadow follows
    /// the content (the bounds are what a host without the content's pixels can draw).
    package func outline(in size: Size) -> Rect {
        path ?? Rect(origin: .zero, size: size)
    }

    /// The shadow another end shows when this one has none, as Match interpolates a shadow that
    /// appears or disappears: `other` at opacity 0, with radius and offset rescaled by
    /// `screenScale` (the other end's transform scale over this end's, so it looks the same on
    /// screen) and the path carried proportionally from the other end's bounds size to `size`.
    static func transparent(like other: Shadow, screenScale: Double, otherSize: Size, size: Size) -> Shadow {
        var s = other
        s.opacity = 0
        s.radius = other.radius * screenScale
        s.offset = other.offset * screenScale
        if let p = other.path {
            let sx = otherSize.width != 0 ? size.width / otherSize.width : 1
            let sy = otherSize.height != 0 ? size.height / otherSize.height : 1
            s.path = Rect(x: p.origin.x * sx, y: p.origin.y * sy, width: p.size.width * sx, height: p.size.height * sy)
        }
        return s
    }
}

extension Shadow: ApproximatelyEquatable {
    /// Whether colour and opacity are within `tolerance` of `other`'s, and radius, offset and path
    /// within `tolerance` points (both paths `nil`, or both present).
    package func isApproximatelyEqual(to other: Shadow, tolerance: Double) -> Bool {
        guard color.isApproximatelyEqual(to: other.color, tolerance: tolerance),
            opacity.isApproximatelyEqual(to: other.opacity, tolerance: tolerance),
            radius.isApproximatelyEqual(to: other.radius, tolerance: tolerance),
            offset.isApproximatelyEqual(to: other.offset, tolerance: tolerance)
        else { return false }
        switch (path, other.path) {
        case (nil, nil): return true
        case (let a?, let b?): return a.isApproximatelyEqual(to: b, tolerance: tolerance)
        default: return false
        }
    }
}
