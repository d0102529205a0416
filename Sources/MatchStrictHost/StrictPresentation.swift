import MatchEngine

/// A `.custom` modal presentation as UIKit runs it with `MatchTransition` as the transitioning
/// delegate, taking every decision from `ModalCoordination` (what `MatchTransition` and
/// `MatchPresentationController` forward to):
///
/// - `present()`: UIKit makes the transition container above the presenter's view, which stays
///   where it is while the chrome's `removesPresentersView` is `false` (uikit-rules 7.6, 7.10;
///   were it `true`, the presenter's view would be handed over on both sides and taken out of the
///   window once the presentation completes); the presentation
///   controller inserts its dimming view at index 0 (`presentationTransitionWillBegin`, 7.1) with
///   the chrome's look and a tap recognizer that a tap delivered through hit testing reaches
///   (`StrictWorld.tap(at:)`, P8); the presented view is handed over (`view(forKey: .to)`) with its
///   final frame from `frameOfPresentedViewInContainerView` (7.4); the run, its finger and the
///   departure frames are the coordination's. The container lays out as
///   `containerViewWillLayoutSubviews` does: the dimming view container-sized, and the presented
///   view at its frame only when the chrome's `layoutsPresentedView` says so.
/// - `dismiss()`: the run and its finger (the dismissal pan) and the frames the return flight
///   looks views up for are the coordination's.
/// - Each run begins through `StrictTransitionRun` (inside a committing layout pass, P2); once the
///   context is completed the did-end hook keeps or removes the dimming view as the chrome says.
///   A cancelled presentation takes the presented view and the container out; a completed
///   dismissal detaches the presented view and the container from the window — the least
///   favourable reading of uikit-practice P21 (Hero2 `BaseTransition.swift`: UIKit removes views
///   the animator placed when a `.custom` dismissal completes).
public final class StrictPresentation {
    /// The world.
    public let world: StrictWorld
    /// The presenting controller's view (the `.from` controller's view of a presentation).
    public let presenting: StrictView
    /// The presented controller's view.
    public let presented: StrictView
    /// Match's decisions.
    package let coordination: ModalCoordination<StrictController>
    /// The dismissal pan's finger (`MatchInteraction.relay`), which the coordination gives the runs
    /// it decides a finger drives.
    package let interaction = GestureRelay<StrictController>()
    /// `MatchTransition.followsFinger`; default `true`, as there.
    public var followsFinger = true
    /// `MatchTransition.sourceViewProvider`: asked when a dismissal starts for the view that now
    /// stands for each ID that flew in; `nil` (the default) matches by ID.
    public var sourceViewProvider: ((TransitionID) -> StrictView?)?
    /// The transition container of the current (or last) presentation (out of the window once
    /// dismissed).
    public private(set) var container: StrictView?
    /// The presentation controller's dimming view of the current (or last) presentation.
    public private(set) var dimmingView: StrictView?
    /// The current (or last) run.
    public private(set) var run: StrictTransitionRun?
    /// Every run so far, in order.
    public private(set) var runs: [StrictTransitionRun] = []
    /// Whether the presented screen is up (a presentation completed and no dismissal has).
    public private(set) var isPresented = false
    /// How many times the dimming view's tap recognizer fired.
    public private(set) var tapsOutside = 0
    /// The presenter's screen: the window's child holding the presenting view.
    private let presenterScreen: StrictView

    /// A presentation of `presented` over `presenting` with Match's transition set up with
    /// `effect` (and `dimming`, `size` folded in, as `MatchTransition.init` does).
    public init(
        world: StrictWorld, presenting: StrictView, presented: StrictView, effect: TransitionEffect = .automatic,
        dimming: Color? = nil, size: PresentationSize? = nil, dismissesOnTapOutside: Bool? = nil
    ) {
        self.world = world
        self.presenting = presenting
        self.presented = presented
        coordination = ModalCoordination(effect: effect, dimming: dimming, size: size, dismissesOnTapOutside: dismissesOnTapOutside)
        coordination.interaction = interaction
        // The presenter's screen (the window's child holding the presenting view) must not move.
        var home = presenting
        while let up = home.superview, up !== world.window { home = up }
        presenterScreen = home
        world.presenterView = home
        world.presenterHome = world.window
    }

    /// Whether a transition runs.
    public var isTransitioning: Bool { run.map { $0.ended == nil } ?? false }

    /// `present(_:animated:)`: sets up the container and the chrome, then begins the run the
    /// coordination decides. Returns it (`nil` while a transition runs or when presented; while
    /// another presentation's transition is in progress in the world, also
    /// `Violation.presentationInProgress`). Without animation (`animated: false`) UIKit still runs
    /// the custom animator, with `isAnimated == false` (UIViewControllerTransitioning.h), inside
    /// this call (`StrictTransitionRun.begin(startNow:)`).
    @discardableResult
    public func present(animated: Bool = true) -> StrictTransitionRun? {
        guard !isTransitioning, !isPresented, !otherPresentationInProgress() else { return nil }
        let chrome = coordination.chrome
        let bounds = world.window.node.bounds
        let container = StrictView(world: world, frame: bounds, name: "modal-container")
        world.window.addSubview(container)
        self.container = container
        // presentationTransitionWillBegin: the dimming view at the back of the container.
        let dimming = StrictView(world: world, frame: container.node.bounds, name: "presentation-dimming")
        let look = chrome.dimmingLook
        dimming.backgroundColor = .fixed(look.color)
        dimming.alpha = look.alpha
        container.insertSubview(dimming, at: 0)
        dimming.addRecognizer(.tap) { [weak self] _ in self?.dimmingTapped() }
        dimmingView = dimming
        // containerViewWillLayoutSubviews.
        container.layout = { [unowned self, presented] c in
            dimming.frame = c.node.bounds
            if chrome.layoutsPresentedView(transitionRunning: isTransitioning), presented.superview === c {
                presented.frame = chrome.frameOfPresentedView(inContainerOf: c.node.bounds.size)
            }
        }
        let decision = coordination.present()
        var handed: [SceneSide: StrictView] = [.destination: presented]
        if chrome.removesPresentersView { handed[.source] = presenting }
        return begin(
            decision, container: container, dimming: dimming, handed: handed,
            controllerViews: [.source: presenting, .destination: presented],
            finalFrames: [.destination: chrome.frameOfPresentedView(inContainerOf: bounds.size)], animated: animated)
    }

