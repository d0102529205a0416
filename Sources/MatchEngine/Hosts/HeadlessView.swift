/// An in-memory view tree with UIKit's geometry: the engine's reference host.
///
/// Used by the tests, the preview tool and the benchmarks. It is not a mock: `frame`, `bounds`,
/// `center`, `anchorPoint`, `transform` and `sublayerTransform` relate as they do for a `UIView`
/// and its layer — `center` is where the anchor point sits (`layer.position`), the transform
/// applies about the anchor point (the centre by default), the sublayer transform applies to the
/// subviews about the anchor point, a bounds origin shifts the subviews (as scrolling does), and
/// `convert` goes through every transform and bounds origin between two views, flattening into
/// each layer's plane as Core Animation does (see `LayerGeometry`).
///
/// A `HeadlessView` is a mutable reference, like a `UIView`: use one tree from one thread at a time.
///
/// Harness SPI (`@_spi(Harness) import MatchEngine`): for the benchmarks and tools outside the
/// package that build scenes to capture; not part of the engine's public API.
@_spi(Harness) public final class HeadlessView {
    /// The view's own coordinate space: origin (its top-left corner in its own coordinates; a
    /// non-zero origin shifts the subviews, as scrolling does) and size, in points.
    public var bounds: Rect {
        get { stored.layer.bounds }
        set { stored.layer.bounds = newValue }
    }
    /// Where the anchor point sits in the superview's coordinate space, in points (`layer.position`,
    /// as `UIView.center`): the centre of the bounds for the default anchor point.
    public var center: Point {
        get { stored.layer.position }
        set { stored.layer.position = newValue }
    }
    /// The anchor point, in unit coordinates of the bounds (`layer.anchorPoint`): the point the
    /// transform and the sublayer transform apply about, and the one `center` places. Default
    /// (0.5, 0.5), the centre. Changing it keeps `center`, so the view moves, as in UIKit.
    public var anchorPoint: Point {
        get { stored.layer.anchorPoint }
        set { stored.layer.anchorPoint = newValue }
    }
    /// The transform applied about the anchor point (`layer.transform`); default `.identity`.
    public var transform: Transform3D {
        get { stored.layer.transform }
        set { stored.layer.transform = newValue }
    }
    /// The transform applied to the subviews about this view's anchor point
    /// (`layer.sublayerTransform`, e.g. perspective through `m34`); default `.identity`.
    public var sublayerTransform: Transform3D {
        get { stored.layer.sublayerTransform }
        set { stored.layer.sublayerTransform = newValue }
    }
    /// The opacity, 0…1; default 1. Multiplies with the ancestors' alpha.
    public var alpha: Double {
        get { stored.layer.alpha }
        set { stored.layer.alpha = newValue }
    }
    /// Whether the view (and so its subtree) is hidden; default `false`.
    public var isHidden: Bool {
        get { stored.layer.isHidden }
        set { stored.layer.isHidden = newValue }
    }
    /// Whether subviews are clipped to the bounds (and the rounded corners); default `false`.
    public var clipsToBounds: Bool {
        get { stored.layer.clipsToBounds }
        set { stored.layer.clipsToBounds = newValue }
    }
    /// The corner radius, in points, applied to the corners in `maskedCorners`; default 0.
    public var cornerRadius: Double {
        get { stored.cornerRadius }
        set {
            stored.cornerRadius = newValue
            stored.layer.cornerRadii = stored.maskedCorners.radii(newValue)
        }
    }
    /// Which corners `cornerRadius` rounds (`layer.maskedCorners`); default all four.
    public var maskedCorners: CornerMask {
        get { stored.maskedCorners }
        set {
            stored.maskedCorners = newValue
            stored.layer.cornerRadii = newValue.radii(stored.cornerRadius)
        }
    }
    /// The background colour; `nil` (the default) draws nothing.
    public var backgroundColor: Color? {
        get { stored.layer.backgroundColor }
        set { stored.layer.backgroundColor = newValue }
    }
    /// Whether the view promises to fill its bounds with opaque content; default `false`.
    public var isOpaque: Bool {
        get { stored.layer.isOpaque }
        set { stored.layer.isOpaque = newValue }
    }
    /// The tag that pairs this view with a view on the other side of a transition; default `nil`.
    public var transitionID: TransitionID? {
        get { stored.layer.transitionID }
        set { stored.layer.transitionID = newValue }
    }
    /// How this view takes part in a transition; default none.
    public var transitionModifiers: [Modifier] {
        get { stored.layer.modifiers }
        set { stored.layer.modifiers = newValue }
    }
    /// A name for diagnostics and previews (`accessibilityIdentifier`'s role); default `nil`.
    public var name: String? {
        get { stored.layer.name }
        set { stored.layer.name = newValue }
    }
    /// A mask applied to the view in its bounds coordinates (a transition's circular reveal); default `nil`.
    public var clip: ClipShape? {
        get { stored.clip?.value }
        set { stored.clip = newValue.map { SharedBox($0) } }
    }
    /// What the view draws (text, an image, anything else), for the default ``ResizeMode``; default `.plain`.
    public var contentKind: ContentKind {
        get { stored.layer.contentKind }
        set { stored.layer.contentKind = newValue }
    }
    /// What the view's own content is (its text, colour and font, or its image), as a host's stable
    /// hash (see ``ContentFingerprint``); default `nil`, unknown. Tests and scene files set it.
    public var contentFingerprint: ContentFingerprint? {
        get { stored.layer.contentFingerprint }
        set { stored.layer.contentFingerprint = newValue }
    }
    /// The layer's drop shadow (`CALayer`'s five shadow properties; see ``Shadow``), in the view's own
    /// points, its path measured from the bounds' top-left corner; default `nil`, none. Capture
    /// records it only when it is visible (`Shadow.isVisible`).
    public var shadow: Shadow? {
        get { stored.shadow?.value }
        set { Self.setShadow(newValue, of: &stored) }
    }
    // Exclusive access to the three stored properties the host touches per view and per step —
    // `children`, `stored` and `superview` — is checked at run time in debug builds (the tests')
    // and not in release builds (the benchmarks', the preview tool's). Every access to them is a
    // plain read or write, or an `inout` pass of `stored` to a static rule that takes no view
    // (`HeadlessView+Records.swift`), except capture's lend of `stored.layer`
    // (`withUnsafeCapturedLayer(_:)`), whose body must not touch the view: the debug check traps
    // if one does, and every test runs in debug. A release build drops the check because a
    // device's views have none (UIKit's are Objective-C objects): with it, 15 % of a 100-view grid
    // start's instructions were exclusivity bookkeeping no device pays.

