#if canImport(UIKit)
import MatchEngine
import UIKit

/// A matched transition for UIKit: the animator and (optionally) the interaction controller of
/// one navigation push or pop, modal presentation or dismissal, or tab switch.
///
/// `interruptibleAnimator(using:)` returns the same `UIViewPropertyAnimator` for the whole
/// transition: created on the first call, cached, released in `animationEnded(_:)`. The animator
/// runs linear timing over the baked keyframes, so its `fractionComplete` is the plan's progress;
/// when it completes, the context is completed with `!transitionWasCancelled` after every original
/// view is restored.
///
/// For a modal screen, set it as the presented controller's `matchTransition`; it is then also
/// the transitioning delegate and supplies a `MatchPresentationController` (dimming, partial
/// size, tap outside to dismiss).
@MainActor
public final class MatchTransition: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning, UIViewControllerTransitioningDelegate
{
    /// The effect for the roots (see `TransitionEffect`); default `.automatic`.
    public var effect: TransitionEffect
    /// The dimming colour behind a presented screen; `nil` for none. Default black at 40 %.
    public var dimming: Color?
    /// The presented screen's size; default `.full`.
    public var presentationSize: PresentationSize
    /// Whether a tap on the dimming view dismisses; `nil` (the default) means on for partial sheets.
    public var dismissesOnTapOutside: Bool?
    /// The duration of a timed transition, in seconds (> 0); default 0.5.
    public var duration: Double
    /// The pan that can drive this transition interactively, if any (it is pointed at this transition).
    public var interaction: MatchInteraction? {
        didSet { interaction?.transition = self }
    }
    /// What the last run captured and planned, for `debugJSON()`.
    public private(set) var lastRecording: TransitionRecording?

    var kind: TransitionContext.Kind = .push
    private var session: TransitionSession<UIKitHost>?
    private var driver: PropertyAnimatorDriver?
    private weak var interactiveContext: UIViewControllerContextTransitioning?
    private var tracker: GestureTracker?

    /// Creates a transition; every argument's default is documented on its property.
    public init(
        effect: TransitionEffect = .automatic, dimming: Color? = Color(red: 0, green: 0, blue: 0, alpha: 0.4),
        size: PresentationSize = .full, dismissesOnTapOutside: Bool? = nil, duration: Double = 0.5
    ) {
        self.effect = effect
        self.dimming = dimming
        self.presentationSize = size
        self.dismissesOnTapOutside = dismissesOnTapOutside
        self.duration = duration > 0 && duration.isFinite ? duration : 0.5
        super.init()
    }

    // MARK: UIViewControllerAnimatedTransitioning

