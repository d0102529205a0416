import MatchEngine
import MatchStrictAdapters
import MatchStrictHost
import Testing

/// Tab switches that meet a finger or a tap while they run, on the strict host, through the tab
/// bar controller's own decisions (`TabCoordination`): a grabbed switch follows the finger's
/// direction, a tap on either end redirects it from where its views are, a tap on a third tab
/// waits for it, and nothing nested reaches the tab bar controller.
@Suite struct TabInterruptionScenarioTests {
    private static let panPoint = Point(x: 300, y: 400)

    @Test func aPanAgainstARunningSwitchDrivesItBackToItsSource() throws {
        let s = StrictScreens()
        let tabs = ModalAndTabScenarioTests.tabs(s, detailAt: 1)
        tabs.isInteractive = true
        s.world.tap(at: tabs.items[1].frameInWindow.center)
        let run = try #require(tabs.run)
        s.world.runFrames(6)
        // A rightward finger on a switch to a later tab pulls it back: the switch's own forward
        // direction is leftward, whatever `selectedIndex` (already 1) says.
        #expect(tabs.sendPan(.began(at: Self.panPoint, velocity: Vector(dx: 300, dy: 0))))
        #expect(run.controller.phase == .interactive)
        let grabbed = run.controller.progress
        tabs.sendPan(.changed(translation: Vector(dx: 80, dy: 0)))
        #expect(run.controller.progress < grabbed)
        tabs.sendPan(.ended(translation: Vector(dx: 80, dy: 0), velocity: Vector(dx: 900, dy: 0)))
        #expect(run.runToEnd() == false)
        #expect(tabs.runs.count == 1 && tabs.selectedIndex == 0 && s.list.superview === tabs.container)
        // The tap told the app tab 1 was selected; thrown back, the app hears of tab 0 as a tap
        // there would tell it — a turn later, outside `completeTransition`.
        #expect(tabs.delegateCalls == ["shouldSelect(1)", "didSelect(1)"])
        s.world.turn()
        #expect(tabs.delegateCalls == ["shouldSelect(1)", "didSelect(1)", "didSelect(0)"])
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aForwardPanOnTheLastTabGrabsTheSwitchToIt() throws {
        let s = StrictScreens()
        let tabs = ModalAndTabScenarioTests.tabs(s, detailAt: 2)
        tabs.isInteractive = true
        s.world.tap(at: tabs.items[2].frameInWindow.center)
        let run = try #require(tabs.run)
        s.world.runFrames(4)
        // There is no tab after the last one, but the switch to it runs: the pan grabs it.
        #expect(tabs.sendPan(.began(at: Self.panPoint, velocity: Vector(dx: -300, dy: 0))))
        #expect(run.controller.phase == .interactive)
        let grabbed = run.controller.progress
        tabs.sendPan(.changed(translation: Vector(dx: -60, dy: 0)))
        #expect(run.controller.progress > grabbed)
        tabs.sendPan(.ended(translation: Vector(dx: -60, dy: 0), velocity: Vector(dx: -900, dy: 0)))
        #expect(run.runToEnd() == true)
        #expect(tabs.runs.count == 1 && tabs.selectedIndex == 2 && tabs.refusedPans == 0)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aTapOnTheSourceTabSendsTheSwitchBackFromWhereItIs() throws {
        let s = StrictScreens()
        let tabs = ModalAndTabScenarioTests.tabs(s, detailAt: 1)
        s.world.tap(at: tabs.items[1].frameInWindow.center)
        let run = try #require(tabs.run)
        s.world.runFrames(8)
        let before = run.controller.progress
        #expect(before > 0.05 && before < 0.95)
        // A tap on the tab being switched to changes nothing.
        s.world.tap(at: tabs.items[1].frameInWindow.center)
        #expect(run.controller.phase == .running)
        // A tap on the tab it leaves: the same switch goes back from where it is, no jump.
        s.world.tap(at: tabs.items[0].frameInWindow.center)
        #expect(run.controller.progress.isApproximatelyEqual(to: before, tolerance: 1e-9))
        s.world.runFrames(1)
        #expect(run.controller.progress < before)
        #expect(run.runToEnd() == false)
        #expect(tabs.runs.count == 1 && tabs.selectedIndex == 0 && s.list.superview === tabs.container)
        #expect(s.detail.superview == nil)
        // Asked as a tap is, and told once the switch is back.
        #expect(tabs.delegateCalls == ["shouldSelect(1)", "didSelect(1)", "shouldSelect(0)", "didSelect(0)"])
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func tapsBackAndForthBeforeTheSwitchStartsLandOnTheLastTapped() throws {
        let s = StrictScreens()
        let tabs = ModalAndTabScenarioTests.tabs(s, detailAt: 1)
        s.world.tap(at: tabs.items[1].frameInWindow.center)
        let run = try #require(tabs.run)
        // Before the switch has started: back to the first tab, then forward to the second again.
        s.world.tap(at: tabs.items[0].frameInWindow.center)
        s.world.tap(at: tabs.items[1].frameInWindow.center)
        #expect(run.runToEnd() == true)
        #expect(tabs.runs.count == 1 && tabs.selectedIndex == 1 && s.detail.superview === tabs.container)
        // The app heard of tab 1 at the first tap; the switch lands there, so nothing more.
        s.world.turn()
        #expect(tabs.delegateCalls == ["shouldSelect(1)", "didSelect(1)", "shouldSelect(0)", "shouldSelect(1)"])
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aRefusedTapOnTheSourceTabLeavesTheSwitchRunning() throws {
        let s = StrictScreens()
        let tabs = ModalAndTabScenarioTests.tabs(s, detailAt: 1)
        tabs.appDelegate.shouldSelect = { $0 != 0 }
        s.world.tap(at: tabs.items[1].frameInWindow.center)
        let run = try #require(tabs.run)
        s.world.runFrames(5)
        s.world.tap(at: tabs.items[0].frameInWindow.center)
        #expect(run.runToEnd() == true)
        #expect(tabs.runs.count == 1 && tabs.selectedIndex == 1)
        #expect(tabs.delegateCalls == ["shouldSelect(1)", "didSelect(1)", "shouldSelect(0)"])
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aTapOnAThirdTabWaitsForTheSwitchAndThenSelectsIt() throws {
        let s = StrictScreens()
        let tabs = ModalAndTabScenarioTests.tabs(s, detailAt: 1)
        s.world.tap(at: tabs.items[1].frameInWindow.center)
        let run = try #require(tabs.run)
        s.world.runFrames(5)
        s.world.tap(at: tabs.items[2].frameInWindow.center)
        // Nothing nested: the running switch goes on untouched.
        #expect(tabs.runs.count == 1 && tabs.selectionsDuringTransition == 0)
        #expect(run.controller.phase == .running)
        #expect(run.runToEnd() == true)
        // On a later turn it is selected as a tap selects: asked, switched, told.
        s.world.turn()
        let next = try #require(tabs.run)
        #expect(tabs.runs.count == 2 && next.controller.configuration.kind == .tabSwitch(from: 1, to: 2))
        #expect(next.runToEnd() == true)
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.delegateCalls == ["shouldSelect(1)", "didSelect(1)", "shouldSelect(2)", "didSelect(2)"])
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func theLatestTapWinsAndATapBackOnTheDestinationForgetsAWaitingTab() throws {
        let s = StrictScreens()
        let tabs = ModalAndTabScenarioTests.tabs(s, detailAt: 1)
        s.world.tap(at: tabs.items[1].frameInWindow.center)
        let run = try #require(tabs.run)
        s.world.runFrames(3)
        s.world.tap(at: tabs.items[2].frameInWindow.center)
        s.world.tap(at: tabs.items[1].frameInWindow.center)
        #expect(run.runToEnd() == true)
        s.world.turn()
        #expect(tabs.runs.count == 1 && tabs.selectedIndex == 1)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func thePanAsksIOS18sTabMethodsWhereTheAppImplementsThemAsATapDoes() throws {
        let s = StrictScreens()
        let tabs = ModalAndTabScenarioTests.tabs(s, detailAt: 1)
        tabs.isInteractive = true
        tabs.usesTabs = true
        var allowTab = false
        tabs.appDelegate.shouldSelectTab = { _ in allowTab }
        tabs.appDelegate.implementsDidSelectTab = true
        // Refused by `shouldSelectTab`: nothing else is asked, nothing switches.
        tabs.sendPan(.began(at: Self.panPoint, velocity: Vector(dx: -300, dy: 0)))
        tabs.sendPan(.ended(translation: Vector(dx: -300, dy: 0), velocity: Vector(dx: -900, dy: 0)))
        #expect(tabs.delegateCalls == ["shouldSelectTab(1)"])
        #expect(tabs.runs.isEmpty && tabs.selectedIndex == 0)
        allowTab = true
        #expect(tabs.sendPan(.began(at: Self.panPoint, velocity: Vector(dx: -300, dy: 0))))
        tabs.sendPan(.ended(translation: Vector(dx: -300, dy: 0), velocity: Vector(dx: -900, dy: 0)))
        #expect(tabs.run?.runToEnd() == true)
        let byPan = Array(tabs.delegateCalls.dropFirst())
        #expect(byPan == ["shouldSelectTab(1)", "shouldSelect(1)", "didSelectTab(1, previous: 0)", "didSelect(1)"])
        // A tap makes the same calls in the same order.
        s.world.tap(at: tabs.items[0].frameInWindow.center)
        #expect(tabs.run?.runToEnd() == true)
        #expect(
            Array(tabs.delegateCalls.suffix(4)) == [
                "shouldSelectTab(0)", "shouldSelect(0)", "didSelectTab(0, previous: 1)", "didSelect(0)",
            ])
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
