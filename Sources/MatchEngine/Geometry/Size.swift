/// A width and a height, in points.
///
/// Negative values are representable (as in `CGSize`).
public struct Size: Sendable, Hashable, Codable {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// Creates a size, in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both dimensions are finite.
    package var isFinite: Bool { width.isFinite && height.isFinite }

    /// Whether the width or the height is zero (or negative): nothing of such a view is visible.
    package var isEmpty: Bool { !(width > 0 && height > 0) }
}

extension Size: ComponentwiseApproximatelyEquatable {
    /// Width, height, in points.
    package var components: SIMD2<Double> { SIMD2(width, height) }
}
