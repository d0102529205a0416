import MatchEngine
import Testing

/// When the flight comes on screen: at once only when every stand-in can come from a screen
/// already rendered with no forced pass; otherwise a turn later, under a cover.
@Suite struct SetupScheduleTests {
    typealias Flier = SetupSchedule.Flier

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var fliers: [Flier]
        var destinationIsRendered: Bool
        /// Expected: waits a turn, and the forced render passes it makes when the wait sees a
        /// commit (a navigation transition started inside one) and when it does not (a
        /// presentation, a tab switch, a navigation transition the app laid out itself).
        var waits: Bool
        var forcedCommitSeen: Int
        var forcedNoCommit: Int
        var description: String { name }
    }

    static let cases: [Case] = [
        // Nothing flies: nothing to snapshot, nothing to wait for.
        Case(name: "no fliers", fliers: [], destinationIsRendered: false, waits: false, forcedCommitSeen: 0, forcedNoCommit: 0),
        // A dismissal over a presenter that stays on screen: both sides rendered, flat.
        Case(
            name: "both rendered, flat", fliers: [Flier(side: .source, flyingDepth: 0), Flier(side: .destination, flyingDepth: 0)],
            destinationIsRendered: true, waits: false, forcedCommitSeen: 0, forcedNoCommit: 0),
        // A destination just laid out, never shown: the commit the wait sees draws it beneath
        // the cover only, so one forced pass under the cover either way.
        Case(
            name: "new destination, flat", fliers: [Flier(side: .source, flyingDepth: 0), Flier(side: .destination, flyingDepth: 0)],
            destinationIsRendered: false, waits: true, forcedCommitSeen: 1, forcedNoCommit: 1),
        // Only source fliers, destination unrendered: every stand-in comes from the screen now.
        Case(
            name: "source fliers only", fliers: [Flier(side: .source, flyingDepth: 0)],
            destinationIsRendered: false, waits: false, forcedCommitSeen: 0, forcedNoCommit: 0),
        // One nesting level on a new destination: the children from one forced pass, the parents
        // from another.
        Case(
            name: "new destination, nested",
            fliers: [Flier(side: .destination, flyingDepth: 0), Flier(side: .destination, flyingDepth: 1)],
            destinationIsRendered: false, waits: true, forcedCommitSeen: 2, forcedNoCommit: 2),
        // One nesting level on screens already rendered: the commit serves it, or one forced pass.
        Case(
            name: "both rendered, nested source", fliers: [Flier(side: .source, flyingDepth: 0), Flier(side: .source, flyingDepth: 1)],
            destinationIsRendered: true, waits: true, forcedCommitSeen: 0, forcedNoCommit: 1),
        // The example app's push: the grid cell's labels nested in it, the detail flat and new:
        // the cell from the commit the wait saw (or a forced pass), the detail from a forced pass.
        Case(
            name: "new destination, nested source",
            fliers: [
                Flier(side: .source, flyingDepth: 0), Flier(side: .source, flyingDepth: 1),
                Flier(side: .destination, flyingDepth: 0),
            ],
            destinationIsRendered: false, waits: true, forcedCommitSeen: 1, forcedNoCommit: 2),
        // A rounded card on screens already rendered (a dismissal over a presenter that stays):
        // flattened, its side needs a render — the commit the wait sees, or one forced pass.
        Case(
            name: "both rendered, rounded source",
            fliers: [Flier(side: .source, flyingDepth: 0, roundsCorners: true), Flier(side: .destination, flyingDepth: 0)],
            destinationIsRendered: true, waits: true, forcedCommitSeen: 0, forcedNoCommit: 1),
        // A rounded thumbnail pushed to a new, rounded detail: the commit the wait sees serves the
        // flattened thumbnail, the detail needs its forced pass anyway (and without a commit, the
        // thumbnail one of its own).
        Case(
            name: "new destination, rounded both",
            fliers: [
                Flier(side: .source, flyingDepth: 0, roundsCorners: true), Flier(side: .destination, flyingDepth: 0, roundsCorners: true),
            ],
            destinationIsRendered: false, waits: true, forcedCommitSeen: 1, forcedNoCommit: 2),
        // Two nesting levels on rendered screens.
        Case(
            name: "two levels",
            fliers: [Flier(side: .source, flyingDepth: 0), Flier(side: .source, flyingDepth: 1), Flier(side: .source, flyingDepth: 2)],
            destinationIsRendered: true, waits: true, forcedCommitSeen: 1, forcedNoCommit: 2),
    ]

    @Test(arguments: cases)
    func waitsOnlyWhenASnapshotNeedsARender(_ c: Case) {
        let setup = SetupSchedule(fliers: c.fliers, destinationIsRendered: c.destinationIsRendered)
        #expect(setup.waitsForNextTurn == c.waits)
        for seen in [true, false] {
            #expect(
                setup.forcedRenderPasses(commitDuringWait: seen) == (seen ? c.forcedCommitSeen : c.forcedNoCommit), "commit seen: \(seen)")
        }
        // Every flier is snapshotted once and concealed once; at most one wait, and a snapshot
        // right after it: from the commit if its side was shown, else forced.
        do {
            let snapshots = setup.steps.filter {
                switch $0 {
                case .snapshot, .snapshotAfterWait: true
                default: false
                }
            }.count
            let conceals = setup.steps.filter { if case .conceal = $0 { true } else { false } }.count
            let flattenings = setup.steps.filter { if case .flatten = $0 { true } else { false } }.count
            #expect(snapshots == c.fliers.count && conceals == c.fliers.count)
            #expect(flattenings == c.fliers.filter(\.roundsCorners).count)
            #expect(setup.steps.filter { $0 == SetupSchedule.Step.coverAndWaitForNextTurn }.count <= 1)
            if let wait = setup.steps.firstIndex(of: .coverAndWaitForNextTurn) {
                switch setup.steps[wait + 1] {
                case .snapshotAfterWait, .snapshot(_, afterScreenUpdates: true): break
                default: Issue.record("\(c): \(setup.steps[wait + 1]) after the wait")
                }
            }
            #expect(setup.steps.filter { if case .snapshotAfterWait = $0 { true } else { false } }.count <= (c.waits ? 1 : 0))
        }
    }

    /// Seeded: in any schedule, whether or not the wait sees a commit, a snapshot is taken only
    /// from a render that shows its view as it must (its side unchanged since the last render, the
    /// commit the wait saw, or a forced pass) and, without screen updates, only of a side the
    /// screen has shown (not only drawn beneath the cover); a view is concealed only after every
    /// flier of its stage is taken, and a forced pass comes only after the wait (under the cover);
    /// a rounded flier is taken flattened and given its radius back when concealed.
    /// Checked by replaying the steps against which side each render shows as it is.
    @Test func everySnapshotComesFromARenderOfItsSideAsItIs() {
        var rng = SeededGenerator(seed: 0x5E70B)
        for _ in 0..<500 {
            let count = Int.random(in: 0...7, using: &rng)
            let fliers = (0..<count).map { _ in
                Flier(
                    side: Bool.random(using: &rng) ? .source : .destination, flyingDepth: Int.random(in: 0...2, using: &rng),
                    roundsCorners: Bool.random(using: &rng))
            }
            let destinationIsRendered = Bool.random(using: &rng)
            let commitDuringWait = Bool.random(using: &rng)
            let sourceIsRendered = Int.random(in: 0..<4, using: &rng) > 0
            let setup = SetupSchedule(fliers: fliers, destinationIsRendered: destinationIsRendered, sourceIsRendered: sourceIsRendered)
            var upToDate: [SceneSide: Bool] = [.source: sourceIsRendered, .destination: destinationIsRendered]
            var shown: [SceneSide: Bool] = [.source: sourceIsRendered, .destination: destinationIsRendered]
            var concealed = Set<Int>()
            var flat = Set<Int>()
            var covered = false
            for step in setup.steps {
                switch step {
                case .coverAndWaitForNextTurn:
                    covered = true
                    // A commit seen during the wait drew both sides as they are.
                    if commitDuringWait { upToDate = [.source: true, .destination: true] }
                case .snapshot, .snapshotAfterWait:
                    let (i, forced): (Int, Bool)
                    switch step {
                    case .snapshot(let index, let afterScreenUpdates): (i, forced) = (index, afterScreenUpdates)
                    case .snapshotAfterWait(let index): (i, forced) = (index, !commitDuringWait)
                    default: continue
                    }
                    if forced {
                        #expect(covered, "a forced pass only under the cover")
                        upToDate = [.source: true, .destination: true]
                        shown = [.source: true, .destination: true]
                    }
                    #expect(upToDate[fliers[i].side] == true, "\(fliers) step \(step)")
                    #expect(shown[fliers[i].side] == true, "never shown: \(fliers) step \(step)")
                    #expect(!fliers[i].roundsCorners || flat.contains(i), "taken with its rounding")
                    // Every rounded flier on its side at its depth is flat already (one render serves the stage).
                    for (j, other) in fliers.enumerated()
                    where other.side == fliers[i].side && other.flyingDepth == fliers[i].flyingDepth && other.roundsCorners {
                        #expect(flat.contains(j))
                    }
                    // Deeper fliers on its side are concealed already; none at its depth or above.
                    for (j, other) in fliers.enumerated() where other.side == fliers[i].side && other.flyingDepth > fliers[i].flyingDepth {
                        #expect(concealed.contains(j))
                    }
                case .flatten(let i):
                    #expect(!concealed.contains(i))
                    flat.insert(i)
                    upToDate[fliers[i].side] = false
                case .conceal(let i):
                    concealed.insert(i)
                    flat.remove(i)
                    upToDate[fliers[i].side] = false
                }
            }
            #expect(concealed.count == count)
            #expect(flat.isEmpty, "every radius given back")
        }
    }
}
