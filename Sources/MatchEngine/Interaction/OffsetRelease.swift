/// How a matched view that followed the finger freely (off its planned path) settles back onto
/// the path after release: each axis a critically damped spring from the offset at release to
/// zero, starting with the velocity that keeps the view's total speed equal to the finger's.
///
/// Per axis, with ω = 2π / `response`: `x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t)`, so `x(0) = x₀`,
/// `x′(0) = v₀`, and it never overshoots more than once. `v₀` is the finger's velocity minus the
/// velocity the plan gives the view at release, so the view leaves the finger at the finger's speed.
package struct OffsetRelease: Sendable, Hashable {
    /// The offset at release, in points.
    package let start: Vector
    /// The offset's velocity at release, in points per second (non-finite components count as 0;
    /// each capped at ±20 000).
    package let velocity: Vector
    /// The spring's response, in seconds (default 0.5, as ``Spring/smooth``).
    package let response: Double

    /// Creates a release from `start` moving at `velocity`.
    package init(from start: Vector, velocity: Vector, response: Double = 0.5) {
        func clean(_ v: Double, _ cap: Double) -> Double { v.isFinite ? min(max(v, -cap), cap) : 0 }
        self.start = Vector(dx: clean(start.dx, 1e6), dy: clean(start.dy, 1e6))
        self.velocity = Vector(dx: clean(velocity.dx, 20_000), dy: clean(velocity.dy, 20_000))
        self.response = response > 0 && response.isFinite ? response : 0.5
    }

    private var omega: Double { 2 * Double.pi / response }

    /// The offset `elapsed` seconds after release (NaN or negative → the start).
    package func offset(at elapsed: Double) -> Vector {
        guard elapsed > 0 else { return start }
        let w = omega
        let decay = exponential(-w * elapsed)
        func axis(_ x0: Double, _ v0: Double) -> Double { (x0 + (v0 + w * x0) * elapsed) * decay }
        return Vector(dx: axis(start.dx, velocity.dx), dy: axis(start.dy, velocity.dy))
    }

    /// The offset's velocity `elapsed` seconds after release, in points per second.
    package func velocity(at elapsed: Double) -> Vector {
        guard elapsed > 0 else { return velocity }
        let w = omega
        let decay = exponential(-w * elapsed)
        // d/dt [(x0 + (v0 + w x0) t) e^{-wt}] = (v0 − w (v0 + w x0) t) e^{-wt}
        func axis(_ x0: Double, _ v0: Double) -> Double { (v0 - w * (v0 + w * x0) * elapsed) * decay }
        return Vector(dx: axis(start.dx, velocity.dx), dy: axis(start.dy, velocity.dy))
    }
}
