extension Modifier {
    /// How many of this modifier's values the planner cannot use as given — a NaN or infinite
    /// number, or one outside the range the modifier documents — counting those in nested lists
    /// (whether or not their condition applies to this transition). Each is ignored, clamped into
    /// its range or replaced by its neutral value: a non-finite transform, scale, translation or
    /// rotation by the identity, a non-finite z-index by none, a non-finite or negative delay or
    /// cascade step by 0, a duration that is not a positive number by the transition's or the
    /// shortest, an opacity outside 0…1 by its nearest end, a non-finite or negative corner radius
    /// by 0, a spring's non-finite initial velocity by 0, a radial cascade's non-finite centre by
    /// document order, a shadow by `Shadow.sanitized`'s repair (one value per shadow). Springs and
    /// Bézier curves repair themselves when made (`Spring.init`, `CubicBezier.init`) and are not
    /// counted here.
    package var unusableValueCount: Int {
        func bad(_ values: Double...) -> Int { values.count { !$0.isFinite } }
        switch self {
        case .fade, .source, .ignoreSubviewModifiers, .matchWhenOffscreen, .useOriginalView, .crossfade, .resize, .spring:
            return 0
        case .timing(let curve):
            if case .spring(_, let velocity) = curve { return bad(velocity) }
            return 0
        case .opacity(let a): return (0...1).contains(a) ? 0 : 1
        case .scale(let x, let y): return bad(x, y)
        case .translate(let x, let y, let z), .rotate(let x, let y, let z): return bad(x, y, z)
        case .transform(let t): return t.isFinite ? 0 : 1
        case .cornerRadius(let r): return r >= 0 && r.isFinite ? 0 : 1
        case .backgroundColor(let c): return c.isFinite ? 0 : 1
        case .zIndex(let z), .arc(let z): return bad(z)
        case .delay(let d): return d >= 0 && d.isFinite ? 0 : 1
        case .duration(let d): return d > 0 && d.isFinite ? 0 : 1
        case .cascade(let step, let direction):
            var count = step >= 0 && step.isFinite ? 0 : 1
            if case .radial(let centre) = direction { count += bad(centre.x, centre.y) }
            return count
        case .shadow(let shadow): return shadow.map { $0.sanitized != $0 } ?? false ? 1 : 0
        case .beginWith(let list), .whenMatched(let list), .whenAppearing(let list), .whenDisappearing(let list),
            .whenPresenting(let list), .whenDismissing(let list):
            return list.reduce(0) { $0 + $1.unusableValueCount }
        }
    }
}
