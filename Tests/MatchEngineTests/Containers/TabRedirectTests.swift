import MatchEngine
import Testing

/// `TabCoordination`'s answers while a switch runs, and the tab routing they use, as tables.
@Suite struct TabRedirectTests {
    final class Switch: RedirectableTransition {
        var calls: [String] = []
        func gestureBegan(direction: Vector, distance: Double) { calls.append("began \(direction.dx)") }
        func gestureChanged(translation: Vector) {}
        func gestureEnded(translation: Vector, velocity: Vector) {}
        func gestureCancelled() {}
        func cancel(initialVelocity: Double) { calls.append("cancel") }
        func finish(initialVelocity: Double) { calls.append("finish") }
    }

    private static let bar = Rect(x: 0, y: 760, width: 390, height: 84)

    /// A coordination running a matched switch `from` → `to` on `running`.
    private static func running(from: Int, to: Int, on running: Switch) -> TabCoordination<Switch> {
        let tabs = TabCoordination<Switch>()
        _ = tabs.decide(
            from: from, to: to, count: 4, tabBar: TabBarLayout(frame: bar, isShown: true, mayBeReplaced: false),
            viewSize: Size(width: 390, height: 844), layoutDirection: .leftToRight, now: 0, appSuppliesAnimator: false)
        tabs.pan.attach(running, at: 0)
        return tabs
    }

    @Test func aSwitchMovesForwardTowardTheLeadingEdgeForALaterTab() {
        #expect(AdapterRouting.tabSwitchDirection(from: 0, to: 2, layoutDirection: .leftToRight) == Vector(dx: -1, dy: 0))
        #expect(AdapterRouting.tabSwitchDirection(from: 2, to: 1, layoutDirection: .leftToRight) == Vector(dx: 1, dy: 0))
        #expect(AdapterRouting.tabSwitchDirection(from: 0, to: 2, layoutDirection: .rightToLeft) == Vector(dx: 1, dy: 0))
        #expect(AdapterRouting.tabSwitchDirection(from: 2, to: 1, layoutDirection: .rightToLeft) == Vector(dx: -1, dy: 0))
    }

    @Test func aMethodLookedAtFirstIsClaimedOnlyWhereTheAppImplementsIt() {
        #expect(AdapterRouting.routeIntercepted(appDelegateImplements: true, fallbackImplements: true) == .adapter)
        #expect(AdapterRouting.routeIntercepted(appDelegateImplements: false, fallbackImplements: true) == .unanswered)
        #expect(AdapterRouting.routeIntercepted(appDelegateImplements: true, fallbackImplements: false) == .unanswered)
    }

    @Test func aSelectionOnAUsersBehalfAsksTheNewerMethodsOnlyWhereTheAppHasThem() {
        let none = AdapterRouting.tabSelectionCalls(appImplementsShouldSelectTab: false, appImplementsDidSelectTab: false, hasTab: true)
        #expect(none.ask == [.shouldSelect] && none.tell == [.didSelect])
        let both = AdapterRouting.tabSelectionCalls(appImplementsShouldSelectTab: true, appImplementsDidSelectTab: true, hasTab: true)
        #expect(both.ask == [.shouldSelectTab, .shouldSelect] && both.tell == [.didSelectTab, .didSelect])
        let noTab = AdapterRouting.tabSelectionCalls(appImplementsShouldSelectTab: true, appImplementsDidSelectTab: true, hasTab: false)
        #expect(noTab.ask == [.shouldSelect] && noTab.tell == [.didSelect])
    }

