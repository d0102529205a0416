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
/// A context that is not animated (`isAnimated` false: UIKit runs a `.custom` presentation's
/// animator for `present(_:animated: false)` too) gets no capture and no plan: the start call puts
/// the views where the transition leaves them and completes the context before it returns
/// (`UnanimatedTransition`).
///
/// Guarantees: the context's `completeTransition(_:)` is called exactly once, after every
/// original view is restored, with `true` exactly when the driver ended at the end; no call order
/// hangs or traps — a misplaced call is ignored and reported in `diagnostics`.
package final class TransitionController<Host: TransitionHost, Context: ContainerTransitionContext>
where Context.View == Host.View {
    /// Where the controller is.
    package enum Phase: Sendable, Hashable {
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
    package enum Diagnostic: Sendable, Hashable {
        /// A gesture update or end came without a gesture having begun.
        case gestureNotBegun
        /// A call came after the transition completed.
        case afterCompletion
        /// A finish or cancel came before the transition had started running.
        case notStarted
        /// The views were in use by another transition: it waited, its container's run held at
        /// its start with nothing changed on screen, until that one gave them back, then prepared
        /// and started as asked meanwhile.
        case viewsInUse
        /// The views stayed in use longer than `maximumWait`: it ran without matched animation, a
        /// cut at its end, as a run without views does.
        case viewsStayedInUse
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
    package let configuration: TransitionContext
    /// How long a transition whose views another one holds waits for them at most, in seconds
    /// (1): long enough for a timed transition or a release to end, short enough that a finger
    /// holding the other one — which gives nothing back until it lifts, while UIKit may hold
    /// touches back for the waiting one (`TransitionSession.prepareOrWait`) — costs a second, not
    /// the app. It then ends without matched animation (`.viewsStayedInUse`).
    package static var maximumWait: Double { 1 }
    /// Where the controller is.
    package internal(set) var phase: Phase = .idle
    /// The calls it ignored, in order.
    package internal(set) var diagnostics: [Diagnostic] = []
    /// The session, once prepared (nil if preparation fell back).
    package private(set) var session: TransitionSession<Host>?
    /// The host, once prepared.
    package private(set) var host: Host?

    /// Whether a finger moves the matched views freely in 2-D (they follow it exactly while the
    /// rest of the transition scrubs by the distance along the direction, so the matched view
    /// shrinks as it is dragged away), or only scrubs along the plan. Set before preparation.
    package var followsFinger: Bool

    /// For a pop or dismissal: where each matched view's partner was when the screen was shown,
    /// and the app's provider of the view that stands for an ID now (asked when the transition
    /// starts; `nil`, or a view outside the destination, matches by ID among the destination's
    /// views on screen, and with none there the view fades). See `ReturnFlight`. Set before
    /// preparation.
    package var returning: (lastKnownFrames: [TransitionID: Rect], lookUp: (TransitionID) -> Host.View?)?

    /// Sets `returning` for a pop or dismissal whose views came from `frames`, looked up again
    /// through the app's `provider` (`ReturnFlight`'s rules); nothing without a provider or frames
    /// (views match by ID, and a returning view with no partner leaves with its screen).
    package func returnsViews(to frames: [TransitionID: Rect], lookingUp provider: ((TransitionID) -> Host.View?)?) {
        guard let provider, !frames.isEmpty else { return }
        returning = (frames, provider)
    }

    /// Once prepared: for each matched ID, where its source-side view was (container coordinates)
    /// — what a later dismissal passes as `returning.lastKnownFrames`.
    package var departureFrames: [TransitionID: Rect] {
        guard let recording = session?.recording else { return [:] }
        var frames: [TransitionID: Rect] = [:]
        for pair in recording.match.pairs { frames[pair.id] = recording.source[pair.source].frame }
        return frames
    }

    let makeHost: (Context) -> Host
    let clock: FrameClock
    let dimmingView: () -> Host.View?
    var context: Context?
    var driver: Host.Driver?
    var gesture = GestureInput.none
    var tracker: GestureTracker?
    var release: (motion: ReleaseMotion, start: Double)?
    /// The matched view a finger carries: its track, and where its centre was at the grab
    /// (planned centre plus the carrier's offset then).
    var grab: (track: Int, centre: Point)?
    var offset = Vector.zero
    var offsetRelease: OffsetRelease?
    private var completedContext = false
    var reportedDuration: Double?
    /// Whether the container has started the run (`animateTransition` or `startInteractiveTransition`).
    var startRequested = false
    /// A finish (`true`) or cancel asked for before the container started the run, with its
    /// initial velocity: carried out once it starts.
    var pendingRelease: (finishes: Bool, velocity: Double)?
    /// Whether the context has been told to finish or cancel (a release).
    var released = false
    /// Whether preparation fell back to a run without matched animation.
    var isFallback = false
    /// Whether the context said the transition is not animated (`UnanimatedTransition`): a
    /// fallback that ends at once even under a finger.
    var isUnanimated = false
    private var onComplete: [(Bool) -> Void] = []

    /// The finger as the controller last heard of it.
    enum GestureInput {
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
    package init(
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
    package func onCompletion(_ handler: @escaping (Bool) -> Void) {
        if case .completed(let done) = phase { handler(done) } else { onComplete.append(handler) }
    }

    /// Called each time a release starts — the context was just told to finish or cancel, by a
    /// lifted finger or `finish`/`cancel` — before the travel to that end. A container that stops
    /// its bars taking taps while a transition is interactive, until it completes (UIKit does for
    /// custom transitions; Transmission `interactiveTransitionWillEnd`), turns them back on here so
    /// taps made during the release reach the app. `nil` by default.
    package var onRelease: (() -> Void)?

    /// The driver's progress, 0…1 (0 before preparation).
    package var progress: Double { driver?.fractionComplete ?? 0 }

    // MARK: The container's calls

    /// `wantsInteractiveStart`: whether a finger is (or was, before the transition could follow
    /// it) driving the start.
    package var wantsInteractiveStart: Bool {
        if case .none = gesture { return false }
        return true
    }

    /// `interruptibleAnimator(using:)`: prepares on the first call and returns the same driver on every call.
    @discardableResult
    package func interruptibleAnimator(using context: Context) -> Host.Driver {
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
        if !context.isAnimated { return prepareUnanimated(host: host, context: context, destinationFrame: frame) }
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
                // Waiting for views another transition holds, its driver runs the duration already
                // answered, or from now on answers: the unmeasured one, since no plan can be
                // measured yet.
                let durationIfWaiting = reportedDuration ?? configuration.unmeasuredDuration
                let waits = try session.prepareOrWait(
                    durationIfWaiting: durationIfWaiting, frames: clock, maximumWait: Self.maximumWait,
                    givingUp: { [weak self] in
                        // Ended at once, without matched animation, as a run without views is.
                        self?.isFallback = true
                        self?.diagnostics.append(.viewsStayedInUse)
                    })
                if waits {
                    diagnostics.append(.viewsInUse)
                    reportedDuration = durationIfWaiting
                }
                self.session = session
                session.onCompletion { [weak self, weak session] completed in
                    // A run that ended without ever preparing (it waited, and gave up or was ended
                    // by the container) shows where it leaves the screens as a plain run does.
                    if completed, session?.plan == nil, let self, let host = self.host {
                        self.placeWithoutAnimation(host: host, destinationRoot: destinationRoot, destinationFrame: frame)
                    }
                    self?.sessionCompleted(completed)
                }
                // After a release the context was told an outcome: the views follow it.
                session.decidedOutcome = { [weak self] in
                    // Only `travel` tells the context to finish or cancel.
                    guard let self, self.released, let context = self.context else { return nil }
                    return !context.transitionWasCancelled
                }
                driver = session.driver
                phase = .prepared
                return session.driver!
            } catch {
                // Not reached: a fresh session is neither started nor spent, and one that finds
                // its views in use waits. Were it reached, the plain run below still completes.
            }
        } else {
            diagnostics.append(.noViews)
        }
        return prepareFallback(host: host, destinationRoot: destinationRoot, destinationFrame: frame)
    }

    /// `animateTransition(using:)`: runs the transition timed.
    package func animateTransition(using context: Context) {
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
        let start = { [weak self] in
            work()
            self?.applyPendingRelease()
        }
        if let session, !session.isInstalled { session.whenInstalled(start) } else { start() }
    }

    /// `startInteractiveTransition(_:)`: holds the driver for the finger, releases at once if the
    /// finger already lifted, or runs timed when no finger is involved.
    package func startInteractiveTransition(_ context: Context) {
        let d = interruptibleAnimator(using: context)
        guard case .prepared = phase else { return }
        afterInstall { [weak self] in
            guard let self, case .prepared = self.phase else { return }
            self.startInteractive(d, context: context)
        }
    }

    /// The interactive start, once the flight is on screen: the finger as it is now decides.
    private func startInteractive(_ d: Host.Driver, context: Context) {
        // A transition that is not animated ends at once, finger or not.
        if isUnanimated { return run(d) }
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
    package func animationEnded(_ transitionCompleted: Bool) {
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

    // MARK: Internals

    private func run(_ d: Host.Driver) {
        if isFallback { return endFallback(d) }
        // Running before the start: a plan of no length completes inside it, and that must stand.
        phase = .running
        do { try d.start() } catch {
            diagnostics.append(.driverRefused(error))
            if case .running = phase { phase = .prepared }
        }
    }

    func sessionCompleted(_ ended: Bool) {
        guard !completedContext else { return }
        completedContext = true
        clock.stop()
        release = nil
        // The context's outcome wins: the container resuming the animator after a cancel (P13)
        // may bring it to the other end; completing against what the context was told would
        // contradict it (the views are restored either way).
        var completed = ended
        if let context, context.transitionWasCancelled == ended {
            diagnostics.append(.outcomeMismatch(driverEndedAtEnd: ended, contextCancelled: context.transitionWasCancelled))
            completed = !context.transitionWasCancelled
        }
        phase = .completed(completed)
        context?.completeTransition(completed)
        let handlers = onComplete
        onComplete = []
        for handler in handlers { handler(completed) }
    }
}
