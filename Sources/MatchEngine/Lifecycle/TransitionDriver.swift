/// Where a driver is in its life, as `UIViewAnimatingState`.
package enum DriverState: Sendable, Hashable {
    /// Not started, or finished: `fractionComplete` is meaningless until it starts again.
    case inactive
    /// Started (running) or paused; `isRunning` tells which.
    case active
    /// Stopped by `stop(withoutFinishing: false)`: waiting for `finish(at:)`.
    case stopped
}

/// Where a driver ended, as `UIViewAnimatingPosition`.
package enum DriverPosition: Sendable, Hashable {
    /// At the end of the animation (progress 1).
    case end
    /// Back at the start (progress 0).
    case start
    /// Wherever it was when finished at `.current`.
    case current
}

/// A misuse of a driver that `UIViewPropertyAnimator` treats as a programmer error (an exception);
/// here it is reported and nothing changes.
package enum DriverError: Error, Sendable, Hashable {
    /// `fractionComplete` can only be set while paused (or inactive, which pauses).
    case notPaused
    /// `finish(at:)` is only allowed after `stop(withoutFinishing: false)`.
    case notStopped
    /// A stopped driver cannot be started, paused or continued; finish it.
    case stopped
    /// `continue(timing:durationFactor:)` needs a paused, active driver.
    case notActive
    /// The driver already completed; a transition's driver runs once.
    case completed
}

/// The one object that drives a transition's progress: `UIViewPropertyAnimator` on UIKit,
/// `Timeline` headless. Progress is linear plan progress (the plan's curves are baked in), so
/// `fractionComplete` is the plan's progress.
package protocol TransitionDriver: AnyObject {
    /// The life-cycle state.
    var state: DriverState { get }
    /// Whether it is active and advancing on its own.
    var isRunning: Bool { get }
    /// Whether it is heading back to the start. Ignored once stopped.
    var isReversed: Bool { get set }
    /// Progress, 0…1. Setting it is `scrub(to:)`; a refused setting is ignored.
    var fractionComplete: Double { get set }
    /// Starts or resumes advancing. Errors: `.stopped`, `.completed`.
    func start() throws(DriverError)
    /// Stops advancing, keeping the progress; an inactive driver becomes active and paused.
    func pause() throws(DriverError)
    /// Sets the progress while paused (an inactive driver becomes active and paused). NaN counts as 0;
    /// values are clamped into 0…1.
    func scrub(to fraction: Double) throws(DriverError)
    /// Resumes a paused driver toward its target (1, or 0 when reversed) with new timing:
    /// `nil` continues linearly; a spring starts with its initial velocity in remaining distances
    /// per second (UIKit's unit). `durationFactor` > 0 sets the remaining time to that multiple of
    /// the original duration; 0 keeps the natural time (linear: the remaining share of the
    /// duration; a spring: its settling duration).
    func `continue`(timing: TimingCurve?, durationFactor: Double) throws(DriverError)
    /// Stops where it is. `true`: straight to inactive, no completion. `false`: to `.stopped`, then
    /// call `finish(at:)`.
    func stop(withoutFinishing: Bool)
    /// Completes a stopped driver at a position, calling the completions. Error: `.notStopped`.
    func finish(at position: DriverPosition) throws(DriverError)
    /// Adds a handler called once, when the driver completes, with the position it ended at.
    func addCompletion(_ completion: @escaping (DriverPosition) -> Void)
}

extension TransitionDriver {
    /// Starts, ignoring a refusal (a stopped or completed driver stays as it is).
    package func startIfPossible() { try? start() }
}
