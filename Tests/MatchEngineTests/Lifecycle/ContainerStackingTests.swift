import MatchEngine
import Testing

/// `ContainerStacking` gives `StackingOrder`'s answer for every view, and keeps its list as
/// `insertSubview(_:at:)` leaves the container's.
@Suite struct ContainerStackingTests {
    final class Token {}

    @Test func everyAnswerIsTheRulesOverTheHostsOwnList() {
        var rng = SeededGenerator(seed: 0x57AC)
        for _ in 0..<400 {
            let tokens = (0..<Int.random(in: 1...12, using: &rng)).map { _ in Token() }
            let ids = tokens.map(ObjectIdentifier.init)
            // The container already holds some of them (roots, chrome, a cover), in some order.
            var host = ids.filter { _ in Bool.random(using: &rng) }.shuffled(using: &rng)
            var rule = StackingOrder()
            var fast = ContainerStacking(subviews: host)
            // Positions mostly rising, as a plan lists its tracks, with falls, ties and NaN.
            var z = 0.0
            for _ in 0..<Int.random(in: 1...20, using: &rng) {
                let id = ids.randomElement(using: &rng)!
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: z -= Double.random(in: 0...3, using: &rng)
                case 1: break
                case 2: z = .nan
                default: z = (z.isNaN ? 0 : z) + Double.random(in: 0...2, using: &rng)
                }
                let expected = rule.insertionIndex(for: id, at: z, among: host)
                #expect(fast.place(id, at: z) == expected)
                // insertSubview(_:at:): out of its place, in at the index.
                host.removeAll { $0 == id }
                host.insert(id, at: min(expected, host.count))
                #expect(fast.subviews == host)
            }
            _ = tokens
        }
    }

    /// Placing views in `placementOrder` leaves the list as placing them in their given order does
    /// (the rule's answer at every step), every placement going on top.
    @Test func placingInPlacementOrderEndsAsTheGivenOrderDoes() {
        var rng = SeededGenerator(seed: 0x0DE5)
        for round in 0..<400 {
            let tokens = (0..<Int.random(in: 1...16, using: &rng)).map { _ in Token() }
            let ids = tokens.map(ObjectIdentifier.init)
            // Some views are in the container already (roots, chrome); the others are new.
            let present = ids.filter { _ in Bool.random(using: &rng) }.shuffled(using: &rng)
            let placed = ids.shuffled(using: &rng)
            // Few distinct positions, so ties are common; negative ones too; NaN in one round in eight.
            var z = placed.map { _ in Double(Int.random(in: -2...3, using: &rng)) }
            if round % 8 == 0 { z[Int.random(in: 0..<z.count, using: &rng)] = .nan }
            var given = ContainerStacking(subviews: present)
            for (id, position) in zip(placed, z) { _ = given.place(id, at: position) }
            let order = ContainerStacking.placementOrder(of: z)
            #expect(order.sorted() == Array(z.indices))
            var reordered = ContainerStacking(subviews: present)
            for k in order {
                let index = reordered.place(placed[k], at: z[k])
                if !z.contains(where: \.isNaN) {
                    #expect(index == reordered.subviews.count - 1, "every placement goes on top")
                }
            }
            #expect(reordered.subviews == given.subviews)
            _ = tokens
        }
    }

    /// `removalOrder` keeps every view, puts those in the container top first and the others after
    /// them in their given order.
    @Test func removalTakesTheTopFirst() {
        var rng = SeededGenerator(seed: 0x7E40)
        for _ in 0..<300 {
            let tokens = (0..<Int.random(in: 0...14, using: &rng)).map { _ in Token() }
            let subviews = tokens.filter { _ in Bool.random(using: &rng) }.shuffled(using: &rng).map(ObjectIdentifier.init)
            let leaving = tokens.filter { _ in Bool.random(using: &rng) }.shuffled(using: &rng)
            let order = ContainerStacking.removalOrder(of: leaving, among: subviews).map(ObjectIdentifier.init)
            #expect(
                order.sorted { $0.hashValue < $1.hashValue } == leaving.map(ObjectIdentifier.init).sorted { $0.hashValue < $1.hashValue })
            let inContainer = order.filter(subviews.contains)
            #expect(inContainer == subviews.reversed().filter { id in leaving.contains { ObjectIdentifier($0) == id } })
            #expect(Array(order.dropFirst(inContainer.count)) == leaving.map(ObjectIdentifier.init).filter { !subviews.contains($0) })
        }
    }
}
