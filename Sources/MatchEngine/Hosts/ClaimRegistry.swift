/// Which transition is using which view, so a second transition cannot take a view mid-flight:
/// one per window, kept by the window and shared by the hosts of every transition in it —
/// navigation, tab and modal alike. A tab switch during a pop, or a sheet presented during a
/// push, finds the first run's views claimed and waits for them (`TransitionController`'s
/// `.viewsInUse`; `whenClaimsReturned(_:)`) instead of recording views the first run has concealed
/// or carried off. Nothing is stored on the views themselves; views and owners are identities.
///
/// Invariants: a view has at most one owner; only its owner releases it.
package final class ClaimRegistry {
    private var owners: [ObjectIdentifier: ObjectIdentifier] = [:]
    private var waiters: [() -> Void] = []

    /// Creates an empty registry.
    package init() {}

    /// The number of views claimed now (0 between transitions).
    package var count: Int { owners.count }

    /// Claims `view` for `owner`; `false` when another owner holds it.
    package func claim(_ view: ObjectIdentifier, for owner: ObjectIdentifier) -> Bool {
        if let current = owners[view] { return current == owner }
        owners[view] = owner
        return true
    }

    /// Gives up `owner`'s claim on `view` (another owner's claim stays).
    package func release(_ view: ObjectIdentifier, from owner: ObjectIdentifier) {
        if owners[view] == owner { owners[view] = nil }
    }

    /// Keeps `work` of a transition that found its views in use until claims are given back.
    package func whenClaimsReturned(_ work: @escaping () -> Void) { waiters.append(work) }

    /// Claims were given back: the waiting work, in the order it came, each handed once to
    /// `schedule` (a host's next turn).
    package func claimsReturned(schedule: (@escaping () -> Void) -> Void) {
        let waiting = waiters
        waiters = []
        for work in waiting { schedule(work) }
    }
}
