/// A `FrameClock` moved by hand: the headless stand-in for `CADisplayLink` and the render server
/// together. `advance(by:)` moves time on, advances every `Timeline` it drives (as Core Animation
/// moves running animators), then calls the frame callback, if started, with the new time.
///
/// Time starts at 0 and only moves forward; like `Timeline`, a step counts for at most
/// `Timeline.maximumStep` seconds, so time stays finite and every later step still moves it.
package final class ManualFrameClock: FrameClock {
    /// Seconds advanced so far.
    package private(set) var now: Double = 0
    /// The frames delivered so far (steps taken while the callback was on).
    package private(set) var framesDelivered = 0
    private var onFrame: ((Double) -> Void)?
    private var timelines: [Weak] = []

    private struct Weak {
        weak var timeline: Timeline?
    }

    /// Creates a clock at time 0, with no callback and no timeline.
    package init() {}

    /// Whether the frame callback is on.
    package var isTicking: Bool { onFrame != nil }

    /// Adds a timeline to advance with the clock from now on (a timeline already driven is not
    /// added twice). The clock does not keep it alive.
    package func drive(_ timeline: Timeline) {
        timelines.removeAll { $0.timeline == nil }
        guard !timelines.contains(where: { $0.timeline === timeline }) else { return }
        timelines.append(Weak(timeline: timeline))
    }

    /// Starts the frame callback (replacing one already on).
    package func start(_ onFrame: @escaping (Double) -> Void) { self.onFrame = onFrame }

    /// Stops the frame callback.
    package func stop() { onFrame = nil }

    /// Moves time on by `seconds` (NaN, infinite, zero and negative steps do nothing; longer than
    /// `Timeline.maximumStep` counts as that): the driven timelines advance first, then the frame
    /// callback runs with the new time.
    package func advance(by seconds: Double) {
        guard seconds > 0, seconds.isFinite else { return }
        let step = min(seconds, Timeline.maximumStep)
        now += step
        for entry in timelines { entry.timeline?.advance(by: step) }
        if let onFrame {
            framesDelivered += 1
            onFrame(now)
        }
    }
}
