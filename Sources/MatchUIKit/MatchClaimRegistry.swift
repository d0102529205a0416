#if canImport(UIKit)
    import MatchEngine
    import UIKit

    /// Which transition is using which view, so a second transition cannot take a view mid-flight.
    ///
    /// One per window (`ofWindow(containing:)`), kept by the window and made on first use, and shared
    /// by the hosts of every transition in it — navigation, tab and modal alike: a tab switch during
    /// a pop, or a sheet presented during a push, finds the first run's views claimed and waits
    /// for them (`TransitionController`'s `.viewsInUse`; `waiters`) instead of recording views the
    /// first run has concealed or carried off. Nothing is stored on the views themselves.
    @MainActor
    final class MatchClaimRegistry {
        private var owners: [ObjectIdentifier: ObjectIdentifier] = [:]

        /// Creates an empty registry.
        init() {}

        /// The registry of the window `view` is in — out of any window, of its topmost ancestor —
        /// made on first use and kept by that view (an associated object), so it lives as long as
        /// the window and no longer.
        static func ofWindow(containing view: UIView) -> MatchClaimRegistry {
            // The topmost ancestor: the window itself when the view is in one (a window has no superview).
            var anchor = view
            while let parent = anchor.superview { anchor = parent }
            if let registry = anchor.matchRetained(.claimRegistry, as: MatchClaimRegistry.self) { return registry }
            let registry = MatchClaimRegistry()
            anchor.setMatchRetained(.claimRegistry, registry)
            return registry
        }

        /// The number of views claimed now (0 between transitions).
        var count: Int { owners.count }
        /// Work of transitions that found their views in use, run once claims are given back
        /// (`UIKitHost.claimsReturned()`).
        var waiters: [() -> Void] = []

        /// Claims `view` for `owner`; `false` when another owner holds it.
        func claim(_ view: UIView, for owner: ObjectIdentifier) -> Bool {
            let key = ObjectIdentifier(view)
            if let current = owners[key] { return current == owner }
            owners[key] = owner
            return true
        }

        /// Gives up `owner`'s claim on `view` (another owner's claim stays).
        func release(_ view: UIView, from owner: ObjectIdentifier) {
            let key = ObjectIdentifier(view)
            if owners[key] == owner { owners[key] = nil }
        }
    }
#endif
