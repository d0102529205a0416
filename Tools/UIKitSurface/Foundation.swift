// The declared Foundation module: what Match's debug export uses. Sources:
// TimeInterval  https://developer.apple.com/documentation/foundation/timeinterval
// Data          https://developer.apple.com/documentation/foundation/data
// JSONEncoder   https://developer.apple.com/documentation/foundation/jsonencoder
//               https://developer.apple.com/documentation/foundation/jsonencoder/outputformatting
@_exported import ObjectiveC

public typealias TimeInterval = Double

public struct Data: Hashable, Sendable {
    public init() { fatalError() }
}

open class JSONEncoder {
    public struct OutputFormatting: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static let prettyPrinted = OutputFormatting(rawValue: 1)
        public static let sortedKeys = OutputFormatting(rawValue: 2)
    }

    open var outputFormatting: JSONEncoder.OutputFormatting { get { fatalError() } set { fatalError() } }
    public init() { fatalError() }
    open func encode<T>(_ value: T) throws -> Data where T: Encodable { fatalError() }
}
