/// A source view and a destination view with the same ID: they fly as one.
public struct MatchedPair: Sendable, Hashable, Codable {
    /// The shared ID.
    public var id: TransitionID
    /// The view's index in the source snapshot.
    public var source: Int
    /// The view's index in the destination snapshot.
    public var destination: Int
    /// The index in ``MatchResult/pairs`` of the nearest matched ancestor in the source tree, if any.
    /// This view flies separately, above that ancestor, and its pixels are kept out of the
    /// ancestor's stand-in.
    public var sourceAncestorPair: Int?
    /// The same in the destination tree (it can differ: a view may change containers).
    public var destinationAncestorPair: Int?
    /// How many matched ancestors the view has in the source tree (0 for a top-level pair).
    public var nestingDepth: Int

    /// Creates a pair.
    package init(
        id: TransitionID, source: Int, destination: Int, sourceAncestorPair: Int? = nil,
        destinationAncestorPair: Int? = nil, nestingDepth: Int = 0
    ) {
        self.id = id
        self.source = source
        self.destination = destination
        self.sourceAncestorPair = sourceAncestorPair
        self.destinationAncestorPair = destinationAncestorPair
        self.nestingDepth = nestingDepth
    }
}

/// A view present on one side only that takes part on its own: a view, tagged or not, with no
/// partner and a modifier that moves it apart from its screen, or inside a `.cascade` (see
/// ``Matcher/match(source:destination:)``). A tagged view with neither rides with its screen and is
/// not listed.
public struct UnmatchedView: Sendable, Hashable, Codable {
    /// The view's index in its snapshot.
    public var index: Int
    /// Its ID, if tagged.
    public var id: TransitionID?
    /// The index in ``MatchResult/pairs`` of its nearest matched ancestor, if any (it then flies
    /// above that ancestor's stand-in, not inside it).
    public var ancestorPair: Int?

    /// Creates a record.
    package init(index: Int, id: TransitionID?, ancestorPair: Int? = nil) {
        self.index = index
        self.id = id
        self.ancestorPair = ancestorPair
    }
}

/// The snapshot diff: which views pair up, which appear, which disappear, and what was wrong.
public struct MatchResult: Sendable, Hashable, Codable {
    /// Matched pairs, in source document order.
    public var pairs: [MatchedPair]
    /// Destination-only views that take part, in destination document order.
    public var appearing: [UnmatchedView]
    /// Source-only views that take part, in source document order.
    public var disappearing: [UnmatchedView]
    /// Everything noticed, in a stable order: skipped source views, skipped destination views
    /// (each in document order), then duplicate IDs in order of first appearance.
    public var diagnostics: [MatchDiagnostic]

    /// Creates a result.
    package init(pairs: [MatchedPair], appearing: [UnmatchedView], disappearing: [UnmatchedView], diagnostics: [MatchDiagnostic]) {
        self.pairs = pairs
        self.appearing = appearing
        self.disappearing = disappearing
        self.diagnostics = diagnostics
    }
}
