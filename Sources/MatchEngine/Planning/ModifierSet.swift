/// A view's modifiers resolved for one role in one transition: conditions expanded, later
/// modifiers of a kind overriding earlier ones, state changes kept in order.
struct ModifierSet {
    /// Which conditional modifiers apply.
    struct Conditions {
        var matched = false
        var appearing = false
        var disappearing = false
        var presenting = true
    }

    /// The view's own list; state changes are applied from it directly, so resolving a view's
    /// modifiers allocates nothing.
    let modifiers: [Modifier]
    let conditions: Conditions
    var delay: Double?
    var duration: Double?
    var timing: TimingCurve?
    var arc: Double?
    var zIndex: Double?
    var cascade: (step: Double, direction: CascadeDirection)?
    var source: TransitionID?
    var ignoresSubviewModifiers = false
    var crossfade: Bool?
    /// Whether an applicable `.useOriginalView` asks for the view itself to fly.
    var usesOriginalView = false
    var resize: ResizeMode?
    /// Whether any applicable modifier changes the state (fade, scale, …).
    var hasStateChanges = false
    /// Whether any applicable `.beginWith` is present.
    var hasBegin = false

    init(_ modifiers: [Modifier], _ conditions: Conditions) {
        self.modifiers = modifiers
        self.conditions = conditions
        scan(modifiers)
    }

    /// Whether the set gives the view a timing of its own: a delay, duration, curve or spring.
    var givesTiming: Bool { delay != nil || duration != nil || timing != nil }

    /// Whether the set moves the view by itself (so it need not follow its root or ancestor).
    var changesState: Bool { hasStateChanges || source != nil }

    /// `state` with the applicable state modifiers applied, in order.
    func applyState(to state: ViewState) -> ViewState {
        var s = state
        walk(modifiers) { ModifierSet.apply($0, to: &s) }
        return s
    }

    /// `state` with the state modifiers inside applicable `.whenMatched` lists applied, in order
    /// (unconditional state modifiers do not apply to a matched view: it flies to its partner).
    func applyMatchedState(to state: ViewState) -> ViewState {
        guard conditions.matched, !modifiers.isEmpty else { return state }
        var s = state
        walkMatched(modifiers, inside: false, &s)
        return s
    }

    private func walkMatched(_ list: [Modifier], inside: Bool, _ state: inout ViewState) {
        for modifier in list {
            switch modifier {
            case .whenMatched(let l): walkMatched(l, inside: true, &state)
            case .whenPresenting(let l): if conditions.presenting { walkMatched(l, inside: inside, &state) }
            case .whenDismissing(let l): if !conditions.presenting { walkMatched(l, inside: inside, &state) }
            case .whenAppearing, .whenDisappearing, .beginWith: break
            default: if inside { ModifierSet.apply(modifier, to: &state) }
            }
        }
    }

    /// `state` with the applicable `.beginWith` lists applied, in order.
    func applyBegin(to state: ViewState) -> ViewState {
        guard hasBegin else { return state }
        var s = state
        walkBegin(modifiers, &s)
        return s
    }

    private mutating func scan(_ list: [Modifier]) {
        for modifier in list {
            switch modifier {
            case .fade, .opacity, .scale, .translate, .rotate, .transform, .cornerRadius, .backgroundColor:
                hasStateChanges = true
            case .shadow:
                hasStateChanges = true
            case .zIndex(let z): zIndex = z.isFinite ? z : nil
            case .delay(let d): delay = d.isFinite && d > 0 ? d : 0
            case .duration(let d): duration = d.isFinite && d >= 0 ? d : nil
            case .timing(let t): timing = t
            case .spring(let s): timing = .spring(s)
            case .arc(let intensity): arc = intensity.isFinite ? intensity : 0
            case .cascade(let step, let direction): cascade = (step.isFinite && step > 0 ? step : 0, direction)
            case .source(let id): source = id
            case .ignoreSubviewModifiers: ignoresSubviewModifiers = true
            case .matchWhenOffscreen: break
            case .useOriginalView: usesOriginalView = true
            case .crossfade(let on): crossfade = on
            case .resize(let mode): resize = mode
            case .beginWith: hasBegin = true
            case .whenMatched(let list): if conditions.matched { scan(list) }
            case .whenAppearing(let list): if conditions.appearing { scan(list) }
            case .whenDisappearing(let list): if conditions.disappearing { scan(list) }
            case .whenPresenting(let list): if conditions.presenting { scan(list) }
            case .whenDismissing(let list): if !conditions.presenting { scan(list) }
            }
        }
    }

