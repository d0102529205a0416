import MatchEngine
import MatchStrictAdapters
import MatchStrictHost
import Testing

/// iOS 26's content-area back swipe: UIKit's own recognizer never begins under a navigation
/// delegate that supplies animators (uikit-practice P1; react-native-screens PR #3173), so where
/// the system has that swipe Match makes its own — a pan anywhere on a pushed screen, toward the
/// trailing edge — unless the app set a `popInteraction` or turned it off.
@Suite struct ContentSwipeScenarioTests {
    static let midScreen = Point(x: 200, y: 500)
    static let swipe = [Vector(dx: 40, dy: 0), Vector(dx: 120, dy: 0), Vector(dx: 220, dy: 0)]

    /// The example app on a system with the content swipe, item 4's detail pushed.
    static func pushed(systemHasContentSwipe: Bool = true) throws -> StrictExampleApp {
        let world = StrictWorld()
        let app = StrictExampleApp(world: world)
        // What `enableMatchTransitions` reads when it makes the coordinator on iOS 26.
        app.navigation.matchCoordinator?.contentSwipePops = systemHasContentSwipe
        app.navigation.push(app.detail(item: 4))
        app.world.turn()
        #expect(app.navigation.run?.runToEnd() == true)
        return app
    }

    @Test func aSwipeFromMidScreenPopsWithTheFingerWhereTheSystemHasTheContentSwipe() throws {
        let app = try Self.pushed()
        #expect(app.navigation.matchCoordinator?.contentSwipe != nil)
        let pan = app.world.pan(from: Self.midScreen, through: Self.swipe, velocity: Vector(dx: 900, dy: 0))
        #expect(pan != nil, "the pan took the touch")
        let pop = try #require(app.navigation.run)
        #expect(pop.controller.configuration.kind == .pop)
        #expect(pop.runToEnd() == true)
        #expect(app.navigation.stack.count == 1)
        // On the root it is refused: nothing to pop.
        #expect(app.world.pan(from: Self.midScreen, through: Self.swipe, velocity: Vector(dx: 900, dy: 0)) == nil)
        #expect(app.navigation.stack.count == 1)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func turnedOffOrWithoutTheSystemSwipeAMidScreenSwipeDoesNothing() throws {
        for app in [try Self.pushed(systemHasContentSwipe: false), try Self.pushed()] {
            app.navigation.matchCoordinator?.contentSwipePops = false
            #expect(app.navigation.matchCoordinator?.contentSwipe == nil)
            let push = app.navigation.run
            _ = app.world.pan(from: Self.midScreen, through: Self.swipe, velocity: Vector(dx: 900, dy: 0))
            app.world.runFrames(30)
            #expect(app.navigation.run === push && app.navigation.stack.count == 2, "no pop began")
            #expect(app.world.violations.isEmpty, "\(app.world.violations)")
        }
    }

    @Test func thePopInteractionTheAppSetsReplacesItAndOnePanPops() throws {
        let app = try Self.pushed()
        app.navigation.enablePopInteraction()
        #expect(app.navigation.matchCoordinator?.contentSwipe == nil)
        #expect(app.navigation.addedPans.filter { $0.kind == .navigationPop }.count == 1)
        _ = app.world.pan(from: Self.midScreen, through: Self.swipe, velocity: Vector(dx: 900, dy: 0))
        #expect(app.navigation.run?.runToEnd() == true)
        #expect(app.navigation.stack.count == 1)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func inARightToLeftLayoutTheSwipeTowardTheLeftPops() throws {
        let app = StrictExampleApp()
        app.navigation.layoutDirection = .rightToLeft
        app.navigation.matchCoordinator?.contentSwipePops = true
        app.navigation.push(app.detail(item: 4))
        app.world.turn()
        #expect(app.navigation.run?.runToEnd() == true)
        let leftward = Self.swipe.map { Vector(dx: -$0.dx, dy: 0) }
        let push = app.navigation.run
        _ = app.world.pan(from: Self.midScreen, through: Self.swipe, velocity: Vector(dx: 900, dy: 0))
        app.world.runFrames(30)
        #expect(app.navigation.run === push && app.navigation.stack.count == 2, "toward the right does not pop")
        _ = app.world.pan(from: Self.midScreen, through: leftward, velocity: Vector(dx: -900, dy: 0))
        #expect(app.navigation.run?.runToEnd() == true)
        #expect(app.navigation.stack.count == 1)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func itOnlyStartsPopsAwayFromTheBarsWhileTheSystemSwipeIsOn() throws {
        // A pan during a push never grabs it (a vertical scroll begun mid-flight would take it).
        let app = StrictExampleApp()
        app.navigation.matchCoordinator?.contentSwipePops = true
        app.navigation.push(app.detail(item: 4))
        app.world.turn()
        let push = try #require(app.navigation.run)
        app.world.runFrames(3)
        #expect(app.world.pan(from: Self.midScreen, through: Self.swipe, velocity: Vector(dx: 900, dy: 0)) == nil)
        #expect(push.runToEnd() == true && app.navigation.stack.count == 2 && app.navigation.run === push)
        // On the navigation bar: refused.
        #expect(app.world.pan(from: Point(x: 200, y: 60), through: Self.swipe, velocity: Vector(dx: 900, dy: 0)) == nil)
        #expect(app.navigation.run === push)
        // The app turned the system's back swipe off: refused too.
        app.navigation.popRecognizer.isEnabled = false
        #expect(app.world.pan(from: Self.midScreen, through: Self.swipe, velocity: Vector(dx: 900, dy: 0)) == nil)
        #expect(app.navigation.run === push && app.navigation.stack.count == 2)
        app.navigation.popRecognizer.isEnabled = true
        _ = app.world.pan(from: Self.midScreen, through: Self.swipe, velocity: Vector(dx: 900, dy: 0))
        #expect(app.navigation.run?.runToEnd() == true && app.navigation.stack.count == 1)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }
}
