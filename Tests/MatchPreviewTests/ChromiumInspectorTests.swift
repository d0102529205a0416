import Foundation
import MatchEngine
import Testing

@testable import MatchPreview

/// Finds a Chromium or Chrome binary where developers have one, Linux and macOS alike.
struct BrowserLocator {
    /// Names looked up on `PATH`, in order.
    static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"]
    /// macOS application bundles, tried after `PATH`.
    static let applications = [
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
        "/Applications/Chromium.app/Contents/MacOS/Chromium",
    ]

    let environment: [String: String]
    let isExecutable: (String) -> Bool

    /// `CHROME_PATH` if set (and executable), else the first of `names` on `PATH`, else the first
    /// macOS application found, else `nil`.
    func find() -> String? {
        if let explicit = environment["CHROME_PATH"], !explicit.isEmpty, isExecutable(explicit) { return explicit }
        let path = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for name in Self.names {
            for dir in path where isExecutable("\(dir)/\(name)") { return "\(dir)/\(name)" }
        }
        return Self.applications.first(where: isExecutable)
    }

    /// The browser on this machine.
    static let installed = BrowserLocator(
        environment: ProcessInfo.processInfo.environment, isExecutable: { FileManager.default.isExecutableFile(atPath: $0) }
    ).find()

    /// Whether this run is CI (`CI=true`, as CI services and `.ci/run` set it): there a missing
    /// browser is a failure, not a skip.
    static let isCI = ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")
}

@Suite struct BrowserLocatorTests {
    @Test(
        arguments: [
            // (environment, executables on disk, expected)
            (["CHROME_PATH": "/opt/c/chrome", "PATH": "/usr/bin"], ["/opt/c/chrome", "/usr/bin/chromium"], "/opt/c/chrome"),
            (["CHROME_PATH": "/missing", "PATH": "/usr/bin"], ["/usr/bin/chromium"], "/usr/bin/chromium"),
            (["PATH": "/usr/local/bin:/usr/bin"], ["/usr/bin/chromium", "/usr/local/bin/chromium"], "/usr/local/bin/chromium"),
            (["PATH": "/usr/bin"], ["/usr/bin/google-chrome-stable"], "/usr/bin/google-chrome-stable"),
            (["PATH": "/home/me/bin:/usr/bin"], ["/home/me/bin/chrome"], "/home/me/bin/chrome"),
            (["PATH": "/usr/bin"], ["/usr/bin/chromium-browser", "/usr/bin/google-chrome"], "/usr/bin/chromium-browser"),
            (
                ["PATH": "/usr/bin"], ["/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"],
                "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"
            ),
            ([:], ["/Applications/Chromium.app/Contents/MacOS/Chromium"], "/Applications/Chromium.app/Contents/MacOS/Chromium"),
        ] as [([String: String], [String], String)])
    func findsTheBrowserWhereDevelopersHaveIt(_ row: ([String: String], [String], String)) {
        let files = Set(row.1)
        #expect(BrowserLocator(environment: row.0, isExecutable: { files.contains($0) }).find() == row.2)
    }

    @Test func findsNothingWhereThereIsNothing() {
        #expect(BrowserLocator(environment: ["PATH": "/usr/bin:/bin"], isExecutable: { _ in false }).find() == nil)
    }
}

/// The HTML inspector in a real headless Chromium: the page is loaded with the slider moved to a
/// progress, and the drawn position of every stand-in is read back from the SVG and compared with
/// the engine's exact evaluation.
///
/// Without a browser the suite is skipped, visibly, on a developer's machine; in CI (`CI=true`)
/// it runs and fails, naming what to install. `.ci/run` installs Chromium from Debian.
@Suite(
    .enabled(
        if: BrowserLocator.installed != nil || BrowserLocator.isCI,
        "no Chromium or Chrome found (PATH, CHROME_PATH, /Applications); install one to run the inspector in a browser"))
struct ChromiumInspectorTests {
    struct Probe: Decodable {
        struct View: Decodable {
            let track: Int
            let label: String
            let x: Double
            let y: Double
        }
        let progress: Double
        let playing: Bool
        let startedFrom: Double?
        let frames: Int
        let time: String
        let views: [View]
    }

