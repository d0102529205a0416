import MatchEngine

extension StrictWorld {
    /// Records `.nonFiniteValueWritten` when a value about to be written to a view is not finite
    /// (`CALayer` raises on a NaN position or bounds; a NaN or infinite transform, alpha or
    /// radius is undefined).
    func checkFinite(_ isFinite: Bool, writing property: String, to view: StrictView) {
        if !isFinite { violate(.nonFiniteValueWritten(view.name, property: property)) }
    }

    /// The same check for a whole state written to a view, and the layer placement computed from it.
    func checkFinite(written state: ViewState, placed: (position: Point, transform: Transform3D), to view: StrictView) {
        checkFinite(placed.position.isFinite, writing: "center", to: view)
        checkFinite(placed.transform.isFinite, writing: "transform", to: view)
        checkFinite(state.size.isFinite, writing: "bounds", to: view)
        checkFinite(state.alpha.isFinite, writing: "alpha", to: view)
        let r = state.cornerRadii
        checkFinite(
            r.topLeft.isFinite && r.topRight.isFinite && r.bottomLeft.isFinite && r.bottomRight.isFinite,
            writing: "cornerRadius", to: view)
        checkFinite(state.backgroundColor?.isFinite ?? true, writing: "backgroundColor", to: view)
        checkFinite(state.clip?.isFinite ?? true, writing: "mask", to: view)
        checkFinite(state.contentRect?.isFinite ?? true, writing: "content", to: view)
        checkFinite(state.shadow?.isFinite ?? true, writing: "shadow", to: view)
    }
}
