import Testing

@_spi(Harness) @testable import MatchEngine

/// Builds a one-level scene quickly: a 400×800 root with the given children.
func scene(_ children: [HeadlessView], container: Rect = Rect(x: 0, y: 0, width: 400, height: 800)) -> SceneSnapshot {
    let c = HeadlessView(frame: container)
    let root = HeadlessView(frame: Rect(origin: .zero, size: container.size))
    c.addSubview(root)
    for child in children { root.addSubview(child) }
    return SceneSnapshot.capture(root: root, in: c)
}

func view(_ id: TransitionID?, _ frame: Rect = Rect(x: 10, y: 10, width: 50, height: 50)) -> HeadlessView {
    let v = HeadlessView(frame: frame)
    v.transitionID = id
    return v
}

/// A tagged view with a modifier of its own (`.fade`): without a partner it flies on its own.
func flier(_ id: TransitionID?, _ frame: Rect = Rect(x: 10, y: 10, width: 50, height: 50)) -> HeadlessView {
    let v = view(id, frame)
    v.transitionModifiers = [.fade]
    return v
}

@Suite struct MatcherTests {
    @Test func onePair() {
        let result = Matcher.match(source: scene([view("avatar")]), destination: scene([view("x"), view("avatar")]))
        #expect(result.pairs == [MatchedPair(id: "avatar", source: 1, destination: 2)])
        #expect(result.disappearing.isEmpty)
        // "x" has no partner and no modifier: it rides with its screen, no participant.
        #expect(result.appearing.isEmpty)
        #expect(result.diagnostics.isEmpty)
        // With a modifier of its own it appears.
        let fading = Matcher.match(source: scene([view("avatar")]), destination: scene([flier("x"), view("avatar")]))
        #expect(fading.appearing == [UnmatchedView(index: 1, id: "x")])
    }

    @Test func aGridOfCardsPairsEveryCard() {
        let ids = (0..<12).map { TransitionID("card-\($0)") }
        let grid = ids.enumerated().map { i, id in view(id, Rect(x: Double(i % 3) * 130, y: Double(i / 3) * 130, width: 120, height: 120)) }
        // The destination lists them in reverse, in one column.
        let column = ids.reversed().enumerated().map { i, id in view(id, Rect(x: 0, y: Double(i) * 60, width: 400, height: 50)) }
        let result = Matcher.match(source: scene(grid), destination: scene(column))
        #expect(result.pairs.count == 12)
        for (k, pair) in result.pairs.enumerated() {
            #expect(pair.id == ids[k])
            #expect(pair.source == k + 1)
            #expect(pair.destination == 12 - k)
        }
        #expect(result.appearing.isEmpty && result.disappearing.isEmpty && result.diagnostics.isEmpty)
    }

    @Test func duplicatesOnTheSourceSidePairInDocumentOrder() {
        let result = Matcher.match(
            source: scene([flier("a"), flier("a"), flier("a")]), destination: scene([view("a"), view("a")]))
        #expect(result.pairs.map { [$0.source, $0.destination] } == [[1, 1], [2, 2]])
        #expect(result.disappearing == [UnmatchedView(index: 3, id: "a")])
        #expect(result.diagnostics == [.duplicateID("a", sourceCount: 3, destinationCount: 2)])
    }

    @Test func duplicatesOnTheDestinationSideToo() {
        let result = Matcher.match(
            source: scene([view("b"), view("c")]), destination: scene([view("c"), flier("b"), flier("b")]))
        #expect(result.pairs.map { [$0.source, $0.destination] } == [[1, 2], [2, 1]])
        #expect(result.appearing == [UnmatchedView(index: 3, id: "b")])
        #expect(result.diagnostics == [.duplicateID("b", sourceCount: 1, destinationCount: 2)])
        // Duplicates on a side with no partner at all are reported as well.
        let lonely = Matcher.match(source: scene([flier("z"), flier("z")]), destination: scene([]))
        #expect(lonely.diagnostics == [.duplicateID("z", sourceCount: 2, destinationCount: 0)])
        #expect(lonely.disappearing.map(\.index) == [1, 2])
    }

