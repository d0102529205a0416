import Testing

@testable import MatchEngine

@Suite struct AdapterRoutingTests {
    @Test(arguments: [
        (true, true, AdapterRouting.DelegateRoute.adapter), (true, false, .adapter),
        (false, true, .forward), (false, false, .unanswered),
    ])
    func delegateCallsAreRouted(_ row: (Bool, Bool, AdapterRouting.DelegateRoute)) {
        #expect(AdapterRouting.route(adapterImplements: row.0, appDelegateImplements: row.1) == row.2)
    }

    @Test func theAppsAnimatorWinsThenMatchThenTheSystem() {
        #expect(AdapterRouting.animation(appSuppliesAnimator: true, matchEnabled: true, isRealOperation: true) == .app)
        #expect(AdapterRouting.animation(appSuppliesAnimator: false, matchEnabled: true, isRealOperation: true) == .match)
        #expect(AdapterRouting.animation(appSuppliesAnimator: false, matchEnabled: false, isRealOperation: true) == .system)
        #expect(AdapterRouting.animation(appSuppliesAnimator: false, matchEnabled: true, isRealOperation: false) == .system)
    }

    /// Four tabs in a 400-wide bar at y 751…800: 100 pt slots, centres at 50, 150, 250, 350.
    @Test func tabCentres() {
        let bar = Rect(x: 0, y: 751, width: 400, height: 49)
        #expect(
            AdapterRouting.tabItemCenter(index: 2, count: 4, tabBarFrame: bar, layoutDirection: .leftToRight)
                == Point(x: 250, y: 775.5))
        #expect(
            AdapterRouting.tabItemCenter(index: 0, count: 4, tabBarFrame: bar, layoutDirection: .rightToLeft)
                == Point(x: 350, y: 775.5))
        #expect(
            AdapterRouting.tabItemCenter(index: 9, count: 4, tabBarFrame: bar, layoutDirection: .leftToRight)
                == Point(x: 200, y: 775.5))
        #expect(AdapterRouting.tabKind(from: 1, to: 1) == nil)
        #expect(AdapterRouting.tabKind(from: 1, to: 3) == .tabSwitch(from: 1, to: 3))
    }

    /// A selection made in code reveals from the item's slot only when `tabBar` is the bar on screen;
    /// hidden, or where UIKit may float the bar or show a sidebar instead (iOS 18, regular width),
    /// from the middle of the view: 400 × 800 → (200, 400).
    @Test func revealSlotsOnlyFromTheBarOnScreen() {
        let bar = Rect(x: 0, y: 751, width: 400, height: 49)
        let view = Size(width: 400, height: 800)
        let cases: [(isShown: Bool, mayBeReplaced: Bool, slot: Point)] = [
            (true, false, Point(x: 250, y: 775.5)),
            (false, false, Point(x: 200, y: 400)),
            (true, true, Point(x: 200, y: 400)),
            (false, true, Point(x: 200, y: 400)),
        ]
        for c in cases {
            let layout = TabBarLayout(frame: bar, isShown: c.isShown, mayBeReplaced: c.mayBeReplaced)
            #expect(
                AdapterRouting.tabRevealSlot(index: 2, count: 4, tabBar: layout, viewSize: view, layoutDirection: .leftToRight)
                    == c.slot, "shown \(c.isShown), may be replaced \(c.mayBeReplaced)")
        }
        let hidden = TabBarLayout(frame: bar, isShown: false, mayBeReplaced: false)
        #expect(
            AdapterRouting.tabRevealSlot(
                index: 2, count: 4, tabBar: hidden, viewSize: Size(width: .nan, height: 800), layoutDirection: .leftToRight)
                == Point(x: 0, y: 0))
    }

    /// What the container reads of UIKit makes the layout: `tabBar` is shown only in a window, not
    /// hidden, at alpha 0.01 or more, and not hidden by the controller; another bar may stand in
    /// for it only on iPadOS 18 or later in a regular width (an iPhone in landscape keeps its bar).
    @Test func tabBarLayoutFromWhatUIKitReports() {
        let bar = Rect(x: 0, y: 751, width: 400, height: 49)
        func layout(
            inWindow: Bool = true, isHidden: Bool = false, alpha: Double = 1, hides: Bool = false, pad: Bool = false,
            regular: Bool = false
        ) -> TabBarLayout {
            .reading(
                frame: bar, inWindow: inWindow, isHidden: isHidden, alpha: alpha, controllerHidesBar: hides,
                isPadOS18OrLater: pad, isRegularWidth: regular)
        }
        let cases: [(TabBarLayout, isShown: Bool, mayBeReplaced: Bool)] = [
            (layout(), true, false),
            (layout(inWindow: false), false, false),
            (layout(isHidden: true), false, false),
            (layout(alpha: 0.009), false, false),
            (layout(alpha: 0.01), true, false),
            (layout(hides: true), false, false),
            (layout(regular: true), true, false),
            (layout(pad: true), true, false),
            (layout(pad: true, regular: true), true, true),
        ]
        for (l, shown, replaced) in cases {
            #expect(l.frame == bar)
            #expect(l.isShown == shown && l.mayBeReplaced == replaced, "\(l)")
        }
    }

    /// What each container operation gets from `.automatic` and from the tab styles.
    @Test func effectsPerOperation() {
        func effect(_ kind: TransitionContext.Kind, _ e: TransitionEffect = .automatic) -> TransitionEffect {
            TransitionContext(kind: kind, containerSize: Size(width: 400, height: 800), effect: e).resolvedEffect
        }
        #expect(effect(.push) == .push(.left))
        #expect(effect(.pop) == .push(.left))
        #expect(effect(.present) == .presentFromEdge(.bottom))
        #expect(effect(.dismiss) == .presentFromEdge(.bottom))
        #expect(effect(.tabSwitch(from: 0, to: 1)) == .slide(.left))
        #expect(effect(.tabSwitch(from: 1, to: 0)) == .slide(.right))
        #expect(
            effect(.tabSwitch(from: 0, to: 1), .circularReveal(center: Point(x: 1, y: 2))) == .circularReveal(center: Point(x: 1, y: 2)))
    }

    @Test func keyframeStepsAreRelativeStartsAndDurations() {
        let source = screen([view("a", Rect(x: 0, y: 0, width: 50, height: 50))])
        let destination = screen([view("a", Rect(x: 300, y: 600, width: 50, height: 50))])
        let p = plan(source, destination, TransitionContext(kind: .push, containerSize: container, effect: .none))
        let keys = p.keyframes()
        for i in 0..<p.count {
            let steps = keys.animationSteps(ofTrack: i)
            #expect(steps.count == keys.keyframeCount(ofTrack: i) - 1)
            #expect(steps.first?.relativeStart == 0)
            let end = steps.last.map { $0.relativeStart + $0.relativeDuration }
            #expect(end.map { $0.isApproximatelyEqual(to: 1, tolerance: 1e-12) } == true)
            #expect(steps.allSatisfy { $0.relativeDuration >= 0 })
            #expect(steps.last?.state == p.tracks[i].to)
        }
    }
}
