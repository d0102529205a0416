import MatchEngine
import MatchStrictHost

/// What a test does through the Match coordinator installed on a strict navigation controller
/// (`enableMatchTransitions`), by the names the scenarios use; each forwards to the coordinator
/// (and so to the engine's `NavigationGlue`) and does nothing without one.
extension StrictNavigationController {
    /// `MatchNavigationCoordinator.push(_:)`.
    func requestPush(_ screen: StrictView) { matchCoordinator?.push(screen) }

    /// `MatchNavigationCoordinator.popInteraction`, set.
    func enablePopInteraction() { matchCoordinator?.enablePopInteraction() }

    /// The pop interaction's pan comes down at `point`; whether it began.
    @discardableResult
    func popPanBegan(at point: Point) -> Bool { matchCoordinator?.popPanBegan(at: point) ?? false }

    /// The pop interaction's pan moved.
    func popPanChanged(translation: Vector) { matchCoordinator?.popPanChanged(translation: translation) }

    /// The pop interaction's pan lifted.
    func popPanEnded(translation: Vector, velocity: Vector) {
        matchCoordinator?.popPanEnded(translation: translation, velocity: velocity)
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
