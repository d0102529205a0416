import Testing

@_spi(Harness) @testable import MatchEngine

/// A seeded fuzz run with a time budget, run in CI with a fixed seed. Random
/// scenes (tagged, nested, transformed — perspective included — hidden, off-screen), random
/// modifiers (NaN and extreme values included, resize modes too), random content kinds, random
/// springs (extreme ones included), random contexts (duration 0 and huge included), random shadows
/// on views and in `.shadow` modifiers (NaN, infinite and huge numbers included) and random clock
/// steps. It asserts:
/// - planning, evaluation and baking give only finite numbers;
/// - the keyframes stay within 0.5 pt of the exact plan (centre, corners and content rectangle,
///   401 progresses per track), and within 0.5 pt and 1/255 for shadows (radius, offset, opacity);
/// - driven by `TransitionController` (what UIKit runs) over `HeadlessHost` and a headless
///   context, with random starts, grabs, scrubs, releases and programmatic finishes and cancels,
///   every transition completes, its progress never leaves 0…1, the context is never misused, and
///   afterwards no view is hidden that was not hidden before, every view's shadow is what it was,
///   no stand-in or clipping frame is left in the container, and every view is back in its superview.
///
/// The seed is fixed, so a run replays exactly; the budget only decides how many iterations run
/// (at least `minimumIterations`, so a slow machine still checks something real).
@Suite struct SeededFuzzTests {
    static let seed: UInt64 = 13
    static let budget = Duration.seconds(4)
    static let minimumIterations = 25

    static let springs: [Spring] = [
        .smooth, .snappy, .bouncy, Spring(mass: 1, stiffness: 1e30, damping: 1e-3), Spring(mass: 1, stiffness: 1e-30, damping: 1),
        Spring(mass: 1, stiffness: 100, damping: 1e10), Spring(mass: 1e-300, stiffness: 1e-300, damping: 1),
        Spring(mass: 1, stiffness: 100, damping: 0), Spring(dampingRatio: 0.05, response: 0.2),
    ]

    static func shadow(_ r: inout SeededGenerator) -> Shadow? {
        let weird: [Double] = [.nan, .infinity, -1, 1e300, 0]
        func pick(_ normal: Double) -> Double { r.double(in: 0...1) < 0.1 ? weird[Int.random(in: 0..<weird.count, using: &r)] : normal }
        if r.double(in: 0...1) < 0.15 { return nil }
        let path: Rect? = r.bool() ? nil : Rect(x: pick(r.double(in: -5...5)), y: 0, width: pick(r.double(in: 10...90)), height: 40)
        return Shadow(
            color: Color(red: pick(0.1), green: 0, blue: 0, alpha: 1), opacity: pick(r.double(in: 0...1)),
            radius: pick(r.double(in: 0...20)), offset: Vector(dx: pick(r.double(in: -10...10)), dy: pick(4)), path: path)
    }

    static let resizeModes: [ResizeMode] = [.stretch, .aspectFit, .aspectFill, .crossfade, .positionOnly]
    static let contentKinds: [ContentKind] = [.plain, .text, .image]

    static func modifier(_ r: inout SeededGenerator) -> Modifier {
        if r.double(in: 0...1) < 0.1 { return .shadow(shadow(&r)) }
        switch Int.random(in: 0..<6, using: &r) {
        case 0: return .spring(springs[Int.random(in: 0..<springs.count, using: &r)])
        case 4: return .resize(resizeModes[Int.random(in: 0..<resizeModes.count, using: &r)])
        case 1: return .duration([0, 1e-9, 0.3, 1e300][Int.random(in: 0..<4, using: &r)])
        case 2: return .delay([0, 0.05, 1e300][Int.random(in: 0..<3, using: &r)])
        case 3: return .arc(intensity: r.double(in: -2...2))
        default: return RandomPlans.modifier(&r, allowNaN: true)
        }
    }

