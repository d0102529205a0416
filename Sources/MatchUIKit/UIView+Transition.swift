#if canImport(UIKit)
    import MatchEngine
    import ObjectiveC
    import UIKit

    /// The Match tags a view carries, stored on the view itself (an associated object) only once the
    /// app tags it: reading a view's tags never creates one. The ID as the engine's value; the
    /// modifiers as the app set them, converted when the view is captured, so that their colours
    /// resolve against the view's traits at that moment.
    final class TransitionTag {
        var id: MatchEngine.TransitionID?
        var modifiers: [Modifier] = []
    }

    /// The address used as the associated-object key: a constant object's identity, never mutated.
    private final class AssociationKey: Sendable {
        static let tag = AssociationKey()
        static let coordinator = AssociationKey()
        static let transition = AssociationKey()
        static let claimRegistry = AssociationKey()
        var pointer: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }
    }

    @MainActor
    extension UIView {
        /// The tag that pairs this view with a view of the same ID on the other side of a transition;
        /// `nil` (the default) clears it. Reused cells must clear or reassign it in `prepareForReuse()`,
        /// or a recycled cell flies as the wrong item.
        public var transitionID: String? {
            get { transitionTag?.id?.rawValue }
            set { tag(creating: newValue != nil)?.id = newValue.map { MatchEngine.TransitionID($0) } }
        }

        /// The same tag as a ``TransitionID``; `nil` (the default) clears it.
        public var matchID: TransitionID? {
            get { transitionTag?.id.map { TransitionID(engine: $0) } }
            set { tag(creating: newValue != nil)?.id = newValue?.engine }
        }

        /// How this view takes part in a transition (see ``Modifier``); empty by default. A dynamic
        /// colour in them (`UIColor.systemBackground`, an asset colour) resolves against the view's
        /// `traitCollection` when a transition captures the view, as the view's own colours do.
        public var transitionModifiers: [Modifier] {
            get { transitionTag?.modifiers ?? [] }
            set {
                guard let tag = tag(creating: !newValue.isEmpty) else { return }
                tag.modifiers = newValue
            }
        }

        var transitionTag: TransitionTag? {
            objc_getAssociatedObject(self, AssociationKey.tag.pointer) as? TransitionTag
        }

        /// The view's tag; a new one is attached only when `creating` (clearing an untagged view
        /// attaches nothing).
        private func tag(creating: Bool) -> TransitionTag? {
            if let existing = transitionTag { return existing }
            guard creating else { return nil }
            let tag = TransitionTag()
            objc_setAssociatedObject(self, AssociationKey.tag.pointer, tag, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return tag
        }
    }

    // `package` (and `@usableFromInline`), as the engine's protocol is: capture plumbing, never a
    // member of an app's views.
    extension UIView: @MainActor CapturableView {
        /// A view tree of `UIView`s.
        @usableFromInline package typealias CaptureNode = UIView

        /// `subviews`, back to front.
        @usableFromInline package var captureSubviews: [UIView] { subviews }

        /// `superview`.
        @usableFromInline package var captureSuperview: UIView? { superview }

        /// The layer's `bounds`, `position`, `anchorPoint`, `transform` and `sublayerTransform`; the
        /// view's alpha, hidden flag, clipping, `layer.cornerRadius` on `layer.maskedCorners`, opacity,
        /// tags (read without creating any) and `accessibilityIdentifier`; the background colour
        /// resolved against the view's own `traitCollection` (a dynamic colour as it is drawn now);
        /// what it draws, by class (`matchContentKind`); and the layer's shadow (`capturedShadow`).
        @usableFromInline package func captureLayer() -> CapturedLayer {
            let layer = self.layer
            return CapturedLayer(
                bounds: Rect(layer.bounds), position: Point(layer.position), anchorPoint: Point(layer.anchorPoint),
                transform: Transform3D(layer.transform), sublayerTransform: Transform3D(layer.sublayerTransform),
                alpha: Double(alpha), isHidden: isHidden, clipsToBounds: clipsToBounds,
                cornerRadii: CornerMask(layer.maskedCorners).radii(Double(layer.cornerRadius)),
                backgroundColor: backgroundColor.flatMap { Color($0, resolvingAgainst: traitCollection) }, isOpaque: isOpaque,
                transitionID: transitionTag?.id, modifiers: capturedModifiers, name: accessibilityIdentifier,
                contentKind: matchContentKind, shadow: capturedShadow)
        }

        /// What the view's own content is, for the crossfade rule (see `ContentFingerprint`): for a
        /// `UILabel`, `UITextField` or `UITextView` its text (and attributed text), its text colour
        /// resolved against the view's traits, and its font's name and point size; for a
        /// `UIImageView` its image's identity (and its tint colour for a template image); `nil`
        /// (unknown) for any other view. Within one process equal content gives equal fingerprints.
        @usableFromInline package var captureContentFingerprint: ContentFingerprint? {
            func text(_ string: String?, _ attributed: NSAttributedString?, _ colour: UIColor?, _ font: UIFont?) -> ContentFingerprint {
                var f = ContentFingerprint()
                f.combine(string ?? "")
                f.combine(UInt64(UInt(bitPattern: attributed?.hash ?? 0)))
                f.combine(colour.flatMap { Color($0, resolvingAgainst: traitCollection) }.map { ContentFingerprint(colour: $0) })
                f.combine(font?.fontName ?? "")
                f.combine(Double(font?.pointSize ?? 0))
                return f
            }
            if let label = self as? UILabel { return text(label.text, label.attributedText, label.textColor, label.font) }
            if let field = self as? UITextField { return text(field.text, field.attributedText, field.textColor, field.font) }
            if let view = self as? UITextView { return text(view.text, view.attributedText, view.textColor, view.font) }
            if let imageView = self as? UIImageView {
                var f = ContentFingerprint()
                f.combine(UInt64(imageView.image.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0))
                if imageView.image?.renderingMode == .alwaysTemplate {
                    f.combine(Color(imageView.tintColor, resolvingAgainst: traitCollection).map { ContentFingerprint(colour: $0) })
                }
                return f
            }
            return nil
        }

        /// What the view draws, for the default resize mode: `.text` for `UILabel`, `UITextField` and
        /// `UITextView` (UIKit's three text classes), `.image` for `UIImageView`, `.visualEffect` for
        /// `UIVisualEffectView` (whose screen the planner never fades or masks), `.plain` for
        /// anything else — subclasses included, as `is` tests them.
        var matchContentKind: ContentKind {
            if self is UILabel || self is UITextField || self is UITextView { return .text }
            if self is UIImageView { return .image }
            if self is UIVisualEffectView { return .visualEffect }
            return .plain
        }

        /// The view's modifiers as the engine's, their colours resolved against the view's traits now
        /// (`Modifier.engine(resolvingAgainst:)`); a background-colour modifier whose colour has no
        /// sRGB components is left out.
        var capturedModifiers: [MatchEngine.Modifier] {
            guard let modifiers = transitionTag?.modifiers, !modifiers.isEmpty else { return [] }
            let traits = traitCollection
            return modifiers.compactMap { $0.engine(resolvingAgainst: traits) }
        }

        /// The layer's shadow as Match records it, or `nil` when Core Animation draws none: an
        /// opacity of 0 (`CALayer.shadowOpacity`'s default) or no colour. `shadowColor`, `shadowOpacity`,
        /// `shadowRadius` and `shadowOffset` are read as they are (points, 0…1); a `shadowPath` is
        /// kept as its bounding box (`CGPath.boundingBoxOfPath`, control points excluded) measured from
        /// the bounds' top-left corner, `nil` for an empty path or none (the content's alpha).
        var capturedShadow: Shadow? {
            let layer = self.layer
            guard layer.shadowOpacity > 0, let colour = layer.shadowColor else { return nil }
            var path: Rect?
            if let p = layer.shadowPath, !p.isEmpty {
                let box = p.boundingBoxOfPath
                path = Rect(
                    x: Double(box.origin.x - layer.bounds.origin.x), y: Double(box.origin.y - layer.bounds.origin.y),
                    width: Double(box.size.width), height: Double(box.size.height))
            }
            return Shadow(
                color: Color(UIColor(cgColor: colour)) ?? .black, opacity: Double(layer.shadowOpacity), radius: Double(layer.shadowRadius),
                offset: Vector(dx: Double(layer.shadowOffset.width), dy: Double(layer.shadowOffset.height)), path: path)
        }
    }

    @MainActor
    extension NSObject {
        /// An object kept alive by this one (coordinators and transitions UIKit only holds weakly).
        func matchRetained<T: AnyObject>(_ key: MatchRetainedKey, as type: T.Type) -> T? {
            objc_getAssociatedObject(self, key.pointer) as? T
        }

        func setMatchRetained(_ key: MatchRetainedKey, _ value: AnyObject?) {
            objc_setAssociatedObject(self, key.pointer, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// What an object keeps alive for Match.
    enum MatchRetainedKey {
        case coordinator
        case transition
        case claimRegistry

        var pointer: UnsafeRawPointer {
            switch self {
            case .coordinator: AssociationKey.coordinator.pointer
            case .transition: AssociationKey.transition.pointer
            case .claimRegistry: AssociationKey.claimRegistry.pointer
            }
        }
    }
#endif
