/// One animated attribute of an animated SVG: its value at each keyframe of the loop, as a vector
/// of numbers (one for an opacity, two for a translation, three for a colour), with the fewest
/// keyframes that linear interpolation needs to draw it within a tolerance.
///
/// Values are rounded to the precision they are printed with before anything else, so what the
/// file says at a kept keyframe is exactly what was sampled, and a dropped keyframe lies within
/// `tolerance` of the straight line between the kept ones around it.
struct AnimationChannel: Equatable {
    /// Keyframe times in seconds from the start of the loop, non-decreasing.
    var times: [Double]
    /// The value at each time; every vector has the same number of components.
    var values: [[Double]]

    /// A channel of `values` (already rounded) at `times`.
    init(times: [Double], values: [[Double]]) {
        precondition(times.count == values.count, "one value per time")
        self.times = times
        self.values = values
    }

    /// Whether the value never changes (then it is a plain attribute, not an animation).
    var isConstant: Bool { values.allSatisfy { $0 == values.first } }

    /// The value at `time` as SMIL's linear interpolation computes it between the keyframes.
    func value(at time: Double) -> [Double] {
        guard let first = times.first, time > first else { return values.first ?? [] }
        for k in 1..<times.count where time <= times[k] {
            let span = times[k] - times[k - 1]
            let f = span > 0 ? (time - times[k - 1]) / span : 1
            return zip(values[k - 1], values[k]).map { $0 + ($1 - $0) * f }
        }
        return values[values.count - 1]
    }

    /// The channel without the keyframes that linear interpolation between their neighbours
    /// reproduces within `tolerance` (per component, in the value's units): greedily, each
    /// straight segment runs from a kept keyframe as far as every keyframe it passes stays within
    /// the tolerance. The first and last keyframes are always kept.
    func simplified(tolerance: [Double]) -> AnimationChannel {
        guard times.count > 2 else { return self }
        var kept = [0]
        var anchor = 0
        var end = 2
        while end < times.count {
            if !Self.line(from: anchor, to: end, holds: self, tolerance: tolerance) {
                anchor = end - 1
                kept.append(anchor)
            }
            end += 1
        }
        kept.append(times.count - 1)
        return AnimationChannel(times: kept.map { times[$0] }, values: kept.map { values[$0] })
    }

    /// Whether every keyframe strictly between `a` and `b` lies within `tolerance` of the line
    /// from `a` to `b`.
    private static func line(from a: Int, to b: Int, holds channel: AnimationChannel, tolerance: [Double]) -> Bool {
        let t0 = channel.times[a]
        let t1 = channel.times[b]
        for k in (a + 1)..<b {
            let f = t1 > t0 ? (channel.times[k] - t0) / (t1 - t0) : 1
            for c in channel.values[k].indices {
                let expected = channel.values[a][c] + (channel.values[b][c] - channel.values[a][c]) * f
                if (channel.values[k][c] - expected).magnitude > tolerance[min(c, tolerance.count - 1)] { return false }
            }
        }
        return true
    }
}
