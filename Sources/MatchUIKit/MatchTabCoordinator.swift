#if canImport(UIKit)
import MatchEngine
import UIKit

/// How a matched tab switch moves the two tabs' roots.
public enum TabTransitionStyle: Sendable, Hashable {
    /// Slide by index order (`.slideByTabOrder`).
    case slide
    /// A circle grows from the tapped tab's centre (`.circularReveal`).
    case circularReveal
    /// Any other effect.
    case effect(TransitionEffect)
}

/// The tab bar controller delegate that runs matched tab switches and forwards every other call
/// to the app's own delegate (see `MatchNavigationCoordinator` for how forwarding works).
@MainActor
public final class MatchTabCoordinator: MatchDelegateForwarder, UITabBarControllerDelegate {
    /// How the tabs move; default `.slide`.
    public var style: TabTransitionStyle
    /// Whether matched transitions run; default `true`.
    public var isEnabled = true
    /// The app's own delegate, which receives every call Match does not answer.
    public var forwardingDelegate: UITabBarControllerDelegate? {
        get { forwardingTargetObject as? UITabBarControllerDelegate }
        set { forwardingTargetObject = newValue }
    }

    init(tabBarController: UITabBarController, style: TabTransitionStyle) {
        self.style = style
        super.init(forwardingTo: tabBarController.delegate)
    }

    /// Match's animator for a tab change, unless the app's delegate supplies one.
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let appAnimator = forwardingDelegate?.tabBarController?(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
        let controllers = tabBarController.viewControllers ?? []
        let from = controllers.firstIndex(of: fromVC) ?? 0, to = controllers.firstIndex(of: toVC) ?? 0
        let kind = AdapterRouting.tabKind(from: from, to: to)
        switch AdapterRouting.animation(appSuppliesAnimator: appAnimator != nil, matchEnabled: isEnabled, isRealOperation: kind != nil) {
        case .app: return appAnimator
        case .system: return nil
        case .match:
            let effect: TransitionEffect
            switch style {
            case .slide: effect = .slideByTabOrder
            case let .effect(e): effect = e
            case .circularReveal:
                let bar = tabBarController.tabBar
                let frame = bar.convert(bar.bounds, to: tabBarController.view)
                let rtl = bar.effectiveUserInterfaceLayoutDirection == .rightToLeft
                effect = .circularReveal(center: AdapterRouting.tabItemCenter(
                    index: to, count: controllers.count, tabBarFrame: Rect(frame), layoutDirection: rtl ? .rightToLeft : .leftToRight))
            }
            let transition = MatchTransition(effect: effect)
            transition.kind = kind ?? .tabSwitch(from: from, to: to)
            return transition
        }
    }
}

@MainActor
extension UITabBarController {
    /// Turns matched transitions on for tab switches; the existing delegate keeps receiving every
    /// call Match does not answer (set a later one through the coordinator's `forwardingDelegate`).
    @discardableResult
    public func enableMatchTransitions(style: TabTransitionStyle = .slide) -> MatchTabCoordinator {
        if let existing = matchRetained(.coordinator, as: MatchTabCoordinator.self) {
            existing.style = style
            existing.isEnabled = true
            delegate = existing
            return existing
        }
        let coordinator = MatchTabCoordinator(tabBarController: self, style: style)
        setMatchRetained(.coordinator, coordinator)
        delegate = coordinator
        return coordinator
    }
}
#endif
