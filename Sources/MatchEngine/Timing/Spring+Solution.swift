extension Spring {
    /// The position at `time` seconds of a unit step from 0 toward 1 that starts with `initialVelocity`
    /// (whole distances per second). Overshooting springs go past 1.
    ///
    /// Time ≤ 0 or NaN gives 0; +∞ gives 1 (0 + the rest of an undamped spring's cycle is not defined,
    /// so an undamped spring also gives 1). A non-finite velocity counts as 0.
    public func value(at time: Double, initialVelocity: Double = 0) -> Double {
        guard time > 0 else { return 0 }
        guard time.isFinite else { return 1 }
        return 1 + solution(initialVelocity).displacement(at: time)
    }

    /// The velocity at `time` seconds, in whole distances per second; same conventions as ``value(at:initialVelocity:)``.
    /// Time ≤ 0 gives the initial velocity; +∞ and NaN give 0.
    public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        guard time.isFinite else { return 0 }
        guard time > 0 else { return v0 }
        return solution(v0).velocity(at: time)
    }

    /// The time, in seconds, after which a spring released from rest stays within 0.001 of its target
    /// (in position; its speed is below 0.001·ω₀ distances per second by then). Finite and positive
    /// for every spring (every spring is damped: its damping ratio is at least 0.01).
    public var settlingDuration: Double { settlingDuration(initialVelocity: 0) }

    /// The time, in seconds, after which the step stays within `threshold` (default 0.001; values
    /// that are not finite and positive count as 0.001, values below 1e-12 as 1e-12) of its target
    /// for good, starting with `initialVelocity` (clamped to ±`maximumInitialVelocity`). Always finite.
    ///
    /// Found from the closed form, not by sampling: the last extremum whose distance from the target
    /// exceeds the threshold is located exactly, and the crossing after it by bisection to 1e-12
    /// relative. Every loop is bounded: the accepted ranges cap the number of extrema before the
    /// band at ln(|y|max/ε)/(π·ζ) ≈ 1 600, and the bisection halves a finite bracket.
    package func settlingDuration(initialVelocity: Double, threshold: Double = 0.001) -> Double {
        let epsilon = threshold > 0 && threshold.isFinite ? max(threshold, 1e-12) : 0.001
        guard damping > 0 else { return .infinity }
        let motion = solution(initialVelocity)
        func outside(_ t: Double) -> Bool { motion.displacement(at: t).magnitude > epsilon }

        // The displacement is monotone between consecutive extrema; find the last extremum outside
        // the band (t = 0 is one: |y(0)| = 1), then the band is entered once after it.
        var last = 0.0
        var next = Double.infinity
        for extremum in motion.extrema(after: 0, outside: epsilon) {
            if outside(extremum) {
                last = extremum
            } else {
                next = extremum
                break
            }
        }
        var high = next
        if !high.isFinite {
            // No later extremum: the motion decays monotonically; grow a bracket (bounded: every
            // accepted spring decays at least as e^(−ω₀/(2ζ)·t), so ~60 doublings always suffice).
            high = last + 1 / naturalFrequency
            var doublings = 0
            while outside(high) && doublings < 2_000 {
                high = last + 2 * (high - last)
                doublings += 1
            }
        }
        var low = last
        var halvings = 0
        while high - low > 1e-12 * max(1, high) && halvings < 200 {
            halvings += 1
            let mid = (low + high) / 2
            if outside(mid) { low = mid } else { high = mid }
        }
        return high
    }

    func solution(_ initialVelocity: Double) -> SpringSolution {
        let v = initialVelocity.isFinite ? initialVelocity : 0
        return SpringSolution(spring: self, initialVelocity: min(max(v, -Spring.maximumInitialVelocity), Spring.maximumInitialVelocity))
    }
}

/// The closed-form displacement y(t) = x(t) − 1 of a spring, y(0) = −1, y′(0) = v₀.
struct SpringSolution {
    enum Regime {
        /// y = e^(−a·t)·(A·cos ω·t + B·sin ω·t)
        case underdamped(a: Double, omega: Double, A: Double, B: Double)
        /// y = e^(−ω₀·t)·(A + B·t)
        case critical(omega0: Double, A: Double, B: Double)
        /// y = C₁·e^(r₁·t) + C₂·e^(r₂·t)
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    let regime: Regime

