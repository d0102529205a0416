import Testing

@testable import MatchEngine

/// Thousands of random sequences of session calls on random trees: whatever happens, at the end
/// the trees are exactly as they were (plus the destination in the container iff completed), with
/// no stand-in left and no original hidden.
@Suite struct SessionRandomOperationTests {
    enum Operation: CaseIterable {
        case start, startInteractive, update, pause, reverse, finish, cancel, advance, rival, complete
    }

    @Test func randomSequencesAlwaysRestoreTheTrees() throws {
        var r = SeededGenerator(seed: 101)
        var outcomes = [0, 0, 0]  // never started, cancelled, finished
        for sequence in 0..<2_000 {
            let window = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
            let container = HeadlessView(frame: window.bounds)
            window.addSubview(container)
            let source = RandomTrees.make(views: Int.random(in: 1...25, using: &r), using: &r, idPool: 8)
            let destination = RandomTrees.make(views: Int.random(in: 1...25, using: &r), using: &r, idPool: 8)
            for v in source.all + destination.all where r.double(in: 0...1) < 0.15 {
                v.transitionModifiers = [RandomPlans.modifier(&r, allowNaN: true)]
                // Some views fly themselves instead of a snapshot: they leave their tree and must come back.
                if r.double(in: 0...1) < 0.3 { v.transitionModifiers.append(.useOriginalView) }
            }
            container.addSubview(source.root)
            let windowBefore = fingerprint([window]), destinationBefore = fingerprint([destination.root])
            let host = HeadlessHost(container: container)
            let kinds = RandomPlans.kinds, effects = RandomPlans.effects
            let context = TransitionContext(
                kind: kinds[Int.random(in: 0..<kinds.count, using: &r)], containerSize: Size(width: 400, height: 800),
                effect: effects[Int.random(in: 0..<effects.count, using: &r)], duration: r.double(in: 0.1...0.6))
            let session = TransitionSession(host: host, source: source.root, destination: destination.root, context: context)
            let outcome = Outcome()
            session.onCompletion { outcome.results.append($0) }

            for _ in 0..<Int.random(in: 1...14, using: &r) {
                let op = Operation.allCases[Int.random(in: 0..<Operation.allCases.count, using: &r)]
                let velocity = r.double(in: 0...1) < 0.1 ? Double.nan : r.double(in: -6...6)
                switch op {
                case .start: try? session.start()
                case .startInteractive: try? session.startInteractive()
                case .update: try? session.update(progress: r.double(in: -0.2...1.2))
                case .pause: _ = try? session.pause()
                case .reverse: try? session.reverse()
                case .finish: try? session.finish(initialVelocity: velocity)
                case .cancel: try? session.cancel(initialVelocity: velocity)
                case .advance: session.driver?.advance(by: r.double(in: 0...0.3))
                case .complete: try? session.complete(finished: r.bool())
                case .rival:
                    let rival = TransitionSession(host: host, source: source.root, destination: destination.root, context: context)
                    if case .active = session.phase {
                        #expect(throws: SessionError.viewsInUse) { try rival.start() }
                    }
                }
            }
            // Let it end, whichever way it is heading.
            if case .active = session.phase {
                if !session.isRunning { try session.finish(initialVelocity: 0) }
                for _ in 0..<400 where session.phase == .active { session.driver!.advance(by: 1.0 / 30) }
            }
            switch session.phase {
            case .idle:
                outcomes[0] += 1
                #expect(outcome.results.isEmpty)
                #expect(fingerprint([window]) == windowBefore)
            case let .completed(done):
                outcomes[done ? 2 : 1] += 1
                #expect(outcome.results == [done], "sequence \(sequence)")
                if done {
                    // Presenting kinds put the destination on top; pop and dismiss put it under the
                    // source root (which the container then removes, as UIKit does).
                    let expectedIndex = context.kind.isPresenting ? container.subviews.count - 1
                        : (container.subviews.firstIndex { $0 === source.root } ?? 0) - 1
                    #expect(destination.root.superview === container
                            && container.subviews.firstIndex { $0 === destination.root } == expectedIndex)
                    destination.root.removeFromSuperview()
                } else {
                    #expect(destination.root.superview == nil)
                }
                #expect(fingerprint([window]) == windowBefore, "sequence \(sequence)")
            case .active:
                Issue.record("sequence \(sequence) never ended")
            }
            #expect(fingerprint([destination.root]) == destinationBefore, "sequence \(sequence)")
            #expect(!(source.all + destination.all).contains { $0.transitionOwner != nil })
        }
        // The generator exercises every ending.
        #expect(outcomes.allSatisfy { $0 > 100 }, "\(outcomes)")
    }
}
