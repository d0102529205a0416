import MatchEngine
import MatchStrictAdapters
import MatchStrictHost
import Testing

/// A tab tap that waits for the selected tab's push, on the strict host through the tab bar
/// controller's own decisions: it waits as the tab it tapped, not as an index, and once the push
/// ends it is decided again as a fresh tap — wherever that tab is now, or dropped if it is gone.
@Suite struct TabWaitingTapScenarioTests {
    /// The example app with its tabs; a push runs in the photos tab and the settings item is
    /// tapped, so the tap waits for the push.
    private static func tapWaitingForPush() throws -> (StrictExampleApp, StrictTabBarController, StrictView) {
        let (app, tabs) = try MeetingTransitionsScenarioTests.appWithTabs()
        let settings = try #require(app.settings)
        app.navigation.requestPush(app.detail(item: 4))
        app.world.turn()
        app.world.runFrames(3)
        #expect(app.world.tap(at: tabs.items[1].frameInWindow.center) != nil)
        #expect(tabs.runs.isEmpty && tabs.coordination?.isTapWaitingForContent == true)
        return (app, tabs, settings)
    }

    @Test func aWaitingTapGoesToItsTabAfterTheAppReordersTheTabs() throws {
        let (app, tabs, settings) = try Self.tapWaitingForPush()
        // The app puts the settings tab first while the push runs: the photos tab stays selected.
        tabs.setTabs([settings, app.navigation.view])
        #expect(tabs.selectedIndex == 1)
        MeetingTransitionsScenarioTests.settle(app)
        #expect(app.navigation.runs.first?.ended == true && app.navigation.stack.count == 2)
        // The tapped tab is selected, at its new index.
        #expect(tabs.tabs[tabs.selectedIndex] === settings)
        #expect(tabs.runs.count == 1)
        #expect(tabs.delegateCalls == ["shouldSelect(0)", "didSelect(0)"])
        #expect(tabs.selectionsDuringTransition == 0)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func aWaitingTapWhoseTabTheAppReplacedIsDropped() throws {
        let (app, tabs, _) = try Self.tapWaitingForPush()
        let profile = StrictView(world: app.world, frame: .zero, name: "profile")
        tabs.setTabs([app.navigation.view, profile])
        MeetingTransitionsScenarioTests.settle(app)
        // Not the tab now at the tapped index, which the user never tapped: nothing is selected.
        #expect(tabs.runs.isEmpty && tabs.selectedIndex == 0)
        #expect(tabs.delegateCalls.isEmpty)
        #expect(tabs.droppedWaitingTaps == 1)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func aWaitingTapRedirectsASwitchThatStartedMeanwhile() throws {
        let (app, tabs, settings) = try Self.tapWaitingForPush()
        let push = try #require(app.navigation.run)
        while push.ended == nil { app.world.runFrames(1) }
        // The push ended; before the waiting tap is retried a turn later, the tab pan starts a
        // switch to the settings tab and throws it back.
        let point = Point(x: 300, y: 400)
        #expect(tabs.sendPan(.began(at: point, velocity: Vector(dx: -300, dy: 0))))
        let run = try #require(tabs.run)
        tabs.sendPan(.changed(translation: Vector(dx: -60, dy: 0)))
        tabs.sendPan(.ended(translation: Vector(dx: -60, dy: 0), velocity: Vector(dx: 900, dy: 0)))
        // The retry is a fresh tap on the switch's destination: it redirects the switch there.
        #expect(run.runToEnd() == true)
        app.world.turn()
        #expect(tabs.runs.count == 1 && tabs.tabs[tabs.selectedIndex] === settings)
        #expect(tabs.delegateCalls == ["shouldSelect(1)", "shouldSelect(1)", "didSelect(1)"])
        #expect(tabs.selectionsDuringTransition == 0)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }
}
