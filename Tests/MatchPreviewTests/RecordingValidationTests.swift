import Foundation
@_spi(Harness) import MatchEngine
import Testing

@testable import MatchPreview

/// Recordings (MatchUIKit's debug export) are validated before anything indexes into them: a
/// corrupt one is refused with a typed error naming the part, never a trap; NaN survives export.
@Suite struct RecordingValidationTests {
    /// list-detail: source = screen, 8 rows × (row, avatar, title) → 25 views; destination 4 views.
    static let base = try! Demo.listDetail.recording()

    struct Corruption: Sendable, CustomTestStringConvertible {
        let name: String
        let change: @Sendable (inout TransitionRecording) -> Void
        let expected: String
        var testDescription: String { name }
    }

    static func with(_ r: TransitionRecording, tracks: (inout [Track]) -> Void) -> TransitionPlan {
        var t = Array(r.plan.tracks)
        tracks(&t)
        return TransitionPlan(tracks: t, totalDuration: r.plan.totalDuration, diagnostics: r.plan.diagnostics)
    }

    static let corruptions: [Corruption] = [
        Corruption(
            name: "parent out of range", change: { $0.source.views[2].parent = 99 },
            expected:
                "source scene: view #2 has parent 99, which is not an earlier view whose subtree is still open in pre-order (the scene has 25 views)"
        ),
        Corruption(
            name: "negative parent", change: { $0.destination.views[1].parent = -7 },
            expected:
                "destination scene: view #1 has parent -7, which is not an earlier view whose subtree is still open in pre-order (the scene has 4 views)"
        ),
        Corruption(
            name: "root with a parent", change: { $0.source.views[0].parent = 0 },
            expected: "source scene: view #0 is the root and must have parent −1; it has 0"),
        Corruption(
            name: "wrong depth", change: { $0.source.views[2].depth = 5 },
            expected: "source scene: view #2 has depth 5; its parent's depth gives 2"),
        Corruption(
            name: "subtree end past the scene", change: { $0.source.views[1].subtreeEnd = 1_000 },
            expected: "source scene: view #1 has subtreeEnd 1000; its descendants give 4"),
        // The first row's avatar (view 2) claims the root as its parent while the title after it
        // (view 3) still belongs to the row: the row's subtree would have to skip view 2.
        Corruption(
            name: "not pre-order",
            change: { r in
                r.source.views[2].parent = 0
                r.source.views[2].depth = 1
            },
            expected:
                "source scene: view #2 has parent 0, which is not an earlier view whose subtree is still open in pre-order (the scene has 25 views)"
        ),
        Corruption(
            name: "alpha NaN", change: { $0.destination.views[2].alpha = .nan },
            expected: "destination scene: view #2 has alpha nan, outside 0…1"),
        Corruption(
            name: "shadow radius NaN", change: { $0.source.views[2].shadow = Shadow(opacity: 0.3, radius: .nan) },
            expected: "source scene: view #2 has a NaN or infinite corner radius, colour component or shadow value"),
        Corruption(
            name: "track shadow infinite", change: { r in r.plan = with(r) { $0[2].to.shadow = Shadow(opacity: .infinity) } },
            expected: "plan: track #2 has a NaN or infinite number in its states"),
        Corruption(
            name: "empty scene", change: { $0.destination.views = [] },
            expected: "destination scene: the scene has no views (a capture holds at least its root)"),
        Corruption(
            name: "pair index out of range", change: { $0.match.pairs[0].source = 500 },
            expected: "match: pair #0 refers to source view #500, but the source scene has 25 views"),
        Corruption(
            name: "ancestor pair out of range", change: { $0.match.pairs[1].destinationAncestorPair = 9 },
            expected: "match: pair #1 refers to ancestor pair #9, but there are 2 pairs"),
        Corruption(
            name: "appearing view out of range", change: { $0.match.appearing[0].index = 4 },
            expected: "match: appearing view #0 refers to destination view #4, but the destination scene has 4 views"),
        Corruption(
            name: "view paired twice", change: { $0.match.pairs[1].source = $0.match.pairs[0].source },
            expected: "match: source view #\(base.match.pairs[0].source) takes part twice"),
        Corruption(
            name: "track view out of range",
            change: { r in r.plan = with(r) { $0[3].view = ViewReference(side: .destination, index: 40) } },
            expected: "plan: track #3 shows destination view #40, but that scene has 4 views"),
        Corruption(
            name: "track NaN state", change: { r in r.plan = with(r) { $0[2].to.position.x = .nan } },
            expected: "plan: track #2 has a NaN or infinite number in its states"),
        Corruption(
            name: "track pair out of range", change: { r in r.plan = with(r) { $0[2].role = .matched(pair: 7, side: .source) } },
            expected: "plan: track #2 belongs to pair #7, but there are 2 pairs"),
        Corruption(
            name: "negative duration", change: { r in r.plan = with(r) { $0[1].duration = -1 } },
            expected: "plan: track #1 has delay 0.0 s and duration -1.0 s; both must be finite and ≥ 0"),
        Corruption(
            name: "zero container", change: { $0.context.containerSize = Size(width: 0, height: 844) },
            expected: "context: the container size 0.0 × 844.0 is not positive and finite"),
    ]

