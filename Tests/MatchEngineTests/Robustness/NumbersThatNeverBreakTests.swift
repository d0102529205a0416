import Foundation
import Testing

@_spi(Harness) @testable import MatchEngine

/// Finite input never gives a non-terminating computation, NaN or infinity, and
/// every transition completes with its progress in 0…1.
@Suite struct NumbersThatNeverBreakTests {
    struct ExtremeSpring: Sendable, CustomTestStringConvertible {
        let mass: Double, stiffness: Double, damping: Double
        /// ω₀ and ζ after clamping, worked out by hand from ω₀ = √(k/m), ζ = c/(2·√(k·m)).
        let omega: Double, zeta: Double
        let error: SpringError?
        var testDescription: String { "m \(mass) k \(stiffness) c \(damping)" }
    }

    static let extremes: [ExtremeSpring] = [
        // √1e30 = 1e15 > 1e4 → ω₀ = 1e4; ζ = 1e-3/(2·√1e30) = 5e-19 < 0.01 → 0.01 (the issue's spring).
        ExtremeSpring(mass: 1, stiffness: 1e30, damping: 1e-3, omega: 1e4, zeta: 0.01, error: .naturalFrequencyOutOfRange(1e15)),
        // √1e-30 = 1e-15 < 0.1 → 0.1; ζ = 1/(2·0.1·1) = 5 (kept).
        ExtremeSpring(mass: 1, stiffness: 1e-30, damping: 1, omega: 0.1, zeta: 5, error: .naturalFrequencyOutOfRange(1e-15)),
        // ω₀ = 10; ζ = 1e10/20 = 5e8 → 100.
        ExtremeSpring(mass: 1, stiffness: 100, damping: 1e10, omega: 10, zeta: 100, error: .dampingRatioOutOfRange(5e8)),
        // ω₀ = √(1e-300/1e-300) = 1; ζ = 1/(2·1e-300) → 100 (k·m underflows to 0 if multiplied first).
        ExtremeSpring(mass: 1e-300, stiffness: 1e-300, damping: 1, omega: 1, zeta: 100, error: .dampingRatioOutOfRange(5e299)),
        // ω₀ = 1; ζ = 1e300/(2·1e300) = 0.5: in range (k·m overflows if multiplied first).
        ExtremeSpring(mass: 1e300, stiffness: 1e300, damping: 1e300, omega: 1, zeta: 0.5, error: nil),
        // ω₀ = 1; ζ = 5e-301 → 0.01.
        ExtremeSpring(mass: 1, stiffness: 1, damping: 1e-300, omega: 1, zeta: 0.01, error: .dampingRatioOutOfRange(5e-301)),
    ]

    @Test(.timeLimit(.minutes(1)), arguments: extremes)
    func extremeSpringsAreClampedAndSettle(_ e: ExtremeSpring) {
        let s = Spring(mass: e.mass, stiffness: e.stiffness, damping: e.damping)
        #expect(s.naturalFrequency.isApproximatelyEqual(to: e.omega, tolerance: 1e-9 * e.omega))
        #expect(s.dampingRatio.isApproximatelyEqual(to: e.zeta, tolerance: 1e-9 * e.zeta))
        do {
            _ = try Spring(validatingMass: e.mass, stiffness: e.stiffness, damping: e.damping)
            #expect(e.error == nil)
        } catch {
            switch (error, e.error) {
            case (.naturalFrequencyOutOfRange(let a), .naturalFrequencyOutOfRange(let b)?),
                (.dampingRatioOutOfRange(let a), .dampingRatioOutOfRange(let b)?):
                #expect(a.isApproximatelyEqual(to: b, tolerance: 1e-9 * b))
            default: Issue.record("expected \(String(describing: e.error)), got \(error)")
            }
        }
        for v0 in [0.0, 40, -1e300, 1e300] {
            let settle = s.settlingDuration(initialVelocity: v0)
            #expect(settle.isFinite && settle > 0)
            let clampedV = min(max(v0, -Spring.maximumInitialVelocity), Spring.maximumInitialVelocity)
            #expect((s.value(at: settle * (1 - 1e-9) - 1e-12, initialVelocity: clampedV) - 1).magnitude > 0.001 - 1e-9)
            for k in 0...400 {
                let t = settle + Double(k) * s.response / 80
                #expect((s.value(at: t, initialVelocity: v0) - 1).magnitude <= 0.001 + 1e-9)
            }
        }
        if e.zeta < 1 {
            // From rest, y = −e^(−at)(cos ωt + (a/ω) sin ωt), so |y| ≤ √(1 + (a/ω)²)·e^(−at): the band is
            // entered for good by ln(√(1 + (a/ω)²)/0.001)/a, and no earlier than one half-period before.
            let a = e.zeta * e.omega
            let w = e.omega * (1 - e.zeta * e.zeta).squareRoot()
            let bound = Foundation.log((1 + (a / w) * (a / w)).squareRoot()) / a + Foundation.log(1000.0) / a
            #expect(s.settlingDuration <= bound + 1e-9 * bound)
            #expect(s.settlingDuration >= bound - Double.pi / w - 1e-9 * bound)
        }
    }

