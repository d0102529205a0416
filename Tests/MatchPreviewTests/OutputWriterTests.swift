import Foundation
import Testing

@testable import MatchPreview

/// A fresh folder under the temporary directory, removed by `remove()`.
struct Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("match-preview-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The names in the folder, sorted (hidden temporaries included).
    func listing(_ sub: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sub.isEmpty ? url.path : path(sub)).sorted()
    }

    func put(_ text: String, at name: String) throws { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }

    func read(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// `OutputWriter`: every path is checked first, every file is written beside its target and
/// renamed only when all are written, nothing the writer did not create is ever removed.
@Suite struct OutputWriterTests {
    @Test func aDirectoryIsNeverWrittenOverAndKeepsItsContents() throws {
        let s = try Scratch()
        defer { s.remove() }
        try FileManager.default.createDirectory(atPath: s.path("out"), withIntermediateDirectories: false)
        try s.put("precious", at: "out/keep.txt")
        #expect(throws: OutputError.isDirectory(path: s.path("out"))) {
            try OutputWriter.write([OutputFile(path: s.path("out"), contents: "<svg/>")])
        }
        #expect(try s.listing("out") == ["keep.txt"])
        #expect(try s.read("out/keep.txt") == "precious")
    }

    @Test func aMissingFolderIsNamed() throws {
        let s = try Scratch()
        defer { s.remove() }
        let path = s.path("nope/out.svg")
        #expect(throws: OutputError.missingParent(path: path, parent: s.path("nope"))) {
            try OutputWriter.write([OutputFile(path: path, contents: "x")])
        }
        #expect(try s.listing() == [])
    }

    @Test func aFileAsTheFolderIsNamed() throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.put("a file", at: "plain")
        let path = s.path("plain/out.svg")
        #expect(throws: OutputError.parentNotADirectory(path: path, parent: s.path("plain"))) {
            try OutputWriter.write([OutputFile(path: path, contents: "x")])
        }
        #expect(try s.read("plain") == "a file")
    }

    /// One bad output among several: nothing at all is written, existing files keep their
    /// contents, and no temporary file is left behind — whichever position the bad one has.
    @Test(arguments: [0, 1, 2])
    func oneBadOutputAmongSeveralWritesNothing(badPosition: Int) throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.put("old html", at: "page.html")
        try FileManager.default.createDirectory(atPath: s.path("folder"), withIntermediateDirectories: false)
        var files = [
            OutputFile(path: s.path("page.html"), contents: "new html"),
            OutputFile(path: s.path("strip.svg"), contents: "new svg"),
        ]
        files.insert(OutputFile(path: s.path("folder"), contents: "bad"), at: badPosition)
        #expect(throws: OutputError.isDirectory(path: s.path("folder"))) { try OutputWriter.write(files) }
        #expect(try s.listing() == ["folder", "page.html"])
        #expect(try s.read("page.html") == "old html")
        #expect(try s.listing("folder") == [])
    }

    @Test func existingFilesAreReplacedWholeOnSuccessKeepingTheirPermissions() throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.put("old", at: "a.svg")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: s.path("a.svg"))
        try OutputWriter.write([
            OutputFile(path: s.path("a.svg"), contents: "new a"),
            OutputFile(path: s.path("b.html"), contents: "new b"),
        ])
        #expect(try s.listing() == ["a.svg", "b.html"])
        #expect(try s.read("a.svg") == "new a" && s.read("b.html") == "new b")
        let mode = try FileManager.default.attributesOfItem(atPath: s.path("a.svg"))[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func theSameFileTwiceIsRefused() throws {
        let s = try Scratch()
        defer { s.remove() }
        let a = s.path("x.svg")
        let b = s.url.appendingPathComponent("sub/../x.svg").path
        try FileManager.default.createDirectory(atPath: s.path("sub"), withIntermediateDirectories: false)
        #expect(throws: OutputError.sameFileTwice(path: b, other: a)) {
            try OutputWriter.write([OutputFile(path: a, contents: "1"), OutputFile(path: b, contents: "2")])
        }
        #expect(try s.listing() == ["sub"])
    }

    @Test func aSymbolicLinkIsWrittenThroughAndKept() throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.put("old", at: "real.svg")
        try FileManager.default.createSymbolicLink(atPath: s.path("link.svg"), withDestinationPath: s.path("real.svg"))
        try OutputWriter.write([OutputFile(path: s.path("link.svg"), contents: "new")])
        #expect(try s.read("real.svg") == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: s.path("link.svg")) == s.path("real.svg"))
    }

    @Test func messagesNameThePathAndSayNothingWasWritten() {
        #expect(OutputError.isDirectory(path: "docs").description == "docs is a directory; give a file name (nothing was written)")
        #expect(
            OutputError.missingParent(path: "a/b.svg", parent: "/x/a").description
                == "cannot write a/b.svg: the folder /x/a does not exist (nothing was written)")
    }
}
