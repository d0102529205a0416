import Testing

@testable import MatchEngine

@Suite struct TransitionSessionTests {
    /// Restores expectations: after completion the window tree equals `before` with the detail
    /// screen appended to the container (if completed), and the detail subtree is unchanged.
    /// `detailOnTop`: a presenting kind leaves the destination on top; pop and dismiss put it under
    /// the source root, which the container then removes.
    func checkRestored(_ stage: Stage, windowBefore: [ViewFingerprint], detailBefore: [ViewFingerprint], completed: Bool,
                       detailOnTop: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
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
        #expect(!fingerprint([stage.window]).contains { $0.name?.hasPrefix("stand-in") == true || $0.name == "dimming" },
                sourceLocation: sourceLocation)
    }

    @Test func aTimedPushFinishesAndRestores() throws {
        let stage = Stage()
        let window = fingerprint([stage.window]), detail = fingerprint([stage.detail])
        let session = stage.session()
        let outcome = Outcome()
        session.onCompletion { outcome.results.append($0) }
        try session.start()
        #expect(session.isRunning)
        // Mid-flight: originals of flying views are hidden, stand-ins are in the container.
        let driver = try #require(session.driver)
        driver.advance(by: 0.1)
        #expect(stage.container.subviews.contains { $0.name == "stand-in:card" })
        // avatar-1 flies: its original is concealed in place by alpha (isHidden would collapse a stack view).
        #expect(stage.list.subviews[1].subviews[0].alpha == 0 && !stage.list.subviews[1].subviews[0].isHidden)
        for _ in 0..<100 { driver.advance(by: 1.0 / 60) }
        #expect(outcome.results == [true])
        #expect(session.phase == .completed(true))
        checkRestored(stage, windowBefore: window, detailBefore: detail, completed: true)
    }

    @Test func standInsFollowThePlanAndKeepNestedPixelsOut() throws {
        let stage = Stage()
        // The photo has no partner: with a modifier of its own it flies apart from the card.
        stage.detail.subviews[0].subviews[0].transitionModifiers = [.scale(0.5)]
        let session = stage.session(effect: .none)
        try session.startInteractive()
        try session.update(progress: 0.5)
        let plan = try #require(session.plan)
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
        try session.cancel()
        session.driver!.advance(by: 2)
        #expect(session.phase == .completed(false))
    }

    @Test func anUnpartneredPlainTagRidesInsideItsMatchedAncestorsStandIn() throws {
        // The photo has no partner and no modifier: it is no participant; its pixels fly inside the card's.
        let stage = Stage()
        let session = stage.session(effect: .none)
        try session.startInteractive()
        try session.update(progress: 0.5)
        let standIn = try #require(stage.container.subviews.first { $0.name == "stand-in:card" })
        #expect(fingerprint([standIn]).contains { $0.name == "photo" && $0.alpha > 0 })
        #expect(!stage.container.subviews.contains { $0.name == "stand-in:photo" })
        #expect(stage.detail.subviews[0].subviews[0].alpha == 1)
        try session.cancel()
        session.driver!.advance(by: 2)
        #expect(session.phase == .completed(false))
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
        let window = fingerprint([stage.window]), detail = fingerprint([stage.detail])
        let session = stage.session(.pop, effect: .automatic)
        let outcome = Outcome()
        session.onCompletion { outcome.results.append($0) }
        try session.startInteractive()
        try session.gestureBegan(direction: Vector(dx: 1, dy: 0), distance: 400)
        for x in script.moves {
            try session.gestureChanged(translation: Vector(dx: x, dy: 3))
            #expect(session.progress.isApproximatelyEqual(to: x / 400, tolerance: 1e-12))
        }
        let decision = try session.gestureEnded(translation: Vector(dx: script.release, dy: 0), velocity: Vector(dx: script.velocity, dy: 0))
        #expect(decision.finishes == script.finishes)
        // The hand-over keeps the position.
        #expect(session.progress.isApproximatelyEqual(to: script.release / 400, tolerance: 1e-12))
        for _ in 0..<200 { session.driver!.advance(by: 1.0 / 120) }
        #expect(outcome.results == [script.finishes])
        checkRestored(stage, windowBefore: window, detailBefore: detail, completed: script.finishes, detailOnTop: false)
    }

    @Test func aTimedTransitionCanBeGrabbedScrubbedAndReleased() throws {
        let stage = Stage()
        let session = stage.session(.present, effect: .presentFromEdge(.bottom))
        try session.start()
        session.driver!.advance(by: 0.2)
        let grabbed = try session.pause()
        #expect(grabbed > 0 && grabbed < 1 && !session.isRunning)
        #expect(stage.container.subviews.contains { $0.name == "dimming" })
        session.driver!.advance(by: 1)
        #expect(session.progress == grabbed)
        try session.update(progress: 0.9)
        try session.finish(initialVelocity: 2)
        for _ in 0..<120 { session.driver!.advance(by: 1.0 / 60) }
        #expect(session.phase == .completed(true))
    }

    @Test func reversingMidFlightCancelsWithoutAJump() throws {
        let stage = Stage()
        let window = fingerprint([stage.window]), detail = fingerprint([stage.detail])
        let session = stage.session()
        try session.start()
        session.driver!.advance(by: 0.25)
        let before = session.progress
        try session.reverse()
        #expect(session.progress == before)
        session.driver!.advance(by: 0.01)
        #expect(session.progress < before)
        session.driver!.advance(by: 2)
        #expect(session.phase == .completed(false))
        checkRestored(stage, windowBefore: window, detailBefore: detail, completed: false)
    }

    @Test func aViewAskingToFlyItselfIsMovedAndPutBack() throws {
        let stage = Stage()
        let card = stage.detail.subviews[0]  // "card", matched with avatar-1
        card.transitionModifiers = [.useOriginalView]
        let window = fingerprint([stage.window]), detail = fingerprint([stage.detail])
        let session = stage.session(effect: .none)
        try session.startInteractive()
        try session.update(progress: 0.5)
        // The card itself is in the container, visible, where the plan puts it; no stand-in copies it.
        #expect(card.superview === stage.container && !card.isHidden)
        #expect(!stage.container.subviews.contains { $0.name == "stand-in:card" })
        let plan = try #require(session.plan)
        let i = try #require(plan.tracks.firstIndex { $0.view == ViewReference(side: .destination, index: 1) })
        #expect(card.center == plan.states(at: 0.5)[i].position)
        // Its child, tagged with no partner and no modifier, is no participant: it rides inside
        // the card, shown, not concealed.
        #expect(card.subviews[0].alpha == 1 && !card.subviews[0].isHidden)
        try session.cancel()
        session.driver!.advance(by: 2)
        #expect(session.phase == .completed(false))
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
        let window = fingerprint([stage.window]), detail = fingerprint([stage.detail])
        let session = stage.session(effect: .none)
        try session.startInteractive()
        try session.update(progress: 0.5)
        #expect((card.superview === stage.container) == fliesItself)
        #expect(stage.container.subviews.contains { $0.name == "stand-in:card" } == !fliesItself)
        try session.cancel()
        session.driver!.advance(by: 2)
        #expect(session.phase == .completed(false))
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
        let session = stage.session(effect: .none)
        try session.startInteractive()
        let flying = fliesItself ? card : try #require(stage.container.subviews.first { $0.name == "stand-in:card" })
        // On the way the bottom corners are rounding down from avatar-1's circle: all four round.
        try session.update(progress: 0.5)
        #expect(flying.maskedCorners == .all)
        // Landed: the card's own shape, square below.
        try session.update(progress: 1)
        #expect(flying.maskedCorners == [.topLeft, .topRight])
        // Flying itself, the card's own corners were changed to the states' and must come back.
        try session.cancel()
        session.driver!.advance(by: 2)
        #expect(session.phase == .completed(false))
        #expect(card.maskedCorners == [.topLeft, .topRight] && card.cornerRadius == 12)
    }

    @Test func misuseIsATypedErrorAndChangesNothing() throws {
        let stage = Stage()
        let session = stage.session()
        #expect(throws: SessionError.notStarted) { try session.finish() }
        #expect(throws: SessionError.notStarted) { try session.cancel() }
        #expect(throws: SessionError.notStarted) { try session.update(progress: 0.5) }
        #expect(throws: SessionError.notStarted) { try session.gestureChanged(translation: .zero) }
        try session.start()
        #expect(throws: SessionError.alreadyStarted) { try session.start() }
        #expect(throws: SessionError.alreadyStarted) { try session.startInteractive() }
        // A second session on the same views while the first runs.
        let rival = stage.session()
        #expect(throws: SessionError.viewsInUse) { try rival.start() }
        #expect(rival.phase == .idle)
        try session.finish()
        try session.finish()  // finishing again while finishing just re-aims
        session.driver!.advance(by: 3)
        #expect(session.phase == .completed(true))
        #expect(throws: SessionError.completed) { try session.finish() }
        #expect(throws: SessionError.completed) { try session.update(progress: 0.1) }
        #expect(throws: SessionError.completed) { try session.start() }
        // Once the first is done, the views are free again.
        stage.detail.removeFromSuperview()
        let next = stage.session(.push)
        try next.start()
        next.driver!.advance(by: 3)
        #expect(next.phase == .completed(true))
    }

    @Test func completionHandlersRunExactlyOnce() throws {
        let stage = Stage()
        let session = stage.session()
        let outcome = Outcome()
        session.onCompletion { outcome.results.append($0) }
        try session.startInteractive()
        try session.complete(finished: false)
        #expect(throws: SessionError.completed) { try session.complete(finished: true) }
        session.onCompletion { outcome.results.append($0) }  // late handlers hear the result at once
        #expect(outcome.results == [false, false])
    }
}
