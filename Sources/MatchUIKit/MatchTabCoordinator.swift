#if canImport(UIKit)
    import MatchEngine
    import UIKit

    /// How a matched tab switch moves the two tabs' roots (the engine's `TabCoordination.Style`,
    /// case for case).
    public enum TabTransitionStyle: Sendable, Hashable {
        /// Both tabs slide, toward the leading edge when the new tab's index is higher, the trailing
        /// one otherwise (`TransitionEffect.slideByTabOrder`). The default.
        case slide
        /// A circle grows from where the user tapped the tab bar; for a selection made in code, from
        /// the selected item's slot.
        case circularReveal
        /// Any other effect, e.g. `.effect(.fade)`.
        case effect(TransitionEffect)

        /// The engine's style.
        var engineStyle: TabCoordination<MatchTransition.Controller>.Style {
            switch self {
            case .slide: .slide
            case .circularReveal: .circularReveal
            case .effect(let effect): .effect(effect)
            }
        }

        /// The style of the engine's `style`.
        init(_ style: TabCoordination<MatchTransition.Controller>.Style) {
            switch style {
            case .slide: self = .slide
            case .circularReveal: self = .circularReveal
            case .effect(let effect): self = .effect(effect)
            }
        }
    }

    /// The tab bar controller delegate that runs matched tab switches and forwards every other call
    /// to the app's own delegate (see `MatchNavigationCoordinator` for how forwarding works).
    ///
    /// A shim over the engine's `TabCoordination`, which takes every decision: the animation and its
    /// effect, the finger, the interactive pan's target and whether it may begin.
    ///
    /// A tap recognizer on the tab bar (`cancelsTouchesInView = false`, so the bar's items still get
    /// the touch) records where the user tapped, for the circular reveal's centre; an optional pan
    /// (`isInteractive`) switches to the neighbouring tab with the finger.
    @MainActor
    public final class MatchTabCoordinator: MatchDelegateForwarder, UITabBarControllerDelegate, UIGestureRecognizerDelegate {
        /// How the tabs move; default `.slide`.
        public var style: TabTransitionStyle {
            get { TabTransitionStyle(coordination.style) }
            set { coordination.style = newValue.engineStyle }
        }
        /// Whether matched transitions run; default `true`.
        public var isEnabled: Bool {
            get { coordination.isEnabled }
            set { coordination.isEnabled = newValue }
        }
        /// The app's own delegate, held weakly, which receives every call Match does not answer;
        /// setting it re-assigns the tab bar controller's delegate so UIKit asks again what it implements.
        public var forwardingDelegate: UITabBarControllerDelegate? {
            get { forwardingTargetObject as? UITabBarControllerDelegate }
            set {
                replaceForwardingTarget(newValue) { [weak self] in
                    self?.tabBarController?.delegate = nil
                    self?.tabBarController?.delegate = self
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
        /// how much it grows: `nil` (the default) keeps 0.5 s; see `MatchTransition.fittedDuration`.
        public var fittedDuration: FittedDuration?
        /// The memory this coordinator's transitions reuse for capture and planning (see `TransitionWorkspace`).
        let workspace = TransitionWorkspace()
        /// The interactive pan's finger, relayed to the current switch's controller.
        var relay: GestureRelay<MatchTransition.Controller> { coordination.pan }
        /// The transition of the current or last matched switch, for `debugJSON()`.
        private var lastTransition: MatchTransition?
        /// The interactive pan (disabled unless `isInteractive`).
        public let pan = UIPanGestureRecognizer(target: nil, action: nil)

        /// Every decision.
        let coordination: TabCoordination<MatchTransition.Controller>
        private let tapObserverDelegate = SimultaneousRecognizerDelegate()
        private weak var tabBarController: UITabBarController?

        init(tabBarController: UITabBarController, style: TabTransitionStyle) {
            coordination = TabCoordination(style: style.engineStyle)
            self.tabBarController = tabBarController
            super.init(forwardingTo: tabBarController.delegate, fallback: TabBarDelegateFallback())
            // Only observes where the tab bar is tapped (the reveal's centre): it never delays nor
            // cancels the bar's touches and recognizes alongside the bar's own recognizers. A tap
            // UIKit gives to the tab's control alone leaves the reveal at the tab's centre.
            let tap = UITapGestureRecognizer(target: self, action: #selector(tabBarTapped(_:)))
            tap.cancelsTouchesInView = false
            tap.delaysTouchesEnded = false
            tap.delegate = tapObserverDelegate
            tabBarController.tabBar.addGestureRecognizer(tap)
            pan.addTarget(self, action: #selector(panned(_:)))
            pan.delegate = self
            pan.isEnabled = false
            tabBarController.view.addGestureRecognizer(pan)
        }

        @objc private func tabBarTapped(_ tap: UITapGestureRecognizer) {
            coordination.tabBarTapped(at: Point(tap.location(in: tabBarController?.view)), time: CACurrentMediaTime())
        }

        private var layoutDirection: TransitionContext.LayoutDirection {
            MatchTransition.layoutDirection(of: tabBarController?.view)
        }

        @objc private func panned(_ pan: UIPanGestureRecognizer) {
            let translation = Vector(pan.translation(in: nil))
            switch pan.state {
            case .began:
                guard let tabs = tabBarController else { return }
                // Selecting in code skips `shouldSelect`/`didSelect` (uikit-practice P14): asked and
                // told here, as a tap would be.
                if let index = coordination.panBegan(
                    velocity: Vector(pan.velocity(in: nil)), selected: tabs.selectedIndex, count: tabs.viewControllers?.count ?? 0,
                    distance: Double(tabs.view.bounds.width), layoutDirection: layoutDirection)
                {
                    selectAsTap(
                        index,
                        proceeds: { [coordination] allows in
                            coordination.panSelects(index, appAllows: allows, at: CACurrentMediaTime())
                        }, tellsLater: { [coordination] in coordination.panSelected(index) })
                }
            case .changed:
                relay.changed(translation: translation)
            case .ended:
                relay.ended(translation: translation, velocity: Vector(pan.velocity(in: nil)), at: CACurrentMediaTime())
            case .cancelled, .failed:
                relay.cancelled(at: CACurrentMediaTime())
            default:
                break
            }
        }

        /// Selects tab `index` on a user's behalf as a tap would (uikit-practice P14): asks the app's
        /// delegate in `AdapterRouting.tabSelectionCalls`' order until one question is refused, lets
        /// `proceeds` decide with the answer, then selects and tells the delegate — unless `tellsLater`
        /// says the switch tells it when it lands (`switchEnded`).
        private func selectAsTap(_ index: Int, proceeds: (Bool) -> Bool = { $0 }, tellsLater: () -> Bool = { false }) {
            guard let tabs = tabBarController, let controllers = tabs.viewControllers, controllers.indices.contains(index) else { return }
            guard proceeds(appAllowsTap(on: controllers[index], in: tabs)) else { return }
            selectAndTell(index, tellsLater: tellsLater)
        }

        /// Selects tab `index` and tells the app's delegate as a tap would, once it allowed it —
        /// unless `tellsLater` says the switch tells it when it lands (`switchEnded`).
        private func selectAndTell(_ index: Int, tellsLater: () -> Bool = { false }) {
            guard let tabs = tabBarController else { return }
            var previousTab: NSObject?
            if #available(iOS 18.0, *) { previousTab = tabs.selectedTab }
            tabs.selectedIndex = index
            if tellsLater() { return }
            tellAsTap(index, previousTab: previousTab)
        }

        /// The app delegate's answers to the questions a tap on `target` asks, in
        /// `AdapterRouting.tabSelectionCalls`' order until one is refused.
        private func appAllowsTap(on target: UIViewController, in tabs: UITabBarController) -> Bool {
            let app = forwardingDelegate
            for call in selectionCalls(for: target).ask {
                switch call {
                case .shouldSelectTab:
                    if #available(iOS 18.0, *), let tab = target.tab, let app,
                        !TabBarDelegateFallback.shouldSelectTab(asking: app, tabs, tab)
                    {
                        return false
                    }
                case .shouldSelect:
                    if app?.tabBarController?(tabs, shouldSelect: target) == false { return false }
                case .didSelectTab, .didSelect:
                    break
                }
            }
            return true
        }

        /// The delegate calls a tap on `target` makes, for the app's delegate as it is now
        /// (`AdapterRouting.tabSelectionCalls`).
        private func selectionCalls(for target: UIViewController) -> (
            ask: [AdapterRouting.TabSelectionCall], tell: [AdapterRouting.TabSelectionCall]
        ) {
            guard #available(iOS 18.0, *) else {
                return AdapterRouting.tabSelectionCalls(
                    appImplementsShouldSelectTab: false, appImplementsDidSelectTab: false, hasTab: false)
            }
            let app = forwardingDelegate
            return AdapterRouting.tabSelectionCalls(
                appImplementsShouldSelectTab: app?.responds(to: #selector(TabBarDelegateFallback.tabBarController(_:shouldSelectTab:)))
                    ?? false,
                appImplementsDidSelectTab: app?.responds(
                    to: #selector(TabBarDelegateFallback.tabBarController(_:didSelectTab:previousTab:))) ?? false,
                hasTab: target.tab != nil)
        }

        /// Tells the app's delegate that tab `index` was selected, as a tap would: iOS 18's
        /// `didSelectTab:previousTab:` where it implements it, then `didSelect`.
        private func tellAsTap(_ index: Int, previousTab: NSObject?) {
            guard let tabs = tabBarController, let controllers = tabs.viewControllers, controllers.indices.contains(index) else { return }
            let target = controllers[index]
            let app = forwardingDelegate
            for call in selectionCalls(for: target).tell {
                switch call {
                case .didSelectTab:
                    if #available(iOS 18.0, *), let tab = target.tab, let app {
                        TabBarDelegateFallback.didSelectTab(telling: app, tabs, tab, previousTab: previousTab as? UITab)
                    }
                case .didSelect:
                    tabBarController(tabs, didSelect: target)
                case .shouldSelectTab, .shouldSelect:
                    break
                }
            }
        }

        /// A tap on an item, asked first: while a matched switch runs, UIKit must not select
        /// (`TabCoordination.tapped`): a tap on the switch's other end redirects it once the app's
        /// delegate allows that tab, any other tap waits or changes nothing, and the answer is `false`.
        /// While the selected tab's content transitions (`contentTransitions(in:)`), a tap on
        /// another tab waits for it and is then selected as a tap selects, and the answer is `false`
        /// (`TabCoordination.tapped(_:selected:contentTransitions:)`). Otherwise the app's delegate decides.
        public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            let decision = coordination.tapped(
                viewController, in: tabBarController.viewControllers ?? [], selected: tabBarController.selectedIndex,
                contentTransitions: contentTransitions(in: tabBarController))
            return tapDecided(decision, in: tabBarController) {
                forwardingDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
            }
        }

        /// The one handling of a tap Match decided (`TabCoordination.TapDuringSwitch`), fresh or
        /// retried: whether UIKit (or the retry) selects as usual — the app's delegate decides,
        /// through `appAllows` — else `false`, after redirecting the running switch once the app
        /// allows it, or waiting for the selected tab's content.
        private func tapDecided(
            _ decision: TabCoordination<MatchTransition.Controller>.TapDuringSwitch, in tabs: UITabBarController, appAllows: () -> Bool
        ) -> Bool {
            switch decision {
            case .asUsual:
                return appAllows()
            case .redirect(let to):
                if appAllows() { coordination.redirect(to: to) }
                return false
            case .nothing, .afterSwitch:
                return false
            case .afterContentTransition:
                selectWhenContentSettles(in: tabs)
                return false
            }
        }

        /// UIKit's `didSelect` after a tap, and Match's own on a user's behalf: the engine notes which
        /// tab the app was told of (`TabCoordination.appWasTold(didSelect:)`, so a switch that lands
        /// there does not tell it again), and the app's delegate hears it.
        public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            if let index = tabBarController.viewControllers?.firstIndex(of: viewController) {
                coordination.appWasTold(didSelect: index)
            }
            forwardingDelegate?.tabBarController?(tabBarController, didSelect: viewController)
        }

        /// Whether the selected tab's content transitions (`TabCoordination.tapped(_:selected:contentTransitions:)`):
        /// its controller has a transition coordinator (a push or pop in a navigation controller, a
        /// presentation over it), or Match's navigation coordinator in it handed UIKit a push or pop
        /// that has not started yet (UIKit starts it in the next layout pass, with no coordinator
        /// until then, P2) or holds operations waiting.
        private func contentTransitions(in tabs: UITabBarController) -> Bool {
            guard let selected = tabs.selectedViewController else { return false }
            if selected.transitionCoordinator != nil { return true }
            guard let navigation = selected as? UINavigationController,
                let match = navigation.matchRetained(.coordinator, as: MatchNavigationCoordinator.self)
            else { return false }
            return match.glue.hasOperationsPending
        }

        /// A tap waits for the selected tab's content to stop transitioning: once its transition
        /// coordinator completes (else on the next main-queue turn, when a deferred push or pop has
        /// started), it is decided again as a fresh tap on the controller it tapped, wherever that
        /// is among the tabs now (`TabCoordination.retryWaitingTap`): selected as a tap selects,
        /// redirecting a switch that started meanwhile, waiting again, or dropped when the app
        /// removed or replaced that tab.
        private func selectWhenContentSettles(in tabs: UITabBarController) {
            let retry = { [weak self] in
                guard let self, let tabs = self.tabBarController else { return }
                let controllers = tabs.viewControllers ?? []
                guard
                    case .decided(let index, let decision) = self.coordination.retryWaitingTap(
                        in: controllers, selected: tabs.selectedIndex, contentTransitions: self.contentTransitions(in: tabs))
                else { return }
                // The app's delegate is asked as UIKit asks a tap, then the tab selected and told.
                if self.tapDecided(decision, in: tabs, appAllows: { self.appAllowsTap(on: controllers[index], in: tabs) }) {
                    self.selectAndTell(index)
                }
            }
            let waited = tabs.selectedViewController?.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
                DispatchQueue.main.async { retry() }
            }
            if waited != true { DispatchQueue.main.async { retry() } }
        }

        /// As `MatchDelegateForwarder`, except that iOS 18's `shouldSelectTab`, which this object
        /// implements to look at a tap first, is claimed only where the app's delegate implements it.
        public nonisolated override func responds(to aSelector: Selector!) -> Bool {
            if #available(iOS 18.0, *), aSelector == #selector(TabBarDelegateFallback.tabBarController(_:shouldSelectTab:)) {
                return AdapterRouting.routeIntercepted(
                    appDelegateImplements: forwardingTargetObject?.responds(to: aSelector) ?? false,
                    fallbackImplements: fallback.responds(to: aSelector)) != .unanswered
            }
            return super.responds(to: aSelector)
        }

        /// A matched switch ended (`MatchTransition.onRunEnded`, from `animationEnded`): the app's
        /// delegate is told about a redirecting tap the switch landed on, and a tab tapped meanwhile is
        /// selected as a tap would select it on the next main-queue turn, once UIKit no longer
        /// transitions (`TabCoordination.switchEnded`).
        private func switchEnded(_ controller: MatchTransition.Controller) {
            guard tabBarController != nil else { return }
            var completed = false
            if case .completed(let c) = controller.phase { completed = c }
            let after = coordination.switchEnded(completed: completed)
            if after.tellDidSelect != nil {
                // A turn later: this runs inside `completeTransition` (P12), where an app that
                // selects or presents from `didSelect` would nest. Told only if still due then.
                DispatchQueue.main.async { [weak self] in
                    guard let self, let tabs = self.tabBarController,
                        let owed = self.coordination.owedDidSelect(selected: tabs.selectedIndex)
                    else { return }
                    var previousTab: NSObject?
                    if #available(iOS 18.0, *), let previous = owed.previous, let controllers = tabs.viewControllers,
                        controllers.indices.contains(previous)
                    {
                        previousTab = controllers[previous].tab
                    }
                    self.tellAsTap(owed.index, previousTab: previousTab)
                }
            }
            if let next = after.select {
                DispatchQueue.main.async { [weak self] in self?.selectAsTap(next) }
            }
        }

        /// `TabCoordination.panShouldBegin`: toward a neighbouring tab, along its direction.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let tabs = tabBarController else { return false }
            return coordination.panShouldBegin(
                velocity: Vector(pan.velocity(in: nil)), translation: Vector(pan.translation(in: nil)), selected: tabs.selectedIndex,
                count: tabs.viewControllers?.count ?? 0, layoutDirection: layoutDirection, contentTransitions: contentTransitions(in: tabs))
        }

        /// Your say on other horizontal gestures in the tabs (a map, a carousel, swipe actions):
        /// return `true` for a recognizer the tab pan must wait to fail. `nil` (the default): only
        /// the recognizers `TabCoordination.panRequiresFailure` names.
        public var panYields: ((UIGestureRecognizer) -> Bool)?

        /// `TabCoordination.panRequiresFailure`: the tab pan waits for a pop recognizer of a
        /// navigation controller in a tab (the back swipe and Match's own edge pan, iOS 26's content
        /// swipe, Match's pan-anywhere pop), for the pan of a scroll view that scrolls sideways, and
        /// for any recognizer `panYields` names, to fail.
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            guard gestureRecognizer === pan else { return false }
            if panYields?(otherGestureRecognizer) == true { return true }
            return coordination.panRequiresFailure(of: Self.competitor(otherGestureRecognizer))
        }

        /// What `other` is to the tab pan: a scroll view's own pan, a pop recognizer of a navigation
        /// controller it sits in, or anything else.
        private static func competitor(_ other: UIGestureRecognizer) -> TabCoordination<MatchTransition.Controller>.CompetingRecognizer {
            if let scroll = other.view as? UIScrollView, scroll.panGestureRecognizer === other {
                return .scrollView(
                    scrollsHorizontally: AdapterRouting.scrollsHorizontally(
                        MatchInteraction.state(of: scroll), alwaysBouncesHorizontally: scroll.alwaysBounceHorizontal))
            }
            var responder: UIResponder? = other.view
            while let current = responder {
                if let navigation = current as? UINavigationController {
                    if navigation.interactivePopGestureRecognizer === other { return .navigationPop }
                    if #available(iOS 26.0, *), navigation.interactiveContentPopGestureRecognizer === other { return .navigationPop }
                    let coordinator = navigation.matchRetained(.coordinator, as: MatchNavigationCoordinator.self)
                    if coordinator?.popInteraction?.recognizer === other || coordinator?.isOwnEdgePan(other) == true {
                        return .navigationPop
                    }
                }
                responder = current.next
            }
            return .other
        }

        /// Match's animator for a tab change, unless the app's delegate supplies one
        /// (`TabCoordination.decide`).
        public func tabBarController(
            _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            let appAnimator = forwardingDelegate?.tabBarController?(
                tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
            let controllers = tabBarController.viewControllers ?? []
            let from = controllers.firstIndex(of: fromVC) ?? 0
            let to = controllers.firstIndex(of: toVC) ?? 0
            let bar = tabBarController.tabBar
            let decision = coordination.decide(
                from: from, to: to, count: controllers.count, tabBarFrame: Rect(bar.convert(bar.bounds, to: tabBarController.view)),
                layoutDirection: layoutDirection, now: CACurrentMediaTime(), appSuppliesAnimator: appAnimator != nil)
            switch decision {
            case .app: return appAnimator
            case .system: return nil
            case .match(let kind, let effect, let finger):
                let transition = MatchTransition(
                    effect: effect, kind: kind, layoutDirection: layoutDirection, workspace: workspace,
                    relay: finger, fittedDuration: fittedDuration)
                transition.onRunEnded = { [weak self] controller, _ in controller.map { self?.switchEnded($0) } }
                // UIKit keeps the tab bar from taking taps until the run completes: a tab tapped
                // during a release reaches Match (redirect or wait).
                transition.controller?.onRelease = { [weak tabBarController] in
                    tabBarController?.tabBar.isUserInteractionEnabled = true
                }
                lastTransition = transition
                return transition
            }
        }

        /// The last matched tab switch's captured scenes, match and plan as JSON (UTF-8), to open in
        /// `match-preview` (`--scene file.json`), as `MatchTransition.debugJSON()` writes them: the
        /// running switch's once it has been prepared, else the last finished one's; `nil` before a
        /// matched switch has been prepared (a switch the app's own animator or the system ran is not
        /// recorded). Throws only if encoding fails.
        public func debugJSON() throws -> Data? {
            try lastTransition?.debugJSON()
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
        /// iOS 18's `tabBarController(_:shouldSelectTab:)`, which a tap on a `UITab` may bring instead
        /// of `shouldSelect`: answered as `shouldSelect` is while a matched switch runs, otherwise the
        /// app's delegate decides. Claimed only where the app's delegate implements it (`responds(to:)`,
        /// `AdapterRouting.routeIntercepted`).
        @available(iOS 18.0, *)
        @objc(tabBarController:shouldSelectTab:)
        public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
            let controllers = tabBarController.viewControllers ?? []
            let busy = contentTransitions(in: tabBarController)
            let decision =
                tab.viewController.map {
                    coordination.tapped($0, in: controllers, selected: tabBarController.selectedIndex, contentTransitions: busy)
                } ?? coordination.tappedUnlisted(contentTransitions: busy)
            return tapDecided(decision, in: tabBarController) { [forwardingDelegate] in
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
