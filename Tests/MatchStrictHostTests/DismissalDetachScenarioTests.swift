@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// Completing a dismissal detaches views: UIKit removes the presented view inside
/// `completeTransition(true)`, and for `.overFullScreen` the whole transition container
/// (uikit-practice P21, Hero2 `BaseTransition.swift`). Nothing the app owns that should stay on
/// screen may be in what UIKit takes away, and nothing Match made may be left behind in it.
@Suite struct DismissalDetachScenarioTests {
    @Test func aCompletedDismissalLeavesThePresenterWholeAndNothingOfMatchsInWhatUIKitRemoves() throws {
        let p = ModalAndTabScenarioTests.Presentation()
        let s = p.screens
        s.badge.node.transitionID = nil
        // The presented hero flies itself: Match takes it out of the presented screen for the flight.
        s.hero.node.transitionModifiers = [.useOriginalView]
        let presenterBefore = TreeFingerprint(s.container)
        let present = p.present(.bottom)
        #expect(present.runToEnd() == true)
        let detailBefore = TreeFingerprint(s.detail)
        let container = try #require(p.presentation.container)
        // `StrictPresentation` takes the presented view and the transition container out of the
        // window inside `completeTransition(true)` (the least favourable reading of P21).
        let dismiss = p.dismiss(.bottom)
        s.world.turn()
        s.world.runFrames(6)
        #expect(s.hero.superview !== s.detail)  // flying in the container
        #expect(dismiss.runToEnd() == true)
        s.world.turn()
        // The presenter never left the window and is as it was.
        #expect(s.container.isInWindow)
        #expect(TreeFingerprint(s.container) == presenterBefore)
        // The hero is back in its screen, which UIKit took away whole.
        #expect(s.hero.superview === s.detail)
        #expect(TreeFingerprint(s.detail).placedLike(detailBefore) == detailBefore)
        // Nothing Match made is left, on screen or in what UIKit detached.
        let made = ["snapshot:", "frame:", "carrier", "cover"]
        for top in [s.world.window!, container, s.detail] {
            #expect(!top.subtree.contains { v in made.contains { v.name?.hasPrefix($0) == true } }, "\(top.name ?? "")")
        }
        #expect(!container.isInWindow && !s.detail.isInWindow)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
