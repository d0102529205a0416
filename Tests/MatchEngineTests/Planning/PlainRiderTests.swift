import Testing

@_spi(Harness) @testable import MatchEngine

/// The planner stores the track of an unmatched view without modifiers, outside every
/// matched view, straight from its snapshot (`TrackBatch.appendPlain`), without building a
/// `ModifierSet`, `ViewState`s or a `Track`. It must store what the general rules store for it.
///
/// The reference is the general path itself, reached through the public API: the same scenes
/// planned again with `.delay(0)` on every such view — a modifier that changes nothing for an
/// unmatched view (its delay is +0 either way) but takes it off the fast path. The two plans must
/// agree on every track, every number bit for bit (`==` would let −0 pass for +0 and never equal NaN).
@Suite struct PlainRiderTests {
    /// Every part of a track that a plan stores, numbers as bits.
    static func bits(_ t: Track) -> [UInt64] {
        var path: [UInt64] = [0]
        if case .arc(let intensity) = t.path { path = [1, intensity.bitPattern] }
        return TrackListTests.bits(t.from) + TrackListTests.bits(t.to) + path
            + [t.delay.bitPattern, t.duration.bitPattern, t.isTimeReversed ? 1 : 0, UInt64(bitPattern: Int64(t.crossfadePartner ?? -1))]
    }

    /// A timing curve, numbers as bits (a spring's NaN initial velocity equals itself here).
    static func bits(_ curve: TimingCurve) -> [UInt64] {
        switch curve {
        case .linear: [0]
        case .bezier(let b): [1, b.x1.bitPattern, b.y1.bitPattern, b.x2.bitPattern, b.y2.bitPattern]
        case .spring(let s, let velocity):
            [2, s.mass.bitPattern, s.stiffness.bitPattern, s.damping.bitPattern, velocity.bitPattern]
        }
    }

    /// Expects `a` and `b` to hold the same tracks, every number bit for bit (`==` would let −0
    /// pass for +0 and never equal NaN); returns how many tracks it compared.
    static func expectSameTracks(_ a: TransitionPlan, _ b: TransitionPlan, _ context: TransitionContext) -> Int {
        #expect(a.tracks.count == b.tracks.count)
        guard a.tracks.count == b.tracks.count else { return 0 }
        #expect(a.totalDuration.bitPattern == b.totalDuration.bitPattern)
        for i in a.tracks.indices {
            let f = a.tracks[i]
            let g = b.tracks[i]
            #expect(f.role == g.role && f.view == g.view, "track \(i) of \(context)")
            #expect(Self.bits(f) == Self.bits(g), "track \(i) of \(context)")
            #expect(Self.bits(f.timing) == Self.bits(g.timing), "track \(i) of \(context)")
        }
        return a.tracks.count
    }

    /// Gives a random 30 % of the tree's views (root excluded) an alpha in 0.1…1 — alphas that do
    /// not survive `a · o / o` exactly once a root's alpha `o` multiplies in — and `modifierShare`
    /// of them one or two random modifiers (NaN allowed), a fifth of those with
    /// `.ignoreSubviewModifiers` too.
    static func decorate(_ t: RandomTrees.Tree, modifierShare: Double, _ r: inout SeededGenerator) {
        for v in t.all.dropFirst() where r.double(in: 0...1) < 0.3 { v.alpha = r.double(in: 0.1...1) }
        for v in t.all.dropFirst() where r.double(in: 0...1) < modifierShare {
            v.transitionModifiers = (0..<Int.random(in: 1...2, using: &r)).map { _ in RandomPlans.modifier(&r, allowNaN: true) }
            if r.double(in: 0...1) < 0.2 { v.transitionModifiers.append(.ignoreSubviewModifiers) }
        }
    }

    /// Awkward numbers in a captured view: signed zeros, NaN alpha, a transform, a shadow, a colour.
    static func roughen(_ scene: inout SceneSnapshot, _ r: inout SeededGenerator) {
        for i in scene.views.indices.dropFirst() where r.double(in: 0...1) < 0.3 {
            switch Int.random(in: 0..<7, using: &r) {
            case 0: scene.views[i].position = Point(x: -0.0, y: -0.0)
            case 1: scene.views[i].effectiveAlpha = [.nan, -0.0, 1e-300, 2][Int.random(in: 0..<4, using: &r)]
            case 2: scene.views[i].transform = .scale(x: r.double(in: 0.5...2), y: 1)
            case 3:
                scene.views[i].shadow = Shadow(
                    color: Color(red: 0, green: 0, blue: 0, alpha: 1), opacity: 0.3, radius: 6,
                    offset: Vector(dx: 0, dy: 2), path: nil)
            case 4: scene.views[i].backgroundColor = Color(red: -0.0, green: 0.5, blue: .nan, alpha: 1)
            case 5: scene.views[i].cornerRadii = CornerRadii(topLeft: 4, topRight: 0, bottomLeft: 4, bottomRight: 4)
            default: scene.views[i].position = Point(x: .infinity, y: 3)
            }
        }
    }

