/// The planner's tracks under construction, packed as they are appended: a ``Track`` (~1 000 bytes)
/// exists only on the stack while one is built; the batch holds the compact form that the plan's
/// ``TrackList`` keeps (its records and states are shared with the list, never copied; see
/// `TrackList.init(packing:)`).
///
/// Each track keeps its own timing here (the planner still changes delays and durations); the
/// list stores only the distinct ones.
struct TrackBatch: Sendable {
    private(set) var records: [TrackRecord] = []
    /// Per track: delay, duration, curve and direction.
    private(set) var timings: [TimingGroup.Key] = []
    /// Track i's from-state is state 2i, its to-state 2i + 1.
    private(set) var ends = StateStore()
    /// How many tracks since the last `removeAll` were packed straight from their records:
    /// riders without modifiers (`appendPlain(_:timing:view:of:awayPosition:awayAlpha:)`),
    /// views with plain effects of their own (the overload with `awayTransform`) and matched
    /// stand-ins (`appendFlight`). What the planner's fast paths took, for the tests that compare
    /// them with the general rules.
    private(set) var packedFromRecords = (riders: 0, withEffects: 0, flights: 0)

    /// The number of tracks.
    var count: Int { records.count }

    /// Empties the batch; its buffers keep their capacity when nobody else holds them.
    mutating func removeAll(reservingCapacity capacity: Int) {
        records.removeAll(keepingCapacity: true)
        timings.removeAll(keepingCapacity: true)
        ends.removeAll()
        packedFromRecords = (0, 0, 0)
        records.reserveCapacity(capacity)
        timings.reserveCapacity(capacity)
        ends.reserveCapacity(2 * capacity)
    }

    /// Appends `track`, packed.
    mutating func append(_ track: Track) {
        records.append(TrackRecord(track, timing: 0))
        timings.append(TimingGroup.Key(track))
        ends.append(track.from)
        ends.append(track.to)
    }

    /// Appends an appearing or disappearing track of captured view `views[index]`, which only
    /// follows its root (see `ForwardPlanner`): its own state at one end, at `awayPosition` with
    /// `awayAlpha` at the other, as `append(_:)` stores such a track, without building its
    /// ``ViewState``s or ``Track``.
    mutating func appendPlain(
        _ record: TrackRecord, timing: TimingGroup.Key, view index: Int, of views: [ViewSnapshot], awayPosition: Point,
        awayAlpha: Double
    ) {
        packedFromRecords.riders += 1
        records.append(record)
        timings.append(timing)
        let leaving = record.role == .disappearing
        let position = views[index].position
        let alpha = views[index].effectiveAlpha
        ends.append(
            index, of: views, position: leaving ? position : awayPosition, alpha: leaving ? alpha : awayAlpha,
            contentRect: nil)
        ends.append(
            index, of: views, position: leaving ? awayPosition : position, alpha: leaving ? awayAlpha : alpha,
            contentRect: nil)
    }

    /// `appendPlain` for a view that also changes its own transform: `awayTransform` at the other
    /// end (a fade, scale or translation of its own; see `ForwardPlanner`).
    mutating func appendPlain(
        _ record: TrackRecord, timing: TimingGroup.Key, view index: Int, of views: [ViewSnapshot], awayPosition: Point,
        awayAlpha: Double, awayTransform: Transform3D
    ) {
        packedFromRecords.withEffects += 1
        records.append(record)
        timings.append(timing)
        let leaving = record.role == .disappearing
        let position = views[index].position
        let alpha = views[index].effectiveAlpha
        let own = views[index].transform
        ends.append(
            index, of: views, position: leaving ? position : awayPosition, alpha: leaving ? alpha : awayAlpha,
            transform: leaving ? own : awayTransform)
        ends.append(
            index, of: views, position: leaving ? awayPosition : position, alpha: leaving ? awayAlpha : alpha,
            transform: leaving ? awayTransform : own)
    }

    /// Appends a matched stand-in flying from captured view `sourceViews[source]`'s own state to
    /// `destinationViews[destination]`'s (each `ViewState(view)`) with the alpha and content
    /// rectangle given for each end, as `append(_:)` stores such a track, without building its
    /// ``ViewState``s or ``Track``.
    mutating func appendFlight(
        _ record: TrackRecord, timing: TimingGroup.Key,
        from source: Int, of sourceViews: [ViewSnapshot], alpha sourceAlpha: Double, content sourceContent: Rect?,
        to destination: Int, of destinationViews: [ViewSnapshot], alpha destinationAlpha: Double, content destinationContent: Rect?
    ) {
        packedFromRecords.flights += 1
        records.append(record)
        timings.append(timing)
        ends.append(
            source, of: sourceViews, position: sourceViews[source].position, alpha: sourceAlpha,
            contentRect: sourceContent)
        ends.append(
            destination, of: destinationViews, position: destinationViews[destination].position,
            alpha: destinationAlpha, contentRect: destinationContent)
    }

