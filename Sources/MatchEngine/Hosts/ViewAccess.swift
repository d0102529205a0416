/// The primitive reads and writes `RestoreSkeleton` needs from a host's view type to record a view
/// and put it back: one getter and one setter per property, the host's own types where the view
/// system has its own (a colour object, a mask, the shadow as set), and nothing that decides.
///
/// What is recorded, in which order it goes back, and the choices between the steps (which views
/// moved, which constraints are the app's, whether a scroll view's origin or a first responder is
/// restored) are `RestoreSkeleton`'s. A host whose view type has no constraints names
/// `Constraint == Never`, and one without a layout mode beside its frame names `LayoutMode == Void`:
/// their primitives then come with the protocol.
package protocol ViewAccess: TransitionHost {
    /// A background colour exactly as set (a dynamic colour stays dynamic), `nil` included.
    associatedtype Colour
    /// A mask exactly as set (a mask view, a clip shape), `nil` included.
    associatedtype Mask
    /// A layer's shadow properties exactly as set.
    associatedtype ShadowStyle
    /// A layout constraint; `Never` for a view type without them.
    associatedtype Constraint
    /// How the view's frame takes part in constraint layout (`translatesAutoresizingMaskIntoConstraints`);
    /// `Void` for a view type without it.
    associatedtype LayoutMode

    // MARK: Place

    /// The view's subviews, back to front.
    func subviews(of view: View) -> [View]
    /// `insertSubview(_:at:)` on `superview`: a view in another superview leaves it first; one
    /// already there is re-ordered.
    func insertSubview(_ view: View, into superview: View, at index: Int)
    /// `removeFromSuperview()`.
    func removeFromSuperview(_ view: View)
    /// The view's index among `superview`'s arranged subviews, when `superview` is a stack view
    /// arranging it; `nil` otherwise.
    func arrangedIndex(of view: View, in superview: View) -> Int?
    /// How many arranged subviews `stack` has (0 for a view that is not a stack view).
    func arrangedCount(of stack: View) -> Int
    /// `insertArrangedSubview(_:at:)` on `stack`, with `index` in 0…`arrangedCount(of: stack)`.
    func insertArrangedSubview(_ view: View, into stack: View, at index: Int)

    // MARK: Geometry

    /// Where the layer's anchor point sits in the superview, in points (`layer.position`).
    func position(of view: View) -> Point
    /// Sets `layer.position`.
    func setPosition(_ position: Point, of view: View)
    /// The bounds, in the view's own points.
    func bounds(of view: View) -> Rect
    /// Sets the bounds.
    func setBounds(_ bounds: Rect, of view: View)
    /// The layer's transform.
    func transform(of view: View) -> Transform3D
    /// Sets the layer's transform.
    func setTransform(_ transform: Transform3D, of view: View)
    /// Whether the view is a scroll view, whose bounds origin is its content offset.
    func isScrollView(_ view: View) -> Bool

    // MARK: Look

    /// The hidden flag.
    func isHidden(_ view: View) -> Bool
    /// Sets the hidden flag.
    func setHidden(_ isHidden: Bool, of view: View)
    /// The background colour as set.
    func colour(of view: View) -> Colour
    /// Sets the background colour.
    func setColour(_ colour: Colour, of view: View)
    /// The layer's corner radius, in points.
    func cornerRadius(of view: View) -> Double
    /// Sets the layer's corner radius.
    func setCornerRadius(_ radius: Double, of view: View)
    /// The corners the radius rounds (`layer.maskedCorners`).
    func maskedCorners(of view: View) -> CornerMask
    /// Sets the corners the radius rounds.
    func setMaskedCorners(_ corners: CornerMask, of view: View)
    /// The mask as set.
    func mask(of view: View) -> Mask
    /// Sets the mask.
    func setMask(_ mask: Mask, of view: View)
    /// The layer's shadow as set.
    func shadowStyle(of view: View) -> ShadowStyle
    /// Sets the layer's shadow.
    func setShadowStyle(_ shadow: ShadowStyle, of view: View)

    // MARK: Constraints

    /// How the view's frame takes part in constraint layout.
    func layoutMode(of view: View) -> LayoutMode
    /// Sets how the view's frame takes part in constraint layout.
    func setLayoutMode(_ mode: LayoutMode, of view: View)
    /// The constraints `holder` holds.
    func constraints(heldBy holder: View) -> [Constraint]
    /// Whether a constraint is active.
    func isActive(_ constraint: Constraint) -> Bool
    /// Whether `test` holds for a view the constraint refers to (a layout guide counts as its
    /// owning view).
    func constraint(_ constraint: Constraint, refersTo test: (View) -> Bool) -> Bool
    /// The constraint's identifier.
    func identifier(of constraint: Constraint) -> String?
    /// Activates constraints, each in the holder it was recorded in.
    func activate(_ constraints: [(constraint: Constraint, holder: View)])

    // MARK: First responder

    /// The first responder, if it is `view` or inside it.
    func firstResponder(in view: View) -> View?
    /// Whether `view` is the first responder.
    func isFirstResponder(_ view: View) -> Bool
    /// Makes `view` first responder again (`becomeFirstResponder()`).
    func makeFirstResponder(_ view: View)
}

extension ViewAccess {
    /// Whether `view` is `ancestor` or inside it, through `superview(of:)`.
    @inlinable package func isDescendant(_ view: View, of ancestor: View) -> Bool {
        var current: View? = view
        while let c = current {
            if c === ancestor { return true }
            current = superview(of: c)
        }
        return false
    }
}

extension ViewAccess where Constraint == Never {
    /// None: the view type has no constraints.
    package func constraints(heldBy holder: View) -> [Never] { [] }
    /// Never called.
    package func isActive(_ constraint: Never) -> Bool {}
    /// Never called.
    package func constraint(_ constraint: Never, refersTo test: (View) -> Bool) -> Bool {}
    /// Never called.
    package func identifier(of constraint: Never) -> String? {}
    /// Nothing to activate.
    package func activate(_ constraints: [(constraint: Never, holder: View)]) {}
}

extension ViewAccess where LayoutMode == Void {
    /// Nothing: the view type places views by their geometry alone.
    package func layoutMode(of view: View) {}
    /// Nothing.
    package func setLayoutMode(_ mode: Void, of view: View) {}
}
