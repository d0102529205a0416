#if canImport(UIKit)
import MatchEngine
import UIKit

/// The `TransitionHost` over real `UIView`s in a transition's container view.
///
/// Capture mirrors each screen into a `HeadlessView` tree (same geometry, read through `center`,
/// `bounds` and `layer.transform`) and lets the engine snapshot it, so every geometric rule is the
/// one tested on Linux. Stand-ins are `snapshotView(afterScreenUpdates:)`s; the motion is the baked
/// keyframes inside the one `UIViewPropertyAnimator`.
@MainActor
public final class UIKitHost: @MainActor TransitionHost {
    /// A view's place and look, as `restore(_:)` needs them.
    public struct Record {
        let view: UIView
        let superview: UIView?
        let index: Int
        let center: CGPoint
        let bounds: CGRect
        let transform: CATransform3D
        let alpha: CGFloat
        let isHidden: Bool
        let mask: UIView?
    }

    /// The transition's container view.
    public let container: UIView
    /// Where the destination root must end (its final frame in the container).
    let destinationFrame: CGRect?
    private var stacking = StackingOrder()

    /// Creates a host for a container; `destinationFrame` places a destination root that is not
    /// yet in the container (`UIViewControllerContextTransitioning.finalFrame(for:)`).
    public init(container: UIView, destinationFrame: CGRect?) {
        self.container = container
        self.destinationFrame = destinationFrame
    }

    /// Mirrors `root` into a headless tree under a mirror of the container and captures it.
    public func capture(root: UIView) -> (snapshot: SceneSnapshot, views: [UIView]) {
        let containerMirror = HeadlessView(frame: Rect(container.bounds))
        containerMirror.bounds = Rect(container.bounds)
        let rootMirror = Self.mirror(root)
        if root.superview === container {
            containerMirror.addSubview(rootMirror)
        } else if root.superview != nil, root.window != nil, container.window != nil {
            // Elsewhere on screen: place it where it appears in the container.
            let frame = root.convert(root.bounds, to: container)
            rootMirror.center = Point(x: Double(frame.midX), y: Double(frame.midY))
            containerMirror.addSubview(rootMirror)
        } else if let frame = destinationFrame {
            rootMirror.frame = Rect(frame)
            containerMirror.addSubview(rootMirror)
        }
        // Mirror in the snapshot's own order (pre-order, subviews back to front), so the views line
        // up with their records without a second walk: a view's children are pushed and then
        // reversed in place, so the backmost pops first.
        var views: [UIView] = []
        var stack: [(UIView, HeadlessView)] = [(root, rootMirror)]
        while let (view, mirror) = stack.popLast() {
            views.append(view)
            let first = stack.count
            for child in view.subviews {
                let m = Self.mirror(child)
                mirror.addSubview(m)
                stack.append((child, m))
            }
            stack[first...].reverse()
        }
        return (SceneSnapshot.capture(root: rootMirror, in: containerMirror), views)
    }

    /// One view's own geometry and look, as a headless view.
    static func mirror(_ view: UIView) -> HeadlessView {
        let m = HeadlessView(frame: .zero)
        m.bounds = Rect(view.bounds)
        m.center = Point(x: Double(view.center.x), y: Double(view.center.y))
        m.transform = Transform3D(view.layer.transform)
        m.alpha = Double(view.alpha)
        m.isHidden = view.isHidden
        m.clipsToBounds = view.clipsToBounds
        m.cornerRadius = Double(view.layer.cornerRadius)
        m.isOpaque = view.isOpaque
        m.transitionID = view.matchID
        m.transitionModifiers = view.transitionModifiers
        m.name = view.accessibilityIdentifier
        if let colour = view.backgroundColor { m.backgroundColor = Color(colour) }
        return m
    }

    /// Claims a view for a session (a second session on it is refused).
    public func claim(_ view: UIView, for owner: ObjectIdentifier) -> Bool {
        let tag = view.transitionTagCreatingIfNeeded()
        if let current = tag.owner, current != owner { return false }
        tag.owner = owner
        return true
    }

    /// Gives a claimed view back.
    public func release(_ view: UIView, from owner: ObjectIdentifier) {
        if view.transitionTag?.owner == owner { view.transitionTag?.owner = nil }
    }

    /// Superview, index, centre, bounds, layer transform, alpha, hidden flag and mask.
    public func record(_ view: UIView) -> Record {
        Record(
            view: view, superview: view.superview, index: view.superview?.subviews.firstIndex(of: view) ?? 0,
            center: view.center, bounds: view.bounds, transform: view.layer.transform, alpha: view.alpha,
            isHidden: view.isHidden, mask: view.mask)
    }

