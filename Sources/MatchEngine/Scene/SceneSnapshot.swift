/// A captured view tree: every view of a root's subtree, flat, in pre-order (a view before its
/// subviews, subviews back to front), with geometry in the transition container's coordinates.
///
/// Array of structs rather than struct of arrays: every later stage reads whole records (the
/// matcher reads ID, visibility and geometry of the same view; the planner reads everything), so
/// one record per cache line run beats sixteen parallel arrays; see the benchmarks for figures.
public struct SceneSnapshot: Sendable, Hashable, Codable {
    /// The views, in pre-order; index 0 is the captured root.
    public var views: [ViewSnapshot]
    /// The container's bounds: the visible area, in container coordinates.
    public var containerBounds: Rect

    /// Creates a snapshot from records already in pre-order with consistent parent indices.
    public init(views: [ViewSnapshot], containerBounds: Rect) {
        self.views = views
        self.containerBounds = containerBounds
    }

    /// The number of views.
    package var count: Int { views.count }

    /// The view at `index`.
    package subscript(index: Int) -> ViewSnapshot { views[index] }
}

extension SceneSnapshot {
    /// Captures `root` and its whole subtree, with geometry in `container`'s coordinate space.
    ///
    /// Works on any `CapturableView` tree (`HeadlessView`, `UIView`), reading each view once
    /// through `withUnsafeCapturedLayer(_:)` (the root, the container and the views between them once
    /// more through `captureLayer()`, for the root's way to the container); each view's matrix to
    /// the container follows Core Animation's rules — its layer's bounds, anchor point, position
    /// and 3-D transform, its superlayer's sublayer transform about the superlayer's anchor point,
    /// flattened into each superlayer's plane (see `LayerGeometry`).
    ///
    /// Where the root is: inside the container, through every layer between them; elsewhere in the
    /// container's tree (an on-screen presenter), up to the nearest common ancestor and back down
    /// to the container (through the inverse of the container's own path, so a singular container
    /// path falls back as below); in another tree (a destination screen not yet added to the
    /// container, as in UIKit before the transition starts), its frame is taken as already being in
    /// the container's coordinates — where the transition will put it.
    ///
    /// One pass, no recursion (a 10 000-deep chain is fine), no allocation per view beyond the
    /// growth of the result and of three work lists (the views still to visit, what each parent
    /// passes on, the subview arrays read), and whatever the view type's own `subviews` getter
    /// allocates. Generic and `@inlinable`, so it is specialised for each view type.
    @inlinable
    package static func capture<View: CapturableView>(root: View, in container: View) -> SceneSnapshot
    where View.CaptureNode == View {
        capture(root: root, in: container, visiting: { _ in })
    }

    /// `capture(root:in:)` for headless trees, specialised inside this module, where reading a
    /// `HeadlessView`'s layer inlines (a client specialising the generic one would call it opaquely
    /// for every view).
    @_spi(Harness) public static func capture(root: HeadlessView, in container: HeadlessView) -> SceneSnapshot {
        capture(root: root, in: container, visiting: { (_: HeadlessView) in })
    }

    /// The same capture, calling `visit` with each view just before anything of it is read (in the
    /// snapshot's order), for hosts that need the views beside their records without walking the
    /// tree again. What `visit` changes in a view is in that view's record.
    @inlinable
    package static func capture<View: CapturableView>(
        root: View, in container: View, visiting visit: (View) -> Void
    ) -> SceneSnapshot where View.CaptureNode == View {
        var storage: [ViewSnapshot] = []
        return capture(root: root, in: container, reusing: &storage, visiting: visit)
    }

