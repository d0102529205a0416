import Testing

@_spi(Harness) @testable import MatchEngine

/// A timing the planner cannot play as given is repaired — and the repair is reported in the plan.
@Suite struct TimingRepairTests {
    /// A card that moves, its source side carrying `modifiers`, planned with a transition duration of
    /// `duration` seconds.
    static func cardPlan(modifiers: [Modifier], duration: Double = 0.5) -> TransitionPlan {
        let card = view("card", Rect(x: 0, y: 0, width: 100, height: 100))
        card.transitionModifiers = modifiers
        let source = screen([card])
        let destination = screen([view("card", Rect(x: 200, y: 400, width: 300, height: 200))])
        return plan(
            source, destination, TransitionContext(kind: .push, containerSize: container, effect: .none, duration: duration))
    }

    static func repairs(_ plan: TransitionPlan) -> [TimingRepair: Int] {
        var found: [TimingRepair: Int] = [:]
        for case .timingRepaired(let repair, let count) in plan.diagnostics { found[repair] = count }
        return found
    }

    static func matchedTrack(_ plan: TransitionPlan) -> Track? {
        plan.tracks.first { if case .matched = $0.role { true } else { false } }
    }

    /// (modifiers, the repair reported, the matched track's delay and duration after it, in
    /// seconds). Limits: 60 s (`Track.maximumDelay`, `Track.maximumDuration`). The count is the
    /// number of tracks repaired: every track the card's modifiers time.
    @Test(arguments: [
        ([Modifier.delay(1e300)], TimingRepair.trackDelayTooLong, 60.0, 0.5),
        ([.delay(61)], .trackDelayTooLong, 60, 0.5),
        ([.duration(1e9)], .trackDurationTooLong, 0, 60),
        ([.delay(1e300), .duration(1e300)], .trackDurationTooLong, 60, 60),
    ])
    func aTrackTimingRepairedIsReported(_ row: ([Modifier], TimingRepair, Double, Double)) throws {
        let plan = Self.cardPlan(modifiers: row.0)
        let repaired = plan.tracks.filter { $0.delay == Track.maximumDelay || $0.duration == Track.maximumDuration }.count
        #expect(repaired > 0)
        #expect(Self.repairs(plan)[row.1] == repaired, "\(plan.diagnostics)")
        let track = try #require(Self.matchedTrack(plan))
        #expect(track.delay == row.2)
        #expect(track.duration == row.3)
    }

    /// The transition's own duration: not finite or negative → 0.5 s; longer than 60 s → 60 s.
    @Test(arguments: [(Double.nan, TimingRepair.durationInvalid, 0.5), (-1, .durationInvalid, 0.5), (1e300, .durationTooLong, 60)])
    func theTransitionsDurationRepairedIsReported(_ row: (Double, TimingRepair, Double)) throws {
        let plan = Self.cardPlan(modifiers: [], duration: row.0)
        #expect(Self.repairs(plan) == [row.1: 1], "\(plan.diagnostics)")
        #expect(try #require(Self.matchedTrack(plan)).duration == row.2)
    }

    @Test func aPlayablePlanReportsNoRepair() {
        #expect(Self.repairs(Self.cardPlan(modifiers: [.delay(0.2), .duration(0.3)])).isEmpty)
        #expect(Self.repairs(Self.cardPlan(modifiers: [], duration: 60)).isEmpty)
    }

    @Test func aRepairSaysWhatWasUsed() {
        #expect(
            MatchDiagnostic.timingRepaired(.trackDelayTooLong, count: 3).description
                == "3 tracks had a delay longer than 60 s; 60 s was used")
        #expect(
            MatchDiagnostic.timingRepaired(.durationInvalid, count: 1).description
                == "the transition's duration was negative or not a number; 0.5 s was used")
    }
}
