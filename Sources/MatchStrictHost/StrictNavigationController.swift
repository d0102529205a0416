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
    public var isTransitioning: Bool { run.map { $0.ended == nil } ?? false }

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
                    stackCount: stack.count, transitionRunning: isTransitioning, backButtonHidden: topHidesBackButton)
            },
            target: { [unowned self] state in
                switch state {
                case .began(let location):
                    backSwipeBegan(at: location)
                    pop()
                case .changed(let location):
                    coordination.backSwipe.changed(translation: location - swipeStart)
                case .ended(let location, let velocity):
                    coordination.backSwipe.ended(translation: location - swipeStart, velocity: velocity, at: world.clock.now)
                }
            })
        // UIKit's recognizer, with Match as its delegate, begins only while Match runs no pops.
        popRecognizer.delegate = .custom { [unowned self] in
            coordination.systemEdgeSwipeShouldBegin(
                stackCount: stack.count, transitionRunning: isTransitioning, backButtonHidden: topHidesBackButton)
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
        let takeover = coordination.takeover(
            for: relay, transitionRunning: isTransitioning,
            popDirection: AdapterRouting.popDirection(layoutDirection: .leftToRight),
            stackCount: stack.count, backButtonHidden: topHidesBackButton)
        return takeover.perform(on: relay, distance: view.node.bounds.width, at: world.clock.now) { pop() }
    }

    /// Whether the back button's action is Match's (`UINavigationItem.backAction`, iOS 16 and
    /// later: "setting this property replaces its action"), which asks the coordination; `false`
    /// models iOS 15, where the button always pops through UIKit. Default `true`.
    public var backButtonActionIsMatchs = true

    /// The user taps the back button: with Match's back action, the coordination's `requestPop`
    /// decides — a running matched push is reversed, a pop waits for a running transition —
    /// otherwise UIKit pops (a pop while a transition runs is nested, P5).
    public func tapBack() {
        // The bar shows the incoming screen's item from the start of a push, with its back button.
        let pushing = isTransitioning && run?.controller.configuration.kind == .push
        guard stack.count > 1 || pushing, !topHidesBackButton else { return }
        guard backButtonActionIsMatchs else { return pop() }
        requestPop()
    }

    /// `MatchNavigationCoordinator.push(_:)`: pushes at once, or once the running transition and
    /// the operations waiting before it ended (`NavigationCoordination.requestPush`). Without
    /// Match, UIKit's push (nested if a transition runs).
    public func requestPush(_ screen: StrictView) {
        guard let coordination else { return push(screen) }
        nextToken += 1
        switch coordination.requestPush(nextToken, transitionRunning: isTransitioning) {
        case .push: push(screen)
        case .wait:
            queuedScreens[nextToken] = screen
            scheduleQueue()
        }
    }

    /// Match's back action (`MatchNavigationCoordinator.pop()`).
    private func requestPop() {
        guard let coordination, isTransitioning || stack.count > 1 || !coordination.queue.isEmpty else { return }
        switch coordination.requestPop(transitionRunning: isTransitioning) {
        case .pop: pop()
        case .reverse(let run): run.cancel()
        case .dropQueuedPush(let token): queuedScreens[token] = nil
        case .wait: scheduleQueue()
        }
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
            guard let coordination, let next = coordination.nextQueued(transitionRunning: isTransitioning) else {
                if let coordination, !coordination.queue.isEmpty { scheduleQueue() }
                return
            }
            switch next {
            case .push(let token): if let screen = queuedScreens.removeValue(forKey: token) { push(screen) }
            case .pop: if stack.count > 1 { pop() }
            }
            if !coordination.queue.isEmpty { scheduleQueue() }
        }
        if isTransitioning { whenTransitionEnds.append(drain) } else { world.later(drain) }
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

    /// `pushViewController(_:animated: true)`.
    public func push(_ screen: StrictView) {
        guard let top = stack.last else { return }
        transition(.push, from: top, to: screen, after: stack + [screen])
    }

    /// `popViewController(animated: true)`.
    public func pop() {
        if isTransitioning {
            world.violate(.nestedNavigationOperation)
            return
        }
        guard stack.count > 1 else {
            world.violate(.poppedRootScreen)
            return
        }
        transition(.pop, from: stack[stack.count - 1], to: stack[stack.count - 2], after: Array(stack.dropLast()))
    }

    private func transition(
        _ operation: NavigationCoordination<StrictController>.Operation, from: StrictView, to: StrictView,
        after newStack: [StrictView]
    ) {
        if isTransitioning {
            world.violate(.nestedNavigationOperation)
            return
        }
        // UIKit's own target may pop before Match's target heard of the finger (8.4).
        // Only Match's own pan carries Match's target: a finger put down for UIKit's would never lift.
        if operation == .pop, popRecognizer.ownEdgePanInProgress { backSwipeBegan(at: popRecognizer.beganLocation) }
        let decision =
            coordination?.decide(
                operation: operation, from: ObjectIdentifier(from), to: ObjectIdentifier(to),
                stack: newStack.map(ObjectIdentifier.init), appSuppliesAnimator: false) ?? .system
        guard case .match(let kind, let finger, let returningFrames, let onDeparture) = decision else {
            // The system's own animation: modelled as its end state.
            from.removeFromSuperview()
            to.frame = container.node.bounds
            container.addSubview(to)
            stack = newStack
            return
        }
        let bounds = container.node.bounds
        var run: StrictTransitionRun!
        run = StrictTransitionRun(
            world: world,
            configuration: TransitionContext(kind: kind, containerSize: bounds.size, effect: coordination?.effect ?? .automatic),
            container: container, handed: [.source: from, .destination: to], controllerViews: [.source: from, .destination: to],
            finalFrames: [.source: bounds, .destination: bounds], followsFinger: followsFinger,
            afterCompletion: { [unowned self] completed in
                // UIKit removes the screen it no longer shows.
                if completed {
                    if let insets = insetsOnCompletion { to.safeAreaInsets = insets }
                    from.removeFromSuperview()
                    stack = newStack
                    if kind == .push { onDeparture(run.controller.departureFrames) }
                } else {
                    to.removeFromSuperview()
                }
                finger?.attach(nil, at: world.clock.now)
                coordination?.runEnded(run.controller, at: world.clock.now)
                // The transition coordinator's completions, a turn later.
                let waiting = whenTransitionEnds
                whenTransitionEnds = []
                for work in waiting { world.later(work) }
            })
        if let provider = sourceViewProvider, !returningFrames.isEmpty { run.controller.returning = (returningFrames, provider) }
        finger?.attach(run.controller, at: world.clock.now)
        if let insets = incomingInsetsDuringTransition { to.safeAreaInsets = insets }
        run.startsInsideCommit = startsTransitionsInsideCommit
        coordination?.runStarted(run.controller, kind: kind)
        self.run = run
        runs.append(run)
        run.begin(startNow: true)  // UIKit starts it in the same call (`_startCustomTransition:`)
    }
}
