@_spi(Harness) import MatchEngine
import Testing

/// The rules every host's restore follows: what goes back, what stands, and how views that never
/// left their superview are put back in order without leaving it.
@Suite struct RestoreRuleTests {
    @Test func aScrollViewKeepsItsContentOffsetAndGetsItsSizeBack() {
        let recorded = Rect(x: 0, y: 0, width: 390, height: 844)
        let current = Rect(x: 0, y: 240, width: 300, height: 500)
        #expect(
            RestoreRule.restoredBounds(recorded: recorded, current: current, isScrollView: true)
                == Rect(x: 0, y: 240, width: 390, height: 844))
        #expect(RestoreRule.restoredBounds(recorded: recorded, current: current, isScrollView: false) == recorded)
        #expect(!RestoreRule.restoresBoundsOrigin(isScrollView: true))
        #expect(RestoreRule.restoresBoundsOrigin(isScrollView: false))
    }

    @Test func onlyAStacksOwnConstraintsAboutAViewItArrangesAreLeftToTheStack() {
        #expect(RestoreRule.isStackOwned(identifier: "UISV-spacing", heldByStackArrangingView: true))
        #expect(RestoreRule.isStackOwned(identifier: "UISV-canvas-connection", heldByStackArrangingView: true))
        // The app's constraints, on the stack or elsewhere, are the app's.
        #expect(!RestoreRule.isStackOwned(identifier: "row.height", heldByStackArrangingView: true))
        #expect(!RestoreRule.isStackOwned(identifier: nil, heldByStackArrangingView: true))
        #expect(!RestoreRule.isStackOwned(identifier: "UISV-spacing", heldByStackArrangingView: false))
        #expect(!RestoreRule.isStackOwned(identifier: "uisv-spacing", heldByStackArrangingView: true))
    }

    @Test func theFirstResponderComesBackOnlyWhereTheViewLeftItsSuperviewAndLostItOnTheScreenThatStays() {
        for inside in [false, true] {
            for left in [false, true] {
                for now in [false, true] {
                    for stays in [false, true] {
                        #expect(
                            RestoreRule.restoresFirstResponder(
                                wasInside: inside, leftSuperview: left, isFirstResponderNow: now, onScreenThatStays: stays)
                                == (inside && left && !now && stays))
                    }
                }
            }
        }
        #expect(RestoreRule.screenThatStays(completed: true) == .destination)
        #expect(RestoreRule.screenThatStays(completed: false) == .source)
    }

    @Test func aDimmingViewEndsWhereItsTrackEndsForTheOutcome() {
        // A dismissal's track goes from shown to hidden, a presentation's the other way.
        #expect(RestoreRule.dimmingAlpha(completed: false, plannedFrom: 1, to: 0) == 1)
        #expect(RestoreRule.dimmingAlpha(completed: true, plannedFrom: 1, to: 0) == 0)
        #expect(RestoreRule.dimmingAlpha(completed: false, plannedFrom: 0, to: 1) == 0)
        #expect(RestoreRule.dimmingAlpha(completed: true, plannedFrom: 0, to: 1) == 1)
    }

    @Test func aConcealedOriginalGetsItsAlphaBackOnlyWhileItStillHasTheConcealingAlpha() {
        #expect(RestoreRule.revealsConcealed(currentAlpha: RestoreRule.concealedAlpha))
        for written in [0.5, 1, 0.001, -0.0 + 1e-9] { #expect(!RestoreRule.revealsConcealed(currentAlpha: written)) }
    }

    /// A container with `n` named subviews.
    func container(_ names: [String]) -> (host: HeadlessHost, views: [HeadlessView]) {
        let c = HeadlessView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let views = names.map { name -> HeadlessView in
            let v = HeadlessView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            v.name = name
            c.addSubview(v)
            return v
        }
        return (HeadlessHost(container: c), views)
    }

    @Test func aViewReStackedInItsSuperviewIsNotMovedButReordered() {
        let (host, v) = container(["a", "b", "c"])
        let records = [host.record(v[0]), host.record(v[2])]
        host.container.insertSubview(v[0], at: 2)  // a re-stacked on top: b c a
        let place = { (i: Int) -> (view: HeadlessView, superview: HeadlessView?, index: Int) in
            i == 0 ? (v[0], host.container, 0) : (v[2], host.container, 2)
        }
        #expect(host.movedRecords(count: 2, place: place).isEmpty)
        let steps = host.reorderSteps(count: 2, place: place, subviews: { $0.subviews })
        #expect(steps.map { $0.view.name } == ["a"])
        #expect(steps.allSatisfy { $0.superview === host.container && $0.index == 0 })
        host.restore(records, screenThatStays: host.container)
        #expect(host.container.subviews.map(\.name) == ["a", "b", "c"])
    }

    @Test func aViewInAnotherSuperviewHasMoved() {
        let (host, v) = container(["a", "b"])
        let other = HeadlessView(frame: .zero)
        host.container.addSubview(other)
        let records = [host.record(v[1])]
        other.addSubview(v[1])
        let place = { (_: Int) -> (view: HeadlessView, superview: HeadlessView?, index: Int) in (v[1], host.container, 1) }
        #expect(host.movedRecords(count: 1, place: place) == [0])
        #expect(host.reorderSteps(count: 1, place: place, subviews: { $0.subviews }).isEmpty)
        host.restore(records, screenThatStays: host.container)
        #expect(host.container.subviews.map(\.name) == ["a", "b", nil])
    }

    /// Every shuffle of a superview's subviews, with any subset recorded: the reorder steps end in
    /// the order detaching the recorded views and re-inserting them by increasing index gives,
    /// and each step moves a view already there toward the front.
    @Test(arguments: 0..<40)
    func reorderingMatchesDetachingAndReinsertingWithoutDetaching(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let names = (0..<6).map { "v\($0)" }
        let (host, views) = container(names)
        let recordedSet = views.filter { _ in rng.next() % 2 == 0 }
        let recorded = recordedSet.map { v in (v, host.container.subviews.firstIndex { $0 === v }!) }
        // The flight shuffles the superview.
        var shuffled = views
        for i in shuffled.indices.reversed() { shuffled.swapAt(i, Int(rng.next() % UInt64(i + 1))) }
        for (i, v) in shuffled.enumerated() { host.container.insertSubview(v, at: i) }
        // The reference: detach the recorded views, re-insert by increasing index.
        var reference = host.container.subviews.filter { v in !recorded.contains { $0.0 === v } }
        for (v, index) in recorded.sorted(by: { $0.1 < $1.1 }) { reference.insert(v, at: min(index, reference.count)) }
        let place = { (i: Int) -> (view: HeadlessView, superview: HeadlessView?, index: Int) in
            (recorded[i].0, host.container, recorded[i].1)
        }
        let steps = host.reorderSteps(count: recorded.count, place: place, subviews: { $0.subviews })
        for step in steps {
            let from = host.container.subviews.firstIndex { $0 === step.view }
            #expect(from != nil && from! > step.index)
            host.container.insertSubview(step.view, at: step.index)
        }
        #expect(host.container.subviews.map(\.name) == reference.map(\.name))
        for (v, index) in recorded { #expect(host.container.subviews.firstIndex { $0 === v } == index) }
    }
}
