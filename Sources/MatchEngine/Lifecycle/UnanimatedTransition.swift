/// What a container transition that is not animated (`ContainerTransitionContext.isAnimated` is
/// `false`) does instead of a matched animation.
///
/// UIKit runs a `.custom` presentation's animator even for `present(_:animated: false)` and
/// `dismiss(animated: false)`: "we will invoke the animateTransition: even though the transition
/// should not be animated. This allows the custom transition to add or remove subviews to the
/// container view" (UIViewControllerTransitioning.h, `isAnimated`). Such a transition is a cut:
/// nothing is captured, matched or planned, the views are put where the transition leaves them,
/// and the context is completed (`true`) inside the call that started it, so the app can present
/// or dismiss again at once.
package enum UnanimatedTransition {
    /// One change to the container, in the order given.
    package enum Step: Sendable, Hashable {
        /// The source root (handed over and in the container) leaves the container, as the view a
        /// finished transition no longer shows.
        case removeSource
        /// The destination root (handed over) goes on top of the container's subviews, if it is not
        /// in the container yet, and takes `frame` (container coordinates, points).
        case placeDestination(frame: Rect)
        /// The presentation's dimming view takes its end state's alpha: 1 once presented (the
        /// plan's dimming track ends there), 0 once dismissed.
        case dimming(alpha: Double)
    }

    /// The steps for a transition of `kind`. `sourceInContainer`: the source root is handed over
    /// (`view(forKey: .from)`) and in the container; `destinationFrame`: the destination root's
    /// frame when it is handed over (`view(forKey: .to)`; its final frame, or the container's
    /// bounds when that is unknown), `nil` when the system keeps it; `hasDimmingView`: the
    /// presentation controller has a dimming view.
    package static func steps(
        kind: TransitionContext.Kind, sourceInContainer: Bool, destinationFrame: Rect?, hasDimmingView: Bool
    ) -> [Step] {
        var steps: [Step] = []
        if sourceInContainer { steps.append(.removeSource) }
        if let destinationFrame { steps.append(.placeDestination(frame: destinationFrame)) }
        if hasDimmingView, let alpha = dimmingAlpha(kind) { steps.append(.dimming(alpha: alpha)) }
        return steps
    }

    /// The dimming view's alpha once a `kind` transition has finished; `nil` for a transition
    /// without presentation chrome.
    private static func dimmingAlpha(_ kind: TransitionContext.Kind) -> Double? {
        switch kind {
        case .present: 1
        case .dismiss: 0
        case .push, .pop, .tabSwitch: nil
        }
    }
}
