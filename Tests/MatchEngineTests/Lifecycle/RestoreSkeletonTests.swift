@_spi(Harness) import MatchEngine
import Testing

/// The order and the rules of the one record-and-restore every host runs, seen through a host
/// whose view type has constraints, stack slots, a layout mode and a first responder, and which
/// logs every write the skeleton makes.
@Suite struct RestoreSkeletonTests {
    /// A tree: `root` holds `stack` (arranging `a` and `b`) and `other`; `field` is inside `b`.
    struct Tree {
        let host: LoggingHost
        let root = HeadlessView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let stack = HeadlessView(frame: Rect(x: 0, y: 100, width: 390, height: 400))
        let a = HeadlessView(frame: Rect(x: 0, y: 0, width: 390, height: 80))
        let b = HeadlessView(frame: Rect(x: 0, y: 90, width: 390, height: 80))
        let field = HeadlessView(frame: Rect(x: 16, y: 10, width: 300, height: 36))
        let other = HeadlessView(frame: Rect(x: 0, y: 600, width: 390, height: 80))

        init() {
            let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
            host = LoggingHost(container: container)
            for (v, n) in [(root, "root"), (stack, "stack"), (a, "a"), (b, "b"), (field, "field"), (other, "other")] { v.name = n }
            container.addSubview(root)
            root.addSubview(stack)
            root.addSubview(other)
            stack.addSubview(a)
            stack.addSubview(b)
            b.addSubview(field)
            host.arranged[ObjectIdentifier(stack)] = [a, b]
        }
    }

    @Test func aMovedViewComesBackSlotThenLayoutModeThenConstraintsThenPlaceThenLookAndTheFirstResponderLast() {
        let t = Tree()
        let host = t.host
        let spacing = LoggingHost.Constraint("UISV-spacing", [t.b, t.a])
        let appHeight = LoggingHost.Constraint("b.height", [t.b, t.stack])
        let fieldToRoot = LoggingHost.Constraint("field.leading", [t.field, t.root])
        let otherToRoot = LoggingHost.Constraint("other.top", [t.other, t.root])
        host.hold(spacing, appHeight, in: t.stack)
        host.hold(fieldToRoot, otherToRoot, in: t.root)
        host.responder = t.field

        let records = [host.record(t.b), host.record(t.other)]
        // The flight: b leaves for the container (its constraints and the first responder go),
        // other is re-stacked inside root (it stays in it), and both change their look.
        host.insertIntoContainer(t.b, at: 1)
        host.arranged[ObjectIdentifier(t.stack)] = [t.a]
        for c in [spacing, appHeight, fieldToRoot] { c.isActive = false }
        host.layoutModes[ObjectIdentifier(t.b)] = true
        host.responder = nil
        t.root.insertSubview(t.other, at: 0)
        t.b.alpha = 0
        t.other.clip = .circle(center: Point(x: 10, y: 10), radius: 5)
        host.log = []

        host.restore(records, screenThatStays: t.root)
        #expect(
            host.log == [
                "insert b into stack at 1", "arrange b in stack at 1", "layout mode b false",
                "activate b.height, field.leading", "insert stack into root at 0",
                "position b", "bounds b", "transform b", "alpha b", "hidden b", "colour b", "corner radius b",
                "corners b", "mask b", "shadow b", "layout mode b false",
                "position other", "bounds other", "transform other", "alpha other", "hidden other", "colour other",
                "corner radius other", "corners other", "mask other", "shadow other", "layout mode other false",
                "first responder field",
            ])
        #expect(t.stack.subviews.map(\.name) == ["a", "b"])
        #expect(t.root.subviews.map(\.name) == ["stack", "other"])
        #expect(t.b.alpha == 1)
        #expect(t.other.clip == nil)
        // The stack's own constraint was never recorded, so never activated.
        #expect(!spacing.isActive)
    }

    @Test func aFirstResponderOnTheScreenThatLeavesIsNotMadeFirstResponderAgain() {
        let t = Tree()
        let host = t.host
        host.responder = t.field
        let records = [host.record(t.b)]
        host.insertIntoContainer(t.b, at: 1)
        host.responder = nil
        host.log = []
        // The other screen stays (a completed run away from root's screen).
        let staying = HeadlessView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        host.container.addSubview(staying)
        host.restore(records, screenThatStays: staying)
        #expect(t.b.superview === t.stack)
        #expect(!host.log.contains { $0.hasPrefix("first responder") }, "\(host.log)")
        #expect(host.responder == nil)
    }

    @Test func aViewThatNeverLeftItsSuperviewKeepsItsConstraintsAndIsOnlyReordered() {
        let t = Tree()
        let host = t.host
        let otherToRoot = LoggingHost.Constraint("other.top", [t.other, t.root])
        host.hold(otherToRoot, in: t.root)
        host.responder = t.other
        let records = [host.record(t.other)]
        t.root.insertSubview(t.other, at: 0)
        host.log = []
        host.restore(records, screenThatStays: t.root)
        // Re-ordered by moving its sibling in front of it: it never leaves root.
        #expect(
            host.log.filter { $0.hasPrefix("insert") || $0.hasPrefix("activate") || $0.hasPrefix("first") }
                == ["insert stack into root at 0"])
        #expect(t.root.subviews.map(\.name) == ["stack", "other"])
    }
}

