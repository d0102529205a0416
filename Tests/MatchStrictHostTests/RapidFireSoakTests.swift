import Foundation
@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// One step of a rapid-fire sequence: a finger on the screen (delivered through hit testing), the
/// app asking in code, or time passing.
enum SoakStep: CustomStringConvertible {
    /// A tap on grid item `i`'s cell (where it is on screen; whatever is there gets the tap).
    case tapCell(Int)
    /// A tap on the back button.
    case tapBack
    /// A tap on tab item `i`.
    case tapTab(Int)
    /// A tap on the detail screen's Share button.
    case tapShare
    /// A tap above the sheet's area (the dimming view, when it is up).
    case tapOutside(Point)
    /// The app presents the share sheet in code.
    case present
    /// The app dismisses it in code.
    case dismiss
    /// The system back swipe (rightward velocity positive).
    case backSwipe(y: Double, travel: Double, velocity: Double, steps: Int, frames: Int)
    /// The pan-anywhere pop.
    case popPan(at: Point, travel: Double, velocity: Double, steps: Int, frames: Int)
    /// The interactive tab pan (velocity positive: on in the way it began).
    case tabPan(at: Point, leftward: Bool, travel: Double, velocity: Double, steps: Int, frames: Int)
    /// The sheet's dismissal pan (downward velocity positive).
    case dismissalPan(at: Point, travel: Double, velocity: Double, steps: Int, frames: Int)
    /// One run-loop turn (a render pass, then the work scheduled for it).
    case turn
    /// `n` display frames of 1/60 s, a turn each.
    case frames(Int)
    /// The clock moves on with no turn (the main thread busy).
    case advance(Double)

    var description: String {
        func f(_ x: Double) -> String { String(format: "%.3g", x) }
        switch self {
        case .tapCell(let i): return "tapCell(\(i))"
        case .tapBack: return "tapBack"
        case .tapTab(let i): return "tapTab(\(i))"
        case .tapShare: return "tapShare"
        case .tapOutside(let p): return "tapOutside(\(f(p.x)), \(f(p.y)))"
        case .present: return "present"
        case .dismiss: return "dismiss"
        case .backSwipe(let y, let t, let v, let s, let fr):
            return "backSwipe(y: \(f(y)), travel: \(f(t)), velocity: \(f(v)), steps: \(s), frames: \(fr))"
        case .popPan(let p, let t, let v, let s, let fr):
            return "popPan(at: (\(f(p.x)), \(f(p.y))), travel: \(f(t)), velocity: \(f(v)), steps: \(s), frames: \(fr))"
        case .tabPan(let p, let l, let t, let v, let s, let fr):
            return
                "tabPan(at: (\(f(p.x)), \(f(p.y))), \(l ? "leftward" : "rightward"), travel: \(f(t)), velocity: \(f(v)), steps: \(s), frames: \(fr))"
        case .dismissalPan(let p, let t, let v, let s, let fr):
            return "dismissalPan(at: (\(f(p.x)), \(f(p.y))), travel: \(f(t)), velocity: \(f(v)), steps: \(s), frames: \(fr))"
        case .turn: return "turn"
        case .frames(let n): return "frames(\(n))"
        case .advance(let s): return "advance(\(f(s)) s)"
        }
    }

