/// `HeadlessView`'s primitives for `RestoreSkeleton`: no stacks, constraints or first responder,
/// no scroll views; the mask is `clip`, the shadow `shadow`.
extension HeadlessHost: ViewAccess {
    /// The subviews.
    public func subviews(of view: HeadlessView) -> [HeadlessView] { view.subviews }
    /// `insertSubview(_:at:)`.
    public func insertSubview(_ view: HeadlessView, into superview: HeadlessView, at index: Int) {
        superview.insertSubview(view, at: index)
    }
    /// `removeFromSuperview()`.
    public func removeFromSuperview(_ view: HeadlessView) { view.removeFromSuperview() }
    /// `nil`: a headless tree has no stack views.
    public func arrangedIndex(of view: HeadlessView, in superview: HeadlessView) -> Int? { nil }
    /// 0: a headless tree has no stack views.
    public func arrangedCount(of stack: HeadlessView) -> Int { 0 }
    /// Nothing: a headless tree has no stack views.
    public func insertArrangedSubview(_ view: HeadlessView, into stack: HeadlessView, at index: Int) {}

    /// `center`.
    public func position(of view: HeadlessView) -> Point { view.center }
    /// Sets `center`.
    public func setPosition(_ position: Point, of view: HeadlessView) { view.center = position }
    /// `bounds`.
    public func bounds(of view: HeadlessView) -> Rect { view.bounds }
    /// Sets `bounds`.
    public func setBounds(_ bounds: Rect, of view: HeadlessView) { view.bounds = bounds }
    /// `transform`.
    public func transform(of view: HeadlessView) -> Transform3D { view.transform }
    /// Sets `transform`.
    public func setTransform(_ transform: Transform3D, of view: HeadlessView) { view.transform = transform }
    /// `false`: a headless tree has no scroll views.
    public func isScrollView(_ view: HeadlessView) -> Bool { false }

    /// `alpha`.
    public func alpha(of view: HeadlessView) -> Double { view.alpha }
    /// `isHidden`.
    public func isHidden(_ view: HeadlessView) -> Bool { view.isHidden }
    /// Sets `isHidden`.
    public func setHidden(_ isHidden: Bool, of view: HeadlessView) { view.isHidden = isHidden }
    /// `backgroundColor`.
    public func colour(of view: HeadlessView) -> Color? { view.backgroundColor }
    /// Sets `backgroundColor`.
    public func setColour(_ colour: Color?, of view: HeadlessView) { view.backgroundColor = colour }
    /// `cornerRadius`.
    public func cornerRadius(of view: HeadlessView) -> Double { view.cornerRadius }
    /// Sets `cornerRadius`.
    public func setCornerRadius(_ radius: Double, of view: HeadlessView) { view.cornerRadius = radius }
    /// `maskedCorners`.
    public func maskedCorners(of view: HeadlessView) -> CornerMask { view.maskedCorners }
    /// Sets `maskedCorners`.
    public func setMaskedCorners(_ corners: CornerMask, of view: HeadlessView) { view.maskedCorners = corners }
    /// `clip`.
    public func mask(of view: HeadlessView) -> ClipShape? { view.clip }
    /// Sets `clip`.
    public func setMask(_ mask: ClipShape?, of view: HeadlessView) { view.clip = mask }
    /// `shadow`.
    public func shadowStyle(of view: HeadlessView) -> Shadow? { view.shadow }
    /// Sets `shadow`.
    public func setShadowStyle(_ shadow: Shadow?, of view: HeadlessView) { view.shadow = shadow }

    /// `nil`: a headless tree has no first responder.
    public func firstResponder(in view: HeadlessView) -> HeadlessView? { nil }
    /// `false`.
    public func isFirstResponder(_ view: HeadlessView) -> Bool { false }
    /// Nothing.
    public func makeFirstResponder(_ view: HeadlessView) {}
}
