import Foundation
import MatchEngine
import Testing

@testable import MatchPreview

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An element of a parsed XML document: its name, attributes and child elements.
final class XMLElementNode {
    let name: String
    let attributes: [String: String]
    var children: [XMLElementNode] = []

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// This element and every element inside it, in document order.
    var all: [XMLElementNode] { [self] + children.flatMap(\.all) }
}

/// Parses a document with Foundation's XML parser, which refuses anything not well formed.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [XMLElementNode] = []
    private(set) var root: XMLElementNode?

    static func parse(_ text: String) throws -> XMLElementNode {
        let parser = XMLParser(data: Data(text.utf8))
        let builder = XMLTreeBuilder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw PreviewInputError("not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "no root")")
        }
        return root
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let node = XMLElementNode(name: name, attributes: attributes)
        if let parent = stack.last { parent.children.append(node) } else { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }
}

/// An animated value read back from the SVG: a constant, or SMIL keyframes with linear interpolation.
struct SMILValue {
    var keyTimes: [Double] = [0]
    var values: [[Double]]

    /// The value `time` seconds into a loop of `loop` seconds, as a browser computes it.
    func at(_ time: Double, loop: Double) -> [Double] {
        AnimationChannel(times: keyTimes.map { $0 * loop }, values: values).value(at: time)
    }

    static func numbers(_ text: String) -> [Double] {
        text.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
    }

    /// The attribute `name` of `element`, or its `<animate>` child.
    static func attribute(_ name: String, of element: XMLElementNode) -> SMILValue? {
        if let a = element.children.first(where: { $0.name == "animate" && $0.attributes["attributeName"] == name }) {
            return SMILValue(a)
        }
        return element.attributes[name].map { SMILValue(values: [numbers($0)]) }
    }

    /// The transform `type` of a group: its static `transform` or its `<animateTransform>`.
    static func transform(_ type: String, of group: XMLElementNode) -> SMILValue? {
        if let a = group.children.first(where: { $0.name == "animateTransform" && $0.attributes["type"] == type }) {
            return SMILValue(a)
        }
        guard let t = group.attributes["transform"], t.hasPrefix(type + "(") else { return nil }
        return SMILValue(values: [numbers(String(t.dropFirst(type.count + 1).dropLast()))])
    }

    init(values: [[Double]]) { self.values = values }

    init(_ animation: XMLElementNode) {
        keyTimes = (animation.attributes["keyTimes"] ?? "").split(separator: ";").compactMap { Double($0) }
        values = (animation.attributes["values"] ?? "").split(separator: ";").map { Self.numbers(String($0)) }
    }
}

@Suite struct AnimatedSVGTests {
    static let demos: [Demo] = Demo.allCases

    static func recording(_ demo: Demo) throws -> TransitionRecording { try demo.recording(views: 24) }

    /// Every demo's animation parses as XML, has one group per track, and every animation runs
    /// the one loop forever with as many key times as values, from 0 to 1; no scripts.
    @Test(arguments: demos)
    func theDocumentIsWellFormedWithOneAnimatedGroupPerTrack(_ demo: Demo) throws {
        let recording = try Self.recording(demo)
        let renderer = AnimatedSVGRenderer(recording)
        let svg = renderer.document(title: demo.title(views: 24))
        let root = try XMLTreeBuilder.parse(svg)
        #expect(root.name == "svg" && root.attributes["viewBox"] == "0 0 390 844")
        let groups = root.all.filter { $0.name == "g" && $0.attributes["data-track"] != nil }
        #expect(groups.map { Int($0.attributes["data-track"]!)! }.sorted() == Array(recording.plan.tracks.indices))
        let animations = root.all.filter { $0.name == "animate" || $0.name == "animateTransform" }
        #expect(!animations.isEmpty)
        let durations = Set(animations.map { $0.attributes["dur"] })
        #expect(durations == ["\(Format.number(renderer.loopDuration, decimals: 3))s"])
        #expect(animations.allSatisfy { $0.attributes["repeatCount"] == "indefinite" })
        for a in animations {
            let v = SMILValue(a)
            #expect(v.keyTimes.count == v.values.count && v.keyTimes.first == 0 && v.keyTimes.last == 1)
            #expect(zip(v.keyTimes, v.keyTimes.dropFirst()).allSatisfy { $0 <= $1 })
            #expect(a.attributes["calcMode"] == nil)  // linear, SMIL's default
        }
        #expect(!root.all.contains { $0.name == "script" || $0.name == "style" })
    }

