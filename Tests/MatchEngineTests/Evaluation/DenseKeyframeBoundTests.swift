import Testing

@_spi(Harness) @testable import MatchEngine

/// The baked keyframes stay within 0.5 pt of the exact plan everywhere, not only
/// at the points the baker happened to check. Random plans (arcs, springs — bouncy ones too —
/// béziers, delays, cascades), each track checked at 2 001 evenly spaced progresses, centre and all
/// four transformed corners, and the content rectangle of a stand-in whose content keeps its aspect.
@Suite struct DenseKeyframeBoundTests {
    /// Random plans with an arc or a spring on many matched views, on top of `RandomPlans`' mix.
    static func plans(seed: UInt64) -> [TransitionPlan] {
        var r = SeededGenerator(seed: seed)
        var result = Array(RandomPlans.make(seed: seed, views: 2...16).prefix(30))
        for _ in 0..<30 {
            var children: ([HeadlessView], [HeadlessView]) = ([], [])
            for k in 0..<Int.random(in: 1...6, using: &r) {
                let id = TransitionID("m\(k)")
                let a = view(
                    id,
                    Rect(x: r.double(in: 0...300), y: r.double(in: 0...700), width: r.double(in: 10...200), height: r.double(in: 10...200)))
                let b = view(
                    id,
                    Rect(x: r.double(in: 0...300), y: r.double(in: 0...700), width: r.double(in: 10...300), height: r.double(in: 10...300)))
                if r.bool() { a.transform = .rotation(angle: r.double(in: -2...2), x: 0, y: 0, z: 1) }
                if r.bool() { b.cornerRadius = r.double(in: 0...30) }
                var mods: [Modifier] = []
                if r.bool() { mods.append(.arc(intensity: r.double(in: -1...1))) }
                switch Int.random(in: 0..<4, using: &r) {
                case 0: mods.append(.spring(Spring(dampingRatio: r.double(in: 0.3...1.5), response: r.double(in: 0.2...0.7))))
                case 1:
                    mods.append(
                        .timing(
                            .bezier(
                                CubicBezier(r.double(in: 0...1), r.double(in: -0.5...1.5), r.double(in: 0...1), r.double(in: -0.5...1.5)))))
                case 2: mods.append(.delay(r.double(in: 0...0.3)))
                default: break
                }
                b.transitionModifiers = mods
                children.0.append(a)
                children.1.append(b)
            }
            let cascade: [Modifier] = r.bool() ? [.cascade(step: r.double(in: 0.01...0.08), direction: .topToBottom)] : []
            let kinds: [TransitionContext.Kind] = [.push, .pop, .present, .dismiss]
            result.append(
                plan(
                    screen(children.0), screen(children.1, rootModifiers: cascade),
                    TransitionContext(
                        kind: kinds[Int.random(in: 0..<4, using: &r)], containerSize: container,
                        duration: r.double(in: 0.2...0.9))))
        }
        return result
    }

    /// The largest distance between baked and exact centre or corner over 2 001 evenly spaced
    /// progresses, ignoring tracks the cap stopped short (they are reported in `tracksOverCap`).
    /// The baked state is interpolated here from the keyframe list, as Core Animation would.
    static func worstError(_ p: TransitionPlan, _ keys: KeyframeSet, samples: Int = 2_000, only: Int? = nil) -> Double {
        var worst = 0.0
        let over = Set(keys.tracksOverCap)
        for i in 0..<p.count where !over.contains(i) && (only == nil || only == i) {
            let frames = keys.keyframes(ofTrack: i)
            var k = 0
            for n in 0...samples {
                let q = Double(n) / Double(samples)
                while k + 2 < frames.count && frames[k + 1].time <= q { k += 1 }
                let a = frames[k]
                let b = frames[k + 1]
                let f = b.time > a.time ? min(max((q - a.time) / (b.time - a.time), 0), 1) : 1
                let baked = a.state.interpolated(to: b.state, fraction: f)
                let exact = p.state(ofTrack: i, atProgress: q)
                let e = exact.corners
                let c = baked.corners
                worst = max(
                    worst, exact.position.distance(to: baked.position), e.0.distance(to: c.0), e.1.distance(to: c.1),
                    e.2.distance(to: c.2), e.3.distance(to: c.3))
                // Where the content sits inside the stand-in (resize modes) counts too.
                if exact.contentRect != nil || baked.contentRect != nil {
                    let x = exact.contentFrame
                    let y = baked.contentFrame
                    worst = max(
                        worst, (x.origin.x - y.origin.x).magnitude, (x.origin.y - y.origin.y).magnitude,
                        (x.size.width - y.size.width).magnitude, (x.size.height - y.size.height).magnitude)
                }
            }
        }
        return worst
    }

    /// The content rectangle moves far more than its frame here: a 300×10 strip filling a
    /// 300×100 frame grows to 3000×100 (scale max(300/300, 100/10) = 10, at x = (300 − 3000)/2 =
    /// −1350) while the frame grows by only 90 pt. Keyframes sampled for the frame alone would miss
    /// the content by many points under the spring; they must keep it within 0.5 pt too, on a
    /// straight path (shared samples) and on an arc (each track refined on its own).
    @Test(arguments: [ResizeMode.aspectFill, .positionOnly, .aspectFit], [0.0, 0.4])
    func theContentRectangleStaysWithinHalfAPoint(_ mode: ResizeMode, arc: Double) throws {
        let a = view("strip", Rect(x: 40, y: 100, width: 300, height: 10))
        let b = view("strip", Rect(x: 40, y: 500, width: 300, height: 100))
        b.transitionModifiers = [.resize(mode), .spring(Spring(dampingRatio: 0.6, response: 0.5)), .arc(intensity: arc)]
        let p = plan(screen([a]), screen([b]), TransitionContext(kind: .push, containerSize: container, effect: .none))
        let source = try #require(p.tracks.firstIndex { $0.role == .matched(pair: 0, side: .source) })
        #expect(p.tracks[source].to.contentRect != nil)
        let keys = p.keyframes(tolerance: 0.5)
        #expect(keys.tracksOverCap.isEmpty)
        let worst = Self.worstError(p, keys)
        #expect(worst <= 0.5, "\(mode), arc \(arc): \(worst) pt")
    }

    @Test func bakedKeyframesStayWithinHalfAPointEverywhere() {
        var worst = 0.0
        var tracks = 0
        var overCap = 0
        for p in Self.plans(seed: 1_300) {
            let keys = p.keyframes(tolerance: 0.5)
            worst = max(worst, Self.worstError(p, keys))
            tracks += p.count
            overCap += keys.tracksOverCap.count
        }
        print("dense keyframe error: worst \((worst * 1000).rounded() / 1000) pt over \(tracks) tracks (\(overCap) over the cap)")
        #expect(worst <= 0.5)
        #expect(Double(overCap) <= 0.01 * Double(tracks))
    }
}
