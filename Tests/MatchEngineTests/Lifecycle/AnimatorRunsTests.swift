import Testing

@testable import MatchEngine

/// The runs of one animator object: one controller per run, none after a run ended until the next.
@Suite struct AnimatorRunsTests {
    typealias Runs = AnimatorRuns<HeadlessHost, HeadlessTransitionContext>

    static func makeRuns(made: @escaping (TransitionContext.Kind, [TransitionID: Rect]) -> Void = { _, _ in }) -> Runs {
        Runs(
            kind: .push, clock: { 0 },
            make: { kind, returning in
                made(kind, returning)
                return HeadlessController(
                    configuration: TransitionContext(kind: kind, containerSize: Size(width: 390, height: 844)),
                    clock: ManualFrameClock(), makeHost: { HeadlessHost(container: $0.containerView) })
            })
    }

    @Test func everyCallOfARunReachesItsOneController() {
        var made: [TransitionContext.Kind] = []
        let runs = Self.makeRuns { kind, _ in made.append(kind) }
        let first = runs.current()
        #expect(first != nil && runs.current() === first, "a run the container began without asking: made on its first call, once")
        #expect(made == [.push])
        var ended: [(ObjectIdentifier?, Bool)] = []
        runs.onRunEnded = { controller, completed in ended.append((controller.map(ObjectIdentifier.init), completed)) }
        runs.end(true)
        #expect(runs.current() == nil, "a call after the run ended makes no new run")
        #expect(ended.count == 1 && ended[0].0 == first.map(ObjectIdentifier.init) && ended[0].1)
        runs.end(false)
        #expect(ended.count == 1, "a repeated or late animationEnded ends nothing more")
        let returning: [TransitionID: Rect] = [TransitionID("a"): Rect(x: 1, y: 2, width: 3, height: 4)]
        var madeReturning: [[TransitionID: Rect]] = []
        let pops = Self.makeRuns { _, frames in madeReturning.append(frames) }
        let pop = pops.begin(kind: .pop, returning: returning)
        #expect(pops.kind == .pop && pops.current() === pop && madeReturning == [returning])
        pops.end(false)
        let again = pops.begin(kind: .push)
        #expect(again !== pop && pops.current() === again, "the next run is a fresh controller")
    }
}
