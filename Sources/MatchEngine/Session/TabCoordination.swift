/// Every decision a tab bar controller's Match delegate takes, for any host: which animation a
/// tab switch gets and with what effect (a slide by tab order, or a circular reveal from where the
/// user tapped the bar, else from the selected item's slot), which finger drives it, and where the
/// interactive pan goes.
///
/// MatchUIKit's `MatchTabCoordinator` and the strict host's `StrictTabBarController` own one each
/// and only forward their framework's calls to it, so the strict host's scenarios run the
/// decisions a device runs.
public final class TabCoordination<Receiver: GestureReceiver> {
    /// How the tabs move.
    public enum Style: Sendable, Hashable {
        /// Slide by index order (`.slideByTabOrder`).
        case slide
        /// A circle grows from where the user tapped the tab bar (`.circularReveal`); for a
        /// programmatic selection, from the selected item's slot (`AdapterRouting.tabItemCenter`).
        case circularReveal
        /// Any other effect.
        case effect(TransitionEffect)
    }

    /// How the tabs move; default `.slide`.
    public var style: Style
    /// Whether matched transitions run; `false` gives the system's own. Default `true`.
    public var isEnabled = true
    /// The interactive pan's finger, relayed to the current switch's controller (a pan that
    /// begins while a switch runs grabs it).
    public let pan = GestureRelay<Receiver>()
    /// Where and when (seconds, the caller's clock) the user last tapped the tab bar.
    public private(set) var lastTap: (location: Point, time: Double)?

    /// Creates the coordination with a style.
    public init(style: Style = .slide) {
        self.style = style
    }

    /// What one tab change runs.
    public enum Decision {
        /// The app's own animator.
        case app
        /// The system's behaviour (no animation, or the selection does not change).
        case system
        /// A matched transition: its kind, its effect, and the finger that may drive it.
        case match(kind: TransitionContext.Kind, effect: TransitionEffect, finger: GestureRelay<Receiver>)
    }

    /// The tab bar's own tap recognizer (it does not cancel the bar's touches) saw a tap at
    /// `location` (container coordinates) at `time`: the circular reveal's centre if the switch
    /// follows at once.
    public func tabBarTapped(at location: Point, time: Double) {
        lastTap = (location, time)
    }

    /// The answer to `animationControllerForTransitionFrom:to:`: the app's animator wins, then
    /// Match when enabled and the selection changes (`AdapterRouting.animation`, `tabKind`). The
    /// effect comes from the style; a circular reveal grows from the last tap if it was at most
    /// 0.5 s ago (`AdapterRouting.tabRevealCenter`), else from item `to`'s slot in a bar of `count`
    /// equal items at `tabBarFrame` (container coordinates; `AdapterRouting.tabItemCenter`), and
    /// uses the tap up. `now` is in the tap's clock.
    public func decide(from: Int, to: Int, count: Int, tabBarFrame: Rect, layoutDirection: TransitionContext.LayoutDirection,
                       now: Double, appSuppliesAnimator: Bool) -> Decision {
        let kind = AdapterRouting.tabKind(from: from, to: to)
        switch AdapterRouting.animation(appSuppliesAnimator: appSuppliesAnimator, matchEnabled: isEnabled, isRealOperation: kind != nil) {
        case .app: return .app
        case .system: return .system
        case .match: break
        }
        let effect: TransitionEffect
        switch style {
        case .slide: effect = .slideByTabOrder
        case let .effect(e): effect = e
        case .circularReveal:
            let slot = AdapterRouting.tabItemCenter(index: to, count: count, tabBarFrame: tabBarFrame, layoutDirection: layoutDirection)
            effect = .circularReveal(center: AdapterRouting.tabRevealCenter(lastTap: lastTap, now: now, fallback: slot))
            lastTap = nil
        }
        return .match(kind: kind ?? .tabSwitch(from: from, to: to), effect: effect, finger: pan)
    }

    /// Where the interactive pan goes for a finger moving with `motion` (its velocity, else its
    /// translation): the neighbouring tab and the direction that moves the switch forward
    /// (`AdapterRouting.interactiveTabTarget`); `nil` when it may not begin.
    public func panTarget(motion: Vector, selected: Int, count: Int, layoutDirection: TransitionContext.LayoutDirection)
        -> (index: Int, direction: Vector)?
    {
        AdapterRouting.interactiveTabTarget(motion: motion, selected: selected, count: count, layoutDirection: layoutDirection)
    }

    /// The pan recognizer delegate's `gestureRecognizerShouldBegin`: toward a neighbouring tab (by
    /// the pan's velocity), along its direction (`GestureGate.shouldBegin`).
    public func panShouldBegin(velocity: Vector, translation: Vector, selected: Int, count: Int,
                               layoutDirection: TransitionContext.LayoutDirection) -> Bool {
        guard let target = panTarget(motion: velocity, selected: selected, count: count, layoutDirection: layoutDirection) else {
            return false
        }
        return GestureGate.shouldBegin(velocity: velocity, translation: translation, direction: target.direction)
    }

    /// The pan began with `velocity` over a width of `distance` points: the finger goes down on
    /// `pan`, and the tab to select in code is returned when no switch is running for it to grab
    /// (`nil`: it grabbed one, or there is no tab that way).
    ///
    /// Selecting in code skips the tab bar controller delegate's `shouldSelect` and `didSelect`
    /// (uikit-practice P14), so the adapter asks them itself, as a tap would: see
    /// `panSelects(_:appAllows:at:)`.
    public func panBegan(velocity: Vector, selected: Int, count: Int, distance: Double,
                         layoutDirection: TransitionContext.LayoutDirection) -> Int? {
        guard let target = panTarget(motion: velocity, selected: selected, count: count, layoutDirection: layoutDirection) else {
            return nil
        }
        pan.began(direction: target.direction, distance: distance)
        return pan.receiver == nil ? target.index : nil
    }

    /// Whether the pan selects tab `index` (returned by `panBegan`), given the app delegate's
    /// `shouldSelect` answer (`appAllows`; `true` when it does not implement it): a pan behaves like
    /// a tap, which asks first. Refused, the pan's finger is let go at `time` and nothing switches;
    /// allowed, the adapter selects the tab and then tells the delegate `didSelect`, as a tap does.
    public func panSelects(_ index: Int, appAllows: Bool, at time: Double) -> Bool {
        guard appAllows else {
            pan.cancelled(at: time)
            pan.attach(nil, at: time)
            return false
        }
        return true
    }
}
