/// Every decision a tab bar controller's Match delegate takes, for any host: which animation a
/// tab switch gets and with what effect (a slide by tab order, or a circular reveal from where the
/// user tapped the bar, else from the selected item's slot), which finger drives it, and where the
/// interactive pan goes.
///
/// `TabGlue` owns one and is the only caller; MatchUIKit's `MatchTabCoordinator` and the strict
/// host's adapter forward their container's calls to that glue.
package final class TabCoordination<Receiver: GestureReceiver> {
    /// How the tabs move.
    package enum Style: Sendable, Hashable {
        /// Slide by index order (`.slideByTabOrder`).
        case slide
        /// A circle grows from where the user tapped the tab bar (`.circularReveal`); for a
        /// programmatic selection, from the selected item's slot, or the middle of the view when
        /// the bar is not the one on screen (`AdapterRouting.tabRevealSlot`).
        case circularReveal
        /// Any other effect.
        case effect(TransitionEffect)
    }

    /// How the tabs move; default `.slide`.
    package var style: Style
    /// Whether matched transitions run; `false` gives the system's own. Default `true`.
    package var isEnabled = true
    /// The interactive pan's finger, relayed to the current switch's controller (a pan that
    /// begins while a switch runs grabs it).
    package let pan = GestureRelay<Receiver>()
    /// Where and when (seconds, the caller's clock) the user last tapped the tab bar.
    package private(set) var lastTap: (location: Point, time: Double)?

    /// Creates the coordination with a style.
    package init(style: Style = .slide) {
        self.style = style
    }

    /// What one tab change runs.
    package enum Decision {
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
    package func tabBarTapped(at location: Point, time: Double) {
        lastTap = (location, time)
    }

    /// The answer to `animationControllerForTransitionFrom:to:`: the app's animator wins, then
    /// Match when enabled and the selection changes (`AdapterRouting.animation`, `tabKind`). The
    /// effect comes from the style; a circular reveal grows from the last tap if it was at most
    /// 0.5 s ago (`AdapterRouting.tabRevealCenter`), else from item `to`'s slot in a bar of `count`
    /// equal items (container coordinates), or the middle of a view of `viewSize` when the bar is not
    /// the one on screen (`AdapterRouting.tabRevealSlot`), and
    /// uses the tap up. `now` is in the tap's clock.
    package func decide(
        from: Int, to: Int, count: Int, tabBar: TabBarLayout, viewSize: Size,
        layoutDirection: TransitionContext.LayoutDirection, now: Double, appSuppliesAnimator: Bool
    ) -> Decision {
        // A selection in code or by a tap: the app made it, or hears `didSelect` of it at once
        // (UIKit tells a tap before the switch ends); the pan's waits for the landing.
        believed = panSelecting == to ? (believed ?? from) : to
        let kind = AdapterRouting.tabKind(from: from, to: to)
        switch AdapterRouting.animation(appSuppliesAnimator: appSuppliesAnimator, matchEnabled: isEnabled, isRealOperation: kind != nil) {
        case .app: return .app
        case .system: return .system
        case .match: break
        }
        let effect: TransitionEffect
        switch style {
        case .slide: effect = .slideByTabOrder
        case .effect(let e): effect = e
        case .circularReveal:
            let slot = AdapterRouting.tabRevealSlot(
                index: to, count: count, tabBar: tabBar, viewSize: viewSize, layoutDirection: layoutDirection)
            effect = .circularReveal(center: AdapterRouting.tabRevealCenter(lastTap: lastTap, now: now, fallback: slot))
            lastTap = nil
        }
        running = (from, to)
        heading = to
        queued = nil
        return .match(kind: kind ?? .tabSwitch(from: from, to: to), effect: effect, finger: pan)
    }

    // MARK: A switch that runs

    /// The last matched switch `decide` gave, its tab the switch is heading to (`nil` once a finger
    /// took it: unknown until it lands), and a tab tapped to be selected once it ends.
    var running: (from: Int, to: Int)?
    var heading: Int?
    var queued: Int?
    /// The tab the app believes selected: the last one its delegate was told `didSelect` of
    /// (`appWasTold(didSelect:)`, `switchEnded`) or it selected in code (`decide`); `nil` before
    /// any.
    var believed: Int?
    /// The tab the pan selects now, allowed by the app (`panSelects`) and not yet selected
    /// (`panSelected`): its telling waits for the switch to land.
    var panSelecting: Int?

    /// The tab the app believes selected: the one its delegate was last told `didSelect` of, or
    /// that it selected in code; `nil` before any selection Match saw.
    package var tabTheAppBelievesSelected: Int? { believed }

    /// The app's delegate was told `didSelect` tab `index` — by UIKit for a tap (every such call
    /// passes through Match's delegate) or by Match on a user's behalf.
    package func appWasTold(didSelect index: Int) {
        believed = index
    }

    /// The matched switch running now: its from and to tabs — the last one `decide` gave while the
    /// pan's finger is still pointed at it (the host points it at the switch's controller when the
    /// switch begins and away when it ends); `nil` when none runs.
    package var runningSwitch: (from: Int, to: Int)? {
        pan.receiver == nil ? nil : running
    }

    /// What a tap on a tab item does, asked first by Match's `tabBarController(_:shouldSelect:)`.
    package enum TapDuringSwitch: Sendable, Hashable {
        /// No matched switch runs: the app's delegate decides, as it would without Match.
        case asUsual
        /// The running switch goes back (or on) to `index`, the tab at its other end, from where its
        /// views are — once the app's delegate allows selecting it (`redirect(at:)`).
        case redirect(to: Int)
        /// Nothing changes: the switch already heads to `index`.
        case nothing
        /// `index` is selected, as a tap would select it, once the running switch ends
        /// (`switchEnded(completed:)`).
        case afterSwitch(Int)
        /// `index` is selected, as a tap would select it, once the selected tab's own content
        /// stops transitioning (`retryWaitingTap(in:selected:contentTransitions:)`).
        case afterContentTransition(Int)
    }

    /// The tab (the tab bar controller's view controller, by identity, held weakly) a tap left
    /// waiting for the selected tab's content to stop transitioning: its identity while it lives.
    var afterContent: (() -> ObjectIdentifier?)?

    /// Whether a tap waits for the selected tab's content to stop transitioning.
    package var isTapWaitingForContent: Bool { afterContent != nil }

    /// A user tapped the item of `tab`, one of `tabs` (the tab bar controller's view controllers,
    /// in order), while tab `selected` is selected; `contentTransitions` is whether the selected
    /// tab's own content transitions — a push or pop running in its navigation controller, or
    /// asked for and not started yet (UIKit starts it in the next layout pass, P2), or a
    /// presentation over it. As `tapped(_:)` while a matched switch runs. Otherwise, while the
    /// content transitions, a switch would take the tab's views from under that transition (and
    /// the selected tab's own item would pop its navigation controller to the root, nested, P5),
    /// so nothing is selected now:
    /// - another tab waits for the content's transition to end, then is decided again as a fresh
    ///   tap (`retryWaitingTap`); the latest such tap wins. It waits as the tapped controller, not
    ///   its index: the app may reorder or replace its tabs meanwhile;
    /// - the selected tab's item changes nothing, and forgets a tab waiting.
    ///
    /// A `tab` not among `tabs` is answered as `tappedUnlisted(contentTransitions:)`.
    package func tapped<Tab: AnyObject>(_ tab: Tab, in tabs: [Tab], selected: Int, contentTransitions: Bool) -> TapDuringSwitch {
        guard let index = tabs.firstIndex(where: { $0 === tab }) else { return tappedUnlisted(contentTransitions: contentTransitions) }
        if runningSwitch != nil { return tapped(index) }
        guard contentTransitions else {
            afterContent = nil
            return .asUsual
        }
        guard index != selected else {
            afterContent = nil
            return .nothing
        }
        afterContent = { [weak tab] in tab.map(ObjectIdentifier.init) }
        return .afterContentTransition(index)
    }

    /// A tap on an item that is none of the tabs (UIKit's More navigation controller, an iOS 18
    /// tab group without a view controller): selected as usual when nothing transitions, else
    /// nothing changes — it must not start a switch inside one, and it has no tab to wait as.
    package func tappedUnlisted(contentTransitions: Bool) -> TapDuringSwitch {
        runningSwitch == nil && !contentTransitions ? .asUsual : .nothing
    }

    /// What a tap that waited for the selected tab's content comes to (`retryWaitingTap`).
    package enum TapRetry: Sendable, Hashable {
        /// No tap waits.
        case none
        /// The tapped tab is no longer among the tab bar controller's tabs (the app removed or
        /// replaced it meanwhile, or it is gone): the tap is dropped and nothing is selected — not
        /// the tab now at its old index, which the user did not tap.
        case tabGone
        /// The tapped tab, at `index` now, decided again as a fresh tap
        /// (`tapped(_:in:selected:contentTransitions:)`): the host does what `decision` says, as
        /// for a tap that just arrived — start (`.asUsual`: ask the app's delegate, select, tell),
        /// redirect a running switch, wait for it or for the content once more, or nothing.
        case decided(index: Int, TapDuringSwitch)
    }

    /// The selected tab's content stopped transitioning (the adapter calls this a main-queue turn
    /// after its transition ended): the tap left waiting is taken and decided again as a fresh
    /// tap on the tab it tapped, wherever that tab is among `tabs` now (see `TapRetry`) — so it
    /// redirects a switch that started meanwhile, waits once more if another transition of the
    /// content started, or starts.
    package func retryWaitingTap<Tab: AnyObject>(in tabs: [Tab], selected: Int, contentTransitions: Bool) -> TapRetry {
        guard let waiting = afterContent else { return .none }
        afterContent = nil
        guard let id = waiting(), let tab = tabs.first(where: { ObjectIdentifier($0) == id }) else { return .tabGone }
        let index = tabs.firstIndex { $0 === tab } ?? 0
        return .decided(index: index, tapped(tab, in: tabs, selected: selected, contentTransitions: contentTransitions))
    }

    /// A user tapped tab `index`'s item. While a matched switch runs, UIKit must not select
    /// (a selection during a switch would start one inside it), so Match answers `false` to
    /// `shouldSelect` for every outcome but `.asUsual`, and:
    /// - the tab the switch is leaving (its other end) sends the switch there from where its views
    ///   are — one transition, released backward (or forward again) by its own controller, no jump;
    /// - the tab it heads to changes nothing (and forgets a tab waiting for the switch to end);
    /// - any other tab waits for the switch to end, then is selected as a tap selects (the app's
    ///   delegate is asked then, and told after). A retarget mid-flight would need a transition
    ///   from a third tab's views while the first runs, which UIKit cannot nest; ending the running
    ///   switch early would jump. The latest such tap wins.
    package func tapped(_ index: Int) -> TapDuringSwitch {
        guard let running = runningSwitch else { return .asUsual }
        if index == heading {
            queued = nil
            return .nothing
        }
        if index == running.from || index == running.to {
            return .redirect(to: index)
        }
        queued = index
        return .afterSwitch(index)
    }

    /// What the host does once a switch it ran has ended.
    package struct AfterSwitch: Sendable, Hashable {
        /// Tell the app's delegate `didSelect` this tab, as a tap would: the tab the switch landed
        /// on, when it is not the one the app believes selected (`tabTheAppBelievesSelected`).
        package var tellDidSelect: Int?
        /// The tab the app believed selected before, for iOS 18's `didSelectTab:previousTab:`.
        package var previous: Int?
        /// Select this tab as a tap would — ask the app's delegate, select, tell it — on a later
        /// main-queue turn, once the container no longer transitions.
        package var select: Int?

        /// Creates an answer.
        package init(tellDidSelect: Int?, previous: Int? = nil, select: Int?) {
            self.tellDidSelect = tellDidSelect
            self.previous = previous
            self.select = select
        }
    }

    /// The running switch ended (`completed`: on its destination, else back on its source), called
    /// from the container's last call on the run (`animationEnded`): what the taps and fingers it
    /// met still owe. The app's delegate is owed `didSelect` exactly when the switch landed on a
    /// tab other than the one the app believes selected — whoever moved it last (a tap, a
    /// redirecting tap, the pan, a finger that grabbed it): never for a tab it did not land on.
    /// The host tells it on a later main-queue turn, through `owedDidSelect(selected:)`.
    package func switchEnded(completed: Bool) -> AfterSwitch {
        let landed = running.map { completed ? $0.to : $0.from }
        let otherEnd = running.map { completed ? $0.from : $0.to }
        let tell = landed.flatMap { $0 == believed ? nil : $0 }
        let after = AfterSwitch(
            tellDidSelect: tell, previous: tell == nil ? nil : (believed ?? otherEnd), select: queued == landed ? nil : queued)
        owed = tell.map { (tab: $0, previous: after.previous) }
        running = nil
        heading = nil
        queued = nil
        panSelecting = nil
        return after
    }

    /// The `didSelect` the last landing owes (`AfterSwitch.tellDidSelect`) and the tab the app
    /// believed before it; `nil` once told or stale.
    var owed: (tab: Int, previous: Int?)?

    /// The `didSelect` a switch's landing owes, taken when the host tells it on a later main-queue
    /// turn (outside `completeTransition`): its tab and, for iOS 18's `didSelectTab:previousTab:`,
    /// the tab the app believed before — only while that tab is still the one selected
    /// (`selected`) and the app has not been told of it meanwhile. A selection since then (a tap,
    /// which UIKit tells at once; the pan; the app's code) makes it stale: told after that one, it
    /// would arrive out of order. Taken once; `nil`: tell nothing.
    package func owedDidSelect(selected: Int) -> (index: Int, previous: Int?)? {
        defer { owed = nil }
        guard let owed, owed.tab == selected, owed.tab != believed else { return nil }
        return (owed.tab, owed.previous)
    }
}

/// A running transition a tap can send back to its start or on to its end from where its views
/// are: `TransitionController`'s programmatic release.
package protocol RedirectableTransition: GestureReceiver {
    /// Sends the transition back to its start with `initialVelocity` (remaining distances per second).
    func cancel(initialVelocity: Double)
    /// Sends the transition on to its end with `initialVelocity`.
    func finish(initialVelocity: Double)
}

extension TransitionController: RedirectableTransition {}

extension TabCoordination where Receiver: RedirectableTransition {
    /// The app's delegate allowed the tap `tapped(_:)` answered `.redirect(to:)` for: the running
    /// switch is released toward that tab by its own controller (a cancel toward its source, a
    /// finish toward its destination) — the same transition, from where its views are, no second
    /// one and no jump — and the app's delegate is told `didSelect` if the switch lands there
    /// and the app believes another tab selected (`switchEnded(completed:)`). Returns whether a switch was redirected.
    @discardableResult
    package func redirect(to index: Int) -> Bool {
        guard let running = runningSwitch, let receiver = pan.receiver, index != heading,
            index == running.from || index == running.to
        else { return false }
        heading = index
        queued = nil
        if index == running.from {
            receiver.cancel(initialVelocity: 0)
        } else {
            receiver.finish(initialVelocity: 0)
        }
        return true
    }
}
