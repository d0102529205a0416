/// Everything needed to replay a transition elsewhere: both captured scenes, the context, what
/// the matcher found and the plan. The UIKit adapter's debug export writes one as JSON and the
/// preview tool opens it.
public struct TransitionRecording: Sendable, Hashable, Codable {
    /// The screen being left, as captured.
    public var source: SceneSnapshot
    /// The screen being shown, as captured.
    public var destination: SceneSnapshot
    /// The transition's kind, size, effect and defaults.
    public var context: TransitionContext
    /// The snapshot diff.
    public var match: MatchResult
    /// The planned motion.
    public var plan: TransitionPlan

    /// Creates a recording from its parts.
    package init(
        source: SceneSnapshot, destination: SceneSnapshot, context: TransitionContext, match: MatchResult,
        plan: TransitionPlan
    ) {
        self.source = source
        self.destination = destination
        self.context = context
        self.match = match
        self.plan = plan
    }

    /// The same recording in memory of its own: its captured views and its plan's packed tracks
    /// copied, so that a `TransitionWorkspace` whose buffers they shared can reuse them for the next
    /// transition while this copy is kept (for a debug export, say). Costs a copy; take it after
    /// the transition ends.
    package var detached: TransitionRecording {
        var copy = self
        copy.source.views = source.views.map { $0 }
        copy.destination.views = destination.views.map { $0 }
        copy.plan = TransitionPlan(tracks: plan.tracks.copied, totalDuration: plan.totalDuration, diagnostics: plan.diagnostics)
        return copy
    }

    /// Captures, matches and plans in one go (what a session does when it starts).
    public init(source: SceneSnapshot, destination: SceneSnapshot, context: TransitionContext) {
        let match = Matcher.match(source: source, destination: destination)
        self.init(
            source: source, destination: destination, context: context, match: match,
            plan: Planner.plan(match: match, source: source, destination: destination, context: context))
    }
}
