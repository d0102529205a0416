import MatchEngine
import Testing

/// The navigation delegate's decisions that no scenario reaches through a single finger.
@Suite struct NavigationCoordinationTests {
    final class Receiver: GestureReceiver {
        var acceptsFinger = true
        func gestureBegan(direction: Vector, distance: Double) {}
        func gestureChanged(translation: Vector) {}
        func gestureEnded(translation: Vector, velocity: Vector) {}
        func gestureCancelled() {}
    }

    /// (stack, running, back button hidden, app allows) → begins.
    @Test(arguments: [
        (2, false, false, true, true),
        (1, false, false, true, false),  // the root screen: nothing to pop
        (3, true, false, true, false),  // a transition runs: a second would nest (P5)
        (2, false, true, true, false),  // the screen hides its back button
        (2, false, false, false, false),  // the app refuses
    ])
    func theBackSwipeBeginsOnlyWhenAPopCanRun(_ row: (Int, Bool, Bool, Bool, Bool)) {
        #expect(
            NavigationCoordination<Receiver>.popGestureShouldBegin(
                stackCount: row.0, transitionRunning: row.1, backButtonHidden: row.2, appAllows: row.3) == row.4)
    }

    @Test func twoFingersThatPopNeverBothBegin() {
        let coordination = NavigationCoordination<Receiver>()
        let pan = GestureRelay<Receiver>()
        coordination.otherPopFingers = [pan]
        #expect(coordination.popGestureShouldBegin(stackCount: 2, transitionRunning: false, backButtonHidden: false))
        #expect(coordination.otherPopFingerShouldBegin(transitionRunning: false, drivesRunningTransition: false))
        // The pan is down: the back swipe does not begin.
        pan.began(direction: Vector(dx: 1, dy: 0), distance: 390)
        #expect(!coordination.popGestureShouldBegin(stackCount: 2, transitionRunning: false, backButtonHidden: false))
        pan.cancelled(at: 0)
        pan.attach(nil, at: 0)
        // The back swipe is down: the pan does not begin, not even to grab.
        coordination.backSwipe.began(direction: Vector(dx: 1, dy: 0), distance: 390)
        #expect(!coordination.otherPopFingerShouldBegin(transitionRunning: false, drivesRunningTransition: false))
        #expect(!coordination.otherPopFingerShouldBegin(transitionRunning: true, drivesRunningTransition: true))
        coordination.backSwipe.cancelled(at: 0)
        coordination.backSwipe.attach(nil, at: 0)
        // A transition runs: the pan begins only to grab the pop it drives, never to start another.
        #expect(!coordination.otherPopFingerShouldBegin(transitionRunning: true, drivesRunningTransition: false))
        #expect(coordination.otherPopFingerShouldBegin(transitionRunning: true, drivesRunningTransition: true))
        #expect(coordination.otherPopFingerShouldBegin(transitionRunning: false, drivesRunningTransition: false))
        // A delegate the app gave the recognizer still has its say.
        #expect(
            !coordination.popGestureShouldBegin(
                stackCount: 2, transitionRunning: false, backButtonHidden: false,
                recognizerDelegateAllows: false))
    }

    static let right = Vector(dx: 1, dy: 0)

    @Test func aPopFingerComingDownGrabsTheRunningPopWhoeverStartedItAndAPushBackward() throws {
        let coordination = NavigationCoordination<Receiver>()
        let pan = GestureRelay<Receiver>()
        coordination.otherPopFingers = [pan]
        // No pop runs: the pan starts one, along the pop direction.
        guard
            case .start(let direction) = coordination.takeover(
                for: pan, transitionRunning: false, popDirection: Self.right, stackCount: 2, backButtonHidden: false)
        else {
            Issue.record("expected a start")
            return
        }
        #expect(direction == Self.right)
        // On the root screen, or one that hides its back button, it may not pop.
        for (count, hidden) in [(1, false), (2, true)] {
            guard
                case .refuse = coordination.takeover(
                    for: pan, transitionRunning: false, popDirection: Self.right,
                    stackCount: count, backButtonHidden: hidden)
            else {
                Issue.record("expected a refusal with \(count) screens, back button hidden \(hidden)")
                return
            }
        }
        // A transition Match does not drive runs: refused.
        guard
            case .refuse = coordination.takeover(
                for: pan, transitionRunning: true, popDirection: Self.right, stackCount: 2, backButtonHidden: false)
        else {
            Issue.record("expected a refusal")
            return
        }
        // A pop the back button started runs: the pan may begin, and grabs it along the pop direction.
        let pop = Receiver()
        coordination.runStarted(pop, kind: .pop)
        #expect(coordination.otherPopFingerShouldBegin(transitionRunning: true, drivesRunningTransition: false))
        guard
            case .grab(let grabbed, let along) = coordination.takeover(
                for: pan, transitionRunning: true, popDirection: Self.right, stackCount: 2, backButtonHidden: false)
        else {
            Issue.record("expected a grab")
            return
        }
        #expect(grabbed === pop && along == Self.right)
        pan.attach(pop, at: 0)
        // It ends: nothing to grab, and the pan lets go of it.
        coordination.runEnded(pop, at: 1)
        #expect(coordination.running == nil && pan.receiver == nil)
        #expect(!coordination.otherPopFingerShouldBegin(transitionRunning: true, drivesRunningTransition: false))
        // A push runs: the pan grabs it against its own direction, so moving right takes it back.
        let push = Receiver()
        coordination.runStarted(push, kind: .push)
        guard
            case .grab(let grabbedPush, let back) = coordination.takeover(
                for: pan, transitionRunning: true, popDirection: Self.right, stackCount: 2, backButtonHidden: false)
        else {
            Issue.record("expected a grab of the push")
            return
        }
        #expect(grabbedPush === push && back == Vector(dx: -1, dy: 0))
    }

    @Test func aPopAskedForWhileAPushRunsReversesItAndWhileAPopRunsWaitsForIt() {
        let coordination = NavigationCoordination<Receiver>()
        // Nothing runs: pop.
        guard case .pop = coordination.requestPop(transitionRunning: false, stackCount: 2) else {
            Issue.record("expected a pop")
            return
        }
        // A matched push runs: reversed, nothing waits.
        let push = Receiver()
        coordination.runStarted(push, kind: .push)
        guard case .reverse(let reversed) = coordination.requestPop(transitionRunning: true, stackCount: 2) else {
            Issue.record("expected a reversal")
            return
        }
        #expect(reversed === push && coordination.queue.isEmpty)
        coordination.runEnded(push, at: 1)
        // A matched pop runs: the next pop waits for it, and is due once nothing runs.
        let pop = Receiver()
        coordination.runStarted(pop, kind: .pop)
        guard case .wait = coordination.requestPop(transitionRunning: true, stackCount: 2) else {
            Issue.record("expected a wait")
            return
        }
        #expect(coordination.nextQueued(transitionRunning: true, stackCount: 2) == nil)
        coordination.runEnded(pop, at: 2)
        #expect(coordination.nextQueued(transitionRunning: false, stackCount: 2) == .pop)
        #expect(coordination.queue.isEmpty)
        // A transition Match does not drive: the pop waits too.
        guard case .wait = coordination.requestPop(transitionRunning: true, stackCount: 2) else {
            Issue.record("expected a wait")
            return
        }
    }

    @Test func operationsThatWaitKeepTheirOrderAndAPopUndoesAWaitingPushFirst() {
        let coordination = NavigationCoordination<Receiver>()
        let push = Receiver()
        coordination.runStarted(push, kind: .push)
        // Two pushes tapped while a push runs wait, in order.
        #expect(coordination.requestPush(1, transitionRunning: true) == .wait)
        #expect(coordination.requestPush(2, transitionRunning: true) == .wait)
        // A pop undoes the latest request: push 2 is dropped before it ran, the running push stays.
        guard case .dropQueuedPush(2) = coordination.requestPop(transitionRunning: true, stackCount: 2) else {
            Issue.record("expected push 2 dropped")
            return
        }
        #expect(coordination.queue == [.push(1)])
        // While one waits, a push asked for with nothing running still waits behind it.
        coordination.runEnded(push, at: 1)
        #expect(coordination.requestPush(3, transitionRunning: false) == .wait)
        #expect(coordination.nextQueued(transitionRunning: false, stackCount: 2) == .push(1))
        // The adapter pushes; the container takes it and starts it in a later layout pass.
        coordination.startsOperation({}, accepted: { true })
        #expect(coordination.nextQueued(transitionRunning: true, stackCount: 2) == nil)
        // Handed over, not started yet: the next waits.
        #expect(coordination.nextQueued(transitionRunning: false, stackCount: 2) == nil)
        coordination.screenWillShow()
        #expect(coordination.nextQueued(transitionRunning: false, stackCount: 2) == .push(3))
        #expect(coordination.nextQueued(transitionRunning: false, stackCount: 2) == nil)
    }

    @Test func noSwipeOrPanStartsAPopWhileOperationsWaitTheirTurn() {
        // A push waits for a transition that just ended: a pop finger starting now would jump it.
        let coordination = NavigationCoordination<Receiver>()
        let pan = GestureRelay<Receiver>()
        coordination.otherPopFingers = [pan]
        let push = Receiver()
        coordination.runStarted(push, kind: .push)
        #expect(coordination.requestPush(1, transitionRunning: true) == .wait)
        coordination.runEnded(push, at: 1)
        #expect(!coordination.popGestureShouldBegin(stackCount: 2, transitionRunning: false, backButtonHidden: false))
        guard
            case .refuse = coordination.takeover(
                for: pan, transitionRunning: false, popDirection: Self.right,
                stackCount: 2, backButtonHidden: false)
        else {
            Issue.record("expected a refusal while a push waits")
            return
        }
        #expect(coordination.nextQueued(transitionRunning: false, stackCount: 2) == .push(1))
        coordination.startsOperation({}, accepted: { true })
        // Handed to the container, not started yet: still no swipe.
        #expect(!coordination.popGestureShouldBegin(stackCount: 2, transitionRunning: false, backButtonHidden: false))
        coordination.screenWillShow()
        #expect(coordination.popGestureShouldBegin(stackCount: 2, transitionRunning: false, backButtonHidden: false))
    }

    @Test func aPopWithNothingToPopToHandsNothingOverAndAWaitingOneIsDropped() {
        let coordination = NavigationCoordination<Receiver>()
        guard case .nothingToPop = coordination.requestPop(transitionRunning: false, stackCount: 1) else {
            Issue.record("expected nothing to pop")
            return
        }
        #expect(!coordination.operationHandedOver)
        #expect(coordination.requestPush(1, transitionRunning: false) == .push)
        #expect(!coordination.operationHandedOver, "not until the container took it")
        coordination.startsOperation({}, accepted: { true })
        #expect(coordination.operationHandedOver)
        // Asked for before the push started: it waits, and is dropped if nothing is left to pop.
        guard case .wait = coordination.requestPop(transitionRunning: false, stackCount: 1) else {
            Issue.record("expected the pop to wait for the push handed over")
            return
        }
        coordination.screenWillShow()
        #expect(coordination.nextQueued(transitionRunning: false, stackCount: 1) == nil)
        #expect(coordination.queue.isEmpty && !coordination.operationHandedOver)
    }

    @Test func aPanComingDownOnARunThatTakesNoFingerIsRefused() {
        // A fallback run ends at once and cannot follow a finger: the pan neither grabs it (the
        // finger would go nowhere) nor starts a second pop over it.
        let coordination = NavigationCoordination<Receiver>()
        let pan = GestureRelay<Receiver>()
        coordination.otherPopFingers = [pan]
        let push = Receiver()
        push.acceptsFinger = false
        coordination.runStarted(push, kind: .push)
        guard
            case .refuse = coordination.takeover(
                for: pan, transitionRunning: true, popDirection: Self.right, stackCount: 2, backButtonHidden: false)
        else {
            Issue.record("expected a refusal")
            return
        }
        push.acceptsFinger = true
        guard
            case .grab = coordination.takeover(
                for: pan, transitionRunning: true, popDirection: Self.right, stackCount: 2, backButtonHidden: false)
        else {
            Issue.record("expected a grab")
            return
        }
    }

    @Test func aGestureHandsOverOnlyAPopTheContainerTookAndHasNotStartedShowing() {
        let coordination = NavigationCoordination<Receiver>()
        // Refused by the container: nothing handed over.
        coordination.startsOperation({}, accepted: { false })
        #expect(!coordination.operationHandedOver)
        // Taken, start deferred: handed over until it shows.
        coordination.startsOperation({}, accepted: { true })
        #expect(coordination.operationHandedOver)
        coordination.screenWillShow()
        #expect(!coordination.operationHandedOver)
        // Taken and started inside the call: already showing, nothing waits.
        coordination.startsOperation({ coordination.screenWillShow() }, accepted: { true })
        #expect(!coordination.operationHandedOver)
        // Asking a pan whether it may begin changes nothing.
        let pan = GestureRelay<Receiver>()
        coordination.otherPopFingers = [pan]
        _ = coordination.takeover(for: pan, transitionRunning: false, popDirection: Self.right, stackCount: 2, backButtonHidden: false)
        #expect(!coordination.operationHandedOver)
    }

    @Test func offScreenPushesAndPopsWaitUntilTheNavigationControllerIsOnScreenWithoutPolling() {
        let coordination = NavigationCoordination<Receiver>()
        // Off screen (a tab not selected): nothing is handed to the container, and a drain that
        // finds nothing to do is not scheduled again — the view coming into a window drains.
        #expect(coordination.requestPush(1, transitionRunning: false, onScreen: false) == .wait)
        #expect(coordination.nextQueued(transitionRunning: false, stackCount: 1, onScreen: false) == nil)
        #expect(!coordination.drainsAgain(onScreen: false))
        guard case .dropQueuedPush(1) = coordination.requestPop(transitionRunning: false, stackCount: 1, onScreen: false) else {
            Issue.record("a pop undoes the waiting push first")
            return
        }
        guard case .wait = coordination.requestPop(transitionRunning: false, stackCount: 2, onScreen: false) else {
            Issue.record("off screen a pop waits")
            return
        }
        #expect(coordination.requestPush(2, transitionRunning: false, onScreen: false) == .wait)
        // On screen, while the switch that brought it there runs: still waiting, polled.
        #expect(coordination.nextQueued(transitionRunning: true, stackCount: 2, onScreen: true) == nil)
        #expect(coordination.drainsAgain(onScreen: true))
        // Once no transition runs: in order.
        #expect(coordination.nextQueued(transitionRunning: false, stackCount: 2, onScreen: true) == .pop)
        #expect(coordination.nextQueued(transitionRunning: false, stackCount: 1, onScreen: true) == .push(2))
        #expect(coordination.requestPush(3, transitionRunning: false, onScreen: true) == .push)
    }

    @Test func aPushTakesTheEffectHandedForItsScreenOnceAndKeepsItThroughASecondAsk() {
        final class Screen {}
        let list = Screen()
        let detail = Screen()
        let other = Screen()
        let (l, d, o) = (ObjectIdentifier(list), ObjectIdentifier(detail), ObjectIdentifier(other))
        let coordination = NavigationCoordination<Receiver>(effect: .push(.leading))
        /// The effect of `operation` from → to, or nil when Match does not run it.
        func effect(
            _ operation: NavigationCoordination<Receiver>.Operation, _ from: ObjectIdentifier, _ to: ObjectIdentifier,
            app: Bool = false
        ) -> TransitionEffect? {
            let stack = operation == .push ? [from, to] : [to]
            guard
                case .match(_, let effect, _, _, _) = coordination.decide(
                    operation: operation, from: from, to: to, stack: stack, appSuppliesAnimator: app)
            else { return nil }
            return effect
        }

        // UIKit asks twice about one push: the second ask keeps the effect; its pop plays it back.
        coordination.pushHanded(d, effect: .fade)
        #expect(effect(.push, l, d) == .fade)
        #expect(effect(.push, l, d) == .fade)
        coordination.screenDidShow()
        #expect(effect(.pop, d, l) == .fade)
        // Pushed again by the app's own call: the coordinator's effect.
        #expect(effect(.push, l, d) == .push(.leading))
        #expect(effect(.pop, d, l) == .push(.leading))

        // The push UIKit asks about is of another screen: the handed effect is gone, for that push
        // and for a later one of the handed screen.
        coordination.pushHanded(d, effect: .fade)
        #expect(effect(.push, l, o) == .push(.leading))
        #expect(effect(.pop, o, l) == .push(.leading))
        #expect(effect(.push, l, d) == .push(.leading))
        #expect(effect(.pop, d, l) == .push(.leading))

        // Once shown, a push is over: the same screen pushed again after its pop takes nothing.
        coordination.pushHanded(d, effect: .fade)
        #expect(effect(.push, l, d) == .fade)
        coordination.screenDidShow()
        #expect(effect(.pop, d, l) == .fade)
        // The app's animator runs the next push of the screen: its pop, Match's, plays the
        // coordinator's effect, not the one recorded for the earlier push.
        #expect(effect(.push, l, d, app: true) == nil)
        #expect(effect(.pop, d, l) == .push(.leading))
    }
}
