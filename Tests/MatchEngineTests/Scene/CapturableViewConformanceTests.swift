import Testing

@_spi(Harness) @testable import MatchEngine

/// Capture through a conformance that builds its record anew on every read, as `UIView`'s does
/// (the protocol's default `withUnsafeCapturedLayer`), gives the snapshot that `HeadlessView`'s lent
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

    /// Where the root sits: a direct subview of the container, deeper with views between them
    /// (one with a sublayer transform), the container itself, or in another tree.
    enum Placement: CaseIterable { case child, nested, container, elsewhere }

    @Test(arguments: Placement.allCases)
    func aRebuiltRecordCapturesAsTheLentOne(_ placement: Placement) {
        var random = SeededGenerator(seed: 1_616)
        for round in 0..<20 {
            let window = HeadlessView(frame: Rect(x: 0, y: 0, width: 500, height: 900))
            let container = HeadlessView(frame: Rect(x: 10, y: 20, width: 400, height: 800))
            window.addSubview(container)
            let tree = RandomTrees.make(views: 1 + round * 7, using: &random)
            tree.all[0].subviews.first?.sublayerTransform = .perspective(distance: 800)
            var root = tree.root
            let otherTree = HeadlessView(frame: window.bounds)
            switch placement {
            case .child:
                container.addSubview(tree.root)
            case .nested:
                let between = HeadlessView(frame: Rect(x: 5, y: 6, width: 300, height: 300))
                between.sublayerTransform = .scale(x: 0.5, y: 0.75)
                let inner = HeadlessView(frame: Rect(x: 7, y: 8, width: 200, height: 200))
                inner.transform = .rotation(angle: 0.2, x: 0, y: 0, z: 1)
                container.addSubview(between)
                between.addSubview(inner)
                inner.addSubview(tree.root)
            case .container:
                container.addSubview(tree.root)
                root = container
            case .elsewhere:
                otherTree.addSubview(tree.root)
            }
            // The mirror of the whole window: its root and container are the mirrors of ours.
            let mirror = RebuildingView(mirroring: window)
            func mirrored(_ view: HeadlessView) -> RebuildingView? {
                mirror.all.first { $0.original === view }
            }
            let lent = SceneSnapshot.capture(root: root, in: container)
            let rebuilt: SceneSnapshot
            let mirrorRoot: RebuildingView
            if placement == .elsewhere {
                // Not under the window: mirror that tree on its own.
                let other = RebuildingView(mirroring: otherTree)
                mirrorRoot = other.children[0]
                rebuilt = SceneSnapshot.capture(root: mirrorRoot, in: mirrored(container)!)
            } else {
                mirrorRoot = mirrored(root)!
                rebuilt = SceneSnapshot.capture(root: mirrorRoot, in: mirrored(container)!)
            }
            // The default `withUnsafeCapturedLayer` (a record built on each read) gives what the lent
            // record gives.
            #expect(rebuilt == lent, "\(placement) round \(round)")
            // Every view below the root is read once; the root once more for its way to the
            // container (and once more as the container's bounds when it is the container).
            #expect(mirrorRoot.all.dropFirst().allSatisfy { $0.reads == 1 }, "\(placement) round \(round)")
            #expect(mirrorRoot.reads == (placement == .container ? 3 : 2), "\(placement) round \(round): \(mirrorRoot.reads)")
        }
    }

    /// `HeadlessView` lends a pointer to the record it keeps: after each kind of change it reads
    /// what was set (the corner radii worked out from `cornerRadius` and `maskedCorners`, the
    /// shadow only while it draws anything), and the default, a record built for the call, reads
    /// the same.
    @Test func theLentPointerReadsWhatWasSet() {
        var random = SeededGenerator(seed: 1_617)
        let tree = RandomTrees.make(views: 60, using: &random)
        for view in tree.all {
            let radius = random.double(in: 1...20)
            let alpha = random.double(in: 0...1)
            let id = TransitionID("v\(Int.random(in: 0...9, using: &random))")
            view.cornerRadius = radius
            view.maskedCorners = [.topLeft, .bottomRight]
            view.alpha = alpha
            view.transitionID = id
            view.transitionModifiers = [.fade, .translate(x: 1, y: 2, z: 0)]
            let visible = Shadow(opacity: 0.5, radius: 4)
            let invisible = Shadow(opacity: 0, radius: 4)
            view.shadow = Bool.random(using: &random) ? visible : invisible
            let expectedShadow: Shadow? = view.shadow == visible ? visible : nil
            let read = view.withUnsafeCapturedLayer { $0.pointee }
            #expect(read.cornerRadii == CornerRadii(topLeft: radius, topRight: 0, bottomLeft: 0, bottomRight: radius))
            #expect(read.alpha == alpha && read.transitionID == id)
            #expect(read.modifiers == [.fade, .translate(x: 1, y: 2, z: 0)])
            #expect(read.shadow == expectedShadow)
            #expect(RebuildingView(mirroring: view).withUnsafeCapturedLayer { $0.pointee } == read)
        }
    }
}