/// A `HeadlessHost` whose views also have constraints, stack slots, a layout mode and a first
/// responder, logging each write `RestoreSkeleton` makes.
final class LoggingHost: ViewAccess {
    /// A constraint between views, held by one.
    final class Constraint {
        let identifier: String
        let views: [HeadlessView]
        var isActive = true
        init(_ identifier: String, _ views: [HeadlessView]) {
            self.identifier = identifier
            self.views = views
        }
    }

    let base: HeadlessHost
    var log: [String] = []
    var held: [ObjectIdentifier: [Constraint]] = [:]
    var arranged: [ObjectIdentifier: [HeadlessView]] = [:]
    var layoutModes: [ObjectIdentifier: Bool] = [:]
    var responder: HeadlessView?

    init(container: HeadlessView) { base = HeadlessHost(container: container) }

    func hold(_ constraints: Constraint..., in holder: HeadlessView) { held[ObjectIdentifier(holder), default: []] += constraints }
    private func name(_ v: HeadlessView) -> String { v.name ?? "?" }

    // Recording and restoring: the skeleton.
    func record(_ view: HeadlessView) -> ViewRecord<LoggingHost> { RestoreSkeleton.record(view, on: self) }
    func restore(_ records: [ViewRecord<LoggingHost>], screenThatStays: HeadlessView) {
        RestoreSkeleton.restore(records, on: self, screenThatStays: screenThatStays)
    }

    // ViewAccess, logging the writes.
    func subviews(of view: HeadlessView) -> [HeadlessView] { view.subviews }
    func insertSubview(_ view: HeadlessView, into superview: HeadlessView, at index: Int) {
        log.append("insert \(name(view)) into \(name(superview)) at \(index)")
        superview.insertSubview(view, at: index)
    }
    func removeFromSuperview(_ view: HeadlessView) {
        log.append("remove \(name(view))")
        view.removeFromSuperview()
    }
    func arrangedIndex(of view: HeadlessView, in superview: HeadlessView) -> Int? {
        arranged[ObjectIdentifier(superview)]?.firstIndex { $0 === view }
    }
    func arrangedCount(of stack: HeadlessView) -> Int { arranged[ObjectIdentifier(stack)]?.count ?? 0 }
    func insertArrangedSubview(_ view: HeadlessView, into stack: HeadlessView, at index: Int) {
        log.append("arrange \(name(view)) in \(name(stack)) at \(index)")
        arranged[ObjectIdentifier(stack), default: []].insert(view, at: index)
    }
    func position(of view: HeadlessView) -> Point { view.center }
    func setPosition(_ position: Point, of view: HeadlessView) {
        log.append("position \(name(view))")
        view.center = position
    }
    func bounds(of view: HeadlessView) -> Rect { view.bounds }
    func setBounds(_ bounds: Rect, of view: HeadlessView) {
        log.append("bounds \(name(view))")
        view.bounds = bounds
    }
    func transform(of view: HeadlessView) -> Transform3D { view.transform }
    func setTransform(_ transform: Transform3D, of view: HeadlessView) {
        log.append("transform \(name(view))")
        view.transform = transform
    }
    func isScrollView(_ view: HeadlessView) -> Bool { false }
    func alpha(of view: HeadlessView) -> Double { view.alpha }
    func isHidden(_ view: HeadlessView) -> Bool { view.isHidden }
    func setHidden(_ isHidden: Bool, of view: HeadlessView) {
        log.append("hidden \(name(view))")
        view.isHidden = isHidden
    }
    func colour(of view: HeadlessView) -> Color? { view.backgroundColor }
    func setColour(_ colour: Color?, of view: HeadlessView) {
        log.append("colour \(name(view))")
        view.backgroundColor = colour
    }
    func cornerRadius(of view: HeadlessView) -> Double { view.cornerRadius }
    func setCornerRadius(_ radius: Double, of view: HeadlessView) {
        log.append("corner radius \(name(view))")
        view.cornerRadius = radius
    }
    func maskedCorners(of view: HeadlessView) -> CornerMask { view.maskedCorners }
    func setMaskedCorners(_ corners: CornerMask, of view: HeadlessView) {
        log.append("corners \(name(view))")
        view.maskedCorners = corners
    }
    func mask(of view: HeadlessView) -> ClipShape? { view.clip }
    func setMask(_ mask: ClipShape?, of view: HeadlessView) {
        log.append("mask \(name(view))")
        view.clip = mask
    }
    func shadowStyle(of view: HeadlessView) -> Shadow? { view.shadow }
    func setShadowStyle(_ shadow: Shadow?, of view: HeadlessView) {
        log.append("shadow \(name(view))")
        view.shadow = shadow
    }
    func layoutMode(of view: HeadlessView) -> Bool { layoutModes[ObjectIdentifier(view)] ?? false }
    func setLayoutMode(_ mode: Bool, of view: HeadlessView) {
        log.append("layout mode \(name(view)) \(mode)")
        layoutModes[ObjectIdentifier(view)] = mode
    }
    func constraints(heldBy holder: HeadlessView) -> [Constraint] { held[ObjectIdentifier(holder)] ?? [] }
    func isActive(_ constraint: Constraint) -> Bool { constraint.isActive }
    func constraint(_ constraint: Constraint, refersTo test: (HeadlessView) -> Bool) -> Bool { constraint.views.contains(where: test) }
    func identifier(of constraint: Constraint) -> String? { constraint.identifier }
    func activate(_ constraints: [(constraint: Constraint, holder: HeadlessView)]) {
        log.append("activate " + constraints.map(\.constraint.identifier).joined(separator: ", "))
        for c in constraints { c.constraint.isActive = true }
    }
    func firstResponder(in view: HeadlessView) -> HeadlessView? {
        guard let responder, responder.isDescendant(of: view) else { return nil }
        return responder
    }
    func isFirstResponder(_ view: HeadlessView) -> Bool { responder === view }
    func makeFirstResponder(_ view: HeadlessView) {
        log.append("first responder \(name(view))")
        responder = view
    }

