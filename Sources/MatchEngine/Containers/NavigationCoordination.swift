/// Every decision a navigation controller's Match delegate takes, for any host: which animation a
/// push or pop gets, which finger drives it, where a pop's views return to, and whether the
/// system back swipe may begin.
///
/// `NavigationGlue` owns one and is the only caller; MatchUIKit's `MatchNavigationCoordinator` and
/// the strict host's adapter forward their container's calls to that glue.
///
/// The back swipe (uikit-practice P1): once a navigation delegate implements
/// `navigationController(_:animationControllerFor:from:to:)` — which Match must — the pop
/// recognizer's own delegate (UIKit's) never lets it begin, and with no delegate at all it begins
/// even on the root screen. So the adapter becomes the recognizer's delegate and answers
/// `popGestureShouldBegin`: only with a screen to pop to, never while a transition runs (a second
/// one would start inside it, P5, react-native-screens #3142), and only if the app allows it.
///
/// Operations that meet (P5: a second one nested inside a running transition corrupts the
/// navigation bar): a pan-anywhere pop coming down on a running push or pop grabs it
/// (`takeover`); a pop asked for while a matched push runs reverses the push, and one asked for
/// while anything else runs waits for it (`requestPop`).
package final class NavigationCoordination<Receiver: GestureReceiver> {
    /// The effect for pushes and pops; default `.automatic`.
    package var effect: TransitionEffect
    /// Whether matched transitions run; `false` gives the system's own. Default `true`.
    package var isEnabled = true
    /// The app's say on whether the back swipe may begin (asked after Match's own rules); `nil`
    /// (the default) allows it.
    package var popGestureShouldBegin: (() -> Bool)?
    /// The back swipe's finger.
    package let backSwipe = GestureRelay<Receiver>()
    /// Other fingers that pop (a pan anywhere on the pushed screens), consulted after the back swipe.
    package var otherPopFingers: [GestureRelay<Receiver>] = []

    /// The matched push or pop running now, which a pop finger that comes down grabs (a push
    /// against the finger, so it takes the push back).
    package private(set) var running: FingerTakeover<Receiver>.Target?

    /// Where each pushed screen's matched views came from (container coordinates) and the screen
    /// it was pushed from, kept while it is on the stack; keys are the caller's screen identities.
    private var departures: [ObjectIdentifier: (below: ObjectIdentifier, frames: [TransitionID: Rect])] = [:]
    /// The effect each screen was pushed with where Match ran the push and the push named one
    /// (`NavigationGlue.push(_:effect:)`), kept while the screen is on the stack: its pop plays that
    /// effect back. Every push of a screen replaces its entry. Keys are the caller's screen
    /// identities.
    private var pushEffects: [ObjectIdentifier: TransitionEffect] = [:]
    /// The push Match handed to the container last and the effect it names, until the container
    /// asks about its next push (whatever answers it) or refuses the push (`handedPushRefused`): a
    /// push the app makes itself (`pushViewController`) names none, even of a screen pushed with an
    /// effect before.
    private var handedPush: (screen: ObjectIdentifier, effect: TransitionEffect?)?
    /// The push the container asked about last that took `handedPush`, with its effect, until that
    /// push is shown (`screenDidShow`), a matched run ends or the container asks about another
    /// operation: a second ask about the same push keeps the effect the first one took.
    private var answeredPush: (screen: ObjectIdentifier, effect: TransitionEffect?)?

    /// Creates the coordination with an effect.
    package init(effect: TransitionEffect = .automatic) {
        self.effect = effect
    }

    /// A navigation operation, as the container names it.
    package enum Operation: Sendable, Hashable {
        /// A screen is pushed.
        case push
        /// The top screen is popped.
        case pop
        /// Neither (UIKit asks for `.none` too).
        case none
    }

    /// What one push or pop runs.
    package enum Decision {
        /// The app's own animator.
        case app
        /// The system's standard animation.
        case system
        /// A matched transition: its kind, the finger that drives it (if any), where the views it
        /// returns came from (a pop), and what to call with the departure frames when a push
        /// completes.
        case match(
            kind: TransitionContext.Kind, effect: TransitionEffect, finger: GestureRelay<Receiver>?,
            returningFrames: [TransitionID: Rect], onDeparture: ([TransitionID: Rect]) -> Void)
    }

    /// Match hands the container a push of `screen` with its own effect (`nil`: `effect`): the
    /// push runs it, and so does the screen's pop for as long as the screen stays on the stack —
    /// if Match runs the push (`decide`).
    package func pushHanded(_ screen: ObjectIdentifier, effect pushEffect: TransitionEffect?) {
        handedPush = (screen, pushEffect)
    }

    /// The container refused the push last handed to it (its stack did not change: the screen was
    /// on the stack already, or an app's subclass ignored it): no later push plays its effect.
    package func handedPushRefused() {
        handedPush = nil
    }

    /// The effect Match's push of `to` names (`nil`: the coordinator's), taking the handed push:
    /// it counts only if it names `to`, and is gone after this ask whatever runs the push — except
    /// for another ask about the same push.
    private func effectNamed(byPushOf to: ObjectIdentifier) -> TransitionEffect? {
        if let handed = handedPush {
            handedPush = nil
            answeredPush = handed.screen == to ? handed : nil
        } else if answeredPush?.screen != to {
            answeredPush = nil
        }
        return answeredPush?.effect
    }

    /// The answer to `animationControllerFor`: the app's animator wins, then Match when enabled
    /// for a real operation (`AdapterRouting.animation`). `from` and `to` identify the screens;
    /// `stack` is the navigation stack after the operation.
    package func decide(
        operation: Operation, from: ObjectIdentifier, to: ObjectIdentifier, stack: [ObjectIdentifier],
        appSuppliesAnimator: Bool
    ) -> Decision {
        // Before routing: a push the app's animator or the system's runs takes the handed push too,
        // and records no effect for its screen's pop.
        let isPush = operation == .push
        let named = isPush ? effectNamed(byPushOf: to) : nil
        if isPush { pushEffects[to] = nil } else { answeredPush = nil }
        switch AdapterRouting.animation(
            appSuppliesAnimator: appSuppliesAnimator, matchEnabled: isEnabled, isRealOperation: operation != .none)
        {
        case .app: return .app
        case .system: return .system
        case .match: break
        }
        let pushed = isPush ? to : from
        let below = isPush ? from : to
        let onStack = Set(stack)
        departures = departures.filter { onStack.contains($0.key) || $0.key == pushed }
        pushEffects = pushEffects.filter { onStack.contains($0.key) || $0.key == pushed }
        if isPush { pushEffects[pushed] = named }
        let kept = departures[pushed]
        let kind: TransitionContext.Kind = isPush ? .push : .pop
        // The back swipe only ever pops: a push never takes its finger.
        let finger = AdapterRouting.fingerDrivesRun(kind: kind, fingerStartedIt: false) ? popFinger() : nil
        return .match(
            kind: kind, effect: pushEffects[pushed] ?? effect, finger: finger,
            returningFrames: !isPush && kept?.below == below ? kept?.frames ?? [:] : [:],
            onDeparture: { [weak self] frames in self?.departures[pushed] = (below, frames) })
    }

    /// The back swipe's finger came down: it is put down on `backSwipe` unless it is down already.
    /// The adapter calls this from its target on `.began` and — because UIKit's own target may run
    /// first and pop before Match's target hears of the finger (the order of a recognizer's
    /// targets is not documented, uikit-rules 8.4) — from `animationControllerFor` when the
    /// recognizer has begun, so the pop is planned for a finger (linear, carried) from its start.
    /// Returns whether it put the finger down now.
    @discardableResult
    package func backSwipeBegan(direction: Vector, distance: Double) -> Bool {
        guard !backSwipe.isTracking else { return false }
        backSwipe.began(direction: direction, distance: distance)
        return true
    }

    /// The finger that drives a pop: the first of the back swipe and the other pop fingers that is
    /// down, else the back swipe (whose finger may come down after the container asks).
    func popFinger() -> GestureRelay<Receiver> {
        let relays = [backSwipe] + otherPopFingers
        return AdapterRouting.drivingFinger(tracking: relays.map(\.isTracking)).map { relays[$0] } ?? backSwipe
    }

    /// The pop recognizer delegate's `gestureRecognizerShouldBegin`: with more than one screen on
    /// the stack, no transition running, the top screen's back button shown (a screen that hides it
    /// keeps the user there), no other pop finger down (two would start two pops, P5), and the app
    /// allowing it.
    /// `recognizerDelegateAllows` is the answer of a delegate the app gave the recognizer itself,
    /// which Match wraps (default `true`).
    package func popGestureShouldBegin(
        stackCount: Int, transitionRunning: Bool, backButtonHidden: Bool,
        recognizerDelegateAllows: Bool = true
    ) -> Bool {
        // Operations waiting their turn count as running: a pop now would jump the queue.
        Self.popGestureShouldBegin(
            stackCount: stackCount,
            transitionRunning: transitionRunning || otherPopFingers.contains(where: \.isTracking) || !queue.isEmpty
                || operationHandedOver,
            backButtonHidden: backButtonHidden, appAllows: recognizerDelegateAllows && (popGestureShouldBegin?() ?? true))
    }

    /// Whether another finger that pops (a pan anywhere) may begin: not while the back swipe is
    /// down, and while a transition runs only to grab it — the finger's own run
    /// (`drivesRunningTransition`), or the matched push or pop running now, whoever started it (a
    /// back button, the back swipe, a tap); anything else would start a second transition (P5).
    package func otherPopFingerShouldBegin(transitionRunning: Bool, drivesRunningTransition: Bool) -> Bool {
        !backSwipe.isTracking && (!transitionRunning || drivesRunningTransition || running?.receiver != nil)
    }

    /// A matched push or pop started (the adapter made its controller): a pop finger that comes
    /// down while it runs grabs it, and a pop asked for meanwhile redirects it or waits.
    package func runStarted(_ controller: Receiver, kind: TransitionContext.Kind) {
        operationHandedOver = false
        running = .init(controller, runsAgainstFinger: kind.isPresenting)
    }

    /// The run `controller` ended at `time` (seconds, the caller's clock): it can no longer be
    /// grabbed, and no pop finger stays pointed at it.
    package func runEnded(_ controller: Receiver, at time: Double) {
        answeredPush = nil
        if running?.receiver === controller || running?.receiver == nil { running = nil }
        for relay in otherPopFingers where relay.receiver === controller { relay.attach(nil, at: time) }
    }

    /// What a pan-anywhere pop finger (`finger`, one of `otherPopFingers`) does as it comes down
    /// (`FingerTakeover`): refused while the back swipe is down or a transition it may not grab
    /// runs; else it grabs the run it drives already or the matched push or pop running now — a
    /// push backward — else it pops, under the back swipe's own rules: with a screen to pop to
    /// (`stackCount` > 1), the top screen's back button shown, and the app allowing it
    /// (`popGestureShouldBegin`). `popDirection` is `AdapterRouting.popDirection`.
    package func takeover(
        for finger: GestureRelay<Receiver>, transitionRunning: Bool, popDirection: Vector,
        stackCount: Int, backButtonHidden: Bool
    ) -> FingerTakeover<Receiver> {
        var allowed = otherPopFingerShouldBegin(transitionRunning: transitionRunning, drivesRunningTransition: finger.receiver != nil)
        var target = running
        if let driven = finger.receiver, driven !== running?.receiver { target = .init(driven, runsAgainstFinger: false) }
        if target?.receiver == nil {
            allowed =
                allowed
                && Self.popGestureShouldBegin(
                    stackCount: stackCount, transitionRunning: transitionRunning || !queue.isEmpty || operationHandedOver,
                    backButtonHidden: backButtonHidden, appAllows: popGestureShouldBegin?() ?? true)
        }
        // No side effect: the recognizer's delegate asks this before `.began` asks it again.
        return FingerTakeover<Receiver>.decide(ownDirection: popDirection, allowed: allowed, target: target)
    }

    /// A push or pop that waits for the running transition, in the order asked; a push carries
    /// the caller's token for the screen it pushes.
    package enum QueuedOperation: Sendable, Hashable {
        /// Push the screen the caller knows by this token.
        case push(Int)
        /// Pop the top screen.
        case pop
    }

    /// The operations waiting for the running transition to end, oldest first.
    package private(set) var queue: [QueuedOperation] = []

    /// Whether a push or pop was handed to the container and has not started showing yet. UIKit
    /// starts a navigation transition in a later layout pass (`_startDeferredTransitionIfNeeded:`,
    /// uikit-practice P2) and need not have a transition coordinator before then, so an operation
    /// asked for in between must wait like one asked for while the transition runs. Set by
    /// `startsOperation` once the container took the operation; cleared by `screenWillShow`
    /// (`navigationController(_:willShow:animated:)`, which UIKit calls as every push or pop
    /// starts, animated or not; the adapter calls it from `didShow` too) or `runStarted`.
    package private(set) var operationHandedOver = false

    /// Carries out a push or pop with the container's own call (`start`) — one `requestPush`,
    /// `requestPop` or `nextQueued` answered, or a gesture's pop (the back swipe's or a pan's
    /// `began`) — and counts it as handed over when the container took it (`accepted`, read after
    /// the call: the pushed screen is on top, the stack shrank) and did not start showing it inside
    /// the call already (`screenWillShow`). An operation the container (or an app's subclass)
    /// refused hands nothing over, so nothing waits for a start that never comes.
    /// Returns whether the container took it.
    @discardableResult
    package func startsOperation(_ start: () -> Void, accepted: () -> Bool) -> Bool {
        let shown = screensShown
        start()
        let took = accepted()
        if screensShown == shown, took { operationHandedOver = true }
        return took
    }

    /// How many times the container started showing a screen (`screenWillShow`).
    private var screensShown = 0

    /// The container is about to show a screen: the operation handed over has started.
    package func screenWillShow() {
        screensShown &+= 1
        operationHandedOver = false
    }

    /// The container showed a screen (`navigationController(_:didShow:animated:)`): the push or pop
    /// is over, and nothing handed over still waits to start.
    package func screenDidShow() {
        screenWillShow()
        answeredPush = nil
    }

    /// Whether operations asked for now must wait: a transition runs or is about to start, or
    /// others wait already (they keep their order), or the navigation controller is off screen.
    private func mustWait(_ transitionRunning: Bool, onScreen: Bool) -> Bool {
        transitionRunning || !onScreen || operationHandedOver || running?.receiver != nil || !queue.isEmpty
    }

    /// Whether the adapter asks `nextQueued` again on the next main-queue turn after it handed
    /// nothing out: operations wait and none was handed over (that one's `willShow` drains), and
    /// the navigation controller is on screen (`onScreen`). Off screen nothing is polled: its view
    /// coming into a window drains (`didMoveToWindow`).
    package func drainsAgain(onScreen: Bool) -> Bool {
        onScreen && !queue.isEmpty && !operationHandedOver
    }

    /// What a push asked for through the adapter does.
    package enum PushRequest: Sendable, Hashable {
        /// Nothing runs: push.
        case push
        /// A transition runs: the push waits in `queue` (a second operation would nest inside the
        /// running one, P5).
        case wait
    }

    /// A push of the screen known by `token` is asked for through the adapter; `transitionRunning`
    /// is whether the container runs a transition. It cannot redirect anything, so while one runs
    /// (or others wait) it waits.
    ///
    /// `onScreen` is whether the navigation controller's view is in a window. Off screen it waits
    /// too, until the view is in a window and no transition runs: UIKit starts a navigation
    /// transition from the navigation controller's layout (uikit-practice P2), which a view out
    /// of the window does not get, so a push handed over then would start when the view comes on
    /// screen — inside the tab switch (or other container transition) that brings it there,
    /// nested (P5); no page says otherwise, and there is nothing on screen to animate before.
    package func requestPush(_ token: Int, transitionRunning: Bool, onScreen: Bool = true) -> PushRequest {
        guard mustWait(transitionRunning, onScreen: onScreen) else { return .push }
        queue.append(.push(token))
        return .wait
    }

    /// What a pop asked for by the back button (or the app through the adapter) does.
    package enum PopRequest {
        /// Nothing runs: pop.
        case pop
        /// A matched push runs: send it back to its start from where its views are
        /// (`TransitionController.cancel`) — no second transition, no jump.
        case reverse(Receiver)
        /// The last operation waiting is a push: it is dropped (the pop undoes it before it ran);
        /// its token is given back.
        case dropQueuedPush(Int)
        /// Another transition runs: the pop waits in `queue`.
        case wait
        /// Nothing runs or waits and the stack has no screen to pop to: nothing happens.
        case nothingToPop
    }

    /// A pop is asked for; `transitionRunning` is whether the container runs a transition
    /// (`transitionCoordinator != nil`), `stackCount` how many screens its stack holds now. It undoes the latest request first: a push still waiting
    /// is dropped, a matched push running is reversed; while a pop or a transition Match does not
    /// drive runs, it waits (a second operation would nest inside it, P5).
    /// Off screen (`onScreen` false) a pop waits as a push does (`requestPush`).
    package func requestPop(transitionRunning: Bool, stackCount: Int, onScreen: Bool = true) -> PopRequest {
        if case .push(let token)? = queue.last {
            queue.removeLast()
            return .dropQueuedPush(token)
        }
        if queue.isEmpty, let running, let receiver = running.receiver, running.runsAgainstFinger { return .reverse(receiver) }
        guard mustWait(transitionRunning, onScreen: onScreen) else { return stackCount > 1 ? .pop : .nothingToPop }
        queue.append(.pop)
        return .wait
    }

    /// The operation to carry out now that a transition ended, if any: the oldest waiting one,
    /// once nothing runs (`transitionRunning`: the container still runs one). The adapter calls
    /// this a turn of the main queue after each transition ends (not inside `animationEnded`, where
    /// the container has not finished it) and carries the operation out with UIKit's own call.
    /// `stackCount` is how many screens the stack holds now: a waiting pop with nothing left to
    /// pop to is dropped. Nothing is handed out while the navigation controller is off screen
    /// (`onScreen`, see `requestPush`).
    package func nextQueued(transitionRunning: Bool, stackCount: Int, onScreen: Bool = true) -> QueuedOperation? {
        guard !transitionRunning, onScreen, !operationHandedOver, running?.receiver == nil else { return nil }
        while let next = queue.first {
            queue.removeFirst()
            if next == .pop, stackCount <= 1 { continue }
            return next
        }
        return nil
    }

    /// Whether Match's own screen-edge pan may begin: Match runs pops (`isEnabled`) and the back
    /// swipe's rules hold (`popGestureShouldBegin`). It pops itself and drives the pop; UIKit's own
    /// edge recognizer is required to fail for it, so UIKit's own pop target never runs on a
    /// matched pop — that target may drive UIKit's own pop instead of the delegate's
    /// (ZoomTransitioning #6; Transmission and ZoomTransitioning use edge pans of their own).
    package func ownEdgePanShouldBegin(
        stackCount: Int, transitionRunning: Bool, backButtonHidden: Bool,
        recognizerDelegateAllows: Bool = true
    ) -> Bool {
        isEnabled
            && popGestureShouldBegin(
                stackCount: stackCount, transitionRunning: transitionRunning,
                backButtonHidden: backButtonHidden, recognizerDelegateAllows: recognizerDelegateAllows)
    }

    /// Whether UIKit's own edge recognizer may begin, with Match as its delegate: only while Match
    /// does not run pops (`isEnabled` false: UIKit's standard pop, which its own target drives),
    /// under the same rules.
    package func systemEdgeSwipeShouldBegin(
        stackCount: Int, transitionRunning: Bool, backButtonHidden: Bool,
        recognizerDelegateAllows: Bool = true
    ) -> Bool {
        !isEnabled
            && popGestureShouldBegin(
                stackCount: stackCount, transitionRunning: transitionRunning,
                backButtonHidden: backButtonHidden, recognizerDelegateAllows: recognizerDelegateAllows)
    }

    /// The app's own pop being scrubbed by the back swipe, if any.
    package private(set) var appPopScrub: FingerScrub?

    /// A pop the app animates itself started (the app's delegate gave the animator): whether the
    /// back swipe scrubs it. It does when the swipe's finger is down — Match's own edge pan started
    /// the pop — and the app gives no interaction controller of its own: the adapter then returns a
    /// percent-driven interaction controller and feeds it `backSwipeMoved`/`backSwipeLifted`; when
    /// the finger lifted before the start, it ends the controller as the finger released it.
    /// `time` is now on the caller's clock (seconds).
    /// Without it the swipe would start a timed pop the finger cannot hold (UIKit's own back swipe
    /// does not begin at all under such a delegate, P1). `duration` is the app animator's
    /// `transitionDuration`, in seconds.
    package func scrubsAppPop(appGivesInteraction: Bool, duration: Double, at time: Double) -> AppPopScrub {
        appPopScrub = nil
        guard !appGivesInteraction else { return .none }
        switch backSwipe.state {
        case .idle:
            return .none
        case .tracking(let direction, let distance, let translation):
            let scrub = FingerScrub(direction: direction, distance: distance, duration: duration)
            appPopScrub = scrub
            return .follow(percentComplete: scrub.percentComplete(translation: translation))
        case .ended(let direction, let distance, let translation, let velocity, let ended):
            // Lifted before UIKit started the pop (a start in a later layout pass, P2; a fast
            // flick, P22): released as the finger left it, if recent enough to be this swipe's.
            guard time - ended <= backSwipe.replayWindow, time >= ended else { return .none }
            backSwipe.attach(nil, at: time)
            return .released(
                FingerScrub(direction: direction, distance: distance, duration: duration)
                    .release(translation: translation, velocity: velocity))
        }
    }

    /// What the back swipe does to a pop the app animates itself (`scrubsAppPop`).
    package enum AppPopScrub: Hashable {
        /// Nothing: no swipe (or the app drives it); the app's pop runs as the app made it.
        case none
        /// The swipe's finger is down: a percent-driven controller follows it from this percent.
        case follow(percentComplete: Double)
        /// The finger lifted already: a percent-driven controller ends as released.
        case released(FingerScrub.Release)
    }

    /// The back swipe moved by `translation` (points since it came down): the percent complete to
    /// give the app's pop being scrubbed, else `nil` (the finger goes to Match's run through
    /// `backSwipe`, which this also tells).
    package func backSwipeMoved(translation: Vector) -> Double? {
        backSwipe.changed(translation: translation)
        return appPopScrub?.percentComplete(translation: translation)
    }

    /// The back swipe lifted (or was cancelled: zero velocity) at `time`: the release to give the
    /// app's pop being scrubbed, which then ends (its finger goes nowhere else), else `nil` (the
    /// release goes to Match's run through `backSwipe`).
    package func backSwipeLifted(translation: Vector, velocity: Vector, at time: Double) -> FingerScrub.Release? {
        backSwipe.ended(translation: translation, velocity: velocity, at: time)
        guard let scrub = appPopScrub else { return nil }
        appPopScrub = nil
        backSwipe.attach(nil, at: time)
        return scrub.release(translation: translation, velocity: velocity)
    }

    /// The rule behind `popGestureShouldBegin(stackCount:transitionRunning:backButtonHidden:)`.
    package static func popGestureShouldBegin(stackCount: Int, transitionRunning: Bool, backButtonHidden: Bool, appAllows: Bool) -> Bool {
        stackCount > 1 && !transitionRunning && !backButtonHidden && appAllows
    }
}
