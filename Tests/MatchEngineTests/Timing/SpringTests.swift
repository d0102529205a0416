import Foundation
import Testing

@testable import MatchEngine

@Suite struct SpringTests {
    /// The ODE m·x″ + c·x′ + k·(x − 1) = 0 integrated with classical Runge–Kutta: an independent
    /// method for the closed forms.
    static func integrate(_ s: Spring, initialVelocity: Double, until time: Double) -> (x: Double, v: Double) {
        var x = 0.0
        var v = initialVelocity
        let steps = max(1, Int((time / 1e-4).rounded()))
        let dt = time / Double(steps)
        func acceleration(_ x: Double, _ v: Double) -> Double { (-s.damping * v - s.stiffness * (x - 1)) / s.mass }
        for _ in 0..<steps {
            let k1x = v
            let k1v = acceleration(x, v)
            let k2x = v + dt / 2 * k1v
            let k2v = acceleration(x + dt / 2 * k1x, v + dt / 2 * k1v)
            let k3x = v + dt / 2 * k2v
            let k3v = acceleration(x + dt / 2 * k2x, v + dt / 2 * k2v)
            let k4x = v + dt * k3v
            let k4v = acceleration(x + dt * k3x, v + dt * k3v)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }

    struct Regime: Sendable, CustomTestStringConvertible {
        let name: String
        let spring: Spring
        let velocity: Double
        var testDescription: String { name }
    }

    static let regimes: [Regime] = [
        Regime(name: "underdamped ζ=0.3 from rest", spring: Spring(dampingRatio: 0.3, response: 0.4), velocity: 0),
        Regime(name: "underdamped ζ=0.3 thrown forward", spring: Spring(dampingRatio: 0.3, response: 0.4), velocity: 3),
        Regime(name: "critical from rest", spring: Spring(dampingRatio: 1, response: 0.5), velocity: 0),
        Regime(name: "critical thrown back", spring: Spring(dampingRatio: 1, response: 0.5), velocity: -2),
        Regime(name: "critical thrown forward hard", spring: Spring(dampingRatio: 1, response: 0.5), velocity: 25),
        Regime(name: "overdamped ζ=2.5", spring: Spring(dampingRatio: 2.5, response: 0.3), velocity: 0),
        Regime(name: "overdamped ζ=2.5 thrown", spring: Spring(dampingRatio: 2.5, response: 0.3), velocity: 8),
        Regime(name: "heavy mass", spring: Spring(mass: 3, stiffness: 200, damping: 20), velocity: 1),
        Regime(name: "undamped input, clamped to ζ = 0.01", spring: Spring(mass: 1, stiffness: 100, damping: 0), velocity: 0),
    ]

    @Test(arguments: regimes)
    func closedFormMatchesNumericalIntegration(_ r: Regime) {
        for time in [0.01, 0.05, 0.1, 0.2, 0.35, 0.6, 1.0] {
            let reference = Self.integrate(r.spring, initialVelocity: r.velocity, until: time)
            #expect(r.spring.value(at: time, initialVelocity: r.velocity).isApproximatelyEqual(to: reference.x, tolerance: 1e-9))
            #expect(r.spring.velocity(at: time, initialVelocity: r.velocity).isApproximatelyEqual(to: reference.v, tolerance: 1e-7))
        }
    }

    @Test func responseFormParametersByHand() {
        // response 0.5 s: ω₀ = 2π/0.5 = 4π, k = 16π² = 157.9136704…, c = 4π·1/0.5 = 8π = 25.1327412…
        let s = Spring(dampingRatio: 1, response: 0.5)
        #expect(s.mass == 1)
        #expect(s.stiffness.isApproximatelyEqual(to: 157.91367041742973, tolerance: 1e-9))
        #expect(s.damping.isApproximatelyEqual(to: 25.132741228718345, tolerance: 1e-9))
        #expect(s.dampingRatio.isApproximatelyEqual(to: 1, tolerance: 1e-12))
        #expect(s.response.isApproximatelyEqual(to: 0.5, tolerance: 1e-12))
        let bouncy = Spring(dampingRatio: 0.4, response: 0.8)
        #expect(bouncy.dampingRatio.isApproximatelyEqual(to: 0.4, tolerance: 1e-12))
        #expect(bouncy.response.isApproximatelyEqual(to: 0.8, tolerance: 1e-12))
        #expect(Spring(duration: 0.5, bounce: 0.3).dampingRatio.isApproximatelyEqual(to: 0.7, tolerance: 1e-12))
        #expect(Spring(duration: 0.5, bounce: -0.5).dampingRatio.isApproximatelyEqual(to: 2, tolerance: 1e-12))
    }

    @Test func criticalSettlingDurationByHand() {
        // From rest, critically damped: |y| = e^(−u)(1 + u) with u = ω₀t. Solve e^(−u)(1 + u) = 0.001
        // by bisection here (u ≈ 9.2335), then t = u/ω₀ with ω₀ = 4π for response 0.5 s.
        var lo = 1.0
        var hi = 30.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if Foundation.exp(-mid) * (1 + mid) > 0.001 { lo = mid } else { hi = mid }
        }
        let expected = lo / (4 * .pi)
        #expect(Spring.smooth.settlingDuration.isApproximatelyEqual(to: expected, tolerance: 1e-9))
        #expect(Spring.smooth.settlingDuration.isApproximatelyEqual(to: 0.7348, tolerance: 1e-4))
    }

