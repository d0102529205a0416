#if canImport(UIKit)
    import MatchEngine
    import UIKit

    /// The navigation controller delegate that runs matched pushes and pops and forwards every other
    /// delegate call to the app's own delegate.
    ///
    /// A shim over the engine's `NavigationCoordination`, which takes every decision: it answers
    /// `animationControllerFor` (the app's delegate still wins when it returns an animator of its own)
    /// and `interactionControllerFor` (the transition itself, so a running pop can be grabbed), and
    /// forwards the rest — `willShow`, `didShow`, orientation queries — to `forwardingDelegate`
    /// through the Objective-C runtime (see `MatchDelegateForwarder`).
    ///
    /// The system back swipe keeps working. Once a navigation delegate implements
    /// `animationControllerFor`, UIKit's own delegate of `interactivePopGestureRecognizer` never lets
    /// it begin (OpenRadar 15215690; `docs/references/uikit-practice.md` P1), so the coordinator becomes that
    /// recognizer's delegate, answering `gestureRecognizerShouldBegin` with
    /// `NavigationCoordination.popGestureShouldBegin` (a screen to pop to, no transition running, no
    /// other pop finger down, the back button shown, `popGestureShouldBegin` allowing it) and passing
    /// every other delegate question to the delegate the recognizer had. It adds itself as a target and
    /// relays the finger — travel and velocity in window coordinates — to the pop's controller. iOS 26's
    /// content-area swipe is not taken over (see `takeOverEdgeSwipe`).
    @MainActor
    public final class MatchNavigationCoordinator: MatchDelegateForwarder, UINavigationControllerDelegate {
        /// The effect for pushes and pops; default `.automatic` (UIKit's slide, with matched views flying).
        public var effect: TransitionEffect {
            get { coordination.effect }
            set { coordination.effect = newValue }
        }
        /// Whether matched transitions run; `false` gives UIKit's standard ones. Default `true`.
        public var isEnabled: Bool {
            get { coordination.isEnabled }
            set { coordination.isEnabled = newValue }
        }
        /// The app's say on whether the system back swipe may begin, asked after Match's own rules
        /// (a screen to pop to, no transition running); `nil` (the default) allows it. Match is the pop
        /// recognizers' delegate, so this is where an app that used to set that delegate decides.
        public var popGestureShouldBegin: (() -> Bool)? {
            get { coordination.popGestureShouldBegin }
            set { coordination.popGestureShouldBegin = newValue }
        }
        /// The app's own delegate, held weakly, which receives every call Match does not answer.
        /// Setting it re-assigns the navigation controller's delegate (nil, then this coordinator), so
        /// UIKit asks again which methods are implemented.
        public var forwardingDelegate: UINavigationControllerDelegate? {
            get { forwardingTargetObject as? UINavigationControllerDelegate }
            set {
                replaceForwardingTarget(newValue) { [weak self] in
                    self?.navigationController?.delegate = nil
                    self?.navigationController?.delegate = self
                }
            }
        }
        /// Asked when a pop starts, once per ID that flew in on the push, for the view that now stands
        /// for it (a cell may have scrolled, been reused or gone: return `nil`, and the returning view
        /// shrinks and fades toward where it came from). `nil` (the default) matches by ID as usual.
        public var sourceViewProvider: ((TransitionID) -> UIView?)?
        /// Whether a timed push's or pop's duration follows how far its largest matched view flies
        /// and how much it grows: `nil` (the default) keeps 0.5 s; see `MatchTransition.fittedDuration`.
        public var fittedDuration: FittedDuration?
        /// The memory this coordinator's transitions reuse for capture and planning (see `TransitionWorkspace`).
        let workspace = TransitionWorkspace()
        /// A pan anywhere on the pushed screens that pops with the finger (its `begin` should pop),
        /// besides the system back swipe; `nil` (the default) for none. Whichever finger is down
        /// drives the pop.
        public var popInteraction: MatchInteraction? {
            didSet {
                coordination.otherPopFingers = popInteraction.map { [$0.relay] } ?? []
                // It yields to the back swipe and to a transition it may not grab (two pops would
                // nest, P5); coming down on a running push or pop, whoever started it, it grabs it —
                // a push backward.
                // Its `begin` pops with UIKit's own call: handed over once UIKit took it.
                popInteraction?.startsOperation = { [weak self] begin in
                    guard let self, let nav = self.navigationController else { return begin() }
                    let before = nav.viewControllers.count
                    self.coordination.startsOperation(begin, accepted: { nav.viewControllers.count < before })
                }
                popInteraction?.takeover = { [weak self, weak popInteraction] in
                    guard let self, let popInteraction else { return .refuse }
                    let direction = AdapterRouting.popDirection(
                        layoutDirection: MatchTransition.layoutDirection(of: self.navigationController?.view))
                    let nav = self.navigationController
                    return self.coordination.takeover(
                        for: popInteraction.relay, transitionRunning: self.containerTransitioning, popDirection: direction,
                        stackCount: nav?.viewControllers.count ?? 0,
                        backButtonHidden: !Self.showsBackButton(nav?.topViewController))
                }
            }
        }

        /// Every decision.
        let coordination: NavigationCoordination<MatchTransition.Controller>
        /// The transition of the current or last matched push or pop, for `debugJSON()`.
        private var lastTransition: MatchTransition?
        private weak var navigationController: UINavigationController?
        private var velocity = VelocityEstimator()
        private var swipeStart = CGPoint.zero
        /// The delegate Match gave the edge swipe's recognizer (and, once set, its target is added).
        private var popDelegate: PopGestureDelegate?
        /// Whether Match's target is on iOS 26's content-area pop recognizer.
        private var contentSwipeRelayed = false

        init(navigationController: UINavigationController, effect: TransitionEffect) {
            coordination = NavigationCoordination(effect: effect)
            self.navigationController = navigationController
            super.init(forwardingTo: navigationController.delegate, fallback: NavigationDelegateFallback())
            // The recognizers exist once the view is loaded (react-native-screens #389: set the
            // delegate after the view is in place); `willShow` installs on those that appear later.
            if navigationController.isViewLoaded { takeOverEdgeSwipe() }
            // A stack in place before Match was turned on gets Match's back actions too.
            updateBackActions(releasingDeparted: false)
        }

        /// Makes Match the edge-swipe recognizer's delegate, and its target — again whenever something
        /// replaced that delegate since (UIKit may set it anew; react-native-screens #389).
        ///
        /// iOS 26's `interactiveContentPopGestureRecognizer` keeps its own delegate: taking it made
        /// scroll views pop instead of scroll (react-native-screens #3141, #3265), and Match has no model
        /// of how it competes with them. Under a custom navigation delegate it does not begin (P1);
        /// `popInteraction` is Match's opt-in pan-anywhere pop. Match only adds its target, relaying
        /// the finger as the back swipe's, so that should it begin on some iOS version the pop follows
        /// the finger instead of running timed.
        private func takeOverEdgeSwipe() {
            if !contentSwipeRelayed, #available(iOS 26.0, *),
                let content = navigationController?.interactiveContentPopGestureRecognizer
            {
                content.addTarget(self, action: #selector(backSwipe(_:)))
                contentSwipeRelayed = true
            }
            guard let nav = navigationController, let recognizer = nav.interactivePopGestureRecognizer else { return }
            installOwnEdgePan(on: nav, beside: recognizer)
            // iOS 26's content recognizer may be made late (P24): it waits for Match's pan too.
            if #available(iOS 26.0, *), let content = nav.interactiveContentPopGestureRecognizer, let ownEdgePan,
                content !== contentWaitsForOwnPan
            {
                content.require(toFail: ownEdgePan)
                contentWaitsForOwnPan = content
            }
            if let popDelegate, recognizer.delegate === popDelegate { return }
            // UIKit's own delegate (a UIKit class) refuses every swipe under P1; any other is the
            // app's, set before or after Match took over, and keeps its say on beginning.
            let previous = recognizer.delegate
            let asksPrevious = previous.map { Bundle(for: type(of: $0)) != Bundle(for: UIView.self) } ?? false
            appAllowsSwipe = { [weak recognizer, weak previous] in
                guard asksPrevious, let recognizer else { return true }
                return previous?.gestureRecognizerShouldBegin?(recognizer) ?? true
            }
            // UIKit's recognizer begins only while Match runs no pops: its own target then runs
            // UIKit's standard pop. While Match does, the edge is Match's own pan's.
            let delegate = PopGestureDelegate(previous: previous) { [weak self] in
                guard let self, let nav = self.navigationController else { return false }
                return self.coordination.systemEdgeSwipeShouldBegin(
                    stackCount: nav.viewControllers.count, transitionRunning: self.containerTransitioning,
                    backButtonHidden: !Self.showsBackButton(nav.topViewController),
                    recognizerDelegateAllows: self.appAllowsSwipe())
            }
            popDelegate = delegate
            recognizer.delegate = delegate
        }

        /// The answer of a delegate the app gave UIKit's edge recognizer (`true` without one).
        private var appAllowsSwipe: () -> Bool = { true }

        /// Match's own screen-edge pan for matched pops (`NavigationCoordination.ownEdgePanShouldBegin`):
        /// UIKit's own pop target on its recognizer may run UIKit's pop instead of the delegate's
        /// (ZoomTransitioning #6), so a matched pop is begun and driven by a pan of Match's own, which
        /// UIKit's recognizer is required to wait for (`require(toFail:)`), as Transmission and
        /// ZoomTransitioning do. It copies the edge and touch delays of UIKit's recognizer.
        private func installOwnEdgePan(on nav: UINavigationController, beside system: UIGestureRecognizer) {
            guard ownEdgePan == nil else { return }
            let pan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(backSwipe(_:)))
            if let systemEdge = system as? UIScreenEdgePanGestureRecognizer {
                pan.edges = systemEdge.edges
            } else {
                pan.edges = nav.view.effectiveUserInterfaceLayoutDirection == .leftToRight ? .left : .right
            }
            pan.delaysTouchesBegan = system.delaysTouchesBegan
            pan.delaysTouchesEnded = system.delaysTouchesEnded
            let delegate = OwnEdgePanDelegate { [weak self] in
                // An app that turned UIKit's swipe off (`isEnabled = false`) keeps it off.
                guard let self, let nav = self.navigationController, nav.interactivePopGestureRecognizer?.isEnabled ?? true
                else { return false }
                return self.coordination.ownEdgePanShouldBegin(
                    stackCount: nav.viewControllers.count, transitionRunning: self.containerTransitioning,
                    backButtonHidden: !Self.showsBackButton(nav.topViewController),
                    recognizerDelegateAllows: self.appAllowsSwipe())
            }
            pan.delegate = delegate
            ownEdgePanDelegate = delegate
            nav.view.addGestureRecognizer(pan)
            system.require(toFail: pan)
            ownEdgePan = pan
        }

        private var ownEdgePan: UIScreenEdgePanGestureRecognizer?
        /// iOS 26's content recognizer once it was made to wait for Match's pan.
        private weak var contentWaitsForOwnPan: UIGestureRecognizer?

        /// Whether `recognizer` is Match's own edge pan (a tab pan waits for it to fail).
        func isOwnEdgePan(_ recognizer: UIGestureRecognizer) -> Bool { ownEdgePan === recognizer }
        private var ownEdgePanDelegate: OwnEdgePanDelegate?

        /// Pops as the back button does under Match, never inside a running transition: it undoes
        /// the latest request first — a push still waiting is dropped, a matched push running is sent
        /// back from where its views are (no second transition, no jump) — and while a pop or any
        /// other transition runs it waits for it to end (`NavigationCoordination.requestPop`). UIKit's
        /// own `popViewController` while a transition runs nests inside it (uikit-practice P5); call
        /// this instead.
        public func pop() {
            guard let navigationController else { return }
            switch coordination.requestPop(
                transitionRunning: containerTransitioning, stackCount: navigationController.viewControllers.count, onScreen: onScreen)
            {
            case .pop:
                popHandingOver(navigationController)
            case .nothingToPop:
                break
            case .reverse(let controller):
                controller.cancel()
            case .dropQueuedPush(let token):
                queuedScreens[token] = nil
            case .wait:
                observeWindow(of: navigationController)
                scheduleQueue()
            }
        }

        /// Pushes `viewController` as `pushViewController(_:animated: true)` does, but never inside a
        /// running transition: while one runs (or other operations wait) the push waits its turn
        /// (`NavigationCoordination.requestPush`). UIKit's own `pushViewController` while a transition
        /// runs nests inside it (uikit-practice P5); call this from taps that may land mid-transition
        /// (a list's `didSelect`). While the navigation controller is out of the window (a tab not
        /// selected) the push waits until it is on screen and no transition runs, then slides in.
        public func push(_ viewController: UIViewController) {
            guard let navigationController else { return }
            nextToken += 1
            switch coordination.requestPush(nextToken, transitionRunning: containerTransitioning, onScreen: onScreen) {
            case .push:
                pushHandingOver(viewController, on: navigationController)
            case .wait:
                queuedScreens[nextToken] = viewController
                observeWindow(of: navigationController)
                scheduleQueue()
            }
        }

        /// Whether the navigation controller's view is in a window (`NavigationCoordination.requestPush`).
        private var onScreen: Bool { navigationController?.viewIfLoaded?.window != nil }

        /// Hears the navigation controller's view come into a window: operations that waited while
        /// it was off screen then drain, once no transition runs (a tab switch bringing it there has
        /// the transition coordinator of its container).
        private var windowObserver: WindowObserverView?

        /// Installs `windowObserver` in `nav`'s view, once.
        private func observeWindow(of nav: UINavigationController) {
            guard windowObserver == nil else { return }
            let observer = WindowObserverView()
            observer.onMoveToWindow = { [weak self] in
                guard let self, !self.coordination.queue.isEmpty else { return }
                self.scheduleQueue()
            }
            nav.view.insertSubview(observer, at: 0)
            windowObserver = observer
        }

        /// Whether a transition runs that a push or pop must wait for: the navigation controller's
        /// own (or a container's around it: `transitionCoordinator` "checks the view controller's
        /// ancestors"), or a presentation or dismissal over it (the presented controller's).
        private var containerTransitioning: Bool { activeCoordinator != nil }

        /// The transition coordinator of that transition, if one runs.
        private var activeCoordinator: UIViewControllerTransitionCoordinator? {
            navigationController?.transitionCoordinator ?? navigationController?.presentedViewController?.transitionCoordinator
        }

        /// UIKit's push, counted as handed over once UIKit took it (`startsOperation`).
        private func pushHandingOver(_ screen: UIViewController, on nav: UINavigationController) {
            coordination.startsOperation(
                { nav.pushViewController(screen, animated: true) }, accepted: { nav.viewControllers.last === screen })
        }

        /// UIKit's pop, counted as handed over once UIKit took it (`startsOperation`).
        private func popHandingOver(_ nav: UINavigationController) {
            let before = nav.viewControllers.count
            coordination.startsOperation({ nav.popViewController(animated: true) }, accepted: { nav.viewControllers.count < before })
        }

        /// Screens whose push waits, by the coordination's token.
        private var queuedScreens: [Int: UIViewController] = [:]
        private var nextToken = 0
        private var queueScheduled = false

        /// Carries out the waiting operations, one per transition: a turn of the main queue after the
        /// running transition ends (its coordinator's completion, called when it finishes or is
        /// cancelled), or on the next turn if none runs.
        private func scheduleQueue() {
            guard !queueScheduled else { return }
            queueScheduled = true
            let drain: () -> Void = { [weak self] in
                guard let self else { return }
                self.queueScheduled = false
                guard let nav = self.navigationController,
                    let next = self.coordination.nextQueued(
                        transitionRunning: self.containerTransitioning, stackCount: nav.viewControllers.count, onScreen: self.onScreen)
                else {
                    // An operation handed over and not started yet drains again from its `willShow`;
                    // off screen, from the window observer.
                    if self.coordination.drainsAgain(onScreen: self.onScreen) { self.scheduleQueue() }
                    return
                }
                switch next {
                case .push(let token):
                    if let screen = self.queuedScreens.removeValue(forKey: token) { self.pushHandingOver(screen, on: nav) }
                case .pop:
                    self.popHandingOver(nav)
                }
                if !self.coordination.queue.isEmpty { self.scheduleQueue() }
            }
            // "Completions may be run even if the animations are not" queued
            // (UIViewControllerTransitionCoordinator.h): the completion drains when it runs.
            // The drain is idempotent (`nextQueued` hands nothing out while anything runs), so when
            // the coordinator did not queue the call the completion is not waited for alone.
            if let coordinator = activeCoordinator {
                let queued = coordinator.animate(alongsideTransition: nil) { _ in DispatchQueue.main.async { drain() } }
                if !queued { DispatchQueue.main.async { drain() } }
            } else {
                DispatchQueue.main.async { drain() }
            }
        }

        /// Makes the back buttons of the screens on the stack pop through `pop()` (iOS 16 and
        /// later: `UINavigationItem.backAction` "replaces only its action" where a back button is
        /// naturally present), by `BackActionRule`: every non-root screen whose back button shows,
        /// however it got on the stack, unless the app gave it an action of its own; Match's action
        /// comes off a screen that became the root or hides its button (it would "synthesize" one),
        /// and — `releasingDeparted`, once a transition is over (`didShow`) — off screens that
        /// left the stack. On iOS 15 the button pops through UIKit. While Match's action is on,
        /// UIKit's own back handling (and with it a `navigationBar(_:shouldPop:)` the app may rely
        /// on) is not asked.
        private func updateBackActions(releasingDeparted: Bool) {
            guard #available(iOS 16.0, *), let navigationController else { return }
            func holder(_ screen: UIViewController) -> BackActionRule.Holder {
                guard let action = screen.navigationItem.backAction else { return .none }
                // `backAction` is copied when set (UINavigationItem.h): Match knows its own by identifier.
                return givenBackActions.contains { $0.screen === screen && $0.identifier == action.identifier } ? .match : .app
            }
            let stack = navigationController.viewControllers
            let screens = stack.map {
                BackActionRule.Screen(id: ObjectIdentifier($0), showsBackButton: Self.showsBackButton($0), holder: holder($0))
            }
            let departed: [BackActionRule.Screen<ObjectIdentifier>] =
                releasingDeparted
                ? givenBackActions.compactMap(\.screen).map {
                    BackActionRule.Screen(id: ObjectIdentifier($0), showsBackButton: false, holder: holder($0))
                } : []
            var byID: [ObjectIdentifier: UIViewController] = [:]
            for screen in stack + givenBackActions.compactMap(\.screen) { byID[ObjectIdentifier(screen)] = screen }
            for change in BackActionRule.changes(stack: screens, departed: departed) {
                switch change {
                case .give(let id):
                    guard let screen = byID[id] else { continue }
                    let identifier = UIAction.Identifier("match.back.\(UUID().uuidString)")
                    screen.navigationItem.backAction = UIAction(identifier: identifier) { [weak self] _ in self?.pop() }
                    givenBackActions.append(GivenBackAction(screen: screen, identifier: identifier))
                case .takeOff(let id):
                    byID[id]?.navigationItem.backAction = nil
                    givenBackActions.removeAll { $0.screen.map(ObjectIdentifier.init) == id }
                }
            }
            givenBackActions.removeAll { $0.screen == nil }
        }

        /// Re-reads which screens show a back button (`hidesBackButton`, left bar items) and
        /// gives or takes Match's back action accordingly. Match reads them whenever the navigation
        /// controller is about to show a screen and once it has; call this after changing them while
        /// a screen is shown (an edit mode), so that Match's action never synthesizes a back button
        /// the screen hides (UINavigationItem.h: without a natural back button "a back button will
        /// be synthesized").
        public func refreshBackActions() {
            updateBackActions(releasingDeparted: false)
        }

        /// Whether a screen shows a back button of its own: not hidden, and no left items in its
        /// place (unless they supplement it). The swipes follow the same rule as the button.
        static func showsBackButton(_ viewController: UIViewController?) -> Bool {
            guard let item = viewController?.navigationItem else { return true }
            return !item.hidesBackButton && ((item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton)
        }

        /// A back action Match gave a screen, known by its identifier.
        private struct GivenBackAction {
            weak var screen: UIViewController?
            let identifier: UIAction.Identifier
        }
        private var givenBackActions: [GivenBackAction] = []

        /// Relays a system back swipe: travel from where it began and velocity, in window
        /// coordinates (a pan's own, else estimated from timestamped locations).
        @objc private func backSwipe(_ recognizer: UIGestureRecognizer) {
            let location = recognizer.location(in: nil)
            let pan = recognizer as? UIPanGestureRecognizer
            velocity.add(Point(location), at: CACurrentMediaTime())
            let translation =
                pan.map { Vector($0.translation(in: nil)) }
                ?? Vector(dx: Double(location.x - swipeStart.x), dy: Double(location.y - swipeStart.y))
            switch recognizer.state {
            case .began:
                backSwipeBegan(recognizer)
                // Match's own edge pan pops (UIKit's recognizer, which pops by itself, never begins then).
                if recognizer === ownEdgePan, let nav = navigationController {
                    let before = nav.viewControllers.count
                    coordination.startsOperation(
                        { nav.popViewController(animated: true) }, accepted: { nav.viewControllers.count < before })
                }
            case .changed:
                if let percent = coordination.backSwipeMoved(translation: translation) {
                    appPopInteraction?.update(CGFloat(percent))
                }
            case .ended, .cancelled, .failed:
                // Cancelled or failed: released where it is, with no velocity.
                let thrown = recognizer.state == .ended ? pan.map { Vector($0.velocity(in: nil)) } ?? velocity.velocity : .zero
                if let release = coordination.backSwipeLifted(translation: translation, velocity: thrown, at: CACurrentMediaTime()) {
                    releaseAppPop(release)
                }
            default:
                break
            }
        }

        /// The percent-driven interaction controller scrubbing a pop the app animates itself
        /// (`NavigationCoordination.scrubsAppPop`), while the back swipe holds it.
        private var appPopInteraction: BufferedPercentDrivenTransition?
        /// Whether the operation UIKit last asked an animator for is a pop the app animates.
        private var appAnimatesPop = false

        /// Ends the app's pop the way the back swipe was released.
        private func releaseAppPop(_ release: FingerScrub.Release) {
            guard let interaction = appPopInteraction else { return }
            appPopInteraction = nil
            interaction.completionSpeed = CGFloat(release.completionSpeed)
            if release.finishes { interaction.finish() } else { interaction.cancel() }
        }

        /// The back swipe's finger came down (`NavigationCoordination.backSwipeBegan`: once per swipe,
        /// from whichever of Match's target and `animationControllerFor` hears of it first).
        private func backSwipeBegan(_ recognizer: UIGestureRecognizer) {
            let view = navigationController?.view
            guard
                coordination.backSwipeBegan(
                    direction: AdapterRouting.popDirection(layoutDirection: MatchTransition.layoutDirection(of: view)),
                    distance: Double(view?.bounds.width ?? 1))
            else { return }
            // Where the swipe began: the translation so far is taken off the current location.
            let location = recognizer.location(in: nil)
            let travel = (recognizer as? UIPanGestureRecognizer)?.translation(in: nil) ?? .zero
            swipeStart = CGPoint(x: location.x - travel.x, y: location.y - travel.y)
            velocity.reset()
            velocity.add(Point(location), at: CACurrentMediaTime())
        }

        /// Match's animator for a push or pop, unless the app's delegate supplies one
        /// (`NavigationCoordination.decide`).
        public func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            takeOverEdgeSwipe()
            // UIKit's own target may pop before Match's target heard of the finger (8.4).
            if operation == .pop {
                // Only recognizers that carry Match's target: one without it would leave the finger down.
                var swipes: [UIGestureRecognizer?] = [ownEdgePan]
                if #available(iOS 26.0, *) { swipes.append(navigationController.interactiveContentPopGestureRecognizer) }
                if let swipe = swipes.compactMap({ $0 }).first(where: { $0.state == .began || $0.state == .changed }) {
                    backSwipeBegan(swipe)
                }
            }
            let appAnimator = forwardingDelegate?.navigationController?(
                navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
            let decision = coordination.decide(
                operation: operation == .push ? .push : operation == .pop ? .pop : .none,
                from: ObjectIdentifier(fromVC), to: ObjectIdentifier(toVC),
                stack: navigationController.viewControllers.map(ObjectIdentifier.init), appSuppliesAnimator: appAnimator != nil)
            appAnimatesPop = operation == .pop && appAnimator != nil
            switch decision {
            case .app: return appAnimator
            case .system: return nil
            case .match(let kind, let finger, let returningFrames, let onDeparture):
                let transition = MatchTransition(
                    effect: effect, kind: kind, layoutDirection: MatchTransition.layoutDirection(of: navigationController.view),
                    workspace: workspace, relay: finger, departureFrames: returningFrames,
                    sourceViewProvider: sourceViewProvider, onDeparture: onDeparture, fittedDuration: fittedDuration)
                // A pop finger that comes down while it runs grabs it; a pop asked for meanwhile
                // reverses a push or waits.
                if let controller = transition.controller { coordination.runStarted(controller, kind: kind) }
                transition.onRunEnded = { [weak self] controller in self?.coordination.runEnded(controller, at: CACurrentMediaTime()) }
                // UIKit keeps the bar from taking taps until the run completes: a back tap made
                // during a release (one that sends a push back) reaches Match — only where the back
                // button is Match's (`backAction`, iOS 16): on iOS 15 it would pop through UIKit,
                // nested (P5). The tab bar is left to UIKit: a tab tap mid-push waits anyway.
                transition.controller?.onRelease = { [weak navigationController] in
                    if #available(iOS 16.0, *) { navigationController?.navigationBar.isUserInteractionEnabled = true }
                }
                updateBackActions(releasingDeparted: false)
                lastTransition = transition
                return transition
            }
        }

        /// The last matched push's or pop's captured scenes, match and plan as JSON (UTF-8), to open
        /// in `match-preview` (`--scene file.json`), as `MatchTransition.debugJSON()` writes them: the
        /// running one's once it has been prepared, else the last finished one's; `nil` before a
        /// matched push or pop has been prepared (one the app's own animator or UIKit ran is not
        /// recorded). Throws only if encoding fails.
        public func debugJSON() throws -> Data? {
            try lastTransition?.debugJSON()
        }

        /// The app delegate's interaction controller if it gives one, else Match's transition itself
        /// (interactive only while a finger drives it; a timed run can still be grabbed). A pop the
        /// app animates itself, started by the back swipe, gets a percent-driven controller the
        /// swipe scrubs (`NavigationCoordination.scrubsAppPop`).
        public func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? {
            let appInteraction = forwardingDelegate?.navigationController?(
                navigationController, interactionControllerFor: animationController)
            if let match = animationController as? MatchTransition { return appInteraction ?? match }
            appPopInteraction = nil
            guard appAnimatesPop else { return appInteraction }
            let scrub = coordination.scrubsAppPop(
                appGivesInteraction: appInteraction != nil, duration: Double(animationController.transitionDuration(using: nil)),
                at: CACurrentMediaTime())
            switch scrub {
            case .none:
                return appInteraction
            case .follow(let percent):
                let interaction = BufferedPercentDrivenTransition()
                if percent > 0 { interaction.update(CGFloat(percent)) }
                appPopInteraction = interaction
                return interaction
            case .released(let release):
                // Told before UIKit starts it: the controller keeps it until then.
                let interaction = BufferedPercentDrivenTransition()
                interaction.completionSpeed = CGFloat(release.completionSpeed)
                if release.finishes { interaction.finish() } else { interaction.cancel() }
                return interaction
            }
        }

        /// Takes the edge swipe over again if something replaced its delegate since, gives the
        /// screens on the stack Match's back action, then tells the app's delegate.
        public func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController,
            animated: Bool
        ) {
            takeOverEdgeSwipe()
            coordination.screenWillShow()
            if !coordination.queue.isEmpty { scheduleQueue() }
            updateBackActions(releasingDeparted: false)
            // A cancelled push or pop may leave the bar drawing the item of the screen that never
            // arrived: it is laid out anew (`NavigationBarRule.refreshesBar`).
            navigationController.transitionCoordinator?.animate(alongsideTransition: nil) { [weak navigationController] context in
                guard let nav = navigationController,
                    NavigationBarRule.refreshesBar(
                        completed: !context.isCancelled, barHidden: nav.isNavigationBarHidden || nav.navigationBar.isHidden)
                else { return }
                nav.setNavigationBarHidden(true, animated: false)
                nav.setNavigationBarHidden(false, animated: false)
            }
            forwardingDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
        }

        /// Gives the screens on the stack Match's back action and takes it off the screens that left
        /// the stack (UIKit does not call this when an interactive pop is cancelled: the screen it
        /// would have popped keeps its action), then tells the app's delegate.
        public func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController,
            animated: Bool
        ) {
            // Shown: nothing handed over still waits to start (a safety for a `willShow` missed).
            coordination.screenWillShow()
            updateBackActions(releasingDeparted: true)
            forwardingDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
        }
    }

    /// The delegate of Match's own edge pan: begins when the engine says so, and other pans wait
    /// for it (everything else as UIKit does without a delegate).
    @MainActor
    final class OwnEdgePanDelegate: NSObject, UIGestureRecognizerDelegate {
        private let shouldBegin: () -> Bool

        init(shouldBegin: @escaping () -> Bool) {
            self.shouldBegin = shouldBegin
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin() }

        /// Other pans wait for it at the edge, as for UIKit's back swipe (`NavigationBarRule.waitsForOwnEdgePan`).
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
            NavigationBarRule.waitsForOwnEdgePan(otherIsPan: other is UIPanGestureRecognizer)
        }
    }

    /// The delegate Match gives a system pop recognizer: `gestureRecognizerShouldBegin` is Match's
    /// (see `MatchNavigationCoordinator`); every other question goes to the delegate the recognizer had
    /// (UIKit's own, which also decides how the swipe competes with other recognizers), answered as
    /// UIKit does without a delegate when it has none or does not implement it.
    @MainActor
    final class PopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
        private weak var previous: UIGestureRecognizerDelegate?
        private let shouldBegin: () -> Bool

        init(previous: UIGestureRecognizerDelegate?, shouldBegin: @escaping () -> Bool) {
            self.previous = previous
            self.shouldBegin = shouldBegin
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin() }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            previous?.gestureRecognizer?(gestureRecognizer, shouldReceive: touch) ?? true
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool {
            previous?.gestureRecognizer?(gestureRecognizer, shouldRecognizeSimultaneouslyWith: other) ?? false
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
            previous?.gestureRecognizer?(gestureRecognizer, shouldRequireFailureOf: other) ?? false
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
            previous?.gestureRecognizer?(gestureRecognizer, shouldBeRequiredToFailBy: other) ?? false
        }
    }

    /// Answers a `UINavigationControllerDelegate` call UIKit still makes after the app's delegate is
    /// gone: the `willShow`/`didShow` notifications do nothing; the orientation queries give the top
    /// controller's own answers (all orientations / portrait without one).
    @MainActor
    final class NavigationDelegateFallback: NSObject, UINavigationControllerDelegate {
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
        {}

        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
        {}

        func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
            -> UIInterfaceOrientationMask
        {
            navigationController.topViewController?.supportedInterfaceOrientations ?? .all
        }

        func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
            -> UIInterfaceOrientation
        {
            navigationController.topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
        }
    }

    @MainActor
    extension UINavigationController {
        /// The coordinator `enableMatchTransitions` installed, if any (reading it changes nothing).
        public var matchCoordinator: MatchNavigationCoordinator? {
            matchRetained(.coordinator, as: MatchNavigationCoordinator.self)
        }

        /// Turns matched transitions on for pushes and pops; the system back swipe keeps working and
        /// scrubs the matched pop (Match becomes the pop recognizers' delegate: see
        /// `MatchNavigationCoordinator.popGestureShouldBegin`).
        ///
        /// Keeps the delegate already set as `forwardingDelegate`; to set one afterwards, assign the
        /// returned coordinator's `forwardingDelegate` (assigning `delegate` directly replaces Match:
        /// UIKit gives no way to notice that without swizzling). Calling it again returns the same
        /// coordinator with the new effect.
        @discardableResult
        public func enableMatchTransitions(effect: TransitionEffect = .automatic) -> MatchNavigationCoordinator {
            if let existing = matchRetained(.coordinator, as: MatchNavigationCoordinator.self) {
                existing.effect = effect
                existing.isEnabled = true
                delegate = existing
                return existing
            }
            let coordinator = MatchNavigationCoordinator(navigationController: self, effect: effect)
            setMatchRetained(.coordinator, coordinator)
            delegate = coordinator
            return coordinator
        }
    }
#endif
