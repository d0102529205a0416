import MatchEngine
import MatchStrictHost

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

/// `MatchPresentationController` over the strict host: a dimming view at the back of the
/// container with the chrome's look and a tap recognizer, the presented view's frame, and what stays
/// when a transition ends — every answer the engine's `ModalCoordination.Chrome`.
package final class StrictModalPresentationController: StrictPresentationController {
    /// The dimming view behind the presented screen.
    package let dimmingView: StrictView
    /// Every decision.
    package let chrome: ModalCoordination<StrictController>.Chrome
    /// How many times the dimming view's tap recognizer fired.
    package private(set) var tapsOutside = 0

    init(world: StrictWorld, chrome: ModalCoordination<StrictController>.Chrome, tapped: @escaping () -> Void) {
        self.chrome = chrome
        dimmingView = StrictView(world: world, frame: Rect(x: 0, y: 0, width: 0, height: 0), name: "presentation-dimming")
        let look = chrome.dimmingLook
        dimmingView.backgroundColor = .fixed(look.color)
        dimmingView.alpha = look.alpha
        dimmingView.addRecognizer(.tap) { [unowned self] _ in
            tapsOutside += 1
            tapped()
        }
    }

    package func frameOfPresentedView(inContainerOf size: Size) -> Rect { chrome.frameOfPresentedView(inContainerOf: size) }
    package var shouldRemovePresentersView: Bool { chrome.removesPresentersView }

    package func presentationTransitionWillBegin(container: StrictView) {
        dimmingView.frame = container.node.bounds
        dimmingView.alpha = chrome.dimmingLook.alpha
        container.insertSubview(dimmingView, at: 0)
    }

    package func presentationTransitionDidEnd(_ completed: Bool) { endTransition(presenting: true, completed: completed) }
    package func dismissalTransitionWillBegin() {}
    package func dismissalTransitionDidEnd(_ completed: Bool) { endTransition(presenting: false, completed: completed) }

    private func endTransition(presenting: Bool, completed: Bool) {
        if !chrome.keepsDimmingView(presenting: presenting, completed: completed) { dimmingView.removeFromSuperview() }
    }

    package func containerViewWillLayoutSubviews(container: StrictView, presentedView: StrictView?, transitionRunning: Bool) {
        dimmingView.frame = container.node.bounds
        if chrome.layoutsPresentedView(transitionRunning: transitionRunning) {
            presentedView?.frame = chrome.frameOfPresentedView(inContainerOf: container.node.bounds.size)
        }
    }
}
