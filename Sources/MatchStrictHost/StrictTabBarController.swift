import MatchEngine

/// `UITabBarController` as far as a matched tab switch sees it: the tabs' views in a transition
/// container, the tab bar above it with one item slot per tab, the app's delegate, and — once
/// `enableMatchTransitions` made Match the delegate — Match's decisions (`TabCoordination`, what
/// `MatchTabCoordinator` forwards to), each custom switch run through `StrictTransitionRun`.
///
/// Selection follows uikit-practice P14: `tabBarController(_:shouldSelect:)` and `didSelect` are
/// asked only for a user's tap on an item, delivered through hit testing (`StrictWorld.tap(at:)`,
/// P8); setting `selectedIndex` in code skips both (D/uitabbarcontrollerdelegate/
/// tabbarcontroller(_:shouldselect:): "not called when your code changes the tab bar contents
/// programmatically"). `delegateCalls` records what the app's delegate was asked.
///
/// Match's tap recognizer on the bar (`cancelsTouchesInView = false`) recognizes with the item's
/// touch; its action comes before the item selects, since a recognizer's `delaysTouchesEnded`
/// (default `true`) holds the touch's end from the view until it has recognized
/// (D/uigesturerecognizer/delaystouchesended). A cancelled switch gives the old selection back.
public final class StrictTabBarController {
    /// The app's tab bar controller delegate, as far as selection goes.
    public struct AppDelegate {
        /// `tabBarController(_:shouldSelect:)`; `nil`: not implemented (selection allowed).
        public var shouldSelect: ((Int) -> Bool)?
        /// iOS 18's `tabBarController(_:shouldSelectTab:)`; `nil`: not implemented.
        public var shouldSelectTab: ((Int) -> Bool)?
        /// Whether it implements iOS 18's `tabBarController(_:didSelectTab:previousTab:)`.
        public var implementsDidSelectTab: Bool
        /// Creates a delegate.
        public init(
            shouldSelect: ((Int) -> Bool)? = nil, shouldSelectTab: ((Int) -> Bool)? = nil,
            implementsDidSelectTab: Bool = false
        ) {
            self.shouldSelect = shouldSelect
            self.shouldSelectTab = shouldSelectTab
            self.implementsDidSelectTab = implementsDidSelectTab
        }
    }

    /// One step of the interactive pan on the controller's view (window coordinates).
    public enum PanEvent: Sendable, Hashable {
        /// The pan began at a point, moving with a velocity (points per second).
        case began(at: Point, velocity: Vector)
        /// The finger's travel since it began.
        case changed(translation: Vector)
        /// The finger lifted with a velocity.
        case ended(translation: Vector, velocity: Vector)
    }

    /// The world.
    public let world: StrictWorld
    /// The tab bar controller's view, in the window.
    public let view: StrictView
    /// The transition container (the tabs' views), inside `view`, under the tab bar.
    public let container: StrictView
    /// The tab bar, at the bottom of `view`.
    public let tabBar: StrictView
    /// The item slots in the tab bar, one per tab, left to right.
    public private(set) var items: [StrictView] = []
    /// The tabs' root views, in the tab bar's order (`viewControllers`; each tab's identity is its
    /// root view). Set with `setTabs(_:)`.
    public private(set) var tabs: [StrictView]
    /// The app's delegate (Match forwards to it).
    public var appDelegate = AppDelegate()
    /// Whether the tabs were built with iOS 18's `UITab`s (each controller's `tab` is set).
    public var usesTabs = false
    /// What the app's delegate was asked, in order (`"shouldSelect(2)"`, `"didSelect(2)"`,
    /// `"shouldSelectTab(2)"`, `"didSelectTab(2, previous: 0)"`).
    public private(set) var delegateCalls: [String] = []
    /// Match's decisions, once `enableMatchTransitions` made Match the delegate.
    package private(set) var coordination: TabCoordination<StrictController>?
    /// Whether Match's interactive pan is on (`MatchTabCoordinator.isInteractive`); default `false`.
    public var isInteractive = false
    /// The current (or last) transition run.
    public private(set) var run: StrictTransitionRun?
    /// Every run so far, in order.
    public private(set) var runs: [StrictTransitionRun] = []
    /// How many pans the pan recognizer's delegate refused.
    public private(set) var refusedPans = 0
    /// How many taps that waited for the selected tab's content were dropped because the app
    /// removed or replaced their tab meanwhile (`TabCoordination.TapRetry.tabGone`).
    public private(set) var droppedWaitingTaps = 0
    /// How many selections arrived while a switch ran: each is `Violation.nestedTabSelection`
    /// (what UIKit does then is not documented; least favourable reading) and changes nothing.
    public private(set) var selectionsDuringTransition = 0
    private var selected: Int