    @Test func nestedPairsThreeDeep() {
        func nest() -> HeadlessView {
            let card = view("card", Rect(x: 0, y: 0, width: 200, height: 200))
            let image = view("image", Rect(x: 10, y: 10, width: 100, height: 100))
            let badge = view("badge", Rect(x: 5, y: 5, width: 20, height: 20))
            let plain = view(nil)
            card.addSubview(image)
            image.addSubview(plain)
            plain.addSubview(badge)
            return card
        }
        let result = Matcher.match(source: scene([nest()]), destination: scene([view("other"), nest()]))
        #expect(result.pairs.map(\.id) == ["card", "image", "badge"])
        #expect(result.pairs.map(\.sourceAncestorPair) == [nil, 0, 1])
        #expect(result.pairs.map(\.destinationAncestorPair) == [nil, 0, 1])
        #expect(result.pairs.map(\.nestingDepth) == [0, 1, 2])
        // "other" has no partner and no modifier: it rides with its screen.
        #expect(result.appearing.isEmpty)
    }

    @Test func unmatchedViewsInsideAMatchedViewRecordTheirAncestor() {
        let source = view("card", Rect(x: 0, y: 0, width: 200, height: 200))
        source.addSubview(flier("only-here"))
        // Without a modifier it rides inside the card's stand-in: not listed.
        source.addSubview(view("plain-here"))
        let destination = view("card", Rect(x: 0, y: 0, width: 300, height: 300))
        let result = Matcher.match(source: scene([source]), destination: scene([destination]))
        #expect(result.disappearing == [UnmatchedView(index: 2, id: "only-here", ancestorPair: 0)])
    }

    struct SkipCase: Sendable, CustomTestStringConvertible {
        let name: String
        let reason: SkipReason
        let make: @Sendable () -> HeadlessView
        var testDescription: String { name }
    }

    @Test(arguments: [
        SkipCase(name: "empty ID", reason: .emptyID) { view("") },
        SkipCase(name: "hidden", reason: .hidden) {
            let v = view("t")
            v.isHidden = true
            return v
        },
        SkipCase(name: "alpha 0", reason: .transparent) {
            let v = view("t")
            v.alpha = 0
            return v
        },
        SkipCase(name: "zero width", reason: .zeroSize) { view("t", Rect(x: 10, y: 10, width: 0, height: 40)) },
        SkipCase(name: "zero scale", reason: .singularTransform) {
            let v = view("t")
            v.transform = .scale(x: 1, y: 0)
            return v
        },
        SkipCase(name: "edge-on", reason: .singularTransform) {
            let v = view("t")
            v.transform = .rotation(angle: .pi / 2, x: 0, y: 1, z: 0)
            return v
        },
        SkipCase(name: "off-screen", reason: .offscreen) { view("t", Rect(x: 500, y: 10, width: 50, height: 50)) },
        SkipCase(name: "NaN centre", reason: .nonFiniteGeometry) {
            let v = view("t")
            v.center = Point(x: .nan, y: 0)
            return v
        },
        SkipCase(name: "infinite size", reason: .nonFiniteGeometry) {
            let v = view("t")
            v.bounds.size = Size(width: .infinity, height: 4)
            return v
        },
        SkipCase(name: "NaN alpha", reason: .nonFiniteGeometry) {
            let v = view("t")
            v.alpha = .nan
            return v
        },
    ])
    func badViewsAreSkippedWithADiagnostic(_ c: SkipCase) {
        let result = Matcher.match(source: scene([c.make()]), destination: scene([flier("t")]))
        #expect(result.pairs.isEmpty)
        let id: TransitionID = c.reason == .emptyID ? "" : "t"
        #expect(result.diagnostics == [.skipped(id: id, side: .source, index: 1, reason: c.reason)])
        #expect(result.diagnostics.first?.description.contains("source view #1") == true)
        // Its would-be partner appears alone.
        #expect(result.appearing.map(\.index) == [1])
    }

    @Test func hiddenAncestorsHideTaggedDescendants() {
        let parent = view(nil, Rect(x: 0, y: 0, width: 100, height: 100))
        parent.isHidden = true
        parent.addSubview(view("t"))
        let result = Matcher.match(source: scene([parent]), destination: scene([view("t")]))
        #expect(result.diagnostics == [.skipped(id: "t", side: .source, index: 2, reason: .hidden)])
    }

    @Test func offscreenViewsCanOptIn() {
        let far = view("t", Rect(x: -300, y: 10, width: 50, height: 50))
        far.transitionModifiers = [.matchWhenOffscreen]
        let result = Matcher.match(source: scene([far]), destination: scene([view("t")]))
        #expect(result.pairs.count == 1 && result.diagnostics.isEmpty)
        // Partly visible is on-screen.
        let partly = Matcher.match(
            source: scene([view("t", Rect(x: 390, y: 10, width: 50, height: 50))]),
            destination: scene([view("t")]))
        #expect(partly.pairs.count == 1)
    }

