/// The non-interactive stage of one transition, under `TransitionController`: prepare (capture →
/// match → plan → bake → install stand-ins and animations on the driver) and restore.
///
/// The session never moves its driver: the controller — the one lifecycle owner, on every host —
/// starts, holds, scrubs and releases it. When the driver completes (or the controller abandons the
/// run), exactly once, with `completed`: every stand-in is gone and every original view is back at
/// its recorded superview, index, geometry, alpha and hidden flag; the destination root stays in the
/// container if and only if the transition completed.
package final class TransitionSession<Host: TransitionHost> {
    /// Where the session is.
    package enum Phase: Sendable, Hashable {
        /// Created, not started.
        case idle
        /// Another transition holds some of its views: the driver exists (inactive, without
        /// animations) and the session prepares once they are given back
        /// (`prepareOrWait(durationIfWaiting:frames:)`).
        case waiting
        /// Stand-ins installed; the driver runs or is held.
        case active
        /// Done: `true` if it finished, `false` if cancelled.
        case completed(Bool)
    }

    /// The host.
    package let host: Host
    /// The screen being left.
    package let sourceRoot: Host.View
    /// The screen being shown.
    package let destinationRoot: Host.View
    /// What kind of transition and with which effect.
    package let context: TransitionContext
    /// Where the session is.
    package internal(set) var phase: Phase = .idle
    /// The match, once started.
    package private(set) var match: MatchResult?
    /// The plan, once started.
    package private(set) var plan: TransitionPlan?
    /// The driver, once started: the same object for the whole transition.
    package private(set) var driver: Host.Driver?
    /// Both captured scenes, the match and the plan, once started (for debug export and previews).
    package private(set) var recording: TransitionRecording?

    private var completions: [(Bool) -> Void] = []
    private var records: [Host.Record] = []
    /// Originals concealed in place, with the alpha to give back (`RestoreSkeleton.reveal`).
    private var concealed: [(view: Host.View, alpha: Double)] = []
    /// By flier (`Flight.fliers`' index): the work that gives back the rounding the setup took
    /// away from the original for its snapshot, until the setup conceals it and gives it back
    /// (`nil`: nothing owed). Indexed, not searched, so the setup stays linear in its fliers.
    var flattened: [(() -> Void)?] = []
    /// Where the destination goes before capture, and the chrome the transition animates.
    package let placement: Placement
    /// The render passes the stand-ins forced (see `SetupSchedule`), once started.
    package internal(set) var renderPasses = 0
    /// The snapshots taken for stand-ins, once started.
    package internal(set) var snapshotsTaken = 0
    /// The driver's duration in seconds when it must differ from the plan's (the container was
    /// already told a duration, which must stay the one used; progress is linear, so only the
    /// wall-clock length scales). `nil`: the plan's total duration. Set before starting.
    package var driverDuration: Double?
    /// Memory kept from an earlier transition of the same owner, reused for this one's capture
    /// and plan (see `TransitionWorkspace`); `nil` allocates afresh. Set before starting.
    package var workspace: TransitionWorkspace?
    /// What became of each returning ID (see `ReturnFlight`), once started.
    package private(set) var returnOutcomes: [(TransitionID, ReturnFlight.Outcome)] = []
    /// The baked keyframes the driver plays, once started.
    package private(set) var keyframes: KeyframeSet?
    /// The view carrying the matched stand-ins, when `placement.carriesMatchedViews` and the plan
    /// has matched tracks.
    package internal(set) var carrier: Host.View?

    /// Whether the flight is on screen: stand-ins made, originals concealed, animations added
    /// (at once, or on the next turn when the setup needs a render pass first: `SetupSchedule`).
    /// Also `true`, in `.waiting`, once a wait for views gave up: there is nothing to install.
    package internal(set) var isInstalled = false
    /// The cover over the window while the setup waits for the next turn.
    var cover: Host.View?
    /// The stand-ins taken so far, by flier.
    var standIns: [Host.View?] = []
    var installed: [() -> Void] = []
    /// The wait for views another transition holds, while `.waiting` and trying.
    var wait: Wait?

    var temporaryViews: [Host.View] = []
    private var claimed: [Host.View] = []
    var destinationInserted = false
    /// The container's stacking while the flight is installed (`ContainerStacking`).
    var stacking = ContainerStacking(subviews: [])

    /// Creates a session; nothing happens until `prepareWithoutStarting()`. Without a
    /// `placement`, a destination outside the container is placed at the container's bounds
    /// (its size) on top, as a push or presentation puts it.
    package init(host: Host, source: Host.View, destination: Host.View, context: TransitionContext, placement: Placement? = nil) {
        self.host = host
        sourceRoot = source
        destinationRoot = destination
        self.context = context
        self.placement =
            placement
            ?? Placement(
                destinationFrame: Rect(origin: .zero, size: context.containerSize),
                destinationBelowSource: !context.kind.isPresenting)
    }

    /// A session let go before it completed (its owner dropped it mid-flight) puts everything back
    /// as a cancel does — stand-ins and cover gone, originals restored, claims given up — so no view
    /// stays concealed and no later transition finds these views in use (or records a concealed
    /// view's alpha 0 as its own); a transition waiting for them is woken.
    deinit {
        if case .active = phase {
            putBack(completed: false)
            host.claimsReturned()
        }
    }

    /// Every stand-in and the cover go, every original is put back, the claims are given up; a
    /// destination the transition brought into the container leaves it again unless `completed`.
    private func putBack(completed: Bool) {
        if let cover { host.removeCover(cover) }
        cover = nil
        installed = []
        let subviews = host.containerSubviews().map(ObjectIdentifier.init)
        for v in ContainerStacking.removalOrder(of: temporaryViews, among: subviews) { host.removeFromContainer(v) }
        temporaryViews = []
        host.restore(
            records, screenThatStays: RestoreRule.screenThatStays(completed: completed) == .destination ? destinationRoot : sourceRoot)
        records = []
        for restore in flattened { restore?() }
        flattened = []
        RestoreSkeleton.reveal(concealed, on: host)
        concealed = []
        settleDimmingView(completed: completed)
        if !completed, destinationInserted { host.removeFromContainer(destinationRoot) }
        let owner = ObjectIdentifier(self)
        for v in claimed { host.release(v, from: owner) }
        claimed = []
    }

    /// A presentation's dimming view that the plan's dimming track animates gets the alpha that
    /// track ends at for this outcome (`RestoreRule.dimmingAlpha`), whatever the animator left.
    private func settleDimmingView(completed: Bool) {
        guard let dimming = placement.dimmingView, let plan, let keyframes else { return }
        let tracks = plan.tracks
        guard let i = tracks.indices.first(where: { tracks.role($0) == .dimming }) else { return }
        let alpha = RestoreRule.dimmingAlpha(
            completed: completed, plannedFrom: keyframes.state(ofTrack: i, atProgress: 0).alpha,
            to: keyframes.state(ofTrack: i, atProgress: 1).alpha)
        host.setAlpha(alpha, of: dimming)
    }

    /// Adds a handler called exactly once, when the transition completes, with whether it finished.
    package func onCompletion(_ handler: @escaping (Bool) -> Void) {
        if case .completed(let done) = phase { handler(done) } else { completions.append(handler) }
    }

    /// Runs `work` once the flight is installed (at once if it is); never if the transition ends
    /// first. Until then the driver has no animations: it must not be started or scrubbed, since
    /// animations added to an animator that has moved run only for what is left of it
    /// (uikit-rules 4.13).
    package func whenInstalled(_ work: @escaping () -> Void) {
        switch phase {
        case .active where isInstalled, .waiting where isInstalled: work()
        case .active, .waiting: installed.append(work)
        case .idle, .completed: break
        }
    }

    /// The plan progress, 0…1 (0 before preparation).
    package var progress: Double { driver?.fractionComplete ?? 0 }

    /// Prepares the transition — destination placed and laid out, capture, match, plan, stand-ins,
    /// animations — and leaves its driver inactive at progress 0 for the caller to start or hold.
    package func prepareWithoutStarting() throws(SessionError) {
        switch phase {
        case .active, .waiting: throw .alreadyStarted
        case .completed: throw .completed
        case .idle: try prepare()
        }
    }

    /// The driver, made once: its completion puts the views back for the outcome.
    func makeDriver(duration: Double) -> Host.Driver {
        if let driver { return driver }
        let d = host.makeDriver(duration: duration)
        driver = d
        d.addCompletion { [weak self] position in
            guard let self else { return }
            self.finalize(completed: self.decidedOutcome?() ?? (position == .end))
        }
        return d
    }

    func prepare() throws(SessionError) {
        // 1. The roots this transition moves are claimed before anything is touched, so a
        //    transition that finds one in use has changed nothing. The screen being left: a layout
        //    pending on it (UIKit marks it) runs now, not after capture (P20).
        let sourceMoves = host.isInContainer(sourceRoot)
        // The destination moves if it is placed (put into the container, given its frame) or is
        // in the container already.
        let movingRoots =
            (sourceMoves ? [sourceRoot] : [])
            + (placement.destinationFrame != nil || host.isInContainer(destinationRoot) ? [destinationRoot] : [])
        try claim(movingRoots)
        host.layoutIfNeeded(sourceRoot)
        let workspace = self.workspace ?? TransitionWorkspace()
        var storage = workspace.takeViews(.source)
        var (source, sourceViews) = host.capture(root: sourceRoot, reusing: &storage)
        defer { workspace.keepViews(source.views, .source) }

        // 2. The destination gets its final frame and is laid out before anything reads it: a
        //    view controller's view keeps its old frame, and its subviews their old layout, until
        //    then (`finalFrame(for:)`, `layoutIfNeeded()`).
        if let frame = placement.destinationFrame {
            if !host.isInContainer(destinationRoot) {
                let below = placement.destinationBelowSource && host.isInContainer(sourceRoot)
                let subviews = host.containerSubviews()
                let sourceIndex = subviews.firstIndex { $0 === sourceRoot } ?? subviews.count
                host.insertIntoContainer(destinationRoot, at: below ? sourceIndex : subviews.count)
                destinationInserted = true
            }
            host.setFrame(frame, of: destinationRoot)
            host.layoutIfNeeded(destinationRoot)
        }

        // 3. Capture the destination; match, plan, bake.
        storage = workspace.takeViews(.destination)
        var (destination, destinationViews) = host.capture(root: destinationRoot, reusing: &storage)
        storage = []  // only the snapshots hold their buffers now: changing them below copies nothing
        defer { workspace.keepViews(destination.views, .destination) }
        if let returning = placement.returning {
            var given: [TransitionID: Int?] = [:]
            for id in returning.lastKnownFrames.keys {
                given[id] = returning.lookUp(id).flatMap { v in destinationViews.firstIndex { $0 === v } }
            }
            returnOutcomes = ReturnFlight.apply(
                lastKnownFrames: returning.lastKnownFrames, given: given, source: &source, destination: &destination)
        }
        let match = Matcher.match(source: source, destination: destination)
        // Which views take part on their own, per side: listed once, read by the claim and below.
        let participants = (source: match.participants(on: .source), destination: match.participants(on: .destination))
        // The rest is claimed before anything is concealed or planned: a transition that finds
        // it in use takes out the destination it inserted, its roots untouched but for their
        // layout, and has changed nothing else.
        try claim(
            Self.viewsToClaim(
                participants: participants, source: (source, sourceViews), destination: (destination, destinationViews),
                besides: movingRoots))
        let plan = Planner.plan(
            match: match, source: source, destination: destination, context: context,
            workspace: workspace, returnTargets: ReturnFlight.targets(of: returnOutcomes))
        let keyframes = plan.keyframes(tolerance: 0.5)
        self.keyframes = keyframes
        self.match = match
        self.plan = plan
        recording = TransitionRecording(source: source, destination: destination, context: context, match: match, plan: plan)

        // 4. Record every original view the transition touches, before touching any — the
        //    destination root at its final frame, so a restore never undoes `finalFrame`.
        //    A root outside the container (the presenter of a sheet) is not the transition's to move.
        let destinationMoves = host.isInContainer(destinationRoot)
        var touched: [Host.View] = []
        if sourceMoves { touched.append(sourceRoot) }
        if destinationMoves { touched.append(destinationRoot) }
        // Which participants fly themselves (`.useOriginalView`, conditions resolved for their
        // role), by scene index.
        var original: [SceneSide: [Bool]] = [:]
        for (side, scene, all) in [(SceneSide.source, source, participants.source), (.destination, destination, participants.destination)] {
            let flags = Planner.usesOriginalView(all, side: side, scene: scene, match: match, context: context)
            var flies = [Bool](repeating: false, count: scene.count)
            for (k, index) in all.enumerated() where flags[k] { flies[index] = true }
            original[side] = flies
        }
        let flyingSource = participants.source.filter { $0 != 0 }
        let flyingDestination = participants.destination.filter { $0 != 0 }
        // A view that flies as a snapshot is only concealed: only its alpha is put back, so
        // whatever the app or Auto Layout changes meanwhile (a reload, a rotation) stands. A view
        // that flies itself (`.useOriginalView`) leaves its place and is recorded whole. A side's
        // views are distinct objects (each participant once); a root recorded above is not again.
        // The concealed list is built here and stored once (nothing in this loop runs app code).
        var toConceal = concealed
        concealed = []
        toConceal.reserveCapacity(toConceal.count + flyingSource.count + flyingDestination.count)
        for (side, indices, views) in [(SceneSide.source, flyingSource, sourceViews), (.destination, flyingDestination, destinationViews)] {
            let scene = side == .source ? source : destination
            let fliesItself = original[side]!
            for i in indices where !(sourceMoves && views[i] === sourceRoot) && !(destinationMoves && views[i] === destinationRoot) {
                if fliesItself[i] {
                    touched.append(views[i])
                } else {
                    toConceal.append((views[i], scene[i].alpha))
                    if let inner = host.concealedAlongside(views[i]) {
                        // Its inner view is among its subviews: in pre-order, just after it.
                        let k = views[(i + 1)...].firstIndex { $0 === inner } ?? views.firstIndex { $0 === inner }
                        toConceal.append((inner, k.map { scene[$0].alpha } ?? 1))
                    }
                }
            }
        }
        concealed = toConceal
        records = touched.map(host.record)

        let fliers = flyingSource.map { (SceneSide.source, $0) } + flyingDestination.map { (SceneSide.destination, $0) }
        let sourceDepths = SetupSchedule.flyingDepths(in: source, flying: flyingSource)
        let destinationDepths = SetupSchedule.flyingDepths(in: destination, flying: flyingDestination)
        // A view that rounds its corners and clips is snapshotted flat and flies in a stand-in that
        // clips with the plan's radius; one that rounds only its background (no clip: its content
        // overflows the rounding, CALayer.h) flies as drawn, unclipped (Hero2 keeps the original's
        // clip on its snapshot too).
        let rounds = fliers.map { side, index in (side == .source ? source : destination)[index].cornerRadii.maximum > 0 }
        let clips = fliers.map { side, index in (side == .source ? source : destination)[index].clipsToBounds }
        let depths = fliers.indices.map { k in
            let (side, index) = fliers[k]
            return SetupSchedule.Flier(
                side: side, flyingDepth: (side == .source ? sourceDepths : destinationDepths)[index],
                roundsCorners: rounds[k] && clips[k] && !original[side]![index])
        }
        let flight = Flight(
            sourceViews: sourceViews, destinationViews: destinationViews, fliers: fliers,
            sourceFliesItself: original[.source]!, destinationFliesItself: original[.destination]!,
            standInClips: fliers.indices.map { !rounds[$0] || clips[$0] }, sourceMoves: sourceMoves,
            destinationMoves: destinationMoves)

        _ = makeDriver(duration: driverDuration.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? plan.totalDuration)
        phase = .active

        // 5. The setup (`SetupSchedule`): stand-ins taken from renders of their views as they must
        //    show them, deepest flying views first — at once where the screen as last rendered
        //    serves; otherwise under a cover of that screen over the window, on the next turn,
        //    from a render pass forced under it (a navigation transition starts inside a committing
        //    layout pass, where a snapshot after screen updates shows its view as the pass ends, and
        //    one without shows a view blank that was never shown or left the window: uikit-practice
        //    P2, P3); no forced render pass on screen (P4).
        // A side whose fliers the last commit did not draw as they are now (a transition that just
        // ended put them back, and no render pass came since) needs a render too.
        func drawnAsTheyAre(_ side: SceneSide) -> Bool {
            fliers.allSatisfy { $0.0 != side || host.isRenderedAsItIs(flight.view($0.0, $0.1)) }
        }
        let setup = SetupSchedule(
            fliers: depths,
            destinationIsRendered: placement.destinationFrame == nil && drawnAsTheyAre(.destination),
            sourceIsRendered: drawnAsTheyAre(.source))
        renderPasses = 0
        standIns = [Host.View?](repeating: nil, count: fliers.count)
        runSetup(setup.steps[...], flight)
    }

    /// What a transition claims once matched, besides the roots it moves (`claimed`, claimed
    /// before anything is touched: moving a root moves everything in it, so another transition
    /// flying a view inside claims that root too, through its superviews): the views that fly on
    /// their own (stand-ins or themselves) with their superviews up to their screen's root —
    /// moving or concealing any of those would move or hide what flies. A presenter that stays
    /// where it is, with nothing of it flying, is not claimed: a push in it runs beside a
    /// presentation over it. `participants`: each side's, as `MatchResult.participants(on:)` lists
    /// them.
    static func viewsToClaim(
        participants: (source: [Int], destination: [Int]), source: (scene: SceneSnapshot, views: [Host.View]),
        destination: (scene: SceneSnapshot, views: [Host.View]), besides claimed: [Host.View]
    ) -> [Host.View] {
        var result: [Host.View] = []
        for (part, indices) in [(source, participants.source), (destination, participants.destination)] {
            let (scene, views) = (part.scene, part.views)
            // A side's views are distinct objects: each is listed once, found by index.
            var seen = [Bool](repeating: false, count: views.count)
            for index in indices where index != 0 {
                var i = index
                while i >= 0, !seen[i] {
                    seen[i] = true
                    // The walk stops at a view claimed already (a root), as at one listed already.
                    // Those are the moving roots, at most two: compared, not hashed.
                    if claimed.contains(where: { $0 === views[i] }) { break }
                    result.append(views[i])
                    i = scene[i].parent
                }
            }
        }
        return result
    }

    /// Claims `views` for this session; when another holds one, gives back every claim it made,
    /// takes the destination it inserted out again and throws: nothing is left changed.
    private func claim(_ views: [Host.View]) throws(SessionError) {
        let owner = ObjectIdentifier(self)
        // Appended here and stored once: a claim runs no app code, so nothing reads `claimed`
        // meanwhile.
        var taken = claimed
        claimed = []
        taken.reserveCapacity(taken.count + views.count)
        for view in views {
            guard host.claim(view, for: owner) else {
                for v in taken { host.release(v, from: owner) }
                if destinationInserted { host.removeFromContainer(destinationRoot) }
                destinationInserted = false
                throw .viewsInUse
            }
            taken.append(view)
        }
        claimed = taken
    }

    /// The outcome its owner told the container, if it told one (`true`: finished): the views are
    /// put back for that outcome even when the animator ended at the other end (a container may
    /// resume it after a cancel, uikit-practice P13). `nil` (the default) or a `nil` answer: the
    /// animator's end decides.
    package var decidedOutcome: (() -> Bool?)?

    /// Ends the transition where it is, without the driver: every stand-in goes and every original
    /// is put back, as on a normal completion with `completed` (the container ended it on its own,
    /// e.g. by stopping the animator, so no completion would ever come). A waiting session stops
    /// waiting, having touched nothing. A no-op unless active or waiting.
    package func abandon(completed: Bool) {
        switch phase {
        case .active, .waiting:
            driver?.stop(withoutFinishing: true)
            finalize(completed: completed)
        case .idle, .completed:
            break
        }
    }

    /// Puts everything back for `completed`, tells the handlers, then wakes the transitions
    /// waiting for these views — after the handlers, so they find this one's context completed.
    private func finalize(completed: Bool) {
        switch phase {
        case .active:
            putBack(completed: completed)
        case .waiting:
            installed = []
            wait?.frames.stop()
            wait = nil
        case .idle, .completed:
            return
        }
        let heldClaims = phase == .active
        phase = .completed(completed)
        let handlers = completions
        completions = []
        for handler in handlers { handler(completed) }
        if heldClaims { host.claimsReturned() }
    }
}
