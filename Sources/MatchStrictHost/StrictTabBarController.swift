@_spi(Harness) import MatchEngine

/// `UITabBarController` as far as a matched tab switch sees it, and nothing of Match: the tabs'
/// views in a transition container, the tab bar above it with one item slot per tab, a delegate it
/// asks as UIKit asks `UITabBarControllerDelegate` (`StrictTabBarControllerDelegate`), each custom
/// switch run through `StrictTransitionRun`, and the app's own delegate object (`appDelegate`),
/// which a delegate of an adapter's forwards to.
///
/// Selection follows uikit-practice P14: `tabBarController(_:shouldSelect:)` and `didSelect` are
/// asked only for a user's tap on an item, delivered through hit testing (`StrictWorld.tap(at:)`,
/// P8); setting `selectedIndex` in code skips both (D/uitabbarcontrollerdelegate/
/// tabbarcontroller(_:shouldselect:): "not called when your code changes the tab bar contents
/// programmatically"). A tap tells `didSelect` "regardless of whether the selected view controller
/// changed" (D/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)). Which generation of the
/// delegate methods a tap asks (iOS 18's `shouldSelectTab`, or `shouldSelect`) is not documented:
/// least favourable reading, both, the newer first, until one refuses. `delegateCalls` records what
/// the app's delegate was asked.
///
/// Recognizers on the bar (`addTabBarTapObserver`, `cancelsTouchesInView = false`) recognize with
/// the item's touch; their action comes before the item selects, since a recognizer's
/// `delaysTouchesEnded` (default `true`) holds the touch's end from the view until it has
/// recognized (D/uigesturerecognizer/delaystouchesended). A cancelled switch gives the old
/// selection back.
///
/// With more than five tabs the bar shows the first four and a More item, which selects the More
/// navigation controller (`moreNavigationController`): it is not among `tabs`
/// (`viewControllers`), while selected `selectedIndex` is `NSNotFound` (`StrictTabBarController.notFound`),
/// and the delegate is asked and told about it as about any tab (UITabBarController.h: "The
/// "More" navigation controller will not be returned by -viewControllers, but it may be returned
/// by -selectedViewController"; D/uitabbarcontroller/selectedindex).
public final class StrictTabBarController {
    /// The app's own tab bar controller delegate, as far as selection goes.
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

    /// One step of a pan on the controller's view (window coordinates).
    public enum PanEvent: Sendable, Hashable {
        /// The pan began at a point, moving with a velocity (points per second).
        case began(at: Point, velocity: Vector)
        /// The finger's travel since it began.
        case changed(translation: Vector)
        /// The finger lifted with a velocity.
        case ended(translation: Vector, velocity: Vector)
        /// The system cancelled it.
        case cancelled
    }

    /// What a recognizer that competes with a pan on the controller's view is.
    public enum CompetitorKind: Sendable, Hashable {
        /// A navigation controller's pop recognizer (UIKit's back swipe, or a pan an adapter added
        /// that pops).
        case navigationPop
        /// A scroll view's pan; whether it takes sideways motion.
        case scrollView(scrollsHorizontally: Bool)
        /// Anything else.
        case other
    }

    /// A pan recognizer an adapter added to the controller's view: enabled or not, its delegate's
    /// `gestureRecognizerShouldBegin` (velocity, translation) and `shouldRequireFailureOf`, and its
    /// target.
    public struct ViewPan {
        /// `isEnabled`.
        public var isEnabled: Bool
        /// `gestureRecognizerShouldBegin`, with the pan's velocity and translation.
        public var shouldBegin: (Vector, Vector) -> Bool
        /// `gestureRecognizer(_:shouldRequireFailureOf:)`.
        public var requiresFailure: (CompetitorKind) -> Bool
        /// The target, called with each state of a touch stream it recognizes.
        public var target: (PanEvent) -> Void

