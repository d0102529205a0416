// The declared CoreGraphics module: the C geometry structs (CoreGraphicsC.h) and the Swift
// overlay's conveniences Match uses. Sources:
// CGFloat (the struct), Double.init(_: CGFloat)
// CGPoint.zero, init(x:y:)        https://developer.apple.com/documentation/corefoundation/cgpoint
// CGSize.zero, init(width:height:) https://developer.apple.com/documentation/corefoundation/cgsize
// CGRect.zero, init(x:y:width:height:), width, height, midX, midY
//                                  https://developer.apple.com/documentation/corefoundation/cgrect
@_exported import CoreGraphicsC

/// https://developer.apple.com/documentation/corefoundation/cgfloat — the Swift struct the C
/// typedef is imported as (the importer maps `CGFloat` to this type, as on Apple platforms).
@frozen public struct CGFloat: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public var native: Double
    public init(_ value: Double) { fatalError() }
    public init(integerLiteral value: Int) { fatalError() }
    public init(floatLiteral value: Double) { fatalError() }
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { fatalError() }
}

extension Double {
    public init(_ value: CGFloat) { fatalError() }
}

extension CGPoint {
    public static var zero: CGPoint { fatalError() }
    public init(x: Double, y: Double) { fatalError() }
}

extension CGSize {
    public static var zero: CGSize { fatalError() }
    public init(width: Double, height: Double) { fatalError() }
}

extension CGRect {
    public static var zero: CGRect { fatalError() }
    public init(x: Double, y: Double, width: Double, height: Double) { fatalError() }
    public var width: CGFloat { fatalError() }
    public var height: CGFloat { fatalError() }
    public var midX: CGFloat { fatalError() }
    public var midY: CGFloat { fatalError() }
}
