import Foundation
import Testing

@testable import MatchEngine

/// MatchEngine's trigonometric argument reduction no longer calls libm's `fmod`
/// (`truncatingRemainder`), so an executable using MatchEngine alone links without libm for it;
/// Tests/LinkCheck builds such an executable in release (see docs/match-preview.md).
@Suite struct EngineLinkTests {
    @Test(
        arguments: [
            (0.0, 0), (1, 1), (2, 2), (3, 3), (4, 0), (5, 1), (-1, 3), (-2, 2), (-3, 1), (-4, 0), (-5, 3),
            (1_000_001, 1), (-1_000_002, 2), (4_611_686_018_427_387_904, 0), (1e300, 0), (-1e300, 0),
        ] as [(Double, Int)])
    func modulo4MatchesFoundationsRemainder(_ row: (Double, Int)) {
        #expect(modulo4(row.0) == row.1)
        // Independently: fmod's remainder, moved into 0…3.
        let r = Int(fmod(row.0, 4))
        #expect((r + 4) % 4 == row.1)
    }

    /// The reduction's quadrant still gives the platform's sine and cosine in every quadrant,
    /// negative arguments included.
    @Test(arguments: [-1e5, -7.5, -3.9, -2.2, -0.9, 0.5, 1.9, 3.3, 4.8, 6.1, 1e5])
    func sineAndCosineAgreeWithLibm(_ x: Double) {
        #expect((sine(x) - sin(x)).magnitude <= 1e-12)
        #expect((cosine(x) - cos(x)).magnitude <= 1e-12)
    }
}
