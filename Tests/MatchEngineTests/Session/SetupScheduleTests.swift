import MatchEngine
import Testing

/// When the flight comes on screen: at once only when every stand-in can come from a screen
/// already rendered with no forced pass; otherwise a turn later, under a cover.
@Suite struct SetupScheduleTests {
    typealias Flier = StandInSchedule.Flier

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var fliers: [Flier]
        var destinationIsRendered: Bool
        /// Expected: waits a turn, and the forced render passes it then makes.
        var waits: Bool
        var forcedPasses: Int
        var description: String { name }
    }

    static let cases: [Case] = [
        // Nothing flies: nothing to snapshot, nothing to wait for.
        Case(name: "no fliers", fliers: [], destinationIsRendered: false, waits: false, forcedPasses: 0),
        // A dismissal over a presenter that stays on screen: both sides rendered, flat.
        Case(name: "both rendered, flat", fliers: [Flier(side: .source, flyingDepth: 0), Flier(side: .destination, flyingDepth: 0)],
             destinationIsRendered: true, waits: false, forcedPasses: 0),
        // A push: the destination was just laid out, never rendered: wait for the committing pass.
        Case(name: "push, flat", fliers: [Flier(side: .source, flyingDepth: 0), Flier(side: .destination, flyingDepth: 0)],
             destinationIsRendered: false, waits: true, forcedPasses: 0),
        // Only source fliers, destination unrendered: every stand-in comes from the screen now.
        Case(name: "push, source fliers only", fliers: [Flier(side: .source, flyingDepth: 0)],
             destinationIsRendered: false, waits: false, forcedPasses: 0),
        // One nesting level: one pass after the children are concealed, under the cover.
        Case(name: "push, nested destination", fliers: [Flier(side: .destination, flyingDepth: 0), Flier(side: .destination, flyingDepth: 1)],
             destinationIsRendered: false, waits: true, forcedPasses: 1),
        // Nested source fliers on rendered screens still need a pass: it waits under the cover too.
        Case(name: "dismiss, nested source", fliers: [Flier(side: .source, flyingDepth: 0), Flier(side: .source, flyingDepth: 1)],
             destinationIsRendered: true, waits: true, forcedPasses: 1),
        // Two nesting levels: a pass per level.
        Case(name: "two levels", fliers: [Flier(side: .source, flyingDepth: 0), Flier(side: .source, flyingDepth: 1), Flier(side: .source, flyingDepth: 2)],
             destinationIsRendered: true, waits: true, forcedPasses: 2),
    ]

    @Test(arguments: cases)
    func waitsOnlyWhenASnapshotNeedsARender(_ c: Case) {
        let setup = SetupSchedule(fliers: c.fliers, destinationIsRendered: c.destinationIsRendered)
        #expect(setup.waitsForNextTurn == c.waits)
        #expect(setup.standIns.renderPasses == c.forcedPasses)
        // Every flier is snapshotted once and concealed once, whichever way.
        let snapshots = setup.standIns.steps.filter { if case .snapshot = $0 { true } else { false } }.count
        let conceals = setup.standIns.steps.filter { if case .conceal = $0 { true } else { false } }.count
        #expect(snapshots == c.fliers.count && conceals == c.fliers.count)
    }

    @Test func aSetupDoneAtOnceNeverForcesARenderPass() {
        // Seeded: whatever the fliers, `.now` means no forced pass (nothing that could flash).
        var rng = SeededGenerator(seed: 0x5E70B)
        for _ in 0..<500 {
            let count = Int.random(in: 0...6, using: &rng)
            let fliers = (0..<count).map { _ in
                Flier(side: Bool.random(using: &rng) ? .source : .destination, flyingDepth: Int.random(in: 0...2, using: &rng))
            }
            let setup = SetupSchedule(fliers: fliers, destinationIsRendered: Bool.random(using: &rng))
            if case let .now(schedule) = setup { #expect(schedule.renderPasses == 0) }
        }
    }
}
