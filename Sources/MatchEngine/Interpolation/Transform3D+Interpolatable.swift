extension Transform3D.Decomposition: Interpolatable {
    /// Scale, skew, translation and perspective interpolated linearly, rotation by slerp along the
    /// shorter arc: the CSS Transforms Level 2 "Interpolation of decomposed 3D matrix values".
    package func interpolated(to other: Transform3D.Decomposition, fraction: Double) -> Transform3D.Decomposition {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        return interpolated(to: other, fraction: fraction, rotation: Slerp(from: rotation, to: other.rotation))
    }

    /// The same with the rotation's slerp prepared in advance (the evaluator caches it per track).
    func interpolated(to other: Transform3D.Decomposition, fraction: Double, rotation slerp: Slerp) -> Transform3D.Decomposition {
        Transform3D.Decomposition(
            scale: scale.interpolated(to: other.scale, fraction: fraction),
            skew: skew.interpolated(to: other.skew, fraction: fraction),
            rotation: slerp.value(at: fraction),
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
    /// Two transforms that only scale by positive factors and translate in the plane
    /// (`isPlanarScaleAndTranslation`) interpolate their four moving entries linearly: what the
    /// decomposition gives for them (scale and translation are its linear parts; no rotation or
    /// skew to recompose), without decomposing. Falls back to interpolating the sixteen elements
    /// linearly when either transform cannot be decomposed (a zero scale on some axis, or a
    /// non-finite element). Exact at 0 and 1; equal transforms give themselves at every fraction.
    package func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        if fraction == 0 || self == other { return self }
        if fraction == 1 { return other }
        return TransformInterpolation(from: self, to: other).value(at: fraction)
    }

    /// Whether the transform only scales the plane by finite positive factors (m11, m22) and
    /// translates it (m41, m42): every other entry is the identity's (under `==`).
    var isPlanarScaleAndTranslation: Bool {
        m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
            && m11 > 0 && m22 > 0 && m11.isFinite && m22.isFinite && m41.isFinite && m42.isFinite
    }

    /// Each of the sixteen elements interpolated linearly: the fallback for singular transforms.
    package func elementwiseInterpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        func lerp(_ a: Double, _ b: Double) -> Double { a.interpolated(to: b, fraction: fraction) }
        return Transform3D(
            m11: lerp(m11, other.m11), m12: lerp(m12, other.m12), m13: lerp(m13, other.m13), m14: lerp(m14, other.m14),
            m21: lerp(m21, other.m21), m22: lerp(m22, other.m22), m23: lerp(m23, other.m23), m24: lerp(m24, other.m24),
            m31: lerp(m31, other.m31), m32: lerp(m32, other.m32), m33: lerp(m33, other.m33), m34: lerp(m34, other.m34),
            m41: lerp(m41, other.m41), m42: lerp(m42, other.m42), m43: lerp(m43, other.m43), m44: lerp(m44, other.m44))
    }
}

/// A transform interpolation with the decompositions and the slerp worked out once.
struct TransformInterpolation: Sendable, Hashable {
    enum Method: Sendable, Hashable {
        case constant
        /// Both ends `isPlanarScaleAndTranslation`: m11, m22, m41 and m42 move linearly, the other
        /// entries are the from-transform's.
        case planarScaleAndTranslation
        case decomposed(Transform3D.Decomposition, Transform3D.Decomposition, Slerp)
        case elementwise
    }

    let from: Transform3D
    let to: Transform3D
    let method: Method

    init(from: Transform3D, to: Transform3D) {
        self.from = from
        self.to = to
        if from == to {
            method = .constant
        } else if from.isPlanarScaleAndTranslation, to.isPlanarScaleAndTranslation {
            method = .planarScaleAndTranslation
        } else if let a = from.decomposed(), let b = to.decomposed() {
            method = .decomposed(a, b, Slerp(from: a.rotation, to: b.rotation))
        } else {
            method = .elementwise
        }
    }

    /// Exactly `from.interpolated(to: to, fraction:)`.
    func value(at fraction: Double) -> Transform3D {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        switch method {
        case .constant: return from
        case .planarScaleAndTranslation:
            var t = from
            t.m11 = from.m11.interpolated(to: to.m11, fraction: fraction)
            t.m22 = from.m22.interpolated(to: to.m22, fraction: fraction)
            t.m41 = from.m41.interpolated(to: to.m41, fraction: fraction)
            t.m42 = from.m42.interpolated(to: to.m42, fraction: fraction)
            return t
        case .decomposed(let a, let b, let slerp): return Transform3D(a.interpolated(to: b, fraction: fraction, rotation: slerp))
        case .elementwise: return from.elementwiseInterpolated(to: to, fraction: fraction)
        }
    }
}
