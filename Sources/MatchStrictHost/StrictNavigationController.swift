import MatchEngine

/// `UINavigationController` as far as a matched push and pop see it: a stack of screens in a
/// transition container, the pop recognizer (`StrictPopRecognizer`, with UIKit's own delegate until
/// an adapter replaces it), the navigation delegate's decisions (`NavigationCoordination`, what
/// `MatchNavigationCoordinator` forwards to), and each transition run the way UIKit runs it
/// (`StrictTransitionRun`: inside a committing layout pass, P2). On completion it removes the
/// screen it no longer shows; a push or pop while a transition runs is a violation (P5).
public final class StrictNavigationController {
    /// The world.
    public let world: StrictWorld
    /// The navigation controller's view, in the window.
    public let view: StrictView
    /// The transition container, inside `view`.
    public let container: StrictView
    /// The screens, bottom to top.
    public private(set) var stack: [StrictView]
    /// The system back swipe.
    public let popRecognizer: StrictPopRecognizer
    /// Match's decisions, once `enableMatchTransitions` made Match the navigation delegate.
    package private(set) var coordination: NavigationCoordination<StrictController>?
    /// The current (or last) transition run.
    public private(set) var run: StrictTransitionRun?
    /// Every run so far, in order.
    public private(set) var runs: [StrictTransitionRun] = []
    private var swipeStart = Point.zero
    /// The safe-area insets the incoming screen gets as a transition begins, if they change then
    /// (radar 34349608: "temporarily receive an increased safeAreaInset during navigation
    /// transitions"; uikit-practice P18). Opt-in; default `nil` (unchanged).
    public var incomingInsetsDuringTransition: StrictInsets?
    /// The safe-area insets the screen shown gets inside `completeTransition(true)`, if they change
    /// then (AMWaveTransition #9: the top layout guide is 20 during the transition and 0 after
    /// `completeTransition`; a screen pushed with `hidesBottomBarWhenPushed` keeps the tab bar's
    /// bottom inset until completion, Hero #160, Motion #73; uikit-practice P18, P19). Opt-in;
    /// default `nil` (unchanged).
    public var insetsOnCompletion: StrictInsets?

    /// Creates a navigation controller filling the window, showing `root`.
    public init(world: StrictWorld, root: StrictView, order: StrictPopRecognizer.TargetOrder = .systemFirst) {
        self.world = world
        let bounds = world.window.node.bounds
        view = StrictView(world: world, frame: bounds, name: "navigation")
        container = StrictView(world: world, frame: Rect(origin: .zero, size: bounds.size), name: "container")
        stack = [root]
        barDrawsItemOf = root
        var popAction: () -> Void = {}
        var state: () -> StrictPopRecognizer.NavigationState = {
            .init(stackCount: 1, delegateImplementsAnimationController: false, isTransitioning: false)
        }
        popRecognizer = StrictPopRecognizer(order: order, navigation: { state() }, pop: { popAction() })
        world.window.addSubview(view)
        view.addSubview(container)
        root.frame = container.node.bounds
        container.addSubview(root)
        popAction = { [unowned self] in pop() }
        // Touches reach the recognizer on the navigation controller's view through hit testing.
        popRecognizer.receivesTouch = { [unowned self] point in world.hitTest(point)?.isInside(view) ?? false }
        // UIKit's own target popping while Match runs pops may run UIKit's pop, not Match's.
        popRecognizer.beganUnderCustomDelegate = { [unowned self] in
            if coordination?.isEnabled == true { world.violate(.systemPopUnderCustomDelegate) }
        }
        state = { [unowned self] in
            .init(stackCount: stack.count, delegateImplementsAnimationController: coordination != nil, isTransitioning: isTransitioning)
        }
    }

    /// Whether transitions start inside a committing layout pass, as UIKit starts them (P2);
    /// `false` models an app that lays the navigation controller out itself (`layoutIfNeeded()`)
    /// right after a push or pop, which starts the transition there instead. Default `true`.
    public var startsTransitionsInsideCommit = true

