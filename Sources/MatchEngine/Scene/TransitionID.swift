/// The shared tag that pairs a view in the source screen with a view in the destination screen.
///
/// Two views are matched when their IDs are equal (exact, case-sensitive string comparison).
/// An empty ID is representable but never matches; the matcher reports it.
public struct TransitionID: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The tag's text.
    public let rawValue: String

    /// Creates an ID from its text.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an ID from a string literal: `view.transitionID = "avatar-42"`.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Whether the text is empty (such an ID never matches).
    package var isEmpty: Bool { rawValue.isEmpty }

    /// The tag's text.
    public var description: String { rawValue }

    /// Encodes as a bare string.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }

    /// Decodes from a bare string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }
}
