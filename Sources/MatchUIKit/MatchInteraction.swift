#if canImport(UIKit)
    import MatchEngine
    import UIKit

    /// A pan (or screen-edge pan) that drives a matched transition with the finger.
    ///
    /// When the pan begins on a transition already running it grabs it; otherwise it calls `begin`
    /// (pop, dismiss…) and the transition UIKit then starts follows the finger. The finger is read
    /// in window coordinates (`translation(in: nil)`), which do not move with the screen being
    /// dragged. Whether the pan may begin, and whether it may run beside a scroll view's pan, are the
    /// engine's `GestureGate` answers: it begins only along `direction`; inside a scroll view it runs
    /// beside the scroll view's own pan, and `ScrollHandOff` leaves the finger to the scroll view until
    /// it reaches its edge that way (a list scrolled to its top), then gives it to the transition
    /// without the finger lifting, holding the scroll view at its edge while the transition follows.
    @MainActor
    public final class MatchInteraction: NSObject, UIGestureRecognizerDelegate {
        /// The recognizer, already added to the view given at creation; its delegate is this object.
        public let recognizer: UIPanGestureRecognizer
        /// The direction in which the finger moves the transition forward, in the window's points
        /// (positive `dy` is down; only the direction counts, not the length); default down, (0, 1).
        public var direction: CGVector {
            get { CGVector(dx: fingerDirection.dx, dy: fingerDirection.dy) }
            set { fingerDirection = Vector(dx: Double(newValue.dx), dy: Double(newValue.dy)) }
        }
        /// `direction`, as the engine takes it.
        private(set) var fingerDirection: Vector
        /// The finger travel for the whole transition, in points (> 0); default the view's height (or
        /// width for a horizontal direction), read when the pan begins.
        public var distance: () -> CGFloat
        /// The transition it drives (set by `MatchTransition.interaction`).
        public weak var transition: MatchTransition?
        /// The finger, relayed to the transition's controller whenever that exists.
        let relay = GestureRelay<MatchTransition.Controller>()
        /// Whether a finger is driving right now.
        public var isTracking: Bool { relay.isTracking }
        /// The app's say on whether a pan may begin the transition (like the zoom transition's
        /// `interactiveDismissShouldBegin`); asked before the engine's gate. `nil` (the default) allows it.
        public var shouldBegin: (() -> Bool)?
        /// What the pan does as it comes down, decided by the owner of the transitions it drives (a
        /// navigation coordinator, a modal transition): refuse, grab a running run — one against its own
        /// operation backward — or start its own (`FingerTakeover`). `nil` (no owner): grab the run it
        /// drives already, else start.
        var takeover: (() -> FingerTakeover<MatchTransition.Controller>)?
        /// How the owner carries `begin` out when the finger starts a transition (it may note what
        /// the container did); `nil`: `begin` is called as it is.
        var startsOperation: ((() -> Void) -> Void)?

        /// The owner's take-over, or the one without an owner.
        private func currentTakeover() -> FingerTakeover<MatchTransition.Controller> {
            if let takeover { return takeover() }
            return .decide(ownDirection: fingerDirection, allowed: true, target: relay.receiver.map { .init($0, runsAgainstFinger: false) })
        }

        private let begin: () -> Void
        private var heldScrollViews: [UIScrollView] = []
        /// Whether a scroll view under the finger keeps it until it reaches its edge, then hands it to
        /// the transition without the finger lifting (`ScrollHandOff`); default `true`.
        public var handsOffFromScrollViews = true
        private var handOff: ScrollHandOff?

        /// Adds a pan recognizer (a screen-edge one when `edges` is given) to `view`; `begin` starts
        /// the container operation (present, dismiss, pop…) when no transition is running.
        public init(view: UIView, edges: UIRectEdge? = nil, direction: CGVector = CGVector(dx: 0, dy: 1), begin: @escaping () -> Void) {
            recognizer =
                edges.map { edges in
                    let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
                    edge.edges = edges
                    return edge
                } ?? UIPanGestureRecognizer(target: nil, action: nil)
            fingerDirection = Vector(dx: Double(direction.dx), dy: Double(direction.dy))
            self.begin = begin
            let horizontal = abs(direction.dx) >= abs(direction.dy)
            distance = { [weak view] in (horizontal ? view?.bounds.width : view?.bounds.height) ?? 1 }
            super.init()
            recognizer.addTarget(self, action: #selector(handle(_:)))
            recognizer.delegate = self
            view.addGestureRecognizer(recognizer)
        }

        @objc private func handle(_ pan: UIPanGestureRecognizer) {
            let translation = Vector(pan.translation(in: nil))
            switch pan.state {
            case .began:
                heldScrollViews = Self.scrollViews(under: pan)
                var handOff = ScrollHandOff(direction: fingerDirection, scrollViews: heldScrollViews.map(Self.state(of:)))
                if !handsOffFromScrollViews { handOff = ScrollHandOff(direction: fingerDirection, scrollViews: []) }
                self.handOff = handOff
                if handOff.hasHandedOver { takeOver() }
            case .changed:
                guard var handOff else { return }
                let wasHandedOver = handOff.hasHandedOver
                let followed = handOff.update(translation: translation, scrollViews: heldScrollViews.map(Self.state(of:)))
                self.handOff = handOff
                guard let followed else { return }
                if !wasHandedOver { takeOver() }
                hold()
                relay.changed(translation: followed)
            case .ended:
                if let followed = handOff?.update(translation: translation, scrollViews: heldScrollViews.map(Self.state(of:))),
                    handOff?.hasHandedOver == true
                {
                    relay.ended(translation: followed, velocity: Vector(pan.velocity(in: nil)), at: CACurrentMediaTime())
                }
                heldScrollViews = []
                handOff = nil
            case .cancelled, .failed:
                relay.cancelled(at: CACurrentMediaTime())
                heldScrollViews = []
                handOff = nil
            default:
                break
            }
        }

        /// The transition takes the finger (`FingerTakeover`): it grabs a running one, or `begin`
        /// starts one — unless the owner refuses the pan now (a scroll view may have held the finger
        /// until a transition began).
        private func takeOver() {
            let takeover = currentTakeover()
            if case .refuse = takeover {
                // Refused: the finger goes back to the scroll views, unheld, for the rest of it.
                handOff = nil
                heldScrollViews = []
                return
            }
            // The scroll views stop scrolling: toggling their pan cancels it, so they neither fight
            // the hold nor fling on when the finger lifts.
            for scroll in heldScrollViews {
                scroll.panGestureRecognizer.isEnabled = false
                scroll.panGestureRecognizer.isEnabled = true
            }
            takeover.perform(on: relay, distance: Double(distance()), at: CACurrentMediaTime()) {
                if let startsOperation { startsOperation(begin) } else { begin() }
            }
        }

        /// Holds the scroll views under the finger at the edge the finger pulls them toward.
        private func hold() {
            for scroll in heldScrollViews {
                scroll.contentOffset = GestureGate.pinnedOffset(Self.state(of: scroll), for: fingerDirection).cgPoint
            }
        }

        // MARK: UIGestureRecognizerDelegate

        /// The app's `shouldBegin`, then `GestureGate.shouldBegin` with the pan's velocity and translation (window coordinates) and
        /// the scroll views under the finger.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            let takeover = currentTakeover()
            if case .refuse = takeover { return false }
            if let shouldBegin, !shouldBegin() { return false }
            var grabs = false
            if case .grab = takeover { grabs = true }
            return GestureGate.shouldBegin(
                velocity: Vector(recognizer.velocity(in: nil)), translation: Vector(recognizer.translation(in: nil)),
                direction: fingerDirection, scrollViews: Self.scrollViews(under: recognizer).map(Self.state(of:)),
                handsOff: handsOffFromScrollViews, transitionRunning: grabs)
        }

        /// `GestureGate.recognizesSimultaneously`: only with a scroll view's own pan, while that
        /// scroll view is at its edge for `direction`.
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool {
            let scroll = (other.view as? UIScrollView).flatMap { $0.panGestureRecognizer === other ? $0 : nil }
            return GestureGate.recognizesSimultaneously(
                withScrollView: scroll.map(Self.state(of:)), direction: fingerDirection, handsOff: handsOffFromScrollViews)
        }

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
