import MatchEngine

/// The `TransitionHost` over `StrictView`s: each primitive does what its UIKit counterpart is
/// documented to do, and no more.
public final class StrictHost: TransitionHost {
    /// A view's place and look, as the UIKit host records it.
    public struct Record {
        let view: StrictView
        let superview: StrictView?
        let index: Int
        let center: Point
        let bounds: Rect
        let transform: Transform3D
        let alpha: Double
        let isHidden: Bool
        let cornerRadius: Double
        let maskedCorners: CornerMask
        let color: StrictColor?
        let constraints: [(StrictConstraint, StrictView)]
        let arrangedIndex: Int?
        let shadow: Shadow?
    }

    /// The world.
    public let world: StrictWorld
    /// The transition container.
    public let container: StrictView

    /// Creates a host for a container in `world`.
    public init(world: StrictWorld, container: StrictView) {
        self.world = world
        self.container = container
    }

    /// The container's bounds.
    public var containerBounds: Rect { container.node.bounds }

    /// Captures through the views' geometry (no layout is run: capture reads what is there).
    public func capture(root: StrictView) -> (snapshot: SceneSnapshot, views: [StrictView]) {
        var storage: [ViewSnapshot] = []
        return capture(root: root, reusing: &storage)
    }

    /// The same capture into `storage`'s memory (see `TransitionWorkspace`).
    public func capture(root: StrictView, reusing storage: inout [ViewSnapshot]) -> (snapshot: SceneSnapshot, views: [StrictView]) {
        let snapshot = SceneSnapshot.capture(root: root.node, in: container.node, reusing: &storage, visiting: { _ in })
        return (snapshot, root.subtree)
    }

    /// The superview.
    public func superview(of view: StrictView) -> StrictView? { view.superview }
    /// The container's subviews.
    public func containerSubviews() -> [StrictView] { container.subviews }
    /// `frame`'s setter.
    public func setFrame(_ frame: Rect, of view: StrictView) { view.frame = frame }
    /// `layoutIfNeeded()`.
    public func layoutIfNeeded(_ view: StrictView) { view.layoutIfNeeded() }

    /// Claims a view for `owner`, in the world's registry (every transition of one container
    /// shares it, as MatchUIKit's coordinators share a `MatchClaimRegistry`).
    public func claim(_ view: StrictView, for owner: ObjectIdentifier) -> Bool {
        let key = ObjectIdentifier(view)
        if let current = world.claims[key], current != owner { return false }
        world.claims[key] = owner
        return true
    }

    /// Releases a claim.
    public func release(_ view: StrictView, from owner: ObjectIdentifier) {
        let key = ObjectIdentifier(view)
        if world.claims[key] == owner { world.claims[key] = nil }
    }

    /// Records place, geometry, look (the layer's shadow included), the colour as set, the
    /// constraints that refer to the view (with their holders) and its arranged slot.
    public func record(_ view: StrictView) -> Record {
        var constraints: [(StrictConstraint, StrictView)] = []
        var holder = view.superview
        while let h = holder {
            for c in h.constraints where c.views.contains(where: { $0 === view }) { constraints.append((c, h)) }
            holder = h.superview
        }
        for c in view.constraints { constraints.append((c, view)) }
        return Record(
            view: view, superview: view.superview, index: view.superview?.subviews.firstIndex { $0 === view } ?? 0,
            center: view.node.center, bounds: view.node.bounds, transform: view.node.transform, alpha: view.node.alpha,
            isHidden: view.node.isHidden, cornerRadius: view.node.cornerRadius, maskedCorners: view.node.maskedCorners,
            color: view.backgroundColor,
            constraints: constraints, arrangedIndex: view.superview?.arrangedSubviews?.firstIndex { $0 === view },
            shadow: view.node.shadow)
    }

    /// Restores in place; re-inserts only views that moved, with their constraints and arranged slot.
    public func restore(_ records: [Record]) {
        let moved = movedRecords(count: records.count, place: { (records[$0].view, records[$0].superview, records[$0].index) },
                                 subviews: { $0.subviews })
        for i in moved {
            let r = records[i]
            if let superview = r.superview {
                superview.insertSubview(r.view, at: r.index)
                if let slot = r.arrangedIndex { superview.insertArrangedSubview(r.view, at: slot) }
            } else {
                r.view.removeFromSuperview()
            }
            for (c, holder) in r.constraints where !c.isActive { holder.addConstraint(c) }
        }
        for r in records {
            let v = r.view
            v.node.center = r.center
            v.node.bounds = r.bounds
            v.node.transform = r.transform
            v.node.alpha = r.alpha
            v.node.isHidden = r.isHidden
            v.node.cornerRadius = r.cornerRadius
            v.node.maskedCorners = r.maskedCorners
            v.backgroundColor = r.color
            v.node.clip = nil
            v.node.shadow = r.shadow
        }
    }

