/// A transition duration that follows how far the largest matched view flies and how much it
/// changes size: a short hop is quick, a flight across the screen takes its time, always within
/// `minimum`…`maximum` seconds. Set it as ``TransitionContext/fittedDuration``; it then replaces
/// the context's `duration` for a timed run that has a matched pair.
///
/// The formula, for a container `W` × `H` points (its diagonal `√(W² + H²)`):
///
///     reach    = min((travel + growth) / √(W² + H²), 1)
///     duration = minimum + (maximum − minimum) × √reach
///
/// - `travel`: the distance, in points, between the view's centres at the two ends (centre to
///   centre, container coordinates; the centre of its container-space frame).
/// - `growth`: how much its drawn size changes, in points: `√(Δwidth² + Δheight²)`, where the
///   drawn size is the bounds size times the transform's scale along each axis (so a rotation
///   alone is no growth). Growing and shrinking count alike, so a pop lasts as long as its push.
/// - The largest matched view is the pair whose larger end has the greatest drawn area
///   (width × height); on a tie, the first in ``MatchResult/pairs`` (source document order).
///
/// The square root makes the duration grow with the distance, ever more slowly: something that
/// speeds up and slows down at a steady rate covers a distance `d` in a time proportional to
/// `√d`, so a flight four times as far takes twice the extra time, and neither a short hop nor a
/// long flight looks rushed. Dividing by the diagonal makes "far" mean "across the screen" on
/// every device: a view crossing the whole container, or growing from nothing to fill it, takes
/// `maximum`.
///
/// Hero's optimized duration (`optimizedDurationTo` in `HeroDefaultAnimator`) is
/// `0.208 + min(d, 500) / 3000` seconds with `d` = centre travel + the distance between the two
/// sizes as points, taken for every animated view without a duration of its own, the longest
/// winning: 0.208…0.375 s, linear in absolute points. Match differs in three ways: only the
/// largest matched view counts (screens and unmatched views keep the context's effect; counting a
/// push's full-width slide would pin every push at the maximum); the distance is relative to the
/// container (500 pt is about half an iPhone's diagonal and a third of an iPad's); and the ramp is a
/// square root with bounds you choose, not a line with fixed ones.
///
/// Bad input never yields a bad duration: a `minimum` that is NaN, infinite or negative counts as
/// 0.25, a `maximum` likewise as 0.5, both are capped at ``Track/maximumDuration``, and a `maximum`
/// below the `minimum` counts as the `minimum`. A travel or growth that is NaN or +∞ counts as the
/// full reach; a negative one as 0. A container with no usable size (NaN, infinite or empty)
/// gives any motion the full reach. The result is always finite and within the bounds.
public struct FittedDuration: Sendable, Hashable, Codable {
    /// The duration of a matched view that does not move or change size, in seconds
    /// (0…``Track/maximumDuration``); default 0.25.
    public var minimum: Double
    /// The duration of a matched view that crosses the whole container or grows to fill it, in
    /// seconds (``minimum``…``Track/maximumDuration``); default 0.5, ``TransitionContext``'s default
    /// duration, so with the defaults fitting never makes a transition longer than 0.5 s.
    public var maximum: Double

    /// The defaults: 0.25…0.5 s. The maximum is ``TransitionContext``'s default duration; the
    /// minimum is half of it (and Reduce Motion's dissolve), long enough for a small move to read
    /// as motion rather than a jump.
    package static let standard = FittedDuration()

    /// Creates bounds, in seconds; every default is documented on its property.
    public init(minimum: Double = 0.25, maximum: Double = 0.5) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// ``minimum`` and ``maximum`` as the formula uses them (see the type's documentation).
    package var bounds: ClosedRange<Double> {
        let low = minimum.isFinite && minimum >= 0 ? min(minimum, Track.maximumDuration) : 0.25
        let high = maximum.isFinite && maximum >= 0 ? min(maximum, Track.maximumDuration) : 0.5
        return low...max(low, high)
    }

