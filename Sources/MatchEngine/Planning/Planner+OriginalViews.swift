extension Planner {
    /// For each of `participants` (views on `side`, as `match.participants(on:)` lists them), whether the view
    /// itself flies rather than a snapshot of it: `.useOriginalView` applies to it with its
    /// conditions resolved for its real role in this transition — matched or not, appearing
    /// (destination) or disappearing (source), presenting or dismissing — so
    /// `.whenMatched([.useOriginalView])` flies the original only when the view is matched.
    package static func usesOriginalView(
        _ participants: [Int], side: SceneSide, scene: SceneSnapshot, match: MatchResult, context: TransitionContext
    ) -> [Bool] {
        func hasModifiers(_ i: Int) -> Bool { i < scene.count && !scene.views[i].modifiers.isEmpty }
        // Only a view with modifiers can fly itself: without one, no need to know which are matched.
        guard participants.contains(where: hasModifiers) else { return [Bool](repeating: false, count: participants.count) }
        var matched = [Bool](repeating: false, count: scene.count)
        for pair in match.pairs {
            let i = side == .source ? pair.source : pair.destination
            if i >= 0 && i < scene.count { matched[i] = true }
        }
        return participants.map { i in
            guard hasModifiers(i) else { return false }
            let isMatched = matched[i]
            let conditions = ModifierSet.Conditions(
                matched: isMatched, appearing: !isMatched && side == .destination,
                disappearing: !isMatched && side == .source, presenting: context.kind.isPresenting)
            return ModifierSet(scene.views[i].modifiers, conditions).usesOriginalView
        }
    }
}
