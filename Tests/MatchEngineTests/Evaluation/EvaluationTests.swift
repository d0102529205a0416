import Testing

@_spi(Harness) @testable import MatchEngine

/// Random plans: random trees on both sides with random modifiers (NaN values included), random
/// kinds and effects.
enum RandomPlans {
    static let effects: [TransitionEffect] = [
        .automatic, .push(.left), .pull(.up), .cover(.down), .uncover(.right), .slide(.leading), .fade, .zoom, .zoomOut,
        .presentFromEdge(.bottom), .presentFromEdge(.center, dimming: nil, size: .fraction(0.5)),
        .circularReveal(center: Point(x: 50, y: 700)), .none,
    ]
    static let kinds: [TransitionContext.Kind] = [.push, .pop, .present, .dismiss, .tabSwitch(from: 0, to: 1), .tabSwitch(from: 2, to: 1)]

    static func modifier(_ r: inout SeededGenerator, allowNaN: Bool) -> Modifier {
        let weird: Double = allowNaN && r.double(in: 0...1) < 0.2 ? [.nan, .infinity, -.infinity, -3][Int.random(in: 0..<4, using: &r)] : 1
        switch Int.random(in: 0..<14, using: &r) {
        case 0: return .fade
        case 1: return .opacity(r.double(in: 0...1) * weird)
        case 2: return .scale(r.double(in: 0.2...2) * weird)
        case 3: return .translate(x: r.double(in: -200...200) * weird, y: r.double(in: -200...200))
        case 4: return .rotate(r.double(in: -3...3) * weird)
        case 5: return .cornerRadius(r.double(in: 0...30) * weird)
        case 6: return .backgroundColor(Color(red: r.double(in: 0...1) * weird, green: 0.5, blue: 0.2))
        case 7: return .delay(r.double(in: 0...0.2) * weird)
        case 8: return .duration(r.double(in: 0.1...0.8) * weird)
        case 9: return .spring(Spring(dampingRatio: r.double(in: 0.3...1.5) * weird, response: r.double(in: 0.2...0.6)))
        case 10: return .arc(intensity: r.double(in: -1...1) * weird)
        case 11: return .timing(.bezier(CubicBezier(r.double(in: 0...1), r.double(in: -1...2), r.double(in: 0...1) * weird, 1)))
        case 12: return .cascade(step: r.double(in: 0...0.05) * weird, direction: .topToBottom)
        default: return .zIndex(r.double(in: -3...3) * weird)
        }
    }

    static func make(seed: UInt64, views: ClosedRange<Int> = 2...40, allowNaN: Bool = false) -> [TransitionPlan] {
        var r = SeededGenerator(seed: seed)
        return (0..<60).map { _ in
            func tree(_ r: inout SeededGenerator) -> SceneSnapshot {
                let t = RandomTrees.make(
                    views: Int.random(in: views, using: &r), using: &r, idPool: 12,
                    invisibleShare: allowNaN ? 0.15 : 0.05)
                for v in t.all where r.double(in: 0...1) < 0.3 {
                    v.transitionModifiers = (0..<Int.random(in: 1...3, using: &r)).map { _ in modifier(&r, allowNaN: allowNaN) }
                }
                if allowNaN && r.double(in: 0...1) < 0.2 { t.root.center = Point(x: .nan, y: 3) }
                let c = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
                return SceneSnapshot.capture(root: t.root, in: c)
            }
            let a = tree(&r)
            let b = tree(&r)
            let context = TransitionContext(
                kind: kinds[Int.random(in: 0..<kinds.count, using: &r)],
                containerSize: allowNaN && r.double(in: 0...1) < 0.1 ? Size(width: .nan, height: 800) : Size(width: 400, height: 800),
                layoutDirection: r.bool() ? .leftToRight : .rightToLeft,
                effect: effects[Int.random(in: 0..<effects.count, using: &r)],
                duration: allowNaN && r.double(in: 0...1) < 0.1 ? .nan : r.double(in: 0.2...0.7))
            return plan(a, b, context)
        }
    }
}

