import Testing

@testable import MatchEngine

@Suite struct AdapterRoutingForwardingTests {
    /// (app delegate implements, fallback implements, target). A deallocated app delegate
    /// implements nothing: the call UIKit still believes implemented reaches the fallback.
    @Test(arguments: [
        (true, true, AdapterRouting.ForwardingTarget.appDelegate), (true, false, .appDelegate),
        (false, true, .fallback), (false, false, .none),
    ])
    func forwardedCallsNeverReachNobodyWhenTheFallbackAnswers(_ row: (Bool, Bool, AdapterRouting.ForwardingTarget)) {
        #expect(AdapterRouting.forwardingTarget(appDelegateImplements: row.0, fallbackImplements: row.1) == row.2)
    }

    final class Delegate {}

    @Test func changingTheForwardedDelegateReassigns() {
        let a = Delegate()
        let b = Delegate()
        #expect(AdapterRouting.mustReassignDelegate(oldForwarded: ObjectIdentifier(a), newForwarded: ObjectIdentifier(b)))
        #expect(AdapterRouting.mustReassignDelegate(oldForwarded: ObjectIdentifier(a), newForwarded: nil))
        #expect(AdapterRouting.mustReassignDelegate(oldForwarded: nil, newForwarded: ObjectIdentifier(a)))
        #expect(!AdapterRouting.mustReassignDelegate(oldForwarded: ObjectIdentifier(a), newForwarded: ObjectIdentifier(a)))
    }

    @Test func modalConfigurationComesFromTheEffect() {
        let half = PresentationSize.fraction(0.5)
        let dim = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
        let m = AdapterRouting.modalPresentation(for: .presentFromEdge(.top, dimming: dim, size: half))
        #expect(m.edge == .top && m.dimming == dim && m.size == half)
        let auto = AdapterRouting.modalPresentation(for: .automatic)
        #expect(auto.edge == .bottom && auto.dimming == Color(red: 0, green: 0, blue: 0, alpha: 0.4) && auto.size == .full)
        let zoom = AdapterRouting.modalPresentation(for: .zoom)
        #expect(zoom.dimming == nil && zoom.size == .full)
        // Folding: nil keeps the effect's own; .automatic becomes the bottom edge.
        #expect(
            AdapterRouting.modalEffect(.presentFromEdge(.left), dimming: nil, size: half)
                == .presentFromEdge(.left, dimming: Color(red: 0, green: 0, blue: 0, alpha: 0.4), size: half))
        #expect(AdapterRouting.modalEffect(.automatic, dimming: dim, size: nil) == .presentFromEdge(.bottom, dimming: dim))
        #expect(AdapterRouting.modalEffect(.automatic, dimming: nil, size: nil) == .automatic)
        #expect(AdapterRouting.modalEffect(.zoom, dimming: dim, size: half) == .zoom)
        #expect(AdapterRouting.dismissesOnTapOutside(explicit: nil, size: half))
        #expect(!AdapterRouting.dismissesOnTapOutside(explicit: nil, size: .full))
        #expect(!AdapterRouting.dismissesOnTapOutside(explicit: false, size: half))
    }

    @Test func theRevealStartsWhereTheUserTappedIfRecent() {
        let fallback = Point(x: 250, y: 775)
        let tap = (location: Point(x: 230, y: 770), time: 10.0)
        #expect(AdapterRouting.tabRevealCenter(lastTap: tap, now: 10.1, fallback: fallback) == tap.location)
        #expect(AdapterRouting.tabRevealCenter(lastTap: tap, now: 11, fallback: fallback) == fallback)  // stale
        #expect(AdapterRouting.tabRevealCenter(lastTap: tap, now: 9, fallback: fallback) == fallback)  // from the future
        #expect(AdapterRouting.tabRevealCenter(lastTap: nil, now: 10, fallback: fallback) == fallback)  // programmatic
    }

    /// (motion, selected, count, layout, expected index, expected direction dx)
    @Test(arguments: [
        (Vector(dx: -300, dy: 20), 1, 4, TransitionContext.LayoutDirection.leftToRight, 2 as Int?, -1.0),
        (Vector(dx: 300, dy: 20), 1, 4, .leftToRight, 0, 1),
        (Vector(dx: 300, dy: 20), 0, 4, .leftToRight, nil, 0),  // no tab before the first
        (Vector(dx: -300, dy: 20), 3, 4, .leftToRight, nil, 0),  // none after the last
        (Vector(dx: 300, dy: 0), 1, 4, .rightToLeft, 2, 1),  // right-to-left: rightward is forward
        (Vector(dx: 20, dy: 300), 1, 4, .leftToRight, nil, 0),  // vertical
        (Vector(dx: -300, dy: 0), Int.max, 4, .leftToRight, nil, 0),  // NSNotFound: the More controller selected
        (Vector(dx: 300, dy: 0), Int.max, 4, .leftToRight, nil, 0),
        (Vector(dx: 300, dy: 0), -1, 4, .leftToRight, nil, 0),
    ])
    func interactiveTabTargets(_ row: (Vector, Int, Int, TransitionContext.LayoutDirection, Int?, Double)) {
        let target = AdapterRouting.interactiveTabTarget(motion: row.0, selected: row.1, count: row.2, layoutDirection: row.3)
        #expect(target?.index == row.4)
        if let target { #expect(target.direction == Vector(dx: row.5, dy: 0)) }
    }

    /// (tabs, items on the bar, tabs the pan reaches): past five tabs the bar ends with More.
    @Test(arguments: [(6, 5, 4), (5, 5, 5), (3, 3, 3), (9, 5, 4), (2, 0, 0), (0, 0, 0)])
    func tabsOnTheBar(_ row: (Int, Int, Int)) {
        #expect(AdapterRouting.tabsOnTheBar(tabCount: row.0, barItemCount: row.1) == row.2)
    }

    @Test func popDirectionAndChrome() {
        #expect(AdapterRouting.popDirection(layoutDirection: .leftToRight) == Vector(dx: 1, dy: 0))
        #expect(AdapterRouting.popDirection(layoutDirection: .rightToLeft) == Vector(dx: -1, dy: 0))
        #expect(AdapterRouting.keepsPresentationChrome(presenting: true, completed: true))
        #expect(!AdapterRouting.keepsPresentationChrome(presenting: true, completed: false))
        #expect(!AdapterRouting.keepsPresentationChrome(presenting: false, completed: true))
        #expect(AdapterRouting.keepsPresentationChrome(presenting: false, completed: false))
    }
}

