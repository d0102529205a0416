/// Something a finger drives: `TransitionController`'s gesture calls.
package protocol GestureReceiver: AnyObject {
    /// A pan began: `direction` moves the transition forward; `distance` (points) is the travel for all of it.
    func gestureBegan(direction: Vector, distance: Double)
    /// The pan moved: `translation` is the finger's travel since it began, in points.
    func gestureChanged(translation: Vector)
    /// The finger lifted with `velocity`, in points per second.
    func gestureEnded(translation: Vector, velocity: Vector)
    /// The pan was cancelled or failed.
    func gestureCancelled()
    /// Whether a finger coming down now may take the run over; a run that cannot follow a finger
    /// (one that fell back to no matched animation and ends at once) refuses it, so the pan that
    /// would grab it does not begin. Default `true`.
    var acceptsFinger: Bool { get }
    /// Whether the run is being released back to its start (a finger threw it back, or a cancel):
    /// a request for its own end can still send it on. Default `false`.
    var isReleasingBack: Bool { get }
    /// Whether the run shows anything yet: a run waiting for views another transition holds, or
    /// whose flight is not installed yet, does not — a tap meant for what is on screen must not
    /// act on it. Default `true`.
    var isOnScreen: Bool { get }
}

extension GestureReceiver {
    /// Every run accepts a finger unless it says otherwise.
    package var acceptsFinger: Bool { true }
    /// No run is released back unless it says so.
    package var isReleasingBack: Bool { false }
    /// Every run shows unless it says otherwise.
    package var isOnScreen: Bool { true }
}

extension TransitionController: GestureReceiver {
    /// A fallback run (no matched animation; it ends at once) or a completed one takes no finger.
    package var acceptsFinger: Bool {
        if case .completed = phase { return false }
        return !isFallback
    }

    /// Its flight is installed (a run without a session — no matched animation — shows at once).
    package var isOnScreen: Bool { session?.isInstalled ?? true }

    /// Released toward its start (`release`'s target is 0).
    package var isReleasingBack: Bool {
        guard case .releasing = phase, let release else { return false }
        return release.motion.target == 0
    }
}

/// Carries one finger to a transition that may not exist yet.
///
/// A UI framework starts a container transition from inside the gesture's `began` (pop, dismiss,
/// select a tab), and the object that runs it is only created during that call — or, for a system
/// recognizer whose own target starts the transition, before or after the adapter's target runs,
/// in an order no one documents. The relay keeps the finger's state and replays it when a receiver
/// is attached, so every order gives the receiver the same calls: `gestureBegan`, then the latest
/// translation, then the release if the finger already lifted.
package final class GestureRelay<Receiver: GestureReceiver> {
    /// The finger as last heard of.
    package enum State: Sendable, Hashable {
        /// No finger.
        case idle
        /// Down and moving.
        case tracking(direction: Vector, distance: Double, translation: Vector)
        /// Lifted before a receiver was attached, at `time` (seconds, the caller's clock);
        /// replayed on an attachment within `replayWindow`.
        case ended(direction: Vector, distance: Double, translation: Vector, velocity: Vector, time: Double)
    }

    /// How long after the finger lifted a transition may still attach and receive it, in
    /// seconds; default 0.25. A release older than that started no transition (the operation was
    /// refused, or someone else's animator ran) and must not leak into the next one.
    package var replayWindow = 0.25

    /// The finger's state.
    package private(set) var state = State.idle
    /// The receiver the finger drives, held weakly (the container owns the transition).
    package private(set) weak var receiver: Receiver?

    /// Creates an idle relay with no receiver.
    package init() {}

    /// Whether a finger is down (tracking), so a transition starting now should start interactive.
    package var isTracking: Bool {
        if case .tracking = state { return true }
        return false
    }

    /// A pan began: forgets any earlier finger and tells the receiver, if any.
    package func began(direction: Vector, distance: Double) {
        state = .tracking(direction: direction, distance: distance, translation: .zero)
        receiver?.gestureBegan(direction: direction, distance: distance)
    }

    /// The pan moved (ignored without a finger down).
    package func changed(translation: Vector) {
        guard case .tracking(let direction, let distance, _) = state else { return }
        state = .tracking(direction: direction, distance: distance, translation: translation)
        receiver?.gestureChanged(translation: translation)
    }

    /// The finger lifted at `time` (seconds on the caller's clock, e.g. `CACurrentMediaTime()`):
    /// the receiver gets the release now, or on an attachment within `replayWindow`.
    package func ended(translation: Vector, velocity: Vector, at time: Double) {
        guard case .tracking(let direction, let distance, _) = state else { return }
        if let receiver {
            state = .idle
            receiver.gestureEnded(translation: translation, velocity: velocity)
        } else {
            state = .ended(direction: direction, distance: distance, translation: translation, velocity: velocity, time: time)
        }
    }

    /// The pan was cancelled or failed at `time`: released where it is, with no velocity.
    package func cancelled(at time: Double) {
        guard case .tracking(_, _, let translation) = state else { return }
        ended(translation: translation, velocity: .zero, at: time)
    }

    /// Points the finger at `receiver` at `time` and replays what it missed — a release only if it
    /// is no older than `replayWindow`; `nil` detaches (a released finger not yet delivered is
    /// dropped).
    package func attach(_ receiver: Receiver?, at time: Double) {
        self.receiver = receiver
        guard let receiver else {
            if case .ended = state { state = .idle }
            return
        }
        switch state {
        case .idle:
            break
        case .tracking(let direction, let distance, let translation):
            receiver.gestureBegan(direction: direction, distance: distance)
            if translation != .zero { receiver.gestureChanged(translation: translation) }
        case .ended(let direction, let distance, let translation, let velocity, let ended):
            state = .idle
            // NaN or a clock running backwards counts as stale too.
            guard time - ended <= replayWindow, time >= ended else { return }
            receiver.gestureBegan(direction: direction, distance: distance)
            receiver.gestureChanged(translation: translation)
            receiver.gestureEnded(translation: translation, velocity: velocity)
        }
    }
}
