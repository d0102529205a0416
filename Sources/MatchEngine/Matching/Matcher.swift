/// Pairs the tagged views of two captured scenes: the snapshot diff.
public enum Matcher {
    /// Pairs views by ID in O(n) (one hash-table insert or lookup per tagged view).
    ///
    /// - Tagged views that cannot take part (empty ID, hidden, alpha 0, zero size, singular
    ///   transform, NaN or infinite geometry, entirely off-screen without `.matchWhenOffscreen`) are
    ///   reported as `.skipped` and take no part as tagged views.
    /// - An ID on several eligible views of one side pairs the k-th source view with the k-th
    ///   destination view in document order; the extras are unmatched; `.duplicateID` reports it.
    /// - Untagged views with modifiers take part as appearing or disappearing views when visible.
    ///   The roots (index 0) take part through the transition's effect, never here: a tagged root
    ///   is reported as `.skipped(…, reason: .root)`.
    /// - Nesting is recorded: every pair and unmatched view knows its nearest matched ancestor.
    ///
    /// Deterministic: the same snapshots always give the same result, in the same order.
    public static func match(source: SceneSnapshot, destination: SceneSnapshot) -> MatchResult {
        struct Entry {
            var destinationFirst: Int32 = -1
            var destinationLast: Int32 = -1
            var destinationCount: Int32 = 0
            var destinationCursor: Int32 = -1
            var sourceCount: Int32 = 0
            var order: Int32
        }
        var diagnostics: [MatchDiagnostic] = []
        let sourceEligible = eligibility(source, side: .source, diagnostics: &diagnostics)
        let destinationEligible = eligibility(destination, side: .destination, diagnostics: &diagnostics)

        // Destination occurrences of each ID, chained in document order through `nextSame`.
        var entries: [TransitionID: Entry] = [:]
        entries.reserveCapacity(destinationEligible.tagged + sourceEligible.tagged)
        var nextSame = [Int32](repeating: -1, count: destination.count)
        var order: Int32 = 0
        for i in 0..<destination.count where destinationEligible.flags[i] == .tagged {
            let id = destination.views[i].id!
            if let slot = entries.index(forKey: id) {
                let last = entries.values[slot].destinationLast
                nextSame[Int(last)] = Int32(i)
                entries.values[slot].destinationLast = Int32(i)
                entries.values[slot].destinationCount += 1
            } else {
                entries[id] = Entry(
                    destinationFirst: Int32(i), destinationLast: Int32(i), destinationCount: 1,
                    destinationCursor: Int32(i), order: order)
                order += 1
            }
        }

        var pairs: [MatchedPair] = []
        pairs.reserveCapacity(min(sourceEligible.tagged, destinationEligible.tagged))
        var sourcePair = [Int32](repeating: -1, count: source.count)
        var destinationPair = [Int32](repeating: -1, count: destination.count)
        for i in 0..<source.count where sourceEligible.flags[i] == .tagged {
            let id = source.views[i].id!
            if let slot = entries.index(forKey: id) {
                entries.values[slot].sourceCount += 1
                let d = entries.values[slot].destinationCursor
                if d >= 0 {
                    entries.values[slot].destinationCursor = nextSame[Int(d)]
                    sourcePair[i] = Int32(pairs.count)
                    destinationPair[Int(d)] = Int32(pairs.count)
                    pairs.append(MatchedPair(id: id, source: i, destination: Int(d)))
                }
            } else {
                entries[id] = Entry(sourceCount: 1, order: order)
                order += 1
            }
        }

        // Nearest matched ancestor of every view, one forward pass per side (parents come first).
        let sourceAncestor = nearestMatchedAncestors(source, pairOf: sourcePair)
        let destinationAncestor = nearestMatchedAncestors(destination, pairOf: destinationPair)
        for k in pairs.indices {
            let s = sourceAncestor[pairs[k].source], d = destinationAncestor[pairs[k].destination]
            pairs[k].sourceAncestorPair = s >= 0 ? Int(s) : nil
            pairs[k].destinationAncestorPair = d >= 0 ? Int(d) : nil
            pairs[k].nestingDepth = s >= 0 ? pairs[Int(s)].nestingDepth + 1 : 0
        }

        let disappearing = unmatched(source, eligible: sourceEligible.flags, pairOf: sourcePair, ancestors: sourceAncestor)
        let appearing = unmatched(
            destination, eligible: destinationEligible.flags, pairOf: destinationPair, ancestors: destinationAncestor)

        var duplicates: [(order: Int32, diagnostic: MatchDiagnostic)] = []
        for (id, entry) in entries where entry.sourceCount > 1 || entry.destinationCount > 1 {
            duplicates.append(
                (entry.order, .duplicateID(id, sourceCount: Int(entry.sourceCount), destinationCount: Int(entry.destinationCount))))
        }
        duplicates.sort { $0.order < $1.order }
        diagnostics.append(contentsOf: duplicates.map(\.diagnostic))

        return MatchResult(pairs: pairs, appearing: appearing, disappearing: disappearing, diagnostics: diagnostics)
    }