    /// `dismiss(animated:)`: begins the run the coordination decides. Returns it (`nil` while a
    /// transition runs or when not presented; while another presentation's transition is in
    /// progress in the world, also `Violation.presentationInProgress`). Without animation, as
    /// `present(animated:)`.
    @discardableResult
    public func dismiss(animated: Bool = true) -> StrictTransitionRun? {
        guard !isTransitioning, isPresented, !otherPresentationInProgress(), let container, let dimmingView else { return nil }
        let decision = coordination.dismiss(looksUpSourceViews: sourceViewProvider != nil)
        var handed: [SceneSide: StrictView] = [.source: presented]
        if coordination.chrome.removesPresentersView { handed[.destination] = presenting }
        return begin(
            decision, container: container, dimming: dimmingView, handed: handed,
            controllerViews: [.source: presented, .destination: presenting], finalFrames: [:], animated: animated)
    }

    /// Whether another presentation's transition is in progress in the world: UIKit then refuses
    /// a presentation or dismissal ("Attempt to present … while a presentation is in progress"),
    /// a `Violation.presentationInProgress`.
    private func otherPresentationInProgress() -> Bool {
        guard world.presentationsInProgress.contains(where: { $0 != ObjectIdentifier(self) }) else { return false }
        world.violate(.presentationInProgress)
        return true
    }

    /// The dismissal pan began (`MatchInteraction`'s take-over, the coordination's `takeover`):
    /// the finger goes down on the relay, grabbing the run it drives or the one running now (a
    /// presentation backward), else a dismissal starts. `direction` moves a dismissal forward.
    /// Returns whether the finger went down.
    @discardableResult
    public func dismissPanBegan(direction: Vector, distance: Double) -> Bool {
        coordination.takeover(dismissDirection: direction, allowed: true)
            .perform(on: interaction, distance: distance, at: world.clock.now) { dismiss() }
    }

    /// A finger comes down at `point` (window coordinates) on the dismissal pan, which sits on the
    /// presented view (`MatchInteraction(view:)`): it begins only if the touch reaches that view
    /// through hit testing (P8) — mid-flight, where the presented view is now — then takes over as
    /// `dismissPanBegan(direction:distance:)`.
    @discardableResult
    public func dismissPanBegan(at point: Point, direction: Vector, distance: Double) -> Bool {
        guard world.hitTest(point)?.isInside(presented) == true else { return false }
        return dismissPanBegan(direction: direction, distance: distance)
    }

    private func dimmingTapped() {
        tapsOutside += 1
        guard coordination.tapOutsideDismisses() else { return }
        switch coordination.requestDismiss() {
        case .dismiss: dismiss()
        case .reverse(let run): run.cancel()
        case .finish(let run): run.finish()
        case .none: break
        }
    }

    private func begin(
        _ decision: ModalCoordination<StrictController>.Run, container: StrictView, dimming: StrictView,
        handed: [SceneSide: StrictView], controllerViews: [SceneSide: StrictView],
        finalFrames: [SceneSide: Rect], animated: Bool
    ) -> StrictTransitionRun {
        let kind = decision.kind
        let presenting = kind.isPresenting
        let chrome = coordination.chrome
        var run: StrictTransitionRun!
        run = StrictTransitionRun(
            world: world,
            configuration: TransitionContext(kind: kind, containerSize: container.node.bounds.size, effect: coordination.effect),
            container: container, handed: handed, controllerViews: controllerViews, finalFrames: finalFrames,
            dimmingView: dimming, followsFinger: followsFinger, isAnimated: animated,
            afterCompletion: { [unowned self] completed in
                world.presentationsInProgress.remove(ObjectIdentifier(self))
                // presentationTransitionDidEnd / dismissalTransitionDidEnd.
                if !chrome.keepsDimmingView(presenting: presenting, completed: completed) { dimming.removeFromSuperview() }
                if presenting != completed {
                    // A cancelled presentation, or a completed dismissal: UIKit takes the presented
                    // view and the container out (P21, least favourable reading).
                    self.presented.removeFromSuperview()
                    container.removeFromSuperview()
                }
                if presenting, completed, chrome.removesPresentersView { presenterScreen.removeFromSuperview() }
                isPresented = presenting == completed
                coordination.runEnded(kind: kind, completed: completed, departures: run.controller.departureFrames)
                decision.finger?.attach(nil, at: world.clock.now)
            })
        if let provider = sourceViewProvider, !decision.returningFrames.isEmpty {
            run.controller.returning = (decision.returningFrames, provider)
        }
        decision.finger?.attach(run.controller, at: world.clock.now)
        coordination.runStarted(run.controller, run: decision)
        self.run = run
        runs.append(run)
        world.presentationsInProgress.insert(ObjectIdentifier(self))
        run.begin(startNow: true)  // UIKit starts it in the same call (`_startCustomTransition:`)
        return run
    }
}
