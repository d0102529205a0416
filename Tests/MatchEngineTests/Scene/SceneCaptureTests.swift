import Testing

@_spi(Harness) @testable import MatchEngine

@Suite struct SceneCaptureTests {
    /// window ─ container (offset 64 pt down) ─ root ─┬─ a ─ a1
    ///                                                └─ b
    func smallScene() -> (window: HeadlessView, container: HeadlessView, root: HeadlessView, views: [HeadlessView]) {
        let window = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let container = HeadlessView(frame: Rect(x: 0, y: 64, width: 400, height: 736))
        let root = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 736))
        let a = HeadlessView(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        let a1 = HeadlessView(frame: Rect(x: 5, y: 5, width: 20, height: 20))
        let b = HeadlessView(frame: Rect(x: 200, y: 300, width: 50, height: 80))
        window.addSubview(container)
        container.addSubview(root)
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        return (window, container, root, [root, a, a1, b])
    }

    @Test func preOrderParentsDepthsAndSubtreeEnds() {
        let s = smallScene()
        s.views[1].transitionID = "a"
        let scene = SceneSnapshot.capture(root: s.root, in: s.container)
        #expect(scene.count == 4)
        #expect(scene.views.map(\.parent) == [-1, 0, 1, 0])
        #expect(scene.views.map(\.depth) == [0, 1, 2, 1])
        #expect(scene.views.map(\.subtreeEnd) == [4, 3, 3, 4])
        #expect(scene.views[1].id == "a")
        #expect(scene.containerBounds == Rect(x: 0, y: 0, width: 400, height: 736))
    }

    /// Capture settles each subtree's end as it walks (no second pass over the records).
    /// In random trees of every shape, each view's subtree must be exactly its descendants: every
    /// view in `index + 1 ..< subtreeEnd` has it as an ancestor, and the view at `subtreeEnd` (if
    /// any) does not — worked out here from the parents alone.
    @Test func subtreeEndsAreExactlyTheDescendantsInRandomTrees() {
        var r = SeededGenerator(seed: 1607)
        for _ in 0..<200 {
            let tree = RandomTrees.make(views: Int.random(in: 1...60, using: &r), using: &r)
            let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
            let scene = SceneSnapshot.capture(root: tree.root, in: container)
            #expect(scene.count == tree.all.count)
            func isAncestor(_ a: Int, of v: Int) -> Bool {
                var p = scene.views[v].parent
                while p >= 0 {
                    if p == a { return true }
                    p = scene.views[p].parent
                }
                return false
            }
            for i in scene.views.indices {
                let end = scene.views[i].subtreeEnd
                #expect(end > i && end <= scene.count)
                #expect((i + 1..<end).allSatisfy { isAncestor(i, of: $0) }, "view \(i)")
                #expect(end == scene.count || !isAncestor(i, of: end), "view \(i)")
            }
        }
    }

    @Test func geometryIsInTheContainersSpace() {
        let s = smallScene()
        let scene = SceneSnapshot.capture(root: s.root, in: s.container)
        // a1's centre: a's origin (10, 10) + a1's (5, 5) + half its size (10, 10) — the container's
        // 64 pt offset in the window does not count.
        #expect(scene.views[2].position == Point(x: 25, y: 25))
        #expect(scene.views[2].size == Size(width: 20, height: 20))
        #expect(scene.views[2].transform == .identity)
        #expect(scene.views[3].frame == Rect(x: 200, y: 300, width: 50, height: 80))
    }

    @Test func scrolledAndTransformedAncestorsByHand() {
        let s = smallScene()
        let a = s.views[1]
        let a1 = s.views[2]
        a.bounds.origin = Point(x: 0, y: 40)  // a scrolled by 40 pt
        // a1 centre in a's bounds: (15, 15); relative to a's anchor (50, 90): (−35, −75).
        a.transform = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1).concatenating(.scale(x: 2, y: 3))
        // Quarter turn: (x, y) → (−y, x) = (75, −35); scale (2, 3): (150, −105); + a's centre (60, 60).
        let scene = SceneSnapshot.capture(root: s.root, in: s.container)
        #expect(scene.views[2].position.isApproximatelyEqual(to: Point(x: 210, y: -45), tolerance: 1e-12))
        // The accumulated transform about a1's centre is a's linear part: [[0, 3], [−2, 0]] in rows.
        let t = scene.views[2].transform
        #expect(t.isApproximatelyEqual(to: Transform3D(a: 0, b: 3, c: -2, d: 0, tx: 0, ty: 0), tolerance: 1e-12))
        #expect(scene.views[2].size == Size(width: 20, height: 20))
        // The snapshot's geometry agrees with the tree's own conversion for every corner.
        for corner in [Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 0, y: 20), Point(x: 20, y: 20)] {
            let viaTree = a1.convert(corner, to: s.container)
            let viaSnapshot = Point(x: corner.x - 10, y: corner.y - 10).applying(scene.views[2].toContainer)
            #expect(viaSnapshot.isApproximatelyEqual(to: viaTree, tolerance: 1e-9))
        }
    }

    @Test func alphaAndHiddenAccumulateDownTheTree() {
        let s = smallScene()
        s.views[1].alpha = 0.5
        s.views[2].alpha = 0.4
        s.views[1].isHidden = true
        let scene = SceneSnapshot.capture(root: s.root, in: s.container)
        #expect(scene.views[2].alpha == 0.4)
        #expect(scene.views[2].effectiveAlpha == 0.2)
        #expect(!scene.views[2].isHidden && scene.views[2].isEffectivelyHidden)
        #expect(!scene.views[3].isEffectivelyHidden && scene.views[3].effectiveAlpha == 1)
    }

    @Test func aRootOutsideTheContainersTreeIsPlacedByItsFrame() {
        let container = HeadlessView(frame: Rect(x: 0, y: 64, width: 400, height: 736))
        let destination = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 736))
        let tagged = HeadlessView(frame: Rect(x: 30, y: 40, width: 10, height: 10))
        destination.addSubview(tagged)
        let scene = SceneSnapshot.capture(root: destination, in: container)
        #expect(scene.views[1].position == Point(x: 35, y: 45))
        // The container captured as its own root sits at its bounds centre.
        let own = SceneSnapshot.capture(root: container, in: container)
        #expect(own.views[0].position == Point(x: 200, y: 368))
    }

    @Test func visualFieldsAreCopied() {
        let s = smallScene()
        let b = s.views[3]
        b.cornerRadius = 12
        b.maskedCorners = [.topLeft, .topRight]
        b.backgroundColor = Color(red: 1, green: 0, blue: 0)
        b.clipsToBounds = true
        b.isOpaque = true
        b.transitionModifiers = [.fade, .scale(0.5)]
        b.name = "badge"
        let v = SceneSnapshot.capture(root: s.root, in: s.container).views[3]
        #expect(v.cornerRadii == CornerRadii(topLeft: 12, topRight: 12, bottomLeft: 0, bottomRight: 0))
        #expect(v.backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(v.clipsToBounds && v.isOpaque)
        #expect(v.modifiers == [.fade, .scale(x: 0.5, y: 0.5)])
        #expect(v.name == "badge")
    }

    @Test func capturingAnUntouchedTreeTwiceGivesEqualSnapshots() {
        var random = SeededGenerator(seed: 61)
        for _ in 0..<100 {
            let tree = RandomTrees.make(views: 60, using: &random)
            let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
            container.addSubview(tree.root)
            let first = SceneSnapshot.capture(root: tree.root, in: container)
            let second = SceneSnapshot.capture(root: tree.root, in: container)
            // NaN-free trees compare equal with ==; trees with NaN geometry compare field by field elsewhere.
            #expect(first.views.count == 60)
            #expect(first.views.map(\.parent) == second.views.map(\.parent))
            #expect(first.views.map(\.id) == second.views.map(\.id))
            #expect(first == second)
        }
    }

    @Test func snapshotGeometryAgreesWithConvertInRandomTrees() {
        var random = SeededGenerator(seed: 62)
        for _ in 0..<50 {
            let tree = RandomTrees.make(views: 50, using: &random, invisibleShare: 0)
            let window = HeadlessView(frame: Rect(x: 0, y: 0, width: 500, height: 900))
            let container = HeadlessView(frame: Rect(x: 20, y: 44, width: 400, height: 800))
            container.bounds.origin = Point(x: 0, y: 10)
            window.addSubview(container)
            container.addSubview(tree.root)
            let scene = SceneSnapshot.capture(root: tree.root, in: container)
            // Pre-order with subviews back to front: replay the order to find each view's record.
            var order: [HeadlessView] = []
            var stack = [tree.root]
            while let v = stack.popLast() {
                order.append(v)
                stack.append(contentsOf: v.subviews.reversed())
            }
            for (index, view) in order.enumerated() {
                let record = scene.views[index]
                let centre = view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: container)
                #expect(record.position.isApproximatelyEqual(to: centre, tolerance: 1e-6))
                let corner = view.convert(view.bounds.origin, to: container)
                let viaRecord = Point(x: -view.bounds.width / 2, y: -view.bounds.height / 2).applying(record.toContainer)
                #expect(viaRecord.isApproximatelyEqual(to: corner, tolerance: 1e-6))
            }
        }
    }

    /// Sublayer transforms on many parents at once, nested (a perspective inside a perspective),
    /// with 3-D turns and anchor points away from the centre: every record still maps its view as
    /// `convert` does, captured afresh and through a workspace whose earlier captures were larger
    /// and smaller (each parent's sublayer matrix is looked up by its own index).
    @Test func manySublayerTransformsAgreeWithConvert() {
        var random = SeededGenerator(seed: 6_262)
        let workspace = TransitionWorkspace()
        for round in 0..<40 {
            let tree = RandomTrees.make(views: [80, 12, 50, 3, 120][round % 5], using: &random, invisibleShare: 0)
            var withSublayer = 0
            for view in tree.all where random.double(in: 0...1) < 0.3 {
                view.sublayerTransform =
                    random.double(in: 0...1) < 0.5
                    ? .perspective(distance: random.double(in: 600...2_000))
                    : Transform3D.scale(x: random.double(in: 0.5...1.5), y: random.double(in: 0.5...1.5))
                        .concatenating(.rotation(angle: random.double(in: -0.5...0.5), x: 0, y: 0, z: 1))
                withSublayer += view.subviews.isEmpty ? 0 : 1
            }
            for view in tree.all.dropFirst() where random.double(in: 0...1) < 0.2 {
                view.anchorPoint = Point(x: random.double(in: 0...1), y: random.double(in: 0...1))
                view.transform = .rotation(angle: random.double(in: -0.4...0.4), x: 1, y: 0, z: 0)
            }
            let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
            container.addSubview(tree.root)
            var order: [HeadlessView] = []
            let reused = workspace.capture(.source, root: tree.root, in: container) { order.append($0) }
            let fresh = SceneSnapshot.capture(root: tree.root, in: container)
            #expect(reused == fresh, "round \(round)")
            for (index, view) in order.enumerated() {
                let record = fresh.views[index]
                let centre = view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: container)
                let corner = view.convert(view.bounds.origin, to: container)
                let viaRecord = Point(x: -view.bounds.width / 2, y: -view.bounds.height / 2).applying(record.toContainer)
                let scale = 1 + max(abs(corner.x), abs(corner.y), abs(centre.x), abs(centre.y))
                #expect(record.position.isApproximatelyEqual(to: centre, tolerance: 1e-9 * scale), "round \(round) view \(index)")
                #expect(viaRecord.isApproximatelyEqual(to: corner, tolerance: 1e-9 * scale), "round \(round) view \(index)")
            }
            if round == 0 { #expect(withSublayer >= 2) }  // more than one parent's matrix is looked up
        }
    }

    /// Capture holds the views waiting on its stack unretained; the subview arrays it read keep
    /// them alive, so a `visit` that takes views out of the tree (dropping the only references to
    /// them) neither frees a view capture still has to read nor changes what it reads: a leaf
    /// that removes its waiting sibling, and a card that removes itself, are captured as they were.
    @Test func aVisitThatDismantlesTheTreeLeavesCaptureWhole() {
        let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let root = HeadlessView(frame: container.bounds)
        container.addSubview(root)
        weak var someLeaf: HeadlessView?
        for i in 0..<50 {
            let card = HeadlessView(frame: Rect(x: 0, y: Double(i) * 10, width: 100, height: 8))
            card.transitionID = TransitionID("card-\(i)")
            for j in 0..<3 {
                let leaf = HeadlessView(frame: Rect(x: Double(j) * 10, y: 0, width: 5, height: 5))
                leaf.transitionID = TransitionID("leaf-\(i)-\(j)")
                card.addSubview(leaf)
                someLeaf = leaf
            }
            root.addSubview(card)
        }
        let untouched = SceneSnapshot.capture(root: root, in: container)
        let dismantled = SceneSnapshot.capture(root: root, in: container) { view in
            guard view !== root, let parent = view.superview else { return }
            if parent === root {
                view.removeFromSuperview()  // a card: its leaves are still attached to it
            } else {
                var removed: [Weak] = []
                for sibling in parent.subviews where sibling !== view {
                    removed.append(Weak(sibling))
                    sibling.removeFromSuperview()
                }
                // Still alive: capture holds the array they wait in (they are read later).
                #expect(removed.allSatisfy { $0.view != nil })
            }
        }
        #expect(dismantled.count == 1 + 50 * 4)
        #expect(dismantled.views.map(\.id) == untouched.views.map(\.id))
        #expect(dismantled.views.map(\.position) == untouched.views.map(\.position))
        #expect(root.subviews.isEmpty)
        #expect(someLeaf == nil)  // a removed leaf is freed once capture lets go of its arrays
    }

    /// `visit` runs before anything of a view is read, the root included: what it changes in a
    /// view is in that view's record and in what the view passes on, exactly as if the change had
    /// been made before capture.
    @Test func whatAVisitChangesInAViewIsInItsRecord() {
        func tree() -> (container: HeadlessView, root: HeadlessView, card: HeadlessView) {
            let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
            let root = HeadlessView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let card = HeadlessView(frame: Rect(x: 10, y: 20, width: 50, height: 40))
            card.addSubview(HeadlessView(frame: Rect(x: 1, y: 2, width: 3, height: 4)))
            root.addSubview(card)
            container.addSubview(root)
            return (container, root, card)
        }
        func change(_ root: HeadlessView, _ card: HeadlessView) {
            root.bounds.size = Size(width: 200, height: 200)
            root.center = Point(x: 150, y: 160)
            root.sublayerTransform = .perspective(distance: 500)
            card.alpha = 0.5
            card.transform = .rotation(angle: 0.3, x: 0, y: 0, z: 1)
        }
        let before = tree()
        change(before.root, before.card)
        let expected = SceneSnapshot.capture(root: before.root, in: before.container)
        let during = tree()
        let workspace = TransitionWorkspace()
        for round in 0..<2 {  // fresh, then into the first capture's records
            let t = round == 0 ? during : tree()
            let captured = workspace.capture(.source, root: t.root, in: t.container) { view in
                if view === t.root { change(t.root, t.card) }
            }
            #expect(captured == expected, "round \(round)")
        }
        // The root is placed where it is after its visit: its centre, not its old one.
        #expect(expected.views[0].position == Point(x: 150, y: 160))
        #expect(expected.views[1].effectiveAlpha == 0.5 && expected.views[2].effectiveAlpha == 0.5)
    }

    /// A weak reference to a view, to see whether anything still holds it.
    struct Weak {
        weak var view: HeadlessView?
        init(_ view: HeadlessView) { self.view = view }
    }

    @Test func aTenThousandDeepChainIsCapturedWithoutRecursion() {
        let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        var leaf = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        container.addSubview(leaf)
        for i in 0..<10_000 {
            let next = HeadlessView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            if i % 100 == 0 { next.transitionID = TransitionID("deep-\(i)") }
            leaf.addSubview(next)
            leaf = next
        }
        let scene = SceneSnapshot.capture(root: container.subviews[0], in: container)
        #expect(scene.count == 10_001)
        #expect(scene.views.last?.depth == 10_000)
        #expect(scene.views[0].subtreeEnd == 10_001)
        let result = Matcher.match(source: scene, destination: scene)
        #expect(result.pairs.count == 100)
        #expect(result.pairs.last?.nestingDepth == 99)
    }
}