    @Test func aPanOnARunningSwitchTakesThatSwitchsDirectionWhicheverWayItMoves() {
        let s = Switch()
        let tabs = Self.running(from: 2, to: 3, on: s)
        // The last of four tabs is selected; a leftward pan still grabs the switch to it.
        #expect(
            tabs.panShouldBegin(velocity: Vector(dx: -300, dy: 0), translation: .zero, selected: 3, count: 4, layoutDirection: .leftToRight)
        )
        #expect(
            tabs.panShouldBegin(velocity: Vector(dx: 300, dy: 0), translation: .zero, selected: 3, count: 4, layoutDirection: .leftToRight))
        #expect(
            !tabs.panShouldBegin(velocity: Vector(dx: 0, dy: 300), translation: .zero, selected: 3, count: 4, layoutDirection: .leftToRight)
        )
        #expect(tabs.panBegan(velocity: Vector(dx: 300, dy: 0), selected: 3, count: 4, distance: 390, layoutDirection: .leftToRight) == nil)
        #expect(s.calls == ["began -1.0"])
    }

    @Test func tapsWhileASwitchRuns() {
        let s = Switch()
        let tabs = Self.running(from: 0, to: 1, on: s)
        #expect(tabs.tapped(1) == .nothing)
        #expect(tabs.tapped(3) == .afterSwitch(3))
        #expect(tabs.tapped(2) == .afterSwitch(2))
        // Reversed: the source is where it heads now; the destination sends it on again.
        #expect(tabs.tapped(0) == .redirect(to: 0))
        #expect(tabs.redirect(to: 0))
        #expect(tabs.tapped(0) == .nothing)
        #expect(!tabs.redirect(to: 0))
        #expect(tabs.tapped(1) == .redirect(to: 1))
        #expect(tabs.redirect(to: 1))
        #expect(s.calls == ["cancel", "finish"])
        // It lands on 1, which the tap that started it told at once: nothing to tell again; the
        // waiting tab was forgotten by the redirect.
        let after = tabs.switchEnded(completed: true)
        #expect(after == TabCoordination<Switch>.AfterSwitch(tellDidSelect: nil, previous: nil, select: nil))
        #expect(tabs.runningSwitch == nil || tabs.tapped(2) == .asUsual)
    }

    @Test func aWaitingTabIsSelectedAfterTheSwitchUnlessItLandedThere() {
        let s = Switch()
        let tabs = Self.running(from: 0, to: 1, on: s)
        #expect(tabs.tapped(2) == .afterSwitch(2))
        // Back on 0 while the app believes 1: told as a tap there would tell it.
        #expect(tabs.switchEnded(completed: false) == TabCoordination<Switch>.AfterSwitch(tellDidSelect: 0, previous: 1, select: 2))
        // Nothing runs any more: a tap is the app's delegate's call.
        tabs.pan.attach(nil, at: 1)
        #expect(tabs.tapped(2) == .asUsual)
        let t = Self.running(from: 0, to: 1, on: s)
        #expect(t.tapped(3) == .afterSwitch(3))
        // A finger grabbing the switch forgets the waiting tab.
        _ = t.panBegan(velocity: Vector(dx: -300, dy: 0), selected: 1, count: 4, distance: 390, layoutDirection: .leftToRight)
        #expect(t.switchEnded(completed: true).select == nil)
    }

    @Test func theTabPanWaitsForPopRecognizersAndSidewaysScrollViewsOnly() {
        let tabs = TabCoordination<Switch>()
        #expect(tabs.panRequiresFailure(of: .navigationPop))
        #expect(tabs.panRequiresFailure(of: .scrollView(scrollsHorizontally: true)))
        #expect(!tabs.panRequiresFailure(of: .scrollView(scrollsHorizontally: false)))
        #expect(!tabs.panRequiresFailure(of: .other))
        let strip = GestureGate.ScrollState(
            offset: .zero, contentSize: Size(width: 800, height: 120), boundsSize: Size(width: 390, height: 120),
            insetTop: 0, insetLeft: 0, insetBottom: 0, insetRight: 0)
        let list = GestureGate.ScrollState(
            offset: .zero, contentSize: Size(width: 390, height: 3_000), boundsSize: Size(width: 390, height: 700),
            insetTop: 0, insetLeft: 0, insetBottom: 0, insetRight: 0)
        #expect(AdapterRouting.scrollsHorizontally(strip, alwaysBouncesHorizontally: false))
        #expect(!AdapterRouting.scrollsHorizontally(list, alwaysBouncesHorizontally: false))
        #expect(AdapterRouting.scrollsHorizontally(list, alwaysBouncesHorizontally: true))
    }

    /// A coordination whose pan selected tab `to` from `from`, as the adapter does: allowed by
    /// the app, selected (a matched switch on `running`), then `panSelected`.
    private static func panned(from: Int, to: Int, on running: Switch) -> TabCoordination<Switch> {
        let tabs = TabCoordination<Switch>()
        tabs.appWasTold(didSelect: from)
        #expect(tabs.panSelects(to, appAllows: true, at: 0))
        _ = tabs.decide(
            from: from, to: to, count: 4, tabBar: TabBarLayout(frame: bar, isShown: true, mayBeReplaced: false),
            viewSize: Size(width: 390, height: 844), layoutDirection: .leftToRight, now: 0, appSuppliesAnimator: false)
        tabs.pan.attach(running, at: 0)
        #expect(tabs.panSelected(to))
        return tabs
    }

    @Test func thePansSelectionIsToldOnlyWhenTheMatchedSwitchLandsThere() {
        let s = Switch()
        // A matched switch to tab 1 runs: the telling waits, and is owed only if it lands on 1.
        let tabs = Self.panned(from: 0, to: 1, on: s)
        #expect(tabs.tabTheAppBelievesSelected == 0)
        #expect(tabs.switchEnded(completed: false).tellDidSelect == nil)
        let landing = Self.panned(from: 0, to: 1, on: s)
        #expect(landing.switchEnded(completed: true) == TabCoordination<Switch>.AfterSwitch(tellDidSelect: 1, previous: 0, select: nil))
        // Told a turn later while tab 1 is still selected, once.
        #expect(landing.owedDidSelect(selected: 1).map { [$0.index, $0.previous] } == [1, 0])
        #expect(landing.owedDidSelect(selected: 1) == nil)
        // No matched switch to that tab: tell it now.
        #expect(!landing.panSelected(2))
    }

    @Test func aLandingIsToldOnlyWhereTheAppBelievesAnotherTab() {
        let s = Switch()
        // The pan's switch, sent back by a tap on 0 and grabbed again: landing on 1 tells 1,
        // landing on 0 (which the app still believes) tells nothing.
        for completed in [true, false] {
            let tabs = Self.panned(from: 0, to: 1, on: s)
            #expect(tabs.tapped(0) == .redirect(to: 0))
            #expect(tabs.redirect(to: 0))
            #expect(
                tabs.panBegan(velocity: Vector(dx: -300, dy: 0), selected: 1, count: 4, distance: 390, layoutDirection: .leftToRight) == nil
            )
            #expect(tabs.switchEnded(completed: completed).tellDidSelect == (completed ? 1 : nil))
        }
        // A selection before the owed telling makes it stale: it would arrive out of order.
        let stale = Self.panned(from: 0, to: 1, on: s)
        #expect(stale.switchEnded(completed: true).tellDidSelect == 1)
        stale.appWasTold(didSelect: 2)
        #expect(stale.owedDidSelect(selected: 2) == nil)
        // What UIKit tells after a tap passes through Match: a switch landing there tells nothing more.
        let tapped = Self.running(from: 0, to: 1, on: s)
        tapped.appWasTold(didSelect: 1)
        #expect(tapped.switchEnded(completed: true).tellDidSelect == nil)
    }
}

