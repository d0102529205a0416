@_spi(Harness) @testable import MatchEngine

/// Seeded random view trees for property tests.
enum RandomTrees {
    struct Tree {
        let root: HeadlessView
        /// Every view, root first, in creation order.
        let all: [HeadlessView]
    }

    /// A tree of `views` views with random geometry (translations, rotations, scales, scrolled
    /// bounds), random IDs drawn from `idPool` (so duplicates happen), and, for `invisibleShare` of
    /// the views, a reason not to take part (hidden, alpha 0, zero size, far off-screen, NaN).
    static func make(
        views: Int, using random: inout SeededGenerator, idPool: Int = 30, taggedShare: Double = 0.5,
        invisibleShare: Double = 0.1
    ) -> Tree {
        let root = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        var all = [root]
        for _ in 1..<views {
            let parent = all[Int.random(in: 0..<all.count, using: &random)]
            let v = HeadlessView(
                frame: Rect(
                    x: random.double(in: -20...300), y: random.double(in: -20...600),
                    width: random.double(in: 5...150), height: random.double(in: 5...150)))
            switch Int.random(in: 0..<6, using: &random) {
            case 0: v.transform = .rotation(angle: random.double(in: -3...3), x: 0, y: 0, z: 1)
            case 1: v.transform = .scale(x: random.double(in: 0.3...2), y: random.double(in: 0.3...2))
            case 2: v.bounds.origin = Point(x: random.double(in: -50...50), y: random.double(in: -50...50))
            default: break
            }
            if random.double(in: 0...1) < taggedShare {
                v.transitionID = TransitionID("id-\(Int.random(in: 0..<idPool, using: &random))")
            }
            if random.double(in: 0...1) < invisibleShare {
                switch Int.random(in: 0..<6, using: &random) {
                case 0: v.isHidden = true
                case 1: v.alpha = 0
                case 2: v.bounds.size = Size(width: 0, height: 10)
                case 3: v.center = Point(x: 10_000, y: 10_000)
                case 4: v.transform = .scale(x: 0, y: 1)
                default: v.transitionID = ""
                }
            }
            if random.double(in: 0...1) < 0.05 { v.transitionModifiers = [.fade] }
            parent.addSubview(v)
            all.append(v)
        }
        return Tree(root: root, all: all)
    }
}
