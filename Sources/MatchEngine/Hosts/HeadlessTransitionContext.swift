/// The transition context of a headless container: what UIKit's
/// `UIViewControllerContextTransitioning` would hand a `TransitionController`, over `HeadlessView`s,
/// with a log of every call the controller makes and a record of every call that breaks the
/// context's rules.
///
/// It keeps UIKit's documented semantics: `isInteractive` is what the container read from
/// `wantsInteractiveStart` when it began, becomes `true` on `pauseInteractiveTransition()` and
/// `false` on `finishInteractiveTransition()` / `cancelInteractiveTransition()`;
/// `transitionWasCancelled` is `true` exactly after a cancel not followed by a pause or finish;
/// `completeTransition(_:)` takes effect once — a second call is recorded as a misuse and ignored.
package final class HeadlessTransitionContext: ContainerTransitionContext {
    /// A call the controller made on the context, in order.
    package enum Call: Sendable, Hashable {
        /// `updateInteractiveTransition(_:)` with the progress, 0…1.
        case update(Double)
        /// `pauseInteractiveTransition()`.
        case pause
        /// `finishInteractiveTransition()`.
        case finish
        /// `cancelInteractiveTransition()`.
        case cancel
        /// `completeTransition(_:)` with its argument.
        case complete(Bool)
    }

    /// A call that breaks the context's documented rules (UIKit would misbehave or raise).
    package enum Misuse: Sendable, Hashable {
        /// `completeTransition(_:)` came a second time.
        case completedTwice
        /// A call came after `completeTransition(_:)`.
        case callAfterCompletion(Call)
        /// An update, finish or cancel came while the transition was not interactive.
        case notInteractive(Call)
        /// `completeTransition(_:)` came while the transition was still interactive (no finish or
        /// cancel before it).
        case completedWhileInteractive
        /// `completeTransition(_:)`'s argument contradicts the finish or cancel before it.
        case completionContradictsInteraction
    }

    /// The container view: the superview of every view taking part.
    package let containerView: HeadlessView
    private let handed: [SceneSide: HeadlessView]
    private let controllerViews: [SceneSide: HeadlessView]
    private let initialFrames: [SceneSide: Rect]
    private let finalFrames: [SceneSide: Rect]
    /// Whether the transition is interactive now.
    package private(set) var isInteractive: Bool
    /// `isAnimated`: whether the transition is animated (`false`: a `.custom` presentation or
    /// dismissal without animation, whose animator UIKit still runs).
    package let isAnimated: Bool
    /// `transitionWasCancelled`.
    package private(set) var transitionWasCancelled = false
    /// The argument of the first `completeTransition(_:)`, once called.
    package private(set) var completion: Bool?
    /// Every call, in order.
    package private(set) var log: [Call] = []
    /// Every call that broke a rule, in order (empty when the controller behaves).
    package private(set) var misuses: [Misuse] = []
    /// What the container does once the transition is completed, with the outcome (UIKit calls the
    /// animator's `animationEnded(_:)` from inside `completeTransition(_:)`; `HeadlessTransition`
    /// sets this). Called once.
    package var onComplete: (Bool) -> Void = { _ in }

    /// Creates a context. `handed` are the views `view(_:)` returns (a presentation that keeps the
    /// presenter on screen hands over only the presented view); `controllerViews` the controllers'
    /// views (defaults to `handed`); `initialFrames` and `finalFrames` what `initialFrame(_:)` and
    /// `finalFrame(_:)` return, in container coordinates (`.zero`, "unknown", for a side not
    /// given); `isInteractive` whether it begins interactive; `isAnimated` whether it is animated
    /// (default `true`).
    package init(
        container: HeadlessView, handed: [SceneSide: HeadlessView], controllerViews: [SceneSide: HeadlessView]? = nil,
        initialFrames: [SceneSide: Rect] = [:], finalFrames: [SceneSide: Rect] = [:], isInteractive: Bool = false,
        isAnimated: Bool = true
    ) {
        containerView = container
        self.handed = handed
        self.controllerViews = controllerViews ?? handed
        self.initialFrames = initialFrames
        self.finalFrames = finalFrames
        self.isInteractive = isInteractive
        self.isAnimated = isAnimated
    }

    /// The container's reading of `wantsInteractiveStart` as it begins the transition: the context
    /// is interactive from the start exactly when it was `true`.
    package func begin(interactive: Bool) { isInteractive = interactive }

    /// `view(forKey:)`.
    package func view(_ side: SceneSide) -> HeadlessView? { handed[side] }
    /// `viewController(forKey:)?.view`.
    package func controllerView(_ side: SceneSide) -> HeadlessView? { controllerViews[side] }
    /// `initialFrame(for:)`; `.zero` when not given.
    package func initialFrame(_ side: SceneSide) -> Rect { initialFrames[side] ?? .zero }
    /// `finalFrame(for:)`; `.zero` when not given.
    package func finalFrame(_ side: SceneSide) -> Rect { finalFrames[side] ?? .zero }

    /// `updateInteractiveTransition(_:)`: only while interactive.
    package func updateInteractiveTransition(_ percentComplete: Double) {
        let call = Call.update(percentComplete)
        check(call, needsInteraction: true)
        log.append(call)
    }

    /// `pauseInteractiveTransition()`: the transition becomes interactive and is no longer cancelled.
    package func pauseInteractiveTransition() {
        check(.pause, needsInteraction: false)
        isInteractive = true
        transitionWasCancelled = false
        log.append(.pause)
    }

    /// `finishInteractiveTransition()`: only while interactive; it runs on its own from here.
    package func finishInteractiveTransition() {
        check(.finish, needsInteraction: true)
        transitionWasCancelled = false
        isInteractive = false
        log.append(.finish)
    }

    /// `cancelInteractiveTransition()`: only while interactive; it runs back on its own from here.
    package func cancelInteractiveTransition() {
        check(.cancel, needsInteraction: true)
        transitionWasCancelled = true
        isInteractive = false
        log.append(.cancel)
    }

    /// `completeTransition(_:)`: takes effect once, then `onComplete` runs; a second call is a
    /// misuse and changes nothing.
    package func completeTransition(_ didComplete: Bool) {
        log.append(.complete(didComplete))
        if completion != nil {
            misuses.append(.completedTwice)
            return
        }
        if isInteractive { misuses.append(.completedWhileInteractive) }
        if didComplete == transitionWasCancelled { misuses.append(.completionContradictsInteraction) }
        completion = didComplete
        onComplete(didComplete)
    }

    private func check(_ call: Call, needsInteraction: Bool) {
        if completion != nil { misuses.append(.callAfterCompletion(call)) }
        if needsInteraction && !isInteractive { misuses.append(.notInteractive(call)) }
    }
}
