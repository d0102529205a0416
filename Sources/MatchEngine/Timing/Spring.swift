/// A damped harmonic oscillator driving a unit step from 0 to 1, solved in closed form.
///
/// The same model as `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` and
/// `CASpringAnimation`: m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0. Time is in seconds. The initial
/// velocity is in units of the whole distance per second, as UIKit's: a view 200 pt from its target
/// moving at 100 pt/s has an initial velocity of 0.5.
public struct Spring: Sendable, Hashable {
    /// The mass, in arbitrary units; > 0. Default 1.
    public let mass: Double
    /// The stiffness k (force per unit of displacement); > 0.
    public let stiffness: Double
    /// The damping coefficient c; > 0, with the damping ratio in 0.01…100.
    public let damping: Double

    /// The natural frequencies ω₀ = √(k/m) a spring may have, in radians per second: 0.1…10 000
    /// (a response of 62.8 s down to 0.63 ms).
    ///
    /// Together with `acceptedDampingRatios` this bounds every accepted spring's settling duration
    /// (at most ln(1000)/(ζ·ω₀) ≈ 6 900 s underdamped, ≈ 2ζ·ln(1000)/ω₀ ≈ 13 800 s overdamped; far
    /// less for any spring a screen uses) and keeps the closed forms free of overflow and
    /// cancellation, so ``settlingDuration`` is always finite and found in a bounded number of steps.
    package static let acceptedNaturalFrequencies: ClosedRange<Double> = 0.1...10_000

    /// The damping ratios ζ a spring may have: 0.01…100. An undamped spring (ζ = 0) never settles,
    /// so it is not accepted: the lenient initialisers raise its damping to ζ = 0.01.
    package static let acceptedDampingRatios: ClosedRange<Double> = 0.01...100

    /// The largest initial velocity a spring is released with, in whole distances per second
    /// (±10 000); larger magnitudes are clamped to it, NaN and infinities count as 0.
    package static let maximumInitialVelocity = 10_000.0

