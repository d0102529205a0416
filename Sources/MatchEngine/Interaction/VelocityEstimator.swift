/// A finger's velocity from timestamped locations, for a recognizer that reports only where the
/// finger is (a `UIGestureRecognizer` that is not a `UIPanGestureRecognizer`).
///
/// The velocity is the least-squares slope of the samples of the last `window` seconds (at least
/// the last two samples), which smooths the jitter of single touch events as UIKit's own pan does.
/// Fixed capacity: adding a sample never allocates once the estimator exists.
package struct VelocityEstimator: Sendable, Hashable {
    /// How far back samples count, in seconds (> 0); default 0.1.
    package var window: Double
    /// The most samples kept; default 16.
    package static let capacity = 16

    private var times: [Double] = []
    private var xs: [Double] = []
    private var ys: [Double] = []

    /// Creates an empty estimator; `window` outside (0, ∞) becomes 0.1.
    package init(window: Double = 0.1) {
        self.window = window > 0 && window.isFinite ? window : 0.1
        times.reserveCapacity(Self.capacity)
        xs.reserveCapacity(Self.capacity)
        ys.reserveCapacity(Self.capacity)
    }

    /// Forgets every sample (a new gesture).
    package mutating func reset() {
        times.removeAll(keepingCapacity: true)
        xs.removeAll(keepingCapacity: true)
        ys.removeAll(keepingCapacity: true)
    }

    /// Adds the finger's location (points) at `time` (seconds, any monotonic time base). A sample
    /// not later than the previous one replaces it; non-finite input is ignored.
    package mutating func add(_ location: Point, at time: Double) {
        guard location.isFinite, time.isFinite else { return }
        if let last = times.last, time <= last {
            times[times.count - 1] = last
            xs[xs.count - 1] = location.x
            ys[ys.count - 1] = location.y
            return
        }
        if times.count == Self.capacity {
            times.removeFirst()
            xs.removeFirst()
            ys.removeFirst()
        }
        times.append(time)
        xs.append(location.x)
        ys.append(location.y)
    }

    /// The velocity in points per second: zero with fewer than two samples.
    package var velocity: Vector {
        let n = times.count
        guard n >= 2 else { return .zero }
        let latest = times[n - 1]
        var first = n - 2
        while first > 0, latest - times[first - 1] <= window { first -= 1 }
        let count = Double(n - first)
        var mt = 0.0
        var mx = 0.0
        var my = 0.0
        for i in first..<n {
            mt += times[i] - latest
            mx += xs[i]
            my += ys[i]
        }
        mt /= count
        mx /= count
        my /= count
        var stt = 0.0
        var stx = 0.0
        var sty = 0.0
        for i in first..<n {
            let dt = times[i] - latest - mt
            stt += dt * dt
            stx += dt * (xs[i] - mx)
            sty += dt * (ys[i] - my)
        }
        guard stt > 0 else { return .zero }
        return Vector(dx: stx / stt, dy: sty / stt)
    }
}
