#if canImport(UIKit)
    @_spi(Harness) import MatchEngine
    import UIKit

    /// `UITabBarController` as the engine's `TabGlue` drives it: the primitives of `TabContainer`,
    /// each a call or property of UIKit's public API, and how a recognizer that meets the tab pan
    /// is classified. It decides nothing.
    @MainActor
    final class UIKitTabContainer: @MainActor TabContainer {
        typealias Tab = UIViewController
        typealias Host = UIKitHost
        typealias Context = UIKitTransitionContext
        typealias Animator = MatchTransition

        private(set) weak var tabBarController: UITabBarController?
        /// The memory the coordinator's transitions reuse for capture and planning.
        let workspace = TransitionWorkspace()
        /// ``MatchTabCoordinator/fittedDuration``.
        var fittedDuration: FittedDuration?
        /// The app's own delegate (``MatchTabCoordinator/forwardingDelegate``).
        var appDelegate: () -> UITabBarControllerDelegate? = { nil }

        init(tabBarController: UITabBarController) {
            self.tabBarController = tabBarController
        }

        var tabs: [UIViewController] { tabBarController?.viewControllers ?? [] }
        var selectedIndex: Int { tabBarController?.selectedIndex ?? 0 }
        func select(_ index: Int) {
            if #available(iOS 18.0, *) { tabBeforeSelection = (selectedIndex, tabBarController?.selectedTab) }
            tabBarController?.selectedIndex = index
        }
        /// The selected index and `selectedTab` as the last selection in code found them (iOS 18):
        /// the leaf tab inside a group, which `didSelectTab:previousTab:` names for that index.
        private var tabBeforeSelection: (index: Int, tab: NSObject?)?

        /// The first transition coordinator of the selected controller or one inside it (a child's
        /// own or an intermediate parent's: `transitionCoordinator` asks the parents, so a child's is
        /// non-nil exactly when it or a parent below the tab bar controller transitions).
        private var selectedContentCoordinator: UIViewControllerTransitionCoordinator? {
            guard let selected = tabBarController?.selectedViewController else { return nil }
            var pending = [selected]
            while let controller = pending.popLast() {
                if let coordinator = controller.transitionCoordinator { return coordinator }
                pending.append(contentsOf: controller.children)
            }
            return nil
        }

        /// Whether a navigation coordinator Match installed in the selected tab has a push or pop
        /// pending (UIKit starts it in a later layout pass, with no coordinator until then, P2).
        private var selectedContentHasPendingOperations: Bool {
            guard let selected = tabBarController?.selectedViewController else { return false }
            var pending = [selected]
            while let controller = pending.popLast() {
                if (controller as? UINavigationController)?.matchCoordinator?.glue.hasOperationsPending == true { return true }
                pending.append(contentsOf: controller.children)
            }
            return false
        }

        var selectedContentTransitions: Bool { selectedContentCoordinator != nil || selectedContentHasPendingOperations }

        func afterSelectedContentTransition(_ work: @escaping () -> Void) {
            let waited = selectedContentCoordinator?.animate(alongsideTransition: nil) { _ in DispatchQueue.main.async { work() } }
            if waited != true { DispatchQueue.main.async { work() } }
        }

        func nextTurn(_ work: @escaping () -> Void) { DispatchQueue.main.async { work() } }

        var tabBar: TabBarLayout {
            guard let tabs = tabBarController else {
                return TabBarLayout(frame: Rect(x: 0, y: 0, width: 0, height: 0), isShown: false, mayBeReplaced: false)
            }
            let bar = tabs.tabBar
            var hidesBar = false
            var isPadOS18OrLater = false
            if #available(iOS 18.0, *) {
                hidesBar = tabs.isTabBarHidden
                isPadOS18OrLater = tabs.traitCollection.userInterfaceIdiom == .pad
            }
            return .reading(
                frame: Rect(bar.convert(bar.bounds, to: tabs.view)), inWindow: bar.window != nil, isHidden: bar.isHidden,
                alpha: Double(bar.alpha), controllerHidesBar: hidesBar, isPadOS18OrLater: isPadOS18OrLater,
                isRegularWidth: tabs.traitCollection.horizontalSizeClass == .regular)
        }
        var layoutDirection: TransitionContext.LayoutDirection { MatchTransition.layoutDirection(of: tabBarController?.view) }
        var width: Double { Double(tabBarController?.view.bounds.width ?? 1) }
        var height: Double { Double(tabBarController?.view.bounds.height ?? 1) }
        var now: Double { CACurrentMediaTime() }
        func barTakesTapsAgain() { tabBarController?.tabBar.isUserInteractionEnabled = true }
        /// The bar's items; all the tabs when the bar lists none (iPadOS 18's floating bar may hide it).
        var barItemCount: Int { tabBarController?.tabBar.items.flatMap { $0.isEmpty ? nil : $0.count } ?? tabs.count }

        // MARK: The app's delegate

        func appImplements(_ call: AdapterRouting.TabSelectionCall) -> Bool {
            guard #available(iOS 18.0, *) else { return call == .shouldSelect || call == .didSelect }
            let app = appDelegate()
            switch call {
            case .shouldSelectTab:
                return app?.responds(to: #selector(TabBarDelegateFallback.tabBarController(_:shouldSelectTab:))) ?? false
            case .didSelectTab:
                return app?.responds(to: #selector(TabBarDelegateFallback.tabBarController(_:didSelectTab:previousTab:))) ?? false
            case .shouldSelect, .didSelect:
                return true
            }
        }

        func hasUITab(_ index: Int) -> Bool {
            guard #available(iOS 18.0, *), tabs.indices.contains(index) else { return false }
            return tabs[index].tab != nil
        }

        func askApp(_ call: AdapterRouting.TabSelectionCall, tab index: Int) -> Bool {
            guard let tabBarController, tabs.indices.contains(index), let app = appDelegate() else { return true }
            let target = tabs[index]
            switch call {
            case .shouldSelectTab:
                guard #available(iOS 18.0, *), let tab = target.tab else { return true }
                return TabBarDelegateFallback.shouldSelectTab(asking: app, tabBarController, tab)
            case .shouldSelect:
                return app.tabBarController?(tabBarController, shouldSelect: target) ?? true
            case .didSelectTab, .didSelect:
                return true
            }
        }

        func tellApp(_ call: AdapterRouting.TabSelectionCall, tab index: Int, previous: Int?) {
            guard let tabBarController, tabs.indices.contains(index), let app = appDelegate() else { return }
            let target = tabs[index]
            switch call {
            case .didSelectTab:
                guard #available(iOS 18.0, *), let tab = target.tab else { return }
                let recorded = tabBeforeSelection.flatMap { $0.index == previous ? $0.tab as? UITab : nil }
                tabBeforeSelection = nil
                let previousTab = recorded ?? previous.flatMap { tabs.indices.contains($0) ? tabs[$0].tab : nil }
                TabBarDelegateFallback.didSelectTab(telling: app, tabBarController, tab, previousTab: previousTab)
            case .didSelect:
                app.tabBarController?(tabBarController, didSelect: target)
            case .shouldSelectTab, .shouldSelect:
                break
            }
        }

        func makeAnimator(_ request: TabRunRequest<UIKitTabContainer>) -> (
            animator: MatchTransition, controller: MatchTransition.Controller?
        ) {
            let transition = MatchTransition(
                effect: request.effect, kind: request.kind, layoutDirection: request.layoutDirection, workspace: workspace,
                fittedDuration: fittedDuration)
            transition.onRunEnded = { _, completed in request.ended(completed) }
            return (transition, transition.controller)
        }

        // MARK: Recognizers that meet the tab pan

        /// What `other` is to the tab pan: a scroll view's own pan, a pop recognizer of a navigation
        /// controller it sits in (UIKit's back swipe, iOS 26's content swipe, Match's own edge pan
        /// and pan-anywhere pop), or anything else.
        func competitor(_ other: UIGestureRecognizer) -> TabCoordination<MatchTransition.Controller>.CompetingRecognizer {
            if let scroll = other.view as? UIScrollView, scroll.panGestureRecognizer === other {
                return .scrollView(
                    scrollsHorizontally: AdapterRouting.scrollsHorizontally(
                        MatchInteraction.state(of: scroll), alwaysBouncesHorizontally: scroll.alwaysBounceHorizontal))
            }
            var responder: UIResponder? = other.view
            while let current = responder {
                if let navigation = current as? UINavigationController, Self.isPopRecognizer(other, of: navigation) {
                    return .navigationPop
                }
                responder = current.next
            }
            return .other
        }

        private static func isPopRecognizer(_ recognizer: UIGestureRecognizer, of navigation: UINavigationController) -> Bool {
            var pops: [UIGestureRecognizer?] = [navigation.interactivePopGestureRecognizer]
            if #available(iOS 26.0, *) { pops.append(navigation.interactiveContentPopGestureRecognizer) }
            let coordinator = navigation.matchCoordinator
            pops.append(coordinator?.popInteraction?.recognizer)
            pops.append(coordinator?.contentSwipe?.recognizer)
            return pops.contains { $0 === recognizer } || coordinator?.isOwnEdgePan(recognizer) == true
        }
    }
#endif
