extension HeadlessView {
    /// Calls `body` with a reader of the record capture reads of this view, in place: the fields
    /// of the view's own geometry and look (`bounds`, `transform`, `cornerRadii`, …) where the
    /// view keeps them, read the way capture reads them (through `withUnsafeCapturedLayer(_:)`,
    /// inlined), so that a benchmark can visit a tree with the memory traffic capture cannot avoid
    /// (the benchmarks' capture floor). The reader is valid only during `body`, which must not
    /// change this view meanwhile.
    @_spi(Harness) @inlinable
    public func withCaptureReader<Result>(_ body: (CaptureReader) -> Result) -> Result {
        withUnsafeCapturedLayer { body(CaptureReader(layer: $0)) }
    }
}

/// What capture reads of one headless view, read in place (see
/// `HeadlessView.withCaptureReader(_:)`); each property is the view's property of the same name.
/// For the benchmarks' capture floor; valid only inside the call that handed it over.
@_spi(Harness)
public struct CaptureReader {
    /// The view's record.
    @usableFromInline let layer: UnsafePointer<CapturedLayer>

    @inlinable
    init(layer: UnsafePointer<CapturedLayer>) { self.layer = layer }

    /// The bounds.
    @inlinable public var bounds: Rect { layer.pointee.bounds }
    /// The layer position (the centre for the default anchor point).
    @inlinable public var position: Point { layer.pointee.position }
    /// The anchor point, in unit coordinates of the bounds.
    @inlinable public var anchorPoint: Point { layer.pointee.anchorPoint }
    /// The transform (read as capture reads it: one byte for the identity).
    @inlinable public var transform: Transform3D { layer.pointee.transform }
    /// The sublayer transform (a box's absence for the identity).
    @inlinable public var sublayerTransform: Transform3D { layer.pointee.sublayerTransform }
    /// The view's own opacity.
    @inlinable public var alpha: Double { layer.pointee.alpha }
    /// Whether the view itself is hidden.
    @inlinable public var isHidden: Bool { layer.pointee.isHidden }
    /// Whether the view clips its subviews.
    @inlinable public var clipsToBounds: Bool { layer.pointee.clipsToBounds }
    /// Whether the view promises opaque content.
    @inlinable public var isOpaque: Bool { layer.pointee.isOpaque }
    /// The corner radii.
    @inlinable public var cornerRadii: CornerRadii { layer.pointee.cornerRadii }
    /// The background colour.
    @inlinable public var backgroundColor: Color? { layer.pointee.backgroundColor }
    /// The shadow (a box, when the view has one).
    @inlinable public var shadow: Shadow? { layer.pointee.shadow }
    /// The transition tag.
    @inlinable public var transitionID: TransitionID? { layer.pointee.transitionID }
    /// The transition modifiers.
    @inlinable public var modifiers: [Modifier] { layer.pointee.modifiers }
    /// The name.
    @inlinable public var name: String? { layer.pointee.name }
    /// What the view draws.
    @inlinable public var contentKind: ContentKind { layer.pointee.contentKind }
    /// The content's fingerprint.
    @inlinable public var contentFingerprint: ContentFingerprint? { layer.pointee.contentFingerprint }
}
