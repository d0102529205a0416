import Testing

@_spi(Harness) @testable import MatchEngine

/// An unmatched view outside every matched view whose modifiers only fade, scale or
/// translate it, or time or stack it (`ModifierSet.holdsOnlyPlainEffects`), is packed from its
/// snapshot record like a plain rider, its effects applied to its centre, alpha and transform
/// alone. The reference is the general rules themselves (`packingPlainTracks: false` builds every
/// track through `ModifierSet`, `ViewState` and `Track`): both plans must agree on every track,
/// every number bit for bit.
@Suite struct EffectRiderTests {
    /// A modifier of the kinds the fast path takes, with awkward numbers a fifth of the time
    /// (NaN, infinities, −0, out-of-range opacities, zero and negative scales, a depth).
    static func plainEffect(_ r: inout SeededGenerator) -> Modifier {
        let awkward = r.double(in: 0...1) < 0.2
        func odd(_ normal: Double) -> Double {
            awkward ? [.nan, .infinity, -.infinity, -0.0, 0, -2, 1e300][Int.random(in: 0..<7, using: &r)] : normal
        }
        switch Int.random(in: 0..<10, using: &r) {
        case 0, 1: return .fade
        case 2: return .opacity(odd(r.double(in: -0.2...1.2)))
        case 3: return .scale(odd(r.double(in: 0.2...2)))
        case 4: return .scale(x: r.double(in: 0.5...1.5), y: odd(r.double(in: 0.5...1.5)))
        case 5:
            return .translate(
                x: odd(r.double(in: -200...200)), y: r.double(in: -200...200),
                z: r.double(in: 0...1) < 0.2 ? odd(r.double(in: -50...50)) : 0)
        case 6: return .delay(odd(r.double(in: 0...0.3)))
        case 7: return .duration(odd(r.double(in: 0.1...0.8)))
        case 8:
            switch Int.random(in: 0..<4, using: &r) {
            case 0: return .spring(Spring(dampingRatio: odd(r.double(in: 0.3...1.2)), response: r.double(in: 0.2...0.6)))
            case 1: return .timing(.spring(.bouncy, initialVelocity: odd(r.double(in: -3...3))))
            default: return .timing(r.bool() ? .linear : .bezier(CubicBezier(0.2, odd(0.8), 0.2, 1)))
            }
        default: return .zIndex(odd(r.double(in: -3...3)))
        }
    }

    /// Lists where the order or a repeat decides the outcome: two of a kind (the later wins, or
    /// both apply), a depth before and after a scale, timing set both ways round.
    static let orderedLists: [[Modifier]] = [
        [.fade, .fade], [.opacity(0.3), .fade], [.fade, .opacity(0.3)], [.scale(2), .scale(0.5)],
        [.scale(x: 2, y: 1), .scale(x: 1, y: 0.5)], [.translate(x: 0, y: 0, z: 5), .scale(0.7)],
        [.scale(0.7), .translate(x: 0, y: 0, z: 5)], [.translate(x: 10, y: 0), .translate(x: 0, y: -10)],
        [.duration(0.3), .timing(.spring(.snappy, initialVelocity: 1))], [.timing(.linear), .duration(0.4)],
        [.delay(0.1), .spring(.bouncy)], [.spring(.bouncy), .delay(0.1)], [.spring(.snappy), .timing(.linear)],
        [.timing(.linear), .spring(.snappy)], [.zIndex(1), .zIndex(-1)], [.delay(0.2), .delay(0)],
        [.duration(0.2), .duration(0.6)],
    ]

    /// Makes a record one the matcher would have left out: hidden, or an effective alpha of 0, −0,
    /// NaN or above 1.
    static func hide(_ view: inout ViewSnapshot, _ r: inout SeededGenerator) {
        switch Int.random(in: 0..<5, using: &r) {
        case 0: view.isEffectivelyHidden = true
        default: view.effectiveAlpha = [0, -0.0, .nan, 2][Int.random(in: 0..<4, using: &r)]
        }
    }

