#if canImport(UIKit)
    import MatchEngine
    import MatchUIKit
    import UIKit
    import XCTest

    /// The first device run, modal: a screen presented with a `MatchTransition` (the README's modal
    /// sample) and dismissed again, watched on every display frame and at every render pass
    /// (`ScreenWatch`).
    @MainActor
    final class ModalDeviceRunTests: XCTestCase {
        func testPresentFliesTheTileVisiblyWithoutAFlashAndLosesNothing() throws {
            let list = DemoScreen.list()
            let detail = DemoScreen.detail()
            let stage = try Stage(root: list.controller)
            defer { stage.close() }
            detail.controller.matchTransition = MatchTransition()
            stage.layOut(detail)
            // The presenter of a custom presentation stays where it is: its root is recorded too.
            let listRecord = HierarchyRecord(list.views)
            let detailRecord = HierarchyRecord(detail.views, skipSuperviewOf: [detail.controller.view])

            let watch = ScreenWatch(
                window: stage.window, screens: [list, detail], destination: detail,
                finalFrame: detail.tile.frame)
            watch.start()
            list.controller.present(detail.controller, animated: true)
            let end = stage.transitionEnd(of: detail.controller)
            XCTAssertTrue(stage.wait(for: end), "the presentation completed")
            watch.stop()

            XCTAssertEqual(end.finished, true)
            XCTAssertIdentical(list.controller.presentedViewController, detail.controller)
            DeviceRunChecks.assertFlightLostNothing(watch, [(listRecord, list), (detailRecord, detail)])
            DeviceRunChecks.attachRecording(try detail.controller.matchTransition?.debugJSON(), named: "present", to: self)
        }

        /// The dismissal. The presenter stayed on screen under the presented screen, as it was, so its
        /// tile is at its final place before the dismissal starts: that is the screen before the
        /// transition, not a flash, and the flash check does not apply here.
        func testDismissFliesTheTileBackVisiblyAndLosesNothing() throws {
            let list = DemoScreen.list()
            let detail = DemoScreen.detail()
            let stage = try Stage(root: list.controller)
            defer { stage.close() }
            detail.controller.matchTransition = MatchTransition()
            let listRecord = HierarchyRecord(list.views)
            list.controller.present(detail.controller, animated: true)
            XCTAssertTrue(stage.wait(for: stage.transitionEnd(of: detail.controller)), "the presentation completed")
            let detailRecord = HierarchyRecord(detail.views, skipSuperviewOf: [detail.controller.view])

            let watch = ScreenWatch(
                window: stage.window, screens: [list, detail], destination: list,
                finalFrame: list.tile.frame)
            watch.start()
            detail.controller.dismiss(animated: true)
            let end = stage.transitionEnd(of: detail.controller)
            XCTAssertTrue(stage.wait(for: end), "the dismissal completed")
            watch.stop()

            XCTAssertEqual(end.finished, true)
            XCTAssertNil(list.controller.presentedViewController)
            XCTAssertNil(detail.controller.view.window, "the dismissed screen left the window")
            DeviceRunChecks.assertFlightLostNothing(watch, checksFlash: false, [(listRecord, list), (detailRecord, detail)])
            DeviceRunChecks.attachRecording(try detail.controller.matchTransition?.debugJSON(), named: "dismiss", to: self)
        }
    }
#endif