    /// The same capture, written into `storage`'s memory when nobody else holds it (its earlier
    /// records are overwritten, the ones past the new count dropped); afterwards `storage` shares
    /// the result's buffer, for the next capture (see `TransitionWorkspace`).
    @inlinable
    package static func capture<View: CapturableView>(
        root: View, in container: View, reusing storage: inout [ViewSnapshot], visiting visit: (View) -> Void
    ) -> SceneSnapshot where View.CaptureNode == View {
        // Every view is visited before anything of it is read, the root included: what `visit`
        // changes in a view (or above the root) is in its record.
        visit(root)
        let rootLayer = root.captureLayer()
        let containerBounds = container.captureLayer().bounds
        let rootToContainer: Transform3D
        if root === container {
            rootToContainer = .identity
        } else if let m = matrix(from: root, layer: rootLayer, to: container) {
            rootToContainer = m
        } else {
            // Another tree, or a singular way back to the container: placed by its frame alone.
            rootToContainer = LayerGeometry.toSuperview(rootLayer.toSuperlayer, superlayerSublayerMatrix: nil)
        }

        var views: [ViewSnapshot] = []
        swap(&views, &storage)
        // The previous capture's records (a workspace's buffer) are overwritten in place, field by
        // field, and only views past their count are appended: building a record and appending it
        // would copy it through the stack twice, with a retain and a release of each of its three
        // references per copy (about 14 % of the grid scene's capture instructions). A buffer still shared
        // with an earlier snapshot is copied before the first write (copy-on-write, by
        // `reserveCapacity` below), so that snapshot never changes.
        let reusable = views.count
        var written = 0
        let rootSubviews = root.captureSubviews
        // The root's own subviews are a free lower bound on the count (exact for flat screens such
        // as grids), so most captures never regrow the result.
        views.reserveCapacity(1 + rootSubviews.count)
        // What a parent passes on to its subviews, once per parent (not copied per child). Sized
        // by the root's subviews or, reusing a buffer, by the previous capture's view count (there
        // are never more parents than views): roomy for a flat screen (10 000 leaves reserve
        // ~1.8 MB of which one entry is written: the pages past it are never touched), and a
        // second capture of a deeper tree does not regrow it (regrowing copies every frame, about
        // 3 % of the mixed scene's prepare).
        let expected = max(1 + rootSubviews.count, reusable)
        var parents: [CaptureParent] = []
        parents.reserveCapacity(expected)
        parents.append(
            CaptureParent(
                toContainer: .identity, translates: true, sublayerIndex: -1, alpha: 1, hidden: false,
                record: -1, depth: -1, enclosing: -1))
        // The parents' sublayer matrices, the few there are (most layers have none).
        var sublayers: [Transform3D] = []
        // The stack holds views unretained: retaining each one as it is pushed would be an atomic
        // write to an object not yet in cache, one after the other (about 14 % of a 10 000-view
        // prepare). Every pending view but the root (which the caller holds) is an element of a
        // subview array kept in `kept` until capture returns, so it stays alive whatever `visit`
        // does to the tree (removing a view from its superview copies that superview's array).
        var kept: [[View]] = []
        kept.reserveCapacity(expected)  // one per parent, as `parents`
        var stack: [CapturePending<View>] = []
        stack.reserveCapacity(expected)
        stack.append(CapturePending(view: .passUnretained(root), parent: -1, depth: 0, parentFrame: 0))
        // The parent frame of the deepest recorded view whose subtree is still open; each frame
        // links to the next open one (`enclosing`), its ancestor. In pre-order a subtree ends
        // where the next view no deeper than its root begins, so each end is written once, into a
        // record still in cache, instead of by a second pass over all of them.
        var lastOpen = -1
        var isRoot = true
        while let item = stack.popLast() {
            item.view._withUnsafeGuaranteedRef { view in
                if !isRoot { visit(view) }
                // The view's record read through a pointer to where it is kept (a `HeadlessView`'s
                // own storage): lent as a borrowed value, the compiler still copies it (with three
                // retains and releases, about a third of the grid's capture), since the loop's
                // array writes might change the view's memory. One call site, so the closure
                // inlines (a local function called from two sites does not); the root is therefore
                // read twice, both times after its visit (`rootLayer` above places it).
                view.withUnsafeCapturedLayer { layer in
                    // What the parent passes on, read field by field in place: copying the whole
                    // frame out per view costs more than the reads.
                    let parentFrame = item.parentFrame
                    var toContainer: Transform3D
                    // Whether `toContainer` is a translation (`isTranslation`), known without asking
                    // in the common case below: a 16-entry test less per view each time.
                    var translates: Bool
                    if isRoot {
                        toContainer = rootToContainer
                        translates = toContainer.isTranslation
                    } else {
                        let sublayerIndex = parents[parentFrame].sublayerIndex
                        if sublayerIndex < 0 && layer.pointee.packedTransform.isIdentity {
                            // `LayerGeometry.toSuperview` of an untransformed layer without a
                            // sublayer transform above it: the translation its `toSuperlayer` makes.
                            let a = LayerGeometry.anchor(bounds: layer.pointee.bounds, anchorPoint: layer.pointee.anchorPoint)
                            toContainer = .translation(x: layer.pointee.position.x - a.x, y: layer.pointee.position.y - a.y)
                            translates = true
                        } else {
                            let above = sublayerIndex < 0 ? nil : sublayers[sublayerIndex]
                            toContainer = LayerGeometry.toSuperview(layer.pointee.toSuperlayer, superlayerSublayerMatrix: above)
                            translates = toContainer.isTranslation
                        }
                        // Two translations (the common case) compose by adding their offsets.
                        if translates && parents[parentFrame].translates {
                            toContainer.m41 += parents[parentFrame].toContainer.m41
                            toContainer.m42 += parents[parentFrame].toContainer.m42
                            toContainer.m43 += parents[parentFrame].toContainer.m43
                        } else {
                            toContainer = toContainer.concatenating(parents[parentFrame].toContainer)
                            translates = toContainer.isTranslation
                        }
                    }
                    let mid = Point(x: layer.pointee.bounds.midX, y: layer.pointee.bounds.midY)
                    let position = mid.applying(toContainer)
                    // A pure translation up the chain (the common case) leaves no transform about
                    // the centre, which the record writes field by field; any other is worked out
                    // only then.
                    func aboutCentre() -> Transform3D {
                        Transform3D.translation(x: mid.x, y: mid.y)
                            .concatenating(toContainer)
                            .concatenating(.translation(x: -position.x, y: -position.y))
                    }
                    let alpha = parents[parentFrame].alpha * layer.pointee.alpha
                    let hidden = parents[parentFrame].hidden || layer.pointee.isHidden
                    let index = written
                    written += 1
                    while lastOpen >= 0, parents[lastOpen].depth >= item.depth {
                        views[parents[lastOpen].record].subtreeEnd = index
                        lastOpen = parents[lastOpen].enclosing
                    }
                    if index < reusable {
                        views[index].overwrite(
                            from: layer, parent: item.parent, depth: item.depth, subtreeEnd: index + 1,
                            position: position, identity: translates, transform: aboutCentre(),
                            effectiveAlpha: alpha, isEffectivelyHidden: hidden)
                    } else {
                        views.append(
                            ViewSnapshot(
                                captured: layer, parent: item.parent, depth: item.depth, subtreeEnd: index + 1,
                                position: position, transform: translates ? .identity : PackedTransform(aboutCentre()),
                                effectiveAlpha: alpha, isEffectivelyHidden: hidden))
                    }
                    // Pushed back to front so the frontmost pops last: pre-order, back to front.
                    let subviews = isRoot ? rootSubviews : view.captureSubviews
                    isRoot = false
                    if subviews.isEmpty { return }
                    kept.append(subviews)
                    let frame = parents.count
                    var sublayerIndex = -1
                    if let matrix = layer.pointee.sublayerMatrix {
                        sublayerIndex = sublayers.count
                        sublayers.append(matrix)
                    }
                    parents.append(
                        CaptureParent(
                            toContainer: toContainer, translates: translates,
                            sublayerIndex: sublayerIndex, alpha: alpha, hidden: hidden,
                            record: index, depth: item.depth, enclosing: lastOpen))
                    lastOpen = frame
                    var i = subviews.count
                    while i > 0 {
                        i -= 1
                        stack.append(
                            CapturePending(
                                view: .passUnretained(subviews[i]), parent: index,
                                depth: item.depth + 1, parentFrame: frame))
                    }
                }
            }
        }
        withExtendedLifetime(kept) {}
        if written < views.count { views.removeSubrange(written...) }
        while lastOpen >= 0 {
            views[parents[lastOpen].record].subtreeEnd = views.count
            lastOpen = parents[lastOpen].enclosing
        }
        storage = views
        return SceneSnapshot(views: views, containerBounds: containerBounds)
    }

