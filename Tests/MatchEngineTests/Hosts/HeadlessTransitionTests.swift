import Testing

@_spi(Harness) @testable import MatchEngine

/// Whole transitions run headless through `TransitionController` — the object UIKit's calls are
/// forwarded to — over a `HeadlessTransitionContext`: timed runs, grabs, scrubs, releases, cancels,
/// completion exactly once, and every original view put back.
@Suite struct HeadlessTransitionTests {
    /// Restores expectations: after completion the window tree equals `before` with the detail
    /// screen appended to the container (if completed), and the detail subtree is unchanged.
    /// `detailOnTop`: a presenting kind leaves the destination on top; pop and dismiss put it under
    /// the source root, which the container then removes.
    func checkRestored(
        _ stage: Stage, windowBefore: [ViewFingerprint], detailBefore: [ViewFingerprint], completed: Bool,
        detailOnTop: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if completed {
            #expect(stage.detail.superview === stage.container, sourceLocation: sourceLocation)
            let expected = detailOnTop ? stage.detail : stage.list
            #expect(stage.container.subviews.last === expected, sourceLocation: sourceLocation)
            stage.detail.removeFromSuperview()
            #expect(fingerprint([stage.window]) == windowBefore, sourceLocation: sourceLocation)
            #expect(fingerprint([stage.detail]) == detailBefore, sourceLocation: sourceLocation)
            stage.container.addSubview(stage.detail)
        } else {
            #expect(stage.detail.superview == nil, sourceLocation: sourceLocation)
            #expect(fingerprint([stage.window]) == windowBefore, sourceLocation: sourceLocation)
            #expect(fingerprint([stage.detail]) == detailBefore, sourceLocation: sourceLocation)
        }
        #expect(
            !fingerprint([stage.window]).contains { $0.name?.hasPrefix("stand-in") == true || $0.name == "dimming" },
            sourceLocation: sourceLocation)
    }

    @Test func aTimedPushFinishesAndRestores() throws {
        let stage = Stage()
        let window = fingerprint([stage.window])
        let detail = fingerprint([stage.detail])
        let run = stage.run()
        let outcome = Outcome()
        run.controller.onCompletion { outcome.results.append($0) }
        run.begin()
        #expect(run.phase == .running && run.driver?.isRunning == true)
        // Mid-flight: originals of flying views are hidden, stand-ins are in the container.
        run.advance(by: 0.1)
        #expect(stage.container.subviews.contains { $0.name == "stand-in:card" })
        // avatar-1 flies: its original is concealed in place by alpha (isHidden would collapse a stack view).
        #expect(stage.list.subviews[1].subviews[0].alpha == 0 && !stage.list.subviews[1].subviews[0].isHidden)
        for _ in 0..<100 { run.advance(by: 1.0 / 60) }
        #expect(outcome.results == [true])
        #expect(run.phase == .completed(true))
        // The context heard one completion, agreeing with the outcome, and then `animationEnded`.
        #expect(run.context.log == [.complete(true)] && run.context.misuses.isEmpty && run.ended == true)
        checkRestored(stage, windowBefore: window, detailBefore: detail, completed: true)
    }

    @Test func standInsFollowThePlanAndKeepNestedPixelsOut() throws {
        let stage = Stage()
        // The photo has no partner: with a modifier of its own it flies apart from the card.
        stage.detail.subviews[0].subviews[0].transitionModifiers = [.scale(0.5)]
        let run = stage.run(effect: .none)
        run.scrub(to: 0)  // a finger down before the start: the run begins held
        run.begin()
        #expect(run.phase == .interactive && run.context.isInteractive)
        run.scrub(to: 0.5)
        let plan = try #require(run.session?.plan)
        let states = plan.states(at: 0.5)
        let cardTrack = try #require(plan.tracks.firstIndex { $0.view == ViewReference(side: .destination, index: 1) })
        let standIn = try #require(stage.container.subviews.first { $0.name == "stand-in:card" })
        #expect(standIn.center == states[cardTrack].position)
        #expect(standIn.bounds.size == states[cardTrack].size)
        // The photo flies on its own: the card's stand-in does not contain its pixels.
        // (it was concealed at alpha 0 before the snapshot, so its copy inside draws nothing).
        #expect(!fingerprint([standIn]).contains { $0.name == "photo" && $0.alpha > 0 })
        #expect(stage.container.subviews.contains { $0.name == "stand-in:photo" })
        // Children above ancestors in the container.
        let order = stage.container.subviews.map(\.name)
        #expect(order.firstIndex(of: "stand-in:card")! < order.firstIndex(of: "stand-in:photo")!)
        run.cancel()
        #expect(run.runToEnd() == false)
        #expect(run.phase == .completed(false))
    }

    @Test func anUnpartneredPlainTagRidesInsideItsMatchedAncestorsStandIn() throws {
        // The photo has no partner and no modifier: it is no participant; its pixels fly inside the card's.
        let stage = Stage()
        let run = stage.run(effect: .none)
        run.scrub(to: 0)
        run.begin()
        run.scrub(to: 0.5)
        let standIn = try #require(stage.container.subviews.first { $0.name == "stand-in:card" })
        #expect(fingerprint([standIn]).contains { $0.name == "photo" && $0.alpha > 0 })
        #expect(!stage.container.subviews.contains { $0.name == "stand-in:photo" })
        #expect(stage.detail.subviews[0].subviews[0].alpha == 1)
        run.cancel()
        #expect(run.runToEnd() == false)
    }

    struct GestureScript: Sendable, CustomTestStringConvertible {
        let name: String
        let moves: [Double]
        let release: Double
        let velocity: Double
        let finishes: Bool
        var testDescription: String { name }
    }

    @Test(arguments: [
        GestureScript(name: "dragged past half way and let go", moves: [40, 120, 200, 260], release: 260, velocity: 0, finishes: true),
        GestureScript(name: "dragged a little and let go", moves: [30, 90, 120], release: 120, velocity: 0, finishes: false),
        GestureScript(name: "a fast flick early", moves: [20, 60], release: 60, velocity: 1400, finishes: true),
        GestureScript(name: "dragged far then flicked back", moves: [100, 250, 330], release: 330, velocity: -900, finishes: false),
        GestureScript(name: "NaN velocity counts as still", moves: [300], release: 300, velocity: .nan, finishes: true),
    ])
    func interactiveGestureScripts(_ script: GestureScript) throws {
        let stage = Stage()
        let window = fingerprint([stage.window])
        let detail = fingerprint([stage.detail])
        let run = stage.run(.pop, effect: .automatic)
        let outcome = Outcome()
        run.controller.onCompletion { outcome.results.append($0) }
        run.grab(direction: Vector(dx: 1, dy: 0), distance: 400)
        run.begin()
        for x in script.moves {
            run.drag(Vector(dx: x, dy: 3))
            #expect(run.progress.isApproximatelyEqual(to: x / 400, tolerance: 1e-12))
            #expect(run.context.log.last == .update(run.progress))
        }
        run.release(translation: Vector(dx: script.release, dy: 0), velocity: Vector(dx: script.velocity, dy: 0))
        // The decision reaches the context at once: finish or cancel.
        #expect(run.context.log.last == (script.finishes ? .finish : .cancel))
        #expect(run.context.transitionWasCancelled == !script.finishes)
        // The hand-over keeps the position.
        #expect(run.progress.isApproximatelyEqual(to: script.release / 400, tolerance: 1e-12))
        #expect(run.phase == .releasing)
        for _ in 0..<200 where run.completed == nil { run.advance(by: 1.0 / 120) }
        #expect(outcome.results == [script.finishes])
        #expect(run.context.completion == script.finishes && run.context.misuses.isEmpty)
        checkRestored(stage, windowBefore: window, detailBefore: detail, completed: script.finishes, detailOnTop: false)
    }

    /// A release travels with `ReleaseMotion`: the driver's progress each frame is the motion's at
    /// the frame's time since release, and it leaves the finger's position at the finger's speed.
    @Test func aReleaseTravelsWithTheReleaseMotionFrameByFrame() throws {
        let stage = Stage()
        let run = stage.run(.pop)
        run.grab(distance: 400)
        run.begin()
        run.drag(Vector(dx: 160, dy: 0))
        run.release(velocity: Vector(dx: 300, dy: 0))
        // 300 pt/s toward the end over 240 pt left: 1.25 remaining distances per second.
        let motion = ReleaseMotion(from: 0.4, finishes: true, initialVelocity: 300.0 / 240)
        var elapsed = 0.0
        while run.completed == nil {
            run.advance(by: 1.0 / 60)
            elapsed += 1.0 / 60
            if run.completed == nil {
                #expect(run.progress.isApproximatelyEqual(to: motion.progress(at: elapsed), tolerance: 1e-9))
            }
        }
        #expect(run.completed == true)
        #expect(elapsed >= motion.duration - 1e-9 && elapsed < motion.duration + 1.0 / 60 + 1e-9)
    }

    @Test func aTimedTransitionCanBeGrabbedScrubbedAndReleased() throws {
        let stage = Stage()
        let run = stage.run(.present, effect: .presentFromEdge(.bottom))
        run.begin()
        run.advance(by: 0.2)
        let before = run.progress
        run.grab(distance: 400)
        let grabbed = run.progress
        #expect(grabbed == before && grabbed > 0 && grabbed < 1 && run.driver?.isRunning == false)
        #expect(run.context.log == [.pause] && run.context.isInteractive)
        #expect(stage.container.subviews.contains { $0.name == "dimming" })
        run.advance(by: 1)
        #expect(run.progress == grabbed)
        run.drag(Vector(dx: (0.9 - grabbed) * 400, dy: 0))
        #expect(run.progress.isApproximatelyEqual(to: 0.9, tolerance: 1e-12))
        run.finish(initialVelocity: 2)
        for _ in 0..<120 { run.advance(by: 1.0 / 60) }
        #expect(run.phase == .completed(true))
        #expect(run.context.misuses.isEmpty)
    }

    /// Sent back mid-flight (`cancel()`), a running transition turns round where it is: no jump,
    /// then back toward the start, cancelled and put back.
    @Test func cancellingMidFlightTurnsRoundWithoutAJump() throws {
        let stage = Stage()
        let window = fingerprint([stage.window])
        let detail = fingerprint([stage.detail])
        let run = stage.run()
        run.begin()
        run.advance(by: 0.25)
        let before = run.progress
        run.cancel()
        #expect(run.progress == before)
        run.advance(by: 0.01)
        #expect(run.progress < before)
        run.advance(by: 2)
        #expect(run.phase == .completed(false))
        #expect(run.context.log == [.pause, .cancel, .complete(false)] && run.context.misuses.isEmpty)
        checkRestored(stage, windowBefore: window, detailBefore: detail, completed: false)
    }

    @Test func aViewAskingToFlyItselfIsMovedAndPutBack() throws {
        let stage = Stage()
        let card = stage.detail.subviews[0]  // "card", matched with avatar-1
        card.transitionModifiers = [.useOriginalView]
        let window = fingerprint([stage.window])
        let detail = fingerprint([stage.detail])
        let run = stage.run(effect: .none)
        run.scrub(to: 0)
        run.begin()
        run.scrub(to: 0.5)
        // The card itself is in the container, visible, where the plan puts it; no stand-in copies it.
        #expect(card.superview === stage.container && !card.isHidden)
        #expect(!stage.container.subviews.contains { $0.name == "stand-in:card" })
        let plan = try #require(run.session?.plan)
        let i = try #require(plan.tracks.firstIndex { $0.view == ViewReference(side: .destination, index: 1) })
        #expect(card.center == plan.states(at: 0.5)[i].position)
        // Its child, tagged with no partner and no modifier, is no participant: it rides inside
        // the card, shown, not concealed.
        #expect(card.subviews[0].alpha == 1 && !card.subviews[0].isHidden)
        run.cancel()
        run.advance(by: 2)
        #expect(run.phase == .completed(false))
        checkRestored(stage, windowBefore: window, detailBefore: detail, completed: false)
        #expect(card.superview === stage.detail && stage.detail.subviews.first === card)
    }

    /// `.useOriginalView` inside a condition applies only when the condition holds for the view's
    /// real role (the card is matched, on the destination side, in a presenting transition).
    @Test(arguments: [
        ([Modifier.whenMatched([.useOriginalView])], true),
        ([.whenPresenting([.whenMatched([.useOriginalView])])], true),
        ([.whenAppearing([.useOriginalView])], false),
        ([.whenDismissing([.useOriginalView])], false),
        ([.useOriginalView], true),
    ])
    func aConditionalUseOriginalViewAppliesOnlyWhenItsConditionHolds(modifiers: [Modifier], fliesItself: Bool) throws {
        let stage = Stage()
        let card = stage.detail.subviews[0]  // "card", matched with avatar-1
        card.transitionModifiers = modifiers
        let window = fingerprint([stage.window])
        let detail = fingerprint([stage.detail])
        let run = stage.run(effect: .none)
        run.scrub(to: 0)
        run.begin()
        run.scrub(to: 0.5)
        #expect((card.superview === stage.container) == fliesItself)
        #expect(stage.container.subviews.contains { $0.name == "stand-in:card" } == !fliesItself)
        run.cancel()
        run.advance(by: 2)
        #expect(run.phase == .completed(false))
        checkRestored(stage, windowBefore: window, detailBefore: detail, completed: false)
        #expect(card.superview === stage.detail && stage.detail.subviews.first === card)
    }

    /// A card rounded only at the top keeps square bottom corners in flight (a clipping stand-in
    /// rounding all four would cut them), and a view that flies itself gets its masked corners back.
    @Test(arguments: [false, true])
    func aCardRoundedAtTheTopStaysSquareBelowAndGetsItsCornersBack(fliesItself: Bool) throws {
        let stage = Stage()
        let card = stage.detail.subviews[0]  // "card", matched with avatar-1
        card.cornerRadius = 12
        card.maskedCorners = [.topLeft, .topRight]
        if fliesItself { card.transitionModifiers = [.useOriginalView] }
        let run = stage.run(effect: .none)
        run.scrub(to: 0)
        run.begin()
        let flying = fliesItself ? card : try #require(stage.container.subviews.first { $0.name == "stand-in:card" })
        // On the way the bottom corners are rounding down from avatar-1's circle: all four round.
        run.scrub(to: 0.5)
        #expect(flying.maskedCorners == .all)
        // Landed: the card's own shape, square below.
        run.scrub(to: 1)
        #expect(flying.maskedCorners == [.topLeft, .topRight])
        // Flying itself, the card's own corners were changed to the states' and must come back.
        run.cancel()
        run.advance(by: 2)
        #expect(run.phase == .completed(false))
        #expect(card.maskedCorners == [.topLeft, .topRight] && card.cornerRadius == 12)
    }

    /// Calls at the wrong time are reported in the controller's diagnostics and change nothing; the
    /// context is never misused.
    @Test func misplacedCallsAreReportedAndChangeNothing() throws {
        let stage = Stage()
        let run = stage.run()
        let untouched = fingerprint([stage.window])
        run.finish()
        run.cancel()
        run.drag(Vector(dx: 10, dy: 0))
        // (Before the container asks for the animator there is nothing to finish or cancel: ignored.)
        #expect(run.controller.diagnostics == [.gestureNotBegun])
        #expect(run.phase == .idle && fingerprint([stage.window]) == untouched)
        run.begin()
        let driver = try #require(run.driver)
        // Beginning again: the same animator, the run goes on as it was.
        run.begin()
        #expect(run.askForAnimator() === driver && run.phase == .running)
        // A second run on the same views while the first runs: it cannot take them, so it waits,
        // changing nothing — every stand-in and concealed original stays as it is.
        run.advance(by: 0.1)
        let during = fingerprint([stage.window])
        let rival = stage.run()
        rival.begin()
        #expect(rival.controller.diagnostics == [.viewsInUse])
        #expect(rival.completed == nil && rival.context.misuses.isEmpty && rival.controller.session?.phase == .waiting)
        #expect(fingerprint([stage.window]) == during)
        run.finish()
        run.finish()  // finishing again while finishing just re-aims
        run.advance(by: 3)
        #expect(run.phase == .completed(true))
        let diagnostics = run.controller.diagnostics.count
        run.finish()
        run.grab(distance: 100)
        #expect(run.controller.diagnostics.dropFirst(diagnostics) == [.afterCompletion, .afterCompletion])
        #expect(run.context.misuses.isEmpty && run.context.log.filter { if case .complete = $0 { true } else { false } }.count == 1)
        // The first one done, the rival has the views at its next frame and runs as it was asked
        // to (timed).
        #expect(rival.controller.session?.phase == .waiting)
        rival.advance(by: 1.0 / 60)
        #expect(rival.controller.session?.phase == .active && rival.phase == .running)
        rival.cancel()
        rival.advance(by: 3)
        #expect(rival.completed == false && rival.context.misuses.isEmpty)
        // Once both are done, the views are free again.
        stage.detail.removeFromSuperview()
        let next = stage.run(.push)
        next.begin()
        next.advance(by: 3)
        #expect(next.phase == .completed(true) && next.controller.diagnostics.isEmpty)
    }

    /// A run waiting for views another holds, which its container ends meanwhile, stops waiting
    /// having touched nothing: the views given back later wake nothing.
    @Test func aWaitingRunItsContainerEndsStopsWaitingHavingTouchedNothing() throws {
        let (stage, run) = Self.pushInFlight()
        let rival = stage.run()
        rival.begin()
        #expect(rival.controller.session?.phase == .waiting)
        rival.controller.animationEnded(false)
        #expect(rival.phase == .completed(false) && rival.controller.session?.phase == .completed(false))
        #expect(rival.controller.diagnostics == [.viewsInUse, .endedByContainer])
        run.advance(by: 3)
        #expect(run.phase == .completed(true))
        let after = fingerprint([stage.window])
        rival.advance(by: 1.0 / 60)
        #expect(fingerprint([stage.window]) == after)
        #expect(rival.context.misuses.isEmpty && rival.context.completion == nil)
    }

    /// A stage whose push has run 0.1 s: its views are claimed and flying.
    private static func pushInFlight() -> (stage: Stage, run: HeadlessTransition) {
        let stage = Stage()
        let run = stage.run()
        run.begin()
        run.advance(by: 0.1)
        return (stage, run)
    }

    /// A presentation of a fresh sheet over the stage's list, in the stage's container: its
    /// source is the list another run of the stage may be flying.
    private static func presentation(over stage: Stage) -> (run: HeadlessTransition, sheet: HeadlessView) {
        let sheet = HeadlessView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let run = HeadlessTransition(
            configuration: TransitionContext(kind: .present, containerSize: Size(width: 400, height: 800)),
            container: stage.container, source: stage.list, destination: sheet)
        return (run, sheet)
    }

    /// A run waits at most `maximumWait`: views a finger holds come back only when it lifts, so
    /// it then ends without matched animation — its screen put in place, as a plain run does.
    @Test func aRunWaitingLongerThanTheMaximumEndsWithoutMatchedAnimation() throws {
        let stage = Stage()
        let run = stage.run()
        run.grab(distance: 400)
        run.begin()
        run.drag(Vector(dx: 100, dy: 0))
        let (rival, sheet) = Self.presentation(over: stage)
        rival.begin()
        #expect(rival.controller.session?.phase == .waiting && sheet.superview == nil)
        rival.advance(by: HeadlessController.maximumWait * 0.9)
        #expect(rival.completed == nil && sheet.superview == nil)
        rival.advance(by: HeadlessController.maximumWait * 0.2)
        #expect(rival.completed == true && rival.controller.diagnostics == [.viewsInUse, .viewsStayedInUse])
        #expect(sheet.superview === stage.container && sheet.frame == stage.container.bounds)
        #expect(rival.context.misuses.isEmpty)
        // The finger's run is untouched and ends as the finger says.
        #expect(run.phase == .interactive)
        run.release(translation: Vector(dx: 100, dy: 0), velocity: Vector(dx: -900, dy: 0))
        #expect(run.runToEnd() == false)
    }

    /// A waiting run's animator ended by someone else (a container acting on it, P13) completes
    /// with its screen in place, as a plain run does — never a completed presentation with
    /// nothing presented.
    @Test func aWaitingRunsAnimatorEndedByTheContainerCompletesWithItsScreenInPlace() throws {
        let (stage, run) = Self.pushInFlight()
        let (rival, sheet) = Self.presentation(over: stage)
        rival.begin()
        let driver = try #require(rival.driver)
        try driver.pause()
        driver.stop(withoutFinishing: false)
        try driver.finish(at: .end)
        #expect(rival.completed == true && sheet.superview === stage.container)
        #expect(rival.context.completion == true && rival.context.misuses.isEmpty)
        run.advance(by: 3)
        #expect(run.phase == .completed(true))
    }

    /// A finger that comes down on a run whose flight is not on screen yet decides it: a cancel
    /// asked for before (a tap outside, a back tap) does not throw the finger's run back once it
    /// starts following.
    @Test func aFingerOverridesAReleaseAskedForBeforeTheFlightIsOnScreen() throws {
        let (stage, run) = Self.pushInFlight()
        let rival = stage.run()
        rival.begin()
        #expect(rival.controller.session?.phase == .waiting)
        rival.cancel()
        rival.grab(distance: 400)
        run.advance(by: 3)
        #expect(run.phase == .completed(true))
        stage.detail.removeFromSuperview()
        rival.advance(by: 1.0 / 60)
        #expect(rival.controller.session?.phase == .active && rival.phase == .interactive)
        rival.drag(Vector(dx: 300, dy: 0))
        rival.release(translation: Vector(dx: 300, dy: 0), velocity: Vector(dx: 900, dy: 0))
        #expect(rival.runToEnd() == true)
    }

    /// A finger that lifted while its run waited is carried out once the run prepares: the
    /// release it starts on the run's clock keeps its frames and completes.
    @Test func aFingerLiftedDuringTheWaitReleasesTheRunOnceItPrepares() throws {
        let (stage, run) = Self.pushInFlight()
        let rival = stage.run()
        rival.grab(distance: 400)
        rival.begin()
        #expect(rival.controller.session?.phase == .waiting)
        rival.drag(Vector(dx: 300, dy: 0))
        rival.release(translation: Vector(dx: 300, dy: 0), velocity: Vector(dx: 900, dy: 0))
        run.advance(by: 3)
        stage.detail.removeFromSuperview()
        #expect(rival.runToEnd(limit: 600) == true)
        #expect(rival.context.misuses.isEmpty)
    }

    /// A cancel asked for while a run waited (a back tap during a push that waits) still holds
    /// when the wait gives up: the run ends at its start, cancelled, its screen not placed.
    @Test func aCancelAskedForDuringAWaitThatGivesUpEndsTheRunAtItsStart() throws {
        let stage = Stage()
        let run = stage.run()
        run.grab(distance: 400)
        run.begin()
        let (rival, sheet) = Self.presentation(over: stage)
        rival.begin()
        rival.cancel()
        rival.advance(by: HeadlessController.maximumWait * 1.1)
        #expect(rival.completed == false && rival.context.completion == false)
        #expect(sheet.superview == nil && rival.context.misuses.isEmpty)
        run.release(velocity: Vector(dx: -900, dy: 0))
        #expect(run.runToEnd() == false)
    }

    @Test func completionHandlersRunExactlyOnce() throws {
        let stage = Stage()
        let run = stage.run()
        let outcome = Outcome()
        run.controller.onCompletion { outcome.results.append($0) }
        run.scrub(to: 0)
        run.begin()
        run.cancel()
        #expect(run.runToEnd() == false)
        run.cancel()
        run.finish()
        #expect(run.controller.diagnostics == [.afterCompletion, .afterCompletion])
        run.controller.onCompletion { outcome.results.append($0) }  // late handlers hear the result at once
        #expect(outcome.results == [false, false])
        #expect(run.context.log.filter { $0 == .complete(false) }.count == 1 && run.ended == false)
    }
}

