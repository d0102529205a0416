#if canImport(UIKit)
    @_spi(Harness) import MatchEngine
    import UIKit

    /// A matched transition for UIKit: the animator and the interaction controller of one navigation
    /// push or pop, modal presentation or dismissal, or tab switch.
    ///
    /// A shim over the engine: each run (from the container asking for an animator to
    /// `animationEnded(_:)`) has one `TransitionController` (`AnimatorRuns` keeps them), and every
    /// UIKit call — duration, `animateTransition`, `interruptibleAnimator` (the same
    /// `UIViewPropertyAnimator` on every call), `startInteractiveTransition`,
    /// `wantsInteractiveStart`, `animationEnded` — is forwarded to it. It is always its own
    /// interaction controller too, so a timed transition can be grabbed by a finger later
    /// (`wantsInteractiveStart` is `false` unless a finger started it).
    ///
    /// For a modal screen, set it as the presented controller's `matchTransition`; it is then the
    /// transitioning delegate and supplies a ``MatchPresentationController``. The modal's edge, dimming
    /// colour and size come from the effect (`.presentFromEdge(edge, dimming:, size:)`), for the
    /// presentation controller and the plan alike. Every modal decision — the chrome, which finger
    /// drives a presentation or dismissal, where a dismissal's views return to, what a tap outside
    /// does — is the engine's `ModalGlue`; this object forwards UIKit's questions to it.
    @MainActor
    public final class MatchTransition: NSObject, UIViewControllerAnimatedTransitioning,
        UIViewControllerInteractiveTransitioning, UIViewControllerTransitioningDelegate
    {
        /// The engine controller of one run.
        typealias Controller = TransitionController<UIKitHost, UIKitTransitionContext>

        /// The effect for the roots (see ``TransitionEffect``); default `.automatic`. For a modal screen
        /// it also gives the edge, dimming and size (`AdapterRouting.modalPresentation(for:)`). A
        /// dynamic dimming colour resolves against the presenting screen's traits each time a
        /// presentation or dismissal begins; read back, the effect holds the colour as it was given.
        /// Setting it replaces a dimming colour or size given to the initializer.
        public var effect: TransitionEffect {
            get {
                guard case .presentFromEdge(let edge, let dimming, let size) = TransitionEffect(engine: modal.coordination.effect),
                    dimming != nil
                else { return TransitionEffect(engine: modal.coordination.effect) }
                return .presentFromEdge(edge, dimming: requested.dimmingAsGiven ?? dimming, size: size)
            }
            set {
                requested = Requested(effect: newValue, dimming: nil, size: nil)
                resolveColours(against: nil)
            }
        }
        /// The effect, dimming colour and size as the app gave them, dynamic colours unresolved.
        private var requested: Requested
        /// See ``effect``.
        private struct Requested {
            var effect: TransitionEffect
            var dimming: UIColor?
            var size: PresentationSize?
            /// The dimming colour the effect shows: the one given to the initializer, else the effect's own.
            var dimmingAsGiven: UIColor? {
                if let dimming { return dimming }
                if case .presentFromEdge(_, let own, _) = effect { return own }
                return nil
            }
        }
        /// Whether a tap on the dimming view dismisses; `nil` (the default) means on for partial-size
        /// screens (`AdapterRouting.dismissesOnTapOutside`).
        public var dismissesOnTapOutside: Bool? {
            get { modal.coordination.dismissesOnTapOutside }
            set { modal.coordination.dismissesOnTapOutside = newValue }
        }
        /// The default duration of every track, in seconds (> 0); default 0.5.
        public var duration: TimeInterval
        /// Whether a timed run's duration follows how far its largest matched view flies and how much
        /// it grows, instead of `duration`: `nil` (the default) keeps `duration`; `.standard` fits it
        /// into 0.25…0.5 s, `FittedDuration(minimum:maximum:)` into bounds of your own, in seconds
        /// (formula on ``FittedDuration``). A run a finger starts keeps `duration` (the finger sets the
        /// pace), and so does a run without a matched pair. The fitted duration is the one
        /// `transitionDuration(using:)` reports and the animator runs. Read when a run begins.
        public var fittedDuration: FittedDuration?
        /// The pan that drives this (modal) transition with the finger, if any; it is pointed at this
        /// transition. Coming down on a running presentation or dismissal, the pan grabs it — a
        /// presentation a tap started backward — else it dismisses (`ModalGlue.dismissalTakeover`).
        public var interaction: MatchInteraction? {
            didSet {
                interaction?.transition = self
                modal.adoptInteraction(interaction?.glue, replacing: oldValue?.glue)
            }
        }
        /// What a run does when the system's Reduce Motion setting is on
        /// (`UIAccessibility.isReduceMotionEnabled`, read when the run begins): by default matched
        /// flights and slides become a 0.25 s cross-dissolve; `.keepMotion` keeps them.
        public var reduceMotionResponse: ReduceMotionResponse = .default
        /// Whether a finger that drives a run carries the matched views freely in 2-D (they stay
        /// under it and shrink as it moves away, while the rest scrubs by the distance along the
        /// gesture's direction), as the iOS 18 zoom transition does; `false` scrubs along the plan
        /// only. Default `true`.
        public var followsFinger = true
        /// Asked when a dismissal (or pop) starts, once per ID that flew in, for the view that now
        /// stands for it — a list cell may have scrolled, been reused or gone. The returning view
        /// flies back into the view you return when it is in sight (not hidden, at least partly
        /// inside the transition's container); one of that screen out of sight makes it shrink
        /// and fade toward where it came from. Return `nil` (or a view that is not on the screen
        /// being returned to) to match by ID as usual: the first view in sight carrying the ID,
        /// and when none does, the shrink and fade (`ReturnFlight`). `nil` (the default) matches
        /// by ID as usual.
        public var sourceViewProvider: ((TransitionID) -> UIView?)?
        /// For each ID that flew in on the last completed presentation, where its source view was
        /// (the transition's container view's coordinates, points): the fallback target of a return
        /// flight. Empty before the first completed presentation.
        public var departureFrames: [TransitionID: CGRect] {
            Dictionary(uniqueKeysWithValues: modal.coordination.departureFrames.map { (TransitionID(engine: $0.key), $0.value.cgRect) })
        }
        /// Every modal decision.
        private(set) var modal: ModalGlue<AnimatorRuns<UIKitHost, UIKitTransitionContext>>!
        /// The runs and their controllers.
        private(set) var runs: AnimatorRuns<UIKitHost, UIKitTransitionContext>!
        /// The current run's controller (nil between runs).
        var controller: Controller? { runs.controller }
        /// Told the run's controller and whether it completed when the run ends (`animationEnded(_:)`,
        /// after the controller): a coordinator's glue lets go of the run.
        var onRunEnded: ((Controller?, Bool) -> Void)?
        /// The memory every run of this transition's owner reuses for capture and planning (see
        /// `TransitionWorkspace`): a second run allocates no new pages for its records.
        let workspace: TransitionWorkspace

        var layoutDirection: TransitionContext.LayoutDirection = .leftToRight
        private weak var presentation: MatchPresentationController?
        private var context: UIKitTransitionContext?
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
            self.duration = duration > 0 && duration.isFinite ? duration : 0.5
            workspace = TransitionWorkspace()
            requested = Requested(effect: effect, dimming: dimming, size: size)
            super.init()
            runs = makeRuns(kind: .present)
            modal = ModalGlue(container: runs, effect: .automatic, dismissesOnTapOutside: dismissesOnTapOutside)
            resolveColours(against: nil)
        }

        /// Hands the engine the requested effect with its dynamic colours resolved against `traits`
        /// (as drawn now when `nil`), the initializer's dimming colour and size folded in
        /// (`AdapterRouting.modalEffect`).
        private func resolveColours(against traits: UITraitCollection?) {
            modal.coordination.effect = AdapterRouting.modalEffect(
                requested.effect.engine(resolvingAgainst: traits),
                dimming: requested.dimming.flatMap { Color($0, resolvingAgainst: traits) }, size: requested.size?.engine)
        }

        /// A transition for a coordinator's container operation (a push or pop, a tab switch),
        /// reusing the coordinator's workspace; its one run begins at once.
        init(
            effect: MatchEngine.TransitionEffect, kind: TransitionContext.Kind, layoutDirection: TransitionContext.LayoutDirection,
            workspace: TransitionWorkspace, departureFrames: [MatchEngine.TransitionID: Rect] = [:],
            sourceViewProvider: ((TransitionID) -> UIView?)? = nil, fittedDuration: FittedDuration? = nil
        ) {
            self.duration = 0.5
            self.fittedDuration = fittedDuration
            self.layoutDirection = layoutDirection
            self.workspace = workspace
            self.sourceViewProvider = sourceViewProvider
            requested = Requested(effect: TransitionEffect(engine: effect), dimming: nil, size: nil)
            super.init()
            runs = makeRuns(kind: kind)
            modal = ModalGlue(container: runs, effect: effect)
            runs.begin(kind: kind, returning: departureFrames)
        }

        /// The runs: each a fresh controller with this transition's settings as they are when it
        /// begins; a run that ends tells the modal glue, then `onRunEnded`.
        private func makeRuns(kind: TransitionContext.Kind) -> AnimatorRuns<UIKitHost, UIKitTransitionContext> {
            let runs = AnimatorRuns<UIKitHost, UIKitTransitionContext>(
                kind: kind, clock: { CACurrentMediaTime() },
                make: { [unowned self] kind, returning in makeController(kind: kind, returning: returning) })
            runs.onRunEnded = { [weak self] controller, completed in
                self?.modal.runEnded(controller, completed: completed)
                self?.onRunEnded?(controller, completed)
            }
            return runs
        }

        /// A run's controller: UIKit's host in the transition's container (views claimed in the
        /// window's one registry), a display-link clock, the presentation's dimming view, and — for a
        /// dismissal or pop — where its views came from, looked up again through `sourceViewProvider`.
        private func makeController(kind: TransitionContext.Kind, returning: [MatchEngine.TransitionID: Rect]) -> Controller {
            context = nil
            let configuration = TransitionContext(
                kind: kind, containerSize: Size(width: 0, height: 0), layoutDirection: layoutDirection,
                effect: modal.coordination.effect, duration: duration,
                reduceMotion: UIAccessibility.isReduceMotionEnabled ? reduceMotionResponse.engine : nil,
                fittedDuration: fittedDuration?.engine)
            let controller = Controller(
                configuration: configuration, clock: DisplayLinkClock(),
                dimmingView: { [weak self] in self?.presentation?.dimmingView }, workspace: workspace,
                makeHost: { context in
                    UIKitHost(container: context.containerView, registry: .ofWindow(containing: context.containerView))
                })
            controller.followsFinger = followsFinger
            controller.returnsViews(to: returning, lookingUp: sourceViewProvider.map { provider in { provider(TransitionID(engine: $0)) } })
            return controller
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
            guard let controller = runs.current() else { return duration }
            return controller.transitionDuration(using: transitionContext.map(wrap))
        }

        /// Forwards to the controller, which runs the transition timed.
        public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            runs.current()?.animateTransition(using: wrap(transitionContext))
        }

        /// The run's one animator (the controller prepares on the first call and returns the same
        /// driver on every call); asked again after the run ended, the same animator, not a new run.
        public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            let animator = runs.current()?.interruptibleAnimator(using: wrap(transitionContext)).animator ?? lastAnimator
            lastAnimator = animator
            return animator ?? UIViewPropertyAnimator(duration: duration, curve: .linear)
        }

        /// Forwards to the controller, then ends the run (`AnimatorRuns.end`): a copy of the
        /// recording is kept for `debugJSON()`, the controller and its finger are let go.
        public func animationEnded(_ transitionCompleted: Bool) {
            runs.end(transitionCompleted)
            context = nil
        }

        // MARK: UIViewControllerInteractiveTransitioning

        /// The controller's answer: whether a finger is (or was, before the transition could follow
        /// it) driving the start.
        public var wantsInteractiveStart: Bool { runs.controller?.wantsInteractiveStart ?? false }

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
            runs.current()?.startInteractiveTransition(wrap(transitionContext))
        }

        // MARK: UIViewControllerTransitioningDelegate

        /// This transition, starting a presentation run.
        public func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            layoutDirection = Self.layoutDirection(of: presenting.view)
            resolveColours(against: presenting.traitCollection)
            modal.presentationBegins()
            return self
        }

        /// This transition, starting a dismissal run.
        public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            layoutDirection = Self.layoutDirection(of: dismissed.view)
            // The dimming view is the presentation's, below the presented screen: its traits, not
            // the presented screen's (which may override its interface style).
            resolveColours(
                against: presentation?.traitCollection ?? dismissed.presentingViewController?.traitCollection ?? dismissed.traitCollection)
            modal.dismissalBegins(looksUpSourceViews: sourceViewProvider != nil)
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
            resolveColours(against: (presenting ?? source).traitCollection)
            let chrome = modal.coordination.chrome
            let controller = MatchPresentationController(presentedViewController: presented, presenting: presenting, chrome: chrome)
            // A tap outside (`ModalGlue.tappedOutside`, with the chrome fixed now): dismiss, or the
            // run it met was sent back or on; nothing once this transition is gone.
            controller.tappedOutside = { [weak self] in self?.modal.tappedOutside(chrome: chrome) ?? .withoutTransition }
            presentation = controller
            return controller
        }

        // MARK: Debug export

        /// The last run's captured scenes, match and plan as JSON (UTF-8), to open in `match-preview`
        /// (`--scene file.json`): the running one's once it has been prepared, else the last finished
        /// one's; `nil` before a run has been prepared. Throws only if encoding fails.
        public func debugJSON() throws -> Data? {
            try Self.debugJSON(runs.recording)
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

    // The run's finger as an interaction controller's recognizer drives it, for the device-run tests
    // (`@testable import`): Xcode compiles them outside the package, where the engine controller's
    // `package` API is out of reach.
    extension MatchTransition {
        /// A finger comes down (`TransitionController.gestureBegan(direction:distance:)`).
        func fingerBegan(direction: Vector, distance: Double) {
            controller?.gestureBegan(direction: direction, distance: distance)
        }

        /// The finger moves (`TransitionController.gestureChanged(translation:)`).
        func fingerMoved(translation: Vector) { controller?.gestureChanged(translation: translation) }

        /// The finger lifts (`TransitionController.gestureEnded(translation:velocity:)`).
        func fingerLifted(translation: Vector, velocity: Vector) {
            controller?.gestureEnded(translation: translation, velocity: velocity)
        }

        /// Whether the run is set up and following the finger (the controller's phase is `.interactive`).
        var followsFingerNow: Bool { controller?.phase == .interactive }
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