    /// Track `index`, built.
    func track(_ index: Int) -> Track {
        Track(records[index], timing: timings[index], from: ends[2 * index], to: ends[2 * index + 1])
    }

    /// Replaces track `index`.
    mutating func replace(_ index: Int, with track: Track) {
        records[index] = TrackRecord(track, timing: 0)
        timings[index] = TimingGroup.Key(track)
        ends.replace(2 * index, with: track.from)
        ends.replace(2 * index + 1, with: track.to)
    }

    /// Delays track `index` by `seconds` more.
    mutating func addDelay(_ seconds: Double, toTrack index: Int) {
        timings[index].delay += seconds
    }

    /// Puts track `index` at stacking order `z` at both ends.
    mutating func setZPosition(_ z: Double, ofTrack index: Int) {
        ends.setZPosition(z, ofState: 2 * index)
        ends.setZPosition(z, ofState: 2 * index + 1)
    }

    /// Makes every state finite (`ViewState.sanitized`) and every timing plannable: delays into
    /// 0…``Track/maximumDelay`` (not finite: 0), durations into 0…``Track/maximumDuration`` (not
    /// finite: `defaultDuration`), then, when the plan has any length, at least
    /// ``Track/minimumDuration`` (an instant change becomes a ramp that keyframes reproduce exactly).
    /// Returns what was repaired, one diagnostic per kind with the number of tracks (a negative
    /// delay or duration within rounding, above −1 ns, is not reported).
    mutating func sanitize(defaultDuration: Double) -> [MatchDiagnostic] {
        ends.sanitizeAll()
        var repairs: [TimingRepair: Int] = [:]
        for i in timings.indices {
            let delay = timings[i].delay
            let duration = timings[i].duration
            if let repair = Self.repair(delay, limit: Track.maximumDelay, invalid: .trackDelayInvalid, tooLong: .trackDelayTooLong) {
                repairs[repair, default: 0] += 1
            }
            if let repair = Self.repair(
                duration, limit: Track.maximumDuration, invalid: .trackDurationInvalid, tooLong: .trackDurationTooLong)
            {
                repairs[repair, default: 0] += 1
            }
            timings[i].delay = delay.isFinite ? min(max(delay, 0), Track.maximumDelay) : 0
            timings[i].duration = duration.isFinite ? min(max(duration, 0), Track.maximumDuration) : defaultDuration
        }
        if latestEnd > 0 {
            for i in timings.indices where timings[i].duration < Track.minimumDuration {
                timings[i].duration = Track.minimumDuration
            }
        }
        return TimingRepair.allCases.compactMap { repair in repairs[repair].map { .timingRepaired(repair, count: $0) } }
    }

    /// What `sanitize` repairs in a delay or duration of `value` seconds: `invalid` when it is
    /// not finite or below −1 ns, `tooLong` when above `limit`, else nothing.
    private static func repair(_ value: Double, limit: Double, invalid: TimingRepair, tooLong: TimingRepair) -> TimingRepair? {
        if !value.isFinite || value < -1e-9 { return invalid }
        return value > limit ? tooLong : nil
    }

    /// The latest end (delay + duration) of any track, in seconds; 0 for none.
    var latestEnd: Double { TimingGroup.Key.latestEnd(of: timings) }

    /// Every track run backwards over a plan of `totalDuration` seconds with the sides swapped,
    /// in place: at plan time T − t each is where it was at t (its ends exchanged, its delay
    /// `T − delay − duration`, its timing reversed, its roles and views on the other side, an arc
    /// bulging the other way).
    mutating func playBack(totalDuration: Double) {
        for i in records.indices {
            ends.swapStates(2 * i, 2 * i + 1)
            let t = timings[i]
            timings[i].delay = max(0, totalDuration - t.delay - t.duration)
            timings[i].reversed = !t.reversed
            records[i].playBack()
        }
    }

    /// The distinct timings, in order of first use, with each record pointing at its own: what a
    /// ``TrackList`` stores.
    mutating func shareTimings() -> [TimingGroup.Key] {
        var distinct: [TimingGroup.Key] = []
        var index: [TimingGroup.Key: Int32] = [:]
        var previous: (key: TimingGroup.Key, index: Int32)?
        for i in records.indices {
            let key = timings[i]
            let k: Int32
            // Neighbouring tracks usually share their timing: no hashing then.
            if let p = previous, p.key == key {
                k = p.index
            } else if let known = index[key] {
                k = known
            } else {
                k = Int32(distinct.count)
                index[key] = k
                distinct.append(key)
            }
            previous = (key, k)
            records[i].timing = k
        }
        return distinct
    }
}
