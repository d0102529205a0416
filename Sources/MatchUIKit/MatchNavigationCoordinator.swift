#if canImport(UIKit)
    import MatchEngine
    import UIKit

    /// The navigation controller delegate that runs matched pushes and pops and forwards every other
    /// delegate call to the app's own delegate.
    ///
    /// A shim over the engine's `NavigationGlue`, which takes every decision: it answers
    /// `animationControllerFor` (the app's delegate still wins when it returns an animator of its own)
    /// and `interactionControllerFor` (the transition itself, so a running pop can be grabbed), and
    /// forwards the rest — `willShow`, `didShow`, orientation queries — to `forwardingDelegate`
    /// through the Objective-C runtime (see ``MatchDelegateForwarder``).
    ///
    /// The system back swipe keeps working. Once a navigation delegate implements
    /// `animationControllerFor`, UIKit's own delegate of `interactivePopGestureRecognizer` never lets
    /// it begin (OpenRadar 15215690; `docs/references/uikit-practice.md` P1), so the coordinator becomes that
    /// recognizer's delegate, answering `gestureRecognizerShouldBegin` with
    /// `NavigationCoordination.popGestureShouldBegin` (a screen to pop to, no transition running, no
    /// other pop finger down, the back button shown, `popGestureShouldBegin` allowing it) and passing
    /// every other delegate question to the delegate the recognizer had. It adds itself as a target and
    /// relays the finger — travel and velocity in window coordinates — to the pop's controller. iOS 26's
    /// content-area swipe keeps its own delegate (see `UIKitNavigationContainer.takeOverBackSwipe`).
    @MainActor
    public final class MatchNavigationCoordinator: MatchDelegateForwarder, UINavigationControllerDelegate {
        /// The effect for pushes and pops; default `.automatic` (UIKit's slide, with matched views flying).
        /// A dynamic dimming colour in it resolves against the navigation controller's traits each
        /// time UIKit asks for a push's or pop's animator; read back, the effect is as it was set.
        public var effect: TransitionEffect {
            didSet { glue.coordination.effect = effect.engine(resolvingAgainst: navigation.navigationController?.traitCollection) }
        }
        /// Whether matched transitions run; `false` gives UIKit's standard ones. Default `true`.
        public var isEnabled: Bool {
            get { glue.coordination.isEnabled }
            set { glue.coordination.isEnabled = newValue }
        }
        /// The app's say on whether the system back swipe may begin, asked after Match's own rules
        /// (a screen to pop to, no transition running); `nil` (the default) allows it. Match is the pop
        /// recognizers' delegate, so this is where an app that used to set that delegate decides.
        public var popGestureShouldBegin: (() -> Bool)? {
            get { glue.coordination.popGestureShouldBegin }
            set { glue.coordination.popGestureShouldBegin = newValue }
        }
        /// The app's own delegate, held weakly, which receives every call Match does not answer.
        /// Setting it re-assigns the navigation controller's delegate (nil, then this coordinator), so
        /// UIKit asks again which methods are implemented.
        public var forwardingDelegate: UINavigationControllerDelegate? {
            get { forwardingTargetObject as? UINavigationControllerDelegate }
            set {
                replaceForwardingTarget(newValue) { [weak self] in
                    self?.navigation.navigationController?.delegate = nil
                    self?.navigation.navigationController?.delegate = self
                }
            }
        }
        /// Asked when any pop starts, once per ID that flew in on that screen's push, for the view
        /// that now stands for it on the screen being returned to (a cell may have scrolled, been
        /// reused or gone). One closure serves the whole stack, so answer for the screen you know
        /// and `nil` for the rest:
        /// - a view of the screen returned to that is in sight — not hidden, at least partly inside
        ///   the transition's container — is where the returning view flies;
        /// - a view of that screen out of sight (scrolled away, hidden) makes the returning view
        ///   shrink and fade toward where it came from;
        /// - `nil`, or a view of another screen, matches by ID as usual: the first view in sight
        ///   carrying the ID, and when none does, the shrink and fade.
        ///
        /// `nil` (the default) matches by ID as usual.
        public var sourceViewProvider: ((TransitionID) -> UIView?)? {
            get { navigation.sourceViewProvider }
            set { navigation.sourceViewProvider = newValue }
        }
        /// Asked when the user taps a screen's back button where Match gave the button its action
        /// (iOS 16 and later, `UINavigationItem.backAction`), with that screen: `false` keeps it — to
        /// confirm unsaved changes first, say, then call ``pop()`` — and `true` pops through Match.
        /// UIKit does not ask the navigation bar's delegate (`navigationBar(_:shouldPop:)`) about a
        /// button whose action was replaced; Match leaves the button alone on a navigation controller
        /// whose class implements that method. `nil` (the default) pops.
        public var backButtonShouldPop: ((UIViewController) -> Bool)? {
            get { glue.backButtonShouldPop }
            set { glue.backButtonShouldPop = newValue }
        }
        /// Whether a timed push's or pop's duration follows how far its largest matched view flies
        /// and how much it grows: `nil` (the default) keeps 0.5 s; see ``MatchTransition/fittedDuration``.
        public var fittedDuration: FittedDuration? {
            get { navigation.fittedDuration }
            set { navigation.fittedDuration = newValue }
        }
        /// A pan anywhere on the pushed screens that pops with the finger (its `begin` should pop),
        /// besides the system back swipe; `nil` (the default) for none. Whichever finger is down
        /// drives the pop. It yields to the back swipe and to a transition it may not grab (two pops
        /// would nest, P5); coming down on a running push or pop, whoever started it, it grabs it — a
        /// push backward (`NavigationCoordination.takeover`).
        public var popInteraction: MatchInteraction? {
            didSet {
                glue.adoptPopInteraction(popInteraction?.glue, replacing: oldValue?.glue)
                updateContentSwipe()
            }
        }
        /// Whether a horizontal pan anywhere on a pushed screen pops while ``popInteraction`` is `nil`:
        /// iOS 26's content-area back swipe, which UIKit's own recognizer stops beginning once a
        /// navigation delegate supplies animators (`docs/references/uikit-practice.md` P1), made by
        /// Match instead. Unlike ``popInteraction`` it only starts pops — it never grabs a push or pop
        /// already running — and not on the bars nor once `interactivePopGestureRecognizer` is
        /// disabled; it yields to the edge swipe and to a horizontally scrolling view not yet at its
        /// edge. Default `true` on iOS 26 and later, `false` before.
        public var contentSwipePops: Bool {
            get { glue.contentSwipePops }
            set {
                glue.contentSwipePops = newValue
                updateContentSwipe()
            }
        }
        /// The content-area pop Match made (``contentSwipePops``), while in place.
        private(set) var contentSwipe: MatchInteraction?

        /// The navigation controller's primitives.
        let navigation: UIKitNavigationContainer
        /// Every decision and its bookkeeping.
        let glue: NavigationGlue<UIKitNavigationContainer>

        init(navigationController: UINavigationController, effect: TransitionEffect) {
            navigation = UIKitNavigationContainer(navigationController: navigationController)
            self.effect = effect
            glue = NavigationGlue(container: navigation, effect: effect.engine(resolvingAgainst: navigationController.traitCollection))
            super.init(forwardingTo: navigationController.delegate, fallback: NavigationDelegateFallback())
            if #available(iOS 26.0, *) { glue.contentSwipePops = true }
        }

        /// Makes or takes away the content-area pop as the glue says (`contentSwipeChange`), once the
        /// navigation controller's view is loaded (it is made on that view).
        private func updateContentSwipe() {
            switch glue.contentSwipeChange(appSetsPopInteraction: popInteraction != nil, defaultInstalled: contentSwipe != nil) {
            case .install:
                guard let nav = navigation.navigationController, let view = nav.viewIfLoaded else { return }
                let toward = glue.popDirection
                let pan = MatchInteraction(view: view, direction: CGVector(dx: toward.dx, dy: toward.dy)) { [weak self] in self?.pop() }
                pan.handsOffFromScrollViews = false
                // The content area only: not the bars (the system's swipe is "the entire content area").
                pan.shouldBegin = { [weak self, weak nav, weak pan] in
                    guard let self, let nav, let pan else { return false }
                    let bars = [nav.navigationBar, nav.toolbar].compactMap { $0 }.filter { !$0.isHidden }
                    let onBar = bars.contains { $0.bounds.contains(pan.recognizer.location(in: $0)) }
                    return !onBar && self.glue.contentSwipeMayBegin()
                }
                glue.adoptPopInteraction(pan.glue)
                contentSwipe = pan
            case .remove:
                if let pan = contentSwipe { pan.recognizer.view?.removeGestureRecognizer(pan.recognizer) }
                glue.adoptPopInteraction(popInteraction?.glue, replacing: contentSwipe?.glue)
                contentSwipe = nil
            case .keep: break
            }
            if let contentSwipe { navigation.systemContentSwipeWaits(for: contentSwipe.recognizer) }
        }

        /// Whether `recognizer` is Match's own edge pan (a tab pan waits for it to fail).
        func isOwnEdgePan(_ recognizer: UIGestureRecognizer) -> Bool { navigation.isOwnEdgePan(recognizer) }

        /// Pops as the back button does under Match, never inside a running transition: it undoes
        /// the latest request first — a push still waiting is dropped, a matched push running is sent
        /// back from where its views are (no second transition, no jump) — and while a pop or any
        /// other transition runs it waits for it to end (`NavigationCoordination.requestPop`). UIKit's
        /// own `popViewController` while a transition runs nests inside it (uikit-practice P5); call
        /// this instead.
        public func pop() { glue.pop() }

        /// Pushes `viewController` as `pushViewController(_:animated: true)` does, but never inside a
        /// running transition: while one runs (or other operations wait) the push waits its turn
        /// (`NavigationCoordination.requestPush`). UIKit's own `pushViewController` while a transition
        /// runs nests inside it (uikit-practice P5); call this from taps that may land mid-transition
        /// (a list's `didSelect`). While the navigation controller is out of the window (a tab not
        /// selected) the push waits until it is on screen and no transition runs, then slides in.
        public func push(_ viewController: UIViewController) { glue.push(viewController) }

        /// Pushes `viewController` as ``push(_:)`` does, with `effect` instead of the coordinator's
        /// ``effect`` for this push — and for this screen's pop, for as long as it stays on the stack
        /// (the back button, the back swipe and ``pop()`` alike). A later push of the same screen
        /// without an effect, or through `pushViewController`, uses the coordinator's again.
        ///
        /// While ``isEnabled`` is `false`, or while the app's own delegate (``forwardingDelegate``)
        /// supplies the animator for this push, it plays no Match effect: UIKit's or the app's
        /// animation runs, and neither the screen's pop nor a later push plays `effect`. A screen
        /// already on the stack when its turn comes (a double tap that pushed it twice) is not
        /// pushed again — UIKit would raise "Pushing the same view controller instance more than
        /// once is not supported" — and leaves nothing behind; nor does a push an app's subclass of
        /// the navigation controller ignores.
        public func push(_ viewController: UIViewController, effect: TransitionEffect) {
            glue.push(viewController, effect: effect.engine(resolvingAgainst: navigation.navigationController?.traitCollection))
        }

        /// Re-reads which screens show a back button (`hidesBackButton`, left bar items) and
        /// gives or takes Match's back action accordingly. Match reads them whenever the navigation
        /// controller is about to show a screen and once it has; call this after changing them while
        /// a screen is shown (an edit mode), so that Match's action never synthesizes a back button
        /// the screen hides (UINavigationItem.h: without a natural back button "a back button will
        /// be synthesized").
        public func refreshBackActions() { glue.refreshBackActions() }

        /// Match's animator for a push or pop, unless the app's delegate supplies one
        /// (`NavigationGlue.animation(for:from:to:appSuppliesAnimator:)`).
        public func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            let appAnimator = forwardingDelegate?.navigationController?(
                navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
            glue.coordination.effect = effect.engine(resolvingAgainst: navigationController.traitCollection)
            switch glue.animation(for: Self.operation(operation), from: fromVC, to: toVC, appSuppliesAnimator: appAnimator != nil) {
            case .app: return appAnimator
            case .system: return nil
            case .match(let transition): return transition
            }
        }

        /// UIKit's operation in the engine's words.
        static func operation(_ operation: UINavigationController.Operation) -> NavigationCoordination<MatchTransition.Controller>.Operation
        {
            switch operation {
            case .push: .push
            case .pop: .pop
            default: .none
            }
        }

        /// The last matched push's or pop's captured scenes, match and plan as JSON (UTF-8), to open
        /// in `match-preview` (`--scene file.json`), as ``MatchTransition/debugJSON()`` writes them: the
        /// running one's once it has been prepared, else the last finished one's; `nil` before a
        /// matched push or pop has been prepared (one the app's own animator or UIKit ran is not
        /// recorded). Throws only if encoding fails.
        public func debugJSON() throws -> Data? {
            try glue.lastAnimator?.debugJSON()
        }

        /// The app delegate's interaction controller if it gives one, else Match's transition itself
        /// (interactive only while a finger drives it; a timed run can still be grabbed). A pop the
        /// app animates itself, started by the back swipe, gets a percent-driven controller the
        /// swipe scrubs (`NavigationGlue.interaction(animatorIsMatchs:appGivesInteraction:appAnimatorDuration:)`).
        public func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? {
            let appInteraction = forwardingDelegate?.navigationController?(
                navigationController, interactionControllerFor: animationController)
            let match = animationController as? MatchTransition
            switch glue.interaction(
                animatorIsMatchs: match != nil, appGivesInteraction: appInteraction != nil,
                appAnimatorDuration: { Double(animationController.transitionDuration(using: nil)) })
            {
            case .app: return appInteraction
            case .matchOrApp: return appInteraction ?? match
            case .percentDriven(let interaction): return interaction
            }
        }

        /// Tells the glue a screen is about to show (`NavigationGlue.willShow`), then the app's delegate.
        public func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController,
            animated: Bool
        ) {
            glue.willShow()
            updateContentSwipe()
            forwardingDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
        }

        /// Tells the glue a screen was shown (`NavigationGlue.didShow`), then the app's delegate.
        public func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController,
            animated: Bool
        ) {
            glue.didShow()
            forwardingDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
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
        /// The coordinator ``enableMatchTransitions(effect:)`` installed, if any (reading it changes nothing).
        public var matchCoordinator: MatchNavigationCoordinator? {
            matchRetained(.coordinator, as: MatchNavigationCoordinator.self)
        }

        /// Turns matched transitions on for pushes and pops; the system back swipe keeps working and
        /// scrubs the matched pop (Match becomes the pop recognizers' delegate: see
        /// ``MatchNavigationCoordinator/popGestureShouldBegin``).
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