@Suite struct EvaluationTests {
    @Test func evaluateAtZeroAndOneGivesTheEndStates() {
        for p in RandomPlans.make(seed: 81) {
            let start = p.states(at: 0)
            let end = p.states(at: 1)
            for i in 0..<p.count {
                #expect(start[i] == p.tracks[i].from)
                #expect(end[i] == p.tracks[i].to)
            }
        }
    }

    @Test func noNaNEverLeavesThePlanner() {
        var r = SeededGenerator(seed: 82)
        for p in RandomPlans.make(seed: 83, allowNaN: true) {
            #expect(p.totalDuration.isFinite)
            for track in p.tracks {
                #expect(track.from.isFinite && track.to.isFinite)
                #expect(track.delay.isFinite && track.duration.isFinite && track.delay >= 0 && track.duration >= 0)
            }
            for _ in 0..<20 {
                for s in p.states(at: r.double(in: -0.2...1.2)) { #expect(s.isFinite) }
            }
        }
    }

    @Test func evaluationReusesTheBuffer() {
        let p = RandomPlans.make(seed: 84, views: 30...40)[0]
        var buffer: [ViewState] = []
        p.evaluate(at: 0.3, into: &buffer)
        let address = buffer.withUnsafeBufferPointer { $0.baseAddress }
        let capacity = buffer.capacity
        for step in 0...100 { p.evaluate(at: Double(step) / 100, into: &buffer) }
        #expect(buffer.withUnsafeBufferPointer { $0.baseAddress } == address && buffer.capacity == capacity)
        #expect(buffer.count == p.count)
        // A buffer that is too long is trimmed, not reallocated.
        var long = [ViewState](repeating: p.tracks[0].from, count: p.count + 10)
        p.evaluate(at: 0.5, into: &long)
        #expect(long == p.states(at: 0.5))
    }

    @Test func evaluateAgreesWithTheTrackByTrackReference() {
        var r = SeededGenerator(seed: 85)
        for p in RandomPlans.make(seed: 86) {
            for _ in 0..<10 {
                let progress = r.double(in: 0...1)
                let states = p.states(at: progress)
                for (i, track) in p.tracks.enumerated() {
                    let f = track.progress(atPlanTime: progress * p.totalDuration)
                    let reference = track.from.interpolated(to: track.to, fraction: f, path: track.path)
                    #expect(states[i] == reference)
                }
            }
        }
    }

    @Test func planRoundTripsThroughCodable() throws {
        let p = RandomPlans.make(seed: 87)[3]
        let data = try JSONEncoderForTests.encode(p)
        let back = try JSONEncoderForTests.decode(TransitionPlan.self, from: data)
        #expect(back == p)
        #expect(back.states(at: 0.37) == p.states(at: 0.37))
    }
}

@Suite struct KeyframeTests {
    @Test func keyframesReproduceEvaluateWithinTolerance() {
        var r = SeededGenerator(seed: 91)
        for p in RandomPlans.make(seed: 92) {
            let keys = p.keyframes(tolerance: 0.5)
            #expect(keys.trackCount == p.count)
            for i in 0..<p.count {
                // Every keyframe's state is the plan's exact state at its time.
                for k in [0, keys.keyframeCount(ofTrack: i) - 1] {
                    let kf = keys.keyframe(ofTrack: i, at: k)
                    #expect(kf.state.isWithin(1e-9, of: p.state(ofTrack: i, atProgress: kf.time)))
                }
            }
            for _ in 0..<(1000 / 60 + 1) {
                let progress = r.double(in: 0...1)
                let exact = p.states(at: progress)
                for i in 0..<p.count where !keys.tracksOverCap.contains(i) {
                    let baked = keys.state(ofTrack: i, atProgress: progress)
                    #expect(baked.isWithin(0.5 + 1e-9, of: exact[i]), "track \(i) at \(progress)")
                }
            }
        }
    }

    @Test func thousandProgressesOnOneRichPlan() {
        var r = SeededGenerator(seed: 93)
        let p = RandomPlans.make(seed: 94, views: 60...80).max { $0.count < $1.count }!
        let keys = p.keyframes()
        for _ in 0..<1000 {
            let progress = r.double(in: 0...1)
            let exact = p.states(at: progress)
            for i in 0..<p.count where !keys.tracksOverCap.contains(i) {
                #expect(keys.state(ofTrack: i, atProgress: progress).isWithin(0.5 + 1e-9, of: exact[i]))
            }
        }
    }

