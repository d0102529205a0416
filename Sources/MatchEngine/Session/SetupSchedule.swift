/// When a transition puts its flight on screen: in the call that prepares it, or on the next turn
/// of the main run loop under a cover.
///
/// A stand-in is a snapshot, and a snapshot needs a render of its view as the stand-in must show
/// it: `snapshotView(afterScreenUpdates: false)` shows a view as of the last render pass, blank if
/// it was never rendered (uikit-practice P3); `afterScreenUpdates: true` forces a render pass, which
/// can reach the display as a flash (P4) and which, inside the committing layout pass a navigation
/// transition starts in, is not forced at all — the snapshot shows its view as that pass ends,
/// empty if the view was concealed meanwhile (UIView.h; P2). The engine cannot tell whether it runs
/// inside such a pass, so it takes the least favourable reading every time:
///
/// - every stand-in can be taken without a render pass (its side is on screen as rendered, and no
///   flying view is nested in another): **now**, with no cover and no forced pass;
/// - otherwise: **next turn**. The screen is covered with a snapshot of itself as last rendered
///   (which a snapshot without screen updates shows even inside a committing pass), the render
///   pass that ends this turn draws the laid-out destination under the cover, and on the next turn
///   every stand-in comes from a rendered screen; only nested flying views need forced passes
///   (one per nesting level), and those happen under the cover. Hero, Motion and Hero2 likewise
///   take their snapshots a main-queue turn later inside a navigation controller (P2).
public enum SetupSchedule: Sendable, Hashable {
    /// Everything in the preparing call, in this order.
    case now(StandInSchedule)
    /// Under a cover, on the next turn, in this order (both sides rendered by then).
    case nextTurn(StandInSchedule)

    /// The setup for `fliers`; `destinationIsRendered` says whether the last render pass shows the
    /// destination as it is now (a presenter staying on screen: yes; a screen just put into the
    /// container, given its final frame and laid out: no). The source is always on screen.
    public init(fliers: [StandInSchedule.Flier], destinationIsRendered: Bool) {
        let now = StandInSchedule(fliers: fliers, sourceIsRendered: true, destinationIsRendered: destinationIsRendered)
        if now.renderPasses == 0 {
            self = .now(now)
        } else {
            self = .nextTurn(StandInSchedule(fliers: fliers, sourceIsRendered: true, destinationIsRendered: true))
        }
    }

    /// The stand-in order either way.
    public var standIns: StandInSchedule {
        switch self {
        case let .now(s), let .nextTurn(s): s
        }
    }

    /// Whether the setup waits for the next turn.
    public var waitsForNextTurn: Bool {
        if case .nextTurn = self { return true }
        return false
    }
}
