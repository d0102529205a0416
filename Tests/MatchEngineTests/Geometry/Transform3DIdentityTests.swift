import Testing

@testable import MatchEngine

/// `isIdentity` and `isTranslation` test bit patterns, not sixteen `==`s; they must answer exactly
/// as those `==`s do, for every value a matrix entry can hold.
@Suite struct Transform3DIdentityTests {
    /// Values where a bit test and `==` could part: both zeros, NaNs of either sign and with a
    /// payload, infinities, the smallest subnormal, the neighbours of 1, −1, and the sign bit
    /// alone on 1.
    static let awkward: [Double] = [
        0, -0.0, 1, -1, .nan, -Double.nan, Double(nan: 7, signaling: false), .infinity, -.infinity,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, (1.0).nextUp, (1.0).nextDown, 2, 0.5, .greatestFiniteMagnitude,
    ]

    /// The reference: each entry compared with `==` to the identity's.
    static func entries(_ t: Transform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    static func referenceIsTranslation(_ t: Transform3D) -> Bool {
        let e = entries(t)
        let identity = entries(.identity)
        return (0..<16).allSatisfy { [12, 13, 14].contains($0) || e[$0] == identity[$0] }
    }

    static func referenceIsIdentity(_ t: Transform3D) -> Bool {
        zip(entries(t), entries(.identity)).allSatisfy { $0 == $1 }
    }

    static func set(_ t: inout Transform3D, entry: Int, to value: Double) {
        switch entry {
        case 0: t.m11 = value
        case 1: t.m12 = value
        case 2: t.m13 = value
        case 3: t.m14 = value
        case 4: t.m21 = value
        case 5: t.m22 = value
        case 6: t.m23 = value
        case 7: t.m24 = value
        case 8: t.m31 = value
        case 9: t.m32 = value
        case 10: t.m33 = value
        case 11: t.m34 = value
        case 12: t.m41 = value
        case 13: t.m42 = value
        case 14: t.m43 = value
        default: t.m44 = value
        }
    }

    /// Every entry of the identity set to every awkward value, one at a time (256 matrices).
    @Test func oneEntryAwayFromTheIdentity() {
        var identities = 0
        var translations = 0
        for entry in 0..<16 {
            for value in Self.awkward {
                var t = Transform3D.identity
                Self.set(&t, entry: entry, to: value)
                #expect(t.isIdentity == Self.referenceIsIdentity(t), "entry \(entry) = \(value)")
                #expect(t.isTranslation == Self.referenceIsTranslation(t), "entry \(entry) = \(value)")
                if t.isIdentity { identities += 1 }
                if t.isTranslation { translations += 1 }
            }
        }
        // Worked out by hand: an entry that must be 0 is still the identity's at 0 and −0 (12
        // entries × 2); one that must be 1 only at 1 (4 × 1). A translation is free in m41 m42 m43
        // (3 × 16 values) and bound like the identity in the other 13 (9 × 2 + 4 × 1).
        #expect(identities == 28)
        #expect(translations == 3 * 16 + 9 * 2 + 4)
    }

    /// Seeded random matrices whose entries are drawn from the awkward values, mostly the
    /// identity's own, so that many are identities or translations.
    @Test func randomMatricesOfAwkwardEntries() {
        var random = SeededGenerator(seed: 160)
        var identities = 0
        var translations = 0
        for _ in 0..<20_000 {
            var t = Transform3D.identity
            for entry in 0..<16 where Int.random(in: 0..<8, using: &random) == 0 {
                Self.set(&t, entry: entry, to: Self.awkward.randomElement(using: &random)!)
            }
            #expect(t.isIdentity == Self.referenceIsIdentity(t))
            #expect(t.isTranslation == Self.referenceIsTranslation(t))
            if Self.referenceIsIdentity(t) { identities += 1 }
            if Self.referenceIsTranslation(t) { translations += 1 }
        }
        // Both answers occur often enough for the comparison to mean something.
        #expect(identities > 1_000 && identities < 19_000)
        #expect(translations > identities)
    }

    /// `isExactly2DAffine` (the planner's test for a transform six numbers hold) ORs bit patterns;
    /// the reference compares each unused entry's bits with +0's or 1's, one at a time.
    static func referenceIsExactly2DAffine(_ t: Transform3D) -> Bool {
        let e = entries(t)
        return [2, 3, 6, 7, 8, 9, 11, 14].allSatisfy { e[$0].bitPattern == 0 }
            && e[10].bitPattern == (1.0).bitPattern && e[15].bitPattern == (1.0).bitPattern
    }

    @Test func exactlyAffineAsEachEntrysBitsSay() {
        var affine = 0
        for entry in 0..<16 {
            for value in Self.awkward {
                var t = Transform3D.identity
                Self.set(&t, entry: entry, to: value)
                #expect(t.isExactly2DAffine == Self.referenceIsExactly2DAffine(t), "entry \(entry) = \(value)")
                if t.isExactly2DAffine { affine += 1 }
            }
        }
        // By hand: the six affine entries take any value (6 × 16); each of the eight unused
        // zeros only +0 (8 × 1, −0 has its sign bit); m33 and m44 only 1 (2 × 1).
        #expect(affine == 6 * 16 + 8 + 2)
        var random = SeededGenerator(seed: 161)
        for _ in 0..<20_000 {
            var t = Transform3D.identity
            for entry in 0..<16 where Int.random(in: 0..<6, using: &random) == 0 {
                Self.set(&t, entry: entry, to: Self.awkward.randomElement(using: &random)!)
            }
            #expect(t.isExactly2DAffine == Self.referenceIsExactly2DAffine(t))
        }
    }
}

/// `CompactState.isPlainAndUntransformed` (bake's test for a state it can measure without
/// unpacking) ORs bit patterns; it must answer as `==` to the identity's six affine entries and
/// "no side-table entry" do.
@Suite struct CompactStatePlainTests {
    static func state(_ m: [Double], tables: [Int32]) -> CompactState {
        CompactState(
            x: 1, y: 2, width: 3, height: 4, alpha: 1, zPosition: 0, m11: m[0], m12: m[1], m21: m[2], m22: m[3],
            m41: m[4], m42: m[5], cornerRadius: 0, red: 0, green: 0, blue: 0, colourAlpha: 0,
            transform3D: tables[0], radii: tables[1], clip: tables[2], content: tables[3], shadow: tables[4],
            hasColour: false)
    }