    /// `MatchNavigationCoordinator.sourceViewProvider`: asked when a pop starts for the view that
    /// now stands for each ID that flew in on the push; `nil` (the default) matches by ID.
    public var sourceViewProvider: ((TransitionID) -> StrictView?)?

    /// `MatchTransition.followsFinger` of the coordinator's transitions; default `true`, as there.
    public var followsFinger = true

    /// Whether the top screen hides its back button (`navigationItem.hidesBackButton`); default `false`.
    public var topHidesBackButton = false

    /// Whether a transition runs (`transitionCoordinator != nil`).
    public var isTransitioning: Bool { run.map { $0.ended == nil } ?? false || appPop != nil }

    /// Whether the app's navigation delegate (Match's `forwardingDelegate`) supplies its own
    /// animator for pops, with no interaction controller; default `false`.
    public var appAnimatesPops = false

    /// A pop the app animates itself, running under a percent-driven interaction controller the
    /// back swipe scrubs: its percent complete (0…1), and the screens it leaves and shows.
    public private(set) var appPop: (percent: Double, from: StrictView, stack: [StrictView])?

    /// How each pop the app animated ended: finished or cancelled, whether the back swipe scrubbed
    /// it, and the completion speed the swipe's release set (1 for a timed one).
    public private(set) var appPopEndings: [(finished: Bool, scrubbed: Bool, completionSpeed: Double)] = []

    /// The back swipe lifted off the app's pop: UIKit completes or cancels it.
    private func releaseAppPop(_ release: FingerScrub.Release) {
        guard let (_, from, newStack) = appPop else { return }
        appPop = nil
        appPopEndings.append((release.finishes, true, release.completionSpeed))
        if release.finishes { showAtOnce(from: from, stack: newStack) }
    }

    /// The end state of a push or pop Match does not animate: the screen shown fills the
    /// container, the one it replaces leaves, the stack changes (`didShow`).
    private func showAtOnce(from: StrictView, stack newStack: [StrictView]) {
        guard let to = newStack.last else { return }
        from.removeFromSuperview()
        to.frame = container.node.bounds
        container.addSubview(to)
        stack = newStack
        barDrawsItemOf = to
        updateBackActions(stack: newStack, releasingDeparted: true)
        let waiting = whenTransitionEnds
        whenTransitionEnds = []
        for work in waiting { world.later(work) }
    }

    /// What `navigationController.enableMatchTransitions(effect:)` does: Match becomes the
    /// navigation delegate, adds its target to the pop recognizer and becomes the recognizer's
    /// delegate, answering with `NavigationCoordination.popGestureShouldBegin`.
    @discardableResult
    package func enableMatchTransitions(effect: TransitionEffect = .automatic) -> NavigationCoordination<StrictController> {
        if let coordination {
            coordination.effect = effect
            coordination.isEnabled = true
            return coordination
        }
        let coordination = NavigationCoordination<StrictController>(effect: effect)
        self.coordination = coordination
        // Match's own edge pan takes the leading edge while it may begin: it puts the finger down,
        // pops, and relays the finger (travel from where the swipe began, window coordinates).
        popRecognizer.ownEdgePan = .init(
            shouldBegin: { [unowned self] in
                coordination.ownEdgePanShouldBegin(
                    stackCount: stack.count, transitionRunning: containerTransitions, backButtonHidden: topHidesBackButton)
            },
            target: { [unowned self] state in
                switch state {
                case .began(let location):
                    backSwipeBegan(at: location)
                    popHandingOver()
                case .changed(let location):
                    if let percent = coordination.backSwipeMoved(translation: location - swipeStart) { appPop?.percent = percent }
                case .ended(let location, let velocity):
                    let release = coordination.backSwipeLifted(
                        translation: location - swipeStart, velocity: velocity, at: world.clock.now)
                    if let release { releaseAppPop(release) }
                }
            })
        // UIKit's recognizer, with Match as its delegate, begins only while Match runs no pops.
        popRecognizer.delegate = .custom { [unowned self] in
            coordination.systemEdgeSwipeShouldBegin(
                stackCount: stack.count, transitionRunning: containerTransitions, backButtonHidden: topHidesBackButton)
        }
        return coordination
    }

