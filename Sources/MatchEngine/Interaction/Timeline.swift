/// The headless `TransitionDriver`: `UIViewPropertyAnimator`'s state machine with linear timing,
/// advanced by an injected clock.
///
/// Nothing here reads a real clock: tests call `advance(by:)` with exact steps, the preview tool
/// calls it at 60 or 120 Hz. Observers see every change of `fractionComplete`.
public final class Timeline: TransitionDriver {
    /// The length of a full run from 0 to 1 at normal speed, in seconds (> 0; invalid values become 0.5).
    public let duration: Double
    /// The seconds advanced so far.
    public private(set) var now: Double = 0

    /// The life-cycle state (`UIViewAnimatingState`).
    public private(set) var state: DriverState = .inactive
    /// Whether it advances with the clock.
    public private(set) var isRunning = false
    private var completions: [(DriverPosition) -> Void] = []
    private var observers: [(Double) -> Void] = []
    private var fraction = 0.0
    private var reversed = false
    private var hasCompleted = false
    private var segment = Segment(startTime: 0, startFraction: 0, target: 1, length: 0, curve: nil)

    /// One stretch of running: from `startFraction` toward `target` over `length` seconds.
    private struct Segment {
        var startTime: Double
        var startFraction: Double
        var target: Double
        var length: Double
        var curve: ResolvedTiming?

        func fraction(at time: Double) -> Double {
            let t = time - startTime
            guard length > 0 else { return target }
            let p = curve?.progress(atTime: t, duration: length) ?? min(max(t / length, 0), 1)
            return startFraction + (target - startFraction) * p
        }
    }

    /// Creates an inactive timeline for an animation of `duration` seconds.
    public init(duration: Double) {
        self.duration = duration > 0 && duration.isFinite ? duration : 0.5
    }

    /// Adds an observer called with the new progress after every change.
    public func observe(_ observer: @escaping (Double) -> Void) { observers.append(observer) }

    /// Progress, 0…1; setting it scrubs (refused, and ignored, while running).
    public var fractionComplete: Double {
        get { fraction }
        set { try? scrub(to: newValue) }
    }

    /// Whether it heads back to 0; turning round while running keeps the position. Ignored once stopped.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard state != .stopped, newValue != reversed else { return }
            reversed = newValue
            // Running: turn round where it is, at the normal linear speed.
            if isRunning { beginSegment(curve: nil, durationFactor: 0) }
        }
    }

    /// Starts or resumes toward the target at normal linear speed.
    public func start() throws(DriverError) {
        if hasCompleted { throw .completed }
        if state == .stopped { throw .stopped }
        state = .active
        guard !isRunning else { return }
        isRunning = true
        beginSegment(curve: nil, durationFactor: 0)
        settleIfArrived()
    }

    /// Holds the progress; an inactive timeline becomes active and paused.
    public func pause() throws(DriverError) {
        if hasCompleted { throw .completed }
        if state == .stopped { throw .stopped }
        if isRunning { fraction = segment.fraction(at: now) }
        state = .active
        isRunning = false
    }

    /// Sets the progress while paused (NaN → 0, clamped into 0…1); an inactive timeline becomes active and paused.
    public func scrub(to value: Double) throws(DriverError) {
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
    public func `continue`(timing: TimingCurve?, durationFactor: Double) throws(DriverError) {
        if hasCompleted { throw .completed }
        if state == .stopped { throw .stopped }
        guard state == .active else { throw .notActive }
        if isRunning { fraction = segment.fraction(at: now) }
        isRunning = true
        beginSegment(curve: timing, durationFactor: durationFactor)
        settleIfArrived()
    }

    /// Stops where it is: to `.inactive` without completions (`true`) or to `.stopped` (`false`).
    public func stop(withoutFinishing: Bool) {
        guard state == .active else { return }
        if isRunning { fraction = segment.fraction(at: now) }
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
    public func finish(at position: DriverPosition) throws(DriverError) {
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
    public func addCompletion(_ completion: @escaping (DriverPosition) -> Void) {
        guard !hasCompleted else { return }
        completions.append(completion)
    }

    /// Advances the clock by `seconds` (NaN, infinite or negative steps count as 0), moving a running
    /// timeline and completing it when it arrives.
    public func advance(by seconds: Double) {
        guard seconds > 0, seconds.isFinite else { return }
        now += seconds
        guard isRunning else { return }
        let f = segment.fraction(at: now)
        if f != fraction {
            fraction = f
            notify()
        }
        settleIfArrived()
    }

    /// Whether the timeline is running and has reached its target by the clock.
    private func settleIfArrived() {
        guard isRunning, now - segment.startTime >= segment.length else { return }
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
        segment = Segment(startTime: now, startFraction: fraction, target: target, length: remaining == 0 ? 0 : length,
                          curve: resolved)
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