    /// The subviews' storage, declared before the other stored properties so that it shares the
    /// object's first cache line with the start of the record capture reads.
    #if DEBUG
        private var children: [HeadlessView] = []
    #else
        @exclusivity(unchecked) private var children: [HeadlessView] = []
    #endif
    /// Every public property above in one stored value: capture reads it with one access, and the
    /// host's per-step rules (`HeadlessView+Records.swift`) write it with one. While capture's lend
    /// of `stored.layer` (`withUnsafeCapturedLayer(_:)`, an `inout` access to `stored`) is open,
    /// capture reads only the record and `subviews`; the lend's contract forbids its body any other
    /// access to the view, and the debug build's run-time check traps if one happens.
    /// Internal, not private, only so that `withUnsafeCapturedLayer(_:)` can be inlined into
    /// other modules (the benchmarks' capture floor reads the record through it as capture does).
    #if DEBUG
        @usableFromInline var stored: Stored
    #else
        @exclusivity(unchecked) @usableFromInline var stored: Stored
    #endif

    /// What capture reads, kept as `captureLayer()` returns it, so that reading it is one copy
    /// (building the record from separate fields on each capture would copy every field twice,
    /// about a quarter of the grid benchmark's capture instructions); beside it the properties the
    /// layer record holds only in derived form.
    @usableFromInline struct Stored: Sendable {
        /// Everything but the four below; its corner radii follow `cornerRadius` and
        /// `maskedCorners`, its shadow is `shadow` when visible.
        @usableFromInline var layer: CapturedLayer
        var cornerRadius: Double = 0
        var maskedCorners: CornerMask = .all
        /// Boxed, as the record keeps them: few views have either, and a smaller view is fewer
        /// cache lines for capture to wait on (a 10 000-view tree does not stay in cache).
        var shadow: SharedBox<Shadow>?
        var clip: SharedBox<ClipShape>?
    }
    /// The session currently using this view, so a second one cannot take it mid-flight.
    var transitionOwner: ObjectIdentifier?
    /// On a tree's root: work of transitions that found views of the tree in use, run once a
    /// transition gives its claims back (`HeadlessHost.claimsReturned()`).
    var claimWaiters: [() -> Void] = []