    /// The back swipe's finger came down at `location` (`NavigationCoordination.backSwipeBegan`).
    private func backSwipeBegan(at location: Point) {
        guard let coordination,
            coordination.backSwipeBegan(
                direction: AdapterRouting.popDirection(layoutDirection: .leftToRight),
                distance: view.node.bounds.width)
        else { return }
        swipeStart = location
    }

    /// Match's pan-anywhere pop (`MatchNavigationCoordinator.popInteraction`), once
    /// `enablePopInteraction()`: its finger.
    package private(set) var popPan: GestureRelay<StrictController>?

    /// Sets `popInteraction`: a pan anywhere on the pushed screens that pops with the finger.
    public func enablePopInteraction() {
        let relay = GestureRelay<StrictController>()
        popPan = relay
        coordination?.otherPopFingers = [relay]
    }

    /// The pan comes down at `point` and takes the finger, as `MatchInteraction` does, by the
    /// coordination's `takeover`: refused while the back swipe is down or a transition it may not
    /// grab runs; otherwise it grabs the run it drives or the matched push or pop running now (a
    /// push backward), or pops. The touch reaches the pan through hit testing. Returns whether it
    /// began.
    @discardableResult
    public func popPanBegan(at point: Point) -> Bool {
        guard let relay = popPan, let coordination, popRecognizer.receivesTouch(point) else { return false }
        let ask = {
            coordination.takeover(
                for: relay, transitionRunning: self.containerTransitions,
                popDirection: AdapterRouting.popDirection(layoutDirection: .leftToRight),
                stackCount: self.stack.count, backButtonHidden: self.topHidesBackButton)
        }
        // UIKit asks the recognizer's delegate (`gestureRecognizerShouldBegin`, which
        // `MatchInteraction` answers from the take-over) before `.began`, where it is decided again.
        guard case .refuse = ask() else {
            return ask().perform(on: relay, distance: view.node.bounds.width, at: world.clock.now) {
                popHandingOver()
            }
        }
        return false
    }

    /// Whether the system has `UINavigationItem.backAction` (iOS 16 and later); `false` models
    /// iOS 15, where the back button always pops through UIKit. Default `true`.
    public var systemHasBackAction = true

    /// Who set each screen's back action (`UINavigationItem.backAction`): Match, the app, or nobody.
    package private(set) var backActionHolders: [ObjectIdentifier: BackActionRule.Holder] = [:]

    /// Who set `screen`'s back action.
    package func backActionHolder(of screen: StrictView) -> BackActionRule.Holder {
        backActionHolders[ObjectIdentifier(screen)] ?? .none
    }

    /// The app sets an action of its own on `screen`'s back button; each tap on it counts in
    /// `appBackActionTaps`.
    public func setAppBackAction(on screen: StrictView) {
        backActionHolders[ObjectIdentifier(screen)] = .app
    }

    /// How many times a back action the app set ran.
    public private(set) var appBackActionTaps = 0

    /// The screen whose navigation item the bar shows: the incoming one from the start of a push
    /// or pop, else the top one, with its index in the stack it belongs to.
    private var barScreen: (screen: StrictView, index: Int)? {
        if let (to, newStack) = runningOperation, isTransitioning {
            return newStack.firstIndex(where: { $0 === to }).map { (to, $0) }
        }
        return stack.last.map { ($0, stack.count - 1) }
    }

    /// Whether the navigation bar takes taps: not from the moment a transition becomes interactive
    /// until it completes — UIKit turns the bar's interaction off for an interactive custom
    /// transition and back on only at completion (Transmission `interactiveTransitionWillEnd`:
    /// "does not re-enable until the animation is complete") — unless turned back on at the
    /// release, as `MatchNavigationCoordinator` does (`TransitionController.onRelease`).
    public var barTakesTaps: Bool {
        guard let run, run.ended == nil, run.context.wasInteractive else { return true }
        return barReenabled
    }
    private var barReenabled = false

