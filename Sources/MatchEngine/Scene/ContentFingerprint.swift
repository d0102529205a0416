/// What a view's own content is, as a stable 64-bit hash the host computes: a label's text, text
/// colour and font, an image view's image. Two matched views with different fingerprints look
/// different, so their stand-ins crossfade; equal fingerprints mean the same pixels (see
/// ``Planner/plan(match:source:destination:context:)``). A view without one (`nil`, the default) has unknown content.
///
/// Stable: the same parts combined in the same order give the same value in every process and on
/// every platform (no per-process seed, unlike `Hasher`), so a recording keeps its meaning. Build
/// one by combining the parts that decide the pixels:
///
/// ```swift
/// var f = ContentFingerprint()
/// f.combine("Hello")      // the text
/// f.combine(0xFF0000FF)   // the colour, packed
/// f.combine(17.0)         // the point size
/// ```
public struct ContentFingerprint: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The hash.
    public var rawValue: UInt64

    /// A fingerprint with this hash (as a host that hashes by itself computes it, or as recorded).
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// The fingerprint of no parts yet: combine the content's parts into it.
    package init() {
        rawValue = 0xCBF2_9CE4_8422_2325  // FNV-1a's 64-bit offset basis
    }

    /// The fingerprint of one string's UTF-8 bytes (for a scene file's or a test's named content).
    public init(hashing text: String) {
        self.init()
        combine(text)
    }

    /// The fingerprint of a colour: its four components.
    package init(colour: Color) {
        self.init()
        combine(colour.red)
        combine(colour.green)
        combine(colour.blue)
        combine(colour.alpha)
    }

    /// Mixes in 64 bits (a packed colour, an identifier, a count).
    package mutating func combine(_ value: UInt64) {
        // Each byte as FNV-1a takes it, then a finalising mix so that nearby values spread.
        var v = value
        for _ in 0..<8 {
            rawValue = (rawValue ^ (v & 0xFF)) &* 0x0000_0100_0000_01B3
            v >>= 8
        }
        rawValue ^= rawValue >> 29
    }

    /// Mixes in a number by its bit pattern (0 and −0 count as the same; every NaN as one).
    package mutating func combine(_ value: Double) {
        if value == 0 {
            combine(0 as UInt64)
        } else if value.isNaN {
            combine(Double.nan.bitPattern)
        } else {
            combine(value.bitPattern)
        }
    }

    /// Mixes in a string's UTF-8 bytes and its length (so that "ab" + "c" and "a" + "bc" differ).
    package mutating func combine(_ text: String) {
        var count: UInt64 = 0
        for byte in text.utf8 {
            rawValue = (rawValue ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            count += 1
        }
        combine(count)
    }

    /// Mixes in another fingerprint (or `nil`, which differs from every fingerprint's value).
    package mutating func combine(_ other: ContentFingerprint?) {
        if let other { combine(other.rawValue) } else { combine(0x6E69_6C00 as UInt64) }
    }

    /// The hash as 16 lowercase hexadecimal digits.
    public var description: String {
        let digits = String(rawValue, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Encoded as its 16 hexadecimal digits (a JSON number would lose bits above 2⁵³ in many readers).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decodes the hexadecimal form ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard text.utf8.count <= 16, let value = UInt64(text, radix: 16) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a content fingerprint is up to 16 hexadecimal digits; got \(text)")
        }
        rawValue = value
    }
}
