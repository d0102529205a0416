/// Plans a presenting transition from `source` (the screen underneath) to `destination`.
/// Pop and dismiss use it with the sides swapped (`rolesAreMirrored`) and play the result back.
///
/// The pipeline (`tracks(reusing:)`), each stage in its own file: a scan of each side's subtrees
/// (`+SubtreeScan`), the roots (`+Roots`), the matched pairs (`+MatchedPairs`), each side's
/// appearing or disappearing views (`+Riders`), cascades (`+Cascades`), Reduce Motion's dissolve
/// (`+ReduceMotion`), returning views whose partner is gone (`+ReturnFlight`), the stacking order
/// (`StackingRank`), then sanitizing.
struct ForwardPlanner {
    let source: SceneSnapshot
    let destination: SceneSnapshot
    let match: MatchResult
    let context: TransitionContext
    /// The sides are swapped relative to the real transition: conditions (`whenAppearing`, …)
    /// must see the real roles.
    let rolesAreMirrored: Bool
    /// Whether tracks the general rules would build from a view's own records alone — a rider
    /// without modifiers, a matched pair without modifiers (unless a shadow must be shared or
    /// Reduce Motion dissolves it) — are packed straight from their snapshot records (the
    /// default). `false` builds every track by the general rules: the reference the tests compare
    /// the packed ones with, bit for bit.
    var packsPlainTracks = true
    /// Where returning views whose partner is gone fly to (`ReturnFlight.Outcome.fadesToward`):
    /// their last known frame, in the container's coordinates, by index on the real source side
    /// (`landReturningViews`). Empty for every other transition.
    var returnTargets: [Int: Rect] = [:]
    /// Which views fly on their own, each side, worked out the first time a content comparison
    /// needs it (see `contentDiffers`).
    let fliers = FlierMap()

    /// What z-ordering and cascades need to know about a track under construction.
    struct Meta {
        var sourceIndex: Int?
        var destinationIndex: Int?
        var layer: Double
        var zIndex: Double
        var nesting: Int
        var order: Int
    }

    /// The tracks, built in `storage`'s memory when it is not shared any more (a workspace's
    /// buffers from an earlier transition), so a second plan of the same size allocates no new
    /// pages for them; `storage` then shares the result's buffers for the next one. Every state
    /// is sanitized and every timing clamped (`TrackBatch.sanitize(defaultDuration:)`).
    func tracks(reusing storage: inout PlanStorage) {
        let scans = (source: scanSubtrees(source, side: .source), destination: scanSubtrees(destination, side: .destination))
        let ignoring = (source: scans.source.ignored, destination: scans.destination.ignored)
        var batch = PlanStorage()
        swap(&batch, &storage)
        batch.removeAll(reservingCapacity: 3 + 2 * match.pairs.count + match.appearing.count + match.disappearing.count)
        let roots = rootTracks(holdingEffectViews: (scans.source.holdsEffectView, scans.destination.holdsEffectView))
        for r in roots { batch.append(r.track, r.meta) }
        matchedTracks(into: &batch, ignoring: ignoring, landingRoot: roots.first { $0.track.role == .root(.destination) }?.track)
        unmatchedTracks(
            side: .source, root: RootMotion(side: .source, scene: source, roots: roots), ignoring: ignoring.source,
            into: &batch)
        unmatchedTracks(
            side: .destination, root: RootMotion(side: .destination, scene: destination, roots: roots),
            ignoring: ignoring.destination, into: &batch)
        applyCascades(&batch, cascading: (scans.source.cascading, scans.destination.cascading))
        if context.dissolvesInPlace { dissolveInPlace(&batch) }
        if !returnTargets.isEmpty { landReturningViews(&batch) }
        for (rank, i) in StackingRank.order(batch.meta).enumerated() { batch.tracks.setZPosition(Double(rank), ofTrack: i) }
        // The real source's first: a mirrored plan's destination is the real source.
        let (sourceRepairs, destinationRepairs) = (scans.source.modifierRepairs, scans.destination.modifierRepairs)
        batch.modifierRepairs = rolesAreMirrored ? destinationRepairs + sourceRepairs : sourceRepairs + destinationRepairs
        batch.timingRepairs = batch.tracks.sanitize(defaultDuration: context.duration)
        storage = batch
    }
}
