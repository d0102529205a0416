/// The engine's transition controller over the headless host: the same controller UIKit runs.
package typealias HeadlessController = TransitionController<HeadlessHost, HeadlessTransitionContext>

/// One whole container transition run headless, through `TransitionController` — the object
/// MatchUIKit forwards UIKit's calls to — the way UIKit calls it: the container reads
/// `wantsInteractiveStart`, asks for the interruptible animator, starts the transition, completes
/// the context exactly once and then calls `animationEnded(_:)` from inside `completeTransition(_:)`.
///
/// Time moves only by hand (`advance(by:)`, `runToEnd`): a `ManualFrameClock` advances the
/// controller's `Timeline` and paces a release frame by frame, as the display link does on a device.
/// A finger acts through the controller's gesture calls (`grab`, `drag`, `release`); `finish` and
/// `cancel` are the controller's programmatic releases. Every release travels with `ReleaseMotion`.
///
/// ```swift
/// let run = HeadlessTransition(configuration: TransitionContext(kind: .pop, containerSize: container.bounds.size),
///                              container: container, source: detail, destination: list)
/// run.grab(distance: 390)            // a finger is down: the transition starts interactive
/// run.begin()
/// run.drag(Vector(dx: 120, dy: 4))   // progress 0.31
/// run.release(velocity: Vector(dx: 900, dy: 0))
/// run.runToEnd()                     // → true: popped, every original view put back
/// ```
///
/// Harness SPI (`@_spi(Harness) import MatchEngine`): the benchmarks time a whole start through
/// it. The controller, the session and the host it runs on are `package`.
@_spi(Harness) public final class HeadlessTransition {
    /// The clock: advances the driver and delivers the release's frames.
    package let clock: ManualFrameClock
    /// The context the headless container hands over.
    package let context: HeadlessTransitionContext
    /// The controller: the transition's one lifecycle owner.
    package let controller: HeadlessController
    /// The outcome once the controller completed (`true`: finished), `nil` before.
    public private(set) var completed: Bool?
    /// Whether `animationEnded(_:)` has been called, and with what.
    public private(set) var ended: Bool?
    /// The driver, once the container asked for the animator.
    package private(set) var driver: Timeline?
    /// The finger while it is down: its direction and travel for the whole transition, the
    /// progress when it came down and its last translation.
    private var finger: (direction: Vector, distance: Double, startProgress: Double, translation: Vector)?
    /// Whether the container has begun the transition.
    private var began = false

    /// Sets a run up over a context the caller made. `clock` paces it; `followsFinger` lets a
    /// finger carry the matched views in 2-D; `dimmingView` is a presentation's own dimming view
    /// (already in the container); `workspace` is memory kept between transitions;
    /// `afterCompletion` is what the container does once the context is completed (remove the
    /// view it no longer shows…), before `animationEnded(_:)`.
    package init(
        configuration: TransitionContext, context: HeadlessTransitionContext, clock: ManualFrameClock = ManualFrameClock(),
        followsFinger: Bool = false, dimmingView: HeadlessView? = nil, workspace: TransitionWorkspace? = nil,
        afterCompletion: @escaping (Bool) -> Void = { _ in }
    ) {
        self.clock = clock
        self.context = context
        controller = HeadlessController(
            configuration: configuration, clock: clock, followsFinger: followsFinger, dimmingView: { dimmingView },
            workspace: workspace, makeHost: { ctx in HeadlessHost(container: ctx.containerView) })
        controller.onCompletion { [weak self] outcome in
            self?.completed = outcome
            self?.finger = nil
        }
        context.onComplete = { [weak self] outcome in
            afterCompletion(outcome)
            self?.ended = outcome
            self?.controller.animationEnded(outcome)
        }
    }

    /// Sets a run up in which the container hands over both screens: `source` (in the container)
    /// is left and `destination` is shown at `destinationFrame` (default: the container's bounds).
    public convenience init(
        configuration: TransitionContext, container: HeadlessView, source: HeadlessView, destination: HeadlessView,
        destinationFrame: Rect? = nil, followsFinger: Bool = false,
        workspace: TransitionWorkspace? = nil, afterCompletion: @escaping (Bool) -> Void = { _ in }
    ) {
        let context = HeadlessTransitionContext(
            container: container, handed: [.source: source, .destination: destination],
            initialFrames: [.source: source.frame], finalFrames: [.destination: destinationFrame ?? container.bounds])
        self.init(
            configuration: configuration, context: context, followsFinger: followsFinger,
            workspace: workspace, afterCompletion: afterCompletion)
    }

