/// The transition context a container (navigation, presentation, tab bar) hands a transition,
/// modelled on `UIViewControllerContextTransitioning`.
///
/// The context is the system's: the engine asks it for views and frames and reports progress and
/// the end through it, but never assumes more than Apple documents — a view it does not hand over
/// (`view(_:)` returns `nil`, as for the presenter of a custom presentation that stays on screen)
/// is not the transition's to move, and a frame of `.zero` means "unknown".
package protocol ContainerTransitionContext: AnyObject {
    /// The view type of the host the context belongs to.
    associatedtype View: AnyObject

    /// The container view: the superview of every view taking part while the transition runs.
    var containerView: View { get }
    /// `view(forKey:)`: the view handed over for a side, or `nil` when the system keeps it
    /// (`.source` is `.from`, `.destination` is `.to`).
    func view(_ side: SceneSide) -> View?
    /// `viewController(forKey:)?.view`: the side's controller view, handed over or not.
    func controllerView(_ side: SceneSide) -> View?
    /// `initialFrame(for:)` in container coordinates; `.zero` when unknown.
    func initialFrame(_ side: SceneSide) -> Rect
    /// `finalFrame(for:)` in container coordinates; `.zero` when unknown.
    func finalFrame(_ side: SceneSide) -> Rect
    /// `transitionWasCancelled`.
    var transitionWasCancelled: Bool { get }
    /// `isAnimated`: whether the transition is animated. UIKit runs a `.custom` presentation's
    /// animator even when it is not ("we will invoke the animateTransition: even though the
    /// transition should not be animated", UIViewControllerTransitioning.h); the controller then
    /// animates nothing and completes at once (`UnanimatedTransition`). Default `true`.
    var isAnimated: Bool { get }
    /// `isInteractive`: whether the transition is interactive now (a transition that started
    /// non-interactive becomes so through `pauseInteractiveTransition()`).
    var isInteractive: Bool { get }
    /// `updateInteractiveTransition(_:)`: the interactive progress, 0…1.
    func updateInteractiveTransition(_ percentComplete: Double)
    /// `pauseInteractiveTransition()`: a running transition became interactive (it was grabbed).
    func pauseInteractiveTransition()
    /// `finishInteractiveTransition()`: the interaction ended toward the end.
    func finishInteractiveTransition()
    /// `cancelInteractiveTransition()`: the interaction ended back toward the start.
    func cancelInteractiveTransition()
    /// `completeTransition(_:)`: the animations are over; called exactly once.
    func completeTransition(_ didComplete: Bool)
}

extension ContainerTransitionContext {
    /// `true`: a context that does not say is animated.
    package var isAnimated: Bool { true }
}
