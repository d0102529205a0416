import Foundation
import Testing

@testable import MatchEngine

/// `PackedTransform` and `BoxedTransform` keep a matrix in fewer bytes; read back they must give
/// every entry's bits, and they must test, compare and hash as the matrix does.
@Suite struct PackedTransformTests {
    typealias Reference = Transform3DIdentityTests

    static func bits(_ t: Transform3D) -> [UInt64] { Reference.entries(t).map(\.bitPattern) }

    /// How a matrix should be packed, decided entry by entry (not through the bit ORs the type
    /// uses): the identity when all sixteen bits are the identity's, affine when the ten entries
    /// a 2-D affine matrix does not use are, else full.
    static func expectedKind(_ t: Transform3D) -> PackedTransform.Kind {
        let e = bits(t)
        let identity = bits(.identity)
        if e == identity { return .identity }
        let affineEntries: Set<Int> = [0, 1, 4, 5, 12, 13]
        return (0..<16).allSatisfy { affineEntries.contains($0) || e[$0] == identity[$0] } ? .affine : .full
    }

    /// Checks one matrix: kind, bit-for-bit read-back, `isIdentity`, the boxed form; returns its kind.
    @discardableResult
    static func check(_ t: Transform3D, _ label: String) -> PackedTransform.Kind {
        let packed = PackedTransform(t)
        let kind = expectedKind(t)
        #expect(packed.kind == kind, "\(label)")
        #expect(bits(packed.matrix) == bits(t), "\(label)")
        #expect(packed.isIdentity == Reference.referenceIsIdentity(t), "\(label)")
        #expect(packed.isExactly2DAffine == (kind != .full), "\(label)")
        #expect((packed.box == nil) == (kind != .full), "\(label)")
        let boxed = BoxedTransform(t)
        #expect(bits(boxed.matrix) == bits(t), "\(label)")
        #expect((boxed.box == nil) == (kind == .identity), "\(label)")
        return kind
    }

    /// Every entry of the identity set to every awkward value (signed zeros, NaNs with payloads,
    /// infinities, subnormals, 1's neighbours), one at a time: 256 matrices.
    @Test func oneEntryAwayFromTheIdentity() {
        var counts: [PackedTransform.Kind: Int] = [:]
        for entry in 0..<16 {
            for value in Reference.awkward {
                var t = Transform3D.identity
                Reference.set(&t, entry: entry, to: value)
                counts[Self.check(t, "entry \(entry) = \(value)"), default: 0] += 1
            }
        }
        // By hand: each entry's own identity value (+0, or 1) keeps the identity (16 matrices);
        // the six affine entries take each of their 15 other values as affine (6 × 15 = 90);
        // the other ten entries make the rest full (10 × 15 = 150).
        #expect(counts[.identity] == 16)
        #expect(counts[.affine] == 90)
        #expect(counts[.full] == 150)
    }

    /// Seeded random matrices of awkward entries, mostly the identity's own, and of random
    /// finite numbers in the affine entries.
    @Test func randomMatrices() {
        var random = SeededGenerator(seed: 2026_11_25)
        var counts: [PackedTransform.Kind: Int] = [:]
        for i in 0..<20_000 {
            var t = Transform3D.identity
            for entry in 0..<16 where Int.random(in: 0..<10, using: &random) == 0 {
                let value =
                    random.bool()
                    ? Reference.awkward.randomElement(using: &random)!
                    : random.double(in: -1e6...1e6)
                Reference.set(&t, entry: entry, to: value)
            }
            counts[Self.check(t, "matrix \(i)"), default: 0] += 1
        }
        // Each kind is reached many times (so the test checks each path, not one).
        #expect(counts.values.allSatisfy { $0 > 1_000 }, "\(counts)")
    }

    /// Equal and hashed as the matrices: −0 equals +0 though packed differently (affine against
    /// identity), NaN never equals itself though its bits do.
    @Test func equalityAndHashingFollowTheMatrix() {
        var minusZero = Transform3D.identity
        minusZero.m12 = -0.0
        #expect(PackedTransform(minusZero).kind == .affine)
        #expect(PackedTransform(minusZero) == PackedTransform(.identity))
        #expect(PackedTransform(minusZero).hashValue == PackedTransform(.identity).hashValue)
        var deepMinusZero = Transform3D.identity
        deepMinusZero.m34 = -0.0
        #expect(PackedTransform(deepMinusZero).kind == .full)
        #expect(PackedTransform(deepMinusZero) == PackedTransform(.identity))
        #expect(PackedTransform(deepMinusZero).hashValue == PackedTransform(.identity).hashValue)
        #expect(BoxedTransform(deepMinusZero) == BoxedTransform(.identity))
        #expect(BoxedTransform(deepMinusZero).hashValue == BoxedTransform(.identity).hashValue)
        var nan = Transform3D.identity
        nan.m41 = .nan
        #expect(PackedTransform(nan) != PackedTransform(nan))
        #expect(BoxedTransform(nan) != BoxedTransform(nan))
        let scale = Transform3D.scale(x: 2, y: 3)
        #expect(PackedTransform(scale) == PackedTransform(scale))
        #expect(PackedTransform(scale) != PackedTransform(.identity))
    }

