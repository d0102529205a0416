/// The kinds of number an animated SVG holds: how each is rounded, and how far a dropped keyframe
/// may stray from the straight line between the kept ones — half a unit of the rounding, so the
/// line, rounded, gives back every sampled value exactly.
enum AnimatedQuantity {
    /// Points, to 0.1.
    case length
    /// Opacity, to 0.01.
    case opacity
    /// Degrees, to 0.1.
    case angle
    /// A scale factor, to 0.001.
    case factor
    /// A colour channel, 0…255, to 1.
    case colour

    var decimals: Int {
        switch self {
        case .length, .angle: 1
        case .opacity: 2
        case .factor: 3
        case .colour: 0
        }
    }

    /// Half a unit of the last decimal kept: 0.5 / 10^decimals.
    var tolerance: Double {
        var unit = 1
        for _ in 0..<decimals { unit *= 10 }
        return 0.5 / Double(unit)
    }
}
