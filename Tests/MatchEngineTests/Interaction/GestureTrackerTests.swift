import Testing

@testable import MatchEngine

@Suite struct GestureTrackerTests {
    let swipeBack = GestureTracker(direction: Vector(dx: 1, dy: 0), distance: 400)

    @Test func translationMapsToProgressAlongTheAxis() {
        #expect(swipeBack.progress(translation: Vector(dx: 100, dy: 37)) == 0.25)
        let grabbed = GestureTracker(direction: Vector(dx: 0, dy: 2), distance: 800, startProgress: 0.5)
        #expect(grabbed.progress(translation: Vector(dx: 50, dy: 200)) == 0.75)
        #expect(grabbed.direction == Vector(dx: 0, dy: 1))
    }

    /// Past the end, an overshoot x (in whole distances) becomes 0.55x / (1 + 0.55x):
    /// 600 pt on 400 is x = 0.5 → 0.275 / 1.275 = 0.21569 past 1.
    @Test func rubberBandsPastBothEnds() {
        #expect(swipeBack.progress(translation: Vector(dx: 600, dy: 0)).isApproximatelyEqual(to: 1 + 0.275 / 1.275, tolerance: 1e-12))
        #expect(swipeBack.progress(translation: Vector(dx: -200, dy: 0)).isApproximatelyEqual(to: -0.275 / 1.275, tolerance: 1e-12))
        #expect(swipeBack.progress(translation: Vector(dx: 1e9, dy: 0)) < 2)
    }

    struct ReleaseCase: Sendable, CustomTestStringConvertible {
        let name: String
        let translation: Double
        let velocity: Double
        let finishes: Bool
        var testDescription: String { name }
    }

    @Test(arguments: [
        ReleaseCase(name: "past half way, at rest: finish", translation: 240, velocity: 0, finishes: true),
        ReleaseCase(name: "before half way, at rest: cancel", translation: 160, velocity: 0, finishes: false),
        ReleaseCase(name: "early but flicked forward: finish", translation: 80, velocity: 1000, finishes: true),
        ReleaseCase(name: "late but flicked back: cancel", translation: 320, velocity: -1000, finishes: false),
        // 200 pt/s coasts 200/1000 × 0.998/0.002 = 99.8 pt: from 0.3 to 0.5495.
        ReleaseCase(name: "slow but projected past half: finish", translation: 120, velocity: 200, finishes: true),
        ReleaseCase(name: "slow and projected short: cancel", translation: 100, velocity: 150, finishes: false),
    ])
    func theClassicReleaseRules(_ c: ReleaseCase) {
        let r = swipeBack.release(translation: Vector(dx: c.translation, dy: 0), velocity: Vector(dx: c.velocity, dy: 0))
        #expect(r.finishes == c.finishes)
        #expect(r.diagnostics.isEmpty)
    }

    @Test func projectionByHand() {
        let r = swipeBack.release(translation: Vector(dx: 120, dy: 0), velocity: Vector(dx: 200, dy: 0))
        #expect(r.projectedProgress.isApproximatelyEqual(to: 0.3 + 99.8 / 400, tolerance: 1e-12))
    }

    @Test func initialVelocityIsSpeedOverRemainingDistance() {
        // At 0.75 moving 400 pt/s forward with 100 pt left: 4 per second.
        let forward = swipeBack.release(translation: Vector(dx: 300, dy: 0), velocity: Vector(dx: 400, dy: 0))
        #expect(forward.finishes && forward.initialVelocity.isApproximatelyEqual(to: 4, tolerance: 1e-12))
        // At 0.25 moving back at 100 pt/s with 100 pt back to the start: 1 per second toward it.
        let back = swipeBack.release(translation: Vector(dx: 100, dy: 0), velocity: Vector(dx: -100, dy: 0))
        #expect(!back.finishes && back.initialVelocity.isApproximatelyEqual(to: 1, tolerance: 1e-12))
        // Nothing left to go: no velocity.
        let done = swipeBack.release(translation: Vector(dx: 400, dy: 0), velocity: Vector(dx: 50, dy: 0))
        #expect(done.initialVelocity == 0)
    }

    @Test func nonFiniteInputCountsAsZeroAndIsReported() {
        let r = swipeBack.release(translation: Vector(dx: 240, dy: 0), velocity: Vector(dx: .nan, dy: 0))
        #expect(r.finishes && r.initialVelocity == 0 && r.diagnostics == [.nonFiniteVelocity])
        let s = swipeBack.release(translation: Vector(dx: .infinity, dy: 0), velocity: Vector(dx: 0, dy: .infinity))
        #expect(!s.finishes && s.progress == 0 && s.diagnostics == [.nonFiniteTranslation, .nonFiniteVelocity])
        let bad = GestureTracker(direction: .zero, distance: .nan, startProgress: .nan, decelerationRate: 2)
        #expect(bad.direction == Vector(dx: 1, dy: 0) && bad.distance == 1 && bad.startProgress == 0 && bad.decelerationRate == 0.998)
    }
}
