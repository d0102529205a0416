/// A view tree the engine can capture directly, without mirroring it into another tree first:
/// `HeadlessView` here, `UIView` in MatchUIKit.
///
/// A conformance only reads: its subviews, its superview, and — in one call — the view's own
/// layer geometry and look (`CapturedLayer`). `SceneSnapshot.capture(root:in:)` does the rest with
/// Core Animation's rules (see `LayerGeometry`), in one pass, without recursion.
///
/// `CaptureNode` is the tree's view type (`HeadlessView`, `UIView`); capture is generic over a
/// `View` whose `CaptureNode` is `View` itself, so a subclass is captured as its tree's base type.
///
/// `package`: plumbing between the package's modules. `UIView` conforms in MatchUIKit, and a public
/// protocol would make its requirements public members of every `UIView` in an app
/// (`captureLayer()`, `captureSubviews`, …). Outside the package, the harness (`@_spi(Harness)`)
/// captures `HeadlessView` trees with `SceneSnapshot.capture(root:in:)`.
@usableFromInline
package protocol CapturableView: AnyObject {
    /// The view type of the tree this view belongs to (the class that declares the conformance).
    associatedtype CaptureNode: AnyObject
    /// The subviews, back to front (`UIView.subviews`).
    var captureSubviews: [CaptureNode] { get }
    /// The superview, if any (`UIView.superview`).
    var captureSuperview: CaptureNode? { get }
    /// The view's own geometry and look, as its layer has them now (not accumulated).
    func captureLayer() -> CapturedLayer
    /// Calls `body` with a pointer to the record `captureLayer()` returns: where the view keeps
    /// it ready (`HeadlessView`), its own storage, so capture reads the fields it needs in place
    /// instead of copying 280 bytes and retaining up to six references per view. The pointer is valid
    /// only during `body`, which only reads through it and must not read or change the view
    /// through any other of its properties meanwhile (as with `Array.withUnsafeBufferPointer`;
    /// capture reads only `captureSubviews`). Capture reads every view through this. The default
    /// builds the record with `captureLayer()`, which is what a view that reads its layer anew
    /// each time (`UIView`) should use.
    func withUnsafeCapturedLayer<Result>(_ body: (UnsafePointer<CapturedLayer>) -> Result) -> Result
    /// What the view's own content is (a label's text, colour and font; an image view's image), as
    /// a stable hash (see ``ContentFingerprint``); `nil` (the default) when unknown. The default
    /// `withUnsafeCapturedLayer(_:)` puts it in the record when `captureLayer()` left
    /// `CapturedLayer.contentFingerprint` unset.
    var captureContentFingerprint: ContentFingerprint? { get }
}

extension CapturableView {
    /// Calls `body` with a pointer to `captureLayer()`'s record, its `contentFingerprint` taken
    /// from `captureContentFingerprint` when the record has none, valid during `body`: for a view
    /// that builds it on each read (`UIView`).
    @inlinable
    package func withUnsafeCapturedLayer<Result>(_ body: (UnsafePointer<CapturedLayer>) -> Result) -> Result {
        var layer = captureLayer()
        if layer.contentFingerprint == nil { layer.contentFingerprint = captureContentFingerprint }
        return withUnsafePointer(to: layer, body)
    }

    /// Unknown: `nil`.
    package var captureContentFingerprint: ContentFingerprint? { nil }
}

