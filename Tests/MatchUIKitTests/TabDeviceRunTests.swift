#if canImport(UIKit)
    import MatchEngine
    import MatchUIKit
    import UIKit
    import XCTest

    /// The first device run, tab bar: a switch to the neighbouring tab with matched transitions on
    /// (`enableMatchTransitions(style: .slide)`), watched on every display frame and at every render
    /// pass (`ScreenWatch`).
    @MainActor
    final class TabDeviceRunTests: XCTestCase {
        /// The switch is asked for in code (`selectedIndex`), which runs the same animated transition
        /// as a tap on the tab bar; a test cannot tap the bar without synthesizing touches.
        func testTabSwitchFliesTheTileVisiblyWithoutAFlashAndLosesNothing() throws {
            let first = DemoScreen.list()
            let second = DemoScreen.detail()
            let tabs = UITabBarController()
            tabs.viewControllers = [first.controller, second.controller]
            let stage = try Stage(root: tabs)
            defer { stage.close() }
            let coordinator = tabs.enableMatchTransitions(style: .slide)
            stage.layOut(second)
            let firstRecord = HierarchyRecord(first.views, skipSuperviewOf: [first.controller.view])
            let secondRecord = HierarchyRecord(second.views, skipSuperviewOf: [second.controller.view])

            let watch = ScreenWatch(
                window: stage.window, screens: [first, second], destination: second,
                finalFrame: second.tile.frame)
            watch.start()
            tabs.selectedIndex = 1
            let end = stage.transitionEnd(of: tabs)
            XCTAssertTrue(stage.wait(for: end), "the tab switch completed")
            // Should UIKit give a tab switch no transition coordinator, wait for the screens instead.
            stage.spin(until: { first.controller.view.window == nil && second.controller.view.window != nil }, timeout: 2)
            watch.stop()

            if end.hadCoordinator { XCTAssertEqual(end.finished, true) }
            XCTAssertIdentical(tabs.selectedViewController, second.controller)
            DeviceRunChecks.assertFlightLostNothing(watch, [(firstRecord, first), (secondRecord, second)])
            DeviceRunChecks.attachRecording(try coordinator.debugJSON(), named: "tab-switch", to: self)
        }
    }
#endif
