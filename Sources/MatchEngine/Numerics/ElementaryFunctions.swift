// The elementary functions the engine needs, in pure Swift.
//
// MatchEngine links nothing but the standard library (no Foundation, no libc module), so that it
// builds unchanged for Linux, Apple platforms, Windows and WebAssembly. The standard library has
// `squareRoot()` but no `sin`, `exp` or `log`; these fill the gap. Each reduces its argument exactly
// (Cody–Waite splitting of the constants) and evaluates a short series on the reduced range; the
// tests compare them with the platform's libm to within a few ulp over seeded random inputs.
// Arguments of trigonometric functions beyond ±1e6 radians lose accuracy; the engine never has them.

/// π to double precision.
let pi = 3.141592653589793

private let ln2High = 6.93147180369123816490e-01  // the top 32 bits of ln 2: k × ln2High is exact
private let ln2Low = 1.90821492927058770002e-10
private let halfPiHigh = 1.57079632673412561417e+00  // the top 33 bits of π/2
private let halfPiMiddle = 6.07710050650619224932e-11
private let halfPiLow = 2.02226624879595063154e-21

/// e^x. Overflows to +∞ above about 709.78 and underflows to 0 below about −745.13; NaN gives NaN.
func exponential(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.782712893384 { return .infinity }
    if x < -745.1332191019412 { return 0 }
    let k = (x / 0.6931471805599453).rounded()
    let r = (x - k * ln2High) - k * ln2Low  // |r| ≤ ln2/2 ≈ 0.347
    // Taylor series of e^r to r^14: the remainder is below 1e-17 on the reduced range.
    var term = 1.0
    var sum = 1.0
    for n in 1...14 {
        term *= r / Double(n)
        sum += term
    }
    return scaleByPowerOfTwo(sum, Int(k))
}

/// ln x for x > 0; 0 gives −∞, a negative number or NaN gives NaN, +∞ gives +∞.
func logarithm(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x == .infinity { return x }
    // x = m × 2^e with m in [√½, √2), so s = (m − 1)/(m + 1) stays within ±0.1716.
    var m = x.significand  // [1, 2)
    var e = Int(x.exponent)
    if m > 1.4142135623730951 {
        m /= 2
        e += 1
    }
    let s = (m - 1) / (m + 1)
    let s2 = s * s
    // ln m = 2 (s + s³/3 + s⁵/5 + …); eleven terms leave a remainder below 1e-18.
    var power = s
    var sum = s
    var n = 3.0
    for _ in 0..<11 {
        power *= s2
        sum += power / n
        n += 2
    }
    let de = Double(e)
    return de * ln2High + (2 * sum + de * ln2Low)
}

/// sin x, x in radians; ±∞ and NaN give NaN.
func sine(_ x: Double) -> Double {
    let (r, quadrant) = reduceByHalfPi(x)
    switch quadrant {
    case 0: return sineOfReduced(r)
    case 1: return cosineOfReduced(r)
    case 2: return -sineOfReduced(r)
    default: return -cosineOfReduced(r)
    }
}

/// cos x, x in radians; ±∞ and NaN give NaN.
func cosine(_ x: Double) -> Double {
    let (r, quadrant) = reduceByHalfPi(x)
    switch quadrant {
    case 0: return cosineOfReduced(r)
    case 1: return -sineOfReduced(r)
    case 2: return -cosineOfReduced(r)
    default: return sineOfReduced(r)
    }
}

/// The angle of the point (x, y) from the positive x axis, in radians, in −π…π (`atan2(y, x)`).
/// (0, 0) gives 0; NaN in either gives NaN.
func arcTangent(_ y: Double, _ x: Double) -> Double {
    if x.isNaN || y.isNaN { return .nan }
    if y == 0 && x == 0 { return 0 }
    if x.isInfinite || y.isInfinite {
        // Only the signs and which components are infinite matter; bring both to ±1 or 0.
        let fx: Double = x.isInfinite ? (x > 0 ? 1 : -1) : 0
        let fy: Double = y.isInfinite ? (y > 0 ? 1 : -1) : 0
        return arcTangent(fy, fx)
    }
    let ax = x.magnitude
    let ay = y.magnitude
    // The first-octant angle of (ax, ay), then reflected into the right quadrant.
    var angle = ay <= ax ? arcTangentOfSmallRatio(ay / ax) : pi / 2 - arcTangentOfSmallRatio(ax / ay)
    if x < 0 { angle = pi - angle }
    return y < 0 ? -angle : angle
}

