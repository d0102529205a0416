/// Pairs the tagged views of two captured scenes: the snapshot diff.
public enum Matcher {
    /// Pairs views by ID in O(n): each tagged view is hashed once, for one insert or lookup in an
    /// open-addressing table sized up front; no allocation depends on the number of views (about a
    /// dozen arrays, each reserved to its final size).
    ///
    /// - Tagged views that cannot take part (empty ID, hidden, alpha 0, zero size, singular
    ///   transform, NaN or infinite geometry, entirely off-screen without `.matchWhenOffscreen`) are
    ///   reported as `.skipped` and take no part as tagged views.
    /// - An ID on several eligible views of one side pairs the k-th source view with the k-th
    ///   destination view in document order; the extras are unmatched; `.duplicateID` reports it.
    /// - A view without a partner flies apart from its screen only when something moves it on its
    ///   own: a modifier that acts on an unpartnered view (`Matcher.actsUnpartnered(_:)`: a fade,
    ///   scale, translation, timing, `.source(_)`, …; not `.crossfade`, `.resize`,
    ///   `.matchWhenOffscreen`, `.whenMatched`, `.cascade` or `.ignoreSubviewModifiers`, which act
    ///   on pairs or on subviews), or — for a tagged view — a `.cascade` on an ancestor, which
    ///   gives it a delay of its own. Such a view, tagged or not, takes part as an appearing or
    ///   disappearing view when visible. Any other view — a tagged view with no partner and no
    ///   such modifier included — rides with its screen: it is no participant (no track, no
    ///   stand-in, nothing concealed); its pixels move inside its nearest participating ancestor's
    ///   stand-in, or its root. (A modifier an ancestor's `.ignoreSubviewModifiers` ignores still
    ///   counts here: the view then rides on a track of its own.) The roots (index 0) take part through the transition's effect, never here: a tagged root
    ///   is reported as `.skipped(…, reason: .root)`.
    /// - Nesting is recorded: every pair and unmatched view knows its nearest matched ancestor.
    ///
    /// Deterministic: the same snapshots always give the same result, in the same order.
    public static func match(source: SceneSnapshot, destination: SceneSnapshot) -> MatchResult {
        source.views.withUnsafeBufferPointer { s in
            destination.views.withUnsafeBufferPointer { d in
                let sides = Sides(
                    source: s.baseAddress, sourceCount: s.count, destination: d.baseAddress, destinationCount: d.count,
                    sourceBounds: source.containerBounds, destinationBounds: destination.containerBounds)
                // Fast byte hashes are exact for ASCII IDs only (for them `==` is byte equality);
                // any other ID makes the whole match rerun with `String`'s own hash.
                return sides.match(asciiHash: true) ?? sides.match(asciiHash: false)!
            }
        }
    }

    /// One ID's bookkeeping in the hash table. Its key is the ID of its first view: a destination
    /// index when `key >= 0`, else the source index `~key`. Its position in the table's entry list
    /// is the order of first appearance (destination views first, then source-only IDs).
    private struct Entry {
        var key: Int32
        var destinationLast: Int32 = -1
        var destinationCursor: Int32 = -1
        var destinationCount: Int32 = 0
        var sourceCount: Int32 = 0
    }

    /// The two sides' views, read in place through pointers: a ``ViewSnapshot`` is 272 bytes,
    /// and reading one through a buffer's subscript copies it (and retains its strings and arrays),
    /// which costs more than everything else the matcher does.
    private struct Sides {
        /// `nil` only when `sourceCount` is 0.
        let source: UnsafePointer<ViewSnapshot>?
        let sourceCount: Int
        /// `nil` only when `destinationCount` is 0.
        let destination: UnsafePointer<ViewSnapshot>?
        let destinationCount: Int
        let sourceBounds: Rect
        let destinationBounds: Rect

