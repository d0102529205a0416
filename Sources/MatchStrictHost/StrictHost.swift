@_spi(Harness) import MatchEngine

/// The `TransitionHost` over `StrictView`s: each primitive does what its UIKit counterpart is
/// documented to do, and no more.
public final class StrictHost: TransitionHost {
    /// A view's place and look, as every host records it.
    package typealias Record = ViewRecord<StrictHost>

    /// The world.
    public let world: StrictWorld
    /// The transition container.
    public let container: StrictView
    /// What sets the shadows of each `animate(_:keyframes:views:with:)` call.
    private var shadowFollowers: [StrictShadowFollower] = []

    /// The transition this host serves (its context's identity), for the world's screen checks.
    let transition: ObjectIdentifier?
    /// Who is using which view.
    package let registry: ClaimRegistry
    /// The first responder when the first view was recorded, and the app's first-responder
    /// changes by then: restore must leave it first responder unless the app moved it (P7).
    private var responderAtRecord: (view: StrictView?, appChanges: Int)?

    /// Creates a host for a container in `world`, claiming views in `registry` — by default the
    /// registry of the container's window, which every transition in that window shares (as
    /// MatchUIKit's hosts share theirs); `transition` names the
    /// transition it serves (`StrictWorld` checks the screen of each one being set up).
    package init(
        world: StrictWorld, container: StrictView, registry: ClaimRegistry? = nil,
        transition: ObjectIdentifier? = nil
    ) {
        self.world = world
        self.container = container
        self.registry = registry ?? ClaimRegistry.ofWindow(containing: container)
        self.transition = transition
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
    public func setFrame(_ frame: Rect, of view: StrictView) {
        world.checkFinite(frame.isFinite, writing: "frame", to: view)
        view.frame = frame
    }
    /// `layoutIfNeeded()`.
    public func layoutIfNeeded(_ view: StrictView) { view.layoutIfNeeded() }

    /// Claims a view for `owner` in the registry.
    public func claim(_ view: StrictView, for owner: ObjectIdentifier) -> Bool { registry.claim(ObjectIdentifier(view), for: owner) }

    /// Releases a claim.
    public func release(_ view: StrictView, from owner: ObjectIdentifier) { registry.release(ObjectIdentifier(view), from: owner) }

    /// Keeps `work` in the registry until claims are given back. Meanwhile the screen is the
    /// transition holding them, so the transition's setup check (`StrictWorld.checkScreen`) starts
    /// again from the screen as it is when `work` runs.
    public func whenClaimsReturned(_ work: @escaping () -> Bool) {
        guard let transition else { return registry.whenClaimsReturned { _ = work() } }
        world.transitionWaits(by: transition)
        registry.whenClaimsReturned { [world] in
            // (`work` only notes the claims' return; the screen is as the other one left it.)
            if work() { world.transitionResumes(by: transition) }
        }
    }

    /// Hands the registry's waiting work to the next turn.
    public func claimsReturned() { registry.claimsReturned { nextTurn($0) } }

    /// What `RestoreSkeleton.record(_:on:)` keeps; the first record also notes the first
    /// responder, for `checkFirstResponderKept()`.
    package func record(_ view: StrictView) -> Record {
        if responderAtRecord == nil { responderAtRecord = (world.firstResponder, world.firstResponderChangesByApp) }
        return RestoreSkeleton.record(view, on: self)
    }

    /// Puts the views back as `RestoreSkeleton.restore(_:on:screenThatStays:)` says, then checks
    /// that the first responder the app left alone is first responder again if it is on the
    /// screen that stays.
    package func restore(_ records: [Record], screenThatStays: StrictView) {
        RestoreSkeleton.restore(records, on: self, screenThatStays: screenThatStays)
        checkFirstResponderKept(on: screenThatStays)
    }

    /// A first responder the transition took away from the screen that stays, and the app did not
    /// move, is a violation (P7). One on the screen that leaves goes with it, as UIKit removes it.
    private func checkFirstResponderKept(on screen: StrictView) {
        guard let (responder, changes) = responderAtRecord, let responder, isDescendant(responder, of: screen) else { return }
        if world.firstResponderChangesByApp == changes, world.firstResponder !== responder {
            world.violate(.firstResponderLost(responder.name))
        }
    }

    /// `snapshotView(afterScreenUpdates:)`, clipping to its bounds when asked: `true` forces a render pass first — which reaches the
    /// screen (uikit-practice P4) — except inside a committing layout pass, where the snapshot
    /// shows the view as it is when the pass ends (UIView.h, P2); the snapshot shows the view as
    /// the last render pass drew it (blank if never rendered, drawn concealed — P3 — or drawn only
    /// beneath a cover, never shown: K3).
    public func snapshot(_ view: StrictView, afterScreenUpdates: Bool, clipsToBounds: Bool) -> StrictView? {
        let deferred = afterScreenUpdates && world.isCommitting
        if afterScreenUpdates && !deferred {
            world.forcedRenderPasses += 1
            world.renderPass(forSnapshot: true)
        }
        world.snapshots += 1
        let s = StrictView(
            world: world, frame: Rect(origin: .zero, size: view.node.bounds.size),
            name: "snapshot:\(view.name ?? "view")")
        s.snapshotOf = view
        s.snapshotSize = view.node.bounds.size
        s.node.clipsToBounds = clipsToBounds
        if deferred {
            s.snapshotPixels = []
            world.snapshotsAtPassEnd.append((s, view))
        } else {
            s.snapshotPixels = world.pixels(of: view)
            s.snapshotExpectsContent = view.hasContentToDraw
        }
        world.registerStandIn(s, of: view)
        return s
    }

    /// `layer.cornerRadius = 0` (this model has no borders); the work returned puts it back.
    public func flattenCorners(of view: StrictView) -> () -> Void {
        let radius = view.node.cornerRadius
        view.node.cornerRadius = 0
        return { view.node.cornerRadius = radius }
    }

    /// A snapshot of the window as the last render pass drew it (`snapshotView(afterScreenUpdates:
    /// false)` shows what is on screen now, even inside a committing pass: UIView.h,
    /// uikit-practice P2), added to the window over its whole area, above everything in it.
    public func showCover() -> StrictView? {
        let window = world.window!
        world.snapshots += 1
        let cover = StrictView(world: world, frame: window.node.bounds, name: "cover")
        cover.snapshotPixels = world.pixels(of: window, asDisplayed: true)
        cover.isUserInteractionEnabled = false
        window.addSubview(cover)
        return cover
    }

    /// `removeFromSuperview()` of the cover.
    public func removeCover(_ cover: StrictView) { cover.removeFromSuperview() }

    /// Whether a render pass ever committed the view (`layer.presentation() != nil`): still `true`
    /// after the view left the window and its rendered content went, the least favourable reading
    /// (a snapshot without screen updates then shows nothing).
    public func isRenderedAsItIs(_ view: StrictView) -> Bool {
        guard view.hasBeenCommitted else { return false }
        // A view that left the window keeps its committed look (the least favourable reading).
        guard let drawn = view.rendered else { return true }
        return drawn.alpha == view.node.alpha && drawn.isHidden == view.node.isHidden
    }

    /// `DispatchQueue.main.async`: from inside a committing layout pass the work runs after that
    /// commit; from anywhere else it may run before the changes made so far are committed
    /// (`StrictWorld.beforeNextCommit`, the least favourable reading).
    public func nextTurn(_ work: @escaping () -> Void) {
        if world.isCommitting { world.later(work) } else { world.beforeNextCommit(work) }
    }

    /// A plain view with the view's size, colour and corners.
    public func makePlaceholder(for view: StrictView) -> StrictView {
        let v = StrictView(
            world: world, frame: Rect(origin: .zero, size: view.node.bounds.size),
            name: "placeholder:\(view.name ?? "view")")
        v.backgroundColor = view.backgroundColor
        v.node.cornerRadius = view.node.cornerRadius
        return v
    }

    /// A container-sized plain view.
    public func makeDimmingView() -> StrictView {
        StrictView(world: world, frame: container.node.bounds, name: "dimming")
    }

    /// A collection view cell's `contentView`, concealed with the cell: the collection view gives
    /// the cell its own alpha back in any layout pass (uikit-practice P10), never its contentView's.
    /// `nil` for every other view.
    public func concealedAlongside(_ view: StrictView) -> StrictView? { view.contentView }

    /// `alpha`'s setter.
    public func setAlpha(_ alpha: Double, of view: StrictView) {
        world.checkFinite(alpha.isFinite, writing: "alpha", to: view)
        view.alpha = alpha
    }

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
        world.checkFinite(offset.isFinite, writing: "transform", to: carrier)
        carrier.node.transform = .translation(x: offset.dx, y: offset.dy)
    }

