extension FrameLanes {
    /// A transform interpolated by decomposition whose ends only turn about z, scale, skew in the
    /// plane and translate in the plane (a disappearing view that turns): the parts that move, read
    /// out of its `TransformInterpolation` once, and its value at a fraction computed from them with
    /// the decomposed interpolation's arithmetic for the six entries that can move.
    ///
    /// Exactness: both ends' decompositions have scale.z = 1, skew.y = skew.z = 0, rotation.x =
    /// rotation.y = 0, translation.z = 0 and perspective (0, 0, 0, 1) (under `==`). Interpolated at
    /// a finite f, those parts stay ±0 and 1 (0 + 0·f, 1 + 0·f), and the slerp's x and y stay ±0
    /// (0·a + 0·b, or 0 / length when renormalised, or the identity). Recomposing
    /// (`Transform3D.init(_:)`), every term that holds such a ±0 factor is ±0 and adding it to a
    /// non-zero number leaves the number as it is, so the entries are, under `==`: m11 = r11·sx,
    /// m12 = r12·sx, m21 = r21·sy + r11·(sy·kx), m22 = r22·sy + r12·(sy·kx) (the rows of
    /// `Transform3D.init(_:)`'s a0 and a1, computed in the same order), m41 = tx, m42 = ty, m33 =
    /// m44 = 1 (1·1 + ±0, ±0 + 1), and ±0 elsewhere; r is the slerp's `rotationTransform`, the
    /// other parts are interpolated as `Double.interpolated(to:fraction:)`. The entries are finite
    /// or not exactly when the rule's are (the constant ones are), so the caller repairs as the plan does.
    struct PlanarTurn {
        let scaleX: (Double, Double)
        let scaleY: (Double, Double)
        let skewX: (Double, Double)
        let translationX: (Double, Double)
        let translationY: (Double, Double)
        let slerp: Slerp

        /// The parts of `interpolation` when its ends turn only in the plane, else `nil`.
        init?(_ interpolation: UnsafePointer<TransformInterpolation>) {
            guard case .decomposed(let a, let b, let slerp) = interpolation.pointee.method else { return nil }
            func isPlanar(_ d: Transform3D.Decomposition) -> Bool {
                d.scale.z == 1 && d.skew.y == 0 && d.skew.z == 0 && d.rotation.x == 0 && d.rotation.y == 0 && d.translation.z == 0
                    && d.perspective == Vector4(x: 0, y: 0, z: 0, w: 1)
            }
            guard isPlanar(a), isPlanar(b), slerp.from.x == 0, slerp.from.y == 0, slerp.to.x == 0, slerp.to.y == 0 else {
                return nil
            }
            scaleX = (a.scale.x, b.scale.x)
            scaleY = (a.scale.y, b.scale.y)
            skewX = (a.skew.x, b.skew.x)
            translationX = (a.translation.x, b.translation.x)
            translationY = (a.translation.y, b.translation.y)
            self.slerp = slerp
        }

        /// The transform at fraction `f` (finite, neither 0 nor 1): `TransformInterpolation.value(at:)`
        /// under `==` (see the type's comment).
        @inline(__always)
        func value(at f: Double) -> Transform3D {
            let sx = scaleX.0.interpolated(to: scaleX.1, fraction: f)
            let sy = scaleY.0.interpolated(to: scaleY.1, fraction: f)
            let kx = skewX.0.interpolated(to: skewX.1, fraction: f)
            let r = slerp.value(at: f).rotationTransform
            var t = Transform3D.identity
            t.m11 = r.m11 * sx
            t.m12 = r.m12 * sx
            let skew = sy * kx
            t.m21 = r.m21 * sy + r.m11 * skew
            t.m22 = r.m22 * sy + r.m12 * skew
            t.m41 = translationX.0.interpolated(to: translationX.1, fraction: f)
            t.m42 = translationY.0.interpolated(to: translationY.1, fraction: f)
            return t
        }
    }
}
