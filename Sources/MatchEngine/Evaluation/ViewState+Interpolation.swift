extension ViewState: Interpolatable {
    /// The state `fraction` of the way to `other` along a straight path.
    public func interpolated(to other: ViewState, fraction: Double) -> ViewState {
        interpolated(to: other, fraction: fraction, path: .straight)
    }

    /// The state `fraction` (not clamped) of the way to `other`, the centre following `path`.
    ///
    /// Size, alpha, colour, clip and z-position interpolate linearly; the transform by
    /// decomposition (see `Transform3D.interpolated(to:fraction:)`). Corner radii are
    /// scale-corrected: when the two transforms scale differently, the on-screen radius (local
    /// radius × the transform's area scale, √|det|) moves linearly, so a card growing through its
    /// transform keeps the corners it shows instead of bulging. A missing colour counts as the other
    /// end's colour at alpha 0; a missing clip or content rectangle as the whole bounds. The
    /// shadow's colour, opacity and path move linearly and its radius and offset are
    /// scale-corrected like the corners (see `Shadow.blend`). Exact at 0 and 1.
    public func interpolated(to other: ViewState, fraction: Double, path: MotionPath) -> ViewState {
        blended(to: other, fraction: fraction, path: path, transform: transform.interpolated(to: other.transform, fraction: fraction))
    }

    /// The interpolation with the transform already interpolated (the evaluator caches its decomposition).
    func blended(to other: ViewState, fraction f: Double, path: MotionPath, transform t: Transform3D) -> ViewState {
        var result = self
        blend(to: other, fraction: f, path: path, transform: t, into: &result)
        return result
    }

    /// `blended(to:fraction:path:transform:)` written field by field into `result`.
    func blend(to other: ViewState, fraction f: Double, path: MotionPath, transform t: Transform3D, into result: inout ViewState) {
        withUnsafePointer(to: self) { a in
            withUnsafePointer(to: other) { b in
                withUnsafeMutablePointer(to: &result) { r in ViewState.blend(a, b, fraction: f, path: path, transform: t, into: r) }
            }
        }
    }

    /// The blend of the states at `x` and `y` written field by field into `result`, reading the
    /// ends in place: evaluation blends straight from a plan's tracks into its buffer (a state is
    /// ~440 bytes; copies of the ends and of a temporary would cost more than the arithmetic).
    static func blend(
        _ x: UnsafePointer<ViewState>, _ y: UnsafePointer<ViewState>, fraction f: Double, path: MotionPath,
        transform t: Transform3D, into result: UnsafeMutablePointer<ViewState>
    ) {
        if f == 0 {
            result.pointee = x.pointee
            return
        }
        if f == 1 {
            result.pointee = y.pointee
            return
        }
        var radii = x.pointee.cornerRadii.interpolated(to: y.pointee.cornerRadii, fraction: f)
        var scales: (from: Double, to: Double, now: Double)?
        if x.pointee.transform != y.pointee.transform {
            let a = x.pointee.transform.areaScale
            let b = y.pointee.transform.areaScale
            let now = t.areaScale
            if a > 1e-9, b > 1e-9, now > 1e-9 {
                radii = x.pointee.cornerRadii.scaled(by: a).interpolated(to: y.pointee.cornerRadii.scaled(by: b), fraction: f).scaled(
                    by: 1 / now)
                scales = (a, b, now)
            }
        }
        var colour: Color?
        switch (x.pointee.backgroundColor, y.pointee.backgroundColor) {
        case (nil, nil): colour = nil
        case (let a?, let b?): colour = a.interpolated(to: b, fraction: f)
        case (let a?, nil): colour = a.interpolated(to: a.withAlpha(0), fraction: f)
        case (nil, let b?): colour = b.withAlpha(0).interpolated(to: b, fraction: f)
        }
        var clipShape: ClipShape?
        if x.pointee.clip != nil || y.pointee.clip != nil {
            let a = x.pointee.clip ?? ClipShape(rect: Rect(origin: .zero, size: x.pointee.size), cornerRadius: 0)
            let b = y.pointee.clip ?? ClipShape(rect: Rect(origin: .zero, size: y.pointee.size), cornerRadius: 0)
            clipShape = a.interpolated(to: b, fraction: f)
        }
        var content: Rect?
        if x.pointee.contentRect != nil || y.pointee.contentRect != nil {
            let a = x.pointee.contentRect ?? Rect(origin: .zero, size: x.pointee.size)
            let b = y.pointee.contentRect ?? Rect(origin: .zero, size: y.pointee.size)
            content = a.interpolated(to: b, fraction: f)
        }
        result.pointee.position = path.point(from: x.pointee.position, to: y.pointee.position, fraction: f)
        result.pointee.size = x.pointee.size.interpolated(to: y.pointee.size, fraction: f)
        result.pointee.transform = t
        result.pointee.alpha = x.pointee.alpha.interpolated(to: y.pointee.alpha, fraction: f)
        result.pointee.cornerRadii = radii
        result.pointee.backgroundColor = colour
        result.pointee.clip = clipShape
        result.pointee.zPosition = x.pointee.zPosition.interpolated(to: y.pointee.zPosition, fraction: f)
        result.pointee.contentRect = content
        result.pointee.shadow =
            x.pointee.shadow == nil && y.pointee.shadow == nil
            ? nil : Shadow.blend(x.pointee.shadow, y.pointee.shadow, fraction: f, sizes: (x.pointee.size, y.pointee.size), scales: scales)
    }
}