    /// A random step. Releases are flicks (600…3 000 pt/s either way), so where a finger sends a
    /// transition never depends on how far it had got: the reference model can say.
    static func random(using r: inout Seeded) -> SoakStep {
        func flick() -> Double { Double.random(in: 600...3_000, using: &r) * (Bool.random(using: &r) ? 1 : -1) }
        let steps = Int.random(in: 1...5, using: &r)
        let frames = Int.random(in: 0...3, using: &r)
        let travel = Double.random(in: 0...0.9, using: &r)
        switch Int.random(in: 0..<100, using: &r) {
        case 0..<16: return .tapCell(Int.random(in: 0..<18, using: &r))
        case 16..<24: return .tapBack
        case 24..<32: return .tapTab(Int.random(in: 0..<2, using: &r))
        case 32..<36: return .tapShare
        case 36..<40: return .tapOutside(Point(x: Double.random(in: 10...380, using: &r), y: Double.random(in: 120...400, using: &r)))
        case 40..<44: return .present
        case 44..<48: return .dismiss
        case 48..<56:
            return .backSwipe(y: Double.random(in: 150...700, using: &r), travel: travel, velocity: flick(), steps: steps, frames: frames)
        case 56..<62:
            return .popPan(
                at: Point(x: Double.random(in: 40...300, using: &r), y: Double.random(in: 150...700, using: &r)),
                travel: travel, velocity: flick(), steps: steps, frames: frames)
        case 62..<68:
            return .tabPan(
                at: Point(x: Double.random(in: 40...350, using: &r), y: Double.random(in: 150...700, using: &r)),
                leftward: Bool.random(using: &r), travel: travel, velocity: flick(), steps: steps, frames: frames)
        case 68..<73:
            return .dismissalPan(
                at: Point(x: Double.random(in: 20...370, using: &r), y: Double.random(in: 470...800, using: &r)),
                travel: travel, velocity: flick(), steps: steps, frames: frames)
        case 73..<82: return .turn
        case 82..<94: return .frames(Int.random(in: 1...10, using: &r))
        default: return .advance(Double.random(in: 0.001...0.3, using: &r))
        }
    }

    /// Runs the step in `w`.
    func run(in w: SoakWorld) {
        switch self {
        case .tapCell(let i):
            // Where the cell is now, in the window (the grid may be anywhere, or gone).
            let cell = w.app.cellContents[i].superview!
            w.tap(at: cell.node.convert(Point(x: 55, y: 55), to: nil))
        case .tapBack: w.tap(at: w.backButton.frameInWindow.center)
        case .tapTab(let i): w.tap(at: w.tabs.items[i].frameInWindow.center)
        case .tapShare: w.tap(at: Point(x: 41, y: 390 + 195 + 15))
        case .tapOutside(let p): w.tap(at: p)
        case .present: w.present()
        case .dismiss: w.dismiss()
        case .backSwipe(let y, let t, let v, let s, let f): w.backSwipe(y: y, travel: t, velocity: v, steps: s, frames: f)
        case .popPan(let p, let t, let v, let s, let f): w.popPan(at: p, travel: t, velocity: v, steps: s, frames: f)
        case .tabPan(let p, let l, let t, let v, let s, let f): w.tabPan(at: p, leftward: l, travel: t, velocity: v, steps: s, frames: f)
        case .dismissalPan(let p, let t, let v, let s, let f): w.dismissalPan(at: p, travel: t, velocity: v, steps: s, frames: f)
        case .turn: w.world.turn()
        case .frames(let n): w.world.runFrames(n)
        case .advance(let s): w.world.clock.advance(by: s)
        }
    }
}

/// The outcome of one sequence.
struct SoakOutcome {
    var steps: [SoakStep]
    var failures: [SoakWorld.Failure]
    var meetings: [SoakWorld.Meeting]
    var trace: [String]

    /// The distinct failure it shows: its broken invariants, with the violations named.
    var signature: String {
        Set(failures.map(\.invariant)).sorted().joined(separator: " + ")
    }
}

/// Runs one sequence of steps in a fresh world (the navigation controller starting pushes and pops
/// in the next layout pass when `deferredNavigationStart`), lets everything settle and checks it.
func runSoak(_ steps: [SoakStep], deferredNavigationStart: Bool = false) -> SoakOutcome {
    let w = SoakWorld(deferredNavigationStart: deferredNavigationStart)
    if deferredNavigationStart { w.note("(navigation transitions start at the next layout pass)") }
    for (n, step) in steps.enumerated() {
        w.note("\(n): \(step)")
        // Runs that began since the last step (a deferred start begins in a layout pass) get
        // their operations before a finger can grab them.
        w.adopt()
        step.run(in: w)
        w.note(w.stateLine)
    }
    let settled = w.settleAll()
    w.note("settled:")
    w.note(w.stateLine)
    return SoakOutcome(steps: steps, failures: w.check(settled: settled), meetings: w.meetings, trace: w.trace)
}

/// The shortest sequence found that still shows `signature`: steps dropped one at a time while it
/// does (at most `budget` runs).
func shrink(_ steps: [SoakStep], keeping signature: String, deferredNavigationStart: Bool, budget: Int = 150) -> [SoakStep] {
    var best = steps
    var runs = 0
    var changed = true
    while changed, runs < budget {
        changed = false
        var i = 0
        while i < best.count, runs < budget {
            var candidate = best
            candidate.remove(at: i)
            runs += 1
            if runSoak(candidate, deferredNavigationStart: deferredNavigationStart).signature == signature {
                best = candidate
                changed = true
            } else {
                i += 1
            }
        }
    }
    return best
}

