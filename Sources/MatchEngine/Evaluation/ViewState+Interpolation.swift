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
    /// end's colour at alpha 0; a missing clip as the whole bounds. Exact at 0 and 1.
    public func interpolated(to other: ViewState, fraction: Double, path: MotionPath) -> ViewState {
        blended(to: other, fraction: fraction, path: path, transform: transform.interpolated(to: other.transform, fraction: fraction))
    }

    /// The interpolation with the transform already interpolated (the evaluator caches its decomposition).
    func blended(to other: ViewState, fraction f: Double, path: MotionPath, transform t: Transform3D) -> ViewState {
        if f == 0 { return self }
        if f == 1 { return other }
        var radii = cornerRadii.interpolated(to: other.cornerRadii, fraction: f)
        if transform != other.transform {
            let a = transform.areaScale, b = other.transform.areaScale, now = t.areaScale
            if a > 1e-9, b > 1e-9, now > 1e-9 {
                radii = cornerRadii.scaled(by: a).interpolated(to: other.cornerRadii.scaled(by: b), fraction: f).scaled(by: 1 / now)
            }
        }
        var colour: Color?
        switch (backgroundColor, other.backgroundColor) {
        case (nil, nil): colour = nil
        case let (a?, b?): colour = a.interpolated(to: b, fraction: f)
        case let (a?, nil): colour = a.interpolated(to: a.withAlpha(0), fraction: f)
        case let (nil, b?): colour = b.withAlpha(0).interpolated(to: b, fraction: f)
        }
        var clipShape: ClipShape?
        if clip != nil || other.clip != nil {
            let a = clip ?? ClipShape(rect: Rect(origin: .zero, size: size), cornerRadius: 0)
            let b = other.clip ?? ClipShape(rect: Rect(origin: .zero, size: other.size), cornerRadius: 0)
            clipShape = a.interpolated(to: b, fraction: f)
        }
        return ViewState(
            position: path.point(from: position, to: other.position, fraction: f),
            size: size.interpolated(to: other.size, fraction: f),
            transform: t,
            alpha: alpha.interpolated(to: other.alpha, fraction: f),
            cornerRadii: radii,
            backgroundColor: colour,
            clip: clipShape,
            zPosition: zPosition.interpolated(to: other.zPosition, fraction: f))
    }
}

extension Transform3D {
    /// How much the transform scales areas in the plane, as a length factor: √|m11·m22 − m12·m21|
    /// (exact for affine transforms; the linear part's for projective ones).
    var areaScale: Double { (m11 * m22 - m12 * m21).magnitude.squareRoot() }
}
