import MatchEngine
import MatchStrictHost
import Testing

/// A touch stream that starts inside a scrolled list on a presented sheet: the list scrolls to its
/// top, then — without the finger lifting — the dismissal takes over and follows the finger from
/// that point; the list stays pinned at its top. Everything `MatchInteraction` does with the
/// engine's answers (`GestureGate`, `ScrollHandOff`) is played here against the strict host, with a
/// simulated scroll view that follows the finger until it hits its edge; the finger goes to the
/// dismissal `ModalCoordination` gives it (`StrictPresentation.dismissPanBegan`).
@Suite struct ScrollHandOffScenarioTests {
    /// A vertical list scrolled `offset` points down, which a finger moving down scrolls back up.
    struct SimulatedList {
        var offset: Double
        var pinned = false
        var state: GestureGate.ScrollState {
            GestureGate.ScrollState(
                offset: Point(x: 0, y: offset), contentSize: Size(width: 390, height: 2_000),
                boundsSize: Size(width: 390, height: 422), insetTop: 0, insetLeft: 0, insetBottom: 0, insetRight: 0)
        }
        /// The scroll view's own pan: content follows the finger's step until the top (no bounce while pinned).
        mutating func follow(step: Double) {
            if pinned { offset = GestureGate.pinnedOffset(state, for: Vector(dx: 0, dy: 1)).y } else { offset = max(offset - step, 0) }
        }
    }

    @Test(arguments: [0.0, 120.0])
    func aScrollThatReachesTheTopHandsOverToTheDismissal(startOffset: Double) throws {
        let p = ModalAndTabScenarioTests.Presentation()
        let s = p.screens
        let present = p.present(.bottom, size: .fraction(0.5))
        #expect(present.runToEnd() == true)
        let height = p.modalContainer.node.bounds.height / 2

        let down = Vector(dx: 0, dy: 1)
        var list = SimulatedList(offset: startOffset)
        // The pan may begin inside the scrolled list (it hands off), and runs beside the list's pan.
        #expect(
            GestureGate.shouldBegin(
                velocity: Vector(dx: 0, dy: 300), translation: .zero, direction: down,
                scrollViews: [list.state], handsOff: true))
        #expect(GestureGate.recognizesSimultaneously(withScrollView: list.state, direction: down, handsOff: true))
        // Without hand-off, a scrolled list keeps the touch.
        #expect(
            GestureGate.shouldBegin(
                velocity: Vector(dx: 0, dy: 300), translation: .zero, direction: down,
                scrollViews: [list.state]) == (startOffset == 0))

        let relay = p.presentation.interaction
        var handOff = ScrollHandOff(direction: down, scrollViews: [list.state])
        var dismiss: StrictTransitionRun?
        func takeOver() {
            // MatchInteraction's take-over: the finger goes down; with nothing running to grab, the
            // dismissal starts, and the coordination gives it this finger.
            dismiss = p.panDismiss(.bottom, size: .fraction(0.5), direction: down, distance: height)
        }
        var finger = 0.0
        var handedOverAt: Double?
        if handOff.hasHandedOver {
            handedOverAt = 0
            takeOver()
        }
        for _ in 0..<30 {
            finger += 10
            list.follow(step: 10)
            if let followed = handOff.update(translation: Vector(dx: 0, dy: finger), scrollViews: [list.state]) {
                if dismiss == nil {
                    handedOverAt = finger
                    takeOver()
                }
                list.pinned = true
                relay.changed(translation: followed)
            }
            s.world.runFrames(1)
            if let handedOverAt, let dismiss {
                // The sheet follows the finger from the hand-off, 1:1 (within 1 pt).
                let travelled = finger - handedOverAt
                #expect(abs(s.detail.frameInWindow.minY - (height + travelled)) <= 1, "finger \(finger)")
                #expect(list.offset == 0)
                _ = dismiss
            } else {
                // Before the hand-off only the list moves; the sheet stays put.
                #expect(s.detail.frameInWindow.minY == height)
            }
        }
        // The hand-off happened exactly when the list reached its top: at once for a list already
        // there, after the finger had scrolled it back by its offset otherwise.
        #expect(handedOverAt == startOffset)
        relay.ended(
            translation: Vector(dx: 0, dy: finger - (handedOverAt ?? 0)), velocity: Vector(dx: 0, dy: 800),
            at: s.world.clock.now)
        let run = try #require(dismiss)
        #expect(run.runToEnd() == true)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aScrollViewThatNeverReachesItsEdgeKeepsTheFinger() {
        var handOff = ScrollHandOff(
            direction: Vector(dx: 0, dy: 1),
            scrollViews: [
                GestureGate.ScrollState(offset: Point(x: 0, y: 500), minimumOffset: .zero, maximumOffset: Point(x: 0, y: 1_000))
            ])
        #expect(!handOff.hasHandedOver)
        for y in stride(from: 10.0, through: 200, by: 10) {
            let scrolled = GestureGate.ScrollState(
                offset: Point(x: 0, y: 500 - y), minimumOffset: .zero, maximumOffset: Point(x: 0, y: 1_000))
            #expect(handOff.update(translation: Vector(dx: 0, dy: y), scrollViews: [scrolled]) == nil)
        }
        // NaN input is no motion, not a hand-off.
        #expect(handOff.update(translation: Vector(dx: .nan, dy: .nan), scrollViews: []) == .zero)
        #expect(handOff.origin == .zero)
    }
}
