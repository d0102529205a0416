@_spi(Harness) import MatchEngine
@_spi(Harness) import MatchStrictHost

/// `MatchTransition` as a modal presentation's transitioning delegate over the strict host: each
/// run's controller kept by `AnimatorRuns`, every modal decision the engine's `ModalGlue`, and a
/// presentation controller over the glue's chrome (`StrictModalPresentationController`), as
/// MatchUIKit's `MatchTransition` and `MatchPresentationController` do.
package final class StrictModalTransition: StrictTransitioningDelegate {
    /// The world.
    package let world: StrictWorld
    /// Every modal decision.
    package private(set) var modal: ModalGlue<AnimatorRuns<StrictHost, StrictTransitionContext>>!
    /// The runs and their controllers.
    package private(set) var runs: AnimatorRuns<StrictHost, StrictTransitionContext>!
    /// `MatchTransition.followsFinger`; default `true`, as there.
    package var followsFinger = true
    /// `MatchTransition.sourceViewProvider`; `nil` (the default) matches by ID.
    package var sourceViewProvider: ((TransitionID) -> StrictView?)?
    /// `MatchTransition.interaction`: the pan that drives the presentation's runs, pointed at them.
    package var interaction: StrictInteraction? {
        didSet {
            modal.adoptInteraction(interaction?.glue, replacing: oldValue?.glue)
        }
    }
    /// The presentation controller of the current (or last) presentation.
    package private(set) weak var presentationController: StrictModalPresentationController?

    /// `MatchTransition(effect:dimming:size:dismissesOnTapOutside:)`.
    package init(
        world: StrictWorld, effect: TransitionEffect = .automatic, dimming: Color? = nil, size: PresentationSize? = nil,
        dismissesOnTapOutside: Bool? = nil
    ) {
        self.world = world
        runs = AnimatorRuns(
            kind: .present, clock: { [world] in world.clock.now },
            make: { [unowned self] kind, returning in makeController(kind: kind, returning: returning) })
        runs.onRunEnded = { [weak self] controller, completed in self?.modal.runEnded(controller, completed: completed) }
        modal = ModalGlue(container: runs, effect: effect, dimming: dimming, size: size, dismissesOnTapOutside: dismissesOnTapOutside)
    }

    private func makeController(kind: TransitionContext.Kind, returning: [TransitionID: Rect]) -> StrictController {
        let bounds = world.window.node.bounds
        let controller = StrictTransitionRun.makeController(
            world: world, configuration: TransitionContext(kind: kind, containerSize: bounds.size, effect: modal.coordination.effect),
            followsFinger: followsFinger, dimmingView: { [weak self] in self?.presentationController?.dimmingView })
        controller.returnsViews(to: returning, lookingUp: sourceViewProvider)
        return controller
    }

    private func animator() -> StrictTransitionAnimator? {
        guard let controller = runs.current() else { return nil }
        return StrictTransitionAnimator(controller: controller) { [runs] completed in runs?.end(completed) }
    }

    // MARK: StrictTransitioningDelegate

    package func presentationController(for presentation: StrictPresentation) -> StrictPresentationController {
        let chrome = modal.coordination.chrome
        // A tap outside, as MatchTransition answers it: nothing once the transition is gone.
        let controller = StrictModalPresentationController(world: world, chrome: chrome) { [weak self, weak presentation] in
            if self?.modal.tappedOutside(chrome: chrome) ?? .withoutTransition == .dismiss { presentation?.dismiss() }
        }
        presentationController = controller
        return controller
    }

    package func animationController(forPresented presentation: StrictPresentation) -> StrictTransitionAnimator? {
        modal.presentationBegins()
        return animator()
    }

    package func animationController(forDismissed presentation: StrictPresentation) -> StrictTransitionAnimator? {
        modal.dismissalBegins(looksUpSourceViews: sourceViewProvider != nil)
        return animator()
    }
}

/// `MatchPresentationController` over the strict host: a dimming view with the chrome's look and a
/// tap recognizer; every override forwards to the engine's `PresentationChromeGlue`, and the model's
/// container and presented view are its primitives.
package final class StrictModalPresentationController: StrictPresentationController, PresentationChromeViews {
    /// The dimming view behind the presented screen.
    package let dimmingView: StrictView
    /// Every answer.
    package let glue: PresentationChromeGlue<StrictController>
    /// How many times the dimming view's tap recognizer fired.
    package private(set) var tapsOutside = 0
    /// The presentation's container, the presented view while it is in it, and whether a
    /// transition runs, as the model's last call gave them.
    private weak var container: StrictView?
    private weak var presentedView: StrictView?
    package private(set) var transitionRunning = false

    init(world: StrictWorld, chrome: ModalCoordination<StrictController>.Chrome, tapped: @escaping () -> Void) {
        glue = PresentationChromeGlue(chrome: chrome)
        dimmingView = StrictView(world: world, frame: Rect(x: 0, y: 0, width: 0, height: 0), name: "presentation-dimming")
        let look = chrome.dimmingLook
        dimmingView.backgroundColor = .fixed(look.color)
        dimmingView.alpha = look.alpha
        dimmingView.addRecognizer(.tap) { [unowned self] _ in
            tapsOutside += 1
            tapped()
        }
    }

    package func frameOfPresentedView(inContainerOf size: Size) -> Rect { glue.chrome.frameOfPresentedView(inContainerOf: size) }
    package var shouldRemovePresentersView: Bool { glue.chrome.removesPresentersView }

    package func presentationTransitionWillBegin(container: StrictView) {
        self.container = container
        glue.presentationTransitionWillBegin(self)
    }

    package func presentationTransitionDidEnd(_ completed: Bool) { glue.transitionDidEnd(presenting: true, completed: completed, self) }
    package func dismissalTransitionWillBegin() {}
    package func dismissalTransitionDidEnd(_ completed: Bool) { glue.transitionDidEnd(presenting: false, completed: completed, self) }

    package func containerViewWillLayoutSubviews(container: StrictView, presentedView: StrictView?, transitionRunning: Bool) {
        self.container = container
        self.presentedView = presentedView
        self.transitionRunning = transitionRunning
        glue.containerViewWillLayoutSubviews(self)
    }

    // MARK: PresentationChromeViews

    package var containerSize: Size? { container?.node.bounds.size }
    package func insertDimmingViewAtBack(frame: Rect, alpha: Double) {
        dimmingView.frame = frame
        dimmingView.alpha = alpha
        container?.insertSubview(dimmingView, at: 0)
    }
    package func setDimmingFrame(_ frame: Rect) { dimmingView.frame = frame }
    package func removeDimmingView() { dimmingView.removeFromSuperview() }
    package func setPresentedFrame(_ frame: Rect) { presentedView?.frame = frame }
}
