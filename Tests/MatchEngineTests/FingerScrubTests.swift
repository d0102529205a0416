import MatchEngine
import Testing

@Suite struct FingerScrubTests {
    // A rightward swipe over 400 pt scrubbing a 0.5 s animation.
    let scrub = FingerScrub(direction: Vector(dx: 1, dy: 0), distance: 400, duration: 0.5)

    @Test(arguments: [(100.0, 0.25), (-50.0, 0), (500.0, 1), (200.0, 0.5)])
    func percentCompleteIsTravelOverDistanceClampedToTheUnitRange(travel: Double, percent: Double) {
        #expect(scrub.percentComplete(translation: Vector(dx: travel, dy: 37)).isApproximatelyEqual(to: percent, tolerance: 1e-12))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let travel: Double
        let velocity: Double
        let finishes: Bool
        let speed: Double
        var testDescription: String { name }
    }

    // remaining = (1 − p or p) × 400 pt; the finger's pace = remaining / |v| s, kept within
    // 0.1 s … own pace = remaining fraction × 0.5 s; speed = own pace / finger's pace.
    static let cases: [Case] = [
        Case(name: "at rest half way: finishes at the animation's pace", travel: 200, velocity: 0, finishes: true, speed: 1),
        // p 0.25, flick 1500: 300 pt in 0.2 s against 0.375 s.
        Case(name: "a flick forward", travel: 100, velocity: 1500, finishes: true, speed: 1.875),
        // 6000 pt/s would take 0.05 s: the shortest completion, 0.1 s, against 0.375 s.
        Case(name: "a very fast flick is held to the shortest completion", travel: 100, velocity: 6000, finishes: true, speed: 3.75),
        // p 0.25 back: 100 pt at 1500 pt/s is 0.067 s → 0.1 s, against 0.125 s.
        Case(name: "a flick back cancels", travel: 100, velocity: -1500, finishes: false, speed: 1.25),
        // 300 pt/s coasts 149.7 pt: projected 0.624 finishes; 300 pt at 300 pt/s is 1 s, slower
        // than the animation's own 0.375 s, which it keeps.
        Case(name: "a slow push never slows the animation", travel: 100, velocity: 300, finishes: true, speed: 1),
    ]

    @Test(arguments: cases) func release(_ testCase: Case) {
        let release = scrub.release(translation: Vector(dx: testCase.travel, dy: 0), velocity: Vector(dx: testCase.velocity, dy: 0))
        #expect(release.finishes == testCase.finishes)
        #expect(release.completionSpeed.isApproximatelyEqual(to: testCase.speed, tolerance: 1e-9))
    }

    @Test func invalidDurationsFallBackAndNonFiniteInputNeverGivesABadSpeed() {
        #expect(FingerScrub(direction: Vector(dx: 1, dy: 0), distance: 400, duration: .nan).duration == 0.35)
        #expect(FingerScrub(direction: Vector(dx: 1, dy: 0), distance: 400, duration: -1).duration == 0.35)
        let release = scrub.release(translation: Vector(dx: .nan, dy: 0), velocity: Vector(dx: .infinity, dy: 0))
        #expect(release.completionSpeed.isFinite && release.completionSpeed >= 1)
    }
}