    /// Taps on the bar that it did not take (`barTakesTaps`).
    public private(set) var swallowedBarTaps = 0

    /// The screen whose navigation item the bar draws. A cancelled push or pop can leave it
    /// drawing the item of the screen that never arrived until the bar is laid out anew (radars
    /// 38182194, 24535291; uikit-practice P23): it stays the incoming screen after a cancel unless
    /// `refreshNavigationBar()` runs, as `MatchNavigationCoordinator` does (`NavigationBarRule`).
    public private(set) var barDrawsItemOf: StrictView?

    /// `setNavigationBarHidden(true, animated: false)` then `(false, animated: false)`: the bar is
    /// laid out anew with the top screen's item.
    public func refreshNavigationBar() { barDrawsItemOf = stack.last }

    /// Whether a tap on the back button now reaches its action: the bar shows a screen with a back
    /// button (not the root's item — during a pop to the root the bar shows the root's — nor one
    /// that hides it) and takes taps.
    public var backButtonTakesTap: Bool {
        guard let (_, index) = barScreen else { return false }
        return index > 0 && !topHidesBackButton && barTakesTaps
    }

    /// The running push's or pop's incoming screen and the stack after it.
    private var runningOperation: (to: StrictView, stack: [StrictView])?

    /// The user taps the back button of the screen the bar shows (none on the root, none while the
    /// screen hides it): Match's back action asks the coordination's `requestPop` — a running
    /// matched push is reversed, a pop waits for a running transition; the app's runs; without one
    /// UIKit pops (a pop while a transition runs is nested, P5).
    public func tapBack() {
        guard let (screen, index) = barScreen, index > 0, !topHidesBackButton else { return }
        guard barTakesTaps else {
            swallowedBarTaps += 1
            return
        }
        switch systemHasBackAction ? backActionHolder(of: screen) : .none {
        case .match: requestPop()
        case .app: appBackActionTaps += 1
        case .none: pop()
        }
    }

    /// What `MatchNavigationCoordinator` does with the back actions as the navigation controller is
    /// about to show a screen (`willShow`: `stack` is the stack being shown) and once it has shown
    /// one (`didShow`: `releasingDeparted`), by `BackActionRule`.
    private func updateBackActions(stack: [StrictView], releasingDeparted: Bool) {
        guard coordination != nil, systemHasBackAction else { return }
        let screens = stack.enumerated().map { index, screen in
            BackActionRule.Screen(
                id: ObjectIdentifier(screen), showsBackButton: !(index == stack.count - 1 && topHidesBackButton),
                holder: backActionHolder(of: screen))
        }
        let departed =
            releasingDeparted
            ? backActionHolders.map { BackActionRule.Screen(id: $0.key, showsBackButton: false, holder: $0.value) } : []
        for change in BackActionRule.changes(stack: screens, departed: departed) {
            switch change {
            case .give(let id): backActionHolders[id] = .match
            case .takeOff(let id): backActionHolders[id] = nil
            }
        }
    }

    /// `setViewControllers(_:animated: false)` (or a push or pop without animation): the stack
    /// changes at once, the new top screen fills the container; a violation while a transition runs
    /// (P5).
    public func setViewControllers(_ screens: [StrictView]) {
        guard let top = screens.last else { return }
        if isTransitioning || pendingStack != nil {
            world.violate(.nestedNavigationOperation)
            return
        }
        coordination?.screenWillShow()
        updateBackActions(stack: screens, releasingDeparted: false)
        stack.last?.removeFromSuperview()
        top.frame = container.node.bounds
        container.addSubview(top)
        stack = screens
        barDrawsItemOf = top
        updateBackActions(stack: screens, releasingDeparted: true)
    }

    /// Whether a transition of a container around it runs (a tab bar controller's switch that
    /// holds its view): its pushes and pops through Match wait for it as for one of its own, and its
    /// pop fingers do not begin. Default: never.
    public var enclosingTransitionRuns: () -> Bool = { false }

