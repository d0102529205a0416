extension StateChannel {
    /// Whether every number of this channel of `state` is finite (a missing colour, clip, content
    /// rectangle or shadow is).
    @inline(__always)
    func isFinite(in state: ViewState) -> Bool {
        switch self {
        case .position: state.position.isFinite
        case .size: state.size.isFinite
        case .transform: state.transform.isFinite
        case .alpha: state.alpha.isFinite
        case .cornerRadii: state.cornerRadii.isFinite
        case .backgroundColor: state.backgroundColor?.isFinite ?? true
        case .clip: state.clip?.isFinite ?? true
        case .zPosition: state.zPosition.isFinite
        case .contentRect: state.contentRect?.isFinite ?? true
        case .shadow: state.shadow?.isFinite ?? true
        }
    }

    /// Whether `sanitize` would change this channel of `state`: a number is not finite, the alpha
    /// is outside 0…1, or the shadow is not already sanitized (`Shadow.sanitized`).
    @inline(__always)
    func needsSanitizing(in state: ViewState) -> Bool {
        switch self {
        case .alpha: !(state.alpha >= 0 && state.alpha <= 1)
        case .shadow: state.shadow.map { $0.sanitized != $0 } ?? false
        case .position, .size, .transform, .cornerRadii, .backgroundColor, .clip, .zPosition, .contentRect:
            !isFinite(in: state)
        }
    }

    /// Replaces this channel's non-finite numbers in `state` by harmless values: a NaN or infinite
    /// coordinate, size or radius by 0, a non-finite transform by the identity, the alpha clamped
    /// into 0…1 (NaN → 0), a non-finite colour, clip or content rectangle dropped (the content then
    /// fills the bounds), the shadow sanitized (`Shadow.sanitized`).
    @inline(__always)
    func sanitize(_ state: inout ViewState) {
        func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
        switch self {
        case .position: state.position = Point(x: finite(state.position.x), y: finite(state.position.y))
        case .size: state.size = Size(width: finite(state.size.width), height: finite(state.size.height))
        case .transform: if !state.transform.isFinite { state.transform = .identity }
        case .alpha: state.alpha = state.alpha >= 0 ? min(state.alpha, 1) : 0
        case .cornerRadii:
            let r = state.cornerRadii
            state.cornerRadii = CornerRadii(
                topLeft: finite(r.topLeft), topRight: finite(r.topRight), bottomLeft: finite(r.bottomLeft),
                bottomRight: finite(r.bottomRight))
        case .backgroundColor: if state.backgroundColor?.isFinite == false { state.backgroundColor = nil }
        case .clip: if state.clip?.isFinite == false { state.clip = nil }
        case .zPosition: state.zPosition = finite(state.zPosition)
        case .contentRect: if state.contentRect?.isFinite == false { state.contentRect = nil }
        case .shadow: if let shadow = state.shadow { state.shadow = shadow.sanitized }
        }
    }

    /// Replaces this channel of `state`, blended `f` of the way from `a` to `b` (both finite), when
    /// it is not finite: the transform by an overflow-safe element-wise blend of the ends'
    /// (a·(1 − f) + b·f, f clamped into 0…1), or by the nearer end's if that overflows too; every
    /// other channel by the nearer end's.
    @inline(__always)
    func repairNonFinite(_ state: inout ViewState, from a: ViewState, to b: ViewState, fraction f: Double) {
        guard !isFinite(in: state) else { return }
        let near = f < 0.5 ? a : b
        switch self {
        case .position: state.position = near.position
        case .size: state.size = near.size
        case .transform: state.transform = Transform3D.repairedBlend(from: a.transform, to: b.transform, fraction: f)
        case .alpha: state.alpha = near.alpha
        case .cornerRadii: state.cornerRadii = near.cornerRadii
        case .backgroundColor: state.backgroundColor = near.backgroundColor
        case .clip: state.clip = near.clip
        case .zPosition: state.zPosition = near.zPosition
        case .contentRect: state.contentRect = near.contentRect
        case .shadow: state.shadow = near.shadow
        }
    }
}

extension Transform3D {
    /// What replaces a blend of `a` and `b` at fraction `f` that is not finite: the element-wise
    /// blend a·(1 − f) + b·f with f clamped into 0…1, or the nearer end if that overflows too.
    static func repairedBlend(from a: Transform3D, to b: Transform3D, fraction f: Double) -> Transform3D {
        let t = a.elementwiseBlend(to: b, fraction: min(max(f, 0), 1))
        return t.isFinite ? t : (f < 0.5 ? a : b)
    }

    /// Each entry blended `g` of the way to `other`'s as a·(1 − g) + b·g, which does not take the
    /// difference b − a (infinite for finite entries of opposite signs near the largest double).
    func elementwiseBlend(to other: Transform3D, fraction g: Double) -> Transform3D {
        func lerp(_ x: Double, _ y: Double) -> Double { x * (1 - g) + y * g }
        return Transform3D(
            m11: lerp(m11, other.m11), m12: lerp(m12, other.m12), m13: lerp(m13, other.m13), m14: lerp(m14, other.m14),
            m21: lerp(m21, other.m21), m22: lerp(m22, other.m22), m23: lerp(m23, other.m23), m24: lerp(m24, other.m24),
            m31: lerp(m31, other.m31), m32: lerp(m32, other.m32), m33: lerp(m33, other.m33), m34: lerp(m34, other.m34),
            m41: lerp(m41, other.m41), m42: lerp(m42, other.m42), m43: lerp(m43, other.m43), m44: lerp(m44, other.m44))
    }
}
