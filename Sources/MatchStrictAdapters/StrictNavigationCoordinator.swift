@_spi(Harness) import MatchEngine
@_spi(Harness) import MatchStrictHost

/// What `MatchNavigationCoordinator` and `UIKitNavigationContainer` are for UIKit, for the strict
/// navigation controller: the navigation delegate that hands the model's calls to the engine's
/// `NavigationGlue`, and the primitives the glue drives (`NavigationContainer`). It decides
/// nothing, so every strict scenario runs the glue MatchUIKit ships.
package final class StrictNavigationCoordinator: NavigationContainer, StrictNavigationControllerDelegate {
    package typealias Screen = StrictView
    package typealias Host = StrictHost
    package typealias Context = StrictTransitionContext
    package typealias Animator = StrictTransitionAnimator
    package typealias PercentDriven = StrictPercentDriven

    /// The navigation controller.
    package unowned let navigation: StrictNavigationController
    /// Every decision and its bookkeeping.
    package private(set) var glue: NavigationGlue<StrictNavigationCoordinator>!
    /// The glue's decisions and their state.
    package var coordination: NavigationCoordination<StrictController> { glue.coordination }
    /// The memory the coordinator's transitions reuse, as MatchUIKit's coordinator keeps one.
    private let workspace = TransitionWorkspace()

    /// `sourceViewProvider`: asked when a pop starts for the view that now stands for each ID that
    /// flew in on the push; a `nil` answer, a view of another screen or no provider (the default)
    /// matches by ID.
    package var sourceViewProvider: ((TransitionID) -> StrictView?)?
    /// `MatchTransition.followsFinger` of the coordinator's transitions; default `true`, as there.
    package var followsFinger = true
    /// `fittedDuration`; default `nil`.
    package var fittedDuration: FittedDuration?
    /// Whether the app's own navigation delegate (`forwardingDelegate`) supplies an animator for
    /// pops, with no interaction controller, `appAnimatorDuration` seconds long; default `false`.
    package var appAnimatesPops = false
    /// Whether the app's own navigation delegate (`forwardingDelegate`) supplies an animator for
    /// pushes, with no interaction controller, `appAnimatorDuration` seconds long; default `false`.
    package var appAnimatesPushes = false
    /// The `transitionDuration` of the app's animator; default 0.35 s.
    package var appAnimatorDuration = 0.35

    init(navigation: StrictNavigationController, effect: TransitionEffect) {
        self.navigation = navigation
        glue = NavigationGlue(container: self, effect: effect)
        glue.contentSwipePops = navigation.systemHasContentSwipe
    }

    /// `MatchNavigationCoordinator.contentSwipePops`: on where the model has iOS 26's content swipe.
    package var contentSwipePops: Bool {
        get { glue.contentSwipePops }
        set {
            glue.contentSwipePops = newValue
            updateContentSwipe()
        }
    }
    /// The content-area pop the coordinator made, while in place.
    package private(set) var contentSwipe: StrictInteraction?

    /// Makes or takes away the content-area pop as the glue says, as MatchUIKit's coordinator does.
    private func updateContentSwipe() {
        switch glue.contentSwipeChange(appSetsPopInteraction: popInteraction != nil, defaultInstalled: contentSwipe != nil) {
        case .install:
            let pan = StrictInteraction(view: navigation.view, direction: glue.popDirection) { [unowned self] in pop() }
            pan.handsOffFromScrollViews = false
            pan.shouldBegin = { [unowned self, unowned pan] in
                let bar = navigation.navigationBar
                let onBar = !bar.node.isHidden && bar.frameInWindow.contains(pan.touchLocation ?? .zero)
                return !onBar && glue.contentSwipeMayBegin()
            }
            glue.adoptPopInteraction(pan.glue)
            contentSwipe = pan
            register(pan)
        case .remove:
            contentSwipe.map { $0.view.removeRecognizer($0.recognizer) }
            navigation.addedPans.removeAll { $0.kind == .navigationPop }
            glue.adoptPopInteraction(popInteraction?.glue, replacing: contentSwipe?.glue)
            contentSwipe = nil
            popInteraction.map(register)
        case .keep: break
        }
    }

    /// The effect for pushes and pops.
    package var effect: TransitionEffect {
        get { coordination.effect }
        set { coordination.effect = newValue }
    }

    /// Whether matched transitions run.
    package var isEnabled: Bool {
        get { coordination.isEnabled }
        set { coordination.isEnabled = newValue }
    }

    /// `MatchNavigationCoordinator.push(_:)`.
    package func push(_ screen: StrictView) { glue.push(screen) }
    /// `MatchNavigationCoordinator.push(_:effect:)`.
    package func push(_ screen: StrictView, effect: TransitionEffect) { glue.push(screen, effect: effect) }
    /// `MatchNavigationCoordinator.pop()`.
    package func pop() { glue.pop() }

    // MARK: StrictNavigationControllerDelegate

    package func navigationController(_ navigationController: StrictNavigationController, willShow screen: StrictView) {
        glue.willShow()
        updateContentSwipe()
    }

    package func navigationController(_ navigationController: StrictNavigationController, didShow screen: StrictView) {
        glue.didShow()
    }

    package func navigationController(
        _ navigationController: StrictNavigationController, animationControllerFor operation: StrictNavigationController.Operation,
        from: StrictView, to: StrictView
    ) -> StrictAnimatorAnswer? {
        let pops = operation == .pop
        let appAnimates = pops ? appAnimatesPops : appAnimatesPushes
        switch glue.animation(for: pops ? .pop : .push, from: from, to: to, appSuppliesAnimator: appAnimates) {
        case .app: return .app(duration: appAnimatorDuration)
        case .system: return nil
        case .match(let animator): return .matched(animator)
        }
    }

    package func navigationController(
        _ navigationController: StrictNavigationController, interactionControllerForAppAnimatorOf duration: Double
    ) -> StrictPercentDriven? {
        guard
            case .percentDriven(let interaction) = glue.interaction(
                animatorIsMatchs: false, appGivesInteraction: false, appAnimatorDuration: { duration })
        else { return nil }
        return interaction
    }

    // MARK: NavigationContainer

    package var screens: [StrictView] { navigation.viewControllers }
    package func pushViewController(_ screen: StrictView) { navigation.push(screen) }
    package func popViewController() { navigation.pop() }
    package var transitionRunning: Bool {
        navigation.isTransitioning || navigation.enclosingTransitionRuns() || navigation.modalTransitionRuns()
    }

    package func afterTransition(_ work: @escaping () -> Void) {
        if navigation.isTransitioning {
            navigation.whenTransitionEnds { _ in work() }
        } else {
            navigation.world.later(work)
        }
    }

    package func whenTransitionEnds(_ handler: @escaping (Bool) -> Void) { navigation.whenTransitionEnds(handler) }
    package var isOnScreen: Bool { navigation.view.isInWindow }
    package func observeWindow(_ handler: @escaping () -> Void) { navigation.addWindowObserver(handler) }
    package var layoutDirection: TransitionContext.LayoutDirection { navigation.layoutDirection }
    package var width: Double { navigation.view.node.bounds.width }
    package var now: Double { navigation.world.clock.now }

    package var hasBackAction: Bool { navigation.systemHasBackAction }
    package var appDecidesBackButtonPops: Bool { navigation.appShouldPop != nil }
    package func showsBackButton(_ screen: StrictView) -> Bool {
        !(screen === navigation.viewControllers.last && navigation.topHidesBackButton)
    }
    package func backActionIdentifier(of screen: StrictView) -> String? { navigation.backActionIdentifier(of: screen) }
    package func setBackAction(of screen: StrictView, identifier: String?, perform: (() -> Void)?) {
        navigation.setBackAction(of: screen, identifier: identifier, perform: perform)
    }

    package func barTakesTapsAgain() { navigation.barTakesTapsAgain() }
    package var barHidden: Bool { navigation.isNavigationBarHidden }
    package func relayoutBar() { navigation.refreshNavigationBar() }

    /// Match's own edge pan on the navigation controller's view, which UIKit's recognizer waits
    /// for, carries the glue's target; UIKit's recognizer gets the glue's delegate.
    package func takeOverBackSwipe(_ swipes: BackSwipeHandlers) {
        let recognizer = navigation.popRecognizer
        recognizer.ownEdgePan = .init(
            shouldBegin: swipes.ownPanShouldBegin,
            target: { [unowned recognizer] state in
                switch state {
                case .began: swipes.moved(.began(popsItself: true))
                case .changed(let location): swipes.moved(.changed(translation: location - recognizer.beganLocation))
                case .ended(let location, let velocity):
                    swipes.moved(.ended(translation: location - recognizer.beganLocation, velocity: velocity))
                case .cancelled(let location): swipes.moved(.cancelled(translation: location - recognizer.beganLocation))
                }
            })
        recognizer.delegate = .custom(swipes.systemSwipeShouldBegin)
    }

    package var systemSwipeEnabled: Bool { navigation.popRecognizer.isEnabled }
    package var appAllowsSwipe: Bool { true }
    package func backSwipeIsDown() -> Bool { navigation.popRecognizer.ownEdgePanInProgress }
    /// Nothing to note: the model's recognizer keeps where the touch began (`beganLocation`), which
    /// the target measures travel from.
    package func noteBackSwipeStart() {}

    package func makePercentDriven() -> StrictPercentDriven { StrictPercentDriven() }
    package func update(_ interaction: StrictPercentDriven, percentComplete: Double) { interaction.update(percentComplete) }
    package func end(_ interaction: StrictPercentDriven, finishing: Bool, completionSpeed: Double) {
        interaction.completionSpeed = completionSpeed
        if finishing { interaction.finish() } else { interaction.cancel() }
    }

    package func makeAnimator(_ request: NavigationRunRequest<StrictNavigationCoordinator>) -> (
        animator: StrictTransitionAnimator, controller: StrictController?
    ) {
        let configuration = TransitionContext(
            kind: request.kind, containerSize: navigation.container.node.bounds.size, layoutDirection: request.layoutDirection,
            effect: request.effect, fittedDuration: fittedDuration)
        // One run, as MatchTransition's coordinator runs keep it (`AnimatorRuns`).
        let runs = AnimatorRuns<StrictHost, StrictTransitionContext>(
            kind: request.kind, clock: { [world = navigation.world] in world.clock.now },
            make: {
                [world = navigation.world, followsFinger, workspace, sourceViewProvider] kind, returning in
                let controller = StrictTransitionRun.makeController(
                    world: world, configuration: configuration, followsFinger: followsFinger, workspace: workspace)
                controller.returnsViews(to: returning, lookingUp: sourceViewProvider)
                return controller
            })
        runs.onRunEnded = request.ended
        let controller = runs.begin(kind: request.kind, returning: request.returningFrames)
        let animator = StrictTransitionAnimator(controller: controller) { completed in runs.end(completed) }
        return (animator, controller)
    }

    // MARK: The pan-anywhere pop

    /// `popInteraction`: a pan anywhere on the navigation controller's view that pops with the
    /// finger, moving toward the trailing edge; `nil` until `enablePopInteraction()`.
    package private(set) var popInteraction: StrictInteraction?

    /// `MatchNavigationCoordinator.backButtonShouldPop`.
    package var backButtonShouldPop: ((StrictView) -> Bool)? {
        get { glue.backButtonShouldPop }
        set { glue.backButtonShouldPop = newValue }
    }

    /// Sets `popInteraction` as `MatchNavigationCoordinator.popInteraction` does: its finger is the
    /// glue's pop finger, its take-over the glue's, its `begin` pops through the glue. UIKit's tab
    /// pan meets it as a pan on the navigation controller's view.
    package func enablePopInteraction() {
        let toTrailing = navigation.layoutDirection == .rightToLeft ? Vector(dx: -1, dy: 0) : Vector(dx: 1, dy: 0)
        let pan = StrictInteraction(view: navigation.view, direction: toTrailing) { [unowned self] in navigation.pop() }
        glue.adoptPopInteraction(pan.glue, replacing: popInteraction?.glue)
        popInteraction = pan
        updateContentSwipe()
        register(pan)
    }

    /// Puts `pan` among the navigation controller's added pans as its one pop pan (the app's or
    /// the content-area one).
    private func register(_ pan: StrictInteraction) {
        navigation.addedPans.removeAll { $0.kind == .navigationPop }
        navigation.addedPans.append(
            StrictAddedPan(
                kind: .navigationPop,
                wouldBegin: { [unowned pan] point, velocity in pan.wouldBegin(at: point, velocity: velocity) },
                began: { [unowned pan] point, velocity in pan.began(at: point, velocity: velocity) },
                changed: { [unowned pan] in pan.changed(translation: $0) },
                ended: { [unowned pan] in pan.ended(translation: $0, velocity: $1) }))
    }

    /// The pop interaction's finger.
    package var popPan: GestureRelay<StrictController>? { glue.popFinger }
}

extension StrictNavigationController {
    /// What `navigationController.enableMatchTransitions(effect:)` does: Match becomes the
    /// navigation delegate (a coordinator over the engine's `NavigationGlue`) and takes the back
    /// swipe over. Calling it again returns the same coordinator — kept on the controller, as an
    /// associated object keeps it on UIKit — with the new effect, as the delegate again.
    @discardableResult
    package func enableMatchTransitions(effect: TransitionEffect = .automatic) -> StrictNavigationCoordinator {
        if let existing = matchCoordinator {
            existing.effect = effect
            existing.isEnabled = true
            delegate = existing
            return existing
        }
        let coordinator = StrictNavigationCoordinator(navigation: self, effect: effect)
        associatedObjects[ObjectIdentifier(StrictNavigationCoordinator.self)] = coordinator
        delegate = coordinator
        return coordinator
    }

    /// The coordinator `enableMatchTransitions` installed, if any.
    package var matchCoordinator: StrictNavigationCoordinator? {
        associatedObjects[ObjectIdentifier(StrictNavigationCoordinator.self)] as? StrictNavigationCoordinator
    }
}
