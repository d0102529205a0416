import Testing

@testable import MatchEngine

/// Capture through a conformance that builds its record anew on every read, as `UIView`'s does
/// (the protocol's default `withCapturedLayer`), gives the snapshot that `HeadlessView`'s lent
/// record gives, and reads each view once.
@Suite struct CapturableViewConformanceTests {
    /// A mirror of a headless tree whose records are rebuilt on each read and counted.
    final class RebuildingView: CapturableView {
        let original: HeadlessView
        private(set) var children: [RebuildingView] = []
        private(set) weak var parent: RebuildingView?
        private(set) var reads = 0

        init(mirroring original: HeadlessView) {
            self.original = original
            for child in original.subviews {
                let mirror = RebuildingView(mirroring: child)
                mirror.parent = self
                children.append(mirror)
            }
        }

        var captureSubviews: [RebuildingView] { children }
        var captureSuperview: RebuildingView? { parent }
        func captureLayer() -> CapturedLayer {
            reads += 1
            return original.captureLayer()
        }

        /// Every view of the mirror, in pre-order.
        var all: [RebuildingView] { [self] + children.flatMap(\.all) }
    }

    @Test func aRebuiltRecordCapturesAsTheLentOne() {
        var random = SeededGenerator(seed: 1_616)
        for round in 0..<40 {
            let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
            let tree = RandomTrees.make(views: 1 + round * 7, using: &random).root
            container.addSubview(tree)
            let mirror = RebuildingView(mirroring: container)
            let root = mirror.children[0]
            let lent = SceneSnapshot.capture(root: tree, in: container)
            let rebuilt = SceneSnapshot.capture(root: root, in: mirror)
            #expect(rebuilt == lent, "round \(round)")
            // The root's subtree is read once per view; the root and the container once more each
            // for the root's way to the container (the container's bounds, and its layer above the root).
            #expect(root.all.dropFirst().allSatisfy { $0.reads == 1 }, "round \(round)")
            #expect(root.reads == 2 && mirror.reads == 2, "round \(round): \(root.reads), \(mirror.reads)")
        }
    }
}