/// The example in docs/internals.md does what its comments say.
@Suite struct HeadlessTransitionDocumentationTests {
    @Test func theInternalsExamplePopsWithAFlick() throws {
        let stage = Stage()
        // A detail screen on top of the list (a push finished), popped back by a finger.
        let (container, list, detail) = (stage.container, stage.list, stage.detail)
        list.removeFromSuperview()
        container.addSubview(detail)
        let outcome = Outcome()
        let run = HeadlessTransition(
            configuration: TransitionContext(kind: .pop, containerSize: container.bounds.size),
            container: container, source: detail, destination: list)
        run.controller.onCompletion { outcome.results.append($0) }
        run.grab(distance: 390)
        run.begin()
        #expect(run.context.isInteractive && run.phase == .interactive)
        run.drag(Vector(dx: 120, dy: 4))
        #expect(run.progress.isApproximatelyEqual(to: 0.31, tolerance: 0.005) && run.context.log.last == .update(run.progress))
        run.release(velocity: Vector(dx: 900, dy: 0))
        #expect(run.context.log.last == .finish)
        #expect(run.runToEnd() == true)
        #expect(outcome.results == [true] && run.context.log.last == .complete(true) && run.ended == true)
        #expect(list.superview === container && list.alpha == 1 && !container.subviews.contains { $0.name?.hasPrefix("stand-in") == true })
    }
}

/// A transition dropped before it completed leaves no claim behind.
@Suite struct DroppedTransitionTests {
    @Test func aSessionLetGoMidFlightPutsEverythingBackAndReleasesItsClaims() throws {
        let stage = Stage()
        var run: HeadlessTransition? = stage.run(effect: .none)
        run?.begin()
        run?.advance(by: 0.1)
        let views = stage.detail.subviews + stage.window.subviews
        #expect(views.contains { $0.transitionOwner != nil } || stage.detail.transitionOwner != nil)
        run = nil
        var all: [HeadlessView] = [stage.window]
        var i = 0
        while i < all.count {
            all += all[i].subviews
            i += 1
        }
        all += [stage.detail] + stage.detail.subviews
        #expect(all.allSatisfy { $0.transitionOwner == nil })
        // Nothing left concealed, no stand-in left in the container.
        #expect(all.allSatisfy { $0.alpha > 0 })
        #expect(!stage.container.subviews.contains { $0.name?.hasPrefix("stand-in:") == true })
    }
}