/// Rapid fire on the example app: seeded random sequences of taps, pushes, pops, presentations,
/// dismissals, tab taps, back swipes, pans anywhere, tab pans and dismissal pans at random moments
/// and speeds — before a transition is installed, mid-flight, during a release, after the end —
/// through the strict controllers and hit testing. After each, once everything settled: no
/// strict-host violation, the stack, tab and presentation the operations imply (`SoakModel`),
/// every original where and as it was, no stand-in left, nothing nested handed to UIKit.
///
/// The sequences run in `shardCount` interleaved shards (sequence i in shard i mod 4), each a test
/// case of its own, which Swift Testing runs side by side: the same sequences on every core.
///
/// `MATCH_SOAK_SEED` (decimal or 0x-hex) replays a run; without it each shard takes a fresh seed,
/// printed. `MATCH_SOAK_COUNT` changes the number of sequences (default 1 000).
@Suite struct RapidFireSoakTests {
    static let defaultCount = 1_000
    /// How many test cases the sequences are dealt into.
    static let shardCount = 4

    static func environment(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }

    static func seed() -> UInt64 {
        if let text = environment("MATCH_SOAK_SEED")?.trimmingCharacters(in: .whitespaces) {
            if text.hasPrefix("0x") || text.hasPrefix("0X"), let v = UInt64(text.dropFirst(2), radix: 16) { return v }
            if let v = UInt64(text) { return v }
        }
        return UInt64.random(in: 0...UInt64.max)
    }

