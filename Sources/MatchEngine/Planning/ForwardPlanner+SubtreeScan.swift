// The one forward pass over each side's views that every later stage reads from: ignored
// modifiers, cascading views, drawn visual-effect views, modifier values to repair.

extension ForwardPlanner {
    /// What one pass over a side's views finds: for every view, whether an ancestor carries
    /// `.ignoreSubviewModifiers`, which views carry a `.cascade`, whether a visible
    /// visual-effect view is among them, and which views' modifiers hold values the planner
    /// cannot use as given.
    struct SubtreeScan {
        var ignored: [Bool]
        /// The indices of the views with a `.cascade` modifier, in order (usually none).
        var cascading: [Int]
        /// Whether the side holds a `.visualEffect` view that is drawn (not hidden, alpha above 0).
        var holdsEffectView = false
        /// One ``MatchDiagnostic/modifierValuesRepaired(id:side:index:count:)`` per view whose modifiers hold values the
        /// planner cannot use as given (`Modifier.unusableValueCount`), on the side the view is
        /// really on, in document order.
        var modifierRepairs: [MatchDiagnostic] = []
    }

    /// `SubtreeScan` of a side, in one forward pass (parents come before their subviews): each
    /// record read once, instead of once for its modifiers, once for its parent and once more
    /// for cascades (at 10 000 views a side, the records are out of cache by then).
    func scanSubtrees(_ scene: SceneSnapshot, side: SceneSide) -> SubtreeScan {
        var matched = [Bool](repeating: false, count: scene.count)
        for pair in match.pairs {
            let i = side == .source ? pair.source : pair.destination
            if i < scene.count { matched[i] = true }
        }
        let realAppearing = (side == .destination) != rolesAreMirrored
        // Whether a view's own modifiers, conditions resolved for its role, ignore its subviews'.
        var ignores = [Bool](repeating: false, count: scene.count)
        var ignored = [Bool](repeating: false, count: scene.count)
        var cascading: [Int] = []
        var holdsEffectView = false
        var modifierRepairs: [MatchDiagnostic] = []
        // A pop is planned as the push it reverses: its sides are swapped here.
        let realSide = rolesAreMirrored ? side.other : side
        // A parent index that is not an earlier view (a malformed snapshot; `SceneSnapshot.validate()`
        // rejects it) is only known once every view's own flag is: then the flags are worked out
        // again below, in a second pass, as they always were.
        var forwardParent = false
        for i in 0..<scene.count {
            let p = scene.views[i].parent
            if p >= i { forwardParent = true } else if p >= 0 { ignored[i] = ignored[p] || ignores[p] }
            if scene.views[i].content == .visualEffect, !scene.views[i].isEffectivelyHidden, scene.views[i].effectiveAlpha > 0 {
                holdsEffectView = true
            }
            guard !scene.views[i].modifiers.isEmpty else { continue }
            let unusable = scene.views[i].modifiers.reduce(0) { $0 + $1.unusableValueCount }
            if unusable > 0 {
                modifierRepairs.append(.modifierValuesRepaired(id: scene.views[i].id, side: realSide, index: i, count: unusable))
            }
            if scene.views[i].modifiers.contains(where: { if case .cascade = $0 { true } else { false } }) {
                cascading.append(i)
            }
            guard ModifierSet.mayIgnoreSubviewModifiers(scene.views[i].modifiers) else { continue }
            let conditions = ModifierSet.Conditions(
                matched: matched[i], appearing: !matched[i] && realAppearing, disappearing: !matched[i] && !realAppearing,
                presenting: context.kind.isPresenting)
            ignores[i] = ModifierSet(scene.views[i].modifiers, conditions).ignoresSubviewModifiers
        }
        if forwardParent {
            ignored = [Bool](repeating: false, count: scene.count)
            for i in 0..<scene.count {
                let p = scene.views[i].parent
                if p >= 0 { ignored[i] = ignored[p] || ignores[p] }
            }
        }
        if holdsEffectView { holdsEffectView = drawsEffectViewInPlace(scene, side: side) }
        return SubtreeScan(
            ignored: ignored, cascading: cascading, holdsEffectView: holdsEffectView, modifierRepairs: modifierRepairs)
    }

    /// Whether a side's root itself draws a visual-effect view during the transition: one that is
    /// visible and neither a participant nor inside one (those are concealed at alpha 0 and fly as
    /// stand-ins, so the root's alpha or mask does not reach them). Run only for a side that holds
    /// an effect view at all (rare: a bar's material).
    func drawsEffectViewInPlace(_ scene: SceneSnapshot, side: SceneSide) -> Bool {
        var flies = [Bool](repeating: false, count: scene.count)
        for pair in match.pairs {
            let i = side == .source ? pair.source : pair.destination
            if i > 0 && i < scene.count { flies[i] = true }
        }
        for u in side == .source ? match.disappearing : match.appearing where u.index > 0 && u.index < scene.count {
            flies[u.index] = true
        }
        for i in 1..<max(scene.count, 1) {
            let p = scene.views[i].parent
            if p > 0 && p < i && flies[p] { flies[i] = true }
            if !flies[i], scene.views[i].content == .visualEffect, !scene.views[i].isEffectivelyHidden,
                scene.views[i].effectiveAlpha > 0
            {
                return true
            }
        }
        return scene.count > 0 && scene.views[0].content == .visualEffect
    }
}
