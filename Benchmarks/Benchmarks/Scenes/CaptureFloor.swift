@_spi(Harness) import MatchEngine

/// The capture floor, shared by the package-benchmark suite and `PrepareLoop`: the memory traffic
/// capture cannot avoid. Every view of a tree visited in capture's order (pre-order, back to
/// front) through the same subview arrays, every field of the record the view keeps read once in
/// place, as capture reads it (`HeadlessView.withCaptureReader(_:)`, the engine's harness SPI over the
/// same `withUnsafeCapturedLayer(_:)` capture reads it with), and one record of
/// a `ViewSnapshot`'s size (272 bytes) written per view. (Not through `HeadlessView`'s getters:
/// reading each property through them costs more than capture itself, and a floor above capture
/// bounds nothing.)
public struct CaptureFloor {
    private var records: [CaptureFloorRecord]
    private var stack: [HeadlessView] = []

    /// A floor for `root`'s tree as it is now: room for a record per view.
    package init(root: HeadlessView) {
        precondition(
            MemoryLayout<CaptureFloorRecord>.stride == MemoryLayout<ViewSnapshot>.stride,
            "CaptureFloor: a floor record must be a snapshot record's size")
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
    package mutating func visit(_ root: HeadlessView) -> Int {
        var visited = 0
        records.withUnsafeMutableBufferPointer { out in
            stack.append(root)
            while let view = stack.popLast() {
                precondition(visited < out.count, "CaptureFloor: the tree has grown since the floor was made")
                out[visited] = view.withCaptureReader { CaptureFloorRecord($0) }
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

/// A record of a `ViewSnapshot`'s size (272 bytes: 34 numbers; `CaptureFloor.init` checks the
/// size) holding what capture reads of a view: every field of its record (`CaptureReader`), each read once
/// (numbers kept, the optional and reference-typed ones reduced to a number so no load is dead).
struct CaptureFloorRecord {
    typealias Eight = (Double, Double, Double, Double, Double, Double, Double, Double)
    var values: (Eight, Eight, Eight, Eight, Double, Double) = (
        (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0),
        (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), 0, 0
    )

    init() {}

    init(_ layer: CaptureReader) {
        let b = layer.bounds
        let p = layer.position
        let a = layer.anchorPoint
        let t = layer.transform
        let st = layer.sublayerTransform
        let r = layer.cornerRadii
        values.0 = (b.origin.x, b.origin.y, b.size.width, b.size.height, p.x, p.y, a.x, a.y)
        values.1 = (t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24)
        values.2 = (t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44)
        values.3 = (
            st.m11, st.m22, st.m41, st.m42, layer.alpha, r.topLeft, layer.backgroundColor?.alpha ?? -1,
            layer.shadow?.opacity ?? -1
        )
        var flags = 0.0
        if layer.isHidden { flags += 1 }
        if layer.clipsToBounds { flags += 2 }
        if layer.isOpaque { flags += 4 }
        if layer.transitionID != nil { flags += 8 }
        if layer.name != nil { flags += 16 }
        if layer.contentKind != .plain { flags += 64 }
        values.4 = flags + 128 * Double(layer.modifiers.count) + 4096 * (r.topRight + r.bottomLeft + r.bottomRight)
        values.5 = layer.contentFingerprint.map { Double($0.rawValue) } ?? -1
    }
}
