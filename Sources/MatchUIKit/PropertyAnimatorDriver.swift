#if canImport(UIKit)
    import MatchEngine
    import UIKit

    /// `UIViewPropertyAnimator` as a `TransitionDriver`: linear timing over the plan's duration, so
    /// `fractionComplete` is plan progress. UIKit's programmer errors are checked first and become
    /// typed `DriverError`s instead of exceptions.
    @MainActor
    final class PropertyAnimatorDriver: @MainActor TransitionDriver {
        /// The animator: the one `interruptibleAnimator(using:)` returns for the whole transition.
        let animator: UIViewPropertyAnimator
        private var completed = false
        /// Called after every call made through this driver (start, pause, scrub, continue, stop,
        /// finish): how the host hears that the animator changed without a display link.
        var onCall: () -> Void = {}

        /// Creates a linear animator of `duration` seconds.
        init(duration: Double) {
            animator = UIViewPropertyAnimator(duration: duration, curve: .linear)
            animator.addCompletion { [weak self] _ in self?.completed = true }
        }

        /// `animator.state`.
        var state: DriverState {
            switch animator.state {
            case .inactive: .inactive
            case .active: .active
            case .stopped: .stopped
            @unknown default: .inactive
            }
        }

        /// `animator.isRunning`.
        var isRunning: Bool { animator.isRunning }

        /// `animator.isReversed`; ignored once stopped.
        var isReversed: Bool {
            get { animator.isReversed }
            set { if animator.state != .stopped { animator.isReversed = newValue } }
        }

        /// `animator.fractionComplete`; setting is `scrub(to:)`, a refused setting is ignored.
        var fractionComplete: Double {
            get { Double(animator.fractionComplete) }
            set { try? scrub(to: newValue) }
        }

        /// `startAnimation()`.
        func start() throws(DriverError) {
            if completed { throw .completed }
            if animator.state == .stopped { throw .stopped }
            defer { onCall() }
            animator.startAnimation()
        }

        /// `pauseAnimation()`.
        func pause() throws(DriverError) {
            if completed { throw .completed }
            if animator.state == .stopped { throw .stopped }
            defer { onCall() }
            animator.pauseAnimation()
        }

        /// Sets `fractionComplete` while paused (UIKit ignores it while running).
        func scrub(to fraction: Double) throws(DriverError) {
            if completed { throw .completed }
            if animator.state == .stopped { throw .stopped }
            if animator.isRunning { throw .notPaused }
            defer { onCall() }
            animator.fractionComplete = CGFloat(fraction.isNaN ? 0 : min(max(fraction, 0), 1))
        }

        /// `continueAnimation(withTimingParameters:durationFactor:)` with the curve converted to UIKit's.
        func `continue`(timing: TimingCurve?, durationFactor: Double) throws(DriverError) {
            if completed { throw .completed }
            if animator.state == .stopped { throw .stopped }
            guard animator.state == .active else { throw .notActive }
            let factor = durationFactor > 0 && durationFactor.isFinite ? durationFactor : 0
            defer { onCall() }
            animator.continueAnimation(withTimingParameters: timing.map(Self.provider), durationFactor: CGFloat(factor))
        }

        /// `stopAnimation(_:)`; a no-op unless active.
        func stop(withoutFinishing: Bool) {
            guard animator.state == .active else { return }
            defer { onCall() }
            animator.stopAnimation(withoutFinishing)
            if withoutFinishing { completed = true }
        }

        /// `finishAnimation(at:)`, only after `stop(withoutFinishing: false)`.
        func finish(at position: DriverPosition) throws(DriverError) {
            guard animator.state == .stopped else { throw .notStopped }
            defer { onCall() }
            switch position {
            case .end: animator.finishAnimation(at: .end)
            case .start: animator.finishAnimation(at: .start)
            case .current: animator.finishAnimation(at: .current)
            }
        }

        /// `addCompletion(_:)`, translating the position.
        func addCompletion(_ completion: @escaping (DriverPosition) -> Void) {
            animator.addCompletion { position in
                switch position {
                case .end: completion(.end)
                case .start: completion(.start)
                case .current: completion(.current)
                @unknown default: completion(.current)
                }
            }
        }

        /// The UIKit timing for an engine curve: a spring keeps its physical parameters and initial
        /// velocity; a Bézier its control points; linear is the linear cubic curve.
        static func provider(_ curve: TimingCurve) -> UITimingCurveProvider {
            switch curve {
            case .linear:
                return UICubicTimingParameters(animationCurve: .linear)
            case .bezier(let b):
                return UICubicTimingParameters(
                    controlPoint1: CGPoint(x: b.x1, y: b.y1), controlPoint2: CGPoint(x: b.x2, y: b.y2))
            case .spring(let s, let velocity):
                let v = CGFloat(velocity.isFinite ? velocity : 0)
                return UISpringTimingParameters(
                    mass: CGFloat(s.mass), stiffness: CGFloat(s.stiffness), damping: CGFloat(s.damping),
                    initialVelocity: CGVector(dx: v, dy: v))
            }
        }
    }
#endif
