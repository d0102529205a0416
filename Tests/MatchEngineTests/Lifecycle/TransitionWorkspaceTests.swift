import Testing

@_spi(Harness) @testable import MatchEngine

/// A workspace reuses an earlier transition's memory once that transition has let go of it, and
/// never changes a result: captures and plans made through one, one after another over different
/// scenes, equal those made afresh.
@Suite struct TransitionWorkspaceTests {
    private static func base(_ views: [ViewSnapshot]) -> UnsafeRawPointer? {
        views.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    private static func base(_ tracks: TrackBatch) -> UnsafeRawPointer? {
        base(tracks.ends.states)
    }

    private static func base(_ states: [CompactState]) -> UnsafeRawPointer? {
        states.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    @Test func aSecondCaptureAndPlanWriteIntoTheFirstOnesMemory() {
        let (container, list, grid) = Self.pairedScreens(
            count: 200, tag: "v", source: { Rect(x: 0, y: Double($0) * 4, width: 400, height: 40) },
            destination: { Rect(x: Double($0 % 4) * 100, y: Double($0 / 4) * 16, width: 90, height: 90) })
        let workspace = TransitionWorkspace()
        let context = TransitionContext(kind: .push, containerSize: Size(width: 400, height: 800))
        var first: (UnsafeRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?)
        do {
            let s = workspace.capture(.source, root: list, in: container)
            let d = workspace.capture(.destination, root: grid, in: container)
            let plan = Planner.plan(
                match: Matcher.match(source: s, destination: d), source: s, destination: d, context: context,
                workspace: workspace)
            first = (Self.base(s.views), Self.base(d.views), Self.base(workspace.planStorage.tracks))
            #expect(plan.count == 402)
        }
        // The first transition's records are gone; the second one's land in the same buffers.
        let s = workspace.capture(.source, root: list, in: container)
        let d = workspace.capture(.destination, root: grid, in: container)
        let plan = Planner.plan(
            match: Matcher.match(source: s, destination: d), source: s, destination: d, context: context,
            workspace: workspace)
        #expect(Self.base(s.views) == first.0 && first.0 != nil)
        #expect(Self.base(d.views) == first.1 && first.1 != nil)
        // The first plan is gone: the second one's states land in its buffer.
        #expect(Self.base(workspace.planStorage.tracks) == first.2 && first.2 != nil)
        #expect(plan.count == 402)
    }

    /// A plan made through a workspace shares the workspace's track buffers even when the planner
    /// reserved far more room than it used (pairs that do not crossfade take one track, not the
    /// two reserved); made afresh, the same plan has the same room in buffers of its own. Same
    /// tracks either way.
    @Test func aWorkspacePlanSharesItsRoomyBuffersAndAFreshOneHasItsOwn() {
        let (container, small, large) = Self.pairedScreens(
            count: 100, tag: "square", source: { Rect(x: Double($0 % 10) * 40, y: Double($0 / 10) * 40, width: 30, height: 30) },
            destination: { Rect(x: Double($0 % 5) * 80, y: Double($0 / 5) * 40, width: 60, height: 60) })
        let workspace = TransitionWorkspace()
        let context = TransitionContext(kind: .push, containerSize: Size(width: 400, height: 800))
        let s = workspace.capture(.source, root: small, in: container)
        let d = workspace.capture(.destination, root: large, in: container)
        let match = Matcher.match(source: s, destination: d)
        let kept = Planner.plan(match: match, source: s, destination: d, context: context, workspace: workspace)
        let fresh = Planner.plan(match: match, source: s, destination: d, context: context)
        // 100 pairs of squares (no crossfade: one stand-in each) and the two roots; room for 203 reserved.
        #expect(kept.count == 102 && fresh.count == 102)
        #expect(Self.base(kept.tracks.ends.states) == Self.base(workspace.planStorage.tracks))
        #expect(kept.tracks.ends.states.capacity >= 2 * 203)
        #expect(fresh.tracks.ends.states.capacity >= 2 * 203 && Self.base(fresh.tracks.ends.states) != Self.base(kept.tracks.ends.states))
        #expect(kept.tracks.elementsEqual(fresh.tracks) { $0 == $1 })
    }

    @Test func aBufferStillInUseIsNeverOverwritten() {
        let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let a = HeadlessView(frame: container.bounds)
        let b = HeadlessView(frame: container.bounds)
        a.addSubview(HeadlessView(frame: Rect(x: 1, y: 2, width: 3, height: 4)))
        for _ in 0..<3 { b.addSubview(HeadlessView(frame: Rect(x: 5, y: 6, width: 7, height: 8))) }
        let workspace = TransitionWorkspace()
        let kept = workspace.capture(.source, root: a, in: container)
        let copy = kept
        let next = workspace.capture(.source, root: b, in: container)
        #expect(kept == copy && kept.count == 2 && next.count == 4)
        #expect(Self.base(kept.views) != Self.base(next.views))
    }

    /// A 400 × 800 pt container showing a source screen, and a destination screen of the same size
    /// outside it, each with `count` views tagged "`tag`-i", placed by `source(i)` and `destination(i)`.
    private static func pairedScreens(
        count: Int, tag: String, source: (Int) -> Rect, destination: (Int) -> Rect
    ) -> (container: HeadlessView, source: HeadlessView, destination: HeadlessView) {
        let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let sourceRoot = HeadlessView(frame: container.bounds)
        let destinationRoot = HeadlessView(frame: container.bounds)
        container.addSubview(sourceRoot)
        for i in 0..<count {
            for (root, frame) in [(sourceRoot, source(i)), (destinationRoot, destination(i))] {
                let view = HeadlessView(frame: frame)
                view.transitionID = TransitionID("\(tag)-\(i)")
                root.addSubview(view)
            }
        }
        return (container, sourceRoot, destinationRoot)
    }

    /// A screen whose views set every captured property away from its default, each view
    /// differently, with a child each: tags, names and modifier lists long enough to live on the
    /// heap, so overwriting them releases and retains real objects.
    private static func richScreen(views count: Int) -> HeadlessView {
        let root = HeadlessView(frame: Rect(x: 3, y: 5, width: 400, height: 800))
        root.sublayerTransform = .perspective(distance: 900)
        for i in 0..<count {
            let d = Double(i)
            let v = HeadlessView(frame: Rect(x: d * 3, y: d * 7 - 20, width: 30 + d, height: 20 + d / 2))
            v.anchorPoint = Point(x: 0.2, y: 0.9)
            v.transform = .rotation(angle: 0.1 + d / 50, x: 0, y: 0, z: 1)
            v.alpha = 0.25 + d / (4 * Double(count))
            v.isHidden = i % 3 == 0
            v.clipsToBounds = true
            v.cornerRadius = 2 + d
            v.maskedCorners = i % 2 == 0 ? [.topLeft, .bottomRight] : [.topRight]
            v.backgroundColor = Color(red: 0.1, green: d / Double(count), blue: 0.3, alpha: 0.4)
            v.isOpaque = true
            v.transitionID = TransitionID("a rich view's tag, number \(i)")
            v.transitionModifiers = [.fade, .scale(x: 0.5, y: d), .delay(d / 100)]
            v.name = "a rich view with a long name, number \(i)"
            v.contentKind = i % 2 == 0 ? .text : .image
            v.shadow = Shadow(color: Color(red: 0, green: 0, blue: 1), opacity: 0.5, radius: 4 + d, offset: Vector(dx: 1, dy: d))
            let child = HeadlessView(frame: Rect(x: 1, y: 1, width: 4, height: 4))
            child.name = "child \(i) of a rich view, named at length"
            v.addSubview(child)
            root.addSubview(v)
        }
        return root
    }

    /// A flat screen of views left at every default.
    private static func plainScreen(views count: Int) -> HeadlessView {
        let root = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        for i in 0..<count { root.addSubview(HeadlessView(frame: Rect(x: 0, y: Double(i), width: 10, height: 10))) }
        return root
    }

    /// Capture overwrites a reused buffer's records in place, field by field: every field of every
    /// record must be written. Rich and plain screens alternate through one workspace (each field
    /// of each reused record changes between two captures), shrinking and growing, and each
    /// capture equals a fresh one.
    @Test func everyFieldOfAReusedRecordIsOverwritten() {
        let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let workspace = TransitionWorkspace()
        // (rich?, views): 61 records for 30 rich views with their children, 1 + plain views.
        let rounds: [(Bool, Int)] = [(true, 30), (false, 60), (true, 30), (false, 70), (true, 12), (false, 5), (true, 40), (true, 40)]
        var previous: (base: UnsafeRawPointer?, capacity: Int) = (nil, 0)
        for (round, (rich, count)) in rounds.enumerated() {
            let root = rich ? Self.richScreen(views: count) : Self.plainScreen(views: count)
            container.addSubview(root)
            let reused = workspace.capture(.source, root: root, in: container)
            let fresh = SceneSnapshot.capture(root: root, in: container)
            #expect(reused.count == (rich ? 1 + 2 * count : 1 + count), "round \(round)")
            #expect(reused == fresh, "round \(round)")
            for (a, b) in zip(reused.views, fresh.views) where a != b {
                Issue.record("round \(round): \(a) ≠ \(b)")
                break
            }
            // Nobody else held the buffer: where it had room, the records were written into it.
            let base = Self.base(reused.views)
            if reused.count <= previous.capacity { #expect(base == previous.base, "round \(round)") }
            previous = (base, reused.views.capacity)
            root.removeFromSuperview()
        }
    }

    /// A snapshot still held when the workspace captures again keeps its records, whether the
    /// next capture is larger or smaller; the new capture equals a fresh one.
    @Test func aHeldSnapshotKeepsItsRecordsWhenTheNextCaptureOverwrites() {
        let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        for (first, second) in [
            (Self.richScreen(views: 20), Self.plainScreen(views: 50)),
            (Self.plainScreen(views: 50), Self.richScreen(views: 3)),
            (Self.richScreen(views: 30), Self.plainScreen(views: 2)),
        ] {
            container.addSubview(first)
            container.addSubview(second)
            let workspace = TransitionWorkspace()
            let held = workspace.capture(.source, root: first, in: container)
            let next = workspace.capture(.source, root: second, in: container)
            #expect(held == SceneSnapshot.capture(root: first, in: container))
            #expect(next == SceneSnapshot.capture(root: second, in: container))
            #expect(Self.base(held.views) != Self.base(next.views))
            first.removeFromSuperview()
            second.removeFromSuperview()
        }
    }

    @Test(arguments: [TransitionContext.Kind.push, .pop, .present, .dismiss])
    func resultsEqualThoseMadeAfresh(_ kind: TransitionContext.Kind) {
        var random = SeededGenerator(seed: 16)
        let workspace = TransitionWorkspace()
        let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let context = TransitionContext(kind: kind, containerSize: Size(width: 400, height: 800))
        for round in 0..<12 {
            // Scenes of changing sizes, so buffers shrink and grow between rounds.
            let size = [40, 5, 120, 1, 60, 200][round % 6]
            let s = RandomTrees.make(views: size, using: &random).root
            let d = RandomTrees.make(views: max(1, size / 2 + round), using: &random).root
            container.addSubview(s)
            let reused = (workspace.capture(.source, root: s, in: container), workspace.capture(.destination, root: d, in: container))
            let fresh = (SceneSnapshot.capture(root: s, in: container), SceneSnapshot.capture(root: d, in: container))
            #expect(reused.0 == fresh.0 && reused.1 == fresh.1, "round \(round)")
            let match = Matcher.match(source: fresh.0, destination: fresh.1)
            let a = Planner.plan(match: match, source: fresh.0, destination: fresh.1, context: context, workspace: workspace)
            let b = Planner.plan(match: match, source: fresh.0, destination: fresh.1, context: context)
            #expect(a == b, "round \(round)")
            s.removeFromSuperview()
        }
    }

    /// Two stages side by side, one run each, the second through a shared workspace: the
    /// same plan, the same restored trees, and from the second round on the captured records land
    /// in the memory the previous round's run let go of.
    @Test func sessionsSharingAWorkspacePlanAndRestoreAsAlone() throws {
        func placed(_ stage: Stage) -> [String] {
            fingerprint([stage.window, stage.detail]).map {
                "\($0.name ?? "-") \($0.index) \($0.center) \($0.bounds) \($0.alpha) \($0.isHidden) \($0.transform == .identity)"
            }
        }
        let workspace = TransitionWorkspace()
        var previous: UnsafeRawPointer?
        for round in 0..<3 {
            let alone = Stage()
            let shared = Stage()
            let a = alone.run(effect: .none)
            let b = shared.run(effect: .none, workspace: workspace)
            a.begin()
            b.begin()
            #expect(a.session?.plan != nil && a.session?.plan == b.session?.plan, "round \(round)")
            let records = Self.base(try #require(b.session?.recording).source.views)
            if round > 0 { #expect(records == previous, "round \(round)") }
            previous = records
            a.advance(by: 3)
            b.advance(by: 3)
            #expect(a.phase == .completed(true) && b.phase == .completed(true))
            #expect(placed(alone) == placed(shared), "round \(round)")
        }
    }

    /// A kept recording's copy shares no buffer with the workspace, which then reuses its memory.
    @Test func aDetachedRecordingLeavesTheWorkspaceFree() throws {
        let stage = Stage()
        let workspace = TransitionWorkspace()
        var kept: TransitionRecording?
        var first: UnsafeRawPointer?
        var firstStates: UnsafeRawPointer?
        do {
            let run = stage.run(effect: .none, workspace: workspace)
            run.begin()
            let recording = try #require(run.session?.recording)
            first = Self.base(recording.source.views)
            firstStates = Self.base(workspace.planStorage.tracks)
            kept = recording.detached
            #expect(kept == recording)
            #expect(Self.base(kept!.source.views) != first)
            #expect(Self.base(kept!.plan.tracks.ends.states) != Self.base(recording.plan.tracks.ends.states))
            #expect(Self.base(kept!.plan.tracks.ends.states) != Self.base(workspace.planStorage.tracks))
            run.advance(by: 3)
        }
        let again = stage.run(.pop, effect: .none, workspace: workspace)
        again.begin()
        #expect(Self.base(try #require(again.session?.recording).source.views) == first)
        #expect(Self.base(workspace.planStorage.tracks) == firstStates && firstStates != nil)
        #expect(kept != nil)
    }
}
