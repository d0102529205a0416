import Foundation
import Testing

@testable import MatchEngine

/// The engine's own sin, cos, exp, log and atan2 against the platform's libm, a separate implementation.
@Suite struct ElementaryFunctionsTests {
    static func relativeError(_ value: Double, _ reference: Double) -> Double {
        if value == reference { return 0 }
        return (value - reference).magnitude / max(reference.magnitude, Double.leastNormalMagnitude)
    }

    @Test func trigonometryMatchesLibmOverSeededInputs() {
        var random = SeededGenerator(seed: 1)
        for _ in 0..<20_000 {
            let x = random.double(in: -1000...1000)
            // Absolute error: near a zero of sin the relative error of any implementation grows.
            #expect((sine(x) - Foundation.sin(x)).magnitude <= 1e-13)
            #expect((cosine(x) - Foundation.cos(x)).magnitude <= 1e-13)
        }
        for _ in 0..<20_000 {
            let x = random.double(in: -4...4)
            #expect((sine(x) - Foundation.sin(x)).magnitude <= 4e-16)
            #expect((cosine(x) - Foundation.cos(x)).magnitude <= 4e-16)
        }
    }

    @Test func exponentialAndLogarithmMatchLibm() {
        var random = SeededGenerator(seed: 2)
        for _ in 0..<20_000 {
            let x = random.double(in: -700...700)
            #expect(Self.relativeError(exponential(x), Foundation.exp(x)) <= 1e-15)
            let y = Foundation.exp(random.double(in: -700...700))
            #expect(Self.relativeError(logarithm(y), Foundation.log(y)) <= 1e-15)
        }
        for _ in 0..<5_000 {
            let y = random.double(in: 0.5...2)
            #expect((logarithm(y) - Foundation.log(y)).magnitude <= 4e-16)
        }
    }

    @Test func arcTangentMatchesLibmInEveryQuadrant() {
        var random = SeededGenerator(seed: 3)
        for _ in 0..<20_000 {
            let y = random.double(in: -100...100)
            let x = random.double(in: -100...100)
            #expect((arcTangent(y, x) - Foundation.atan2(y, x)).magnitude <= 1e-15)
        }
        for _ in 0..<2_000 {
            let c = random.double(in: -1...1)
            #expect((arcCosine(c) - Foundation.acos(c)).magnitude <= 2e-15)
        }
    }

    struct SpecialCase: Sendable, CustomTestStringConvertible {
        let name: String
        let value: Double
        let expected: Double
        var testDescription: String { name }
    }

    @Test(arguments: [
        SpecialCase(name: "exp(0)", value: exponential(0), expected: 1),
        SpecialCase(name: "exp(1000)", value: exponential(1000), expected: .infinity),
        SpecialCase(name: "exp(-1000)", value: exponential(-1000), expected: 0),
        SpecialCase(name: "log(1)", value: logarithm(1), expected: 0),
        SpecialCase(name: "log(0)", value: logarithm(0), expected: -.infinity),
        SpecialCase(name: "log(inf)", value: logarithm(.infinity), expected: .infinity),
        SpecialCase(name: "sin(0)", value: sine(0), expected: 0),
        SpecialCase(name: "cos(0)", value: cosine(0), expected: 1),
        SpecialCase(name: "atan2(0, 0)", value: arcTangent(0, 0), expected: 0),
        SpecialCase(name: "atan2(1, 0)", value: arcTangent(1, 0), expected: pi / 2),
        SpecialCase(name: "atan2(0, -1)", value: arcTangent(0, -1), expected: pi),
        SpecialCase(name: "atan2(-inf, inf)", value: arcTangent(-.infinity, .infinity), expected: -pi / 4),
        SpecialCase(name: "acos(2) clamps", value: arcCosine(2), expected: 0),
    ])
    func specialValues(_ special: SpecialCase) {
        #expect(special.value == special.expected)
    }

    @Test func notANumberPropagates() {
        #expect(exponential(.nan).isNaN)
        #expect(logarithm(-1).isNaN)
        #expect(logarithm(.nan).isNaN)
        #expect(sine(.infinity).isNaN)
        #expect(cosine(.nan).isNaN)
        #expect(arcTangent(.nan, 1).isNaN)
    }

    @Test func subnormalResultsAreAccurate() {
        #expect(Self.relativeError(exponential(-740), Foundation.exp(-740)) <= 1e-3)
        #expect(Self.relativeError(logarithm(.leastNonzeroMagnitude), Foundation.log(Double.leastNonzeroMagnitude)) <= 1e-15)
    }
}