    /// A modifier the fast path leaves to the general rules.
    static func otherModifier(_ r: inout SeededGenerator) -> Modifier {
        switch Int.random(in: 0..<8, using: &r) {
        case 0: return .rotate(r.double(in: -1...1))
        case 1: return .cornerRadius(r.double(in: 0...20))
        case 2: return .arc(intensity: r.double(in: -1...1))
        case 3: return .beginWith([.scale(0.5)])
        case 4: return .whenAppearing([.fade, .translate(x: 0, y: 30)])
        case 5: return .whenDismissing([.scale(1.2)])
        case 6:
            let directions: [CascadeDirection] = [
                .topToBottom, .bottomToTop, .leading, .trailing,
                .radial(from: Point(x: 200, y: 400)),
            ]
            return .cascade(step: 0.02, direction: directions[Int.random(in: 0..<directions.count, using: &r)])
        default: return .backgroundColor(Color(red: 1, green: 0, blue: 0))
        }
    }

    /// Gives most of the tree's views (root excluded) a list of one to three plain effects, some
    /// of those one other modifier too, and a few `.ignoreSubviewModifiers`.
    static func decorate(_ t: RandomTrees.Tree, _ r: inout SeededGenerator) {
        for v in t.all.dropFirst() where r.double(in: 0...1) < 0.3 { v.alpha = r.double(in: 0.1...1) }
        for v in t.all.dropFirst() where r.double(in: 0...1) < 0.7 {
            v.transitionModifiers =
                r.double(in: 0...1) < 0.2
                ? orderedLists[Int.random(in: 0..<orderedLists.count, using: &r)]
                : (0..<Int.random(in: 1...3, using: &r)).map { _ in plainEffect(&r) }
            if r.double(in: 0...1) < 0.15 {
                v.transitionModifiers.insert(otherModifier(&r), at: Int.random(in: 0...v.transitionModifiers.count, using: &r))
            }
            if r.double(in: 0...1) < 0.1 { v.transitionModifiers.append(.ignoreSubviewModifiers) }
        }
    }

