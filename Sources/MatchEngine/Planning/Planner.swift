/// Turns a match into motion: one track per stand-in, from modifiers, effects and defaults.
public enum Planner {
    /// Plans a transition. Pure and deterministic: the same input gives the same plan.
    ///
    /// - Matched pairs follow one shared geometry (straight or `.arc`) from the source view's state
    ///   to the destination view's, with the context's `matchedTiming` (a critically damped spring
    ///   by default) over its `duration` (0.5 s by default). Their two stand-ins crossfade when the
    ///   content differs — different background colours, different numbers of subviews, content
    ///   fingerprints (``ViewSnapshot/contentFingerprint``: a label's text, colour and font, as the
    ///   host hashes them) known on both sides that differ, for the views or their subviews, or,
    ///   when either view's own fingerprint is unknown, aspect ratios more than 1 % apart — unless
    ///   `.crossfade(_)` says otherwise; otherwise only the destination's stand-in is shown. A pair that lands inside a moving screen (the destination
    ///   root's position, size or transform changes: a slide, a sheet, a zoom) takes that screen's
    ///   delay, duration and timing instead, so it travels in step with the surface it lands on,
    ///   unless its modifiers give it a timing of its own.
    /// - Resizing: each matched stand-in's snapshot fills the flying frame as its pair's
    ///   ``ResizeMode`` says (``ViewState/contentRect``; the stand-in showing the destination's
    ///   snapshot has the destination view's size as its content's natural size, the source's the
    ///   source view's). `.resize(_)` on the view of the presented side wins over its partner's.
    ///   Without one: aspect ratios within 1 % stretch (a uniform scale distorts nothing);
    ///   otherwise the content kind of the presented side's view decides (``ViewSnapshot/content``):
    ///   text whose height stays within 1 % moves without scaling (`.positionOnly`), other text
    ///   crossfades, an image fills its frame (`.aspectFill`), plain content (a card whose snapshot
    ///   holds its subviews, text included) crossfades. So the default never stretches text.
    ///   `.crossfade` always flies both stand-ins; `.crossfade(false)` against a default crossfade
    ///   leaves one stand-in, aspect-fit.
    /// - The roots move by the context's effect (`.automatic` and the layout-relative directions
    ///   resolved for the context's kind and layout direction), with the context's `timing`.
    ///   A root holding a drawn `.visualEffect` view (a blur) is never faded or masked (an effect
    ///   breaks under an alpha below 1 or a mask on a superview): it keeps its own alpha and no
    ///   clip; onto such an opaque screen the other one, when it holds no blur and no dimming lies
    ///   between, fades out on top instead of the new one fading in.
    /// - Only the views the match lists take part: a view without a partner and without a modifier
    ///   that acts on it (outside a cascade) has no track; its pixels ride inside its nearest
    ///   participating ancestor's stand-in, or its root. Unmatched views with state modifiers go to
    ///   (source) or come from (destination) the modified state; those without (a cascade's members,
    ///   views with only a timing) ride with their root, or — inside a matched view — follow that
    ///   view and fade.
    /// - Pop and dismiss are planned as the push or presentation they undo and played back, so they
    ///   are exactly the reverse of it at every progress.
    /// - z-order: `.zIndex` first, then roots (the screen on top above the other, dimming between),
    ///   unmatched views, matched views, children above their matched ancestors.
    /// - Every state is sanitized: no NaN or infinity leaves the planner, whatever the input.
    /// - With `fittedDuration` set and a matched pair, the fitted duration of the largest matched
    ///   view (``FittedDuration``) stands in for the context's duration everywhere it is used; the
    ///   same for a pop as for its push, since the measure is symmetric.
    /// - Durations: the context's duration must be finite and ≥ 0 (NaN, infinite or negative
    ///   values count as 0.5 s; longer than ``Track/maximumDuration`` counts as that). A duration of
    ///   0 with no modifier giving any track a length is an instant jump: a plan of no length,
    ///   whose progress 0 is exactly every from-state and 1 exactly every to-state. Otherwise every
    ///   track lasts ``Track/minimumDuration``…``Track/maximumDuration`` after a delay of at most
    ///   ``Track/maximumDelay``.
    public static func plan(
        match: MatchResult, source: SceneSnapshot, destination: SceneSnapshot, context: TransitionContext
    ) -> TransitionPlan {
        var storage = PlanStorage()
        return plan(match: match, source: source, destination: destination, context: context, storage: &storage)
    }

    /// The same plan, its tracks built in `workspace`'s memory from an earlier transition when
    /// that transition has let go of it (see `TransitionWorkspace`). The plan shares that memory
    /// while it runs, room to spare included (the workspace keeps it anyway); the plan without a
    /// workspace copies its tracks to size when much of the room it reserved is unused.
    @_spi(Harness) public static func plan(
        match: MatchResult, source: SceneSnapshot, destination: SceneSnapshot, context: TransitionContext,
        workspace: TransitionWorkspace
    ) -> TransitionPlan {
        plan(
            match: match, source: source, destination: destination, context: context, workspace: workspace,
            returnTargets: [:])
    }