    @Test func bakingNeverExceedsTheCap() {
        for p in RandomPlans.make(seed: 95) {
            let keys = p.keyframes(tolerance: 0.01)
            for i in 0..<keys.trackCount {
                let n = keys.keyframeCount(ofTrack: i)
                #expect(n >= 2 && n <= KeyframeSet.maximumKeyframesPerTrack)
                let times = keys.keyframes(ofTrack: i).map(\.time)
                #expect(times.first == 0 && times.last == 1)
                #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
            }
        }
    }

    @Test func aBouncySpringOnALongPathHitsTheCapAndSaysSo() {
        let source = screen([view("ball", Rect(x: 0, y: 0, width: 20, height: 20))])
        let destination = screen([view("ball", Rect(x: 380, y: 780, width: 20, height: 20))])
        let p = plan(
            source, destination,
            TransitionContext(
                kind: .push, containerSize: container, effect: .none, duration: 3,
                matchedTiming: .spring(Spring(dampingRatio: 0.05, response: 0.1))))
        let keys = p.keyframes(tolerance: 0.01)
        let i = p.tracks.firstIndex { if case .matched = $0.role { true } else { false } }!
        #expect(keys.keyframeCount(ofTrack: i) == KeyframeSet.maximumKeyframesPerTrack)
        #expect(keys.tracksOverCap == [i])
    }

    /// The refiner's buffers are reserved to the cap at the start, so no track makes them grow
    /// (each growth is an allocation and a copy): the same storage serves a 2-keyframe straight
    /// line and then a parabola that takes all 128.
    @Test func refiningToTheCapNeverMovesTheBuffers() {
        let p = plan(screen([]), screen([]), TransitionContext(kind: .push, containerSize: container, effect: .none))
        let cap = KeyframeSet.maximumKeyframesPerTrack
        var work = RefineBuffers<Double>()
        func storage(_ w: RefineBuffers<Double>) -> [UnsafeRawPointer?] {
            [
                w.times.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
                w.samples.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
                w.pending.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
                w.pool.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
            ]
        }
        func refine(initialSegments: Int = 8, _ value: @escaping (Double) -> Double) -> Bool {
            p.refine(
                from: 0.1, to: 0.9, initialSegments: initialSegments, cap: cap, work: &work, value: value,
                interpolate: { a, b, q in a + (b - a) * q }, error: { exact, approx in (exact - approx).magnitude / 1e-3 },
                curvature: { a, b, c in (a - 2 * b + c).magnitude / 1e-3 })
        }
        #expect(!refine(initialSegments: 1) { $0 })
        #expect(work.times.count == 4)  // 0, the start, the end, 1: no interior keyframe for a line
        let reserved = storage(work)
        #expect(work.times.capacity >= cap && work.samples.capacity >= cap && work.pending.capacity >= cap)
        // 1000 u² at a 0.001 tolerance: a chord of length h is off by f″ h²/8 = 250 h² at its
        // middle, so it needs h ≤ 0.002, 400 segments over 0.1 … 0.9: more than the cap allows.
        #expect(refine { 1000 * $0 * $0 })
        #expect(work.times.count == cap && work.samples.count == cap)
        #expect(storage(work) == reserved)
    }

    @Test func stillTracksCostTwoKeyframes() {
        let p = plan(screen([]), screen([]), TransitionContext(kind: .push, containerSize: container, effect: .none))
        let keys = p.keyframes()
        for i in 0..<p.count { #expect(keys.keyframeCount(ofTrack: i) == 2) }
    }

    @Test func linearMotionNeedsNoInteriorKeyframes() {
        let source = screen([view("a", Rect(x: 0, y: 0, width: 50, height: 50))])
        let destination = screen([view("a", Rect(x: 300, y: 600, width: 50, height: 50))])
        let p = plan(source, destination, TransitionContext(kind: .push, containerSize: container, effect: .none, matchedTiming: .linear))
        let keys = p.keyframes()
        let i = p.tracks.firstIndex { if case .matched = $0.role { true } else { false } }!
        #expect(keys.keyframes(ofTrack: i).map(\.time) == [0, 1])
    }
}
