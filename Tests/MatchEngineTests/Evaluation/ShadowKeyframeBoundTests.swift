import Testing

@_spi(Harness) @testable import MatchEngine

/// The baked keyframes keep shadows within the baker's bound everywhere: radius, offset and path
/// within 0.5 pt, opacity and colour within 1/255, checked at 2 001 progresses per track over
/// seeded random plans with shadowed cards that move, resize, scale and crossfade.
@Suite struct ShadowKeyframeBoundTests {
    static func randomShadow(_ r: inout SeededGenerator, size: Size) -> Shadow? {
        if r.double(in: 0...1) < 0.2 { return nil }
        let path: Rect? =
            r.bool()
            ? nil
            : Rect(
                x: r.double(in: -10...10), y: r.double(in: -10...10), width: size.width * r.double(in: 0.5...1.2),
                height: size.height * r.double(in: 0.5...1.2))
        return Shadow(
            color: Color(
                red: r.double(in: 0...1), green: r.double(in: 0...1), blue: r.double(in: 0...1),
                alpha: r.double(in: 0.5...1)),
            opacity: r.double(in: 0.05...1), radius: r.double(in: 0...40),
            offset: Vector(dx: r.double(in: -30...30), dy: r.double(in: -30...30)), path: path)
    }

    static func plans(seed: UInt64) -> [TransitionPlan] {
        var r = SeededGenerator(seed: seed)
        var result: [TransitionPlan] = []
        for _ in 0..<40 {
            var sides: ([HeadlessView], [HeadlessView]) = ([], [])
            for k in 0..<Int.random(in: 1...5, using: &r) {
                let id = TransitionID("s\(k)")
                let a = view(
                    id,
                    Rect(x: r.double(in: 0...300), y: r.double(in: 0...700), width: r.double(in: 20...200), height: r.double(in: 20...200)))
                let b = view(
                    id,
                    Rect(x: r.double(in: 0...300), y: r.double(in: 0...700), width: r.double(in: 20...300), height: r.double(in: 20...300)))
                a.shadow = randomShadow(&r, size: a.bounds.size)
                b.shadow = randomShadow(&r, size: b.bounds.size)
                if r.bool() { a.transform = .scale(x: r.double(in: 0.5...2), y: r.double(in: 0.5...2)) }
                if r.bool() { b.transform = .rotation(angle: r.double(in: -1...1), x: 0, y: 0, z: 1) }
                if r.bool() { a.backgroundColor = Color(red: 1, green: 1, blue: 1) }
                b.backgroundColor = Color(red: 0.5, green: 0.5, blue: 1, alpha: r.bool() ? 1 : 0.5)
                var mods: [Modifier] = []
                if r.bool() { mods.append(.spring(Spring(dampingRatio: r.double(in: 0.4...1.2), response: r.double(in: 0.2...0.6)))) }
                if r.bool() { mods.append(.arc(intensity: r.double(in: -1...1))) }
                b.transitionModifiers = mods
                sides.0.append(a)
                sides.1.append(b)
            }
            // An unmatched view that gains a shadow, riding with its screen.
            let extra = view("extra", Rect(x: 40, y: 40, width: 80, height: 80))
            extra.transitionModifiers = [.shadow(randomShadow(&r, size: Size(width: 80, height: 80))), .scale(r.double(in: 0.5...1.5))]
            sides.0.append(extra)
            let kinds: [TransitionContext.Kind] = [.push, .pop, .present, .dismiss]
            result.append(
                plan(
                    screen(sides.0), screen(sides.1),
                    TransitionContext(
                        kind: kinds[Int.random(in: 0..<4, using: &r)], containerSize: container,
                        duration: r.double(in: 0.2...0.8))))
        }
        return result
    }

    @Test func bakedShadowsStayWithinTheBound() {
        var worstPoints = 0.0
        var worstColour = 0.0
        var checkedTracks = 0
        for p in Self.plans(seed: 1304) {
            let keys = p.keyframes(tolerance: 0.5)
            let over = Set(keys.tracksOverCap)
            for i in 0..<p.count where !over.contains(i) && (p.tracks[i].from.shadow != nil || p.tracks[i].to.shadow != nil) {
                checkedTracks += 1
                for n in 0...2_000 {
                    let q = Double(n) / 2_000
                    let exact = p.state(ofTrack: i, atProgress: q)
                    let baked = keys.state(ofTrack: i, atProgress: q)
                    guard let e = exact.shadow, let b = baked.shadow else {
                        #expect(exact.shadow == nil && baked.shadow == nil, "track \(i) at \(q)")
                        continue
                    }
                    var points = max(
                        (e.radius - b.radius).magnitude, (e.offset.dx - b.offset.dx).magnitude,
                        (e.offset.dy - b.offset.dy).magnitude)
                    if e.path != nil || b.path != nil {
                        let x = e.outline(in: exact.size)
                        let y = b.outline(in: baked.size)
                        points = max(
                            points, (x.origin.x - y.origin.x).magnitude, (x.origin.y - y.origin.y).magnitude,
                            (x.size.width - y.size.width).magnitude, (x.size.height - y.size.height).magnitude)
                    }
                    let colour = max(
                        (e.opacity - b.opacity).magnitude, (e.color.red - b.color.red).magnitude,
                        (e.color.green - b.color.green).magnitude, (e.color.blue - b.color.blue).magnitude,
                        (e.color.alpha - b.color.alpha).magnitude)
                    worstPoints = max(worstPoints, points)
                    worstColour = max(worstColour, colour)
                }
            }
        }
        print(
            "shadow keyframes: \(checkedTracks) tracks, worst \((worstPoints * 1000).rounded() / 1000) pt, \((worstColour * 255 * 1000).rounded() / 1000)/255"
        )
        #expect(checkedTracks > 100)
        #expect(worstPoints <= 0.5 + 1e-9)
        #expect(worstColour <= 1.0 / 255 + 1e-12)
    }

    /// A shadowed card scaling through its transform is scale-corrected, so it is refined on its
    /// own; the same card without a shadow samples its timing group's shared times.
    @Test func scaleCorrectedShadowTracksAreNotAffine() throws {
        func make(_ shadow: Shadow?) throws -> (KeyframeSet, Int) {
            let a = view("c", Rect(x: 0, y: 0, width: 100, height: 100))
            let b = view("c", Rect(x: 0, y: 0, width: 100, height: 100))
            b.transform = .scale(x: 2, y: 2)
            a.shadow = shadow
            let p = plan(screen([a]), screen([b]), TransitionContext(kind: .push, containerSize: container, effect: .none))
            let i = try #require(p.tracks.firstIndex { $0.role == .matched(pair: 0, side: .destination) })
            return (p.keyframes(), i)
        }
        let (plain, i) = try make(nil)
        #expect(plain.source[i] >= 0)
        let (shadowed, j) = try make(Shadow(opacity: 0.5, radius: 10))
        #expect(shadowed.source[j] < 0)
    }
}
