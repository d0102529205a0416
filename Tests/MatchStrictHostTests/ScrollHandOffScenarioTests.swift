@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// A touch stream that starts inside a scrolled list on a presented sheet: the list scrolls to its
/// top, then — without the finger lifting — the dismissal takes over and follows the finger from
/// that point; the list stays pinned at its top. The finger goes through hit testing to the
/// dismissal pan on the sheet (`MatchInteraction` over the engine's `InteractionGlue`, as shipped),
/// which asks the glue whether it begins and runs beside the list's own pan; the list is the
/// strict host's scroll view, whose pan follows the finger until the glue cancels it.
@Suite struct ScrollHandOffScenarioTests {
    /// The detail presented as a half-height sheet from the bottom (the presentation run to its
    /// end), its dismissal pan handing off from scroll views when `handsOff`, and a vertical list
    /// 2 000 points tall filling the sheet, scrolled `offset` points down. `height` is the sheet's.
    static func halfSheet(listScrolledBy offset: Double, handsOff: Bool = true) -> (
        p: ModalAndTabScenarioTests.Presentation, s: StrictScreens, height: Double, list: StrictView
    ) {
        let p = ModalAndTabScenarioTests.Presentation()
        let s = p.screens
        #expect(p.present(.bottom, size: .fraction(0.5)).runToEnd() == true)
        p.presentation.interaction.glue.handsOffFromScrollViews = handsOff
        let list = StrictView(world: s.world, frame: s.detail.node.bounds, name: "sheet-list")
        list.isScrollView = true
        list.contentSize = Size(width: s.detail.node.bounds.width, height: 2_000)
        list.contentOffset = Point(x: 0, y: offset)
        s.detail.addSubview(list)
        return (p, s, p.modalContainer.node.bounds.height / 2, list)
    }

    @Test(arguments: [0.0, 120.0])
    func aScrollThatReachesTheTopHandsOverToTheDismissal(startOffset: Double) throws {
        let (p, s, height, list) = Self.halfSheet(listScrolledBy: startOffset)

        var finger = 0.0
        var handedOverAt: Double?
        let steps = (1...30).map { Vector(dx: 0, dy: Double($0) * 10) }
        let pan = s.world.pan(from: Point(x: 195, y: height + 100), through: steps, velocity: Vector(dx: 0, dy: 800)) {
            finger += 10
            let dismissing = p.presentation.run.map { $0.controller.configuration.kind == .dismiss } ?? false
            s.world.runFrames(1)
            if dismissing, handedOverAt == nil {
                // Where the finger was when the sheet began to follow it: read off the sheet.
                handedOverAt = finger - (s.detail.frameInWindow.minY - height)
            }
            if let handedOverAt {
                // The sheet follows the finger from the hand-off, 1:1 (within 1 pt); the list
                // stays at its top.
                let travelled = finger - handedOverAt
                #expect(abs(s.detail.frameInWindow.minY - (height + travelled)) <= 1, "finger \(finger)")
                #expect(list.contentOffset.y == 0, "finger \(finger)")
            } else {
                // Before the hand-off only the list moves; the sheet stays put.
                #expect(s.detail.frameInWindow.minY == height)
                #expect(list.contentOffset.y == startOffset - finger)
            }
        }
        #expect(pan === p.presentation.interaction.recognizer)
        // The hand-off happened exactly when the list reached its top: at once for a list already
        // there, after the finger had scrolled it back by its offset otherwise.
        #expect(abs((handedOverAt ?? .infinity) - startOffset) <= 1)
        let run = try #require(p.presentation.run)
        #expect(run.controller.configuration.kind == .dismiss)
        #expect(run.runToEnd() == true)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    /// Without hand-off, a scrolled list keeps the whole touch: the dismissal pan does not begin
    /// (its delegate refuses it while the list is not at its top) and the list scrolls.
    @Test func withoutHandOffAScrolledListKeepsTheTouch() throws {
        let (p, s, height, list) = Self.halfSheet(listScrolledBy: 120, handsOff: false)
        let steps = (1...20).map { Vector(dx: 0, dy: Double($0) * 10) }
        let pan = s.world.pan(from: Point(x: 195, y: height + 100), through: steps, velocity: Vector(dx: 0, dy: 800))
        #expect(pan == nil)
        #expect(p.presentation.isPresented)
        #expect(p.presentation.runs.count == 1)
        // The list scrolled to its top and bounced past it by half of every further step.
        #expect(list.contentOffset.y == -40)
        #expect(s.detail.frameInWindow.minY == height)
    }

    /// Without hand-off, a list already at its top lets the dismissal begin at once; the list is
    /// stopped and held at its top while the sheet follows the finger, rather than bouncing under it.
    @Test func withoutHandOffAListAtItsTopIsHeldWhileTheSheetFollows() throws {
        let (p, s, height, list) = Self.halfSheet(listScrolledBy: 0, handsOff: false)
        let steps = (1...10).map { Vector(dx: 0, dy: Double($0) * 10) }
        let pan = s.world.pan(from: Point(x: 195, y: height + 100), through: steps, velocity: Vector(dx: 0, dy: 800)) {
            s.world.runFrames(1)
            #expect(list.contentOffset.y == 0, "held at its top")
        }
        #expect(pan === p.presentation.interaction.recognizer)
        let run = try #require(p.presentation.run)
        #expect(run.controller.configuration.kind == .dismiss)
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
