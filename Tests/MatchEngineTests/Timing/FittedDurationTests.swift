import Foundation
import Testing

@_spi(Harness) @testable import MatchEngine

/// A duration that fits the distance: the formula by hand, the largest matched view, the bounds,
/// bad input, and the plan that uses it.
@Suite struct FittedDurationTests {
    /// 300 × 400 points: the diagonal is exactly 500 (a 3-4-5 triangle), so reach = distance / 500.
    let box = Size(width: 300, height: 400)

    /// (travel, growth, bounds, expected seconds), each worked out by hand with
    /// duration = minimum + (maximum − minimum) × √min((travel + growth) / 500, 1).
    static let table: [(travel: Double, growth: Double, bounds: FittedDuration, expected: Double)] = [
        (0, 0, .standard, 0.25),  // no motion: the minimum
        (20, 0, .standard, 0.3),  // reach 0.04, √ = 0.2, 0.25 + 0.25 × 0.2
        (45, 0, .standard, 0.325),  // reach 0.09, √ = 0.3
        (125, 0, .standard, 0.375),  // reach 0.25, √ = 0.5
        (80, 100, .standard, 0.4),  // reach 0.36, √ = 0.6: travel and growth add
        (0, 320, .standard, 0.45),  // reach 0.64, √ = 0.8: growth alone
        (300, 200, .standard, 0.5),  // reach exactly 1: the maximum
        (2_000, 0, .standard, 0.5),  // beyond the diagonal: still the maximum
        (125, 0, FittedDuration(minimum: 0.2, maximum: 1), 0.6),  // 0.2 + 0.8 × 0.5
        (405, 0, FittedDuration(minimum: 0.1, maximum: 0.9), 0.82),  // reach 0.81, √ = 0.9: 0.1 + 0.8 × 0.9
    ]

    @Test(arguments: table.indices)
    func theFormulaByHand(_ row: Int) {
        let c = Self.table[row]
        let d = c.bounds.duration(travel: c.travel, growth: c.growth, containerSize: box)
        #expect(abs(d - c.expected) < 1e-12, "\(c) gave \(d)")
    }

    @Test func badInputIsClampedNeverPassedOn() {
        let f = FittedDuration.standard
        #expect(f.duration(travel: .nan, growth: 0, containerSize: box) == 0.5)  // unknown motion: full reach
        #expect(f.duration(travel: .infinity, growth: 0, containerSize: box) == 0.5)
        #expect(f.duration(travel: -50, growth: 0, containerSize: box) == 0.25)  // negative: none
        #expect(f.duration(travel: 125, growth: -.infinity, containerSize: box) == 0.375)
        #expect(f.duration(travel: .greatestFiniteMagnitude, growth: .greatestFiniteMagnitude, containerSize: box) == 0.5)
        // A container without a usable size: any motion is the full reach, none is none.
        for size in [Size(width: .nan, height: 400), Size(width: 0, height: 0), Size(width: .infinity, height: 1)] {
            #expect(f.duration(travel: 10, growth: 0, containerSize: size) == 0.5)
            #expect(f.duration(travel: 0, growth: 0, containerSize: size) == 0.25)
        }
        // A huge container does not overflow its diagonal: reach 1e200 / (√2 × 1e200) = 1/√2.
        let huge = f.duration(travel: 1e200, growth: 0, containerSize: Size(width: 1e200, height: 1e200))
        #expect(abs(huge - (0.25 + 0.25 * (0.5).squareRoot().squareRoot())) < 1e-12)
        // Bounds: NaN, infinite or negative become the defaults, both are capped at 60 s, and a
        // maximum below the minimum counts as the minimum.
        #expect(FittedDuration(minimum: .nan, maximum: .infinity).bounds == 0.25...0.5)
        #expect(FittedDuration(minimum: -1, maximum: -2).bounds == 0.25...0.5)
        #expect(FittedDuration(minimum: 0.3, maximum: 100).bounds == 0.3...Track.maximumDuration)
        #expect(FittedDuration(minimum: 0.8, maximum: 0.5).bounds == 0.8...0.8)
        #expect(FittedDuration(minimum: 0.8, maximum: 0.5).duration(travel: 1_000, growth: 0, containerSize: box) == 0.8)
    }

