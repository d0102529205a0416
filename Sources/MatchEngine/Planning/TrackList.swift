/// A plan's tracks, stored compactly: each ``Track`` is built when read.
///
/// A ``Track`` is ~1 000 bytes; stored as it is, the tracks of a 10 000-view transition would hold
/// ~12 MB while it runs. The list keeps 368 bytes per track instead: a 48-byte record (role,
/// view, path, crossfade partner, an index into the distinct timings) and the two end states in
/// a compact form (2-D affine transforms inline; 3-D transforms, uneven corners, clips, content
/// rectangles and shadows in side tables, only for the states that have them). A track read back
/// equals the one stored, every number bit for bit (tracks that share a timing share one copy of
/// its delay, duration, curve and direction; timings equal under `==` are shared, so a delay of −0
/// may read back as +0).
///
/// Reading `list[i]` builds the whole track (two states unpacked, ~1 KB written): fine for a
/// host setting up a transition or for a test; per frame, use the plan's evaluation.
public struct TrackList: RandomAccessCollection, Sendable {
    /// Per track: role, view, path, partner and timing index.
    let records: [TrackRecord]
    /// Track i's from-state is state 2i, its to-state 2i + 1.
    let ends: StateStore
    /// The distinct timings, in order of first use.
    let timings: [TimingGroup.Key]

    /// Packs `tracks`.
    package init(_ tracks: some Collection<Track>) {
        var batch = TrackBatch()
        batch.removeAll(reservingCapacity: tracks.count)
        for track in tracks { batch.append(track) }
        self.init(packing: &batch)
    }

    /// The tracks of `batch`, their timings stored once each; its records and states are shared,
    /// never copied. The planner reserves room for every matched pair crossfading (two tracks), so
    /// a plan may hold room for up to one more track per matched pair than it uses: reserved and
    /// never written, which costs address space, not memory (untouched pages are never made
    /// resident). Copying them to size instead wrote every track a second time into new pages:
    /// 26–32 % of the mixed scene's plan stage at 1 000 and 10 000 views, and a fifth of its page
    /// faults.
    init(packing batch: inout TrackBatch) {
        timings = batch.shareTimings()
        records = batch.records
        ends = batch.ends
    }

    /// The same tracks in buffers of their own: shared with no workspace, so one that handed the
    /// plan its buffers can reuse them while this copy is kept.
    var copied: TrackList {
        TrackList(records: records.copiedToSize, ends: ends.copied, timings: timings)
    }

    private init(records: [TrackRecord], ends: StateStore, timings: [TimingGroup.Key]) {
        self.records = records
        self.ends = ends
        self.timings = timings
    }

    /// No tracks.
    package init() {
        self.init([Track]())
    }

    /// The first index: 0.
    public var startIndex: Int { 0 }
    /// One past the last index: the number of tracks.
    public var endIndex: Int { records.count }

    /// Track `index`, built from its record, its timing and its two states.
    public subscript(index: Int) -> Track {
        let r = records[index]
        return Track(r, timing: timings[Int(r.timing)], from: ends[2 * index], to: ends[2 * index + 1])
    }

    /// Bytes the list holds: its records, its states with their side tables, its timings.
    @_spi(Harness) public var byteCount: Int {
        records.count * MemoryLayout<TrackRecord>.stride + ends.byteCount
            + timings.count * MemoryLayout<TimingGroup.Key>.stride
    }

    // MARK: Parts of a track, without building it

    /// Whether either of track `index`'s states has a shadow (read from the packed states; the
    /// track is not built).
    package func hasShadow(_ index: Int) -> Bool {
        ends.states[2 * index].shadow >= 0 || ends.states[2 * index + 1].shadow >= 0
    }

    /// Track `index`'s role.
    func role(_ index: Int) -> Track.Role { records[index].trackRole }
    /// Track `index`'s snapshot view.
    func view(_ index: Int) -> ViewReference? { records[index].view }
    /// Track `index`'s route.
    func path(_ index: Int) -> MotionPath { records[index].path }
    /// Track `index`'s from-state.
    func from(_ index: Int) -> ViewState { ends[2 * index] }
    /// Track `index`'s to-state.
    func to(_ index: Int) -> ViewState { ends[2 * index + 1] }
    /// Track `index`'s stacking order: its from-state's (the planner gives both states the same).
    func zPosition(_ index: Int) -> Double { ends.states[2 * index].zPosition }

    /// Whether either of track `index`'s states has a content rectangle (its stand-in flies in a frame).
    func hasContentRect(_ index: Int) -> Bool { ends.states[2 * index].content >= 0 || ends.states[2 * index + 1].content >= 0 }

    /// Calls `body` with track `index`'s two states unpacked (on the stack, not the heap).
    @inline(__always)
    func withEnds<R>(_ index: Int, _ body: (UnsafePointer<ViewState>, UnsafePointer<ViewState>) -> R) -> R {
        var from = ends[2 * index]
        var to = ends[2 * index + 1]
        return withUnsafePointer(to: &from) { a in withUnsafePointer(to: &to) { b in body(a, b) } }
    }
}

extension TrackList: Hashable {
    /// Lists are equal when their tracks are, in order.
    public static func == (a: TrackList, b: TrackList) -> Bool {
        a.elementsEqual(b)
    }

    /// Hashes every track.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for track in self { hasher.combine(track) }
    }
}
