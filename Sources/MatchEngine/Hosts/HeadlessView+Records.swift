/// What the headless host does to a view many times per transition, each written as one access to
/// the view's record instead of one access per property (in a debug build each access is checked
/// at run time, a check that costs about as much as the assignment it guards; a release build
/// checks none: see `HeadlessView.stored`). Each equals its property-by-property rule, written
/// beside it in the doc comment and pinned to it by `HeadlessViewRecordTests`.
extension HeadlessView {
    /// Sets every part of `state` but its colour and shadow (`HeadlessHost.applyShape`), as these
    /// assignments in order do:
    /// `center = placed.position`, `bounds = Rect(origin: bounds.origin, size: state.size)`,
    /// `transform = placed.transform`, `alpha = state.alpha`,
    /// `cornerRadius = state.cornerRadii.maximum`, `maskedCorners = CornerMask(rounding: state.cornerRadii)`,
    /// `clip = state.clip` — where `placed` is `LayerGeometry.placement` of the state for the
    /// view's anchor point.
    func setShape(_ state: ViewState) {
        Self.setShape(state, of: &stored)
    }

    private static func setShape(_ state: ViewState, of record: inout Stored) {
        let placed = LayerGeometry.placement(
            centre: state.position, transform: state.transform, size: state.size, anchorPoint: record.layer.anchorPoint)
        record.layer.position = placed.position
        record.layer.bounds = Rect(origin: record.layer.bounds.origin, size: state.size)
        record.layer.transform = placed.transform
        record.layer.alpha = state.alpha
        record.cornerRadius = state.cornerRadii.maximum
        record.maskedCorners = CornerMask(rounding: state.cornerRadii)
        record.layer.cornerRadii = record.maskedCorners.radii(record.cornerRadius)
        record.clip = state.clip.map { SharedBox($0) }
    }

    /// Sets every part of `state` (`HeadlessHost.apply`): `setShape(state)`, then
    /// `backgroundColor = colour` when the state has a colour (kept when it has none), then
    /// `shadow = state.shadow`.
    func setState(_ state: ViewState) {
        Self.setState(state, of: &stored)
    }

    private static func setState(_ state: ViewState, of record: inout Stored) {
        setShape(state, of: &record)
        if let colour = state.backgroundColor { record.layer.backgroundColor = colour }
        setShadow(state.shadow, of: &record)
    }

    /// Sets a record's shadow (`shadow`'s setter): boxed, and shared with the layer record when it
    /// records the shadow (`CapturedLayer.recordedShadow`, a visible shadow).
    static func setShadow(_ shadow: Shadow?, of record: inout Stored) {
        let box = shadow.map { SharedBox($0) }
        record.shadow = box
        record.layer.boxedShadow = CapturedLayer.recordedShadow(shadow) == nil ? nil : box
    }

    /// Places the view's bounds size `size` with its centre at `centre` for its anchor point (a
    /// framed content's place, `HeadlessHost.applyShape`), as
    /// `center = LayerGeometry.placement(centre: centre, transform: .identity, size: size, anchorPoint: anchorPoint).position`
    /// then `bounds.size = size` do.
    func setPlace(centre: Point, size: Size) {
        Self.setPlace(centre: centre, size: size, of: &stored)
    }

    private static func setPlace(centre: Point, size: Size, of record: inout Stored) {
        record.layer.position =
            LayerGeometry.placement(centre: centre, transform: .identity, size: size, anchorPoint: record.layer.anchorPoint).position
        record.layer.bounds.size = size
    }

    /// Makes the view a clipping frame's content (`HeadlessHost.makeFrame(holding:)`), as
    /// `transform = .identity`, `alpha = 1`, `frame = Rect(origin: .zero, size: bounds.size)`,
    /// `shadow = nil` do (its transform is then the identity, so the frame's rectangle is the bounds').
    func becomeFramedContent() {
        Self.becomeFramedContent(&stored)
    }

    private static func becomeFramedContent(_ record: inout Stored) {
        record.layer.packedTransform.setIdentity()
        record.layer.alpha = 1
        let f = Rect(origin: .zero, size: record.layer.bounds.size).standardized
        let anchor = record.layer.anchorPoint
        record.layer.position = Point(x: f.origin.x + anchor.x * f.size.width, y: f.origin.y + anchor.y * f.size.height)
        record.layer.bounds.size = f.size
        setShadow(nil, of: &record)
    }

    /// A stand-in for this view alone (`HeadlessHost.snapshot`): `copyingGeometryAndLook()` with
    /// then `name = name`, `clipsToBounds = clipsToBounds`, `isHidden = false`, `alpha = 1`,
    /// `transform = .identity` and `anchorPoint = CapturedLayer.centreAnchor`.
    func standInCopy(name: String, clipsToBounds: Bool) -> HeadlessView {
        let copy = copyingGeometryAndLook()
        Self.makeStandIn(&copy.stored, name: name, clipsToBounds: clipsToBounds)
        return copy
    }

    private static func makeStandIn(_ record: inout Stored, name: String, clipsToBounds: Bool) {
        record.layer.name = name
        record.layer.clipsToBounds = clipsToBounds
        record.layer.isHidden = false
        record.layer.alpha = 1
        record.layer.packedTransform.setIdentity()
        record.layer.anchorPoint = CapturedLayer.centreAnchor
    }

    /// A clipping frame holding `content` (`HeadlessHost.makeFrame(holding:)`): as
    /// `HeadlessView(frame: Rect(origin: .zero, size: size))` with `clipsToBounds = true`,
    /// `name = name`, then `addSubview(content)` — which, for a new view without subviews, takes
    /// the content from its superview and makes it the only subview.
    static func clippingFrame(size: Size, name: String, holding content: HeadlessView) -> HeadlessView {
        let frame = HeadlessView(frame: Rect(origin: .zero, size: size))
        makeClippingFrame(&frame.stored, name: name)
        content.removeFromSuperview()
        frame.adoptOnlySubview(content)
        return frame
    }

    private static func makeClippingFrame(_ record: inout Stored, name: String) {
        record.layer.clipsToBounds = true
        record.layer.name = name
    }

    /// Whether the view draws nothing, nor does anything inside it: `isHidden || alpha == 0`, read
    /// with one access to the record.
    var drawsNothing: Bool { stored.layer.isHidden || stored.layer.alpha == 0 }
}
