#if canImport(UIKit)
    import MatchEngine
    import UIKit

    /// `UIView`'s primitives for `RestoreSkeleton`: the colour, mask and shadow as the objects set
    /// (a dynamic colour stays dynamic), `translatesAutoresizingMaskIntoConstraints` as the layout
    /// mode, `NSLayoutConstraint`s, stack slots through `UIStackView`, and `becomeFirstResponder()`.
    extension UIKitHost: @MainActor ViewAccess {
        /// `translatesAutoresizingMaskIntoConstraints`: a view that leaves its superview for the
        /// container is switched to `true` while it flies (`insertIntoContainer(_:at:)`).
        typealias LayoutMode = Bool

        /// `view.subviews`.
        func subviews(of view: UIView) -> [UIView] { view.subviews }
        /// `superview.insertSubview(view, at: index)` (a view in another superview leaves it).
        func insertSubview(_ view: UIView, into superview: UIView, at index: Int) { superview.insertSubview(view, at: index) }
        /// `view.removeFromSuperview()`.
        func removeFromSuperview(_ view: UIView) { view.removeFromSuperview() }
        /// The index in the `UIStackView`'s `arrangedSubviews`, when `superview` is one arranging `view`.
        func arrangedIndex(of view: UIView, in superview: UIView) -> Int? {
            (superview as? UIStackView)?.arrangedSubviews.firstIndex(of: view)
        }
        /// `arrangedSubviews.count` of a `UIStackView` (0 for any other view).
        func arrangedCount(of stack: UIView) -> Int { (stack as? UIStackView)?.arrangedSubviews.count ?? 0 }
        /// `insertArrangedSubview(_:at:)` on a `UIStackView`.
        func insertArrangedSubview(_ view: UIView, into stack: UIView, at index: Int) {
            (stack as? UIStackView)?.insertArrangedSubview(view, at: index)
        }

        /// `layer.position`.
        func position(of view: UIView) -> Point { Point(view.layer.position) }
        /// Sets `layer.position`.
        func setPosition(_ position: Point, of view: UIView) { view.layer.position = position.cgPoint }
        /// `bounds`.
        func bounds(of view: UIView) -> Rect { Rect(view.bounds) }
        /// Sets `bounds`.
        func setBounds(_ bounds: Rect, of view: UIView) { view.bounds = bounds.cgRect }
        /// `layer.transform`.
        func transform(of view: UIView) -> Transform3D { Transform3D(view.layer.transform) }
        /// Sets `layer.transform`.
        func setTransform(_ transform: Transform3D, of view: UIView) { view.layer.transform = CATransform3D(transform) }
        /// Whether it is a `UIScrollView`.
        func isScrollView(_ view: UIView) -> Bool { view is UIScrollView }

        /// `alpha`.
        func alpha(of view: UIView) -> Double { Double(view.alpha) }
        /// `isHidden`.
        func isHidden(_ view: UIView) -> Bool { view.isHidden }
        /// Sets `isHidden`.
        func setHidden(_ isHidden: Bool, of view: UIView) { view.isHidden = isHidden }
        /// The `backgroundColor` object.
        func colour(of view: UIView) -> UIColor? { view.backgroundColor }
        /// Sets `backgroundColor`.
        func setColour(_ colour: UIColor?, of view: UIView) { view.backgroundColor = colour }
        /// `layer.cornerRadius`.
        func cornerRadius(of view: UIView) -> Double { Double(view.layer.cornerRadius) }
        /// Sets `layer.cornerRadius`.
        func setCornerRadius(_ radius: Double, of view: UIView) { view.layer.cornerRadius = CGFloat(radius) }
        /// `layer.maskedCorners`.
        func maskedCorners(of view: UIView) -> CornerMask { CornerMask(view.layer.maskedCorners) }
        /// Sets `layer.maskedCorners`.
        func setMaskedCorners(_ corners: CornerMask, of view: UIView) { view.layer.maskedCorners = CACornerMask(corners) }
        /// The `mask` view.
        func mask(of view: UIView) -> UIView? { view.mask }
        /// Sets `mask`.
        func setMask(_ mask: UIView?, of view: UIView) { view.mask = mask }
        /// The layer's five shadow properties.
        func shadowStyle(of view: UIView) -> LayerShadow { LayerShadow(view.layer) }
        /// Sets the layer's five shadow properties.
        func setShadowStyle(_ shadow: LayerShadow, of view: UIView) { shadow.restore(on: view.layer) }

        /// `translatesAutoresizingMaskIntoConstraints`.
        func layoutMode(of view: UIView) -> Bool { view.translatesAutoresizingMaskIntoConstraints }
        /// Sets `translatesAutoresizingMaskIntoConstraints`.
        func setLayoutMode(_ mode: Bool, of view: UIView) { view.translatesAutoresizingMaskIntoConstraints = mode }
        /// `holder.constraints`.
        func constraints(heldBy holder: UIView) -> [NSLayoutConstraint] { holder.constraints }
        /// `isActive`.
        func isActive(_ constraint: NSLayoutConstraint) -> Bool { constraint.isActive }
        /// Whether `test` holds for its first or second item (a layout guide as its `owningView`).
        func constraint(_ constraint: NSLayoutConstraint, refersTo test: (UIView) -> Bool) -> Bool {
            func view(_ item: AnyObject?) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
            if let first = view(constraint.firstItem), test(first) { return true }
            if let second = view(constraint.secondItem), test(second) { return true }
            return false
        }
        /// `identifier`.
        func identifier(of constraint: NSLayoutConstraint) -> String? { constraint.identifier }
        /// `NSLayoutConstraint.activate(_:)` (UIKit finds each one's holder).
        func activate(_ constraints: [(constraint: NSLayoutConstraint, holder: UIView)]) {
            NSLayoutConstraint.activate(constraints.map(\.constraint))
        }

        /// The first responder among `view` and its descendants, if any (UIKit offers no direct query).
        func firstResponder(in view: UIView) -> UIView? {
            var stack = [view]
            while let v = stack.popLast() {
                if v.isFirstResponder { return v }
                stack.append(contentsOf: v.subviews)
            }
            return nil
        }
        /// `isFirstResponder`.
        func isFirstResponder(_ view: UIView) -> Bool { view.isFirstResponder }
        /// `becomeFirstResponder()`.
        func makeFirstResponder(_ view: UIView) { view.becomeFirstResponder() }
    }
#endif
