/// A navigation controller as `NavigationGlue` drives it: primitives only, each one a call or a
/// property of UIKit's public API (the SDK header is named on each member). Every decision — when a
/// push or pop runs, waits or reverses, who holds the back button, when a swipe may begin — is the
/// glue's; a conformance only reads and writes what it is asked.
///
/// MatchUIKit conforms a wrapper of `UINavigationController`; the strict host conforms its model of
/// it. Both run the same `NavigationGlue`, so every strict scenario runs the glue an app ships.
package protocol NavigationContainer: AnyObject {
    /// A screen on the stack (UIKit: `UIViewController`).
    associatedtype Screen: AnyObject
    /// The host the container's matched transitions run on.
    associatedtype Host: TransitionHost
    /// The transition context the container hands its animators.
    associatedtype Context: ContainerTransitionContext where Context.View == Host.View
    /// The object the navigation delegate hands back as the animator of a matched push or pop
    /// (UIKit: `MatchTransition`).
    associatedtype Animator: AnyObject

    /// The stack, bottom to top, as the container reports it now: UIKit's `viewControllers`, which
    /// already holds the pushed screen (or lacks the popped one) once a push or pop is asked for
    /// (UINavigationController.h `viewControllers`).
    var screens: [Screen] { get }
    /// `pushViewController(_:animated: true)`; an app's subclass may ignore it. Never called with a
    /// screen already in the stack: the header says that "has no effect", but UIKit raises
    /// (`NavigationGlue.hand`).
    func pushViewController(_ screen: Screen)
    /// `popViewController(animated: true)`.
    func popViewController()
    /// Whether a transition runs that a push or pop must wait for: the navigation controller's own
    /// or an ancestor's (`transitionCoordinator`, which asks the parents,
    /// UIViewControllerTransitionCoordinator.h), or a presentation or dismissal over it (the
    /// presented controller's `transitionCoordinator`).
    var transitionRunning: Bool { get }
    /// Runs `work` on a later main-queue turn once the transition `transitionRunning` sees has
    /// ended (its coordinator's completion, then the next turn), or on the next turn when none runs.
    func afterTransition(_ work: @escaping () -> Void)
    /// Tells `handler` whether the transition starting now completed, once it ends (the transition
    /// coordinator's completion, `!isCancelled`); never, when none runs.
    func whenTransitionEnds(_ handler: @escaping (_ completed: Bool) -> Void)
    /// Whether the navigation controller's view is in a window (`viewIfLoaded?.window`).
    var isOnScreen: Bool { get }
    /// Calls `handler` each time the navigation controller's view comes into a window (UIView.h
    /// `didMoveToWindow` of a view of Match's inside it); installed once, on the first call.
    func observeWindow(_ handler: @escaping () -> Void)
    /// The view's `effectiveUserInterfaceLayoutDirection`.
    var layoutDirection: TransitionContext.LayoutDirection { get }
    /// The view's width in points (the back swipe's travel for a whole pop).
    var width: Double { get }
    /// Now on the clock the container's gestures are timed with, in seconds.
    var now: Double { get }

    /// Whether screens have a settable back action (`UINavigationItem.backAction`, iOS 16).
    var hasBackAction: Bool { get }
    /// Whether the app's navigation controller decides its back button's pops: its class
    /// implements `navigationBar(_:shouldPop:)` (UINavigationBarDelegate) other than
    /// UINavigationController's own (`class_getMethodImplementation`).
    var appDecidesBackButtonPops: Bool { get }
    /// Whether `screen`'s back button shows: not `hidesBackButton`, and no left items in its place
    /// unless `leftItemsSupplementBackButton` (UINavigationItem.h).
    func showsBackButton(_ screen: Screen) -> Bool
    /// The identifier of `screen`'s back action (`backAction?.identifier`), `nil` without one.
    func backActionIdentifier(of screen: Screen) -> String?
    /// Gives `screen` a back action with `identifier` that calls `perform`, or none (`nil`).
    func setBackAction(of screen: Screen, identifier: String?, perform: (() -> Void)?)

    /// Turns the navigation bar's `isUserInteractionEnabled` back on.
    func barTakesTapsAgain()
    /// Whether the navigation bar is hidden (`isNavigationBarHidden` or the bar's `isHidden`).
    var barHidden: Bool { get }
    /// Lays the navigation bar out anew: `setNavigationBarHidden(true, animated: false)`, then `false`.
    func relayoutBar()

    /// Makes Match's screen-edge pan and the delegate of UIKit's edge recognizer answer with
    /// `swipes` (again if something replaced that delegate since): the pan's `shouldBegin`, UIKit's
    /// recognizer's `shouldBegin`, and the target both relay the finger to. A no-op while the view
    /// is not loaded.
    func takeOverBackSwipe(_ swipes: BackSwipeHandlers)
    /// Whether the app turned UIKit's edge recognizer off (`interactivePopGestureRecognizer.isEnabled`).
    var systemSwipeEnabled: Bool { get }
    /// The answer of a delegate the app gave UIKit's edge recognizer itself (`true` without one).
    var appAllowsSwipe: Bool { get }
    /// Whether a recognizer that carries Match's target is recognizing a touch stream now (a state
    /// of `.began` or `.changed`).
    func backSwipeIsDown() -> Bool
    /// Notes where the recognizing swipe began (its location less its translation so far), for
    /// travel measured from there: a swipe Match's target had not heard begin yet.
    func noteBackSwipeStart()

    /// A percent-driven interaction controller for a pop the app animates itself
    /// (`UIPercentDrivenInteractiveTransition`).
    associatedtype PercentDriven: AnyObject
    /// Makes a percent-driven interaction controller.
    func makePercentDriven() -> PercentDriven
    /// `update(_:)`, percent 0…1.
    func update(_ interaction: PercentDriven, percentComplete: Double)
    /// Sets `completionSpeed` (> 0), then `finish()` or `cancel()`.
    func end(_ interaction: PercentDriven, finishing: Bool, completionSpeed: Double)

    /// Builds the animator of a matched push or pop (`request`), with its controller when it made
    /// one; it must call `request.ended` from its `animationEnded(_:)`.
    func makeAnimator(_ request: NavigationRunRequest<Self>) -> (animator: Animator, controller: TransitionController<Host, Context>?)
}

