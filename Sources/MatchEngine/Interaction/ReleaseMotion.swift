/// How a released transition travels from where the finger left it to its end or its start: a
/// spring in plan progress, computed by the engine and applied frame by frame as the driver's
/// `fractionComplete`.
///
/// UIKit documents scrubbing a paused `UIViewPropertyAnimator` through `fractionComplete` and
/// finishing it with `stopAnimation(false)` + `finishAnimation(at:)`; it does not document that
/// keyframe animations inside the animator follow a spring passed to `continueAnimation`. So the
/// release motion is the engine's: the progress at `t` seconds after release is
/// `start + (target − start) · spring.value(at: t, initialVelocity: v)`, clamped into 0…1, where
/// `v` is the finger's speed toward the target in remaining distances per second — the view's
/// speed just after release equals the finger's.
package struct ReleaseMotion: Sendable, Hashable {
    /// The progress at release, 0…1.
    package let start: Double
    /// Where it goes: 1 (finish) or 0 (cancel).
    package let target: Double
    /// The spring (default `.smooth`: critically damped, 0.5 s response).
    package let spring: Spring
    /// The initial velocity, in remaining distances per second (non-finite input counts as 0;
    /// capped at ±1 000, a whole distance in a millisecond).
    package let initialVelocity: Double
    /// Seconds until the motion is within 0.5 / 1 000 of the remaining distance of its target
    /// (at most 10 s), after which it snaps there and the transition completes.
    package let duration: Double

    /// The largest initial velocity accepted, in remaining distances per second.
    package static let maximumVelocity = 1_000.0
    /// The longest a release may take, in seconds: a transition always completes.
    package static let maximumDuration = 10.0

    /// Creates a release from `start` toward the end (`finishes`) or the start.
    package init(from start: Double, finishes: Bool, initialVelocity: Double, spring: Spring = .smooth) {
        self.start = start.isFinite ? min(max(start, 0), 1) : 0
        target = finishes ? 1 : 0
        self.spring = spring
        let v = initialVelocity.isFinite ? initialVelocity : 0
        self.initialVelocity = min(max(v, -Self.maximumVelocity), Self.maximumVelocity)
        let remaining = (target - self.start).magnitude
        if remaining == 0 {
            duration = 0
        } else {
            let settle = spring.settlingDuration(initialVelocity: self.initialVelocity, threshold: 0.0005)
            duration = settle.isFinite ? min(max(settle, 0), Self.maximumDuration) : Self.maximumDuration
        }
    }

    /// The progress `elapsed` seconds after release (NaN or negative → the start; at or past
    /// `duration` → the target), always within 0…1.
    package func progress(at elapsed: Double) -> Double {
        guard elapsed > 0 else { return start }
        guard elapsed < duration else { return target }
        let p = start + (target - start) * spring.value(at: elapsed, initialVelocity: initialVelocity)
        return p.isFinite ? min(max(p, 0), 1) : target
    }

    /// The progress velocity `elapsed` seconds after release, in progress per second.
    package func velocity(at elapsed: Double) -> Double {
        guard elapsed < duration else { return 0 }
        return (target - start) * spring.velocity(at: max(elapsed, 0), initialVelocity: initialVelocity)
    }

    /// Whether the motion is over at `elapsed` seconds.
    package func isSettled(at elapsed: Double) -> Bool { elapsed >= duration }

    /// Where the driver finishes: `.end` for a finish, `.start` for a cancel.
    package var position: DriverPosition { target == 1 ? .end : .start }
}
