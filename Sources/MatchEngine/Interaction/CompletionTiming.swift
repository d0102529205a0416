/// What UIKit is told about the rest of a released interactive transition, so that the
/// participants it animates itself — the navigation bar, the coordinator's alongside animations —
/// end when the engine's release does.
///
/// After `finishInteractiveTransition()` or `cancelInteractiveTransition()` UIKit completes its own
/// participants over the remaining distance of the transition's duration divided by the
/// interaction controller's `completionSpeed`, on its `completionCurve`: (1 − p) × duration /
/// completionSpeed for a finish, p × duration / completionSpeed for a cancel, `p` the last
/// reported progress (documented for `UIPercentDrivenInteractiveTransition.completionSpeed`; the
/// same reading is taken for any interaction controller, uikit-practice P13). The engine releases
/// with its own spring (`ReleaseMotion`), taking `release.duration` seconds: the speed that makes
/// the two equal is remaining × duration / release.duration.
package struct CompletionTiming: Sendable, Hashable {
    /// `UIView.AnimationCurve`'s cases.
    package enum Curve: Sendable, Hashable {
        /// Slow at both ends.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Constant speed.
        case linear
    }

    /// The `completionSpeed` to report: > 0, 1 when nothing remains; within 0.01…100.
    package let speed: Double
    /// The `completionCurve` to report: `.easeOut` when the release starts faster than its average
    /// speed toward the target (a flick: the spring only decelerates), else `.easeInOut` (from rest
    /// or against the finger, the spring speeds up, then settles).
    package let curve: Curve

    /// The slowest and fastest speeds reported.
    package static let speedRange = 0.01...100.0

    /// UIKit's defaults (`completionSpeed` 1, `completionCurve` `.easeInOut`).
    package static let standard = CompletionTiming(speed: 1, curve: .easeInOut)

    /// Creates a value directly (`speed` clamped into `speedRange`; non-finite → 1).
    package init(speed: Double, curve: Curve) {
        self.speed = speed.isFinite ? min(max(speed, Self.speedRange.lowerBound), Self.speedRange.upperBound) : 1
        self.curve = curve
    }

    /// The timing that makes UIKit's remaining time, for a transition of `duration` seconds
    /// released as `release`, equal `release.duration`. Non-finite or non-positive durations, and a
    /// release with nothing left to travel, give `.standard`.
    package init(release: ReleaseMotion, transitionDuration duration: Double) {
        let remaining = (release.target - release.start).magnitude
        guard remaining > 0, duration > 0, duration.isFinite, release.duration > 0 else {
            self = .standard
            return
        }
        let average = 1 / release.duration  // remaining distances per second
        self.init(
            speed: remaining * duration / release.duration,
            curve: release.initialVelocity > average ? .easeOut : .easeInOut)
    }

    /// Seconds UIKit takes to complete its participants with this timing, after a release at
    /// progress `progress` that `finishes` or not, for a transition of `duration` seconds.
    package func uikitRemainingTime(progress: Double, finishes: Bool, duration: Double) -> Double {
        let p = progress.isFinite ? min(max(progress, 0), 1) : 0
        return (finishes ? 1 - p : p) * duration / speed
    }
}
