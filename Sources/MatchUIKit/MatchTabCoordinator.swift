#if canImport(UIKit)
    import MatchEngine
    import UIKit

    /// How a matched tab switch moves the two tabs' roots (the engine's `TabCoordination.Style`,
    /// case for case).
    public enum TabTransitionStyle: Sendable, Equatable {
        /// Both tabs slide, toward the leading edge when the new tab's index is higher, the trailing
        /// one otherwise (``TransitionEffect/slideByTabOrder``). The default.
        case slide
        /// A circle grows from where the user tapped the tab bar; for a selection made in code, from
        /// the selected item's slot, estimated as equal slots of `tabBar` — or from the middle of the
        /// view when `tabBar` is hidden or, from iOS 18 in a regular width, may not be the bar shown.
        case circularReveal
        /// Any other effect, e.g. `.effect(.fade)`.
        case effect(TransitionEffect)

        /// The engine's style, a dynamic dimming colour resolved against `traits` (as drawn now when
        /// `nil`).
        @MainActor
        func engineStyle(resolvingAgainst traits: UITraitCollection?) -> TabCoordination<MatchTransition.Controller>.Style {
            switch self {
            case .slide: .slide
            case .circularReveal: .circularReveal
            case .effect(let effect): .effect(effect.engine(resolvingAgainst: traits))
            }
        }

        /// The style of the engine's `style`.
        init(_ style: TabCoordination<MatchTransition.Controller>.Style) {
            switch style {
            case .slide: self = .slide
            case .circularReveal: self = .circularReveal
            case .effect(let effect): self = .effect(TransitionEffect(engine: effect))
            }
        }
    }

    /// The tab bar controller delegate that runs matched tab switches and forwards every other call
    /// to the app's own delegate (see ``MatchNavigationCoordinator`` for how forwarding works).
    ///
    /// A shim over the engine's `TabGlue`, which takes every decision: the animation and its effect,
    /// what a tap or the tab pan does while a switch or the selected tab's content transitions, what
    /// the app's delegate is asked and told, and whether the tab pan may begin.
    ///
    /// A tap recognizer on the tab bar (`cancelsTouchesInView = false`, so the bar's items still get
    /// the touch) records where the user tapped, for the circular reveal's centre; an optional pan
    /// (`isInteractive`) switches to the neighbouring tab with the finger.
    @MainActor
    public final class MatchTabCoordinator: MatchDelegateForwarder, UITabBarControllerDelegate, UIGestureRecognizerDelegate {
        /// How the tabs move; default `.slide`. A dynamic dimming colour in an effect resolves against
        /// the tab bar controller's traits each time UIKit asks for a switch's animator; read back,
        /// the style is as it was set.
        public var style: TabTransitionStyle {
            didSet { glue.coordination.style = style.engineStyle(resolvingAgainst: tabs.tabBarController?.traitCollection) }
        }
        /// Whether matched transitions run; default `true`.
        public var isEnabled: Bool {
            get { glue.coordination.isEnabled }
            set { glue.coordination.isEnabled = newValue }
        }
        /// The app's own delegate, held weakly, which receives every call Match does not answer;
        /// setting it re-assigns the tab bar controller's delegate so UIKit asks again what it implements.
        public var forwardingDelegate: UITabBarControllerDelegate? {
            get { forwardingTargetObject as? UITabBarControllerDelegate }
            set {
                replaceForwardingTarget(newValue) { [weak self] in
                    self?.tabs.tabBarController?.delegate = nil
                    self?.tabs.tabBarController?.delegate = self
                }
            }
        }
        /// Whether a horizontal pan on the tab bar controller's view switches tabs with the finger;
        /// default `false`.
        public var isInteractive: Bool {
            get { pan.isEnabled }
            set { pan.isEnabled = newValue }
        }
        /// Whether a timed tab switch's duration follows how far its largest matched view flies and
        /// how much it grows: `nil` (the default) keeps 0.5 s; see ``MatchTransition/fittedDuration``.
        public var fittedDuration: FittedDuration? {
            get { tabs.fittedDuration }
            set { tabs.fittedDuration = newValue }
        }
        /// The interactive pan (disabled unless ``isInteractive``).
        public let pan = UIPanGestureRecognizer(target: nil, action: nil)
        /// Your say on other horizontal gestures in the tabs (a map, a carousel, swipe actions):
        /// return `true` for a recognizer the tab pan must wait to fail. `nil` (the default): only
        /// the recognizers `TabCoordination.panRequiresFailure` names.
        public var panYields: ((UIGestureRecognizer) -> Bool)?

        /// The tab bar controller's primitives.
        let tabs: UIKitTabContainer
        /// Every decision and its bookkeeping.
        let glue: TabGlue<UIKitTabContainer>
        /// The interactive pan's finger, relayed to the current switch's controller.
        var relay: GestureRelay<MatchTransition.Controller> { glue.coordination.pan }
        private let tapObserverDelegate = SimultaneousRecognizerDelegate()

        init(tabBarController: UITabBarController, style: TabTransitionStyle) {
            tabs = UIKitTabContainer(tabBarController: tabBarController)
            self.style = style
            glue = TabGlue(container: tabs, style: style.engineStyle(resolvingAgainst: tabBarController.traitCollection))
            super.init(forwardingTo: tabBarController.delegate, fallback: TabBarDelegateFallback())
            tabs.appDelegate = { [weak self] in self?.forwardingDelegate }
            // Only observes where the tab bar is tapped (the reveal's centre): it never cancels the
            // bar's touches and recognizes alongside the bar's own recognizers. It keeps the default
            // `delaysTouchesEnded` (UIGestureRecognizer.h: the touch's end reaches the bar only once
            // it has recognized), so Match hears the tap before the item selects.
            let tap = UITapGestureRecognizer(target: self, action: #selector(tabBarTapped(_:)))
            tap.cancelsTouchesInView = false
            tap.delegate = tapObserverDelegate
            tabBarController.tabBar.addGestureRecognizer(tap)
            pan.addTarget(self, action: #selector(panned(_:)))
            pan.delegate = self
            pan.isEnabled = false
            tabBarController.view.addGestureRecognizer(pan)
        }

        @objc private func tabBarTapped(_ tap: UITapGestureRecognizer) {
            glue.tabBarTapped(at: Point(tap.location(in: tabs.tabBarController?.view)))
        }

        @objc private func panned(_ pan: UIPanGestureRecognizer) {
            let translation = Vector(pan.translation(in: nil))
            switch pan.state {
            case .began: glue.pan(.began(velocity: Vector(pan.velocity(in: nil))))
            case .changed: glue.pan(.changed(translation: translation))
            case .ended: glue.pan(.ended(translation: translation, velocity: Vector(pan.velocity(in: nil))))
            case .cancelled, .failed: glue.pan(.cancelled)
            default: break
            }
        }

        /// A tap on an item, asked first (`TabGlue.shouldSelect`): while a matched switch runs or the
        /// selected tab's content transitions, UIKit does not select (the tap redirects the switch,
        /// waits or changes nothing); otherwise the app's delegate decides.
        public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            glue.shouldSelect(viewController) {
                forwardingDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
            }
        }

        /// UIKit's `didSelect` after a tap: the glue notes which tab the app was told of
        /// (`TabGlue.didSelect`), and the app's delegate hears it.
        public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            glue.didSelect(viewController)
            forwardingDelegate?.tabBarController?(tabBarController, didSelect: viewController)
        }

        /// As ``MatchDelegateForwarder``, except that iOS 18's `shouldSelectTab`, which this object
        /// implements to look at a tap first, is claimed only where the app's delegate implements it.
        public nonisolated override func responds(to aSelector: Selector!) -> Bool {
            if #available(iOS 18.0, *), aSelector == #selector(TabBarDelegateFallback.tabBarController(_:shouldSelectTab:)) {
                return AdapterRouting.routeIntercepted(
                    appDelegateImplements: forwardingTargetObject?.responds(to: aSelector) ?? false,
                    fallbackImplements: fallback.responds(to: aSelector)) != .unanswered
            }
            return super.responds(to: aSelector)
        }

        /// `TabGlue.panShouldBegin`: toward a neighbouring tab, along its direction.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            glue.panShouldBegin(velocity: Vector(pan.velocity(in: nil)), translation: Vector(pan.translation(in: nil)))
        }

        /// `TabCoordination.panRequiresFailure`: the tab pan waits for a pop recognizer of a
        /// navigation controller in a tab (the back swipe and Match's own edge pan, iOS 26's content
        /// swipe, Match's pan-anywhere pop), for the pan of a scroll view that scrolls sideways, and
        /// for any recognizer ``panYields`` names, to fail.
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            guard gestureRecognizer === pan else { return false }
            return panYields?(otherGestureRecognizer) == true || glue.panRequiresFailure(of: tabs.competitor(otherGestureRecognizer))
        }

        /// Match's animator for a tab change, unless the app's delegate supplies one
        /// (`TabGlue.animation(from:to:appSuppliesAnimator:)`).
        public func tabBarController(
            _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            let appAnimator = forwardingDelegate?.tabBarController?(
                tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
            glue.coordination.style = style.engineStyle(resolvingAgainst: tabBarController.traitCollection)
            switch glue.animation(from: fromVC, to: toVC, appSuppliesAnimator: appAnimator != nil) {
            case .app: return appAnimator
            case .system: return nil
            case .match(let transition): return transition
            }
        }

        /// The last matched tab switch's captured scenes, match and plan as JSON (UTF-8), to open in
        /// `match-preview` (`--scene file.json`), as ``MatchTransition/debugJSON()`` writes them: the
        /// running switch's once it has been prepared, else the last finished one's; `nil` before a
        /// matched switch has been prepared (a switch the app's own animator or the system ran is not
        /// recorded). Throws only if encoding fails.
        public func debugJSON() throws -> Data? {
            try glue.lastAnimator?.debugJSON()
        }

        /// The app delegate's interaction controller if it gives one, else Match's transition itself.
        public func tabBarController(
            _ tabBarController: UITabBarController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? {
            forwardingDelegate?.tabBarController?(tabBarController, interactionControllerFor: animationController)
                ?? (animationController as? MatchTransition)
        }
    }

    /// iOS 18's `shouldSelectTab` on the coordinator, in an extension of its own: against an older SDK
    /// it is a plain Objective-C method with the protocol's selector.
    @MainActor
    extension MatchTabCoordinator {
        /// iOS 18's ``tabBarController(_:shouldSelectTab:)``, which a tap on a `UITab` may bring instead
        /// of `shouldSelect`: answered as `shouldSelect` is (`TabGlue.shouldSelect`; a tab without a
        /// controller among the tabs — a group, More — changes nothing while anything transitions),
        /// otherwise the app's delegate decides. Claimed only where the app's delegate implements it
        /// (``responds(to:)``, `AdapterRouting.routeIntercepted`).
        @available(iOS 18.0, *)
        @objc(tabBarController:shouldSelectTab:)
        public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
            glue.shouldSelect(tab.viewController) { [forwardingDelegate] in
                forwardingDelegate.map { TabBarDelegateFallback.shouldSelectTab(asking: $0, tabBarController, tab) } ?? true
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
    /// A delegate that lets its recognizer recognize alongside any other.
    @MainActor
    final class SimultaneousRecognizerDelegate: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool { true }
    }
#endif
