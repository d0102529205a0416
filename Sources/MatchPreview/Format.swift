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
        let whole = magnitude / 100, fraction = magnitude % 100
        var text = (negative ? "-" : "") + String(whole)
        if fraction != 0 {
            text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
        }
        return text
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
