import Foundation
import MatchEngine
import MatchPreview
import Testing

/// A device's recording beside the strict host's prediction of the same screens: what differs is
/// listed, nothing when they agree, and the tool shows both on one page.
@Suite struct RecordingComparisonTests {
    @Test func aRecordingBesideItselfIsAsPredicted() throws {
        let recording = try Demo.photoGrid.recording(views: 200)
        let comparison = RecordingComparison(recorded: recording, predicted: recording)
        #expect(comparison.differences.isEmpty)
        #expect(comparison.text() == "beside the prediction: as predicted\n")
    }

    @Test func eachQuantityThatDiffersIsListedWithBothValues() throws {
        let predicted = try Demo.photoGrid.recording(views: 200)
        var recorded = predicted
        recorded.context.kind = .pop
        let comparison = RecordingComparison(recorded: recorded, predicted: predicted)
        #expect(comparison.differences == [.init(what: "kind", recorded: "pop", predicted: "push")])
        #expect(comparison.text().contains("kind: recorded pop, predicted push"))
        // Two different demos: other IDs paired.
        let other = try Demo.listDetail.recording(views: 200)
        let ids = RecordingComparison(recorded: other, predicted: predicted).differences.map(\.what)
        #expect(ids.contains("paired IDs"))
    }

    @Test func theToolPutsTheTwoSideBySideAndNeedsAScene() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("beside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("r.json")
        try RecordingJSON.encode(try Demo.photoGrid.recording(views: 200)).write(to: file)
        let html = dir.appendingPathComponent("b.html").path
        let r = try CommandLineTests.run(["--scene", file.path, "--beside", file.path, "--html", html])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("beside the prediction: as predicted"))
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.components(separatedBy: "<iframe srcdoc=").count == 3)
        let alone = try CommandLineTests.run(["--demo", "photo-grid", "--beside", file.path])
        #expect(alone.status == 2 && alone.err.contains("--beside goes with --scene"))
    }
}