extension TabRedirectTests {
    /// A tab bar controller's view controller, by identity.
    final class Tab {}

    @Test func aTapWhileTheSelectedTabsContentTransitionsWaitsAndTheLatestWins() {
        let tabs = TabCoordination<Switch>()
        let t = [Tab(), Tab(), Tab(), Tab()]
        #expect(tabs.tapped(t[2], in: t, selected: 0, contentTransitions: false) == .asUsual)
        #expect(tabs.tapped(t[2], in: t, selected: 0, contentTransitions: true) == .afterContentTransition(2))
        #expect(tabs.isTapWaitingForContent)
        #expect(tabs.tapped(t[1], in: t, selected: 0, contentTransitions: true) == .afterContentTransition(1))
        #expect(tabs.retryWaitingTap(in: t, selected: 0, contentTransitions: false) == .decided(index: 1, .asUsual), "the latest tap wins")
        #expect(tabs.retryWaitingTap(in: t, selected: 0, contentTransitions: false) == TabCoordination<Switch>.TapRetry.none, "taken once")
        // The selected tab's own item changes nothing and forgets a tab waiting.
        _ = tabs.tapped(t[3], in: t, selected: 0, contentTransitions: true)
        #expect(tabs.tapped(t[0], in: t, selected: 0, contentTransitions: true) == .nothing)
        #expect(tabs.retryWaitingTap(in: t, selected: 0, contentTransitions: false) == TabCoordination<Switch>.TapRetry.none)
    }

