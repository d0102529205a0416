extension Transform3D.Decomposition: Interpolatable {
    /// Scale, skew, translation and perspective interpolated linearly, rotation by slerp along the
    /// shorter arc: the CSS Transforms Level 2 "Interpolation of decomposed 3D matrix values".
    public func interpolated(to other: Transform3D.Decomposition, fraction: Double) -> Transform3D.Decomposition {
        Transform3D.Decomposition(
            scale: scale.interpolated(to: other.scale, fraction: fraction),
            skew: skew.interpolated(to: other.skew, fraction: fraction),
            rotation: rotation.interpolated(to: other.rotation, fraction: fraction),
            translation: translation.interpolated(to: other.translation, fraction: fraction),
            perspective: perspective.interpolated(to: other.perspective, fraction: fraction))
    }
}

extension Transform3D: Interpolatable {
    /// The transform `fraction` of the way to `other`, as Core Animation and CSS interpolate
    /// matrices: both are decomposed (`decomposed()`), the parts interpolated (rotation by
    /// quaternion slerp along the shorter arc) and recomposed, so a rotation turns rather than
    /// shrinking through its midpoint.
    ///
    /// Falls back to interpolating the sixteen elements linearly when either transform cannot be
    /// decomposed (a zero scale on some axis, or a non-finite element). Exact at 0 and 1; equal
    /// transforms give themselves at every fraction.
    public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        if fraction == 0 || self == other { return self }
        if fraction == 1 { return other }
        if let from = decomposed(), let to = other.decomposed() {
            return Transform3D(from.interpolated(to: to, fraction: fraction))
        }
        return elementwiseInterpolated(to: other, fraction: fraction)
    }

    /// Each of the sixteen elements interpolated linearly: the fallback for singular transforms.
    public func elementwiseInterpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        func lerp(_ a: Double, _ b: Double) -> Double { a.interpolated(to: b, fraction: fraction) }
        return Transform3D(
            m11: lerp(m11, other.m11), m12: lerp(m12, other.m12), m13: lerp(m13, other.m13), m14: lerp(m14, other.m14),
            m21: lerp(m21, other.m21), m22: lerp(m22, other.m22), m23: lerp(m23, other.m23), m24: lerp(m24, other.m24),
            m31: lerp(m31, other.m31), m32: lerp(m32, other.m32), m33: lerp(m33, other.m33), m34: lerp(m34, other.m34),
            m41: lerp(m41, other.m41), m42: lerp(m42, other.m42), m43: lerp(m43, other.m43), m44: lerp(m44, other.m44))
    }
}
