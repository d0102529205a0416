/// The runs of one animator object that a container keeps asking (`MatchTransition`): the
/// controller of the run in progress — made when the container asks for the animation controller,
/// or, for a run the container begins without asking (uikit-rules 2.5: when and how often UIKit
/// calls the animator is not documented), on its first call — and none for a call after the run
/// ended, which UIKit may still make. Each run ends once, with `end(_:)`, from `animationEnded(_:)`.
package final class AnimatorRuns<Host: TransitionHost, Context: ContainerTransitionContext> where Context.View == Host.View {
    /// The engine controller of a run.
    package typealias Controller = TransitionController<Host, Context>
    /// The run in progress, if any.
    package private(set) var controller: Controller?
    /// The kind of the current or last run.
    package private(set) var kind: TransitionContext.Kind
    /// What the last ended run recorded (a copy, so the workspace's buffers are free for the next).
    package private(set) var lastRecording: TransitionRecording?
    /// Told after each run's controller ended: the controller and whether the run completed.
    package var onRunEnded: ((Controller?, Bool) -> Void)?
    private var returning: [TransitionID: Rect] = [:]
    private var hasEnded = false
    private let make: (TransitionContext.Kind, [TransitionID: Rect]) -> Controller
    private let clock: () -> Double

    /// Creates the runs of an animator whose first run is of `kind`; `make` builds a run's
    /// controller for a kind and where the views it returns came from (a dismissal or pop);
    /// `clock` is now on the clock the container's gestures are timed with, in seconds.
    package init(
        kind: TransitionContext.Kind, clock: @escaping () -> Double,
        make: @escaping (TransitionContext.Kind, [TransitionID: Rect]) -> Controller
    ) {
        self.kind = kind
        self.clock = clock
        self.make = make
    }

    /// Starts a run of `kind`: a fresh controller.
    @discardableResult
    package func begin(kind: TransitionContext.Kind, returning: [TransitionID: Rect] = [:]) -> Controller {
        self.kind = kind
        self.returning = returning
        let controller = make(kind, returning)
        self.controller = controller
        hasEnded = false
        return controller
    }

    /// The controller a container's call goes to: the run in progress; a new one only if none has
    /// begun since the last ended; `nil` after `end(_:)` until the next `begin`.
    package func current() -> Controller? {
        if let controller { return controller }
        return hasEnded ? nil : begin(kind: kind, returning: returning)
    }

    /// The run in progress's recording once prepared, else the last ended run's.
    package var recording: TransitionRecording? { controller?.session?.recording ?? lastRecording }

    /// `animationEnded(_:)`: the controller ends, `onRunEnded` hears it, the recording is kept and
    /// the run is let go. A call with no run in progress (UIKit calling again, or late) does nothing.
    package func end(_ completed: Bool) {
        guard let ending = controller else { return }
        ending.animationEnded(completed)
        onRunEnded?(ending, completed)
        lastRecording = ending.session?.recording?.detached ?? lastRecording
        controller = nil
        hasEnded = true
    }
}

/// An animator's runs are what a modal presentation's glue begins its runs on.
extension AnimatorRuns: ModalContainer {
    package func beginRun(kind: TransitionContext.Kind, returning: [TransitionID: Rect]) -> Controller {
        begin(kind: kind, returning: returning)
    }

    package var now: Double { clock() }
}
