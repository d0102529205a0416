extension Shadow {
    /// The shadow `fraction` (not clamped) of the way from `from` to `to` on a view whose bounds
    /// go from `sizes.0` to `sizes.1`; `nil` only when both ends have none.
    ///
    /// - Colour and opacity move linearly.
    /// - A missing end counts as the other end's shadow as it looks on screen, at opacity 0
    ///   (`transparent(like:…)`), so a shadow that appears or disappears fades without changing shape.
    /// - Radius and offset are scale-corrected like corner radii when `scales` is given (the two
    ///   ends' transform area scales and the current one, each > 0): the on-screen value, local ×
    ///   area scale, moves linearly and is divided by the current scale. So a card growing through
    ///   its transform from 1× to 2× with a 10 pt blur at the start and 5 pt at the end keeps
    ///   showing 10 pt all the way. Without `scales` they move linearly.
    /// - The path's rectangle moves linearly; a `nil` path (the content's alpha) counts as the
    ///   whole bounds when the other end has a path, and stays `nil` when neither has one.
    static func blend(
        _ from: Shadow?, _ to: Shadow?, fraction f: Double, sizes: (Size, Size), scales: (from: Double, to: Double, now: Double)?
    ) -> Shadow? {
        guard from != nil || to != nil else { return nil }
        let sa = scales?.from ?? 1
        let sb = scales?.to ?? 1
        let a = from ?? .transparent(like: to!, screenScale: sb / sa, otherSize: sizes.1, size: sizes.0)
        let b = to ?? .transparent(like: from!, screenScale: sa / sb, otherSize: sizes.0, size: sizes.1)
        var path: Rect?
        if a.path != nil || b.path != nil {
            path = a.outline(in: sizes.0).interpolated(to: b.outline(in: sizes.1), fraction: f)
        }
        let radius: Double
        let offset: Vector
        if let scales {
            let now = scales.now
            radius = (a.radius * sa).interpolated(to: b.radius * sb, fraction: f) / now
            offset = (a.offset * sa).interpolated(to: b.offset * sb, fraction: f) * (1 / now)
        } else {
            radius = a.radius.interpolated(to: b.radius, fraction: f)
            offset = a.offset.interpolated(to: b.offset, fraction: f)
        }
        return Shadow(
            color: a.color.interpolated(to: b.color, fraction: f), opacity: a.opacity.interpolated(to: b.opacity, fraction: f),
            radius: radius, offset: offset, path: path)
    }
}

extension Shadow {
    /// How far apart two shadows are, per unit of each kind: `points`, the largest difference of
    /// radius, offset components and path edges (a `nil` path counting as the whole bounds when the
    /// other has one), in points; `colour`, the largest difference of opacity and colour
    /// components. A missing end counts as the other at opacity 0, as `blend` treats it (before
    /// scale correction, which the baker never treats as linear). For the keyframe baker's error
    /// and extent checks.
    static func change(_ p: Shadow?, _ q: Shadow?, sizes: (Size, Size)) -> (points: Double, colour: Double) {
        guard p != nil || q != nil else { return (0, 0) }
        let a = p ?? .transparent(like: q!, screenScale: 1, otherSize: sizes.1, size: sizes.0)
        let b = q ?? .transparent(like: p!, screenScale: 1, otherSize: sizes.0, size: sizes.1)
        var points = max((a.radius - b.radius).magnitude, (a.offset.dx - b.offset.dx).magnitude, (a.offset.dy - b.offset.dy).magnitude)
        if a.path != nil || b.path != nil {
            let x = a.outline(in: sizes.0)
            let y = b.outline(in: sizes.1)
            points = max(
                points, (x.origin.x - y.origin.x).magnitude, (x.origin.y - y.origin.y).magnitude,
                (x.size.width - y.size.width).magnitude, (x.size.height - y.size.height).magnitude)
        }
        let colour = max(
            (a.opacity - b.opacity).magnitude, (a.color.red - b.color.red).magnitude,
            (a.color.green - b.color.green).magnitude, (a.color.blue - b.color.blue).magnitude,
            (a.color.alpha - b.color.alpha).magnitude)
        return (points, colour)
    }
}
