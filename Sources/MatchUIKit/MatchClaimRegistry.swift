#if canImport(UIKit)
    import MatchEngine
    import UIKit

    extension ClaimRegistry {
        /// The registry of the window `view` is in — out of any window, of its topmost ancestor —
        /// made on first use and kept by that view (an associated object), so it lives as long as
        /// the window and no longer.
        @MainActor
        static func ofWindow(containing view: UIView) -> ClaimRegistry {
            // The topmost ancestor: the window itself when the view is in one (a window has no superview).
            var anchor = view
            while let parent = anchor.superview { anchor = parent }
            if let registry = anchor.matchRetained(.claimRegistry, as: ClaimRegistry.self) { return registry }
            let registry = ClaimRegistry()
            anchor.setMatchRetained(.claimRegistry, registry)
            return registry
        }
    }
#endif
