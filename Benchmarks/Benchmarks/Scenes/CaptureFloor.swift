import MatchEngine

/// The capture floor, shared by the package-benchmark suite and `PrepareLoop`: the memory traffic
/// capture cannot avoid. Every view of a tree visited in capture's order (pre-order, back to
/// front) through the same subview arrays, every property `HeadlessView.captureLayer()` reads
/// read once, and one record of a `ViewSnapshot`'s size (432 bytes) written per view.
public struct CaptureFloor {
    private var records: [CaptureFloorRecord]
    private var stack: [HeadlessView] = []

    /// A floor for `root`'s tree as it is now: room for a record per view.
    public init(root: HeadlessView) {
        var count = 0
        var pending = [root]
        while let view = pending.popLast() {
            count += 1
            pending.append(contentsOf: view.subviews)
        }
        records = [CaptureFloorRecord](repeating: CaptureFloorRecord(), count: count)
        stack.reserveCapacity(count)
    }

    /// Visits `root`'s whole tree (the one the floor was made for, or one no larger), writing a
    /// record per view; returns the number of views visited.
    public mutating func visit(_ root: HeadlessView) -> Int {
        var visited = 0
        records.withUnsafeMutableBufferPointer { out in
            stack.append(root)
            while let view = stack.popLast() {
                precondition(visited < out.count, "CaptureFloor: the tree has grown since the floor was made")
                out[visited] = CaptureFloorRecord(view)
                visited += 1
                let subviews = view.subviews
                var i = subviews.count
                while i > 0 {
                    i -= 1
                    stack.append(subviews[i])
                }
            }
        }
        return visited
    }
}

/// A record of a `ViewSnapshot`'s size (432 bytes) holding what capture reads of a view: every
/// property `HeadlessView.captureLayer()` reads, each read once (numbers kept, the optional
/// and reference-typed ones reduced to a number so no load is dead).
struct CaptureFloorRecord {
    var geometry = SIMD32<Double>()
    var rest = (SIMD16<Double>(), SIMD4<Double>(), SIMD2<Double>())

    init() {}

    init(_ view: HeadlessView) {
        let b = view.bounds, c = view.center, a = view.anchorPoint, t = view.transform, st = view.sublayerTransform
        geometry = SIMD32(
            b.origin.x, b.origin.y, b.size.width, b.size.height, c.x, c.y, a.x, a.y,
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
            st.m11, st.m22, st.m41, st.m42, view.alpha, view.cornerRadius, view.backgroundColor?.alpha ?? -1,
            view.shadow?.opacity ?? -1)
        var flags = 0.0
        if view.isHidden { flags += 1 }
        if view.clipsToBounds { flags += 2 }
        if view.isOpaque { flags += 4 }
        if view.transitionID != nil { flags += 8 }
        if view.name != nil { flags += 16 }
        if view.clip != nil { flags += 32 }
        if view.contentKind != .plain { flags += 64 }
        rest.0 = SIMD16(repeating: flags)
        rest.1 = SIMD4(Double(view.transitionModifiers.count), Double(view.maskedCorners.rawValue), 0, 0)
    }
}
