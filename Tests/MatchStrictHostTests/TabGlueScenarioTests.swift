@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
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

/// The More navigation controller and the order of Match's tap observer on the bar.
struct TabMoreAndTapOrderScenarioTests {
    /// The example app with six tabs: the bar shows four and More.
    static func appWithSixTabs() throws -> (StrictExampleApp, StrictTabBarController) {
        let (app, tabs) = try MeetingTransitionsScenarioTests.appWithTabs()
        let extra = (0..<4).map { i in
            let tab = StrictView(world: app.world, frame: .zero, name: "extra-\(i)")
            tab.backgroundColor = .fixed(Color(red: 0.9, green: 0.9, blue: 0.8 - 0.1 * Double(i)))
            return tab
        }
        tabs.setTabs(tabs.tabs + extra)
        app.world.renderPass()
        return (app, tabs)
    }

    @Test func theMoreItemSwitchesAsUIKitDoesAndATabTappedRightAfterIsNotLost() throws {
        // The More navigation controller is none of the tabs: the switch to it is UIKit's own,
        // not a matched switch to tab 0, and a tap on tab 0 right after selects tab 0.
        let (app, tabs) = try Self.appWithSixTabs()
        tabs.selectedIndex = 1
        #expect(tabs.run?.runToEnd() == true)
        MeetingTransitionsScenarioTests.settle(app)
        let runsBefore = tabs.runs.count
        #expect(tabs.items.count == 5 && tabs.displaysMore)
        _ = app.world.tap(at: tabs.items[4].frameInWindow.center)
        #expect(tabs.runs.count == runsBefore, "no matched switch to the More navigation controller")
        #expect(tabs.selectedIndex == StrictTabBarController.notFound)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.delegateCalls.suffix(2) == ["shouldSelect(more)", "didSelect(more)"])
        _ = app.world.tap(at: tabs.items[0].frameInWindow.center)
        MeetingTransitionsScenarioTests.settle(app)
        #expect(tabs.selectedIndex == 0, "the tap on tab 0 selected it")
        #expect(tabs.delegateCalls.suffix(2) == ["shouldSelect(0)", "didSelect(0)"])
        #expect(tabs.runs.count == runsBefore, "from More, UIKit's own switch again")
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func theTabPanNeverLeavesTheTabsTheBarShows() throws {
        // With More shown the pan moves between the four tabs on the bar: not from the More list
        // (selectedIndex is NSNotFound there), and not from the fourth tab into the ones More holds.
        let (app, tabs) = try Self.appWithSixTabs()
        tabs.isInteractive = true
        let point = Point(x: 200, y: 300)
        _ = app.world.tap(at: tabs.items[4].frameInWindow.center)
        MeetingTransitionsScenarioTests.settle(app)
        #expect(tabs.selectedIndex == StrictTabBarController.notFound)
        #expect(!tabs.sendPan(.began(at: point, velocity: Vector(dx: -300, dy: 0))))
        #expect(!tabs.sendPan(.began(at: point, velocity: Vector(dx: 300, dy: 0))))
        _ = app.world.tap(at: tabs.items[3].frameInWindow.center)
        MeetingTransitionsScenarioTests.settle(app)
        #expect(tabs.selectedIndex == 3)
        #expect(!tabs.sendPan(.began(at: point, velocity: Vector(dx: -300, dy: 0))), "tab 4 lives inside More")
        #expect(tabs.sendPan(.began(at: point, velocity: Vector(dx: 300, dy: 0))), "tab 2 is on the bar")
        _ = tabs.sendPan(.ended(translation: Vector(dx: 300, dy: 0), velocity: Vector(dx: 900, dy: 0)))
        MeetingTransitionsScenarioTests.settle(app)
        #expect(tabs.selectedIndex == 2)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func theRevealStartsWhereTheItemWasTapped() throws {
        // Match's tap observer on the bar hears the tap before the item selects (it keeps
        // `delaysTouchesEnded` on), so the circle grows from the finger, not the item's centre.
        let (app, tabs) = try MeetingTransitionsScenarioTests.appWithTabs()
        let item = tabs.items[1].frameInWindow
        let finger = Point(x: item.minX + 8, y: item.minY + 10)
        _ = app.world.tap(at: finger)
        let run = try #require(tabs.runs.last)
        let expected = tabs.view.node.convert(finger, from: nil)
        #expect(run.controller.configuration.effect == .circularReveal(center: expected))
        #expect(run.runToEnd() == true)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }
}
