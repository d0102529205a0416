import Testing

@testable import MatchEngine

@Suite struct CompletionTimingTests {
    /// (start, finishes, velocity, duration): UIKit's remaining time with the reported speed
    /// equals the engine's release time.
    @Test(arguments: [
        (0.5, true, 0.0, 0.5), (0.2, true, 3.0, 0.5), (0.9, true, 0.0, 0.35), (0.5, false, 0.0, 0.5),
        (0.7, false, 2.0, 0.8), (0.05, true, 0.0, 0.5), (0.3, false, -1.0, 0.5),
    ])
    func theBarEndsWithTheContent(_ row: (Double, Bool, Double, Double)) {
        let release = ReleaseMotion(from: row.0, finishes: row.1, initialVelocity: row.2)
        let timing = CompletionTiming(release: release, transitionDuration: row.3)
        let uikit = timing.uikitRemainingTime(progress: row.0, finishes: row.1, duration: row.3)
        #expect(uikit.isApproximatelyEqual(to: release.duration, tolerance: 1e-9), "\(uikit) vs \(release.duration)")
        #expect(timing.speed > 0)
    }

    @Test func aFlickDeceleratesAndARestingReleaseEasesInAndOut() {
        #expect(
            CompletionTiming(release: ReleaseMotion(from: 0.4, finishes: true, initialVelocity: 4), transitionDuration: 0.5).curve
                == .easeOut)
        #expect(
            CompletionTiming(release: ReleaseMotion(from: 0.4, finishes: true, initialVelocity: 0), transitionDuration: 0.5).curve
                == .easeInOut)
        #expect(
            CompletionTiming(release: ReleaseMotion(from: 0.4, finishes: true, initialVelocity: -2), transitionDuration: 0.5).curve
                == .easeInOut)
    }

    @Test func nothingLeftOrBadDurationsGiveTheStandardTiming() {
        #expect(CompletionTiming(release: ReleaseMotion(from: 1, finishes: true, initialVelocity: 0), transitionDuration: 0.5) == .standard)
        #expect(
            CompletionTiming(release: ReleaseMotion(from: 0, finishes: false, initialVelocity: 0), transitionDuration: 0.5) == .standard)
        let r = ReleaseMotion(from: 0.5, finishes: true, initialVelocity: 0)
        #expect(CompletionTiming(release: r, transitionDuration: .nan) == .standard)
        #expect(CompletionTiming(release: r, transitionDuration: 0) == .standard)
        #expect(CompletionTiming(speed: .infinity, curve: .linear).speed == 1)
        #expect(CompletionTiming(speed: 1e9, curve: .linear).speed == 100)
        #expect(CompletionTiming(speed: 0, curve: .linear).speed == 0.01)
    }
}
