@_spi(Harness) import MatchEngine

/// `StrictView`'s primitives for `RestoreSkeleton`, each what its UIKit counterpart does: the mask
/// is `node.clip`, a constraint's identifier is its label, and making a view first responder again
/// is the transition's doing, not the app's.
extension StrictHost: ViewAccess {
    /// `StrictView` places views by geometry and constraints only (no autoresizing mask).
    public typealias LayoutMode = Void

    /// `subviews`.
    public func subviews(of view: StrictView) -> [StrictView] { view.subviews }
    /// `insertSubview(_:at:)`: a view in another superview leaves it first, losing its constraints.
    public func insertSubview(_ view: StrictView, into superview: StrictView, at index: Int) {
        superview.insertSubview(view, at: index)
    }
    /// `removeFromSuperview()`.
    public func removeFromSuperview(_ view: StrictView) { view.removeFromSuperview() }
    /// The index in `superview.arrangedSubviews`, when it is a stack view arranging `view`.
    public func arrangedIndex(of view: StrictView, in superview: StrictView) -> Int? {
        superview.arrangedSubviews?.firstIndex { $0 === view }
    }
    /// `arrangedSubviews.count` (0 for a plain view).
    public func arrangedCount(of stack: StrictView) -> Int { stack.arrangedSubviews?.count ?? 0 }
    /// `insertArrangedSubview(_:at:)`.
    public func insertArrangedSubview(_ view: StrictView, into stack: StrictView, at index: Int) {
        stack.insertArrangedSubview(view, at: index)
    }

    /// `layer.position`.
    public func position(of view: StrictView) -> Point { view.node.center }
    /// Sets `layer.position`.
    public func setPosition(_ position: Point, of view: StrictView) { view.node.center = position }
    /// `bounds`.
    public func bounds(of view: StrictView) -> Rect { view.node.bounds }
    /// Sets `bounds`.
    public func setBounds(_ bounds: Rect, of view: StrictView) { view.node.bounds = bounds }
    /// `layer.transform`.
    public func transform(of view: StrictView) -> Transform3D { view.node.transform }
    /// Sets `layer.transform`.
    public func setTransform(_ transform: Transform3D, of view: StrictView) { view.node.transform = transform }
    /// `isScrollView`.
    public func isScrollView(_ view: StrictView) -> Bool { view.isScrollView }

    /// `alpha`.
    public func alpha(of view: StrictView) -> Double { view.node.alpha }
    /// `isHidden`.
    public func isHidden(_ view: StrictView) -> Bool { view.node.isHidden }
    /// Sets the layer's hidden flag.
    public func setHidden(_ isHidden: Bool, of view: StrictView) { view.node.isHidden = isHidden }
    /// The colour as set (a dynamic colour stays dynamic).
    public func colour(of view: StrictView) -> StrictColor? { view.backgroundColor }
    /// Sets the colour.
    public func setColour(_ colour: StrictColor?, of view: StrictView) { view.backgroundColor = colour }
    /// `layer.cornerRadius`.
    public func cornerRadius(of view: StrictView) -> Double { view.node.cornerRadius }
    /// Sets `layer.cornerRadius`.
    public func setCornerRadius(_ radius: Double, of view: StrictView) { view.node.cornerRadius = radius }
    /// `layer.maskedCorners`.
    public func maskedCorners(of view: StrictView) -> CornerMask { view.node.maskedCorners }
    /// Sets `layer.maskedCorners`.
    public func setMaskedCorners(_ corners: CornerMask, of view: StrictView) { view.node.maskedCorners = corners }
    /// The mask (`node.clip`).
    public func mask(of view: StrictView) -> ClipShape? { view.node.clip }
    /// Sets the mask.
    public func setMask(_ mask: ClipShape?, of view: StrictView) { view.node.clip = mask }
    /// The layer's shadow.
    public func shadowStyle(of view: StrictView) -> Shadow? { view.node.shadow }
    /// Sets the layer's shadow.
    public func setShadowStyle(_ shadow: Shadow?, of view: StrictView) { view.node.shadow = shadow }

    /// `constraints`.
    public func constraints(heldBy holder: StrictView) -> [StrictConstraint] { holder.constraints }
    /// `isActive`.
    public func isActive(_ constraint: StrictConstraint) -> Bool { constraint.isActive }
    /// Whether `test` holds for one of its views.
    public func constraint(_ constraint: StrictConstraint, refersTo test: (StrictView) -> Bool) -> Bool {
        constraint.views.contains(where: test)
    }
    /// The label (MatchUIKit reads the identifier).
    public func identifier(of constraint: StrictConstraint) -> String? { constraint.label }
    /// `addConstraint(_:)` on each holder.
    public func activate(_ constraints: [(constraint: StrictConstraint, holder: StrictView)]) {
        for (c, holder) in constraints { holder.addConstraint(c) }
    }

    /// `firstResponderInside`.
    public func firstResponder(in view: StrictView) -> StrictView? { view.firstResponderInside }
    /// `isFirstResponder`.
    public func isFirstResponder(_ view: StrictView) -> Bool { view.isFirstResponder }
    /// First responder again, on the transition's behalf.
    public func makeFirstResponder(_ view: StrictView) { view.regainFirstResponder() }
}
