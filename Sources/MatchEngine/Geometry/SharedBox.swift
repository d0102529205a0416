/// An immutable value kept out of line, for what few records have (a 3-D transform, a sublayer
/// transform, a shadow): the record holds 8 bytes instead of the value, and copies of it share the
/// box. Equal, and hashed, as the value it holds; coded as the value itself.
@usableFromInline
final class SharedBox<Value: Sendable>: Sendable {
    /// The value.
    @usableFromInline let value: Value

    /// A box holding `value`.
    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}

extension SharedBox: Equatable where Value: Equatable {
    /// Whether the two values are equal (the value's `==`, so a NaN in either makes them differ).
    @inlinable
    static func == (lhs: SharedBox, rhs: SharedBox) -> Bool {
        lhs.value == rhs.value
    }
}

extension SharedBox: Hashable where Value: Hashable {
    /// Hashes the value.
    @inlinable
    func hash(into hasher: inout Hasher) {
        value.hash(into: &hasher)
    }
}

extension SharedBox: Encodable where Value: Encodable {
    /// Encodes the value, as it encodes itself.
    @usableFromInline
    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}

extension SharedBox: Decodable where Value: Decodable {
    /// Decodes a value, as it decodes itself, and boxes it.
    @usableFromInline
    convenience init(from decoder: any Decoder) throws {
        self.init(try Value(from: decoder))
    }
}
