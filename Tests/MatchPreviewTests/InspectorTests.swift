import Foundation
import MatchEngine
import Testing

@testable import MatchPreview

/// The inspector tells the truth: its data are the plan's keyframes exactly, and its linear
/// interpolation of them stays within 0.5 pt of the plan's exact states.
@Suite struct InspectorDataTests {
    /// The page's `const D = …;` data, parsed back with the correctly rounded reader browsers use
    /// (Foundation's JSONSerialization on Linux can be one ulp off), as plain values.
    static func data(of page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: "const D = "))
        let end = try #require(page.range(of: ";\nconst NS", range: start.upperBound..<page.endIndex))
        let json = page[start.upperBound..<end.lowerBound].replacingOccurrences(of: "<\\/", with: "</")
        func plain(_ v: JSONValue) -> Any {
            switch v.kind {
            case .null: return NSNull()
            case .bool(let b): return b
            case .number(let n): return n
            case .string(let s): return s
            case .array(let a): return a.map(plain)
            case .object(let ms): return Dictionary(uniqueKeysWithValues: ms.map { ($0.key, plain($0.value)) })
            }
        }
        return try #require(plain(try JSONParser.parse(Array(json.utf8))) as? [String: Any])
    }

    /// Linear interpolation of [time, x, y, …] rows at `p`, as the page's `stateAt` does.
    static func interpolate(_ frames: [[Double]], at p: Double) -> [Double] {
        if p <= frames[0][0] { return frames[0] }
        if p >= frames[frames.count - 1][0] { return frames[frames.count - 1] }
        let hi = frames.firstIndex { $0[0] > p }!
        let a = frames[hi - 1]
        let b = frames[hi]
        let u = (p - a[0]) / (b[0] - a[0])
        return zip(a, b).map { $0 + ($1 - $0) * u }
    }

    @Test(arguments: Demo.allCases)
    func theKeyframesAreExactAndStayWithinHalfAPointOfThePlan(_ demo: Demo) throws {
        let recording = try demo.recording(views: 60)
        let plan = recording.plan
        let keys = plan.keyframes(tolerance: 0.5)
        let d = try Self.data(of: HTMLInspector(recording, title: demo.rawValue).page())
        let tracks = try #require(d["tracks"] as? [[String: Any]])
        #expect(tracks.count == plan.count)
        var worst = 0.0
        for (i, t) in tracks.enumerated() {
            let frames = try #require(t["frames"] as? [[Double]])
            #expect(frames.count == keys.keyframeCount(ofTrack: i))
            for (k, f) in frames.enumerated() {
                let (time, s) = keys.keyframe(ofTrack: i, at: k)
                // Printed exactly: each number reads back as the same Double.
                #expect(
                    f[0] == time && f[1] == s.position.x && f[2] == s.position.y && f[9] == s.transform.m41,
                    "track \(i) keyframe \(k): page \(f[0...2]) plan \(time) \(s.position)")
            }
            for step in 0...400 {
                let p = Double(step) / 400
                let drawn = Self.interpolate(frames, at: p)
                let exact = plan.state(ofTrack: i, atProgress: p)
                let dx = drawn[1] + drawn[9] - (exact.position.x + exact.transform.m41)
                let dy = drawn[2] + drawn[10] - (exact.position.y + exact.transform.m42)
                worst = max(worst, (dx * dx + dy * dy).squareRoot())
            }
        }
        #expect(worst <= 0.5 + 1e-9, "\(demo.rawValue): the page is up to \(worst) pt off the plan")
    }

    /// A content rectangle (resize modes) reaches the page exactly, in the stand-in's centred
    /// coordinates (columns 22…25), with the view's glyph.
    @Test func contentRectanglesReachThePage() throws {
        let recording = try ScenePreview.recording(fromJSON: Data(ResizePreviewTests.label(resize: nil).utf8))
        let keys = recording.plan.keyframes(tolerance: 0.5)
        let d = try Self.data(of: HTMLInspector(recording, title: "resize").page())
        let tracks = try #require(d["tracks"] as? [[String: Any]])
        var placed = 0
        for (i, t) in tracks.enumerated() {
            let frames = try #require(t["frames"] as? [[Double]])
            for (k, f) in frames.enumerated() {
                let s = keys.keyframe(ofTrack: i, at: k).state
                guard let r = s.contentRect else {
                    #expect(f[24] == -1)
                    continue
                }
                #expect(
                    f[22] == r.origin.x - s.size.width / 2 && f[23] == r.origin.y - s.size.height / 2
                        && f[24] == r.size.width && f[25] == r.size.height)
                #expect(t["glyph"] as? String == "text")
                placed += 1
            }
        }
        #expect(placed >= 4)  // both title stand-ins, at least their two ends each
    }

    @Test(
        arguments: [
            (0.0, "0"), (7, "7"), (-3, "-3"), (0.1, "0.1"), (1.0 / 3, "0.3333333333333333"), (-2.5e-7, "-2.5e-07"),
            (.nan, "0"), (.infinity, "0"),
        ] as [(Double, String)])
    func exactNumbersReadBackAsTheSameDouble(_ row: (Double, String)) {
        #expect(Format.exact(row.0) == row.1)
        if row.0.isFinite { #expect(Double(Format.exact(row.0)) == row.0) }
    }

    @Test(arguments: [
        (0, "0"), (7, "7"), (999, "999"), (1_000, "1 000"), (1_504, "1 504"), (20_000, "20 000"),
        (1_234_567, "1 234 567"), (-1_504, "-1 504"),
    ])
    func countsAreGroupedByThousands(_ row: (Int, String)) {
        #expect(Format.count(row.0) == row.1)
    }

    @Test func thePageHasTheControlsAndTheLegend() throws {
        let page = HTMLInspector(try Demo.photoGrid.recording(), title: "t").page()
        for needle in [
            "<option value=\"0.25\">¼×</option>", "<option value=\"0.5\">½×</option>", "id=\"legend\"",
            "s of ${D.duration.toFixed(3)} s · ${(p * 100).toFixed(1)} %", "■ matched", "■ appearing",
        ] {
            #expect(page.contains(needle), "missing \(needle)")
        }
    }
}

