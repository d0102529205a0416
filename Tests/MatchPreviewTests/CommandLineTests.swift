import Foundation
import MatchPreview
import Testing

/// The built `match-preview` tool, run as a user would.
@Suite struct CommandLineTests {
    static var tool: URL {
        // The tool is built next to the test bundle.
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("match-preview").path), dir.path != "/" {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("match-preview")
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    @Test func summaryAndFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("match-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let html = dir.appendingPathComponent("p.html").path
        let strip = dir.appendingPathComponent("p.svg").path
        let r = try Self.run(["--demo", "photo-grid", "--html", html, "--filmstrip", strip, "--frames", "4"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("pairs: 3") && r.out.contains("stage timings (debug build") && r.out.contains("wrote \(html)"))
        #expect(FileManager.default.fileExists(atPath: html) && FileManager.default.fileExists(atPath: strip))
        #expect(try Self.run(["--help"]).out.contains("usage: match-preview"))
    }

    @Test(arguments: [
        (["--demo", "nope"], Int32(1), "unknown demo \"nope\""),
        (["--demo", "stress", "--views", "999999"], 1, "--views must be between 1 and 20000"),
        (["--demo", "stress", "--views", "-4"], 1, "--views must be between 1 and 20000"),
        (["--scene", "/does/not/exist.json"], 1, "cannot read /does/not/exist.json: no such file"),
        (["--scene", "/"], 1, "cannot read /: it is a folder; --scene takes a JSON file"),
        (["--bogus"], 2, "unknown argument \"--bogus\""),
        ([], 2, "give --demo NAME or --scene FILE"),
        (["--demo"], 2, "--demo needs a value"),
        (["--demo", "photo-grid", "--svg", "/tmp/x.svg", "--frame", "7"], 1, "--frame must be a number in 0…1"),
        (["--demo", "photo-grid", "--fps", "20"], 2, "--fps goes with --animated-svg"),
        (["--demo", "photo-grid", "--animated-svg", "/does/not/exist/a.svg"], 1, "the folder /does/not/exist does not exist"),
        (["--demo", "photo-grid", "--animated-svg", "/tmp/never-written.svg", "--fps", "0"], 1, "--fps must be a whole number in 1…120"),
    ])
    func badUsageIsNamedWithANonZeroExit(_ row: ([String], Int32, String)) throws {
        let r = try Self.run(row.0)
        #expect(r.status == row.1)
        #expect(r.err.contains(row.2), "\(r.err)")
    }

    /// `--animated-svg` writes the same document as the library, at the frame rate `--fps` asks for.
    @Test func theAnimatedSVGIsWritten() throws {
        let s = try Scratch()
        defer { s.remove() }
        let r = try Self.run(["--demo", "photo-grid", "--animated-svg", s.path("a.svg"), "--fps", "12"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("wrote \(s.path("a.svg"))"))
        let recording = try Demo.photoGrid.recording()
        #expect(try s.read("a.svg") == AnimatedSVGRenderer(recording, framesPerSecond: 12).document(title: Demo.photoGrid.title()))
        #expect(try Self.run(["--help"]).out.contains("--animated-svg OUT"))
    }

    @Test func aMalformedSceneWritesNoFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("match-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let scene = dir.appendingPathComponent("bad.json")
        try Data("{ \"container\": [1, 1], ".utf8).write(to: scene)
        let out = dir.appendingPathComponent("out.html").path
        let r = try Self.run(["--scene", scene.path, "--html", out])
        #expect(r.status == 1)
        #expect(r.err == "match-preview: \(scene.path):1:24: expected a key in double quotes, found end of file\n", "\(r.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["bad.json"])
    }

    /// The tool never harms a user's file: a directory as an output is refused with its contents
    /// intact, and when one output is bad no output is written and existing files keep their text.
    @Test func aDirectoryAsAnOutputIsRefusedAndKept() throws {
        let s = try Scratch()
        defer { s.remove() }
        try FileManager.default.createDirectory(atPath: s.path("site"), withIntermediateDirectories: false)
        try s.put("my page", at: "site/index.html")
        let r = try Self.run(["--demo", "photo-grid", "--html", s.path("site")])
        #expect(r.status == 1)
        #expect(r.err.contains("\(s.path("site")) is a directory"), "\(r.err)")
        #expect(try s.listing("site") == ["index.html"])
        #expect(try s.read("site/index.html") == "my page")
    }

    @Test func oneBadOutputWritesNoneAndKeepsExistingFiles() throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.put("old page", at: "p.html")
        let r = try Self.run([
            "--demo", "photo-grid", "--html", s.path("p.html"), "--filmstrip", s.path("strip.svg"),
            "--svg", s.path("missing/frame.svg"),
        ])
        #expect(r.status == 1)
        #expect(r.err.contains("the folder \(s.path("missing")) does not exist"), "\(r.err)")
        #expect(try s.listing() == ["p.html"])
        #expect(try s.read("p.html") == "old page")
    }

    @Test func aBadSceneKeepsTheExistingOutput() throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.put("{ \"container\": [1, 1], ", at: "bad.json")
        try s.put("old page", at: "p.html")
        let r = try Self.run(["--scene", s.path("bad.json"), "--html", s.path("p.html")])
        #expect(r.status == 1)
        #expect(try s.listing() == ["bad.json", "p.html"])
        #expect(try s.read("p.html") == "old page")
    }
}
