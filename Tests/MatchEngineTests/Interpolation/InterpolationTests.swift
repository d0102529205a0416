import Testing

@testable import MatchEngine

@Suite struct InterpolationTests {
    static func randomTransform(_ r: inout SeededGenerator) -> Transform3D { RandomTransforms.product(using: &r) }

    /// Every Interpolatable conformance returns exactly its ends at fractions 0 and 1.
    @Test func everyConformanceReturnsItsEnds() {
        var r = SeededGenerator(seed: 41)
        func d(_ r: inout SeededGenerator) -> Double { r.double(in: -1e4...1e4) }
        func check<T: Interpolatable & Equatable>(_ a: T, _ b: T) {
            #expect(a.interpolated(to: b, fraction: 0) == a)
            #expect(a.interpolated(to: b, fraction: 1) == b)
        }
        for _ in 0..<2_000 {
            check(d(&r), d(&r))
            check(Point(x: d(&r), y: d(&r)), Point(x: d(&r), y: d(&r)))
            check(Vector(dx: d(&r), dy: d(&r)), Vector(dx: d(&r), dy: d(&r)))
            check(Size(width: d(&r), height: d(&r)), Size(width: d(&r), height: d(&r)))
            check(Rect(x: d(&r), y: d(&r), width: d(&r), height: d(&r)), Rect(x: d(&r), y: d(&r), width: d(&r), height: d(&r)))
            check(
                Color(red: d(&r), green: d(&r), blue: d(&r), alpha: d(&r)),
                Color(red: d(&r), green: d(&r), blue: d(&r), alpha: d(&r)))
            check(CornerRadii(topLeft: d(&r), topRight: d(&r), bottomLeft: d(&r), bottomRight: d(&r)), CornerRadii(d(&r)))
            check(Vector3(x: d(&r), y: d(&r), z: d(&r)), Vector3(x: d(&r), y: d(&r), z: d(&r)))
            check(
                Quaternion(angle: d(&r), axis: Vector3(x: d(&r), y: d(&r), z: d(&r))),
                Quaternion(angle: d(&r), axis: Vector3(x: d(&r), y: d(&r), z: d(&r))))
            check(Self.randomTransform(&r), Self.randomTransform(&r))
            check(Transform3D.scale(x: 0, y: 1), Self.randomTransform(&r))
        }
    }

    @Test func linearValuesByHand() {
        #expect(10.0.interpolated(to: 20, fraction: 0.25) == 12.5)
        #expect(10.0.interpolated(to: 20, fraction: 1.5) == 25)  // springs overshoot: not clamped
        #expect(10.0.interpolated(to: 20, fraction: -0.5) == 5)
        let r = Rect(x: 0, y: 0, width: 100, height: 100).interpolated(
            to: Rect(x: 200, y: 400, width: 300, height: 200), fraction: 0.25)
        #expect(r == Rect(x: 50, y: 100, width: 150, height: 125))
        let c = Color(red: 1, green: 0, blue: 0, alpha: 1).interpolated(to: Color(red: 0, green: 0, blue: 1, alpha: 0), fraction: 0.5)
        #expect(c == Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
    }

