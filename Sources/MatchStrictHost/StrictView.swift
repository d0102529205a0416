import MatchEngine

/// A view in the strict world: UIKit's geometry (through a `HeadlessView` it owns) plus the
/// lifecycle rules Apple documents, each cited in `docs/strict-host.md`:
///
/// - layout happens only in `layoutIfNeeded()` or a render pass; a size change marks a layout as
///   pending (`setNeedsLayout()` / `layoutIfNeeded()` pages, uikit-rules 5.4);
/// - a view shows on screen — and in a snapshot taken without screen updates — as it was at the
///   last render pass; a view never rendered shows nothing (`snapshotView(afterScreenUpdates:)`, 5.1);
/// - `removeFromSuperview()` deletes every constraint that refers to the view or its subtree
///   (5.5) and its arranged-subview slot (6.1);
/// - setting `frame` while `transform` is not the identity is undefined (5.8): it is a violation;
/// - colours may be dynamic: a dynamic colour is a different value from its resolved colour.
public final class StrictView {
    /// The geometry and look (bounds, centre, transform, alpha, hidden, corners, resolved colour, tag).
    public let node: HeadlessView
    /// The world this view belongs to (for violations and render passes).
    public unowned let world: StrictWorld
    /// The background colour as the app set it (dynamic or not); `node.backgroundColor` holds its resolved value.
    public var backgroundColor: StrictColor? {
        didSet { node.backgroundColor = backgroundColor?.resolved(world.interfaceStyle) }
    }
    /// The constraints this view holds (`UIView.constraints`).
    public private(set) var constraints: [StrictConstraint] = []
    /// The arranged subviews, when this view is a stack view (`UIStackView.arrangedSubviews`);
    /// `nil` for a plain view.
    public private(set) var arrangedSubviews: [StrictView]?
    /// Lays the subviews out from the bounds (`layoutSubviews()`); runs only when a layout is
    /// pending and `layoutIfNeeded()` or a render pass comes.
    public var layout: ((StrictView) -> Void)?
    /// Whether a layout is pending.
    public private(set) var needsLayout = false
    /// What the last render pass drew for this view; `nil` if it was never rendered.
    var rendered: RenderedLook?
    /// For a snapshot view: the pixels it shows (`nil` for an ordinary view).
    public internal(set) var snapshotPixels: [Pixel]?

    /// The subviews, back to front.
    public private(set) var subviews: [StrictView] = []
    /// The superview.
    public private(set) weak var superview: StrictView?

    /// Creates a view with a frame, in `world`.
    public init(world: StrictWorld, frame: Rect = .zero, name: String? = nil) {
        self.world = world
        node = HeadlessView(frame: frame)
        node.name = name
        world.register(self)
    }

    /// Makes this view a vertical stack view: arranged subviews are laid out top to bottom with
    /// `spacing`, full width, each at its own height; hidden ones take no space (uikit-rules 6.3,
    /// undocumented — the least favourable reading for an adapter that hides views).
    public func makeStack(spacing: Double) {
        arrangedSubviews = []
        layout = { stack in
            var y = 0.0
            for view in stack.arrangedSubviews ?? [] where !view.node.isHidden {
                let h = view.node.bounds.height
                view.node.frame = Rect(x: 0, y: y, width: stack.node.bounds.width, height: h)
                y += h + spacing
            }
        }
        setNeedsLayout()
    }

    // MARK: Geometry

    /// The name (`accessibilityIdentifier`).
    public var name: String? { node.name }
    /// `frame`; setting it while transformed is a violation (the frame is undefined then).
    public var frame: Rect {
        get { node.frame }
        set {
            if !node.transform.isIdentity { world.violate(.frameSetWhileTransformed(name)) }
            let sized = newValue.size != node.bounds.size
            node.frame = newValue
            if sized { setNeedsLayout() }
        }
    }
    /// What the view draws, as MatchUIKit reads it from the view's class (`UILabel`, `UITextField`,
    /// `UITextView` → `.text`; `UIImageView` → `.image`; `UIVisualEffectView` → `.visualEffect`; anything
    /// else `.plain`, the default).
    public var contentKind: ContentKind {
        get { node.contentKind }
        set { node.contentKind = newValue }
    }
    /// What the view's own content is (a label's text, colour and font), as MatchUIKit hashes it
    /// (`ContentFingerprint`); `nil` (the default) for unknown.
    public var contentFingerprint: ContentFingerprint? {
        get { node.contentFingerprint }
        set { node.contentFingerprint = newValue }
    }
    /// `alpha`.
    public var alpha: Double {
        get { node.alpha }
        set { node.alpha = newValue }
    }
    /// `isHidden`: hiding an arranged subview re-lays its stack out (it collapses).
    public var isHidden: Bool {
        get { node.isHidden }
        set {
            node.isHidden = newValue
            if let stack = superview, stack.arrangedSubviews?.contains(where: { $0 === self }) == true {
                stack.setNeedsLayout()
            }
        }
    }

    /// `setNeedsLayout()`.
    public func setNeedsLayout() { needsLayout = true }

