/// The complete in-memory `TransitionHost`: `HeadlessView`s driven by a `Timeline`.
package final class HeadlessHost: TransitionHost {
    /// A view's place and look, as `restore(_:)` needs them.
    package typealias Record = ViewRecord<HeadlessHost>
    /// A headless tree has no constraints.
    package typealias Constraint = Never
    /// A headless view is placed by its geometry alone.
    package typealias LayoutMode = Void

    /// The transition container.
    package let container: HeadlessView
    /// The keyframe tolerance the session bakes with for this host, in points; headless playback
    /// evaluates the plan exactly, so this only sizes the baked set.
    package var keyframeTolerance = 0.5

    /// Creates a host around a container view.
    package init(container: HeadlessView) { self.container = container }

    /// Captures `root` in the container and lists its views in the snapshot's pre-order.
    package func capture(root: HeadlessView) -> (snapshot: SceneSnapshot, views: [HeadlessView]) {
        var storage: [ViewSnapshot] = []
        return capture(root: root, reusing: &storage)
    }

    /// The same capture into `storage`'s memory (see `TransitionWorkspace`).
    package func capture(root: HeadlessView, reusing storage: inout [ViewSnapshot]) -> (snapshot: SceneSnapshot, views: [HeadlessView]) {
        var views: [HeadlessView] = []
        let snapshot = SceneSnapshot.capture(root: root, in: container, reusing: &storage) { views.append($0) }
        return (snapshot, views)
    }

    /// Marks the view as used by `owner`; `false` if another owner has it.
    package func claim(_ view: HeadlessView, for owner: ObjectIdentifier) -> Bool {
        if let current = view.transitionOwner, current != owner { return false }
        view.transitionOwner = owner
        return true
    }

    /// Clears `owner`'s mark.
    package func release(_ view: HeadlessView, from owner: ObjectIdentifier) {
        if view.transitionOwner == owner { view.transitionOwner = nil }
    }

    /// Keeps `work` on the root of the container's tree until claims are given back.
    package func whenClaimsReturned(_ work: @escaping () -> Bool) { container.rootAncestor.claimWaiters.append { _ = work() } }

    /// Runs the work kept on the root of the container's tree (a headless turn is immediate).
    package func claimsReturned() {
        let root = container.rootAncestor
        let waiting = root.claimWaiters
        root.claimWaiters = []
        for work in waiting { nextTurn(work) }
    }

    /// What `RestoreSkeleton.record(_:on:)` keeps.
    package func record(_ view: HeadlessView) -> Record { RestoreSkeleton.record(view, on: self) }

    /// Puts the views back as `RestoreSkeleton.restore(_:on:)` says.
    package func restore(_ records: [Record], screenThatStays: HeadlessView) {
        RestoreSkeleton.restore(records, on: self, screenThatStays: screenThatStays)
    }

    /// The container's bounds.
    package var containerBounds: Rect { container.bounds }

    /// `nil`: a headless tree has no render passes for a cover to hide.
    package func showCover() -> HeadlessView? { nil }
    /// Nothing to take away.
    package func removeCover(_ cover: HeadlessView) {}

    /// `true`: a headless tree renders instantly.
    package func isRenderedAsItIs(_ view: HeadlessView) -> Bool { true }

    /// Runs `work` at once: a headless tree has no render passes to wait for.
    package func nextTurn(_ work: @escaping () -> Void) { work() }

    /// The view's superview.
    package func superview(of view: HeadlessView) -> HeadlessView? { view.superview }

    /// The container's subviews, back to front.
    package func containerSubviews() -> [HeadlessView] { container.subviews }

    /// Sets the frame.
    package func setFrame(_ frame: Rect, of view: HeadlessView) { view.frame = frame }

    /// Nothing: a headless tree has no layout pass (the forgiving host; see the strict host).
    package func layoutIfNeeded(_ view: HeadlessView) {}

    /// A deep copy of what `view`'s subtree shows now (this host renders instantly), built without
    /// recursion: a descendant that draws nothing — hidden, or at alpha 0, as a concealed flying
    /// descendant is — is left out with its subtree, which it would hide (a layer's opacity and
    /// `hidden` apply to its sublayers). A nested flier is concealed before its parent's stage is
    /// taken, so a parent's stand-in does not copy its flying descendants again.
    package func snapshot(_ view: HeadlessView, afterScreenUpdates: Bool, clipsToBounds: Bool) -> HeadlessView? {
        let copy = view.standInCopy(name: Self.standInName(of: view.name), clipsToBounds: clipsToBounds)
        // The view's own subviews first, then the work list's, which a leaf (most stand-ins) never
        // allocates.
        var next = (original: view, clone: copy)
        var stack: [(original: HeadlessView, clone: HeadlessView)] = []
        while true {
            for child in next.original.subviews where !child.drawsNothing {
                let c = child.copyingGeometryAndLook()
                next.clone.addSubview(c)
                stack.append((child, c))
            }
            guard let pending = stack.popLast() else { return copy }
            next = pending
        }
    }

    /// A plain view with the view's size, colour and corners.
    package func makePlaceholder(for view: HeadlessView) -> HeadlessView {
        let v = HeadlessView(frame: Rect(origin: .zero, size: view.bounds.size))
        v.backgroundColor = view.backgroundColor
        v.cornerRadius = view.cornerRadius
        v.name = "placeholder:\(view.name ?? "view")"
        return v
    }

    /// A container-sized view named "dimming".
    package func makeDimmingView() -> HeadlessView {
        let v = HeadlessView(frame: container.bounds)
        v.name = "dimming"
        return v
    }

    /// Sets the alpha.
    package func setAlpha(_ alpha: Double, of view: HeadlessView) { view.alpha = alpha }

    /// `cornerRadius = 0` (a headless view has no border); the work returned puts it back.
    package func flattenCorners(of view: HeadlessView) -> () -> Void {
        let radius = view.cornerRadius
        view.cornerRadius = 0
        // Held strongly until given back (a weak reference would give the view a side table, which
        // its unowned superview links are kept free of: see `HeadlessView.superview`).
        return { view.cornerRadius = radius }
    }

    /// Inserts (or moves) `view` into the container at `index`.
    package func insertIntoContainer(_ view: HeadlessView, at index: Int) {
        container.insertSubview(view, at: index)
    }

    /// Removes a view from the container.
    package func removeFromContainer(_ view: HeadlessView) {
        if view.superview === container { view.removeFromSuperview() }
    }

    /// A clear container-sized view named "carrier".
    package func makeCarrier() -> HeadlessView {
        let v = HeadlessView(frame: Rect(origin: .zero, size: container.bounds.size))
        v.name = "carrier"
        return v
    }

    /// Adds a subview.
    package func addSubview(_ view: HeadlessView, to parent: HeadlessView) { parent.addSubview(view) }

    /// Translates the carrier.
    package func setOffset(_ offset: Vector, of carrier: HeadlessView) {
        carrier.transform = .translation(x: offset.dx, y: offset.dy)
    }

    /// A clear view named "frame:<content's name>", of the content's size, clipping, holding the
    /// content untransformed at alpha 1.
    package func makeFrame(holding content: HeadlessView) -> HeadlessView {
        // The frame takes the content's bounds size as it is (a negative size included), before
        // the content is made framed, which standardizes it.
        let size = content.bounds.size
        // Untransformed at alpha 1 and without its shadow: the frame casts the state's shadow;
        // clipped inside it, the content casts none.
        content.becomeFramedContent()
        return HeadlessView.clippingFrame(size: size, name: Self.frameName(of: content.name), holding: content)
    }

    /// A stand-in's name: `"stand-in:" + (name ?? "view")`, the unnamed view's a literal (a view
    /// without a name is the common case; joining strings and allocating the result cost a
    /// twentieth of a grid start). `HeadlessHostNameTests` pins both to the rule.
    static func standInName(of name: String?) -> String {
        guard let name else { return "stand-in:view" }
        return "stand-in:" + name
    }

    /// A clipping frame's name: `"frame:" + (name ?? "view")`, an unnamed view's stand-in's a
    /// literal (19 bytes: joined, it would be allocated).
    static func frameName(of name: String?) -> String {
        if name == "stand-in:view" { return "frame:stand-in:view" }
        return "frame:" + (name ?? "view")
    }

    /// A `Timeline` of that duration.
    package func makeDriver(duration: Double) -> Timeline { Timeline(duration: duration) }

    /// Applies the plan's exact states (not the keyframes: headless playback has no frame budget)
    /// to the views on every change of the timeline's progress, starting with the current one.
    ///
    /// Where every track holds its from-state (the start of a timed run:
    /// `TransitionPlan.holdsEveryTrackAtItsStart(atProgress:)`), the from-states are applied as
    /// they are, and the frame is set up on the first progress that moves something: a start
    /// does not pay for sorting its tracks into lanes (an eighth of a grid start of 1 000 views).
    package func animate(_ plan: TransitionPlan, keyframes: KeyframeSet, views: [HeadlessView?], with driver: Timeline) {
        // One frame kept for the whole transition: after the first evaluation it allocates nothing
        // and writes only what moves.
        var frame = TransitionFrame()
        var evaluated = false
        let apply = { (progress: Double) in
            if !evaluated && plan.holdsEveryTrackAtItsStart(atProgress: progress) {
                for (i, view) in views.enumerated() { if let view { HeadlessHost.apply(plan.tracks.from(i), to: view) } }
                return
            }
            evaluated = true
            plan.evaluate(at: progress, into: &frame)
            HeadlessHost.apply(frame, to: views)
        }
        apply(driver.fractionComplete)
        driver.observe(apply)
    }

    /// Applies each track's state in `frame` to its view (`nil`: the track has none). The frame is
    /// passed in once: read from the closure's captured variable per track, each read copied the
    /// whole frame (a retain and a release of each of its ~30 buffers: 9 % of a grid start).
    private static func apply(_ frame: borrowing TransitionFrame, to views: [HeadlessView?]) {
        for (i, view) in views.enumerated() { if let view { apply(frame.state(ofTrack: i), to: view) } }
    }

    /// Sets a view's geometry and look from a state (the view must be a subview of the container,
    /// whose coordinates the state uses): `applyShape`, then the colour (kept when the state has
    /// none) and the shadow.
    package static func apply(_ state: ViewState, to view: HeadlessView) {
        view.setState(state)
        placeContent(state, in: view)
    }

    /// Sets every part of a state but its colour and shadow on a view: centre and bounds for the
    /// view's own anchor point (states are centre-based), transform, alpha, corners, clip, and the
    /// content's place in a clipping frame (`makeFrame(holding:)`: its only subview is the
    /// content). The strict host places its views' layers with this too, and sets colour and
    /// shadow its own way, as MatchUIKit does.
    package static func applyShape(_ state: ViewState, to view: HeadlessView) {
        view.setShape(state)
        placeContent(state, in: view)
    }

    /// Places a clipping frame's content (its only subview) where the state's `contentRect` says.
    private static func placeContent(_ state: ViewState, in view: HeadlessView) {
        if let rect = state.contentRect, let content = view.subviews.first {
            content.setPlace(centre: rect.center, size: rect.size)
        }
    }
}