    @Test func rotationInterpolatesByAngleNotByElements() {
        let a = Transform3D.identity
        let b = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1)
        let mid = a.interpolated(to: b, fraction: 0.5)
        // Half way is a 45° rotation: cos 45° = sin 45° = √½, not the element-wise (0.5, 0.5) that shrinks.
        let h = 0.5.squareRoot()
        #expect(mid.isApproximatelyEqual(to: Transform3D(a: h, b: h, c: -h, d: h, tx: 0, ty: 0), tolerance: 1e-12))
        let elementwise = a.elementwiseInterpolated(to: b, fraction: 0.5)
        #expect(elementwise.m11 == 0.5 && elementwise.m12 == 0.5)
    }

    @Test func rotationTakesTheShorterWayRound() {
        // 0° → 350° is a 10° turn backwards: half way is −5°.
        let b = Transform3D.rotation(angle: 350 * .pi / 180, x: 0, y: 0, z: 1)
        let mid = Transform3D.identity.interpolated(to: b, fraction: 0.5)
        let expected = Transform3D.rotation(angle: -5 * .pi / 180, x: 0, y: 0, z: 1)
        #expect(mid.isApproximatelyEqual(to: expected, tolerance: 1e-12))
    }

    @Test func scaleAndTranslationInterpolateLinearly() {
        let a = Transform3D.scale(x: 1, y: 1).concatenating(.translation(x: 0, y: 0))
        let b = Transform3D.scale(x: 3, y: 5).concatenating(.translation(x: 100, y: -40))
        let mid = a.interpolated(to: b, fraction: 0.5)
        #expect(mid.isApproximatelyEqual(to: Transform3D.scale(x: 2, y: 3).concatenating(.translation(x: 50, y: -20)), tolerance: 1e-12))
        // Overshoot extrapolates: 1.5 of the way from scale 1 to 3 is 4.
        let over = Transform3D.identity.interpolated(to: .scale(x: 3, y: 3), fraction: 1.5)
        #expect(over.isApproximatelyEqual(to: .scale(x: 4, y: 4), tolerance: 1e-12))
    }

    @Test func horizontalFlipPassesThroughALineNotAPoint() {
        let mid = Transform3D.identity.interpolated(to: .scale(x: -1, y: 1), fraction: 0.5)
        #expect(mid.isApproximatelyEqual(to: .scale(x: 0, y: 1), tolerance: 1e-12))
    }

    @Test func singularEndsFallBackToElementwise() {
        let a = Transform3D.scale(x: 0, y: 0)
        let b = Transform3D.rotation(angle: 1, x: 0, y: 0, z: 1)
        #expect(a.interpolated(to: b, fraction: 0.3) == a.elementwiseInterpolated(to: b, fraction: 0.3))
    }

    @Test func equalTransformsStayPutAtEveryFraction() {
        let t = Transform3D.rotation(angle: 0.4, x: 1, y: 1, z: 0).concatenating(.perspective(distance: 800))
        for f in [-0.5, 0.2, 0.7, 1.3] { #expect(t.interpolated(to: t, fraction: f) == t) }
    }

    /// Interpolating and then decomposing gives back the linearly interpolated parts: translation
    /// moves linearly and the rotation angle from the start grows linearly. (Decomposition is unique
    /// for positive scales; a mirrored pair may come back as another, equivalent, set of parts.)
    @Test func interpolatedTransformsHaveTheInterpolatedParts() throws {
        var r = SeededGenerator(seed: 42)
        for _ in 0..<500 {
            let a = RandomTransforms.product(using: &r, allowMirroring: false)
            let b = RandomTransforms.product(using: &r, allowMirroring: false)
            let pa = try #require(a.decomposed())
            let pb = try #require(b.decomposed())
            let f = r.double(in: 0.05...0.95)
            let parts = try #require(a.interpolated(to: b, fraction: f).decomposed())
            let tolerance = 1e-6 * max(1, pa.translation.length, pb.translation.length)
            #expect(
                parts.translation.isApproximatelyEqual(
                    to: pa.translation.interpolated(to: pb.translation, fraction: f), tolerance: tolerance))
            let angle = { (q: Quaternion, p: Quaternion) in 2 * arcCosine(min(1, q.dot(p).magnitude)) }
            let total = angle(pa.rotation, pb.rotation)
            #expect(angle(pa.rotation, parts.rotation).isApproximatelyEqual(to: f * total, tolerance: 1e-6))
        }
    }

    @Test func quaternionSlerpKeepsUnitLengthAndExtrapolates() {
        let a = Quaternion(angle: 0, axis: Vector3(x: 0, y: 0, z: 1))
        let b = Quaternion(angle: 1, axis: Vector3(x: 0, y: 0, z: 1))
        let beyond = a.slerp(to: b, fraction: 2)
        #expect(beyond.isApproximatelyEqual(to: Quaternion(angle: 2, axis: Vector3(x: 0, y: 0, z: 1)), tolerance: 1e-12))
        let nearlySame = Quaternion(angle: 1e-9, axis: Vector3(x: 1, y: 0, z: 0))
        let q = a.slerp(to: nearlySame, fraction: 0.5)
        #expect(q.dot(q).isApproximatelyEqual(to: 1, tolerance: 1e-15))
    }
}

@Suite struct MotionPathTests {
    let start = Point(x: 0, y: 0), end = Point(x: 100, y: 0)

    @Test func straightPathIsLinear() {
        #expect(MotionPath.straight.point(from: start, to: end, fraction: 0.3) == Point(x: 30, y: 0))
    }

