/// A plan under construction: its tracks, packed as they are built, and beside each the planner's
/// bookkeeping for it (`ForwardPlanner.Meta`: what stacking and cascades need to know). Planning
/// thousands of views keeps no ``Track`` (~1 000 bytes) beyond the one being built.
///
/// A workspace keeps one from one transition to the next (`TransitionWorkspace.planStorage`): the
/// next plan writes into the same buffers once the plan that shares them has let go.
struct PlanStorage {
    /// The tracks, packed.
    var tracks = TrackBatch()
    /// One entry per track, in the same order.
    var meta: [ForwardPlanner.Meta] = []
    /// What sanitizing the tracks repaired (`TrackBatch.sanitize(defaultDuration:)`).
    var timingRepairs: [MatchDiagnostic] = []
    /// The views whose modifier values the planner repaired, the real source's first (`SubtreeScan`).
    var modifierRepairs: [MatchDiagnostic] = []

    /// The number of tracks.
    var count: Int { tracks.count }

    /// Appends `track` and its bookkeeping.
    mutating func append(_ track: Track, _ meta: ForwardPlanner.Meta) {
        tracks.append(track)
        self.meta.append(meta)
    }

    /// Empties the tracks and their bookkeeping, keeping their buffers when nothing else shares
    /// them, with room for `count` tracks; forgets the last repairs.
    mutating func removeAll(reservingCapacity count: Int) {
        timingRepairs = []
        modifierRepairs = []
        tracks.removeAll(reservingCapacity: count)
        meta.removeAll(keepingCapacity: true)
        meta.reserveCapacity(count)
    }
}