    @Test func aWaitingTapIsRetriedAsTheTabItTappedWhereverThatTabIsNow() {
        let tabs = TabCoordination<Switch>()
        let t = [Tab(), Tab(), Tab()]
        _ = tabs.tapped(t[1], in: t, selected: 0, contentTransitions: true)
        // Reordered: the tapped tab is first now, the selected one second.
        let reordered = [t[1], t[0], t[2]]
        #expect(tabs.retryWaitingTap(in: reordered, selected: 1, contentTransitions: false) == .decided(index: 0, .asUsual))
        // Still transitioning: it waits again, as that tab.
        _ = tabs.tapped(t[2], in: t, selected: 0, contentTransitions: true)
        #expect(tabs.retryWaitingTap(in: t, selected: 0, contentTransitions: true) == .decided(index: 2, .afterContentTransition(2)))
        #expect(tabs.isTapWaitingForContent)
        // Replaced by another controller: dropped, not sent to the tab now at its old index.
        #expect(tabs.retryWaitingTap(in: [t[0], t[1], Tab()], selected: 0, contentTransitions: false) == .tabGone)
        // Gone for good (deallocated) while it waited: dropped too.
        var gone: Tab? = Tab()
        _ = tabs.tapped(gone!, in: [t[0], gone!], selected: 0, contentTransitions: true)
        gone = nil
        #expect(tabs.retryWaitingTap(in: [t[0], Tab()], selected: 0, contentTransitions: false) == .tabGone)
        // A controller not among the tabs (the More navigation controller): as usual when nothing
        // transitions, else nothing.
        #expect(tabs.tapped(Tab(), in: t, selected: 0, contentTransitions: false) == .asUsual)
        #expect(tabs.tapped(Tab(), in: t, selected: 0, contentTransitions: true) == .nothing)
        let held = Switch()
        #expect(Self.running(from: 0, to: 1, on: held).tappedUnlisted(contentTransitions: false) == .nothing)
        // A switch that runs meanwhile and leaves the tapped tab: redirected there.
        let s = Switch()
        _ = tabs.tapped(t[1], in: t, selected: 0, contentTransitions: true)
        _ = tabs.decide(
            from: 1, to: 0, count: 3, tabBar: TabBarLayout(frame: Self.bar, isShown: true, mayBeReplaced: false),
            viewSize: Size(width: 390, height: 844), layoutDirection: .leftToRight, now: 0, appSuppliesAnimator: false)
        tabs.pan.attach(s, at: 0)
        #expect(tabs.retryWaitingTap(in: t, selected: 0, contentTransitions: false) == .decided(index: 1, .redirect(to: 1)))
    }

    @Test func whileTheContentTransitionsTheTabPanDoesNotBeginUnlessASwitchRunsToGrab() {
        let idle = TabCoordination<Switch>()
        let left = Vector(dx: -300, dy: 0)
        #expect(idle.panShouldBegin(velocity: left, translation: .zero, selected: 0, count: 4, layoutDirection: .leftToRight))
        #expect(
            !idle.panShouldBegin(
                velocity: left, translation: .zero, selected: 0, count: 4, layoutDirection: .leftToRight, contentTransitions: true))
        let s = Switch()
        let switching = Self.running(from: 0, to: 1, on: s)
        #expect(
            switching.panShouldBegin(
                velocity: left, translation: .zero, selected: 1, count: 4, layoutDirection: .leftToRight, contentTransitions: true))
        // While a switch runs, a tap is answered as a tap during a switch.
        let t = [Tab(), Tab(), Tab(), Tab()]
        #expect(switching.tapped(t[0], in: t, selected: 1, contentTransitions: true) == .redirect(to: 0))
    }
}
