/// Turns a pan gesture into transition progress, and its release into a decision.
///
/// Pure value type: feed it translations and velocities in points and points per second (the
/// gesture recognizer's `translation(in:)` and `velocity(in:)`), read progress and decisions.
package struct GestureTracker: Sendable, Hashable {
    /// The direction in which the finger moves the transition forward (normalised; a zero or
    /// non-finite vector counts as rightward, the edge-swipe back).
    package var direction: Vector
    /// How far the finger must travel along `direction` for the whole transition, in points (> 0;
    /// invalid values become 1).
    package var distance: Double
    /// The progress when the gesture began (a grabbed transition starts where it was), 0…1.
    package var startProgress: Double
    /// UIScrollView's deceleration rate per millisecond used to project a release; default 0.998
    /// (`UIScrollView.DecelerationRate.normal`).
    package var decelerationRate: Double
    /// A release faster than this along the axis, in points per second, decides by its direction
    /// alone; default 500.
    package var flickVelocity: Double
    /// How stiffly progress resists past 0 and 1 (UIScrollView's rubber-band constant); default 0.55.
    package var rubberBand: Double

    /// Creates a tracker; see each property for its default.
    package init(
        direction: Vector = Vector(dx: 1, dy: 0), distance: Double, startProgress: Double = 0,
        decelerationRate: Double = 0.998, flickVelocity: Double = 500, rubberBand: Double = 0.55
    ) {
        let length = direction.length
        self.direction = length > 0 && length.isFinite ? direction * (1 / length) : Vector(dx: 1, dy: 0)
        self.distance = distance > 0 && distance.isFinite ? distance : 1
        self.startProgress = startProgress.isFinite ? min(max(startProgress, 0), 1) : 0
        self.decelerationRate = decelerationRate > 0 && decelerationRate < 1 ? decelerationRate : 0.998
        self.flickVelocity = flickVelocity >= 0 && flickVelocity.isFinite ? flickVelocity : 500
        self.rubberBand = rubberBand > 0 && rubberBand.isFinite ? rubberBand : 0.55
    }

    /// Something odd about the gesture input; reported, never fatal.
    package enum Diagnostic: Sendable, Hashable {
        /// The translation had a NaN or infinite component; it counted as zero.
        case nonFiniteTranslation
        /// The velocity had a NaN or infinite component; it counted as zero.
        case nonFiniteVelocity
    }

    /// What to do when the finger lifts.
    package struct Release: Sendable, Hashable {
        /// Finish (true) or cancel (false).
        package var finishes: Bool
        /// The progress at release (rubber-banded, may be outside 0…1).
        package var progress: Double
        /// Where the release would coast to, as progress.
        package var projectedProgress: Double
        /// The completion spring's initial velocity in UIKit's unit: the speed toward the target
        /// divided by the distance left to it (0 when none is left).
        package var initialVelocity: Double
        /// Problems with the input.
        package var diagnostics: [Diagnostic]
    }

    /// The progress for a translation since the gesture began, rubber-banded past 0 and 1.
    package func progress(translation: Vector) -> Double {
        let t = translation.isFinite ? translation : .zero
        return Self.rubberBanded(startProgress + t.dot(direction) / distance, rubberBand)
    }

    /// The decision for a release with this translation and velocity.
    ///
    /// The velocity is projected the way UIScrollView decelerates: distance =
    /// v/1000 · rate/(1 − rate) points (for 0.998: v × 0.499 s). The release finishes when the
    /// projected progress is at least 0.5, except that a release faster than `flickVelocity` along
    /// the axis goes the way it is thrown. NaN or infinite input counts as zero and is reported.
    package func release(translation: Vector, velocity: Vector) -> Release {
        var diagnostics: [Diagnostic] = []
        if !translation.isFinite { diagnostics.append(.nonFiniteTranslation) }
        if !velocity.isFinite { diagnostics.append(.nonFiniteVelocity) }
        let v = velocity.isFinite ? velocity.dot(direction) : 0
        let p = progress(translation: translation)
        let coast = v / 1000 * decelerationRate / (1 - decelerationRate)
        let projected = p + coast / distance
        let finishes = v.magnitude > flickVelocity ? v > 0 : projected >= 0.5
        let remaining = (finishes ? 1 - p : p) * distance
        let towardTarget = finishes ? v : -v
        let initial = remaining > 1e-9 ? towardTarget / remaining : 0
        return Release(
            finishes: finishes, progress: p, projectedProgress: projected, initialVelocity: initial,
            diagnostics: diagnostics)
    }

    /// UIScrollView's rubber band applied to progress beyond 0…1: an overshoot x becomes
    /// c·x / (1 + c·x), which never reaches a whole extra length.
    static func rubberBanded(_ p: Double, _ c: Double) -> Double {
        if p > 1 {
            let x = p - 1
            return 1 + c * x / (1 + c * x)
        }
        if p < 0 {
            let x = -p
            return -(c * x / (1 + c * x))
        }
        return p
    }
}
