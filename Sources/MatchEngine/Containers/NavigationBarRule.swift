/// What the adapter does for a navigation bar UIKit leaves stale after a custom transition.
package enum NavigationBarRule {
    /// Whether the navigation bar is laid out anew once a push or pop ends — hidden and shown
    /// again without animation, in the transition coordinator's completion: after a cancelled one,
    /// while the bar shows. A cancelled interactive push can leave the bar showing the item of the
    /// screen that never arrived (radars 38182194, 24535291; uikit-practice P23; Transmission
    /// toggles it the same way "to fix bugs with a cancelled interactive push transition").
    package static func refreshesBar(completed: Bool, barHidden: Bool) -> Bool {
        !completed && !barHidden
    }

    /// Whether another recognizer must wait for Match's own edge pan to fail: every pan (a scroll
    /// view's, a carousel's, a map's, table swipe actions, the app's), as UIKit's back swipe keeps
    /// ahead of them at the edge and Transmission's edge pan does (`shouldBeRequiredToFailBy` for
    /// any `UIPanGestureRecognizer`). The edge pan fails at once for a touch away from the edge
    /// or whenever a pop may not begin, so the others wait only for a touch at the edge.
    package static func waitsForOwnEdgePan(otherIsPan: Bool) -> Bool { otherIsPan }
}