    /// The subviews, back to front.
    public var subviews: [HeadlessView] { children }
    #if DEBUG
        /// The view this one is a subview of, if any.
        ///
        /// Held `unowned`, not `weak`: a weakly referenced object gets a side table, and every retain
        /// of a view with subviews then takes the slow path (about 6 % of a 10 000-view prepare of the
        /// mixed scene). A view never outlives its tie to its superview: `removeFromSuperview` and the
        /// superview's `deinit` set it to `nil` first.
        public private(set) unowned(safe) var superview: HeadlessView?
    #else
        /// The view this one is a subview of, if any (held `unowned`: see the debug declaration).
        @exclusivity(unchecked) public private(set) unowned(safe) var superview: HeadlessView?
    #endif

    /// Creates a view with the given frame (in its future superview's coordinates) and an identity transform.
    public init(frame: Rect) {
        stored = Self.record(frame: frame)
    }

    /// The record of a new view with the given frame (`init(frame:)`): `blank` placed, as
    /// `Stored(layer: CapturedLayer(bounds: Rect(origin: .zero, size: f.size), position: f.center))`
    /// builds it for the standardized frame `f` (`HeadlessViewRecordTests` pins the equality).
    static func record(frame: Rect) -> Stored {
        let f = frame.standardized
        var record = blank
        record.layer.bounds = Rect(origin: .zero, size: f.size)
        record.layer.position = f.center
        return record
    }

    /// Every property at its default, at the origin with no size: what `record(frame:)` places.
    /// Built once, so that a new view copies it instead of classifying two identity transforms
    /// (the initializer's cost: a fifth of making a stand-in's clipping frame).
    private static let blank = Stored(layer: CapturedLayer(bounds: .zero, position: .zero))

    /// A new view, without superview or subviews, with this one's geometry and look — every
    /// property but its transition ID, modifiers, content fingerprint and clip, which stay at
    /// their defaults: what a headless snapshot copies of each view (`HeadlessHost.snapshot`).
    func copyingGeometryAndLook() -> HeadlessView {
        HeadlessView(geometryAndLookOf: self)
    }

    /// `copyingGeometryAndLook()`'s view: `original`'s record copied once, straight into the new
    /// view (built as a value first and then handed over, it was copied twice), the four set
    /// back in place.
    private init(geometryAndLookOf original: HeadlessView) {
        stored = original.stored
        stored.layer.transitionID = nil
        stored.layer.modifiers = []
        stored.layer.contentFingerprint = nil
        stored.clip = nil
    }

