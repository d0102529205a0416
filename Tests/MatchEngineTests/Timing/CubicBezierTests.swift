import Testing

@testable import MatchEngine

@Suite struct CubicBezierTests {
    /// de Casteljau's construction: an evaluation independent of the power basis the engine uses.
    static func deCasteljau(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> Double {
        let a = p0 + (p1 - p0) * t
        let b = p1 + (p2 - p1) * t
        let c = p2 + (p3 - p2) * t
        let d = a + (b - a) * t
        let e = b + (c - b) * t
        return d + (e - d) * t
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let curve: CubicBezier
        let x: Double
        let y: Double
        var testDescription: String { name }
    }

    // Worked by hand from the Bernstein form at a chosen t:
    // systemDefault at t = 0.25: x = 3·0.75²·0.25·0.25 + 3·0.75·0.25²·0.25 + 0.25³ = 0.15625,
    //                             y = 3·0.75²·0.25·0.1  + 3·0.75·0.25²·1    + 0.25³ = 0.1984375.
    // easeIn at t = 0.5: x = 3·0.25·0.5·0.42 + 3·0.5·0.25 + 0.125 = 0.6575, y = 3·0.5·0.25 + 0.125 = 0.5.
    // easeOut at t = 0.5: x = 3·0.5·0.25·0.58 + 0.125 = 0.3425, y = 0.5 (by the same sum as easeIn's y).
    // easeInOut is symmetric about (0.5, 0.5).
    @Test(arguments: [
        Case(name: "systemDefault t=0.25", curve: .systemDefault, x: 0.15625, y: 0.1984375),
        Case(name: "easeIn t=0.5", curve: .easeIn, x: 0.6575, y: 0.5),
        Case(name: "easeOut t=0.5", curve: .easeOut, x: 0.3425, y: 0.5),
        Case(name: "easeInOut midpoint", curve: .easeInOut, x: 0.5, y: 0.5),
        Case(name: "linear", curve: .linear, x: 0.3, y: 0.3),
        Case(name: "start", curve: .materialStandard, x: 0, y: 0),
        Case(name: "end", curve: .materialStandard, x: 1, y: 1),
    ])
    func valuesDerivedByHand(_ c: Case) {
        #expect(c.curve.value(at: c.x).isApproximatelyEqual(to: c.y, tolerance: 1e-12))
    }

    @Test func endsAreExact() {
        for curve in [
            CubicBezier.easeIn, .easeOut, .easeInOut, .systemDefault, .materialStandard,
            .materialDecelerate, .materialAccelerate, CubicBezier(0.2, 1.8, 0.3, -0.9),
        ] {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
        }
    }

    @Test func namedCurvesHaveTheirPublishedControlPoints() {
        #expect(CubicBezier.easeIn == CubicBezier(0.42, 0, 1, 1))
        #expect(CubicBezier.easeOut == CubicBezier(0, 0, 0.58, 1))
        #expect(CubicBezier.easeInOut == CubicBezier(0.42, 0, 0.58, 1))
        #expect(CubicBezier.systemDefault == CubicBezier(0.25, 0.1, 0.25, 1))
        #expect(CubicBezier.materialStandard == CubicBezier(0.4, 0, 0.2, 1))
        #expect(CubicBezier.materialDecelerate == CubicBezier(0, 0, 0.2, 1))
        #expect(CubicBezier.materialAccelerate == CubicBezier(0.4, 0, 1, 1))
    }

    @Test func randomCurvesAgreeWithDeCasteljauToOneMillionth() {
        var random = SeededGenerator(seed: 21)
        var worst = 0.0
        for _ in 0..<2_000 {
            let x1 = random.double(in: 0...1)
            let x2 = random.double(in: 0...1)
            let y1 = random.double(in: -2...3)
            let y2 = random.double(in: -2...3)
            let curve = CubicBezier(x1, y1, x2, y2)
            for _ in 0..<20 {
                let t = random.double(in: 0...1)
                let x = Self.deCasteljau(0, x1, x2, 1, t)
                let y = Self.deCasteljau(0, y1, y2, 1, t)
                worst = max(worst, (curve.value(at: x) - y).magnitude)
            }
        }
        #expect(worst <= 1e-6)
    }

    /// Control points on the edges make dx/dt vanish at an end, where Newton's method stalls.
    @Test(arguments: [
        (0.0, 1.0, 0.0, 1.0), (1.0, 0.0, 1.0, 0.0), (0.0, 0.0, 1.0, 1.0), (1.0, 1.0, 0.0, 0.0),
        (0.0, 1.0, 1.0, 0.0),
    ])
    func degenerateControlPointsStayAccurate(_ p: (Double, Double, Double, Double)) {
        let curve = CubicBezier(p.0, p.1, p.2, p.3)
        for step in 0...1000 {
            let t = Double(step) / 1000
            let x = Self.deCasteljau(0, p.0, p.2, 1, t)
            let y = Self.deCasteljau(0, p.1, p.3, 1, t)
            #expect((curve.value(at: x) - y).magnitude <= 1e-6, "t = \(t)")
        }
        let tiny = 1e-18  // x = t³ for (0, 1, 0, 1): t = 1e-6, y ≈ 3e-6
        let y = Self.deCasteljau(0, p.1, p.3, 1, solveByBisection(p.0, p.2, tiny))
        #expect((curve.value(at: tiny) - y).magnitude <= 1e-6)
    }

    /// (1, 0, 0, 1) has x′(t) = 3(1 − 2t)², zero inside the curve at x = 0.5 where y still moves: the
    /// curve is vertical there and one ulp of x (1.1e-16) moves y by ~1e-5. No solver can do better
    /// than the backward error: the answer must be y at some t whose x is within 1e-15 of the input.
    @Test func verticalTangentKeepsTheBackwardErrorTiny() {
        let curve = CubicBezier(1, 0, 0, 1)
        for step in 0...2000 {
            let x = Double(step) / 2000
            let low = Self.deCasteljau(0, 0, 1, 1, solveByBisection(1, 0, x - 1e-15))
            let high = Self.deCasteljau(0, 0, 1, 1, solveByBisection(1, 0, x + 1e-15))
            let y = curve.value(at: x)
            #expect(y >= low - 1e-12 && y <= high + 1e-12, "x = \(x)")
        }
    }

    private func solveByBisection(_ x1: Double, _ x2: Double, _ x: Double) -> Double {
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if Self.deCasteljau(0, x1, x2, 1, mid) < x { lo = mid } else { hi = mid }
        }
        return lo
    }

