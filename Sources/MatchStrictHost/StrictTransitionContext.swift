import MatchEngine

/// `UIViewControllerContextTransitioning` as documented (uikit-rules 1.1–1.14), with a log of
/// every call and a violation for every rule broken.
public final class StrictTransitionContext: ContainerTransitionContext {
    /// The container view.
    public let containerView: StrictView
    private let handed: [SceneSide: StrictView]
    private let controllerViews: [SceneSide: StrictView]
    private let finalFrames: [SceneSide: Rect]
    private unowned let world: StrictWorld
    /// Whether the transition is interactive now (1.14).
    public private(set) var isInteractive: Bool
    /// `isAnimated`: `false` for `present(_:animated: false)` / `dismiss(animated: false)` of a
    /// `.custom` presentation, whose animator UIKit still runs ("we will invoke the
    /// animateTransition: even though the transition should not be animated",
    /// UIViewControllerTransitioning.h).
    public let isAnimated: Bool
    /// `transitionWasCancelled`.
    public private(set) var transitionWasCancelled = false
    /// The argument of `completeTransition(_:)`, once called.
    public private(set) var completion: Bool?
    /// Every call, in order (`update(0.50)`, `pause`, `finish`, `cancel`, `complete(true)`).
    public private(set) var log: [String] = []
    /// The appearance callbacks UIKit sends the two controllers around the transition, in order
    /// (`"to.viewWillAppear"` …): on begin, will-appear to the incoming and will-disappear to the
    /// outgoing; on completion the did- calls; on a cancel, will-disappear then did-disappear to
    /// the incoming and will-appear then did-appear to the outgoing (uikit-rules 11.1; the full
    /// order is undocumented, 11.3, so tests check balance, not interleaving).
    public private(set) var appearance: [String] = []
    /// What the container does once the transition is completed (removes the view it left, calls
    /// its presentation controller's did-end hook…).
    var onComplete: (Bool) -> Void = { _ in }

    // MARK: After finish or cancel (uikit-practice P13; opt-in)

    /// What UIKit may do to the interruptible animator on its own after
    /// `finishInteractiveTransition()` / `cancelInteractiveTransition()`: they only indicate that
    /// the transition "will finish naturally or be cancelled" if not interrupted again
    /// (UIViewControllerTransitioning.h), and what UIKit then does with an interruptible animator
    /// is not documented.
    public enum AnimatorActionAfterRelease: Sendable, Hashable {
        /// Nothing (the default).
        case none
        /// Resumes it (`startAnimation()`) — at once, inside the call, and again on the next turn.
        case resume
        /// As `resume`, after reversing it (`isReversed = true`) on a cancel.
        case resumeReversingOnCancel
    }

    /// Whether UIKit acts on `animator` after finish/cancel, and how; default `.none`.
    public var actsOnAnimatorAfterRelease = AnimatorActionAfterRelease.none
    /// The animator UIKit acts on (the one `interruptibleAnimator(using:)` returned; set by the test).
    public weak var animator: StrictAnimator?
    /// UIKit's reading, when finish/cancel is called, of the interaction controller's
    /// `completionSpeed` and of `transitionDuration(using:)` (seconds). `nil`: not modelled.
    public var completionParameters: (() -> (speed: Double, duration: Double))?
    /// When UIKit's own participants (the navigation bar's alongside animation) end, on the
    /// world's clock: the finish/cancel time plus (1 − p) × duration / completionSpeed for a
    /// finish, p × duration / completionSpeed for a cancel, `p` the last reported progress (the
    /// rule documented for `UIPercentDrivenInteractiveTransition.completionSpeed`).
    public private(set) var alongsideEnd: Double?
    /// How many times UIKit resumed the animator on its own (`actsOnAnimatorAfterRelease`).
    public private(set) var animatorActions = 0
    private var lastPercent = 0.0

    private func released(finishing: Bool) {
        if let parameters = completionParameters?() {
            let remaining = finishing ? 1 - lastPercent : lastPercent
            alongsideEnd = world.clock.now + remaining * parameters.duration / parameters.speed
        }
        guard actsOnAnimatorAfterRelease != .none else { return }
        let reverse = !finishing && actsOnAnimatorAfterRelease == .resumeReversingOnCancel
        let act = { [weak self] in
            guard let animator = self?.animator, animator.state == .active, !animator.isRunning else { return }
            if reverse { animator.isReversed = true }
            try? animator.start()
            self?.animatorActions += 1
        }
        act()
        world.later(act)
    }

