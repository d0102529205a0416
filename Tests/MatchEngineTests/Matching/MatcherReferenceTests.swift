import Testing

@_spi(Harness) @testable import MatchEngine

/// The matcher against a deliberately naive reference written from its documentation: a
/// `Dictionary` of index lists per ID, ancestors found by walking up the parent chain. Seeded random
/// scenes with duplicates, skipped views, nesting, modifiers, long IDs and non-ASCII IDs (some
/// canonically equivalent to others, which `String` equality pairs and a byte hash would not).
@Suite struct MatcherReferenceTests {
    /// The original skip rules, in their documented order.
    static func referenceSkipReason(_ view: ViewSnapshot, in container: Rect) -> SkipReason? {
        if view.id?.isEmpty == true { return .emptyID }
        if !view.hasFiniteGeometry || !view.alpha.isFinite || !view.effectiveAlpha.isFinite { return .nonFiniteGeometry }
        if view.isEffectivelyHidden { return .hidden }
        if !(view.effectiveAlpha > 0) { return .transparent }
        if view.size.isEmpty { return .zeroSize }
        if !view.transform.isIdentity && !(view.transform.determinant.magnitude >= 1e-9) { return .singularTransform }
        let frame = view.frame
        if !frame.isFinite { return .nonFiniteGeometry }
        // Spelled out from the documentation (an interior point in common), not `Rect.intersects`,
        // which shares the matcher's `Rect.Edges`.
        let overlaps =
            frame.minX < container.maxX && container.minX < frame.maxX && frame.minY < container.maxY
            && container.minY < frame.maxY
        if !overlaps && !view.modifiers.contains(.matchWhenOffscreen) { return .offscreen }
        return nil
    }

    /// Whether a modifier list moves a view that has no partner apart from its screen, as
    /// documented: anything but `.crossfade`, `.resize`, `.matchWhenOffscreen`, `.whenMatched`,
    /// `.cascade` and `.ignoreSubviewModifiers`, conditional lists by what they hold.
    static func referenceActs(_ list: [Modifier]) -> Bool {
        for modifier in list {
            switch modifier {
            case .crossfade, .resize, .matchWhenOffscreen, .whenMatched, .cascade, .ignoreSubviewModifiers: continue
            case .whenAppearing(let l), .whenDisappearing(let l), .whenPresenting(let l), .whenDismissing(let l):
                if referenceActs(l) { return true }
            default: return true
            }
        }
        return false
    }

    /// Whether a modifier list holds a `.cascade`, at the top level or in a condition other than `.whenMatched`.
    static func referenceCascades(_ list: [Modifier]) -> Bool {
        for modifier in list {
            switch modifier {
            case .cascade: return true
            case .whenAppearing(let l), .whenDisappearing(let l), .whenPresenting(let l), .whenDismissing(let l):
                if referenceCascades(l) { return true }
            default: continue
            }
        }
        return false
    }

