#if canImport(UIKit)
    import MatchEngine
    import UIKit

    /// A matched transition for UIKit: the animator and the interaction controller of one navigation
    /// push or pop, modal presentation or dismissal, or tab switch.
    ///
    /// A shim over the engine's `TransitionController`: each run (from the container asking for an
    /// animator to `animationEnded(_:)`) has one controller, and every UIKit call — duration,
    /// `animateTransition`, `interruptibleAnimator` (the same `UIViewPropertyAnimator` on every call),
    /// `startInteractiveTransition`, `wantsInteractiveStart`, `animationEnded` — is forwarded to it.
    /// It is always its own interaction controller too, so a timed transition can be grabbed by a
    /// finger later (`wantsInteractiveStart` is `false` unless a finger started it).
    ///
    /// For a modal screen, set it as the presented controller's `matchTransition`; it is then the
    /// transitioning delegate and supplies a `MatchPresentationController`. The modal's edge, dimming
    /// colour and size come from the effect (`.presentFromEdge(edge, dimming:, size:)`), for the
    /// presentation controller and the plan alike. Every modal decision — the chrome, which finger
    /// drives a presentation or dismissal, where a dismissal's views return to — is the engine's
    /// `ModalCoordination`; this object forwards UIKit's questions to it.
    @MainActor
    public final class MatchTransition: NSObject, UIViewControllerAnimatedTransitioning,
        UIViewControllerInteractiveTransitioning, UIViewControllerTransitioningDelegate
    {
        /// The engine controller of one run.
        typealias Controller = TransitionController<UIKitHost, UIKitTransitionContext>

        /// The effect for the roots (see `TransitionEffect`); default `.automatic`. For a modal screen
        /// it also gives the edge, dimming and size (`AdapterRouting.modalPresentation(for:)`).
        public var effect: TransitionEffect {
            get { modal.effect }
            set { modal.effect = newValue }
        }
        /// Whether a tap on the dimming view dismisses; `nil` (the default) means on for partial-size
        /// screens (`AdapterRouting.dismissesOnTapOutside`).
        public var dismissesOnTapOutside: Bool? {
            get { modal.dismissesOnTapOutside }
            set { modal.dismissesOnTapOutside = newValue }
        }
        /// The default duration of every track, in seconds (> 0); default 0.5.
        public var duration: TimeInterval
        /// Whether a timed run's duration follows how far its largest matched view flies and how much
        /// it grows, instead of `duration`: `nil` (the default) keeps `duration`; `.standard` fits it
        /// into 0.25…0.5 s, `FittedDuration(minimum:maximum:)` into bounds of your own, in seconds
        /// (formula on `FittedDuration`). A run a finger starts keeps `duration` (the finger sets the
        /// pace), and so does a run without a matched pair. The fitted duration is the one
        /// `transitionDuration(using:)` reports and the animator runs. Read when a run begins.
        public var fittedDuration: FittedDuration?
        /// The pan that drives this (modal) transition with the finger, if any; it is pointed at this transition.
        public var interaction: MatchInteraction? {
            didSet {
                interaction?.transition = self
                modal.interaction = interaction?.relay
                // Coming down on a running presentation or dismissal, the pan grabs it — a
                // presentation a tap started backward — else it dismisses.
                interaction?.takeover = { [weak self, weak interaction] in
                    guard let self, let interaction else { return .refuse }
                    return self.modal.takeover(dismissDirection: interaction.fingerDirection, allowed: true)
                }
            }
        }
        /// What a run does when the system's Reduce Motion setting is on
        /// (`UIAccessibility.isReduceMotionEnabled`, read when the run begins): by default, as the
        /// system's own transitions do, matched flights and slides become a 0.25 s cross-dissolve;
        /// `.keepMotion` keeps them.
        public var reduceMotionResponse: ReduceMotionResponse = .default
        /// Whether a finger that drives a run carries the matched views freely in 2-D (they stay
        /// under it and shrink as it moves away, while the rest scrubs by the distance along the
        /// gesture's direction), as the iOS 18 zoom transition does; `false` scrubs along the plan
        /// only. Default `true`.
        public var followsFinger = true
        /// Asked when a dismissal (or pop) starts, once per ID that flew in, for the view that now
        /// stands for it — a list cell may have scrolled, been reused or gone. Return `nil` when it is
        /// gone: the returning view then shrinks and fades toward where it came from (`ReturnFlight`).
        /// `nil` (the default) matches by ID as usual.
        public var sourceViewProvider: ((TransitionID) -> UIView?)?
        /// For each ID that flew in on the last completed presentation, where its source view was
        /// (the transition's container view's coordinates, points): the fallback target of a return
        /// flight. Empty before the first completed presentation.
        public var departureFrames: [TransitionID: CGRect] { modal.departureFrames.mapValues(\.cgRect) }
        /// Every modal decision.
        let modal: ModalCoordination<Controller>
        /// Where the views the current run returns came from (a dismissal or pop), as decided when it began.
        private var returningFrames: [TransitionID: Rect] = [:]
        /// Told the departure frames when a presenting run completes (a coordinator keeps them for the pop).
        var onDeparture: (([TransitionID: Rect]) -> Void)?
        /// What the last run captured and planned, for `debugJSON()`.
        private(set) var lastRecording: TransitionRecording?
        /// The current run's controller (nil between runs).
        private(set) var controller: Controller?
        /// The memory every run of this transition's owner reuses for capture and planning (see
        /// `TransitionWorkspace`): a second run allocates no new pages for its records.
        let workspace: TransitionWorkspace

        var kind: TransitionContext.Kind
        var layoutDirection: TransitionContext.LayoutDirection = .leftToRight
        private weak var presentation: MatchPresentationController?
        private var context: UIKitTransitionContext?
        /// The finger of whoever started this run (an interaction, a coordinator), detached at the end.
        private var relay: GestureRelay<Controller>?
        /// Whether the last run has ended and no new one begun.
        private var runEnded = false
        /// The last run's animator, for a container that asks for it after the run ended.
        private var lastAnimator: UIViewPropertyAnimator?
        /// For each controller this transition is the `matchTransition` of: the modal setup the app
        /// had before, given back when the transition is removed.
        var takeovers: [ObjectIdentifier: Takeover] = [:]

        /// The app's modal setup under a transition: the engine's record and the delegate object.
        struct Takeover {
            let record: ModalTakeover<UIModalPresentationStyle>
            weak var delegate: UIViewControllerTransitioningDelegate?
        }

        /// Creates a transition. `dimming` (the colour between the screens; its alpha is the dimming's
        /// opacity) and `size`, when given, are folded into a `.presentFromEdge` (or `.automatic`)
        /// effect (`AdapterRouting.modalEffect`); `nil` (the default) keeps the effect's own.
        /// `duration` is in seconds, default 0.5; values outside (0, ∞) become 0.5. Every other default
        /// is documented on its property.
        public init(
            effect: TransitionEffect = .automatic, dimming: UIColor? = nil, size: PresentationSize? = nil,
            dismissesOnTapOutside: Bool? = nil, duration: TimeInterval = 0.5
        ) {
            modal = ModalCoordination(
                effect: effect, dimming: dimming.map(Color.init), size: size,
                dismissesOnTapOutside: dismissesOnTapOutside)
            self.duration = duration > 0 && duration.isFinite ? duration : 0.5
            kind = .present
            workspace = TransitionWorkspace()
            super.init()
        }

        /// A transition for a coordinator's container operation, reusing the coordinator's workspace.
        /// Told the run's controller and whether it completed when the run ends (`animationEnded(_:)`,
        /// after the controller): a coordinator's glue lets go of the run.
        var onRunEnded: ((Controller?, Bool) -> Void)?

        init(
            effect: TransitionEffect, kind: TransitionContext.Kind, layoutDirection: TransitionContext.LayoutDirection,
            workspace: TransitionWorkspace, relay: GestureRelay<Controller>?,
            departureFrames: [TransitionID: Rect] = [:],
            sourceViewProvider: ((TransitionID) -> UIView?)? = nil, onDeparture: (([TransitionID: Rect]) -> Void)? = nil,
            fittedDuration: FittedDuration? = nil
        ) {
            modal = ModalCoordination(effect: effect)
            self.duration = 0.5
            self.fittedDuration = fittedDuration
            self.kind = kind
            self.layoutDirection = layoutDirection
            self.workspace = workspace
            self.sourceViewProvider = sourceViewProvider
            self.onDeparture = onDeparture
            super.init()
            beginRun(kind: kind, relay: relay, returning: departureFrames)
        }

        /// Starts a run: a fresh controller, the finger (if any) pointed at it, and, for a dismissal
        /// or pop, where its views came from (`returning`; looked up again through `sourceViewProvider`).
        @discardableResult
        func beginRun(kind: TransitionContext.Kind, relay: GestureRelay<Controller>?, returning: [TransitionID: Rect]) -> Controller {
            self.kind = kind
            returningFrames = returning
            context = nil
            let configuration = TransitionContext(
                kind: kind, containerSize: Size(width: 0, height: 0), layoutDirection: layoutDirection, effect: effect,
                duration: duration, reduceMotion: UIAccessibility.isReduceMotionEnabled ? reduceMotionResponse : nil,
                fittedDuration: fittedDuration)
            let controller = Controller(
                configuration: configuration, clock: DisplayLinkClock(),
                dimmingView: { [weak self] in self?.presentation?.dimmingView }, workspace: workspace,
                // Views are claimed in the window's one registry, shared by every transition in it.
                makeHost: { context in
                    UIKitHost(container: context.containerView, registry: .ofWindow(containing: context.containerView))
                })
            controller.followsFinger = followsFinger
            if let provider = sourceViewProvider, !returning.isEmpty {
                controller.returning = (returning, { id in provider(id) })
            }
            self.controller = controller
            self.relay = relay
            runEnded = false
            relay?.attach(controller, at: CACurrentMediaTime())
            return controller
        }

        /// The current run's controller; a new run only if none has begun since the last ended
        /// (UIKit asks for the animator without asking for the animation controller first only for a
        /// run that never began). After `animationEnded`, late calls get no new run.
        private func currentController() -> Controller? {
            if let controller { return controller }
            return runEnded ? nil : beginRun(kind: kind, relay: relay, returning: returningFrames)
        }

        private func wrap(_ transitionContext: UIViewControllerContextTransitioning) -> UIKitTransitionContext {
            if let context, context.base === transitionContext { return context }
            let wrapped = UIKitTransitionContext(transitionContext)
            context = wrapped
            return wrapped
        }

        // MARK: UIViewControllerAnimatedTransitioning

        /// The controller's duration, in seconds, the same on every call: the plan's once prepared,
        /// the configured one before — except that a fitted duration (`fittedDuration`) prepares the
        /// run first to measure it (`TransitionController.transitionDuration(using:)`).
        public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            guard let controller = currentController() else { return duration }
            return controller.transitionDuration(using: transitionContext.map(wrap))
        }

        /// Forwards to the controller, which runs the transition timed.
        public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            currentController()?.animateTransition(using: wrap(transitionContext))
        }

        /// The run's one animator (the controller prepares on the first call and returns the same
        /// driver on every call).
        public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            if let controller = currentController() {
                let animator = controller.interruptibleAnimator(using: wrap(transitionContext)).animator
                lastAnimator = animator
                return animator
            }
            // Asked again after the run ended: the same animator, not a new run.
            return lastAnimator ?? UIViewPropertyAnimator(duration: duration, curve: .linear)
        }

        /// Forwards to the controller, then ends the run: a copy of the recording is kept for `debugJSON()`,
        /// the controller and the finger are let go.
        public func animationEnded(_ transitionCompleted: Bool) {
            controller?.animationEnded(transitionCompleted)
            onRunEnded?(controller, transitionCompleted)
            if let frames = controller?.departureFrames,
                modal.runEnded(kind: kind, completed: transitionCompleted, departures: frames)
            {
                onDeparture?(frames)
            }
            // A copy, so the workspace's buffers are free for the next run while this one is kept.
            lastRecording = controller?.session?.recording?.detached ?? lastRecording
            relay?.attach(nil, at: CACurrentMediaTime())
            relay = nil
            controller = nil
            context = nil
            runEnded = true
        }

        // MARK: UIViewControllerInteractiveTransitioning

        /// The controller's answer: whether a finger is (or was, before the transition could follow
        /// it) driving the start.
        public var wantsInteractiveStart: Bool { controller?.wantsInteractiveStart ?? false }

        /// The controller's `completionTiming.speed`: UIKit completes its own participants (the
        /// navigation bar's alongside animation) over the remaining distance × duration / this, so they
        /// end when the engine's release does; 1 when not releasing.
        public var completionSpeed: CGFloat { CGFloat(controller?.completionTiming.speed ?? CompletionTiming.standard.speed) }

        /// The controller's `completionTiming.curve`, for UIKit's own participants; `.easeInOut` when
        /// not releasing.
        public var completionCurve: UIView.AnimationCurve {
            switch (controller?.completionTiming ?? .standard).curve {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }

        /// Forwards to the controller: held for the finger, released at once if it already lifted,
        /// or run timed.
        public func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
            currentController()?.startInteractiveTransition(wrap(transitionContext))
        }

        // MARK: UIViewControllerTransitioningDelegate

        /// This transition, starting a presentation run.
        public func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            layoutDirection = Self.layoutDirection(of: presenting.view)
            let run = modal.present()
            modal.runStarted(beginRun(kind: run.kind, relay: run.finger, returning: run.returningFrames), run: run)
            return self
        }

        /// This transition, starting a dismissal run.
        public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            layoutDirection = Self.layoutDirection(of: dismissed.view)
            let run = modal.dismiss(looksUpSourceViews: sourceViewProvider != nil)
            modal.runStarted(beginRun(kind: run.kind, relay: run.finger, returning: run.returningFrames), run: run)
            return self
        }

        /// This transition (always: a timed run can be grabbed later).
        public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        {
            self
        }

        /// This transition (always: a timed run can be grabbed later).
        public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        {
            self
        }

        /// A presentation controller with the effect's edge, dimming and size.
        public func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let chrome = modal.chrome
            let controller = MatchPresentationController(
                presentedViewController: presented, presenting: presenting, edge: chrome.edge, dimming: chrome.dimming,
                size: chrome.size, dismissesOnTapOutside: chrome.dismissesOnTapOutside)
            // A tap outside while the screen still comes in sends it back, and sends a dismissal
            // thrown back on out; during a dismissal on its way out it does nothing more.
            controller.requestDismiss = { [weak self] in
                guard let self else { return .dismiss }
                switch self.modal.requestDismiss() {
                case .dismiss: return .dismiss
                case .reverse(let run):
                    run.cancel()
                    return .handled
                case .finish(let run):
                    run.finish()
                    return .handled
                case .none: return .handled
                }
            }
            presentation = controller
            return controller
        }

        // MARK: Debug export

        /// The last run's captured scenes, match and plan as JSON (UTF-8), to open in `match-preview`
        /// (`--scene file.json`): the running one's once it has been prepared, else the last finished
        /// one's; `nil` before a run has been prepared. Throws only if encoding fails.
        public func debugJSON() throws -> Data? {
            try Self.debugJSON(controller?.session?.recording ?? lastRecording)
        }

        /// `recording` as `debugJSON()` writes it (sorted keys, non-finite numbers as strings the
        /// preview tool reads); `nil` for `nil`.
        static func debugJSON(_ recording: TransitionRecording?) throws -> Data? {
            guard let recording else { return nil }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            // A recording may hold NaN or infinite input the engine refused; write it as the preview
            // tool reads it rather than failing the export.
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
            return try encoder.encode(recording)
        }

        static func layoutDirection(of view: UIView?) -> TransitionContext.LayoutDirection {
            view?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    @MainActor
    extension UIViewController {
        /// The matched transition used when this controller is presented modally; setting it makes the
        /// presentation custom (`modalPresentationStyle = .custom`) with the transition as transitioning
        /// delegate, retained by this controller. `nil` gives back the presentation style and
        /// transitioning delegate the app had set before (`ModalTakeover`), each only while Match's
        /// value is still in place.
        public var matchTransition: MatchTransition? {
            get { matchRetained(.transition, as: MatchTransition.self) }
            set {
                let old = matchTransition
                let existing = old?.takeovers[ObjectIdentifier(self)]
                old?.takeovers[ObjectIdentifier(self)] = nil
                if let newValue {
                    let record = ModalTakeover.takingOver(
                        currentStyle: modalPresentationStyle, currentDelegate: transitioningDelegate.map(ObjectIdentifier.init),
                        matchStyle: UIModalPresentationStyle.custom, existing: existing?.record)
                    let appDelegate = existing.map { $0.delegate } ?? transitioningDelegate
                    newValue.takeovers[ObjectIdentifier(self)] = MatchTransition.Takeover(record: record, delegate: appDelegate)
                    setMatchRetained(.transition, newValue)
                    transitioningDelegate = newValue
                    modalPresentationStyle = .custom
                } else {
                    setMatchRetained(.transition, nil)
                    guard let existing else { return }
                    let back = existing.record.givingBack(
                        currentStyle: modalPresentationStyle, delegateIsTransition: old != nil && transitioningDelegate === old)
                    if back.restoresDelegate { transitioningDelegate = existing.delegate }
                    if let style = back.style { modalPresentationStyle = style }
                }
            }
        }
    }
#endif
