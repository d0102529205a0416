#if canImport(UIKit)
import MatchEngine
import UIKit

/// The presentation controller of a matched modal screen: a dimming view that fades with the
/// transition and stays while the screen is up, a partial-size frame against an edge, and
/// tap-outside-to-dismiss.
@MainActor
public final class MatchPresentationController: UIPresentationController {
    /// The dimming view behind the presented screen (clear when there is no dimming colour).
    public let dimmingView = UIView(frame: .zero)
    private let size: PresentationSize
    private let edge: PresentationEdge
    private let dismissesOnTapOutside: Bool

    /// Creates the controller; `dimming` `nil` draws no dimming, `size` and `edge` place the
    /// presented screen, `dismissesOnTapOutside` makes a tap on the dimming view dismiss it.
    public init(
        presentedViewController: UIViewController, presenting: UIViewController?, dimming: Color?, size: PresentationSize,
        edge: PresentationEdge, dismissesOnTapOutside: Bool
    ) {
        self.size = size
        self.edge = edge
        self.dismissesOnTapOutside = dismissesOnTapOutside
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingView.backgroundColor = dimming.map { UIColor($0) } ?? .clear
        dimmingView.alpha = 0
        let tap = UITapGestureRecognizer(target: self, action: #selector(dimmingTapped(_:)))
        dimmingView.addGestureRecognizer(tap)
    }

    /// The presented screen's frame: `PresentationSize.frame(in:edge:)` in the container.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let f = size.frame(in: Size(width: Double(container.bounds.width), height: Double(container.bounds.height)), edge: edge)
        return CGRect(x: f.origin.x, y: f.origin.y, width: f.size.width, height: f.size.height)
    }

    /// Adds the dimming view and fades it in alongside the transition.
    public override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        animateDimming(to: 1)
    }

    /// Fades the dimming view out alongside the dismissal.
    public override func dismissalTransitionWillBegin() {
        animateDimming(to: 0)
    }

    /// Removes the dimming view once the screen is gone.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    /// Keeps the dimming view and the presented screen sized to the container.
    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if let container = containerView { dimmingView.frame = container.bounds }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func animateDimming(to alpha: CGFloat) {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = alpha
            return
        }
        _ = coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = alpha }, completion: nil)
    }

    @objc private func dimmingTapped(_ sender: UITapGestureRecognizer) {
        guard dismissesOnTapOutside else { return }
        presentedViewController.dismiss(animated: true, completion: nil)
    }
}
#endif
