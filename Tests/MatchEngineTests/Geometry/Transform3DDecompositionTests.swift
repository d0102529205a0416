import Foundation
import Testing

@testable import MatchEngine

@Suite struct Transform3DDecompositionTests {
    @Test func translationScaleAndRotationPartsByHand() throws {
        let t = try #require(Transform3D.translation(x: 10, y: 20, z: 30).decomposed())
        #expect(t.translation == Vector3(x: 10, y: 20, z: 30))
        #expect(t.scale == Vector3(x: 1, y: 1, z: 1))
        #expect(t.rotation == .identity)
        #expect(t.perspective == Vector4(x: 0, y: 0, z: 0, w: 1))

        let s = try #require(Transform3D.scale(x: 2, y: 3, z: 4).decomposed())
        #expect(s.scale == Vector3(x: 2, y: 3, z: 4))
        #expect(s.skew == .zero)

        // 90° about z: q = (0, 0, sin 45°, cos 45°).
        let r = try #require(Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1).decomposed())
        let half = 0.5.squareRoot()
        #expect(r.rotation.isApproximatelyEqual(to: Quaternion(x: 0, y: 0, z: half, w: half), tolerance: 1e-15))
        #expect(r.scale.isApproximatelyEqual(to: Vector3(x: 1, y: 1, z: 1), tolerance: 1e-15))
    }

    @Test func skewIsSeparatedFromScale() throws {
        // [x y] × [1 0; 0.5 1]: the y axis leans by 0.5 into x (an XY shear of 0.5 in CSS's terms).
        let shear = Transform3D(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        let d = try #require(shear.decomposed())
        #expect(d.skew.isApproximatelyEqual(to: Vector3(x: 0.5, y: 0, z: 0), tolerance: 1e-15))
        #expect(d.scale.isApproximatelyEqual(to: Vector3(x: 1, y: 1, z: 1), tolerance: 1e-15))
    }

    @Test func mirroringNegatesOneAxisOnly() throws {
        let flipX = try #require(Transform3D.scale(x: -1, y: 1).decomposed())
        #expect(flipX.scale == Vector3(x: -1, y: 1, z: 1))
        #expect(flipX.rotation == .identity)
        let flipY = try #require(Transform3D.scale(x: 1, y: -2).decomposed())
        #expect(flipY.scale == Vector3(x: 1, y: -2, z: 1))
        #expect(flipY.rotation == .identity)
    }

    @Test func perspectivePartIsTheColumn() throws {
        let p = try #require(Transform3D.perspective(distance: 500).decomposed())
        #expect(p.perspective == Vector4(x: 0, y: 0, z: -1.0 / 500, w: 1))
    }

    @Test func singularAndNonFiniteTransformsDoNotDecompose() {
        #expect(Transform3D.scale(x: 0, y: 1).decomposed() == nil)
        #expect(Transform3D.scale(x: 1, y: 1, z: 0).decomposed() == nil)
        #expect(Transform3D.translation(x: .infinity, y: 0).decomposed() == nil)
    }

    @Test func decomposeRecomposeRoundTripsRandomProducts() throws {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<5_000 {
            let t = RandomTransforms.product(using: &random)
            let parts = try #require(t.decomposed())
            let back = Transform3D(parts)
            #expect(back.isApproximatelyEqual(to: t, tolerance: 1e-9), "\(t) → \(parts) → \(back)")
        }
    }

    @Test func recomposingProducesAUnitQuaternionAndProperRotation() throws {
        var random = SeededGenerator(seed: 8)
        for _ in 0..<1_000 {
            let parts = try #require(RandomTransforms.product(using: &random).decomposed())
            #expect(parts.rotation.dot(parts.rotation).isApproximatelyEqual(to: 1, tolerance: 1e-12))
            #expect(parts.rotation.rotationTransform.determinant.isApproximatelyEqual(to: 1, tolerance: 1e-12))
        }
    }
}
