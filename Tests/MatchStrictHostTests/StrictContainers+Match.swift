import MatchEngine
import MatchStrictAdapters
import MatchStrictHost

/// What a test does through the Match coordinator installed on a strict navigation controller
/// (`enableMatchTransitions`), by the names the scenarios use; each forwards to the coordinator
/// (and so to the engine's `NavigationGlue`) and does nothing without one.
extension StrictNavigationController {
    /// `MatchNavigationCoordinator.push(_:)`.
    func requestPush(_ screen: StrictView) { matchCoordinator?.push(screen) }

    /// `MatchNavigationCoordinator.popInteraction`, set.
    func enablePopInteraction() { matchCoordinator?.enablePopInteraction() }

    /// The pop interaction's pan comes down at `point` moving at `velocity` (points per second;
    /// default toward the trailing edge of a left-to-right screen); whether it began.
    @discardableResult
    func popPanBegan(at point: Point, velocity: Vector = Vector(dx: 600, dy: 0)) -> Bool {
        matchCoordinator?.popInteraction?.began(at: point, velocity: velocity) ?? false
    }

    /// The pop interaction's pan moved.
    func popPanChanged(translation: Vector) { matchCoordinator?.popInteraction?.changed(translation: translation) }

    /// The pop interaction's pan lifted.
    func popPanEnded(translation: Vector, velocity: Vector) {
        matchCoordinator?.popInteraction?.ended(translation: translation, velocity: velocity)
    }

    /// The glue's decisions, once Match is enabled.
    var coordination: NavigationCoordination<StrictController>? { matchCoordinator?.coordination }

    /// The pop interaction's finger.
    var popPan: GestureRelay<StrictController>? { matchCoordinator?.popPan }

    /// Whether the app's navigation delegate supplies its own animator for pops.
    var appAnimatesPops: Bool {
        get { matchCoordinator?.appAnimatesPops ?? false }
        set { matchCoordinator?.appAnimatesPops = newValue }
    }

    /// Who set `screen`'s back action, read from its identifier as the device tests do: Match's
    /// begin with `match.back.`.
    func backActionHolder(of screen: StrictView) -> BackActionRule.Holder {
        guard let identifier = backActionIdentifier(of: screen) else { return .none }
        return identifier.hasPrefix("match.back.") ? .match : .app
    }
}

/// What a test does through the Match coordinator installed on a strict tab bar controller.
extension StrictTabBarController {
    /// `MatchTabCoordinator.isInteractive`.
    var isInteractive: Bool {
        get { matchCoordinator?.isInteractive ?? false }
        set { matchCoordinator?.isInteractive = newValue }
    }

    /// The glue's decisions, once Match is enabled.
    var coordination: TabCoordination<StrictController>? { matchCoordinator?.coordination }

    /// How many taps that waited for the selected tab's content were dropped.
    var droppedWaitingTaps: Int { matchCoordinator?.glue.droppedWaitingTaps ?? 0 }
}

/// A presentation with Match's transition as its transitioning delegate, and what a test reads
/// and does through it, by the names the scenarios use.
extension StrictPresentation {
    /// `presented.matchTransition = MatchTransition(effect:dimming:size:dismissesOnTapOutside:)` with
    /// a dismissal pan on the presented view (`MatchInteraction(view:)`, moving down) as its
    /// interaction.
    convenience init(
        world: StrictWorld, presenting: StrictView, presented: StrictView, effect: TransitionEffect = .automatic,
        dimming: Color? = nil, size: PresentationSize? = nil, dismissesOnTapOutside: Bool? = nil
    ) {
        self.init(world: world, presenting: presenting, presented: presented, transitioningDelegate: nil)
        let transition = StrictModalTransition(
            world: world, effect: effect, dimming: dimming, size: size, dismissesOnTapOutside: dismissesOnTapOutside)
        transitioningDelegate = transition
        transition.interaction = StrictInteraction(view: presented) { [unowned self] in dismiss() }
    }

    /// Match's transition, the transitioning delegate.
    var matchTransition: StrictModalTransition { transitioningDelegate as! StrictModalTransition }

    /// Every modal decision.
    var coordination: ModalCoordination<StrictController> { matchTransition.modal.coordination }

    /// The transition's pan (the dismissal pan, unless a test set another).
    var interaction: StrictInteraction { matchTransition.interaction! }

    /// `MatchTransition.followsFinger`.
    var followsFinger: Bool {
        get { matchTransition.followsFinger }
        set { matchTransition.followsFinger = newValue }
    }

    /// `MatchTransition.sourceViewProvider`.
    var sourceViewProvider: ((TransitionID) -> StrictView?)? {
        get { matchTransition.sourceViewProvider }
        set { matchTransition.sourceViewProvider = newValue }
    }

    /// The presentation controller's dimming view, once presented.
    var dimmingView: StrictView? { matchTransition.presentationController?.dimmingView }

    /// How many times the dimming view's tap recognizer fired.
    var tapsOutside: Int { matchTransition.presentationController?.tapsOutside ?? 0 }

    /// The dismissal pan comes down with the finger already on it (no hit testing: for tests of
    /// what the finger drives, not of where it lands), moving along `direction` over `distance`
    /// points for the whole transition. Returns whether it began.
    @discardableResult
    func dismissPanBegan(direction: Vector, distance: Double) -> Bool {
        interaction.distance = { distance }
        return interaction.began(velocity: direction * 600)
    }

    /// The dismissal pan comes down at `point` (window coordinates): it begins only if the touch
    /// reaches the presented view through hit testing, then as `dismissPanBegan(direction:distance:)`.
    @discardableResult
    func dismissPanBegan(at point: Point, direction: Vector, distance: Double) -> Bool {
        interaction.distance = { distance }
        return interaction.began(at: point, velocity: direction * 600)
    }
}

extension StrictInteraction {
    /// The controller the finger drives now, if any.
    var receiver: StrictController? { relay.receiver }
}