/// Diagnostics are grouped and counted, one line per kind, each listed only with --verbose.
@Suite struct DiagnosticGroupingTests {
    /// A scene with `offscreen` tagged views below the screen and one hidden one.
    static func recording(offscreen: Int) throws -> TransitionRecording {
        var children = (0..<offscreen).map { #"{ "frame": [0, \#(2_000 + $0 * 50), 40, 40], "id": "far-\#($0)" }"# }
        children.append(#"{ "frame": [0, 0, 40, 40], "id": "ghost", "hidden": true }"#)
        let json = """
            { "container": [390, 844], "context": { "kind": "push" },
              "source": { "frame": [0, 0, 390, 844], "children": [ \(children.joined(separator: ", ")) ] },
              "destination": { "frame": [0, 0, 390, 844] } }
            """
        return try ScenePreview.recording(fromJSON: Data(json.utf8))
    }

    @Test(arguments: [2, 5, 1_504])
    func manyOfAKindAreOneCountedLine(_ n: Int) throws {
        let text = PreviewSummary(try Self.recording(offscreen: n)).text
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains("diagnostics: \(Format.count(n + 1)) (--verbose lists each one)"))
        #expect(
            lines.contains(
                "  \(Format.count(n)) × offscreen: tagged views entirely outside the container "
                    + "(add .matchWhenOffscreen to match them anyway); not matched"))
        // A kind with one member is printed as itself.
        #expect(lines.contains { $0.hasPrefix("  - source view #\(n + 1) with ID \"ghost\" is hidden") })
        #expect(!text.contains("far-1\""))
        #expect(lines.count < 15)
    }