    /// The plan's duration once prepared, the configured duration before.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        session?.plan?.totalDuration ?? duration
    }

    /// Starts the cached animator.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// The one animator of this transition, prepared on the first call.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let driver { return driver.animator }
        let prepared = prepare(transitionContext)
        driver = prepared
        return prepared.animator
    }

    /// Releases the animator and the session.
    public func animationEnded(_ transitionCompleted: Bool) {
        driver = nil
        session = nil
        tracker = nil
        interactiveContext = nil
    }

    // MARK: UIViewControllerInteractiveTransitioning

    /// Whether UIKit should start this transition interactively (a pan began it).
    public var wantsInteractiveStart: Bool { interaction?.isTracking ?? false }

    /// Prepares the animator, held at 0 for the gesture.
    public func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        interactiveContext = transitionContext
        let animator = interruptibleAnimator(using: transitionContext)
        guard session != nil else {
            // Nothing to scrub (another transition holds these views): finish at once.
            transitionContext.finishInteractiveTransition()
            animator.startAnimation()
            return
        }
        if let interaction {
            tracker = GestureTracker(direction: interaction.direction, distance: interaction.distance())
        }
    }

    /// Follows the finger: progress from the translation since the gesture began.
    func interactionChanged(translation: Vector) {
        guard let tracker, let session, let context = interactiveContext else { return }
        let p = min(max(tracker.progress(translation: translation), 0), 1)
        try? session.update(progress: p)
        context.updateInteractiveTransition(CGFloat(p))
    }

    /// Lets go: finish or cancel as the tracker decides, the finger's speed carried into the spring.
    func interactionEnded(translation: Vector, velocity: Vector) {
        guard let tracker, let session, let context = interactiveContext else { return }
        let decision = tracker.release(translation: translation, velocity: velocity)
        if decision.finishes {
            context.finishInteractiveTransition()
            try? session.finish(initialVelocity: decision.initialVelocity)
        } else {
            context.cancelInteractiveTransition()
            try? session.cancel(initialVelocity: decision.initialVelocity)
        }
        self.tracker = nil
    }

    // MARK: UIViewControllerTransitioningDelegate

    /// This transition, set up as a presentation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        kind = .present
        return self
    }

    /// This transition, set up as a dismissal.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        kind = .dismiss
        return self
    }

    /// This transition when a pan is driving the presentation.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction?.isTracking == true ? self : nil
    }

    /// This transition when a pan is driving the dismissal.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction?.isTracking == true ? self : nil
    }

    /// A presentation controller with this transition's dimming, size and tap-outside rule.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        MatchPresentationController(
            presentedViewController: presented, presenting: presenting, dimming: dimming, size: presentationSize,
            edge: presentationEdge, dismissesOnTapOutside: dismissesOnTapOutside ?? (presentationSize != .full))
    }

    // MARK: Debug export

    /// The last run's captured scenes, match and plan as JSON, to open in `match-preview`.
    public func debugJSON() throws -> Data? {
        guard let lastRecording else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(lastRecording)
    }

    // MARK: Preparing

    var presentationEdge: PresentationEdge {
        if case let .presentFromEdge(edge, _, _) = effect { return edge }
        return .bottom
    }

    /// The engine effect: modal dimming belongs to the presentation controller, which keeps it
    /// after the transition; the plan then draws none of its own.
    private var engineEffect: TransitionEffect {
        if case let .presentFromEdge(edge, _, size) = effect { return .presentFromEdge(edge, dimming: nil, size: size) }
        if effect == .automatic, kind == .present || kind == .dismiss { return .presentFromEdge(.bottom, dimming: nil) }
        return effect
    }

    private func prepare(_ ctx: UIViewControllerContextTransitioning) -> PropertyAnimatorDriver {
        let container = ctx.containerView
        let fromVC = ctx.viewController(forKey: .from)
        let toVC = ctx.viewController(forKey: .to)
        let fromView = ctx.view(forKey: .from) ?? fromVC?.view
        let toView = ctx.view(forKey: .to) ?? toVC?.view
        guard let fromView, let toView else { return finishedDriver(ctx) }
        // A destination the context hands over (`view(forKey: .to)`) belongs in the container at its final frame.
        let handedOver = ctx.view(forKey: .to) != nil
        let finalFrame = handedOver ? toVC.map { ctx.finalFrame(for: $0) } : nil
        let host = UIKitHost(container: container, destinationFrame: finalFrame)
        let layout: TransitionContext.LayoutDirection =
            container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let context = TransitionContext(
            kind: kind, containerSize: Size(width: Double(container.bounds.width), height: Double(container.bounds.height)),
            layoutDirection: layout, effect: engineEffect, duration: duration)
        let session = TransitionSession(host: host, source: fromView, destination: toView, context: context)
        session.onCompletion { [weak ctx] _ in
            guard let ctx else { return }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        do {
            try session.startInteractive()
        } catch {
            // Another transition holds these views: complete without a matched animation.
            return finishedDriver(ctx)
        }
        self.session = session
        lastRecording = session.recording
        return session.driver ?? finishedDriver(ctx)
    }

    /// An animator with nothing to animate that completes the context when it ends.
    private func finishedDriver(_ ctx: UIViewControllerContextTransitioning) -> PropertyAnimatorDriver {
        let d = PropertyAnimatorDriver(duration: 0.01)
        if let toView = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) {
            toView.frame = ctx.finalFrame(for: toVC)
            ctx.containerView.addSubview(toView)
        }
        d.animator.addCompletion { [weak ctx] _ in
            guard let ctx else { return }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        return d
    }
}

@MainActor
extension UIViewController {
    /// The matched transition used when this controller is presented modally; setting it makes the
    /// presentation custom (`modalPresentationStyle = .custom`) with the transition as transitioning
    /// delegate, retained by this controller. `nil` restores the system presentation.
    public var matchTransition: MatchTransition? {
        get { matchRetained(.transition, as: MatchTransition.self) }
        set {
            setMatchRetained(.transition, newValue)
            transitioningDelegate = newValue
            modalPresentationStyle = newValue == nil ? .automatic : .custom
        }
    }
}
#endif
