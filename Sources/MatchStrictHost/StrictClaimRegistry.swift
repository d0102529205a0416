import MatchEngine

/// Which transition is using which view, as MatchUIKit's `MatchClaimRegistry`: one per window,
/// made on first use and kept by the window (`StrictClaimRegistry.ofWindow(containing:)`), so
/// every transition in it — navigation, tab and modal alike — sees every other's claims.
///
/// Hosts may also be given a registry of their own, to model what happens when transitions of
/// one window do not share one (each concealing views the other then records as invisible).
public final class StrictClaimRegistry {
    private var owners: [ObjectIdentifier: ObjectIdentifier] = [:]

    /// Creates an empty registry.
    public init() {}

    /// The number of views claimed now (0 between transitions).
    public var count: Int { owners.count }
    /// Work of transitions that found their views in use, run once claims are given back
    /// (`StrictHost.claimsReturned()`).
    var waiters: [() -> Void] = []
    /// The number of transitions waiting for claims to be given back.
    public var waitingCount: Int { waiters.count }

    /// The registry of the window `view` is in (its topmost ancestor out of any window), made on
    /// first use.
    public static func ofWindow(containing view: StrictView) -> StrictClaimRegistry {
        let top = view.top
        if let registry = top.claimRegistry { return registry }
        let registry = StrictClaimRegistry()
        top.claimRegistry = registry
        return registry
    }

    /// Claims `view` for `owner`; `false` when another owner holds it.
    public func claim(_ view: StrictView, for owner: ObjectIdentifier) -> Bool {
        let key = ObjectIdentifier(view)
        if let current = owners[key] { return current == owner }
        owners[key] = owner
        return true
    }

    /// Gives up `owner`'s claim on `view` (another owner's claim stays).
    public func release(_ view: StrictView, from owner: ObjectIdentifier) {
        let key = ObjectIdentifier(view)
        if owners[key] == owner { owners[key] = nil }
    }
}
