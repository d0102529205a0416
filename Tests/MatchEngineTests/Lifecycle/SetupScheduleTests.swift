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
        /// Expected: waits a turn, and the render passes it forces under the cover.
        var waits: Bool
        var forced: Int
        var description: String { name }
    }

    static let cases: [Case] = [
        // Nothing flies: nothing to snapshot, nothing to wait for.
        Case(name: "no fliers", fliers: [], destinationIsRendered: false, waits: false, forced: 0),
        // A dismissal over a presenter that stays on screen: both sides rendered, flat.
        Case(
            name: "both rendered, flat", fliers: [Flier(side: .source, flyingDepth: 0), Flier(side: .destination, flyingDepth: 0)],
            destinationIsRendered: true, waits: false, forced: 0),
        // A destination just laid out, never shown: one forced pass under the cover (a commit the
        // wait sees draws it beneath the cover only).
        Case(
            name: "new destination, flat", fliers: [Flier(side: .source, flyingDepth: 0), Flier(side: .destination, flyingDepth: 0)],
            destinationIsRendered: false, waits: true, forced: 1),
        // Only source fliers, destination unrendered: every stand-in comes from the screen now.
        Case(
            name: "source fliers only", fliers: [Flier(side: .source, flyingDepth: 0)],
            destinationIsRendered: false, waits: false, forced: 0),
        // One nesting level on a new destination: the children from one forced pass, the parents
        // from another once the children are concealed.
        Case(
            name: "new destination, nested",
            fliers: [Flier(side: .destination, flyingDepth: 0), Flier(side: .destination, flyingDepth: 1)],
            destinationIsRendered: false, waits: true, forced: 2),
        // One nesting level on screens already rendered: the children from the screen now, the
        // parents from one forced pass.
        Case(
            name: "both rendered, nested source", fliers: [Flier(side: .source, flyingDepth: 0), Flier(side: .source, flyingDepth: 1)],
            destinationIsRendered: true, waits: true, forced: 1),
        // The example app's push: the grid cell's labels nested in it, the detail flat and new: the
        // labels from the screen now; the cell and the detail from one forced pass.
        Case(
            name: "new destination, nested source",
            fliers: [
                Flier(side: .source, flyingDepth: 0), Flier(side: .source, flyingDepth: 1),
                Flier(side: .destination, flyingDepth: 0),
            ],
            destinationIsRendered: false, waits: true, forced: 1),
        // A rounded card on screens already rendered (a dismissal over a presenter that stays):
        // flattened, its side needs one forced pass.
        Case(
            name: "both rendered, rounded source",
            fliers: [Flier(side: .source, flyingDepth: 0, roundsCorners: true), Flier(side: .destination, flyingDepth: 0)],
            destinationIsRendered: true, waits: true, forced: 1),
        // A rounded thumbnail pushed to a new, rounded detail: one forced pass serves both.
        Case(
            name: "new destination, rounded both",
            fliers: [
                Flier(side: .source, flyingDepth: 0, roundsCorners: true), Flier(side: .destination, flyingDepth: 0, roundsCorners: true),
            ],
            destinationIsRendered: false, waits: true, forced: 1),
        // Two nesting levels on rendered screens: one forced pass per level above the deepest.
        Case(
            name: "two levels",
            fliers: [Flier(side: .source, flyingDepth: 0), Flier(side: .source, flyingDepth: 1), Flier(side: .source, flyingDepth: 2)],
            destinationIsRendered: true, waits: true, forced: 2),
    ]

    @Test(arguments: cases)
    func waitsOnlyWhenASnapshotNeedsARender(_ c: Case) {
        let setup = SetupSchedule(fliers: c.fliers, destinationIsRendered: c.destinationIsRendered)
        #expect(setup.waitsForNextTurn == c.waits)
        #expect(setup.forcedRenderPasses == c.forced)
        // Every flier is snapshotted once and concealed once, rounded ones flattened once; at most
        // one wait, and a snapshot after screen updates right after it.
        let snapshots = setup.steps.filter { if case .snapshot = $0 { true } else { false } }.count
        let conceals = setup.steps.filter { if case .conceal = $0 { true } else { false } }.count
        let flattenings = setup.steps.filter { if case .flatten = $0 { true } else { false } }.count
        #expect(snapshots == c.fliers.count && conceals == c.fliers.count)
        #expect(flattenings == c.fliers.filter(\.roundsCorners).count)
        #expect(setup.steps.filter { $0 == SetupSchedule.Step.coverAndWaitForNextTurn }.count <= 1)
        if let wait = setup.steps.firstIndex(of: .coverAndWaitForNextTurn) {
            guard case .snapshot(_, afterScreenUpdates: true) = setup.steps[wait + 1] else {
                Issue.record("\(c): \(setup.steps[wait + 1]) after the wait")
                return
            }
        }
    }

    /// Seeded: in any schedule a snapshot without screen updates is taken only of a side the last
    /// render drew as it is (unchanged since: no concealment, no flattening, no wait in between), a
    /// view is concealed only after every flier of its stage is taken, a forced pass comes only
    /// after the wait (under the cover), and a rounded flier is taken flattened and given its
    /// rounding back when concealed. Checked by replaying the steps against which side each render
    /// shows as it is.
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
            let sourceIsRendered = Int.random(in: 0..<4, using: &rng) > 0
            let setup = SetupSchedule(fliers: fliers, destinationIsRendered: destinationIsRendered, sourceIsRendered: sourceIsRendered)
            var upToDate: [SceneSide: Bool] = [.source: sourceIsRendered, .destination: destinationIsRendered]
            var concealed = Set<Int>()
            var flat = Set<Int>()
            var covered = false
            for step in setup.steps {
                switch step {
                case .coverAndWaitForNextTurn:
                    covered = true
                case .snapshot(let i, let forced):
                    if forced {
                        #expect(covered, "a forced pass only under the cover")
                        upToDate = [.source: true, .destination: true]
                    }
                    #expect(upToDate[fliers[i].side] == true, "\(fliers) step \(step)")
                    #expect(!fliers[i].roundsCorners || flat.contains(i), "taken with its rounding")
                    // Deeper fliers on its side are concealed already; every rounded one of its
                    // stage is flat already (one render serves the stage).
                    for (j, other) in fliers.enumerated() where other.side == fliers[i].side {
                        if other.flyingDepth > fliers[i].flyingDepth { #expect(concealed.contains(j)) }
                        if other.flyingDepth == fliers[i].flyingDepth, other.roundsCorners { #expect(flat.contains(j)) }
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
            #expect(flat.isEmpty, "every rounding given back")
        }
    }

    /// A flier's depth is the number of its flying ancestors, the captured root not counted:
    /// `flyingDepths` (one pass in pre-order) against the walk up from each view, written out
    /// here, over seeded random trees (some of them long chains) and random flying sets.
    @Test func flyingDepthsAreTheFlyingAncestorsOfEachView() {
        var rng = SeededGenerator(seed: 0xF1_D3_97)
        for round in 0..<200 {
            let count = 1 + Int(rng.next() % 60)
            let chain = round % 5 == 0
            var parents = [-1]
            for i in 1..<max(count, 1) { parents.append(chain ? i - 1 : Int(rng.next() % UInt64(i))) }
            var depth = [0]
            for i in 1..<max(count, 1) { depth.append(depth[parents[i]] + 1) }
            var end = Array(1...count)
            for i in (1..<max(count, 1)).reversed() { end[parents[i]] = max(end[parents[i]], end[i]) }
            let scene = SceneSnapshot(
                views: (0..<count).map { i in
                    ViewSnapshot(
                        parent: parents[i], depth: depth[i], subtreeEnd: end[i], position: .zero,
                        size: Size(width: 1, height: 1))
                },
                containerBounds: Rect(x: 0, y: 0, width: 10, height: 10))
            let flying = (1..<max(count, 1)).filter { _ in rng.next() % 3 == 0 }
            func walked(_ index: Int) -> Int {
                var n = 0
                var p = parents[index]
                while p > 0 {
                    if flying.contains(p) { n += 1 }
                    p = parents[p]
                }
                return n
            }
            let depths = SetupSchedule.flyingDepths(in: scene, flying: flying)
            #expect(depths == (0..<count).map(walked), "round \(round)")
        }
    }
}
