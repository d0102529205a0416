@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// Safe-area insets that change during a custom push and inside `completeTransition`
/// (uikit-practice P18), and the bottom inset a screen pushed with `hidesBottomBarWhenPushed` keeps
/// until completion (P19): nothing is lost, nothing breaks a rule, and once the transition is over
/// every original is where its layout puts it with the insets it has then — not where the flight
/// ended.
@Suite struct SafeAreaScenarioTests {
    /// The list in a navigation controller with Match enabled; the detail screen lays its hero out
    /// below its top safe area and its heading on its bottom safe area.
    final class Stack {
        let s = StrictScreens()
        let nav: StrictNavigationController

        init() {
            s.container.removeFromSuperview()
            nav = StrictNavigationController(world: s.world, root: s.list)
            nav.enableMatchTransitions()
            s.detail.layout = { [hero = s.hero, badge = s.badge, heading = s.heading] d in
                let w = d.node.bounds.width
                let insets = d.safeAreaInsets
                hero.node.frame = Rect(x: 20, y: insets.top + 20, width: w - 40, height: w - 40)
                badge.node.frame = Rect(x: w - 100, y: 10, width: 40, height: 40)
                heading.node.frame = Rect(x: 20, y: d.node.bounds.height - insets.bottom - 40, width: w - 40, height: 40)
            }
            s.world.renderPass()
        }

        /// The hero's stand-in, while it flies.
        var heroStandIn: StrictView? { nav.container.subtree.first { $0.name == "snapshot:hero" } }
    }

    @Test func insetsThatChangeAsThePushBeginsAndAgainAtCompletionLeaveTheHeroWhereLayoutPutsIt() throws {
        let stack = Stack()
        let s = stack.s
        // Temporarily larger while the push runs (radar 34349608), smaller after
        // `completeTransition` (AMWaveTransition #9).
        stack.nav.incomingInsetsDuringTransition = StrictInsets(top: 103, bottom: 34)
        stack.nav.insetsOnCompletion = StrictInsets(top: 91, bottom: 34)
        stack.nav.push(s.detail)
        let run = try #require(stack.nav.run)
        s.world.turn()
        s.world.runFrames(Int(run.controller.transitionDuration * 60) - 2)
        // The flight lands where the hero was laid out when the push began …
        let standIn = try #require(stack.heroStandIn)
        #expect(standIn.frameInWindow.minY.isApproximatelyEqual(to: 123, tolerance: 1), "\(standIn.frameInWindow)")
        #expect(run.runToEnd() == true)
        s.world.turn()
        // … and once it is over the hero is where the new insets put it, shown, and alone.
        #expect(s.hero.frameInWindow.minY == 111)
        #expect(s.hero.alpha == 1 && s.badge.alpha == 1)
        #expect(stack.nav.container.subviews.map(\.name) == ["detail"])
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test(arguments: [true, false])
    func insetsThatChangeMidFlightStandAfterIt(completes: Bool) throws {
        let stack = Stack()
        let s = stack.s
        stack.nav.push(s.detail)
        let run = try #require(stack.nav.run)
        s.world.turn()
        s.world.runFrames(8)
        // The navigation bar grows a large title while the hero is concealed: the detail lays out again.
        s.detail.safeAreaInsets = StrictInsets(top: 140)
        s.world.runFrames(1)
        #expect(s.hero.frameInWindow.minY == 160 && s.hero.alpha == 0)
        if !completes { run.controller.cancel() }
        #expect(run.runToEnd() == completes)
        s.world.turn()
        if completes {
            #expect(s.hero.frameInWindow.minY == 160)
        } else {
            #expect(s.hero.frame.minY == 160 && s.detail.superview == nil)
        }
        #expect(s.hero.alpha == 1)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aScreenPushedOverATabBarKeepsItsBottomInsetUntilCompletionThenLaysOut() throws {
        // `hidesBottomBarWhenPushed`: the tab bar slides away as in UIKit's own push (outside the
        // transition container: not Match's to move), and the pushed screen keeps the tab bar's
        // bottom inset until completion, then loses it (Hero #160, Motion #73).
        let stack = Stack()
        let s = stack.s
        let height = stack.nav.container.node.bounds.height
        stack.nav.incomingInsetsDuringTransition = StrictInsets(top: 91, bottom: 83)
        stack.nav.insetsOnCompletion = StrictInsets(top: 91, bottom: 34)
        stack.nav.push(s.detail)
        let run = try #require(stack.nav.run)
        s.world.turn()
        #expect(s.heading.frameInWindow.maxY == height - 83)
        #expect(run.runToEnd() == true)
        s.world.turn()
        #expect(s.heading.frameInWindow.maxY == height - 34)
        #expect(s.hero.frameInWindow.minY == 111 && s.hero.alpha == 1)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