        /// The whole match with one hash per tagged view. `nil` when `asciiHash` is set and an ID
        /// is not ASCII (or not contiguous UTF-8): the caller reruns with `asciiHash: false`.
        func match(asciiHash: Bool) -> MatchResult? {
            // Never dereferenced when their count is 0.
            let source = self.source ?? UnsafePointer(bitPattern: MemoryLayout<ViewSnapshot>.alignment)!
            let destination = self.destination ?? UnsafePointer(bitPattern: MemoryLayout<ViewSnapshot>.alignment)!
            let sourceEdges = Rect.Edges(sourceBounds)
            let destinationEdges = Rect.Edges(destinationBounds)
            // Eligibility of the source views first: their tagged count bounds the pairs.
            var sourceFlags = [UInt8](repeating: Flag.none, count: sourceCount)
            var sourceTagged = 0
            var sourceTakingPart = 0
            var skipped = 0
            // Views before this index lie inside a view with a `.cascade` (parents come first).
            var cascadeEnd = 0
            for i in 0..<sourceCount {
                let flag = Matcher.flag(source + i, index: i, in: sourceEdges, cascadeEnd: &cascadeEnd)
                sourceFlags[i] = flag
                if flag == Flag.none { continue }
                if flag >= Flag.skippedBase {
                    skipped += 1
                    continue
                }
                sourceTakingPart += 1
                if Flag.pairs(flag) { sourceTagged += 1 }
            }

            // Open addressing, linear probing, load ≤ 3/4 even if every destination view is tagged. A slot holds
            // the hash's high 32 bits and the entry index + 1 (0: empty).
            var capacity = 8
            while capacity * 3 < (sourceTagged + destinationCount) * 4 { capacity *= 2 }
            let mask = capacity - 1
            var slots = [UInt64](repeating: 0, count: capacity)
            var entries: [Entry] = []
            entries.reserveCapacity(sourceTagged + destinationCount)

            /// The entry holding `id` (hashed to `hash`), or the free slot where it goes.
            func find(_ id: TransitionID, hash: UInt64) -> (entry: Int, slot: Int) {
                var slot = Int(truncatingIfNeeded: hash) & mask
                let tag = hash & 0xFFFF_FFFF_0000_0000
                while true {
                    let content = slots[slot]
                    if content == 0 { return (-1, slot) }
                    if content & 0xFFFF_FFFF_0000_0000 == tag {
                        let e = Int(truncatingIfNeeded: content & 0xFFFF_FFFF) - 1
                        let key = entries[e].key
                        if (key >= 0 ? destination[Int(key)].id : source[Int(~key)].id) == id { return (e, slot) }
                    }
                    slot = (slot + 1) & mask
                }
            }

            // Destination: eligibility, then each tagged view into the table; occurrences of one ID
            // are chained in document order through `nextSame`.
            var destinationFlags = [UInt8](repeating: Flag.none, count: destinationCount)
            var nextSame = [Int32](repeating: -1, count: destinationCount)
            var destinationTagged = 0
            var destinationTakingPart = 0
            cascadeEnd = 0
            for i in 0..<destinationCount {
                let flag = Matcher.flag(destination + i, index: i, in: destinationEdges, cascadeEnd: &cascadeEnd)
                destinationFlags[i] = flag
                if flag == Flag.none { continue }
                if flag >= Flag.skippedBase {
                    skipped += 1
                    continue
                }
                destinationTakingPart += 1
                guard Flag.pairs(flag) else { continue }
                destinationTagged += 1
                let id = destination[i].id!
                guard let hash = Matcher.hash(id, ascii: asciiHash) else { return nil }
                let found = find(id, hash: hash)
                if found.entry >= 0 {
                    let last = entries[found.entry].destinationLast
                    nextSame[Int(last)] = Int32(truncatingIfNeeded: i)
                    entries[found.entry].destinationLast = Int32(truncatingIfNeeded: i)
                    entries[found.entry].destinationCount += 1
                } else {
                    let index = Int32(truncatingIfNeeded: i)
                    slots[found.slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(entries.count + 1)
                    entries.append(Entry(key: index, destinationLast: index, destinationCursor: index, destinationCount: 1))
                }
            }

            // Source, in document order: the nearest matched ancestor (parents come first, so
            // theirs is final), and each tagged view paired with the next destination view of its ID.
            var pairs: [MatchedPair] = []
            pairs.reserveCapacity(min(sourceTagged, destinationTagged))
            var sourcePair = [Int32](repeating: -1, count: sourceCount)
            var sourceAncestor = [Int32](repeating: -1, count: sourceCount)
            var destinationPair = [Int32](repeating: -1, count: destinationCount)
            for i in 0..<sourceCount {
                let p = source[i].parent
                // A parent index that is not an earlier view (a malformed snapshot; see
                // `SceneSnapshot.validate()`) counts as no parent rather than trapping.
                let ancestor: Int32 = p >= 0 && p < i ? (sourcePair[p] >= 0 ? sourcePair[p] : sourceAncestor[p]) : -1
                sourceAncestor[i] = ancestor
                guard Flag.pairs(sourceFlags[i]) else { continue }
                let id = source[i].id!
                guard let hash = Matcher.hash(id, ascii: asciiHash) else { return nil }
                let found = find(id, hash: hash)
                if found.entry >= 0 {
                    entries[found.entry].sourceCount += 1
                    let d = entries[found.entry].destinationCursor
                    if d >= 0 {
                        entries[found.entry].destinationCursor = nextSame[Int(d)]
                        let k = Int32(truncatingIfNeeded: pairs.count)
                        sourcePair[i] = k
                        destinationPair[Int(d)] = k
                        pairs.append(
                            MatchedPair(
                                id: id, source: i, destination: Int(d), sourceAncestorPair: ancestor >= 0 ? Int(ancestor) : nil,
                                nestingDepth: ancestor >= 0 ? pairs[Int(ancestor)].nestingDepth + 1 : 0))
                    }
                } else {
                    slots[found.slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(entries.count + 1)
                    entries.append(Entry(key: ~Int32(truncatingIfNeeded: i), sourceCount: 1))
                }
            }

            // Views taking part without a partner, each side in document order.
            var disappearing: [UnmatchedView] = []
            disappearing.reserveCapacity(max(sourceTakingPart - pairs.count, 0))
            for i in 0..<sourceCount where sourcePair[i] < 0 && Flag.fliesUnpartnered(sourceFlags[i]) {
                let a = sourceAncestor[i]
                disappearing.append(UnmatchedView(index: i, id: source[i].id, ancestorPair: a >= 0 ? Int(a) : nil))
            }
            var appearing: [UnmatchedView] = []
            appearing.reserveCapacity(max(destinationTakingPart - pairs.count, 0))
            var destinationAncestor = [Int32](repeating: -1, count: destinationCount)
            for i in 0..<destinationCount {
                let p = destination[i].parent
                let ancestor: Int32 =
                    p >= 0 && p < i ? (destinationPair[p] >= 0 ? destinationPair[p] : destinationAncestor[p]) : -1
                destinationAncestor[i] = ancestor
                let k = destinationPair[i]
                if k >= 0 {
                    pairs[Int(k)].destinationAncestorPair = ancestor >= 0 ? Int(ancestor) : nil
                } else if Flag.fliesUnpartnered(destinationFlags[i]) {
                    appearing.append(UnmatchedView(index: i, id: destination[i].id, ancestorPair: ancestor >= 0 ? Int(ancestor) : nil))
                }
            }

            // Skipped source views, skipped destination views, then duplicate IDs in order of first
            // appearance (the entries' order).
            var duplicates = 0
            for e in entries where e.sourceCount > 1 || e.destinationCount > 1 { duplicates += 1 }
            var diagnostics: [MatchDiagnostic] = []
            diagnostics.reserveCapacity(skipped + duplicates)
            func reportSkipped(_ views: UnsafePointer<ViewSnapshot>, _ flags: [UInt8], side: SceneSide) {
                for i in flags.indices where flags[i] >= Flag.skippedBase {
                    diagnostics.append(.skipped(id: views[i].id!, side: side, index: i, reason: Matcher.reason(flags[i])))
                }
            }
            if skipped > 0 {
                reportSkipped(source, sourceFlags, side: .source)
                reportSkipped(destination, destinationFlags, side: .destination)
            }
            if duplicates > 0 {
                for e in entries where e.sourceCount > 1 || e.destinationCount > 1 {
                    let id = e.key >= 0 ? destination[Int(e.key)].id! : source[Int(~e.key)].id!
                    diagnostics.append(.duplicateID(id, sourceCount: Int(e.sourceCount), destinationCount: Int(e.destinationCount)))
                }
            }
            return MatchResult(pairs: pairs, appearing: appearing, disappearing: disappearing, diagnostics: diagnostics)
        }
    }

    /// A 64-bit hash of the ID. With `ascii`, a multiply-xor hash of its UTF-8 bytes, 8 at a time,
    /// or `nil` if the ID is not all ASCII (canonically equivalent non-ASCII strings are `==` with
    /// different bytes) or not contiguous; without, `String`'s own hash.
    @inline(__always)
    private static func hash(_ id: TransitionID, ascii: Bool) -> UInt64? {
        guard ascii else { return UInt64(UInt(bitPattern: id.hashValue)) }
        return id.rawValue.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            let raw = UnsafeRawBufferPointer(bytes)
            let count = raw.count
            var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count)
            var seen: UInt64 = 0
            var offset = 0
            while offset + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                seen |= word
                h = (h ^ word) &* 0xBF58_476D_1CE4_E5B9
                h ^= h >> 31
                offset += 8
            }
            if offset < count {
                var word: UInt64 = 0
                var shift: UInt64 = 0
                while offset < count {
                    word |= UInt64(raw[offset]) << shift
                    shift += 8
                    offset += 1
                }
                seen |= word
                h = (h ^ word) &* 0xBF58_476D_1CE4_E5B9
            }
            guard seen & 0x8080_8080_8080_8080 == 0 else { return nil }
            // SplitMix64's finalizer: every input bit reaches the slot bits and the tag bits.
            h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
            h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
            return h ^ (h >> 31)
        } ?? nil
    }

}
