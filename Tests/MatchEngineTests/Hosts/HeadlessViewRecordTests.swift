import Testing

@_spi(Harness) @testable import MatchEngine

/// Each one-access record operation of `HeadlessView` (`HeadlessView+Records.swift`) leaves the
/// view exactly as its rule — the same properties set one by one — leaves it, on seeded random
/// views and states.
@Suite struct HeadlessViewRecordTests {
    /// A view with random geometry and look: anchor point, bounds origin (even a negative size),
    /// transform, corners, shadow, clip.
    static func randomView(_ g: inout SeededGenerator) -> HeadlessView {
        let v = HeadlessView(
            frame: Rect(
                x: .random(in: -50...50, using: &g), y: .random(in: -50...50, using: &g), width: .random(in: 0...300, using: &g),
                height: .random(in: 0...300, using: &g)))
        if Bool.random(using: &g) { v.anchorPoint = Point(x: .random(in: -0.5...1.5, using: &g), y: .random(in: 0...1, using: &g)) }
        if Bool.random(using: &g) { v.bounds.origin = Point(x: .random(in: -20...20, using: &g), y: 7) }
        if Bool.random(using: &g) { v.bounds.size.width = -.random(in: 1...40, using: &g) }
        if Bool.random(using: &g) { v.transform = .rotation(angle: .random(in: -3...3, using: &g), x: 0, y: 0, z: 1) }
        v.alpha = .random(in: 0...1, using: &g)
        v.cornerRadius = Bool.random(using: &g) ? 0 : .random(in: 0...30, using: &g)
        if Bool.random(using: &g) { v.maskedCorners = [.topLeft, .bottomRight] }
        if Bool.random(using: &g) { v.shadow = Shadow(opacity: 0.4, radius: .random(in: 0...10, using: &g)) }
        if Bool.random(using: &g) { v.clip = ClipShape(rect: Rect(x: 1, y: 2, width: 30, height: 40), cornerRadius: 5) }
        v.name = "view"
        return v
    }

    /// Two views built by `randomView` from the same seed: equal, and distinct objects, one for the
    /// operation under test and one for its rule.
    static func twins(seed: UInt64) -> (HeadlessView, HeadlessView) {
        var g1 = SeededGenerator(seed: seed)
        var g2 = SeededGenerator(seed: seed)
        return (randomView(&g1), randomView(&g2))
    }

    /// A random state: anywhere, any size, a transform or none, uneven corners or none, a clip or none.
    static func randomState(_ g: inout SeededGenerator) -> ViewState {
        let radii =
            Bool.random(using: &g)
            ? CornerRadii(.random(in: 0...20, using: &g))
            : CornerRadii(
                topLeft: .random(in: 0...20, using: &g), topRight: 0, bottomLeft: .random(in: 0...20, using: &g), bottomRight: 3)
        return ViewState(
            position: Point(x: .random(in: -500...500, using: &g), y: .random(in: -500...500, using: &g)),
            size: Size(width: .random(in: 0...400, using: &g), height: .random(in: 0...400, using: &g)),
            transform: Bool.random(using: &g) ? .identity : .scale(x: .random(in: 0.1...3, using: &g), y: 2),
            alpha: .random(in: 0...1, using: &g), cornerRadii: radii,
            clip: Bool.random(using: &g) ? nil : ClipShape(rect: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2))
    }

    /// Everything a view holds that the operations may change.
    static func look(_ v: HeadlessView) -> (CapturedLayer, Double, CornerMask, ClipShape?, Shadow?) {
        (v.captureLayer(), v.cornerRadius, v.maskedCorners, v.clip, v.shadow)
    }

    static func same(_ a: HeadlessView, _ b: HeadlessView) -> Bool {
        let (x, y) = (look(a), look(b))
        return x.0 == y.0 && x.1 == y.1 && x.2 == y.2 && x.3 == y.3 && x.4 == y.4
    }

