import Testing

@_spi(Harness) @testable import MatchEngine

@Suite struct HeadlessViewTests {
    @Test func frameBoundsAndCentreStartConsistent() {
        let v = HeadlessView(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == Point(x: 60, y: 45))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.frame == Rect(x: 10, y: 20, width: 100, height: 50))
        v.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(v.center == Point(x: 5, y: 5) && v.bounds.size == Size(width: 10, height: 10))
    }

    @Test func transformAppliesAboutTheCentre() {
        let v = HeadlessView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        v.transform = .scale(x: 2, y: 2)
        #expect(v.frame == Rect(x: -50, y: -50, width: 200, height: 200))
        // A 100×50 view centred at (50, 25) turned a quarter is 50 wide and 100 tall about the same centre.
        let w = HeadlessView(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        w.transform = .rotation(angle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(w.frame.isApproximatelyEqual(to: Rect(x: 25, y: -25, width: 50, height: 100), tolerance: 1e-12))
    }

    @Test func boundsOriginShiftsSubviewsLikeScrolling() {
        let window = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let scroll = HeadlessView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        scroll.bounds.origin = Point(x: 0, y: 100)  // scrolled down by 100 pt
        let child = HeadlessView(frame: Rect(x: 10, y: 150, width: 50, height: 50))
        window.addSubview(scroll)
        scroll.addSubview(child)
        #expect(child.convert(Point(x: 0, y: 0), to: nil) == Point(x: 10, y: 50))
        #expect(child.convert(Point(x: 0, y: 0), to: window) == Point(x: 10, y: 50))
        #expect(window.convert(Point(x: 10, y: 50), to: child) == Point(x: 0, y: 0))
        #expect(scroll.convert(Rect(x: 10, y: 150, width: 50, height: 50), to: window) == Rect(x: 10, y: 50, width: 50, height: 50))
    }

    /// A parent 200×100 centred at (200, 150), turned a quarter and scaled ×2. A 20×10 child at the
    /// parent's top-left has its centre at (10, 5), i.e. (−90, −45) from the parent's anchor (100, 50).
    /// Turning a quarter maps (x, y) to (−y, x): (45, −90); ×2: (90, −180); + centre: (290, −30).
    @Test func convertThroughARotatedAndScaledParentByHand() {
        let window = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let parent = HeadlessView(frame: Rect(x: 100, y: 100, width: 200, height: 100))
        parent.transform = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1).concatenating(.scale(x: 2, y: 2))
        let child = HeadlessView(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.convert(Point(x: 10, y: 5), to: window).isApproximatelyEqual(to: Point(x: 290, y: -30), tolerance: 1e-12))
        #expect(child.convert(Point(x: 290, y: -30), from: window).isApproximatelyEqual(to: Point(x: 10, y: 5), tolerance: 1e-12))
        #expect(
            child.convert(child.bounds, to: window).isApproximatelyEqual(
                to: Rect(x: 280, y: -50, width: 20, height: 40), tolerance: 1e-12))
    }

    @Test func perspectiveForeshortensConvertedPoints() {
        let window = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let card = HeadlessView(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        card.transform = Transform3D.rotation(angle: .pi / 3, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 500))
        window.addSubview(card)
        // The right edge's midpoint is 100 pt from the anchor: rotated 60° about y it is at x = 50,
        // z = −86.6, then divided by w = 1 + 86.6/500: 42.62 pt right of the centre (200, 200).
        let expected = 200 + 50 / (1 + 50 * 3.0.squareRoot() / 500)
        #expect(
            card.convert(Point(x: 200, y: 100), to: window).isApproximatelyEqual(
                to: Point(x: expected, y: 200), tolerance: 1e-9))
    }

    @Test func conversionsRoundTripInRandomTrees() {
        var random = SeededGenerator(seed: 51)
        for _ in 0..<50 {
            let tree = RandomTrees.make(views: 40, using: &random, invisibleShare: 0)
            for _ in 0..<40 {
                let a = tree.all[Int.random(in: 0..<tree.all.count, using: &random)]
                let b = tree.all[Int.random(in: 0..<tree.all.count, using: &random)]
                let p = Point(x: random.double(in: -100...100), y: random.double(in: -100...100))
                let there = a.convert(p, to: b)
                let back = b.convert(there, to: a)
                #expect(back.isApproximatelyEqual(to: p, tolerance: 1e-6), "\(p) → \(there) → \(back)")
                #expect(a.convert(p, to: b).isApproximatelyEqual(to: b.convert(p, from: a), tolerance: 1e-9))
            }
        }
    }

    @Test func hierarchyEditsBehaveLikeUIKit() {
        let a = HeadlessView(frame: .zero)
        let b = HeadlessView(frame: .zero)
        let c = HeadlessView(frame: .zero)
        #expect(a.addSubview(b))
        #expect(b.addSubview(c))
        #expect(!c.addSubview(a))  // a cycle: refused, nothing changes
        #expect(!a.addSubview(a))
        #expect(c.superview === b && a.superview == nil)
        a.addSubview(c)  // moving a view removes it from its old superview
        #expect(b.subviews.isEmpty && a.subviews.count == 2 && c.superview === a)
        let d = HeadlessView(frame: .zero)
        a.insertSubview(d, at: -5)
        #expect(a.subviews.first === d)
        let e = HeadlessView(frame: .zero)
        a.insertSubview(e, at: 99)
        #expect(a.subviews.last === e)
        d.removeFromSuperview()
        d.removeFromSuperview()
        #expect(d.superview == nil && a.subviews.count == 3)
    }

    /// A view kept after its superview is freed has no superview (it is held unowned and set to
    /// `nil` by the freed view), and keeps its own subviews; nothing traps or dangles.
    @Test func aViewKeptPastItsSuperviewsLifetimeHasNoneAndKeepsItsSubtree() {
        var root: HeadlessView? = HeadlessView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let middle = HeadlessView(frame: Rect(x: 10, y: 0, width: 50, height: 50))
        let leaf = HeadlessView(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        let keptChild = HeadlessView(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        root!.addSubview(keptChild)
        weak var freedSibling: HeadlessView?
        do {
            let between = HeadlessView(frame: Rect(x: 1, y: 1, width: 80, height: 80))
            let sibling = HeadlessView(frame: Rect(x: 0, y: 0, width: 1, height: 1))
            freedSibling = sibling
            root!.addSubview(between)
            root!.addSubview(sibling)
            between.addSubview(middle)
            middle.addSubview(leaf)
        }
        #expect(middle.rootAncestor === root)
        root = nil
        #expect(freedSibling == nil)
        #expect(keptChild.superview == nil && keptChild.rootAncestor === keptChild)
        #expect(middle.superview == nil && middle.rootAncestor === middle)
        #expect(leaf.superview === middle && middle.subviews.count == 1)
        #expect(leaf.convert(Point.zero, to: nil) == Point(x: 5, y: 5))
        // Re-parented afterwards as any other view.
        let other = HeadlessView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        other.addSubview(middle)
        #expect(middle.superview === other && leaf.rootAncestor === other)
    }

    @Test func aTenThousandDeepChainConvertsAndIsFreedWithoutOverflow() {
        var root: HeadlessView? = HeadlessView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var leaf = root!
        for _ in 0..<10_000 {
            let next = HeadlessView(frame: Rect(x: 1, y: 0, width: 10, height: 10))
            leaf.addSubview(next)
            leaf = next
        }
        #expect(leaf.convert(Point.zero, to: nil) == Point(x: 10_000, y: 0))
        #expect(leaf.rootAncestor === root)
        root = nil  // the chain is freed iteratively
        #expect(leaf.superview == nil)
    }

    /// A view keeps its capture record ready and in step with its setters, in any order: corner
    /// radii are the radius on the masked corners (a mask's bits past the four corners round
    /// nothing more), the recorded shadow is the one set while it is visible, and the getters
    /// return what was set.
    @Test func theKeptCaptureRecordFollowsEverySetterOrder() {
        let v = HeadlessView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(v.captureLayer().cornerRadii == .zero && v.maskedCorners == .all && v.shadow == nil)
        v.cornerRadius = 6
        #expect(v.captureLayer().cornerRadii == CornerRadii(6))
        v.maskedCorners = [.topLeft, .bottomRight]
        #expect(v.captureLayer().cornerRadii == CornerRadii(topLeft: 6, topRight: 0, bottomLeft: 0, bottomRight: 6))
        v.cornerRadius = 2
        #expect(v.captureLayer().cornerRadii == CornerRadii(topLeft: 2, topRight: 0, bottomLeft: 0, bottomRight: 2))
        let w = HeadlessView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        w.maskedCorners = [.topRight]
        w.cornerRadius = 4
        #expect(w.captureLayer().cornerRadii == CornerRadii(topLeft: 0, topRight: 4, bottomLeft: 0, bottomRight: 0))
        w.maskedCorners = CornerMask(rawValue: 0xFF)
        #expect(w.captureLayer().cornerRadii == CornerRadii(4) && w.maskedCorners.rawValue == 0xFF)
        w.cornerRadius = 0
        #expect(w.captureLayer().cornerRadii == .zero && w.cornerRadius == 0)

        let visible = Shadow(opacity: 0.5, radius: 2)
        let clearColour = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0), opacity: 1)
        let noOpacity = Shadow(opacity: 0)
        v.shadow = visible
        #expect(v.captureLayer().shadow == visible && v.shadow == visible)
        v.shadow = noOpacity
        #expect(v.captureLayer().shadow == nil && v.shadow == noOpacity)
        v.shadow = visible
        #expect(v.captureLayer().shadow == visible)
        v.shadow = clearColour
        #expect(v.captureLayer().shadow == nil && v.shadow == clearColour)
        v.shadow = nil
        #expect(v.captureLayer().shadow == nil && v.shadow == nil)
        // The other properties land in the record as set.
        v.center = Point(x: 3, y: 4)
        v.alpha = 0.25
        v.name = "a name longer than fifteen bytes"
        v.transitionModifiers = [.fade]
        let layer = v.captureLayer()
        #expect(layer.position == Point(x: 3, y: 4) && layer.alpha == 0.25 && layer.name == v.name && layer.modifiers == [.fade])
    }
}
