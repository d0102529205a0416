import MatchEngine
import MatchStrictAdapters
import MatchStrictHost
import Testing

/// A push through the coordinator with an effect of its own (`push(_:effect:)`) runs it, and so
/// does that screen's pop while it stays on the stack; other pushes and pops keep the
/// coordinator's effect — driven through the navigation glue's own decisions on the strict host.
@Suite struct PerPushEffectScenarioTests {
    /// The effect the run last recorded, once it ran to its end.
    static func effect(of run: StrictTransitionRun?) throws -> TransitionEffect {
        let run = try #require(run)
        let effect = try #require(run.controller.session?.recording?.context.effect)
        #expect(run.runToEnd() == true)
        return effect
    }

    @Test func aPushWithItsOwnEffectAndItsPopRunIt() throws {
        let s = StrictScreens()
        let nav = s.inNavigationController()
        let coordinator = try #require(nav.matchCoordinator)
        coordinator.effect = .push(.leading)
        coordinator.push(s.detail, effect: .fade)
        #expect(try Self.effect(of: nav.run) == .fade)
        // Popped by the back button's path, the back swipe's or `pop()` alike: the screen's effect.
        coordinator.pop()
        #expect(try Self.effect(of: nav.run) == .fade)
        // Pushed again without one — by UIKit's own call — it takes the coordinator's.
        try Self.expectAPlainPushAndItsPopPlayTheCoordinatorsEffect(s, nav, coordinator)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aPushThatWaitsKeepsItsEffect() throws {
        // UIKit starts a navigation transition in the next layout pass (P2): a second push asked
        // for in the same turn waits for the first, and keeps its own effect while it waits.
        let app = StrictExampleApp()
        app.navigation.startsTransitionsAtNextLayout = true
        let coordinator = try #require(app.navigation.matchCoordinator)
        let first = app.detail(item: 4)
        let second = app.detail(item: 7)
        coordinator.push(first)
        coordinator.push(second, effect: .zoom)
        app.world.turn()
        #expect(try Self.effect(of: app.navigation.run) == .automatic)
        app.world.turn()
        app.world.turn()
        #expect(try Self.effect(of: app.navigation.run) == .zoom)
        #expect(app.navigation.stack.map(ObjectIdentifier.init) == [app.grid, first, second].map(ObjectIdentifier.init))
        // Its pop plays the zoom back; the pop below it, the coordinator's effect.
        coordinator.pop()
        app.world.turn()
        #expect(try Self.effect(of: app.navigation.run) == .zoom)
        coordinator.pop()
        app.world.turn()
        #expect(try Self.effect(of: app.navigation.run) == .automatic)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    /// UIKit's own push of the detail (`pushViewController`, no effect named) and the coordinator's
    /// pop of it both play the coordinator's effect, `.push(.leading)`: nothing an earlier push named
    /// is left behind.
    static func expectAPlainPushAndItsPopPlayTheCoordinatorsEffect(
        _ s: StrictScreens, _ nav: StrictNavigationController, _ coordinator: StrictNavigationCoordinator
    ) throws {
        nav.push(s.detail)
        #expect(try effect(of: nav.run) == .push(.leading))
        coordinator.pop()
        #expect(try effect(of: nav.run) == .push(.leading))
    }

    /// The list in a navigation controller whose coordinator's effect is `.push(.leading)`.
    static func listShown() throws -> (StrictScreens, StrictNavigationController, StrictNavigationCoordinator) {
        let s = StrictScreens()
        let nav = s.inNavigationController()
        let coordinator = try #require(nav.matchCoordinator)
        coordinator.effect = .push(.leading)
        return (s, nav, coordinator)
    }

    @Test func aPushOfAScreenOnTheStackIsNotHandedOverAndLeavesNoEffect() throws {
        let (s, nav, coordinator) = try Self.listShown()
        coordinator.push(s.detail)
        #expect(try Self.effect(of: nav.run) == .push(.leading))
        let runs = nav.runs.count
        // The detail is on the stack: UIKit would raise, so Match never hands the push over.
        coordinator.push(s.detail, effect: .fade)
        #expect(nav.runs.count == runs)
        #expect(nav.stack.count == 2)
        coordinator.pop()
        #expect(try Self.effect(of: nav.run) == .push(.leading))
        // A plain push of the same screen: the coordinator's effect, not the refused push's.
        try Self.expectAPlainPushAndItsPopPlayTheCoordinatorsEffect(s, nav, coordinator)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    /// A double tap that pushes one cached screen twice: the second push waits behind the first and
    /// is dropped when its turn comes (the screen is on the stack; UIKit would raise).
    @Test func aScreenPushedTwiceIsPushedOnce() throws {
        let (s, nav, coordinator) = try Self.listShown()
        coordinator.push(s.detail)
        coordinator.push(s.detail, effect: .fade)
        #expect(try Self.effect(of: nav.run) == .push(.leading))
        s.world.runFrames(10)
        #expect(nav.runs.count == 1)
        #expect(nav.stack.count == 2)
        coordinator.pop()
        #expect(try Self.effect(of: nav.run) == .push(.leading))
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aPushTheAppsAnimatorRunsLeavesNoEffectForALaterPush() throws {
        let (s, nav, coordinator) = try Self.listShown()
        coordinator.appAnimatesPushes = true
        coordinator.push(s.detail, effect: .fade)
        // The app's animator lasts its duration; Match runs nothing.
        s.world.runFrames(while: { nav.isTransitioning })
        #expect(nav.runs.isEmpty)
        #expect(nav.stack.count == 2)
        coordinator.appAnimatesPushes = false
        // Its pop: Match's, with the coordinator's effect (Match did not run the push).
        coordinator.pop()
        #expect(try Self.effect(of: nav.run) == .push(.leading))
        try Self.expectAPlainPushAndItsPopPlayTheCoordinatorsEffect(s, nav, coordinator)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aPushWhileMatchIsOffLeavesNoEffectForALaterPush() throws {
        let (s, nav, coordinator) = try Self.listShown()
        coordinator.isEnabled = false
        coordinator.push(s.detail, effect: .fade)
        // UIKit's own push and pop last; Match runs nothing.
        s.world.runFrames(while: { nav.isTransitioning })
        #expect(nav.runs.isEmpty)
        #expect(nav.stack.count == 2)
        coordinator.pop()
        s.world.runFrames(while: { nav.isTransitioning })
        #expect(nav.runs.isEmpty)
        #expect(nav.stack.count == 1)
        coordinator.isEnabled = true
        try Self.expectAPlainPushAndItsPopPlayTheCoordinatorsEffect(s, nav, coordinator)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
