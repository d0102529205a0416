@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// Shadows are set frame by frame (a display link, counted on the strict host) only while the
/// animator runs on its own: a transition held still by a finger costs no frames, and one whose
/// shadows never change costs none at all (uikit-practice P15).
@Suite struct ShadowFramesScenarioTests {
    static let card = Shadow(opacity: 0.25, radius: 6, offset: Vector(dx: 0, dy: 3))
    static let hero = Shadow(opacity: 0.5, radius: 20, offset: Vector(dx: 0, dy: 12))

    func shadowedScreens() -> StrictScreens {
        let s = StrictScreens()
        for a in s.avatars { a.node.shadow = Self.card }
        s.hero.node.shadow = Self.hero
        return s
    }

    @Test func aTransitionHeldStillByAFingerCostsNoFrames() throws {
        let s = shadowedScreens()
        let run = s.push()
        run.controller.gestureBegan(direction: Vector(dx: -1, dy: 0), distance: 390)
        run.begin()
        s.world.turn()
        run.controller.gestureChanged(translation: Vector(dx: -120, dy: 0))
        s.world.turn()
        let outgoing = try #require(s.container.subtree.first { $0.name == "snapshot:avatar-1" })
        let atGrab = outgoing.node.shadow
        let before = s.world.displayLinkFrames
        // Held still for half a second.
        s.world.runFrames(30)
        #expect(s.world.displayLinkFrames == before, "\(s.world.displayLinkFrames - before) frames while held still")
        // Moving the finger updates the shadows at once, without frames.
        run.controller.gestureChanged(translation: Vector(dx: -300, dy: 0))
        #expect(outgoing.node.shadow != atGrab)
        #expect(s.world.displayLinkFrames == before)
        run.controller.gestureEnded(translation: Vector(dx: -300, dy: 0), velocity: Vector(dx: -500, dy: 0))
        #expect(run.runToEnd() == true)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aTimedRunIsFollowedEveryFrameWhileItRunsOnly() {
        let s = shadowedScreens()
        let run = s.push()
        run.begin()
        #expect(run.runToEnd() == true)
        let frames = s.world.displayLinkFrames
        #expect(frames > 0)
        #expect(frames <= Int(run.controller.transitionDuration * 60) + 2, "\(frames)")
        s.world.runFrames(30)
        #expect(s.world.displayLinkFrames == frames)
        #expect(s.avatars.allSatisfy { $0.node.shadow == Self.card })
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func shadowsThatNeverChangeCostNoFrames() {
        let s = StrictScreens()
        // Only the incoming screen casts a shadow; it slides in unchanged.
        s.detail.node.shadow = Self.hero
        let run = s.push()
        run.begin()
        #expect(run.runToEnd() == true)
        #expect(s.world.displayLinkFrames == 0)
        #expect(s.detail.node.shadow == Self.hero)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
