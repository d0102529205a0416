import Testing

@testable import MatchEngine

@Suite struct RectTests {
    @Test func edgesAndCentreOfANegativeSizeRect() {
        let r = Rect(x: 10, y: 20, width: -30, height: 40)
        #expect(r.minX == -20)
        #expect(r.maxX == 10)
        #expect(r.minY == 20)
        #expect(r.maxY == 60)
        #expect(r.center == Point(x: -5, y: 40))
        #expect(r.standardized == Rect(x: -20, y: 20, width: 30, height: 40))
    }

    @Test func containmentCountsMinimumEdgesOnly() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(r.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
        #expect(!r.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
        // Touching each side shares no interior point; overlapping it by a sliver does.
        for (other, overlaps) in [
            (Rect(x: -5, y: 0, width: 5, height: 5), false), (Rect(x: -5, y: 0, width: 5.001, height: 5), true),
            (Rect(x: 0, y: -5, width: 5, height: 5), false), (Rect(x: 0, y: -5, width: 5, height: 5.001), true),
            (Rect(x: 0, y: 10, width: 5, height: 5), false), (Rect(x: 0, y: 9.999, width: 5, height: 5), true),
            (Rect(x: 10, y: 0, width: -5, height: 5), true), (Rect(x: 15, y: 0, width: -5, height: 5), false),
        ] {
            #expect(r.intersects(other) == overlaps, "\(other)")
            #expect(other.intersects(r) == overlaps, "\(other)")
        }
    }

    @Test func unionAndInset() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 20, y: -5, width: 5, height: 5)
        #expect(a.union(b) == Rect(x: 0, y: -5, width: 25, height: 15))
        #expect(a.insetBy(dx: 2, dy: 3) == Rect(x: 2, y: 3, width: 6, height: 4))
        #expect(a.insetBy(dx: 6, dy: 0) == Rect(x: 5, y: 0, width: 0, height: 10))
    }

    @Test func emptinessAndFiniteness() {
        #expect(Rect(x: 0, y: 0, width: 0, height: 10).isEmpty)
        #expect(Rect(x: 0, y: 0, width: .nan, height: 10).isEmpty)
        #expect(!Rect(x: 0, y: 0, width: .nan, height: 10).isFinite)
        #expect(!Rect(x: 0, y: 0, width: 1, height: 1).isEmpty)
    }

    @Test func approximateEqualityIsSeparateFromExactEquality() {
        let a = Rect(x: 0.1 + 0.2, y: 0, width: 1, height: 1)
        let b = Rect(x: 0.3, y: 0, width: 1, height: 1)
        #expect(a != b)
        #expect(a.isApproximatelyEqual(to: b, tolerance: 1e-12))
        #expect(
            !Rect(x: .nan, y: 0, width: 1, height: 1).isApproximatelyEqual(
                to: Rect(x: .nan, y: 0, width: 1, height: 1), tolerance: 1))
    }
}

@Suite struct VectorTests {
    @Test func lengthAvoidsOverflow() {
        #expect(Vector(dx: 3, dy: 4).length == 5)
        #expect(Vector(dx: 3e300, dy: 4e300).length == 5e300)
        #expect(Vector3(x: 2, y: 3, z: 6).length == 7)
        #expect(Point(x: 1, y: 1).distance(to: Point(x: 4, y: 5)) == 5)
    }

    @Test func crossProductIsRightHanded() {
        let x = Vector3(x: 1, y: 0, z: 0)
        let y = Vector3(x: 0, y: 1, z: 0)
        #expect(x.cross(y) == Vector3(x: 0, y: 0, z: 1))
    }
}

@Suite struct ColorTests {
    struct HexCase: Sendable, CustomTestStringConvertible {
        let text: String
        let expected: Color
        var testDescription: String { text }
    }

    // Expected components are byte / 255, worked out by hand (0x80 = 128, 0xCC = 204, 0x33 = 51).
    @Test(arguments: [
        HexCase(text: "#000", expected: Color(red: 0, green: 0, blue: 0)),
        HexCase(text: "fff", expected: Color(red: 1, green: 1, blue: 1)),
        HexCase(text: "#c3f8", expected: Color(red: 204 / 255, green: 51 / 255, blue: 1, alpha: 136 / 255)),
        HexCase(text: "#FF8000", expected: Color(red: 1, green: 128 / 255, blue: 0)),
        HexCase(text: "00ff0080", expected: Color(red: 0, green: 1, blue: 0, alpha: 128 / 255)),
        HexCase(text: "#aBcDeF", expected: Color(red: 171 / 255, green: 205 / 255, blue: 239 / 255)),
    ])
    func parsesEveryForm(_ c: HexCase) throws {
        #expect(try Color(hex: c.text) == c.expected)
    }

