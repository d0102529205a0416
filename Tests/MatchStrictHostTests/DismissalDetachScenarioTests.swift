import MatchEngine
import MatchStrictHost
import Testing

/// Completing a dismissal detaches views: UIKit removes the presented view inside
/// `completeTransition(true)`, and for `.overFullScreen` the whole transition container
/// (uikit-practice P21, Hero2 `BaseTransition.swift`). Nothing the app owns that should stay on
/// screen may be in what UIKit takes away, and nothing Match made may be left behind in it.
@Suite struct DismissalDetachScenarioTests {
    enum Style: CaseIterable, Sendable { case custom, overFullScreen }

    @Test(arguments: Style.allCases)
    func aCompletedDismissalLeavesThePresenterWholeAndNothingOfMatchsInWhatUIKitRemoves(style: Style) throws {
        let p = ModalAndTabScenarioTests.Presentation()
        let s = p.screens
        s.badge.node.transitionID = nil
        // The presented hero flies itself: Match takes it out of the presented screen for the flight.
        s.hero.node.transitionModifiers = [.useOriginalView]
        let presenterBefore = TreeFingerprint(s.container)
        let present = p.present(.bottom)
        present.begin()
        #expect(present.runToEnd() == true)
        let detailBefore = TreeFingerprint(s.detail)
        let bounds = p.modalContainer.node.bounds
        let effect = TransitionEffect.presentFromEdge(.bottom, dimming: Color(red: 0, green: 0, blue: 0, alpha: 0.4))
        let dismiss = StrictTransitionRun(
            world: s.world, configuration: TransitionContext(kind: .dismiss, containerSize: bounds.size, effect: effect),
            container: p.modalContainer, handed: [.source: s.detail],
            controllerViews: [.source: s.detail, .destination: s.list],
            finalFrames: [:], dimmingView: p.dimming,
            afterCompletion: { [p, s] completed in
                guard completed else { return }
                // Inside completeTransition(true): the presented view and the chrome go, and for
                // `.overFullScreen` the transition container itself.
                p.dimming.removeFromSuperview()
                s.detail.removeFromSuperview()
                if style == .overFullScreen { p.modalContainer.removeFromSuperview() }
            })
        dismiss.begin()
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
        let made = ["snapshot:", "frame:", "carrier", "cover", "dimming"]
        for top in [s.world.window!, p.modalContainer, s.detail] {
            #expect(!top.subtree.contains { v in made.contains { v.name?.hasPrefix($0) == true } }, "\(top.name ?? "")")
        }
        #expect(p.modalContainer.isInWindow == (style == .custom))
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
