import Foundation
import BenchmarkScenes
import MatchEngine

enum SceneKind: String {
    /// N tagged cards in a 4-column grid moving to a detail layout (one column of wide rows).
    case grid
    /// Half matched, a quarter appearing, a quarter disappearing, nested three deep.
    case mixed
}

/// A scene built once per benchmark, with every stage's input precomputed so each benchmark
/// measures one stage only.
struct Fixture: @unchecked Sendable {
    // HeadlessView is a mutable reference; the benchmarks only read it.
    let container: HeadlessView
    let sourceRoot: HeadlessView
    let destinationRoot: HeadlessView
    let source: SceneSnapshot
    let destination: SceneSnapshot
    let ids: [TransitionID]
    let match: MatchResult
    let context: TransitionContext
    let plan: TransitionPlan

    init(kind: SceneKind, count n: Int) {
        let size = GridScene.size
        container = HeadlessView(frame: Rect(origin: .zero, size: size))
        sourceRoot = HeadlessView(frame: container.bounds)
        destinationRoot = HeadlessView(frame: container.bounds)
        container.addSubview(sourceRoot)
        var ids: [TransitionID] = []
        switch kind {
        case .grid:
            ids = GridScene.populate(source: sourceRoot, destination: destinationRoot, count: n)
        case .mixed:
            // Groups of four: a matched card holding a matched photo holding a matched badge
            // (nesting depth 3), a disappearing view and an appearing view; about half matched.
            var i = 0
            while i < n {
                let base = Double(i) * 0.05
                func nested(_ root: HeadlessView, offset: Double) {
                    let card = HeadlessView(frame: Rect(x: offset, y: base, width: 180, height: 120))
                    card.transitionID = TransitionID("card-\(i)")
                    let photo = HeadlessView(frame: Rect(x: 10, y: 10, width: 80, height: 80))
                    photo.transitionID = TransitionID("photo-\(i)")
                    let badge = HeadlessView(frame: Rect(x: 5, y: 5, width: 20, height: 20))
                    badge.transitionID = TransitionID("badge-\(i)")
                    photo.addSubview(badge)
                    card.addSubview(photo)
                    root.addSubview(card)
                }
                nested(sourceRoot, offset: 0)
                nested(destinationRoot, offset: 200)
                ids.append(contentsOf: [TransitionID("card-\(i)"), TransitionID("photo-\(i)"), TransitionID("badge-\(i)")])
                let gone = HeadlessView(frame: Rect(x: 0, y: base + 130, width: 390, height: 20))
                gone.transitionID = TransitionID("gone-\(i)")
                gone.transitionModifiers = [.fade, .translate(x: -40, y: 0)]
                sourceRoot.addSubview(gone)
                let come = HeadlessView(frame: Rect(x: 0, y: base + 130, width: 390, height: 20))
                come.transitionID = TransitionID("come-\(i)")
                come.transitionModifiers = [.fade, .scale(0.8)]
                destinationRoot.addSubview(come)
                ids.append(contentsOf: [TransitionID("gone-\(i)"), TransitionID("come-\(i)")])
                i += 6  // three matched views per side out of six: half matched
            }
        }
        self.ids = ids
        source = SceneSnapshot.capture(root: sourceRoot, in: container)
        destination = SceneSnapshot.capture(root: destinationRoot, in: container)
        match = Matcher.match(source: source, destination: destination)
        context = TransitionContext(kind: .push, containerSize: size)
        plan = Planner.plan(match: match, source: source, destination: destination, context: context)
    }
}

/// One scene's fixture, built the first time one of its benchmarks runs (in that benchmark's setup,
/// outside every measurement) and then shared by all of them. Nothing is built at registration, so
/// a filtered run or the smoke run builds only the scenes it touches.
final class SceneFixture: @unchecked Sendable {
    // `@unchecked`: `built` is only read and written under `lock`.
    let kind: SceneKind
    let count: Int
    private let lock = NSLock()
    private var built: Fixture?

    init(kind: SceneKind, count: Int) {
        self.kind = kind
        self.count = count
    }

    /// The fixture, built on first use.
    var fixture: Fixture {
        lock.withLock {
            if let built { return built }
            let made = Fixture(kind: kind, count: count)
            built = made
            return made
        }
    }
}