    /// The same plan, with the returning views `returnTargets` names (a real source view's index →
    /// its last known frame, in the container's coordinates; `ReturnFlight.targets(of:)`) ending at
    /// that frame's centre and size at alpha 0, whatever their screen does (see `ReturnFlight`).
    static func plan(
        match: MatchResult, source: SceneSnapshot, destination: SceneSnapshot, context: TransitionContext,
        workspace: TransitionWorkspace, returnTargets: [Int: Rect]
    ) -> TransitionPlan {
        plan(
            match: match, source: source, destination: destination, context: context, storage: &workspace.planStorage,
            returnTargets: returnTargets)
    }

    /// The plan, its tracks built in `storage`; `packingPlainTracks: false` builds every track by
    /// the general rules (see `ForwardPlanner.packsPlainTracks`), for tests; `returnTargets` as in
    /// `plan(match:source:destination:context:workspace:returnTargets:)`.
    static func plan(
        match: MatchResult, source: SceneSnapshot, destination: SceneSnapshot, context: TransitionContext,
        storage: inout PlanStorage, packingPlainTracks: Bool = true,
        returnTargets: [Int: Rect] = [:]
    ) -> TransitionPlan {
        var ctx = context
        ctx.duration = context.validDuration
        var repairs: [MatchDiagnostic] = []
        if let repair = context.durationRepair { repairs.append(.timingRepaired(repair, count: 1)) }
        if let fitting = ctx.fittedDuration,
            let fitted = fitting.duration(match: match, source: source, destination: destination, containerSize: ctx.containerSize)
        {
            // The whole transition takes the largest matched view's fitted duration (see `FittedDuration`).
            ctx.duration = fitted
        }
        if case .crossDissolve(let d) = ctx.reduceMotion {
            // Reduce Motion: the screens fade in place over the short dissolve (see `ReduceMotionResponse`).
            ctx.effect = .fade
            ctx.duration = ReduceMotionResponse.validDissolve(d)
        }
        if !ctx.containerSize.isFinite { ctx.containerSize = .zero }
        if context.kind.isPresenting {
            ForwardPlanner(
                source: source, destination: destination, match: match, context: ctx, rolesAreMirrored: false,
                packsPlainTracks: packingPlainTracks, returnTargets: returnTargets
            ).tracks(reusing: &storage)
            return TransitionPlan(
                tracks: TrackList(packing: &storage.tracks),
                diagnostics: match.diagnostics + repairs + storage.modifierRepairs + storage.timingRepairs)
        }
        // Played back: plan the presentation that leads from the destination to the source, reverse it.
        ForwardPlanner(
            source: destination, destination: source, match: match.mirrored, context: ctx, rolesAreMirrored: true,
            packsPlainTracks: packingPlainTracks, returnTargets: returnTargets
        ).tracks(reusing: &storage)
        let total = storage.tracks.latestEnd
        storage.tracks.playBack(totalDuration: total)
        return TransitionPlan(
            tracks: TrackList(packing: &storage.tracks), totalDuration: total,
            diagnostics: match.diagnostics + repairs + storage.modifierRepairs + storage.timingRepairs)
    }
}

extension SceneSide {
    /// The other side.
    package var other: SceneSide { self == .source ? .destination : .source }
}

extension TransitionContext {
    /// ``duration`` as a plan uses it, in seconds: 0.5 when negative or not finite, at most
    /// ``Track/maximumDuration``.
    package var validDuration: Double {
        duration >= 0 && duration.isFinite ? min(duration, Track.maximumDuration) : 0.5
    }

    /// What `validDuration` repaired in ``duration``, if anything.
    package var durationRepair: TimingRepair? {
        if !(duration >= 0 && duration.isFinite) { return .durationInvalid }
        return duration > Track.maximumDuration ? .durationTooLong : nil
    }

    /// How long a plan of this context lasts before it is measured, in seconds: under Reduce
    /// Motion's cross-dissolve the dissolve's length, otherwise `validDuration` (a fitted duration
    /// needs the captured views).
    package var unmeasuredDuration: Double {
        if case .crossDissolve(let d)? = reduceMotion { return ReduceMotionResponse.validDissolve(d) }
        return validDuration
    }
}

extension ReduceMotionResponse {
    /// A cross-dissolve's length as a plan uses it, in seconds: 0.25 when not positive or not
    /// finite, at most ``Track/maximumDuration``.
    package static func validDissolve(_ duration: Double) -> Double {
        duration > 0 && duration.isFinite ? min(duration, Track.maximumDuration) : 0.25
    }
}
