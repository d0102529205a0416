/// The glue between a navigation controller and the engine's navigation decisions
/// (`NavigationCoordination`), written once for every host: what the navigation delegate answers,
/// what the back button, the back swipe and a pan-anywhere pop do, when a push or pop asked for
/// through Match runs, waits or reverses, and the bookkeeping of each matched run.
///
/// A container conforms to `NavigationContainer` (primitives only) and forwards its framework's
/// calls here: MatchUIKit's `MatchNavigationCoordinator` (the `UINavigationControllerDelegate`) and
/// the strict host's navigation delegate both do, so every strict scenario and the soak run the
/// glue an app ships.
///
/// Invariants:
/// - A push or pop Match carries out is counted as handed over only when the container took it —
///   its stack changed in the call (a push of the screen already on top, or one an app's subclass
///   ignores, changes nothing) — and had not started showing it inside the call.
/// - A push or pop asked for while a transition runs, is handed over, or waits behind others, or
///   while the navigation controller is off screen, waits its turn; the queue drains one operation
///   per transition, a turn after the running one ends.
/// - Every non-root screen whose back button shows carries Match's back action unless the app gave
///   it one (`BackActionRule`), and only while it is on the stack.
package final class NavigationGlue<Container: NavigationContainer> {
    /// The engine controller of a run.
    package typealias Controller = TransitionController<Container.Host, Container.Context>
    /// Every decision and its state.
    package let coordination: NavigationCoordination<Controller>
    /// The container, held weakly (it owns the glue's owner).
    package private(set) weak var container: Container?
    /// Whether a push or pop Match carries out is pending: handed over and not started, or waiting
    /// its turn (a container around it waits for it as for a running transition).
    package var hasOperationsPending: Bool { coordination.operationHandedOver || !coordination.queue.isEmpty }
    /// The animator of the current or last matched push or pop.
    package private(set) var lastAnimator: Container.Animator?

    /// Screens whose push waits, by the coordination's token.
    private var queuedScreens: [Int: (screen: Container.Screen, effect: TransitionEffect?)] = [:]
    private var nextToken = 0
    private var queueScheduled = false
    private var observesWindow = false
    /// Whether the operation the container last asked an animator for is a pop the app animates.
    private var appAnimatesPop = false
    /// The percent-driven interaction controller scrubbing a pop the app animates itself, while
    /// the back swipe holds it.
    private(set) var appPopScrubbed: Container.PercentDriven?

    /// A back action Match gave a screen, known by its identifier.
    private struct GivenBackAction {
        weak var screen: Container.Screen?
        let identifier: String
    }
    private var givenBackActions: [GivenBackAction] = []
    private var backActionSerial = 0

    /// The back actions Match gave screens still alive: each screen and the action's identifier.
    var givenBackActionsNow: [(screen: Container.Screen, identifier: String)] {
        givenBackActions.removeAll { $0.screen == nil }
        return givenBackActions.compactMap { given in given.screen.map { ($0, given.identifier) } }
    }

    /// Notes a back action given to `screen` and returns its identifier, unique to this glue.
    func giveBackAction(to screen: Container.Screen) -> String {
        backActionSerial += 1
        let identifier = "match.back.\(backActionSerial)"
        givenBackActions.append(GivenBackAction(screen: screen, identifier: identifier))
        return identifier
    }

    /// Forgets the back action given to `screen`.
    func takeBackAction(from screen: Container.Screen) {
        givenBackActions.removeAll { $0.screen == nil || $0.screen === screen }
    }

    /// The back swipe no longer scrubs the app's pop.
    func endAppPopScrub() { appPopScrubbed = nil }

    /// Creates the glue for `container` and takes over its back swipe (if its view is loaded) and
    /// its back buttons: a stack in place before Match was turned on gets Match's back actions too.
    package init(container: Container, effect: TransitionEffect) {
        coordination = NavigationCoordination(effect: effect)
        self.container = container
        container.takeOverBackSwipe(backSwipeHandlers)
        updateBackActions(releasingDeparted: false)
    }

    /// Whether a pan anywhere on a pushed screen pops while the app has set no pop interaction:
    /// the content-area back swipe iOS 26 gives a navigation controller, which UIKit's own
    /// recognizer no longer begins once a navigation delegate supplies animators (uikit-practice
    /// P1; react-native-screens PR #3173), installed by the adapter (`contentSwipeChange`).
    /// Default `false`; the adapters turn it on where the system has that swipe.
    package var contentSwipePops = false

    /// A pan anywhere on the pushed screens that pops (`MatchNavigationCoordinator.popInteraction`):
    /// its finger, consulted after the back swipe's; `nil` for none.
    package var popFinger: GestureRelay<Controller>? {
        didSet { coordination.otherPopFingers = popFinger.map { [$0] } ?? [] }
    }

    /// The app's say on a tap of `screen`'s back button where Match gave the button its action
    /// (`MatchNavigationCoordinator.backButtonShouldPop`); `nil` pops.
    package var backButtonShouldPop: ((Container.Screen) -> Bool)?

    // MARK: Requests

    /// Pops as the back button does under Match (`NavigationCoordination.requestPop`): a push still
    /// waiting is dropped, a matched push running is sent back, and while anything else runs the
    /// pop waits its turn.
    package func pop() {
        guard let container else { return }
        switch coordination.requestPop(
            transitionRunning: container.transitionRunning, stackCount: container.screens.count, onScreen: container.isOnScreen)
        {
        case .pop: startsOperation { container.popViewController() }
        case .nothingToPop: break
        case .reverse(let controller): controller.cancel()
        case .dropQueuedPush(let token): queuedScreens[token] = nil
        case .wait: wait()
        }
    }

    /// Pushes `screen` now, or once the running transition and the operations waiting before it
    /// ended, and the navigation controller is on screen (`NavigationCoordination.requestPush`).
    /// With an `effect`, the push and the screen's pop run it instead of the coordinator's
    /// (`NavigationCoordination.pushHanded`) — when Match runs the push: one the app's animator
    /// or the system's runs, or one the container refuses, leaves no effect behind.
    package func push(_ screen: Container.Screen, effect: TransitionEffect? = nil) {
        guard let container else { return }
        nextToken += 1
        switch coordination.requestPush(nextToken, transitionRunning: container.transitionRunning, onScreen: container.isOnScreen) {
        case .push:
            hand(screen, effect: effect)
        case .wait:
            queuedScreens[nextToken] = (screen, effect)
            wait()
        }
    }

    /// Hands a push to the container, its effect recorded for the screen first and forgotten if
    /// the container refuses the push. A screen already on the stack is never handed over: its
    /// header says such a push "has no effect" (UINavigationController.h), but UIKit raises
    /// "Pushing the same view controller instance more than once is not supported"
    /// (NSInvalidArgumentException from `pushViewController:transition:forceImmediate:`; crash
    /// reports in artsy/eigen #2086, samuelclay/NewsBlur #886, react-navigation #10740) — a double
    /// tap that queues the push of one cached screen twice must not crash the app.
    private func hand(_ screen: Container.Screen, effect: TransitionEffect?) {
        guard let container, !container.screens.contains(where: { $0 === screen }) else { return }
        coordination.pushHanded(ObjectIdentifier(screen), effect: effect)
        if !startsOperation({ container.pushViewController(screen) }) { coordination.handedPushRefused() }
    }

    /// Carries out `start` (a push or pop with the container's own call) and counts it as handed
    /// over when the stack changed in the call (`NavigationCoordination.startsOperation`). Returns
    /// whether the stack changed.
    @discardableResult
    package func startsOperation(_ start: () -> Void) -> Bool {
        guard let container else {
            start()
            return false
        }
        let before = container.screens.map(ObjectIdentifier.init)
        return coordination.startsOperation(start, accepted: { container.screens.map(ObjectIdentifier.init) != before })
    }

    /// An operation waits: the queue drains once nothing runs and, off screen, once the view comes
    /// into a window.
    private func wait() {
        if !observesWindow, let container {
            observesWindow = true
            container.observeWindow { [weak self] in
                guard let self, !self.coordination.queue.isEmpty else { return }
                self.scheduleQueue()
            }
        }
        scheduleQueue()
    }

    /// Carries out the waiting operations, one per transition, a turn after the running transition
    /// ends (or on the next turn when none runs).
    private func scheduleQueue() {
        guard !queueScheduled, let container else { return }
        queueScheduled = true
        container.afterTransition { [weak self] in self?.drainQueue() }
    }

    private func drainQueue() {
        queueScheduled = false
        guard let container else { return }
        guard
            let next = coordination.nextQueued(
                transitionRunning: container.transitionRunning, stackCount: container.screens.count,
                onScreen: container.isOnScreen)
        else {
            // One handed over and not started yet drains again from its `willShow`; off screen,
            // from the window observer.
            if coordination.drainsAgain(onScreen: container.isOnScreen) { scheduleQueue() }
            return
        }
        switch next {
        case .push(let token):
            if let queued = queuedScreens.removeValue(forKey: token) { hand(queued.screen, effect: queued.effect) }
        case .pop:
            startsOperation { container.popViewController() }
        }
        if !coordination.queue.isEmpty { scheduleQueue() }
    }

    // MARK: The navigation delegate

    /// What `navigationController(_:animationControllerFor:from:to:)` returns.
    package enum Animation {
        /// The app's own animator.
        case app
        /// `nil`: UIKit's standard animation.
        case system
        /// Match's animator for a matched push or pop.
        case match(Container.Animator)
    }

    /// `navigationController(_:animationControllerFor:from:to:)`: takes the back swipe over again,
    /// puts the back swipe's finger down if a recognizer of Match's has begun (UIKit's own target
    /// may pop before Match's target hears of the finger, uikit-rules 8.4), decides
    /// (`NavigationCoordination.decide`) and builds and starts the bookkeeping of a matched run.
    package func animation(
        for operation: NavigationCoordination<Controller>.Operation, from: Container.Screen, to: Container.Screen,
        appSuppliesAnimator: Bool
    ) -> Animation {
        guard let container else { return .system }
        container.takeOverBackSwipe(backSwipeHandlers)
        if operation == .pop, container.backSwipeIsDown(), backSwipeBegan() { container.noteBackSwipeStart() }
        let decision = coordination.decide(
            operation: operation, from: ObjectIdentifier(from), to: ObjectIdentifier(to),
            stack: container.screens.map(ObjectIdentifier.init), appSuppliesAnimator: appSuppliesAnimator)
        appAnimatesPop = operation == .pop && appSuppliesAnimator
        switch decision {
        case .app: return .app
        case .system: return .system
        case .match(let kind, let effect, let finger, let returningFrames, let onDeparture):
            let request = NavigationRunRequest<Container>(
                kind: kind, effect: effect, layoutDirection: container.layoutDirection,
                returningFrames: returningFrames,
                ended: { [weak self] controller, completed in
                    self?.runEnded(controller, finger: finger, completed: completed, departing: kind == .push ? onDeparture : nil)
                })
            let (animator, controller) = container.makeAnimator(request)
            if let controller {
                finger?.attach(controller, at: container.now)
                // A pop finger that comes down while it runs grabs it; a pop asked for meanwhile
                // reverses a push or waits.
                coordination.runStarted(controller, kind: kind)
                // UIKit keeps the bar from taking taps until the run completes: a back tap made
                // during a release reaches Match's back action — only where the back button is
                // Match's (iOS 16); on iOS 15 it would pop through UIKit, nested (P5).
                controller.onRelease = { [weak container] in
                    guard let container, container.hasBackAction else { return }
                    container.barTakesTapsAgain()
                }
            }
            updateBackActions(releasingDeparted: false)
            lastAnimator = animator
            return .match(animator)
        }
    }

    /// A matched run ended (the animator's `animationEnded(_:)`): it can no longer be grabbed, its
    /// finger lets go, and a completed push keeps where its views came from for the pop.
    private func runEnded(
        _ controller: Controller?, finger: GestureRelay<Controller>?, completed: Bool,
        departing: (([TransitionID: Rect]) -> Void)?
    ) {
        let now = container?.now ?? 0
        if let controller {
            coordination.runEnded(controller, at: now)
            if completed { departing?(controller.departureFrames) }
        }
        finger?.attach(nil, at: now)
    }

    /// What `navigationController(_:interactionControllerFor:)` returns.
    package enum Interaction {
        /// The app's interaction controller (or `nil`).
        case app
        /// The app's interaction controller if it gives one, else Match's transition itself.
        case matchOrApp
        /// A percent-driven controller the back swipe scrubs (a pop the app animates itself).
        case percentDriven(Container.PercentDriven)
    }

    /// `navigationController(_:interactionControllerFor:)`: Match's transition is its own
    /// interaction controller; a pop the app animates, started by the back swipe, is scrubbed by it
    /// (`NavigationCoordination.scrubsAppPop`). `appAnimatorDuration` reads the app animator's
    /// `transitionDuration`, in seconds — only for a pop the app animates, so no other animator is
    /// asked its duration before UIKit asks it with the context.
    package func interaction(animatorIsMatchs: Bool, appGivesInteraction: Bool, appAnimatorDuration: () -> Double) -> Interaction {
        if animatorIsMatchs { return .matchOrApp }
        appPopScrubbed = nil
        guard appAnimatesPop, let container else { return .app }
        switch coordination.scrubsAppPop(appGivesInteraction: appGivesInteraction, duration: appAnimatorDuration(), at: container.now) {
        case .none:
            return .app
        case .follow(let percent):
            let interaction = container.makePercentDriven()
            if percent > 0 { container.update(interaction, percentComplete: percent) }
            appPopScrubbed = interaction
            return .percentDriven(interaction)
        case .released(let release):
            // Told before UIKit starts it: the controller keeps it until then.
            let interaction = container.makePercentDriven()
            container.end(interaction, finishing: release.finishes, completionSpeed: release.completionSpeed)
            return .percentDriven(interaction)
        }
    }

    /// `navigationController(_:willShow:animated:)`: takes the back swipe over again, notes that the
    /// operation handed over started, drains what waits, gives the stack Match's back actions, and
    /// lays the bar out anew once a cancelled push or pop ends (`NavigationBarRule.refreshesBar`).
    package func willShow() {
        guard let container else { return }
        container.takeOverBackSwipe(backSwipeHandlers)
        coordination.screenWillShow()
        if !coordination.queue.isEmpty { scheduleQueue() }
        updateBackActions(releasingDeparted: false)
        container.whenTransitionEnds { [weak container] completed in
            guard let container, NavigationBarRule.refreshesBar(completed: completed, barHidden: container.barHidden) else { return }
            container.relayoutBar()
        }
    }

    /// `navigationController(_:didShow:animated:)`: nothing handed over still waits to start (a
    /// safety for a `willShow` missed), and screens that left the stack lose Match's back action
    /// (UIKit does not call this when an interactive pop is cancelled).
    package func didShow() {
        coordination.screenDidShow()
        updateBackActions(releasingDeparted: true)
    }
}

/// What an adapter does about its default content-area pop (`NavigationGlue.contentSwipeChange`).
package enum ContentSwipeChange: Sendable, Hashable {
    /// Make it and adopt it as the pop finger.
    case install
    /// Take it off its view and let it go.
    case remove
    /// Leave things as they are.
    case keep
}
