import Testing

@testable import MatchEngine

/// The planner ranks its tracks back to front by one integer per track (the distinct
/// zIndex–layer pairs ranked first) instead of sorting five-part tuples. The order must be the
/// tuple sort's, ties and signed zeros included, and the tuple sort must take over for what the
/// integer cannot hold.
@Suite struct StackingRankTests {
    /// The reference: sort by (zIndex, layer, nesting, order, index).
    static func byTuple(_ meta: [ForwardPlanner.Meta]) -> [Int] {
        meta.indices.map { i in (meta[i].zIndex, meta[i].layer, meta[i].nesting, meta[i].order, i) }.sorted { $0 < $1 }.map(\.4)
    }

    static func randomMeta(_ r: inout SeededGenerator, count: Int, awkward: Bool) -> [ForwardPlanner.Meta] {
        let zIndices: [Double] = [0, -0.0, 1, -2.5, 3, 1e300]
        let layers: [Double] = [0, 0.5, 2, 2.5, 3, 4]
        return (0..<count).map { _ in
            var nesting = Int.random(in: 0...4, using: &r)
            var order = Int.random(in: 0...40, using: &r)
            var zIndex = zIndices[Int.random(in: 0..<zIndices.count, using: &r)]
            if awkward {
                switch Int.random(in: 0..<8, using: &r) {
                case 0: nesting = 70_000
                case 1: order = Int(1 << 33 as Int64)
                case 2: zIndex = r.double(in: -1...1)  // many distinct pairs
                default: break
                }
            }
            return ForwardPlanner.Meta(
                sourceIndex: nil, destinationIndex: nil, layer: layers[Int.random(in: 0..<layers.count, using: &r)],
                zIndex: zIndex, nesting: nesting, order: order)
        }
    }

    @Test func ranksAsTheTupleSortDoes() {
        var r = SeededGenerator(seed: 1616)
        for round in 0..<400 {
            let meta = Self.randomMeta(&r, count: Int.random(in: 0...300, using: &r), awkward: round % 3 == 0)
            #expect(StackingRank.order(meta) == Self.byTuple(meta), "round \(round)")
        }
    }

    @Test func manyDistinctPairsFallBackToTheTupleSort() {
        // Up to, at and past the number of distinct pairs the integer key ranks, and far past it.
        let limit = StackingRank.rankedPairLimit
        for pairs in [limit - 1, limit, limit + 1, 5_000] {
            let meta = (0..<max(pairs, 2 * limit)).map { i in
                ForwardPlanner.Meta(
                    sourceIndex: nil, destinationIndex: nil, layer: 4,
                    zIndex: Double((i * 7_919) % pairs), nesting: (i * 31) % 3, order: (i * 17) % 40)
            }
            #expect(StackingRank.order(meta) == Self.byTuple(meta), "\(pairs) pairs")
        }
    }

    /// Nesting and order at the edges of their fields in the integer key (a field too narrow by
    /// one would let a large nesting spill into the pair's rank, or an order into the nesting).
    @Test func nestingAndOrderAtTheEdgesOfTheKey() {
        let nestings = [0, 1, (1 << 16) - 1, 1 << 16, (1 << 16) + 1]
        let orders = [0, 1, (1 << 32) - 1, 1 << 32, (1 << 32) + 1]
        var r = SeededGenerator(seed: 1617)
        for _ in 0..<200 {
            let meta = (0..<Int.random(in: 2...12, using: &r)).map { _ in
                ForwardPlanner.Meta(
                    sourceIndex: nil, destinationIndex: nil, layer: [3.0, 4][Int.random(in: 0...1, using: &r)],
                    zIndex: [0.0, 1][Int.random(in: 0...1, using: &r)],
                    nesting: nestings[Int.random(in: 0..<nestings.count, using: &r)],
                    order: orders[Int.random(in: 0..<orders.count, using: &r)])
            }
            #expect(StackingRank.order(meta) == Self.byTuple(meta))
        }
    }

    /// Plans of thousands of tracks, orders and nestings spread over every byte of their fields
    /// and many equal keys: the radix sort's passes over several bytes must keep the tuple order.
    @Test func largeTablesWithWideFieldsRankAsTheTupleSortDoes() {
        var r = SeededGenerator(seed: 1618)
        for round in 0..<12 {
            let orderLimit = [40, 300, 70_000, 1 << 24, 1 << 32][round % 5]
            let meta = (0..<Int.random(in: 2_000...6_000, using: &r)).map { _ in
                ForwardPlanner.Meta(
                    sourceIndex: nil, destinationIndex: nil, layer: [0, 2.5, 3, 4][Int.random(in: 0...3, using: &r)],
                    zIndex: [0.0, -1, 2][Int.random(in: 0...2, using: &r)],
                    nesting: Int.random(in: 0..<(round < 6 ? 5 : 1 << 16), using: &r),
                    order: Int.random(in: 0..<orderLimit, using: &r))
            }
            #expect(StackingRank.order(meta) == Self.byTuple(meta), "round \(round)")
        }
    }

    /// The radix sort alone against a comparison sort of (key, index): keys varying in no byte,
    /// one byte (the lowest, a middle one, the highest) or all eight, none, one, and many keys.
    @Test func radixSortOrdersAsAComparisonSort() {
        var r = SeededGenerator(seed: 1619)
        let masks: [UInt64] = [0, 0xFF, 0xFF << 24, 0xFF << 56, 0xF0F0 << 16, .max]
        for count in [0, 1, 2, 3, 255, 256, 257, 4_000] {
            for mask in masks {
                let base = UInt64.random(in: 0...UInt64.max, using: &r) & ~mask
                var keys = (0..<count).map { i in (key: base | UInt64.random(in: 0...UInt64.max, using: &r) & mask, index: i) }
                let expected = keys.sorted { $0 < $1 }.map(\.index)
                var anyBitSet: UInt64 = 0
                var everyBitSet = UInt64.max
                for k in keys {
                    anyBitSet |= k.key
                    everyBitSet &= k.key
                }
                #expect(
                    StackingRank.radixSortedIndices(&keys, varying: anyBitSet ^ everyBitSet) == expected,
                    "\(count) keys, mask \(String(mask, radix: 16))")
            }
        }
    }

    /// Tables made of ascending runs, as a plan's are (roots, pairs, each side's views), with a
    /// known number of descents (each run starts below where the one before ended): none (already
    /// in order), 1, `fewRuns` (the standard library's sort), `fewRuns + 1` and many (the radix
    /// sort), equal keys within and across runs included.
    @Test func tablesOfAscendingRunsRankAsTheTupleSortDoes() {
        var r = SeededGenerator(seed: 1621)
        for descents in [0, 1, StackingRank.fewRuns, StackingRank.fewRuns + 1, 40] {
            var meta: [ForwardPlanner.Meta] = []
            for run in 0...descents {
                // Every run on one layer ascends by order from a start below the last run's end.
                var order = 1_000 - run * 20 + Int.random(in: 0...5, using: &r)
                for _ in 0..<Int.random(in: 200...900, using: &r) {
                    order += Int.random(in: 0...3, using: &r)
                    meta.append(
                        ForwardPlanner.Meta(
                            sourceIndex: nil, destinationIndex: nil, layer: 3, zIndex: 0, nesting: 0,
                            order: order))
                }
            }
            // The table has the descents it was built with, so each sort is the one meant.
            let counted = zip(meta, meta.dropFirst()).count { $1.order < $0.order }
            #expect(counted == descents)
            #expect(StackingRank.order(meta) == Self.byTuple(meta), "\(descents) descents")
        }
    }
}
