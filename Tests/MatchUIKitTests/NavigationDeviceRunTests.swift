#if canImport(UIKit)
    import MatchEngine
    @testable import MatchUIKit
    import UIKit
    import XCTest

    /// The first device run, navigation: the README's quick start (tag two views, enable, push) in a
    /// real window, then the pop and the back swipe. Each test watches the window on every display frame
    /// and at every render pass (`ScreenWatch`) and asserts what is on screen: the tile flies as a
    /// stand-in that is not blank, nothing shows the destination before the flight begins, and every
    /// view of both screens is as it was afterwards.
    @MainActor
    final class NavigationDeviceRunTests: XCTestCase {
        func testPushFliesTheTileVisiblyWithoutAFlashAndLosesNothing() throws {
            let list = DemoScreen.list()
            let detail = DemoScreen.detail()
            let navigation = UINavigationController(rootViewController: list.controller)
            let stage = try Stage(root: navigation)
            defer { stage.close() }
            navigation.enableMatchTransitions()
            stage.layOut(detail)
            let listRecord = HierarchyRecord(list.views, skipSuperviewOf: [list.controller.view])
            let detailRecord = HierarchyRecord(detail.views, skipSuperviewOf: [detail.controller.view])

            let watch = ScreenWatch(
                window: stage.window, screens: [list, detail], destination: detail,
                finalFrame: detail.tile.frame)
            watch.start()
            navigation.pushViewController(detail.controller, animated: true)
            let end = stage.transitionEnd(of: navigation)
            XCTAssertTrue(stage.wait(for: end), "the push completed")
            watch.stop()

            XCTAssertEqual(end.finished, true)
            XCTAssertIdentical(navigation.topViewController, detail.controller)
            DeviceRunChecks.assertFlightLostNothing(watch, [(listRecord, list), (detailRecord, detail)])
            DeviceRunChecks.attachRecording(try navigation.matchCoordinator?.debugJSON(), named: "push", to: self)
        }

        /// The back button: on iOS 16 and later it runs the pushed screen's `navigationItem.backAction`,
        /// which Match sets to `coordinator.pop()`, performed here as a tap performs it
        /// (`UIMenuLeaf.performWithSender(_:target:)`); below iOS 16 it is UIKit's own
        /// `popViewController(animated: true)`. (A test cannot tap the bar's button itself without
        /// synthesizing touches, which needs private API.)
        func testPopWithTheBackButtonFliesTheTileBackAndLosesNothing() throws {
            let list = DemoScreen.list()
            let detail = DemoScreen.detail()
            let navigation = UINavigationController(rootViewController: list.controller)
            let stage = try Stage(root: navigation)
            defer { stage.close() }
            navigation.enableMatchTransitions()
            let listRecord = HierarchyRecord(list.views, skipSuperviewOf: [list.controller.view])
            navigation.pushViewController(detail.controller, animated: true)
            XCTAssertTrue(stage.wait(for: stage.transitionEnd(of: navigation)), "the push completed")
            let detailRecord = HierarchyRecord(detail.views, skipSuperviewOf: [detail.controller.view])

            let watch = ScreenWatch(
                window: stage.window, screens: [list, detail], destination: list,
                finalFrame: list.tile.frame)
            watch.start()
            if #available(iOS 16.0, *) {
                let back = try XCTUnwrap(detail.controller.navigationItem.backAction, "Match's back action on the pushed screen")
                XCTAssertTrue(back.identifier.rawValue.hasPrefix("match.back."), "the back action is Match's")
                back.performWithSender(nil, target: nil)
            } else {
                navigation.popViewController(animated: true)
            }
            let end = stage.transitionEnd(of: navigation)
            XCTAssertTrue(stage.wait(for: end), "the pop completed")
            watch.stop()

            XCTAssertEqual(end.finished, true)
            XCTAssertIdentical(navigation.topViewController, list.controller)
            DeviceRunChecks.assertFlightLostNothing(watch, [(listRecord, list), (detailRecord, detail)])
            DeviceRunChecks.attachRecording(try navigation.matchCoordinator?.debugJSON(), named: "pop", to: self)
        }

        /// The back swipe under Match: Match's own edge pan may begin on a pushed screen and not on the
        /// root screen, and UIKit's edge recognizer, which waits for it, does not begin while Match runs
        /// pops — it begins again, on a pushed screen only, once Match's pops are off (`isEnabled = false`).
        ///
        /// A test has no finger: it asks each recognizer's delegate the question UIKit asks when a
        /// finger comes down at the edge (`gestureRecognizerShouldBegin(_:)`). Whether the swipe
        /// really begins under a finger, and feels right, a person checks on a device
        /// (docs/device-run.md).
        func testMatchsEdgePanMayBeginOnAPushedScreenAndNotOnTheRoot() throws {
            let list = DemoScreen.list()
            let detail = DemoScreen.detail()
            let navigation = UINavigationController(rootViewController: list.controller)
            let stage = try Stage(root: navigation)
            defer { stage.close() }
            let coordinator = navigation.enableMatchTransitions()
            let system = try XCTUnwrap(navigation.interactivePopGestureRecognizer)
            let own = try XCTUnwrap(
                navigation.view.gestureRecognizers?.first { coordinator.isOwnEdgePan($0) }, "Match's own edge pan")
            func mayBegin(_ recognizer: UIGestureRecognizer) -> Bool {
                recognizer.delegate?.gestureRecognizerShouldBegin?(recognizer) ?? true
            }

            XCTAssertTrue(system.isEnabled)
            XCTAssertFalse(mayBegin(own), "on the root screen Match's edge pan must not begin")
            XCTAssertFalse(mayBegin(system), "on the root screen UIKit's back swipe must not begin")
            navigation.pushViewController(detail.controller, animated: true)
            XCTAssertTrue(stage.wait(for: stage.transitionEnd(of: navigation)), "the push completed")
            XCTAssertTrue(stage.spin(until: { navigation.transitionCoordinator == nil }, timeout: 1), "no transition runs")
            XCTAssertTrue(mayBegin(own), "on a pushed screen Match's edge pan must be allowed to begin")
            XCTAssertFalse(mayBegin(system), "while Match runs pops, UIKit's own swipe leaves the edge to Match's pan")
            coordinator.isEnabled = false
            XCTAssertFalse(mayBegin(own), "with Match's pops off, Match's edge pan does not begin")
            XCTAssertTrue(mayBegin(system), "with Match's pops off, UIKit's own swipe begins on a pushed screen")
        }

        /// A pop a finger drives, played through a pop interaction's own target (`MatchInteraction`'s
        /// `began`/`moved`/`lifted`, which its recognizer calls; XCTest cannot make touches), whose
        /// take-over starts the pop: the screen follows the finger forward and back — the
        /// animator's baked keyframes scrubbed through `fractionComplete`, in both directions — and a
        /// release with velocity finishes the pop, the tile visible throughout and nothing lost.
        ///
        /// What this cannot drive is UIKit's own recognizer: no public API makes it begin without a
        /// touch, so a person makes the real swipe on a device (docs/device-run.md).
        func testBackSwipeFingerScrubsThePopBothWaysAndAReleaseFinishesIt() throws {
            let list = DemoScreen.list()
            let detail = DemoScreen.detail()
            let navigation = UINavigationController(rootViewController: list.controller)
            let stage = try Stage(root: navigation)
            defer { stage.close() }
            let coordinator = navigation.enableMatchTransitions()
            // The finger: a pop interaction, which a pop takes like the back swipe.
            let finger = MatchInteraction(view: navigation.view, direction: CGVector(dx: 1, dy: 0)) { [weak navigation] in
                navigation?.popViewController(animated: true)
            }
            coordinator.popInteraction = finger
            let listRecord = HierarchyRecord(list.views, skipSuperviewOf: [list.controller.view])
            navigation.pushViewController(detail.controller, animated: true)
            XCTAssertTrue(stage.wait(for: stage.transitionEnd(of: navigation)), "the push completed")
            let detailRecord = HierarchyRecord(detail.views, skipSuperviewOf: [detail.controller.view])
            let width = Double(navigation.view.bounds.width)
            // How far the popped screen has slid right, 0…1, as it is on screen (presentation layer).
            func slid() -> Double {
                Double(detail.controller.view.layer.presentation()?.frame.minX ?? detail.controller.view.frame.minX) / width
            }

            let watch = ScreenWatch(
                window: stage.window, screens: [list, detail], destination: list,
                finalFrame: list.tile.frame)
            watch.start()
            // A left-to-right layout: the finger moves to the right. It goes through the
            // interaction's own target (its take-over pops, through the coordinator).
            finger.began(velocity: CGPoint(x: 600, y: 0))
            XCTAssertIdentical(navigation.viewControllers.last, list.controller, "the finger popped")
            let end = stage.transitionEnd(of: navigation)
            stage.spin(0.2)
            finger.moved(translation: CGPoint(x: width * 0.25, y: 0))
            stage.spin(0.15)
            let quarter = slid()
            finger.moved(translation: CGPoint(x: width * 0.5, y: 0))
            stage.spin(0.15)
            let half = slid()
            finger.moved(translation: CGPoint(x: width * 0.25, y: 0))
            stage.spin(0.15)
            let quarterAgain = slid()
            XCTAssertNil(end.finished, "a finger that is down holds the pop")
            finger.lifted(translation: CGPoint(x: width * 0.5, y: 0), velocity: CGPoint(x: 1200, y: 0))
            XCTAssertTrue(stage.wait(for: end), "the released pop completed")
            watch.stop()

            XCTAssertGreaterThan(quarter, 0.05, "a quarter of the way, the popped screen has moved")
            XCTAssertGreaterThan(half, quarter + 0.05, "half way, it has moved further")
            XCTAssertEqual(quarterAgain, quarter, accuracy: 0.02, "back at a quarter, it is where it was at a quarter")
            XCTAssertEqual(end.finished, true, "a release toward the end with velocity finishes the pop")
            XCTAssertIdentical(navigation.topViewController, list.controller)
            DeviceRunChecks.assertFlightLostNothing(watch, [(listRecord, list), (detailRecord, detail)])
            DeviceRunChecks.attachRecording(try coordinator.debugJSON(), named: "pop-scrubbed", to: self)
        }
    }
#endif
