/// The glue between a tab bar controller and the engine's tab decisions (`TabCoordination`),
/// written once for every host: what the tab bar controller's delegate answers, what a tap on the
/// bar or the tab pan does while a switch or the selected tab's content transitions, what the app's
/// delegate is asked and told on a user's behalf, and the bookkeeping of each matched switch.
///
/// A container conforms to `TabContainer` (primitives only) and forwards its framework's calls
/// here: MatchUIKit's `MatchTabCoordinator` and the strict host's tab delegate both do.
///
/// Invariants:
/// - A selection the user asked for while a switch runs, or while the selected tab's content
///   transitions, never reaches the tab bar controller then: it redirects the switch, waits, or
///   changes nothing, and a waiting one is decided again as a fresh tap when it may run.
/// - The app's delegate is asked and told about a selection made on the user's behalf as a tap
///   asks and tells it (`AdapterRouting.tabSelectionCalls`), and is told a landing it did not hear of.
/// - A switch to or from a controller that is not among the tabs (the More navigation controller)
///   runs as the system runs it.
package final class TabGlue<Container: TabContainer> {
    /// The engine controller of a run.
    package typealias Controller = TransitionController<Container.Host, Container.Context>
    /// Every decision and its state.
    package let coordination: TabCoordination<Controller>
    /// The container, held weakly (it owns the glue's owner).
    package private(set) weak var container: Container?
    /// The animator of the current or last matched switch.
    package private(set) var lastAnimator: Container.Animator?
    /// How many taps that waited for the selected tab's content were dropped because the app
    /// removed or replaced their tab meanwhile (`TabCoordination.TapRetry.tabGone`).
    package private(set) var droppedWaitingTaps = 0

    /// Creates the glue for `container`.
    package init(container: Container, style: TabCoordination<Controller>.Style) {
        coordination = TabCoordination(style: style)
        self.container = container
    }

    /// Whether the selected tab's content transitions (`TabContainer.selectedContentTransitions`).
    private var contentTransitions: Bool { container?.selectedContentTransitions ?? false }

    // MARK: Taps

    /// Match's recognizer on the tab bar saw a tap at `location` (the tab bar controller's view
    /// coordinates): the circular reveal's centre if a switch follows at once.
    package func tabBarTapped(at location: Point) {
        coordination.tabBarTapped(at: location, time: container?.now ?? 0)
    }

    /// `tabBarController(_:shouldSelect:)` (or iOS 18's `shouldSelectTab`) for `tab`, `nil` for a
    /// `UITab` without a controller among the tabs: while a matched switch runs, UIKit must not
    /// select (`TabCoordination.tapped`); while the selected tab's content transitions, a tap on
    /// another tab waits for it; otherwise the app's delegate decides (`appAllows`, the question
    /// UIKit brought).
    package func shouldSelect(_ tab: Container.Tab?, appAllows: () -> Bool) -> Bool {
        guard let container else { return appAllows() }
        let busy = contentTransitions
        let decision =
            tab.map { coordination.tapped($0, in: container.tabs, selected: container.selectedIndex, contentTransitions: busy) }
            ?? coordination.tappedUnlisted(contentTransitions: busy)
        return tapDecided(decision, appAllows: appAllows)
    }

    /// The one handling of a tap Match decided, fresh or retried: whether the tap selects as usual
    /// (the app's delegate decides, through `appAllows`), else `false`, after redirecting the running
    /// switch once the app allows it, or waiting for the selected tab's content.
    private func tapDecided(_ decision: TabCoordination<Controller>.TapDuringSwitch, appAllows: () -> Bool) -> Bool {
        switch decision {
        case .asUsual:
            return appAllows()
        case .redirect(let to):
            if appAllows() { coordination.redirect(to: to) }
            return false
        case .nothing, .afterSwitch:
            return false
        case .afterContentTransition:
            container?.afterSelectedContentTransition { [weak self] in self?.retryWaitingTap() }
            return false
        }
    }

    /// The tap that waited for the selected tab's content, decided again as a fresh tap on the tab
    /// it tapped wherever that tab is now (`TabCoordination.retryWaitingTap`): selected as a tap
    /// selects, redirecting a switch that started meanwhile, waiting again, or dropped when the app
    /// removed or replaced that tab.
    private func retryWaitingTap() {
        guard let container else { return }
        switch coordination.retryWaitingTap(in: container.tabs, selected: container.selectedIndex, contentTransitions: contentTransitions) {
        case .none: break
        case .tabGone: droppedWaitingTaps += 1
        case .decided(let index, let decision):
            if tapDecided(decision, appAllows: { appAllowsTap(on: index) }) { selectAndTell(index) }
        }
    }

    /// `tabBarController(_:didSelect:)`, UIKit's after a tap or Match's on a user's behalf: the
    /// engine notes which tab the app was told of, so a switch that lands there does not tell it
    /// again. The shim forwards it to the app's delegate.
    package func didSelect(_ tab: Container.Tab) {
        guard let index = container?.tabs.firstIndex(where: { $0 === tab }) else { return }
        coordination.appWasTold(didSelect: index)
    }

    // MARK: On the user's behalf

    /// The delegate calls a tap on tab `index` makes, for the app's delegate as it is now.
    private func selectionCalls(_ index: Int) -> (ask: [AdapterRouting.TabSelectionCall], tell: [AdapterRouting.TabSelectionCall]) {
        guard let container else { return ([], []) }
        return AdapterRouting.tabSelectionCalls(
            appImplementsShouldSelectTab: container.appImplements(.shouldSelectTab),
            appImplementsDidSelectTab: container.appImplements(.didSelectTab), hasTab: container.hasUITab(index))
    }

    /// The app delegate's answers to the questions a tap on tab `index` asks, in order until one is
    /// refused.
    private func appAllowsTap(on index: Int) -> Bool {
        guard let container else { return false }
        for call in selectionCalls(index).ask where !container.askApp(call, tab: index) { return false }
        return true
    }

    /// Selects tab `index` on a user's behalf as a tap would (uikit-practice P14): asks the app's
    /// delegate, lets `proceeds` decide with the answer, then selects and tells it — unless
    /// `tellsLater` says the switch tells it when it lands.
    private func selectAsTap(_ index: Int, proceeds: (Bool) -> Bool = { $0 }, tellsLater: () -> Bool = { false }) {
        guard let container, container.tabs.indices.contains(index) else { return }
        guard proceeds(appAllowsTap(on: index)) else { return }
        selectAndTell(index, tellsLater: tellsLater)
    }

    /// Selects tab `index` and tells the app's delegate as a tap would — a tap tells `didSelect`
    /// "regardless of whether the selected view controller changed" (UITabBarControllerDelegate) —
    /// unless `tellsLater` says the switch tells it when it lands.
    private func selectAndTell(_ index: Int, tellsLater: () -> Bool = { false }) {
        guard let container, container.tabs.indices.contains(index) else { return }
        let previous = container.selectedIndex
        if index != previous { container.select(index) }
        if tellsLater() { return }
        tellAsTap(index, previous: previous)
    }

    /// Tells the app's delegate that tab `index` was selected, as a tap would.
    private func tellAsTap(_ index: Int, previous: Int?) {
        guard let container, container.tabs.indices.contains(index) else { return }
        for call in selectionCalls(index).tell {
            if call == .didSelect { coordination.appWasTold(didSelect: index) }
            container.tellApp(call, tab: index, previous: previous)
        }
    }

    // MARK: The tab pan

    /// The tab pan's `gestureRecognizerShouldBegin` (`TabCoordination.panShouldBegin`), with its
    /// velocity and translation (window points).
    package func panShouldBegin(velocity: Vector, translation: Vector) -> Bool {
        guard let container else { return false }
        return coordination.panShouldBegin(
            velocity: velocity, translation: translation, selected: container.selectedIndex, count: tabsOnTheBar,
            layoutDirection: container.layoutDirection, contentTransitions: contentTransitions)
    }

    /// The tabs the pan can reach (`AdapterRouting.tabsOnTheBar`).
    private var tabsOnTheBar: Int {
        guard let container else { return 0 }
        return AdapterRouting.tabsOnTheBar(tabCount: container.tabs.count, barItemCount: container.barItemCount)
    }

    /// Whether the tab pan waits for `other` to fail (`TabCoordination.panRequiresFailure`).
    package func panRequiresFailure(of other: TabCoordination<Controller>.CompetingRecognizer) -> Bool {
        coordination.panRequiresFailure(of: other)
    }

    /// The tab pan's target: as it begins it selects the neighbouring tab as a tap would, unless it
    /// grabs a running switch (`TabCoordination.panBegan`); its travel goes to the switch's finger.
    package func pan(_ phase: PanPhase) {
        guard let container else { return }
        switch phase {
        case .began(let velocity):
            guard
                let index = coordination.panBegan(
                    velocity: velocity, selected: container.selectedIndex, count: tabsOnTheBar, distance: container.width,
                    layoutDirection: container.layoutDirection)
            else { return }
            let now = container.now
            selectAsTap(
                index, proceeds: { [coordination] allows in coordination.panSelects(index, appAllows: allows, at: now) },
                tellsLater: { [coordination] in coordination.panSelected(index) })
        case .changed(let translation):
            coordination.pan.changed(translation: translation)
        case .ended(let translation, let velocity):
            coordination.pan.ended(translation: translation, velocity: velocity, at: container.now)
        case .cancelled:
            coordination.pan.cancelled(at: container.now)
        }
    }

    // MARK: The delegate's animator

    /// What `tabBarController(_:animationControllerForTransitionFrom:to:)` returns.
    package enum Animation {
        /// The app's own animator.
        case app
        /// `nil`: UIKit's own switch.
        case system
        /// Match's animator for a matched switch.
        case match(Container.Animator)
    }

    /// `tabBarController(_:animationControllerForTransitionFrom:to:)`: the app's animator wins, then
    /// Match's (`TabCoordination.decide`) for a switch between two of the tabs — one to or from the
    /// More navigation controller, which is not among them, runs as UIKit runs it.
    package func animation(from: Container.Tab, to: Container.Tab, appSuppliesAnimator: Bool) -> Animation {
        guard let container, let fromIndex = container.tabs.firstIndex(where: { $0 === from }),
            let toIndex = container.tabs.firstIndex(where: { $0 === to })
        else { return appSuppliesAnimator ? .app : .system }
        let decision = coordination.decide(
            from: fromIndex, to: toIndex, count: container.barItemCount, tabBar: container.tabBar,
            viewSize: Size(width: container.width, height: container.height), layoutDirection: container.layoutDirection,
            now: container.now, appSuppliesAnimator: appSuppliesAnimator)
        switch decision {
        case .app: return .app
        case .system: return .system
        case .match(let kind, let effect, let finger):
            let request = TabRunRequest<Container>(
                kind: kind, effect: effect, layoutDirection: container.layoutDirection,
                ended: { [weak self] completed in
                    finger.attach(nil, at: self?.container?.now ?? 0)
                    self?.switchEnded(completed: completed)
                })
            let (animator, controller) = container.makeAnimator(request)
            if let controller {
                finger.attach(controller, at: container.now)
                // UIKit keeps the tab bar from taking taps until the run completes: a tab tapped
                // during a release reaches Match (redirect or wait).
                controller.onRelease = { [weak container] in container?.barTakesTapsAgain() }
            }
            lastAnimator = animator
            return .match(animator)
        }
    }

    /// A matched switch ended (the animator's `animationEnded(_:)`, inside `completeTransition`,
    /// P12): on the next turn the app's delegate is told about a landing it did not hear of, and a
    /// tab tapped meanwhile is decided again as a fresh tap (`TabCoordination.switchEnded`) — a push
    /// that waited for the same switch may have started in the landing tab since.
    private func switchEnded(completed: Bool) {
        guard let container else { return }
        let after = coordination.switchEnded(completed: completed)
        if after.tellDidSelect != nil {
            container.nextTurn { [weak self] in
                guard let self, let container = self.container,
                    let owed = self.coordination.owedDidSelect(selected: container.selectedIndex)
                else { return }
                self.tellAsTap(owed.index, previous: owed.previous)
            }
        }
        if let next = after.select {
            container.nextTurn { [weak self] in
                guard let self, let container = self.container, container.tabs.indices.contains(next) else { return }
                if self.shouldSelect(container.tabs[next], appAllows: { self.appAllowsTap(on: next) }) { self.selectAndTell(next) }
            }
        }
    }
}