    /// Puts the views back exactly: all detached, then re-inserted in increasing index order per
    /// superview (so siblings that moved do not shift each other), with their geometry and look.
    public func restore(_ records: [Record]) {
        for r in records { r.view.removeFromSuperview() }
        for i in reinsertionOrder(records.map(\.index)) {
            let r = records[i]
            r.superview?.insertSubview(r.view, at: r.index)
            let v = r.view
            v.center = r.center
            v.bounds = r.bounds
            v.layer.transform = r.transform
            v.alpha = r.alpha
            v.isHidden = r.isHidden
            v.mask = r.mask
            stacking.forget(ObjectIdentifier(v))
        }
    }

    /// A snapshot of the view without the excluded descendants' pixels; when UIKit cannot snapshot
    /// (a view outside a window returns `nil`), a plain view with its colour and corners.
    public func makeStandIn(for view: UIView, excluding: [UIView]) -> UIView {
        let hidden = excluding.filter { !$0.isHidden }
        for v in hidden { v.isHidden = true }
        defer { for v in hidden { v.isHidden = false } }
        if let snapshot = view.snapshotView(afterScreenUpdates: false) ?? view.snapshotView(afterScreenUpdates: true) {
            snapshot.clipsToBounds = true
            return snapshot
        }
        let fallback = UIView(frame: view.bounds)
        fallback.backgroundColor = view.backgroundColor
        fallback.layer.cornerRadius = view.layer.cornerRadius
        fallback.clipsToBounds = true
        return fallback
    }

    /// A plain view for the dimming layer.
    public func makeDimmingView() -> UIView { UIView(frame: container.bounds) }

    /// Inserts above every container subview placed with a lower or equal z.
    public func insertIntoContainer(_ view: UIView, zPosition: Double) {
        let index = stacking.insertionIndex(
            for: ObjectIdentifier(view), at: zPosition, among: container.subviews.map(ObjectIdentifier.init))
        container.insertSubview(view, at: index)
    }

    /// Removes a temporary view.
    public func removeFromContainer(_ view: UIView) {
        stacking.forget(ObjectIdentifier(view))
        if view.superview === container { view.removeFromSuperview() }
    }

    /// Keeps a destination that was placed in the container (push, present, tab) there, on top.
    public func placeDestination(_ root: UIView) {
        if destinationFrame != nil { insertIntoContainer(root, zPosition: .greatestFiniteMagnitude) }
    }

    /// Sets `isHidden`.
    public func setHidden(_ hidden: Bool, for view: UIView) { view.isHidden = hidden }

    /// A linear property animator of the plan's duration.
    public func makeDriver(duration: Double) -> PropertyAnimatorDriver { PropertyAnimatorDriver(duration: duration) }

    /// Sets every view to its first keyframe, then adds one keyframe animation per track to the
    /// animator (linear calculation mode), so the animator's progress is the plan's.
    public func animate(_ plan: TransitionPlan, keyframes: KeyframeSet, views: [UIView], with driver: PropertyAnimatorDriver) {
        // A root that lives outside the container (the presenter under a dismissed sheet) stays put.
        let animated = views.map { $0.superview === container }
        for (i, view) in views.enumerated() where animated[i] {
            Self.apply(keyframes.keyframe(ofTrack: i, at: 0).state, to: view)
        }
        let steps = views.indices.map { animated[$0] ? keyframes.animationSteps(ofTrack: $0) : [] }
        driver.animator.addAnimations {
            UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationModeLinear], animations: {
                for (i, view) in views.enumerated() {
                    for step in steps[i] {
                        UIView.addKeyframe(withRelativeStartTime: step.relativeStart, relativeDuration: step.relativeDuration) {
                            UIKitHost.apply(step.state, to: view)
                        }
                    }
                }
            }, completion: nil)
        }
    }

    /// Sets a view (a direct subview of the container) to a state.
    static func apply(_ state: ViewState, to view: UIView) {
        view.center = CGPoint(x: state.position.x, y: state.position.y)
        view.bounds.size = CGSize(width: state.size.width, height: state.size.height)
        view.layer.transform = CATransform3D(state.transform)
        view.alpha = CGFloat(state.alpha)
        view.layer.cornerRadius = CGFloat(state.cornerRadii.maximum)
        if let colour = state.backgroundColor { view.backgroundColor = UIColor(colour) }
        if let clip = state.clip {
            let mask = view.mask ?? UIView(frame: .zero)
            mask.backgroundColor = .black
            mask.frame = CGRect(x: clip.rect.origin.x, y: clip.rect.origin.y, width: clip.rect.size.width,
                                height: clip.rect.size.height)
            mask.layer.cornerRadius = CGFloat(clip.cornerRadius)
            view.mask = mask
        }
    }
}
#endif
