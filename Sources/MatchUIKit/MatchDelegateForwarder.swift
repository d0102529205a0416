#if canImport(UIKit)
import MatchEngine
import UIKit

/// The base of Match's container delegates: it answers the delegate methods its subclass
/// implements and forwards every other one to the app's own delegate through the Objective-C
/// runtime, so a method the app does not implement stays unimplemented and UIKit keeps its default
/// (see `AdapterRouting.route(adapterImplements:appDelegateImplements:)`).
@MainActor
public class MatchDelegateForwarder: NSObject {
    /// The app's delegate, held weakly, for the runtime's nonisolated queries (`responds(to:)`,
    /// `forwardingTarget(for:)`), which UIKit makes on the main thread.
    nonisolated(unsafe) weak var forwardingTargetObject: NSObjectProtocol?

    init(forwardingTo delegate: NSObjectProtocol?) {
        forwardingTargetObject = delegate
        super.init()
    }

    /// True for the methods Match implements and for those the app's delegate implements.
    public override func responds(to aSelector: Selector!) -> Bool {
        route(aSelector) != .unanswered
    }

    /// The app's delegate for every method Match does not implement.
    public override func forwardingTarget(for aSelector: Selector!) -> Any? {
        route(aSelector) == .forward ? forwardingTargetObject : nil
    }

    private nonisolated func route(_ aSelector: Selector!) -> AdapterRouting.DelegateRoute {
        AdapterRouting.route(
            adapterImplements: super.responds(to: aSelector),
            appDelegateImplements: forwardingTargetObject?.responds(to: aSelector) ?? false)
    }
}
#endif
