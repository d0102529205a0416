#if canImport(UIKit)
import MatchEngine
import UIKit

/// A pan (or screen-edge pan) that drives a matched transition with the finger: when it begins it
/// calls `begin` (pop, dismiss, select a tab…), then the transition follows the finger and, on
/// release, finishes or cancels as the `GestureTracker` decides, carrying the finger's velocity
/// into the completion spring. A card zoomed to full screen can so be dragged back down.
@MainActor
public final class MatchInteraction: NSObject {
    /// The recognizer, already added to the view given at creation.
    public let recognizer: UIPanGestureRecognizer
    /// The direction in which the finger moves the transition forward; default down.
    public var direction: Vector
    /// The finger travel for the whole transition, in points; default the view's height (or width
    /// for a horizontal direction).
    public var distance: () -> Double
    /// Whether a gesture is driving a transition right now.
    public private(set) var isTracking = false
    /// The transition it drives.
    public weak var transition: MatchTransition?
    private let begin: () -> Void

    /// Adds a pan recognizer (a screen-edge one when `edges` is given) to `view`.
    public init(view: UIView, edges: UIRectEdge? = nil, direction: Vector = Vector(dx: 0, dy: 1), begin: @escaping () -> Void) {
        if let edges {
            let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
            edge.edges = edges
            recognizer = edge
        } else {
            recognizer = UIPanGestureRecognizer(target: nil, action: nil)
        }
        self.direction = direction
        self.begin = begin
        let horizontal = abs(direction.dx) >= abs(direction.dy)
        distance = { [weak view] in Double(horizontal ? view?.bounds.width ?? 1 : view?.bounds.height ?? 1) }
        super.init()
        recognizer.addTarget(self, action: #selector(handle(_:)))
        view.addGestureRecognizer(recognizer)
    }

    @objc private func handle(_ pan: UIPanGestureRecognizer) {
        let view = pan.view
        let t = pan.translation(in: view), v = pan.velocity(in: view)
        let translation = Vector(dx: Double(t.x), dy: Double(t.y))
        switch pan.state {
        case .began:
            isTracking = true
            begin()
        case .changed:
            transition?.interactionChanged(translation: translation)
        case .ended, .cancelled, .failed:
            let velocity = pan.state == .ended ? Vector(dx: Double(v.x), dy: Double(v.y)) : .zero
            transition?.interactionEnded(translation: translation, velocity: velocity)
            isTracking = false
        default:
            break
        }
    }
}
#endif
