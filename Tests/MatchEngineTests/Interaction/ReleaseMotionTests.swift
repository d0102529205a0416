import MatchEngine
import Testing

/// Release motions against the closed form of a critically damped spring, worked by hand:
/// ω = 2π / 0.5 s = 12.566 rad/s; from rest, x(t) = 1 − (1 + ωt)·e^(−ωt); at t = 0.1 s,
/// ωt = 1.256637, e^(−1.256637) = e^(−1.25) · e^(−0.006637) = 0.2865048 × 0.9933849 = 0.2846095,
/// so x = 1 − 2.256637 × 0.2846095 = 1 − 0.6422604 = 0.3577396.
@Suite struct ReleaseMotionTests {
    @Test func finishingFromRestFollowsTheSpringAndEndsExactly() {
        let m = ReleaseMotion(from: 0.3, finishes: true, initialVelocity: 0)
        #expect(m.progress(at: 0) == 0.3)
        #expect(m.progress(at: 0.1).isApproximatelyEqual(to: 0.3 + 0.7 * 0.3577396, tolerance: 1e-6))
        #expect(m.progress(at: m.duration) == 1)
        #expect(m.position == .end)
        // Monotone and inside 0…1 throughout.
        var last = 0.3
        for i in 1...400 {
            let p = m.progress(at: Double(i) / 400 * m.duration)
            #expect(p >= last - 1e-12 && p <= 1)
            last = p
        }
    }

    @Test func theInitialVelocityIsHandedOverInRemainingDistances() {
        // 2 remaining distances per second over 0.7 of progress: 1.4 progress per second.
        let m = ReleaseMotion(from: 0.3, finishes: true, initialVelocity: 2)
        #expect(m.velocity(at: 0).isApproximatelyEqual(to: 1.4, tolerance: 1e-12))
        let c = ReleaseMotion(from: 0.6, finishes: false, initialVelocity: 3)
        #expect(c.velocity(at: 0).isApproximatelyEqual(to: -1.8, tolerance: 1e-12))
        #expect(c.position == .start)
    }

    @Test(arguments: [
        (Double.nan, 0.0, 0.0), (-3, 5.0, 0.0), (7, 5.0, 1.0), (0.5, .infinity, 0.5), (0.5, 1e12, 0.5),
    ])
    func badInputIsCleanedAndAlwaysEnds(start: Double, velocity: Double, expectedStart: Double) {
        let m = ReleaseMotion(from: start, finishes: true, initialVelocity: velocity)
        #expect(m.start == expectedStart)
        #expect(m.initialVelocity.isFinite && abs(m.initialVelocity) <= ReleaseMotion.maximumVelocity)
        #expect(m.duration >= 0 && m.duration <= ReleaseMotion.maximumDuration)
        for t in [0.0, 0.01, 0.1, 1, 100, .infinity, .nan] {
            let p = m.progress(at: t)
            #expect(p.isFinite && p >= 0 && p <= 1, "t = \(t)")
        }
        #expect(m.isSettled(at: m.duration))
    }

    @Test func nothingLeftToTravelTakesNoTime() {
        let m = ReleaseMotion(from: 1, finishes: true, initialVelocity: 4)
        #expect(m.duration == 0)
        #expect(m.progress(at: 0.5) == 1)
    }

    @Test func anOffsetSettlesWithItsVelocityAndTheClosedForm() {
        // x(t) = (x0 + (v0 + ω x0) t) e^(−ωt): from rest at 0.1 s the factor is 2.256637 × 0.2846095 = 0.6422604.
        let r = OffsetRelease(from: Vector(dx: 10, dy: -20), velocity: .zero)
        #expect(r.offset(at: 0) == Vector(dx: 10, dy: -20))
        #expect(r.offset(at: 0.1).isApproximatelyEqual(to: Vector(dx: 6.422604, dy: -12.845208), tolerance: 1e-5))
        // From zero with 100 pt/s: x(0.1) = 100 × 0.1 × 0.2846095 = 2.846095; x′(0) = 100.
        let v = OffsetRelease(from: .zero, velocity: Vector(dx: 100, dy: 0))
        #expect(v.offset(at: 0.1).dx.isApproximatelyEqual(to: 2.846095, tolerance: 1e-6))
        #expect(v.velocity(at: 0) == Vector(dx: 100, dy: 0))
        // The derivative matches a central difference.
        let h = 1e-6
        let t = 0.07
        let numeric = (v.offset(at: t + h).dx - v.offset(at: t - h).dx) / (2 * h)
        #expect(v.velocity(at: t).dx.isApproximatelyEqual(to: numeric, tolerance: 1e-4))
        #expect(v.offset(at: 5).length < 1e-20)
        // Non-finite input counts as zero; huge velocities are capped.
        let bad = OffsetRelease(from: Vector(dx: .nan, dy: 1), velocity: Vector(dx: .infinity, dy: -1e9))
        #expect(bad.start == Vector(dx: 0, dy: 1) && bad.velocity == Vector(dx: 0, dy: -20_000))
    }
}
