/// Why a ``SceneSnapshot`` (typically decoded from a recording) is not a well-formed captured tree.
public enum SceneSnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The snapshot has no views; a capture always holds at least its root.
    case empty
    /// The container's bounds have a NaN or an infinity, or a negative size.
    case invalidContainerBounds(Rect)
    /// The view's parent index is not that of an earlier view whose subtree is still open in
    /// pre-order (or −1 for the root, index 0).
    case parentOutOfRange(view: Int, parent: Int, count: Int)
    /// The view's depth is not its parent's depth plus one (0 for the root).
    case wrongDepth(view: Int, depth: Int, expected: Int)
    /// The view's `subtreeEnd` does not match the views that follow it in pre-order.
    case wrongSubtreeEnd(view: Int, subtreeEnd: Int, expected: Int)
    /// The view's own alpha is NaN or outside 0…1.
    case alphaOutOfRange(view: Int, alpha: Double)
    /// The view's corner radii, background colour or shadow hold a NaN or an infinity.
    case nonFiniteAppearance(view: Int)

    /// One sentence naming the view and the problem.
    public var description: String {
        switch self {
        case .empty: "the scene has no views (a capture holds at least its root)"
        case .invalidContainerBounds(let r): "the container bounds \(r) are not finite with a size ≥ 0"
        case .parentOutOfRange(let view, let parent, let count):
            view == 0
                ? "view #0 is the root and must have parent −1; it has \(parent)"
                : "view #\(view) has parent \(parent), which is not an earlier view whose subtree is still open in pre-order (the scene has \(count) views)"
        case .wrongDepth(let view, let depth, let expected): "view #\(view) has depth \(depth); its parent's depth gives \(expected)"
        case .wrongSubtreeEnd(let view, let end, let expected): "view #\(view) has subtreeEnd \(end); its descendants give \(expected)"
        case .alphaOutOfRange(let view, let alpha): "view #\(view) has alpha \(alpha), outside 0…1"
        case .nonFiniteAppearance(let view): "view #\(view) has a NaN or infinite corner radius, colour component or shadow value"
        }
    }
}

extension SceneSnapshot {
    /// Checks that the snapshot is a tree as capture makes it: pre-order with every
    /// parent before its children, consistent depths and subtree ends, alphas in 0…1, finite
    /// appearance and container bounds. O(n). Geometry may be non-finite (a broken layout is
    /// captured as it is); the matcher reports such views instead of pairing them.
    ///
    /// Every later stage indexes views through `parent` and `subtreeEnd`; a snapshot that passes
    /// cannot make them go out of range.
    public func validate() throws(SceneSnapshotError) {
        guard !views.isEmpty else { throw .empty }
        let b = containerBounds
        guard b.origin.x.isFinite, b.origin.y.isFinite, b.size.width.isFinite, b.size.height.isFinite,
            b.size.width >= 0, b.size.height >= 0
        else { throw .invalidContainerBounds(b) }
        var expectedEnd = [Int](repeating: 0, count: views.count)
        for (i, v) in views.enumerated() {
            if i == 0 {
                guard v.parent == -1 else { throw .parentOutOfRange(view: 0, parent: v.parent, count: views.count) }
                guard v.depth == 0 else { throw .wrongDepth(view: 0, depth: v.depth, expected: 0) }
            } else {
                guard v.parent >= 0, v.parent < i else { throw .parentOutOfRange(view: i, parent: v.parent, count: views.count) }
                let expected = views[v.parent].depth + 1
                guard v.depth == expected else { throw .wrongDepth(view: i, depth: v.depth, expected: expected) }
            }
            guard v.alpha >= 0, v.alpha <= 1 else { throw .alphaOutOfRange(view: i, alpha: v.alpha) }
            let r = v.cornerRadii
            guard r.topLeft.isFinite, r.topRight.isFinite, r.bottomLeft.isFinite, r.bottomRight.isFinite,
                v.backgroundColor?.isFinite ?? true, v.shadow?.isFinite ?? true
            else { throw .nonFiniteAppearance(view: i) }
            expectedEnd[i] = i + 1
        }
        // Children come after parents: one backward pass settles every subtree's end.
        var i = views.count - 1
        while i > 0 {
            let p = views[i].parent
            expectedEnd[p] = max(expectedEnd[p], expectedEnd[i])
            i -= 1
        }
        for (i, v) in views.enumerated() where v.subtreeEnd != expectedEnd[i] {
            throw .wrongSubtreeEnd(view: i, subtreeEnd: v.subtreeEnd, expected: expectedEnd[i])
        }
        // Pre-order: walking forward with the open ancestors on a stack, each view's parent must be
        // the innermost subtree still open at it (otherwise views between them are not its siblings'
        // descendants and the subtree ranges overlap wrongly).
        var open: [Int] = [0]
        for i in 1..<views.count {
            while let top = open.last, expectedEnd[top] <= i { open.removeLast() }
            guard open.last == views[i].parent else {
                throw .parentOutOfRange(view: i, parent: views[i].parent, count: views.count)
            }
            open.append(i)
        }
    }
}
