import Testing

@_spi(Harness) @testable import MatchEngine

/// Whether a matched pair flies one snapshot or crossfades two: decided by the views' content
/// fingerprints where the host knows them, by the old guess (background colour, subview count,
/// aspect ratio) where it does not.
@Suite struct ContentCrossfadeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// Sets up the source and destination views of the pair (a 200 × 40 label at first).
        let setUp: @Sendable (HeadlessView, HeadlessView) -> Void
        let crossfades: Bool
        var testDescription: String { name }
    }

    static let black = ContentFingerprint(hashing: "Ada Lovelace, black, 17 pt")
    static let white = ContentFingerprint(hashing: "Ada Lovelace, white, 17 pt")

    static let cases: [Case] = [
        Case(name: "both unknown, alike: one snapshot (the guess)", setUp: { _, _ in }, crossfades: false),
        Case(
            name: "both unknown, another background: crossfade (the guess)",
            setUp: { _, d in
                d.backgroundColor = Color(red: 1, green: 0, blue: 0)
            }, crossfades: true),
        Case(
            name: "known and equal: one snapshot",
            setUp: { s, d in
                s.contentFingerprint = black
                d.contentFingerprint = black
            }, crossfades: false),
        Case(
            name: "known and different (the text colour changed), alike otherwise: crossfade",
            setUp: { s, d in
                s.contentFingerprint = white
                d.contentFingerprint = black
            }, crossfades: true),
        Case(
            name: "one side unknown, alike: one snapshot (the guess)",
            setUp: { s, _ in
                s.contentFingerprint = white
            }, crossfades: false),
        Case(
            name: "one side unknown, another aspect ratio: crossfade (the guess)",
            setUp: { s, d in
                s.contentFingerprint = white
                d.bounds.size = Size(width: 300, height: 40)
            }, crossfades: true),
        Case(
            name: "known and equal text, wider at the same height: one snapshot, moved without scaling",
            setUp: { s, d in
                s.contentKind = .text
                d.contentKind = .text
                s.contentFingerprint = black
                d.contentFingerprint = black
                d.bounds.size = Size(width: 300, height: 40)
            }, crossfades: false),
        Case(
            name: "known and equal, another background: crossfade",
            setUp: { s, d in
                s.contentFingerprint = black
                d.contentFingerprint = black
                d.backgroundColor = Color(red: 1, green: 0, blue: 0)
            }, crossfades: true),
        Case(
            name: "a card whose label's fingerprint differs: crossfade",
            setUp: { s, d in
                for (v, f) in [(s, white), (d, black)] {
                    let label = HeadlessView(frame: Rect(x: 4, y: 4, width: 100, height: 20))
                    label.contentFingerprint = f
                    v.addSubview(label)
                }
            }, crossfades: true),
        Case(
            name: "a card whose label's fingerprint is the same: one snapshot",
            setUp: { s, d in
                for v in [s, d] {
                    let label = HeadlessView(frame: Rect(x: 4, y: 4, width: 100, height: 20))
                    label.contentFingerprint = black
                    v.addSubview(label)
                }
            }, crossfades: false),
        Case(
            name: "a card whose label differs but flies on its own (matched): the card flies one snapshot",
            setUp: { s, d in
                for (v, f) in [(s, white), (d, black)] {
                    let label = HeadlessView(frame: Rect(x: 4, y: 4, width: 100, height: 20))
                    label.transitionID = "label"
                    label.contentFingerprint = f
                    v.addSubview(label)
                }
            }, crossfades: false),
        Case(
            name: "known and different, but .crossfade(false): one snapshot",
            setUp: { s, d in
                s.contentFingerprint = white
                d.contentFingerprint = black
                d.transitionModifiers = [.crossfade(false)]
            }, crossfades: false),
    ]

    @Test(arguments: cases)
    func thePairCrossfadesWhenItsContentDiffers(_ c: Case) throws {
        let s = HeadlessView(frame: Rect(x: 20, y: 100, width: 200, height: 40))
        s.transitionID = "name"
        let d = HeadlessView(frame: Rect(x: 20, y: 300, width: 200, height: 40))
        d.transitionID = "name"
        c.setUp(s, d)
        let context = TransitionContext(kind: .push, containerSize: container, effect: .none)
        let p = plan(screen([s]), screen([d]), context)
        let standIns = p.tracks.filter { if case .matched(0, _) = $0.role { true } else { false } }
        #expect(standIns.count == (c.crossfades ? 2 : 1))
        // The packed fast path and the general rules agree.
        var storage = PlanStorage()
        let general = Planner.plan(
            match: Matcher.match(source: screen([s]), destination: screen([d])), source: screen([s]),
            destination: screen([d]), context: context, storage: &storage, packingPlainTracks: false)
        #expect(general.tracks.count { if case .matched(0, _) = $0.role { true } else { false } } == standIns.count)
    }
}

@Suite struct ContentFingerprintTests {
    @Test func theHashIsStableAndSeparatesItsParts() {
        // The same value in every process (no per-process seed): pinned.
        #expect(ContentFingerprint(hashing: "Hello").description == ContentFingerprint(hashing: "Hello").description)
        #expect(ContentFingerprint(hashing: "Hello").rawValue == Self.pinnedHello)
        var ab = ContentFingerprint()
        var a = ContentFingerprint()
        ab.combine("ab")
        ab.combine("c")
        a.combine("a")
        a.combine("bc")
        #expect(ab != a)
        var zero = ContentFingerprint()
        var negativeZero = ContentFingerprint()
        zero.combine(0.0)
        negativeZero.combine(-0.0)
        #expect(zero == negativeZero)
        #expect(
            ContentFingerprint(colour: Color(red: 1, green: 1, blue: 1)) != ContentFingerprint(colour: Color(red: 0, green: 0, blue: 0)))
        var none = ContentFingerprint()
        var some = ContentFingerprint()
        none.combine(nil as ContentFingerprint?)
        some.combine(ContentFingerprint(rawValue: 0))
        #expect(none != some)
    }

    /// `ContentFingerprint(hashing: "Hello").rawValue`, as computed when the hash was written.
    static let pinnedHello: UInt64 = 17_838_162_438_869_407_938

    @Test func itPrintsAsSixteenHexadecimalDigits() {
        #expect(ContentFingerprint(rawValue: 0xAB).description == "00000000000000ab")
        #expect(ContentFingerprint(rawValue: .max).description == "ffffffffffffffff")
    }
}
