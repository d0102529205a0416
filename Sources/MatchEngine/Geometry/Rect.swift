/// An axis-aligned rectangle: an origin (its minimum corner when the size is positive) and a size, in points.
public struct Rect: Sendable, Hashable, Codable {
    /// The corner the size is measured from, in points.
    public var origin: Point
    /// The extent from the origin, in points; may be negative, as in `CGRect`.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its origin's coordinates and its size, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x coordinate of the rectangle.
    package var minX: Double { min(origin.x, origin.x + size.width) }
    /// The largest x coordinate of the rectangle.
    package var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The smallest y coordinate of the rectangle.
    package var minY: Double { min(origin.y, origin.y + size.height) }
    /// The largest y coordinate of the rectangle.
    package var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The x coordinate of the centre.
    @usableFromInline package var midX: Double { origin.x + size.width / 2 }
    /// The y coordinate of the centre.
    @usableFromInline package var midY: Double { origin.y + size.height / 2 }
    /// The absolute width.
    public var width: Double { size.width.magnitude }
    /// The absolute height.
    public var height: Double { size.height.magnitude }
    /// The centre point.
    package var center: Point { Point(x: midX, y: midY) }

    /// The same rectangle with a non-negative width and height.
    package var standardized: Rect {
        Rect(x: minX, y: minY, width: width, height: height)
    }

    /// Whether every component is finite.
    package var isFinite: Bool { origin.isFinite && size.isFinite }

    /// Whether the rectangle has no area (a zero or non-finite width or height).
    package var isEmpty: Bool { !(width > 0 && height > 0) }

    /// Whether `point` lies inside, counting the minimum edges and not the maximum ones (as `CGRect`).
    package func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the two rectangles share some area (touching edges do not count).
    package func intersects(_ other: Rect) -> Bool {
        Edges(self).intersects(Edges(other))
    }

    /// The smallest rectangle containing both.
    package func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The rectangle moved by `dx`, `dy` points.
    package func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The standardized rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values grow it). A rectangle shrunk past zero keeps its centre and gets a zero size.
    package func insetBy(dx: Double, dy: Double) -> Rect {
        let r = standardized
        let w = r.width - 2 * dx
        let h = r.height - 2 * dy
        return Rect(
            x: w >= 0 ? r.origin.x + dx : r.midX, y: h >= 0 ? r.origin.y + dy : r.midY,
            width: max(w, 0), height: max(h, 0))
    }
}

extension Rect: ApproximatelyEquatable {
    /// Whether origin and size are within `tolerance` points of `other`'s.
    package func isApproximatelyEqual(to other: Rect, tolerance: Double) -> Bool {
        origin.isApproximatelyEqual(to: other.origin, tolerance: tolerance)
            && size.isApproximatelyEqual(to: other.size, tolerance: tolerance)
    }
}

extension Rect: CustomStringConvertible {
    /// `(x, y, width, height)`.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension Rect {
    /// A rectangle's extreme coordinates, in points: `minX` … `maxY` worked out once, for a
    /// rectangle compared with many others (the matcher's container, with every view).
    struct Edges {
        var minX, maxX, minY, maxY: Double

        init(minX: Double, maxX: Double, minY: Double, maxY: Double) {
            (self.minX, self.maxX, self.minY, self.maxY) = (minX, maxX, minY, maxY)
        }

        init(_ rect: Rect) {
            self.init(minX: rect.minX, maxX: rect.maxX, minY: rect.minY, maxY: rect.maxY)
        }

        /// Whether the two share an interior point (touching edges do not count): `Rect.intersects(_:)`.
        func intersects(_ other: Edges) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }
    }
}
