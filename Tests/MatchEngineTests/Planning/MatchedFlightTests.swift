import Testing

@testable import MatchEngine

/// Issue 16: the planner stores the track of a matched pair without modifiers whose two views look
/// alike (so they neither crossfade nor place their content in a rectangle) straight from the two
/// snapshot records (`TrackBatch.appendFlight`), without building a
/// `ModifierSet`, `ViewState`s or a `Track`. It must store what the general rules store for it.
///
/// The reference is the general path itself, reached through the public API: the same scenes
/// planned again with `.zIndex(0)` on the source view of every pair without modifiers — a
/// modifier that changes nothing for a matched pair (the pair's z index is 0 either way; it gives
/// no state, timing, resize or crossfade) but takes it off the fast path. The two plans must agree
/// on every track, every number bit for bit.
@Suite struct MatchedFlightTests {
    /// Whether the pair's views look alike by the planner's documented rule (same background
    /// colour, as many descendants, aspect ratios within 1 %), worked out here on its own.
    static func looksAlike(_ s: ViewSnapshot, _ sourceIndex: Int, _ d: ViewSnapshot, _ destinationIndex: Int) -> Bool {
        guard s.backgroundColor == d.backgroundColor, s.subtreeEnd - sourceIndex == d.subtreeEnd - destinationIndex else {
            return false
        }
        func aspect(_ size: Size) -> Double { size.height > 0 ? size.width / size.height : 0 }
        let a = aspect(s.size), b = aspect(d.size)
        return (a - b).magnitude <= 0.01 * max(a.magnitude, b.magnitude)
    }

    /// A screen of `views` views, most (80 %) directly on the root, the rest nested, all on
    /// screen; each tagged (80 %) with an ID from a pool of 40 used once per screen, so two
    /// screens share many IDs; a few rotated, scaled, hidden or see-through.
    static func screen(views: Int, _ r: inout SeededGenerator) -> RandomTrees.Tree {
        let root = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        var all = [root]
        var pool = Array(0..<40).shuffled(using: &r)
        for _ in 1..<views {
            let parent = r.double(in: 0...1) < 0.8 ? root : all[Int.random(in: 0..<all.count, using: &r)]
            let v = HeadlessView(frame: Rect(x: r.double(in: 0...250), y: r.double(in: 0...600),
                                             width: r.double(in: 10...120), height: r.double(in: 10...120)))
            switch Int.random(in: 0..<20, using: &r) {
            case 0: v.transform = .rotation(angle: r.double(in: -1...1), x: 0, y: 0, z: 1)
            case 1: v.transform = .scale(x: r.double(in: 0.5...1.5), y: r.double(in: 0.5...1.5))
            case 2: v.isHidden = true
            case 3: v.alpha = 0
            default: break
            }
            if r.double(in: 0...1) < 0.8 { v.transitionID = TransitionID("id-\(pool.removeLast())") }
            parent.addSubview(v)
            all.append(v)
        }
        return RandomTrees.Tree(root: root, all: all)
    }

    @Test func plainPairsGetTheTracksTheGeneralRulesGive() {
        var r = SeededGenerator(seed: 1616)
        var totalPairs = 0, compared = 0, plainPairs = 0, alikePairs = 0
        for _ in 0..<500 {
            func tree(_ r: inout SeededGenerator) -> SceneSnapshot {
                let t = Self.screen(views: Int.random(in: 2...40, using: &r), &r)
                for v in t.all.dropFirst() where r.double(in: 0...1) < 0.3 { v.alpha = r.double(in: 0.1...1) }
                for v in t.all.dropFirst() where r.double(in: 0...1) < 0.15 {
                    v.transitionModifiers = (0..<Int.random(in: 1...2, using: &r)).map { _ in RandomPlans.modifier(&r, allowNaN: true) }
                    if r.double(in: 0...1) < 0.2 { v.transitionModifiers.append(.ignoreSubviewModifiers) }
                }
                switch Int.random(in: 0..<6, using: &r) {
                case 0: t.root.alpha = 0
                case 1: t.root.transform = .scale(x: 0.9, y: 0.9)
                case 2: t.root.center = Point(x: 240, y: 400)  // a root that moves: the pairs take its timing
                default: break
                }
                let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
                var scene = SceneSnapshot.capture(root: t.root, in: container)
                PlainRiderTests.roughen(&scene, &r)
                return scene
            }
            let source = tree(&r)
            var destination = tree(&r)
            let match = Matcher.match(source: source, destination: destination)
            // Most pairs made to look alike: the destination's view the source's, scaled evenly,
            // with the source's colour; some draw text or an image (which `ResizeMode.automatic`
            // places in a rectangle when the aspect ratios differ).
            for pair in match.pairs where r.double(in: 0...1) < 0.7 {
                let scale = [1, 1.5, 0.25][Int.random(in: 0..<3, using: &r)]
                destination.views[pair.destination].size = Size(
                    width: source.views[pair.source].size.width * scale, height: source.views[pair.source].size.height * scale)
                destination.views[pair.destination].backgroundColor = source.views[pair.source].backgroundColor
                if r.double(in: 0...1) < 0.3 { destination.views[pair.destination].content = [.image, .text][Int.random(in: 0...1, using: &r)] }
            }
            let reduceMotion: ReduceMotionResponse? = r.double(in: 0...1) < 0.1 ? .crossDissolve(duration: 0.25) : nil
            let context = TransitionContext(
                kind: RandomPlans.kinds[Int.random(in: 0..<RandomPlans.kinds.count, using: &r)],
                containerSize: Size(width: 400, height: 800),
                effect: RandomPlans.effects[Int.random(in: 0..<RandomPlans.effects.count, using: &r)],
                reduceMotion: reduceMotion)
            totalPairs += match.pairs.count
            var general = source
            // (Only pairs without modifiers on either side: a pop or dismiss plans with the sides
            // swapped, and there the source's `.zIndex(0)` would win over the destination's own.)
            for pair in match.pairs
            where source.views[pair.source].modifiers.isEmpty && destination.views[pair.destination].modifiers.isEmpty {
                plainPairs += 1
                if Self.looksAlike(source.views[pair.source], pair.source, destination.views[pair.destination], pair.destination) {
                    alikePairs += 1
                }
                general.views[pair.source].modifiers = [.zIndex(0)]
            }
            let fast = Planner.plan(match: match, source: source, destination: destination, context: context)
            let reference = Planner.plan(match: match, source: general, destination: destination, context: context)
            #expect(fast.tracks.count == reference.tracks.count)
            guard fast.tracks.count == reference.tracks.count else { continue }
            #expect(fast.totalDuration.bitPattern == reference.totalDuration.bitPattern)
            for i in fast.tracks.indices {
                let f = fast.tracks[i], g = reference.tracks[i]
                #expect(f.role == g.role && f.view == g.view && f.timing == g.timing, "track \(i) of \(context)")
                #expect(PlainRiderTests.bits(f) == PlainRiderTests.bits(g), "track \(i) of \(context)")
                compared += 1
            }
        }
        // The scenes must hold many pairs the fast path takes (no modifiers, alike) beside pairs it
        // must leave alone (modifiers, crossfades).
        #expect(alikePairs > 400)
        #expect(plainPairs > alikePairs + 300)
        #expect(totalPairs > plainPairs + 300)
        #expect(compared > 3_000)
    }
}
