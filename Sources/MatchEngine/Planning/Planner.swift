/// Turns a match into motion: one track per stand-in, from modifiers, effects and defaults.
public enum Planner {
    /// Plans a transition. Pure and deterministic: the same input gives the same plan.
    ///
    /// - Matched pairs follow one shared geometry (straight or `.arc`) from the source view's state
    ///   to the destination view's, with the context's `matchedTiming` (a critically damped spring
    ///   by default) over its `duration` (0.5 s by default). Their two stand-ins crossfade when the
    ///   content differs — different background colours, different numbers of subviews, or aspect
    ///   ratios more than 1 % apart — unless `.crossfade(_)` says otherwise; otherwise only the
    ///   destination's stand-in is shown. A pair that lands inside a moving screen (the destination
    ///   root's position, size or transform changes: a slide, a sheet, a zoom) takes that screen's
    ///   delay, duration and timing instead, so it travels in step with the surface it lands on,
    ///   unless its modifiers give it a timing of its own.
    /// - Resizing: each matched stand-in's snapshot fills the flying frame as its pair's
    ///   `ResizeMode` says (`ViewState.contentRect`; the stand-in showing the destination's
    ///   snapshot has the destination view's size as its content's natural size, the source's the
    ///   source view's). `.resize(_)` on the view of the presented side wins over its partner's.
    ///   Without one: aspect ratios within 1 % stretch (a uniform scale distorts nothing);
    ///   otherwise the content kind of the presented side's view decides (`ViewSnapshot.content`):
    ///   text whose height stays within 1 % moves without scaling (`.positionOnly`), other text
    ///   crossfades, an image fills its frame (`.aspectFill`), plain content (a card whose snapshot
    ///   holds its subviews, text included) crossfades. So the default never stretches text.
    ///   `.crossfade` always flies both stand-ins; `.crossfade(false)` against a default crossfade
    ///   leaves one stand-in, aspect-fit.
    /// - The roots move by the context's effect (`resolvedEffect`), with the context's `timing`.
    /// - Unmatched views with state modifiers go to (source) or come from (destination) the
    ///   modified state; without them they ride with their root, or — inside a matched view —
    ///   follow that view and fade.
    /// - Pop and dismiss are planned as the push or presentation they undo and played back, so they
    ///   are exactly the reverse of it at every progress.
    /// - z-order: `.zIndex` first, then roots (the screen on top above the other, dimming between),
    ///   unmatched views, matched views, children above their matched ancestors.
    /// - Every state is sanitized: no NaN or infinity leaves the planner, whatever the input.
    /// - Durations: the context's duration must be finite and ≥ 0 (NaN, infinite or negative
    ///   values count as 0.5 s; longer than `Track.maximumDuration` counts as that). A duration of
    ///   0 with no modifier giving any track a length is an instant jump: a plan of no length,
    ///   whose progress 0 is exactly every from-state and 1 exactly every to-state. Otherwise every
    ///   track lasts `Track.minimumDuration`…`Track.maximumDuration` after a delay of at most
    ///   `Track.maximumDelay`.
    public static func plan(
        match: MatchResult, source: SceneSnapshot, destination: SceneSnapshot, context: TransitionContext
    ) -> TransitionPlan {
        var storage: (tracks: [Track], meta: [ForwardPlanner.Meta]) = ([], [])
        return plan(match: match, source: source, destination: destination, context: context, storage: &storage)
    }

    /// The same plan, its tracks built in `workspace`'s memory from an earlier transition when
    /// that transition has let go of it (see `TransitionWorkspace`).
    public static func plan(
        match: MatchResult, source: SceneSnapshot, destination: SceneSnapshot, context: TransitionContext,
        workspace: TransitionWorkspace
    ) -> TransitionPlan {
        plan(match: match, source: source, destination: destination, context: context, storage: &workspace.planStorage)
    }

    static func plan(
        match: MatchResult, source: SceneSnapshot, destination: SceneSnapshot, context: TransitionContext,
        storage: inout (tracks: [Track], meta: [ForwardPlanner.Meta])
    ) -> TransitionPlan {
        var ctx = context
        if !(ctx.duration >= 0 && ctx.duration.isFinite) { ctx.duration = 0.5 }
        ctx.duration = min(ctx.duration, Track.maximumDuration)
        if case let .crossDissolve(d) = ctx.reduceMotion {
            // Reduce Motion: the screens fade in place over the short dissolve (see `ReduceMotionResponse`).
            ctx.effect = .fade
            ctx.duration = d > 0 && d.isFinite ? min(d, Track.maximumDuration) : 0.25
        }
        if !ctx.containerSize.isFinite { ctx.containerSize = .zero }
        if context.kind.isPresenting {
            let tracks = ForwardPlanner(
                source: source, destination: destination, match: match, context: ctx, rolesAreMirrored: false
            ).tracks(reusing: &storage)
            return TransitionPlan(tracks: tracks, diagnostics: match.diagnostics)
        }
        // Played back: plan the presentation that leads from the destination to the source, reverse it.
        var tracks = ForwardPlanner(
            source: destination, destination: source, match: match.mirrored, context: ctx, rolesAreMirrored: true
        ).tracks(reusing: &storage)
        // Reversed in place: the storage lets go of the buffer meanwhile, so nothing is copied.
        storage.tracks = []
        let total = Track.latestEnd(of: tracks)
        for i in tracks.indices { tracks[i] = tracks[i].playedBack(totalDuration: total) }
        storage.tracks = tracks
        return TransitionPlan(tracks: tracks, totalDuration: total, diagnostics: match.diagnostics)
    }
}

extension Track {
    /// The track run backwards over a plan of `totalDuration` seconds, with the sides swapped:
    /// at plan time T − t it is where this track is at t.
    func playedBack(totalDuration: Double) -> Track {
        var t = self
        t.from = to
        t.to = from
        t.delay = max(0, totalDuration - delay - duration)
        t.isTimeReversed = !isTimeReversed
        if case let .arc(intensity) = path { t.path = .arc(intensity: -intensity) }
        switch role {
        case let .matched(pair, side): t.role = .matched(pair: pair, side: side.other)
        case .appearing: t.role = .disappearing
        case .disappearing: t.role = .appearing
        case let .root(side): t.role = .root(side.other)
        case .dimming: break
        }
        if let v = view { t.view = ViewReference(side: v.side.other, index: v.index) }
        return t
    }
}

extension SceneSide {
    /// The other side.
    public var other: SceneSide { self == .source ? .destination : .source }
}
