extension Planner {
    /// For each of `participants` (views on `side`, as `match.participants(on:)` lists them), whether the view
    /// itself flies rather than a snapshot of it: `.useOriginalView` applies to it with its
    /// conditions resolved for its real role in this transition — matched or not, appearing
    /// (destination) or disappearing (source), presenting or dismissing — so
    /// `.whenMatched([.useOriginalView])` flies the original only when the view is matched.
    package static func usesOriginalView(
        _ participants: [Int], side: SceneSide, scene: SceneSnapshot, match: MatchResult, context: TransitionContext
    ) -> [Bool] {
        var matched = Set<Int>()
        for pair in match.pairs { matched.insert(side == .source ? pair.source : pair.destination) }
        return participants.map { i in
            guard i < scene.count, !scene.views[i].modifiers.isEmpty else { return false }
            let isMatched = matched.contains(i)
            let conditions = ModifierSet.Conditions(
                matched: isMatched, appearing: !isMatched && side == .destination,
                disappearing: !isMatched && side == .source, presenting: context.kind.isPresenting)
            return ModifierSet(scene.views[i].modifiers, conditions).usesOriginalView
        }
    }
}
