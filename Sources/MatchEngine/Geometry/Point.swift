/// A location in a two-dimensional coordinate space, in points (UIKit's y axis points down).
public struct Point: Sendable, Hashable, Codable {
    /// The horizontal coordinate, in points.
    public var x: Double
    /// The vertical coordinate, in points; grows downward as in UIKit.
    public var y: Double

    /// Creates a point from its coordinates, in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @usableFromInline package var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point moved by a vector.
    public static func + (point: Point, offset: Vector) -> Point {
        Point(x: point.x + offset.dx, y: point.y + offset.dy)
    }

    /// The point moved against a vector.
    public static func - (point: Point, offset: Vector) -> Point {
        Point(x: point.x - offset.dx, y: point.y - offset.dy)
    }

    /// The vector that leads from `origin` to `point`.
    public static func - (point: Point, origin: Point) -> Vector {
        Vector(dx: point.x - origin.x, dy: point.y - origin.y)
    }

    /// The straight-line distance to another point, in points.
    @inlinable
    package func distance(to other: Point) -> Double {
        (other - self).length
    }
}

extension Point: ComponentwiseApproximatelyEquatable {
    /// x, y, in points.
    package var components: SIMD2<Double> { SIMD2(x, y) }
}

extension Point: CustomStringConvertible {
    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