    @Test func monotoneCurvesGiveMonotoneValues() {
        var random = SeededGenerator(seed: 22)
        for _ in 0..<500 {
            let curve = CubicBezier(
                random.double(in: 0...1), random.double(in: 0...1), random.double(in: 0...1), random.double(in: 0...1))
            var xs = (0..<200).map { _ in random.double(in: 0...1) }
            xs.sort()
            var previous = -Double.infinity
            for x in xs {
                let y = curve.value(at: x)
                #expect(y >= previous)
                previous = y
            }
        }
    }

    @Test func controlXOutsideTheUnitIntervalIsClamped() {
        let c = CubicBezier(-0.5, 0.2, 1.5, 0.8)
        #expect(c.x1 == 0 && c.x2 == 1 && c.y1 == 0.2 && c.y2 == 0.8)
    }

    @Test func nonFiniteInputsGiveDocumentedResults() {
        #expect(CubicBezier(.nan, 0, 1, 1) == .linear)
        #expect(CubicBezier(0, .infinity, 1, 1) == .linear)
        #expect(CubicBezier.easeIn.value(at: .nan) == 0)
        #expect(CubicBezier.easeIn.value(at: -.infinity) == 0)
        #expect(CubicBezier.easeIn.value(at: .infinity) == 1)
        #expect(CubicBezier.easeIn.value(at: -3) == 0)
        #expect(CubicBezier.easeIn.value(at: 7) == 1)
    }

    @Test func slopeMatchesAFiniteDifference() {
        let curve = CubicBezier.systemDefault
        for x in stride(from: 0.05, through: 0.95, by: 0.05) {
            let h = 1e-6
            let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            #expect(curve.slope(at: x).isApproximatelyEqual(to: numeric, tolerance: 1e-5))
        }
        #expect(CubicBezier.linear.slope(at: 0.3) == 1)
        // easeOut has x1 = y1 = 0, so dx/dt and dy/dt both vanish at the start; near t = 0 they are
        // 6·x2·t and 6·y2·t, so the slope tends to y2/x2 = 1/0.58.
        #expect(CubicBezier.easeOut.slope(at: 0).isApproximatelyEqual(to: 1 / 0.58, tolerance: 1e-4))
    }
}