    static func reference(source: SceneSnapshot, destination: SceneSnapshot) -> MatchResult {
        var diagnostics: [MatchDiagnostic] = []
        // (A cascade on an ancestor flies tagged views only.)
        // Per side: which views take part as tagged views, which of those fly without a partner,
        // which take part as modified untagged views.
        func classify(_ scene: SceneSnapshot, _ side: SceneSide) -> (tagged: [Bool], flies: [Bool], modified: [Bool]) {
            var tagged = [Bool](repeating: false, count: scene.count)
            var flies = [Bool](repeating: false, count: scene.count)
            var modified = [Bool](repeating: false, count: scene.count)
            for (i, view) in scene.views.enumerated() {
                let reason = i == 0 ? .root : referenceSkipReason(view, in: scene.containerBounds)
                // Its own modifiers, or a cascade on any ancestor (found by walking up).
                var acts = referenceActs(view.modifiers)
                var p = view.id == nil ? -1 : view.parent
                while p >= 0 && p < i {
                    if referenceCascades(scene.views[p].modifiers) { acts = true }
                    p = scene.views[p].parent
                }
                if let id = view.id {
                    if let reason {
                        diagnostics.append(.skipped(id: id, side: side, index: i, reason: reason))
                    } else {
                        tagged[i] = true
                        flies[i] = acts
                    }
                } else if i > 0, acts, reason == nil {
                    modified[i] = true
                }
            }
            return (tagged, flies, modified)
        }
        let s = classify(source, .source)
        let d = classify(destination, .destination)

        var firstSeen: [TransitionID] = []
        var sourceViews: [TransitionID: [Int]] = [:]
        var destinationViews: [TransitionID: [Int]] = [:]
        for i in destination.views.indices where d.tagged[i] {
            let id = destination.views[i].id!
            if destinationViews[id] == nil { firstSeen.append(id) }
            destinationViews[id, default: []].append(i)
        }
        for i in source.views.indices where s.tagged[i] {
            let id = source.views[i].id!
            if sourceViews[id] == nil && destinationViews[id] == nil { firstSeen.append(id) }
            sourceViews[id, default: []].append(i)
        }
        var partner: [Int: Int] = [:]
        for (id, list) in sourceViews {
            for (k, i) in list.enumerated() where k < destinationViews[id, default: []].count { partner[i] = destinationViews[id]![k] }
        }
        let pairedSource = partner.keys.sorted()
        var pairOfSource: [Int: Int] = [:]
        var pairOfDestination: [Int: Int] = [:]
        for (k, i) in pairedSource.enumerated() {
            pairOfSource[i] = k
            pairOfDestination[partner[i]!] = k
        }
        func matchedAncestors(_ scene: SceneSnapshot, _ i: Int, _ pairOf: [Int: Int]) -> [Int] {
            var result: [Int] = []
            var p = scene.views[i].parent
            while p >= 0 {
                if let k = pairOf[p] { result.append(k) }
                p = scene.views[p].parent
            }
            return result
        }
        let pairs = pairedSource.map { i in
            let up = matchedAncestors(source, i, pairOfSource)
            return MatchedPair(
                id: source.views[i].id!, source: i, destination: partner[i]!, sourceAncestorPair: up.first,
                destinationAncestorPair: matchedAncestors(destination, partner[i]!, pairOfDestination).first,
                nestingDepth: up.count)
        }
        func unmatched(_ scene: SceneSnapshot, _ c: (tagged: [Bool], flies: [Bool], modified: [Bool]), _ pairOf: [Int: Int])
            -> [UnmatchedView]
        {
            scene.views.indices.filter { (c.flies[$0] || c.modified[$0]) && pairOf[$0] == nil }.map {
                UnmatchedView(index: $0, id: scene.views[$0].id, ancestorPair: matchedAncestors(scene, $0, pairOf).first)
            }
        }
        for id in firstSeen {
            let sc = sourceViews[id, default: []].count
            let dc = destinationViews[id, default: []].count
            if sc > 1 || dc > 1 { diagnostics.append(.duplicateID(id, sourceCount: sc, destinationCount: dc)) }
        }
        return MatchResult(
            pairs: pairs, appearing: unmatched(destination, d, pairOfDestination),
            disappearing: unmatched(source, s, pairOfSource), diagnostics: diagnostics)
    }

    /// IDs that stress the hash: short and long (heap) strings, lengths around the 8-byte word,
    /// non-ASCII ones, and pairs that are `==` with different bytes.
    static let awkwardIDs: [TransitionID] = [
        "K", "\u{212A}",  // KELVIN SIGN is canonically equivalent to K
        "caf\u{E9}", "cafe\u{301}",  // precomposed and decomposed é
        ";", "\u{37E}",  // GREEK QUESTION MARK is canonically equivalent to ;
        "12345678", "123456789", "a-rather-long-transition-identifier-0", "a-rather-long-transition-identifier-1",
        "\u{1F600}", "",
    ]

    static func scenes(seed: UInt64, count: Int, ascii: Bool) -> [(SceneSnapshot, SceneSnapshot)] {
        var random = SeededGenerator(seed: seed)
        let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        return (0..<count).map { _ in
            func tree() -> SceneSnapshot {
                let t = RandomTrees.make(
                    views: Int.random(in: 2...120, using: &random), using: &random, idPool: Int.random(in: 3...60, using: &random),
                    taggedShare: random.double(in: 0.2...0.9), invisibleShare: random.double(in: 0...0.3))
                for v in t.all.dropFirst() {
                    // Modifiers that fly a view without a partner, that do not, and cascades.
                    let roll = random.double(in: 0...1)
                    if roll < 0.02 {
                        v.transitionModifiers = [.matchWhenOffscreen]
                    } else if roll < 0.12 {
                        v.transitionModifiers = [.fade]
                    } else if roll < 0.15 {
                        v.transitionModifiers = [.crossfade(true), .whenMatched([.scale(0.5)])]
                    } else if roll < 0.17 {
                        v.transitionModifiers = [.whenPresenting([.delay(0.1)])]
                    } else if roll < 0.18 {
                        v.transitionModifiers = [.cascade(step: 0.02, direction: .topToBottom)]
                    }
                    if !ascii, v.transitionID != nil, random.double(in: 0...1) < 0.3 {
                        v.transitionID = awkwardIDs.randomElement(using: &random)
                    }
                }
                // Sometimes the root is tagged too (reported as skipped: root).
                if random.double(in: 0...1) < 0.1 { t.root.transitionID = "id-1" }
                return SceneSnapshot.capture(root: t.root, in: container)
            }
            return (tree(), tree())
        }
    }