    static func tree(_ r: inout SeededGenerator) -> RandomTrees.Tree {
        let t = RandomTrees.make(views: Int.random(in: 1...20, using: &r), using: &r, idPool: 8, invisibleShare: 0.1)
        for v in t.all.dropFirst() {
            if r.double(in: 0...1) < 0.25 { v.transitionModifiers = (0..<Int.random(in: 1...3, using: &r)).map { _ in modifier(&r) } }
            if r.double(in: 0...1) < 0.05 {
                var m = v.transform
                m.m34 = [-1e300, -1e-3, 1e150][Int.random(in: 0..<3, using: &r)]
                v.transform = m
            }
            if r.double(in: 0...1) < 0.05 { v.transitionModifiers.append(.ignoreSubviewModifiers) }
            if r.double(in: 0...1) < 0.05 { v.transitionModifiers.append(.useOriginalView) }
            if r.double(in: 0...1) < 0.3 { v.contentKind = contentKinds[Int.random(in: 0..<contentKinds.count, using: &r)] }
            if r.double(in: 0...1) < 0.3 { v.shadow = shadow(&r) }
        }
        if r.double(in: 0...1) < 0.2 { t.root.transitionModifiers = [.cascade(step: r.double(in: 0...0.1), direction: .topToBottom)] }
        return t
    }