    /// The same recording gives the same bytes: two recordings built separately, two renderers.
    @Test func theSameInputGivesTheSameBytes() throws {
        let a = AnimatedSVGRenderer(try Demo.photoGrid.recording()).document()
        let b = AnimatedSVGRenderer(try Demo.photoGrid.recording()).document()
        #expect(a == b)
        #expect(AnimatedSVGRenderer(try Demo.listDetail.recording()).document() != a)
    }

    /// What a browser draws at each sampled frame — position, opacity, size — is the plan's state
    /// at that frame's progress, going forward and coming back: read from the file as SMIL
    /// interpolates it, compared with `TransitionPlan.state` directly. Rounding (half of 0.1 pt)
    /// and dropped keyframes (half of 0.1 pt again) bound the difference.
    @Test(arguments: [Demo.photoGrid, .listDetail, .bottomSheet])
    func drawnValuesAreThePlansStateAtEachFrame(_ demo: Demo) throws {
        let recording = try Self.recording(demo)
        let renderer = AnimatedSVGRenderer(recording)
        let root = try XMLTreeBuilder.parse(renderer.document())
        let loop = renderer.loopDuration
        let d = renderer.duration
        let hold = AnimatedSVGRenderer.hold
        let n = renderer.frameCount - 1
        #expect(n == Int((recording.plan.totalDuration * 30).rounded(.up)))
        var checked = 0
        for group in root.all where group.name == "g" && group.attributes["data-track"] != nil {
            let track = Int(group.attributes["data-track"]!)!
            let translate =
                group.children.first(where: { $0.name == "g" }).flatMap { SMILValue.transform("translate", of: $0) }
                ?? SMILValue(values: [[0, 0]])
            let opacity = try #require(SMILValue.attribute("opacity", of: group))
            let rect = try #require(group.all.first { $0.name == "rect" && $0.attributes["data-shadow"] == nil })
            let width = try #require(SMILValue.attribute("width", of: rect))
            for k in stride(from: 0, through: n, by: 3) {
                let p = Double(k) / Double(n)
                let state = recording.plan.state(ofTrack: track, atProgress: p)
                let m = state.toContainer
                for time in [p * d, d + hold + (1 - p) * d] {
                    #expect(renderer.progress(atLoopTime: time).isApproximately(p))
                    let xy = translate.at(time, loop: loop)
                    #expect(
                        abs(xy[0] - m.m41) <= 0.1 + 1e-6 && abs(xy[1] - m.m42) <= 0.1 + 1e-6,
                        "track \(track) at p = \(p), t = \(time): \(xy) vs \(m.m41), \(m.m42)")
                    #expect(abs(opacity.at(time, loop: loop)[0] - state.alpha) <= 0.01 + 1e-6)
                    #expect(abs(width.at(time, loop: loop)[0] - state.size.width) <= 0.1 + 1e-6)
                    checked += 1
                }
            }
        }
        #expect(checked >= 2 * recording.plan.count * (n / 3 + 1))
    }

    /// A whole photo-grid loop — 26 tracks, its photos drawn as landscapes and its labels as
    /// text — is under 80 KB, every other demo under 60 KB; the stress demo, whose every tile takes
    /// its own curved path, under 2 KB a track.
    @Test func theFileIsSmall() throws {
        let photoGrid = AnimatedSVGRenderer(try Demo.photoGrid.recording()).document()
        #expect(photoGrid.utf8.count < 80_000)
        for demo in Demo.allCases where demo != .stress {
            #expect(AnimatedSVGRenderer(try demo.recording()).document().utf8.count < 60_000, "\(demo.rawValue)")
        }
        let stress = try Demo.stress.recording(views: 200)
        #expect(AnimatedSVGRenderer(stress).document().utf8.count < 2_000 * stress.plan.count)
    }

    /// A renderer that does not run SMIL draws every plain attribute and transform as written:
    /// each animated value also holds the sample nearest `stillProgress`, so it draws that frame —
    /// position, opacity and size as the plan has them there.
    @Test(arguments: [Demo.photoGrid, .listDetail])
    func withoutAnimationTheStillFrameIsDrawn(_ demo: Demo) throws {
        let recording = try Self.recording(demo)
        let renderer = AnimatedSVGRenderer(recording)
        let p = Double(renderer.stillSample) / Double(renderer.frameCount - 1)
        #expect(abs(p - AnimatedSVGRenderer.stillProgress) <= 0.5 / Double(renderer.frameCount - 1))
        let root = try XMLTreeBuilder.parse(renderer.document())
        for group in root.all where group.name == "g" && group.attributes["data-track"] != nil {
            let state = recording.plan.state(ofTrack: Int(group.attributes["data-track"]!)!, atProgress: p)
            let placed = group.children.first { $0.name == "g" }
            let xy =
                placed?.attributes["transform"].flatMap {
                    $0.hasPrefix("translate(") ? SMILValue.numbers(String($0.dropFirst(10).dropLast())) : nil
                } ?? [0, 0]
            #expect(abs(xy[0] - state.toContainer.m41) <= 0.05 + 1e-9 && abs(xy[1] - state.toContainer.m42) <= 0.05 + 1e-9)
            #expect(abs((Double(group.attributes["opacity"] ?? "") ?? -1) - state.alpha) <= 0.005 + 1e-9)
            let rect = try #require(group.all.first { $0.name == "rect" && $0.attributes["data-shadow"] == nil })
            #expect(abs((Double(rect.attributes["width"] ?? "") ?? -1) - state.size.width) <= 0.05 + 1e-9)
        }
    }

    /// The README's moving picture (docs/photo-grid-transition.svg, drawn by
    /// Tools/render-readme-picture.sh) shows the motion the engine plans today.
    @Test func theReadmeAnimationIsCurrent() throws {
        let committed = try String(
            contentsOf: goldenDirectory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("docs/photo-grid-transition.svg"), encoding: .utf8)
        let now = AnimatedSVGRenderer(try Demo.photoGrid.recording()).document(title: Demo.photoGrid.title())
        #expect(committed == now, "run Tools/render-readme-picture.sh")
    }

    /// The README's still (docs/photo-grid-still.svg, rasterised to docs/photo-grid-still.png by
    /// Tools/render-readme-picture.sh) is the frame a renderer without SMIL draws of the moving one.
    @Test func theReadmeStillIsCurrent() throws {
        let committed = try String(
            contentsOf: goldenDirectory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("docs/photo-grid-still.svg"), encoding: .utf8)
        let now = SVGRenderer(try Demo.photoGrid.recording()).frame(at: AnimatedSVGRenderer.stillProgress)
        #expect(committed == now, "run Tools/render-readme-picture.sh")
    }

    @Test func theLoopPlaysForwardHoldsComesBackAndHolds() throws {
        let r = AnimatedSVGRenderer(try Demo.photoGrid.recording())
        let d = r.duration
        let h = AnimatedSVGRenderer.hold
        #expect(r.loopDuration == 2 * d + 2 * h)
        #expect(r.progress(atLoopTime: 0) == 0 && r.progress(atLoopTime: d / 2).isApproximately(0.5))
        #expect(r.progress(atLoopTime: d + h / 2) == 1 && r.progress(atLoopTime: d + h + d / 4).isApproximately(0.75))
        #expect(r.progress(atLoopTime: 2 * d + 1.5 * h) == 0)
        #expect(r.progresses.first == 0 && r.progresses.last == 1 && r.progresses.count == r.frameCount)
        #expect(
            AnimatedSVGRenderer(try Demo.photoGrid.recording(), framesPerSecond: 10).frameCount
                == Int((d * 10).rounded(.up)) + 1)
    }
}

