import Testing

@_spi(Harness) @testable import MatchEngine

/// Thousands of random sequences of the calls a container and a finger make on
/// `TransitionController` (the object UIKit's calls are forwarded to), on random trees, over a
/// headless context: whatever happens, at the end the trees are exactly as they were (plus the
/// destination in the container iff completed), with no stand-in left and no original hidden, the
/// outcome reported once, and the context never misused.
@Suite struct ControllerRandomOperationTests {
    enum Operation: CaseIterable {
        /// The container begins: `startInteractiveTransition`, or `animateTransition`.
        case begin, beginAnimated
        /// The finger: down (a grab), moved, lifted, cancelled.
        case grab, drag, release, gestureCancelled
        /// Programmatic releases.
        case finish, cancel
        /// Time.
        case advance
        /// A second transition on the same views while this one runs: it waits for them.
        case rival
        /// The container ends the transition before the driver does (`animationEnded`).
        case containerEnds
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
            let windowBefore = fingerprint([window])
            let destinationBefore = fingerprint([destination.root])
            let kinds = RandomPlans.kinds
            let effects = RandomPlans.effects
            let context = TransitionContext(
                kind: kinds[Int.random(in: 0..<kinds.count, using: &r)], containerSize: Size(width: 400, height: 800),
                effect: effects[Int.random(in: 0..<effects.count, using: &r)], duration: r.double(in: 0.1...0.6))
            let run = HeadlessTransition(configuration: context, container: container, source: source.root, destination: destination.root)
            let outcome = Outcome()
            run.controller.onCompletion { outcome.results.append($0) }
            var translation = Vector.zero
            var opsLog: [String] = []
            var rivals: [HeadlessTransition] = []

            for _ in 0..<Int.random(in: 1...14, using: &r) {
                let op = Operation.allCases[Int.random(in: 0..<Operation.allCases.count, using: &r)]
                let velocity = r.double(in: 0...1) < 0.1 ? Double.nan : r.double(in: -6...6)
                opsLog.append("\(op) \(run.phase) \(run.context.isInteractive)")
                switch op {
                case .begin: run.begin()
                case .beginAnimated: run.begin(callsAnimateTransition: true)
                case .grab:
                    translation = .zero
                    run.grab(direction: Vector(dx: r.double(in: -1...1), dy: r.double(in: -1...1)), distance: r.double(in: 50...500))
                case .drag:
                    translation = Vector(dx: r.double(in: -600...600), dy: r.double(in: -600...600))
                    run.drag(translation)
                case .release: run.release(translation: translation, velocity: Vector(dx: velocity * 200, dy: r.double(in: -900...900)))
                case .gestureCancelled: run.cancelGesture()
                case .finish: run.finish(initialVelocity: velocity)
                case .cancel: run.cancel(initialVelocity: velocity)
                case .advance: run.advance(by: r.double(in: 0...0.3))
                case .containerEnds: run.controller.animationEnded(r.bool())
                case .rival:
                    switch run.phase {
                    case .running, .interactive, .releasing:
                        let rival = HeadlessTransition(
                            configuration: context, container: container, source: source.root,
                            destination: destination.root)
                        let before = fingerprint([window])
                        rival.begin()
                        // It waits, having changed nothing, and holds no claim.
                        #expect(rival.controller.diagnostics == [.viewsInUse], "sequence \(sequence)")
                        #expect(rival.completed == nil && rival.controller.session?.phase == .waiting, "sequence \(sequence)")
                        #expect(rival.context.misuses.isEmpty && fingerprint([window]) == before, "sequence \(sequence)")
                        rivals.append(rival)
                    case .idle, .prepared, .completed:
                        break
                    }
                }
            }
            // Let it end, whichever way it is heading; a finger still down lets go.
            if run.completed == nil, run.phase != .idle {
                if run.phase == .interactive { run.finish() }
                run.runToEnd(frameDuration: 1.0 / 30, limit: 400)
            }
            // Each waiting rival prepares at its first frame after the views were given back (the
            // next one once the one before it ended); sent back, it leaves everything as this run
            // left it.
            for rival in rivals {
                #expect(rival.controller.session?.phase == .waiting, "sequence \(sequence)")
                rival.advance(by: 1.0 / 60)
                #expect(rival.controller.session?.phase == .active, "sequence \(sequence)")
                rival.cancel()
                rival.runToEnd(frameDuration: 1.0 / 30, limit: 400)
                #expect(rival.completed == false && rival.context.misuses.isEmpty, "sequence \(sequence)")
            }
            switch run.phase {
            case .idle:
                outcomes[0] += 1
                #expect(outcome.results.isEmpty)
                #expect(fingerprint([window]) == windowBefore)
            case .completed(let done):
                outcomes[done ? 2 : 1] += 1
                #expect(outcome.results == [done], "sequence \(sequence)")
                if done {
                    // Presenting kinds put the destination on top; pop and dismiss put it under the
                    // source root (which the container then removes, as UIKit does).
                    let expectedIndex =
                        context.kind.isPresenting
                        ? container.subviews.count - 1
                        : (container.subviews.firstIndex { $0 === source.root } ?? 0) - 1
                    #expect(
                        destination.root.superview === container
                            && container.subviews.firstIndex { $0 === destination.root } == expectedIndex)
                    destination.root.removeFromSuperview()
                } else {
                    #expect(destination.root.superview == nil)
                }
                #expect(fingerprint([window]) == windowBefore, "sequence \(sequence)")
                // The context is completed once, agreeing with the outcome — unless the container
                // ended the transition itself first.
                if !run.controller.diagnostics.contains(.endedByContainer) {
                    #expect(run.context.completion == done, "sequence \(sequence)")
                }
            case .prepared, .running, .interactive, .releasing:
                Issue.record("sequence \(sequence) never ended")
            }
            #expect(
                run.context.misuses.isEmpty,
                "sequence \(sequence): \(run.context.misuses) \(opsLog) \(run.context.log) \(run.controller.diagnostics)")
            #expect(fingerprint([destination.root]) == destinationBefore, "sequence \(sequence)")
            #expect(!(source.all + destination.all).contains { $0.transitionOwner != nil })
        }
        // The generator exercises every ending.
        #expect(outcomes.allSatisfy { $0 > 100 }, "\(outcomes)")
    }
}
