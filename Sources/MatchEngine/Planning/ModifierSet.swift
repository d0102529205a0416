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

    var stateChanges: [Modifier] = []
    var begin: [Modifier] = []
    var delay: Double?
    var duration: Double?
    var timing: TimingCurve?
    var arc: Double?
    var zIndex: Double?
    var cascade: (step: Double, direction: CascadeDirection)?
    var source: TransitionID?
    var ignoresSubviewModifiers = false
    var crossfade: Bool?

    init(_ modifiers: [Modifier], _ conditions: Conditions) {
        add(modifiers, conditions)
    }

    var isEmpty: Bool {
        stateChanges.isEmpty && begin.isEmpty && delay == nil && duration == nil && timing == nil && arc == nil
            && zIndex == nil && cascade == nil && source == nil && crossfade == nil
    }

    /// Whether the set moves the view by itself (so it need not follow its root or ancestor).
    var changesState: Bool { !stateChanges.isEmpty || source != nil }

    private mutating func add(_ modifiers: [Modifier], _ c: Conditions) {
        for modifier in modifiers {
            switch modifier {
            case .fade, .opacity, .scale, .translate, .rotate, .transform, .cornerRadius, .backgroundColor:
                stateChanges.append(modifier)
            case let .zIndex(z): zIndex = z.isFinite ? z : nil
            case let .delay(d): delay = d.isFinite && d > 0 ? d : 0
            case let .duration(d): duration = d.isFinite && d >= 0 ? d : nil
            case let .timing(t): timing = t
            case let .spring(s): timing = .spring(s)
            case let .arc(intensity): arc = intensity.isFinite ? intensity : 0
            case let .cascade(step, direction): cascade = (step.isFinite && step > 0 ? step : 0, direction)
            case let .source(id): source = id
            case .ignoreSubviewModifiers: ignoresSubviewModifiers = true
            case .matchWhenOffscreen: break
            case let .crossfade(on): crossfade = on
            case let .beginWith(list): begin.append(contentsOf: list)
            case let .whenMatched(list): if c.matched { add(list, c) }
            case let .whenAppearing(list): if c.appearing { add(list, c) }
            case let .whenDisappearing(list): if c.disappearing { add(list, c) }
            case let .whenPresenting(list): if c.presenting { add(list, c) }
            case let .whenDismissing(list): if !c.presenting { add(list, c) }
            }
        }
    }

    /// `state` changed by the state modifiers, in order. Translations are in container points;
    /// scales, rotations and transforms apply about the view's centre, before its own transform.
    static func apply(_ modifiers: [Modifier], to state: ViewState) -> ViewState {
        var s = state
        for modifier in modifiers {
            switch modifier {
            case .fade: s.alpha = 0
            case let .opacity(a): s.alpha = a >= 0 ? min(a, 1) : 0
            case let .scale(x, y): s.transform = Transform3D.scale(x: x, y: y).concatenating(s.transform)
            case let .translate(x, y, z):
                s.position = Point(x: s.position.x + x, y: s.position.y + y)
                if z != 0 { s.transform = Transform3D.translation(x: 0, y: 0, z: z).concatenating(s.transform) }
            case let .rotate(x, y, z):
                let r = Transform3D.rotation(angle: x, x: 1, y: 0, z: 0)
                    .concatenating(.rotation(angle: y, x: 0, y: 1, z: 0))
                    .concatenating(.rotation(angle: z, x: 0, y: 0, z: 1))
                s.transform = r.concatenating(s.transform)
            case let .transform(t): s.transform = t.concatenating(s.transform)
            case let .cornerRadius(r): s.cornerRadii = CornerRadii(r)
            case let .backgroundColor(c): s.backgroundColor = c
            default: break
            }
        }
        return s
    }
}
