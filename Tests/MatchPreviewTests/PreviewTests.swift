import Foundation
import MatchEngine
import Testing

@testable import MatchPreview

/// Where the golden files live, next to this file.
let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

@Suite struct GoldenSVGTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let demo: Demo
        let progress: Double
        var testDescription: String { "\(demo.rawValue) at \(progress)" }
        var file: String { "\(demo.rawValue)-\(Format.number(progress)).svg" }
    }

    static let cases: [Case] = Demo.allCases.flatMap { demo in [0, 0.3, 0.5, 1].map { Case(demo: demo, progress: $0) } }

    /// Each demo drawn at fixed progresses matches its committed golden file (numbers printed with
    /// two decimals, so the text is stable). `MATCH_UPDATE_GOLDENS=1 swift test` rewrites them.
    @Test(arguments: cases)
    func framesMatchTheirGoldenFiles(_ c: Case) throws {
        let svg = SVGRenderer(try c.demo.recording(views: 24)).frame(at: c.progress)
        let url = goldenDirectory.appendingPathComponent(c.file)
        if ProcessInfo.processInfo.environment["MATCH_UPDATE_GOLDENS"] != nil {
            try Data(svg.utf8).write(to: url)
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(svg == golden, "\(c.file) differs from its golden file")
    }

    @Test func numbersAreNormalised() {
        #expect(Format.number(0) == "0" && Format.number(-0.001) == "0" && Format.number(1.006) == "1.01")
        #expect(Format.number(12.5) == "12.5" && Format.number(-3.25) == "-3.25" && Format.number(7) == "7")
        #expect(Format.number(0.05) == "0.05" && Format.number(.nan) == "0" && Format.number(1e300) != "")
    }

    /// The README's filmstrips (docs/<demo>-filmstrip.svg, drawn by Tools/render-readme-picture.sh)
    /// show the motion the engine plans today: a change of motion that leaves them stale fails here.
    @Test(arguments: [Demo.listDetail, .bottomSheet, .titleMorph, .labelResize])
    func theReadmeFilmstripsAreCurrent(_ demo: Demo) throws {
        let committed = try String(
            contentsOf: goldenDirectory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("docs/\(demo.rawValue)-filmstrip.svg"), encoding: .utf8)
        let now = SVGRenderer(try demo.recording()).filmstrip(frames: 6)
        #expect(committed == now, "run Tools/render-readme-picture.sh")
    }

    @Test func filmstripHasALabelledFramePerProgress() throws {
        let svg = SVGRenderer(try Demo.photoGrid.recording()).filmstrip(frames: 5)
        for label in ["p = 0", "p = 0.25", "p = 0.5", "p = 0.75", "p = 1"] { #expect(svg.contains(label)) }
        #expect(svg.components(separatedBy: "<svg x=").count - 1 == 5)
    }
}

@Suite struct SceneInputTests {
    func scene(_ json: String) throws -> TransitionRecording { try ScenePreview.recording(fromJSON: Data(json.utf8)) }

    let valid = """
        { "container": [390, 844], "context": { "kind": "push", "effect": "fade" },
          "source": { "frame": [0, 0, 390, 844], "children": [ { "frame": [16, 120, 44, 44], "id": "avatar", "color": "#0A84FF" } ] },
          "destination": { "frame": [0, 0, 390, 844], "children": [
              { "frame": [95, 140, 200, 200], "id": "avatar", "cornerRadius": 100 },
              { "frame": [20, 400, 350, 40], "modifiers": [ "fade" ] } ] } }
        """

    @Test func aSceneFileIsCapturedAndPlanned() throws {
        let r = try scene(valid)
        #expect(r.match.pairs.count == 1 && r.match.appearing.count == 1)
        #expect(r.destination[1].cornerRadii == CornerRadii(100))
        #expect(r.plan.count >= 3)
    }

    @Test func theDocumentedExampleSceneLoads() throws {
        let url = goldenDirectory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/example-scene.json")
        let r = try ScenePreview.recording(fromJSON: try Data(contentsOf: url))
        #expect(r.match.pairs.map(\.id) == ["photo-1"])
        #expect(r.match.disappearing.count == 2 && r.match.appearing.count == 1)
        #expect(r.context.effect == .zoom && r.plan.totalDuration == 0.45 + 0.05)
        #expect(r.source[2].modifiers == [.fade, .scale(0.8)])
        #expect(r.destination[2].modifiers == [.fade, .translate(x: 0, y: 40), .timing(.bezier(.easeOut))])
    }

    @Test func theUIKitDebugExportOpensToo() throws {
        let r = try scene(valid)
        let exported = try JSONEncoder().encode(r)
        #expect(try ScenePreview.recording(fromJSON: exported) == r)
        #expect(try ScenePreview.recording(fromJSON: try RecordingJSON.encode(r)) == r)
    }

    @Test(arguments: [
        ("{ not json", "1:3: expected a key in double quotes, found \"n\""),
        (#"{ "container": [390, 844] }"#, "1:1: missing \"context\""),
        (
            #"{ "container": [390], "context": { "kind": "push" }, "source": { "frame": [0,0,1,1] }, "destination": { "frame": [0,0,1,1] } }"#,
            "1:16: container: expected [width, height] in points"
        ),
        (
            #"{ "container": [390, 844], "context": { "kind": "push" }, "source": { "frame": [0,0,10,10], "children": [ { "frame": [0, 0, -20, 5] } ] }, "destination": { "frame": [0,0,1,1] } }"#,
            "source.children[0].frame: width and height must be ≥ 0; got width -20, height 5"
        ),
        (
            ##"{ "container": [390, 844], "context": { "kind": "push" }, "source": { "frame": [0,0,10,10], "color": "#XYZ" }, "destination": { "frame": [0,0,1,1] } }"##,
            "source.color: \"#XYZ\" is not a hex colour"
        ),
        (
            #"{ "container": [390, 844], "context": { "kind": "push" }, "source": { "frame": [0,0,10,10] }, "destination": { "frame": [0,0,1,1], "alpha": 3 } }"#,
            "destination.alpha: must be in 0…1; got 3"
        ),
    ])
    func badInputIsNamed(_ row: (String, String)) {
        do {
            _ = try scene(row.0)
            Issue.record("accepted bad input")
        } catch let error as PreviewInputError {
            #expect(error.description.contains(row.1), "\(error.description)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func theInspectorListsEveryTaggedViewWithItsFate() throws {
        let json = """
            { "container": [390, 844], "context": { "kind": "push" },
              "source": { "frame": [0, 0, 390, 844], "children": [
                  { "frame": [10, 10, 40, 40], "id": "a" }, { "frame": [10, 60, 40, 40], "id": "gone", "modifiers": ["fade"] },
                  { "frame": [10, 110, 40, 40], "id": "ghost", "hidden": true },
                  { "frame": [10, 160, 40, 40], "id": "stays" } ] },
              "destination": { "frame": [0, 0, 390, 844], "children": [ { "frame": [100, 100, 80, 80], "id": "a" } ] } }
            """
        let rows = HTMLInspector.viewStatuses(try scene(json))
        #expect(rows.map(\.id) == ["a", "gone", "ghost", "stays", "a"])
        #expect(rows[0].status == "paired #0" && rows[4].status == "paired #0")
        #expect(rows[1].status == "disappearing")
        #expect(rows[2].status.hasPrefix("skipped: hidden"))
        // No partner and no modifier: it rides with its screen.
        #expect(rows[3].status == HTMLInspector.ridesWithItsScreen)
        let page = HTMLInspector(try scene(json), title: "t").page()
        #expect(page.contains("\"status\":\"disappearing\"") && page.contains("Tagged views"))
    }

    @Test func theStressDemoHasALimit() {
        #expect(throws: PreviewInputError.self) { try Demo.stress.recording(views: Demo.maximumViews + 1) }
        #expect(throws: PreviewInputError.self) { try Demo.stress.recording(views: 0) }
        #expect((try? Demo.stress.recording(views: 50))?.match.pairs.count == 50)
    }
}

/// Resize modes in scene files and in the SVG: a reader can see a label keep its size.
@Suite struct ResizePreviewTests {
    /// A 150×22 label becoming 358×22, linear timing, so progress 0.5 is half way: the flying frame
    /// is (150 + 358)/2 = 254 wide.
    static func label(resize: String?) -> String {
        let modifiers = resize.map { #", "modifiers": [ { "resize": "\#($0)" } ]"# } ?? ""
        return """
            { "container": [390, 844], "context": { "kind": "push", "effect": "none", "matchedTiming": "linear" },
              "source": { "frame": [0, 0, 390, 844], "children": [
                  { "frame": [16, 100, 150, 22], "id": "title", "content": "text", "color": "#FFFFFF" } ] },
              "destination": { "frame": [0, 0, 390, 844], "children": [
                  { "frame": [16, 400, 358, 22], "id": "title", "content": "text", "color": "#FFFFFF"\(modifiers) } ] } }
            """
    }

    @Test func positionOnlyTextKeepsItsSizeInTheFilmstrip() throws {
        let r = try ScenePreview.recording(fromJSON: Data(Self.label(resize: nil).utf8))
        #expect(r.destination[1].content == .text)
        let svg = SVGRenderer(r).frame(at: 0.5)
        // The destination's 358×22 content, top-left in the 254-wide frame: its centre is
        // 358/2 − 254/2 = 52 right of the frame's; the source's 150×22: 75 − 127 = −52. Unscaled.
        #expect(svg.contains("translate(52 0) scale(1 1)") && svg.contains("translate(-52 0) scale(1 1)"), "\(svg)")
        #expect(svg.contains("clip-path=\"url(#content"))
        // No name, so skeleton lines: a 22 pt label is one line, 80 % of its width, per stand-in.
        #expect(svg.components(separatedBy: "fill-opacity=\"0.3\"/>").count - 1 == 2)
        #expect(svg.contains("width=\"120\" height=\"11\" rx=\"5.5\"") && svg.contains("width=\"286.4\" height=\"11\""))
    }

    @Test func stretchScalesTheTextLines() throws {
        let svg = SVGRenderer(try ScenePreview.recording(fromJSON: Data(Self.label(resize: "stretch").utf8))).frame(at: 0.5)
        // Both stand-ins (the aspect changes, so they crossfade) squeezed or stretched to the
        // 254-wide frame: 254/358 = 0.71 and 254/150 = 1.69; no content rectangle, so no clip.
        #expect(svg.contains("scale(0.71 1)") && svg.contains("scale(1.69 1)"), "\(svg)")
        #expect(!svg.contains("url(#content"))
    }
}
