@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// `present(_:animated: false)` and `dismiss(animated: false)` of a `.custom` presentation: UIKit
/// still runs the custom animator, with `isAnimated == false` ("we will invoke the
/// animateTransition: even though the transition should not be animated",
/// UIViewControllerTransitioning.h). Match then animates nothing: the presentation ends inside
/// the call, in its end state, nothing captured, claimed or left behind — so the app can present
/// again at once. A push or pop without animation is held to the same, on the least favourable
/// reading that UIKit runs the delegate's animator for it too.
@Suite struct UnanimatedPresentationScenarioTests {
    /// What Match made during a flight (stand-ins, their frames, a carrier, a cover).
    static let made = ["snapshot:", "frame:", "carrier", "cover"]

    static func leftovers(in top: StrictView) -> [String] {
        top.subtree.compactMap(\.name).filter { name in made.contains { name.hasPrefix($0) } }
    }

    @Test(arguments: [
        (PresentationEdge.bottom, PresentationSize.full), (.top, .full), (.center, .full), (.bottom, .fraction(0.5)),
    ])
    func aPresentationWithoutAnimationEndsInsideTheCallInItsEndState(edge: PresentationEdge, size: PresentationSize) throws {
        let p = ModalAndTabScenarioTests.Presentation()
        let s = p.screens
        let presenterBefore = TreeFingerprint(s.container)
        let snapshotsBefore = s.world.snapshots
        p.presentation.coordination.effect = ModalAndTabScenarioTests.Presentation.effect(edge, size: size)
        let run = try #require(p.presentation.present(animated: false))
        // Inside the call: completed, and the container told the animator it ended.
        #expect(run.context.completion == true)
        #expect(run.ended == true)
        #expect(p.presentation.isPresented)
        #expect(!p.presentation.isTransitioning)
        // The presented screen at its final frame, over the dimming view at its end state.
        let final = run.context.finalFrame(.destination)
        #expect(s.detail.superview === p.modalContainer)
        #expect(s.detail.frame == final)
        #expect(s.detail.alpha == 1 && !s.detail.isHidden)
        #expect(p.dimming.alpha == 1)
        #expect(p.modalContainer.subviews.map(\.name) == ["presentation-dimming", "detail"])
        // Nothing captured, claimed or left; the presenter untouched.
        #expect(run.controller.session == nil)
        #expect(s.world.snapshots == snapshotsBefore)
        #expect(run.host?.registry.count == 0)
        #expect(Self.leftovers(in: s.world.window).isEmpty)
        #expect(TreeFingerprint(s.container) == presenterBefore)
        #expect(run.controller.diagnostics.isEmpty, "\(run.controller.diagnostics)")
        s.world.runFrames(3)
        #expect(s.detail.frame == final)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aDismissalWithoutAnimationEndsInsideTheCallWithEveryOriginalAsItWas() throws {
        let p = ModalAndTabScenarioTests.Presentation()
        let s = p.screens
        let presenterBefore = TreeFingerprint(s.container)
        #expect(p.present(.bottom).runToEnd() == true)
        s.world.turn()
        let detailBefore = TreeFingerprint(s.detail)
        let container = try #require(p.presentation.container)
        let snapshotsBefore = s.world.snapshots
        let run = try #require(p.presentation.dismiss(animated: false))
        #expect(run.context.completion == true)
        #expect(run.ended == true)
        #expect(!p.presentation.isPresented)
        #expect(!p.presentation.isTransitioning)
        // UIKit took the presented screen and the container away; the screen is as it was.
        #expect(!s.detail.isInWindow && !container.isInWindow)
        #expect(TreeFingerprint(s.detail).placedLike(detailBefore) == detailBefore)
        #expect(p.dimming.superview == nil)
        #expect(run.controller.session == nil)
        #expect(s.world.snapshots == snapshotsBefore)
        #expect(run.host?.registry.count == 0)
        for top in [s.world.window!, container, s.detail] { #expect(Self.leftovers(in: top).isEmpty) }
        #expect(TreeFingerprint(s.container) == presenterBefore)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    /// A common sequence: dismiss one screen without animation and present another at once.
    @Test func aDismissalWithoutAnimationLetsAnotherScreenBePresentedAtOnce() throws {
        let p = ModalAndTabScenarioTests.Presentation()
        let s = p.screens
        #expect(p.present(.bottom).runToEnd() == true)
        s.world.turn()
        let other = StrictView(world: s.world, frame: .zero, name: "other")
        other.backgroundColor = .fixed(Color(red: 0.9, green: 0.9, blue: 1))
        let otherHero = StrictView(world: s.world, frame: Rect(x: 20, y: 100, width: 100, height: 100), name: "other-hero")
        otherHero.node.transitionID = "item-2"
        otherHero.backgroundColor = .fixed(Color(red: 0.2, green: 0.4, blue: 0.9))
        other.addSubview(otherHero)
        let second = StrictPresentation(world: s.world, presenting: s.list, presented: other)
        second.followsFinger = false

        let dismissal = try #require(p.presentation.dismiss(animated: false))
        let presentation = try #require(second.present(animated: true))
        #expect(dismissal.ended == true)
        #expect(presentation.runToEnd() == true)
        s.world.turn()
        #expect(second.isPresented && !p.presentation.isPresented)
        #expect(other.superview === second.container)
        #expect(other.frame == presentation.context.finalFrame(.destination))
        #expect(!s.detail.isInWindow)
        #expect(Self.leftovers(in: s.world.window).isEmpty)
        #expect(presentation.host?.registry.count == 0)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    /// A push or pop without animation under Match's navigation delegate, taking the least
    /// favourable reading (UIKit asks the delegate and runs its animator with `isAnimated == false`):
    /// it ends inside the call and the next operation can follow at once.
    @Test func aPushAndAPopWithoutAnimationEndInsideTheCall() throws {
        let s = StrictScreens()
        let nav = s.inNavigationController()
        let listBefore = TreeFingerprint(s.list)
        let snapshotsBefore = s.world.snapshots
        nav.push(s.detail, animated: false)
        let push = try #require(nav.run)
        #expect(push.context.completion == true)
        #expect(push.ended == true)
        #expect(!nav.isTransitioning)
        #expect(nav.stack.map(\.name) == ["list", "detail"])
        #expect(s.detail.superview === nav.container && s.detail.frame == nav.container.node.bounds)
        #expect(s.list.superview == nil)
        #expect(push.controller.session == nil)
        nav.pop(animated: false)
        let pop = try #require(nav.run)
        #expect(pop !== push)
        #expect(pop.ended == true)
        #expect(nav.stack.map(\.name) == ["list"])
        #expect(s.detail.superview == nil && s.list.superview === nav.container)
        #expect(TreeFingerprint(s.list) == listBefore)
        #expect(s.world.snapshots == snapshotsBefore)
        #expect(pop.host?.registry.count == 0)
        #expect(Self.leftovers(in: s.world.window).isEmpty)
        // And an animated push right after still flies.
        nav.push(s.detail)
        let animated = try #require(nav.run)
        #expect(animated.controller.session != nil)
        #expect(animated.runToEnd() == true)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
