import Foundation
import MatchEngine
import Testing

@testable import MatchPreview

/// The HTML inspector in a real headless Chromium: the page is loaded with the slider moved to a
/// progress, and the drawn position of a matched view is read back from the SVG and compared with
/// the engine's exact evaluation. `.ci/run` installs Chromium from Debian when it is missing.
@Suite struct ChromiumInspectorTests {
    static let browser: String? = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap { name -> String? in
        for dir in ["/usr/bin", "/usr/local/bin", "/snap/bin"] where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
            return "\(dir)/\(name)"
        }
        return nil
    }.first

    struct Probe: Decodable {
        struct View: Decodable {
            let track: Int
            let label: String
            let x: Double
            let y: Double
        }
        let progress: Double
        let views: [View]
    }

    func probe(page: URL, progress: Double) throws -> Probe {
        let browser = try #require(Self.browser, "no Chromium: install it (apt-get install chromium); .ci/run does")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)",
                             "--virtual-time-budget=3000", "--dump-dom", page.absoluteString + "#progress=\(progress)&probe"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        let start = try #require(dom.range(of: "<pre id=\"probe\">"), "no probe in the page's DOM")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = dom[start.upperBound..<end.lowerBound].replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(Probe.self, from: Data(json.utf8))
    }

    @Test func theSliderDrawsTheMatchedViewWhereTheEngineSays() throws {
        let recording = try Demo.listDetail.recording()
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("inspector-\(UUID().uuidString).html")
        try Data(HTMLInspector(recording, title: "list-detail").page().utf8).write(to: page)
        let plan = recording.plan
        let avatar = try #require(plan.tracks.firstIndex {
            if case .matched = $0.role, let v = $0.view { return (v.side == .source ? recording.source : recording.destination)[v.index].id == "avatar-2" }
            return false
        })
        for progress in [0.25, 0.6] {
            let drawn = try probe(page: page, progress: progress)
            #expect(drawn.progress == progress)
            let view = try #require(drawn.views.first { $0.track == avatar })
            let exact = plan.state(ofTrack: avatar, atProgress: progress)
            let centre = Point(x: exact.position.x + exact.transform.m41, y: exact.position.y + exact.transform.m42)
            #expect(Point(x: view.x, y: view.y).distance(to: centre) <= 0.5 + 0.01,
                    "at \(progress): drawn (\(view.x), \(view.y)), engine \(centre)")
            // It really moved between the two progresses.
            #expect(view.label == "avatar-2")
        }
        let first = try probe(page: page, progress: 0.25), second = try probe(page: page, progress: 0.6)
        let a = try #require(first.views.first { $0.track == avatar }), b = try #require(second.views.first { $0.track == avatar })
        #expect(Point(x: a.x, y: a.y).distance(to: Point(x: b.x, y: b.y)) > 10)
    }
}