    @Test func untaggedViewsWithModifiersTakePart() {
        let fading = view(nil)
        fading.transitionModifiers = [.fade]
        let hiddenFading = view(nil)
        hiddenFading.transitionModifiers = [.fade]
        hiddenFading.isHidden = true
        let result = Matcher.match(source: scene([fading, hiddenFading, view(nil)]), destination: scene([]))
        #expect(result.disappearing == [UnmatchedView(index: 1, id: nil)])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func twentyThousandViews() {
        var children: [HeadlessView] = []
        for i in 0..<20_000 {
            let v = view(
                i % 2 == 0 ? TransitionID("v\(i)") : nil,
                Rect(x: Double(i % 20) * 20, y: Double(i / 20) * 0.8, width: 18, height: 18))
            children.append(v)
        }
        let source = scene(children)
        let result = Matcher.match(source: source, destination: source)
        #expect(result.pairs.count == 10_000)
        #expect(result.pairs.allSatisfy { $0.source == $0.destination })
    }

    // MARK: Properties over seeded random trees

    static func randomScenes(seed: UInt64, count: Int) -> [(SceneSnapshot, SceneSnapshot)] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            let a = RandomTrees.make(views: Int.random(in: 2...80, using: &random), using: &random)
            let b = RandomTrees.make(views: Int.random(in: 2...80, using: &random), using: &random)
            let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
            return (SceneSnapshot.capture(root: a.root, in: container), SceneSnapshot.capture(root: b.root, in: container))
        }
    }

    @Test func pairingIsSymmetric() {
        for (a, b) in Self.randomScenes(seed: 71, count: 300) {
            let forward = Matcher.match(source: a, destination: b)
            let backward = Matcher.match(source: b, destination: a)
            let there = Set(forward.pairs.map { [$0.source, $0.destination] })
            let back = Set(backward.pairs.map { [$0.destination, $0.source] })
            #expect(there == back)
            #expect(Set(forward.appearing.map(\.index)) == Set(backward.disappearing.map(\.index)))
            #expect(Set(forward.disappearing.map(\.index)) == Set(backward.appearing.map(\.index)))
        }
    }

    @Test func everyTaggedViewLandsInExactlyOnePlace() {
        for (a, b) in Self.randomScenes(seed: 72, count: 300) {
            let result = Matcher.match(source: a, destination: b)
            for (side, snapshot) in [(SceneSide.source, a), (.destination, b)] {
                var seen = [Int](repeating: 0, count: snapshot.count)
                for pair in result.pairs { seen[side == .source ? pair.source : pair.destination] += 1 }
                for u in side == .source ? result.disappearing : result.appearing { seen[u.index] += 1 }
                for d in result.diagnostics {
                    if let skipped = d.skippedView, skipped.side == side { seen[skipped.index] += 1 }
                }
                for (i, v) in snapshot.views.enumerated() {
                    // A tagged view with no partner, no modifier that acts on it and no cascade
                    // above it rides with its screen: listed nowhere.
                    var rides = !MatcherReferenceTests.referenceActs(v.modifiers)
                    var p = v.parent
                    while p >= 0 {
                        if MatcherReferenceTests.referenceCascades(snapshot.views[p].modifiers) { rides = false }
                        p = snapshot.views[p].parent
                    }
                    if v.id != nil {
                        let listedUnmatched = (side == .source ? result.disappearing : result.appearing).contains { $0.index == i }
                        #expect(
                            rides ? seen[i] <= 1 && !listedUnmatched : seen[i] == 1,
                            "\(side) #\(i) \(v.id!) counted \(seen[i]) times")
                    } else {
                        #expect(seen[i] <= 1)
                    }
                }
            }
        }
    }

    @Test func matchingIsDeterministic() {
        for (a, b) in Self.randomScenes(seed: 73, count: 100) {
            #expect(Matcher.match(source: a, destination: b) == Matcher.match(source: a, destination: b))
        }
    }

    @Test func pairsAreInSourceOrderAndAncestorsComeFirst() {
        for (a, b) in Self.randomScenes(seed: 74, count: 200) {
            let result = Matcher.match(source: a, destination: b)
            #expect(result.pairs.map(\.source) == result.pairs.map(\.source).sorted())
            for (k, pair) in result.pairs.enumerated() {
                if let s = pair.sourceAncestorPair {
                    #expect(s < k)
                    let ancestor = result.pairs[s].source
                    #expect(ancestor < pair.source && pair.source < a.views[ancestor].subtreeEnd)
                }
                if let d = pair.destinationAncestorPair {
                    let ancestor = result.pairs[d].destination
                    #expect(ancestor < pair.destination && pair.destination < b.views[ancestor].subtreeEnd)
                }
            }
        }
    }
}