    /// (The clamped ζ = 0.01 regime is left out: 20 responses after settling it is still ~3e-4
    /// from rest, so the 1e-6 checks at the end do not apply; `extremeSpringsSettle` covers it.)
    @Test(arguments: regimes.filter { $0.spring.dampingRatio >= 0.1 })
    func settlingDurationIsTheLastExitFromTheBand(_ r: Regime) {
        let settle = r.spring.settlingDuration(initialVelocity: r.velocity)
        #expect(settle.isFinite && settle > 0)
        // Just before it the step is still outside the band…
        let before = r.spring.value(at: settle - 1e-6, initialVelocity: r.velocity)
        #expect((before - 1).magnitude > 0.001)
        // …and from it on, densely sampled for 20 responses, never again.
        var t = settle
        let end = settle + 20 * r.spring.response
        while t < end {
            #expect((r.spring.value(at: t, initialVelocity: r.velocity) - 1).magnitude <= 0.001 + 1e-12)
            #expect(r.spring.velocity(at: t, initialVelocity: r.velocity).magnitude <= 0.01 * r.spring.naturalFrequency)
            t += r.spring.response / 97
        }
        #expect(r.spring.velocity(at: end, initialVelocity: r.velocity).magnitude < 1e-6)
        #expect((r.spring.value(at: end, initialVelocity: r.velocity) - 1).magnitude < 1e-6)
    }

    @Test func randomSpringsSettle() {
        var random = SeededGenerator(seed: 31)
        for _ in 0..<300 {
            let spring = Spring(dampingRatio: random.double(in: 0.1...3), response: random.double(in: 0.1...2))
            let v0 = random.double(in: -20...20)
            let settle = spring.settlingDuration(initialVelocity: v0)
            #expect((spring.value(at: settle - 1e-7, initialVelocity: v0) - 1).magnitude > 0.001 - 1e-9)
            for k in 0..<200 {
                let t = settle + Double(k) * spring.response / 50
                #expect((spring.value(at: t, initialVelocity: v0) - 1).magnitude <= 0.001 + 1e-12)
            }
        }
    }

    /// An undamped spring used to be accepted with an infinite settling duration; every
    /// accepted spring now settles, so damping 0 is raised to ζ = 0.01: c = 2ζ·√(k·m) = 2·0.01·10 = 0.2.
    @Test func undampedInputIsClampedToTheSmallestDampingRatioAndSettles() {
        let s = Spring(mass: 1, stiffness: 100, damping: 0)
        #expect(s.stiffness == 100 && s.damping.isApproximatelyEqual(to: 0.2, tolerance: 1e-12))
        #expect(s.settlingDuration.isFinite)
        #expect(throws: SpringError.dampingRatioOutOfRange(0)) { try Spring(validatingMass: 1, stiffness: 100, damping: 0) }
    }

    @Test func invalidParametersFallBackOrThrow() {
        #expect(Spring(mass: .nan, stiffness: 100, damping: 10) == .smooth)
        #expect(Spring(mass: 1, stiffness: -1, damping: 10) == .smooth)
        #expect(Spring(mass: 1, stiffness: 100, damping: -1) == .smooth)
        #expect(Spring(dampingRatio: 1, response: 0) == .smooth)
        #expect(Spring(dampingRatio: .infinity, response: 0.3) == .smooth)
        #expect(throws: SpringError.invalidMass(0)) { try Spring(validatingMass: 0, stiffness: 1, damping: 1) }
        #expect(throws: SpringError.invalidStiffness(.infinity)) {
            try Spring(validatingMass: 1, stiffness: .infinity, damping: 1)
        }
        #expect(throws: SpringError.invalidDamping(-2)) { try Spring(validatingMass: 1, stiffness: 1, damping: -2) }
    }

    @Test func nonFiniteTimesAndVelocitiesGiveDocumentedResults() {
        let s = Spring.snappy
        #expect(s.value(at: .nan) == 0)
        #expect(s.value(at: -1) == 0)
        #expect(s.value(at: .infinity) == 1)
        #expect(s.velocity(at: .nan) == 0)
        #expect(s.velocity(at: 0, initialVelocity: 2) == 2)
        #expect(s.value(at: 0.1, initialVelocity: .nan) == s.value(at: 0.1))
        #expect(s.velocity(at: 0.1, initialVelocity: .infinity) == s.velocity(at: 0.1))
    }

    @Test func decodingRejectsParametersThatAreNotASpring() throws {
        let json = Data(#"{"mass":1,"stiffness":-5,"damping":1}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Spring.self, from: json) }
        let good = try JSONEncoder().encode(Spring.bouncy)
        #expect(try JSONDecoder().decode(Spring.self, from: good) == .bouncy)
    }
}