@Suite struct AdapterRoutingGuardTests {
    final class Object {}

    @Test func aCoordinatorNeverForwardsToItself() {
        let coordinator = Object()
        let app = Object()
        let c = ObjectIdentifier(coordinator)
        let a = ObjectIdentifier(app)
        #expect(AdapterRouting.acceptedForwardingDelegate(candidate: c, coordinator: c) == nil)
        #expect(AdapterRouting.acceptedForwardingDelegate(candidate: a, coordinator: c) == a)
        #expect(AdapterRouting.acceptedForwardingDelegate(candidate: nil, coordinator: c) == nil)
    }

    @Test func thePresentedViewIsLaidOutOnlyOutsideTransitions() {
        #expect(AdapterRouting.layoutsPresentedView(transitionRunning: false))
        #expect(!AdapterRouting.layoutsPresentedView(transitionRunning: true))
    }

    @Test(arguments: [
        (TransitionContext.Kind.dismiss, false, true), (.pop, false, true), (.present, false, false), (.present, true, true),
        (.push, false, false), (.tabSwitch(from: 0, to: 1), true, true),
    ])
    func aFingerDrivesDismissalsAndOnlyTheRunsItStarted(kind: TransitionContext.Kind, started: Bool, drives: Bool) {
        #expect(AdapterRouting.fingerDrivesRun(kind: kind, fingerStartedIt: started) == drives)
    }

    @Test func aRunningTransitionCanBeGrabbedWhicheverWayTheFingerMoves() {
        // Moving against the direction would not begin a new one, but grabs a running one.
        #expect(!GestureGate.shouldBegin(velocity: Vector(dx: 0, dy: -400), translation: .zero, direction: Vector(dx: 0, dy: 1)))
        #expect(
            GestureGate.shouldBegin(
                velocity: Vector(dx: 0, dy: -400), translation: .zero, direction: Vector(dx: 0, dy: 1),
                transitionRunning: true))
    }

    @Test(arguments: [([Bool](), nil as Int?), ([false], 0), ([false, true], 1), ([true, true], 0), ([false, false], 0)])
    func theFingerThatIsDownDrivesThePop(tracking: [Bool], expected: Int?) {
        #expect(AdapterRouting.drivingFinger(tracking: tracking) == expected)
    }
}

@Suite struct ForwardingDelegateClaimTests {
    /// (adapter implements, app delegate implements, fallback implements) → route. A selector is
    /// claimed for the app's delegate only when the fallback answers it too: UIKit caches
    /// `responds(to:)`, and once the app's delegate (held weakly) is gone the call reaches the
    /// fallback — a selector neither answers would raise "unrecognized selector".
    @Test(arguments: [
        (true, true, true, AdapterRouting.DelegateRoute.adapter), (true, false, false, .adapter), (true, true, false, .adapter),
        (false, true, true, .forward), (false, true, false, .unanswered), (false, false, true, .unanswered),
        (false, false, false, .unanswered),
    ])
    func aSelectorIsClaimedOnlyWhenSomethingWillAlwaysAnswerIt(_ row: (Bool, Bool, Bool, AdapterRouting.DelegateRoute)) {
        #expect(AdapterRouting.route(adapterImplements: row.0, appDelegateImplements: row.1, fallbackImplements: row.2) == row.3)
    }

    /// Whatever the app's delegate does later, a claimed selector always has a target: the table
    /// of `route` and `forwardingTarget` together never sends a claimed call to nobody.
    @Test func noClaimedCallReachesNobody() {
        for adapter in [false, true] {
            for appWhenAsked in [false, true] {
                for fallback in [false, true] {
                    let route = AdapterRouting.route(
                        adapterImplements: adapter, appDelegateImplements: appWhenAsked, fallbackImplements: fallback)
                    guard route == .forward else { continue }
                    // The app's delegate deallocated or replaced: it implements nothing now.
                    #expect(AdapterRouting.forwardingTarget(appDelegateImplements: false, fallbackImplements: fallback) != .none)
                }
            }
        }
    }
}
