extension Transform3D {
    /// The determinant of the 4×4 matrix.
    package var determinant: Double {
        let (s, c) = pairedMinors
        return Self.determinant(s, c)
    }

    /// The transform that undoes this one (`CATransform3DInvert`), or `nil` when the matrix is
    /// singular (a zero determinant: a zero scale, a view seen edge-on) or not finite.
    ///
    /// Unlike `CATransform3DInvert`, which returns its argument unchanged for a singular matrix,
    /// this makes the caller decide what a singular transform means.
    @usableFromInline package func inverted() -> Transform3D? {
        let (s, c) = pairedMinors
        let det = Self.determinant(s, c)
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        let inverse = Transform3D(
            m11: (m22 * c.5 - m23 * c.4 + m24 * c.3) * k,
            m12: (-m12 * c.5 + m13 * c.4 - m14 * c.3) * k,
            m13: (m42 * s.5 - m43 * s.4 + m44 * s.3) * k,
            m14: (-m32 * s.5 + m33 * s.4 - m34 * s.3) * k,
            m21: (-m21 * c.5 + m23 * c.2 - m24 * c.1) * k,
            m22: (m11 * c.5 - m13 * c.2 + m14 * c.1) * k,
            m23: (-m41 * s.5 + m43 * s.2 - m44 * s.1) * k,
            m24: (m31 * s.5 - m33 * s.2 + m34 * s.1) * k,
            m31: (m21 * c.4 - m22 * c.2 + m24 * c.0) * k,
            m32: (-m11 * c.4 + m12 * c.2 - m14 * c.0) * k,
            m33: (m41 * s.4 - m42 * s.2 + m44 * s.0) * k,
            m34: (-m31 * s.4 + m32 * s.2 - m34 * s.0) * k,
            m41: (-m21 * c.3 + m22 * c.1 - m23 * c.0) * k,
            m42: (m11 * c.3 - m12 * c.1 + m13 * c.0) * k,
            m43: (-m41 * s.3 + m42 * s.1 - m43 * s.0) * k,
            m44: (m31 * s.3 - m32 * s.1 + m33 * s.0) * k)
        return inverse.isFinite ? inverse : nil
    }

    /// The determinant by the Laplace expansion along the top two rows, from `pairedMinors`.
    @inline(__always)
    private static func determinant(_ s: Minors, _ c: Minors) -> Double {
        s.0 * c.5 - s.1 * c.4 + s.2 * c.3 + s.3 * c.2 - s.4 * c.1 + s.5 * c.0
    }

    /// Six 2×2 minors of two rows: columns (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4).
    private typealias Minors = (Double, Double, Double, Double, Double, Double)

    /// The 2×2 minors of the top two rows (`s`) and of the bottom two rows (`c`), from which
    /// the Laplace expansion builds the determinant and the adjugate.
    private var pairedMinors: (s: Minors, c: Minors) {
        let s = (
            m11 * m22 - m21 * m12, m11 * m23 - m21 * m13, m11 * m24 - m21 * m14,
            m12 * m23 - m22 * m13, m12 * m24 - m22 * m14, m13 * m24 - m23 * m14
        )
        let c = (
            m31 * m42 - m41 * m32, m31 * m43 - m41 * m33, m31 * m44 - m41 * m34,
            m32 * m43 - m42 * m33, m32 * m44 - m42 * m34, m33 * m44 - m43 * m34
        )
        return (s, c)
    }
}