    /// Creates a context. `handed` are the views `view(forKey:)` returns (a presentation that
    /// keeps the presenter on screen hands over only the presented view), `controllerViews` the
    /// controllers' views, `finalFrames` what `finalFrame(for:)` returns (`.zero` otherwise),
    /// `isAnimated` whether the transition is animated (default `true`).
    public init(
        world: StrictWorld, container: StrictView, handed: [SceneSide: StrictView],
        controllerViews: [SceneSide: StrictView], finalFrames: [SceneSide: Rect], isInteractive: Bool,
        isAnimated: Bool = true
    ) {
        self.world = world
        containerView = container
        self.handed = handed
        self.controllerViews = controllerViews
        self.finalFrames = finalFrames
        self.isInteractive = isInteractive
        self.isAnimated = isAnimated
        appearance = ["to.viewWillAppear", "from.viewWillDisappear"]
    }

    /// `view(forKey:)`.
    public func view(_ side: SceneSide) -> StrictView? { handed[side] }
    /// `viewController(forKey:)?.view`.
    public func controllerView(_ side: SceneSide) -> StrictView? { controllerViews[side] }
    /// `initialFrame(for:)`: the source's frame if on screen, `.zero` for the destination (1.7).
    public func initialFrame(_ side: SceneSide) -> Rect {
        side == .source ? controllerViews[.source]?.frame ?? .zero : .zero
    }
    /// `finalFrame(for:)` (1.8).
    public func finalFrame(_ side: SceneSide) -> Rect { finalFrames[side] ?? .zero }

    /// UIKit's reading of the interaction controller's `wantsInteractiveStart` when it begins
    /// the transition (1.14, 3.3).
    func begin(interactive: Bool) {
        isInteractive = interactive
        if interactive { wasInteractive = true }
    }

    /// Whether the transition has been interactive at any point (UIKit stops the bars taking taps
    /// from then until it completes).
    public private(set) var wasInteractive = false

    /// `updateInteractiveTransition(_:)`: only for an interactive transition (1.12, 1.14).
    public func updateInteractiveTransition(_ percentComplete: Double) {
        if completion != nil { world.violate(.callAfterCompletion("update")) }
        if !isInteractive { world.violate(.interactiveCallWhileNotInteractive("update")) }
        log.append("update(\(Int((percentComplete * 100).rounded())))")
        lastPercent = percentComplete
    }

    /// `pauseInteractiveTransition()`: the transition becomes interactive (1.13).
    public func pauseInteractiveTransition() {
        if completion != nil { world.violate(.callAfterCompletion("pause")) }
        isInteractive = true
        wasInteractive = true
        transitionWasCancelled = false
        log.append("pause")
    }

    /// `finishInteractiveTransition()` (1.10).
    public func finishInteractiveTransition() { endInteraction(finishing: true) }

    /// `cancelInteractiveTransition()` (1.11).
    public func cancelInteractiveTransition() { endInteraction(finishing: false) }

    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`: only while interactive
    /// and before completion; the transition is no longer interactive and runs to its end (or back)
    /// on its own now (1.14).
    private func endInteraction(finishing: Bool) {
        let call = finishing ? "finish" : "cancel"
        if completion != nil { world.violate(.callAfterCompletion(call)) }
        if !isInteractive { world.violate(.interactiveCallWhileNotInteractive(call)) }
        transitionWasCancelled = !finishing
        isInteractive = false
        log.append(call)
        released(finishing: finishing)
    }

    /// `completeTransition(_:)`: exactly once (1.9), after finish/cancel when interactive (1.10),
    /// agreeing with them; then the container does its part.
    public func completeTransition(_ didComplete: Bool) {
        log.append("complete(\(didComplete))")
        if completion != nil {
            world.violate(.completedTwice)
            return
        }
        if isInteractive { world.violate(.completedInteractiveWithoutFinishOrCancel) }
        if didComplete == transitionWasCancelled { world.violate(.completionContradictsInteraction) }
        completion = didComplete
        appearance +=
            didComplete
            ? ["to.viewDidAppear", "from.viewDidDisappear"]
            : ["to.viewWillDisappear", "to.viewDidDisappear", "from.viewWillAppear", "from.viewDidAppear"]
        onComplete(didComplete)
    }
}