/// One view's own layer geometry and look, in its superview's coordinates: what capture reads
/// from a view, once per view.
///
/// The geometry follows `CALayer`: a point `p` of the view's bounds maps to the superlayer's
/// bounds coordinates as `(p − (bounds.origin + anchorPoint · bounds.size)) × transform + position`,
/// and the superlayer's `sublayerTransform` then applies about the superlayer's own anchor point.
@usableFromInline
package struct CapturedLayer: Sendable, Hashable {
    // Stored in the order capture reads them, the fields every view has first, so a plain view's
    // record spans few cache lines (capture of a large tree waits on memory for each line):
    // geometry, then opacity and flags, then look and tags, then the boxes, then the transform
    // (one byte tells the identity).

    /// The bounds: origin (a non-zero origin shifts the subviews, as scrolling does) and size, in points.
    @usableFromInline package var bounds: Rect
    /// Where the anchor point sits in the superview's bounds coordinates, in points
    /// (`layer.position`; `UIView.center` for the default anchor point).
    @usableFromInline package var position: Point
    /// The anchor point in unit coordinates of the bounds (0…1 inside it; values outside are
    /// allowed); default (0.5, 0.5), the centre.
    @usableFromInline package var anchorPoint: Point
    /// The view's own opacity, 0…1; default 1.
    @usableFromInline package var alpha: Double
    // (Before the flags, which share its tag byte's word: see `ViewSnapshot`.)
    /// What the view's own content is, as the host hashes it (see ``ContentFingerprint``); `nil`
    /// (the default) when unknown.
    @usableFromInline package var contentFingerprint: ContentFingerprint?
    /// Whether the view itself is hidden; default `false`.
    @usableFromInline package var isHidden: Bool
    /// Whether the view clips its subviews to its bounds; default `false`.
    @usableFromInline package var clipsToBounds: Bool
    /// Whether the view promises opaque content; default `false`.
    @usableFromInline package var isOpaque: Bool
    /// What the view draws, for the default ``ResizeMode``; default `.plain`.
    @usableFromInline package var contentKind: ContentKind
    /// The corner radii, in points, in the view's own coordinates; default none.
    @usableFromInline package var cornerRadii: CornerRadii
    /// The background colour as drawn now (a dynamic colour resolved); `nil` (the default) for none.
    @usableFromInline package var backgroundColor: Color?
    /// The view's transition tag; default `nil`.
    @usableFromInline package var transitionID: TransitionID?
    /// The view's transition modifiers; default none.
    @usableFromInline package var modifiers: [Modifier]
    /// A name for diagnostics and previews; default `nil`.
    @usableFromInline package var name: String?
    /// `sublayerTransform`, boxed unless it is the identity (few layers have one).
    @usableFromInline var boxedSublayerTransform: BoxedTransform
    /// `shadow`, boxed (few layers have one).
    @usableFromInline var boxedShadow: SharedBox<Shadow>?
    /// `transform`, packed: the identity in one byte, a 2-D affine transform in six numbers. Last:
    /// for an identity capture reads only its first byte, and the numbers after it end the record.
    @usableFromInline var packedTransform: PackedTransform

    /// The layer's transform, applied about the anchor point (`layer.transform`); default `.identity`.
    /// Stored packed (see `PackedTransform`); reads back bit for bit.
    @usableFromInline package var transform: Transform3D {
        @inlinable get { packedTransform.matrix }
        @inlinable set { packedTransform = PackedTransform(newValue) }
    }

    /// The layer's drop shadow (`CALayer.shadowColor`, `shadowOpacity`, `shadowRadius`,
    /// `shadowOffset`, `shadowPath`), in the view's own points; `nil` (the default) when it draws
    /// none — an opacity of 0, no colour, or a transparent colour. Stored boxed.
    @usableFromInline package var shadow: Shadow? {
        @inlinable get { boxedShadow?.value }
        @inlinable set { boxedShadow = newValue.map { SharedBox($0) } }
    }

    /// The transform applied to the sublayers, about this layer's anchor point
    /// (`layer.sublayerTransform`, e.g. perspective through `m34`); default `.identity`. Stored
    /// boxed unless it is the identity; reads back bit for bit.
    @usableFromInline package var sublayerTransform: Transform3D {
        @inlinable get { boxedSublayerTransform.matrix }
        @inlinable set { boxedSublayerTransform = BoxedTransform(newValue) }
    }

    /// The default anchor point, the bounds centre: (0.5, 0.5).
    @usableFromInline package static let centreAnchor = Point(x: 0.5, y: 0.5)

    /// Creates a layer record; every default is documented on its property.
    @usableFromInline
    package init(
        bounds: Rect, position: Point, anchorPoint: Point = CapturedLayer.centreAnchor, transform: Transform3D = .identity,
        sublayerTransform: Transform3D = .identity, alpha: Double = 1, isHidden: Bool = false, clipsToBounds: Bool = false,
        cornerRadii: CornerRadii = .zero, backgroundColor: Color? = nil, isOpaque: Bool = false,
        transitionID: TransitionID? = nil, modifiers: [Modifier] = [], name: String? = nil, contentKind: ContentKind = .plain,
        shadow: Shadow? = nil, contentFingerprint: ContentFingerprint? = nil
    ) {
        self.bounds = bounds
        self.position = position
        self.anchorPoint = anchorPoint
        self.packedTransform = PackedTransform(transform)
        self.boxedSublayerTransform = BoxedTransform(sublayerTransform)
        self.alpha = alpha
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.cornerRadii = cornerRadii
        self.backgroundColor = backgroundColor
        self.isOpaque = isOpaque
        self.transitionID = transitionID
        self.modifiers = modifiers
        self.name = name
        self.contentKind = contentKind
        self.contentFingerprint = contentFingerprint
        self.boxedShadow = Self.recordedShadow(shadow).map { SharedBox($0) }
    }

    /// The shadow a record holds for a layer's `shadow`: itself when it draws anything
    /// (`Shadow.isVisible`), else `nil`.
    static func recordedShadow(_ shadow: Shadow?) -> Shadow? {
        shadow.flatMap { $0.isVisible ? $0 : nil }
    }

    /// The matrix from the view's bounds coordinates to its superview's, before the superview's
    /// sublayer transform and before flattening (see `LayerGeometry.toSuperlayer`).
    @inlinable
    package var toSuperlayer: Transform3D {
        LayerGeometry.toSuperlayer(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform)
    }

    /// The matrix this view's sublayer transform applies to its subviews' geometry in its bounds
    /// coordinates (about its anchor point); `nil` when it is the identity.
    @inlinable
    package var sublayerMatrix: Transform3D? {
        // Almost every layer has none: told from the box's absence, without reading a matrix.
        guard let box = boxedSublayerTransform.box else { return nil }
        return LayerGeometry.sublayerMatrix(bounds: bounds, anchorPoint: anchorPoint, sublayerTransform: box.value)
    }
}

