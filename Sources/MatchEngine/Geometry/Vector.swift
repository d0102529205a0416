/// A displacement or velocity in two dimensions: points, or points per second for velocities.
public struct Vector: Sendable, Hashable, Codable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component; positive is downward as in UIKit.
    public var dy: Double

    /// Creates a vector from its components.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// The Euclidean length, computed without intermediate overflow for large components.
    @inlinable @inline(__always)
    package var length: Double {
        // The plain formula when the sum of squares neither overflows nor loses precision to
        // underflow (the usual case), 0 for the zero vector (a point that does not move);
        // otherwise scaled first. Inlined: bake measures several distances per track.
        let sum = dx * dx + dy * dy
        if sum.isFinite, sum >= 0x1p-968 { return sum.squareRoot() }
        if dx == 0 && dy == 0 { return 0 }
        return scaledLength
    }

    /// `length` for components whose squares overflow or underflow: divided by the larger
    /// magnitude first (that magnitude itself when it is 0, infinite or NaN).
    @usableFromInline
    var scaledLength: Double {
        let scale = max(dx.magnitude, dy.magnitude)
        guard scale > 0, scale.isFinite else { return scale }
        let x = dx / scale
        let y = dy / scale
        return scale * (x * x + y * y).squareRoot()
    }

    /// Whether both components are finite.
    package var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// The sum of two vectors.
    public static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }

    /// The difference of two vectors.
    public static func - (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
    }

    /// The vector scaled by a factor.
    public static func * (vector: Vector, factor: Double) -> Vector {
        Vector(dx: vector.dx * factor, dy: vector.dy * factor)
    }

    /// The vector pointing the other way.
    public static prefix func - (vector: Vector) -> Vector {
        Vector(dx: -vector.dx, dy: -vector.dy)
    }

    /// The dot product.
    package func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }
}

extension Vector: ComponentwiseApproximatelyEquatable {
    /// dx, dy.
    package var components: SIMD2<Double> { SIMD2(dx, dy) }
}