    /// The session the controller prepared (`nil` before, or when it ran without matched animation).
    package var session: TransitionSession<HeadlessHost>? { controller.session }
    /// The host the controller made, once prepared.
    package var host: HeadlessHost? { controller.host }
    /// The driver's progress, 0…1.
    public var progress: Double { controller.progress }
    /// Where the controller is.
    package var phase: HeadlessController.Phase { controller.phase }

    /// The container begins the transition: it reads `wantsInteractiveStart` (interactive from the
    /// start if a finger is down), asks for the interruptible animator, then calls
    /// `startInteractiveTransition(_:)` — or, when `callsAnimateTransition`, it is a container
    /// without an interaction controller: it never reads `wantsInteractiveStart`, begins
    /// non-interactive and calls `animateTransition(using:)`. The headless host sets up at once,
    /// so the flight is on screen when this returns. A container begins a transition once: calling
    /// this again repeats only the calls on the controller (which ignores them), not the reading.
    public func begin(callsAnimateTransition: Bool = false) {
        if !began { context.begin(interactive: !callsAnimateTransition && controller.wantsInteractiveStart) }
        began = true
        askForAnimator()
        if callsAnimateTransition { controller.animateTransition(using: context) } else { controller.startInteractiveTransition(context) }
    }

    /// The container asks for the interruptible animator (the same driver every time); the clock
    /// drives it from then on.
    @discardableResult
    package func askForAnimator() -> Timeline {
        let d = controller.interruptibleAnimator(using: context)
        clock.drive(d)
        driver = d
        return d
    }

    /// Moves time on by `seconds` (see `ManualFrameClock.advance(by:)`).
    public func advance(by seconds: Double) { clock.advance(by: seconds) }

    /// Runs frames of `frameDuration` seconds until the controller has completed, at most `limit`
    /// of them; returns the outcome (`nil` if it has not completed — say, a finger holds it).
    @discardableResult
    public func runToEnd(frameDuration: Double = 1.0 / 60, limit: Int = 10_000) -> Bool? {
        var frames = 0
        while completed == nil && frames < limit {
            clock.advance(by: frameDuration)
            frames += 1
        }
        return completed
    }

    // MARK: The finger

    /// A finger comes down: `direction` is the way it moves the transition forward, `distance`
    /// its travel for the whole transition, in points. Before `begin()` it makes the start
    /// interactive; on a running or releasing transition it grabs it.
    public func grab(direction: Vector = Vector(dx: 1, dy: 0), distance: Double) {
        finger = (direction, distance, controller.progress, .zero)
        controller.gestureBegan(direction: direction, distance: distance)
    }

    /// The finger moves: `translation` is its travel since it came down, in points.
    public func drag(_ translation: Vector) {
        finger?.translation = translation
        controller.gestureChanged(translation: translation)
    }

    /// Scrubs to `progress` with the finger: one comes down (1 pt for the whole transition,
    /// rightward) if none is, then moves to where the controller's tracker gives `progress`
    /// (exactly, when the finger came down at progress 0).
    public func scrub(to progress: Double) {
        if finger == nil { grab(distance: 1) }
        guard let finger else { return }
        let length = finger.direction.length
        let unit = length > 0 && length.isFinite ? finger.direction * (1 / length) : Vector(dx: 1, dy: 0)
        drag(unit * ((progress - finger.startProgress) * finger.distance))
    }

    /// The finger lifts at `translation` (default: where it last was) with `velocity`, in points
    /// per second: the controller finishes or cancels as its tracker decides.
    public func release(translation: Vector? = nil, velocity: Vector = .zero) {
        let t = translation ?? finger?.translation ?? .zero
        finger = nil
        controller.gestureEnded(translation: t, velocity: velocity)
    }

    /// The gesture is cancelled: released where it is, with no velocity.
    public func cancelGesture() {
        finger = nil
        controller.gestureCancelled()
    }

    // MARK: Programmatic control

    /// Sends the transition on to its end (`TransitionController.finish(initialVelocity:)`).
    public func finish(initialVelocity: Double = 0) {
        finger = nil
        controller.finish(initialVelocity: initialVelocity)
    }

    /// Sends the transition back to its start (`TransitionController.cancel(initialVelocity:)`).
    public func cancel(initialVelocity: Double = 0) {
        finger = nil
        controller.cancel(initialVelocity: initialVelocity)
    }
}
