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
    public final class MatchPresentationController: UIPresentationController, @MainActor PresentationChromeViews {
        /// The dimming view behind the presented screen, as `AdapterRouting.dimmingView(for:)` gives
        /// it: the effect's dimming colour at alpha 0 until the transition's dimming track shows it, or
        /// clear at alpha 1 without one — so a tap outside the screen always reaches it.
        public let dimmingView = UIView(frame: .zero)
        /// Every answer: the engine's `PresentationChromeGlue` over the chrome fixed when UIKit asked
        /// for this controller.
        let glue: PresentationChromeGlue<MatchTransition.Controller>
        /// The presented screen's size; default `.full`.
        public var size: PresentationSize { PresentationSize(engine: glue.chrome.size) }
        /// The edge the presented screen sits against; default `.bottom`.
        public var edge: PresentationEdge { PresentationEdge(engine: glue.chrome.edge) }
        /// Whether a tap on the dimming view dismisses the presented screen.
        public var dismissesOnTapOutside: Bool { glue.chrome.dismissesOnTapOutside }

        /// Creates the controller with the chrome the transition's modal decisions give.
        init(
            presentedViewController: UIViewController, presenting: UIViewController?,
            chrome: ModalCoordination<MatchTransition.Controller>.Chrome
        ) {
            glue = PresentationChromeGlue(chrome: chrome)
            super.init(presentedViewController: presentedViewController, presenting: presenting)
            let look = chrome.dimmingLook
            dimmingView.backgroundColor = UIColor(look.color)
            dimmingView.alpha = CGFloat(look.alpha)
            dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dimmingTapped(_:))))
        }

        /// `PresentationChromeGlue.frameOfPresentedView` (stable for a given container size).
        public override var frameOfPresentedViewInContainerView: CGRect { glue.frameOfPresentedView(in: self).cgRect }

        /// `false` (`ModalCoordination.Chrome.removesPresentersView`): the presenter's view stays in
        /// its own superview, on screen.
        public override var shouldRemovePresentersView: Bool { glue.chrome.removesPresentersView }

        /// Inserts the dimming view at the back of the container (`PresentationChromeGlue`).
        public override func presentationTransitionWillBegin() { glue.presentationTransitionWillBegin(self) }

        /// Removes the dimming view when the presentation was cancelled.
        public override func presentationTransitionDidEnd(_ completed: Bool) {
            glue.transitionDidEnd(presenting: true, completed: completed, self)
        }

        /// Removes the dimming view once the screen is gone (not when the dismissal was cancelled).
        public override func dismissalTransitionDidEnd(_ completed: Bool) {
            glue.transitionDidEnd(presenting: false, completed: completed, self)
        }

        /// Keeps the dimming view container-sized and, outside transitions, the presented view at its
        /// frame (`PresentationChromeGlue.containerViewWillLayoutSubviews`).
        public override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            glue.containerViewWillLayoutSubviews(self)
        }

        /// What a tap on the dimming view does (`ModalGlue.tappedOutside`, set by the transition);
        /// `nil`: nothing.
        var tappedOutside: (() -> ModalGlue<AnimatorRuns<UIKitHost, UIKitTransitionContext>>.TapOutside)?

        @objc private func dimmingTapped(_ sender: UITapGestureRecognizer) {
            if tappedOutside?() == .dismiss { presentedViewController.dismiss(animated: true, completion: nil) }
        }

        // MARK: PresentationChromeViews

        package var containerSize: Size? { containerView.map { Size($0.bounds.size) } }
        package var transitionRunning: Bool { presentedViewController.transitionCoordinator != nil }
        package func insertDimmingViewAtBack(frame: Rect, alpha: Double) {
            dimmingView.frame = frame.cgRect
            dimmingView.alpha = CGFloat(alpha)
            containerView?.insertSubview(dimmingView, at: 0)
        }
        package func setDimmingFrame(_ frame: Rect) { dimmingView.frame = frame.cgRect }
        package func removeDimmingView() { dimmingView.removeFromSuperview() }
        package func setPresentedFrame(_ frame: Rect) { presentedView?.frame = frame.cgRect }
    }
#endif