    // TransitionHost: the headless host's (alpha logged).
    var container: HeadlessView { base.container }
    var containerBounds: Rect { base.containerBounds }
    func capture(root: HeadlessView) -> (snapshot: SceneSnapshot, views: [HeadlessView]) { base.capture(root: root) }
    func superview(of view: HeadlessView) -> HeadlessView? { view.superview }
    func containerSubviews() -> [HeadlessView] { base.containerSubviews() }
    func setFrame(_ frame: Rect, of view: HeadlessView) { base.setFrame(frame, of: view) }
    func layoutIfNeeded(_ view: HeadlessView) {}
    func claim(_ view: HeadlessView, for owner: ObjectIdentifier) -> Bool { base.claim(view, for: owner) }
    func release(_ view: HeadlessView, from owner: ObjectIdentifier) { base.release(view, from: owner) }
    func whenClaimsReturned(_ work: @escaping () -> Bool) { base.whenClaimsReturned(work) }
    func claimsReturned() { base.claimsReturned() }
    func snapshot(_ view: HeadlessView, afterScreenUpdates: Bool, clipsToBounds: Bool) -> HeadlessView? {
        base.snapshot(view, afterScreenUpdates: afterScreenUpdates, clipsToBounds: clipsToBounds)
    }
    func flattenCorners(of view: HeadlessView) -> () -> Void { base.flattenCorners(of: view) }
    func makePlaceholder(for view: HeadlessView) -> HeadlessView { base.makePlaceholder(for: view) }
    func makeDimmingView() -> HeadlessView { base.makeDimmingView() }
    func setAlpha(_ alpha: Double, of view: HeadlessView) {
        log.append("alpha \(name(view))")
        view.alpha = alpha
    }
    func insertIntoContainer(_ view: HeadlessView, at index: Int) { base.insertIntoContainer(view, at: index) }
    func removeFromContainer(_ view: HeadlessView) { base.removeFromContainer(view) }
    func makeCarrier() -> HeadlessView { base.makeCarrier() }
    func addSubview(_ view: HeadlessView, to parent: HeadlessView) { base.addSubview(view, to: parent) }
    func setOffset(_ offset: Vector, of carrier: HeadlessView) { base.setOffset(offset, of: carrier) }
    func makeFrame(holding content: HeadlessView) -> HeadlessView { base.makeFrame(holding: content) }
    func showCover() -> HeadlessView? { nil }
    func removeCover(_ cover: HeadlessView) {}
    func isRenderedAsItIs(_ view: HeadlessView) -> Bool { true }
    func nextTurn(_ work: @escaping () -> Void) { work() }
    func makeDriver(duration: Double) -> Timeline { base.makeDriver(duration: duration) }
    func animate(_ plan: TransitionPlan, keyframes: KeyframeSet, views: [HeadlessView?], with driver: Timeline) {
        base.animate(plan, keyframes: keyframes, views: views, with: driver)
    }
}