    /// The general path's own shortcut, which the fast path shares: for untransformed states,
    /// `carried` (what the planner called before it worked out the root's shift once) moves the
    /// centre by exactly `target.position − reference.position`, every number bit for bit.
    @Test func aShiftedRiderIsWhatCarriedGives() {
        var r = SeededGenerator(seed: 1618)
        for _ in 0..<2_000 {
            func state() -> ViewState {
                var s = TrackListTests.randomState(&r)
                s.transform = .identity
                return s
            }
            let own = state()
            let reference = state()
            let target = state()
            guard reference != target else { continue }
            var shifted = own
            shifted.position = own.position + (target.position - reference.position)
            #expect(TrackListTests.bits(own.carried(from: reference, to: target, scalingSize: false)) == TrackListTests.bits(shifted))
        }
    }

    /// `scene` with `.delay(0)` added to each view `views` lists that has no modifiers.
    static func offTheFastPath(_ scene: SceneSnapshot, _ views: [UnmatchedView]) -> (SceneSnapshot, Int) {
        var scene = scene
        var changed = 0
        for u in views where u.index < scene.count && scene.views[u.index].modifiers.isEmpty {
            scene.views[u.index].modifiers = [.delay(0)]
            changed += 1
        }
        return (scene, changed)
    }

    @Test func plainViewsGetTheTracksTheGeneralRulesGive() {
        var r = SeededGenerator(seed: 16)
        var compared = 0
        var plainViews = 0
        var packed = 0
        for _ in 0..<500 {
            func tree(_ r: inout SeededGenerator) -> SceneSnapshot {
                let t = RandomTrees.make(views: Int.random(in: 2...36, using: &r), using: &r, idPool: 10, invisibleShare: 0.1)
                Self.decorate(t, modifierShare: 0.2, &r)
                switch Int.random(in: 0..<6, using: &r) {
                case 0: t.root.alpha = 0
                case 1: t.root.alpha = r.double(in: 0.05...0.95)
                case 2: t.root.transform = .scale(x: 0.9, y: 0.9)
                case 3: t.root.center = Point(x: .nan, y: 400)
                default: break
                }
                // Plain riders (unmatched views without modifiers that take part) exist only in
                // a cascading screen: without a cascade such a view is no participant.
                if r.double(in: 0...1) < 0.9 { t.root.transitionModifiers = [.cascade(step: 0.01, direction: .topToBottom)] }
                let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
                var scene = SceneSnapshot.capture(root: t.root, in: container)
                Self.roughen(&scene, &r)
                return scene
            }
            let source = tree(&r)
            let destination = tree(&r)
            let reduceMotion: ReduceMotionResponse? = r.double(in: 0...1) < 0.15 ? .crossDissolve(duration: 0.25) : nil
            let context = TransitionContext(
                kind: RandomPlans.kinds[Int.random(in: 0..<RandomPlans.kinds.count, using: &r)],
                containerSize: Size(width: 400, height: 800),
                effect: RandomPlans.effects[Int.random(in: 0..<RandomPlans.effects.count, using: &r)],
                reduceMotion: reduceMotion)
            let match = Matcher.match(source: source, destination: destination)
            var fastStorage = PlanStorage()
            let fast = Planner.plan(
                match: match, source: source, destination: destination, context: context,
                storage: &fastStorage)
            packed += fastStorage.tracks.packedFromRecords.riders
            let (generalSource, a) = Self.offTheFastPath(source, match.disappearing)
            let (generalDestination, b) = Self.offTheFastPath(destination, match.appearing)
            plainViews += a + b
            let general = Planner.plan(match: match, source: generalSource, destination: generalDestination, context: context)
            compared += Self.expectSameTracks(fast, general, context)
            // And the same scenes with every track built by the general rules (which also covers
            // views whose modifiers an ancestor ignores, on the fast path in both plans above).
            var storage = PlanStorage()
            let unpacked = Planner.plan(
                match: match, source: source, destination: destination, context: context,
                storage: &storage, packingPlainTracks: false)
            compared += Self.expectSameTracks(fast, unpacked, context)
        }
        // The scenes must hold many views the fast path takes (unmatched, without modifiers; those
        // outside matched views with a root that only shifts or stays take it; a wrong alpha for a
        // still root there fails this test).
        #expect(plainViews > 1_000)
        #expect(packed > 450)
        #expect(compared > 6_000, "\(plainViews) plain views, \(packed) packed, \(compared) compared")
    }
}
