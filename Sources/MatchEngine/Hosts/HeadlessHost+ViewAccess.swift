/// `HeadlessView`'s primitives for `RestoreSkeleton`: no stacks, constraints or first responder,
/// no scroll views; the mask is `clip`, the shadow `shadow`.
extension HeadlessHost: ViewAccess {
    /// The subviews.
    package func subviews(of view: HeadlessView) -> [HeadlessView] { view.subviews }
    /// `insertSubview(_:at:)`.
    package func insertSubview(_ view: HeadlessView, into superview: HeadlessView, at index: Int) {
        superview.insertSubview(view, at: index)
    }
    /// `removeFromSuperview()`.
    package func removeFromSuperview(_ view: HeadlessView) { view.removeFromSuperview() }
    /// `nil`: a headless tree has no stack views.
    package func arrangedIndex(of view: HeadlessView, in superview: HeadlessView) -> Int? { nil }
    /// 0: a headless tree has no stack views.
    package func arrangedCount(of stack: HeadlessView) -> Int { 0 }
    /// Nothing: a headless tree has no stack views.
    package func insertArrangedSubview(_ view: HeadlessView, into stack: HeadlessView, at index: Int) {}

    /// `center`.
    package func position(of view: HeadlessView) -> Point { view.center }
    /// Sets `center`.
    package func setPosition(_ position: Point, of view: HeadlessView) { view.center = position }
    /// `bounds`.
    package func bounds(of view: HeadlessView) -> Rect { view.bounds }
    /// Sets `bounds`.
    package func setBounds(_ bounds: Rect, of view: HeadlessView) { view.bounds = bounds }
    /// `transform`.
    package func transform(of view: HeadlessView) -> Transform3D { view.transform }
    /// Sets `transform`.
    package func setTransform(_ transform: Transform3D, of view: HeadlessView) { view.transform = transform }
    /// `false`: a headless tree has no scroll views.
    package func isScrollView(_ view: HeadlessView) -> Bool { false }

    /// `alpha`.
    package func alpha(of view: HeadlessView) -> Double { view.alpha }
    /// `isHidden`.
    package func isHidden(_ view: HeadlessView) -> Bool { view.isHidden }
    /// Sets `isHidden`.
    package func setHidden(_ isHidden: Bool, of view: HeadlessView) { view.isHidden = isHidden }
    /// `backgroundColor`.
    package func colour(of view: HeadlessView) -> Color? { view.backgroundColor }
    /// Sets `backgroundColor`.
    package func setColour(_ colour: Color?, of view: HeadlessView) { view.backgroundColor = colour }
    /// `cornerRadius`.
    package func cornerRadius(of view: HeadlessView) -> Double { view.cornerRadius }
    /// Sets `cornerRadius`.
    package func setCornerRadius(_ radius: Double, of view: HeadlessView) { view.cornerRadius = radius }
    /// `maskedCorners`.
    package func maskedCorners(of view: HeadlessView) -> CornerMask { view.maskedCorners }
    /// Sets `maskedCorners`.
    package func setMaskedCorners(_ corners: CornerMask, of view: HeadlessView) { view.maskedCorners = corners }
    /// `clip`.
    package func mask(of view: HeadlessView) -> ClipShape? { view.clip }
    /// Sets `clip`.
    package func setMask(_ mask: ClipShape?, of view: HeadlessView) { view.clip = mask }
    /// `shadow`.
    package func shadowStyle(of view: HeadlessView) -> Shadow? { view.shadow }
    /// Sets `shadow`.
    package func setShadowStyle(_ shadow: Shadow?, of view: HeadlessView) { view.shadow = shadow }

    /// `nil`: a headless tree has no first responder.
    package func firstResponder(in view: HeadlessView) -> HeadlessView? { nil }
    /// `false`.
    package func isFirstResponder(_ view: HeadlessView) -> Bool { false }
    /// Nothing.
    package func makeFirstResponder(_ view: HeadlessView) {}
}
