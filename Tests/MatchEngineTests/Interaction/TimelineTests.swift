import Testing

@testable import MatchEngine

/// `Timeline` follows `UIViewPropertyAnimator`'s documented state machine, case by case.
@Suite struct TimelineTests {
    final class Log {
        var positions: [DriverPosition] = []
    }

    func make(_ duration: Double = 1) -> (Timeline, Log) {
        let t = Timeline(duration: duration)
        let log = Log()
        t.addCompletion { log.positions.append($0) }
        return (t, log)
    }

    @Test func startsInactiveAtZero() {
        let (t, log) = make()
        #expect(t.state == .inactive && !t.isRunning && t.fractionComplete == 0 && !t.isReversed)
        t.advance(by: 5)
        #expect(t.fractionComplete == 0 && log.positions.isEmpty)
    }

    @Test func runsLinearlyAndCompletesOnceAtTheEnd() throws {
        let (t, log) = make(2)
        try t.start()
        #expect(t.state == .active && t.isRunning)
        t.advance(by: 0.5)
        #expect(t.fractionComplete == 0.25)
        t.advance(by: 1.5)
        #expect(t.fractionComplete == 1 && t.state == .inactive && !t.isRunning)
        t.advance(by: 1)
        #expect(log.positions == [.end])
        #expect(throws: DriverError.completed) { try t.start() }
    }

    /// "Changing the value of this property on an inactive animator moves it to the active state."
    @Test func scrubbingAnInactiveDriverActivatesItPaused() throws {
        let (t, _) = make()
        t.fractionComplete = 0.3
        #expect(t.state == .active && !t.isRunning && t.fractionComplete == 0.3)
        t.fractionComplete = .nan
        #expect(t.fractionComplete == 0)
        t.fractionComplete = 7
        #expect(t.fractionComplete == 1)
    }

    /// "You can update the value of this property only while the animator is paused."
    @Test func scrubbingWhileRunningIsRefused() throws {
        let (t, _) = make()
        try t.start()
        t.advance(by: 0.2)
        #expect(throws: DriverError.notPaused) { try t.scrub(to: 0.9) }
        t.fractionComplete = 0.9
        #expect(t.fractionComplete.isApproximatelyEqual(to: 0.2, tolerance: 1e-12))
    }

    @Test func pauseHoldsAndStartResumes() throws {
        let (t, log) = make()
        try t.pause()  // an inactive driver becomes active and paused
        #expect(t.state == .active && !t.isRunning)
        try t.start()
        t.advance(by: 0.4)
        try t.pause()
        t.advance(by: 10)
        #expect(t.fractionComplete.isApproximatelyEqual(to: 0.4, tolerance: 1e-12) && log.positions.isEmpty)
        try t.scrub(to: 0.8)
        try t.start()
        t.advance(by: 0.2 + 1e-9)
        #expect(log.positions == [.end])
    }

    @Test func reversingMidFlightHeadsBackWithoutAJump() throws {
        let (t, log) = make()
        try t.start()
        t.advance(by: 0.6)
        t.isReversed = true
        #expect(t.fractionComplete.isApproximatelyEqual(to: 0.6, tolerance: 1e-12))
        t.advance(by: 0.1)
        #expect(t.fractionComplete.isApproximatelyEqual(to: 0.5, tolerance: 1e-12))
        t.advance(by: 0.5)
        #expect(t.fractionComplete == 0 && log.positions == [.start])
    }

    /// stopAnimation(false) puts the animator in `.stopped`; finishAnimation(at:) then completes it.
    @Test func stopThenFinishAtAPosition() throws {
        let (t, log) = make()
        try t.start()
        t.advance(by: 0.3)
        t.stop(withoutFinishing: false)
        #expect(t.state == .stopped && !t.isRunning)
        #expect(throws: DriverError.stopped) { try t.start() }
        #expect(throws: DriverError.stopped) { try t.pause() }
        t.isReversed = true  // ignored once stopped
        #expect(!t.isReversed)
        try t.finish(at: .current)
        #expect(t.state == .inactive && log.positions == [.current])
        #expect(t.fractionComplete.isApproximatelyEqual(to: 0.3, tolerance: 1e-12))
    }

    /// "It is a programmer error to call this method at any time except after stopAnimation(false)."
    @Test func finishingADriverThatIsNotStoppedIsRefused() throws {
        let (t, log) = make()
        #expect(throws: DriverError.notStopped) { try t.finish(at: .end) }
        try t.start()
        #expect(throws: DriverError.notStopped) { try t.finish(at: .end) }
        #expect(t.isRunning && log.positions.isEmpty)
    }

    /// stopAnimation(true) goes straight to inactive "without performing any final actions".
    @Test func stopWithoutFinishingSkipsTheCompletion() throws {
        let (t, log) = make()
        try t.start()
        t.advance(by: 0.5)
        t.stop(withoutFinishing: true)
        #expect(t.state == .inactive && log.positions.isEmpty)
        t.advance(by: 5)
        #expect(log.positions.isEmpty)
    }

    @Test func continueNeedsAnActiveDriver() throws {
        let (t, _) = make()
        #expect(throws: DriverError.notActive) { try t.continue(timing: nil, durationFactor: 0) }
        try t.pause()
        try t.scrub(to: 0.5)
        try t.continue(timing: nil, durationFactor: 2)  // the remaining half now takes 2 s
        t.advance(by: 1)
        #expect(t.fractionComplete.isApproximatelyEqual(to: 0.75, tolerance: 1e-12))
    }

    /// A spring hand-over keeps position and speed: just after it the progress moves at
    /// remaining × v₀ per second.
    @Test func springContinuationIsVelocityContinuous() throws {
        let (t, log) = make(0.5)
        try t.pause()
        try t.scrub(to: 0.4)
        let v0 = 3.0  // remaining distances per second
        try t.continue(timing: .spring(.smooth, initialVelocity: v0), durationFactor: 0)
        #expect(t.fractionComplete == 0.4)
        let h = 1e-5
        t.advance(by: h)
        let speed = (t.fractionComplete - 0.4) / h
        #expect(speed.isApproximatelyEqual(to: 0.6 * v0, tolerance: 0.01))
        t.advance(by: Spring.smooth.settlingDuration(initialVelocity: v0))
        #expect(t.fractionComplete == 1 && log.positions == [.end])
    }

    @Test func badClockStepsAndDurationsAreIgnored() throws {
        #expect(Timeline(duration: .nan).duration == 0.5)
        #expect(Timeline(duration: -2).duration == 0.5)
        let (t, _) = make()
        try t.start()
        t.advance(by: .nan)
        t.advance(by: -1)
        t.advance(by: .infinity)
        #expect(t.fractionComplete == 0 && t.isRunning)
    }
}
