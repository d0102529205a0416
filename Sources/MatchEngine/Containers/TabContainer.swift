/// A tab bar controller as `TabGlue` drives it: primitives only, each one a call or a property of
/// UIKit's public API (the SDK header is named on each member). Every decision — what a tap or the
/// tab pan does while a switch or the selected tab's content transitions, what the app's delegate is
/// asked and told, which animation a switch runs — is the glue's.
///
/// MatchUIKit conforms a wrapper of `UITabBarController`; the strict host conforms its model.
package protocol TabContainer: AnyObject {
    /// A tab's controller (UIKit: `UIViewController`).
    associatedtype Tab: AnyObject
    /// The host the container's matched transitions run on.
    associatedtype Host: TransitionHost
    /// The transition context the container hands its animators.
    associatedtype Context: ContainerTransitionContext where Context.View == Host.View
    /// The object the delegate hands back as the animator of a matched switch (UIKit: `MatchTransition`).
    associatedtype Animator: AnyObject

    /// The tabs, in the bar's order (`viewControllers`; UITabBarController.h: the More navigation
    /// controller is not among them, though it may be `selectedViewController`).
    var tabs: [Tab] { get }
    /// `selectedIndex`.
    var selectedIndex: Int { get }
    /// Sets `selectedIndex` in code, which asks and tells the delegate nothing (uikit-practice P14).
    func select(_ index: Int)
    /// Whether the selected tab's content transitions: its controller or one inside it (children,
    /// recursively) has a transition coordinator of its own — `transitionCoordinator` asks parents,
    /// never children (UIViewControllerTransitionCoordinator.h) — or a navigation coordinator Match
    /// installed inside it has a push or pop pending (`NavigationGlue.hasOperationsPending`).
    var selectedContentTransitions: Bool { get }
    /// Runs `work` on a later main-queue turn once the selected tab's content transition ends (its
    /// coordinator's completion, then the next turn), or on the next turn when it has none.
    func afterSelectedContentTransition(_ work: @escaping () -> Void)
    /// Runs `work` on the next main-queue turn (`DispatchQueue.main.async`).
    func nextTurn(_ work: @escaping () -> Void)
    /// The tab bar as Match can see it: `tabBar`'s frame, whether it is shown, whether another bar
    /// may stand in for it (``TabBarLayout``).
    var tabBar: TabBarLayout { get }
    /// The items the tab bar shows (`tabBar.items`), the More item included when it shows one.
    var barItemCount: Int { get }
    /// The view's `effectiveUserInterfaceLayoutDirection`.
    var layoutDirection: TransitionContext.LayoutDirection { get }
    /// The view's width in points (the pan's travel for a whole switch).
    var width: Double { get }
    /// The view's height in points.
    var height: Double { get }
    /// Now on the clock the container's gestures are timed with, in seconds.
    var now: Double { get }
    /// Turns the tab bar's `isUserInteractionEnabled` back on.
    func barTakesTapsAgain()

    /// Whether the app's delegate implements iOS 18's `shouldSelectTab` or `didSelectTab:previousTab:`
    /// (`respondsToSelector:`); the older calls count as implemented (a fallback answers them).
    func appImplements(_ call: AdapterRouting.TabSelectionCall) -> Bool
    /// Whether tab `index` has an iOS 18 `UITab` (`UIViewController.tab`).
    func hasUITab(_ index: Int) -> Bool
    /// Asks the app's delegate `call` (`shouldSelect` or `shouldSelectTab`) for tab `index`.
    func askApp(_ call: AdapterRouting.TabSelectionCall, tab index: Int) -> Bool
    /// Tells the app's delegate `call` (`didSelect` or `didSelectTab:previousTab:`) for tab `index`,
    /// `previous` selected before.
    func tellApp(_ call: AdapterRouting.TabSelectionCall, tab index: Int, previous: Int?)

    /// Builds the animator of a matched switch (`request`), with its controller when it made one;
    /// it must call `request.ended` from its `animationEnded(_:)`.
    func makeAnimator(_ request: TabRunRequest<Self>) -> (animator: Animator, controller: TransitionController<Host, Context>?)
}

/// A matched tab switch to build an animator for.
package struct TabRunRequest<Container: TabContainer> {
    /// The switch's kind.
    package var kind: TransitionContext.Kind
    /// The effect of the roots.
    package var effect: TransitionEffect
    /// The layout direction of the tab bar controller's view.
    package var layoutDirection: TransitionContext.LayoutDirection
    /// To call from the animator's `animationEnded(_:)`, with whether it completed.
    package var ended: (Bool) -> Void
}

/// One state of a pan (the tab pan, an interaction), as its target hears it (travel and velocity in window points).
package enum PanPhase: Sendable, Hashable {
    /// It began, moving at `velocity`.
    case began(velocity: Vector)
    /// It moved.
    case changed(translation: Vector)
    /// It lifted.
    case ended(translation: Vector, velocity: Vector)
    /// It was cancelled or failed.
    case cancelled
}

/// What a tab bar controller shows of `tabBar`, read from UIKit's public API when a switch is
/// decided (`TabContainer.tabBar`).
package struct TabBarLayout: Sendable, Hashable {
    /// `tabBar`'s frame in the tab bar controller's view (`convert(_:to:)`).
    package var frame: Rect
    /// Whether `tabBar` is on screen: in a window, not hidden, alpha at least 0.01, and, from iOS 18,
    /// the controller's `isTabBarHidden` off.
    package var isShown: Bool
    /// Whether UIKit may show another bar in its place: iPadOS 18 or later in a regular horizontal
    /// size class, where the bar floats at the top or becomes a sidebar (UITabBarController.h,
    /// `mode`, `sidebar`); an iPhone in landscape keeps its bottom bar.
    package var mayBeReplaced: Bool

    package init(frame: Rect, isShown: Bool, mayBeReplaced: Bool) {
        self.frame = frame
        self.isShown = isShown
        self.mayBeReplaced = mayBeReplaced
    }

    /// The layout from what the container reads of UIKit: `tabBar`'s frame, whether it is in a
    /// window, its `isHidden` and `alpha` (below 0.01 it is not drawn for hit testing either,
    /// uikit-rules 5.7), the controller's `isTabBarHidden` (iOS 18; `false` before), whether the
    /// system is iPadOS 18 or later, and whether the horizontal size class is regular.
    package static func reading(
        frame: Rect, inWindow: Bool, isHidden: Bool, alpha: Double, controllerHidesBar: Bool, isPadOS18OrLater: Bool,
        isRegularWidth: Bool
    ) -> TabBarLayout {
        TabBarLayout(
            frame: frame, isShown: inWindow && !isHidden && alpha >= 0.01 && !controllerHidesBar,
            mayBeReplaced: isPadOS18OrLater && isRegularWidth)
    }
}
