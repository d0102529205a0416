/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, as in
/// `CAMediaTimingFunction(controlPoints:)` and CSS's `cubic-bezier()`.
///
/// x is the fraction of time elapsed, y the fraction of the change made.
public struct CubicBezier: Sendable, Hashable {
    /// The first control point's x, in 0…1.
    public let x1: Double
    /// The first control point's y; any finite value (values outside 0…1 overshoot).
    public let y1: Double
    /// The second control point's x, in 0…1.
    public let x2: Double
    /// The second control point's y; any finite value.
    public let y2: Double

    /// Creates a curve from its control points (x1, y1) and (x2, y2).
    ///
    /// `x1` and `x2` are clamped into 0…1, which keeps x monotone in time so every x has exactly
    /// one y. If any argument is NaN or infinite the curve is `.linear`.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else {
            self.init(uncheckedX1: 0, y1: 0, x2: 1, y2: 1)
            return
        }
        self.init(uncheckedX1: min(max(x1, 0), 1), y1: y1, x2: min(max(x2, 0), 1), y2: y2)
    }

    private init(uncheckedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Constant speed: y = x.
    public static let linear = CubicBezier(0, 0, 1, 1)
    /// Core Animation's ``easeIn``: (0.42, 0) (1, 1).
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// Core Animation's ``easeOut``: (0, 0) (0.58, 1).
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// Core Animation's `easeInEaseOut`: (0.42, 0) (0.58, 1).
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    /// Core Animation's `default` timing function: (0.25, 0.1) (0.25, 1).
    public static let systemDefault = CubicBezier(0.25, 0.1, 0.25, 1)
    /// Material Design's standard easing: (0.4, 0) (0.2, 1).
    public static let materialStandard = CubicBezier(0.4, 0, 0.2, 1)
    /// Material Design's decelerate easing, for entering elements: (0, 0) (0.2, 1).
    package static let materialDecelerate = CubicBezier(0, 0, 0.2, 1)
    /// Material Design's accelerate easing, for leaving elements: (0.4, 0) (1, 1).
    package static let materialAccelerate = CubicBezier(0.4, 0, 1, 1)

    /// The curve's y for a given x, with an error of at most 1e-6 (in practice ~1e-15).
    ///
    /// The one exception is a curve that turns vertical inside (x1 > x2 with dx/dt touching 0, such
    /// as (1, 0, 0, 1) at x = 0.5): there one ulp of x moves y by ~1e-5, and the result is y at a
    /// point whose x is within 1e-15 of the input (a backward error, the best any solver can do).
    ///
    /// x ≤ 0 gives exactly 0 and x ≥ 1 exactly 1 (the curve is not extrapolated); NaN gives 0.
    /// The parameter t with x(t) = x is found by Newton's method and, where that does not
    /// converge (flat spots where dx/dt ≈ 0), by bisection to 1e-15 in t.
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if x1 == y1 && x2 == y2 { return x }
        return sampleY(solveT(x))
    }

    /// dy/dx at x: the curve's speed relative to linear (1 for `.linear`), used to hand an
    /// animation's velocity on to the next one without a jump.
    ///
    /// x is clamped into 0…1 (NaN counts as 0). Where dx/dt vanishes at an end (x1 = 0 or x2 = 1)
    /// the slope is taken just inside the curve, approximating the limit; where the curve is
    /// vertical the result is infinite.
    package func slope(at x: Double) -> Double {
        let clamped = x > 0 ? min(x, 1) : 0
        var t = clamped == 0 ? 0 : clamped == 1 ? 1 : solveT(clamped)
        if sampleDerivativeX(t).magnitude < 1e-9 { t = min(max(t, 1e-6), 1 - 1e-6) }
        return sampleDerivativeY(t) / sampleDerivativeX(t)
    }

    private func solveT(_ x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let dx = sampleDerivativeX(t)
            guard dx.magnitude > 1e-12 else { break }
            let step = (sampleX(t) - x) / dx
            t -= step
            guard t >= 0 && t <= 1 else { break }
            if step.magnitude < 1e-14 { return t }
        }
        var lo = 0.0
        var hi = 1.0
        while hi - lo > 1e-15 {
            let mid = (lo + hi) / 2
            if sampleX(mid) < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    // Power-basis coefficients: B(t) = ((a·t + b)·t + c)·t.
    private func sampleX(_ t: Double) -> Double {
        let c = 3 * x1
        let b = 3 * (x2 - x1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    private func sampleY(_ t: Double) -> Double {
        let c = 3 * y1
        let b = 3 * (y2 - y1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    private func sampleDerivativeX(_ t: Double) -> Double {
        let c = 3 * x1
        let b = 3 * (x2 - x1) - c
        let a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }

    private func sampleDerivativeY(_ t: Double) -> Double {
        let c = 3 * y1
        let b = 3 * (y2 - y1) - c
        let a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }
}

extension CubicBezier: Codable {
    private enum CodingKeys: String, CodingKey { case x1, y1, x2, y2 }

    /// Decodes the four control values and applies the same clamping as `init(_:_:_:_:)`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try c.decode(Double.self, forKey: .x1), try c.decode(Double.self, forKey: .y1),
            try c.decode(Double.self, forKey: .x2), try c.decode(Double.self, forKey: .y2))
    }

    /// Encodes the four control values.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(x1, forKey: .x1)
        try c.encode(y1, forKey: .y1)
        try c.encode(x2, forKey: .x2)
        try c.encode(y2, forKey: .y2)
    }
}