    /// The duration, in seconds, for a matched view that travels `travel` points (centre to
    /// centre) and changes size by `growth` points, in a container of `containerSize` points.
    /// Non-decreasing in `travel` and in `growth`; always within `bounds`.
    package func duration(travel: Double, growth: Double, containerSize: Size) -> Double {
        let range = bounds
        let reach = Self.reach(distance: Self.measure(travel) + Self.measure(growth), containerSize: containerSize)
        let value = range.lowerBound + (range.upperBound - range.lowerBound) * reach.squareRoot()
        return min(max(value, range.lowerBound), range.upperBound)
    }

    /// The duration for the largest matched pair of `match` (see the type's documentation), or
    /// `nil` when there is no pair to measure.
    package func duration(
        match: MatchResult, source: SceneSnapshot, destination: SceneSnapshot, containerSize: Size
    ) -> Double? {
        guard let flight = Self.largestFlight(match: match, source: source, destination: destination) else { return nil }
        return duration(travel: flight.travel, growth: flight.growth, containerSize: containerSize)
    }

    /// What the largest matched view does between the two ends.
    package struct Flight: Sendable, Hashable {
        /// Its index in ``MatchResult/pairs``.
        package var pair: Int
        /// The distance between its centres at the two ends, in points.
        package var travel: Double
        /// `√(Δwidth² + Δheight²)` of its drawn size, in points.
        package var growth: Double
    }

    /// The largest matched pair's flight: the pair whose larger end has the greatest drawn area,
    /// the first on a tie; `nil` without pairs. A pair index outside a snapshot is skipped.
    package static func largestFlight(match: MatchResult, source: SceneSnapshot, destination: SceneSnapshot) -> Flight? {
        var best: (flight: Flight, area: Double)?
        for (i, pair) in match.pairs.enumerated() {
            guard source.views.indices.contains(pair.source), destination.views.indices.contains(pair.destination) else { continue }
            let a = drawn(source.views[pair.source])
            let b = drawn(destination.views[pair.destination])
            let area = max(drawnArea(a.size), drawnArea(b.size))
            if let best, !(area > best.area) { continue }
            let growth = Vector(dx: b.size.width - a.size.width, dy: b.size.height - a.size.height).length
            best = (Flight(pair: i, travel: a.centre.distance(to: b.centre), growth: growth), area)
        }
        return best?.flight
    }

    /// A view's centre and drawn size in the container: the centre of its container-space frame,
    /// and its bounds size times the transform's scale along each axis (row-vector convention:
    /// the local x axis maps to `(m11, m12)`, the y axis to `(m21, m22)`).
    static func drawn(_ view: ViewSnapshot) -> (centre: Point, size: Size) {
        let frame = view.frame
        let centre = Point(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
        let t = view.transform
        let scaleX = Vector(dx: t.m11, dy: t.m12).length
        let scaleY = Vector(dx: t.m21, dy: t.m22).length
        return (centre, Size(width: (view.size.width * scaleX).magnitude, height: (view.size.height * scaleY).magnitude))
    }

    /// Width × height, 0 when that is NaN (so such a view never outranks a measurable one).
    private static func drawnArea(_ size: Size) -> Double {
        let a = size.width * size.height
        return a.isNaN ? 0 : a
    }

    /// A travel or growth as the formula reads it: NaN as +∞ (the full reach), negative as 0.
    static func measure(_ value: Double) -> Double {
        if value.isNaN { return .infinity }
        return max(value, 0)
    }

    /// `distance` (≥ 0, possibly +∞) over the container's diagonal, at most 1; 0 for no motion,
    /// 1 for any motion in a container without a usable size.
    static func reach(distance: Double, containerSize: Size) -> Double {
        guard distance > 0 else { return 0 }
        let w = containerSize.width
        let h = containerSize.height
        guard w.isFinite, h.isFinite else { return 1 }
        let diagonal = Vector(dx: w, dy: h).length
        guard diagonal > 0 else { return 1 }
        let r = distance / diagonal
        return r.isNaN ? 1 : min(r, 1)
    }
}