    deinit {
        // Releasing a deep tree recursively (each view freeing its subviews in its deinit) would
        // use stack in proportion to depth; a 10 000-deep chain would overflow a thread's stack.
        // Detach the subtree into a work list and free it one view at a time instead.
        // Each view detached here first forgets its superview (held unowned), which is being freed.
        var pending = children
        children = []
        for view in pending { view.superview = nil }
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                let children = view.children
                view.children = []
                for child in children { child.superview = nil }
                pending.append(contentsOf: children)
            }
        }
    }

    /// The smallest rectangle in the superview's coordinates that holds the transformed bounds
    /// (the superview's sublayer transform not included, as for `UIView.frame`).
    ///
    /// Setting it sets the bounds size to the rectangle's size and `center` to where the anchor
    /// point falls in it (the rectangle's centre for the default anchor point), keeping the
    /// transform (UIKit leaves `frame` undefined under a non-identity transform; this is what its
    /// setter does in practice).
    public var frame: Rect {
        get { Self.boundingBox(of: bounds, through: layerToSuperlayer.planar) }
        set {
            let f = newValue.standardized
            center = Point(x: f.origin.x + anchorPoint.x * f.size.width, y: f.origin.y + anchorPoint.y * f.size.height)
            bounds.size = f.size
        }
    }

    /// The matrix from this view's bounds coordinates to its superview's, before the superview's
    /// sublayer transform and unflattened (`LayerGeometry.toSuperlayer`).
    var layerToSuperlayer: Transform3D {
        LayerGeometry.toSuperlayer(bounds: bounds, position: center, anchorPoint: anchorPoint, transform: transform)
    }

    /// The matrix from this view's bounds coordinates to its superview's bounds coordinates, the
    /// superview's sublayer transform included, flattened onto the superview's plane.
    var toSuperview: Transform3D {
        let sublayer = superview.flatMap {
            LayerGeometry.sublayerMatrix(bounds: $0.bounds, anchorPoint: $0.anchorPoint, sublayerTransform: $0.sublayerTransform)
        }
        return LayerGeometry.toSuperview(layerToSuperlayer, superlayerSublayerMatrix: sublayer)
    }

    /// Adds `view` on top of the subviews, first removing it from its current superview.
    ///
    /// Adding a view to itself or to one of its own descendants would make a cycle; UIKit raises an
    /// exception, here it is a no-op that returns `false`.
    @discardableResult
    public func addSubview(_ view: HeadlessView) -> Bool {
        insertSubview(view, at: children.count)
    }

    /// Inserts `view` into the subviews at `index` (clamped into 0…count), first removing it from
    /// its current superview. Returns `false`, changing nothing, when `view` is this view or one of
    /// its ancestors.
    @discardableResult
    public func insertSubview(_ view: HeadlessView, at index: Int) -> Bool {
        // Only a view with subviews can be an ancestor of this one; most inserted views are leaves.
        if view === self || (!view.children.isEmpty && isDescendant(of: view)) { return false }
        view.removeFromSuperview()
        let count = children.count
        let at = min(max(index, 0), count)
        // On top, the common case, is an append (an insert at the end takes the general path).
        if at == count { children.append(view) } else { children.insert(view, at: at) }
        view.superview = self
        return true
    }

    /// Makes `view`, which has no superview, this view's only subview; this view has none yet.
    func adoptOnlySubview(_ view: HeadlessView) {
        assert(children.isEmpty && view.superview == nil, "adoptOnlySubview: the view has a superview or this one has subviews")
        children = [view]
        view.superview = self
    }

    /// Removes the view from its superview; a no-op for a view without one.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        // From the top: views leave a container mostly top first (`ContainerStacking.removalOrder`).
        if let i = parent.children.lastIndex(where: { $0 === self }) { parent.children.remove(at: i) }
        superview = nil
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: HeadlessView) -> Bool {
        var current: HeadlessView? = self
        while let c = current {
            if c === view { return true }
            current = c.superview
        }
        return false
    }

    /// The topmost ancestor (the view itself when it has no superview): the "window".
    public var rootAncestor: HeadlessView {
        var top = self
        while let parent = top.superview { top = parent }
        return top
    }

    /// The matrix from this view's bounds coordinates to its root ancestor's bounds coordinates.
    var toRoot: Transform3D {
        var m = toSuperview
        var current = superview
        while let c = current, c.superview != nil {
            m = m.concatenating(c.toSuperview)
            current = c.superview
        }
        return m
    }

    /// The matrix from this view's bounds coordinates to `view`'s (`nil`: the root ancestor's).
    ///
    /// Views in different trees are treated as sharing their roots' coordinate space, as UIKit
    /// treats views in different windows as sharing screen coordinates. `nil` when `view`'s own
    /// mapping cannot be inverted (a zero scale on its path to the root).
    public func transform(to view: HeadlessView?) -> Transform3D? {
        guard let view else { return toRoot }
        if view === self { return .identity }
        // A descendant of `view` composes straight up, with no inverse.
        var m = Transform3D.identity
        var current: HeadlessView? = self
        while let c = current, c !== view {
            m = m.concatenating(c.toSuperview)
            current = c.superview
        }
        if current === view { return m }
        guard let back = view.toRoot.inverted() else { return nil }
        return toRoot.concatenating(back)
    }

    /// A point in this view's coordinates expressed in `view`'s (`nil`: the root ancestor's).
    ///
    /// Exact through any transform, perspective included; NaN coordinates when `view`'s transform
    /// to the root is singular (a zero scale leaves no way back).
    public func convert(_ point: Point, to view: HeadlessView?) -> Point {
        guard let m = transform(to: view) else { return Point(x: .nan, y: .nan) }
        return point.applying(m)
    }

    /// A point in `view`'s coordinates (`nil`: the root ancestor's) expressed in this view's.
    public func convert(_ point: Point, from view: HeadlessView?) -> Point {
        let source = view ?? rootAncestor
        return source.convert(point, to: self)
    }

    /// The bounding box, in `view`'s coordinates, of a rectangle in this view's coordinates.
    public func convert(_ rect: Rect, to view: HeadlessView?) -> Rect {
        guard let m = transform(to: view) else { return Rect(x: .nan, y: .nan, width: .nan, height: .nan) }
        return Self.boundingBox(of: rect, through: m)
    }

    /// The bounding box, in this view's coordinates, of a rectangle in `view`'s coordinates.
    public func convert(_ rect: Rect, from view: HeadlessView?) -> Rect {
        (view ?? rootAncestor).convert(rect, to: self)
    }

    static func boundingBox(of rect: Rect, through m: Transform3D) -> Rect {
        let r = rect.standardized
        let corners = (
            Point(x: r.minX, y: r.minY).applying(m), Point(x: r.maxX, y: r.minY).applying(m),
            Point(x: r.minX, y: r.maxY).applying(m), Point(x: r.maxX, y: r.maxY).applying(m)
        )
        let minX = min(min(corners.0.x, corners.1.x), min(corners.2.x, corners.3.x))
        let maxX = max(max(corners.0.x, corners.1.x), max(corners.2.x, corners.3.x))
        let minY = min(min(corners.0.y, corners.1.y), min(corners.2.y, corners.3.y))
        let maxY = max(max(corners.0.y, corners.1.y), max(corners.2.y, corners.3.y))
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension HeadlessView: CapturableView {
    /// The subviews, back to front.
    @usableFromInline package var captureSubviews: [HeadlessView] { children }
    /// The superview.
    @usableFromInline package var captureSuperview: HeadlessView? { superview }
    /// The view's own geometry and look.
    @usableFromInline package func captureLayer() -> CapturedLayer { stored.layer }

    /// `contentFingerprint`.
    @usableFromInline package var captureContentFingerprint: ContentFingerprint? { stored.layer.contentFingerprint }
    /// Calls `body` with a pointer to the view's own geometry and look where the view keeps
    /// them, without copying them; the pointer is valid only during `body`, which must not read or
    /// change this view's properties meanwhile (`subviews` excepted).
    @inlinable
    package func withUnsafeCapturedLayer<Result>(_ body: (UnsafePointer<CapturedLayer>) -> Result) -> Result {
        withUnsafePointer(to: &stored.layer, body)
    }
}
