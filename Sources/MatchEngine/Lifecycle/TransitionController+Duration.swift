/// The duration the container is told, and the completion timing of a release.
extension TransitionController {
    /// The interaction controller's `completionSpeed` and `completionCurve` for the current
    /// release (`CompletionTiming`: UIKit's own participants, such as the navigation bar, then end
    /// when the release does); UIKit's defaults when not releasing.
    package var completionTiming: CompletionTiming {
        guard let release else { return .standard }
        return CompletionTiming(release: release.motion, transitionDuration: transitionDuration)
    }

    /// `transitionDuration(using:)`, in seconds: the same answer every time it is asked, as the
    /// container needs (it times its own participants, such as the navigation bar, with it) —
    /// the configured duration if asked before preparation (the driver then runs that long), the
    /// plan's once prepared. A fitted duration (``TransitionContext/fittedDuration``) needs the
    /// prepared plan: ask through `transitionDuration(using:)`, which prepares first when it can.
    package var transitionDuration: Double {
        if let reportedDuration { return reportedDuration }
        let value = session?.plan?.totalDuration ?? configuration.unmeasuredDuration
        reportedDuration = value
        return value
    }

    /// `transitionDuration(using:)` with the context the container passes (UIKit's is optional),
    /// in seconds: `transitionDuration`, except that a timed run whose duration fits its flight
    /// (``TransitionContext/fittedDuration``), asked before it is prepared, prepares first (as
    /// `interruptibleAnimator(using:)` would), since the fitted duration is measured on the
    /// captured views. The first answer is then the fitted duration, and every later answer and the
    /// driver agree with it. It does not prepare early — the answer is the configured duration,
    /// which the driver then runs — without a context, under a finger (`wantsInteractiveStart`:
    /// not fitted anyway), or while the presentation's dimming view is not in the container yet:
    /// when UIKit asks relative to `presentationTransitionWillBegin`, which places it, is not
    /// documented, and a flight stacked without it would be stacked wrong. For a context that is
    /// not animated, asked first, the answer is 0.
    package func transitionDuration(using context: Context?) -> Double {
        // Not animated: nothing runs, and the answer is 0.
        if let context, !context.isAnimated, reportedDuration == nil { reportedDuration = 0 }
        if let context, preparesToAnswerDuration(context) { interruptibleAnimator(using: context) }
        return transitionDuration
    }

    /// Whether `transitionDuration(using:)` prepares before answering (see there).
    private func preparesToAnswerDuration(_ context: Context) -> Bool {
        guard reportedDuration == nil, driver == nil, configuration.fittedDuration != nil, !wantsInteractiveStart else {
            return false
        }
        guard let chrome = dimmingView() else { return true }
        return makeHost(context).isInContainer(chrome)
    }
}
