extension Transform3D {
    /// A transform split into the parts that interpolate well: scale, skew, rotation, translation
    /// and perspective, applied to a point in that order (row-vector convention).
    ///
    /// The parts are those of the CSS Transforms Level 2 "unmatrix" algorithm. One difference:
    /// the matrix is not divided by ``m44`` first; the perspective part keeps it, so recomposing
    /// gives back the very matrix, not a multiple of it. For every affine transform, and every
    /// product that leaves `m44 = 1`, the parts are exactly CSS's.
    package struct Decomposition: Sendable, Hashable, Codable {
        /// The scale along each axis, applied first; one axis is negative for a mirrored transform.
        package var scale: Vector3
        /// The shear factors: `x` is XY, `y` is XZ, `z` is YZ (CSS's `skew[0…2]`).
        package var skew: Vector3
        /// The rotation, applied after scale and skew.
        package var rotation: Quaternion
        /// The translation in points, applied after the rotation.
        package var translation: Vector3
        /// The perspective column (`m14 m24 m34`, and the homogeneous `w`), applied last; `(0, 0, 0, 1)` for none.
        package var perspective: Vector4

        /// Creates a decomposition from its parts.
        package init(scale: Vector3, skew: Vector3, rotation: Quaternion, translation: Vector3, perspective: Vector4) {
            self.scale = scale
            self.skew = skew
            self.rotation = rotation
            self.translation = translation
            self.perspective = perspective
        }
    }

    /// The transform's parts, or `nil` when it cannot be decomposed: when its upper 3×3 part is
    /// singular (a zero scale on some axis) or any element is not finite.
    package func decomposed() -> Decomposition? {
        guard isFinite else { return nil }
        var rows = (
            Vector3(x: m11, y: m12, z: m13), Vector3(x: m21, y: m22, z: m23), Vector3(x: m31, y: m32, z: m33)
        )
        let linearDeterminant = rows.0.dot(rows.1.cross(rows.2))
        guard linearDeterminant != 0, linearDeterminant.isFinite else { return nil }
        let translation = Vector3(x: m41, y: m42, z: m43)

        // M = N × P with N = [A 0; t 1] and P = [I p; 0 w]: then A·p = (m14 m24 m34)ᵀ and t·p + w = m44.
        var perspective = Vector4(x: 0, y: 0, z: 0, w: m44)
        if m14 != 0 || m24 != 0 || m34 != 0 {
            let p = Transform3D.solveLinear(rows: rows, rightHandSide: Vector3(x: m14, y: m24, z: m34))
            perspective = Vector4(x: p.x, y: p.y, z: p.z, w: m44 - translation.dot(p))
        }

        // Gram–Schmidt on the rows of A: A = S × K × R, R orthonormal, K unit lower-triangular.
        var scale = Vector3.zero
        var skew = Vector3.zero
        scale.x = rows.0.length
        rows.0 = rows.0.scaled(by: 1 / scale.x)
        skew.x = rows.0.dot(rows.1)
        rows.1 = rows.1.combined(1, with: rows.0, -skew.x)
        scale.y = rows.1.length
        rows.1 = rows.1.scaled(by: 1 / scale.y)
        skew.x /= scale.y
        skew.y = rows.0.dot(rows.2)
        rows.2 = rows.2.combined(1, with: rows.0, -skew.y)
        skew.z = rows.1.dot(rows.2)
        rows.2 = rows.2.combined(1, with: rows.1, -skew.z)
        scale.z = rows.2.length
        rows.2 = rows.2.scaled(by: 1 / scale.z)
        skew.y /= scale.z
        skew.z /= scale.z

        // A mirrored basis: negate one axis (its scale, its row, and the skews that mix its row
        // into another) so that R is a proper rotation. CSS's 3-D algorithm negates all three, which
        // makes a plain horizontal flip collapse to a point half way; negating the axis that points
        // most nearly backwards, as CSS's 2-D algorithm does, collapses it to a line, as expected.
        if rows.0.dot(rows.1.cross(rows.2)) < 0 {
            if rows.0.x <= rows.1.y && rows.0.x <= rows.2.z {
                scale.x = -scale.x
                rows.0 = rows.0.scaled(by: -1)
                skew.x = -skew.x
                skew.y = -skew.y
            } else if rows.1.y <= rows.2.z {
                scale.y = -scale.y
                rows.1 = rows.1.scaled(by: -1)
                skew.x = -skew.x
                skew.z = -skew.z
            } else {
                scale.z = -scale.z
                rows.2 = rows.2.scaled(by: -1)
                skew.y = -skew.y
                skew.z = -skew.z
            }
        }

        return Decomposition(
            scale: scale, skew: skew, rotation: Transform3D.quaternion(rows: rows),
            translation: translation, perspective: perspective)
    }

