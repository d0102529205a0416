/// The headless `TransitionDriver`: `UIViewPropertyAnimator`'s state machine with linear timing,
/// advanced by an injected clock.
///
/// Nothing here reads a real clock: tests call `advance(by:)` with exact steps, the preview tool
/// calls it at 60 or 120 Hz. Observers see every change of `fractionComplete`.
///
/// Limits, so that a transition always completes: the duration and every running stretch last at
/// most `maximumDuration` (3 600 s); a clock step counts for at most `maximumStep` (3 600 s), so one
/// step always reaches the end of whatever is running; time is kept relative to the running
/// stretch, so a clock that has advanced very far still moves it. `fractionComplete` never leaves
/// 0…1: where a completion spring would overshoot (a hard flick), it is clamped into 0…1.
package final class Timeline: TransitionDriver {
    /// The longest duration and the longest running stretch, in seconds: 3 600.
    package static let maximumDuration = 3_600.0
    /// The longest clock step, in seconds: 3 600 (a longer finite step counts as this).
    package static let maximumStep = 3_600.0

    /// The length of a full run from 0 to 1 at normal speed, in seconds: 0…`maximumDuration`
    /// (0 completes as soon as it starts; NaN, infinite and negative values become 0.5; longer
    /// ones become `maximumDuration`).
    package let duration: Double
    /// The seconds advanced so far.
    package private(set) var now: Double = 0

    /// The life-cycle state (`UIViewAnimatingState`).
    package private(set) var state: DriverState = .inactive
    /// Whether it advances with the clock.
    package private(set) var isRunning = false
    private var completions: [(DriverPosition) -> Void] = []
    private var observers: [(Double) -> Void] = []
    private var fraction = 0.0
    private var reversed = false
    private var hasCompleted = false
    private var segment = Segment(startFraction: 0, target: 1, length: 0, curve: nil)
    /// Seconds the clock has advanced since the running stretch began (kept apart from `now`, so a
    /// huge `now` cannot swallow small steps).
    private var elapsed = 0.0

    /// One stretch of running: from `startFraction` toward `target` over `length` seconds.
    private struct Segment {
        var startFraction: Double
        var target: Double
        var length: Double
        var curve: ResolvedTiming?

        /// The fraction `t` seconds into the stretch, always within 0…1.
        func fraction(after t: Double) -> Double {
            guard length > 0 else { return target }
            let p = curve?.progress(atTime: t, duration: length) ?? min(max(t / length, 0), 1)
            let f = startFraction + (target - startFraction) * p
            return f.isNaN ? target : min(max(f, 0), 1)
        }
    }

    /// Creates an inactive timeline for an animation of `duration` seconds (see `duration`).
    package init(duration: Double) {
        self.duration = duration >= 0 && duration.isFinite ? min(duration, Timeline.maximumDuration) : 0.5
    }

    /// Adds an observer called with the new progress after every change.
    package func observe(_ observer: @escaping (Double) -> Void) { observers.append(observer) }

    /// Progress, 0…1; setting it scrubs (refused, and ignored, while running).
    package var fractionComplete: Double {
        get { fraction }
        set { try? scrub(to: newValue) }
    }

    /// Whether it heads back to 0; turning round while running keeps the position. Ignored once stopped.
    package var isReversed: Bool {
        get { reversed }
        set {
            guard state != .stopped, newValue != reversed else { return }
            reversed = newValue
            // Running: turn round where it is, at the normal linear speed.
            if isRunning { beginSegment(curve: nil, durationFactor: 0) }
        }
    }

    /// Starts or resumes toward the target at normal linear speed.
    package func start() throws(DriverError) {
        if hasCompleted { throw .completed }
        if state == .stopped { throw .stopped }
        state = .active
        guard !isRunning else { return }
        isRunning = true
        beginSegment(curve: nil, durationFactor: 0)
        settleIfArrived()
    }

    /// Holds the progress; an inactive timeline becomes active and paused.
    package func pause() throws(DriverError) {
        if hasCompleted { throw .completed }
        if state == .stopped { throw .stopped }
        if isRunning { fraction = segment.fraction(after: elapsed) }
        state = .active
        isRunning = false
    }

    /// Sets the progress while paused (NaN → 0, clamped into 0…1); an inactive timeline becomes active and paused.
    package func scrub(to value: Double) throws(DriverError) {
        if hasCompleted { throw .completed }
        if state == .stopped { throw .stopped }
        if isRunning { throw .notPaused }
        state = .active
        let v = value.isNaN ? 0 : min(max(value, 0), 1)
        guard v != fraction else { return }
        fraction = v
        notify()
    }

    /// Resumes toward the target with new timing (see `TransitionDriver.continue(timing:durationFactor:)`).
    package func `continue`(timing: TimingCurve?, durationFactor: Double) throws(DriverError) {
        if hasCompleted { throw .completed }
        if state == .stopped { throw .stopped }
        guard state == .active else { throw .notActive }
        if isRunning { fraction = segment.fraction(after: elapsed) }
        isRunning = true
        beginSegment(curve: timing, durationFactor: durationFactor)
        settleIfArrived()
    }

    /// Stops where it is: to `.inactive` without completions (`true`) or to `.stopped` (`false`).
    package func stop(withoutFinishing: Bool) {
        guard state == .active else { return }
        if isRunning { fraction = segment.fraction(after: elapsed) }
        isRunning = false
        if withoutFinishing {
            state = .inactive
            hasCompleted = true
            completions.removeAll()
        } else {
            state = .stopped
        }
    }

    /// Completes a stopped timeline at a position, calling the completions once.
    package func finish(at position: DriverPosition) throws(DriverError) {
        guard state == .stopped else { throw .notStopped }
        switch position {
        case .end: fraction = 1
        case .start: fraction = 0
        case .current: break
        }
        notify()
        complete(at: position)
    }

    /// Adds a handler for the completion; ignored once completed.
    package func addCompletion(_ completion: @escaping (DriverPosition) -> Void) {
        guard !hasCompleted else { return }
        completions.append(completion)
    }

    /// Advances the clock by `seconds` (NaN, infinite or negative steps count as 0; finite steps
    /// longer than `maximumStep` count as `maximumStep`), moving a running timeline and completing
    /// it when it arrives.
    package func advance(by seconds: Double) {
        guard seconds > 0, seconds.isFinite else { return }
        let step = min(seconds, Timeline.maximumStep)
        now += step
        elapsed += step
        guard isRunning else { return }
        let f = segment.fraction(after: elapsed)
        if f != fraction {
            fraction = f
            notify()
        }
        settleIfArrived()
    }

    /// Whether the timeline is running and has reached its target by the clock.
    private func settleIfArrived() {
        guard isRunning, elapsed >= segment.length else { return }
        fraction = segment.target
        notify()
        isRunning = false
        state = .inactive
        complete(at: segment.target == 1 ? .end : .start)
    }

    private func beginSegment(curve: TimingCurve?, durationFactor: Double) {
        let target: Double = reversed ? 0 : 1
        let remaining = (target - fraction).magnitude
        var length = remaining * duration
        var resolved: ResolvedTiming?
        if let curve {
            resolved = ResolvedTiming(curve)
            if let natural = curve.naturalDuration, natural.isFinite { length = natural }
        }
        if durationFactor > 0 && durationFactor.isFinite { length = durationFactor * duration }
        length = length.isFinite ? min(max(length, 0), Timeline.maximumDuration) : Timeline.maximumDuration
        elapsed = 0
        segment = Segment(startFraction: fraction, target: target, length: remaining == 0 ? 0 : length, curve: resolved)
    }

    private func complete(at position: DriverPosition) {
        guard !hasCompleted else { return }
        hasCompleted = true
        state = .inactive
        isRunning = false
        let handlers = completions
        completions.removeAll()
        for handler in handlers { handler(position) }
    }

    private func notify() {
        for observer in observers { observer(fraction) }
    }
}
