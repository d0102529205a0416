extension MatchResult {
    /// The same result seen from the other side: sources and destinations swapped, appearing and
    /// disappearing swapped. Pair indices (and so ancestor references) are kept.
    public var mirrored: MatchResult {
        MatchResult(
            pairs: pairs.map {
                MatchedPair(
                    id: $0.id, source: $0.destination, destination: $0.source, sourceAncestorPair: $0.destinationAncestorPair,
                    destinationAncestorPair: $0.sourceAncestorPair, nestingDepth: $0.nestingDepth)
            },
            appearing: disappearing, disappearing: appearing, diagnostics: diagnostics)
    }
}