    enum Participation: UInt8 {
        /// Takes no part of its own: rides inside an ancestor's stand-in.
        case none
        /// A valid tagged view: paired if the other side has its ID.
        case tagged
        /// An untagged (or the root's) view that carries modifiers and is visible.
        case modified
    }

    private static func eligibility(
        _ scene: SceneSnapshot, side: SceneSide, diagnostics: inout [MatchDiagnostic]
    ) -> (flags: [Participation], tagged: Int) {
        var flags = [Participation](repeating: .none, count: scene.count)
        var tagged = 0
        for i in 0..<scene.count {
            let view = scene.views[i]
            let reason = i == 0 ? SkipReason.root : skipReason(view, in: scene.containerBounds)
            if let id = view.id {
                if let reason {
                    diagnostics.append(.skipped(id: id, side: side, index: i, reason: reason))
                } else {
                    flags[i] = .tagged
                    tagged += 1
                }
            } else if i > 0, !view.modifiers.isEmpty, reason == nil {
                flags[i] = .modified
            }
        }
        return (flags, tagged)
    }

    /// Why a view cannot take part, or `nil` when it can. The first applicable reason wins.
    static func skipReason(_ view: ViewSnapshot, in container: Rect) -> SkipReason? {
        if view.id?.isEmpty == true { return .emptyID }
        if !view.hasFiniteGeometry || !view.alpha.isFinite || !view.effectiveAlpha.isFinite { return .nonFiniteGeometry }
        if view.isEffectivelyHidden { return .hidden }
        if !(view.effectiveAlpha > 0) { return .transparent }
        if view.size.isEmpty { return .zeroSize }
        // The transform is planar, so its determinant is the homography's: the factor by which it
        // scales area (for an affine transform). Below 1e-9 a 1000 × 1000 pt view covers 0.001 pt².
        if !view.transform.isIdentity && !(view.transform.determinant.magnitude >= 1e-9) { return .singularTransform }
        let frame = view.frame
        if !frame.isFinite { return .nonFiniteGeometry }
        if !frame.intersects(container) && !view.modifiers.contains(.matchWhenOffscreen) { return .offscreen }
        return nil
    }

    private static func nearestMatchedAncestors(_ scene: SceneSnapshot, pairOf: [Int32]) -> [Int32] {
        var nearest = [Int32](repeating: -1, count: scene.count)
        for i in 0..<scene.count {
            let p = scene.views[i].parent
            // A parent index that is not an earlier view (a malformed snapshot; see
            // `SceneSnapshot.validate()`) counts as no parent rather than trapping.
            guard p >= 0, p < i else { continue }
            nearest[i] = pairOf[p] >= 0 ? pairOf[p] : nearest[p]
        }
        return nearest
    }

    private static func unmatched(
        _ scene: SceneSnapshot, eligible: [Participation], pairOf: [Int32], ancestors: [Int32]
    ) -> [UnmatchedView] {
        var result: [UnmatchedView] = []
        for i in 0..<scene.count where eligible[i] != .none && pairOf[i] < 0 {
            let a = ancestors[i]
            result.append(UnmatchedView(index: i, id: scene.views[i].id, ancestorPair: a >= 0 ? Int(a) : nil))
        }
        return result
    }
}