    @Test func fuzz() throws {
        var r = SeededGenerator(seed: Self.seed)
        let clock = ContinuousClock()
        let began = clock.now
        var iterations = 0
        var completed = 0
        var framed = 0
        while iterations < Self.minimumIterations || clock.now - began < Self.budget {
            iterations += 1
            let window = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
            let containerView = HeadlessView(frame: window.bounds)
            window.addSubview(containerView)
            let source = Self.tree(&r)
            let destination = Self.tree(&r)
            containerView.addSubview(source.root)
            let context = TransitionContext(
                kind: RandomPlans.kinds[Int.random(in: 0..<RandomPlans.kinds.count, using: &r)],
                containerSize: Size(width: 400, height: 800),
                layoutDirection: r.bool() ? .leftToRight : .rightToLeft,
                effect: RandomPlans.effects[Int.random(in: 0..<RandomPlans.effects.count, using: &r)],
                duration: [0, 0.3, 0.5, 1e300, .nan][Int.random(in: 0..<5, using: &r)],
                matchedTiming: .spring(Self.springs[Int.random(in: 0..<Self.springs.count, using: &r)]),
                reduceMotion: r.double(in: 0...1) < 0.15 ? .default : nil)

            // Plan, evaluate, bake.
            let a = SceneSnapshot.capture(root: source.root, in: containerView)
            let b = SceneSnapshot.capture(root: destination.root, in: containerView)
            let p = Planner.plan(match: Matcher.match(source: a, destination: b), source: a, destination: b, context: context)
            #expect(p.totalDuration.isFinite && p.totalDuration >= 0, "iteration \(iterations)")
            for t in p.tracks { #expect(t.from.isFinite && t.to.isFinite, "iteration \(iterations)") }
            if p.tracks.contains(where: { $0.from.contentRect != nil || $0.to.contentRect != nil }) { framed += 1 }
            let keys = p.keyframes()
            let over = Set(keys.tracksOverCap)
            var worst = 0.0
            var worstOpacity = 0.0
            for n in 0...400 {
                let q = Double(n) / 400
                let exact = p.states(at: q)
                for i in 0..<p.count {
                    #expect(exact[i].isFinite, "iteration \(iterations) track \(i) at \(q)")
                    guard !over.contains(i) else { continue }
                    let baked = keys.state(ofTrack: i, atProgress: q)
                    let e = exact[i].corners
                    let c = baked.corners
                    worst = max(
                        worst, exact[i].position.distance(to: baked.position), e.0.distance(to: c.0), e.1.distance(to: c.1),
                        e.2.distance(to: c.2), e.3.distance(to: c.3))
                    if exact[i].contentRect != nil || baked.contentRect != nil {
                        let x = exact[i].contentFrame
                        let y = baked.contentFrame
                        worst = max(
                            worst, (x.origin.x - y.origin.x).magnitude, (x.origin.y - y.origin.y).magnitude,
                            (x.size.width - y.size.width).magnitude, (x.size.height - y.size.height).magnitude)
                    }
                    // A missing shadow is the other's at opacity 0 (a fraction of exactly 1 can come a hair early).
                    if let only = exact[i].shadow ?? baked.shadow, (exact[i].shadow == nil) != (baked.shadow == nil) {
                        worstOpacity = max(worstOpacity, only.opacity)
                    }
                    if let a = exact[i].shadow, let b = baked.shadow {
                        worst = max(
                            worst, (a.radius - b.radius).magnitude, (a.offset.dx - b.offset.dx).magnitude,
                            (a.offset.dy - b.offset.dy).magnitude)
                        worstOpacity = max(worstOpacity, (a.opacity - b.opacity).magnitude)
                    }
                }
            }
            #expect(worst <= 0.5, "iteration \(iterations)")
            #expect(worstOpacity <= 1.0 / 255 + 1e-12, "iteration \(iterations)")

            // Drive it through the controller: random clock steps, grabs, scrubs and releases, then let it end.
            let hiddenBefore = (source.all + destination.all).map(\.isHidden)
            let superviewsBefore = (source.all + destination.all).map { $0.superview.map(ObjectIdentifier.init) }
            // Compared by their text: a NaN the test put in is not == to itself.
            let shadowsBefore = (source.all + destination.all).map { String(describing: $0.shadow) }
            let run = HeadlessTransition(
                configuration: context, container: containerView, source: source.root,
                destination: destination.root)
            var ended: [Bool] = []
            run.controller.onCompletion { ended.append($0) }
            // A finger down before the start makes it interactive; otherwise it runs timed.
            if r.bool() { run.grab(distance: 400) } else { run.begin(callsAnimateTransition: r.bool()) }
            if run.driver == nil { run.begin() }
            var progresses: [Double] = []
            run.driver?.observe { progresses.append($0) }
            for _ in 0..<Int.random(in: 0...12, using: &r) {
                switch Int.random(in: 0..<7, using: &r) {
                case 0: run.scrub(to: r.double(in: -0.5...1.5))
                case 1: run.finish(initialVelocity: [0, 30, -30, 1e300, .nan][Int.random(in: 0..<5, using: &r)])
                case 2: run.cancel(initialVelocity: r.double(in: -40...40))
                case 3: run.grab(distance: [400, 1, 0, .nan][Int.random(in: 0..<4, using: &r)])
                case 4: run.release(velocity: Vector(dx: [0, 300, -2_000, 1e300, .nan][Int.random(in: 0..<5, using: &r)], dy: 0))
                default:
                    run.advance(by: [1.0 / 120, 1.0 / 60, 0.1, 0, -1, .nan, 1e300][Int.random(in: 0..<7, using: &r)])
                }
                #expect(run.progress >= 0 && run.progress <= 1, "iteration \(iterations)")
            }
            if run.phase == .interactive { run.finish(initialVelocity: r.double(in: -20...20)) }
            var steps = 0
            while run.completed == nil && steps < 2_000 {
                run.advance(by: r.double(in: 1.0 / 240...0.25))
                steps += 1
            }
            #expect(run.completed != nil, "iteration \(iterations) never completed")
            #expect(progresses.allSatisfy { $0 >= 0 && $0 <= 1 }, "iteration \(iterations)")
            #expect(run.context.misuses.isEmpty, "iteration \(iterations): \(run.context.misuses)")
            if case .completed = run.phase {
                completed += 1
                #expect(ended.count == 1, "iteration \(iterations)")
            }
            // Nothing hidden that was not hidden before; no stand-in left.
            for (view, wasHidden) in zip(source.all + destination.all, hiddenBefore) where view.isHidden != wasHidden {
                Issue.record("iteration \(iterations): a view's hidden flag changed (now \(view.isHidden))")
            }
            // Every view back in its superview (a view flying itself in a clipping frame included);
            // the destination root stays in the container only if the transition finished.
            for (k, (view, before)) in zip(source.all + destination.all, superviewsBefore).enumerated() where k != source.all.count {
                #expect(view.superview.map(ObjectIdentifier.init) == before, "iteration \(iterations): a view left its superview")
            }
            for (view, shadow) in zip(source.all + destination.all, shadowsBefore) where String(describing: view.shadow) != shadow {
                Issue.record("iteration \(iterations): a view's shadow changed (now \(String(describing: view.shadow)))")
            }
            let allowed = [source.root, destination.root]
            #expect(containerView.subviews.allSatisfy { s in allowed.contains { $0 === s } }, "iteration \(iterations)")
        }
        print("fuzz: \(iterations) iterations, \(completed) driven to completion, \(framed) with content rectangles, seed \(Self.seed)")
        #expect(completed > iterations / 2)
        #expect(framed > iterations / 10)
    }
}
