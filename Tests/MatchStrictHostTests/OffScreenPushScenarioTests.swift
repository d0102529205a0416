import MatchEngine
import MatchStrictAdapters
import MatchStrictHost
import Testing

/// A push asked for through Match's navigation coordinator in a tab that is not on screen, on the
/// strict host through the coordinators' own decisions: UIKit would start it in the first layout
/// pass that finds the navigation controller in the window — inside the tab switch that brings it
/// there — so it waits until its tab is on screen and no switch runs, then runs as a push.
@Suite struct OffScreenPushScenarioTests {
    /// The example app with the settings tab (the second) selected and the photos tab's
    /// navigation controller out of the window.
    private static func appOnSettings() throws -> (StrictExampleApp, StrictTabBarController) {
        let (app, tabs) = try MeetingTransitionsScenarioTests.appWithTabs()
        tabs.selectedIndex = 1
        #expect(tabs.run?.runToEnd() == true)
        MeetingTransitionsScenarioTests.settle(app)
        #expect(tabs.selectedIndex == 1 && !app.navigation.view.isInWindow)
        return (app, tabs)
    }

    @Test func aPushAskedForInATabOffScreenRunsOnceTheTabIsOnScreenAndNoSwitchRuns() throws {
        let (app, tabs) = try Self.appOnSettings()
        app.navigation.requestPush(app.detail(item: 4))
        app.world.runFrames(3)
        #expect(app.navigation.runs.isEmpty, "nothing on screen to animate")
        // The user comes to the photos tab.
        _ = app.world.tap(at: tabs.items[0].frameInWindow.center)
        let switchRun = try #require(tabs.run)
        app.world.runFrames(2)
        #expect(app.navigation.runs.isEmpty, "no push inside the switch")
        #expect(switchRun.runToEnd() == true)
        MeetingTransitionsScenarioTests.settle(app)
        #expect(tabs.runs.count == 2 && tabs.selectedIndex == 0)
        #expect(app.navigation.runs.count == 1 && app.navigation.runs.first?.ended == true)
        #expect(app.navigation.stack.count == 2)
        #expect(ClaimRegistry.ofWindow(containing: tabs.view).count == 0)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func aPushAskedForWhileItsTabSwitchesAwayWaitsUntilTheTabIsBack() throws {
        let (app, tabs) = try Self.appOnSettings()
        _ = app.world.tap(at: tabs.items[0].frameInWindow.center)
        #expect(tabs.run?.runToEnd() == true)
        MeetingTransitionsScenarioTests.settle(app)
        // Leaving the photos tab; the app pushes in it while the switch runs.
        _ = app.world.tap(at: tabs.items[1].frameInWindow.center)
        let away = try #require(tabs.run)
        app.world.runFrames(2)
        app.navigation.requestPush(app.detail(item: 7))
        #expect(away.runToEnd() == true)
        MeetingTransitionsScenarioTests.settle(app)
        #expect(app.navigation.runs.isEmpty && app.navigation.stack.count == 1, "off screen: it waits")
        // Back to the photos tab: the push runs after that switch.
        _ = app.world.tap(at: tabs.items[0].frameInWindow.center)
        #expect(tabs.run?.runToEnd() == true)
        MeetingTransitionsScenarioTests.settle(app)
        #expect(app.navigation.runs.count == 1 && app.navigation.runs.first?.ended == true)
        #expect(app.navigation.stack.count == 2 && tabs.selectedIndex == 0)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }
}
