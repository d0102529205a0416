/// The route a matched view's centre takes from its source position to its destination.
public enum MotionPath: Sendable, Hashable, Codable {
    /// A straight line at the interpolation's pace.
    case straight
    /// A quadratic Bézier arc that bulges to the left of the direction of travel (on screen, with
    /// UIKit's y-down axes: upward for a move to the right). `intensity` 0 is a straight line; at 1
    /// the arc's furthest point is half the chord length from the chord (a semicircle's height).
    /// Negative intensities bulge to the right.
    case arc(intensity: Double)

    /// The point `fraction` of the way along the path from `start` to `end`; `fraction` is not clamped
    /// (a spring overshoots along the curve's continuation). Exact at 0 and 1. A non-finite intensity
    /// counts as 0.
    package func point(from start: Point, to end: Point, fraction: Double) -> Point {
        switch self {
        case .straight:
            return start.interpolated(to: end, fraction: fraction)
        case .arc(let intensity):
            guard intensity != 0, intensity.isFinite else { return start.interpolated(to: end, fraction: fraction) }
            if fraction == 0 { return start }
            if fraction == 1 { return end }
            let c = MotionPath.controlPoint(from: start, to: end, intensity: intensity)
            let u = 1 - fraction
            let a = u * u
            let b = 2 * u * fraction
            let d = fraction * fraction
            return Point(x: a * start.x + b * c.x + d * end.x, y: a * start.y + b * c.y + d * end.y)
        }
    }

    /// The velocity along the path at `fraction`, in points per unit of fraction (multiply by the
    /// fraction's rate to get points per second).
    package func tangent(from start: Point, to end: Point, fraction: Double) -> Vector {
        switch self {
        case .straight:
            return end - start
        case .arc(let intensity):
            guard intensity != 0, intensity.isFinite else { return end - start }
            let c = MotionPath.controlPoint(from: start, to: end, intensity: intensity)
            // B′(t) = 2(1 − t)(C − P₀) + 2t(P₁ − C)
            return (c - start) * (2 * (1 - fraction)) + (end - c) * (2 * fraction)
        }
    }

    /// The quadratic's control point: the chord's midpoint moved perpendicular to it by
    /// intensity × chord length (the curve reaches half of that at its middle).
    static func controlPoint(from start: Point, to end: Point, intensity: Double) -> Point {
        let chord = end - start
        let mid = start.interpolated(to: end, fraction: 0.5)
        // (dy, −dx) is the chord turned a quarter to the left of travel in y-down axes.
        return Point(x: mid.x + chord.dy * intensity, y: mid.y - chord.dx * intensity)
    }
}
