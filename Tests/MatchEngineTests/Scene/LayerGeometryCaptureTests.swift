import Testing

@_spi(Harness) @testable import MatchEngine

/// Anchor points and sublayer transforms, with every expected number worked out by hand from Core
/// Animation's rule: a layer's point p maps to its superlayer as
/// (p − (bounds.origin + anchorPoint · bounds.size)) × transform + position, and the superlayer's
/// sublayer transform then applies about the superlayer's anchor point.
@Suite struct LayerGeometryCaptureTests {
    /// container (the window's only subview, at the origin) ─ root (400 × 800)
    func scene() -> (container: HeadlessView, root: HeadlessView) {
        let window = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let root = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        window.addSubview(container)
        container.addSubview(root)
        return (container, root)
    }

    @Test func aTopLeftAnchorRotatesAboutTheCornerAndCenterPlacesTheCorner() {
        let s = scene()
        let v = HeadlessView(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        v.anchorPoint = Point(x: 0, y: 0)
        v.center = Point(x: 10, y: 20)  // the anchor (the top-left corner) sits here
        v.transform = .rotation(angle: .pi / 2, x: 0, y: 0, z: 1)  // (x, y) → (−y, x)
        let child = HeadlessView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        s.root.addSubview(v)
        v.addSubview(child)
        // Corners: (0, 0) → (10, 20); (100, 0) → (0, 100) + (10, 20) = (10, 120);
        // (0, 50) → (−50, 0) + (10, 20) = (−40, 20); (100, 50) → (−40, 120).
        #expect(v.convert(Point(x: 100, y: 0), to: s.container).isApproximatelyEqual(to: Point(x: 10, y: 120), tolerance: 1e-9))
        #expect(v.frame.isApproximatelyEqual(to: Rect(x: -40, y: 20, width: 50, height: 100), tolerance: 1e-9))
        let scene = SceneSnapshot.capture(root: s.root, in: s.container)
        // v's bounds centre (50, 25) → (−25, 50) + (10, 20) = (−15, 70); about it, the quarter turn.
        #expect(scene[1].position.isApproximatelyEqual(to: Point(x: -15, y: 70), tolerance: 1e-9))
        #expect(scene[1].size == Size(width: 100, height: 50))
        #expect(scene[1].transform.isApproximatelyEqual(to: Transform3D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), tolerance: 1e-12))
        // The child's centre (5, 5) in v → (−5, 5) + (10, 20) = (5, 25).
        #expect(scene[2].position.isApproximatelyEqual(to: Point(x: 5, y: 25), tolerance: 1e-9))
    }

    @Test func theFrameSetterPlacesTheAnchorAndBoundsOriginCounts() {
        let v = HeadlessView(frame: .zero)
        v.anchorPoint = Point(x: 1, y: 1)
        v.frame = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(v.center == Point(x: 110, y: 70))
        #expect(v.frame == Rect(x: 10, y: 20, width: 100, height: 50))
        // Bounds origin (20, 10), anchor (0.25, 0.5) of 80 × 40: the anchor is the bounds point
        // (20 + 20, 10 + 20) = (40, 30), which sits at the position (100, 100).
        let s = scene()
        let w = HeadlessView(frame: .zero)
        w.bounds = Rect(x: 20, y: 10, width: 80, height: 40)
        w.anchorPoint = Point(x: 0.25, y: 0.5)
        w.center = Point(x: 100, y: 100)
        s.root.addSubview(w)
        #expect(w.convert(Point(x: 40, y: 30), to: s.container) == Point(x: 100, y: 100))
        #expect(w.frame == Rect(x: 80, y: 80, width: 80, height: 40))
        let scene = SceneSnapshot.capture(root: s.root, in: s.container)
        // Bounds centre (60, 30) is 20 pt right of the anchor: (120, 100).
        #expect(scene[1].position == Point(x: 120, y: 100))
        #expect(scene[1].frame == Rect(x: 80, y: 80, width: 80, height: 40))
    }

    /// parent P: 200 × 200 at the origin, sublayer perspective m34 = −1/500;
    /// child C: 100 × 100 centred at (100, 100), rotated 60° about y.
    func perspectiveScene(parentAnchorAtOrigin: Bool) -> (container: HeadlessView, root: HeadlessView, child: HeadlessView) {
        let s = scene()
        let p = HeadlessView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        if parentAnchorAtOrigin {
            p.anchorPoint = .zero
            p.center = .zero  // same frame, anchor at its top-left corner
        }
        p.sublayerTransform = .perspective(distance: 500)
        let c = HeadlessView(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        c.transform = .rotation(angle: .pi / 3, x: 0, y: 1, z: 0)
        s.root.addSubview(p)
        p.addSubview(c)
        return (s.container, s.root, c)
    }

    @Test func perspectiveSublayerTransformActsAboutTheParentsCentre() {
        let s = perspectiveScene(parentAnchorAtOrigin: false)
        // Rotation about y by 60°: (x, y, 0) → (x/2, y, −x·√3/2). C's top-right corner is (50, −50)
        // from its anchor → (25, −50, −25√3); + position (100, 100) → (125, 50, −25√3).
        // About P's anchor (100, 100): (25, −50, −25√3); m34 = −1/500 gives w = 1 + 25√3/500 = 1 + √3/20.
        let w = 1 + 3.0.squareRoot() / 20
        let topRight = Point(x: 100 + 25 / w, y: 100 - 50 / w)
        // The top-left corner (−50, −50) → (−25, −50, +25√3): w = 1 − √3/20.
        let w2 = 1 - 3.0.squareRoot() / 20
        let topLeft = Point(x: 100 - 25 / w2, y: 100 - 50 / w2)
        #expect(s.child.convert(Point(x: 100, y: 0), to: s.container).isApproximatelyEqual(to: topRight, tolerance: 1e-9))
        #expect(s.child.convert(Point(x: 0, y: 0), to: s.container).isApproximatelyEqual(to: topLeft, tolerance: 1e-9))
        let scene = SceneSnapshot.capture(root: s.root, in: s.container)
        let c = scene[2]
        #expect(c.position.isApproximatelyEqual(to: Point(x: 100, y: 100), tolerance: 1e-9))
        #expect(Point(x: 50, y: -50).applying(c.toContainer).isApproximatelyEqual(to: topRight, tolerance: 1e-9))
        #expect(Point(x: -50, y: -50).applying(c.toContainer).isApproximatelyEqual(to: topLeft, tolerance: 1e-9))
        // The near edge is taller than the far one: perspective, not an affine squash.
        let bottomRight = Point(x: 50, y: 50).applying(c.toContainer)
        let bottomLeft = Point(x: -50, y: 50).applying(c.toContainer)
        #expect((bottomLeft.y - topLeft.y) > (bottomRight.y - topRight.y) + 10)
    }

    @Test func perspectiveAboutAnAnchorAtTheOrigin() {
        let s = perspectiveScene(parentAnchorAtOrigin: true)
        // The same corner (125, 50, −25√3) in P's bounds, now projected about (0, 0).
        let w = 1 + 3.0.squareRoot() / 20
        let expected = Point(x: 125 / w, y: 50 / w)
        #expect(s.child.convert(Point(x: 100, y: 0), to: s.container).isApproximatelyEqual(to: expected, tolerance: 1e-9))
        let c = SceneSnapshot.capture(root: s.root, in: s.container)[2]
        #expect(Point(x: 50, y: -50).applying(c.toContainer).isApproximatelyEqual(to: expected, tolerance: 1e-9))
    }

    @Test func withoutPerspectiveTheRotationFlattensToAnAffineSquash() {
        let s = perspectiveScene(parentAnchorAtOrigin: false)
        s.child.superview!.sublayerTransform = .identity
        let c = SceneSnapshot.capture(root: s.root, in: s.container)[2]
        #expect(Point(x: 50, y: -50).applying(c.toContainer).isApproximatelyEqual(to: Point(x: 125, y: 50), tolerance: 1e-9))
        #expect(c.transform.isAffine)
    }

    @Test func theContainersSublayerTransformAppliesToTheRoot() {
        let s = scene()
        s.container.sublayerTransform = .scale(x: 2, y: 2)  // about the container's centre (200, 400)
        let v = HeadlessView(frame: Rect(x: 15, y: 15, width: 20, height: 20))
        s.root.addSubview(v)
        let scene = SceneSnapshot.capture(root: s.root, in: s.container)
        // v's centre (25, 25) → ((25 − 200)·2 + 200, (25 − 400)·2 + 400) = (−150, −350).
        #expect(scene[1].position.isApproximatelyEqual(to: Point(x: -150, y: -350), tolerance: 1e-9))
        #expect(scene[1].transform.isApproximatelyEqual(to: .scale(x: 2, y: 2), tolerance: 1e-12))
        #expect(scene[0].position == Point(x: 200, y: 400))
    }

    @Test func aPresenterBesideTheContainerGoesThroughTheirCommonAncestor() {
        // window ─┬─ presenter (0, 0, 400, 800) ─ badge (10, 100, 20, 20)
        //         └─ container (0, 64, 400, 736), scaled by 0.5 about its centre (200, 432)
        let window = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let presenter = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let badge = HeadlessView(frame: Rect(x: 10, y: 100, width: 20, height: 20))
        let container = HeadlessView(frame: Rect(x: 0, y: 64, width: 400, height: 736))
        container.transform = .scale(x: 0.5, y: 0.5)
        window.addSubview(presenter)
        presenter.addSubview(badge)
        window.addSubview(container)
        let scene = SceneSnapshot.capture(root: presenter, in: container)
        // A window point w is the container point (w − (200, 432))·2 + (200, 368).
        // badge centre (20, 110) → (−160, −276); presenter centre (200, 400) → (200, 304).
        #expect(scene[1].position.isApproximatelyEqual(to: Point(x: -160, y: -276), tolerance: 1e-9))
        #expect(scene[0].position.isApproximatelyEqual(to: Point(x: 200, y: 304), tolerance: 1e-9))
        #expect(scene[1].transform.isApproximatelyEqual(to: .scale(x: 2, y: 2), tolerance: 1e-12))
    }

    @Test func placementKeepsTheGeometryForAnyAnchor() {
        // A state about the centre, placed on a layer anchored at its top-left corner, maps every
        // corner where the state does.
        let size = Size(width: 100, height: 50)
        let t = Transform3D.rotation(angle: 0.7, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 300))
        let centre = Point(x: 200, y: 300)
        let placed = LayerGeometry.placement(centre: centre, transform: t, size: size, anchorPoint: .zero)
        #expect(placed.position == Point(x: 150, y: 275))
        let layerMatrix = LayerGeometry.toSuperlayer(
            bounds: Rect(origin: .zero, size: size), position: placed.position, anchorPoint: .zero, transform: placed.transform)
        let stateMatrix = t.concatenating(.translation(x: centre.x, y: centre.y))
        for corner in [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 0, y: 50), Point(x: 100, y: 50)] {
            let viaLayer = corner.applying(layerMatrix)
            let viaState = Point(x: corner.x - 50, y: corner.y - 25).applying(stateMatrix)
            #expect(viaLayer.isApproximatelyEqual(to: viaState, tolerance: 1e-9))
        }
        let same = LayerGeometry.placement(centre: centre, transform: t, size: size, anchorPoint: CapturedLayer.centreAnchor)
        #expect(same.position == centre && same.transform == t)
    }
}