    @Test func effectListsGetTheTracksTheGeneralRulesGive() {
        var r = SeededGenerator(seed: 1_616)
        var compared = 0
        var candidates = 0
        var packed = 0
        for _ in 0..<500 {
            func tree(_ r: inout SeededGenerator) -> SceneSnapshot {
                let t = RandomTrees.make(views: Int.random(in: 2...30, using: &r), using: &r, idPool: 10, invisibleShare: 0.1)
                Self.decorate(t, &r)
                // 3-D transforms of a view's own: a turn about x, a perspective.
                for v in t.all.dropFirst() where r.double(in: 0...1) < 0.08 {
                    var turn = Transform3D.rotation(angle: r.double(in: -1...1), x: 1, y: 0, z: 0)
                    if r.bool() { turn.m34 = -1 / 500 }
                    v.transform = turn
                }
                switch Int.random(in: 0..<6, using: &r) {
                case 0: t.root.alpha = 0
                case 1: t.root.alpha = r.double(in: 0.05...0.95)
                case 2: t.root.transform = .scale(x: 0.9, y: 0.9)
                case 3: t.root.center = Point(x: .nan, y: 400)
                default: break
                }
                let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
                var scene = SceneSnapshot.capture(root: t.root, in: container)
                PlainRiderTests.roughen(&scene, &r)
                return scene
            }
            var source = tree(&r)
            var destination = tree(&r)
            let reduceMotion: ReduceMotionResponse? =
                r.double(in: 0...1) < 0.15
                ? .crossDissolve(duration: [0.25, 0, .nan, 0.6][Int.random(in: 0..<4, using: &r)]) : nil
            let curves: [TimingCurve] = [
                .linear, .bezier(CubicBezier(0.4, 0, 0.2, 1)), .spring(.smooth),
                .spring(.bouncy, initialVelocity: 2),
            ]
            let context = TransitionContext(
                kind: RandomPlans.kinds[Int.random(in: 0..<RandomPlans.kinds.count, using: &r)],
                containerSize: Size(width: 400, height: 800),
                layoutDirection: r.bool() ? .leftToRight : .rightToLeft,
                effect: RandomPlans.effects[Int.random(in: 0..<RandomPlans.effects.count, using: &r)],
                duration: r.double(in: 0...1) < 0.05 ? .nan : r.double(in: 0.2...0.7),
                matchedTiming: curves[Int.random(in: 0..<curves.count, using: &r)],
                timing: curves[Int.random(in: 0..<curves.count, using: &r)],
                reduceMotion: reduceMotion)
            let match = Matcher.match(source: source, destination: destination)
            // Views the matcher leaves out (hidden, transparent, NaN alpha) reach the planner only in a
            // `MatchResult` a caller builds: some listed views turn so after matching.
            for u in match.disappearing where r.double(in: 0...1) < 0.1 { Self.hide(&source.views[u.index], &r) }
            for u in match.appearing where r.double(in: 0...1) < 0.1 { Self.hide(&destination.views[u.index], &r) }
            for (views, scene) in [(match.disappearing, source), (match.appearing, destination)] {
                candidates += views.count { u in
                    u.ancestorPair == nil && !scene.views[u.index].modifiers.isEmpty
                        && ModifierSet.holdsOnlyPlainEffects(scene.views[u.index].modifiers)
                }
            }
            var fastStorage = PlanStorage()
            let fast = Planner.plan(
                match: match, source: source, destination: destination, context: context,
                storage: &fastStorage)
            packed += fastStorage.tracks.packedFromRecords.withEffects
            var storage = PlanStorage()
            let general = Planner.plan(
                match: match, source: source, destination: destination, context: context,
                storage: &storage, packingPlainTracks: false)
            compared += PlainRiderTests.expectSameTracks(fast, general, context)
        }
        // Many views must be of the kind the fast path takes (outside matched views, with only
        // plain effects); those whose root stays or only shifts take it.
        #expect(candidates > 1_500)
        // And many take it (its condition never true would pass the comparison alone).
        #expect(packed > 650)  // 816 with this seed
        #expect(compared > 3_500)
    }

    /// Which lists count as plain effects: every one of the nine kinds alone and together, in any
    /// order; anything else, alone or among them, and conditions, which could hide any modifier.
    @Test func plainEffectListsAreExactlyTheNineKinds() {
        let plain: [Modifier] = [
            .fade, .opacity(0.5), .scale(0.8), .translate(x: 1, y: 2, z: 3), .delay(0.1), .duration(0.3), .timing(.linear),
            .spring(Spring(dampingRatio: 1, response: 0.3)), .zIndex(2),
        ]
        let others: [Modifier] = [
            .rotate(1), .transform(.scale(x: 2, y: 2)), .cornerRadius(4), .backgroundColor(Color(red: 0, green: 0, blue: 0)),
            .shadow(nil), .arc(intensity: 1), .cascade(step: 0.1, direction: .leading), .source("a"), .ignoreSubviewModifiers,
            .matchWhenOffscreen, .useOriginalView, .crossfade(true), .resize(.stretch), .beginWith([.fade]),
            .whenMatched([.fade]), .whenAppearing([.fade]), .whenDisappearing([]), .whenPresenting([.fade]),
            .whenDismissing([.fade]),
        ]
        #expect(ModifierSet.holdsOnlyPlainEffects([]))
        for m in plain { #expect(ModifierSet.holdsOnlyPlainEffects([m]), "\(m)") }
        #expect(ModifierSet.holdsOnlyPlainEffects(plain))
        #expect(ModifierSet.holdsOnlyPlainEffects(plain.reversed()))
        for m in others {
            #expect(!ModifierSet.holdsOnlyPlainEffects([m]), "\(m)")
            #expect(!ModifierSet.holdsOnlyPlainEffects(plain + [m]), "\(m)")
            #expect(!ModifierSet.holdsOnlyPlainEffects([m] + plain), "\(m)")
        }
    }
}
