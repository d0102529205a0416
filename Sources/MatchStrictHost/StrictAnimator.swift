import MatchEngine

/// `UIViewPropertyAnimator` as documented (uikit-rules 4.1–4.15): linear timing, advanced by the
/// world's clock, with every programmer error recorded as a violation before it is refused.
///
/// The animated views show the baked keyframes at the animator's `fractionComplete` (the
/// presentation a device would draw); setting the fraction while paused adds no animation.
public final class StrictAnimator: TransitionDriver {
    /// The animator's duration, in seconds (fixed at creation, 4.13).
    public let duration: Double
    /// `isInterruptible`: always true (2.6).
    public let isInterruptible = true
    private let timeline: Timeline
    private unowned let world: StrictWorld
    private var justStopped = false
    /// How many times `continueAnimation` was called (the engine releases by scrubbing instead:
    /// keyframe animations are not documented to follow a new timing curve, uikit-rules 4.17).
    public private(set) var continueCalls = 0

    /// What runs as the animator completes, before any completion handler (`whenCompleting(_:)`).
    private var completing: [() -> Void] = []

    init(duration: Double, world: StrictWorld) {
        self.duration = duration
        self.world = world
        timeline = Timeline(duration: duration)
        world.clock.animators.append(self)
        // Added first, so it runs before every completion added later.
        timeline.addCompletion { [weak self] _ in
            guard let self else { return }
            let work = completing
            completing = []
            for w in work { w() }
        }
    }

    /// Calls `apply` with the new fraction after every change (the keyframes' presentation).
    func observe(_ apply: @escaping (Double) -> Void) { timeline.observe(apply) }

    /// Runs `work` when the animator completes (arriving, or `finishAnimation(at:)` at any
    /// position), after the views show the final fraction and before any completion handler: how
    /// the model values of nested keyframe animations settle (`StrictHost.animate`).
    func whenCompleting(_ work: @escaping () -> Void) { completing.append(work) }

    /// Called after every call made on the animator (start, pause, scrub, continue, stop,
    /// finish): what a host that wraps it hears of, as MatchUIKit's `PropertyAnimatorDriver` tells
    /// its host.
    var onCall: () -> Void = {}

    func advance(by seconds: Double) { timeline.advance(by: seconds) }

    /// `state`.
    package var state: DriverState { timeline.state }
    /// `isRunning`.
    public var isRunning: Bool { timeline.isRunning }
    /// `isReversed` (changes once stopped are ignored, 4.8).
    public var isReversed: Bool {
        get { timeline.isReversed }
        set { timeline.isReversed = newValue }
    }
    /// `fractionComplete`; setting it is `scrub(to:)`.
    public var fractionComplete: Double {
        get { timeline.fractionComplete }
        set { try? scrub(to: newValue) }
    }

    /// `startAnimation()`: a programmer error once stopped (4.3).
    package func start() throws(DriverError) {
        if state == .stopped { world.violate(.animatorMisuse("startAnimation while stopped")) }
        justStopped = false
        defer { onCall() }
        try timeline.start()
    }

    /// `pauseAnimation()`: a programmer error once stopped (4.4).
    package func pause() throws(DriverError) {
        if state == .stopped { world.violate(.animatorMisuse("pauseAnimation while stopped")) }
        justStopped = false
        defer { onCall() }
        try timeline.pause()
    }

    /// Setting `fractionComplete`: only while paused or inactive (4.7).
    package func scrub(to fraction: Double) throws(DriverError) {
        if isRunning { world.violate(.animatorMisuse("fractionComplete set while running")) }
        if state == .stopped { world.violate(.animatorMisuse("fractionComplete set while stopped")) }
        justStopped = false
        defer { onCall() }
        try timeline.scrub(to: fraction)
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)`: only while paused (4.12).
    package func `continue`(timing: TimingCurve?, durationFactor: Double) throws(DriverError) {
        continueCalls += 1
        if state != .active || isRunning { world.violate(.animatorMisuse("continueAnimation while not paused")) }
        justStopped = false
        defer { onCall() }
        try timeline.continue(timing: timing, durationFactor: durationFactor)
    }

    /// `stopAnimation(_:)`.
    public func stop(withoutFinishing: Bool) {
        justStopped = state == .active && !withoutFinishing
        timeline.stop(withoutFinishing: withoutFinishing)
        onCall()
    }

    /// `finishAnimation(at:)`: only right after `stopAnimation(false)` (4.6).
    package func finish(at position: DriverPosition) throws(DriverError) {
        if !justStopped { world.violate(.animatorMisuse("finishAnimation not right after stopAnimation(false)")) }
        justStopped = false
        defer { onCall() }
        try timeline.finish(at: position)
    }

    /// `addCompletion(_:)`.
    package func addCompletion(_ completion: @escaping (DriverPosition) -> Void) { timeline.addCompletion(completion) }
}
