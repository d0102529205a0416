@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// Push and pop on the strict host: what is on screen at 0, ½ and 1, what the device does
/// (render passes, snapshots, animations), and that nothing the app owns is lost.
@Suite struct NavigationScenarioTests {
    /// The stand-in showing `view`'s snapshot, if one is in the container.
    func standIn(of name: String, in screens: StrictScreens) -> StrictView? {
        screens.container.subviews.first { $0.name == "snapshot:\(name)" }
    }

    @Test func aTimedPushShowsLaidOutNonBlankStandInsAndRestoresEverything() throws {
        let s = StrictScreens()
        let listBefore = TreeFingerprint(s.list)
        let sourceFrame = s.avatars[1].frameInWindow
        let run = s.push()
        run.begin()
        // The interactive start comes a turn later; until then nothing runs.
        #expect(run.controller.phase == .prepared)
        s.world.turn()
        #expect(run.controller.phase == .running)

        // Progress 0: the hero's stand-in sits exactly on the list's avatar.
        let hero = try #require(standIn(of: "hero", in: s))
        #expect(hero.frameInWindow.isApproximatelyEqual(to: sourceFrame, tolerance: 0.5))
        // Not blank: the destination was laid out and rendered before its snapshot (findings 1, 2) …
        #expect(hero.snapshotPixels?.contains { $0.name == "hero" } == true)
        // … and the badge that flies on its own is not in the hero's pixels (finding 3).
        #expect(hero.snapshotPixels?.contains { $0.name == "badge" } == false)
        #expect(standIn(of: "badge", in: s)?.snapshotPixels?.contains { $0.name == "badge" } == true)
        // Originals are concealed by alpha, never isHidden: the stack keeps its layout (finding 5).
        #expect(s.avatars[1].alpha == 0 && !s.avatars[1].isHidden)
        let rowFrames = s.rows.map(\.frame)

        // Progress ½ and 1 of a 0.5 s plan.
        let duration = run.controller.transitionDuration
        s.world.runFrames(Int((duration / 2) * 60))
        let mid = hero.frameInWindow
        #expect(mid.minX > sourceFrame.minX && mid.minX < s.heroFinalFrame.minX + 1)
        #expect(s.rows.map(\.frame) == rowFrames)  // the stack did not collapse around the concealed avatar
        let completed = run.runToEnd()
        #expect(completed == true)
        #expect(run.context.log.last == "complete(true)")

        // The destination is at its final frame (finding 7), laid out, and stays.
        #expect(s.detail.superview === s.container && s.detail.frame == s.container.node.bounds)
        #expect(s.hero.frameInWindow == s.heroFinalFrame)
        // Nothing lost: constraints, arranged subviews, dynamic colours, frames, alphas (findings 4, 8).
        // (The navigation controller removed the covered list from the container, as UIKit does.)
        #expect(s.list.superview == nil)
        #expect(TreeFingerprint(s.list).placedLike(listBefore) == listBefore)
        #expect(s.rows.allSatisfy { $0.backgroundColor == s.rowColor })
        #expect(!s.container.subtree.contains { $0.name?.hasPrefix("snapshot:") == true })
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func deviceWorkIsOneForcedPassPerNestingLevelUnderACoverAndNoAnimationPerScrubFrame() throws {
        // The badge nested in the hero on the destination: the setup waits a turn under a cover,
        // the committing pass draws the destination beneath it only, so one forced pass (under the
        // cover) gives the badge's stand-in (K3) and one more lets the hero's leave out the badge.
        let nested = StrictScreens()
        let run = nested.push()
        run.begin(startNow: true)
        #expect(nested.world.forcedRenderPasses == 0)
        nested.world.turn()
        #expect(nested.world.forcedRenderPasses == 2)
        #expect(run.controller.session?.renderPasses == 2)
        #expect(run.runToEnd() == true)
        #expect(nested.world.violations.isEmpty, "\(nested.world.violations)")
        // Without nesting: one forced pass, for the destination the display never showed; one
        // snapshot per flier, plus the cover.
        let flat = StrictScreens()
        flat.badge.node.transitionID = nil
        let flatRun = flat.push()
        flatRun.controller.gestureBegan(direction: Vector(dx: -1, dy: 0), distance: 390)
        flatRun.begin(startNow: true)
        flat.world.turn()
        #expect(flat.world.forcedRenderPasses == 1)
        let session = try #require(flatRun.controller.session)
        let match = try #require(session.match)
        let fliers =
            match.participants(on: .source).filter { $0 != 0 }.count
            + match.participants(on: .destination).filter { $0 != 0 }.count
        #expect(flat.world.snapshots == fliers + 1)
        #expect(session.snapshotsTaken == fliers)
        // Scrubbing adds no animation.
        let added = flat.world.animationsAdded
        #expect(added == session.plan!.count)
        for x in stride(from: 0.0, through: -300, by: -10) {
            flatRun.controller.gestureChanged(translation: Vector(dx: x, dy: 0))
            flat.world.runFrames(1)
        }
        #expect(flat.world.animationsAdded == added)
        flatRun.controller.gestureEnded(translation: Vector(dx: -300, dy: 0), velocity: Vector(dx: -200, dy: 0))
        #expect(flatRun.runToEnd() == true)
        #expect(flat.world.animationsAdded == added)
        #expect(flat.world.violations.isEmpty, "\(flat.world.violations)")
    }

    @Test func atProgressOneTheHeroLandsOnTheLaidOutDestinationNotItsNibFrame() throws {
        // Finding 1: the destination gets its final frame and is laid out before capture.
        let s = StrictScreens()
        #expect(s.hero.frame.width == 10)  // the nib frame, before any layout
        let run = s.push()
        run.controller.gestureBegan(direction: Vector(dx: -1, dy: 0), distance: 390)
        run.begin(startNow: true)
        s.world.turn()  // the flight comes on screen a turn after the start (`SetupSchedule`)
        run.controller.gestureChanged(translation: Vector(dx: -390, dy: 0))
        #expect(run.controller.progress == 1)
        let hero = try #require(standIn(of: "hero", in: s))
        #expect(hero.frameInWindow.isApproximatelyEqual(to: s.heroFinalFrame, tolerance: 0.5))
        // The list root's colour is being animated now: a resolved (fixed) value is written …
        #expect(s.list.backgroundColor == .fixed(Color(red: 0.95, green: 0.95, blue: 0.95)))
        run.controller.gestureEnded(translation: Vector(dx: -390, dy: 0), velocity: .zero)
        #expect(run.runToEnd() == true)
        // … and its dynamic colour is back afterwards (finding 8).
        #expect(
            s.list.backgroundColor == .dynamic(light: Color(red: 0.95, green: 0.95, blue: 0.95), dark: Color(red: 0, green: 0, blue: 0)))
        // Finding 11: the release never asked the animator to continue with a new timing curve.
        let driver = try #require(run.controller.session?.driver)
        #expect(driver.continueCalls == 0)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func anInteractivePopFollowsTheFingerAndCancelsBackWithNothingLost() throws {
        let s = StrictScreens()
        // First a completed push, so the detail screen is the top one.
        let push = s.push()
        push.begin()
        #expect(push.runToEnd() == true)
        let detailBefore = TreeFingerprint(s.detail)
        let listBefore = TreeFingerprint(s.list)
        let pop = s.pop()
        // The edge pan begins before UIKit has asked for anything (it pops in response).
        pop.controller.gestureBegan(direction: Vector(dx: 1, dy: 0), distance: 390)
        #expect(pop.controller.wantsInteractiveStart)
        pop.begin()
        pop.controller.gestureChanged(translation: Vector(dx: 40, dy: 0))
        s.world.turn()  // the late interactive start
        #expect(pop.controller.phase == .interactive)
        #expect(pop.controller.progress.isApproximatelyEqual(to: 40.0 / 390, tolerance: 1e-9))
        // The list goes under the detail screen, not over it.
        let order = s.container.subviews.map(\.name)
        #expect(order.firstIndex(of: "list")! < order.firstIndex(of: "detail")!)
        pop.controller.gestureChanged(translation: Vector(dx: 195, dy: 0))
        #expect(pop.controller.progress.isApproximatelyEqual(to: 0.5, tolerance: 1e-9))
        #expect(pop.context.log.contains("update(50)"))
        // Let go slowly short of half way with a backward flick: cancel.
        pop.controller.gestureEnded(translation: Vector(dx: 150, dy: 0), velocity: Vector(dx: -800, dy: 0))
        #expect(pop.context.log.contains("cancel"))
        #expect(pop.runToEnd() == false)
        // Appearance callbacks balanced for a cancelled pop: the list appeared and disappeared
        // again; the detail disappeared and appeared again — each will followed by its did.
        #expect(
            pop.context.appearance == [
                "to.viewWillAppear", "from.viewWillDisappear",
                "to.viewWillDisappear", "to.viewDidDisappear", "from.viewWillAppear", "from.viewDidAppear",
            ])
        #expect(TreeFingerprint(s.detail) == detailBefore)
        #expect(s.list.superview == nil)
        #expect(TreeFingerprint(s.list).placedLike(listBefore) == listBefore)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aGestureThatEndsBeforeTheInteractiveStartStillCompletes() throws {
        let s = StrictScreens()
        let run = s.push()
        run.controller.gestureBegan(direction: Vector(dx: -1, dy: 0), distance: 390)
        run.begin()
        run.controller.gestureChanged(translation: Vector(dx: -250, dy: 0))
        run.controller.gestureEnded(translation: Vector(dx: -250, dy: 0), velocity: Vector(dx: -600, dy: 0))
        // Finding 10: the animator must not be left at 0 waiting for a finger that is gone.
        #expect(run.runToEnd(limit: 300) == true)
        #expect(run.context.log.contains("finish"))
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aRunningPushCanBeGrabbedReversedAndThrownBackThreeTimes() throws {
        let s = StrictScreens()
        let listBefore = TreeFingerprint(s.list)
        let run = s.push()
        run.begin()
        s.world.turn()
        s.world.runFrames(12)
        for cycle in 0..<3 {
            // Grab: the transition becomes interactive (finding 9).
            let p = run.controller.progress
            run.controller.gestureBegan(direction: Vector(dx: -1, dy: 0), distance: 390)
            #expect(run.controller.phase == .interactive)
            #expect(run.controller.progress == p, "cycle \(cycle)")
            run.controller.gestureChanged(translation: Vector(dx: 30, dy: 0))
            #expect(run.controller.progress < p)
            // Thrown back, then grabbed again while it settles.
            run.controller.gestureEnded(translation: Vector(dx: 30, dy: 0), velocity: Vector(dx: 300, dy: 0))
            #expect(run.controller.phase == .releasing)
            #expect(run.context.log.last == "cancel")
            s.world.runFrames(1)
        }
        #expect(run.context.log.filter { $0 == "pause" }.count == 3)
        #expect(run.runToEnd() == false)
        #expect(TreeFingerprint(s.list) == listBefore)
        #expect(s.detail.superview == nil)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aFingerThatComesDownAfterUIKitReadWantsInteractiveStartMakesItInteractiveFirst() throws {
        // The system back swipe's targets run in no documented order: UIKit may begin the pop
        // (reading `wantsInteractiveStart` as false) before Match's target hears the finger.
        let s = StrictScreens()
        let run = s.push()
        run.begin()
        #expect(!run.context.isInteractive)
        run.controller.gestureBegan(direction: Vector(dx: -1, dy: 0), distance: 390)
        run.controller.gestureChanged(translation: Vector(dx: -120, dy: 0))
        s.world.turn()
        #expect(run.context.log.first == "pause")
        #expect(run.context.isInteractive)
        run.controller.gestureEnded(translation: Vector(dx: -120, dy: 0), velocity: Vector(dx: 400, dy: 0))
        #expect(run.runToEnd() == false)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func whatTheAppChangesDuringTheFlightStandsAfterIt() throws {
        // A concealed original is only given its alpha back: a layout change made meanwhile
        // (a reload, a rotation) is not undone by a stale recorded frame.
        // (The matched avatar: an unmatched one without a modifier is not concealed at all.)
        let s = StrictScreens()
        let run = s.push()
        run.begin(startNow: true)
        s.world.runFrames(5)
        #expect(s.avatars[2].alpha == 1)
        #expect(s.avatars[1].alpha == 0)
        s.avatars[1].frame = Rect(x: 200, y: 12, width: 56, height: 56)
        #expect(run.runToEnd() == true)
        #expect(s.avatars[1].frame == Rect(x: 200, y: 12, width: 56, height: 56))
        #expect(s.avatars[1].alpha == 1)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func theDurationToldToUIKitIsTheDurationUsed() throws {
        // UIKit times the navigation bar with `transitionDuration` (uikit-rules 2.2): every answer
        // must be the same, and the animator must run that long.
        let s = StrictScreens()
        s.heading.node.transitionModifiers = [.delay(0.3)]  // makes the plan longer than 0.5 s
        let run = s.push()
        let told = run.controller.transitionDuration
        #expect(told == 0.5)
        run.begin(startNow: true)
        let plan = try #require(run.controller.session?.plan)
        #expect(plan.totalDuration > 0.5)
        #expect(run.controller.transitionDuration == told)
        #expect(run.controller.session?.driver?.duration == told)
        // Asked only after preparation, it is the plan's.
        let t = StrictScreens()
        t.heading.node.transitionModifiers = [.delay(0.3)]
        let late = t.push()
        late.begin(startNow: true)
        #expect(late.controller.transitionDuration == late.controller.session?.plan?.totalDuration)
        #expect(run.runToEnd() == true && late.runToEnd() == true)
        // Under Reduce Motion, the answer before preparation is the dissolve's length, which is the plan's.
        let calm = StrictScreens()
        let dissolve = StrictTransitionRun(
            world: calm.world,
            configuration: TransitionContext(kind: .push, containerSize: calm.container.node.bounds.size, reduceMotion: .default),
            container: calm.container, handed: [.source: calm.list, .destination: calm.detail],
            controllerViews: [.source: calm.list, .destination: calm.detail], finalFrames: [.destination: calm.container.node.bounds])
        #expect(dissolve.controller.transitionDuration == 0.25)
        dissolve.begin(startNow: true)
        #expect(dissolve.controller.session?.plan?.totalDuration == 0.25)
        #expect(dissolve.runToEnd() == true)
    }

