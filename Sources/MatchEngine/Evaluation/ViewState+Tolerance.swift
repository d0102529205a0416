extension TransitionPlan {
    /// How many tolerances the most-moving component of a track from `a` to `b` moves (geometry
    /// in points over `tolerance`, alpha and colours in units of 1/255), for a track whose state
    /// is affine in its progress.
    static func extent(from a: ViewState, to b: ViewState, tolerance: Double) -> Double {
        var worst = ChannelWorst()
        for channel in StateChannel.allCases { channel.addExtent(a, b, to: &worst) }
        // Alpha and colour must stay within 1/255: their change counts in units of 1/255.
        return max(worst.points / tolerance, worst.colour * 255)
    }
}

extension ViewState {
    /// How far `other` is from this state, in tolerances (≤ 1 is within): the largest of centre,
    /// size, transformed-corner, radius, clip, content-rectangle and shadow radius, offset and path
    /// differences over `tolerance` points, alpha, colour and shadow opacity and colour differences
    /// over 1/255, and the rotation difference over 0.5°; `.infinity` when one has a colour, clip or
    /// shadow and the other not.
    func error(from other: ViewState, tolerance: Double) -> Double {
        var worst = ChannelWorst()
        for channel in StateChannel.allCases { channel.addDifference(self, other, to: &worst) }
        let result = max(worst.points / tolerance, worst.colour / (1.0 / 255), worst.angle)
        return result.isNaN ? .infinity : result
    }

    /// The largest second difference a − 2b + c of three states' centres, transformed corners,
    /// sizes, radii, content rectangles and shadow radius, offset and path (over `tolerance`
    /// points) and alpha and shadow opacity and colour (over 1/255), in tolerances: the curvature
    /// estimate of the baker's error bound.
    static func secondDifference(_ a: ViewState, _ b: ViewState, _ c: ViewState, tolerance: Double) -> Double {
        var worst = ChannelWorst()
        for channel in StateChannel.allCases { channel.addSecondDifference(a, b, c, to: &worst) }
        let result = max(worst.points / tolerance, worst.colour * 255)
        return result.isNaN ? .infinity : result
    }

    /// Whether `other` is within `tolerance` points of this state in geometry (centre, size, the
    /// four transformed corners, corner radii, clip, content rectangle), within 1/255 in alpha and colour, and within
    /// 0.5° in rotation: `error(from:tolerance:)` ≤ 1.
    func isWithin(_ tolerance: Double, of other: ViewState) -> Bool {
        error(from: other, tolerance: tolerance) <= 1
    }
}

extension ViewState {
    /// Where the content sits in the bounds: ``contentRect``, or the whole bounds when it is `nil`
    /// (points, bounds coordinates).
    var contentFrame: Rect { contentRect ?? Rect(origin: .zero, size: size) }
}

extension StateStore {
    /// `TransitionPlan.affineExtent`'s result for a straight track between states `a` and `b`, read
    /// from their compact form without unpacking them, when both are plain: an identity
    /// transform, one corner radius, no clip, no shadow (a content rectangle and a colour may be
    /// present); `nil` for any other pair. The same numbers in the same order as the general
    /// computation, so the same result to the bit.
    func untransformedExtent(from a: Int, to b: Int, tolerance: Double) -> Double? {
        let p = states[a]
        let q = states[b]
        guard p.isPlainAndUntransformed, q.isPlainAndUntransformed else { return nil }
        var extent = Point(x: p.x, y: p.y).distance(to: Point(x: q.x, y: q.y))
        extent = max(extent, (p.width - q.width).magnitude, (p.height - q.height).magnitude)
        let ca = p.untransformedCorners
        let cb = q.untransformedCorners
        extent = max(extent, ca.0.distance(to: cb.0), ca.1.distance(to: cb.1), ca.2.distance(to: cb.2), ca.3.distance(to: cb.3))
        extent = max(extent, (p.cornerRadius - q.cornerRadius).magnitude)  // one radius for all four corners
        let contentA = contentRect(of: p)
        let contentB = contentRect(of: q)
        if contentA != nil || contentB != nil {
            let ra = contentA ?? Rect(x: 0, y: 0, width: p.width, height: p.height)
            let rb = contentB ?? Rect(x: 0, y: 0, width: q.width, height: q.height)
            extent = max(
                extent, (ra.origin.x - rb.origin.x).magnitude, (ra.origin.y - rb.origin.y).magnitude,
                (ra.size.width - rb.size.width).magnitude, (ra.size.height - rb.size.height).magnitude)
        }
        extent = max(extent, 0)  // no shadow at either end: `Shadow.change` gives 0
        var scaled = extent / tolerance
        var colourChange = max((p.alpha - q.alpha).magnitude, 0)
        if p.hasColour || q.hasColour {
            // A missing colour is the other end's at alpha 0.
            let ca = p.hasColour ? (p.red, p.green, p.blue, p.colourAlpha) : (q.red, q.green, q.blue, 0)
            let cb = q.hasColour ? (q.red, q.green, q.blue, q.colourAlpha) : (p.red, p.green, p.blue, 0)
            colourChange = max(
                colourChange, (ca.0 - cb.0).magnitude, (ca.1 - cb.1).magnitude,
                (ca.2 - cb.2).magnitude, (ca.3 - cb.3).magnitude)
        }
        scaled = max(scaled, colourChange * 255)
        return scaled
    }
}

extension CompactState {
    /// An identity transform (under `==`, as `Transform3D.isIdentity`), one corner radius, no clip
    /// and no shadow: what `StateStore.untransformedExtent` reads without unpacking.
    @inline(__always)
    var isPlainAndUntransformed: Bool {
        // The six numbers compared as `Transform3D.isIdentity` does, without a branch each: the
        // zeros' bits with the sign shifted out (−0 counts, NaN never does), the ones' XOR-ed.
        let one = (1.0).bitPattern
        let away =
            (m12.bitPattern | m21.bitPattern | m41.bitPattern | m42.bitPattern) << 1
            | (m11.bitPattern ^ one) | (m22.bitPattern ^ one)
        return transform3D < 0 && radii < 0 && clip < 0 && shadow < 0 && away == 0
    }

    /// `ViewState.corners` of an untransformed state.
    var untransformedCorners: (Point, Point, Point, Point) {
        ViewState.untransformedCorners(x: x, y: y, width: width, height: height)
    }
}
