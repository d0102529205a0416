/// Everything `RestoreSkeleton` needs to put one view back exactly: its place, geometry and look,
/// in the engine's types where they are plain numbers and in the host's own (`Access`'s) where the
/// view system keeps an object (a colour, a mask, a shadow, constraints, the first responder).
///
/// Made only by `RestoreSkeleton.record(_:on:)`; every host's `TransitionHost.Record`.
public struct ViewRecord<Access: ViewAccess> {
    /// The view.
    let view: Access.View
    /// Its superview, if any.
    let superview: Access.View?
    /// Its index among the superview's subviews (0 without one).
    let index: Int
    /// Its index among the superview's arranged subviews, when the superview is a stack view
    /// arranging it.
    let arrangedIndex: Int?
    /// `layer.position`, in the superview's points.
    let position: Point
    /// The bounds.
    let bounds: Rect
    /// The layer's transform.
    let transform: Transform3D
    /// The alpha.
    let alpha: Double
    /// The hidden flag.
    let isHidden: Bool
    /// The background colour as set.
    let colour: Access.Colour
    /// The layer's corner radius.
    let cornerRadius: Double
    /// The corners the radius rounds.
    let maskedCorners: CornerMask
    /// The mask as set.
    let mask: Access.Mask
    /// The layer's shadow as set.
    let shadow: Access.ShadowStyle
    /// How the frame takes part in constraint layout.
    let layoutMode: Access.LayoutMode
    /// The app's active constraints held by the view's ancestors that refer to it or a view
    /// inside it (leaving the superview deletes them), each with its holder; never a stack's own.
    let constraints: [(constraint: Access.Constraint, holder: Access.View)]
    /// The first responder, if it was the view or inside it.
    let firstResponder: Access.View?
}