    @Test func ifUIKitEndsTheTransitionOnItsOwnNothingIsLeftConcealed() throws {
        // Were UIKit to stop the animator (`stopAnimation(true)`: no completion ever runs) and end
        // the transition, the originals must still come back.
        let s = StrictScreens()
        let listBefore = TreeFingerprint(s.list)
        let run = s.push()
        run.begin(startNow: true)
        s.world.runFrames(6)
        #expect(s.avatars[1].alpha == 0)
        run.controller.session?.driver?.stop(withoutFinishing: true)
        run.controller.animationEnded(false)
        #expect(run.controller.diagnostics.contains(.endedByContainer))
        #expect(!run.context.log.contains { $0.hasPrefix("complete") })
        #expect(TreeFingerprint(s.list) == listBefore)
        #expect(s.detail.superview == nil)
        #expect(!s.container.subtree.contains { $0.name?.hasPrefix("snapshot:") == true })
        #expect(!s.world.clock.isTicking)
    }

    @Test func taggedScreenRootsAreReportedNotFlown() throws {
        // A root moves with the effect; tagging it must not crash the transition (or pair it).
        let s = StrictScreens()
        s.list.node.transitionID = "screen"
        s.detail.node.transitionID = "screen"
        let run = s.push()
        run.begin(startNow: true)
        let match = try #require(run.controller.session?.match)
        #expect(!match.pairs.contains { $0.id == "screen" })
        #expect(match.diagnostics.contains(.skipped(id: "screen", side: .source, index: 0, reason: .root)))
        #expect(match.diagnostics.contains(.skipped(id: "screen", side: .destination, index: 0, reason: .root)))
        #expect(run.runToEnd() == true)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func withoutViewsItStillCompletesOnceAndWithViewsInUseItWaits() throws {
        // No destination view at all: a plain run that completes, reported.
        let s = StrictScreens()
        let bare = StrictTransitionRun(
            world: s.world, configuration: TransitionContext(kind: .push, containerSize: s.container.node.bounds.size),
            container: s.container, handed: [.source: s.list], controllerViews: [.source: s.list], finalFrames: [:])
        bare.begin()
        #expect(bare.runToEnd() == true)
        #expect(bare.controller.diagnostics.contains(.noViews))
        #expect(bare.context.log.filter { $0.hasPrefix("complete") } == ["complete(true)"])

        // A second transition on views a running one holds waits for them, changing nothing,
        // then runs with matched animation; still one completion each.
        let t = StrictScreens()
        let first = t.push()
        first.controller.gestureBegan(direction: Vector(dx: -1, dy: 0), distance: 390)
        first.begin(startNow: true)
        t.world.turn()
        let during = TreeFingerprint(t.container)
        let second = t.push()
        second.controller.gestureBegan(direction: Vector(dx: -1, dy: 0), distance: 390)
        second.begin(startNow: true)
        #expect(second.controller.diagnostics.contains(.viewsInUse))
        t.world.turn()
        #expect(second.controller.session?.phase == .waiting && second.ended == nil)
        #expect(TreeFingerprint(t.container) == during)
        first.controller.gestureEnded(translation: .zero, velocity: Vector(dx: 900, dy: 0))
        #expect(first.runToEnd() == false)
        // The views given back, it prepares a turn later and follows its finger, still down:
        // held, not ended at touch-down; thrown back, it cancels.
        t.world.runFrames(2)
        #expect(second.controller.session?.phase == .active && second.controller.phase == .interactive)
        #expect(second.controller.session?.match?.pairs.isEmpty == false)
        second.controller.gestureEnded(translation: Vector(dx: -10, dy: 0), velocity: Vector(dx: 900, dy: 0))
        #expect(second.runToEnd() == false)
        #expect(second.context.log.filter { $0.hasPrefix("complete") } == ["complete(false)"])
        #expect(first.context.log.filter { $0.hasPrefix("complete") } == ["complete(false)"])
        #expect(t.world.violations.isEmpty, "\(t.world.violations)")
    }

