#if canImport(UIKit)
    import MatchEngine
    import UIKit

    /// A pan (or screen-edge pan) that drives a matched transition with the finger.
    ///
    /// When the pan begins on a transition already running it grabs it; otherwise it calls `begin`
    /// (pop, dismiss…) and the transition UIKit then starts follows the finger. The finger is read
    /// in window coordinates (`translation(in: nil)`), which do not move with the screen being
    /// dragged. Every decision is the engine's `InteractionGlue`: whether the pan may begin and
    /// whether it may run beside a scroll view's pan (`GestureGate`); inside a scroll view it runs
    /// beside the scroll view's own pan, and `ScrollHandOff` leaves the finger to the scroll view
    /// until it reaches its edge that way (a list scrolled to its top), then gives it to the
    /// transition without the finger lifting, holding the scroll view at its edge while the
    /// transition follows.
    @MainActor
    public final class MatchInteraction: NSObject, UIGestureRecognizerDelegate, @MainActor InteractionPan {
        /// The recognizer, already added to the view given at creation; its delegate is this object.
        public let recognizer: UIPanGestureRecognizer
        /// The direction in which the finger moves the transition forward, in the window's points
        /// (positive `dy` is down; only the direction counts, not the length); default down, (0, 1).
        public var direction: CGVector {
            get { CGVector(dx: glue.direction.dx, dy: glue.direction.dy) }
            set { glue.direction = Vector(dx: Double(newValue.dx), dy: Double(newValue.dy)) }
        }
        /// The finger travel for the whole transition, in points (> 0); default the view's height (or
        /// width for a horizontal direction), read when the pan begins.
        public var distance: () -> CGFloat
        /// The transition it drives (set by ``MatchTransition/interaction``).
        public weak var transition: MatchTransition?
        /// The finger, relayed to the transition's controller whenever that exists.
        var relay: GestureRelay<MatchTransition.Controller> { glue.relay }
        /// Whether a finger is driving right now.
        public var isTracking: Bool { relay.isTracking }
        /// The app's say on whether a pan may begin the transition (like the zoom transition's
        /// `interactiveDismissShouldBegin`); asked before the engine's gate. `nil` (the default) allows it.
        public var shouldBegin: (() -> Bool)? {
            get { glue.shouldBegin }
            set { glue.shouldBegin = newValue }
        }
        /// Whether a scroll view under the finger keeps it until it reaches its edge, then hands it to
        /// the transition without the finger lifting (`ScrollHandOff`); default `true`.
        public var handsOffFromScrollViews: Bool {
            get { glue.handsOffFromScrollViews }
            set { glue.handsOffFromScrollViews = newValue }
        }
        /// Every decision.
        private(set) var glue: InteractionGlue<MatchInteraction, MatchTransition.Controller>!

        /// Adds a pan recognizer (a screen-edge one when `edges` is given) to `view`; `begin` starts
        /// the container operation (present, dismiss, pop…) when no transition is running.
        public init(view: UIView, edges: UIRectEdge? = nil, direction: CGVector = CGVector(dx: 0, dy: 1), begin: @escaping () -> Void) {
            recognizer =
                edges.map { edges in
                    let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
                    edge.edges = edges
                    return edge
                } ?? UIPanGestureRecognizer(target: nil, action: nil)
            distance = { 1 }
            super.init()
            glue = InteractionGlue(pan: self, begin: begin)
            glue.direction = Vector(dx: Double(direction.dx), dy: Double(direction.dy))
            distance = { [weak view, weak self] in
                guard let view, let self else { return 1 }
                return CGFloat(
                    InteractionGlue<MatchInteraction, MatchTransition.Controller>.travel(
                        along: self.glue.direction, in: Size(view.bounds.size)))
            }
            recognizer.addTarget(self, action: #selector(handle(_:)))
            recognizer.delegate = self
            view.addGestureRecognizer(recognizer)
        }

        @objc private func handle(_ pan: UIPanGestureRecognizer) {
            switch pan.state {
            case .began: began(velocity: pan.velocity(in: nil))
            case .changed: moved(translation: pan.translation(in: nil))
            case .ended: lifted(translation: pan.translation(in: nil), velocity: pan.velocity(in: nil))
            case .cancelled, .failed: cancelled()
            default: break
            }
        }

        // The recognizer's target, one call per state of the touch stream (window points). The
        // device-run tests call them too, to play a finger: XCTest has no public way to make touches.

        /// The pan began, moving at `velocity` (points per second).
        func began(velocity: CGPoint) { glue.pan(.began(velocity: Vector(velocity))) }
        /// The pan moved `translation` since it began.
        func moved(translation: CGPoint) { glue.pan(.changed(translation: Vector(translation))) }
        /// The pan lifted at `translation`, moving at `velocity`.
        func lifted(translation: CGPoint, velocity: CGPoint) {
            glue.pan(.ended(translation: Vector(translation), velocity: Vector(velocity)))
        }
        /// The pan was cancelled or failed.
        func cancelled() { glue.pan(.cancelled) }

        // MARK: UIGestureRecognizerDelegate

        /// `InteractionGlue.panShouldBegin` with the pan's velocity and translation (window coordinates).
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            glue.panShouldBegin(velocity: Vector(recognizer.velocity(in: nil)), translation: Vector(recognizer.translation(in: nil)))
        }

        /// `GestureGate.recognizesSimultaneously`: only with a scroll view's own pan, while that
        /// scroll view is at its edge for ``direction``.
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool {
            glue.recognizesSimultaneously(
                withScrollView: (other.view as? UIScrollView).flatMap { $0.panGestureRecognizer === other ? $0 : nil })
        }

        // MARK: InteractionPan

        package func scrollViewsUnderFinger() -> [UIScrollView] { Self.scrollViews(under: recognizer) }
        package func state(of scroll: UIScrollView) -> GestureGate.ScrollState { Self.state(of: scroll) }
        package func setOffset(_ offset: Point, of scroll: UIScrollView) { scroll.contentOffset = offset.cgPoint }
        package func cancelPan(of scroll: UIScrollView) {
            scroll.panGestureRecognizer.isEnabled = false
            scroll.panGestureRecognizer.isEnabled = true
        }
        package var fingerTravel: Double { Double(distance()) }
        package var now: Double { CACurrentMediaTime() }

        /// The scroll views from the view under the finger up to the recognizer's view.
        static func scrollViews(under recognizer: UIGestureRecognizer) -> [UIScrollView] {
            guard let view = recognizer.view else { return [] }
            var found: [UIScrollView] = []
            var current = view.hitTest(recognizer.location(in: view), with: nil)
            while let c = current, c !== view.superview {
                (c as? UIScrollView).map { found.append($0) }
                current = c.superview
            }
            return found
        }

        /// A scroll view's offset and extent, in points.
        static func state(of scroll: UIScrollView) -> GestureGate.ScrollState {
            let inset = scroll.adjustedContentInset
            return GestureGate.ScrollState(
                offset: Point(scroll.contentOffset), contentSize: Size(scroll.contentSize), boundsSize: Size(scroll.bounds.size),
                insetTop: Double(inset.top), insetLeft: Double(inset.left), insetBottom: Double(inset.bottom),
                insetRight: Double(inset.right))
        }
    }
#endif
