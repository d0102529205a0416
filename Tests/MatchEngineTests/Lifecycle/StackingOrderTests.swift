import Testing

@testable import MatchEngine

@Suite struct StackingOrderTests {
    final class Token {}

    @Test func viewsGoAboveLowerOrEqualPositionsAndUnplacedViewsCountAsLowest() {
        let existing = Token()
        let a = Token()
        let b = Token()
        let c = Token()
        let ids = [existing, a, b, c].map(ObjectIdentifier.init)
        var order = StackingOrder()
        var subviews = [ids[0]]  // the container already holds one view
        func place(_ i: Int, _ z: Double) {
            let index = order.insertionIndex(for: ids[i], at: z, among: subviews)
            subviews.removeAll { $0 == ids[i] }
            subviews.insert(ids[i], at: index)
        }
        place(1, 5)
        place(2, 1)
        place(3, 5)  // equal z: above the earlier one
        #expect(subviews == [ids[0], ids[2], ids[1], ids[3]])
        // Re-placing a view already inside counts without itself.
        place(2, 9)
        #expect(subviews == [ids[0], ids[1], ids[3], ids[2]])
        order.forget(ids[3])
        // The forgotten view now counts as lowest: z 6 goes above it, below 2's z 9.
        place(1, 6)
        #expect(subviews == [ids[0], ids[3], ids[1], ids[2]])
    }
}
