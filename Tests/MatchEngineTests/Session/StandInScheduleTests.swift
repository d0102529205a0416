import MatchEngine
import Testing

/// The snapshot/conceal order and its render passes, derived by hand from the rules: a side's
/// pixels are current until something on it is concealed (or always stale, if never rendered);
/// a render pass makes both sides current.
@Suite struct StandInScheduleTests {
    typealias F = StandInSchedule.Flier
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let fliers: [F]
        let sourceRendered: Bool
        let destinationRendered: Bool
        let steps: [StandInSchedule.Step]
        let renders: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "nothing flies", fliers: [], sourceRendered: true, destinationRendered: false, steps: [], renders: 0),
        Case(name: "two source views, on screen: no render",
             fliers: [F(side: .source, flyingDepth: 0), F(side: .source, flyingDepth: 0)],
             sourceRendered: true, destinationRendered: false,
             steps: [.snapshot(0, afterScreenUpdates: false), .snapshot(1, afterScreenUpdates: false), .conceal(0), .conceal(1)],
             renders: 0),
        Case(name: "a pair, destination just laid out: one render",
             fliers: [F(side: .source, flyingDepth: 0), F(side: .destination, flyingDepth: 0), F(side: .destination, flyingDepth: 0)],
             sourceRendered: true, destinationRendered: false,
             steps: [.snapshot(0, afterScreenUpdates: false), .snapshot(1, afterScreenUpdates: true),
                     .snapshot(2, afterScreenUpdates: false), .conceal(0), .conceal(1), .conceal(2)],
             renders: 1),
        Case(name: "nested on the destination: the child first, then the parent without it",
             fliers: [F(side: .destination, flyingDepth: 0), F(side: .destination, flyingDepth: 1)],
             sourceRendered: true, destinationRendered: false,
             steps: [.snapshot(1, afterScreenUpdates: true), .conceal(1), .snapshot(0, afterScreenUpdates: true), .conceal(0)],
             renders: 2),
        Case(name: "nested on the source: its child from the screen, the parent after one render",
             fliers: [F(side: .source, flyingDepth: 0), F(side: .source, flyingDepth: 1)],
             sourceRendered: true, destinationRendered: true,
             steps: [.snapshot(1, afterScreenUpdates: false), .conceal(1), .snapshot(0, afterScreenUpdates: true), .conceal(0)],
             renders: 1),
        Case(name: "nested on one side does not cost a render on the other",
             fliers: [F(side: .source, flyingDepth: 1), F(side: .destination, flyingDepth: 0)],
             sourceRendered: true, destinationRendered: true,
             steps: [.snapshot(0, afterScreenUpdates: false), .conceal(0), .snapshot(1, afterScreenUpdates: false), .conceal(1)],
             renders: 0),
    ]

    @Test(arguments: cases)
    func schedules(_ c: Case) {
        let schedule = StandInSchedule(fliers: c.fliers, sourceIsRendered: c.sourceRendered, destinationIsRendered: c.destinationRendered)
        #expect(schedule.steps == c.steps)
        #expect(schedule.renderPasses == c.renders)
    }
}
