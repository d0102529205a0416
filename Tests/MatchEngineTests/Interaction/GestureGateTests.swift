import Testing

@testable import MatchEngine

@Suite struct GestureGateTests {
    static let down = Vector(dx: 0, dy: 1)
    static let right = Vector(dx: 1, dy: 0)

    /// (velocity, translation, direction, begins)
    @Test(arguments: [
        (Vector(dx: 0, dy: 300), Vector.zero, down, true),  // straight down
        (Vector(dx: 0, dy: -300), Vector.zero, down, false),  // up: the wrong way
        (Vector(dx: 290, dy: 300), Vector.zero, down, true),  // 44° off: still mostly down
        (Vector(dx: 310, dy: 300), Vector.zero, down, false),  // 46° off: mostly sideways
        (Vector.zero, Vector(dx: 0, dy: 4), down, true),  // no velocity yet: the translation decides
        (Vector.zero, Vector.zero, down, false),  // no motion at all
        (Vector(dx: 500, dy: 10), Vector.zero, right, true),  // the edge swipe back
        (Vector(dx: -500, dy: 10), Vector.zero, right, false),
        (Vector(dx: .nan, dy: 1), Vector(dx: 0, dy: 3), down, true),  // a NaN velocity: the translation decides
        (Vector(dx: 0, dy: 300), Vector.zero, Vector.zero, false),  // no direction
    ])
    func beginsOnlyAlongTheDirection(_ row: (Vector, Vector, Vector, Bool)) {
        #expect(GestureGate.shouldBegin(velocity: row.0, translation: row.1, direction: row.2) == row.3)
    }

    /// A list 800 pt tall in a 400 × 600 scroll view with a 20 pt top inset: offsets −20 … 200.
    static func list(offsetY: Double) -> GestureGate.ScrollState {
        GestureGate.ScrollState(
            offset: Point(x: 0, y: offsetY), contentSize: Size(width: 400, height: 800), boundsSize: Size(width: 400, height: 600),
            insetTop: 20, insetLeft: 0, insetBottom: 0, insetRight: 0)
    }

    /// (offset y, direction, at edge)
    @Test(arguments: [
        (-20.0, down, true),  // at its top: dragging down can dismiss
        (-19.8, down, true),  // within the half-point tolerance
        (0.0, down, false),  // scrolled 20 pt: the list scrolls back first
        (200.0, Vector(dx: 0, dy: -1), true),  // at its bottom, dragging up
        (100.0, Vector(dx: 0, dy: -1), false),
        (100.0, right, true),  // content as wide as the bounds: at both horizontal edges
    ])
    func scrollEdges(_ row: (Double, Vector, Bool)) {
        #expect(GestureGate.isAtEdge(Self.list(offsetY: row.0), for: row.1) == row.2)
        #expect(GestureGate.recognizesSimultaneously(withScrollView: Self.list(offsetY: row.0), direction: row.1) == row.2)
    }

    @Test func aScrollViewThatCanStillScrollKeepsTheTouch() {
        let v = Vector(dx: 0, dy: 400)
        #expect(GestureGate.shouldBegin(velocity: v, translation: .zero, direction: Self.down, scrollViews: [Self.list(offsetY: -20)]))
        #expect(!GestureGate.shouldBegin(velocity: v, translation: .zero, direction: Self.down, scrollViews: [Self.list(offsetY: 50)]))
        #expect(!GestureGate.recognizesSimultaneously(withScrollView: nil, direction: Self.down))
    }

    @Test func aScrollViewIsHeldAtTheEdgeTheFingerPullsItToward() {
        #expect(GestureGate.pinnedOffset(Self.list(offsetY: -35), for: Self.down) == Point(x: 0, y: -20))
        #expect(GestureGate.pinnedOffset(Self.list(offsetY: 230), for: Vector(dx: 0, dy: -1)) == Point(x: 0, y: 200))
        // Content smaller than the bounds: the maximum is raised to the minimum.
        let short = GestureGate.ScrollState(
            offset: Point(x: 0, y: 5), contentSize: Size(width: 100, height: 100), boundsSize: Size(width: 400, height: 600),
            insetTop: 0, insetLeft: 0, insetBottom: 0, insetRight: 0)
        #expect(short.maximumOffset == Point(x: 0, y: 0))
        #expect(GestureGate.pinnedOffset(short, for: Vector(dx: 0, dy: -1)) == Point(x: 0, y: 0))
    }
}

@Suite struct VelocityEstimatorTests {
    @Test func aSteadyFingerGivesItsSpeed() {
        var e = VelocityEstimator()
        // 300 pt/s right, 120 pt/s up, sampled every 8 ms.
        for i in 0..<10 {
            let t = Double(i) * 0.008
            e.add(Point(x: 10 + 300 * t, y: 500 - 120 * t), at: t)
        }
        #expect(e.velocity.dx.isApproximatelyEqual(to: 300, tolerance: 1e-6))
        #expect(e.velocity.dy.isApproximatelyEqual(to: -120, tolerance: 1e-6))
    }