    /// Loads the page at `fragment` and returns the DOM; the profile (and everything Chromium puts
    /// in its temporary folder) lives in one fresh folder, removed before returning, whose path
    /// is handed back so tests can check it is gone.
    static func dumpDOM(page: URL, fragment: String, budget: Int = 3_000) throws -> (dom: String, profile: URL) {
        // Reached without a browser only in CI, where that is a failure with this message.
        let browser = try #require(
            BrowserLocator.installed, "no Chromium or Chrome found in CI: install one (apt-get install chromium), or set CHROME_PATH")
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("match-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-crash-reporter",
            "--user-data-dir=\(profile.appendingPathComponent("profile").path)",
            "--virtual-time-budget=\(budget)", "--dump-dom", page.absoluteString + fragment,
        ]
        var environment = ProcessInfo.processInfo.environment
        // Chromium's own temporary files (crashpad, shared memory fallbacks) go into the same folder.
        environment["TMPDIR"] = profile.path
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), profile)
    }

    static func probe(page: URL, progress: Double, extra: String = "", budget: Int = 3_000) throws -> (Probe, profile: URL) {
        let (dom, profile) = try dumpDOM(page: page, fragment: "#progress=\(progress)\(extra)&probe", budget: budget)
        let start = try #require(dom.range(of: "<pre id=\"probe\">"), "no probe in the page's DOM")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = dom[start.upperBound..<end.lowerBound].replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
        return (try JSONDecoder().decode(Probe.self, from: Data(json.utf8)), profile)
    }

    static func writePage(_ recording: TransitionRecording, title: String) throws -> URL {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("inspector-\(UUID().uuidString).html")
        try Data(HTMLInspector(recording, title: title).page().utf8).write(to: page)
        return page
    }

    /// Every stand-in of every demo is drawn within 0.5 pt of the engine's exact state, at
    /// progresses between keyframes; and the browser's profile folder is gone afterwards.
    @Test(arguments: [Demo.listDetail, .photoGrid, .bottomSheet, .tabReveal])
    func everyStandInIsDrawnWhereTheEngineSays(_ demo: Demo) throws {
        let recording = try demo.recording(views: 24)
        let page = try Self.writePage(recording, title: demo.rawValue)
        defer { try? FileManager.default.removeItem(at: page) }
        let plan = recording.plan
        for progress in [0.25, 0.6] {
            let (drawn, profile) = try Self.probe(page: page, progress: progress)
            #expect(!FileManager.default.fileExists(atPath: profile.path), "the browser profile \(profile.path) was left behind")
            #expect(drawn.progress == progress)
            #expect(drawn.views.count == plan.count)
            for view in drawn.views {
                let exact = plan.state(ofTrack: view.track, atProgress: progress)
                let centre = Point(x: exact.position.x + exact.transform.m41, y: exact.position.y + exact.transform.m42)
                #expect(
                    Point(x: view.x, y: view.y).distance(to: centre) <= 0.5,
                    "\(demo.rawValue) track \(view.track) (\(view.label)) at \(progress): drawn (\(view.x), \(view.y)), engine \(centre)")
            }
        }
    }

    @Test func theMatchedAvatarReallyMoves() throws {
        let recording = try Demo.listDetail.recording()
        let page = try Self.writePage(recording, title: "list-detail")
        defer { try? FileManager.default.removeItem(at: page) }
        let (first, _) = try Self.probe(page: page, progress: 0.25)
        let (second, _) = try Self.probe(page: page, progress: 0.6)
        let a = try #require(first.views.first { $0.label == "avatar-2" })
        let b = try #require(second.views.first { $0.label == "avatar-2" })
        #expect(Point(x: a.x, y: a.y).distance(to: Point(x: b.x, y: b.y)) > 10)
    }

    /// Play works from any position: from 0 and from the middle it runs on, from 1 it starts over
    /// at 0. At ¼× the half-second transition takes two seconds, so after 0.6 s of the
    /// browser's virtual time it is still playing, partway.
    @Test(arguments: [(0.0, 0.0), (0.5, 0.5), (1.0, 0.0)])
    func playRunsFromAnyPosition(_ row: (start: Double, expectedFrom: Double)) throws {
        let recording = try Demo.listDetail.recording()
        let page = try Self.writePage(recording, title: "list-detail")
        defer { try? FileManager.default.removeItem(at: page) }
        let (drawn, _) = try Self.probe(page: page, progress: row.start, extra: "&speed=0.25&timer&play", budget: 600)
        #expect(drawn.startedFrom == row.expectedFrom)
        #expect(drawn.frames > 10 && drawn.playing)
        #expect(drawn.progress > row.expectedFrom + 0.1 && drawn.progress < 1, "progress \(drawn.progress)")
        #expect(drawn.time.hasSuffix("s of 0.500 s · \(String(format: "%.1f", drawn.progress * 100)) %"), "\(drawn.time)")
    }

    /// Reversed, from 0 it starts over at 1 and runs backwards.
    @Test func reversedPlayFromTheStartRunsBackFromTheEnd() throws {
        let page = try Self.writePage(try Demo.listDetail.recording(), title: "list-detail")
        defer { try? FileManager.default.removeItem(at: page) }
        let (drawn, _) = try Self.probe(page: page, progress: 0, extra: "&speed=0.5&reverse&timer&play", budget: 400)
        #expect(drawn.startedFrom == 1 && drawn.playing && drawn.progress < 0.9 && drawn.progress > 0)
    }
}
