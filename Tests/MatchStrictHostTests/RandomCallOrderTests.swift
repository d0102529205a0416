@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// SplitMix64, seeded: every sequence replays exactly.
struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random orders of everything UIKit and a finger can do to a push — gestures beginning before
/// or after UIKit asks, changing, ending or being cancelled at any time (NaN included), grabs,
/// programmatic finishes and cancels, run-loop turns and frames of any length — on the strict
/// host. Whatever happens: no UIKit rule is broken, the context is completed exactly once, and
/// afterwards the list is exactly as it was and nothing of the transition is left.
@Suite struct RandomCallOrderTests {
    enum Call: CaseIterable {
        case gestureBegan, gestureChanged, gestureEnded, gestureCancelled, finish, cancel, turn, frames, askAgain
    }

    @Test func anyCallOrderCompletesOnceAndLosesNothing() throws {
        var r = Seeded(state: 0x5EED_0012)
        var outcomes = [0, 0]
        for sequence in 0..<300 {
            let s = StrictScreens()
            if Bool.random(using: &r) { s.badge.node.transitionID = nil }
            let listBefore = TreeFingerprint(s.list)
            let run = s.push()
            if Bool.random(using: &r) {
                run.controller.gestureBegan(direction: Vector(dx: -1, dy: 0), distance: 390)
            }
            run.begin(startNow: Bool.random(using: &r))
            for _ in 0..<Int.random(in: 1...16, using: &r) {
                let x = Double.random(in: -500...100, using: &r)
                let v = Int.random(in: 0..<10, using: &r) == 0 ? Double.nan : Double.random(in: -3_000...3_000, using: &r)
                switch Call.allCases.randomElement(using: &r)! {
                case .gestureBegan: run.controller.gestureBegan(direction: Vector(dx: -1, dy: 0), distance: 390)
                case .gestureChanged: run.controller.gestureChanged(translation: Vector(dx: x, dy: 0))
                case .gestureEnded: run.controller.gestureEnded(translation: Vector(dx: x, dy: 0), velocity: Vector(dx: v, dy: 0))
                case .gestureCancelled: run.controller.gestureCancelled()
                case .finish: run.controller.finish(initialVelocity: v)
                case .cancel: run.controller.cancel(initialVelocity: v)
                case .turn: s.world.turn()
                case .frames: s.world.runFrames(Int.random(in: 1...20, using: &r), frameDuration: Double.random(in: 0.001...0.2, using: &r))
                case .askAgain: run.askForAnimator()
                }
            }
            // The finger lets go if it is still down; then the transition must end by itself.
            run.controller.gestureEnded(translation: Vector(dx: -100, dy: 0), velocity: .zero)
            s.world.turn()
            if case .interactive = run.controller.phase { run.controller.finish() }
            let outcome: Bool? = run.runToEnd(limit: 1_500)
            guard let ended = outcome else {
                Issue.record("sequence \(sequence) never ended: \(run.controller.phase)")
                continue
            }
            outcomes[ended ? 1 : 0] += 1
            #expect(run.context.log.filter { $0.hasPrefix("complete") }.count == 1, "sequence \(sequence)")
            #expect(s.world.violations.isEmpty, "sequence \(sequence): \(s.world.violations)")
            #expect(TreeFingerprint(s.list).placedLike(listBefore) == listBefore, "sequence \(sequence)")
            #expect(s.detail.superview === (ended ? s.container : nil), "sequence \(sequence)")
            #expect(!s.container.subtree.contains { $0.name?.hasPrefix("snapshot:") == true || $0.name == "carrier" })
            #expect(!s.world.clock.isTicking, "sequence \(sequence): the frame clock was left running")
        }
        // The generator reaches both endings often.
        #expect(outcomes.allSatisfy { $0 > 50 }, "\(outcomes)")
    }
}
