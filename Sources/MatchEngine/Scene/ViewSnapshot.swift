/// One view of a captured tree: what the matcher and the planner need, in the transition
/// container's coordinate space.
public struct ViewSnapshot: Sendable, Hashable, Codable {
    // Stored in the order the matcher reads them, the fields every view has first, so the lines a
    // record spans that the matcher and capture touch are few (see `PackedTransform`).

    /// The view's tag, if it has one.
    public var id: TransitionID?
    /// The index of the superview in the snapshot, or −1 for the captured root.
    public var parent: Int
    /// The number of ancestors inside the snapshot (0 for the root).
    public var depth: Int
    /// One past the index of the view's last descendant: the subtree is `index ..< subtreeEnd`.
    public var subtreeEnd: Int
    /// The centre of the view's bounds, in the container's coordinates (points).
    public var position: Point
    /// The bounds size, in points, before any transform.
    public var size: Size
    /// The view's own alpha, 0…1.
    public var alpha: Double
    /// The alpha it is drawn with: its own times every ancestor's, 0…1.
    public var effectiveAlpha: Double
    // (Before the flags: the optional's tag byte and the five one-byte fields after it share one
    // eight-byte word, so the fingerprint adds 8 bytes to a record, not 16.)
    /// What the view's own content is (see ``ContentFingerprint``), or `nil` when unknown (the host
    /// gave none; a recording without the key).
    public var contentFingerprint: ContentFingerprint?
    /// Whether the view itself is hidden.
    public var isHidden: Bool
    /// Whether the view or any ancestor is hidden (so it is not drawn).
    public var isEffectivelyHidden: Bool
    /// Whether the view promises opaque content.
    public var isOpaque: Bool
    /// Whether the view clips its subviews.
    public var clipsToBounds: Bool
    /// What the view draws (text, an image, anything else), for the default ``ResizeMode``.
    public var content: ContentKind
    /// ``transform``, packed: the identity in one byte, a 2-D affine transform in six numbers.
    @usableFromInline var packedTransform: PackedTransform
    /// The corner radii, in points, in the view's own (untransformed) coordinates.
    public var cornerRadii: CornerRadii
    /// The background colour, if any.
    public var backgroundColor: Color?
    /// The view's transition modifiers.
    public var modifiers: [Modifier]
    /// A name for diagnostics and previews, if the host gave one.
    public var name: String?
    /// ``shadow``, boxed (few views have one).
    @usableFromInline var boxedShadow: SharedBox<Shadow>?

    /// Every transform from the view up to the container, accumulated and expressed about the
    /// view's centre: container point = (local point − bounds centre) × transform, then + position.
    /// Planar (flattened into each layer's plane, as Core Animation renders a tree: z = 0 points map
    /// to z = 0 points); the identity for an untransformed view in an untransformed tree. Stored
    /// packed (the identity in one byte, a 2-D affine transform in six numbers); reads back bit for bit.
    public var transform: Transform3D {
        @inlinable get { packedTransform.matrix }
        @inlinable set { packedTransform = PackedTransform(newValue) }
    }

    /// The view's drop shadow, in its own (untransformed) points like ``cornerRadii`` (an ancestor's
    /// scale is in ``transform``), or `nil` for none. Stored boxed.
    public var shadow: Shadow? {
        @inlinable get { boxedShadow?.value }
        @inlinable set { boxedShadow = newValue.map { SharedBox($0) } }
    }

    /// The keys a record is encoded with: its public properties' names.
    enum CodingKeys: String, CodingKey {
        case id, parent, depth, subtreeEnd, position, size, alpha, effectiveAlpha, isHidden, isEffectivelyHidden
        case isOpaque, clipsToBounds, content, cornerRadii, backgroundColor, modifiers, name, contentFingerprint
        case packedTransform = "transform"
        case boxedShadow = "shadow"
    }

    /// Creates a snapshot record from its fields; `shadow` defaults to none.
    public init(
        id: TransitionID? = nil, parent: Int, depth: Int, subtreeEnd: Int, position: Point, size: Size,
        transform: Transform3D = .identity, alpha: Double = 1, effectiveAlpha: Double = 1, isHidden: Bool = false,
        isEffectivelyHidden: Bool = false, cornerRadii: CornerRadii = .zero, backgroundColor: Color? = nil,
        isOpaque: Bool = false, clipsToBounds: Bool = false, modifiers: [Modifier] = [], name: String? = nil,
        content: ContentKind = .plain, shadow: Shadow? = nil, contentFingerprint: ContentFingerprint? = nil
    ) {
        self.id = id
        self.parent = parent
        self.depth = depth
        self.subtreeEnd = subtreeEnd
        self.position = position
        self.size = size
        self.packedTransform = PackedTransform(transform)
        self.alpha = alpha
        self.effectiveAlpha = effectiveAlpha
        self.isHidden = isHidden
        self.isEffectivelyHidden = isEffectivelyHidden
        self.cornerRadii = cornerRadii
        self.backgroundColor = backgroundColor
        self.isOpaque = isOpaque
        self.clipsToBounds = clipsToBounds
        self.modifiers = modifiers
        self.name = name
        self.content = content
        self.contentFingerprint = contentFingerprint
        self.boxedShadow = shadow.map { SharedBox($0) }
    }

