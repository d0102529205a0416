/// A finger scrubbing a transition someone else animates — the app's own pop animator, driven
/// through a percent-driven interaction controller (`UIPercentDrivenInteractiveTransition`) — with
/// the same progress and release rules as Match's own runs (`GestureTracker`).
///
/// A percent-driven controller takes progress in 0…1 only (`updateInteractiveTransition(_:)`
/// "percentComplete … between 0.0 and 1.0"), so the rubber band past either end is clamped. On the
/// release it completes the rest over (1 − p) × duration / `completionSpeed` seconds for a finish
/// and p × duration / `completionSpeed` for a cancel (UIPercentDrivenInteractiveTransition
/// `completionSpeed`): the speed reported makes that time the time the finger's own speed would
/// take, never slower than the app's animation at its own pace and never shorter than
/// `shortestCompletion`.
package struct FingerScrub: Sendable, Hashable {
    /// The swipe's progress and release rules.
    package var tracker: GestureTracker
    /// The app's animation's full duration, in seconds (> 0; invalid values become 0.35).
    package var duration: Double
    /// The shortest completion after a release, in seconds; 0.1.
    package static let shortestCompletion = 0.1

    /// Creates a scrub for a finger moving the transition forward along `direction`, over
    /// `distance` points, for an animation of `duration` seconds.
    package init(direction: Vector, distance: Double, duration: Double) {
        tracker = GestureTracker(direction: direction, distance: distance)
        self.duration = duration > 0 && duration.isFinite ? duration : 0.35
    }

    /// The percent complete for the finger's travel since it came down: 0…1.
    package func percentComplete(translation: Vector) -> Double {
        min(max(tracker.progress(translation: translation), 0), 1)
    }

    /// What to tell the interaction controller when the finger lifts.
    package struct Release: Sendable, Hashable {
        /// Finish (`finishInteractiveTransition()`) or cancel.
        package var finishes: Bool
        /// The `completionSpeed` to set first: > 0, 1 for the animation's own pace.
        package var completionSpeed: Double
    }

    /// The release for the finger lifting after `translation` points of travel at `velocity`
    /// points per second.
    package func release(translation: Vector, velocity: Vector) -> Release {
        let decision = tracker.release(translation: translation, velocity: velocity)
        let p = percentComplete(translation: translation)
        let ownPace = (decision.finishes ? 1 - p : p) * duration
        guard ownPace > 0, decision.initialVelocity > 0, decision.initialVelocity.isFinite else {
            return Release(finishes: decision.finishes, completionSpeed: 1)
        }
        let fingerPace = min(max(1 / decision.initialVelocity, Self.shortestCompletion), ownPace)
        return Release(finishes: decision.finishes, completionSpeed: max(ownPace / fingerPace, 1))
    }
}