    @Test func onlyTheLastWindowCounts() {
        var e = VelocityEstimator(window: 0.05)
        // Moving at 1 000 pt/s, then stopped for 100 ms: the velocity is zero.
        for i in 0...10 { e.add(Point(x: Double(i) * 10, y: 0), at: Double(i) * 0.01) }
        for i in 11...20 { e.add(Point(x: 100, y: 0), at: Double(i) * 0.01) }
        #expect(e.velocity.dx.isApproximatelyEqual(to: 0, tolerance: 1e-9))
    }

    @Test func tooFewOrBadSamplesGiveZero() {
        var e = VelocityEstimator()
        #expect(e.velocity == .zero)
        e.add(Point(x: 1, y: 1), at: 1)
        #expect(e.velocity == .zero)
        e.add(Point(x: .nan, y: 1), at: 2)
        #expect(e.velocity == .zero)
        // Two samples 10 ms apart, 5 pt: 500 pt/s.
        e.add(Point(x: 6, y: 1), at: 1.01)
        #expect(e.velocity.dx.isApproximatelyEqual(to: 500, tolerance: 1e-6))
        e.reset()
        #expect(e.velocity == .zero)
    }
}

@Suite struct GestureRelayTests {
    final class Recorder: GestureReceiver {
        var calls: [String] = []
        func gestureBegan(direction: Vector, distance: Double) { calls.append("began \(direction.dx),\(direction.dy) \(distance)") }
        func gestureChanged(translation: Vector) { calls.append("changed \(translation.dx)") }
        func gestureEnded(translation: Vector, velocity: Vector) { calls.append("ended \(translation.dx) \(velocity.dx)") }
        func gestureCancelled() { calls.append("cancelled") }
    }

    @Test func aReceiverAttachedMidGestureCatchesUp() {
        let relay = GestureRelay<Recorder>()
        relay.began(direction: Vector(dx: 1, dy: 0), distance: 400)
        relay.changed(translation: Vector(dx: 30, dy: 0))
        #expect(relay.isTracking)
        let r = Recorder()
        relay.attach(r, at: 1)
        relay.changed(translation: Vector(dx: 50, dy: 0))
        relay.ended(translation: Vector(dx: 60, dy: 0), velocity: Vector(dx: 900, dy: 0), at: 1.1)
        #expect(r.calls == ["began 1.0,0.0 400.0", "changed 30.0", "changed 50.0", "ended 60.0 900.0"])
        #expect(relay.state == .idle)
    }

    @Test func aFingerThatLiftedBeforeTheTransitionExistedIsReplayedWhole() {
        let relay = GestureRelay<Recorder>()
        relay.began(direction: Vector(dx: 0, dy: 1), distance: 800)
        relay.changed(translation: Vector(dx: 20, dy: 0))
        relay.ended(translation: Vector(dx: 25, dy: 0), velocity: Vector(dx: 10, dy: 0), at: 10)
        let r = Recorder()
        relay.attach(r, at: 10.1)
        #expect(r.calls == ["began 0.0,1.0 800.0", "changed 25.0", "ended 25.0 10.0"])
        // Attached again (a later transition): nothing stale is replayed.
        let later = Recorder()
        relay.attach(later, at: 10.2)
        #expect(later.calls.isEmpty)
    }

    @Test(arguments: [(0.3, false), (0.25, true), (0.0, true), (-1.0, false), (Double.nan, false)])
    func aReleaseThatStartedNoTransitionDoesNotLeakIntoTheNextOne(delay: Double, replayed: Bool) {
        // A back swipe the app's own animator took (or a refused pop): no receiver attached in
        // time; the next button push must start timed, not with that old release.
        let relay = GestureRelay<Recorder>()
        relay.began(direction: Vector(dx: 1, dy: 0), distance: 390)
        relay.changed(translation: Vector(dx: 40, dy: 0))
        relay.ended(translation: Vector(dx: 40, dy: 0), velocity: Vector(dx: -100, dy: 0), at: 5)
        let next = Recorder()
        relay.attach(next, at: 5 + delay)
        #expect(next.calls.isEmpty == !replayed)
        #expect(relay.state == .idle)
    }

    @Test func callsWithoutAFingerDownAreIgnoredAndCancelReleasesInPlace() {
        let relay = GestureRelay<Recorder>()
        let r = Recorder()
        relay.attach(r, at: 0)
        relay.changed(translation: Vector(dx: 5, dy: 0))
        relay.ended(translation: .zero, velocity: .zero, at: 0)
        #expect(r.calls.isEmpty)
        relay.began(direction: Vector(dx: 1, dy: 0), distance: 100)
        relay.changed(translation: Vector(dx: 40, dy: 0))
        relay.cancelled(at: 1)
        #expect(r.calls == ["began 1.0,0.0 100.0", "changed 40.0", "ended 40.0 0.0"])
    }
}