    struct BadHex: Sendable, CustomTestStringConvertible {
        let text: String
        let error: ColorParseError
        var testDescription: String { "\"\(text)\"" }
    }

    @Test(arguments: [
        BadHex(text: "", error: .empty),
        BadHex(text: "#", error: .empty),
        BadHex(text: "#12", error: .invalidLength(digits: 2)),
        BadHex(text: "#12345", error: .invalidLength(digits: 5)),
        BadHex(text: "#123456789", error: .invalidLength(digits: 9)),
        BadHex(text: "#12G", error: .invalidCharacter("G", offset: 3)),
        BadHex(text: " #123", error: .invalidCharacter(" ", offset: 0)),
        BadHex(text: "##123", error: .invalidCharacter("#", offset: 1)),
        BadHex(text: "#12é", error: .invalidCharacter("é", offset: 3)),
    ])
    func rejectsBadInputWithATypedError(_ bad: BadHex) {
        #expect(throws: bad.error) { try Color(hex: bad.text) }
    }

    @Test func hexStringRoundTripsBytes() throws {
        #expect(try Color(hex: "#12AB34CD").hexString == "#12AB34CD")
        #expect(Color(red: 2, green: -1, blue: .nan, alpha: 0.5).hexString == "#FF000080")
    }
}

@Suite struct CornerRadiiTests {
    @Test func uniformAndClamped() {
        #expect(CornerRadii(8).isUniform)
        #expect(!CornerRadii(topLeft: 1, topRight: 1, bottomLeft: 2, bottomRight: 1).isUniform)
        let clamped = CornerRadii(topLeft: 100, topRight: -3, bottomLeft: .nan, bottomRight: 10)
            .clamped(toFit: Size(width: 40, height: 30))
        #expect(clamped == CornerRadii(topLeft: 15, topRight: 0, bottomLeft: 0, bottomRight: 10))
        #expect(CornerRadii(4).scaled(by: 0.5) == CornerRadii(2))
    }
}

/// `Vector.length` is inlined with its usual case first and its scaled case apart; it must give
/// the formula's result to the bit for every kind of component.
@Suite struct VectorLengthTests {
    /// The formula as one function: the plain sum of squares when it neither overflows nor
    /// underflows, else scaled by the larger magnitude.
    static func referenceLength(_ v: Vector) -> Double {
        let sum = v.dx * v.dx + v.dy * v.dy
        if sum.isFinite, sum >= 0x1p-968 { return sum.squareRoot() }
        let scale = max(v.dx.magnitude, v.dy.magnitude)
        guard scale > 0, scale.isFinite else { return scale }
        let x = v.dx / scale
        let y = v.dy / scale
        return scale * (x * x + y * y).squareRoot()
    }

    static let components: [Double] = [
        0, -0.0, 1, -3, 4, 1e-200, -1e-200, 0x1p-484, 0x1p-485, .leastNonzeroMagnitude, .leastNormalMagnitude,
        1e200, -1e200, .greatestFiniteMagnitude, .infinity, -.infinity, .nan, 0.1,
    ]

    @Test func everyPairOfAwkwardComponents() {
        var scaled = 0
        for dx in Self.components {
            for dy in Self.components {
                let v = Vector(dx: dx, dy: dy)
                let expected = Self.referenceLength(v)
                #expect(v.length.bitPattern == expected.bitPattern || (v.length.isNaN && expected.isNaN), "\(dx), \(dy)")
                let sum = dx * dx + dy * dy
                if !(sum.isFinite && sum >= 0x1p-968) { scaled += 1 }
            }
        }
        // The scaled case is reached often: zeros, tiny, huge and non-finite components.
        #expect(scaled > 100)
        #expect(Vector(dx: 3e-200, dy: 4e-200).length == 5e-200)
        #expect(Vector(dx: -0.0, dy: 0).length.bitPattern == (0.0).bitPattern)
    }

    @Test func randomComponentsOfEveryMagnitude() {
        var r = SeededGenerator(seed: 162)
        for _ in 0..<20_000 {
            func component() -> Double {
                let magnitude: Double = Double(
                    sign: .plus, exponent: Int.random(in: -1_074...1_023, using: &r), significand: r.double(in: 1...1.999))
                return Bool.random(using: &r) ? magnitude : -magnitude
            }
            let v = Vector(dx: component(), dy: Int.random(in: 0..<4, using: &r) == 0 ? 0 : component())
            #expect(v.length.bitPattern == Self.referenceLength(v).bitPattern)
        }
    }
}
