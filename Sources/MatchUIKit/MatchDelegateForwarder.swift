#if canImport(UIKit)
    import MatchEngine
    import UIKit

    /// The base of Match's container delegates: it answers the delegate methods its subclass
    /// implements and forwards every other one to the app's own delegate through the Objective-C
    /// runtime, so a method the app does not implement stays unimplemented and UIKit keeps its default
    /// (see `AdapterRouting.route(adapterImplements:appDelegateImplements:fallbackImplements:)`).
    ///
    /// UIKit caches `responds(to:)` when the delegate is assigned; a call it then makes for a method
    /// the app's delegate no longer answers (the delegate was deallocated — it is held weakly — or
    /// replaced) goes to `fallback`, which implements the protocol's optional methods the way UIKit
    /// behaves without one, instead of raising "unrecognized selector"
    /// (`AdapterRouting.forwardingTarget`). So that this always holds, a method the app's delegate
    /// implements is claimed only when the fallback answers it too.
    @MainActor
    public class MatchDelegateForwarder: NSObject {
        /// The app's delegate, held weakly, for the runtime's nonisolated queries (``responds(to:)``,
        /// ``forwardingTarget(for:)``), which UIKit makes on the main thread.
        nonisolated(unsafe) weak var forwardingTargetObject: NSObjectProtocol?
        /// Answers a forwarded call when the app's delegate cannot.
        nonisolated(unsafe) let fallback: NSObject

        /// Forwards to `newValue` from now on — never to this object itself, which would recurse
        /// forever — and, when the forwarded delegate changed, calls `reassign` (which sets the
        /// container's delegate to nil and back) so UIKit asks ``responds(to:)`` again.
        func replaceForwardingTarget(_ newValue: NSObjectProtocol?, reassign: () -> Void) {
            let old = forwardingTargetObject.map(ObjectIdentifier.init)
            let accepted = AdapterRouting.acceptedForwardingDelegate(
                candidate: newValue.map(ObjectIdentifier.init), coordinator: ObjectIdentifier(self))
            forwardingTargetObject = accepted == nil ? nil : newValue
            if AdapterRouting.mustReassignDelegate(oldForwarded: old, newForwarded: accepted) { reassign() }
        }

        init(forwardingTo delegate: NSObjectProtocol?, fallback: NSObject) {
            forwardingTargetObject = delegate
            self.fallback = fallback
            super.init()
        }

        /// True for the methods Match implements and for those the app's delegate implements that the
        /// fallback answers too (`AdapterRouting.route(adapterImplements:appDelegateImplements:fallbackImplements:)`).
        public nonisolated override func responds(to aSelector: Selector!) -> Bool {
            AdapterRouting.route(
                adapterImplements: super.responds(to: aSelector),
                appDelegateImplements: forwardingTargetObject?.responds(to: aSelector) ?? false,
                fallbackImplements: fallback.responds(to: aSelector)) != .unanswered
        }

        /// The app's delegate for a method it implements, else the fallback (see the type's discussion).
        public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
            let app = forwardingTargetObject
            switch AdapterRouting.forwardingTarget(
                appDelegateImplements: app?.responds(to: aSelector) ?? false,
                fallbackImplements: fallback.responds(to: aSelector))
            {
            case .appDelegate: return app
            case .fallback: return fallback
            case .none: return nil
            }
        }
    }
#endif