    /// The record of a captured view, built where it is stored: what `SceneSnapshot.capture`
    /// appends past a reused buffer's records (`overwrite` sets the same fields from the same
    /// layer). The transform and shadow are taken as capture holds them, packed and boxed: built
    /// through the public initialiser and then given them, the record would be copied into the
    /// array (~500 instructions per view: a fresh 10 000-view capture would take 1.6× as long).
    @inlinable
    init(
        captured layer: UnsafePointer<CapturedLayer>, parent: Int, depth: Int, subtreeEnd: Int, position: Point,
        transform: PackedTransform, effectiveAlpha: Double, isEffectivelyHidden: Bool
    ) {
        id = layer.pointee.transitionID
        self.parent = parent
        self.depth = depth
        self.subtreeEnd = subtreeEnd
        self.position = position
        size = layer.pointee.bounds.size
        alpha = layer.pointee.alpha
        self.effectiveAlpha = effectiveAlpha
        isHidden = layer.pointee.isHidden
        self.isEffectivelyHidden = isEffectivelyHidden
        isOpaque = layer.pointee.isOpaque
        clipsToBounds = layer.pointee.clipsToBounds
        content = layer.pointee.contentKind
        packedTransform = transform
        cornerRadii = layer.pointee.cornerRadii
        backgroundColor = layer.pointee.backgroundColor
        modifiers = layer.pointee.modifiers
        name = layer.pointee.name
        contentFingerprint = layer.pointee.contentFingerprint
        boxedShadow = layer.pointee.boxedShadow
    }

    /// Overwrites every field with a captured view's: what `SceneSnapshot.capture` does to a reused
    /// buffer's records, in place, instead of building a record and copying it in. It sets what
    /// `init(captured:…)` sets from the same layer (`TransitionWorkspaceTests` compares the two
    /// for every field). `layer` points at the record being captured (see
    /// `CapturableView.withUnsafeCapturedLayer(_:)`); `transform` is evaluated only when `identity`
    /// is `false` (an optional matrix was copied through memory for every view).
    @inlinable
    mutating func overwrite(
        from layer: UnsafePointer<CapturedLayer>, parent: Int, depth: Int, subtreeEnd: Int, position: Point,
        identity: Bool, transform: @autoclosure () -> Transform3D, effectiveAlpha: Double, isEffectivelyHidden: Bool
    ) {
        self.id = layer.pointee.transitionID
        self.parent = parent
        self.depth = depth
        self.subtreeEnd = subtreeEnd
        self.position = position
        self.size = layer.pointee.bounds.size
        if identity { self.packedTransform.setIdentity() } else { self.packedTransform = PackedTransform(transform()) }
        self.alpha = layer.pointee.alpha
        self.effectiveAlpha = effectiveAlpha
        self.isHidden = layer.pointee.isHidden
        self.isEffectivelyHidden = isEffectivelyHidden
        self.cornerRadii = layer.pointee.cornerRadii
        self.backgroundColor = layer.pointee.backgroundColor
        self.isOpaque = layer.pointee.isOpaque
        self.clipsToBounds = layer.pointee.clipsToBounds
        self.modifiers = layer.pointee.modifiers
        self.name = layer.pointee.name
        self.content = layer.pointee.contentKind
        self.contentFingerprint = layer.pointee.contentFingerprint
        // Most views have no shadow: then neither box is retained nor released.
        if self.boxedShadow != nil || layer.pointee.boxedShadow != nil { self.boxedShadow = layer.pointee.boxedShadow }
    }

    /// The matrix from the view's bounds-centred coordinates to the container's.
    package var toContainer: Transform3D {
        transform.concatenating(.translation(x: position.x, y: position.y))
    }

    /// The smallest container-space rectangle holding the transformed view (for visibility tests;
    /// the exact geometry is ``position``, ``size`` and ``transform``).
    public var frame: Rect {
        if packedTransform.isIdentity {
            return Rect(x: position.x - size.width / 2, y: position.y - size.height / 2, width: size.width, height: size.height)
        }
        return HeadlessView.boundingBox(
            of: Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height),
            through: toContainer)
    }

    /// Whether position, size and transform are all finite.
    package var hasFiniteGeometry: Bool { position.isFinite && size.isFinite && transform.isFinite }
}
