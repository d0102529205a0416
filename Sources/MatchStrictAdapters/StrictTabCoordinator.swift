@_spi(Harness) import MatchEngine
@_spi(Harness) import MatchStrictHost

/// What `MatchTabCoordinator` and `UIKitTabContainer` are for UIKit, for the strict tab bar
/// controller: the delegate that hands the model's calls to the engine's `TabGlue` (forwarding the
/// app's questions to the model's `appDelegate`), the primitives the glue drives (`TabContainer`),
/// Match's tap recognizer on the bar and its interactive pan. It decides nothing.
package final class StrictTabCoordinator: TabContainer, StrictTabBarControllerDelegate {
    package typealias Tab = StrictView
    package typealias Host = StrictHost
    package typealias Context = StrictTransitionContext
    package typealias Animator = StrictTransitionAnimator

    /// The tab bar controller.
    package unowned let tabBarController: StrictTabBarController
    /// Every decision and its bookkeeping.
    package private(set) var glue: TabGlue<StrictTabCoordinator>!
    /// The glue's decisions and their state.
    package var coordination: TabCoordination<StrictController> { glue.coordination }
    /// The memory the coordinator's transitions reuse, as MatchUIKit's coordinator keeps one.
    private let workspace = TransitionWorkspace()
    /// `MatchTransition.followsFinger` of the coordinator's switches; default `true`, as there.
    package var followsFinger = true
    /// `fittedDuration`; default `nil`.
    package var fittedDuration: FittedDuration?

    init(tabBarController: StrictTabBarController, style: TabCoordination<StrictController>.Style) {
        self.tabBarController = tabBarController
        glue = TabGlue(container: self, style: style)
        tabBarController.addTabBarTapObserver { [weak self] point in self?.glue.tabBarTapped(at: point) }
        tabBarController.viewPan = .init(
            isEnabled: false,
            shouldBegin: { [weak self] velocity, translation in
                self?.glue.panShouldBegin(velocity: velocity, translation: translation) ?? false
            },
            requiresFailure: { [weak self] kind in self?.glue.panRequiresFailure(of: Self.competitor(kind)) ?? false },
            target: { [weak self] event in self?.panned(event) })
    }

    /// Whether the interactive pan is on (`MatchTabCoordinator.isInteractive`); default `false`.
    package var isInteractive: Bool {
        get { tabBarController.viewPan?.isEnabled ?? false }
        set { tabBarController.viewPan?.isEnabled = newValue }
    }

    private func panned(_ event: StrictTabBarController.PanEvent) {
        switch event {
        case .began(_, let velocity): glue.pan(.began(velocity: velocity))
        case .changed(let translation): glue.pan(.changed(translation: translation))
        case .ended(let translation, let velocity): glue.pan(.ended(translation: translation, velocity: velocity))
        case .cancelled: glue.pan(.cancelled)
        }
    }

    private static func competitor(_ kind: StrictTabBarController.CompetitorKind) -> TabCoordination<StrictController>.CompetingRecognizer {
        switch kind {
        case .navigationPop: .navigationPop
        case .scrollView(let scrollsHorizontally): .scrollView(scrollsHorizontally: scrollsHorizontally)
        case .other: .other
        }
    }

    // MARK: StrictTabBarControllerDelegate

    package var implementsShouldSelectTab: Bool { tabBarController.appDelegate.shouldSelectTab != nil }
    package var implementsDidSelectTab: Bool { tabBarController.appDelegate.implementsDidSelectTab }

    package func tabBarController(_ tabBarController: StrictTabBarController, shouldSelect screen: StrictView) -> Bool {
        glue.shouldSelect(screen) { tabBarController.askApp(shouldSelect: tabBarController.index(of: screen)) }
    }

    package func tabBarController(_ tabBarController: StrictTabBarController, shouldSelectTab screen: StrictView) -> Bool {
        glue.shouldSelect(screen) { tabBarController.askApp(shouldSelectTab: tabBarController.index(of: screen)) }
    }

    package func tabBarController(_ tabBarController: StrictTabBarController, didSelect screen: StrictView) {
        glue.didSelect(screen)
        tabBarController.tellApp(didSelect: tabBarController.index(of: screen))
    }

    package func tabBarController(_ tabBarController: StrictTabBarController, didSelectTab screen: StrictView, previous: StrictView) {
        tabBarController.tellApp(didSelectTab: tabBarController.index(of: screen), previous: tabBarController.index(of: previous))
    }

    package func tabBarController(
        _ tabBarController: StrictTabBarController, animationControllerFrom from: StrictView, to: StrictView
    ) -> StrictAnimatorAnswer? {
        switch glue.animation(from: from, to: to, appSuppliesAnimator: false) {
        case .app, .system: return nil
        case .match(let animator): return .matched(animator)
        }
    }

    // MARK: TabContainer

    package var tabs: [StrictView] { tabBarController.tabs }
    package var selectedIndex: Int { tabBarController.selectedIndex }
    package func select(_ index: Int) { tabBarController.selectedIndex = index }
    package var selectedContentTransitions: Bool { busyContent != nil }

    /// A navigation controller in the selected tab that transitions, or whose Match coordinator
    /// has a push or pop pending.
    private var busyContent: StrictNavigationController? {
        let tabs = tabBarController
        let selected = tabs.selectedViewController
        return tabs.containedNavigationControllers.first {
            $0.view.isInside(selected) && ($0.isBusy || $0.matchCoordinator?.glue.hasOperationsPending == true)
        }
    }

    package func afterSelectedContentTransition(_ work: @escaping () -> Void) {
        let world = tabBarController.world
        if let busy = busyContent, busy.isTransitioning {
            busy.whenTransitionEnds { _ in world.later(work) }
        } else {
            world.later(work)
        }
    }

    package func nextTurn(_ work: @escaping () -> Void) { tabBarController.world.later(work) }
    package var tabBar: TabBarLayout {
        let controller = tabBarController
        // The strict tab bar controller models an iPad from iPadOS 18 in a regular width exactly
        // when its bar floats; otherwise an iPhone.
        return .reading(
            frame: controller.tabBarFrame, inWindow: controller.tabBar.isInWindow, isHidden: controller.tabBar.isHidden,
            alpha: controller.tabBar.alpha, controllerHidesBar: controller.isTabBarHidden, isPadOS18OrLater: controller.barFloats,
            isRegularWidth: controller.barFloats)
    }
    package var barItemCount: Int { tabBarController.items.count }
    package var layoutDirection: TransitionContext.LayoutDirection { .leftToRight }
    package var width: Double { tabBarController.view.node.bounds.width }
    package var height: Double { tabBarController.view.node.bounds.height }
    package var now: Double { tabBarController.world.clock.now }
    package func barTakesTapsAgain() {}

    package func appImplements(_ call: AdapterRouting.TabSelectionCall) -> Bool {
        switch call {
        case .shouldSelectTab: implementsShouldSelectTab
        case .didSelectTab: implementsDidSelectTab
        case .shouldSelect, .didSelect: true
        }
    }

    package func hasUITab(_ index: Int) -> Bool { tabBarController.usesTabs }

    package func askApp(_ call: AdapterRouting.TabSelectionCall, tab index: Int) -> Bool {
        switch call {
        case .shouldSelectTab: tabBarController.askApp(shouldSelectTab: index)
        case .shouldSelect: tabBarController.askApp(shouldSelect: index)
        case .didSelectTab, .didSelect: true
        }
    }

    package func tellApp(_ call: AdapterRouting.TabSelectionCall, tab index: Int, previous: Int?) {
        switch call {
        case .didSelectTab: tabBarController.tellApp(didSelectTab: index, previous: previous)
        case .didSelect: tabBarController.tellApp(didSelect: index)
        case .shouldSelectTab, .shouldSelect: break
        }
    }

    package func makeAnimator(_ request: TabRunRequest<StrictTabCoordinator>) -> (
        animator: StrictTransitionAnimator, controller: StrictController?
    ) {
        let configuration = TransitionContext(
            kind: request.kind, containerSize: tabBarController.container.node.bounds.size, layoutDirection: request.layoutDirection,
            effect: request.effect, fittedDuration: fittedDuration)
        // One run, as MatchTransition's coordinator runs keep it (`AnimatorRuns`).
        let runs = AnimatorRuns<StrictHost, StrictTransitionContext>(
            kind: request.kind, clock: { [world = tabBarController.world] in world.clock.now },
            make: {
                [world = tabBarController.world, followsFinger, workspace] _, _ in
                StrictTransitionRun.makeController(
                    world: world, configuration: configuration, followsFinger: followsFinger, workspace: workspace)
            })
        runs.onRunEnded = { _, completed in request.ended(completed) }
        let controller = runs.begin(kind: request.kind)
        let animator = StrictTransitionAnimator(controller: controller) { completed in runs.end(completed) }
        return (animator, controller)
    }
}

extension StrictTabBarController {
    /// What `tabBarController.enableMatchTransitions(style:)` does: Match becomes the delegate
    /// (the app's keeps receiving what Match forwards). Calling it again returns the same
    /// coordinator — kept on the controller, as an associated object keeps it on UIKit — with the
    /// new style, as the delegate again.
    @discardableResult
    package func enableMatchTransitions(style: TabCoordination<StrictController>.Style = .slide) -> StrictTabCoordinator {
        if let existing = matchCoordinator {
            existing.coordination.style = style
            existing.coordination.isEnabled = true
            delegate = existing
            return existing
        }
        let coordinator = StrictTabCoordinator(tabBarController: self, style: style)
        associatedObjects[ObjectIdentifier(StrictTabCoordinator.self)] = coordinator
        delegate = coordinator
        return coordinator
    }

    /// The coordinator `enableMatchTransitions` installed, if any.
    package var matchCoordinator: StrictTabCoordinator? {
        associatedObjects[ObjectIdentifier(StrictTabCoordinator.self)] as? StrictTabCoordinator
    }
}