    @Test(arguments: ["before start", "running", "interactive", "releasing", "right after begin"])
    func cancelAtEveryStageRestoresEverything(stage: String) throws {
        let s = StrictScreens()
        let listBefore = TreeFingerprint(s.list)
        let run = s.push()
        switch stage {
        case "right after begin":
            run.begin()
            run.controller.cancel()
            s.world.turn()
            run.controller.cancel()
        case "before start":
            run.askForAnimator()
            run.controller.cancel()  // not started: remembered, done once it starts
            #expect(!run.controller.diagnostics.contains(.notStarted))
            run.begin(startNow: true)
        case "running":
            run.begin(startNow: true)
            s.world.runFrames(10)
            run.controller.cancel()
        case "interactive":
            run.controller.gestureBegan(direction: Vector(dx: -1, dy: 0), distance: 390)
            run.begin(startNow: true)
            s.world.turn()
            run.controller.gestureChanged(translation: Vector(dx: -200, dy: 0))
            run.controller.cancel()
        default:
            run.begin(startNow: true)
            s.world.runFrames(5)
            run.controller.finish()
            s.world.runFrames(3)
            run.controller.cancel(initialVelocity: -2)
        }
        #expect(run.runToEnd() == false, "\(stage)")
        #expect(TreeFingerprint(s.list) == listBefore, "\(stage)")
        #expect(s.detail.superview == nil)
        #expect(run.context.log.filter { $0.hasPrefix("complete") } == ["complete(false)"])
        #expect(s.world.violations.isEmpty, "\(stage): \(s.world.violations)")
    }
}