    @Test(.timeLimit(.minutes(1))) func extremeSpringsPlanAndBakeFinitely() {
        for e in Self.extremes {
            let spring = Spring(mass: e.mass, stiffness: e.stiffness, damping: e.damping)
            let a = view("a", Rect(x: 0, y: 0, width: 100, height: 100))
            let b = view("a", Rect(x: 250, y: 600, width: 140, height: 180))
            b.transitionModifiers = [.spring(spring)]
            for kind in [TransitionContext.Kind.push, .pop] {
                let p = plan(screen([a]), screen([b]), TransitionContext(kind: kind, containerSize: container))
                #expect(p.totalDuration.isFinite && p.totalDuration <= Track.maximumDelay + Track.maximumDuration)
                for k in 0...200 { #expect(p.states(at: Double(k) / 200).allSatisfy { $0.isFinite }) }
                let keys = p.keyframes()
                for i in 0..<p.count { #expect(keys.keyframes(ofTrack: i).allSatisfy { $0.state.isFinite }) }
            }
        }
    }

    /// Coordinates near the largest doubles: a − (b − a)·f would overflow; evaluation must not.
    @Test func evaluationNeverOverflowsToInfinity() {
        let from = ViewState(position: Point(x: 1.7e308, y: -1.7e308), size: Size(width: 1e308, height: 1), alpha: 1)
        let to = ViewState(position: Point(x: -1.7e308, y: 1.7e308), size: Size(width: 1e308, height: 1), alpha: 0)
        var perspective = Transform3D.identity
        perspective.m34 = -1e300
        var far = Transform3D.translation(x: 1.7e308, y: 0, z: 0)
        far.m14 = 1e300
        var a = from
        var b = to
        a.transform = perspective
        b.transform = far
        let p = TransitionPlan(tracks: [
            Track(role: .appearing, view: nil, from: from, to: to, duration: 1, timing: .linear),
            Track(role: .appearing, view: nil, from: a, to: b, duration: 1, timing: .spring(.bouncy)),
            Track(role: .appearing, view: nil, from: a, to: b, duration: 1, timing: .linear, path: .arc(intensity: 1)),
        ])
        for k in 0...100 {
            for s in p.states(at: Double(k) / 100) { #expect(s.isFinite) }
        }
        let keys = p.keyframes()
        for i in 0..<p.count { #expect(keys.keyframes(ofTrack: i).allSatisfy { $0.state.isFinite }) }
    }

    // MARK: Duration 0

    func cardPlan(_ kind: TransitionContext.Kind, duration: Double, modifiers: [Modifier] = []) -> TransitionPlan {
        let a = view("card", Rect(x: 0, y: 0, width: 100, height: 100))
        let b = view("card", Rect(x: 200, y: 400, width: 200, height: 300))
        let u = view(nil, Rect(x: 10, y: 600, width: 50, height: 50))
        u.transitionModifiers = modifiers
        return plan(screen([a]), screen([b, u]), TransitionContext(kind: kind, containerSize: container, duration: duration))
    }

    /// The largest distance, over `samples` + 1 evenly spaced progresses, between the keyframes'
    /// straight-line state and the exact state: centre and the four transformed corners.
    static func densestError(_ p: TransitionPlan, _ keys: KeyframeSet, samples: Int = 2_000) -> Double {
        var worst = 0.0
        for k in 0...samples {
            let q = Double(k) / Double(samples)
            for i in 0..<p.count {
                let exact = p.state(ofTrack: i, atProgress: q)
                let baked = keys.state(ofTrack: i, atProgress: q)
                let e = exact.corners
                let b = baked.corners
                worst = max(
                    worst, exact.position.distance(to: baked.position), e.0.distance(to: b.0), e.1.distance(to: b.1),
                    e.2.distance(to: b.2), e.3.distance(to: b.3))
            }
        }
        return worst
    }

    @Test(arguments: [TransitionContext.Kind.push, .pop, .present, .dismiss])
    func durationZeroIsAnInstantJumpWithExactEnds(_ kind: TransitionContext.Kind) {
        let p = cardPlan(kind, duration: 0)
        #expect(p.totalDuration == 0)
        #expect(p.states(at: 0) == p.tracks.map(\.from))
        #expect(p.states(at: 1) == p.tracks.map(\.to))
        let keys = p.keyframes()
        #expect(Self.densestError(p, keys) <= 0.5)
        // Driven by time, a plan of no length completes as soon as it starts.
        let t = Timeline(duration: p.totalDuration)
        var ended: [DriverPosition] = []
        t.addCompletion { ended.append($0) }
        try? t.start()
        #expect(ended == [.end] && t.fractionComplete == 1)
    }

    @Test func aZeroDurationModifierBecomesAShortRampTheKeyframesReproduce() {
        let p = cardPlan(.push, duration: 0.5, modifiers: [.fade, .duration(0), .delay(0.1)])
        let u = p.tracks.firstIndex { $0.role == .appearing }!
        #expect(p.tracks[u].duration == Track.minimumDuration)
        #expect(p.states(at: 0) == p.tracks.map(\.from) && p.states(at: 1) == p.tracks.map(\.to))
        let keys = p.keyframes()
        #expect(Self.densestError(p, keys) <= 0.5)
        var worstAlpha = 0.0
        for k in 0...20_000 {
            let q = Double(k) / 20_000
            worstAlpha = max(worstAlpha, (keys.state(ofTrack: u, atProgress: q).alpha - p.state(ofTrack: u, atProgress: q).alpha).magnitude)
        }
        #expect(worstAlpha <= 1.0 / 255 + 1e-12)
    }

    @Test func hugeDelaysAndDurationsAreCapped() {
        let p = cardPlan(.push, duration: 1e300, modifiers: [.fade, .delay(1e300), .duration(1e300)])
        for t in p.tracks {
            #expect(t.delay <= Track.maximumDelay && t.duration <= Track.maximumDuration && t.duration >= Track.minimumDuration)
        }
        #expect(p.totalDuration <= Track.maximumDelay + Track.maximumDuration)
    }

    // MARK: Timeline

    @Test(.timeLimit(.minutes(1))) func aHugeClockStepCompletes() throws {
        let t = Timeline(duration: 0.5)
        var ended: [DriverPosition] = []
        t.addCompletion { ended.append($0) }
        try t.start()
        t.advance(by: 1e300)
        #expect(ended == [.end] && t.fractionComplete == 1)
    }

    @Test(.timeLimit(.minutes(1))) func aClockThatRanFarStillMovesSmallSteps() throws {
        let t = Timeline(duration: 0.5)
        var ended: [DriverPosition] = []
        t.addCompletion { ended.append($0) }
        for _ in 0..<10 { t.advance(by: 1e300) }  // idle: nothing to run, but the clock moves
        try t.start()
        var steps = 0
        while ended.isEmpty && steps < 1_000 {
            t.advance(by: 1.0 / 60)
            steps += 1
        }
        #expect(ended == [.end] && (30...31).contains(steps))
    }

    @Test(.timeLimit(.minutes(1))) func hugeDurationFactorsAreCappedAndComplete() throws {
        let t = Timeline(duration: 1e300)
        #expect(t.duration == Timeline.maximumDuration)
        var ended: [DriverPosition] = []
        t.addCompletion { ended.append($0) }
        try t.start()
        t.advance(by: 1)
        try t.pause()
        try t.continue(timing: .linear, durationFactor: 1e300)
        for _ in 0..<2 { t.advance(by: Timeline.maximumStep) }
        #expect(ended == [.end])
    }

    /// A hard flick hands a bouncy completion spring a large velocity: its overshoot must not take
    /// `fractionComplete` past 1 (it reached 1.23 before).
    @Test(arguments: [
        (Spring.bouncy, 20.0, false), (.snappy, 40, false), (.bouncy, 25, true), (Spring(dampingRatio: 0.2, response: 0.3), 60, false),
    ])
    func fractionCompleteNeverLeavesZeroToOne(_ row: (Spring, Double, Bool)) throws {
        let (spring, velocity, reversed) = row
        let t = Timeline(duration: 0.5)
        var seen: [Double] = []
        t.observe { seen.append($0) }
        try t.start()
        t.advance(by: 0.2)
        try t.pause()
        t.isReversed = reversed
        try t.continue(timing: .spring(spring, initialVelocity: velocity), durationFactor: 0)
        for _ in 0..<600 {
            t.advance(by: 1.0 / 120)
            #expect(t.fractionComplete >= 0 && t.fractionComplete <= 1)
        }
        #expect(seen.allSatisfy { $0 >= 0 && $0 <= 1 })
        #expect(t.fractionComplete == (reversed ? 0 : 1))
    }
}