@Suite struct AnimationChannelTests {
    @Test func numbersAreRoundedToTheirPrecision() {
        #expect(Format.number(-3.05, decimals: 2) == "-3.05" && Format.number(0.0004, decimals: 3) == "0")
        #expect(Format.number(12.25, decimals: 1) == "12.3" && Format.number(1.0 / 3, decimals: 6) == "0.333333")
        #expect(
            Format.number(2.5, decimals: 0) == "3" && Format.number(-0.04, decimals: 1) == "0" && Format.number(.nan, decimals: 2) == "0")
        #expect(Format.rounded(0.123456, decimals: 3) == 0.123 && Format.number(0.1 + 0.2, decimals: 4) == "0.3")
        #expect(Format.number(1.5, decimals: 2) == Format.number(1.5))
    }

    @Test func aStraightLineKeepsOnlyItsEnds() {
        let c = AnimationChannel(times: [0, 1, 2, 3, 4], values: [[0, 10], [1, 10], [2, 10], [3, 10], [4, 10]])
        let s = c.simplified(tolerance: [0.05])
        #expect(s.times == [0, 4] && s.values == [[0, 10], [4, 10]])
        #expect(s.value(at: 1.5) == [1.5, 10])
    }

    @Test func aBendAndAHoldAreKept() {
        // Up to 2 at t = 2, held until t = 4, back down to 0 at t = 6.
        let c = AnimationChannel(times: [0, 1, 2, 3, 4, 5, 6], values: [[0], [1], [2], [2], [2], [1], [0]])
        let s = c.simplified(tolerance: [0.05])
        #expect(s.times == [0, 2, 4, 6] && s.values == [[0], [2], [2], [0]])
        for t in c.times.indices { #expect(s.value(at: c.times[t]) == c.values[t]) }
    }

    @Test func aDeviationBeyondTheToleranceIsKept() {
        let c = AnimationChannel(times: [0, 1, 2], values: [[0], [0.6], [1]])
        #expect(c.simplified(tolerance: [0.05]).times == [0, 1, 2])
        #expect(c.simplified(tolerance: [0.2]).times == [0, 2])
        #expect(AnimationChannel(times: [0, 1], values: [[3], [3]]).isConstant)
    }

    /// translate · rotate · scale · skewX rebuilds the matrix it came from, mirror images included.
    @Test(arguments: [(0.3, 1.5, 0.7, 0.2), (2.8, 0.5, -1.2, -0.4), (-1.9, 2, 2, 0)])
    func theDecompositionRebuildsTheMatrix(_ row: (Double, Double, Double, Double)) {
        let (theta, sx, sy, skew) = row
        let c = cos(theta)
        let s = sin(theta)
        let t = tan(skew)
        var m = Transform3D.identity
        m.m11 = c * sx
        m.m12 = s * sx
        m.m21 = c * sx * t - s * sy
        m.m22 = s * sx * t + c * sy
        m.m41 = 12
        m.m42 = -7
        let d = AffineDecomposition(m)
        #expect(d.x == 12 && d.y == -7)
        #expect(d.rotation.isApproximately(theta * 180 / .pi) && d.scaleX.isApproximately(sx))
        #expect(d.scaleY.isApproximately(sy) && d.skew.isApproximately(skew * 180 / .pi))
    }
}

