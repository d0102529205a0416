@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// Shadows on the strict host: a card with a shadow pushes into a card with a different
/// one; the crossfading pair shows one shadow at a time, a view that flies itself changes its own
/// layer's shadow, and afterwards — finished or cancelled — every original's shadow is exactly as
/// it was.
@Suite struct ShadowScenarioTests {
    static let card = Shadow(opacity: 0.25, radius: 6, offset: Vector(dx: 0, dy: 3))
    static let hero = Shadow(
        color: Color(red: 0, green: 0, blue: 0.3), opacity: 0.5, radius: 20, offset: Vector(dx: 0, dy: 12),
        path: Rect(x: 0, y: 0, width: 350, height: 350))
    static let screen = Shadow(opacity: 0.2, radius: 10, offset: .zero)

    /// The list's avatars cast `card`, the detail's hero `hero`, the detail screen itself `screen`;
    /// avatar 2 flies itself (`.useOriginalView`) and loses its shadow on the way.
    func screens() -> StrictScreens {
        let s = StrictScreens()
        for a in s.avatars { a.node.shadow = Self.card }
        s.hero.node.shadow = Self.hero
        s.detail.node.shadow = Self.screen
        s.avatars[2].node.transitionModifiers = [.useOriginalView, .shadow(nil)]
        return s
    }

    func standIn(_ name: String, _ s: StrictScreens) -> StrictView? {
        s.container.subtree.first { $0.name == "snapshot:\(name)" }
    }

    /// Both stand-ins' shadows over each other: alpha × opacity × colour alpha each, combined as
    /// two layers, 1 − (1 − x)(1 − y).
    func composite(_ a: StrictView, _ b: StrictView) -> Double {
        func strength(_ v: StrictView) -> Double { v.node.shadow.map { v.alpha * $0.opacity * $0.color.alpha } ?? 0 }
        return 1 - (1 - strength(a)) * (1 - strength(b))
    }

    @Test func aShadowedCardPushesIntoAnotherAndEveryShadowComesBack() throws {
        let s = screens()
        let listBefore = TreeFingerprint(s.list)
        let run = s.push()
        run.begin()
        s.world.turn()
        let outgoing = try #require(standIn("avatar-1", s))
        let incoming = try #require(standIn("hero", s))
        // Progress 0: only the outgoing stand-in (under the opaque incoming one) casts the card's shadow.
        #expect(outgoing.node.shadow == Self.card)
        #expect(incoming.node.shadow == nil)
        // The view flying itself starts with its own shadow, in the container.
        #expect(s.avatars[2].superview !== s.rows[2])
        #expect(s.avatars[2].node.shadow == Self.card)
        // The destination screen is animated itself and keeps its shadow.
        #expect(s.detail.node.shadow == Self.screen)

        var peak = 0.0
        for _ in 0..<Int(run.controller.transitionDuration * 60) - 2 {
            s.world.runFrames(1)
            guard outgoing.superview != nil else { break }
            peak = max(peak, composite(outgoing, incoming))
            #expect(incoming.node.shadow == nil)
        }
        // Never more than the larger end (the hero's 0.5): one shadow, not two.
        #expect(peak <= 0.5 + 1e-9 && peak > 0.25, "peak \(peak)")
        // Near the end the outgoing stand-in shows almost the hero's shadow.
        let late = try #require(outgoing.node.shadow)
        #expect(late.radius > 15 && late.opacity > 0.4, "\(late)")
        // The original flying itself lost its shadow on the way (the `.shadow(nil)` end).
        #expect((s.avatars[2].node.shadow?.opacity ?? 0) < Self.card.opacity)

        #expect(run.runToEnd() == true)
        #expect(TreeFingerprint(s.list).placedLike(listBefore) == listBefore)
        #expect(s.avatars.allSatisfy { $0.node.shadow == Self.card })
        #expect(s.hero.node.shadow == Self.hero)
        #expect(s.detail.node.shadow == Self.screen)
        #expect(!s.container.subtree.contains { $0.name?.hasPrefix("snapshot:") == true })
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test(arguments: ["cancelled mid-flight", "interactive, thrown back"])
    func aCancelledPushPutsEveryShadowBack(_ how: String) {
        let s = screens()
        let listBefore = TreeFingerprint(s.list)
        let run = s.push()
        if how == "cancelled mid-flight" {
            run.begin(startNow: true)
            s.world.runFrames(12)
            run.controller.cancel()
        } else {
            run.controller.gestureBegan(direction: Vector(dx: -1, dy: 0), distance: 390)
            run.begin(startNow: true)
            s.world.turn()  // the flight comes on screen a turn after the start (`SetupSchedule`)
            run.controller.gestureChanged(translation: Vector(dx: -180, dy: 0))
            #expect(s.avatars[2].node.shadow != Self.card)  // mid-flight, the original's own shadow is changing
            run.controller.gestureEnded(translation: Vector(dx: -120, dy: 0), velocity: Vector(dx: 900, dy: 0))
        }
        #expect(run.runToEnd() == false, "\(how)")
        #expect(TreeFingerprint(s.list) == listBefore, "\(how)")
        #expect(s.hero.node.shadow == Self.hero && s.detail.node.shadow == Self.screen)
        #expect(s.world.violations.isEmpty, "\(how): \(s.world.violations)")
    }
}
