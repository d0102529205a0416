#if canImport(UIKit)
    @_spi(Harness) import MatchEngine
    import UIKit

    /// `UINavigationController` as the engine's `NavigationGlue` drives it: the primitives of
    /// `NavigationContainer`, each a call or property of UIKit's public API, and the recognizers
    /// Match installs (its own screen-edge pan, the delegate of UIKit's edge recognizer). It decides
    /// nothing: every answer and every handler comes from the glue.
    @MainActor
    final class UIKitNavigationContainer: NSObject, @MainActor NavigationContainer {
        typealias Screen = UIViewController
        typealias Host = UIKitHost
        typealias Context = UIKitTransitionContext
        typealias Animator = MatchTransition
        typealias PercentDriven = BufferedPercentDrivenTransition

        private(set) weak var navigationController: UINavigationController?
        /// The memory the coordinator's transitions reuse for capture and planning.
        let workspace = TransitionWorkspace()
        /// ``MatchNavigationCoordinator/sourceViewProvider``.
        var sourceViewProvider: ((TransitionID) -> UIView?)?
        /// ``MatchNavigationCoordinator/fittedDuration``.
        var fittedDuration: FittedDuration?

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        var screens: [UIViewController] { navigationController?.viewControllers ?? [] }
        func pushViewController(_ screen: UIViewController) { navigationController?.pushViewController(screen, animated: true) }
        func popViewController() { navigationController?.popViewController(animated: true) }

        /// The navigation controller's (or an ancestor's) transition coordinator, or the presented
        /// controller's.
        private var activeCoordinator: UIViewControllerTransitionCoordinator? {
            navigationController?.transitionCoordinator ?? navigationController?.presentedViewController?.transitionCoordinator
        }
        var transitionRunning: Bool { activeCoordinator != nil }

        /// "Completions may be run even if the animations are not" queued
        /// (UIViewControllerTransitionCoordinator.h): when the coordinator did not queue the call,
        /// `work` also goes to the next turn at once (the glue's drain hands nothing out while
        /// anything runs).
        func afterTransition(_ work: @escaping () -> Void) {
            let queued =
                activeCoordinator?.animate(alongsideTransition: nil) { _ in DispatchQueue.main.async { work() } } ?? false
            if !queued { DispatchQueue.main.async { work() } }
        }

        func whenTransitionEnds(_ handler: @escaping (Bool) -> Void) {
            navigationController?.transitionCoordinator?.animate(alongsideTransition: nil) { context in
                handler(!context.isCancelled)
            }
        }

        var isOnScreen: Bool { navigationController?.viewIfLoaded?.window != nil }

        private var windowObserver: WindowObserverView?
        func observeWindow(_ handler: @escaping () -> Void) {
            guard windowObserver == nil, let view = navigationController?.view else { return }
            let observer = WindowObserverView()
            observer.onMoveToWindow = handler
            view.insertSubview(observer, at: 0)
            windowObserver = observer
        }

        var layoutDirection: TransitionContext.LayoutDirection { MatchTransition.layoutDirection(of: navigationController?.view) }
        var width: Double { Double(navigationController?.view.bounds.width ?? 1) }
        var now: Double { CACurrentMediaTime() }

        // MARK: Back buttons

        var hasBackAction: Bool {
            if #available(iOS 16.0, *) { return true }
            return false
        }

        var appDecidesBackButtonPops: Bool {
            guard let navigationController else { return false }
            let shouldPop = #selector(UINavigationBarDelegate.navigationBar(_:shouldPop:))
            return class_getMethodImplementation(type(of: navigationController), shouldPop)
                != class_getMethodImplementation(UINavigationController.self, shouldPop)
        }

        func showsBackButton(_ screen: UIViewController) -> Bool {
            let item = screen.navigationItem
            return !item.hidesBackButton && ((item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton)
        }

        func backActionIdentifier(of screen: UIViewController) -> String? {
            guard #available(iOS 16.0, *) else { return nil }
            return screen.navigationItem.backAction?.identifier.rawValue
        }

        func setBackAction(of screen: UIViewController, identifier: String?, perform: (() -> Void)?) {
            guard #available(iOS 16.0, *) else { return }
            screen.navigationItem.backAction = identifier.map { identifier in
                UIAction(identifier: UIAction.Identifier(identifier)) { _ in perform?() }
            }
        }

        // MARK: The bar

        func barTakesTapsAgain() { navigationController?.navigationBar.isUserInteractionEnabled = true }
        var barHidden: Bool { navigationController.map { $0.isNavigationBarHidden || $0.navigationBar.isHidden } ?? true }
        func relayoutBar() {
            navigationController?.setNavigationBarHidden(true, animated: false)
            navigationController?.setNavigationBarHidden(false, animated: false)
        }

        // MARK: The back swipe

        private var swipes: BackSwipeHandlers?
        private var ownEdgePan: UIScreenEdgePanGestureRecognizer?
        private var ownEdgePanDelegate: OwnEdgePanDelegate?
        /// The delegate Match gave UIKit's edge recognizer.
        private var popDelegate: PopGestureDelegate?
        /// iOS 26's content recognizer once it was made to wait for Match's pan.
        private weak var contentWaitsForOwnPan: UIGestureRecognizer?
        /// The answer of a delegate the app gave UIKit's edge recognizer (`true` without one).
        private var appSwipeDelegateAllows: () -> Bool = { true }
        private var velocity = VelocityEstimator()
        private var swipeStart = CGPoint.zero

        /// Whether `recognizer` is Match's own edge pan (a tab pan waits for it to fail).
        func isOwnEdgePan(_ recognizer: UIGestureRecognizer) -> Bool { ownEdgePan === recognizer }

        /// Installs Match's edge pan (once, copying the edge and touch delays of UIKit's recognizer,
        /// which is required to wait for it, as Transmission and ZoomTransitioning do), and becomes
        /// the delegate of UIKit's edge recognizer again if something replaced it (UIKit may set it
        /// anew; react-native-screens #389). iOS 26's content recognizer keeps its own delegate
        /// (taking it made scroll views pop, react-native-screens #3141, #3265) and its targets: the
        /// header says it "should only be used to set up failure requirements with it"
        /// (UINavigationController.h), so Match only makes it wait for Match's pan (it may be made
        /// late, P24).
        func takeOverBackSwipe(_ handlers: BackSwipeHandlers) {
            swipes = handlers
            guard let nav = navigationController, nav.isViewLoaded else { return }
            guard let system = nav.interactivePopGestureRecognizer else { return }
            installOwnEdgePan(on: nav, beside: system)
            if #available(iOS 26.0, *), let content = nav.interactiveContentPopGestureRecognizer, let ownEdgePan,
                content !== contentWaitsForOwnPan
            {
                content.require(toFail: ownEdgePan)
                contentWaitsForOwnPan = content
            }
            if let popDelegate, system.delegate === popDelegate { return }
            // UIKit's own delegate (a UIKit class) refuses every swipe under P1; any other is the
            // app's, set before or after Match took over, and keeps its say on beginning.
            let previous = system.delegate
            let asksPrevious = previous.map { Bundle(for: type(of: $0)) != Bundle(for: UIView.self) } ?? false
            appSwipeDelegateAllows = { [weak system, weak previous] in
                guard asksPrevious, let system else { return true }
                return previous?.gestureRecognizerShouldBegin?(system) ?? true
            }
            let delegate = PopGestureDelegate(previous: previous) { [weak self] in self?.swipes?.systemSwipeShouldBegin() ?? false }
            popDelegate = delegate
            system.delegate = delegate
        }

        private func installOwnEdgePan(on nav: UINavigationController, beside system: UIGestureRecognizer) {
            guard ownEdgePan == nil else { return }
            let pan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(backSwipe(_:)))
            pan.edges = (system as? UIScreenEdgePanGestureRecognizer)?.edges ?? (layoutDirection == .leftToRight ? .left : .right)
            pan.delaysTouchesBegan = system.delaysTouchesBegan
            pan.delaysTouchesEnded = system.delaysTouchesEnded
            let delegate = OwnEdgePanDelegate { [weak self] in self?.swipes?.ownPanShouldBegin() ?? false }
            pan.delegate = delegate
            ownEdgePanDelegate = delegate
            nav.view.addGestureRecognizer(pan)
            system.require(toFail: pan)
            ownEdgePan = pan
        }

        /// Makes iOS 26's content-area recognizer wait for `recognizer` (Match's own content-area
        /// pop) to fail — a failure requirement, the one use its header allows — so the two never
        /// both begin should UIKit's begin under Match on some version (uikit-practice P1, P24).
        /// Asked again at every screen shown: UIKit may make its recognizer late (P24); each pair is
        /// tied once.
        func systemContentSwipeWaits(for recognizer: UIGestureRecognizer) {
            guard #available(iOS 26.0, *), let content = navigationController?.interactiveContentPopGestureRecognizer,
                content !== tiedSystemContentSwipe || recognizer !== tiedOwnContentSwipe
            else { return }
            content.require(toFail: recognizer)
            tiedSystemContentSwipe = content
            tiedOwnContentSwipe = recognizer
        }
        /// The last pair `systemContentSwipeWaits(for:)` tied.
        private weak var tiedSystemContentSwipe: UIGestureRecognizer?
        private weak var tiedOwnContentSwipe: UIGestureRecognizer?

        var systemSwipeEnabled: Bool { navigationController?.interactivePopGestureRecognizer?.isEnabled ?? true }
        var appAllowsSwipe: Bool { appSwipeDelegateAllows() }

        func backSwipeIsDown() -> Bool { recognizingBackSwipe != nil }
        func noteBackSwipeStart() { recognizingBackSwipe.map(noteStart(of:)) }

        /// The recognizer carrying Match's target that is recognizing now, if any: Match's own edge
        /// pan (iOS 26's content recognizer carries no target of Match's, so a pop it began would
        /// have no finger relayed and runs timed).
        private var recognizingBackSwipe: UIGestureRecognizer? {
            guard let ownEdgePan, ownEdgePan.state == .began || ownEdgePan.state == .changed else { return nil }
            return ownEdgePan
        }

        /// Where the swipe began: the translation so far is taken off the current location.
        private func noteStart(of recognizer: UIGestureRecognizer) {
            let location = recognizer.location(in: nil)
            let travel = (recognizer as? UIPanGestureRecognizer)?.translation(in: nil) ?? .zero
            swipeStart = CGPoint(x: location.x - travel.x, y: location.y - travel.y)
            velocity.reset()
            velocity.add(Point(location), at: CACurrentMediaTime())
        }

        /// Relays a back swipe: travel from where it began and velocity, in window coordinates (a
        /// pan's own, else estimated from timestamped locations).
        @objc private func backSwipe(_ recognizer: UIGestureRecognizer) {
            if recognizer.state == .began { noteStart(of: recognizer) }
            let location = recognizer.location(in: nil)
            let pan = recognizer as? UIPanGestureRecognizer
            velocity.add(Point(location), at: CACurrentMediaTime())
            let translation =
                pan.map { Vector($0.translation(in: nil)) }
                ?? Vector(dx: Double(location.x - swipeStart.x), dy: Double(location.y - swipeStart.y))
            switch recognizer.state {
            case .began: swipes?.moved(.began(popsItself: recognizer === ownEdgePan))
            case .changed: swipes?.moved(.changed(translation: translation))
            case .ended:
                swipes?.moved(.ended(translation: translation, velocity: pan.map { Vector($0.velocity(in: nil)) } ?? velocity.velocity))
            case .cancelled, .failed: swipes?.moved(.cancelled(translation: translation))
            default: break
            }
        }

        // MARK: Runs

        func makePercentDriven() -> BufferedPercentDrivenTransition { BufferedPercentDrivenTransition() }
        func update(_ interaction: BufferedPercentDrivenTransition, percentComplete: Double) {
            interaction.update(CGFloat(percentComplete))
        }
        func end(_ interaction: BufferedPercentDrivenTransition, finishing: Bool, completionSpeed: Double) {
            interaction.completionSpeed = CGFloat(completionSpeed)
            if finishing { interaction.finish() } else { interaction.cancel() }
        }

        func makeAnimator(_ request: NavigationRunRequest<UIKitNavigationContainer>) -> (
            animator: MatchTransition, controller: MatchTransition.Controller?
        ) {
            let transition = MatchTransition(
                effect: request.effect, kind: request.kind, layoutDirection: request.layoutDirection, workspace: workspace,
                departureFrames: request.returningFrames, sourceViewProvider: sourceViewProvider,
                fittedDuration: fittedDuration)
            transition.onRunEnded = request.ended
            return (transition, transition.controller)
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

    /// The delegate Match gives UIKit's edge recognizer: `gestureRecognizerShouldBegin` is the
    /// glue's; every other question goes to the delegate the recognizer had (UIKit's own, which also
    /// decides how the swipe competes with other recognizers), answered as UIKit does without a
    /// delegate when it has none or does not implement it.
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
#endif
