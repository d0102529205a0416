@_spi(Harness) import MatchEngine

/// A view in the strict world: UIKit's geometry (through a `HeadlessView` it owns) plus the
/// lifecycle rules Apple documents, each cited in `docs/strict-host.md`:
///
/// - layout happens only in `layoutIfNeeded()` or a render pass; a size change marks a layout as
///   pending (`setNeedsLayout()` / `layoutIfNeeded()` pages, uikit-rules 5.4);
/// - a view shows on screen — and in a snapshot taken without screen updates — as it was at the
///   last render pass; a view never rendered shows nothing (`snapshotView(afterScreenUpdates:)`, 5.1);
/// - `removeFromSuperview()` deletes every constraint that refers to the view or its subtree
///   (5.5) and its arranged-subview slot (6.1), and resigns the first responder inside it
///   (uikit-practice P7; re-ordering inside the same superview keeps it);
/// - a stack view owns its layout constraints (`UISV-…`) and makes new ones whenever its arranged
///   subviews change; anyone else activating one is a violation (uikit-practice P6);
/// - a scroll view's bounds origin is its content offset;
/// - setting `frame` while `transform` is not the identity is undefined (5.8): it is a violation;
/// - colours may be dynamic: a dynamic colour is a different value from its resolved colour.
public final class StrictView {
    /// The geometry and look (bounds, centre, transform, alpha, hidden, corners, resolved colour, tag).
    @_spi(Harness) public let node: HeadlessView
    /// The world this view belongs to (for violations and render passes).
    public unowned let world: StrictWorld
    /// The background colour as the app set it (dynamic or not); `node.backgroundColor` holds its resolved value.
    public var backgroundColor: StrictColor? {
        didSet { node.backgroundColor = backgroundColor?.resolved(world.interfaceStyle) }
    }
    /// The constraints this view holds (`UIView.constraints`).
    public private(set) var constraints: [StrictConstraint] = [] {
        didSet { if !isListedAsConstraintHolder && !constraints.isEmpty { listAsConstraintHolder() } }
    }
    /// Whether the world lists this view among those that have held a constraint.
    private var isListedAsConstraintHolder = false
    /// The arranged subviews, when this view is a stack view (`UIStackView.arrangedSubviews`);
    /// `nil` for a plain view.
    public private(set) var arrangedSubviews: [StrictView]?
    /// Lays the subviews out from the bounds (`layoutSubviews()`); runs only when a layout is
    /// pending and `layoutIfNeeded()` or a render pass comes.
    public var layout: ((StrictView) -> Void)?
    /// Whether a layout is pending.
    public private(set) var needsLayout = false
    /// What the last render pass drew for this view; `nil` if it was never rendered, or left the
    /// window since.
    var rendered: RenderedLook?
    /// Whether a render pass ever committed this view (UIKit: `layer.presentation() != nil`).
    /// Leaving the window does not clear it: CALayer.h says only that the presentation layer is
    /// nil until the layer is first committed, so the least favourable reading keeps it for a
    /// layer whose rendered content is gone.
    var hasBeenCommitted = false
    /// What a snapshot without screen updates shows of this view: its look at the last render
    /// pass that drew it where the screen showed it (not beneath an opaque view covering the whole
    /// window, such as a transition's cover), or that a snapshot after screen updates forced;
    /// `nil` if none did. A view committed only beneath a cover was never shown, and a change
    /// committed only there was never shown either: the least favourable reading is that such a
    /// snapshot is blank, or shows the look last shown (K3: Hero and Hero2 take their snapshots
    /// after screen updates). Cleared when the view leaves the window.
    var displayed: RenderedLook?
    /// The claim registry this view keeps for the transitions in it, when it is a window (an
    /// associated object on UIKit: `ClaimRegistry.ofWindow(containing:)`).
    var claimRegistry: ClaimRegistry?
    /// For a snapshot view: the pixels it shows (`nil` for an ordinary view).
    public internal(set) var snapshotPixels: [Pixel]?
    /// For a snapshot view: the view it shows.
    public internal(set) weak var snapshotOf: StrictView?
    /// For a snapshot view: the size of the view it shows when it was taken, in points.
    var snapshotSize: Size?
    /// For a snapshot view: whether its view had anything to draw when the snapshot was taken
    /// (itself, whatever its alpha, or a subview shown inside it), so empty pixels mean a blank
    /// snapshot rather than a view that draws nothing.
    var snapshotExpectsContent = false

