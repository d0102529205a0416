#if canImport(UIKit)
import MatchEngine
import UIKit

/// The navigation controller delegate that runs matched pushes and pops and forwards every other
/// delegate call to the app's own delegate.
///
/// It answers `animationControllerFor` (the app's delegate still wins when it returns an animator
/// of its own) and `interactionControllerFor` (the transition itself, so a running pop can be
/// grabbed), and forwards the rest — `willShow`, `didShow`, orientation queries — to
/// `forwardingDelegate` through the Objective-C runtime (see `MatchDelegateForwarder`).
///
/// The system back swipe stays UIKit's: `interactivePopGestureRecognizer` (and, on iOS 26,
/// `interactiveContentPopGestureRecognizer`) stays enabled with its own delegate; the coordinator
/// only adds itself as a target and relays the finger — its travel and velocity in window
/// coordinates — to the pop's controller.
@MainActor
public final class MatchNavigationCoordinator: MatchDelegateForwarder, UINavigationControllerDelegate {
    /// The effect for pushes and pops; default `.automatic` (UIKit's slide, with matched views flying).
    public var effect: TransitionEffect
    /// Whether matched transitions run; `false` gives UIKit's standard ones. Default `true`.
    public var isEnabled = true
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
    /// Where each pushed controller's matched views came from, and the controller it was pushed
    /// from (a pop to another controller, `popToRoot`, uses none of them), kept until it is popped.
    private var departures: [ObjectIdentifier: (below: ObjectIdentifier, frames: [TransitionID: Rect])] = [:]
    /// The memory this coordinator's transitions reuse for capture and planning (see `TransitionWorkspace`).
    public let workspace = TransitionWorkspace()
    /// The back swipe's finger, relayed to the current pop's controller.
    public let relay = GestureRelay<MatchTransition.Controller>()
    /// A pan anywhere on the pushed screens that pops with the finger (its `begin` should pop),
    /// besides the system back swipe; `nil` (the default) for none. Whichever finger is down
    /// drives the pop.
    public var popInteraction: MatchInteraction?

    private weak var navigationController: UINavigationController?
    private var velocity = VelocityEstimator()
    private var swipeStart = CGPoint.zero

    init(navigationController: UINavigationController, effect: TransitionEffect) {
        self.effect = effect
        self.navigationController = navigationController
        super.init(forwardingTo: navigationController.delegate, fallback: NavigationDelegateFallback())
        navigationController.interactivePopGestureRecognizer?.addTarget(self, action: #selector(backSwipe(_:)))
        if #available(iOS 26.0, *) {
            navigationController.interactiveContentPopGestureRecognizer?.addTarget(self, action: #selector(backSwipe(_:)))
        }
    }

    /// Relays a system back swipe: travel from where it began and velocity, in window
    /// coordinates (a pan's own, else estimated from timestamped locations).
    @objc private func backSwipe(_ recognizer: UIGestureRecognizer) {
        let location = recognizer.location(in: nil)
        let pan = recognizer as? UIPanGestureRecognizer
        velocity.add(Point(location), at: CACurrentMediaTime())
        let translation = pan.map { Vector($0.translation(in: nil)) }
            ?? Vector(dx: Double(location.x - swipeStart.x), dy: Double(location.y - swipeStart.y))
        switch recognizer.state {
        case .began:
            swipeStart = location
            velocity.reset()
            velocity.add(Point(location), at: CACurrentMediaTime())
            let view = navigationController?.view
            relay.began(
                direction: AdapterRouting.popDirection(layoutDirection: MatchTransition.layoutDirection(of: view)),
                distance: Double(view?.bounds.width ?? 1))
        case .changed:
            relay.changed(translation: translation)
        case .ended:
            relay.ended(translation: translation, velocity: pan.map { Vector($0.velocity(in: nil)) } ?? velocity.velocity,
                        at: CACurrentMediaTime())
        case .cancelled, .failed:
            relay.cancelled(at: CACurrentMediaTime())
        default:
            break
        }
    }

    /// The finger that drives a pop: the pop interaction's if it is down, else the back swipe's.
    private func popRelay() -> GestureRelay<MatchTransition.Controller> {
        let relays = [relay] + (popInteraction.map { [$0.relay] } ?? [])
        return AdapterRouting.drivingFinger(tracking: relays.map(\.isTracking)).map { relays[$0] } ?? relay
    }

    /// Match's animator for a push or pop, unless the app's delegate supplies one
    /// (`AdapterRouting.animation`).
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let appAnimator = forwardingDelegate?.navigationController?(
            navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        switch AdapterRouting.animation(
            appSuppliesAnimator: appAnimator != nil, matchEnabled: isEnabled, isRealOperation: operation != .none)
        {
        case .app: return appAnimator
        case .system: return nil
        case .match:
            let pushed = ObjectIdentifier(operation == .push ? toVC : fromVC)
            let below = ObjectIdentifier(operation == .push ? fromVC : toVC)
            let stack = Set(navigationController.viewControllers.map(ObjectIdentifier.init))
            departures = departures.filter { stack.contains($0.key) || $0.key == pushed }
            let kept = departures[pushed]
            return MatchTransition(
                effect: effect, kind: operation == .push ? .push : .pop,
                layoutDirection: MatchTransition.layoutDirection(of: navigationController.view),
                workspace: workspace,
                // The back swipe only ever pops: a push never takes its finger.
                relay: AdapterRouting.fingerDrivesRun(kind: operation == .push ? .push : .pop, fingerStartedIt: false)
                    ? popRelay() : nil,
                departureFrames: operation == .pop && kept?.below == below ? kept?.frames ?? [:] : [:],
                sourceViewProvider: sourceViewProvider,
                onDeparture: { [weak self] frames in self?.departures[pushed] = (below, frames) })
        }
    }

    /// The app delegate's interaction controller if it gives one, else Match's transition itself
    /// (interactive only while a finger drives it; a timed run can still be grabbed).
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        forwardingDelegate?.navigationController?(navigationController, interactionControllerFor: animationController)
            ?? (animationController as? MatchTransition)
    }
}

/// Answers a `UINavigationControllerDelegate` call UIKit still makes after the app's delegate is
/// gone: the `willShow`/`didShow` notifications do nothing; the orientation queries give the top
/// controller's own answers (all orientations / portrait without one).
@MainActor
final class NavigationDelegateFallback: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}

    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
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
    /// scrubs the matched pop.
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
