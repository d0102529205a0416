#if canImport(UIKit)
    import MatchEngine
    @testable import MatchUIKit
    import UIKit
    import XCTest

    /// What the README says only a device can show, asked of a simulator or device where a test can
    /// ask it. The rest of that list is covered elsewhere or needs a person (docs/device-run.md):
    /// keyframes scrubbed through `fractionComplete` — `NavigationDeviceRunTests`' back-swipe test;
    /// the forced render pass's flash — every test's `assertNoFlash`; real pixels — every test's
    /// `assertFlewVisibly`; how the scroll hand-off and the back swipe feel — a person's finger.
    @MainActor
    final class DeviceOnlyTests: XCTestCase {
        /// Render-pass timing: from the push to its end, no two display frames lie more than three
        /// frame durations apart (at most two frames in a row dropped), Match's setup included.
        /// Nothing else renders or samples pixels during this test, so the gaps are the transition's.
        /// On a device only: a simulator's frames come from the Mac's render server on the Mac's
        /// schedule, so their gaps say nothing of a device's and would make the test flaky.
        func testAPushDropsAtMostTwoFramesInARow() throws {
            #if targetEnvironment(simulator)
                let onDevice = false
            #else
                let onDevice = true
            #endif
            try XCTSkipUnless(onDevice, "frame timing is a device's: run it on an iPhone (docs/device-run.md)")
            let list = DemoScreen.list()
            let detail = DemoScreen.detail()
            let navigation = UINavigationController(rootViewController: list.controller)
            let stage = try Stage(root: navigation)
            defer { stage.close() }
            navigation.enableMatchTransitions()
            let clock = FrameTimes()
            clock.start()
            stage.spin(0.1)
            navigation.pushViewController(detail.controller, animated: true)
            XCTAssertTrue(stage.wait(for: stage.transitionEnd(of: navigation)), "the push completed")
            clock.stop()

            XCTAssertGreaterThanOrEqual(clock.timestamps.count, 10, "the display link ran through the push")
            let frame = clock.frameDuration > 0 ? clock.frameDuration : 1.0 / 60
            XCTAssertLessThan(
                clock.longestGap, 3 * frame + 0.002,
                "a gap of \(Int(clock.longestGap * 1000)) ms at \(Int((1 / frame).rounded())) Hz")
        }

        /// A corner radius that differs between the two tiles (0 pt on the list, 60 pt on the
        /// detail) changes through the flight rather than jumping: UIKit documents corner radius as
        /// animatable in view animations only from iOS 11 on, and not inside keyframes, so the README
        /// lists "a corner radius may jump to its end value" as something a device must show. Read in
        /// the window's pixels on every frame: the flying tile's top-left corner is rounded as its
        /// presentation layer's radius says (within 8 pt, on four frames in five), and the drawn
        /// rounding takes at least three values (a jump shows two; a snapshot with the detail's
        /// rounding baked in, or an unclipped one, shows one).
        func testACornerRadiusChangesThroughTheFlightRatherThanJumping() throws {
            let list = DemoScreen.list()
            let detail = DemoScreen.detail(cornerRadius: 60)
            let navigation = UINavigationController(rootViewController: list.controller)
            let stage = try Stage(root: navigation)
            defer { stage.close() }
            navigation.enableMatchTransitions()
            stage.layOut(detail)

            let watch = ScreenWatch(
                window: stage.window, screens: [list, detail], destination: detail,
                finalFrame: detail.tile.frame)
            watch.start()
            navigation.pushViewController(detail.controller, animated: true)
            XCTAssertTrue(stage.wait(for: stage.transitionEnd(of: navigation)), "the push completed")
            watch.stop()

            // In pixels: the corner the window shows follows the radius the stand-in is given, and
            // changes through the flight (one pixel on the diagonal is 3.4 pt of radius).
            let corners = watch.frames.compactMap { $0.standInCorner }
            let described = corners.map { "\(Int($0.planned.rounded()))→\(Int($0.drawn.rounded()))" }.joined(separator: " ")
            XCTAssertGreaterThanOrEqual(corners.count, 5, "frames whose flying tile's corner was read: \(described)")
            let off = corners.filter { abs($0.drawn - $0.planned) > 8 }
            XCTAssertLessThanOrEqual(off.count, corners.count / 5, "planned→drawn corner radii: \(described)")
            let drawnSteps = Set(corners.map { Int(($0.drawn / 8).rounded()) })
            XCTAssertGreaterThanOrEqual(drawnSteps.count, 3, "the drawn corner changed through the flight: \(described)")
        }

        /// iOS 26's content-area back swipe: UIKit's own recognizer (`interactiveContentPopGestureRecognizer`)
        /// keeps UIKit's delegate (Apple limits its use to failure requirements) and never begins under
        /// an animating navigation delegate (uikit-practice P1), so Match makes its own
        /// (`contentSwipePops`, on by default there): a pan on the navigation controller's view that
        /// pops. A finger played through that pan's own target must pop with it and finish on release.
        /// Below iOS 26 there is no such swipe and Match makes none.
        func testAContentAreaSwipePopsOnIOS26() throws {
            let list = DemoScreen.list()
            let detail = DemoScreen.detail()
            let navigation = UINavigationController(rootViewController: list.controller)
            let stage = try Stage(root: navigation)
            defer { stage.close() }
            let coordinator = navigation.enableMatchTransitions()
            navigation.pushViewController(detail.controller, animated: true)
            XCTAssertTrue(stage.wait(for: stage.transitionEnd(of: navigation)), "the push completed")
            guard #available(iOS 26.0, *) else {
                XCTAssertFalse(coordinator.contentSwipePops)
                XCTAssertNil(coordinator.contentSwipe, "no content swipe before iOS 26")
                return
            }
            // UIKit may make its recognizer late (uikit-practice P24), so it is read after the push;
            // whichever delegate UIKit gave it, it is not one of Match's.
            let system = try XCTUnwrap(navigation.interactiveContentPopGestureRecognizer)
            XCTAssertFalse(system.delegate is PopGestureDelegate, "the system's content swipe keeps UIKit's own delegate")
            XCTAssertFalse(system.delegate is OwnEdgePanDelegate, "the system's content swipe keeps UIKit's own delegate")
            let swipe = try XCTUnwrap(coordinator.contentSwipe, "Match's content swipe is in place")
            XCTAssertIdentical(swipe.recognizer.view, navigation.view)

            let width = navigation.view.bounds.width
            swipe.began(velocity: CGPoint(x: 600, y: 0))
            XCTAssertIdentical(navigation.viewControllers.last, list.controller, "the swipe popped")
            // Read once the pop has its transition coordinator.
            let end = stage.transitionEnd(of: navigation)
            stage.spin(0.2)
            swipe.moved(translation: CGPoint(x: width * 0.4, y: 0))
            stage.spin(0.15)
            XCTAssertNil(end.finished, "a finger that is down holds the pop")
            swipe.lifted(translation: CGPoint(x: width * 0.5, y: 0), velocity: CGPoint(x: 1200, y: 0))
            XCTAssertTrue(stage.wait(for: end), "the released pop completed")
            XCTAssertEqual(end.finished, true)
            XCTAssertIdentical(navigation.topViewController, list.controller)
        }
    }

    /// Display-link timestamps, and nothing else: a frame clock light enough not to cause the gaps it
    /// measures.
    @MainActor
    final class FrameTimes {
        private(set) var timestamps: [CFTimeInterval] = []
        /// The link's nominal frame duration (`CADisplayLink.duration`), seconds; 0 before a frame.
        private(set) var frameDuration: CFTimeInterval = 0
        private var link: CADisplayLink?

        /// The longest time between two consecutive frames, seconds.
        var longestGap: CFTimeInterval {
            zip(timestamps.dropFirst(), timestamps).map { $0 - $1 }.max() ?? 0
        }

        func start() {
            let link = FrameCallback.link { [weak self] link in
                guard let self else { return false }
                self.record(link)
                return true
            }
            link.add(to: .main, forMode: .common)
            self.link = link
        }

        func stop() {
            link?.invalidate()
            link = nil
        }

        private func record(_ link: CADisplayLink) {
            timestamps.append(link.timestamp)
            frameDuration = link.duration
        }
    }

#endif