    /// Whether it transitions or will: a transition runs, a push or pop waits for its deferred
    /// start, or operations wait in Match's queue.
    public var isBusy: Bool { isTransitioning || pendingStack != nil || !(coordination?.queue.isEmpty ?? true) }

    /// What Match passes as `transitionRunning`: its own transition (`transitionCoordinator`), or
    /// one of a container around it.
    private var containerTransitions: Bool { isTransitioning || enclosingTransitionRuns() || modalTransitionRuns() }

    /// Whether a presentation or dismissal runs over it (the presented controller's
    /// `transitionCoordinator`, which `MatchNavigationCoordinator` consults too): its pushes and
    /// pops through Match wait for it. Default: never.
    public var modalTransitionRuns: () -> Bool = { false }

    /// Runs `work` once it no longer transitions: a turn after the running transition ends (the
    /// transition coordinator's completion), else on the next turn.
    public func afterTransition(_ work: @escaping () -> Void) {
        if isTransitioning { whenTransitionEnds.append(work) } else { world.later(work) }
    }

    /// `MatchNavigationCoordinator.push(_:)`: pushes at once, or once the running transition (its
    /// own, or a switch of the tab bar controller around it) and the operations waiting before it
    /// ended (`NavigationCoordination.requestPush`). Without Match, UIKit's push (nested if a
    /// transition runs).
    public func requestPush(_ screen: StrictView) {
        guard let coordination else { return push(screen) }
        nextToken += 1
        switch coordination.requestPush(nextToken, transitionRunning: containerTransitions, onScreen: view.isInWindow) {
        case .push: pushHandingOver(screen)
        case .wait:
            queuedScreens[nextToken] = screen
            scheduleQueue()
        }
    }

    /// Match's back action (`MatchNavigationCoordinator.pop()`).
    private func requestPop() {
        guard let coordination else { return }
        switch coordination.requestPop(transitionRunning: containerTransitions, stackCount: stack.count, onScreen: view.isInWindow) {
        case .pop: popHandingOver()
        case .nothingToPop: break
        case .reverse(let run): run.cancel()
        case .dropQueuedPush(let token): queuedScreens[token] = nil
        case .wait: scheduleQueue()
        }
    }

    /// UIKit's push or pop for Match, counted as handed over once UIKit took it
    /// (`NavigationCoordination.startsOperation`), as `MatchNavigationCoordinator` does: a start
    /// deferred to the next layout pass leaves it pending.
    private func pushHandingOver(_ screen: StrictView) {
        coordination?.startsOperation({ push(screen) }, accepted: { pendingStack != nil })
    }

    private func popHandingOver() {
        coordination?.startsOperation({ pop() }, accepted: { pendingStack != nil })
    }

    /// Screens whose push waits, by the coordination's token.
    private var queuedScreens: [Int: StrictView] = [:]
    private var nextToken = 0
    private var queueScheduled = false

    /// Carries out the waiting operations, one per transition: a turn after the running
    /// transition ends (the transition coordinator's completion), or on the next turn if none runs.
    private func scheduleQueue() {
        guard !queueScheduled else { return }
        queueScheduled = true
        let drain = { [unowned self] in
            queueScheduled = false
            guard let coordination,
                let next = coordination.nextQueued(
                    transitionRunning: containerTransitions, stackCount: stack.count, onScreen: view.isInWindow)
            else {
                // An operation handed over and not started yet drains again from its `willShow`;
                // off screen, from `didMoveToWindow`.
                if coordination?.drainsAgain(onScreen: view.isInWindow) == true { scheduleQueue() }
                return
            }
            switch next {
            case .push(let token):
                if let screen = queuedScreens.removeValue(forKey: token) {
                    pushHandingOver(screen)
                }
            case .pop: popHandingOver()
            }
            if !coordination.queue.isEmpty { scheduleQueue() }
        }
        if isTransitioning { whenTransitionEnds.append(drain) } else { world.later(drain) }
    }

