extension MatchResult {
    /// The same result seen from the other side: sources and destinations swapped, appearing and
    /// disappearing swapped. Pair indices (and so ancestor references) are kept.
    package var mirrored: MatchResult {
        MatchResult(
            pairs: pairs.map {
                MatchedPair(
                    id: $0.id, source: $0.destination, destination: $0.source, sourceAncestorPair: $0.destinationAncestorPair,
                    destinationAncestorPair: $0.sourceAncestorPair, nestingDepth: $0.nestingDepth)
            },
            appearing: disappearing, disappearing: appearing, diagnostics: diagnostics)
    }
}

extension MatchResult {
    /// The indices, in increasing order, of the views on `side` that take part on their own (paired,
    /// appearing or disappearing): each flies as a stand-in of its own, so its pixels are kept out
    /// of its ancestors' stand-ins. The root is included when it is tagged and paired.
    package func participants(on side: SceneSide) -> [Int] {
        // Marked in a table as long as the largest index, read back in order: no hashing, no sort.
        var marked: [Bool] = []
        func mark(_ index: Int) {
            if index >= marked.count { marked.append(contentsOf: repeatElement(false, count: index + 1 - marked.count)) }
            marked[index] = true
        }
        for pair in pairs { mark(side == .source ? pair.source : pair.destination) }
        for u in side == .source ? disappearing : appearing { mark(u.index) }
        return marked.indices.filter { marked[$0] }
    }
}