    /// Recomposes `scale × skew × rotation × translation × perspective`.
    package init(_ parts: Decomposition) {
        let s = parts.scale
        let k = parts.skew
        let r = parts.rotation.rotationTransform
        let r0 = Vector3(x: r.m11, y: r.m12, z: r.m13)
        let r1 = Vector3(x: r.m21, y: r.m22, z: r.m23)
        let r2 = Vector3(x: r.m31, y: r.m32, z: r.m33)
        // Rows of S × K × R: row i is scale_i × (r_i + the skewed earlier rows).
        let a0 = r0.scaled(by: s.x)
        let a1 = r1.combined(s.y, with: r0, s.y * k.x)
        let a2 = r2.combined(s.z, with: r0.combined(k.y, with: r1, k.z), s.z)
        let t = parts.translation
        let p = Vector3(x: parts.perspective.x, y: parts.perspective.y, z: parts.perspective.z)
        // [A 0; t 1] × [I p; 0 w] = [A  A·p; t  t·p + w].
        self.init(
            m11: a0.x, m12: a0.y, m13: a0.z, m14: a0.dot(p),
            m21: a1.x, m22: a1.y, m23: a1.z, m24: a1.dot(p),
            m31: a2.x, m32: a2.y, m33: a2.z, m34: a2.dot(p),
            m41: t.x, m42: t.y, m43: t.z, m44: t.dot(p) + parts.perspective.w)
    }

    /// Solves `A·p = b` for p, where A's rows are given, by Cramer's rule (A is known to be regular).
    private static func solveLinear(rows: (Vector3, Vector3, Vector3), rightHandSide b: Vector3) -> Vector3 {
        // Columns of A.
        let c0 = Vector3(x: rows.0.x, y: rows.1.x, z: rows.2.x)
        let c1 = Vector3(x: rows.0.y, y: rows.1.y, z: rows.2.y)
        let c2 = Vector3(x: rows.0.z, y: rows.1.z, z: rows.2.z)
        let det = c0.dot(c1.cross(c2))
        return Vector3(
            x: b.dot(c1.cross(c2)) / det,
            y: c0.dot(b.cross(c2)) / det,
            z: c0.dot(c1.cross(b)) / det)
    }

    /// The unit quaternion of an orthonormal, right-handed row basis (Shepperd's method: the
    /// largest of the four candidates is taken from the diagonal, the others from off-diagonal
    /// sums, so no component is computed from the difference of nearly equal numbers).
    private static func quaternion(rows: (Vector3, Vector3, Vector3)) -> Quaternion {
        // In the row convention R[i][j] is the transpose of the textbook column-convention matrix.
        let r00 = rows.0.x
        let r01 = rows.0.y
        let r02 = rows.0.z
        let r10 = rows.1.x
        let r11 = rows.1.y
        let r12 = rows.1.z
        let r20 = rows.2.x
        let r21 = rows.2.y
        let r22 = rows.2.z
        let trace = r00 + r11 + r22
        var q: Quaternion
        if trace > 0 {
            let s = 2 * (trace + 1).squareRoot()
            q = Quaternion(x: (r12 - r21) / s, y: (r20 - r02) / s, z: (r01 - r10) / s, w: s / 4)
        } else if r00 > r11 && r00 > r22 {
            let s = 2 * (1 + r00 - r11 - r22).squareRoot()
            q = Quaternion(x: s / 4, y: (r01 + r10) / s, z: (r02 + r20) / s, w: (r12 - r21) / s)
        } else if r11 > r22 {
            let s = 2 * (1 + r11 - r00 - r22).squareRoot()
            q = Quaternion(x: (r01 + r10) / s, y: s / 4, z: (r12 + r21) / s, w: (r20 - r02) / s)
        } else {
            let s = 2 * (1 + r22 - r00 - r11).squareRoot()
            q = Quaternion(x: (r02 + r20) / s, y: (r12 + r21) / s, z: s / 4, w: (r01 - r10) / s)
        }
        if q.w < 0 { q = Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w) }
        return q.normalized
    }
}