        /// Creates a pan.
        public init(
            isEnabled: Bool, shouldBegin: @escaping (Vector, Vector) -> Bool, requiresFailure: @escaping (CompetitorKind) -> Bool,
            target: @escaping (PanEvent) -> Void
        ) {
            self.isEnabled = isEnabled
            self.shouldBegin = shouldBegin
            self.requiresFailure = requiresFailure
            self.target = target
        }
    }

    /// The world.
    public let world: StrictWorld
    /// The tab bar controller's view, in the window.
    public let view: StrictView
    /// The transition container (the tabs' views), inside `view`, under the tab bar.
    public let container: StrictView
    /// The tab bar, at the bottom of `view` (hidden when the bar floats).
    public let tabBar: StrictView
    /// Whether this models iOS 18 or later in a regular horizontal size class, where UIKit shows the
    /// tabs in a bar floating at the top (or a sidebar) instead of `tabBar` (UITabBarController.h,
    /// `mode`; the header keeps `tabBar` "for -[UIActionSheet showFromTabBar:]"): `tabBar` is
    /// hidden, the items sit in `floatingBar`, and recognizers added to `tabBar` never hear their
    /// taps. Default `false` (an iPhone, or before iOS 18).
    public let barFloats: Bool
    /// The bar at the top of `view` that shows the items when `barFloats`; `nil` otherwise.
    public let floatingBar: StrictView?
    /// iOS 18's `isTabBarHidden`: hides the bar that shows the items; default `false`.
    public var isTabBarHidden = false {
        didSet { (floatingBar ?? tabBar).isHidden = isTabBarHidden }
    }
    /// The item slots in the tab bar, left to right: one per tab, or with more than five tabs one
    /// for each of the first four and the More item.
    public private(set) var items: [StrictView] = []
    /// The tabs' root views, in the tab bar's order (`viewControllers`; each tab's identity is its
    /// root view). Set with `setTabs(_:)`.
    public private(set) var tabs: [StrictView]
    /// `objc_setAssociatedObject` on the controller: objects an adapter keeps alive on it, by key
    /// (a type's identity).
    public var associatedObjects: [ObjectIdentifier: AnyObject] = [:]
    /// The delegate (`delegate`), held strongly here; `nil`: the app's own delegate is asked directly.
    public var delegate: StrictTabBarControllerDelegate?
    /// The app's own delegate object.
    public var appDelegate = AppDelegate()
    /// Whether the tabs were built with iOS 18's `UITab`s (each controller's `tab` is set).
    public var usesTabs = false
    /// What the app's delegate was asked, in order (`"shouldSelect(2)"`, `"didSelect(2)"`,
    /// `"shouldSelectTab(2)"`, `"didSelectTab(2, previous: 0)"`).
    public private(set) var delegateCalls: [String] = []
    /// A pan an adapter added to the view (the interactive tab pan); `nil`: none.
    public var viewPan: ViewPan?
    /// The current (or last) transition run.
    public private(set) var run: StrictTransitionRun?
    /// Every run so far, in order.
    public private(set) var runs: [StrictTransitionRun] = []
    /// How many pans the view pan's delegate refused.
    public private(set) var refusedPans = 0
    /// How many selections arrived while a switch ran: each is `Violation.nestedTabSelection`
    /// (what UIKit does then is not documented; least favourable reading) and changes nothing.
    public private(set) var selectionsDuringTransition = 0
    private var selected: Int
    /// `NSNotFound`: `selectedIndex` while the More navigation controller is selected, and the index
    /// the app's delegate closures get for it.
    public static let notFound = Int.max
    /// `moreNavigationController`: the More screen's root view, shown when the More item is selected.
    public let moreNavigationController: StrictView
    /// Whether the bar shows a More item: more than five tabs.
    public var displaysMore: Bool { tabs.count > 5 }
    /// Recognizers on the tab bar that observe taps (window point → the view's coordinates).
    private var tabBarTapObservers: [(delaysTouchesEnded: Bool, observer: (Point) -> Void)] = []

