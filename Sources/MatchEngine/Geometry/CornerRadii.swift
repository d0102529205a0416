/// The radius of each corner of a rounded rectangle, in points, in UIKit's y-down orientation.
public struct CornerRadii: Sendable, Hashable, Codable {
    /// The top-left corner's radius, in points, ≥ 0.
    public var topLeft: Double
    /// The top-right corner's radius, in points, ≥ 0.
    public var topRight: Double
    /// The bottom-left corner's radius, in points, ≥ 0.
    public var bottomLeft: Double
    /// The bottom-right corner's radius, in points, ≥ 0.
    public var bottomRight: Double

    /// Creates radii for each corner, in points.
    public init(topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    /// Creates the same radius on all four corners, in points (`CALayer.cornerRadius`).
    public init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
    }

    /// Square corners.
    public static let zero = CornerRadii(0)

    /// Whether all four corners have the same radius.
    package var isUniform: Bool {
        topLeft == topRight && topLeft == bottomLeft && topLeft == bottomRight
    }

    /// Whether all four radii are finite.
    package var isFinite: Bool { topLeft.isFinite && topRight.isFinite && bottomLeft.isFinite && bottomRight.isFinite }

    /// The largest of the four radii.
    package var maximum: Double { max(max(topLeft, topRight), max(bottomLeft, bottomRight)) }

    /// Every radius multiplied by `factor` (used to undo a scale transform that would squash corners).
    package func scaled(by factor: Double) -> CornerRadii {
        CornerRadii(
            topLeft: topLeft * factor, topRight: topRight * factor,
            bottomLeft: bottomLeft * factor, bottomRight: bottomRight * factor)
    }

    /// The radii as Core Animation draws them in a rectangle of `size`: negative and NaN radii
    /// become 0 and each radius is at most half the shorter side.
    package func clamped(toFit size: Size) -> CornerRadii {
        let limit = max(0, min(size.width.magnitude, size.height.magnitude) / 2)
        func clamp(_ r: Double) -> Double { r > 0 ? min(r, limit) : 0 }
        return CornerRadii(
            topLeft: clamp(topLeft), topRight: clamp(topRight),
            bottomLeft: clamp(bottomLeft), bottomRight: clamp(bottomRight))
    }
}

extension CornerRadii: ComponentwiseApproximatelyEquatable {
    /// The radii, in points: top-left, top-right, bottom-left, bottom-right.
    package var components: SIMD4<Double> { SIMD4(topLeft, topRight, bottomLeft, bottomRight) }
}
