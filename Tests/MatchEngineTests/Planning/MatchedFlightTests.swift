import Testing

@_spi(Harness) @testable import MatchEngine

/// The planner stores the stand-ins of a matched pair without modifiers — one flight for
/// views that look alike, two crossfading ones with their content placed by the resize mode for
/// views that do not — straight from the two snapshot records (`TrackBatch.appendFlight`), without
/// building a `ModifierSet`, `ViewState`s or a `Track`. It must store what the general rules store.
///
/// The reference is the same scene planned with every track built by the general rules
/// (`packingPlainTracks: false`); the two plans must agree on every track, every number bit for
/// bit. The scenes hold pairs the fast path must take and pairs it must leave alone: shadows on
/// crossfading pairs, modifiers on either side (some ignored by an ancestor's `.ignoreSubviewModifiers`), views that differ, NaN
/// sizes (alike by `contentDiffers`, crossfaded by `ResizeMode.automatic`), 3-D transforms, roots
/// with their own delay and duration (which matched views in a moving root take), every Reduce
/// Motion response and varied context timings.
@Suite struct MatchedFlightTests {
    /// Whether the pair's views look alike by the planner's documented rule (same background
    /// colour, as many descendants, aspect ratios within 1 %), worked out here on its own.
    static func looksAlike(_ s: ViewSnapshot, _ sourceIndex: Int, _ d: ViewSnapshot, _ destinationIndex: Int) -> Bool {
        guard s.backgroundColor == d.backgroundColor, s.subtreeEnd - sourceIndex == d.subtreeEnd - destinationIndex else {
            return false
        }
        func aspect(_ size: Size) -> Double { size.height > 0 ? size.width / size.height : 0 }
        let a = aspect(s.size)
        let b = aspect(d.size)
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
            let v = HeadlessView(
                frame: Rect(
                    x: r.double(in: 0...250), y: r.double(in: 0...600),
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
        var totalPairs = 0
        var compared = 0
        var plainPairs = 0
        var alikePairs = 0
        var crossfadingPairs = 0
        var placedContent = 0
        var packed = 0
        for _ in 0..<500 {
            func tree(_ r: inout SeededGenerator) -> SceneSnapshot {
                let t = Self.screen(views: Int.random(in: 2...40, using: &r), &r)
                PlainRiderTests.decorate(t, modifierShare: 0.15, &r)
                switch Int.random(in: 0..<6, using: &r) {
                case 0: t.root.alpha = 0
                case 1: t.root.transform = .scale(x: 0.9, y: 0.9)
                case 2: t.root.transitionModifiers = [.delay(r.double(in: 0...0.3)), .duration(r.double(in: 0.1...1))]
                case 3: t.root.transitionModifiers = [.ignoreSubviewModifiers]  // every view's modifiers ignored
                default: break
                }
                let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
                var scene = SceneSnapshot.capture(root: t.root, in: container)
                PlainRiderTests.roughen(&scene, &r)
                return scene
            }
            var source = tree(&r)
            var destination = tree(&r)
            let match = Matcher.match(source: source, destination: destination)
            // Most pairs made to look alike: the destination's view the source's, scaled evenly,
            // with the source's colour; some draw text or an image (which `ResizeMode.automatic`
            // places in a rectangle when the aspect ratios differ), some have NaN sizes or 3-D
            // transforms.
            for pair in match.pairs where r.double(in: 0...1) < 0.7 {
                let scale = [1, 1.5, 0.25][Int.random(in: 0..<3, using: &r)]
                destination.views[pair.destination].size = Size(
                    width: source.views[pair.source].size.width * scale, height: source.views[pair.source].size.height * scale)
                destination.views[pair.destination].backgroundColor = source.views[pair.source].backgroundColor
                if r.double(in: 0...1) < 0.3 {
                    destination.views[pair.destination].content = [.image, .text][Int.random(in: 0...1, using: &r)]
                }
                switch Int.random(in: 0..<10, using: &r) {
                case 0:
                    source.views[pair.source].size.width = .nan
                    destination.views[pair.destination].size.width = .nan
                case 1:
                    source.views[pair.source].transform = .rotation(angle: r.double(in: -1...1), x: 0, y: 1, z: 0)
                    destination.views[pair.destination].transform = .rotation(angle: r.double(in: -1...1), x: 1, y: 0, z: 0)
                default: break
                }
            }
            let reduceMotion: [ReduceMotionResponse?] = [nil, nil, nil, .crossDissolve(duration: 0.25), .keepMotion]
            let curves: [TimingCurve] = [.spring(.smooth), .systemDefault, .linear]
            let context = TransitionContext(
                kind: RandomPlans.kinds[Int.random(in: 0..<RandomPlans.kinds.count, using: &r)],
                containerSize: Size(width: 400, height: 800),
                layoutDirection: r.double(in: 0...1) < 0.5 ? .leftToRight : .rightToLeft,
                effect: RandomPlans.effects[Int.random(in: 0..<RandomPlans.effects.count, using: &r)],
                duration: [0.5, 0.3, 2][Int.random(in: 0..<3, using: &r)],
                matchedTiming: curves[Int.random(in: 0..<3, using: &r)], timing: curves[Int.random(in: 0..<3, using: &r)],
                reduceMotion: reduceMotion[Int.random(in: 0..<reduceMotion.count, using: &r)])
            totalPairs += match.pairs.count
            for pair in match.pairs
            where source.views[pair.source].modifiers.isEmpty && destination.views[pair.destination].modifiers.isEmpty {
                plainPairs += 1
                if Self.looksAlike(source.views[pair.source], pair.source, destination.views[pair.destination], pair.destination) {
                    alikePairs += 1
                } else if source.views[pair.source].shadow == nil && destination.views[pair.destination].shadow == nil {
                    crossfadingPairs += 1
                }
            }
            var fastStorage = PlanStorage()
            let fast = Planner.plan(
                match: match, source: source, destination: destination, context: context,
                storage: &fastStorage)
            packed += fastStorage.tracks.packedFromRecords.flights
            var storage = PlanStorage()
            let reference = Planner.plan(
                match: match, source: source, destination: destination, context: context,
                storage: &storage, packingPlainTracks: false)
            compared += PlainRiderTests.expectSameTracks(fast, reference, context)
            placedContent += fast.tracks.filter { if case .matched = $0.role { $0.from.contentRect != nil } else { false } }.count
        }
        // The scenes must hold many pairs the fast path takes (no modifiers; alike, or crossfading
        // without shadows, some with their content placed in a rectangle) beside pairs it must
        // leave alone (modifiers, shadows to share).
        #expect(alikePairs > 400)
        #expect(crossfadingPairs > 200)
        #expect(placedContent > 100)
        #expect(plainPairs > alikePairs + 300)
        #expect(totalPairs > plainPairs + 300)
        #expect(compared > 3_000)
        // And the fast path takes many (its classification never `.plain` would pass the comparison alone).
        #expect(packed > 1_200, "\(packed) stand-ins packed")  // 1 496 with this seed
    }
}