/// The angle whose cosine is `x`, in 0…π; `x` outside −1…1 is clamped into it, NaN gives NaN.
func arcCosine(_ x: Double) -> Double {
    if x.isNaN { return x }
    let c = min(max(x, -1), 1)
    return arcTangent(((1 - c) * (1 + c)).squareRoot(), c)
}

/// `x × 2^k`, exact except for the final rounding into the subnormal range.
private func scaleByPowerOfTwo(_ x: Double, _ k: Int) -> Double {
    // Two steps keep every intermediate power of two representable.
    let half = k / 2
    return x * Double(sign: .plus, exponent: half, significand: 1)
        * Double(sign: .plus, exponent: k - half, significand: 1)
}

/// x − n·π/2 in −π/4…π/4 and n mod 4.
private func reduceByHalfPi(_ x: Double) -> (Double, Int) {
    guard x.isFinite else { return (.nan, 0) }
    if x.magnitude <= 0.7853981633974483 { return (x, 0) }
    let n = (x / 1.5707963267948966).rounded()
    let r = ((x - n * halfPiHigh) - n * halfPiMiddle) - n * halfPiLow
    return (r, modulo4(n))
}

/// n mod 4 in 0…3 for an integral `n`, without `truncatingRemainder` (which lowers to libm's
/// `fmod`, absent when an executable does not link libm). Beyond 2⁶² every double is a multiple of
/// 4 (its last significand bit is worth at least 2¹⁰), so the answer there is 0.
func modulo4(_ n: Double) -> Int {
    guard n.magnitude < 4.611686018427388e18 else { return 0 }
    return Int(n) & 3  // two's complement: −1 & 3 = 3, as n mod 4 should be
}

/// sin r for |r| ≤ π/4: its Taylor series to r^19 (remainder below 1e-19).
private func sineOfReduced(_ r: Double) -> Double {
    alternatingTaylorSeries(first: r, r: r, firstDegree: 1, terms: 9)
}

/// cos r for |r| ≤ π/4: its Taylor series to r^20.
private func cosineOfReduced(_ r: Double) -> Double {
    alternatingTaylorSeries(first: 1, r: r, firstDegree: 0, terms: 10)
}

/// The Taylor series of sine (`firstDegree` 1, `first` r) or cosine (`firstDegree` 0, `first` 1):
/// `first` plus `terms` more terms, each the previous one times −r² / ((n + 1)(n + 2)) for the
/// previous term's degree n, added from the largest down.
@inline(__always)
private func alternatingTaylorSeries(first: Double, r: Double, firstDegree: Double, terms: Int) -> Double {
    let r2 = r * r
    var term = first
    var sum = first
    var n = firstDegree + 1
    for _ in 0..<terms {
        term *= -r2 / (n * (n + 1))
        sum += term
        n += 2
    }
    return sum
}

/// atan t for 0 ≤ t ≤ 1.
private func arcTangentOfSmallRatio(_ t: Double) -> Double {
    // atan t = π/6 + atan((t√3 − 1)/(t + √3)) brings t above tan(π/12) down to |u| ≤ 0.268.
    let tanPiOver12 = 0.2679491924311227
    if t <= tanPiOver12 { return arcTangentSeries(t) }
    let sqrt3 = 1.7320508075688772
    let u = (t * sqrt3 - 1) / (t + sqrt3)
    return pi / 6 + arcTangentSeries(u)
}

/// atan u = u − u³/3 + u⁵/5 − … for |u| ≤ 0.268; 15 terms leave a remainder below 1e-18.
private func arcTangentSeries(_ u: Double) -> Double {
    let u2 = u * u
    var power = u
    var sum = u
    var n = 3.0
    var sign = -1.0
    for _ in 0..<15 {
        power *= u2
        sum += sign * power / n
        sign = -sign
        n += 2
    }
    return sum
}
