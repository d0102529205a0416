import MatchEngine

/// A tagged view's ID with no partner that is one edit away from an unpartnered ID on the other
/// side — most likely a typo: "did you mean".
public struct IDSuggestion: Sendable, Hashable, CustomStringConvertible {
    /// The ID as written on one side.
    public var id: TransitionID
    /// The side it is on.
    public var side: SceneSide
    /// The ID one edit away on the other side.
    public var nearest: TransitionID

    /// A sentence naming both IDs and sides.
    public var description: String {
        "\(side) ID \"\(id)\" has no partner; the \(side.other) has \"\(nearest)\", one edit away: did you mean it?"
    }

    /// The suggestions for a match of `source` and `destination`: each tagged, non-empty ID of a side
    /// that no pair uses, with every unpaired ID of the other side one insertion, deletion or
    /// substitution away (of characters), listed once per pair of IDs from the source's side, in
    /// source then destination document order.
    public static func suggestions(source: SceneSnapshot, destination: SceneSnapshot, match: MatchResult) -> [IDSuggestion] {
        let paired = Set(match.pairs.map(\.id))
        func unpaired(_ scene: SceneSnapshot) -> [TransitionID] {
            var seen: Set<TransitionID> = []
            return scene.views.compactMap { v in
                guard let id = v.id, !id.isEmpty, !paired.contains(id), seen.insert(id).inserted else { return nil }
                return id
            }
        }
        let sourceIDs = unpaired(source)
        let destinationIDs = unpaired(destination)
        // Candidates through each ID's text and its texts with one character deleted: IDs one edit
        // apart share one (a substitution deletes it from both, an insertion from the longer), so
        // only those are compared, not every pair of a scene with thousands of unpartnered IDs.
        var byKey: [String: [Int]] = [:]
        for (index, id) in destinationIDs.enumerated() {
            for key in Set(oneDeletionKeys(id.rawValue)) { byKey[key, default: []].append(index) }
        }
        var found: [IDSuggestion] = []
        for id in sourceIDs {
            let candidates = Set(oneDeletionKeys(id.rawValue).flatMap { byKey[$0] ?? [] })
            for index in candidates.sorted() where isOneEditAway(id.rawValue, destinationIDs[index].rawValue) {
                found.append(IDSuggestion(id: id, side: .source, nearest: destinationIDs[index]))
            }
        }
        return found
    }

    /// `text` itself and every text made by deleting one of its characters.
    static func oneDeletionKeys(_ text: String) -> [String] {
        let characters = Array(text)
        return [text] + characters.indices.map { i in String(characters[..<i] + characters[(i + 1)...]) }
    }

    /// Whether `a` becomes `b` by exactly one insertion, deletion or substitution of a character.
    static func isOneEditAway(_ a: String, _ b: String) -> Bool {
        let x = Array(a)
        let y = Array(b)
        guard x != y, abs(x.count - y.count) <= 1 else { return false }
        let (short, long) = x.count <= y.count ? (x, y) : (y, x)
        var i = 0
        var j = 0
        var edited = false
        while i < short.count, j < long.count {
            if short[i] == long[j] {
                i += 1
                j += 1
                continue
            }
            if edited { return false }
            edited = true
            if short.count == long.count { i += 1 }
            j += 1
        }
        return true
    }
}