    static func reference(_ s: CompactState) -> Bool {
        s.transform3D < 0 && s.radii < 0 && s.clip < 0 && s.shadow < 0
            && s.m11 == 1 && s.m12 == 0 && s.m21 == 0 && s.m22 == 1 && s.m41 == 0 && s.m42 == 0
    }

    @Test func answersAsTheEntryByEntryTest() {
        let identity: [Double] = [1, 0, 0, 1, 0, 0]
        var plain = 0
        for entry in 0..<6 {
            for value in Transform3DIdentityTests.awkward {
                var m = identity
                m[entry] = value
                let s = Self.state(m, tables: [-1, -1, -1, -1, -1])
                #expect(s.isPlainAndUntransformed == Self.reference(s), "entry \(entry) = \(value)")
                if s.isPlainAndUntransformed { plain += 1 }
            }
        }
        // By hand: each of the four zeros is plain at 0 and −0 (4 × 2), each of the two ones at 1 only.
        #expect(plain == 4 * 2 + 2)
        var random = SeededGenerator(seed: 163)
        var seen = 0
        for _ in 0..<20_000 {
            var m = identity
            for entry in 0..<6 where Int.random(in: 0..<6, using: &random) == 0 {
                m[entry] = Transform3DIdentityTests.awkward.randomElement(using: &random)!
            }
            let tables = (0..<5).map { _ in Int.random(in: 0..<8, using: &random) == 0 ? Int32(Int.random(in: 0...3, using: &random)) : -1 }
            let s = Self.state(m, tables: tables)
            #expect(s.isPlainAndUntransformed == Self.reference(s))
            if Self.reference(s) { seen += 1 }
        }
        #expect(seen > 2_000 && seen < 18_000)
    }
}
