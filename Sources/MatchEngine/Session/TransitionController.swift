/// One matched container transition's whole life, driven by the calls a UIKit container makes on
/// an animator that is also its own interaction controller — every decision in one place, tested
/// on Linux; MatchUIKit forwards UIKit's calls here and implements only the primitives.
///
/// The calls, and what they do:
/// - `interruptibleAnimator(using:)`: prepares once (final frame and layout of the destination,
///   capture, match, plan, stand-ins, animations) and returns the same driver on every call.
/// - `transitionDuration(using:)`: the same answer every time, the one the driver runs (a fitted
///   duration prepares first to know it).
/// - `animateTransition(using:)`: runs it timed.
/// - `startInteractiveTransition(_:)`: may come a turn after the call that began the transition.
///   With a gesture under way (`wantsInteractiveStart`) it holds the driver at the finger's
///   progress — and, if the finger already lifted, releases at once; otherwise it runs timed (and
///   can still be grabbed).
/// - `gestureBegan/Changed/Ended/Cancelled`: the finger. A gesture on a running or releasing
///   transition grabs it (`pauseInteractiveTransition()`); release finishes or cancels as the
///   `GestureTracker` decides and travels with `ReleaseMotion`, one driver progress per frame.
/// - `animationEnded(_:)`: the container's last call; everything is let go.
///
/// Guarantees: the context's `completeTransition(_:)` is called exactly once, after every
/// original view is restored, with `true` exactly when the driver ended at the end; no call order
/// hangs or traps — a misplaced call is ignored and reported in `diagnostics`.
public final class TransitionController<Host: TransitionHost, Context: ContainerTransitionContext>
where Context.View == Host.View {
    /// Where the controller is.
    public enum Phase: Sendable, Hashable {
        /// Nothing prepared yet.
        case idle
        /// Prepared; the driver has not been started or held.
        case prepared
        /// Running timed.
        case running
        /// Held by a finger (or waiting for one), following it.
        case interactive
        /// Released, travelling to its end or start frame by frame.
        case releasing
        /// Completed (`true`: finished) and the context told.
        case completed(Bool)
    }

    /// A call the controller ignored because it came at the wrong time or carried bad values.
    public enum Diagnostic: Sendable, Hashable {
        /// A gesture update or end came without a gesture having begun.
        case gestureNotBegun
        /// A call came after the transition completed.
        case afterCompletion
        /// A finish or cancel came before the transition had started running.
        case notStarted
        /// The views are in use by another transition: it ran without matched animation.
        case viewsInUse
        /// The context gave no view for a side: it ran without matched animation.
        case noViews
        /// The container ended the transition (`animationEnded`) before the driver did; the views
        /// were put back regardless.
        case endedByContainer
        /// The driver refused a call (a programmer error UIKit would raise on).
        case driverRefused(DriverError)
        /// The context reported a different outcome from the driver's end (it was cancelled but
        /// ended at the end, or the other way round).
        case outcomeMismatch(driverEndedAtEnd: Bool, contextCancelled: Bool)
    }

    /// What the transition is (kind, effect, duration…); the container size is read at preparation.
    public let configuration: TransitionContext
    /// Where the controller is.
    public private(set) var phase: Phase = .idle
    /// The calls it ignored, in order.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The session, once prepared (nil if preparation fell back).
    public private(set) var session: TransitionSession<Host>?
    /// The host, once prepared.
    public private(set) var host: Host?

    /// Whether a finger moves the matched views freely in 2-D (they follow it exactly while the
    /// rest of the transition scrubs by the distance along the direction, so the matched view
    /// shrinks as it is dragged away), or only scrubs along the plan. Set before preparation.
    public var followsFinger: Bool

    /// For a pop or dismissal: where each matched view's partner was when the screen was shown,
    /// and the app's provider of the view that stands for an ID now (asked when the transition
    /// starts; `nil` = gone). See `ReturnFlight`. Set before preparation.
    public var returning: (lastKnownFrames: [TransitionID: Rect], lookUp: (TransitionID) -> Host.View?)?

    /// Once prepared: for each matched ID, where its source-side view was (container coordinates)
    /// — what a later dismissal passes as `returning.lastKnownFrames`.
    public var departureFrames: [TransitionID: Rect] {
        guard let recording = session?.recording else { return [:] }
        var frames: [TransitionID: Rect] = [:]
        for pair in recording.match.pairs { frames[pair.id] = recording.source[pair.source].frame }
        return frames
    }

    private let makeHost: (Context) -> Host
    private let clock: FrameClock
    private let dimmingView: () -> Host.View?
    private var context: Context?
    private var driver: Host.Driver?
    private var gesture = GestureInput.none
    private var tracker: GestureTracker?
    private var release: (motion: ReleaseMotion, start: Double)?
    /// The matched view a finger carries: its track, and where its centre was at the grab
    /// (planned centre plus the carrier's offset then).
    private var grab: (track: Int, centre: Point)?
    private var offset = Vector.zero
    private var offsetRelease: OffsetRelease?
    private var completedContext = false
    private var reportedDuration: Double?
    /// Whether the container has started the run (`animateTransition` or `startInteractiveTransition`).
    private var startRequested = false
    /// Whether preparation fell back to a run without matched animation.
    private var isFallback = false
    private var onComplete: [(Bool) -> Void] = []

    /// The finger as the controller last heard of it.
    private enum GestureInput {
        case none
        /// Down: the direction and distance for the whole transition, the last translation.
        case tracking(direction: Vector, distance: Double, translation: Vector)
        /// Lifted before the transition could follow it.
        case ended(direction: Vector, distance: Double, translation: Vector, velocity: Vector)
    }

    /// The memory the owner of this transition keeps between transitions (see `TransitionWorkspace`).
    private let workspace: TransitionWorkspace?

    /// Creates a controller. `makeHost` builds the host for the context UIKit hands over, `clock`
    /// paces a release, `dimmingView` gives the presentation's own dimming view, if any, for the
    /// plan's dimming track to animate, and `workspace` is memory its owner keeps between
    /// transitions (`nil`: allocate afresh).
    public init(
        configuration: TransitionContext, clock: FrameClock, followsFinger: Bool = false,
        dimmingView: @escaping () -> Host.View? = { nil }, workspace: TransitionWorkspace? = nil,
        makeHost: @escaping (Context) -> Host
    ) {
        self.workspace = workspace
        self.configuration = configuration
        self.followsFinger = followsFinger
        self.clock = clock
        self.dimmingView = dimmingView
        self.makeHost = makeHost
    }

    /// Adds a handler called once when the context has been completed, with the outcome.
    public func onCompletion(_ handler: @escaping (Bool) -> Void) {
        if case .completed(let done) = phase { handler(done) } else { onComplete.append(handler) }
    }

    /// The driver's progress, 0…1 (0 before preparation).
    public var progress: Double { driver?.fractionComplete ?? 0 }

    /// The interaction controller's `completionSpeed` and `completionCurve` for the current
    /// release (`CompletionTiming`: UIKit's own participants, such as the navigation bar, then end
    /// when the release does); UIKit's defaults when not releasing.
    public var completionTiming: CompletionTiming {
        guard let release else { return .standard }
        return CompletionTiming(release: release.motion, transitionDuration: transitionDuration)
    }

    // MARK: The container's calls

    /// `transitionDuration(using:)`, in seconds: the same answer every time it is asked, as the
    /// container needs (it times its own participants, such as the navigation bar, with it) —
    /// the configured duration if asked before preparation (the driver then runs that long), the
    /// plan's once prepared. A fitted duration (`TransitionContext.fittedDuration`) needs the
    /// prepared plan: ask through `transitionDuration(using:)`, which prepares first when it can.
    public var transitionDuration: Double {
        if let reportedDuration { return reportedDuration }
        var planned = configuration.duration
        // Under Reduce Motion the plan is a cross-dissolve of its own length.
        if case .crossDissolve(let duration)? = configuration.reduceMotion, duration > 0, duration.isFinite { planned = duration }
        let value = session?.plan?.totalDuration ?? planned
        reportedDuration = value
        return value
    }

    /// `transitionDuration(using:)` with the context the container passes (UIKit's is optional),
    /// in seconds: `transitionDuration`, except that a timed run whose duration fits its flight
    /// (`TransitionContext.fittedDuration`), asked before it is prepared, prepares first (as
    /// `interruptibleAnimator(using:)` would), since the fitted duration is measured on the
    /// captured views. The first answer is then the fitted duration, and every later answer and the
    /// driver agree with it. It does not prepare early — the answer is the configured duration,
    /// which the driver then runs — without a context, under a finger (`wantsInteractiveStart`:
    /// not fitted anyway), or while the presentation's dimming view is not in the container yet:
    /// when UIKit asks relative to `presentationTransitionWillBegin`, which places it, is not
    /// documented, and a flight stacked without it would be stacked wrong.
    public func transitionDuration(using context: Context?) -> Double {
        if let context, preparesToAnswerDuration(context) { interruptibleAnimator(using: context) }
        return transitionDuration
    }

    /// Whether `transitionDuration(using:)` prepares before answering (see there).
    private func preparesToAnswerDuration(_ context: Context) -> Bool {
        guard reportedDuration == nil, driver == nil, configuration.fittedDuration != nil, !wantsInteractiveStart else {
            return false
        }
        guard let chrome = dimmingView() else { return true }
        return makeHost(context).isInContainer(chrome)
    }

    /// `wantsInteractiveStart`: whether a finger is (or was, before the transition could follow
    /// it) driving the start.
    public var wantsInteractiveStart: Bool {
        if case .none = gesture { return false }
        return true
    }

    /// `interruptibleAnimator(using:)`: prepares on the first call and returns the same driver on every call.
    @discardableResult
    public func interruptibleAnimator(using context: Context) -> Host.Driver {
        if let driver { return driver }
        self.context = context
        let host = makeHost(context)
        self.host = host
        let sourceRoot = context.view(.source) ?? context.controllerView(.source)
        let destinationRoot = context.view(.destination) ?? context.controllerView(.destination)
        // A destination handed over is ours to put into the container, at its final frame (the
        // container's bounds when the frame is unknown); one the system keeps stays where it is.
        var frame: Rect?
        if context.view(.destination) != nil {
            let final = context.finalFrame(.destination)
            frame = final.size.width > 0 && final.size.height > 0 ? final : host.containerBounds
        }
        var settings = configuration
        settings.containerSize = host.containerBounds.size
        if wantsInteractiveStart {
            // A transition that starts under a finger follows it: every track runs linearly in
            // progress, so the screen moves with the finger and keeps its speed at release (UIKit
            // scrubs interactive transitions linearly too, uikit-rules 3.6).
            settings.timing = .linear
            settings.matchedTiming = .linear
            // The finger sets the pace: a fitted duration applies to timed runs only.
            settings.fittedDuration = nil
        }
        if let sourceRoot, let destinationRoot {
            // Matched views ride a carrier only when a finger starts the transition and follows it.
            let session = TransitionSession(
                host: host, source: sourceRoot, destination: destinationRoot, context: settings,
                placement: .init(
                    destinationFrame: frame, destinationBelowSource: !settings.kind.isPresenting,
                    dimmingView: dimmingView(), carriesMatchedViews: followsFinger && wantsInteractiveStart,
                    returning: returning))
            session.driverDuration = reportedDuration
            session.workspace = workspace
            do {
                try session.prepareWithoutStarting()
                self.session = session
                session.onCompletion { [weak self] completed in self?.sessionCompleted(completed) }
                driver = session.driver
                phase = .prepared
                return session.driver!
            } catch {
                diagnostics.append(.viewsInUse)
            }
        } else {
            diagnostics.append(.noViews)
        }
        // No matched animation possible: a short plain run the container never waits on, at
        // whose end (and only then: until it, the screen shows what it showed, P4) the
        // destination is put in place — a cut, not an animation — and a presentation's dimming
        // view shows as its plan would have left it (inserted at alpha 0 for the plan to fade in;
        // left there it would dim nothing and take no tap outside, P8).
        isFallback = true
        let fallback = host.makeDriver(duration: 0.01)
        let dimming = configuration.kind.isPresenting ? dimmingView() : nil
        fallback.addCompletion { [weak self, weak host] position in
            if position == .end, let host, let destinationRoot, let frame, !host.isInContainer(destinationRoot) {
                host.insertIntoContainer(destinationRoot, at: host.containerSubviews().count)
                host.setFrame(frame, of: destinationRoot)
            }
            if position == .end, let host, let dimming { host.setAlpha(1, of: dimming) }
            self?.sessionCompleted(position == .end)
        }
        driver = fallback
        phase = .prepared
        return fallback
    }

    /// `animateTransition(using:)`: runs the transition timed.
    public func animateTransition(using context: Context) {
        let d = interruptibleAnimator(using: context)
        guard case .prepared = phase else { return }
        afterInstall { [weak self] in
            guard let self, case .prepared = self.phase else { return }
            self.run(d)
        }
    }

    /// Runs `work` once the session's flight is on screen (`TransitionSession.whenInstalled`):
    /// until then the driver has no animations and must be neither started nor scrubbed.
    private func afterInstall(_ work: @escaping () -> Void) {
        startRequested = true
        if let session, !session.isInstalled { session.whenInstalled(work) } else { work() }
    }

    /// `startInteractiveTransition(_:)`: holds the driver for the finger, releases at once if the
    /// finger already lifted, or runs timed when no finger is involved.
    public func startInteractiveTransition(_ context: Context) {
        let d = interruptibleAnimator(using: context)
        guard case .prepared = phase else { return }
        afterInstall { [weak self] in
            guard let self, case .prepared = self.phase else { return }
            self.startInteractive(d, context: context)
        }
    }

    /// The interactive start, once the flight is on screen: the finger as it is now decides.
    private func startInteractive(_ d: Host.Driver, context: Context) {
        // (A fallback under a finger is held like any run and the release decides; without a
        // finger it ends at once, in `run`.)
        switch gesture {
        case .none:
            run(d)
        case .tracking(let direction, let distance, let translation):
            // The finger may have come down after the container read `wantsInteractiveStart`
            // (a system recognizer's targets run in no documented order): then the transition
            // started non-interactive and becomes interactive the documented way.
            if !context.isInteractive { context.pauseInteractiveTransition() }
            hold(d)
            tracker = GestureTracker(direction: direction, distance: distance, startProgress: 0)
            takeHold()
            follow(translation)
        case .ended(let direction, let distance, let translation, let velocity):
            if !context.isInteractive { context.pauseInteractiveTransition() }
            hold(d)
            tracker = GestureTracker(direction: direction, distance: distance, startProgress: 0)
            takeHold()
            follow(translation)
            letGo(translation: translation, velocity: velocity)
        }
    }

    /// `animationEnded(_:)`: the container is done with the transition; everything is let go. If
    /// it ended before the driver did (it stopped or dropped the animator), every original view is
    /// put back anyway — nothing is left concealed or moved — and the context, already over, is
    /// not completed again (reported as `.endedByContainer`).
    public func animationEnded(_ transitionCompleted: Bool) {
        clock.stop()
        release = nil
        tracker = nil
        gesture = .none
        if case .completed = phase { return }
        guard driver != nil else { return }
        diagnostics.append(.endedByContainer)
        completedContext = true
        phase = .completed(transitionCompleted)
        session?.abandon(completed: transitionCompleted)
        let handlers = onComplete
        onComplete = []
        for handler in handlers { handler(transitionCompleted) }
    }

    // MARK: The finger

    /// A pan began: `direction` is the way the finger moves the transition forward and `distance`
    /// the travel for the whole transition, in points. Before preparation it is remembered (the
    /// caller then begins the container operation); on a running or releasing transition it grabs it.
    public func gestureBegan(direction: Vector, distance: Double) {
        if case .completed = phase {
            diagnostics.append(.afterCompletion)
            return
        }
        gesture = .tracking(direction: direction, distance: distance, translation: .zero)
        guard let d = driver, !isFallback else { return }
        // Before the flight is on screen the finger is only remembered: the start replays it.
        if let session, !session.isInstalled { return }
        switch phase {
        case .running, .releasing, .interactive, .prepared:
            clock.stop()
            release = nil
            offsetRelease = nil
            // The context becomes interactive from here on (a transition that started
            // non-interactively may turn interactive, `wantsInteractiveStart`'s page); a running
            // or releasing one is paused for the finger.
            if phase == .running || phase == .releasing || context?.isInteractive == false {
                context?.pauseInteractiveTransition()
            }
            hold(d)
            tracker = GestureTracker(direction: direction, distance: distance, startProgress: d.fractionComplete)
            takeHold()
        case .idle, .completed:
            break
        }
    }

    /// The pan moved: `translation` is the finger's travel since it began, in points.
    public func gestureChanged(translation: Vector) {
        switch gesture {
        case .tracking(let direction, let distance, _):
            gesture = .tracking(direction: direction, distance: distance, translation: translation)
            if case .interactive = phase, tracker != nil { follow(translation) }
        case .none, .ended:
            diagnostics.append(.gestureNotBegun)
        }
    }

    /// The finger lifted with `velocity` (points per second): finish or cancel as the tracker
    /// decides, carrying the velocity into the release.
    public func gestureEnded(translation: Vector, velocity: Vector) {
        guard case .tracking(let direction, let distance, _) = gesture else {
            diagnostics.append(.gestureNotBegun)
            return
        }
        if case .interactive = phase, tracker != nil {
            gesture = .none
            letGo(translation: translation, velocity: velocity)
        } else {
            // The transition has not reached the point where it can follow (its interactive start
            // comes later): remember the release for then.
            gesture = .ended(direction: direction, distance: distance, translation: translation, velocity: velocity)
        }
    }

    /// The pan was cancelled or failed: released where it is, with no velocity.
    public func gestureCancelled() {
        guard case .tracking(_, _, let translation) = gesture else { return }
        gestureEnded(translation: translation, velocity: .zero)
    }

    // MARK: Programmatic control

    /// Sends a running, held or releasing transition back to its start (a cancel): it is held
    /// (`pauseInteractiveTransition()`) and released backward with `initialVelocity` (remaining
    /// distances per second).
    public func cancel(initialVelocity: Double = 0) { releaseProgrammatically(finishes: false, initialVelocity) }

    /// Sends a running, held or releasing transition on to its end.
    public func finish(initialVelocity: Double = 0) { releaseProgrammatically(finishes: true, initialVelocity) }

    // MARK: Internals

    private func releaseProgrammatically(finishes: Bool, _ velocity: Double) {
        guard let d = driver else { return }
        // Asked for between the start and the flight coming on screen: done once it is.
        if startRequested, let session, !session.isInstalled, case .prepared = phase {
            session.whenInstalled { [weak self] in self?.releaseProgrammatically(finishes: finishes, velocity) }
            return
        }
        switch phase {
        case .idle, .prepared:
            diagnostics.append(.notStarted)
            return
        case .completed:
            diagnostics.append(.afterCompletion)
            return
        case .running:
            context?.pauseInteractiveTransition()
            hold(d)
        case .releasing:
            clock.stop()
            context?.pauseInteractiveTransition()
        case .interactive:
            break
        }
        gesture = .none
        tracker = nil
        offsetRelease = OffsetRelease(from: offset, velocity: .zero)
        travel(ReleaseMotion(from: d.fractionComplete, finishes: finishes, initialVelocity: velocity))
    }

    private func run(_ d: Host.Driver) {
        if isFallback { return endFallback(d) }
        // Running before the start: a plan of no length completes inside it, and that must stand.
        phase = .running
        do { try d.start() } catch {
            diagnostics.append(.driverRefused(error))
            if case .running = phase { phase = .prepared }
        }
    }

    /// A fallback run has nothing to animate: it ends at once the documented way (paused, stopped,
    /// finished at the end, which runs the completions), never relying on an empty animator completing.
    private func endFallback(_ d: Host.Driver) {
        phase = .running
        gesture = .none
        tracker = nil
        if context?.isInteractive == true { context?.finishInteractiveTransition() }
        do {
            try d.pause()
            d.stop(withoutFinishing: false)
            try d.finish(at: .end)
        } catch { diagnostics.append(.driverRefused(error)) }
    }

    private func hold(_ d: Host.Driver) {
        do { try d.pause() } catch { diagnostics.append(.driverRefused(error)) }
        phase = .interactive
    }

    private func follow(_ translation: Vector) {
        guard let tracker, let d = driver else { return }
        let p = min(max(tracker.progress(translation: translation), 0), 1)
        do { try d.scrub(to: p) } catch { diagnostics.append(.driverRefused(error)) }
        // The carried matched view's centre stays where the finger has taken it.
        if let grab, let planned = plannedCentre(track: grab.track, at: p) {
            let t = translation.isFinite ? translation : .zero
            setOffset((grab.centre + t) - planned)
        }
        context?.updateInteractiveTransition(p)
    }

    private func letGo(translation: Vector, velocity: Vector) {
        guard let tracker, let d = driver else { return }
        self.tracker = nil
        follow(translation)
        let decision = tracker.release(translation: translation, velocity: velocity)
        let motion = ReleaseMotion(
            from: d.fractionComplete, finishes: decision.finishes,
            initialVelocity: decision.initialVelocity)
        if let grab {
            // The view leaves the finger at the finger's velocity: what the plan gives it at the
            // release speed, plus the carrier's own motion for the rest.
            let finger = velocity.isFinite ? velocity : .zero
            let p = d.fractionComplete
            let h = 1e-3
            var planned = Vector.zero
            if let a = plannedCentre(track: grab.track, at: max(p - h, 0)),
                let b = plannedCentre(track: grab.track, at: min(p + h, 1))
            {
                planned = (b - a) * (motion.velocity(at: 0) / (min(p + h, 1) - max(p - h, 0)))
            }
            offsetRelease = OffsetRelease(from: offset, velocity: finger - planned)
        }
        travel(motion)
    }

    /// The matched track a finger carries (the largest matched view at the current progress),
    /// when the controller follows fingers and the session carries matched views.
    private func takeHold() {
        grab = nil
        guard followsFinger, let plan = session?.plan, let keyframes = session?.keyframes, session?.carrier != nil,
            let d = driver
        else { return }
        var best: (track: Int, area: Double)?
        for i in plan.tracks.indices {
            guard case .matched = plan.tracks.role(i) else { continue }
            let s = keyframes.state(ofTrack: i, atProgress: d.fractionComplete)
            let area = s.size.width * s.size.height * s.transform.areaScale
            if best == nil || area > best!.area { best = (i, area) }
        }
        guard let best, let centre = plannedCentre(track: best.track, at: d.fractionComplete) else { return }
        grab = (best.track, centre + offset)
    }

    private func plannedCentre(track: Int, at progress: Double) -> Point? {
        session?.keyframes?.state(ofTrack: track, atProgress: progress).position
    }

    private func setOffset(_ value: Vector) {
        guard let carrier = session?.carrier, let host else { return }
        offset = value.isFinite ? value : .zero
        host.setOffset(offset, of: carrier)
    }

    /// Reports the outcome to the context and starts the frame-by-frame travel.
    private func travel(_ motion: ReleaseMotion) {
        // Set first: UIKit may read `completionTiming` inside the finish/cancel call.
        release = (motion, clock.now)
        phase = .releasing
        if motion.target == 1 { context?.finishInteractiveTransition() } else { context?.cancelInteractiveTransition() }
        // The container may act on the animator inside that call (P13), even to its end.
        guard case .releasing = phase else { return }
        if motion.isSettled(at: 0) {
            tick(clock.now)
            return
        }
        clock.start { [weak self] time in self?.tick(time) }
    }

    private func tick(_ time: Double) {
        guard let (motion, start) = release, let d = driver else {
            clock.stop()
            return
        }
        let elapsed = time - start
        // The container may have resumed its animator after finish/cancel, or reversed it on a
        // cancel (undocumented either way): hold it again, forwards, so the release stays the
        // engine's and `fractionComplete` means plan progress (what it means on a reversed
        // animator is not documented).
        if d.isRunning { try? d.pause() }
        if d.isReversed { d.isReversed = false }
        do { try d.scrub(to: motion.progress(at: elapsed)) } catch { diagnostics.append(.driverRefused(error)) }
        if let offsetRelease { setOffset(motion.isSettled(at: elapsed) ? .zero : offsetRelease.offset(at: elapsed)) }
        guard motion.isSettled(at: elapsed) else { return }
        clock.stop()
        release = nil
        offsetRelease = nil
        d.stop(withoutFinishing: false)
        do { try d.finish(at: motion.position) } catch { diagnostics.append(.driverRefused(error)) }
    }

    private func sessionCompleted(_ completed: Bool) {
        guard !completedContext else { return }
        completedContext = true
        clock.stop()
        release = nil
        phase = .completed(completed)
        if let context {
            if context.transitionWasCancelled == completed {
                diagnostics.append(.outcomeMismatch(driverEndedAtEnd: completed, contextCancelled: context.transitionWasCancelled))
            }
            context.completeTransition(completed)
        }
        let handlers = onComplete
        onComplete = []
        for handler in handlers { handler(completed) }
    }
}
