/// Everything `RestoreSkeleton` needs to put one view back exactly: its place, geometry and look,
/// in the engine's types where they are plain numbers and in the host's own (`Access`'s) where the
/// view system keeps an object (a colour, a mask, a shadow, constraints, the first responder).
///
/// Made only by `RestoreSkeleton.record(_:on:)`; every host's `TransitionHost.Record`.
package struct ViewRecord<Access: ViewAccess> {
    /// The view.
    @usableFromInline let view: Access.View
    /// Its superview, if any.
    @usableFromInline let superview: Access.View?
    /// Its index among the superview's subviews (0 without one).
    @usableFromInline let index: Int
    /// Its index among the superview's arranged subviews, when the superview is a stack view
    /// arranging it.
    @usableFromInline let arrangedIndex: Int?
    /// `layer.position`, in the superview's points.
    @usableFromInline let position: Point
    /// The bounds.
    @usableFromInline let bounds: Rect
    /// The layer's transform.
    @usableFromInline let transform: Transform3D
    /// The alpha.
    @usableFromInline let alpha: Double
    /// The hidden flag.
    @usableFromInline let isHidden: Bool
    /// The background colour as set.
    @usableFromInline let colour: Access.Colour
    /// The layer's corner radius.
    @usableFromInline let cornerRadius: Double
    /// The corners the radius rounds.
    @usableFromInline let maskedCorners: CornerMask
    /// The mask as set.
    @usableFromInline let mask: Access.Mask
    /// The layer's shadow as set.
    @usableFromInline let shadow: Access.ShadowStyle
    /// How the frame takes part in constraint layout.
    @usableFromInline let layoutMode: Access.LayoutMode
    /// The app's active constraints held by the view's ancestors that refer to it or a view
    /// inside it (leaving the superview deletes them), each with its holder; never a stack's own.
    @usableFromInline let constraints: [(constraint: Access.Constraint, holder: Access.View)]
    /// The first responder, if it was the view or inside it.
    @usableFromInline let firstResponder: Access.View?

    /// A record of these values (`RestoreSkeleton.record(_:on:)` reads them).
    @usableFromInline init(
        view: Access.View, superview: Access.View?, index: Int, arrangedIndex: Int?, position: Point, bounds: Rect, transform: Transform3D,
        alpha: Double, isHidden: Bool, colour: Access.Colour, cornerRadius: Double, maskedCorners: CornerMask, mask: Access.Mask,
        shadow: Access.ShadowStyle, layoutMode: Access.LayoutMode, constraints: [(constraint: Access.Constraint, holder: Access.View)],
        firstResponder: Access.View?
    ) {
        self.view = view
        self.superview = superview
        self.index = index
        self.arrangedIndex = arrangedIndex
        self.position = position
        self.bounds = bounds
        self.transform = transform
        self.alpha = alpha
        self.isHidden = isHidden
        self.colour = colour
        self.cornerRadius = cornerRadius
        self.maskedCorners = maskedCorners
        self.mask = mask
        self.shadow = shadow
        self.layoutMode = layoutMode
        self.constraints = constraints
        self.firstResponder = firstResponder
    }
}
