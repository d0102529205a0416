/// Memory a host keeps from one transition to the next, so that preparing a transition reuses
/// the previous one's buffers instead of asking the system for fresh pages.
///
/// Preparing 10 000 views builds about 15 MB of records (captured views, tracks). Freed at the end
/// of each transition, the allocator hands most of it back to the system, and the next transition
/// page-faults all of it in again — about half of a 10 000-view prepare on Linux (measured with
/// `perf stat -e page-faults`; see docs/benchmarks.md). A workspace keeps a reference to each
/// buffer: while a transition runs it shares them (copy-on-write, so nothing is copied), and once
/// that transition has let go, the next capture and plan write into the same memory.
///
/// One workspace per owner of transitions (a navigation coordinator, a host), used from one
/// thread at a time; reusing it while an earlier transition still holds its buffers is correct —
/// that preparation then allocates fresh buffers, as without a workspace (capture copies the
/// earlier records into its fresh buffer, then overwrites them: the earlier snapshot never changes).
///
/// Harness SPI (`@_spi(Harness) import MatchEngine`): MatchUIKit's coordinators keep one, and the
/// benchmarks time prepares through one.
@_spi(Harness) public final class TransitionWorkspace {
    /// The source side's captured views, from the last capture.
    var sourceViews: [ViewSnapshot] = []
    /// The destination side's captured views, from the last capture.
    var destinationViews: [ViewSnapshot] = []
    /// The last plan's tracks and the planner's per-track bookkeeping.
    var planStorage = PlanStorage()

    /// An empty workspace: the first transition allocates as usual.
    public init() {}

    /// `SceneSnapshot.capture(root:in:visiting:)` into the side's buffer from the last capture.
    @inlinable
    package func capture<View: CapturableView>(
        _ side: SceneSide, root: View, in container: View, visiting visit: (View) -> Void = { _ in }
    ) -> SceneSnapshot where View.CaptureNode == View {
        var storage = takeViews(side)
        let snapshot = SceneSnapshot.capture(root: root, in: container, reusing: &storage, visiting: visit)
        keepViews(storage, side)
        return snapshot
    }

    /// The capture for headless trees, specialised inside this module (see `SceneSnapshot.capture(root:in:)`).
    public func capture(_ side: SceneSide, root: HeadlessView, in container: HeadlessView) -> SceneSnapshot {
        capture(side, root: root, in: container, visiting: { (_: HeadlessView) in })
    }

    /// Hands the side's buffer over (the workspace lets go of it, so it is unique if nobody else holds it).
    @usableFromInline
    func takeViews(_ side: SceneSide) -> [ViewSnapshot] {
        var taken: [ViewSnapshot] = []
        if side == .source { swap(&taken, &sourceViews) } else { swap(&taken, &destinationViews) }
        return taken
    }

    /// Keeps a reference to the side's buffer for the next capture.
    @usableFromInline
    func keepViews(_ views: [ViewSnapshot], _ side: SceneSide) {
        if side == .source { sourceViews = views } else { destinationViews = views }
    }
}
