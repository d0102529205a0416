/// Why a ``MatchResult`` (typically decoded from a recording) does not fit its two scenes.
public enum MatchResultError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A pair, unmatched view or diagnostic refers to a view index outside its scene.
    case viewOutOfRange(what: String, side: SceneSide, index: Int, count: Int)
    /// A pair or unmatched view refers to an ancestor pair that is not an earlier pair.
    case ancestorPairOutOfRange(what: String, pair: Int, count: Int)
    /// A view takes part twice (in two pairs, or paired and unmatched).
    case viewUsedTwice(side: SceneSide, index: Int)

    /// One sentence naming the record and the problem.
    public var description: String {
        switch self {
        case .viewOutOfRange(let what, let side, let index, let count):
            "\(what) refers to \(side) view #\(index), but the \(side) scene has \(count) view\(count == 1 ? "" : "s")"
        case .ancestorPairOutOfRange(let what, let pair, let count):
            "\(what) refers to ancestor pair #\(pair), but there are \(count) pairs"
        case .viewUsedTwice(let side, let index): "\(side) view #\(index) takes part twice"
        }
    }
}

extension MatchResult {
    /// Checks that every index refers to a view of its scene or to an existing pair, and that no
    /// view takes part twice, so that later stages cannot index out of range. O(pairs + views).
    public func validate(source: SceneSnapshot, destination: SceneSnapshot) throws(MatchResultError) {
        var used: [SceneSide: Set<Int>] = [.source: [], .destination: []]
        func check(_ what: String, _ side: SceneSide, _ index: Int) throws(MatchResultError) {
            let count = side == .source ? source.count : destination.count
            guard index >= 0, index < count else { throw .viewOutOfRange(what: what, side: side, index: index, count: count) }
            guard used[side]!.insert(index).inserted else { throw .viewUsedTwice(side: side, index: index) }
        }
        func ancestor(_ what: String, _ pair: Int?, before limit: Int) throws(MatchResultError) {
            if let pair, !(pair >= 0 && pair < limit) { throw .ancestorPairOutOfRange(what: what, pair: pair, count: pairs.count) }
        }
        for (k, p) in pairs.enumerated() {
            try check("pair #\(k)", .source, p.source)
            try check("pair #\(k)", .destination, p.destination)
            try ancestor("pair #\(k)", p.sourceAncestorPair, before: pairs.count)
            try ancestor("pair #\(k)", p.destinationAncestorPair, before: pairs.count)
        }
        for (k, u) in appearing.enumerated() {
            try check("appearing view #\(k)", .destination, u.index)
            try ancestor("appearing view #\(k)", u.ancestorPair, before: pairs.count)
        }
        for (k, u) in disappearing.enumerated() {
            try check("disappearing view #\(k)", .source, u.index)
            try ancestor("disappearing view #\(k)", u.ancestorPair, before: pairs.count)
        }
        for (k, d) in diagnostics.enumerated() {
            guard let (side, index) = d.skippedView else { continue }
            let count = side == .source ? source.count : destination.count
            guard index >= 0, index < count else {
                throw .viewOutOfRange(what: "diagnostic #\(k)", side: side, index: index, count: count)
            }
        }
    }
}