extension Double {
    func isApproximately(_ other: Double) -> Bool { abs(self - other) <= 1e-9 * max(1, abs(other)) }
}

/// The animated SVG in a real headless Chromium: the page holds the document inline, pauses its
/// animations, seeks them to moments of the loop (`setCurrentTime`) and reports, per track, the
/// stand-in's drawn transform (the rectangle's CTM, at scale 1 so it is the container's points),
/// opacity and width — which must be the plan's state at the progress that moment shows.
@Suite(
    .enabled(
        if: BrowserLocator.installed != nil || BrowserLocator.isCI,
        "no Chromium or Chrome found (PATH, CHROME_PATH, /Applications); install one to play the animated SVG in a browser"))
struct ChromiumAnimatedSVGTests {
    struct Frame: Decodable {
        struct View: Decodable {
            let track: Int
            let a, b, c, d, e, f, opacity, width: Double
        }
        let time: Double
        let views: [View]
    }

    static func page(_ svg: String, times: [Double]) -> String {
        """
        <!doctype html><html><body>\(svg)<pre id="probe"></pre><script>
        window.addEventListener('load', async () => {
          const svg = document.querySelector('svg');
          svg.pauseAnimations();
          const out = [];
          for (const t of [\(times.map { "\($0)" }.joined(separator: ","))]) {
            svg.setCurrentTime(t);
            await new Promise(r => setTimeout(r, 50));
            const views = [...svg.querySelectorAll('g[data-track]')].map(g => {
              const rect = g.querySelector('rect:not([data-shadow])');
              const m = rect.getCTM();
              return { track: +g.dataset.track, a: m.a, b: m.b, c: m.c, d: m.d, e: m.e, f: m.f,
                       opacity: +getComputedStyle(g).opacity, width: rect.width.animVal.value };
            });
            out.push({ time: t, views });
          }
          document.getElementById('probe').textContent = JSON.stringify(out);
        });
        </script></body></html>
        """
    }

