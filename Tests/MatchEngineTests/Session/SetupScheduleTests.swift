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
        /// Expected: waits a turn, and the forced render passes it makes, for a navigation
        /// transition (inside a commit) and for a presentation or tab switch (outside one).
        var waits: Bool
        var forcedInsideCommit: Int
        var forcedOutsideCommit: Int
        var description: String { name }
    }

    static let cases: [Case] = [
        // Nothing flies: nothing to snapshot, nothing to wait for.
        Case(name: "no fliers", fliers: [], destinationIsRendered: false, waits: false, forcedInsideCommit: 0, forcedOutsideCommit: 0),
        // A dismissal over a presenter that stays on screen: both sides rendered, flat.
        Case(name: "both rendered, flat", fliers: [Flier(side: .source, flyingDepth: 0), Flier(side: .destination, flyingDepth: 0)],
             destinationIsRendered: true, waits: false, forcedInsideCommit: 0, forcedOutsideCommit: 0),
        // A destination just laid out, never rendered: wait for the commit (a navigation transition
        // starts inside one) or force the pass (the main queue may come first).
        Case(name: "new destination, flat", fliers: [Flier(side: .source, flyingDepth: 0), Flier(side: .destination, flyingDepth: 0)],
             destinationIsRendered: false, waits: true, forcedInsideCommit: 0, forcedOutsideCommit: 1),
        // Only source fliers, destination unrendered: every stand-in comes from the screen now.
        Case(name: "source fliers only", fliers: [Flier(side: .source, flyingDepth: 0)],
             destinationIsRendered: false, waits: false, forcedInsideCommit: 0, forcedOutsideCommit: 0),
        // One nesting level on a new destination: the children from the first render, the parents
        // from a forced one.
        Case(name: "new destination, nested", fliers: [Flier(side: .destination, flyingDepth: 0), Flier(side: .destination, flyingDepth: 1)],
             destinationIsRendered: false, waits: true, forcedInsideCommit: 1, forcedOutsideCommit: 2),
        // One nesting level on screens already rendered: the commit serves it, or one forced pass.
        Case(name: "both rendered, nested source", fliers: [Flier(side: .source, flyingDepth: 0), Flier(side: .source, flyingDepth: 1)],
             destinationIsRendered: true, waits: true, forcedInsideCommit: 0, forcedOutsideCommit: 1),
        // The example app's push: the grid cell's labels nested in it, the detail flat and new.
        Case(name: "new destination, nested source", fliers: [Flier(side: .source, flyingDepth: 0), Flier(side: .source, flyingDepth: 1),
                                                             Flier(side: .destination, flyingDepth: 0)],
             destinationIsRendered: false, waits: true, forcedInsideCommit: 0, forcedOutsideCommit: 1),
        // Two nesting levels on rendered screens.
        Case(name: "two levels", fliers: [Flier(side: .source, flyingDepth: 0), Flier(side: .source, flyingDepth: 1), Flier(side: .source, flyingDepth: 2)],
             destinationIsRendered: true, waits: true, forcedInsideCommit: 1, forcedOutsideCommit: 2),
    ]

    @Test(arguments: cases)
    func waitsOnlyWhenASnapshotNeedsARender(_ c: Case) {
        for inside in [true, false] {
            let setup = SetupSchedule(fliers: c.fliers, destinationIsRendered: c.destinationIsRendered, startsInsideCommit: inside)
            #expect(setup.waitsForNextTurn == c.waits)
            #expect(setup.forcedRenderPasses == (inside ? c.forcedInsideCommit : c.forcedOutsideCommit), "inside commit: \(inside)")
            // Every flier is snapshotted once and concealed once, whichever way; at most one wait.
            let snapshots = setup.steps.filter { if case .snapshot = $0 { true } else { false } }.count
            let conceals = setup.steps.filter { if case .conceal = $0 { true } else { false } }.count
            #expect(snapshots == c.fliers.count && conceals == c.fliers.count)
            #expect(setup.steps.filter { $0 == SetupSchedule.Step.coverAndWaitForNextTurn }.count <= 1)
        }
    }

    /// Seeded: in any schedule, a snapshot is taken only from a render that shows its view as it
    /// must (its side unchanged since the last render, the commit a navigation transition started
    /// in, or a forced pass), a view is concealed only
    /// after every flier of its stage is taken, and a forced pass comes only after the wait (under
    /// the cover). Checked by replaying the steps against which side each render shows as it is.
    @Test func everySnapshotComesFromARenderOfItsSideAsItIs() {
        var rng = SeededGenerator(seed: 0x5E70B)
        for _ in 0..<500 {
            let count = Int.random(in: 0...7, using: &rng)
            let fliers = (0..<count).map { _ in
                Flier(side: Bool.random(using: &rng) ? .source : .destination, flyingDepth: Int.random(in: 0...2, using: &rng))
            }
            let destinationIsRendered = Bool.random(using: &rng)
            let insideCommit = Bool.random(using: &rng)
            let setup = SetupSchedule(fliers: fliers, destinationIsRendered: destinationIsRendered, startsInsideCommit: insideCommit)
            var upToDate: [SceneSide: Bool] = [.source: true, .destination: destinationIsRendered]
            var concealed = Set<Int>()
            var covered = false
            for step in setup.steps {
                switch step {
                case .coverAndWaitForNextTurn:
                    covered = true
                    // Only a transition that started inside a commit finds it done on the next turn.
                    if insideCommit { upToDate = [.source: true, .destination: true] }
                case let .snapshot(i, forced):
                    if forced {
                        #expect(covered, "a forced pass only under the cover")
                        upToDate = [.source: true, .destination: true]
                    }
                    #expect(upToDate[fliers[i].side] == true, "\(fliers) step \(step)")
                    // Deeper fliers on its side are concealed already; none at its depth or above.
                    for (j, other) in fliers.enumerated() where other.side == fliers[i].side && other.flyingDepth > fliers[i].flyingDepth {
                        #expect(concealed.contains(j))
                    }
                case let .conceal(i):
                    concealed.insert(i)
                    upToDate[fliers[i].side] = false
                }
            }
            #expect(concealed.count == count)
        }
    }
}
