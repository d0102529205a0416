/// Which corners of a view a corner radius rounds (`CACornerMask`).
public struct CornerMask: OptionSet, Sendable, Hashable, Codable {
    /// The mask's bits.
    public let rawValue: UInt8
    /// Creates a mask from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The top-left corner (`layerMinXMinYCorner`).
    public static let topLeft = CornerMask(rawValue: 1)
    /// The top-right corner (`layerMaxXMinYCorner`).
    public static let topRight = CornerMask(rawValue: 2)
    /// The bottom-left corner (`layerMinXMaxYCorner`).
    public static let bottomLeft = CornerMask(rawValue: 4)
    /// The bottom-right corner (`layerMaxXMaxYCorner`).
    public static let bottomRight = CornerMask(rawValue: 8)
    /// All four corners, the default.
    public static let all: CornerMask = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    /// The corners `radii` round (those above 0), for a view that can hold one radius: all four
    /// when none is rounded. With the largest of the radii this draws what the radii draw when the
    /// rounded corners share one radius (what a captured view's corners always do).
    package init(rounding radii: CornerRadii) {
        var mask: CornerMask = []
        if radii.topLeft > 0 { mask.insert(.topLeft) }
        if radii.topRight > 0 { mask.insert(.topRight) }
        if radii.bottomLeft > 0 { mask.insert(.bottomLeft) }
        if radii.bottomRight > 0 { mask.insert(.bottomRight) }
        self = mask.isEmpty ? .all : mask
    }

    /// The radii this mask gives a uniform `radius`.
    package func radii(_ radius: Double) -> CornerRadii {
        CornerRadii(
            topLeft: contains(.topLeft) ? radius : 0, topRight: contains(.topRight) ? radius : 0,
            bottomLeft: contains(.bottomLeft) ? radius : 0, bottomRight: contains(.bottomRight) ? radius : 0)
    }
}
