#if canImport(UIKit)
    import MatchEngine
    import UIKit

    /// The presentation controller of a matched modal screen: a dimming view at the back of the
    /// container that the transition's plan fades (it stays while the screen is up), a frame against
    /// an edge (`PresentationSize.frame(in:edge:)`), and tap-outside-to-dismiss. The presenter's view
    /// stays where it is (`shouldRemovePresentersView` is `false`).
    ///
    /// A shim over the engine's `ModalCoordination.Chrome`, which takes every decision: the frame,
    /// the dimming view's look, what stays when a transition ends, whether a tap outside dismisses.
    @MainActor
    public final class MatchPresentationController: UIPresentationController {
        /// The dimming view behind the presented screen, as `AdapterRouting.dimmingView(for:)` gives
        /// it: the effect's dimming colour at alpha 0 until the transition's dimming track shows it, or
        /// clear at alpha 1 without one — so a tap outside the screen always reaches it.
        public let dimmingView = UIView(frame: .zero)
        /// Every decision.
        let chrome: ModalCoordination<MatchTransition.Controller>.Chrome
        /// The presented screen's size; default `.full`.
        public var size: PresentationSize { chrome.size }
        /// The edge the presented screen sits against; default `.bottom`.
        public var edge: PresentationEdge { chrome.edge }
        /// Whether a tap on the dimming view dismisses the presented screen.
        public var dismissesOnTapOutside: Bool { chrome.dismissesOnTapOutside }

        /// Creates the controller with the chrome the transition's modal decisions give.
        init(
            presentedViewController: UIViewController, presenting: UIViewController?,
            chrome: ModalCoordination<MatchTransition.Controller>.Chrome
        ) {
            self.chrome = chrome
            super.init(presentedViewController: presentedViewController, presenting: presenting)
            let look = chrome.dimmingLook
            dimmingView.backgroundColor = UIColor(look.color)
            dimmingView.alpha = CGFloat(look.alpha)
            dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dimmingTapped(_:))))
        }

        /// `ModalCoordination.Chrome.frameOfPresentedView` in the container's bounds (stable for a
        /// given container size).
        public override var frameOfPresentedViewInContainerView: CGRect {
            guard let container = containerView else { return .zero }
            return chrome.frameOfPresentedView(inContainerOf: Size(container.bounds.size)).cgRect
        }

        /// `false` (`ModalCoordination.Chrome.removesPresentersView`): the presenter's view stays in
        /// its own superview, on screen.
        public override var shouldRemovePresentersView: Bool { chrome.removesPresentersView }

        /// Inserts the dimming view at the back of the container (index 0), at the alpha
        /// `AdapterRouting.dimmingView(for:)` gives (0 when the transition's dimming track animates it).
        public override func presentationTransitionWillBegin() {
            guard let container = containerView else { return }
            dimmingView.frame = container.bounds
            dimmingView.alpha = CGFloat(chrome.dimmingLook.alpha)
            container.insertSubview(dimmingView, at: 0)
        }

        /// Removes the dimming view when the presentation was cancelled.
        public override func presentationTransitionDidEnd(_ completed: Bool) {
            endTransition(presenting: true, completed: completed)
        }

        /// Removes the dimming view once the screen is gone (not when the dismissal was cancelled).
        public override func dismissalTransitionDidEnd(_ completed: Bool) {
            endTransition(presenting: false, completed: completed)
        }

        private func endTransition(presenting: Bool, completed: Bool) {
            if !chrome.keepsDimmingView(presenting: presenting, completed: completed) {
                dimmingView.removeFromSuperview()
            }
        }

        /// Keeps the dimming view container-sized and, outside transitions, the presented view at its
        /// frame (`AdapterRouting.layoutsPresentedView`: during one, its geometry is the animation's).
        public override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            if let container = containerView { dimmingView.frame = container.bounds }
            if chrome.layoutsPresentedView(transitionRunning: presentedViewController.transitionCoordinator != nil) {
                presentedView?.frame = frameOfPresentedViewInContainerView
            }
        }

        /// What a tap on the dimming view does (`ModalGlue.tappedOutside`, set by the transition);
        /// `nil`: nothing.
        var tappedOutside: (() -> ModalGlue<AnimatorRuns<UIKitHost, UIKitTransitionContext>>.TapOutside)?

        @objc private func dimmingTapped(_ sender: UITapGestureRecognizer) {
            if tappedOutside?() == .dismiss { presentedViewController.dismiss(animated: true, completion: nil) }
        }
    }
#endif
