/// The decisions a UI framework adapter makes that need no UI framework, so they are tested on
/// every platform: which object answers a delegate call, which transition runs, where a tab is.
package enum AdapterRouting {
    /// Who answers a delegate method.
    package enum DelegateRoute: Sendable, Hashable {
        /// The adapter implements it and answers.
        case adapter
        /// The app's own delegate answers (the call is forwarded to it).
        case forward
        /// Nobody: the framework sees the method as not implemented and uses its default.
        case unanswered
    }

    /// Routes one delegate method: the adapter's own implementation wins; otherwise the app's
    /// delegate answers if it implements the method; otherwise nobody does, so the framework's
    /// default behaviour is kept (answering with a default value would change it).
    package static func route(adapterImplements: Bool, appDelegateImplements: Bool) -> DelegateRoute {
        if adapterImplements { return .adapter }
        return appDelegateImplements ? .forward : .unanswered
    }

    /// Routes one delegate method of a forwarding delegate that has a fallback object (see
    /// `forwardingTarget`): as `route(adapterImplements:appDelegateImplements:)`, except that a
    /// method only the app's delegate implements is claimed only when the fallback answers it too.
    /// UIKit caches `responds(to:)` when the delegate is assigned; the app's delegate is held
    /// weakly and may go away, after which a claimed call goes to the fallback — one it cannot
    /// answer would raise "unrecognized selector". A method the fallback does not know (one newer
    /// than the adapter) is left unanswered: UIKit keeps its default, and the app's implementation
    /// is not called.
    package static func route(adapterImplements: Bool, appDelegateImplements: Bool, fallbackImplements: Bool) -> DelegateRoute {
        if adapterImplements { return .adapter }
        return appDelegateImplements && fallbackImplements ? .forward : .unanswered
    }

    /// Routes a delegate method the adapter implements only to look at the call before the app's
    /// delegate answers it (iOS 18's `shouldSelectTab`, which a tap may bring instead of
    /// `shouldSelect`): claimed exactly when the app's delegate implements it and the fallback
    /// answers it too — claiming it otherwise would make the framework call a method the app never
    /// wrote (uikit-practice P14) — and then answered by the adapter, which forwards.
    package static func routeIntercepted(appDelegateImplements: Bool, fallbackImplements: Bool) -> DelegateRoute {
        appDelegateImplements && fallbackImplements ? .adapter : .unanswered
    }

    /// Which animation runs a container transition.
    package enum Animation: Sendable, Hashable {
        /// The app's delegate supplied its own animator: it wins.
        case app
        /// Match runs the transition.
        case match
        /// The framework's standard animation.
        case system
    }

    /// The app's own animator wins; otherwise Match runs it when enabled and the operation is a
    /// real one (UIKit also asks for `.none` operations, which get the system's behaviour).
    package static func animation(appSuppliesAnimator: Bool, matchEnabled: Bool, isRealOperation: Bool) -> Animation {
        if appSuppliesAnimator { return .app }
        return matchEnabled && isRealOperation ? .match : .system
    }

    /// The centre of tab `index` of `count` equal-width items in a tab bar occupying `tabBarFrame`
    /// (container coordinates), mirrored for right-to-left layouts; the bar's centre when the index
    /// is out of range or the count is not positive. UIKit lays standard items out this way; the
    /// circular reveal starts from this point.
    package static func tabItemCenter(
        index: Int, count: Int, tabBarFrame: Rect, layoutDirection: TransitionContext.LayoutDirection
    ) -> Point {
        let frame = tabBarFrame.standardized
        guard count > 0, index >= 0, index < count else { return frame.center }
        let slot = layoutDirection == .leftToRight ? index : count - 1 - index
        let width = frame.width / Double(count)
        return Point(x: frame.minX + width * (Double(slot) + 0.5), y: frame.midY)
    }

    /// The transition kind for a tab change, or `nil` when the selection does not change.
    package static func tabKind(from: Int, to: Int) -> TransitionContext.Kind? {
        from == to ? nil : .tabSwitch(from: from, to: to)
    }

    // MARK: Delegate forwarding

    /// Where the Objective-C runtime sends a delegate method the adapter does not implement.
    package enum ForwardingTarget: Sendable, Hashable {
        /// The app's delegate, which implements it.
        case appDelegate
        /// The adapter's fallback object, which answers every optional method of the delegate
        /// protocol the way the framework behaves when the method is not implemented.
        case fallback
        /// Nobody (the framework never asks, since `responds(to:)` said no).
        case none
    }

    /// Routes a forwarded call. UIKit caches a delegate's `responds(to:)` answers when the delegate
    /// is assigned, so it may call a method the app's delegate implemented when asked and that is
    /// now gone (the app delegate deallocated — it is held weakly — or replaced). Sending such a
    /// call to nobody raises "unrecognized selector"; it goes to the fallback instead.
    package static func forwardingTarget(appDelegateImplements: Bool, fallbackImplements: Bool) -> ForwardingTarget {
        if appDelegateImplements { return .appDelegate }
        return fallbackImplements ? .fallback : .none
    }

    /// Whether the adapter must re-assign itself as the container's delegate (nil, then itself) so
    /// the framework asks `responds(to:)` again: whenever the forwarded delegate changes identity.
    package static func mustReassignDelegate(oldForwarded: ObjectIdentifier?, newForwarded: ObjectIdentifier?) -> Bool {
        oldForwarded != newForwarded
    }

    /// The delegate to forward to when the app sets `candidate`: itself, unless it is the adapter
    /// (`coordinator`) — forwarding to itself would recurse forever (`responds(to:)` asking
    /// itself) — in which case nothing is forwarded.
    package static func acceptedForwardingDelegate(candidate: ObjectIdentifier?, coordinator: ObjectIdentifier) -> ObjectIdentifier? {
        candidate == coordinator ? nil : candidate
    }

    /// Whether a finger's relay drives a run of this kind: a dismissal or pop always (a pan there
    /// dismisses, or grabs one running); a presentation, push or tab switch only when that finger
    /// started it — a dismissal's pan touched while the screen comes in must not push it in
    /// faster (its direction is the dismissal's).
    package static func fingerDrivesRun(kind: TransitionContext.Kind, fingerStartedIt: Bool) -> Bool {
        !kind.isPresenting || fingerStartedIt
    }

    /// Which of several fingers drives a new run: the first one down (tracking), else the first
    /// (the system back swipe, whose finger may come down after UIKit asks). `nil` when there is none.
    package static func drivingFinger(tracking: [Bool]) -> Int? {
        if tracking.isEmpty { return nil }
        return tracking.firstIndex(of: true) ?? 0
    }

    /// Whether a presentation controller re-applies the presented view's frame when its container
    /// lays out: not while a transition runs, when the view's geometry (and a transform, under
    /// which `frame` is undefined) belongs to the animation.
    package static func layoutsPresentedView(transitionRunning: Bool) -> Bool { !transitionRunning }

    // MARK: Modal presentations

    /// What a modal presentation looks like for an effect: the edge, dimming colour and size the
    /// presentation controller uses and the plan animates. `.presentFromEdge` gives its own;
    /// `.automatic` is `.presentFromEdge(.bottom)` with its defaults (black at 40 %, full size), as
    /// `TransitionContext.resolvedEffect` plans it; any other effect is full size, no dimming.
    package static func modalPresentation(for effect: TransitionEffect)
        -> (edge: PresentationEdge, dimming: Color?, size: PresentationSize)
    {
        var e = effect
        if e == .automatic { e = .presentFromEdge(.bottom) }
        if case .presentFromEdge(let edge, let dimming, let size) = e { return (edge, dimming, size) }
        return (.bottom, nil, .full)
    }

    /// The effect with a dimming colour and a size folded in, so one value configures both the
    /// presentation controller and the plan: `nil` arguments keep the effect's own. An effect other
    /// than `.presentFromEdge` (or `.automatic`, which becomes `.presentFromEdge(.bottom)` when
    /// something is folded in) is returned unchanged.
    package static func modalEffect(_ effect: TransitionEffect, dimming: Color?, size: PresentationSize?) -> TransitionEffect {
        guard dimming != nil || size != nil else { return effect }
        var e = effect
        if e == .automatic { e = .presentFromEdge(.bottom) }
        guard case .presentFromEdge(let edge, let ownDimming, let ownSize) = e else { return effect }
        return .presentFromEdge(edge, dimming: dimming ?? ownDimming, size: size ?? ownSize)
    }

    /// The presentation controller's dimming view as it inserts it (`presentationTransitionWillBegin`):
    /// with a dimming colour, that colour at alpha 0, for the plan's dimming track to fade in (and
    /// out on dismissal); without one, the plan has no dimming track, so it is clear at alpha 1
    /// for the whole presentation. Either way, once the screen is up it is hit-tested — hit
    /// testing skips views with alpha below 0.01 and ignores content transparency (uikit-rules 5.7,
    /// uikit-practice P8) — so a tap outside the screen reaches its recognizer.
    package static func dimmingView(for dimming: Color?) -> (color: Color, alpha: Double) {
        guard let dimming else { return (.clear, 1) }
        return (dimming, 0)
    }

    /// Whether a tap outside a presented screen dismisses it: `explicit` when given, otherwise
    /// only for a partial-size screen (there is no outside to a full-size one).
    package static func dismissesOnTapOutside(explicit: Bool?, size: PresentationSize) -> Bool {
        explicit ?? (size != .full)
    }

    // MARK: Tab switches

    /// Where a circular reveal for a selection made without a tap starts: the slot of item `index`
    /// of `count` in the bar (`tabItemCenter`) when that bar is the one on screen, otherwise the
    /// middle of the view (`viewSize`, the container's coordinates). `tabBar` is not the one on screen
    /// when it is hidden, or when UIKit may show a floating bar or a sidebar in its place (iOS 18
    /// and later on an iPad in a regular width: UITabBarController.h, `mode` and `sidebar`; the header keeps
    /// `tabBar` "for -[UIActionSheet showFromTabBar:]"): slots estimated from it could be anywhere.
    package static func tabRevealSlot(
        index: Int, count: Int, tabBar: TabBarLayout, viewSize: Size, layoutDirection: TransitionContext.LayoutDirection
    ) -> Point {
        guard tabBar.isShown, !tabBar.mayBeReplaced else {
            let middle = Point(x: viewSize.width / 2, y: viewSize.height / 2)
            return middle.isFinite ? middle : Point(x: 0, y: 0)
        }
        return tabItemCenter(index: index, count: count, tabBarFrame: tabBar.frame, layoutDirection: layoutDirection)
    }

    /// Where a tab switch's circular reveal starts: where the user last tapped the tab bar
    /// (container coordinates, seconds on any clock) if that was at most `maximumAge` seconds
    /// before `now` (the selection follows the tap at once); otherwise `fallback` (a programmatic
    /// selection: `tabItemCenter`). Non-finite input falls back.
    package static func tabRevealCenter(
        lastTap: (location: Point, time: Double)?, now: Double, fallback: Point,
        maximumAge: Double = 0.5
    ) -> Point {
        guard let tap = lastTap, tap.location.isFinite, tap.time.isFinite, now.isFinite else { return fallback }
        let age = now - tap.time
        return age >= 0 && age <= maximumAge ? tap.location : fallback
    }

    /// The tab an interactive pan switches to, and the direction the finger moves it forward:
    /// a pan toward the leading edge (left in left-to-right layouts) goes to the next tab, toward
    /// the trailing edge to the previous one, as the content slides with the finger. `nil` when the
    /// motion (velocity, else translation) is mostly vertical or zero, or there is no tab that way.
    package static func interactiveTabTarget(
        motion: Vector, selected: Int, count: Int, layoutDirection: TransitionContext.LayoutDirection
    ) -> (index: Int, direction: Vector)? {
        guard motion.isFinite, motion.dx.magnitude > motion.dy.magnitude, motion.dx != 0 else { return nil }
        let leftward = motion.dx < 0
        let forward = layoutDirection == .leftToRight ? leftward : !leftward
        guard selected >= 0, selected < count else { return nil }
        let index = forward ? selected + 1 : selected - 1
        guard index >= 0, index < count else { return nil }
        return (index, Vector(dx: leftward ? -1 : 1, dy: 0))
    }

    /// The tabs the interactive pan can reach: those the tab bar shows an item of. A bar with fewer
    /// items than tabs ends with the More item, and the tabs past the ones before it live inside
    /// the More navigation controller (UITabBarController.h), out of the pan's reach.
    package static func tabsOnTheBar(tabCount: Int, barItemCount: Int) -> Int {
        barItemCount < tabCount ? max(barItemCount - 1, 0) : tabCount
    }

    /// A call a tab selection makes on the tab bar controller's delegate.
    package enum TabSelectionCall: Sendable, Hashable {
        /// iOS 18's `tabBarController(_:shouldSelectTab:)`.
        case shouldSelectTab
        /// `tabBarController(_:shouldSelect:)`.
        case shouldSelect
        /// iOS 18's `tabBarController(_:didSelectTab:previousTab:)`.
        case didSelectTab
        /// `tabBarController(_:didSelect:)`.
        case didSelect
    }

    /// The delegate calls a selection made in code on a user's behalf (the interactive pan, a tap
    /// that waited for a running switch to end) makes, as a tap would: the questions, asked in
    /// order until one is refused, and the notices told in order once the tab is selected. Setting
    /// `selectedIndex` skips them all (uikit-practice P14). iOS 18's `UITab` methods are called
    /// only where the app's delegate implements them and the tab has a `UITab`
    /// (`UIViewController.tab`); which of the two generations UIKit calls for a tap, and in which
    /// order, is not documented, so both are called, the newer first, and either refusal refuses
    /// (least favourable reading: no question the app answers is skipped).
    package static func tabSelectionCalls(appImplementsShouldSelectTab: Bool, appImplementsDidSelectTab: Bool, hasTab: Bool)
        -> (ask: [TabSelectionCall], tell: [TabSelectionCall])
    {
        let ask: [TabSelectionCall] = (hasTab && appImplementsShouldSelectTab ? [.shouldSelectTab] : []) + [.shouldSelect]
        let tell: [TabSelectionCall] = (hasTab && appImplementsDidSelectTab ? [.didSelectTab] : []) + [.didSelect]
        return (ask, tell)
    }

    /// Whether a scroll view's pan takes sideways motion: its content is wider than its bounds
    /// with the insets (`state`), or it bounces sideways anyway (`alwaysBouncesHorizontally`).
    package static func scrollsHorizontally(_ state: GestureGate.ScrollState, alwaysBouncesHorizontally: Bool) -> Bool {
        alwaysBouncesHorizontally || state.maximumOffset.x > state.minimumOffset.x
    }

    /// The way a finger moves a tab switch from tab `from` to tab `to` forward: toward the leading
    /// edge (left in left-to-right layouts) for a later tab, as the content slides with the
    /// finger, toward the trailing edge for an earlier one (`interactiveTabTarget`'s directions).
    package static func tabSwitchDirection(from: Int, to: Int, layoutDirection: TransitionContext.LayoutDirection) -> Vector {
        let leftward = (to > from) == (layoutDirection == .leftToRight)
        return Vector(dx: leftward ? -1 : 1, dy: 0)
    }

    /// The way a finger moves to pop a navigation screen (from the leading edge toward the
    /// trailing one): rightward left-to-right, leftward right-to-left.
    package static func popDirection(layoutDirection: TransitionContext.LayoutDirection) -> Vector {
        Direction.trailing.resolved(layoutDirection).unit
    }

    /// Whether chrome a presentation controller added (its dimming view) stays once a transition
    /// ends: after a presentation only if it completed, after a dismissal only if it was
    /// cancelled (`presentationTransitionDidEnd(_:)`, `dismissalTransitionDidEnd(_:)`).
    package static func keepsPresentationChrome(presenting: Bool, completed: Bool) -> Bool {
        presenting ? completed : !completed
    }
}
