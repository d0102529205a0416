@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// Layout that first happens inside an animation is animated (uikit-practice P20): every layout
/// pending in the container is run before the transition reads the screens and before it adds
/// its animations.
@Suite struct LayoutBeforeAnimationScenarioTests {
    @Test func aLayoutUIKitLeavesPendingOnTheOutgoingScreenRunsBeforeTheScreenIsRead() throws {
        let s = StrictScreens()
        // The list lays its stack out lower once it lays out again (a large title that expanded).
        s.list.layout = { [stack = s.stack] list in
            stack.frame = Rect(x: 0, y: 140, width: list.node.bounds.width, height: 600)
        }
        let run = s.push()
        // UIKit marks the outgoing view as needing layout as it begins (Hero's comment).
        run.sourceNeedsLayoutAtStart = true
        run.begin()
        s.world.turn()
        let laidOut = s.avatars[1].frameInWindow
        #expect(laidOut.minY == 140 + 90 + 10)
        // The avatar's stand-in starts where the avatar is, laid out.
        let hero = try #require(s.container.subviews.first { $0.name == "snapshot:hero" })
        #expect(hero.frameInWindow.isApproximatelyEqual(to: laidOut, tolerance: 0.5), "\(hero.frameInWindow) vs \(laidOut)")
        #expect(run.runToEnd() == true)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aDismissalSetUpAtOnceAddsNoAnimationOverAPendingLayout() throws {
        // A dismissal over a presenter that stays on screen sets up inside the committing pass,
        // before that pass lays anything out.
        let p = ModalAndTabScenarioTests.Presentation()
        let s = p.screens
        s.badge.node.transitionID = nil  // no nested fliers: nothing to wait a turn for
        let present = p.present(.bottom)
        #expect(present.runToEnd() == true)
        // UIKit marks the outgoing screen for layout as it begins the dismissal (P20).
        s.detail.setNeedsLayout()
        let dismiss = p.dismiss(.bottom)
        #expect(dismiss.runToEnd() == true)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