    /// The matrix from `view`'s bounds coordinates to `container`'s when both are in one tree:
    /// up to their nearest common ancestor, then down through the inverse of the container's path
    /// (none when the container is an ancestor of the view). `nil` when they share no ancestor or
    /// the container's path cannot be inverted.
    @inlinable
    static func matrix<View: CapturableView>(from view: View, layer: CapturedLayer, to container: View) -> Transform3D?
    where View.CaptureNode == View {
        func depth(_ v: View) -> Int {
            var n = 0
            var c = v.captureSuperview
            while let s = c {
                n += 1
                c = s.captureSuperview
            }
            return n
        }
        var a: View = view
        var b: View = container
        var da = depth(view)
        var db = depth(container)
        while da > db, let s = a.captureSuperview {
            a = s
            da -= 1
        }
        while db > da, let s = b.captureSuperview {
            b = s
            db -= 1
        }
        while a !== b {
            guard let sa = a.captureSuperview, let sb = b.captureSuperview else { return nil }
            a = sa
            b = sb
        }
        let ancestor = a
        func path(from start: View, layer startLayer: CapturedLayer) -> Transform3D {
            var m = Transform3D.identity
            var current = start
            var currentLayer = startLayer
            while current !== ancestor, let superview = current.captureSuperview {
                let superLayer = superview.captureLayer()
                let step = LayerGeometry.toSuperview(currentLayer.toSuperlayer, superlayerSublayerMatrix: superLayer.sublayerMatrix)
                m = m.concatenating(step)
                current = superview
                currentLayer = superLayer
            }
            return m
        }
        let up = view === ancestor ? Transform3D.identity : path(from: view, layer: layer)
        if container === ancestor { return up }
        guard let back = path(from: container, layer: container.captureLayer()).inverted() else { return nil }
        return up.concatenating(back)
    }
}

