import Foundation
import Testing

@testable import MatchEngine

@Suite struct Transform3DTests {
    struct PointCase: Sendable, CustomTestStringConvertible {
        let name: String
        let transform: Transform3D
        let point: Point
        let expected: Point
        var testDescription: String { name }
    }

    // Every expected point worked out by hand from the row-vector rule [x y 0 1] × M.
    @Test(arguments: [
        PointCase(
            name: "translation", transform: .translation(x: 10, y: -5), point: Point(x: 1, y: 2),
            expected: Point(x: 11, y: -3)),
        PointCase(name: "scale", transform: .scale(x: 2, y: 3), point: Point(x: 1, y: 2), expected: Point(x: 2, y: 6)),
        PointCase(
            name: "rotate z by +90° turns x toward +y (clockwise on screen)",
            transform: .rotation(angle: .pi / 2, x: 0, y: 0, z: 1), point: Point(x: 1, y: 0),
            expected: Point(x: 0, y: 1)),
        PointCase(
            name: "translate then scale",
            transform: Transform3D.translation(x: 10, y: 0)
                .concatenating(.scale(x: 2, y: 2)), point: Point(x: 1, y: 1), expected: Point(x: 22, y: 2)),
        PointCase(
            name: "scale then translate",
            transform: Transform3D.scale(x: 2, y: 2)
                .concatenating(.translation(x: 10, y: 0)), point: Point(x: 1, y: 1), expected: Point(x: 12, y: 2)),
        PointCase(
            name: "perspective leaves z = 0 alone", transform: .perspective(distance: 500),
            point: Point(x: 3, y: 4), expected: Point(x: 3, y: 4)),
        // Rotating 60° about y sends (100, 0, 0) to (50, 0, −86.6); perspective 500 divides by
        // w = 1 + 86.6/500 = 1.1732, so x = 50 / 1.1732 = 42.62.
        PointCase(
            name: "rotation about y under perspective foreshortens",
            transform: Transform3D.rotation(angle: .pi / 3, x: 0, y: 1, z: 0)
                .concatenating(.perspective(distance: 500)),
            point: Point(x: 100, y: 0), expected: Point(x: 50 / (1 + 50 * 3.0.squareRoot() / 500), y: 0)),
        PointCase(
            name: "affine init", transform: Transform3D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6),
            point: Point(x: 1, y: 1), expected: Point(x: 9, y: 12)),
    ])
    func mapsPointsLikeCoreAnimation(_ c: PointCase) {
        #expect(Point(x: c.point.x, y: c.point.y).applying(c.transform).isApproximatelyEqual(to: c.expected, tolerance: 1e-12))
    }

    @Test func rotationAboutXSendsYTowardZ() {
        let t = Transform3D.rotation(angle: .pi / 2, x: 2, y: 0, z: 0)  // the axis is normalised
        let image = t.apply(x: 0, y: 1, z: 0)
        #expect(image.isApproximatelyEqual(to: Vector4(x: 0, y: 0, z: 1, w: 1), tolerance: 1e-15))
    }

    @Test func zeroOrNonFiniteAxisGivesIdentity() {
        #expect(Transform3D.rotation(angle: 1, x: 0, y: 0, z: 0) == .identity)
        #expect(Transform3D.rotation(angle: .nan, x: 0, y: 0, z: 1) == .identity)
        #expect(Transform3D.rotation(angle: 1, x: .infinity, y: 0, z: 1) == .identity)
        #expect(Transform3D.perspective(distance: 0) == .identity)
        #expect(Transform3D.perspective(distance: 400).m34 == -1.0 / 400)
    }

    @Test func affinenessAndIdentity() {
        #expect(Transform3D.identity.isAffine && Transform3D.identity.isIdentity)
        #expect(Transform3D.rotation(angle: 0.3, x: 0, y: 0, z: 1).isAffine)
        #expect(!Transform3D.rotation(angle: 0.3, x: 1, y: 0, z: 0).isAffine)
        #expect(!Transform3D.perspective(distance: 100).isAffine)
        #expect(!Transform3D.translation(x: 0, y: 0, z: 1).isAffine)
    }

    @Test func determinantOfKnownMatrices() {
        #expect(Transform3D.scale(x: 2, y: 3, z: 4).determinant == 24)
        #expect(Transform3D.rotation(angle: 0.7, x: 1, y: 2, z: 3).determinant.isApproximatelyEqual(to: 1, tolerance: 1e-14))
        #expect(Transform3D.translation(x: 5, y: 6, z: 7).determinant == 1)
    }

    @Test func inverseUndoesRandomProducts() throws {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<2_000 {
            let t = RandomTransforms.product(using: &random)
            let inverse = try #require(t.inverted())
            #expect(t.concatenating(inverse).isApproximatelyEqual(to: .identity, tolerance: 1e-9))
            #expect(inverse.concatenating(t).isApproximatelyEqual(to: .identity, tolerance: 1e-9))
        }
    }

    @Test func singularOrNonFiniteTransformsHaveNoInverse() {
        #expect(Transform3D.scale(x: 0, y: 1).inverted() == nil)
        // A view turned 90° about y and flattened in z is seen edge-on: its x axis is lost.
        #expect(Transform3D.rotation(angle: .pi / 2, x: 0, y: 1, z: 0).concatenating(.scale(x: 1, y: 1, z: 0)).inverted() == nil)
        var nan = Transform3D.identity
        nan.m41 = .nan
        #expect(nan.inverted() == nil)
    }
}

/// Random products of translations, rotations about random axes, non-zero scales and perspectives.
enum RandomTransforms {
    static func factor(using random: inout SeededGenerator, allowMirroring: Bool = true) -> Transform3D {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            return .translation(
                x: random.double(in: -500...500), y: random.double(in: -500...500), z: random.double(in: -200...200))
        case 1:
            return .rotation(
                angle: random.double(in: -7...7), x: random.double(in: -1...1), y: random.double(in: -1...1),
                z: random.double(in: -1...1))
        case 2:
            func s(_ r: inout SeededGenerator) -> Double { r.double(in: 0.2...5) * (!allowMirroring || r.bool() ? 1 : -1) }
            return .scale(x: s(&random), y: s(&random), z: s(&random))
        default:
            return .perspective(distance: random.double(in: 300...3000))
        }
    }

    static func product(using random: inout SeededGenerator, allowMirroring: Bool = true) -> Transform3D {
        var t = Transform3D.identity
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            t = t.concatenating(factor(using: &random, allowMirroring: allowMirroring))
        }
        return t
    }
}