    @Test func monotonicBoundedAndFiniteForAnyInput() {
        var g = SeededGenerator(seed: 0xF17_D0_2A7)
        let specials: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, -1, 1e-300, 1e300, .greatestFiniteMagnitude]
        func any(_ g: inout SeededGenerator) -> Double {
            g.bool() && g.bool() ? specials[Int.random(in: 0..<specials.count, using: &g)] : g.double(in: -1e4...1e4)
        }
        for _ in 0..<5_000 {
            // Valid bounds and container: non-decreasing in travel and in growth, within the bounds.
            let low = g.double(in: 0...2)
            let high = low + g.double(in: 0...2)
            let f = FittedDuration(minimum: low, maximum: high)
            let size = Size(width: g.double(in: 1...2_000), height: g.double(in: 1...2_000))
            let t1 = g.double(in: 0...3_000)
            let t2 = t1 + g.double(in: 0...3_000)
            let g1 = g.double(in: 0...3_000)
            let g2 = g1 + g.double(in: 0...3_000)
            let base = f.duration(travel: t1, growth: g1, containerSize: size)
            #expect(base <= f.duration(travel: t2, growth: g1, containerSize: size))
            #expect(base <= f.duration(travel: t1, growth: g2, containerSize: size))
            #expect(f.bounds.contains(base) && f.bounds == low...high)
            // Anything at all: finite, within its (sanitised) bounds, the bounds within 0…60 s.
            let wild = FittedDuration(minimum: any(&g), maximum: any(&g))
            let d = wild.duration(travel: any(&g), growth: any(&g), containerSize: Size(width: any(&g), height: any(&g)))
            #expect(d.isFinite && wild.bounds.contains(d), "\(wild) gave \(d)")
            #expect(wild.bounds.lowerBound >= 0 && wild.bounds.upperBound <= Track.maximumDuration)
        }
    }

    // MARK: The largest matched view

    /// Both scenes in the 300 × 400 container.
    func scenes(_ source: [HeadlessView], _ destination: [HeadlessView]) -> (SceneSnapshot, SceneSnapshot, MatchResult) {
        let c = Rect(x: 0, y: 0, width: 300, height: 400)
        let s = scene(source, container: c)
        let d = scene(destination, container: c)
        return (s, d, Matcher.match(source: s, destination: d))
    }

    @Test func aPairIsMeasuredCentreToCentreAndBySizeChange() throws {
        // Centre (60, 80) → (150, 200): travel √(90² + 120²) = 150. Size 40×40 → 100×120:
        // growth √(60² + 80²) = 100. Reach 250 / 500 = 0.5: 0.25 + 0.25 × √0.5 ≈ 0.426777.
        let (s, d, m) = scenes(
            [view("a", Rect(x: 40, y: 60, width: 40, height: 40))],
            [view("a", Rect(x: 100, y: 140, width: 100, height: 120))])
        let flight = try #require(FittedDuration.largestFlight(match: m, source: s, destination: d))
        #expect(abs(flight.travel - 150) < 1e-9 && abs(flight.growth - 100) < 1e-9)
        let fitted = try #require(FittedDuration.standard.duration(match: m, source: s, destination: d, containerSize: box))
        #expect(abs(fitted - 0.426777) < 1e-6)
        // No pair: nothing to fit.
        let (s2, d2, m2) = scenes([view("x")], [view("y")])
        #expect(FittedDuration.standard.duration(match: m2, source: s2, destination: d2, containerSize: box) == nil)
    }

    @Test func theLargestViewIsTheGreatestAreaAtEitherEnd() throws {
        // "a" ends 100×120 (area 12 000); "b" is 10×10 at both ends but travels (5, 5) → (245, 325),
        // 400 points. The larger view decides: ≈ 0.426777 as above, not b's 0.25 + 0.25 × √0.8 ≈ 0.473607.
        let a0 = view("a", Rect(x: 40, y: 60, width: 40, height: 40))
        let a1 = view("a", Rect(x: 100, y: 140, width: 100, height: 120))
        let b0 = view("b", Rect(x: 0, y: 0, width: 10, height: 10))
        let b1 = view("b", Rect(x: 240, y: 320, width: 10, height: 10))
        let (s, d, m) = scenes([b0, a0], [b1, a1])
        #expect(
            abs(try #require(FittedDuration.standard.duration(match: m, source: s, destination: d, containerSize: box)) - 0.426777) < 1e-6)
        let (sb, db, mb) = scenes([view("b", b0.frame)], [view("b", b1.frame)])
        #expect(
            abs(try #require(FittedDuration.standard.duration(match: mb, source: sb, destination: db, containerSize: box)) - 0.473607)
                < 1e-6)
        // "c" shrinks from 200×200 (area 40 000, at the source end); "d" grows 100×100 → 150×150
        // (22 500 at most): c is the larger although it ends small.
        let (sc, dc, mc) = scenes(
            [view("d", Rect(x: 0, y: 0, width: 100, height: 100)), view("c", Rect(x: 0, y: 0, width: 200, height: 200))],
            [view("d", Rect(x: 0, y: 0, width: 150, height: 150)), view("c", Rect(x: 0, y: 0, width: 10, height: 10))])
        let largest = try #require(FittedDuration.largestFlight(match: mc, source: sc, destination: dc))
        #expect(mc.pairs[largest.pair].id == "c")
        // A tie goes to the first pair in source document order.
        let (st, dt, mt) = scenes(
            [view("p", Rect(x: 0, y: 0, width: 50, height: 50)), view("q", Rect(x: 100, y: 0, width: 50, height: 50))],
            [view("p", Rect(x: 0, y: 0, width: 50, height: 50)), view("q", Rect(x: 100, y: 300, width: 50, height: 50))])
        #expect(mt.pairs[try #require(FittedDuration.largestFlight(match: mt, source: st, destination: dt)).pair].id == "p")
    }

    @Test func drawnSizeCountsScaleButNotRotation() throws {
        // 50×50 scaled ×2 draws 100×100: against a plain 100×100 at the same centre, no growth.
        let scaled = view("a", Rect(x: 100, y: 100, width: 50, height: 50))
        scaled.transform = .scale(x: 2, y: 2)
        let (s, d, m) = scenes([scaled], [view("a", Rect(x: 75, y: 75, width: 100, height: 100))])
        let f = try #require(FittedDuration.largestFlight(match: m, source: s, destination: d))
        #expect(f.growth < 1e-9 && f.travel < 1e-9)
        // 100×40 turned a quarter turn is still 100×40 drawn: no growth, though its frame is 40×100.
        let turned = view("r", Rect(x: 100, y: 100, width: 100, height: 40))
        turned.transform = .rotation(angle: .pi / 2, x: 0, y: 0, z: 1)
        let (s2, d2, m2) = scenes([turned], [view("r", Rect(x: 100, y: 100, width: 100, height: 40))])
        #expect(try #require(FittedDuration.largestFlight(match: m2, source: s2, destination: d2)).growth < 1e-9)
    }

    // MARK: In the plan

    func cardPlan(
        _ kind: TransitionContext.Kind, fitted: FittedDuration?, duration: Double = 0.5,
        reduceMotion: ReduceMotionResponse? = nil
    ) -> TransitionPlan {
        let small = view("a", Rect(x: 40, y: 60, width: 40, height: 40))
        let big = view("a", Rect(x: 100, y: 140, width: 100, height: 120))
        let (s, d, _) = kind.isPresenting ? scenes([small], [big]) : scenes([big], [small])
        let context = TransitionContext(
            kind: kind, containerSize: box, duration: duration, reduceMotion: reduceMotion, fittedDuration: fitted)
        return Planner.plan(match: Matcher.match(source: s, destination: d), source: s, destination: d, context: context)
    }

    @Test(arguments: [TransitionContext.Kind.push, .pop, .present, .dismiss])
    func thePlanTakesTheFittedDurationAndAPopItsPushs(_ kind: TransitionContext.Kind) {
        // ≈ 0.426777 (above) for the push and for the pop that undoes it (the measure is symmetric),
        // whatever the configured duration; off, the configured one.
        #expect(abs(cardPlan(kind, fitted: .standard).totalDuration - 0.426777) < 1e-6)
        #expect(abs(cardPlan(kind, fitted: .standard, duration: 2).totalDuration - 0.426777) < 1e-6)
        #expect(cardPlan(kind, fitted: nil).totalDuration == 0.5)
        // Reduce Motion's dissolve keeps its own length.
        #expect(cardPlan(kind, fitted: .standard, reduceMotion: .default).totalDuration == 0.25)
    }

    @Test func withoutAMatchedPairThePlanKeepsTheConfiguredDuration() {
        let (s, d, m) = scenes([view("x")], [view("y")])
        let context = TransitionContext(kind: .push, containerSize: box, duration: 0.7, fittedDuration: .standard)
        #expect(Planner.plan(match: m, source: s, destination: d, context: context).totalDuration == 0.7)
    }

    @Test func theOptionSurvivesARecordingsRoundTrip() throws {
        let context = TransitionContext(kind: .push, containerSize: box, fittedDuration: FittedDuration(minimum: 0.2, maximum: 0.9))
        let back = try JSONEncoderForTests.decode(TransitionContext.self, from: JSONEncoderForTests.encode(context))
        #expect(back == context)
        // A recording made before the option existed has no key for it: off.
        let old = String(decoding: try JSONEncoderForTests.encode(TransitionContext(kind: .push, containerSize: box)), as: UTF8.self)
        #expect(!old.contains("fittedDuration"))
        #expect(try JSONEncoderForTests.decode(TransitionContext.self, from: Data(old.utf8)).fittedDuration == nil)
        #expect(TransitionContext(kind: .push, containerSize: box).fittedDuration == nil)
    }
}