    /// `snapshotView(afterScreenUpdates:)`: `true` forces a render pass first; the snapshot shows
    /// the view as the last render pass drew it (blank if never rendered).
    public func snapshot(_ view: StrictView, afterScreenUpdates: Bool) -> StrictView? {
        if afterScreenUpdates {
            world.forcedRenderPasses += 1
            world.renderPass()
        }
        world.snapshots += 1
        let s = StrictView(world: world, frame: Rect(origin: .zero, size: view.node.bounds.size),
                           name: "snapshot:\(view.name ?? "view")")
        s.snapshotPixels = world.pixels(of: view)
        return s
    }

    /// A plain view with the view's size, colour and corners.
    public func makePlaceholder(for view: StrictView) -> StrictView {
        let v = StrictView(world: world, frame: Rect(origin: .zero, size: view.node.bounds.size),
                           name: "placeholder:\(view.name ?? "view")")
        v.backgroundColor = view.backgroundColor
        v.node.cornerRadius = view.node.cornerRadius
        return v
    }

    /// A container-sized plain view.
    public func makeDimmingView() -> StrictView {
        StrictView(world: world, frame: container.node.bounds, name: "dimming")
    }

    /// `alpha`'s setter.
    public func setAlpha(_ alpha: Double, of view: StrictView) { view.alpha = alpha }

    /// `insertSubview(_:at:)` on the container.
    public func insertIntoContainer(_ view: StrictView, at index: Int) {
        if view.superview === world.presenterHome, world.presenterView === view { world.violate(.presenterMoved) }
        container.insertSubview(view, at: index)
    }

    /// `removeFromSuperview()` of a view in the container.
    public func removeFromContainer(_ view: StrictView) {
        if view.superview === container { view.removeFromSuperview() }
    }

    /// A clear container-sized view (not animated).
    public func makeCarrier() -> StrictView {
        StrictView(world: world, frame: Rect(origin: .zero, size: container.node.bounds.size), name: "carrier")
    }

    /// `addSubview(_:)`.
    public func addSubview(_ view: StrictView, to parent: StrictView) { parent.addSubview(view) }

    /// Sets the carrier's transform to a translation, outside any animation (none is added).
    public func setOffset(_ offset: Vector, of carrier: StrictView) {
        carrier.node.transform = .translation(x: offset.dx, y: offset.dy)
    }

    /// A clear, clipping view named "frame:<content's name>", of the content's size, holding the
    /// content (`addSubview(_:)`, which removes an original from its superview with its
    /// constraints) untransformed at alpha 1; its `frame` is set only once its transform is the
    /// identity (uikit-rules 5.8).
    public func makeFrame(holding content: StrictView) -> StrictView {
        let frame = StrictView(world: world, frame: Rect(origin: .zero, size: content.node.bounds.size),
                               name: "frame:\(content.name ?? "view")")
        frame.node.clipsToBounds = true
        content.node.transform = .identity
        content.alpha = 1
        content.frame = Rect(origin: .zero, size: content.node.bounds.size)
        content.node.shadow = nil  // the frame casts the state's shadow; clipped inside it, the content casts none
        frame.addSubview(content)
        return frame
    }

    /// A linear animator.
    public func makeDriver(duration: Double) -> StrictAnimator { StrictAnimator(duration: duration, world: world) }

    /// Adds one keyframe animation per animated view (counted); the views then show the keyframes
    /// at the animator's fraction. A view outside the container is a violation.
    ///
    /// The layer shadow is not among the properties UIKit documents as animatable in a view
    /// animation (frame, bounds, center, transform, alpha, backgroundColor; View Programming Guide
    /// for iOS, "Animations", Table 4-1): MatchUIKit sets it once per display frame from the
    /// animator's `fractionComplete` instead, adding no animation, and so does this host — the
    /// state's shadow at the fraction, with every other property, and nothing counted for it.
    public func animate(_ plan: TransitionPlan, keyframes: KeyframeSet, views: [StrictView?], with driver: StrictAnimator) {
        for view in views {
            guard let view else { continue }
            let inContainer = view.superview === container || view.superview?.superview === container
            if !inContainer { world.violate(.animatedOutsideContainer(view.name)) }
            world.animationsAdded += 1
        }
        let apply = { (fraction: Double) in
            for (i, view) in views.enumerated() {
                guard let view else { continue }
                let s = keyframes.state(ofTrack: i, atProgress: fraction)
                view.node.center = s.position
                view.node.bounds = Rect(origin: view.node.bounds.origin, size: s.size)
                view.node.transform = s.transform
                view.node.alpha = s.alpha
                view.node.cornerRadius = s.cornerRadii.maximum
                view.node.maskedCorners = CornerMask(rounding: s.cornerRadii)
                if let c = s.backgroundColor { view.backgroundColor = .fixed(c) }
                view.node.clip = s.clip
                if let rect = s.contentRect, let content = view.subviews.first {
                    // A clipping frame: its only subview is the content, placed by centre and bounds.
                    content.node.center = LayerGeometry.placement(
                        centre: rect.center, transform: .identity, size: rect.size, anchorPoint: content.node.anchorPoint).position
                    content.node.bounds = Rect(origin: content.node.bounds.origin, size: rect.size)
                }
                view.node.shadow = s.shadow
            }
            self.world.checkEffectViews()
        }
        apply(0)
        driver.observe(apply)
    }
}
