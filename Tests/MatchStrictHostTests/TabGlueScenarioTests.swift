import MatchEngine
import MatchStrictAdapters
import MatchStrictHost
import Testing

/// The tab glue's behaviours the two copies disagreed on before the glue was one (`TabGlue`), run
/// through the strict tab bar controller, whose own rule flags a switch that starts while the
/// selected tab's content transitions (`Violation.tabSwitchInsideContentTransition`).
struct TabGlueScenarioTests {
    /// The example app with a third tab (`"profile"`) after the photos and settings tabs.
    static func appWithThreeTabs() throws -> (StrictExampleApp, StrictTabBarController) {
        let (app, tabs) = try MeetingTransitionsScenarioTests.appWithTabs()
        let profile = StrictView(world: app.world, frame: .zero, name: "profile")
        profile.backgroundColor = .fixed(Color(red: 0.9, green: 0.95, blue: 0.9))
        tabs.setTabs(tabs.tabs + [profile])
        app.world.renderPass()
        return (app, tabs)
    }

    @Test func aTabTappedDuringASwitchIsDecidedAgainOnceItLandsAndWaitsForAPushThatStartedThere() throws {
        // Settings → photos runs; meanwhile a push through Match waits for the switch (it would
        // take the views the switch moves), and a tap on the profile tab waits for the switch.
        // At the landing the push starts in the photos tab: the profile tab is decided again as
        // a fresh tap, so it waits for the push instead of switching tabs under it.
        let (app, tabs) = try Self.appWithThreeTabs()
        tabs.selectedIndex = 1
        #expect(tabs.run?.runToEnd() == true)
        MeetingTransitionsScenarioTests.settle(app)
        _ = app.world.tap(at: tabs.items[0].frameInWindow.center)
        let toPhotos = try #require(tabs.runs.last)
        app.world.turn()
        app.world.runFrames(2)
        app.navigation.requestPush(app.detail(item: 4))
        _ = app.world.tap(at: tabs.items[2].frameInWindow.center)
        #expect(toPhotos.runToEnd() == true)
        MeetingTransitionsScenarioTests.settle(app)
        #expect(app.navigation.runs.count == 1 && app.navigation.stack.count == 2, "the push ran in the photos tab")
        #expect(tabs.selectedIndex == 2, "the profile tab was selected after it")
        #expect(tabs.runs.count == 3)
        #expect(tabs.delegateCalls.suffix(2) == ["shouldSelect(2)", "didSelect(2)"])
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func aTapWaitsForAPushInANavigationControllerNestedInsideTheTab() throws {
        // The photos tab's root is a container view holding the navigation controller's view (a
        // split view, a custom container): its push is the selected tab's content transition too.
        let (app, tabs) = try MeetingTransitionsScenarioTests.appWithTabs()
        let wrapper = StrictView(world: app.world, frame: tabs.container.node.bounds, name: "photos-container")
        tabs.setTabs([wrapper] + tabs.tabs.dropFirst())
        wrapper.addSubview(app.navigation.view)
        app.world.renderPass()
        app.navigation.requestPush(app.detail(item: 4))
        app.world.turn()
        app.world.runFrames(3)
        #expect(app.navigation.isTransitioning)
        _ = app.world.tap(at: tabs.items[1].frameInWindow.center)
        #expect(tabs.runs.isEmpty, "no switch under the nested push")
        MeetingTransitionsScenarioTests.settle(app)
        #expect(app.navigation.stack.count == 2)
        #expect(tabs.selectedIndex == 1)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func aCancelledTabPanSendsTheSwitchBackToItsSource() throws {
        // The system cancels the pan mid-way (a call comes in): released where it is, with no
        // throw, so a switch under half way goes back.
        let s = StrictScreens()
        let tabs = ModalAndTabScenarioTests.tabs(s, detailAt: 1)
        tabs.isInteractive = true
        #expect(tabs.sendPan(.began(at: Point(x: 300, y: 400), velocity: Vector(dx: -300, dy: 0))))
        let run = try #require(tabs.run)
        s.world.turn()
        tabs.sendPan(.changed(translation: Vector(dx: -80, dy: 0)))
        s.world.turn()
        #expect(run.controller.phase == .interactive)
        tabs.sendPan(.cancelled)
        #expect(run.runToEnd() == false)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.coordination?.pan.isTracking == false)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