    /// A clear, clipping view named "frame:<content's name>", of the content's size, holding the
    /// content (`addSubview(_:)`, which removes an original from its superview with its
    /// constraints) untransformed at alpha 1; its `frame` is set only once its transform is the
    /// identity (uikit-rules 5.8).
    public func makeFrame(holding content: StrictView) -> StrictView {
        let frame = StrictView(
            world: world, frame: Rect(origin: .zero, size: content.node.bounds.size),
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
    /// animator's `fractionComplete` instead, adding no animation, and so does this host, the same
    /// way (`StrictShadowFollower`: once, after each call on the animator, and on display-link
    /// frames — counted — only while it runs); nothing is counted as an animation for it.
    ///
    /// When the animator completes — at the end, or finished at the start or where it is — every
    /// animated view holds its track's end state before any completion handler runs: the model
    /// value the keyframes last wrote. Whether `finishAnimation(at: .start)` reverts values set
    /// inside `animateKeyframes` nested in a property animator is not documented (uikit-rules
    /// 4.17, uikit-practice P16; 4.6 documents only that `.current` leaves properties untouched),
    /// so the least favourable reading is modelled: it does not. A view the transition does not
    /// put back itself (a presentation's dimming view) then shows the end of the flight, whatever
    /// the outcome.
    ///
    /// A layout pending on any view in the container when the animations are added is a
    /// violation (`layoutInsideAnimation`): on a device that layout runs inside the animation —
    /// the coordinator's alongside animations (the navigation bar) lay the navigation controller's
    /// view out in the same animation context — and is animated from the subviews' old frames
    /// (uikit-practice P20: Hero lays out "beforehand", AMWaveTransition #20, DZNEmptyDataSet
    /// PR #187; least favourable reading: every pending layout).
    public func animate(_ plan: TransitionPlan, keyframes: KeyframeSet, views: [StrictView?], with driver: StrictAnimator) {
        defer { transition.map(world.transitionApplied(by:)) }
        for view in container.subtree where view.needsLayout { world.violate(.layoutInsideAnimation(view.name)) }
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
                // As MatchUIKit places a layer: for its own anchor point.
                let placed = LayerGeometry.placement(
                    centre: s.position, transform: s.transform, size: s.size, anchorPoint: view.node.anchorPoint)
                self.world.checkFinite(written: s, placed: placed, to: view)
                // Placed as the reference host places a view; the colour through the strict view (a
                // fixed colour replaces a dynamic one), the shadow by `StrictShadowFollower`.
                HeadlessHost.applyShape(s, to: view.node)
                if let c = s.backgroundColor { view.backgroundColor = .fixed(c) }
            }
            self.world.checkEffectViews()
        }
        apply(0)
        driver.observe(apply)
        driver.whenCompleting { apply(1) }
        shadowFollowers.append(StrictShadowFollower(world: world, keyframes: keyframes, views: views, driver: driver))
    }
}

extension ClaimRegistry {
    /// The registry of the window `view` is in (its topmost ancestor out of any window), made on
    /// first use and kept by that view, as an associated object keeps it on UIKit.
    package static func ofWindow(containing view: StrictView) -> ClaimRegistry {
        let top = view.top
        if let registry = top.claimRegistry { return registry }
        let registry = ClaimRegistry()
        top.claimRegistry = registry
        return registry
    }
}