    @Test(arguments: corruptions)
    func aCorruptRecordingIsRefusedWithItsReason(_ c: Corruption) throws {
        var r = Self.base
        c.change(&r)
        #expect(throws: RecordingError.self) { try RecordingJSON.validate(r) }
        let data = try RecordingJSON.encode(r)
        do {
            _ = try ScenePreview.recording(fromJSON: data)
            Issue.record("accepted a corrupt recording")
        } catch {
            #expect(error.description == "not a valid recording: \(c.expected)")
        }
    }

    @Test func theBaseRecordingIsValidAndRoundTrips() throws {
        try RecordingJSON.validate(Self.base)
        #expect(try ScenePreview.recording(fromJSON: try RecordingJSON.encode(Self.base)) == Self.base)
        // The assumptions the corruption table is written against.
        #expect(Self.base.source.count == 25 && Self.base.destination.count == 4 && Self.base.match.pairs.count == 2)
    }

    /// A content fingerprint is recorded as 16 hexadecimal digits and read back exactly; a
    /// recording written before fingerprints existed (no key) reads as unknown content.
    @Test func contentFingerprintsRoundTripAndTheirAbsenceReadsAsUnknown() throws {
        var r = Self.base
        r.source.views[1].contentFingerprint = ContentFingerprint(rawValue: 0xFEDC_BA98_7654_3210)
        let data = try RecordingJSON.encode(r)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"contentFingerprint\" : \"fedcba9876543210\""))
        let back = try RecordingJSON.decode(data)
        #expect(back.source.views[1].contentFingerprint == ContentFingerprint(rawValue: 0xFEDC_BA98_7654_3210))
        #expect(back == r)
        // The base recording has none: no key is written, and none reads back.
        let old = String(decoding: try RecordingJSON.encode(Self.base), as: UTF8.self)
        #expect(!old.contains("contentFingerprint"))
        #expect(try RecordingJSON.decode(Data(old.utf8)).source.views.allSatisfy { $0.contentFingerprint == nil })
        // A malformed one is refused with its path.
        let bad = text.replacingOccurrences(of: "\"fedcba9876543210\"", with: "\"not hex\"")
        #expect(throws: PreviewInputError.self) { try RecordingJSON.decode(Data(bad.utf8)) }
    }

    /// A recording's structural error in the JSON itself gives the path and the position of the value.
    @Test func aMistypedRecordingFieldIsLocated() throws {
        var text = String(decoding: try RecordingJSON.encode(Self.base), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"totalDuration\" : ", with: "\"totalDuration\" : \"long\", \"was\" : ")
        let e = try #require(sceneError(text))
        #expect(e.hasPrefix("\(position(of: "\"long\"", in: text)): plan.totalDuration: not a valid recording:"), "\(e)")
    }

    /// A view with NaN geometry (a broken layout) is captured as it is; plain `JSONEncoder` cannot
    /// write that, `RecordingJSON` can, and the preview opens and draws it without a NaN.
    @Test func aRecordingHoldingNaNExportsAndOpens() throws {
        let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let source = HeadlessView(frame: container.bounds)
        let destination = HeadlessView(frame: container.bounds)
        let broken = HeadlessView(frame: Rect(x: .nan, y: 10, width: 40, height: .infinity))
        broken.transitionID = "broken"
        source.addSubview(broken)
        let fine = HeadlessView(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        fine.transitionID = "broken"
        destination.addSubview(fine)
        container.addSubview(source)
        let r = TransitionRecording(
            source: SceneSnapshot.capture(root: source, in: container),
            destination: SceneSnapshot.capture(root: destination, in: container),
            context: TransitionContext(kind: .push, containerSize: Size(width: 390, height: 844)))
        #expect(r.source[1].position.x.isNaN)
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(r) }
        let data = try RecordingJSON.encode(r)
        let back = try ScenePreview.recording(fromJSON: data)
        #expect(back.source[1].position.x.isNaN && back.source[1].size.height == .infinity)
        #expect(back.match.diagnostics == r.match.diagnostics && back.plan == r.plan)
        let svg = SVGRenderer(back).frame(at: 0.5)
        let page = HTMLInspector(back, title: "nan").page()
        #expect(!svg.lowercased().contains("nan") && !page.contains("NaN,") && !page.contains(",NaN"))
    }

    /// The matcher itself no longer traps on a parent index out of range.
    @Test func theMatcherSurvivesAMalformedSnapshot() {
        var scene = Self.base.source
        scene.views[3].parent = 1_000
        scene.views[5].parent = -3
        let m = Matcher.match(source: scene, destination: Self.base.destination)
        #expect(m.pairs.count == 2)
    }
}
