#if canImport(UIKit)
import MatchEngine
import UIKit

/// The presentation controller of a matched modal screen: a dimming view at the back of the
/// container that the transition's plan fades (it stays while the screen is up), a frame against
/// an edge (`PresentationSize.frame(in:edge:)`), and tap-outside-to-dismiss. The presenter's view
/// stays where it is (`shouldRemovePresentersView` is `false`).
@MainActor
public final class MatchPresentationController: UIPresentationController {
    /// The dimming view behind the presented screen, as `AdapterRouting.dimmingView(for:)` gives
    /// it: the effect's dimming colour at alpha 0 until the transition's dimming track shows it, or
    /// clear at alpha 1 without one — so a tap outside the screen always reaches it.
    public let dimmingView = UIView(frame: .zero)
    private let dimmingLook: (color: Color, alpha: Double)
    /// The presented screen's size; default `.full`.
    public let size: PresentationSize
    /// The edge the presented screen sits against; default `.bottom`.
    public let edge: PresentationEdge
    /// Whether a tap on the dimming view dismisses the presented screen.
    public let dismissesOnTapOutside: Bool

    /// Creates the controller; `dimming` `nil` draws no dimming.
    public init(
        presentedViewController: UIViewController, presenting: UIViewController?, edge: PresentationEdge = .bottom,
        dimming: Color?, size: PresentationSize = .full, dismissesOnTapOutside: Bool
    ) {
        self.size = size
        self.edge = edge
        self.dismissesOnTapOutside = dismissesOnTapOutside
        dimmingLook = AdapterRouting.dimmingView(for: dimming)
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingView.backgroundColor = UIColor(dimmingLook.color)
        dimmingView.alpha = CGFloat(dimmingLook.alpha)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dimmingTapped(_:))))
    }

    /// `size.frame(in:edge:)` in the container's bounds (stable for a given container size).
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return size.frame(in: Size(container.bounds.size), edge: edge).cgRect
    }

    /// `false`: the presenter's view stays in its own superview, on screen.
    public override var shouldRemovePresentersView: Bool { false }

    /// Inserts the dimming view at the back of the container (index 0), at the alpha
    /// `AdapterRouting.dimmingView(for:)` gives (0 when the transition's dimming track animates it).
    public override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.alpha = CGFloat(dimmingLook.alpha)
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
        if !AdapterRouting.keepsPresentationChrome(presenting: presenting, completed: completed) {
            dimmingView.removeFromSuperview()
        }
    }

    /// Keeps the dimming view container-sized and, outside transitions, the presented view at its
    /// frame (`AdapterRouting.layoutsPresentedView`: during one, its geometry is the animation's).
    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if let container = containerView { dimmingView.frame = container.bounds }
        if AdapterRouting.layoutsPresentedView(transitionRunning: presentedViewController.transitionCoordinator != nil) {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    @objc private func dimmingTapped(_ sender: UITapGestureRecognizer) {
        guard dismissesOnTapOutside else { return }
        presentedViewController.dismiss(animated: true, completion: nil)
    }
}
#endif
