// The positive control of Tools/typecheck-uikit.sh: a small, correct UIKit file that must pass the
// same check as MatchUIKit on every run. If it fails, the check's setup (SDK, resource directory,
// flags) is broken, not the code under test. It is never built into the package.
import UIKit

/// A cross-fade for a push, pop, present or dismiss, driven by one interruptible animator.
@MainActor
final class CrossFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    private var animator: UIViewPropertyAnimator?

    init(duration: TimeInterval = 0.3) {
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let container = transitionContext.containerView
        let incoming = transitionContext.view(forKey: .to)
        if let incoming {
            incoming.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            incoming.alpha = 0
            container.addSubview(incoming)
        }
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) {
            incoming?.alpha = 1
        }
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

/// APIs newer than the iOS 16.5 SDK, used the only correct way: behind `#available`. They come
/// from Tools/ios-sdk-check/NewerUIKitAPIs.swift, which the check imports implicitly.
@MainActor
func adoptSystemTransitions(_ navigation: UINavigationController, detail: UIViewController, thumbnail: UIView) {
    if #available(iOS 18.0, *) {
        detail.preferredTransition = .zoom { _ in thumbnail }
    }
    if #available(iOS 26.0, *) {
        navigation.interactiveContentPopGestureRecognizer?.isEnabled = false
    }
}