    /// `layoutIfNeeded()`: lays the subtree out now where a layout is pending; nothing otherwise.
    public func layoutIfNeeded() {
        var stack = [self]
        while let view = stack.popLast() {
            if view.needsLayout {
                view.needsLayout = false
                view.layout?(view)
                world.layoutPasses += 1
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    // MARK: Tree

    /// `addSubview(_:)`.
    public func addSubview(_ view: StrictView) { insertSubview(view, at: subviews.count) }

    /// `insertSubview(_:at:)`: a view in another superview is first removed from it (losing its
    /// constraints); one already here is only re-ordered.
    public func insertSubview(_ view: StrictView, at index: Int) {
        if view.superview !== self { view.removeFromSuperview() }
        if let i = subviews.firstIndex(where: { $0 === view }) { subviews.remove(at: i) }
        let at = min(max(index, 0), subviews.count)
        subviews.insert(view, at: at)
        view.superview = self
        node.insertSubview(view.node, at: at)
    }

    /// `UIStackView.addArrangedSubview(_:)`.
    public func addArrangedSubview(_ view: StrictView) {
        insertArrangedSubview(view, at: arrangedSubviews?.count ?? 0)
    }

    /// `UIStackView.insertArrangedSubview(_:at:)`: also a subview.
    public func insertArrangedSubview(_ view: StrictView, at index: Int) {
        precondition(arrangedSubviews != nil, "not a stack view")
        if view.superview !== self { addSubview(view) }
        arrangedSubviews!.removeAll { $0 === view }
        arrangedSubviews!.insert(view, at: min(max(index, 0), arrangedSubviews!.count))
        setNeedsLayout()
    }

    /// `removeFromSuperview()`: deletes every constraint held outside the view's subtree that
    /// refers to the view or a view in its subtree (the page's "constraints that refer to the
    /// view … or to any view in the subtree"; constraints the subtree holds among its own views
    /// stay, or UIKit's own navigation controller, which removes the screen it covers, would break
    /// every screen), and its arranged-subview slot.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let subtree = Set(self.subtree.map(ObjectIdentifier.init))
        world.removeConstraints { c in
            guard let holder = c.holder, !subtree.contains(ObjectIdentifier(holder)) else { return false }
            return c.views.contains { subtree.contains(ObjectIdentifier($0)) }
        }
        if parent.arrangedSubviews != nil {
            parent.arrangedSubviews!.removeAll { $0 === self }
            parent.setNeedsLayout()
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        node.removeFromSuperview()
    }

    /// Holds a constraint (`addConstraint(_:)`); its views must be this view or in its subtree.
    public func addConstraint(_ constraint: StrictConstraint) {
        constraints.append(constraint)
        constraint.holder = self
    }

    func dropConstraints(where predicate: (StrictConstraint) -> Bool) {
        constraints.removeAll { c in
            if predicate(c) { c.holder = nil; return true }
            return false
        }
    }

    /// This view and every descendant, pre-order.
    public var subtree: [StrictView] {
        var result: [StrictView] = []
        var stack = [self]
        while let v = stack.popLast() {
            result.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        return result
    }

    /// The topmost ancestor (the window, when the view is on screen).
    public var top: StrictView {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// Whether the view is in the world's window.
    public var isInWindow: Bool { top === world.window }

    /// The frame in window coordinates (the bounding box through every transform).
    public var frameInWindow: Rect { node.convert(node.bounds, to: nil) }
}

/// A layout constraint between one or two views (only identity matters to the rules modelled).
public final class StrictConstraint {
    /// The views it refers to.
    public let views: [StrictView]
    /// A label for test messages.
    public let label: String
    /// The view holding it, while it is active.
    public internal(set) weak var holder: StrictView?

    /// Creates a constraint referring to `views`.
    public init(_ label: String, between views: [StrictView]) {
        self.views = views
        self.label = label
    }

    /// Whether it is still held by a view (active).
    public var isActive: Bool { holder != nil }
}

/// A colour as the app set it: fixed, or dynamic (resolved per interface style).
public enum StrictColor: Hashable, Sendable {
    /// One colour.
    case fixed(Color)
    /// A light and a dark colour (`UIColor(dynamicProvider:)`).
    case dynamic(light: Color, dark: Color)

    /// The colour drawn in an interface style.
    public func resolved(_ style: StrictWorld.InterfaceStyle) -> Color {
        switch self {
        case let .fixed(c): c
        case let .dynamic(light, dark): style == .light ? light : dark
        }
    }
}

/// One view drawn in a render pass or a snapshot.
public struct Pixel: Hashable, Sendable {
    /// The view drawn.
    public var view: ObjectIdentifier
    /// Its name.
    public var name: String?
    /// The alpha it was drawn with (its own times its ancestors' in the drawn subtree).
    public var alpha: Double
}

/// What a render pass drew for a view: its own look and its children at the time.
struct RenderedLook {
    var alpha: Double
    var isHidden: Bool
    var children: [StrictView]
}
