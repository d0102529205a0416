/// What a transition session needs from a view system. `HeadlessHost` implements it over
/// `HeadlessView`; MatchUIKit implements it over `UIView` and `UIViewPropertyAnimator`.
public protocol TransitionHost: AnyObject {
    /// The host's view type.
    associatedtype View: AnyObject
    /// What `record(_:)` keeps to put a view back exactly.
    associatedtype Record
    /// The host's driver type.
    associatedtype Driver: TransitionDriver

    /// The transition container: stand-ins and the animated roots live in it during a transition.
    var container: View { get }

    /// Captures `root`'s subtree in the container's coordinates; `views[i]` is the host view of
    /// `snapshot.views[i]` (pre-order).
    func capture(root: View) -> (snapshot: SceneSnapshot, views: [View])

    /// Claims a view for `owner`; `false` when another owner holds it (a transition is already using it).
    func claim(_ view: View, for owner: ObjectIdentifier) -> Bool
    /// Gives up `owner`'s claim on a view.
    func release(_ view: View, from owner: ObjectIdentifier)

    /// Everything needed to put `view` back: superview, index, geometry, alpha, hidden flag.
    func record(_ view: View) -> Record
    /// Puts recorded views back exactly as they were: each at its recorded superview and index
    /// (all of them together, so siblings that moved do not shift each other), geometry and look.
    func restore(_ records: [Record])

    /// A stand-in showing `view`'s pixels without those of `excluding` (descendants that fly on their own).
    func makeStandIn(for view: View, excluding: [View]) -> View
    /// A plain view for the dimming layer.
    func makeDimmingView() -> View
    /// Puts `view` into the container at a stacking position (higher is in front).
    func insertIntoContainer(_ view: View, zPosition: Double)
    /// Removes a stand-in or dimming view from the container.
    func removeFromContainer(_ view: View)
    /// Leaves the destination root where a completed transition puts it (headless: on top in the
    /// container; UIKit: in the container when it was brought there, untouched when it lives elsewhere).
    func placeDestination(_ root: View)
    /// Hides or shows an original view while its stand-in flies.
    func setHidden(_ hidden: Bool, for view: View)

    /// A driver for a plan of `duration` seconds.
    func makeDriver(duration: Double) -> Driver
    /// Makes `driver` move `views[i]` along track i of `plan` (`keyframes` is the plan baked).
    func animate(_ plan: TransitionPlan, keyframes: KeyframeSet, views: [View], with driver: Driver)
}

extension TransitionHost {
    /// The order in which to re-insert detached views recorded at `indices` (each its index in its
    /// recorded superview): increasing index, which is increasing order within every superview, so
    /// each view lands at its recorded index whatever else moved. Ties keep record order.
    public func reinsertionOrder(_ indices: [Int]) -> [Int] {
        indices.indices.sorted { (indices[$0], $0) < (indices[$1], $1) }
    }
}
