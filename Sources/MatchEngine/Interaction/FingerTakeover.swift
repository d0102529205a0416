/// What a finger does when it comes down on a pan that drives matched transitions — a
/// pan-anywhere pop, a dismissal pan: the one take-over step every host runs.
///
/// The finger has an operation of its own (it pops, it dismisses) and a direction that moves that
/// operation forward. Coming down while a run it may take over is on screen, it grabs that run —
/// its own operation along its direction, the opposite operation (a push under a pop finger, a
/// presentation a tap started under a dismissal pan) against it, so that moving the way it would
/// pop or dismiss takes the running push or presentation back toward where it began, and letting
/// go decides which end it reaches. Otherwise it starts its own operation, unless its owner
/// refuses it now.
package enum FingerTakeover<Receiver: GestureReceiver> {
    /// The finger may not begin: its owner refuses it now.
    case refuse
    /// The finger grabs `receiver`'s run; `direction` (unit vector, y down) moves that run forward.
    case grab(Receiver, direction: Vector)
    /// Nothing to grab: the finger goes down and starts its own operation, which `direction` moves forward.
    case start(direction: Vector)

    /// A run a finger may take over.
    package struct Target {
        /// The run's controller (held weakly: the container owns the run).
        package weak var receiver: Receiver?
        /// Whether the run is the opposite of the finger's own operation (a push for a pop finger,
        /// a presentation the finger did not start for a dismissal pan): the finger moves it backward.
        package var runsAgainstFinger: Bool

        /// Creates a target.
        package init(_ receiver: Receiver, runsAgainstFinger: Bool) {
            self.receiver = receiver
            self.runsAgainstFinger = runsAgainstFinger
        }
    }

    /// The take-over for a finger whose own operation moves forward along `ownDirection`: refused
    /// unless `allowed`; else it grabs `target` when that run is still there, with `ownDirection`
    /// reversed for a run against the finger — refused when that run takes no finger
    /// (`acceptsFinger`: starting a second operation over it would nest); else it starts its own
    /// operation.
    package static func decide(ownDirection: Vector, allowed: Bool, target: Target?) -> FingerTakeover {
        guard allowed else { return .refuse }
        if let target, let receiver = target.receiver {
            guard receiver.acceptsFinger else { return .refuse }
            return .grab(receiver, direction: target.runsAgainstFinger ? -ownDirection : ownDirection)
        }
        return .start(direction: ownDirection)
    }
}

extension FingerTakeover {
    /// Carries the take-over out on `relay` at `time`: points the finger at the grabbed run and
    /// puts it down with the run's direction, or puts it down and calls `start` (which begins the
    /// container operation whose run the relay is then attached to). Returns whether the finger
    /// went down (`false`: refused).
    @discardableResult
    package func perform(on relay: GestureRelay<Receiver>, distance: Double, at time: Double, start: () -> Void) -> Bool {
        switch self {
        case .refuse:
            return false
        case .grab(let receiver, let direction):
            if relay.receiver !== receiver { relay.attach(receiver, at: time) }
            relay.began(direction: direction, distance: distance)
        case .start(let direction):
            relay.began(direction: direction, distance: distance)
            if relay.receiver == nil { start() }
        }
        return true
    }
}