    /// UIKit's `didMoveToWindow` of the view Match keeps in the navigation controller's view
    /// (`MatchNavigationCoordinator`): its view came into a window (or left one), so operations
    /// that waited while it was off screen drain — once no transition runs (a tab switch bringing
    /// it there has the transition coordinator of its container). The strict tab bar controller
    /// calls it for a contained navigation controller whose tab it puts into or takes out of the
    /// container.
    public func didMoveToWindow() {
        if let coordination, !coordination.queue.isEmpty { scheduleQueue() }
    }

    /// Work for when the running transition ends (`transitionCoordinator`'s
    /// `animate(alongsideTransition: nil, completion:)`), run a turn later.
    private var whenTransitionEnds: [() -> Void] = []

    /// The pan moved by `translation` since it came down.
    public func popPanChanged(translation: Vector) { popPan?.changed(translation: translation) }

    /// The pan lifted.
    public func popPanEnded(translation: Vector, velocity: Vector) {
        popPan?.ended(translation: translation, velocity: velocity, at: world.clock.now)
    }

    /// Pushes an app's subclass of the navigation controller ignores (an override of
    /// `pushViewController` that returns without calling `super`, e.g. for a screen already on
    /// the stack — the usual guard against "Pushing the same view controller instance more than
    /// once"); `nil` (the default): none.
    public var ignoresPush: ((StrictView) -> Bool)?

    /// `pushViewController(_:animated:)`. Whether UIKit asks the navigation delegate for an
    /// animator when `animated` is `false` is not documented: the least favourable reading is
    /// taken — it does, and runs it with `isAnimated == false` (`animateTransition(using:)` inside
    /// the call, as for a `.custom` presentation, UIViewControllerTransitioning.h).
    public func push(_ screen: StrictView, animated: Bool = true) {
        if ignoresPush?(screen) == true { return }
        guard let top = stack.last else { return }
        let after = stack + [screen]
        startTransition(after: after) { [unowned self] in
            transition(.push, from: top, to: screen, after: after, animated: animated)
        }
    }

    /// `popViewController(animated:)`; without animation, as `push(_:animated:)`.
    public func pop(animated: Bool = true) {
        let current = stack
        if isTransitioning {
            world.violate(.nestedNavigationOperation)
            return
        }
        guard current.count > 1 else {
            world.violate(.poppedRootScreen)
            return
        }
        let after = Array(current.dropLast())
        startTransition(after: after) { [unowned self] in
            transition(.pop, from: current[current.count - 1], to: current[current.count - 2], after: after, animated: animated)
        }
    }

    /// Whether a push or pop starts its transition in the next committing layout pass
    /// (`_startDeferredTransitionIfNeeded:` from the navigation controller's `layoutSubviews`,
    /// uikit-practice P2), with no transition coordinator until then (least favourable reading),
    /// rather than in the call that asked for it. A second push or pop before the deferred start
    /// nests (P5). Default `false`.
    public var startsTransitionsAtNextLayout = false

    /// The stack a push or pop asked for but not started yet (`startsTransitionsAtNextLayout`).
    public private(set) var pendingStack: [StrictView]?

    /// Starts a transition now, or in the next layout pass: a second operation before a deferred
    /// one started nests (P5). While the navigation controller's view is out of the window it gets
    /// no layout pass, so an operation asked for then starts in the first layout pass that finds
    /// it in the window — animated as asked, whatever brought it there (least favourable reading:
    /// no page says what UIKit does with a push or pop off screen; P2 starts it from the
    /// navigation controller's layout) — e.g. inside the tab switch that brings its tab on screen.
    private func startTransition(after: [StrictView], _ start: @escaping () -> Void) {
        if pendingStack != nil {
            world.violate(.nestedNavigationOperation)
            return
        }
        guard startsTransitionsAtNextLayout || !view.isInWindow else { return start() }
        pendingStack = after
        startInLayoutPassInWindow(start)
    }

    /// Runs `start` in the first layout pass that finds the view in the window.
    private func startInLayoutPassInWindow(_ start: @escaping () -> Void) {
        world.inNextLayoutPass { [unowned self] in
            guard view.isInWindow else { return startInLayoutPassInWindow(start) }
            pendingStack = nil
            start()
        }
    }

