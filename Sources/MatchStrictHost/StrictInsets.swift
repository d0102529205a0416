/// Edge insets in points (`UIEdgeInsets`), for a view's safe area.
public struct StrictInsets: Hashable, Sendable {
    /// The top inset, in points.
    public var top: Double
    /// The left inset, in points.
    public var left: Double
    /// The bottom inset, in points.
    public var bottom: Double
    /// The right inset, in points.
    public var right: Double

    /// No inset on any edge.
    public static let zero = StrictInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Insets of `top`, `left`, `bottom` and `right` points (each 0 by default).
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