    /// Creates a tab bar controller filling the window with `tabs`, the first selected; the tab
    /// bar is `barHeight` points tall, its items `itemWidths` wide (equal widths when `nil`).
    public init(
        world: StrictWorld, tabs: [StrictView], barHeight: Double = 83, itemWidths: [Double]? = nil, barFloats: Bool = false
    ) {
        precondition(!tabs.isEmpty, "a tab bar controller needs a tab")
        self.world = world
        self.tabs = tabs
        selected = 0
        let bounds = world.window.node.bounds
        view = StrictView(world: world, frame: bounds, name: "tab-bar-controller")
        moreNavigationController = StrictView(world: world, frame: Rect(origin: .zero, size: bounds.size), name: "more-navigation")
        container = StrictView(world: world, frame: Rect(origin: .zero, size: bounds.size), name: "tab-container")
        tabBar = StrictView(
            world: world, frame: Rect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight),
            name: "tab-bar")
        tabBar.backgroundColor = .fixed(Color(red: 0.97, green: 0.97, blue: 0.97))
        self.barFloats = barFloats
        floatingBar =
            barFloats
            ? StrictView(
                world: world, frame: Rect(x: bounds.width * 0.2, y: 24, width: bounds.width * 0.6, height: 50), name: "floating-tab-bar")
            : nil
        world.window.addSubview(view)
        view.addSubview(container)
        view.addSubview(tabBar)
        if let floatingBar {
            tabBar.isHidden = true
            view.addSubview(floatingBar)
        }
        makeItems(widths: itemWidths)
        tabs[0].frame = container.node.bounds
        container.addSubview(tabs[0])
    }

    /// One item slot per item in the bar, `widths` wide (equal widths when `nil`), each selecting
    /// its tab (or the More navigation controller) on a tap through hit testing.
    private func makeItems(widths: [Double]?) {
        for item in items { item.removeFromSuperview() }
        let bar = (floatingBar ?? tabBar).node.bounds
        let slots = displaysMore ? 5 : tabs.count
        let widths = widths ?? Array(repeating: bar.width / Double(slots), count: slots)
        var x = 0.0
        items = widths.enumerated().map { i, w in
            defer { x += w }
            let name = displaysMore && i == 4 ? "tab-item-more" : "tab-item-\(i)"
            return StrictView(world: world, frame: Rect(x: x, y: 0, width: w, height: bar.height), name: name)
        }
        for (slot, item) in items.enumerated() {
            let i = displaysMore && slot == 4 ? Self.notFound : slot
            (floatingBar ?? tabBar).addSubview(item)
            let heard = floatingBar == nil
            item.addRecognizer(.tap) { [unowned self] event in
                guard case .tapped(let at) = event else { return }
                // The bar's tap recognizers first (delaysTouchesEnded), then the item selects; a
                // floating bar's taps never reach recognizers on `tabBar`.
                let local = view.node.convert(at, from: nil)
                for (delays, observer) in tabBarTapObservers where delays && heard { observer(local) }
                userTapped(i)
                for (delays, observer) in tabBarTapObservers where !delays && heard { observer(local) }
            }
        }
    }

    /// Adds a tap recognizer to the tab bar that does not cancel its touches: `observer` hears
    /// each tap, at a point in the tab bar controller's view — before the item selects while
    /// `delaysTouchesEnded` is on (the default, D/uigesturerecognizer/delaystouchesended).
    /// With `delaysTouchesEnded` off the order of the recognizer's action and the item's is not
    /// documented (UIGestureRecognizer.h documents only what `YES` holds back): the least favourable
    /// reading, the item selects first.
    public func addTabBarTapObserver(delaysTouchesEnded: Bool = true, _ observer: @escaping (Point) -> Void) {
        tabBarTapObservers.append((delaysTouchesEnded, observer))
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
        let shown = selectedViewController
        var index = newTabs.firstIndex { $0 === shown } ?? (newTabs.indices.contains(selected) ? selected : 0)
        if selected == Self.notFound, newTabs.count > 5 { index = Self.notFound }
        tabs = newTabs
        selected = index
        let now = selectedViewController
        if now !== shown {
            shown.removeFromSuperview()
            now.frame = container.node.bounds
            container.addSubview(now)
            movedInOrOutOfWindow([shown, now])
        }
        makeItems(widths: nil)
    }

    /// Whether a transition runs (`transitionCoordinator != nil`).
    public var isTransitioning: Bool { run.map { $0.ended == nil } ?? false }

    /// Runs `work` once the running switch ended (the transition coordinator's completion, a turn
    /// later); nothing when none runs.
    public func whenTransitionEnds(_ work: @escaping () -> Void) {
        if isTransitioning { whenTransitionEnds.append(work) }
    }
    private var whenTransitionEnds: [() -> Void] = []

    /// `selectedIndex`; `notFound` while the More navigation controller is selected. Setting it
    /// selects in code: the delegate is not asked (P14).
    public var selectedIndex: Int {
        get { selected }
        set { select(newValue) }
    }

    /// `selectedViewController`: the selected tab's root view, or the More navigation controller.
    public var selectedViewController: StrictView { screen(at: selected) ?? tabs[0] }

    /// The tab at `index`, the More navigation controller for `notFound` when the bar shows it, else `nil`.
    private func screen(at index: Int) -> StrictView? {
        if index == Self.notFound { return displaysMore ? moreNavigationController : nil }
        return tabs.indices.contains(index) ? tabs[index] : nil
    }

    /// The index of `screen` among the tabs; `notFound` for any other (the More navigation controller).
    public func index(of screen: StrictView) -> Int { tabs.firstIndex { $0 === screen } ?? Self.notFound }

    /// The tab bar's frame in the tab bar controller's view.
    public var tabBarFrame: Rect { tabBar.node.convert(tabBar.node.bounds, to: view.node) }

    // MARK: Taps

    /// A tap on item `index`: the delegate is asked (both generations, the newer first, until one
    /// refuses); if allowed, the tab is selected, and the delegate is told, even when the tab was
    /// selected already.
    private func userTapped(_ index: Int) {
        guard let screen = screen(at: index) else { return }
        if usesTabs, implementsShouldSelectTab, !shouldSelectTab(screen) { return }
        guard shouldSelect(screen) else { return }
        let previous = selectedViewController
        select(index)
        if usesTabs, implementsDidSelectTab { didSelectTab(screen, previous: previous) }
        didSelect(screen)
    }

    private var implementsShouldSelectTab: Bool { delegate?.implementsShouldSelectTab ?? (appDelegate.shouldSelectTab != nil) }
    private var implementsDidSelectTab: Bool { delegate?.implementsDidSelectTab ?? appDelegate.implementsDidSelectTab }
    private func shouldSelectTab(_ screen: StrictView) -> Bool {
        delegate.map { $0.tabBarController(self, shouldSelectTab: screen) } ?? askApp(shouldSelectTab: index(of: screen))
    }
    private func shouldSelect(_ screen: StrictView) -> Bool {
        delegate.map { $0.tabBarController(self, shouldSelect: screen) } ?? askApp(shouldSelect: index(of: screen))
    }
    private func didSelectTab(_ screen: StrictView, previous: StrictView) {
        if let delegate {
            delegate.tabBarController(self, didSelectTab: screen, previous: previous)
        } else {
            tellApp(didSelectTab: index(of: screen), previous: index(of: previous))
        }
    }
    private func didSelect(_ screen: StrictView) {
        if let delegate { delegate.tabBarController(self, didSelect: screen) } else { tellApp(didSelect: index(of: screen)) }
    }

    /// How the app's delegate calls name a tab: its index, or `more`.
    private func label(_ index: Int) -> String { index == Self.notFound ? "more" : String(index) }

    // MARK: The app's own delegate

    /// The app's delegate is asked `shouldSelectTab` for tab `index` (`true` when it does not implement it).
    public func askApp(shouldSelectTab index: Int) -> Bool {
        delegateCalls.append("shouldSelectTab(\(label(index)))")
        return appDelegate.shouldSelectTab?(index) ?? true
    }

    /// The app's delegate is asked `shouldSelect` for tab `index` (`true` when it does not implement it).
    public func askApp(shouldSelect index: Int) -> Bool {
        delegateCalls.append("shouldSelect(\(label(index)))")
        return appDelegate.shouldSelect?(index) ?? true
    }

    /// The app's delegate is told `didSelectTab:previousTab:` (if it implements it).
    public func tellApp(didSelectTab index: Int, previous: Int?) {
        guard appDelegate.implementsDidSelectTab else { return }
        delegateCalls.append("didSelectTab(\(label(index)), previous: \(previous.map(label) ?? "nil"))")
    }

    /// The app's delegate is told `didSelect` of tab `index`.
    public func tellApp(didSelect index: Int) {
        delegateCalls.append("didSelect(\(label(index)))")
    }

    // MARK: Switching

    private func select(_ to: Int) {
        let from = selected
        if isTransitioning {
            selectionsDuringTransition += 1
            world.violate(.nestedTabSelection)
            return
        }
        guard to != from, let new = screen(at: to), let old = screen(at: from) else { return }
        // A tab switch while the selected tab's navigation controller transitions takes its views
        // from under that transition (nested, P5).
        if busyContent != nil { world.violate(.tabSwitchInsideContentTransition) }
        selected = to
        let bounds = container.node.bounds
        guard case .matched(let animator)? = delegate?.tabBarController(self, animationControllerFrom: old, to: new) else {
            // No custom animation (or the app's, modelled by its end state): the new tab replaces the old at once.
            old.removeFromSuperview()
            new.frame = bounds
            container.addSubview(new)
            movedInOrOutOfWindow([old, new])
            return
        }
        let run = StrictTransitionRun(
            world: world, controller: animator.controller, container: container, handed: [.source: old, .destination: new],
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
                let waiting = whenTransitionEnds
                whenTransitionEnds = []
                for work in waiting { world.later(work) }
            },
            animationEnded: animator.animationEnded)
        self.run = run
        runs.append(run)
        run.begin()
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

    // MARK: Pans on the controller's view

    /// A finger pans on the controller's view: it reaches the view pan only through hit testing
    /// into `view`, and the pan begins only when its delegate lets it. Returns whether the view pan
    /// took the event.
    ///
    /// The same touch reaches the recognizers of the views under it (`competitors(at:motion:)`),
    /// and only one recognizes (`shouldRecognizeSimultaneouslyWith` is `false` by default). Which
    /// recognizes first without a failure requirement is not documented; least favourable
    /// reading: the view pan does, whenever it may begin. Only a requirement its delegate sets up
    /// (`ViewPan.requiresFailure`) makes it wait: then a competitor that begins takes the touch and
    /// the view pan fails (`yieldedPans`). A competitor that took the touch gets the rest of it: a
    /// pop recognizer pops with it, a scroll view scrolls.
    @discardableResult
    public func sendPan(_ event: PanEvent) -> Bool {
        guard let pan = viewPan, pan.isEnabled else { return false }
        switch event {
        case .began(let at, let velocity):
            owner = nil
            guard world.hitTest(at)?.isInside(view) == true else { return false }
            let others = competitors(at: at, motion: velocity)
            if let winner = others.first(where: { pan.requiresFailure($0.kind) }) {
                yieldedPans += 1
                take(winner, at: at, motion: velocity)
                return false
            }
            guard pan.shouldBegin(velocity, .zero) else {
                refusedPans += 1
                if let first = others.first { take(first, at: at, motion: velocity) }
                return false
            }
            owner = .viewPan
            pan.target(event)
        case .changed(let translation):
            switch owner {
            case .viewPan: pan.target(event)
            case .backSwipe(let navigation, let start): navigation.popRecognizer.send(.changed(location: start + translation))
            case .addedPan(let added): added.changed(translation)
            case .scroll(let scrollView, let from): scroll(scrollView, from: from, by: translation)
            case nil: return false
            }
        case .ended(let translation, let velocity):
            let ending = owner
            owner = nil
            switch ending {
            case .viewPan: pan.target(event)
            case .backSwipe(let navigation, let start):
                navigation.popRecognizer.send(.ended(location: start + translation, velocity: velocity))
            case .addedPan(let added): added.ended(translation, velocity)
            case .scroll(let scrollView, let from): scroll(scrollView, from: from, by: translation)
            case nil: return false
            }
        case .cancelled:
            let ending = owner
            owner = nil
            switch ending {
            case .viewPan: pan.target(event)
            case .backSwipe(let navigation, let start): navigation.popRecognizer.send(.cancelled(location: start))
            case .addedPan(let added): added.ended(.zero, .zero)
            case .scroll: break
            case nil: return false
            }
        }
        return true
    }

    // MARK: Recognizers under the view pan

    /// Navigation controllers shown in the tabs (a tab's root view is, or holds, the navigation
    /// controller's view): their pop recognizers meet the view pan on a touch over them; each is
    /// also `contain`ed.
    public var navigationControllers: [StrictNavigationController] = [] {
        didSet { for navigation in navigationControllers { contain(navigation) } }
    }

    /// Navigation controllers in the tabs, as far as transitions go: while a switch runs they have
    /// its transition coordinator (their ancestor's: D/uiviewcontroller/transitioncoordinator)
    /// (`StrictNavigationController.enclosingTransitionRuns`).
    public private(set) var containedNavigationControllers: [StrictNavigationController] = []

    /// Records that `navigation`'s view is (or is inside) one of the tabs (`containedNavigationControllers`).
    public func contain(_ navigation: StrictNavigationController) {
        guard !containedNavigationControllers.contains(where: { $0 === navigation }) else { return }
        containedNavigationControllers.append(navigation)
        navigation.enclosingTransitionRuns = { [unowned self] in isTransitioning }
    }

    /// The navigation controller inside the selected tab (at any depth) whose transition runs or
    /// whose push or pop waits to start (`StrictNavigationController.isBusy`), if any.
    public var busyContent: StrictNavigationController? {
        let shown = selectedViewController
        return containedNavigationControllers.first { $0.view.isInside(shown) && $0.isBusy }
    }

    /// How many pans the view pan yielded to a recognizer it requires to fail.
    public private(set) var yieldedPans = 0

    /// Who has the current touch.
    enum TouchOwner {
        case viewPan
        case backSwipe(StrictNavigationController, start: Point)
        case addedPan(StrictAddedPan)
        case scroll(StrictView, from: Point)
    }

    var owner: TouchOwner?
}