/// One view waiting on capture's work stack: its parent's record index and depth, and which
/// `CaptureParent` holds what its parent passes on.
@usableFromInline
struct CapturePending<View: AnyObject> {
    /// Unretained: `SceneSnapshot.capture` keeps the subview array holding it alive.
    @usableFromInline let view: Unmanaged<View>
    @usableFromInline let parent: Int
    @usableFromInline let depth: Int
    @usableFromInline let parentFrame: Int

    @inlinable
    init(view: Unmanaged<View>, parent: Int, depth: Int, parentFrame: Int) {
        self.view = view
        self.parent = parent
        self.depth = depth
        self.parentFrame = parentFrame
    }
}

/// What a captured view passes on to its subviews: its matrix to the container (and whether that
/// is a translation), where its sublayer matrix is, its effective alpha and whether it is
/// effectively hidden; and, while its subtree is open, where its record is, its depth, and the frame of the
/// open subtree enclosing it (−1 for none).
@usableFromInline
struct CaptureParent {
    @usableFromInline let toContainer: Transform3D
    /// `toContainer.isTranslation`.
    @usableFromInline let translates: Bool
    /// Where its sublayer matrix is among capture's `sublayers`; −1 for none (most views): kept
    /// out of line so that a frame is 184 bytes, not 312.
    @usableFromInline let sublayerIndex: Int
    @usableFromInline let alpha: Double
    @usableFromInline let hidden: Bool
    @usableFromInline let record: Int
    @usableFromInline let depth: Int
    @usableFromInline let enclosing: Int

    @inlinable
    init(
        toContainer: Transform3D, translates: Bool, sublayerIndex: Int, alpha: Double, hidden: Bool, record: Int,
        depth: Int, enclosing: Int
    ) {
        self.toContainer = toContainer
        self.translates = translates
        self.sublayerIndex = sublayerIndex
        self.alpha = alpha
        self.hidden = hidden
        self.record = record
        self.depth = depth
        self.enclosing = enclosing
    }
}
