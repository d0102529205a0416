import MatchEngine

/// Number formatting for SVG and HTML output: two decimals, no exponent, no negative zero, so the
/// same plan always prints the same text on every platform (golden files depend on it).
enum Format {
    static func number(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        // Beyond 1e15 two decimals are meaningless and Int64 would overflow: the shortest exact form.
        guard x.magnitude < 1e15 else { return x.rounded().description }
        let scaled = (x * 100).rounded()
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = Int64(scaled.magnitude)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        var text = (negative ? "-" : "") + String(whole)
        if fraction != 0 {
            text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
        }
        return text
    }

    /// `x` rounded to `decimals` decimal places (0…6) and printed without trailing zeros, no
    /// exponent and no negative zero; non-finite numbers print as 0. `number(_:)` is this with two.
    static func number(_ x: Double, decimals: Int) -> String {
        let digits = max(0, min(6, decimals))
        guard x.isFinite else { return "0" }
        let unit = [1.0, 10, 100, 1_000, 10_000, 100_000, 1_000_000][digits]
        guard (x * unit).magnitude < 9e15 else { return x.rounded().description }
        let scaled = (x * unit).rounded()
        if scaled == 0 { return "0" }
        let magnitude = Int64(scaled.magnitude)
        let whole = magnitude / Int64(unit)
        var fraction = digits == 0 ? "" : String(magnitude % Int64(unit))
        fraction = String(repeating: "0", count: digits - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (scaled < 0 ? "-" : "") + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `x` rounded to `decimals` decimal places, as a number: what `number(_:decimals:)` prints.
    static func rounded(_ x: Double, decimals: Int) -> Double {
        let unit = [1.0, 10, 100, 1_000, 10_000, 100_000, 1_000_000][max(0, min(6, decimals))]
        guard x.isFinite, (x * unit).magnitude < 9e15 else { return x.isFinite ? x.rounded() : 0 }
        return (x * unit).rounded() / unit
    }

    /// A number printed exactly: the shortest text that reads back as the same `Double` (integers
    /// without a fraction), so data handed to the inspector's script is not rounded. Non-finite
    /// numbers print as 0 (JSON has none).
    static func exact(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        if x == 0 { return "0" }
        if x == x.rounded(), x.magnitude < 1e15 { return String(Int64(x)) }
        return x.description
    }

    /// A count with its thousands separated by spaces, as in "1 504".
    static func count(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += " " }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }

    /// Escapes text for XML and HTML.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// `#RRGGBB` for a colour, ignoring alpha (SVG takes opacity separately).
    static func rgb(_ c: Color) -> String { String(c.clamped.hexString.prefix(7)) }
}