    /// Whether this view is a scroll view (`UIScrollView`: a table or collection view), whose
    /// bounds origin is its `contentOffset`; default `false`.
    public var isScrollView = false
    /// `UIScrollView.contentOffset`: the bounds origin (scrolling moves the subviews).
    public var contentOffset: Point {
        get { node.bounds.origin }
        set { node.bounds = Rect(origin: newValue, size: node.bounds.size) }
    }
    /// `UIScrollView.contentSize`, in points: the one set, else the extent of the subviews
    /// (`contentExtent`, as a collection view's layout gives it).
    public var contentSize: Size {
        get { explicitContentSize ?? contentExtent }
        set { explicitContentSize = newValue }
    }
    private var explicitContentSize: Size?
    /// `UIScrollView.adjustedContentInset`, in points; default zero.
    public var contentInset = StrictInsets.zero
    /// Whether the scroll view's own pan follows the touch now down (until cancelled or lifted).
    var scrollPanTracksTouch = false

    /// For a collection view cell (`makeCollectionViewCell()`): the view that holds its content
    /// (`UICollectionViewCell.contentView`); `nil` for any other view.
    public internal(set) var contentView: StrictView?
    /// `safeAreaInsets`, as the container gives them; a change marks a layout pending
    /// (`safeAreaInsetsDidChange()` lays the view out again). Default zero.
    public var safeAreaInsets = StrictInsets.zero {
        didSet { if safeAreaInsets != oldValue { setNeedsLayout() } }
    }

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
        rebuildStackConstraints()
    }

    /// A stack view's own constraints, made again for its arranged subviews as they are now: the
    /// old ones are deactivated, and each arranged subview gets a `UISV-canvas-connection` (the
    /// first) or `UISV-spacing` (to the one before) and a `UISV-alignment` constraint, held by the
    /// stack (uikit-practice P6: UIKit names its stack constraints so, and re-lays out when the
    /// arranged subviews change; the least favourable reading makes new objects every time).
    private func rebuildStackConstraints() {
        guard let arranged = arrangedSubviews else { return }
        dropConstraints { $0.isStackOwned }
        for (i, view) in arranged.enumerated() {
            let edge =
                i == 0
                ? StrictConstraint("UISV-canvas-connection", between: [view, self])
                : StrictConstraint("UISV-spacing", between: [view, arranged[i - 1]])
            for c in [edge, StrictConstraint("UISV-alignment", between: [view, self])] {
                c.isStackOwned = true
                constraints.append(c)
                c.holder = self
            }
        }
    }

    // MARK: First responder

    /// Whether this view is the first responder.
    public var isFirstResponder: Bool { world.firstResponder === self }

    /// How many times this view became first responder, by the app or on a transition's behalf:
    /// each time, on a device, the keyboard comes up for it and the app's editing callbacks
    /// (`textFieldDidBeginEditing(_:)`) fire.
    public private(set) var timesBecameFirstResponder = 0

    /// `becomeFirstResponder()` by the app: only a view in the window can become first responder.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard isInWindow else { return false }
        world.firstResponderChangesByApp += 1
        if !isFirstResponder { timesBecameFirstResponder += 1 }
        world.firstResponder = self
        return true
    }

    /// `resignFirstResponder()` by the app.
    public func resignFirstResponder() {
        guard isFirstResponder else { return }
        world.firstResponderChangesByApp += 1
        world.firstResponder = nil
    }

    /// Makes this view first responder again on the transition's behalf (not an app change).
    func regainFirstResponder() {
        guard isInWindow, !isFirstResponder else { return }
        timesBecameFirstResponder += 1
        world.firstResponder = self
    }

    /// The first responder, if it is this view or in its subtree.
    public var firstResponderInside: StrictView? {
        guard let responder = world.firstResponder else { return nil }
        var v: StrictView? = responder
        while let current = v {
            if current === self { return responder }
            v = current.superview
        }
        return nil
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
        rebuildStackConstraints()
    }

    /// `removeFromSuperview()`: deletes every constraint held outside the view's subtree that
    /// refers to the view or a view in its subtree (the page's "constraints that refer to the
    /// view … or to any view in the subtree"; constraints the subtree holds among its own views
    /// stay, or UIKit's own navigation controller, which removes the screen it covers, would break
    /// every screen), and its arranged-subview slot (the stack makes its constraints again). The
    /// first responder inside the view resigns (uikit-practice P7, least favourable reading: any
    /// removal, even one followed by an insertion elsewhere in the window).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        // Out of the window, a view is no longer rendered: a snapshot without screen updates shows
        // nothing until a render pass draws it in the window again (uikit-practice P3).
        if isInWindow {
            for v in subtree {
                v.rendered = nil
                v.displayed = nil
            }
        }
        if firstResponderInside != nil { world.firstResponder = nil }
        let subtree = Set(self.subtree.map(ObjectIdentifier.init))
        world.removeConstraints { c in
            guard let holder = c.holder, !subtree.contains(ObjectIdentifier(holder)) else { return false }
            return c.views.contains { subtree.contains(ObjectIdentifier($0)) }
        }
        if parent.arrangedSubviews != nil, parent.arrangedSubviews!.contains(where: { $0 === self }) {
            parent.arrangedSubviews!.removeAll { $0 === self }
            parent.setNeedsLayout()
            parent.rebuildStackConstraints()
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        node.removeFromSuperview()
    }

    /// Holds a constraint (`addConstraint(_:)`); its views must be this view or in its subtree
    /// (`Violation.constraintOutsideHolder` otherwise, where UIKit throws). Activating a constraint
    /// a stack view made for itself is a violation: the stack has made new ones since it was
    /// deactivated (uikit-practice P6).
    public func addConstraint(_ constraint: StrictConstraint) {
        if constraint.isStackOwned { world.violate(.stackConstraintReactivated(constraint.label)) }
        if !constraint.views.allSatisfy({ $0.isInside(self) }) { world.violate(.constraintOutsideHolder(constraint.label)) }
        constraints.append(constraint)
        constraint.holder = self
    }

    private func listAsConstraintHolder() {
        isListedAsConstraintHolder = true
        world.listConstraintHolder(self)
    }

    func dropConstraints(where predicate: (StrictConstraint) -> Bool) {
        constraints.removeAll { c in
            if predicate(c) {
                c.holder = nil
                return true
            }
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
    /// Whether a stack view made it for its arranged subviews (`UISV-…`): only the stack
    /// activates it.
    public internal(set) var isStackOwned = false

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
        case .fixed(let c): c
        case .dynamic(let light, let dark): style == .light ? light : dark
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
    /// Where it was drawn: the bounding box in window coordinates on screen, in the snapshotted
    /// view's coordinates in a snapshot.
    public var frame: Rect = .zero
    /// Whether it hides what lies behind it inside `frame` (an opaque background at full alpha).
    public var isOpaque = false
    /// Whether it is drawn inside a snapshot view rather than by the view itself.
    public var isSnapshotContent = false
    /// The radius its corners are drawn with, in points: a layer draws its background with its
    /// `cornerRadius` whether or not it clips (CALayer.h, `cornerRadius`).
    public var cornerRadius = 0.0
}

/// What a render pass drew for a view: its own look and its children at the time.
struct RenderedLook {
    var alpha: Double
    var isHidden: Bool
    var children: [StrictView]
    var frameInWindow: Rect
    var isOpaque: Bool
    /// Whether it draws anything itself (a background colour, or content such as text or an
    /// image); a clear plain view shows only its subviews.
    var drawsContent: Bool
    /// `layer.cornerRadius`, in points.
    var cornerRadius: Double
    /// `clipsToBounds` (`layer.masksToBounds`).
    var clipsToBounds: Bool
}

extension StrictView {
    /// The look a render pass would draw for it now, from its current properties.
    var lookNow: RenderedLook {
        RenderedLook(
            alpha: node.alpha, isHidden: node.isHidden, children: subviews, frameInWindow: frameInWindow,
            isOpaque: (node.backgroundColor?.alpha ?? 0) >= 1, drawsContent: drawsOwnContent,
            cornerRadius: node.cornerRadius, clipsToBounds: node.clipsToBounds)
    }
}