    private func transition(
        _ operation: NavigationCoordination<StrictController>.Operation, from: StrictView, to: StrictView,
        after newStack: [StrictView], animated: Bool = true
    ) {
        if isTransitioning {
            world.violate(.nestedNavigationOperation)
            return
        }
        if enclosingTransitionRuns() { world.violate(.navigationTransitionInsideContainerTransition) }
        // UIKit's own target may pop before Match's target heard of the finger (8.4).
        // Only Match's own pan carries Match's target: a finger put down for UIKit's would never lift.
        if operation == .pop, popRecognizer.ownEdgePanInProgress { backSwipeBegan(at: popRecognizer.beganLocation) }
        coordination?.screenWillShow()  // willShow
        if let coordination, !coordination.queue.isEmpty { scheduleQueue() }
        updateBackActions(stack: newStack, releasingDeparted: false)
        let decision =
            coordination?.decide(
                operation: operation, from: ObjectIdentifier(from), to: ObjectIdentifier(to),
                stack: newStack.map(ObjectIdentifier.init), appSuppliesAnimator: appAnimatesPops && operation == .pop) ?? .system
        if case .app = decision {
            // The app's animator; `interactionControllerFor` asks whether the back swipe scrubs it.
            switch coordination?.scrubsAppPop(appGivesInteraction: false, duration: 0.35, at: world.clock.now) {
            case .follow(let percent)?:
                appPop = (percent, from, newStack)
                return
            case .released(let release)?:
                appPopEndings.append((release.finishes, true, release.completionSpeed))
                if release.finishes { showAtOnce(from: from, stack: newStack) }
                return
            case .none?, nil:
                appPopEndings.append((true, false, 1))
            }
        }
        guard case .match(let kind, let finger, let returningFrames, let onDeparture) = decision else {
            // The system's own animation, or the app's timed one: modelled as its end state.
            showAtOnce(from: from, stack: newStack)
            return
        }
        runningOperation = (to, newStack)
        barDrawsItemOf = to
        let bounds = container.node.bounds
        var run: StrictTransitionRun!
        run = StrictTransitionRun(
            world: world,
            configuration: TransitionContext(kind: kind, containerSize: bounds.size, effect: coordination?.effect ?? .automatic),
            container: container, handed: [.source: from, .destination: to], controllerViews: [.source: from, .destination: to],
            finalFrames: [.source: bounds, .destination: bounds], followsFinger: followsFinger, isAnimated: animated,
            afterCompletion: { [unowned self] completed in
                // UIKit removes the screen it no longer shows.
                if completed {
                    if let insets = insetsOnCompletion { to.safeAreaInsets = insets }
                    from.removeFromSuperview()
                    stack = newStack
                    updateBackActions(stack: newStack, releasingDeparted: true)  // didShow (not called on a cancel)
                    if kind == .push { onDeparture(run.controller.departureFrames) }
                } else {
                    to.removeFromSuperview()
                }
                if NavigationBarRule.refreshesBar(completed: completed, barHidden: false) { refreshNavigationBar() }
                if completed { barDrawsItemOf = newStack.last }
                finger?.attach(nil, at: world.clock.now)
                coordination?.runEnded(run.controller, at: world.clock.now)
                // The transition coordinator's completions, a turn later.
                let waiting = whenTransitionEnds
                whenTransitionEnds = []
                for work in waiting { world.later(work) }
            })
        if let provider = sourceViewProvider, !returningFrames.isEmpty { run.controller.returning = (returningFrames, provider) }
        barReenabled = false
        run.controller.onRelease = { [unowned self] in if systemHasBackAction { barReenabled = true } }
        finger?.attach(run.controller, at: world.clock.now)
        if let insets = incomingInsetsDuringTransition { to.safeAreaInsets = insets }
        run.startsInsideCommit = startsTransitionsInsideCommit
        coordination?.runStarted(run.controller, kind: kind)
        self.run = run
        runs.append(run)
        run.begin(startNow: true)  // UIKit starts it in the same call (`_startCustomTransition:`)
    }
}