/// `UITabBarControllerDelegate`, as far as the strict tab bar controller asks it.
public protocol StrictTabBarControllerDelegate: AnyObject {
    /// Whether it implements iOS 18's `tabBarController(_:shouldSelectTab:)` (`respondsToSelector:`).
    var implementsShouldSelectTab: Bool { get }
    /// Whether it implements iOS 18's `tabBarController(_:didSelectTab:previousTab:)`.
    var implementsDidSelectTab: Bool { get }
    /// `tabBarController(_:shouldSelect:)` for a tab's root view or the More navigation controller.
    func tabBarController(_ tabBarController: StrictTabBarController, shouldSelect screen: StrictView) -> Bool
    /// iOS 18's `tabBarController(_:shouldSelectTab:)` for a tab's root view or the More navigation controller.
    func tabBarController(_ tabBarController: StrictTabBarController, shouldSelectTab screen: StrictView) -> Bool
    /// `tabBarController(_:didSelect:)` for a tab's root view or the More navigation controller.
    func tabBarController(_ tabBarController: StrictTabBarController, didSelect screen: StrictView)
    /// iOS 18's `tabBarController(_:didSelectTab:previousTab:)`.
    func tabBarController(_ tabBarController: StrictTabBarController, didSelectTab screen: StrictView, previous: StrictView)
    /// `tabBarController(_:animationControllerForTransitionFrom:to:)`; `nil`: UIKit's own switch.
    func tabBarController(_ tabBarController: StrictTabBarController, animationControllerFrom from: StrictView, to: StrictView)
        -> StrictAnimatorAnswer?
}
