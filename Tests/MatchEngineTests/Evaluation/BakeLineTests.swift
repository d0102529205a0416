import Testing

@testable import MatchEngine

/// The baker interpolates a segment's two states with their transform interpolation made once per
/// segment (`TransformInterpolation`), not once per check: the result is exactly
/// `ViewState.interpolated(to:fraction:)`'s.
@Suite struct BakeLineTests {
    @Test func aSegmentsLineIsTheStatesInterpolationBitForBit() {
        var r = SeededGenerator(seed: 0xBA4E)
        func transform() -> Transform3D {
            switch Int.random(in: 0..<6, using: &r) {
            case 0: return .identity
            case 1: return .scale(x: r.double(in: 0.1...3), y: r.double(in: 0.1...3))
            case 2: return .rotation(angle: r.double(in: -3...3), x: 0, y: 0, z: 1)
            case 3:
                return Transform3D(
                    a: r.double(in: -2...2), b: r.double(in: -1...1), c: r.double(in: -1...1), d: r.double(in: -2...2),
                    tx: r.double(in: -100...100), ty: r.double(in: -100...100))
            case 4: return .scale(x: 0, y: 1)  // singular: interpolated element by element
            default: return .rotation(angle: r.double(in: -1...1), x: 1, y: 0, z: 0)
            }
        }
        func state() -> ViewState {
            var s = ViewState(
                position: Point(x: r.double(in: -500...500), y: r.double(in: -500...500)),
                size: Size(width: r.double(in: 1...400), height: r.double(in: 1...400)))
            s.transform = transform()
            s.alpha = r.double(in: 0...1)
            s.cornerRadii = CornerRadii(r.double(in: 0...30))
            if Bool.random(using: &r) { s.shadow = Shadow(opacity: r.double(in: 0...1), radius: r.double(in: 0...20)) }
            return s
        }
        for _ in 0..<500 {
            let a = state()
            let b = Bool.random(using: &r) ? state() : a
            let line = TransformInterpolation(from: a.transform, to: b.transform)
            for q in [0.0, 0.125, 0.375, 0.5, 0.875, 1] {
                let baked = a.blended(to: b, fraction: q, path: .straight, transform: line.value(at: q))
                #expect(baked == a.interpolated(to: b, fraction: q))
            }
        }
    }
}