    @Test func setShapeIsTheAssignmentsInOrder() {
        var g = SeededGenerator(seed: 0x5A4E)
        for _ in 0..<300 {
            let seed = g.next()
            let (fast, rule) = Self.twins(seed: seed)
            let state = Self.randomState(&g)
            fast.setShape(state)
            let placed = LayerGeometry.placement(
                centre: state.position, transform: state.transform, size: state.size, anchorPoint: rule.anchorPoint)
            rule.center = placed.position
            rule.bounds = Rect(origin: rule.bounds.origin, size: state.size)
            rule.transform = placed.transform
            rule.alpha = state.alpha
            rule.cornerRadius = state.cornerRadii.maximum
            rule.maskedCorners = CornerMask(rounding: state.cornerRadii)
            rule.clip = state.clip
            #expect(Self.same(fast, rule), "seed \(seed)")
        }
    }

    @Test func setStateIsTheShapeThenColourThenShadow() {
        var g = SeededGenerator(seed: 0x3C71)
        let colours: [Color?] = [nil, Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), Color(red: 1, green: 0, blue: 0, alpha: 0.5)]
        let shadows: [Shadow?] = [nil, Shadow(opacity: 0.3, radius: 4), Shadow(opacity: 0, radius: 2)]
        for _ in 0..<300 {
            let seed = g.next()
            let (fast, rule) = Self.twins(seed: seed)
            if Bool.random(using: &g) { (fast.backgroundColor, rule.backgroundColor) = (colours[2], colours[2]) }
            var state = Self.randomState(&g)
            state.backgroundColor = colours.randomElement(using: &g)!
            state.shadow = shadows.randomElement(using: &g)!
            fast.setState(state)
            rule.setShape(state)
            if let colour = state.backgroundColor { rule.backgroundColor = colour }
            rule.shadow = state.shadow
            #expect(Self.same(fast, rule) && fast.backgroundColor == rule.backgroundColor, "seed \(seed)")
        }
    }

    @Test func aNewViewsRecordIsTheInitializersDefaults() {
        let frames = [
            Rect(x: 10, y: 20, width: 120, height: 80), Rect(x: -5, y: 3, width: -30, height: 10), .zero,
            Rect(x: 1e300, y: -1e300, width: 1e300, height: 0.5),
        ]
        for frame in frames {
            let f = frame.standardized
            let rule = HeadlessView.Stored(layer: CapturedLayer(bounds: Rect(origin: .zero, size: f.size), position: f.center))
            let fast = HeadlessView.record(frame: frame)
            #expect(fast.layer == rule.layer && fast.cornerRadius == rule.cornerRadius && fast.maskedCorners == rule.maskedCorners)
            #expect(fast.shadow == nil && fast.clip == nil && rule.shadow == nil && rule.clip == nil)
        }
    }

    @Test func setPlaceIsTheAssignmentsInOrder() {
        var g = SeededGenerator(seed: 0x91AC)
        for _ in 0..<300 {
            let seed = g.next()
            let (fast, rule) = Self.twins(seed: seed)
            let centre = Point(x: .random(in: -100...100, using: &g), y: .random(in: -100...100, using: &g))
            let size = Size(width: .random(in: 0...200, using: &g), height: .random(in: 0...200, using: &g))
            fast.setPlace(centre: centre, size: size)
            rule.center =
                LayerGeometry.placement(centre: centre, transform: .identity, size: size, anchorPoint: rule.anchorPoint).position
            rule.bounds.size = size
            #expect(Self.same(fast, rule), "seed \(seed)")
        }
    }

    @Test func becomingFramedContentIsTheAssignmentsInOrder() {
        var g = SeededGenerator(seed: 0xF4A3)
        for _ in 0..<300 {
            let seed = g.next()
            let (fast, rule) = Self.twins(seed: seed)
            fast.becomeFramedContent()
            rule.transform = .identity
            rule.alpha = 1
            rule.frame = Rect(origin: .zero, size: rule.bounds.size)
            rule.shadow = nil
            #expect(Self.same(fast, rule), "seed \(seed)")
        }
    }

    @Test func aStandInCopyIsTheCopyThenTheAssignments() {
        var g = SeededGenerator(seed: 0x7713)
        for _ in 0..<300 {
            let v = Self.randomView(&g)
            v.isHidden = Bool.random(using: &g)
            v.transitionID = "tag"
            let clips = Bool.random(using: &g)
            let fast = v.standInCopy(name: "stand-in:view", clipsToBounds: clips)
            let rule = v.copyingGeometryAndLook()
            rule.name = "stand-in:view"
            rule.clipsToBounds = clips
            rule.isHidden = false
            rule.alpha = 1
            rule.transform = .identity
            rule.anchorPoint = CapturedLayer.centreAnchor
            #expect(Self.same(fast, rule))
        }
    }

    /// `HeadlessHost.makeFrame(holding:)` against its rule: a clipping frame of the content's
    /// bounds size (read first), the content made framed content, then added to it.
    @Test func makingAFrameIsAFrameOfTheContentsSizeThenTheContentFramedAndAdded() {
        let host = HeadlessHost(container: HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800)))
        var g = SeededGenerator(seed: 0xFA3E)
        for _ in 0..<300 {
            let seed = g.next()
            let (a, b) = Self.twins(seed: seed)
            let inSuperview = Bool.random(using: &g)
            let (aSuperview, bSuperview) = (HeadlessView(frame: .zero), HeadlessView(frame: .zero))
            if inSuperview { (aSuperview.addSubview(a), bSuperview.addSubview(b)) }
            let fast = host.makeFrame(holding: a)
            let rule = HeadlessView(frame: Rect(origin: .zero, size: b.bounds.size))
            rule.clipsToBounds = true
            rule.name = HeadlessHost.frameName(of: b.name)
            b.transform = .identity
            b.alpha = 1
            b.frame = Rect(origin: .zero, size: b.bounds.size)
            b.shadow = nil
            rule.addSubview(b)
            #expect(Self.same(fast, rule) && Self.same(a, b), "seed \(seed)")
            #expect(fast.subviews.count == 1 && fast.subviews[0] === a && a.superview === fast && aSuperview.subviews.isEmpty)
        }
    }

    @Test func aClippingFrameIsANewViewThatClipsWithItsContentAdded() {
        var g = SeededGenerator(seed: 0x2F0D)
        for size in [Size(width: 120, height: 80), Size(width: -30, height: 10), Size(width: 0, height: 0)] {
            // The content alone, in a superview between two siblings, or with subviews of its own.
            for place in 0..<3 {
                let seed = g.next()
                func content() -> (content: HeadlessView, superview: HeadlessView) {
                    let superview = HeadlessView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
                    var viewGenerator = SeededGenerator(seed: seed)
                    let content = Self.randomView(&viewGenerator)
                    if place == 1 {
                        superview.addSubview(HeadlessView(frame: .zero))
                        superview.addSubview(content)
                        superview.addSubview(HeadlessView(frame: .zero))
                    }
                    if place == 2 { content.addSubview(HeadlessView(frame: Rect(x: 1, y: 2, width: 3, height: 4))) }
                    return (content, superview)
                }
                let (a, aSuperview) = content()
                let (b, bSuperview) = content()
                let fast = HeadlessView.clippingFrame(size: size, name: "frame:photo", holding: a)
                let rule = HeadlessView(frame: Rect(origin: .zero, size: size))
                rule.clipsToBounds = true
                rule.name = "frame:photo"
                #expect(rule.addSubview(b))
                #expect(Self.same(fast, rule) && Self.same(a, b))
                #expect(fast.subviews.count == 1 && fast.subviews[0] === a && a.superview === fast)
                #expect(aSuperview.subviews.count == bSuperview.subviews.count && !aSuperview.subviews.contains { $0 === a })
                #expect(a.subviews.count == b.subviews.count)
            }
        }
    }
}
