// The declared ObjectiveC module: the Swift overlay's declarations Match uses. Never run: every
// body is fatalError(). Sources:
// Selector      https://developer.apple.com/documentation/objectivec/selector
// NSObject: Equatable, Hashable (the overlay's conformances)
//               https://developer.apple.com/documentation/objectivec/nsobject
// objc_getAssociatedObject(_:_:)
//               https://developer.apple.com/documentation/objectivec/1418865-objc_getassociatedobject
// objc_setAssociatedObject(_:_:_:_:)
//               https://developer.apple.com/documentation/objectivec/1418509-objc_setassociatedobject
// objc_AssociationPolicy
//               https://developer.apple.com/documentation/objectivec/objc_associationpolicy
@_exported import ObjCRoot

// ObjCBool and its conversions: the compiler bridges Swift's Bool through these in @objc
// signatures. https://developer.apple.com/documentation/objectivec/objcbool
@frozen public struct ObjCBool: ExpressibleByBooleanLiteral {
    public init(_ value: Bool) { fatalError() }
    public init(booleanLiteral value: Bool) { fatalError() }
    public var boolValue: Bool { fatalError() }
}

public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { fatalError() }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { fatalError() }

@frozen public struct Selector: ExpressibleByStringLiteral, Hashable {
    // The runtime's SEL, as the overlay stores it (the compiler lowers #selector to it).
    @usableFromInline var ptr: OpaquePointer
    public init(_ str: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
}

extension NSObject: @retroactive Equatable, @retroactive Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

public enum objc_AssociationPolicy: UInt {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { fatalError() }

public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    fatalError()
}