    /// Sequence `index` of the run seeded `seed`: 5…12 steps.
    static func sequence(_ index: Int, seed: UInt64) -> [SoakStep] {
        var r = Seeded(state: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return (0..<Int.random(in: 5...12, using: &r)).map { _ in SoakStep.random(using: &r) }
    }

    /// Where the adapter does not yet do what the README promises when transitions meet: the
    /// meeting, the behaviour still missing, and the exact sets of broken invariants (the
    /// `SoakOutcome.signature`s) that gap gives. A failing sequence is a known issue when its set of
    /// broken invariants is exactly what the known gaps it met give — one signature of one gap, or
    /// the union of one signature from each of several gaps it met — and is recorded under the
    /// first of them with the first such sequence's replay command (`MATCH_SOAK_SEQUENCE` prints
    /// its trace step by step). Any other failure — a new broken invariant in a known meeting
    /// too — fails the test.
    struct KnownGap {
        var meeting: SoakWorld.Meeting
        var missing: String
        var signatures: [Set<String>]
    }

    static let knownGaps: [KnownGap] = [
        // The app's own `present` / `dismiss` while a modal transition runs reaches UIKit, which
        // drops it ("while a presentation is in progress"): the sheet is not where the app asked.
        KnownGap(
            meeting: .modalOperationDuringModalTransition,
            missing: "a presentation or dismissal asked for in code while one runs is dropped by UIKit",
            signatures: [["nothing nested handed to UIKit"], ["nothing nested handed to UIKit", "presentation"]])
    ]

    /// The known gaps whose signatures together give exactly `outcome`'s broken invariants, if any.
    static func knownGaps(explaining outcome: SoakOutcome) -> [KnownGap]? {
        let broken = Set(outcome.failures.map(\.invariant))
        let met = knownGaps.filter { outcome.meetings.contains($0.meeting) }
        // Every union of one signature from each gap of a subset of `met`, with the gaps used.
        var unions: [(invariants: Set<String>, gaps: [KnownGap])] = [([], [])]
        for gap in met {
            unions += unions.flatMap { union in gap.signatures.map { (union.invariants.union($0), union.gaps + [gap]) } }
        }
        return unions.first { !$0.gaps.isEmpty && $0.invariants == broken }?.gaps
    }

    @Test(arguments: 0..<shardCount) func rapidFireSequencesLeaveTheAppAsTheOperationsImply(shard: Int) {
        let seed = Self.seed()
        let count = Self.environment("MATCH_SOAK_COUNT").flatMap(Int.init) ?? Self.defaultCount
        let only = Self.environment("MATCH_SOAK_SEQUENCE").flatMap(Int.init)
        let mine = stride(from: shard, to: count, by: Self.shardCount).filter { only == nil || only == $0 }
        if mine.isEmpty { return }
        print(
            "soak shard \(shard) seed: \(seed) (replay: MATCH_SOAK_SEED=\(seed) swift test --filter RapidFireSoakTests; "
                + "its sequences are those numbered \(shard) mod \(Self.shardCount))")
        var known: [String: (count: Int, first: String)] = [:]
        var unexpected = 0
        var bySignature: [String: (count: Int, first: Int)] = [:]
        for index in mine {
            // Every other sequence with the navigation controller's deferred start (P2).
            let deferred = index % 2 == 1
            let outcome = runSoak(Self.sequence(index, seed: seed), deferredNavigationStart: deferred)
            if only != nil { print(outcome.trace.joined(separator: "\n")) }
            guard !outcome.failures.isEmpty else { continue }
            let meetings = Set(outcome.meetings).sorted().map(\.rawValue).joined(separator: ", ")
            bySignature["[\(meetings)] \(outcome.signature)", default: (0, index)].count += 1
            let replay = "seed \(seed), sequence \(index) (MATCH_SOAK_SEED=\(seed) MATCH_SOAK_SEQUENCE=\(index))"
            if let gap = Self.knownGaps(explaining: outcome)?.first {
                known[gap.missing, default: (0, "\(replay): \(outcome.signature)")].count += 1
                continue
            }
            // Unexpected: shrink the first few to a replayable minimal sequence.
            unexpected += 1
            var report = "\(replay): \(outcome.signature)\n" + outcome.failures.map { "  \($0)" }.joined(separator: "\n")
            if unexpected <= 3 {
                let minimal = shrink(outcome.steps, keeping: outcome.signature, deferredNavigationStart: deferred)
                report +=
                    "\nminimal sequence (\(minimal.count) of \(outcome.steps.count) steps):\n"
                    + runSoak(minimal, deferredNavigationStart: deferred).trace.joined(separator: "\n")
            }
            print(report)
            Issue.record(Comment(rawValue: report))
        }
        // The breakdown by what met helps read a failure; a clean run keeps it to itself
        // (`MATCH_SOAK_VERBOSE=1` prints it anyway).
        if unexpected > 0 || Self.environment("MATCH_SOAK_VERBOSE") != nil {
            for (line, seen) in bySignature.sorted(by: { $0.value.count > $1.value.count }) {
                print(
                    "soak, sequences that broke a check (known issues included): \(seen.count) × meetings \(line) (first: sequence \(seen.first))"
                )
            }
        }
        for (gap, seen) in known.sorted(by: { $0.key < $1.key }) {
            print("soak, known UIKit gap: \(gap): \(seen.count) sequence(s), first \(seen.first)")
            withKnownIssue(Comment(rawValue: gap)) {
                Issue.record(Comment(rawValue: "\(seen.count) sequence(s); first \(seen.first)"))
            }
        }
        print(
            "soak shard \(shard): \(mine.count) random sequence(s), \(unexpected) unexpected; "
                + "\(known.values.map(\.count).reduce(0, +)) ran into a known UIKit gap (recorded as the shard's one known issue per gap)"
        )
    }

    /// Sequences the soak once found broken, shrunk to their minimal steps, kept as fixed cases.
    /// A dismissal pan that sent one presentation back stayed attached to that ended run, so the
    /// next presentation it came down on ran on to presented under the finger (seed
    /// 16803652834742890785, sequence 1139 of 16 000; also seed 3304181404824633218, sequence 12486).
    @Test func aDismissalPanThatSentAPresentationBackGrabsTheNextOne() {
        let steps: [SoakStep] = [
            .present,
            .dismissalPan(at: Point(x: 202, y: 567), travel: 0.556, velocity: 972, steps: 4, frames: 0),
            .present,
            .dismissalPan(at: Point(x: 322, y: 474), travel: 0.578, velocity: 1160, steps: 2, frames: 3),
        ]
        let outcome = runSoak(steps, deferredNavigationStart: true)
        #expect(outcome.failures.isEmpty, "\(outcome.trace.joined(separator: "\n"))")
    }
}