extension Transform3D {
    /// How much the transform scales areas in the plane, as a length factor: √|m11·m22 − m12·m21|
    /// (exact for affine transforms; the linear part's for projective ones).
    var areaScale: Double { (m11 * m22 - m12 * m21).magnitude.squareRoot() }
}

extension ViewState {
    /// This blended state with every non-finite number replaced: the transform by an overflow-safe
    /// element-wise blend of the ends' (a·(1 − f) + b·f), or the nearer end's if that overflows
    /// too; every other non-finite field by the nearer end's value. The ends must be finite.
    func repairingNonFinite(from a: ViewState, to b: ViewState, fraction f: Double) -> ViewState {
        let near = f < 0.5 ? a : b
        var s = self
        if !s.transform.isFinite {
            let g = min(max(f, 0), 1)
            func lerp(_ x: Double, _ y: Double) -> Double { x * (1 - g) + y * g }
            let p = a.transform
            let q = b.transform
            let t = Transform3D(
                m11: lerp(p.m11, q.m11), m12: lerp(p.m12, q.m12), m13: lerp(p.m13, q.m13), m14: lerp(p.m14, q.m14),
                m21: lerp(p.m21, q.m21), m22: lerp(p.m22, q.m22), m23: lerp(p.m23, q.m23), m24: lerp(p.m24, q.m24),
                m31: lerp(p.m31, q.m31), m32: lerp(p.m32, q.m32), m33: lerp(p.m33, q.m33), m34: lerp(p.m34, q.m34),
                m41: lerp(p.m41, q.m41), m42: lerp(p.m42, q.m42), m43: lerp(p.m43, q.m43), m44: lerp(p.m44, q.m44))
            s.transform = t.isFinite ? t : near.transform
        }
        if !s.position.isFinite { s.position = near.position }
        if !s.size.isFinite { s.size = near.size }
        if !s.alpha.isFinite { s.alpha = near.alpha }
        let r = s.cornerRadii
        if !(r.topLeft.isFinite && r.topRight.isFinite && r.bottomLeft.isFinite && r.bottomRight.isFinite) {
            s.cornerRadii = near.cornerRadii
        }
        if s.backgroundColor?.isFinite == false { s.backgroundColor = near.backgroundColor }
        if s.clip?.isFinite == false { s.clip = near.clip }
        if !s.zPosition.isFinite { s.zPosition = near.zPosition }
        if s.contentRect?.isFinite == false { s.contentRect = near.contentRect }
        if s.shadow?.isFinite == false { s.shadow = near.shadow }
        return s
    }
}
