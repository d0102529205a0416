/// A 4×4 homogeneous transform with `CATransform3D`'s layout and conventions.
///
/// Row-vector convention: a point is the row `[x y z 1]` multiplied on the left, `[x y z 1] × M`,
/// so translation sits in `m41 m42 m43` and `a.concatenating(b)` applies `a` first, then `b`
/// (`CATransform3DConcat(a, b)`). Angles are radians; with UIKit's y-down axes a positive rotation
/// about z turns clockwise on screen, as `CGAffineTransform(rotationAngle:)` does.
public struct Transform3D: Sendable, Hashable, Codable {
    /// Row 1, column 1.
    public var m11: Double
    /// Row 1, column 2.
    public var m12: Double
    /// Row 1, column 3.
    public var m13: Double
    /// Row 1, column 4.
    public var m14: Double
    /// Row 2, column 1.
    public var m21: Double
    /// Row 2, column 2.
    public var m22: Double
    /// Row 2, column 3.
    public var m23: Double
    /// Row 2, column 4.
    public var m24: Double
    /// Row 3, column 1.
    public var m31: Double
    /// Row 3, column 2.
    public var m32: Double
    /// Row 3, column 3.
    public var m33: Double
    /// Row 3, column 4.
    public var m34: Double
    /// Row 4, column 1.
    public var m41: Double
    /// Row 4, column 2.
    public var m42: Double
    /// Row 4, column 3.
    public var m43: Double
    /// Row 4, column 4.
    public var m44: Double

    /// Creates a transform from its sixteen elements, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// The transform that leaves every point where it is.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// A translation by `x`, `y`, `z` points (`CATransform3DMakeTranslation`); `z` defaults to 0.
    public static func translation(x: Double, y: Double, z: Double = 0) -> Transform3D {
        var t = identity
        t.m41 = x
        t.m42 = y
        t.m43 = z
        return t
    }

    /// A scale by `x`, `y`, `z` about the origin (`CATransform3DMakeScale`); `z` defaults to 1.
    public static func scale(x: Double, y: Double, z: Double = 1) -> Transform3D {
        var t = identity
        t.m11 = x
        t.m22 = y
        t.m33 = z
        return t
    }

    /// A rotation by `angle` radians about the axis (`x`, `y`, `z`), right-handed in Core Animation's
    /// axes (`CATransform3DMakeRotation`). The axis is normalised first.
    ///
    /// A zero-length or non-finite axis, or a non-finite angle, gives `.identity` (there is no
    /// rotation to describe), as Core Animation does for a zero axis.
    public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        let length = Vector3(x: x, y: y, z: z).length
        guard angle.isFinite, length > 0, length.isFinite else { return identity }
        let ax = x / length
        let ay = y / length
        let az = z / length
        let c = cosine(angle)
        let s = sine(angle)
        let t = 1 - c
        return Transform3D(
            m11: t * ax * ax + c, m12: t * ax * ay + az * s, m13: t * ax * az - ay * s, m14: 0,
            m21: t * ax * ay - az * s, m22: t * ay * ay + c, m23: t * ay * az + ax * s, m24: 0,
            m31: t * ax * az + ay * s, m32: t * ay * az - ax * s, m33: t * az * az + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A perspective projection seen from `distance` points in front of the z = 0 plane: `m34 = −1/distance`.
    ///
    /// A distance that is not finite and positive gives `.identity` (no perspective).
    package static func perspective(distance: Double) -> Transform3D {
        guard distance > 0, distance.isFinite else { return identity }
        var t = identity
        t.m34 = -1 / distance
        return t
    }

    /// The 2-D affine transform `[a b 0; c d 0; tx ty 1]` as a 3-D transform (`CATransform3DMakeAffineTransform`).
    @usableFromInline package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self = .identity
        m11 = a
        m12 = b
        m21 = c
        m22 = d
        m41 = tx
        m42 = ty
    }

    /// `self` followed by `other`: the matrix product `self × other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let o = other
        return Transform3D(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
            m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
            m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
            m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
            m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
            m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
    }

    /// Whether the transform only translates (the identity but for `m41 m42 m43`).
    @usableFromInline package var isTranslation: Bool {
        Self.bitsAwayFromTranslation(self) == 0
    }

    /// Whether the transform is exactly the identity (each entry `==` the identity's, so −0 counts
    /// as 0). Tested in place, not through `==` with a second matrix: capture, planning and baking
    /// ask it several times per view. Always inlined: called, it takes a 128-byte copy of the
    /// matrix and a call's prologue, three times the test's own instructions.
    @inline(__always)
    @usableFromInline package var isIdentity: Bool {
        Self.bitsAwayFromTranslation(self) | ((m41.bitPattern | m42.bitPattern | m43.bitPattern) << 1) == 0
    }

    /// Zero exactly when every entry a translation fixes is `==` its value: the entries that must
    /// be 0 are OR-ed with their sign bits shifted out (so −0 counts, NaN never does), the four
    /// that must be 1 XOR-ed with 1's only bit pattern. No branch per entry, unlike sixteen `==`s
    /// chained with `&&` (half the instructions of that chain for an identity matrix).
    @inline(__always)
    private static func bitsAwayFromTranslation(_ m: Transform3D) -> UInt64 {
        let zeros =
            m.m12.bitPattern | m.m13.bitPattern | m.m14.bitPattern | m.m21.bitPattern | m.m23.bitPattern
            | m.m24.bitPattern | m.m31.bitPattern | m.m32.bitPattern | m.m34.bitPattern
        let one = (1.0).bitPattern
        let ones = (m.m11.bitPattern ^ one) | (m.m22.bitPattern ^ one) | (m.m33.bitPattern ^ one) | (m.m44.bitPattern ^ one)
        return (zeros << 1) | ones
    }

    /// Whether the transform is a 2-D affine transform that a `CGAffineTransform` can hold
    /// (`CATransform3DIsAffine`): no z terms, no perspective, `m33 = m44 = 1`.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
            && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// Whether all sixteen elements are finite.
    @usableFromInline package var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// The homogeneous image `[x y z 1] × M` of a point, before the division by `w`. Always
    /// inlined: capture carries every view's centre through it.
    @inline(__always)
    package func apply(x: Double, y: Double, z: Double) -> Vector4 {
        Vector4(
            x: x * m11 + y * m21 + z * m31 + m41,
            y: x * m12 + y * m22 + z * m32 + m42,
            z: x * m13 + y * m23 + z * m33 + m43,
            w: x * m14 + y * m24 + z * m34 + m44)
    }
}

extension Transform3D: ComponentwiseApproximatelyEquatable {
    /// The sixteen elements, row by row.
    package var components: SIMD16<Double> {
        SIMD16(m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44)
    }
}

extension Point {
    /// The point in the plane z = 0 carried through `transform` and projected back onto z = 0
    /// (divided by the homogeneous `w`).
    ///
    /// A point the transform sends to infinity (`w = 0`) comes back with infinite or NaN coordinates;
    /// callers that must not see those check `isFinite`. Always inlined, as `apply(x:y:z:)`.
    @inline(__always)
    @usableFromInline package func applying(_ transform: Transform3D) -> Point {
        let h = transform.apply(x: x, y: y, z: 0)
        return h.w == 1 ? Point(x: h.x, y: h.y) : Point(x: h.x / h.w, y: h.y / h.w)
    }
}
