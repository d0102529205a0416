extension ViewState: Interpolatable {
    /// The state `fraction` of the way to `other` along a straight path.
    package func interpolated(to other: ViewState, fraction: Double) -> ViewState {
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
    package func interpolated(to other: ViewState, fraction: Double, path: MotionPath) -> ViewState {
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

    /// The blend of the states at `x` and `y` written channel by channel into `result`
    /// (`StateChannel.blendEveryChannel`), reading the ends in place: evaluation blends
    /// straight from a plan's tracks into its buffer (a state is ~440 bytes; copies of the ends and
    /// of a temporary would cost more than the arithmetic). `result` must be neither end.
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
        let inputs = ChannelBlend(x, y, fraction: f, path: path, transform: t)
        StateChannel.blendEveryChannel(x, y, inputs, into: result)
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
        var s = self
        for channel in StateChannel.allCases { channel.repairNonFinite(&s, from: a, to: b, fraction: f) }
        return s
    }
}
