@_spi(Harness) import MatchEngine

/// The engine's transition controller over the strict host.
package typealias StrictController = TransitionController<StrictHost, StrictTransitionContext>

/// One container transition run the way UIKit runs it (uikit-rules 2.3–2.7, 3.2–3.4): the
/// delegate's object is both animator and interaction controller, so UIKit asks for the
/// interruptible animator (more than once, checking it is the same object) and calls
/// `startInteractiveTransition(_:)` — on a later run-loop turn, the least favourable reading of
/// documentation that does not say when — and, once the context is completed, `animationEnded(_:)`.
public final class StrictTransitionRun {
    /// The world.
    public let world: StrictWorld
    /// The context UIKit hands over.
    public let context: StrictTransitionContext
    /// The controller under test.
    package let controller: StrictController
    /// The host the controller made, once prepared.
    public var host: StrictHost? { controller.host }
    /// Whether `animationEnded(_:)` has been called, and with what.
    public private(set) var ended: Bool?
    private var animatorIdentity: ObjectIdentifier?
    /// The view `view(forKey: .from)` returns, if any.
    private let handedSource: StrictView?
    /// Whether UIKit marks the outgoing view as needing layout as it begins the transition, so
    /// that the layout is still pending when the animator is asked for (Hero: "UIKit appears to
    /// set fromView setNeedLayout to be true"; uikit-practice P20). Opt-in; default `false`.
    public var sourceNeedsLayoutAtStart = false
    /// Whether UIKit's first calls come inside a committing layout pass; `nil` (the default): as
    /// the kind starts (`startsInsideCommit(_:)`). `false` for a push or pop
    /// models an app that lays the navigation controller out itself right after pushing, which
    /// starts the transition outside a commit.
    public var startsInsideCommit: Bool?
    private var begun = false

    /// When UIKit asks `transitionDuration(using:)`: not documented (uikit-rules 2.2 says only
    /// that the answer must be the duration used, which UIKit times its own participants with,
    /// and that the context is optional).
    public enum DurationQuestion: Sendable, Hashable {
        /// The run does not ask (a test may ask the controller itself); the default.
        case none
        /// Asked as UIKit begins, before the animator, with the context.
        case beforeAnimator
        /// Asked as UIKit begins, before the animator, without a context.
        case beforeAnimatorWithoutContext
    }
    /// Whether and how the run asks the duration as it begins; default `.none`. When it asks, it
    /// asks again as the context is completed, and an answer that differs from the first, or a
    /// first answer that differs from the duration of the animator that ran, is
    /// `Violation.durationDiffers`.
    public var asksDuration = DurationQuestion.none
    /// Every answer to `transitionDuration(using:)` the run got, in seconds, in order.
    public private(set) var durationAnswers: [Double] = []

