/// The order in which a plan's tracks stack, from back to front, worked out from the planner's
/// per-track bookkeeping (`ForwardPlanner.Meta`).
enum StackingRank {
    /// The tracks' indices from back to front: by zIndex, then layer, nesting, document order
    /// (a crossfading pair's source stand-in below its destination's), then index.
    ///
    /// The few distinct (zIndex, layer) pairs are ranked first, so that each track sorts by one
    /// integer (rank, nesting, order) and its index instead of a five-part tuple of numbers: the
    /// same order (tested against the tuple sort): none needed when the keys already ascend, the
    /// standard library's stable sort for a few ascending runs, a radix sort otherwise. Tables the
    /// integer does not suit are sorted by the tuple: more than `rankedPairLimit` distinct pairs
    /// (each new pair is looked for among those seen), a nesting outside 0 ..< 2¹⁶, an order
    /// outside 0 ..< 2³², a number that is not finite.
    static func order(_ meta: [ForwardPlanner.Meta]) -> [Int] {
        func byTuple() -> [Int] {
            meta.indices.map { i in (meta[i].zIndex, meta[i].layer, meta[i].nesting, meta[i].order, i) }
                .sorted { $0 < $1 }.map(\.4)
        }
        // Each track's key holds its pair's index in `pairs` at first, its pair's rank once known.
        var pairs: [(zIndex: Double, layer: Double)] = []
        var keys = [(key: UInt64, index: Int)]()
        keys.reserveCapacity(meta.count)
        var last = -1
        var largestNesting: UInt64 = 0
        var largestOrder: UInt64 = 0
        for (t, m) in meta.enumerated() {
            guard m.zIndex.isFinite, m.layer.isFinite, m.nesting >= 0, UInt64(m.nesting) < 1 << 16, m.order >= 0,
                UInt64(m.order) < 1 << 32
            else { return byTuple() }
            // Neighbouring tracks usually share their pair: no search then.
            if last < 0 || pairs[last].zIndex != m.zIndex || pairs[last].layer != m.layer {
                if let known = pairs.firstIndex(where: { $0.zIndex == m.zIndex && $0.layer == m.layer }) {
                    last = known
                } else {
                    guard pairs.count < rankedPairLimit else { return byTuple() }
                    last = pairs.count
                    pairs.append((m.zIndex, m.layer))
                }
            }
            largestNesting = max(largestNesting, UInt64(m.nesting))
            largestOrder = max(largestOrder, UInt64(m.order))
            keys.append((UInt64(last) << 48 | UInt64(m.nesting) << 32 | UInt64(m.order), t))
        }
        // A pair's rank: how many pairs sort before it (they are distinct, at most 64).
        let ranks = pairs.map { p in UInt64(pairs.count { $0 < p }) }
        // The key packed into as few bits as the largest nesting and order need (about 20 in a
        // plan: fewer passes of a radix sort), and how many times it goes down from one track to
        // the next (a plan's tracks come in runs that ascend: roots, pairs, each side's views).
        let orderBits = UInt64(64 - largestOrder.leadingZeroBitCount)
        let rankShift = orderBits + UInt64(64 - largestNesting.leadingZeroBitCount)
        var anyBitSet: UInt64 = 0
        var everyBitSet = UInt64.max
        var previous: UInt64 = 0
        var descents = 0
        for k in keys.indices {
            let packed = keys[k].key
            let key = ranks[Int(packed >> 48)] << rankShift | (packed >> 32 & 0xFFFF) << orderBits | packed & 0xFFFF_FFFF
            keys[k].key = key
            anyBitSet |= key
            everyBitSet &= key
            if key < previous { descents += 1 }
            previous = key
        }
        if descents == 0 { return Array(keys.indices) }
        // A few long runs: the standard library's stable sort merges them in about as many passes
        // as there are runs, fewer than the radix sort's two or three (both tested against the tuple sort).
        if descents <= Self.fewRuns {
            keys.sort { $0.key < $1.key }
            return keys.map(\.index)
        }
        return radixSortedIndices(&keys, varying: anyBitSet ^ everyBitSet)
    }

    /// The most descents (a key below the one before it) for which `order` merges the
    /// ascending runs with the standard library's stable sort rather than sorting by radix: 8.
    static let fewRuns = 8

    /// The indices of `keys` in ascending order of key, equal keys in their order in `keys`: a
    /// least-significant-digit radix sort, one counting pass per digit (11 bits; 8 for fewer than
    /// 2 048 keys) in which `varying` has a bit set. Linear in the number of keys; the order a
    /// comparison sort of (key, index) gives, when the indices ascend. `varying` must have every
    /// bit set in which two keys differ (digits with none are skipped). `keys` is the sort's
    /// scratch space: its contents are left in no particular order.
    static func radixSortedIndices(_ keys: inout [(key: UInt64, index: Int)], varying: UInt64) -> [Int] {
        let count = keys.count
        let digitBits: UInt64 = count < 2_048 ? 8 : 11
        let digitMask: UInt64 = 1 << digitBits - 1
        var shifts: [UInt64] = []
        for shift in stride(from: 0 as UInt64, to: 64, by: Int(digitBits)) where varying >> shift & digitMask != 0 {
            shifts.append(shift)
        }
        guard let lastShift = shifts.last else { return keys.map(\.index) }
        var other = [(key: UInt64, index: Int)](repeating: (0, 0), count: shifts.count > 1 ? count : 0)
        var order = [Int](repeating: 0, count: count)
        var counts = [Int](repeating: 0, count: 1 << Int(digitBits))
        // Through buffers: the passes touch every key twice, and the arrays' own iteration and
        // subscripts cost more than the sort's work (checked with callgrind).
        keys.withUnsafeMutableBufferPointer { keys in
            other.withUnsafeMutableBufferPointer { other in
                order.withUnsafeMutableBufferPointer { order in
                    counts.withUnsafeMutableBufferPointer { counts in
                        var from = keys
                        var to = other
                        for shift in shifts {
                            counts.update(repeating: 0)
                            for k in from { counts[Int(truncatingIfNeeded: k.key >> shift & digitMask)] += 1 }
                            // Each digit's first place.
                            var place = 0
                            for d in counts.indices {
                                let count = counts[d]
                                counts[d] = place
                                place += count
                            }
                            if shift == lastShift {
                                for k in from {
                                    let d = Int(truncatingIfNeeded: k.key >> shift & digitMask)
                                    order[counts[d]] = k.index
                                    counts[d] += 1
                                }
                            } else {
                                for k in from {
                                    let d = Int(truncatingIfNeeded: k.key >> shift & digitMask)
                                    to[counts[d]] = k
                                    counts[d] += 1
                                }
                                swap(&from, &to)
                            }
                        }
                    }
                }
            }
        }
        return order
    }

    /// The most distinct (zIndex, layer) pairs `order` ranks before it sorts by the tuple
    /// instead: 64. A plan has a handful (its layers, and the `.zIndex` values its modifiers give);
    /// looking each new pair up among those seen costs up to this many comparisons per track.
    static let rankedPairLimit = 64
}
