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
}