    /// Sets a run up. `container` is the container view (already in the window), `handed` the
    /// views `view(forKey:)` returns, `controllerViews` the controllers' views, `finalFrames`
    /// what `finalFrame(for:)` returns; `dimmingView` is a presentation controller's dimming view
    /// (already in the container at index 0); `followsFinger` lets a finger carry the matched
    /// views in 2-D; `isAnimated` is the context's (`false`: a `.custom` presentation or
    /// dismissal without animation, see `begin(startNow:)`); `afterCompletion` is what the
    /// container does once completed (remove the view it no longer shows, end its presentation).
    public convenience init(
        world: StrictWorld, configuration: TransitionContext, container: StrictView, handed: [SceneSide: StrictView],
        controllerViews: [SceneSide: StrictView], finalFrames: [SceneSide: Rect], dimmingView: StrictView? = nil,
        followsFinger: Bool = false, isAnimated: Bool = true, afterCompletion: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            world: world,
            controller: Self.makeController(
                world: world, configuration: configuration, followsFinger: followsFinger, dimmingView: { dimmingView }),
            container: container, handed: handed, controllerViews: controllerViews, finalFrames: finalFrames,
            isAnimated: isAnimated, afterCompletion: afterCompletion)
    }

    /// Sets a run of an animator up whose controller its owner made (a container's delegate, as
    /// UIKit asks for the animator); `animationEnded` is the animator's `animationEnded(_:)`, which
    /// forwards to the controller (`nil`: the controller's is called directly). Other parameters as
    /// in the other initializer.
    package init(
        world: StrictWorld, controller: StrictController, container: StrictView, handed: [SceneSide: StrictView],
        controllerViews: [SceneSide: StrictView], finalFrames: [SceneSide: Rect], isAnimated: Bool = true,
        afterCompletion: @escaping (Bool) -> Void = { _ in }, animationEnded: ((Bool) -> Void)? = nil
    ) {
        self.world = world
        handedSource = handed[.source]
        context = StrictTransitionContext(
            world: world, container: container, handed: handed, controllerViews: controllerViews,
            finalFrames: finalFrames, isInteractive: false, isAnimated: isAnimated)
        self.controller = controller
        let transition = ObjectIdentifier(context)
        context.onComplete = { [weak self] completed in
            self?.checkDuration()
            world.transitionEnded(by: transition)
            afterCompletion(completed)
            // UIKit calls animationEnded(_:) last (2.7), from inside completeTransition(_:)
            // (UIViewControllerTransitioning.h: it "will be invoked by the system when the
            // transition context's completeTransition: method is invoked"; uikit-practice P12).
            self?.ended = completed
            if let animationEnded { animationEnded(completed) } else { self?.controller.animationEnded(completed) }
        }
    }

    /// The engine's controller over the strict host for a run of `configuration` in `world`
    /// (`dimmingView`: a presentation controller's, for the plan's dimming track).
    package static func makeController(
        world: StrictWorld, configuration: TransitionContext, followsFinger: Bool = false,
        dimmingView: @escaping () -> StrictView? = { nil }, workspace: TransitionWorkspace? = nil
    ) -> StrictController {
        StrictController(
            configuration: configuration, clock: world.clock.makeFrameClock(), followsFinger: followsFinger,
            dimmingView: dimmingView, workspace: workspace,
            makeHost: { ctx in StrictHost(world: world, container: ctx.containerView, transition: ObjectIdentifier(ctx)) })
    }

    /// UIKit begins the transition: reads `wantsInteractiveStart` (the context is interactive
    /// from the start if it was true), asks for the animator twice (2.4), then starts it
    /// interactively (it always has an interaction controller) on the next turn unless
    /// `startNow`. A transition that is not animated (`context.isAnimated == false`) is run with
    /// `animateTransition(using:)` inside the call, as UIViewControllerTransitioning.h says UIKit
    /// does for a `.custom` presentation ("we will invoke the animateTransition: even though the
    /// transition should not be animated").
    ///
    /// A navigation controller begins it inside the layout pass of a committing Core Animation
    /// transaction (`_startCustomTransition:` under `layoutSubviews` in crash traces;
    /// uikit-practice P2): a snapshot after screen updates taken there shows its view as the pass
    /// ends, and the pass ends with a render pass that reaches the screen. A presentation begins
    /// after the commit (`_runAfterCACommitDeferredBlocks` in crash traces) and a tab switch from
    /// the tab bar's touch handling: outside a commit, where main-queue work it schedules may run
    /// before its changes are committed (`StrictWorld.beforeNextCommit`).
    public func begin(startNow: Bool = false) {
        precondition(!begun, "a container begins a transition once")
        begun = true
        world.transitionBegan(by: ObjectIdentifier(context))
        if sourceNeedsLayoutAtStart { handedSource?.setNeedsLayout() }
        let firstCalls = { [self] in
            // UIKit asks for the interaction controller now and reads `wantsInteractiveStart` with it.
            context.begin(interactive: controller.wantsInteractiveStart)
            askDuration()
            askForAnimator()
            if !context.isAnimated {
                controller.animateTransition(using: context)
            } else if startNow {
                start()
            }
        }
        // A navigation transition starts inside a committing layout pass (P2); a presentation
        // starts after the commit and a tab switch from touch handling: outside one.
        if startsInsideCommit ?? Self.startsInsideCommit(controller.configuration.kind) {
            world.commitLayoutPass(firstCalls)
        } else {
            firstCalls()
        }
        if !startNow, context.isAnimated { world.later(start) }
    }

    /// Whether UIKit starts a transition of `kind` inside the layout pass of a committing Core
    /// Animation transaction: a navigation push or pop (`_startCustomTransition:` under
    /// `layoutSubviews` in crash traces; uikit-practice P2). A presentation starts after the
    /// commit (`_runAfterCACommitDeferredBlocks`) and a tab switch from the tab bar's touch
    /// handling, so for them the least favourable reading is taken: not inside one. The engine
    /// does not rely on this; it looks for a commit itself (`SetupSchedule`).
    static func startsInsideCommit(_ kind: TransitionContext.Kind) -> Bool {
        switch kind {
        case .push, .pop: true
        case .present, .dismiss, .tabSwitch: false
        }
    }

    private func start() {
        askForAnimator()
        controller.startInteractiveTransition(context)
        // UIKit pauses the animations of a transition that starts interactive inside
        // `startInteractiveTransition(_:)` (InstagramTransition PR #4; uikit-practice P22): the
        // animator it was given, whether or not its animations are in yet.
        if context.isInteractive, context.completion == nil, controller.host != nil {
            let animator = controller.interruptibleAnimator(using: context)
            if animator.state != .stopped { try? animator.pause() }
        }
    }

    /// UIKit asks the duration (as `asksDuration` says), keeping the answer.
    private func askDuration() {
        switch asksDuration {
        case .none: return
        case .beforeAnimator: durationAnswers.append(controller.transitionDuration(using: context))
        case .beforeAnimatorWithoutContext: durationAnswers.append(controller.transitionDuration(using: nil))
        }
    }

    /// As the context is completed: asks again, and checks every answer against the first and the
    /// first against the animator that ran (one without matched animation, a 0.01 s stand-in
    /// the container never waits on, is not checked against).
    private func checkDuration() {
        guard asksDuration != .none, let first = durationAnswers.first else { return }
        askDuration()
        for answer in durationAnswers where answer != first { world.violate(.durationDiffers(told: first, used: answer)) }
        if let used = controller.session?.driver?.duration, used != first { world.violate(.durationDiffers(told: first, used: used)) }
    }

    /// UIKit asks for the interruptible animator; a different object from last time is a violation.
    public func askForAnimator() {
        let animator = controller.interruptibleAnimator(using: context)
        let id = ObjectIdentifier(animator)
        if let previous = animatorIdentity, previous != id { world.violate(.animatorChanged) }
        animatorIdentity = id
    }

    /// Runs frames until the context is completed and `animationEnded` came (at most `limit`).
    @discardableResult
    public func runToEnd(limit: Int = 2_000) -> Bool? {
        var frames = 0
        while ended == nil && frames < limit {
            world.runFrames(1)
            frames += 1
        }
        return ended
    }
}

// The controller's finger and programmatic releases, for code outside the package (the
// benchmarks), which cannot name the engine's `TransitionController`: what an interaction
// controller's recognizer and a container's programmatic calls do.
extension StrictTransitionRun {
    /// A finger comes down: the controller's `gestureBegan(direction:distance:)` (`direction`, the
    /// way the finger moves to finish; `distance`, the travel in points for the whole transition).
    public func gestureBegan(direction: Vector, distance: Double) {
        controller.gestureBegan(direction: direction, distance: distance)
    }

    /// The finger moves: the controller's `gestureChanged(translation:)` (its translation since it came down).
    public func gestureChanged(translation: Vector) { controller.gestureChanged(translation: translation) }

    /// The finger lifts: the controller's `gestureEnded(translation:velocity:)` (velocity in points per second).
    public func gestureEnded(translation: Vector, velocity: Vector) {
        controller.gestureEnded(translation: translation, velocity: velocity)
    }

    /// The transition is cancelled from code: the controller's `cancel()`.
    public func cancel() { controller.cancel() }
}
