// The planner's first stage: the two screens' root tracks (and the dimming between them), moved
// by the context's effect; a screen holding a drawn blur is never faded or masked.

extension ForwardPlanner {
    /// A track under construction with its metadata (used for the few root tracks).
    struct Building {
        var track: Track
        var meta: Meta
        init(track: Track, sourceIndex: Int?, destinationIndex: Int?, layer: Double, zIndex: Double, nesting: Int, order: Int) {
            self.track = track
            meta = Meta(
                sourceIndex: sourceIndex, destinationIndex: destinationIndex, layer: layer, zIndex: zIndex,
                nesting: nesting, order: order)
        }
        var layer: Double { meta.layer }
    }

    func rootTracks(holdingEffectViews: (source: Bool, destination: Bool)) -> [Building] {
        guard source.count > 0 || destination.count > 0 else { return [] }
        let w = context.containerSize.width
        let h = context.containerSize.height
        var sourceEnd: (ViewState, ViewState)? = source.count > 0 ? (ViewState(source[0]), ViewState(source[0])) : nil
        var destinationEnd: (ViewState, ViewState)? =
            destination.count > 0 ? (ViewState(destination[0]), ViewState(destination[0])) : nil
        var sourceOnTop = false
        var dimming: Color?

        func offset(_ s: ViewState, _ v: Vector) -> ViewState {
            var s = s
            s.position = s.position + v
            return s
        }
        func scaled(_ s: ViewState, _ f: Double, alpha: Double) -> ViewState {
            var s = s
            s.transform = Transform3D.scale(x: f, y: f).concatenating(s.transform)
            s.alpha = alpha
            return s
        }
        // The screens crossfade without a dip: under an opaque incoming screen (fading in on top)
        // the outgoing one stays as opaque as it is — the composite is a straight blend of the two,
        // never the backdrop showing through — and the incoming one covers it exactly at the end.
        // Under a translucent incoming screen the outgoing one must fade out, or it would show through.
        let incomingIsOpaque =
            destination.count > 0 && destination[0].alpha >= 1
            && (destination[0].backgroundColor?.alpha ?? 0) >= 1 && !destination[0].isHidden
        let outgoingAlpha = incomingIsOpaque ? (sourceEnd?.1.alpha ?? 1) : 0
        func span(_ d: Direction) -> Vector {
            let u = d.unit
            return u * (u.dx != 0 ? w : h)
        }

        switch context.resolvedEffect {
        case .automatic, .slideByTabOrder, .none:
            break
        case .push(let d):
            if let s = sourceEnd { sourceEnd = (s.0, offset(s.1, span(d) * (1.0 / 3))) }
            if let t = destinationEnd { destinationEnd = (offset(t.0, -span(d)), t.1) }
        case .pull(let d):
            if let s = sourceEnd { sourceEnd = (s.0, offset(s.1, span(d))) }
            if let t = destinationEnd { destinationEnd = (offset(t.0, -span(d) * (1.0 / 3)), t.1) }
            sourceOnTop = true
        case .cover(let d):
            if let t = destinationEnd { destinationEnd = (offset(t.0, -span(d)), t.1) }
        case .uncover(let d):
            if let s = sourceEnd { sourceEnd = (s.0, offset(s.1, span(d))) }
            sourceOnTop = true
        case .slide(let d):
            if let s = sourceEnd { sourceEnd = (s.0, offset(s.1, span(d))) }
            if let t = destinationEnd { destinationEnd = (offset(t.0, -span(d)), t.1) }
        case .fade:
            if let s = sourceEnd { sourceEnd = (s.0, scaled(s.1, 1, alpha: outgoingAlpha)) }
            if let t = destinationEnd { destinationEnd = (scaled(t.0, 1, alpha: 0), t.1) }
        case .zoom:
            if let s = sourceEnd { sourceEnd = (s.0, scaled(s.1, 1.15, alpha: outgoingAlpha)) }
            if let t = destinationEnd { destinationEnd = (scaled(t.0, 0.85, alpha: 0), t.1) }
        case .zoomOut:
            if let s = sourceEnd { sourceEnd = (s.0, scaled(s.1, 0.85, alpha: outgoingAlpha)) }
            if let t = destinationEnd { destinationEnd = (scaled(t.0, 1.15, alpha: 0), t.1) }
        case .presentFromEdge(let edge, let dim, _):
            dimming = dim
            if let t = destinationEnd {
                // The screen travels exactly far enough to leave the container past its edge: a
                // partial sheet moves by its own extent, so a finger dragging it stays on it.
                let c = t.1.corners
                let xs = [c.0.x, c.1.x, c.2.x, c.3.x]
                let ys = [c.0.y, c.1.y, c.2.y, c.3.y]
                let f = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                switch edge {
                case .top: destinationEnd = (offset(t.0, Vector(dx: 0, dy: -max(f.maxY, 0))), t.1)
                case .bottom: destinationEnd = (offset(t.0, Vector(dx: 0, dy: max(h - f.minY, 0))), t.1)
                case .left: destinationEnd = (offset(t.0, Vector(dx: -max(f.maxX, 0), dy: 0)), t.1)
                case .right: destinationEnd = (offset(t.0, Vector(dx: max(w - f.minX, 0), dy: 0)), t.1)
                case .center: destinationEnd = (scaled(t.0, 1.2, alpha: 0), t.1)
                }
            }
        case .circularReveal(let center):
            if let t = destinationEnd, let inverse = t.1.toContainer.inverted() {
                // The circle's centre in the root's bounds coordinates (origin top-left).
                let local = center.applying(inverse)
                let c = Point(x: local.x + t.1.size.width / 2, y: local.y + t.1.size.height / 2)
                let corners = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: 0, y: h), Point(x: w, y: h)]
                let radius = corners.map { $0.distance(to: center) }.max() ?? 0
                var from = t.0
                var to = t.1
                from.clip = .circle(center: c, radius: 0)
                to.clip = .circle(center: c, radius: radius / max(t.1.transform.areaScale, 1e-9))
                destinationEnd = (from, to)
            }
        }

        // A screen holding a visual-effect view (a bar's blur) is never faded or masked: the
        // effect breaks under alpha below 1 or a mask on any superview (uikit-practice P9).
        let sourceOwnAlpha = sourceEnd?.0.alpha ?? 1
        if holdingEffectViews.destination, var t = destinationEnd, t.0.alpha != t.1.alpha || t.0.clip != nil || t.1.clip != nil {
            t.0.alpha = t.1.alpha
            t.0.clip = nil
            t.1.clip = nil
            destinationEnd = t
            // The blend is kept where it can be: an opaque incoming screen fading in on top shows
            // the same as the outgoing screen, if it holds no blur, fading out on top of it.
            if !holdingEffectViews.source, incomingIsOpaque, dimming == nil, !sourceOnTop, var s = sourceEnd {
                s.1.alpha = 0
                sourceEnd = s
                sourceOnTop = true
            }
        }
        if holdingEffectViews.source, var s = sourceEnd, s.1.alpha != sourceOwnAlpha || s.0.clip != nil || s.1.clip != nil {
            s.1.alpha = sourceOwnAlpha
            s.0.clip = nil
            s.1.clip = nil
            sourceEnd = s
        }

        var result: [Building] = []
        let timing = context.timing
        if let s = sourceEnd { result.append(rootBuilding(.source, from: s.0, to: s.1, layer: sourceOnTop ? 2 : 0)) }
        if let color = dimming {
            let full = ViewState(
                position: Point(x: w / 2, y: h / 2), size: context.containerSize, alpha: 0, backgroundColor: color)
            var shown = full
            shown.alpha = 1
            result.append(
                Building(
                    track: Track(
                        role: .dimming, view: nil, from: full, to: shown, duration: context.duration,
                        timing: timing),
                    sourceIndex: nil, destinationIndex: nil, layer: 1, zIndex: 0, nesting: 0, order: 0))
        }
        if let t = destinationEnd {
            result.append(rootBuilding(.destination, from: t.0, to: t.1, layer: sourceOnTop ? 0 : 2))
        }
        return result
    }

    /// The track of `side`'s root (its view 0) from `from` to `to`, with the root's own timing
    /// modifiers, on stacking `layer` (0 below the dimming, 2 above it); the source's root is
    /// ordered first.
    private func rootBuilding(_ side: SceneSide, from: ViewState, to: ViewState, layer: Double) -> Building {
        let mods = modifiers(side: side, index: 0)
        var track = Track(
            role: .root(side), view: ViewReference(side: side, index: 0), from: from, to: to,
            duration: context.duration, timing: context.timing)
        applyTiming(mods, to: &track)
        let isSource = side == .source
        return Building(
            track: track, sourceIndex: isSource ? 0 : nil, destinationIndex: isSource ? nil : 0, layer: layer,
            zIndex: mods.zIndex ?? 0, nesting: 0, order: isSource ? 0 : 1)
    }

    /// A root's modifiers (roots take part through the effect, neither appearing nor disappearing).
    func modifiers(side: SceneSide, index: Int) -> ModifierSet {
        let scene = side == .source ? source : destination
        return ModifierSet(scene[index].modifiers, .init(presenting: context.kind.isPresenting))
    }
}
