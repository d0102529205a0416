@_spi(Harness) import MatchEngine

/// A prepare's floor with the caches as the prepare finds them, shared by the package-benchmark
/// suite and `PrepareLoop`: the floors of the stages a prepare runs, run one after the other as
/// the prepare runs its stages — both sides' `CaptureFloor`, the match floor (`MatchFloor`) and
/// the plan floor (copying the plan's packed bytes).
///
/// Each stage's own floor is measured in a loop of that floor alone, so at 1 000 views it finds
/// its data in the caches, as a prepare does; at 10 000 views it still finds most of it there,
/// where a prepare, whose stages together touch several times more memory, does not. The sum of
/// those floors then understates a large prepare's floor. Run in sequence, the floors touch the
/// same trees and as many records as the prepare, in the same order, so each finds in the caches
/// what the prepare's stage would.
public struct PrepareFloor {
    private var source: CaptureFloor
    private var destination: CaptureFloor
    private let sourceRoot: HeadlessView
    private let destinationRoot: HeadlessView
    private let ids: [TransitionID]
    private let planBytes: [Double]
    private var planCopy: [Double]

    /// A floor for a prepare of the trees under `sourceRoot` and `destinationRoot`, whose tagged
    /// IDs are `ids` and whose plan packs `planByteCount` bytes (`TrackList.byteCount`).
    package init(sourceRoot: HeadlessView, destinationRoot: HeadlessView, ids: [TransitionID], planByteCount: Int) {
        source = CaptureFloor(root: sourceRoot)
        destination = CaptureFloor(root: destinationRoot)
        self.sourceRoot = sourceRoot
        self.destinationRoot = destinationRoot
        self.ids = ids
        let count = planByteCount / MemoryLayout<Double>.stride
        planBytes = [Double](repeating: 0.5, count: count)
        planCopy = [Double](repeating: 0, count: count)
    }

    /// Runs the four floors in a prepare's order; returns a checksum of what they did (views
    /// visited, IDs kept, the last number copied), so that none of it is dead.
    public mutating func run() -> Int {
        var checksum = source.visit(sourceRoot)
        checksum &+= destination.visit(destinationRoot)
        checksum &+= MatchFloor.table(of: ids).count
        planCopy.withUnsafeMutableBufferPointer { out in
            planBytes.withUnsafeBufferPointer { input in
                for i in input.indices { out[i] = input[i] }
            }
        }
        checksum &+= Int(planCopy.last ?? 0)
        return checksum
    }
}
