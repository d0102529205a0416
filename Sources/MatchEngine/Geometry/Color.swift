/// A colour as sRGB red, green, blue and alpha components, each nominally in 0…1.
///
/// Components are not premultiplied by alpha. Values outside 0…1 are kept (a spring overshooting
/// a colour change produces them); a renderer clamps them for display.
public struct Color: Sendable, Hashable, Codable {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// Creates a colour from sRGB components in 0…1; `alpha` defaults to 1 (opaque).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Transparent black, the colour of a view without a background colour.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// The same colour with every component clamped into 0…1; NaN components become 0.
    package var clamped: Color {
        func clamp(_ value: Double) -> Double { value >= 0 ? min(value, 1) : 0 }
        return Color(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }

    /// Whether every component is finite.
    package var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }

    /// The colour with its alpha replaced, 0…1.
    package func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#RRGGBBAA` for the clamped colour, each component rounded to the nearest of 0…255.
    package var hexString: String {
        let digits: [Character] = Array("0123456789ABCDEF")
        var result = "#"
        let c = clamped
        for component in [c.red, c.green, c.blue, c.alpha] {
            let byte = Int((component * 255).rounded())
            result.append(digits[byte >> 4])
            result.append(digits[byte & 0xF])
        }
        return result
    }
}

/// Why a string is not an sRGB hex colour.
package enum ColorParseError: Error, Sendable, Hashable {
    /// The string has no hex digits at all (it is empty, or only `#`).
    case empty
    /// The number of hex digits is not 3 (`RGB`), 4 (`RGBA`), 6 (`RRGGBB`) or 8 (`RRGGBBAA`).
    case invalidLength(digits: Int)
    /// A character that is not a hex digit, with its offset in characters from the start of the string.
    case invalidCharacter(Character, offset: Int)
}

extension Color {
    /// Parses an sRGB hex colour: `RGB`, `RGBA`, `RRGGBB` or `RRGGBBAA`, with or without a leading `#`,
    /// digits in either case. Leading or trailing white space is not accepted.
    ///
    /// - Throws: `ColorParseError` naming what is wrong; nothing is guessed.
    package init(hex: String) throws(ColorParseError) {
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(8)
        for (offset, character) in hex.enumerated() {
            if offset == 0 && character == "#" { continue }
            guard let ascii = character.asciiValue, let nibble = Color.nibble(ascii) else {
                throw .invalidCharacter(character, offset: offset)
            }
            nibbles.append(nibble)
        }
        func component(_ index: Int, width: Int) -> Double {
            width == 1
                ? Double(nibbles[index] * 17) / 255
                : Double(nibbles[2 * index] << 4 | nibbles[2 * index + 1]) / 255
        }
        switch nibbles.count {
        case 0:
            throw .empty
        case 3, 4:
            self.init(
                red: component(0, width: 1), green: component(1, width: 1), blue: component(2, width: 1),
                alpha: nibbles.count == 4 ? component(3, width: 1) : 1)
        case 6, 8:
            self.init(
                red: component(0, width: 2), green: component(1, width: 2), blue: component(2, width: 2),
                alpha: nibbles.count == 8 ? component(3, width: 2) : 1)
        default:
            throw .invalidLength(digits: nibbles.count)
        }
    }

    private static func nibble(_ ascii: UInt8) -> UInt8? {
        switch ascii {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): ascii - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): ascii - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): ascii - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension Color: ComponentwiseApproximatelyEquatable {
    /// Red, green, blue and alpha.
    package var components: SIMD4<Double> { SIMD4(red, green, blue, alpha) }
}