    @Test(arguments: [Demo.photoGrid, .listDetail])
    func theBrowserDrawsThePlansStateAtEveryMomentOfTheLoop(_ demo: Demo) throws {
        let recording = try demo.recording()
        let renderer = AnimatedSVGRenderer(recording)
        let d = renderer.duration
        let hold = AnimatedSVGRenderer.hold
        // Between samples too: the straight lines between keyframes stay close to the plan's curves.
        let times = [0, 0.3 * d, 0.55 * d, d + hold / 2, d + hold + 0.2 * d, d + hold + 0.7 * d, renderer.loopDuration - 0.1]
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animated-\(UUID().uuidString).html")
        try Data(Self.page(renderer.document(scale: 1), times: times).utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let (dom, _) = try ChromiumInspectorTests.dumpDOM(page: url, fragment: "", budget: 3_000)
        let start = try #require(dom.range(of: "<pre id=\"probe\">"), "no probe in the page's DOM")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = dom[start.upperBound..<end.lowerBound].replacingOccurrences(of: "&quot;", with: "\"")
        let frames = try JSONDecoder().decode([Frame].self, from: Data(json.utf8))
        #expect(frames.map(\.time) == times)
        var moved = Set<Int>()
        for frame in frames {
            let p = renderer.progress(atLoopTime: frame.time)
            let onASample = (p * Double(renderer.frameCount - 1)).rounded() == p * Double(renderer.frameCount - 1)
            // Half of 0.1 pt rounding and half of 0.1 pt for a dropped keyframe at a sample; a
            // straight line between samples 1/30 s apart strays a little further from a curve.
            let slack = onASample ? 0.11 : 1.5
            #expect(frame.views.count == recording.plan.count)
            for view in frame.views {
                let state = recording.plan.state(ofTrack: view.track, atProgress: p)
                let m = state.toContainer
                let context = "\(demo.rawValue) track \(view.track) at \(frame.time) s (p = \(p))"
                #expect(
                    abs(view.e - m.m41) <= slack && abs(view.f - m.m42) <= slack,
                    "\(context): (\(view.e), \(view.f)) vs (\(m.m41), \(m.m42))")
                #expect(
                    abs(view.a - m.m11) <= 0.01 && abs(view.b - m.m12) <= 0.01 && abs(view.c - m.m21) <= 0.01
                        && abs(view.d - m.m22) <= 0.01, "\(context)")
                #expect(
                    abs(view.opacity - state.alpha) <= (onASample ? 0.011 : 0.05), "\(context): opacity \(view.opacity) vs \(state.alpha)")
                #expect(abs(view.width - state.size.width) <= slack, "\(context): width \(view.width) vs \(state.size.width)")
                let start = recording.plan.state(ofTrack: view.track, atProgress: 0).toContainer
                if abs(view.e - start.m41) + abs(view.f - start.m42) > 5 { moved.insert(view.track) }
            }
        }
        #expect(!moved.isEmpty, "nothing moved")
    }
}
