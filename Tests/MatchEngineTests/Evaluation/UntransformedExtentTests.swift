import Testing

@testable import MatchEngine

/// The baker measures a plain track (identity transforms, one corner radius, no clip,
/// no shadow) from its packed states without unpacking them, and gets exactly what the general
/// measure of the unpacked states gives.
@Suite struct UntransformedExtentTests {
    /// A number a planned state can hold: ordinary, a signed zero, or large.
    static func number(_ r: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<8, using: &r) {
        case 0: -0.0
        case 1: 0
        case 2: r.double(in: -1e12...1e12)
        default: r.double(in: -500...500)
        }
    }

    /// A plain state: each optional part the compact form reads (colour, content rectangle) present
    /// or not, and an identity transform that may carry a −0.
    static func plainState(_ r: inout SeededGenerator) -> ViewState {
        var transform = Transform3D.identity
        if r.bool() { transform.m41 = -0.0 }
        return ViewState(
            position: Point(x: number(&r), y: number(&r)), size: Size(width: number(&r), height: number(&r)),
            transform: transform, alpha: r.double(in: 0...1), cornerRadii: CornerRadii(number(&r)),
            backgroundColor: r.bool()
                ? Color(red: r.double(in: 0...1), green: r.double(in: 0...1), blue: r.double(in: 0...1), alpha: r.double(in: 0...1)) : nil,
            zPosition: number(&r),
            contentRect: r.bool() ? Rect(x: number(&r), y: number(&r), width: number(&r), height: number(&r)) : nil)
    }

    @Test func plainPairsMeasureAsTheUnpackedStatesDo() {
        var r = SeededGenerator(seed: 1_623)
        for pair in 0..<3_000 {
            let a = Self.plainState(&r)
            let b = Self.plainState(&r)
            var store = StateStore()
            store.append(a)
            store.append(b)
            let tolerance = [0.5, 0.25, 3][pair % 3]
            let packed = store.untransformedExtent(from: 0, to: 1, tolerance: tolerance)
            let unpacked = TransitionPlan.extent(from: a, to: b, tolerance: tolerance)
            #expect(packed?.bitPattern == unpacked.bitPattern, "pair \(pair): \(String(describing: packed)) vs \(unpacked)")
        }
    }

    /// Any part the compact form does not read sends the pair to the general measure.
    @Test(arguments: 0..<6)
    func aPairWithAnotherPartIsLeftToTheGeneralMeasure(part: Int) {
        var r = SeededGenerator(seed: 1_624 + UInt64(part))
        let plain = Self.plainState(&r)
        var other = plain
        switch part {
        case 0: other.transform = .scale(x: 2, y: 2)
        case 1: other.transform = .translation(x: 3, y: 0)
        case 2: other.transform.m34 = -1 / 500
        case 3: other.cornerRadii = CornerRadii(topLeft: 4, topRight: 0, bottomLeft: 0, bottomRight: 0)
        case 4: other.clip = ClipShape(rect: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0)
        default: other.shadow = Shadow(color: .black, opacity: 0.2, radius: 3, offset: Vector(dx: 0, dy: 1), path: nil)
        }
        var store = StateStore()
        store.append(plain)
        store.append(other)
        #expect(store.untransformedExtent(from: 0, to: 1, tolerance: 0.5) == nil)
        #expect(store.untransformedExtent(from: 1, to: 0, tolerance: 0.5) == nil)
        #expect(store.untransformedExtent(from: 0, to: 0, tolerance: 0.5) != nil)
    }
}
