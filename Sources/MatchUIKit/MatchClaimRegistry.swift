#if canImport(UIKit)
import MatchEngine
import UIKit

/// Which transition is using which view, so a second transition cannot take a view mid-flight.
///
/// Owned by whoever owns the transitions (a navigation or tab coordinator, or a modal
/// `MatchTransition`) and shared by the hosts of its runs; nothing is stored on the views.
@MainActor
public final class MatchClaimRegistry {
    private var owners: [ObjectIdentifier: ObjectIdentifier] = [:]

    /// Creates an empty registry.
    public init() {}

    /// The number of views claimed now (0 between transitions).
    public var count: Int { owners.count }

    /// Claims `view` for `owner`; `false` when another owner holds it.
    public func claim(_ view: UIView, for owner: ObjectIdentifier) -> Bool {
        let key = ObjectIdentifier(view)
        if let current = owners[key] { return current == owner }
        owners[key] = owner
        return true
    }

    /// Gives up `owner`'s claim on `view` (another owner's claim stays).
    public func release(_ view: UIView, from owner: ObjectIdentifier) {
        let key = ObjectIdentifier(view)
        if owners[key] == owner { owners[key] = nil }
    }
}
#endif