    @Test func arcOfIntensityOneBulgesHalfTheChordUpward() {
        // Control point: midpoint (50, 0) moved by intensity × chord = 100 to the left of travel,
        // which for a move to the right is up (−y): (50, −100). B(0.5) = ¼·P₀ + ½·C + ¼·P₁ = (50, −50).
        let mid = MotionPath.arc(intensity: 1).point(from: start, to: end, fraction: 0.5)
        #expect(mid == Point(x: 50, y: -50))
        let down = MotionPath.arc(intensity: -0.5).point(from: start, to: end, fraction: 0.5)
        #expect(down == Point(x: 50, y: 25))
        // Travelling down the screen, left of travel is +x.
        let side = MotionPath.arc(intensity: 1).point(from: start, to: Point(x: 0, y: 100), fraction: 0.5)
        #expect(side == Point(x: 50, y: 50))
    }

    @Test func arcEndsAreExactAndTangentIsTheDerivative() {
        let path = MotionPath.arc(intensity: 0.7)
        let a = Point(x: 13.7, y: -4.1)
        let b = Point(x: 311.9, y: 822.3)
        #expect(path.point(from: a, to: b, fraction: 0) == a)
        #expect(path.point(from: a, to: b, fraction: 1) == b)
        for f in [0.1, 0.5, 0.9] {
            let h = 1e-6
            let p1 = path.point(from: a, to: b, fraction: f + h)
            let p0 = path.point(from: a, to: b, fraction: f - h)
            let numeric = Vector(dx: (p1.x - p0.x) / (2 * h), dy: (p1.y - p0.y) / (2 * h))
            #expect(path.tangent(from: a, to: b, fraction: f).isApproximatelyEqual(to: numeric, tolerance: 1e-4))
        }
    }

    @Test func zeroOrNonFiniteIntensityIsStraight() {
        for intensity in [0.0, .nan, .infinity] {
            #expect(MotionPath.arc(intensity: intensity).point(from: start, to: end, fraction: 0.25) == Point(x: 25, y: 0))
        }
    }
}

/// Transforms that only scale (by positive factors) and translate in the plane
/// interpolate their four moving entries linearly instead of decomposing, with the decomposition's
/// result; anything else still decomposes.
@Suite struct PlanarScaleInterpolationTests {
    @Test func planarScalesInterpolateAsTheirDecompositionsDo() {
        var r = SeededGenerator(seed: 1_625)
        for pair in 0..<2_000 {
            func transform() -> Transform3D {
                Transform3D(
                    a: r.double(in: 0.01...20), b: 0, c: 0, d: r.double(in: 0.01...20),
                    tx: r.double(in: -2_000...2_000), ty: r.double(in: -2_000...2_000))
            }
            let p = transform()
            let q = transform()
            let interpolation = TransformInterpolation(from: p, to: q)
            guard case .planarScaleAndTranslation = interpolation.method else {
                Issue.record("pair \(pair) not planar")
                continue
            }
            let a = p.decomposed()!
            let b = q.decomposed()!
            for f in [0.0, 0.1, 0.37, 0.5, 0.9, 1, -0.25, 1.3] {
                let linear = interpolation.value(at: f)
                let decomposed = f == 0 ? p : f == 1 ? q : Transform3D(a.interpolated(to: b, fraction: f))
                #expect(linear.isApproximatelyEqual(to: decomposed, tolerance: 1e-9), "pair \(pair) at \(f)")
                #expect(p.interpolated(to: q, fraction: f) == linear)
            }
            // The other twelve entries are the from-transform's, bit for bit.
            let mid = interpolation.value(at: 0.5)
            #expect(mid.m12.bitPattern == p.m12.bitPattern && mid.m33 == 1 && mid.m44 == 1 && mid.m43.bitPattern == p.m43.bitPattern)
        }
    }

    /// A negative scale, a rotation, a skew, a z scale or perspective at either end decomposes.
    @Test(arguments: 0..<5)
    func anythingElseDecomposes(kind: Int) {
        let plain = Transform3D(a: 2, b: 0, c: 0, d: 0.5, tx: 10, ty: -4)
        var other = Transform3D.scale(x: 1.5, y: 1.5)
        switch kind {
        case 0: other.m11 = -1.5
        case 1: other = .rotation(angle: 0.3, x: 0, y: 0, z: 1)
        case 2: other.m21 = 0.2
        case 3: other.m33 = 2
        default: other.m34 = -1 / 500
        }
        for (p, q) in [(plain, other), (other, plain)] {
            guard case .decomposed = TransformInterpolation(from: p, to: q).method else {
                Issue.record("kind \(kind): not decomposed")
                return
            }
        }
    }
}