/// Core Animation's geometry rules as matrices (row-vector convention, ``Transform3D``'s).
@usableFromInline
package enum LayerGeometry {
    /// The anchor point in the layer's bounds coordinates: `bounds.origin + anchorPoint · bounds.size`.
    @inlinable
    package static func anchor(bounds: Rect, anchorPoint: Point) -> Point {
        Point(x: bounds.origin.x + anchorPoint.x * bounds.size.width, y: bounds.origin.y + anchorPoint.y * bounds.size.height)
    }

    /// A layer's own matrix to its superlayer's bounds coordinates:
    /// `translate(−anchor) × transform × translate(position)`, unflattened. A pure translation when
    /// the transform is the identity.
    @inlinable
    package static func toSuperlayer(bounds: Rect, position: Point, anchorPoint: Point, transform: Transform3D) -> Transform3D {
        let a = anchor(bounds: bounds, anchorPoint: anchorPoint)
        if transform.isIdentity { return .translation(x: position.x - a.x, y: position.y - a.y) }
        return Transform3D.translation(x: -a.x, y: -a.y)
            .concatenating(transform)
            .concatenating(.translation(x: position.x, y: position.y))
    }

    /// A layer's sublayer transform about its anchor point, in its bounds coordinates:
    /// `translate(−anchor) × sublayerTransform × translate(anchor)`; `nil` for the identity.
    @inlinable
    package static func sublayerMatrix(bounds: Rect, anchorPoint: Point, sublayerTransform: Transform3D) -> Transform3D? {
        if sublayerTransform.isIdentity { return nil }
        let a = anchor(bounds: bounds, anchorPoint: anchorPoint)
        return Transform3D.translation(x: -a.x, y: -a.y)
            .concatenating(sublayerTransform)
            .concatenating(.translation(x: a.x, y: a.y))
    }

    /// The matrix from a layer's bounds coordinates to its superlayer's, as rendered: its own
    /// matrix, then the superlayer's sublayer matrix (if any), composed in 3-D and only then
    /// flattened onto the superlayer's plane (`Transform3D.planar`) — so a perspective sublayer
    /// transform acts on a rotated sublayer's depth, as Core Animation renders it.
    @inlinable
    package static func toSuperview(_ toSuperlayer: Transform3D, superlayerSublayerMatrix: Transform3D?) -> Transform3D {
        if let s = superlayerSublayerMatrix { return toSuperlayer.concatenating(s).planar }
        return toSuperlayer.isTranslation ? toSuperlayer : toSuperlayer.planar
    }

    /// Where a host puts a view so that its bounds centre is at `centre` and its geometry about the
    /// centre is `transform` (a ``ViewState``, or a ``ViewSnapshot``), when its layer's anchor point is
    /// `anchorPoint`: the layer `position` and layer `transform` to set. For the default anchor
    /// point they are `centre` and `transform` unchanged. Exact for any transform, perspective
    /// included: with `d = (anchorPoint − 0.5) · size`, position = centre + d and
    /// transform' = translate(d) × transform × translate(−d). Always finite for finite input: where
    /// a huge size times the transform overflows, it is `centre` and `transform` (as for a centred
    /// anchor point).
    @inlinable
    package static func placement(centre: Point, transform: Transform3D, size: Size, anchorPoint: Point)
        -> (position: Point, transform: Transform3D)
    {
        let dx = (anchorPoint.x - 0.5) * size.width
        let dy = (anchorPoint.y - 0.5) * size.height
        if dx == 0 && dy == 0 { return (centre, transform) }
        let about =
            transform.isIdentity
            ? transform
            : Transform3D.translation(x: dx, y: dy).concatenating(transform).concatenating(.translation(x: -dx, y: -dy))
        let position = Point(x: centre.x + dx, y: centre.y + dy)
        // Finite input can overflow here (a huge size times a scale); a layer must never be handed
        // NaN or infinity (`CALayer` raises on a NaN position): then place as for a centred anchor.
        guard position.isFinite, about.isFinite else { return (centre, transform) }
        return (position, about)
    }
}
