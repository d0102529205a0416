#if canImport(UIKit)
import MatchEngine
import UIKit

/// The navigation controller delegate that runs matched pushes and pops and forwards every other
/// delegate call to the app's own delegate.
///
/// It answers `animationControllerFor` and `interactionControllerFor` itself (the app's delegate
/// still wins when it returns an animator of its own) and forwards the rest — `willShow`, `didShow`,
/// orientation queries — to `forwardingDelegate` through the Objective-C runtime
/// (`responds(to:)` / `forwardingTarget(for:)`), so a method the app does not implement stays
/// unimplemented and UIKit keeps its default.
@MainActor
public final class MatchNavigationCoordinator: MatchDelegateForwarder, UINavigationControllerDelegate {
    /// The effect for pushes and pops; default `.automatic` (UIKit's slide, with matched views flying).
    public var effect: TransitionEffect
    /// Whether matched transitions run; `false` gives UIKit's standard ones (and its own edge
    /// swipe back). Default `true`.
    public var isEnabled = true {
        didSet {
            navigationController?.interactivePopGestureRecognizer?.isEnabled = !isEnabled
            edgeSwipe?.recognizer.isEnabled = isEnabled
        }
    }
    /// The app's own delegate, which receives every call Match does not answer.
    public var forwardingDelegate: UINavigationControllerDelegate? {
        get { forwardingTargetObject as? UINavigationControllerDelegate }
        set { forwardingTargetObject = newValue }
    }
    /// The edge swipe that pops interactively.
    public private(set) var edgeSwipe: MatchInteraction?
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController, effect: TransitionEffect) {
        self.effect = effect
        self.navigationController = navigationController
        super.init(forwardingTo: navigationController.delegate)
        let rtl = navigationController.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        edgeSwipe = MatchInteraction(
            view: navigationController.view, edges: rtl ? .right : .left,
            direction: Vector(dx: rtl ? -1 : 1, dy: 0)
        ) { [weak navigationController] in
            guard let nc = navigationController, nc.viewControllers.count > 1 else { return }
            nc.popViewController(animated: true)
        }
        // Match's own edge swipe replaces the system one while enabled (see `isEnabled`).
        navigationController.interactivePopGestureRecognizer?.isEnabled = false
    }

    /// Match's animator for a push or pop, unless the app's delegate supplies one.
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let appAnimator = forwardingDelegate?.navigationController?(
            navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        switch AdapterRouting.animation(
            appSuppliesAnimator: appAnimator != nil, matchEnabled: isEnabled, isRealOperation: operation != .none)
        {
        case .app: return appAnimator
        case .system: return nil
        case .match:
            let transition = MatchTransition(effect: effect)
            transition.kind = operation == .push ? .push : .pop
            transition.interaction = edgeSwipe
            edgeSwipe?.transition = transition
            return transition
        }
    }

    /// Match's transition as interaction controller while the edge swipe drives it.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        if let app = forwardingDelegate?.navigationController?(navigationController, interactionControllerFor: animationController) {
            return app
        }
        guard let transition = animationController as? MatchTransition, transition.wantsInteractiveStart else { return nil }
        return transition
    }
}

@MainActor
extension UINavigationController {
    /// Turns matched transitions on for pushes and pops, with the edge swipe scrubbing the pop.
    ///
    /// Keeps the delegate already set as `forwardingDelegate`; to set one afterwards, assign the
    /// returned coordinator's `forwardingDelegate` (assigning `delegate` directly replaces Match:
    /// UIKit gives no way to notice that without swizzling). Calling it again returns the same
    /// coordinator with the new effect.
    @discardableResult
    public func enableMatchTransitions(effect: TransitionEffect = .automatic) -> MatchNavigationCoordinator {
        if let existing = matchRetained(.coordinator, as: MatchNavigationCoordinator.self) {
            existing.effect = effect
            existing.isEnabled = true
            delegate = existing
            return existing
        }
        let coordinator = MatchNavigationCoordinator(navigationController: self, effect: effect)
        setMatchRetained(.coordinator, coordinator)
        delegate = coordinator
        return coordinator
    }
}
#endif