/// What the glue gives a container's recognizers.
package struct BackSwipeHandlers {
    /// `gestureRecognizerShouldBegin` of Match's own edge pan.
    package var ownPanShouldBegin: () -> Bool
    /// `gestureRecognizerShouldBegin` of UIKit's edge recognizer, with Match as its delegate.
    package var systemSwipeShouldBegin: () -> Bool
    /// The target both carry: each state of the finger.
    package var moved: (BackSwipePhase) -> Void
    /// Creates the handlers.
    package init(
        ownPanShouldBegin: @escaping () -> Bool, systemSwipeShouldBegin: @escaping () -> Bool,
        moved: @escaping (BackSwipePhase) -> Void
    ) {
        self.ownPanShouldBegin = ownPanShouldBegin
        self.systemSwipeShouldBegin = systemSwipeShouldBegin
        self.moved = moved
    }
}

/// One state of a back swipe, as a recognizer target hears it; travel in window points from where
/// it began, velocity in points per second.
package enum BackSwipePhase: Sendable, Hashable {
    /// It began; `popsItself` is `true` for Match's own edge pan, which pops (UIKit's recognizer
    /// pops by itself).
    case began(popsItself: Bool)
    /// It moved.
    case changed(translation: Vector)
    /// It lifted.
    case ended(translation: Vector, velocity: Vector)
    /// It was cancelled or failed: released where it is, with no velocity.
    case cancelled(translation: Vector)
}

/// A matched push or pop to build an animator for.
package struct NavigationRunRequest<Container: NavigationContainer> {
    /// Push or pop.
    package var kind: TransitionContext.Kind
    /// The effect of the roots.
    package var effect: TransitionEffect
    /// The layout direction of the navigation controller's view.
    package var layoutDirection: TransitionContext.LayoutDirection
    /// For a pop: where the views it returns came from (container coordinates).
    package var returningFrames: [TransitionID: Rect]
    /// To call from the animator's `animationEnded(_:)`, with the controller of the run and
    /// whether it completed.
    package var ended: (TransitionController<Container.Host, Container.Context>?, Bool) -> Void
}