    /// Whether `list` holds `.ignoreSubviewModifiers` anywhere, inside conditional and `.beginWith`
    /// lists too: when it does not, no `ModifierSet` of it ignores its subviews' modifiers (a quick
    /// test that spares building one; when it does, the set built decides).
    static func mayIgnoreSubviewModifiers(_ list: [Modifier]) -> Bool {
        list.contains { modifier in
            switch modifier {
            case .ignoreSubviewModifiers: true
            case .whenMatched(let l), .whenAppearing(let l), .whenDisappearing(let l), .whenPresenting(let l),
                .whenDismissing(let l), .beginWith(let l):
                mayIgnoreSubviewModifiers(l)
            default: false
            }
        }
    }

    /// Whether every modifier of `list` changes only a view's centre, alpha or transform (`.fade`,
    /// `.opacity`, `.scale`, `.translate`) or its timing and stacking (`.delay`, `.duration`,
    /// `.timing`, `.spring`, `.zIndex`): lists whose unmatched views the planner packs from their
    /// records without building ``ViewState``s (see `ForwardPlanner`). No condition changes what such
    /// a list does, and it names no other view.
    static func holdsOnlyPlainEffects(_ list: [Modifier]) -> Bool {
        for modifier in list {
            switch modifier {
            case .fade, .opacity, .scale, .translate, .delay, .duration, .timing, .spring, .zIndex: continue
            default: return false
            }
        }
        return true
    }

    /// Calls `body` with every applicable modifier, conditions expanded, `.beginWith` skipped.
    private func walk(_ list: [Modifier], _ body: (Modifier) -> Void) {
        for modifier in list {
            switch modifier {
            case .whenMatched(let l): if conditions.matched { walk(l, body) }
            case .whenAppearing(let l): if conditions.appearing { walk(l, body) }
            case .whenDisappearing(let l): if conditions.disappearing { walk(l, body) }
            case .whenPresenting(let l): if conditions.presenting { walk(l, body) }
            case .whenDismissing(let l): if !conditions.presenting { walk(l, body) }
            case .beginWith: break
            default: body(modifier)
            }
        }
    }

    private func walkBegin(_ list: [Modifier], _ state: inout ViewState) {
        for modifier in list {
            switch modifier {
            case .beginWith(let l): walk(l) { ModifierSet.apply($0, to: &state) }
            case .whenMatched(let l): if conditions.matched { walkBegin(l, &state) }
            case .whenAppearing(let l): if conditions.appearing { walkBegin(l, &state) }
            case .whenDisappearing(let l): if conditions.disappearing { walkBegin(l, &state) }
            case .whenPresenting(let l): if conditions.presenting { walkBegin(l, &state) }
            case .whenDismissing(let l): if !conditions.presenting { walkBegin(l, &state) }
            default: break
            }
        }
    }

    /// `s` changed by one state modifier (others are ignored). Translations are in container
    /// points; scales, rotations and transforms apply about the view's centre, before its own transform.
    static func apply(_ modifier: Modifier, to s: inout ViewState) {
        switch modifier {
        case .fade, .opacity, .scale, .translate:
            applyMotion(modifier, position: &s.position, alpha: &s.alpha, transform: &s.transform)
        case .rotate(let x, let y, let z):
            let r = Transform3D.rotation(angle: x, x: 1, y: 0, z: 0)
                .concatenating(.rotation(angle: y, x: 0, y: 1, z: 0))
                .concatenating(.rotation(angle: z, x: 0, y: 0, z: 1))
            s.transform = r.concatenating(s.transform)
        case .transform(let t): s.transform = t.concatenating(s.transform)
        case .cornerRadius(let r): s.cornerRadii = CornerRadii(r)
        case .backgroundColor(let c): s.backgroundColor = c
        case .shadow(let shadow): s.shadow = shadow
        default: break
        }
    }

    /// `apply(_:to:)` for the modifiers that change only a state's centre, alpha and transform —
    /// `.fade`, `.opacity`, `.scale`, `.translate` — on those parts alone (others are ignored), for
    /// a caller that has no ``ViewState`` built. Translations are in container points; a scale and a
    /// translation in z apply before the view's own transform.
    @inline(__always)
    static func applyMotion(_ modifier: Modifier, position: inout Point, alpha: inout Double, transform: inout Transform3D) {
        switch modifier {
        case .fade: alpha = 0
        case .opacity(let a): alpha = a >= 0 ? min(a, 1) : 0
        case .scale(let x, let y): transform = Transform3D.scale(x: x, y: y).concatenating(transform)
        case .translate(let x, let y, let z):
            position = Point(x: position.x + x, y: position.y + y)
            if z != 0 { transform = Transform3D.translation(x: 0, y: 0, z: z).concatenating(transform) }
        default: break
        }
    }
}
