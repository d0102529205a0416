#if canImport(UIKit)
    import UIKit
    import XCTest

    /// The three checks every device-run test makes on what a `ScreenWatch` saw, each an XCTest
    /// assertion reported at the caller's line.
    @MainActor
    enum DeviceRunChecks {
        /// **Stand-ins not blank.** On every display frame from the request to the end, the window shows
        /// at least half as many tile-coloured pixels as the smaller of the two tiles has (a blank
        /// stand-in over a concealed original shows none), and on at least 3 frames a stand-in — a view
        /// that is not one of the screens' own — is itself at least 90 % tile colour when rendered alone
        /// (the tile flew, and its stand-in holds the tile's whole content, not an empty or partly
        /// drawn snapshot).
        static func assertFlewVisibly(
            _ watch: ScreenWatch, smallerTileArea: Int, file: StaticString = #filePath, line: UInt = #line
        ) {
            XCTAssertGreaterThanOrEqual(watch.frames.count, 5, "the display link sampled the transition", file: file, line: line)
            XCTAssertGreaterThanOrEqual(
                watch.fewestWindowTilePixels, smallerTileArea / 2,
                "on some frame the tile (nearly) vanished from the screen: a blank stand-in, or an original concealed too early",
                file: file, line: line)
            let whole = watch.frames.filter { ($0.standIn?.pixels.fraction ?? 0) >= 0.9 }
            let best = watch.frames.compactMap { $0.standIn?.pixels.fraction }.max() ?? 0
            XCTAssertGreaterThanOrEqual(
                whole.count, 3,
                "the tile did not fly as a whole stand-in on 3 frames (best stand-in: \(Int(best * 100)) % tile colour)",
                file: file, line: line)
        }

        /// **No flash.** No sample taken before the flight was seen — no display frame, and no render
        /// pass (forced or not) that drew the destination's tile — shows the destination's tile at its
        /// final place; and the render-pass probe saw at least one pass, so the check looked.
        static func assertNoFlash(_ watch: ScreenWatch, file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertFalse(watch.draws.isEmpty, "the render-pass probe saw no pass drawing the destination", file: file, line: line)
            XCTAssertTrue(watch.flightFrames.count > 0, "the flight was never seen", file: file, line: line)
            XCTAssertEqual(watch.flashes, [], "the destination showed at its final place before the flight began", file: file, line: line)
        }

        /// Attaches a transition's recording (`debugJSON()`: the scenes Match captured on this device,
        /// the match and the plan) to `test` as "recording-<name>.json", kept whether the test passes
        /// or not: `Tools/device-run.sh` collects them and draws each one beside the strict host's
        /// prediction of the same screens (`DeviceRunPredictionTests`). A missing one is a failure.
        static func attachRecording(
            _ json: Data?, named name: String, to test: XCTestCase, file: StaticString = #filePath, line: UInt = #line
        ) {
            guard let json else {
                XCTAssertTrue(false, "no recording of \(name): Match ran no matched transition", file: file, line: line)
                return
            }
            let attachment = XCTAttachment(data: json, uniformTypeIdentifier: "public.json")
            attachment.name = "recording-\(name).json"
            attachment.lifetime = .keepAlways
            test.add(attachment)
        }

        /// The checks every transition test makes once its run ended: the tile flew visibly, with no
        /// flash (unless `checksFlash` is false: a dismissal's presenter is on screen all along), and
        /// every recorded screen is as it was.
        static func assertFlightLostNothing(
            _ watch: ScreenWatch, checksFlash: Bool = true, _ records: [(HierarchyRecord, DemoScreen)],
            file: StaticString = #filePath, line: UInt = #line
        ) {
            assertFlewVisibly(watch, smallerTileArea: 100 * 100, file: file, line: line)
            if checksFlash { assertNoFlash(watch, file: file, line: line) }
            for (record, screen) in records { assertNothingLost(record, screen: screen, file: file, line: line) }
        }

        /// **Nothing lost.** Every recorded view is as it was (`HierarchyRecord`), after laying its
        /// screen out again.
        static func assertNothingLost(
            _ record: HierarchyRecord, screen: DemoScreen, file: StaticString = #filePath, line: UInt = #line
        ) {
            screen.controller.view.layoutIfNeeded()
            XCTAssertEqual(record.differences(), [], "\(screen.controller.title ?? "a screen") changed", file: file, line: line)
        }
    }
#endif
