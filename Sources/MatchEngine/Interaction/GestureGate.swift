/// The answers a UI framework's gesture-recognizer delegate gives for a pan that drives a
/// transition: whether it may begin, whether it may run beside a scroll view's own pan, and where a
/// scroll view is held while the transition follows the finger. Pure functions over values read
/// from the recognizer and the scroll views, so every answer is tested on every platform.
package enum GestureGate {
    /// What a scroll view under the finger looks like now, in its own coordinates (points).
    package struct ScrollState: Sendable, Hashable {
        /// `contentOffset`.
        package var offset: Point
        /// The smallest offset at rest: (−adjustedContentInset.left, −adjustedContentInset.top).
        package var minimumOffset: Point
        /// The largest offset at rest: contentSize + insets − bounds size, never below `minimumOffset`.
        package var maximumOffset: Point

        /// Creates a state; a `maximumOffset` below `minimumOffset` (content smaller than the
        /// bounds) is raised to it on each axis.
        package init(offset: Point, minimumOffset: Point, maximumOffset: Point) {
            self.offset = offset
            self.minimumOffset = minimumOffset
            self.maximumOffset = Point(x: max(maximumOffset.x, minimumOffset.x), y: max(maximumOffset.y, minimumOffset.y))
        }

        /// The state of a `UIScrollView`-like view from its raw values (points): offset, content
        /// size, bounds size and adjusted insets (top, left, bottom, right).
        package init(
            offset: Point, contentSize: Size, boundsSize: Size, insetTop: Double, insetLeft: Double,
            insetBottom: Double, insetRight: Double
        ) {
            self.init(
                offset: offset, minimumOffset: Point(x: -insetLeft, y: -insetTop),
                maximumOffset: Point(
                    x: contentSize.width + insetRight - boundsSize.width,
                    y: contentSize.height + insetBottom - boundsSize.height))
        }
    }

    /// The largest angle, in radians, between the finger's motion and the transition's forward
    /// direction at which a pan may begin; default π/4 (the motion is mostly along the direction).
    package static let defaultMaximumAngle = Double.pi / 4
    /// How close to its edge, in points, a scroll view counts as at its edge; default 0.5.
    package static let edgeTolerance = 0.5

    /// Whether a pan may begin driving a transition whose forward direction is `direction`.
    ///
    /// The motion is the velocity (points per second) when it is non-zero, else the translation
    /// (points). It must point forward, within `maximumAngle` of `direction`; and every scroll view
    /// under the finger must be at its edge for that direction (`isAtEdge`) — one that can still
    /// scroll that way keeps the touch — unless `handsOff` is true: then the pan begins anyway and
    /// a `ScrollHandOff` gives the transition the finger when the scroll view reaches its edge.
    /// A transition already running (`transitionRunning`) can be grabbed whichever way the finger
    /// moves: `true`. Non-finite input, a zero motion or a zero direction: `false`.
    package static func shouldBegin(
        velocity: Vector, translation: Vector, direction: Vector, scrollViews: [ScrollState] = [],
        handsOff: Bool = false, transitionRunning: Bool = false, maximumAngle: Double = defaultMaximumAngle
    ) -> Bool {
        if transitionRunning { return true }
        guard direction.isFinite, direction.length > 0 else { return false }
        let motion = velocity.isFinite && velocity.length > 0 ? velocity : translation
        guard motion.isFinite, motion.length > 0 else { return false }
        let unit = direction * (1 / direction.length)
        let along = motion.dot(unit)
        guard along > 0 else { return false }
        let cosineOfAngle = along / motion.length
        guard cosineOfAngle >= cosine(min(max(maximumAngle, 0), .pi / 2)) - 1e-12 else { return false }
        return handsOff || scrollViews.allSatisfy { isAtEdge($0, for: direction) }
    }

    /// Whether `scroll` is at the edge the finger pulls it toward when it moves along `direction`:
    /// a finger moving down pulls the content down, toward the top, so the scroll view must be at
    /// its top (`offset.y ≤ minimumOffset.y`); moving right, at its left; up, at its bottom; left,
    /// at its right. Every axis the direction has a component on counts. A scroll view whose
    /// content fits is at every edge.
    package static func isAtEdge(_ scroll: ScrollState, for direction: Vector, tolerance: Double = edgeTolerance) -> Bool {
        let t = tolerance.isFinite ? max(tolerance, 0) : edgeTolerance
        if direction.dx > 1e-9, scroll.offset.x > scroll.minimumOffset.x + t { return false }
        if direction.dx < -1e-9, scroll.offset.x < scroll.maximumOffset.x - t { return false }
        if direction.dy > 1e-9, scroll.offset.y > scroll.minimumOffset.y + t { return false }
        if direction.dy < -1e-9, scroll.offset.y < scroll.maximumOffset.y - t { return false }
        return true
    }

    /// Whether the transition's pan may recognise alongside another recognizer: only a scroll
    /// view's pan (`scroll` non-nil) — always when `handsOff` (the scroll view scrolls until it
    /// reaches its edge, then `ScrollHandOff` gives the transition the finger), otherwise only
    /// while that scroll view is at its edge for `direction`. Any other recognizer (`nil`):
    /// `false`, UIKit's default.
    package static func recognizesSimultaneously(withScrollView scroll: ScrollState?, direction: Vector, handsOff: Bool = false) -> Bool {
        guard let scroll else { return false }
        return handsOff || isAtEdge(scroll, for: direction)
    }

    /// Where to hold a scroll view while the transition follows the finger: at the edge the finger
    /// pulls it toward (so it neither scrolls nor bounces under the moving screen); the axes the
    /// direction does not use keep the current offset.
    package static func pinnedOffset(_ scroll: ScrollState, for direction: Vector) -> Point {
        var p = scroll.offset
        if direction.dx > 1e-9 { p.x = scroll.minimumOffset.x } else if direction.dx < -1e-9 { p.x = scroll.maximumOffset.x }
        if direction.dy > 1e-9 { p.y = scroll.minimumOffset.y } else if direction.dy < -1e-9 { p.y = scroll.maximumOffset.y }
        return p
    }
}