    init(spring: Spring, initialVelocity v0: Double) {
        let omega0 = spring.naturalFrequency
        let zeta = spring.dampingRatio
        // Within 1e-9 of critical the closed forms for the other regimes divide by ~0.
        if (zeta - 1).magnitude < 1e-9 {
            regime = .critical(omega0: omega0, A: -1, B: v0 - omega0)
        } else if zeta < 1 {
            let a = zeta * omega0
            let omega = omega0 * ((1 - zeta) * (1 + zeta)).squareRoot()
            regime = .underdamped(a: a, omega: omega, A: -1, B: (v0 - a) / omega)
        } else {
            let root = ((zeta - 1) * (zeta + 1)).squareRoot()
            // ζ − √(ζ² − 1) = 1/(ζ + √(ζ² − 1)) without the cancellation of the difference.
            let r1 = -omega0 / (zeta + root)
            let r2 = -omega0 * (zeta + root)
            let c1 = (v0 + r2) / (r1 - r2)
            regime = .overdamped(r1: r1, r2: r2, c1: c1, c2: -1 - c1)
        }
    }

    func displacement(at t: Double) -> Double {
        switch regime {
        case .underdamped(let a, let omega, let A, let B):
            return exponential(-a * t) * (A * cosine(omega * t) + B * sine(omega * t))
        case .critical(let omega0, let A, let B):
            return exponential(-omega0 * t) * (A + B * t)
        case .overdamped(let r1, let r2, let c1, let c2):
            return c1 * exponential(r1 * t) + c2 * exponential(r2 * t)
        }
    }

    func velocity(at t: Double) -> Double {
        switch regime {
        case .underdamped(let a, let omega, let A, let B):
            let c = cosine(omega * t)
            let s = sine(omega * t)
            return exponential(-a * t) * ((B * omega - a * A) * c - (A * omega + a * B) * s)
        case .critical(let omega0, let A, let B):
            return exponential(-omega0 * t) * (B - omega0 * (A + B * t))
        case .overdamped(let r1, let r2, let c1, let c2):
            return c1 * r1 * exponential(r1 * t) + c2 * r2 * exponential(r2 * t)
        }
    }

    /// The times after `start` at which y′ = 0, in increasing order, up to and including the first
    /// whose |y| is within `epsilon` (later ones are smaller still).
    func extrema(after start: Double, outside epsilon: Double) -> [Double] {
        switch regime {
        case .underdamped(let a, let omega, let A, let B):
            // y′ ∝ P·cos ωt + Q·sin ωt = R·cos(ωt − φ), zero at ωt = φ + π/2 + nπ.
            let p = B * omega - a * A
            let q = -(A * omega + a * B)
            let phi = arcTangent(q, p)
            let period = pi / omega
            var t = (phi + pi / 2) / omega
            while t <= start { t += period }
            // |y| at successive extrema shrinks by e^(−a·π/ω); skip ahead to near the band.
            let first = displacement(at: t).magnitude
            let ratio = exponential(-a * period)
            if first > epsilon && ratio < 1 {
                let skip = ((logarithm(epsilon) - logarithm(first)) / logarithm(ratio)).rounded(.down) - 1
                if skip > 0 { t += skip * period }
            }
            var times: [Double] = []
            let first0 = t
            var n = 0.0
            // Bounded: the skip leaves a few extrema above the band; 100 000 is never reached for
            // an accepted spring (ζ ≥ 0.01 shrinks each extremum by at least e^(−0.0314)).
            while times.count < 100_000 {
                times.append(t)
                if displacement(at: t).magnitude <= epsilon { return times }
                n += 1
                t = first0 + n * period
            }
            return times
        case .critical(let omega0, let A, let B):
            guard B != 0 else { return [] }
            let t = 1 / omega0 - A / B
            return t > start ? [t] : []
        case .overdamped(let r1, let r2, let c1, let c2):
            let ratio = -(c2 * r2) / (c1 * r1)
            guard ratio > 0, ratio.isFinite else { return [] }
            let t = logarithm(ratio) / (r1 - r2)
            return t > start ? [t] : []
        }
    }
}