    /// Creates a tab bar controller filling the window with `tabs`, the first selected; the tab
    /// bar is `barHeight` points tall, its items `itemWidths` wide (equal widths when `nil`).
    public init(world: StrictWorld, tabs: [StrictView], barHeight: Double = 83, itemWidths: [Double]? = nil) {
        precondition(!tabs.isEmpty, "a tab bar controller needs a tab")
        self.world = world
        self.tabs = tabs
        selected = 0
        let bounds = world.window.node.bounds
        view = StrictView(world: world, frame: bounds, name: "tab-bar-controller")
        container = StrictView(world: world, frame: Rect(origin: .zero, size: bounds.size), name: "tab-container")
        tabBar = StrictView(
            world: world, frame: Rect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight),
            name: "tab-bar")
        tabBar.backgroundColor = .fixed(Color(red: 0.97, green: 0.97, blue: 0.97))
        world.window.addSubview(view)
        view.addSubview(container)
        view.addSubview(tabBar)
        makeItems(widths: itemWidths)
        tabs[0].frame = container.node.bounds
        container.addSubview(tabs[0])
    }

    /// One item slot per tab in the bar, `widths` wide (equal widths when `nil`), each selecting
    /// its tab on a tap through hit testing.
    private func makeItems(widths: [Double]?) {
        for item in items { item.removeFromSuperview() }
        let bar = tabBar.node.bounds
        let widths = widths ?? Array(repeating: bar.width / Double(tabs.count), count: tabs.count)
        var x = 0.0
        items = widths.enumerated().map { i, w in
            defer { x += w }
            return StrictView(world: world, frame: Rect(x: x, y: 0, width: w, height: bar.height), name: "tab-item-\(i)")
        }
        for (i, item) in items.enumerated() {
            tabBar.addSubview(item)
            item.addRecognizer(.tap) { [unowned self] event in
                guard case .tapped(let at) = event else { return }
                // Match's recognizer on the bar first (delaysTouchesEnded), then the item selects.
                coordination?.tabBarTapped(at: view.node.convert(at, from: nil), time: world.clock.now)
                userSelected(i)
            }
        }
    }

    /// `viewControllers = newTabs`: the app reorders, replaces, adds or removes its tabs. As
    /// UIKit documents it, the tab bar controller "remembers the view controller object that was
    /// previously selected and attempts to reselect it. If the selected view controller is no
    /// longer present, it attempts to select the view controller at the same index in the array
    /// as the previous selection. If that index is invalid, it selects the view controller at
    /// index 0" (D/uitabbarcontroller/viewcontrollers). The delegate is neither asked nor told (a
    /// change in code, P14); a tab newly shown replaces the old at once. The bar gets one item
    /// per tab, of equal widths. Setting it while a switch runs is a `nestedTabSelection` and
    /// changes nothing (what UIKit does then is not documented; least favourable reading).
    public func setTabs(_ newTabs: [StrictView]) {
        precondition(!newTabs.isEmpty, "a tab bar controller needs a tab")
        if isTransitioning {
            selectionsDuringTransition += 1
            world.violate(.nestedTabSelection)
            return
        }
        let shown = tabs[selected]
        let index = newTabs.firstIndex { $0 === shown } ?? (newTabs.indices.contains(selected) ? selected : 0)
        tabs = newTabs
        selected = index
        if newTabs[index] !== shown {
            shown.removeFromSuperview()
            newTabs[index].frame = container.node.bounds
            container.addSubview(newTabs[index])
            movedInOrOutOfWindow([shown, newTabs[index]])
        }
        makeItems(widths: nil)
    }

    /// Whether a transition runs (`transitionCoordinator != nil`).
    public var isTransitioning: Bool { run.map { $0.ended == nil } ?? false }

    /// `selectedIndex`. Setting it selects in code: the delegate is not asked (P14).
    public var selectedIndex: Int {
        get { selected }
        set { select(newValue) }
    }

    /// What `tabBarController.enableMatchTransitions(style:)` does: Match becomes the delegate
    /// (the app's keeps receiving what Match forwards).
    @discardableResult
    package func enableMatchTransitions(style: TabCoordination<StrictController>.Style = .slide) -> TabCoordination<StrictController> {
        if let coordination {
            coordination.style = style
            coordination.isEnabled = true
            return coordination
        }
        let coordination = TabCoordination<StrictController>(style: style)
        self.coordination = coordination
        return coordination
    }

    /// The tab bar's frame in the container's coordinates.
    public var tabBarFrame: Rect { tabBar.node.convert(tabBar.node.bounds, to: container.node) }

    /// A tap on item `index`. Match, the delegate, answers `shouldSelect` first
    /// (`TabCoordination.tapped`): while a matched switch runs it refuses, and redirects the switch
    /// (asking the app's delegate first), leaves it, or selects once it ends.
    private func userSelected(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        guard let coordination else { return tapDecided(index, .asUsual) }
        tapDecided(index, coordination.tapped(tabs[index], in: tabs, selected: selected, contentTransitions: busyContent != nil))
    }

    /// A tap on tab `index` that Match decided (`decision`), fresh or retried after the selected
    /// tab's content stopped transitioning (`retryWaitingTap()`): the one handling of a tap.
    private func tapDecided(_ index: Int, _ decision: TabCoordination<StrictController>.TapDuringSwitch) {
        switch decision {
        case .asUsual:
            break
        case .redirect(let to):
            delegateCalls.append("shouldSelect(\(to))")
            if appDelegate.shouldSelect?(to) ?? true { coordination?.redirect(to: to) }
            return
        case .nothing, .afterSwitch:
            return
        case .afterContentTransition:
            // Decided again as a tap once the content's transition ends: on the main-queue turn
            // after the transition coordinator's completion, as `MatchTabCoordinator` retries.
            let retry = { [unowned self] in world.later { [unowned self] in retryWaitingTap() } }
            if let busy = busyContent, busy.isTransitioning { busy.whenTransitionEnds { _ in retry() } } else { world.later(retry) }
            return
        }
        guard index != selected, askAsTap(index) else { return }
        let previous = selected
        select(index)
        tellAsTap(index, previous: previous)
    }

    /// The tap that waited for the selected tab's content, decided again as a fresh tap on the
    /// tab it tapped wherever that tab is now (`TabCoordination.retryWaitingTap`); dropped when
    /// its tab is gone.
    private func retryWaitingTap() {
        guard let coordination else { return }
        switch coordination.retryWaitingTap(in: tabs, selected: selected, contentTransitions: busyContent != nil) {
        case .none: break
        case .tabGone: droppedWaitingTaps += 1
        case .decided(let index, let decision): tapDecided(index, decision)
        }
    }

    /// The delegate calls of a tap on item `index`, in `AdapterRouting.tabSelectionCalls`' order
    /// (which generation UIKit asks, and in which order, is not documented): the questions, until
    /// one is refused. Returns whether every one allowed it.
    private func askAsTap(_ index: Int) -> Bool {
        let calls = AdapterRouting.tabSelectionCalls(
            appImplementsShouldSelectTab: appDelegate.shouldSelectTab != nil,
            appImplementsDidSelectTab: appDelegate.implementsDidSelectTab, hasTab: usesTabs)
        for call in calls.ask {
            switch call {
            case .shouldSelectTab:
                delegateCalls.append("shouldSelectTab(\(index))")
                if appDelegate.shouldSelectTab?(index) == false { return false }
            case .shouldSelect:
                delegateCalls.append("shouldSelect(\(index))")
                if appDelegate.shouldSelect?(index) == false { return false }
            case .didSelectTab, .didSelect:
                break
            }
        }
        return true
    }

    /// The notices after a tap selected item `index` (`previous` was selected before). Each
    /// `didSelect` — UIKit's own after a tap, or one Match sends on a user's behalf — passes
    /// through Match, the delegate, which notes what the app was told
    /// (`TabCoordination.appWasTold(didSelect:)`).
    private func tellAsTap(_ index: Int, previous: Int) {
        let calls = AdapterRouting.tabSelectionCalls(
            appImplementsShouldSelectTab: appDelegate.shouldSelectTab != nil,
            appImplementsDidSelectTab: appDelegate.implementsDidSelectTab, hasTab: usesTabs)
        for call in calls.tell {
            switch call {
            case .didSelectTab: delegateCalls.append("didSelectTab(\(index), previous: \(previous))")
            case .didSelect:
                coordination?.appWasTold(didSelect: index)
                delegateCalls.append("didSelect(\(index))")
            case .shouldSelectTab, .shouldSelect: break
            }
        }
    }

    private func select(_ to: Int) {
        let from = selected
        if isTransitioning {
            selectionsDuringTransition += 1
            world.violate(.nestedTabSelection)
            return
        }
        guard to != from, tabs.indices.contains(to) else { return }
        selected = to
        let decision =
            coordination?.decide(
                from: from, to: to, count: tabs.count, tabBarFrame: tabBarFrame, layoutDirection: .leftToRight,
                now: world.clock.now, appSuppliesAnimator: false) ?? .system
        let old = tabs[from]
        let new = tabs[to]
        let bounds = container.node.bounds
        guard case .match(let kind, let effect, let finger) = decision else {
            // No custom animation: the new tab replaces the old at once.
            old.removeFromSuperview()
            new.frame = bounds
            container.addSubview(new)
            movedInOrOutOfWindow([old, new])
            return
        }
        let run = StrictTransitionRun(
            world: world, configuration: TransitionContext(kind: kind, containerSize: bounds.size, effect: effect),
            container: container, handed: [.source: old, .destination: new],
            controllerViews: [.source: old, .destination: new], finalFrames: [.destination: bounds],
            afterCompletion: { [unowned self] completed in
                // UIKit removes the tab it no longer shows; a cancelled switch keeps the old selection.
                if completed {
                    old.removeFromSuperview()
                } else {
                    new.removeFromSuperview()
                    selected = from
                }
                movedInOrOutOfWindow([old, new])
                finger.attach(nil, at: world.clock.now)
                // What the taps the switch met still owe: a didSelect and a selection a turn later
                // — this runs inside `completeTransition` (P12) — the selection once the controller
                // no longer transitions (as `MatchTabCoordinator` does).
                guard let after = coordination?.switchEnded(completed: completed) else { return }
                if after.tellDidSelect != nil {
                    world.later { [unowned self] in
                        guard let owed = coordination?.owedDidSelect(selected: selected) else { return }
                        tellAsTap(owed.index, previous: owed.previous ?? from)
                    }
                }
                if let next = after.select { world.later { [unowned self] in userSelected(next) } }
            })
        finger.attach(run.controller, at: world.clock.now)
        self.run = run
        runs.append(run)
        run.begin(startNow: true)  // UIKit starts it in the same call (`_startCustomTransition:`)
        movedInOrOutOfWindow([new])
    }

    /// UIKit's `didMoveToWindow` for the contained navigation controllers inside `moved` (tabs'
    /// views put into or taken out of the container), as each gets it when its view enters or
    /// leaves the window (`StrictNavigationController.didMoveToWindow`).
    private func movedInOrOutOfWindow(_ moved: [StrictView]) {
        for navigation in containedNavigationControllers where moved.contains(where: { navigation.view.isInside($0) }) {
            navigation.didMoveToWindow()
        }
    }

    /// A finger pans on the controller's view (`MatchTabCoordinator.pan`): it reaches the
    /// recognizer only through hit testing into `view`, begins only when Match's delegate lets it
    /// (`TabCoordination.panShouldBegin`), and on beginning selects the target tab unless a switch is
    /// running for it to grab (`TabCoordination.panBegan`) — asking the app's delegate first and
    /// telling it afterwards, as a tap does (`TabCoordination.panSelects`, P14). Returns whether the
    /// tab pan took the event.
    ///
    /// The same touch reaches the recognizers of the views under it (`competitors(at:motion:)`),
    /// and only one recognizes (`shouldRecognizeSimultaneouslyWith` is `false` by default). Which
    /// recognizes first without a failure requirement is not documented; least favourable
    /// reading: the tab pan does, whenever it may begin. Only a requirement its delegate sets up
    /// (`TabCoordination.panRequiresFailure`) makes it wait: then a competitor that begins takes
    /// the touch and the tab pan fails (`yieldedPans`). A competitor that took the touch gets the
    /// rest of it: a pop recognizer pops with it, a scroll view scrolls.
    @discardableResult
    public func sendPan(_ event: PanEvent) -> Bool {
        guard let coordination, isInteractive else { return false }
        let width = view.node.bounds.width
        switch event {
        case .began(let at, let velocity):
            owner = nil
            guard world.hitTest(at)?.isInside(view) == true else { return false }
            let others = competitors(at: at, motion: velocity)
            if let winner = others.first(where: { coordination.panRequiresFailure(of: $0.kind) }) {
                yieldedPans += 1
                take(winner, at: at)
                return false
            }
            guard
                coordination.panShouldBegin(
                    velocity: velocity, translation: .zero, selected: selected, count: tabs.count,
                    layoutDirection: .leftToRight, contentTransitions: busyContent != nil)
            else {
                refusedPans += 1
                if let first = others.first { take(first, at: at) }
                return false
            }
            owner = .tabPan
            if let index = coordination.panBegan(
                velocity: velocity, selected: selected, count: tabs.count, distance: width,
                layoutDirection: .leftToRight)
            {
                // As a tap: the app's delegate is asked first and told afterwards (P14).
                if coordination.panSelects(index, appAllows: askAsTap(index), at: world.clock.now) {
                    let previous = selected
                    selectedIndex = index
                    // A matched switch tells the delegate when it lands (a finger may take it back).
                    if !coordination.panSelected(index) { tellAsTap(index, previous: previous) }
                } else {
                    owner = nil
                }
            }
        case .changed(let translation):
            switch owner {
            case .tabPan: coordination.pan.changed(translation: translation)
            case .backSwipe(let navigation, let start): navigation.popRecognizer.send(.changed(location: start + translation))
            case .popPan(let navigation): navigation.matchCoordinator?.popPanChanged(translation: translation)
            case .scroll(let scrollView, let from): scroll(scrollView, from: from, by: translation)
            case nil: return false
            }
        case .ended(let translation, let velocity):
            let ending = owner
            owner = nil
            switch ending {
            case .tabPan: coordination.pan.ended(translation: translation, velocity: velocity, at: world.clock.now)
            case .backSwipe(let navigation, let start):
                navigation.popRecognizer.send(.ended(location: start + translation, velocity: velocity))
            case .popPan(let navigation): navigation.matchCoordinator?.popPanEnded(translation: translation, velocity: velocity)
            case .scroll(let scrollView, let from): scroll(scrollView, from: from, by: translation)
            case nil: return false
            }
        }
        return true
    }

    // MARK: Recognizers under the tab pan

    /// Navigation controllers shown in the tabs (a tab's root view is, or holds, the navigation
    /// controller's view): their pop recognizers meet the tab pan on a touch over them; each is
    /// also `contain`ed.
    public var navigationControllers: [StrictNavigationController] = [] {
        didSet { for navigation in navigationControllers { contain(navigation) } }
    }

    /// Navigation controllers in the tabs, as far as transitions go: a switch waits for their
    /// transitions (`busyContent`), and while a switch runs they have its transition coordinator
    /// (their ancestor's: D/uiviewcontroller/transitioncoordinator), so their pushes and pops
    /// through Match wait for it and their pop fingers do not begin
    /// (`StrictNavigationController.enclosingTransitionRuns`).
    public private(set) var containedNavigationControllers: [StrictNavigationController] = []

    /// Records that `navigation`'s view is (or is inside) one of the tabs (`containedNavigationControllers`).
    public func contain(_ navigation: StrictNavigationController) {
        guard !containedNavigationControllers.contains(where: { $0 === navigation }) else { return }
        containedNavigationControllers.append(navigation)
        navigation.enclosingTransitionRuns = { [unowned self] in isTransitioning }
    }

    /// The navigation controller in the selected tab whose transition runs, or whose push or pop
    /// waits to start (`StrictNavigationController.isBusy`), if any.
    var busyContent: StrictNavigationController? {
        guard tabs.indices.contains(selected) else { return nil }
        return containedNavigationControllers.first {
            $0.view.isInside(tabs[selected]) && ($0.isBusy || $0.matchCoordinator?.glue.hasOperationsPending == true)
        }
    }

    /// How many pans the tab pan yielded to a recognizer it requires to fail.
    public private(set) var yieldedPans = 0

    /// Who has the current touch.
    enum TouchOwner {
        case tabPan
        case backSwipe(StrictNavigationController, start: Point)
        case popPan(StrictNavigationController)
        case scroll(StrictView, from: Point)
    }

    var owner: TouchOwner?
}
