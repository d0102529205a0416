/// The interactive tab pan: where it goes, when it may begin, which recognizers it waits for, and
/// how it selects as a tap would.
extension TabCoordination {
    /// Where the interactive pan goes for a finger moving with `motion` (its velocity, else its
    /// translation): the neighbouring tab and the direction that moves the switch forward
    /// (`AdapterRouting.interactiveTabTarget`); `nil` when it may not begin. While a matched
    /// switch runs, the pan grabs it: no tab (`index` is `nil`), and the direction that moves
    /// THAT switch forward, from its own from and to tabs (`AdapterRouting.tabSwitchDirection`) —
    /// never from `selected`, which already names the switch's destination — for any mostly
    /// horizontal motion, on the last tab too.
    package func panTarget(motion: Vector, selected: Int, count: Int, layoutDirection: TransitionContext.LayoutDirection)
        -> (index: Int?, direction: Vector)?
    {
        if let running = runningSwitch {
            // A switch that takes no finger (it fell back and ends at once) is not grabbed.
            guard pan.receiver?.acceptsFinger != false, motion.isFinite, motion.dx.magnitude > motion.dy.magnitude else {
                return nil
            }
            return (nil, AdapterRouting.tabSwitchDirection(from: running.from, to: running.to, layoutDirection: layoutDirection))
        }
        return AdapterRouting.interactiveTabTarget(motion: motion, selected: selected, count: count, layoutDirection: layoutDirection)
            .map { ($0.index, $0.direction) }
    }

    /// The pan recognizer delegate's `gestureRecognizerShouldBegin`: toward a neighbouring tab (by
    /// the pan's velocity), along its direction (`GestureGate.shouldBegin`); while a matched switch
    /// runs, any mostly horizontal pan, which grabs it.
    /// While the selected tab's own content transitions (`contentTransitions`, as for
    /// `tapped(_:in:selected:contentTransitions:)`) and no switch runs, it never begins: a switch then
    /// would take the tab's views from under that transition, and a pan cannot wait.
    package func panShouldBegin(
        velocity: Vector, translation: Vector, selected: Int, count: Int,
        layoutDirection: TransitionContext.LayoutDirection, contentTransitions: Bool = false
    ) -> Bool {
        if contentTransitions, runningSwitch == nil { return false }
        let motion = velocity.isFinite && velocity.length > 0 ? velocity : translation
        guard let target = panTarget(motion: motion, selected: selected, count: count, layoutDirection: layoutDirection) else {
            return false
        }
        return GestureGate.shouldBegin(
            velocity: velocity, translation: translation, direction: target.direction,
            transitionRunning: target.index == nil)
    }

    /// A recognizer the tab pan can meet on one touch: the tab bar controller's view holds every
    /// tab's views, so a touch on a tab reaches the recognizers of the views under it too.
    package enum CompetingRecognizer: Sendable, Hashable {
        /// A navigation controller's pop recognizer inside a tab: the system back swipe
        /// (`interactivePopGestureRecognizer`, and iOS 26's content swipe) or Match's pan-anywhere
        /// pop (`popInteraction`).
        case navigationPop
        /// A scroll view's pan; `scrollsHorizontally`: its content can move sideways
        /// (`AdapterRouting.scrollsHorizontally`).
        case scrollView(scrollsHorizontally: Bool)
        /// Any other recognizer.
        case other
    }

    /// The tab pan's `gestureRecognizer(_:shouldRequireFailureOf:)`: whether it waits for `other`
    /// to fail before it may begin. It yields to a pushed screen's pop recognizers — a right swipe
    /// there pops — and to a scroll view that scrolls sideways — a sideways pan there scrolls.
    /// A pop recognizer with nothing to pop fails at once (its delegate refuses), and the tab pan
    /// then begins. Recognizing beside either (`shouldRecognizeSimultaneouslyWith`) is never
    /// allowed: one finger would both switch tabs and pop or scroll. The requirement is made on
    /// the tab pan's side because only its delegate is Match's for every pair: "returning true is
    /// guaranteed to set up the failure requirement" (D/uigesturerecognizerdelegate/
    /// gesturerecognizer(_:shouldrequirefailureof:)); which of two recognizers recognizes first
    /// without one is not documented.
    package func panRequiresFailure(of other: CompetingRecognizer) -> Bool {
        switch other {
        case .navigationPop: return true
        case .scrollView(let scrollsHorizontally): return scrollsHorizontally
        case .other: return false
        }
    }

    /// The pan began with `velocity` over a width of `distance` points: the finger goes down on
    /// `pan`, and the tab to select in code is returned when no switch is running for it to grab
    /// (`nil`: it grabbed one, or there is no tab that way).
    ///
    /// Selecting in code skips the tab bar controller delegate's `shouldSelect` and `didSelect`
    /// (uikit-practice P14), so the adapter asks them itself, as a tap would: see
    /// `panSelects(_:appAllows:at:)`.
    package func panBegan(
        velocity: Vector, selected: Int, count: Int, distance: Double,
        layoutDirection: TransitionContext.LayoutDirection
    ) -> Int? {
        guard let target = panTarget(motion: velocity, selected: selected, count: count, layoutDirection: layoutDirection) else {
            return nil
        }
        // A finger on a running switch takes it over: a tab waiting for it to end is forgotten.
        // Where it lands is the finger's call now: either end's tab redirects it, and the landing
        // is told if the app believes the other (`switchEnded`).
        if target.index == nil, running != nil {
            queued = nil
            heading = nil
        }
        pan.began(direction: target.direction, distance: distance)
        return pan.receiver == nil ? target.index : nil
    }

    /// The pan selected tab `index` (after `panSelects` allowed it). When a matched switch to it
    /// runs now, the app's delegate is told `didSelect` only if the switch lands there
    /// (`switchEnded`): a finger may take it back, and then nothing was selected. Returns whether
    /// the telling waits for that; `false` (no matched switch: the system's, or the app's own
    /// animator) means tell it now, as a tap does.
    package func panSelected(_ index: Int) -> Bool {
        panSelecting = nil
        guard let running, running.to == index else { return false }
        // The finger may throw it either way: where it heads is unknown until it lands, so a tap
        // on either end redirects it.
        heading = nil
        return true
    }

    /// Whether the pan selects tab `index` (returned by `panBegan`), given the app delegate's
    /// `shouldSelect` answer (`appAllows`; `true` when it does not implement it): a pan behaves like
    /// a tap, which asks first. Refused, the pan's finger is let go at `time` and nothing switches;
    /// allowed, the adapter selects the tab and tells the delegate `didSelect` as a tap does — once
    /// the switch lands there, when it is a matched one (`panSelected`).
    package func panSelects(_ index: Int, appAllows: Bool, at time: Double) -> Bool {
        guard appAllows else {
            pan.cancelled(at: time)
            pan.attach(nil, at: time)
            return false
        }
        panSelecting = index
        return true
    }
}