    /// Creates a spring from its physical parameters.
    ///
    /// Parameters that do not describe a spring — any NaN or infinity, a mass or stiffness ≤ 0, a
    /// negative damping — give `.smooth` instead, so an animation still runs. Parameters that do
    /// but lie outside the accepted range are clamped into it, mass kept: the stiffness is moved
    /// until the natural frequency ω₀ = √(k/m) is in 0.1…10 000 rad/s (a response of 62.8 s down
    /// to 0.63 ms), then the damping until the damping ratio ζ is in 0.01…100 (so damping 0
    /// becomes ζ = 0.01: an undamped spring never settles). Within those ranges every spring's
    /// ``settlingDuration`` is finite.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        if Spring.problem(mass: mass, stiffness: stiffness, damping: damping) != nil {
            self = .smooth
        } else {
            let rootMass = mass.squareRoot()
            let omega = min(
                max(stiffness.squareRoot() / rootMass, Spring.acceptedNaturalFrequencies.lowerBound),
                Spring.acceptedNaturalFrequencies.upperBound)
            let k = omega * omega * mass
            // ζ = c / (2·√k·√m), so c = 2ζ·√k·√m = 2ζ·ω₀·m.
            let zeta = min(
                max(damping / (2 * omega * mass), Spring.acceptedDampingRatios.lowerBound),
                Spring.acceptedDampingRatios.upperBound)
            let keepStiffness = omega == stiffness.squareRoot() / rootMass
            let keepDamping = keepStiffness && zeta == damping / (2 * omega * mass)
            self.init(unchecked: mass, keepStiffness ? stiffness : k, keepDamping ? damping : 2 * zeta * omega * mass)
            // A clamped spring that still fails (extreme masses) falls back like an invalid one.
            if Spring.problem(mass: self.mass, stiffness: self.stiffness, damping: self.damping) != nil
                || Spring.rangeProblem(self) != nil
            {
                self = .smooth
            }
        }
    }

    /// Creates a spring from its physical parameters, or throws when they do not describe one or
    /// lie outside the accepted range (`acceptedNaturalFrequencies`, `acceptedDampingRatios`).
    package init(validatingMass mass: Double, stiffness: Double, damping: Double) throws(SpringError) {
        if let error = Spring.problem(mass: mass, stiffness: stiffness, damping: damping) { throw error }
        let candidate = Spring(unchecked: mass, stiffness, damping)
        if let error = Spring.rangeProblem(candidate) { throw error }
        self = candidate
    }

    /// Creates a spring (mass 1) from a damping ratio and a response, as
    /// `UISpringTimingParameters(dampingRatio:)` and SwiftUI's `spring(response:dampingFraction:)`.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ; 1 is critically damped (fastest without overshoot), below 1 bounces,
    ///     above 1 creeps. ≥ 0.
    ///   - response: the period of the undamped oscillation, in seconds; > 0.
    ///   stiffness = (2π/response)², damping = 4π·ζ/response. Invalid values give `.smooth`; values
    ///   outside the accepted range are clamped as ``init(mass:stiffness:damping:)`` describes.
    public init(dampingRatio: Double, response: Double) {
        let omega = 2 * pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 4 * pi * dampingRatio / response)
    }

    /// Creates a spring the way SwiftUI's `Spring(duration:bounce:)` does: the response is `duration`
    /// (seconds, > 0) and `bounce` in −1…1 sets the damping ratio (1 − bounce for bounce ≥ 0,
    /// 1/(1 + bounce) below 0). Invalid values give `.smooth`.
    public init(duration: Double, bounce: Double) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(dampingRatio: ratio, response: duration)
    }

    private init(unchecked mass: Double, _ stiffness: Double, _ damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Critically damped, response 0.5 s: no overshoot, settles within 0.001 in about 0.73 s.
    public static let smooth = Spring(unchecked: 1, (2 * pi / 0.5) * (2 * pi / 0.5), 4 * pi / 0.5)
    /// Damping ratio 0.85, response 0.5 s: a small overshoot (SwiftUI's `.snappy`).
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// Damping ratio 0.7, response 0.5 s: a visible bounce (SwiftUI's `.bouncy`).
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// ζ = c / (2·√(k·m)): 1 is critically damped.
    public var dampingRatio: Double { damping / (2 * stiffness.squareRoot() * mass.squareRoot()) }

    /// The period of the undamped oscillation, 2π·√(m/k), in seconds.
    public var response: Double { 2 * pi * mass.squareRoot() / stiffness.squareRoot() }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    package var naturalFrequency: Double { stiffness.squareRoot() / mass.squareRoot() }

    private static func problem(mass: Double, stiffness: Double, damping: Double) -> SpringError? {
        if !(mass > 0 && mass.isFinite) { return .invalidMass(mass) }
        if !(stiffness > 0 && stiffness.isFinite) { return .invalidStiffness(stiffness) }
        if !(damping >= 0 && damping.isFinite) { return .invalidDamping(damping) }
        return nil
    }

    private static func rangeProblem(_ s: Spring) -> SpringError? {
        // A relative slack of 1e-9 lets clamped values that round just past a bound through.
        func inside(_ v: Double, _ r: ClosedRange<Double>) -> Bool {
            v >= r.lowerBound * (1 - 1e-9) && v <= r.upperBound * (1 + 1e-9)
        }
        let omega = s.naturalFrequency
        let zeta = s.dampingRatio
        if !inside(omega, acceptedNaturalFrequencies) { return .naturalFrequencyOutOfRange(omega) }
        if !inside(zeta, acceptedDampingRatios) { return .dampingRatioOutOfRange(zeta) }
        return nil
    }
}

/// Why spring parameters do not describe a spring.
package enum SpringError: Error, Sendable, Hashable {
    /// The mass is not finite and positive.
    case invalidMass(Double)
    /// The stiffness is not finite and positive.
    case invalidStiffness(Double)
    /// The damping is not finite and non-negative.
    case invalidDamping(Double)
    /// The natural frequency √(k/m), in radians per second, is outside `Spring.acceptedNaturalFrequencies`.
    case naturalFrequencyOutOfRange(Double)
    /// The damping ratio is outside `Spring.acceptedDampingRatios` (0 — undamped — among them).
    case dampingRatioOutOfRange(Double)
}

extension Spring: Codable {
    private enum CodingKeys: String, CodingKey { case mass, stiffness, damping }

    /// Decodes mass, stiffness and damping; values that do not describe a spring fail to decode.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let mass = try c.decode(Double.self, forKey: .mass)
        let stiffness = try c.decode(Double.self, forKey: .stiffness)
        let damping = try c.decode(Double.self, forKey: .damping)
        do {
            try self.init(validatingMass: mass, stiffness: stiffness, damping: damping)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: c.codingPath, debugDescription: "not a spring: \(error)"))
        }
    }

    /// Encodes mass, stiffness and damping.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(mass, forKey: .mass)
        try c.encode(stiffness, forKey: .stiffness)
        try c.encode(damping, forKey: .damping)
    }
}
