/// A JSON document parsed with the position of every value, so that errors can say where.
///
/// Foundation's `JSONSerialization` reports no reliable line and column and stops at a nesting
/// depth of a few hundred with a misleading message; this parser follows RFC 8259 exactly
/// (no comments, no trailing commas, no NaN), keeps object members in document order, and
/// reports every problem with its line and column.
struct JSONValue: Sendable {
    /// What the value is.
    indirect enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in document order (duplicate keys are a syntax error, so keys are unique).
        case object([Member])
    }

    /// One `"key": value` of an object.
    struct Member: Sendable {
        let key: String
        /// The UTF-8 offset of the key's opening quote.
        let keyOffset: Int
        let value: JSONValue
    }

    let kind: Kind
    /// The UTF-8 offset of the value's first byte in the document.
    let offset: Int

    /// The JSON type's name for messages: "an object", "a string", …
    var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A line and column in a text, both counted from 1; the column counts characters (Unicode scalars).
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// The column, from 1, in Unicode scalars.
    public let column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location of UTF-8 offset `offset` in `bytes` (offsets past the end give the end).
    init(offset: Int, in bytes: [UInt8]) {
        var line = 1
        var column = 1
        var i = 0
        let end = min(offset, bytes.count)
        while i < end {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1  // the first byte of a scalar, not a continuation byte
            }
            i += 1
        }
        self.init(line: line, column: column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// A JSON syntax error: what is wrong, at which UTF-8 offset.
struct JSONSyntaxError: Error, Sendable {
    let message: String
    let offset: Int
}

/// A recursive-descent JSON parser over UTF-8 bytes.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted. A scene's view tree takes two levels per
    /// view (the view's object and its `children` array), so this allows trees 500 views deep.
    static let maximumDepth = 1_000

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses a whole document: one value, with only whitespace around it.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        // A UTF-8 byte order mark is allowed before the document.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw JSONSyntaxError(message: "unexpected \(parser.describeCurrent()) after the document's value", offset: parser.index)
        }
        return value
    }

    /// `parse(_:)` for an input file: a syntax error becomes a `PreviewInputError` at its line and column.
    static func parseInput(_ bytes: [UInt8]) throws(PreviewInputError) -> JSONValue {
        do {
            return try parse(bytes)
        } catch {
            throw PreviewInputError(error.message, location: SourceLocation(offset: error.offset, in: bytes))
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "\"\(Character(Unicode.Scalar(b)))\"" }
        if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { return "whitespace" }
        return "byte 0x\(String(b, radix: 16, uppercase: true))"
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw JSONSyntaxError(message: "expected a value, found end of file", offset: index) }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), offset: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return JSONValue(kind: .bool(true), offset: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return JSONValue(kind: .bool(false), offset: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return JSONValue(kind: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw JSONSyntaxError(message: "NaN and Infinity are not JSON numbers", offset: start)
        default:
            throw JSONSyntaxError(message: "expected a value, found \(describeCurrent())", offset: start)
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let start = index
        let text = word.withUTF8Buffer { Array($0) }
        guard index + text.count <= bytes.count, Array(bytes[index..<index + text.count]) == text else {
            throw JSONSyntaxError(message: "expected a value, found \(describeCurrent())", offset: start)
        }
        index += text.count
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw JSONSyntaxError(
                message: "nested more than \(Self.maximumDepth) arrays and objects deep (the most this reader accepts)",
                offset: index)
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        if try opensEmpty(closing: "}") { return JSONValue(kind: .object([]), offset: start) }
        var members: [JSONValue.Member] = []
        var seen: Set<String> = []
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                let hint = index < bytes.count && bytes[index] == UInt8(ascii: "}") ? " (a trailing comma is not allowed)" : ""
                throw JSONSyntaxError(message: "expected a key in double quotes, found \(describeCurrent())\(hint)", offset: index)
            }
            let keyOffset = index
            let key = try parseString()
            if !seen.insert(key).inserted { throw JSONSyntaxError(message: "duplicate key \"\(key)\"", offset: keyOffset) }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw JSONSyntaxError(message: "expected \":\" after the key \"\(key)\", found \(describeCurrent())", offset: index)
            }
            index += 1
            skipWhitespace()
            members.append(JSONValue.Member(key: key, keyOffset: keyOffset, value: try parseValue()))
            if try closesAfterItem("}", item: "a member", container: "object", openedAt: start) {
                return JSONValue(kind: .object(members), offset: start)
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        if try opensEmpty(closing: "]") { return JSONValue(kind: .array([]), offset: start) }
        var elements: [JSONValue] = []
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw JSONSyntaxError(message: "expected a value, found \"]\" (a trailing comma is not allowed)", offset: index)
            }
            elements.append(try parseValue())
            if try closesAfterItem("]", item: "an element", container: "array", openedAt: start) {
                return JSONValue(kind: .array(elements), offset: start)
            }
        }
    }

    /// At an object's or array's opening bracket: enters a nesting level and consumes the bracket and
    /// the whitespace after it; when `closing` follows at once, consumes it too and leaves the level
    /// (returns `true`: the container is empty).
    private mutating func opensEmpty(closing: Character) throws(JSONSyntaxError) -> Bool {
        try enter()
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: closing.unicodeScalars.first!) else { return false }
        index += 1
        depth -= 1
        return true
    }

    /// After an object member or array element: consumes a `,` (returns `false`: another item
    /// follows) or the closing bracket (returns `true`, leaving the nesting level), else throws
    /// naming what was expected.
    private mutating func closesAfterItem(
        _ closing: Character, item: String, container: String, openedAt start: Int
    ) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else {
            throw JSONSyntaxError(
                message: "expected \",\" or \"\(closing)\", found end of file (the \(container) opened here is not closed)", offset: start)
        }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return false
        }
        if bytes[index] == UInt8(ascii: closing.unicodeScalars.first!) {
            index += 1
            depth -= 1
            return true
        }
        throw JSONSyntaxError(message: "expected \",\" or \"\(closing)\" after \(item), found \(describeCurrent())", offset: index)
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        if integerDigits == 0 { throw JSONSyntaxError(message: "expected a digit after \"-\"", offset: index) }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw JSONSyntaxError(message: "a number cannot start with 0 (write 7, not 07)", offset: integerStart)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits() == 0 { throw JSONSyntaxError(message: "expected a digit after the decimal point", offset: index) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits() == 0 { throw JSONSyntaxError(message: "expected a digit in the exponent", offset: index) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(message: "the number \(text) is too large", offset: start)
        }
        return JSONValue(kind: .number(value), offset: start)
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw JSONSyntaxError(message: "expected four hex digits after \\u", offset: index) }
        var v: UInt32 = 0
        for k in 0..<4 {
            let b = bytes[index + k]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw JSONSyntaxError(message: "expected four hex digits after \\u", offset: index + k)
            }
            v = v * 16 + d
        }
        index += 4
        return v
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else {
                throw JSONSyntaxError(message: "unterminated string (the string starts here)", offset: start)
            }
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                // Invalid UTF-8 in the input is an error, not silently replaced (decoding repairs
                // invalid sequences, so a repaired string differs from the bytes).
                let s = String(decoding: out, as: UTF8.self)
                guard s.utf8.elementsEqual(out) else {
                    throw JSONSyntaxError(message: "the string is not valid UTF-8", offset: start)
                }
                return s
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else {
                    throw JSONSyntaxError(message: "unterminated string (the string starts here)", offset: start)
                }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    let escapeStart = index - 2
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw JSONSyntaxError(message: "a high surrogate \\u escape must be followed by a low one", offset: escapeStart)
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw JSONSyntaxError(message: "a high surrogate \\u escape must be followed by a low one", offset: escapeStart)
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let u = Unicode.Scalar(scalar) else {
                        throw JSONSyntaxError(message: "a lone surrogate \\u escape is not a character", offset: escapeStart)
                    }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default:
                    throw JSONSyntaxError(message: "unknown escape \\\(Character(Unicode.Scalar(e)))", offset: index - 2)
                }
            case 0x00..<0x20:
                throw JSONSyntaxError(message: "a control character (such as a line break) must be escaped inside a string", offset: index)
            default:
                out.append(b)
                index += 1
            }
        }
    }
}
