/// How an animation's progress follows time: linear, a cubic Bézier, or a spring.
public enum TimingCurve: Sendable, Hashable, Codable {
    /// Progress equals the fraction of time elapsed.
    case linear
    /// A cubic Bézier from (0, 0) to (1, 1).
    case bezier(CubicBezier)
    /// A spring released toward 1 with an initial velocity in whole distances per second.
    case spring(Spring, initialVelocity: Double)

    /// A spring released from rest.
    public static func spring(_ spring: Spring) -> TimingCurve { .spring(spring, initialVelocity: 0) }

    /// Core Animation's default curve, (0.25, 0.1) (0.25, 1).
    public static let systemDefault = TimingCurve.bezier(.systemDefault)

    /// The duration the curve itself asks for, in seconds: a spring's settling duration
    /// (see `Spring.settlingDuration(initialVelocity:)`); `nil` for curves that take any duration.
    package var naturalDuration: Double? {
        switch self {
        case .linear, .bezier: nil
        case .spring(let spring, let velocity): spring.settlingDuration(initialVelocity: velocity)
        }
    }

    /// The progress, nominally 0…1 (a spring may overshoot), `time` seconds into an animation of
    /// `duration` seconds.
    ///
    /// Time ≤ 0 gives exactly 0, time ≥ duration exactly 1; NaN time gives 0. A duration that is
    /// not finite and positive counts as 0 (the change happens at once). A spring's clock is
    /// stretched so that it settles exactly at `duration` (pass its ``Spring/settlingDuration`` to run
    /// it at its own speed, released from rest), and the residual of at most 0.001 it still has there is blended out linearly
    /// over the duration, so the curve reaches exactly 1 at the end without a step.
    public func progress(atTime time: Double, duration: Double) -> Double {
        ResolvedTiming(self).progress(atTime: time, duration: duration)
    }
}