    @Test func verboseListsEachUnderItsGroup() throws {
        let text = PreviewSummary(try Self.recording(offscreen: 3)).text(verbose: true)
        #expect(text.contains("  3 × offscreen: "))
        for i in 0..<3 { #expect(text.contains("    - source view #\(i + 1) with ID \"far-\(i)\" lies entirely outside the container")) }
        #expect(text.contains("  1 × hidden: "))
    }

    @Test func theToolTakesVerbose() throws {
        let s = try Scratch()
        defer { s.remove() }
        var children = (0..<40).map { #"{ "frame": [0, \#(2_000 + $0 * 50), 40, 40], "id": "far-\#($0)" }"# }
        children.append(#"{ "frame": [0, 0, 40, 40], "id": "near" }"#)
        try s.put(
            """
            { "container": [390, 844], "context": { "kind": "push" },
              "source": { "frame": [0, 0, 390, 844], "children": [ \(children.joined(separator: ", ")) ] },
              "destination": { "frame": [0, 0, 390, 844] } }
            """, at: "far.json")
        let quietish = try CommandLineTests.run(["--scene", s.path("far.json")])
        #expect(quietish.status == 0 && quietish.out.contains("  40 × offscreen: ") && !quietish.out.contains("far-39"))
        let verbose = try CommandLineTests.run(["--scene", s.path("far.json"), "--verbose"])
        #expect(verbose.status == 0 && verbose.out.contains("ID \"far-39\""))
        #expect(try CommandLineTests.run(["--demo", "stress", "--quiet", "--verbose"]).status == 2)
    }
}

/// The demos draw what they describe: the stress grid is legible at any size, tab demos show the tab bar.
@Suite struct DemoLegibilityTests {
    @Test(arguments: [1, 7, 24, 200, 2_000, 20_000])
    func stressTilesFitTheScreenWithoutOverlapping(_ n: Int) throws {
        let r = try Demo.stress.recording(views: n)
        #expect(r.match.pairs.count == n && r.match.diagnostics.isEmpty)
        for scene in [r.source, r.destination] {
            let tiles = scene.views.dropFirst().map(\.frame)
            for t in tiles {
                #expect(t.minX >= 0 && t.maxX <= 390 + 1e-9 && t.minY >= 100 && t.maxY <= 790 + 1e-9)
            }
            // Tiles on a grid: sorted by position, neighbours never overlap (checked on a sample for 20 000).
            let sample = n > 2_000 ? Array(tiles.prefix(500)) : tiles
            for (i, a) in sample.enumerated() {
                for b in sample[(i + 1)...] where a.intersects(b) {
                    let overlap = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                    let overlapY = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                    #expect(overlap <= 1e-9 || overlapY <= 1e-9, "tiles \(a) and \(b) overlap")
                }
            }
        }
        // The tiles are as large as fit: 200 tiles are larger than 15 pt, 20 000 still above 3 pt.
        let side = r.source[1].size.width
        #expect(side > (n <= 200 ? 15 : n <= 2_000 ? 10 : 3))
    }

    @Test func theStressTitleGivesTheScale() {
        #expect(Demo.stress.title(views: 200) == "stress: 200 tiles of 35.45 pt in a 11 × 19 grid, reordered from rows to columns")
    }

    @Test func theTabDemoDrawsTheTabBarWithTheSelectionMoving() throws {
        let r = try Demo.tabReveal.recording()
        let svgStart = SVGRenderer(r).frame(at: 0)
        let svgEnd = SVGRenderer(r).frame(at: 1)
        #expect(svgStart.contains("data-label=\"tab-bar\"") && svgEnd.contains("data-label=\"tab-bar\""))
        let bar = try #require(r.match.pairs.first { $0.id == "tab-bar" })
        let frame = r.destination[bar.destination].frame
        #expect(frame == Rect(x: 0, y: 795, width: 390, height: 49))
        // The tinted item is the first tab on the source side and the third on the destination side.
        let tint = try Color(hex: "#0A84FF")
        let sourceTinted = r.source.views.indices.filter { r.source[$0].backgroundColor == tint && r.source[$0].size.width == 24 }
        let destinationTinted = r.destination.views.indices.filter {
            r.destination[$0].backgroundColor == tint && r.destination[$0].size.width == 24
        }
        #expect(sourceTinted.count == 1 && destinationTinted.count == 1)
        #expect(r.source[sourceTinted[0]].position.x == 390.0 / 8)
        #expect(r.destination[destinationTinted[0]].position.x == 390.0 / 8 * 5)
    }
}
