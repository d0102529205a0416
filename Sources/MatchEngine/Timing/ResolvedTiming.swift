/// A ``TimingCurve`` with what does not depend on time worked out once (a spring's settling
/// duration and closed-form coefficients), for evaluation every frame without allocation.
struct ResolvedTiming: Sendable {
    enum Form: Sendable {
        case linear
        case bezier(CubicBezier)
        case spring(SpringSolution, settle: Double, residual: Double, spring: Spring, velocity: Double)
    }

    let form: Form

    init(_ curve: TimingCurve) {
        switch curve {
        case .linear: form = .linear
        case .bezier(let b): form = .bezier(b)
        case .spring(let s, let v):
            let velocity = v.isFinite ? v : 0
            let solution = s.solution(velocity)
            let settle = s.settlingDuration(initialVelocity: velocity)
            form = .spring(
                solution, settle: settle, residual: settle.isFinite ? solution.displacement(at: settle) : 0,
                spring: s, velocity: velocity)
        }
    }

    /// Exactly ``TimingCurve/progress(atTime:duration:)``.
    func progress(atTime time: Double, duration: Double) -> Double {
        guard time > 0 else { return 0 }
        guard duration > 0, duration.isFinite, time < duration else { return 1 }
        let fraction = time / duration
        switch form {
        case .linear:
            return fraction
        case .bezier(let curve):
            return curve.value(at: fraction)
        case .spring(let solution, let settle, let residual, let spring, let velocity):
            guard settle.isFinite else { return spring.value(at: time, initialVelocity: velocity) }
            // The spring is still up to 0.001 from its target at `settle`; blending that residual out
            // linearly over the duration ends the curve exactly at 1 without a step.
            return 1 + solution.displacement(at: fraction * settle) - fraction * residual
        }
    }
}