    /// Encoded exactly as the matrix itself (so records that hold one keep their file format).
    @Test func codesAsTheMatrix() throws {
        let matrices: [Transform3D] = [
            .identity, .translation(x: 3, y: -4), .scale(x: 2, y: 0.5),
            Transform3D.rotation(angle: 0.4, x: 1, y: 0, z: 0).concatenating(.perspective(distance: 300)),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for m in matrices {
            let packed = try encoder.encode(PackedTransform(m))
            #expect(packed == (try encoder.encode(m)))
            let decoded = try JSONDecoder().decode(PackedTransform.self, from: packed)
            #expect(Self.bits(decoded.matrix) == Self.bits(m))
            #expect(decoded.kind == Self.expectedKind(m))
        }
    }

    /// A record's transform and sublayer transform read back bit for bit through their
    /// properties, set either way.
    @Test func recordsKeepTheirTransforms() throws {
        let tilt = Transform3D.rotation(angle: 0.3, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 400))
        var layer = CapturedLayer(
            bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: .zero, transform: tilt,
            sublayerTransform: .perspective(distance: 500))
        #expect(Self.bits(layer.transform) == Self.bits(tilt))
        #expect(Self.bits(layer.sublayerTransform) == Self.bits(.perspective(distance: 500)))
        layer.transform = .scale(x: 2, y: 2)
        layer.sublayerTransform = .identity
        #expect(layer.packedTransform.kind == .affine && layer.boxedSublayerTransform.box == nil)
        #expect(layer.sublayerMatrix == nil)
        #expect(Self.bits(layer.transform) == Self.bits(.scale(x: 2, y: 2)))

        var view = ViewSnapshot(
            parent: -1, depth: 0, subtreeEnd: 1, position: .zero, size: Size(width: 1, height: 1),
            transform: tilt)
        #expect(Self.bits(view.transform) == Self.bits(tilt))
        view.transform.m41 = 7
        #expect(view.transform.m41 == 7 && view.transform.m34 == tilt.m34)
        // Encoded under the key "transform", as the matrix.
        let data = try JSONEncoder().encode(view)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["transform"] != nil && object["packedTransform"] == nil)
        #expect(try JSONDecoder().decode(ViewSnapshot.self, from: data) == view)
    }

    /// A record's shadow, kept boxed, reads back as set, is shared (not copied) with copies of the
    /// record, and is encoded under "shadow" as the shadow itself (absent for none).
    @Test func recordsKeepTheirShadows() throws {
        let shadow = Shadow(
            color: Color(red: 0.2, green: 0.1, blue: 0, alpha: 1), opacity: 0.4, radius: 6,
            offset: Vector(dx: 1, dy: 3), path: Rect(x: 0, y: 0, width: 8, height: 8))
        var view = ViewSnapshot(
            parent: -1, depth: 0, subtreeEnd: 1, position: .zero, size: Size(width: 8, height: 8),
            shadow: shadow)
        #expect(view.shadow == shadow)
        let copy = view
        #expect(copy.boxedShadow === view.boxedShadow)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(view)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let encodedShadow = try #require(object["shadow"] as? [String: Any])
        let expected = try #require(try JSONSerialization.jsonObject(with: try encoder.encode(shadow)) as? [String: Any])
        #expect(Set(encodedShadow.keys) == Set(expected.keys))
        #expect(try JSONDecoder().decode(ViewSnapshot.self, from: data) == view)
        view.shadow = nil
        #expect(view.boxedShadow == nil && copy.shadow == shadow)
        let bare = try #require(try JSONSerialization.jsonObject(with: try encoder.encode(view)) as? [String: Any])
        #expect(bare["shadow"] == nil)

        var layer = CapturedLayer(bounds: Rect(x: 0, y: 0, width: 8, height: 8), position: .zero, shadow: shadow)
        #expect(layer.shadow == shadow)
        // A shadow that draws nothing is recorded as none, set through the initialiser.
        layer = CapturedLayer(bounds: Rect(x: 0, y: 0, width: 8, height: 8), position: .zero, shadow: shadow.withOpacity(0))
        #expect(layer.shadow == nil && layer.boxedShadow == nil)
    }
}
