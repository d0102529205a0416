import Testing

@testable import MatchEngine

@Suite struct TimingCurveTests {
    @Test(arguments: [
        TimingCurve.linear, .systemDefault, .bezier(.easeInOut), .spring(.smooth), .spring(.bouncy),
        .spring(.snappy, initialVelocity: 4),
    ])
    func endsAreExact(_ curve: TimingCurve) {
        #expect(curve.progress(atTime: 0, duration: 0.5) == 0)
        #expect(curve.progress(atTime: 0.5, duration: 0.5) == 1)
        #expect(curve.progress(atTime: 9, duration: 0.5) == 1)
        #expect(curve.progress(atTime: -1, duration: 0.5) == 0)
        #expect(curve.progress(atTime: .nan, duration: 0.5) == 0)
    }

    @Test func linearAndBezierScaleTimeByDuration() {
        #expect(TimingCurve.linear.progress(atTime: 0.1, duration: 0.4) == 0.25)
        // easeIn reaches y = 0.5 at x = 0.6575 (see CubicBezierTests); over 2 s that is t = 1.315 s.
        #expect(TimingCurve.bezier(.easeIn).progress(atTime: 1.315, duration: 2).isApproximatelyEqual(to: 0.5, tolerance: 1e-12))
    }

    @Test func springIsStretchedToSettleAtTheDuration() {
        let spring = Spring.smooth
        let natural = spring.settlingDuration
        #expect(TimingCurve.spring(spring).naturalDuration == natural)
        // Played over twice its natural duration, time t shows the spring at t/2.
        let curve = TimingCurve.spring(spring)
        // Less the residual spring.value(natural) − 1 (≤ 0.001), blended out linearly.
        let residual = spring.value(at: natural) - 1
        #expect(
            curve.progress(atTime: 0.3, duration: 2 * natural).isApproximatelyEqual(
                to: spring.value(at: 0.15) - 0.15 / natural * residual, tolerance: 1e-12))
        #expect(residual.magnitude <= 0.001 && residual != 0)
        #expect((curve.progress(atTime: 2 * natural - 1e-9, duration: 2 * natural) - 1).magnitude <= 1e-8)
    }

    @Test func badDurationsMeanAnInstantChange() {
        #expect(TimingCurve.linear.progress(atTime: 0.1, duration: 0) == 1)
        #expect(TimingCurve.linear.progress(atTime: 0.1, duration: -1) == 1)
        #expect(TimingCurve.linear.progress(atTime: 0.1, duration: .nan) == 1)
        #expect(TimingCurve.bezier(.easeIn).naturalDuration == nil)
    }
}
