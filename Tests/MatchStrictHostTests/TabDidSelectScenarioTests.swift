import MatchEngine
import MatchStrictAdapters
import MatchStrictHost
import Testing

/// What the app's tab bar controller delegate hears when a switch meets a pan, a tap and a pan
/// again, on the strict host through the tab bar controller's own decisions: once a switch lands,
/// `didSelect` comes exactly when the tab it landed on is not the one the app was last told of
/// (or selected in code) — never twice, never for a tab the switch did not land on.
@Suite struct TabDidSelectScenarioTests {
    private static let panPoint = Point(x: 300, y: 400)

    /// Tab 0 selected; a pan starts a switch to tab 1 and lifts slowly, a tap on tab 0 sends the
    /// switch back, and a second pan grabs it and throws it toward `towardDestination`'s end.
    private static func panTapGrab(towardDestination: Bool) throws -> (StrictScreens, StrictTabBarController, Bool?) {
        let s = StrictScreens()
        let tabs = ModalAndTabScenarioTests.tabs(s, detailAt: 1)
        tabs.isInteractive = true
        #expect(tabs.sendPan(.began(at: panPoint, velocity: Vector(dx: -300, dy: 0))))
        let run = try #require(tabs.run)
        tabs.sendPan(.changed(translation: Vector(dx: -150, dy: 0)))
        tabs.sendPan(.ended(translation: Vector(dx: -160, dy: 0), velocity: Vector(dx: -20, dy: 0)))
        s.world.runFrames(2)
        #expect(run.ended == nil)
        // A tap on the tab the switch leaves sends it back from where it is.
        s.world.tap(at: tabs.items[0].frameInWindow.center)
        s.world.runFrames(2)
        #expect(run.ended == nil)
        // The finger grabs it again and throws it.
        let dx = towardDestination ? -1.0 : 1.0
        #expect(tabs.sendPan(.began(at: panPoint, velocity: Vector(dx: dx * 300, dy: 0))))
        #expect(run.controller.phase == .interactive)
        tabs.sendPan(.changed(translation: Vector(dx: dx * 40, dy: 0)))
        tabs.sendPan(.ended(translation: Vector(dx: dx * 40, dy: 0), velocity: Vector(dx: dx * 1_500, dy: 0)))
        let landed = run.runToEnd()
        s.world.turn()
        #expect(tabs.runs.count == 1)
        return (s, tabs, landed)
    }

    @Test func aPanSwitchRedirectedByATapAndGrabbedAgainTellsTheTabItLandsOn() throws {
        let (s, tabs, landed) = try Self.panTapGrab(towardDestination: true)
        #expect(landed == true && tabs.selectedIndex == 1)
        // The pan asked for tab 1, the tap for tab 0; the switch landed on 1, which the app was
        // never told of.
        #expect(tabs.delegateCalls == ["shouldSelect(1)", "shouldSelect(0)", "didSelect(1)"])
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aPanSwitchRedirectedByATapAndThrownBackTellsNothing() throws {
        let (s, tabs, landed) = try Self.panTapGrab(towardDestination: false)
        #expect(landed == false && tabs.selectedIndex == 0)
        // Back on tab 0, which the app still believes selected: nothing to tell.
        #expect(tabs.delegateCalls == ["shouldSelect(1)", "shouldSelect(0)"])
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aTappedSwitchSentBackAndOnAgainIsNotToldTwice() throws {
        let s = StrictScreens()
        let tabs = ModalAndTabScenarioTests.tabs(s, detailAt: 1)
        s.world.tap(at: tabs.items[1].frameInWindow.center)
        let run = try #require(tabs.run)
        s.world.runFrames(6)
        s.world.tap(at: tabs.items[0].frameInWindow.center)
        s.world.runFrames(2)
        s.world.tap(at: tabs.items[1].frameInWindow.center)
        #expect(run.runToEnd() == true)
        s.world.turn()
        #expect(tabs.runs.count == 1 && tabs.selectedIndex == 1)
        // The tap that started it told tab 1 at once (as UIKit does); landing there tells nothing more.
        #expect(tabs.delegateCalls == ["shouldSelect(1)", "didSelect(1)", "shouldSelect(0)", "shouldSelect(1)"])
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aSwitchSelectedInCodeAndGrabbedBackTellsTheTabItLandsOn() throws {
        let s = StrictScreens()
        let tabs = ModalAndTabScenarioTests.tabs(s, detailAt: 1)
        tabs.isInteractive = true
        tabs.selectedIndex = 1
        let run = try #require(tabs.run)
        s.world.runFrames(4)
        #expect(tabs.sendPan(.began(at: Self.panPoint, velocity: Vector(dx: 300, dy: 0))))
        tabs.sendPan(.changed(translation: Vector(dx: 60, dy: 0)))
        tabs.sendPan(.ended(translation: Vector(dx: 60, dy: 0), velocity: Vector(dx: 1_500, dy: 0)))
        #expect(run.runToEnd() == false)
        s.world.turn()
        // The app selected tab 1 itself; the finger took it back to 0, as a tap there would.
        #expect(tabs.delegateCalls == ["didSelect(0)"])
        // Landing where the code selected tells nothing (UIKit does not tell code selections).
        tabs.selectedIndex = 1
        #expect(tabs.run?.runToEnd() == true)
        s.world.turn()
        #expect(tabs.delegateCalls == ["didSelect(0)"])
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aLandingOvertakenByANewerTapIsNotToldAfterIt() throws {
        let (app, tabs) = try MeetingTransitionsScenarioTests.appWithTabs()
        app.world.tap(at: tabs.items[1].frameInWindow.center)
        let run = try #require(tabs.run)
        // UIKit starts the switch on the next turn, where the next touch comes at the earliest.
        app.world.turn()
        // At once a tap on the photos tab sends the switch back before it moved: it lands there
        // within the tap, and its telling waits a turn — a tap on the settings tab comes first.
        app.world.tap(at: tabs.items[0].frameInWindow.center)
        #expect(run.ended == false)
        app.world.tap(at: tabs.items[1].frameInWindow.center)
        #expect(tabs.run?.runToEnd() == true)
        MeetingTransitionsScenarioTests.settle(app)
        #expect(tabs.runs.count == 2 && tabs.selectedIndex == 1)
        // The newer tap told the settings tab (UIKit tells every tap); photos is not told after it.
        #expect(tabs.delegateCalls == ["shouldSelect(1)", "didSelect(1)", "shouldSelect(0)", "shouldSelect(1)", "didSelect(1)"])
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }
}