    @Test(arguments: [false, true])
    func theMatcherAgreesWithTheReference(ascii: Bool) {
        for (a, b) in Self.scenes(seed: ascii ? 901 : 902, count: 400, ascii: ascii) {
            let fast = Matcher.match(source: a, destination: b)
            let slow = Self.reference(source: a, destination: b)
            #expect(fast.pairs == slow.pairs)
            #expect(fast.appearing == slow.appearing)
            #expect(fast.disappearing == slow.disappearing)
            #expect(fast.diagnostics == slow.diagnostics)
        }
    }

    @Test func canonicallyEquivalentIDsPairAsStringEqualityDoes() {
        let result = Matcher.match(
            source: scene([view("\u{212A}"), view("caf\u{E9}")]), destination: scene([view("cafe\u{301}"), view("K")]))
        #expect(result.pairs.map { [$0.source, $0.destination] } == [[1, 2], [2, 1]])
    }

    /// Eligibility at the edges of what the matcher's shortcut for untransformed views covers,
    /// against the reference's `Rect` rules: views touching each edge of the container (no shared
    /// interior point: off-screen) or overlapping it by a sliver, coordinates whose edges overflow
    /// to infinity, transforms with −0 entries (still the identity), NaN entries and tiny
    /// determinants, containers of negative or zero size, each view tagged, with and without
    /// `.matchWhenOffscreen`. Records built directly, so no capture rule shapes them.
    @Test func eligibilityAtTheEdgesAgreesWithTheReference() {
        var r = SeededGenerator(seed: 1620)
        let coordinates: [Double] = [
            0, -0.0, 25, -25, 400, 425, 800, 1e-300, 0x1p1023, -0x1p1023, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .infinity, .nan,
        ]
        let sizes: [Double] = [50, 0x1p1023, .greatestFiniteMagnitude, 1e-300, 0, -50, .nan]
        var negativeZeroIdentity = Transform3D.identity
        negativeZeroIdentity.m12 = -0.0
        negativeZeroIdentity.m41 = -0.0
        var nanEntry = Transform3D.identity
        nanEntry.m23 = .nan
        let transforms: [Transform3D] = [
            .identity, negativeZeroIdentity, nanEntry, .scale(x: 1e-6, y: 1e-6),
            .rotation(angle: 0.7, x: 0, y: 0, z: 1), .translation(x: 400, y: 0),
        ]
        let containers = [
            Rect(x: 0, y: 0, width: 400, height: 800), Rect(x: 400, y: 800, width: -400, height: -800),
            Rect(x: 0, y: 0, width: 0, height: 800),
        ]
        var checked = 0
        var offscreen = 0
        for round in 0..<4_000 {
            let container = containers[round % containers.count]
            func pick(_ list: [Double]) -> Double { list[Int.random(in: 0..<list.count, using: &r)] }
            var records = [
                ViewSnapshot(
                    parent: -1, depth: 0, subtreeEnd: 4, position: Point(x: 200, y: 400),
                    size: Size(width: 400, height: 800))
            ]
            for k in 1...3 {
                // Often exactly touching an edge: the centre half a size from it.
                let width = pick(sizes)
                let height = pick(sizes)
                var x = pick(coordinates)
                var y = pick(coordinates)
                if Bool.random(using: &r) {
                    x = [0.0, 400][Int.random(in: 0...1, using: &r)] + [-1.0, 1][Int.random(in: 0...1, using: &r)] * width / 2
                }
                if Bool.random(using: &r) {
                    y = [0.0, 800][Int.random(in: 0...1, using: &r)] + [-1.0, 1][Int.random(in: 0...1, using: &r)] * height / 2
                }
                records.append(
                    ViewSnapshot(
                        id: TransitionID("v\(k)"), parent: 0, depth: 1, subtreeEnd: k + 1, position: Point(x: x, y: y),
                        size: Size(width: width, height: height),
                        transform: Int.random(in: 0..<3, using: &r) == 0
                            ? transforms[Int.random(in: 0..<transforms.count, using: &r)] : .identity,
                        modifiers: Int.random(in: 0..<4, using: &r) == 0 ? [.matchWhenOffscreen] : []))
            }
            let scene = SceneSnapshot(views: records, containerBounds: container)
            let result = Matcher.match(source: scene, destination: scene)
            for k in 1...3 {
                let expected = Self.referenceSkipReason(records[k], in: container)
                let reported = result.diagnostics.compactMap { d -> SkipReason? in
                    if case .skipped(_, let side, let index, let reason) = d, side == .source, index == k { return reason }
                    return nil
                }.first
                #expect(reported == expected, "round \(round), view \(k): \(records[k].position) \(records[k].size)")
                checked += 1
                if expected == .offscreen { offscreen += 1 }
            }
        }
        // The cases reach every branch often enough to mean something.
        #expect(checked == 12_000 && offscreen > 500)
    }
}
