@_spi(Harness) import MatchEngine
import Testing

@testable import MatchPreview

/// "Did you mean": an unpartnered ID one edit away from an unpartnered ID on the other side.
@Suite struct IDSuggestionTests {
    /// (a, b, one edit away): insertions, deletions and substitutions of one character; the same
    /// text, two edits and a transposition (two substitutions) are not.
    @Test(arguments: [
        ("avatar-42", "avatar_42", true), ("avatar", "avtar", true), ("avtar", "avatar", true),
        ("card", "cards", true), ("x", "", true), ("card", "card", false), ("card", "crad", false),
        ("avatar-42", "avatar-4", true), ("avatar-42", "avatar-4200", false), ("photo", "phone", false),
        ("é", "e", true),
    ])
    func oneEdit(_ row: (String, String, Bool)) {
        #expect(IDSuggestion.isOneEditAway(row.0, row.1) == row.2)
        #expect(IDSuggestion.isOneEditAway(row.1, row.0) == row.2)
    }

    /// A screen of tagged squares with these IDs, side by side.
    static func scene(_ ids: [String]) -> (HeadlessView, HeadlessView) {
        let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let root = HeadlessView(frame: container.bounds)
        for (i, id) in ids.enumerated() {
            let v = HeadlessView(frame: Rect(x: 10 + 50 * Double(i), y: 10, width: 40, height: 40))
            v.transitionID = TransitionID(id)
            root.addSubview(v)
        }
        container.addSubview(root)
        return (container, root)
    }

    static func recording(source: [String], destination: [String]) -> TransitionRecording {
        let (container, s) = scene(source)
        let (_, d) = scene(destination)
        return TransitionRecording(
            source: SceneSnapshot.capture(root: s, in: container), destination: SceneSnapshot.capture(root: d, in: container),
            context: TransitionContext(kind: .push, containerSize: Size(width: 390, height: 844)))
    }

    @Test func aTypoOnOneSideIsSuggestedAndPairsAreNot() {
        let r = Self.recording(source: ["avatar-42", "title", "card"], destination: ["avatar_42", "title", "cards", "photo"])
        let found = IDSuggestion.suggestions(source: r.source, destination: r.destination, match: r.match)
        #expect(found.map { "\($0.id)→\($0.nearest)" } == ["avatar-42→avatar_42", "card→cards"])
        #expect(found.allSatisfy { $0.side == .source })
        #expect(
            found[0].description
                == "source ID \"avatar-42\" has no partner; the destination has \"avatar_42\", one edit away: did you mean it?")
        let text = PreviewSummary(r).text
        #expect(text.contains("did you mean: 2"), "\(text)")
        #expect(text.contains("pairs: 1,"), "\(text)")
    }

    /// The candidate index finds exactly the pairs a comparison of every pair finds: random IDs of
    /// one to four letters from a three-letter alphabet, so many are one edit apart (seeded).
    @Test func theIndexFindsWhatComparingEveryPairFinds() {
        var state: UInt64 = 0x5EED_1D5
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        func randomID() -> String { String((0...next(4)).map { _ in "abc".character(next(3)) }) }
        for _ in 0..<20 {
            let r = Self.recording(source: (0..<6).map { _ in randomID() }, destination: (0..<6).map { _ in randomID() })
            let found = IDSuggestion.suggestions(source: r.source, destination: r.destination, match: r.match)
            let paired = Set(r.match.pairs.map(\.id))
            func unpaired(_ scene: SceneSnapshot) -> [TransitionID] {
                var seen: Set<TransitionID> = []
                return scene.views.compactMap { v in v.id.flatMap { !paired.contains($0) && seen.insert($0).inserted ? $0 : nil } }
            }
            let everyPair = unpaired(r.source).flatMap { id in
                unpaired(r.destination).filter { IDSuggestion.isOneEditAway(id.rawValue, $0.rawValue) }.map { "\(id)→\($0)" }
            }
            #expect(found.map { "\($0.id)→\($0.nearest)" } == everyPair)
        }
    }

    @Test func nothingIsSuggestedWhenEveryIDPairsOrNoneIsClose() {
        let all = Self.recording(source: ["a", "b"], destination: ["a", "b"])
        #expect(IDSuggestion.suggestions(source: all.source, destination: all.destination, match: all.match).isEmpty)
        #expect(!PreviewSummary(all).text.contains("did you mean"))
        let far = Self.recording(source: ["header"], destination: ["footer"])
        #expect(IDSuggestion.suggestions(source: far.source, destination: far.destination, match: far.match).isEmpty)
    }
}

extension String {
    /// The character at `index` of this string.
    fileprivate func character(_ index: Int) -> Character { self[self.index(startIndex, offsetBy: index)] }
}
