/// The primitive operations a transition needs from a view system, and nothing that decides.
///
/// `HeadlessHost` implements it over `HeadlessView`, the strict host (`MatchStrictHost`) over a
/// view tree that follows UIKit's documented lifecycle rules, and MatchUIKit over `UIView` and
/// `UIViewPropertyAnimator`. Every decision — which frame to apply before capture, when to lay
/// out, which snapshot may be taken after or without a render pass, how an original is concealed,
/// where a view is stacked, what is put back — is taken by `TransitionSession` and
/// `TransitionController`, which call these primitives in the order they choose.
package protocol TransitionHost: AnyObject {
    /// The host's view type.
    associatedtype View: AnyObject
    /// What `record(_:)` keeps to put a view back exactly.
    associatedtype Record
    /// The host's driver type.
    associatedtype Driver: TransitionDriver

    /// The transition container: stand-ins and the animated roots live in it during a transition.
    var container: View { get }

    // MARK: Reading

    /// Captures `root`'s subtree in the container's coordinates, reading each view as it is now
    /// (its layer's position, bounds, anchor point, transform and its superlayer's sublayer
    /// transform included); `views[i]` is the host view of `snapshot.views[i]` (pre-order).
    func capture(root: View) -> (snapshot: SceneSnapshot, views: [View])
    /// `capture(root:)` writing the records into `storage`'s memory when nobody else holds it
    /// (`SceneSnapshot.capture(root:in:reusing:visiting:)`); `storage` then shares the result's
    /// buffer. The default calls `capture(root:)` and leaves `storage` alone.
    func capture(root: View, reusing storage: inout [ViewSnapshot]) -> (snapshot: SceneSnapshot, views: [View])
    /// The container's bounds, in its own coordinates.
    var containerBounds: Rect { get }
    /// The view's superview, if any.
    func superview(of view: View) -> View?
    /// The container's subviews, back to front.
    func containerSubviews() -> [View]

    // MARK: Layout

    /// Sets the view's frame (in its superview's coordinates), as `UIView.frame`'s setter.
    func setFrame(_ frame: Rect, of view: View)
    /// Lays out the view's subtree now if a layout is pending (`UIView.layoutIfNeeded()`).
    func layoutIfNeeded(_ view: View)

    // MARK: Keeping and restoring

    /// Claims a view for `owner`; `false` when another owner holds it (a transition is already using it).
    func claim(_ view: View, for owner: ObjectIdentifier) -> Bool
    /// Gives up `owner`'s claim on a view.
    func release(_ view: View, from owner: ObjectIdentifier)
    /// Keeps `work` until a transition next gives its claims back (`claimsReturned()`), then runs
    /// it once, on a later turn (`nextTurn(_:)`): a transition that found its views in use tries
    /// again then. `work` answers whether it still waits for them (`false`: it gave up or ended
    /// meanwhile). Kept where every transition of the window sees it (the claims' registry).
    func whenClaimsReturned(_ work: @escaping () -> Bool)
    /// Says a transition has completed and given back every claim it held: the work kept by
    /// `whenClaimsReturned(_:)` is handed to `nextTurn(_:)`, never run inside this call's caller
    /// on a host whose turns are real.
    func claimsReturned()
    /// Everything needed to put `view` back: superview, index, geometry, alpha, hidden flag, the
    /// colour object itself (a dynamic colour stays dynamic), and — for a view that may leave its
    /// superview — the constraints that involve it and its arranged-subview slot.
    func record(_ view: View) -> Record
    /// Puts recorded views back: a view still in its recorded superview gets its properties back
    /// in place and, if it was re-stacked, is re-ordered there with `insertSubview(_:at:)`
    /// (`reorderSteps`): it never leaves its superview, so it never leaves the window (which can
    /// cost first responder, uikit-practice P7) nor loses its constraints. Only a view now in
    /// another superview (`movedRecords`) is re-inserted into its recorded one, with the
    /// constraints the app made re-established, its arranged-subview slot back (the stack makes
    /// its own constraints again: never re-activated, `RestoreRule.isStackOwned`) and the first
    /// responder it held made first responder again if it is inside `screenThatStays`, the root of
    /// the screen visible once the transition ends (`RestoreRule.restoresFirstResponder`).
    /// What else goes back follows `RestoreRule` (a scroll view keeps its content offset). All
    /// records together, so siblings that moved do not shift each other.
    func restore(_ records: [Record], screenThatStays: View)

    // MARK: Stand-ins

    /// A snapshot view of `view`'s rendered pixels (`snapshotView(afterScreenUpdates:)`): with
    /// `false`, as of the last render pass; with `true`, after a render pass that commits every
    /// pending change. With `clipsToBounds` it clips its content to its bounds, so the corner
    /// radius it flies with rounds what it shows (CALayer.h, `masksToBounds`: "an implicit mask
    /// matching the layer bounds … (including the effects of the `cornerRadius' property)"); it
    /// draws the border of a `view` flattened by `flattenCorners(of:)`. `nil` when the system
    /// cannot make one.
    func snapshot(_ view: View, afterScreenUpdates: Bool, clipsToBounds: Bool) -> View?
    /// A plain view with `view`'s background colour and corner radius, for when no snapshot can be had.
    func makePlaceholder(for view: View) -> View
    /// A plain container-sized view for a dimming layer the transition owns.
    func makeDimmingView() -> View
    /// The alpha, 0…1, as last set.
    func alpha(of view: View) -> Double
    /// Sets an original view's alpha (how a view that flies on its own is concealed in place:
    /// `isHidden` would collapse a stack view around it).
    func setAlpha(_ alpha: Double, of view: View)
    /// Takes away, for a snapshot of `view`, what rounds its own drawing at its corners — its
    /// layer's corner radius and border, which a stand-in `snapshot` makes of it while flattened
    /// draws itself instead — outside any animation, and returns the work that gives them back.
    func flattenCorners(of view: View) -> () -> Void
    /// A view inside `view` to conceal together with it, because `view`'s own alpha may be given
    /// back by its superview while it is concealed: a collection view applies its cells' layout
    /// attributes, alpha included, in its layout passes (uikit-practice P10), so a cell's
    /// `contentView` is concealed too. `nil` (the default) for a view nothing else writes.
    func concealedAlongside(_ view: View) -> View?
    /// Inserts `view` into the container at `index` among its subviews (a view already there is moved).
    func insertIntoContainer(_ view: View, at index: Int)
    /// Removes a view the transition put into the container (with its subviews).
    func removeFromContainer(_ view: View)
    /// A plain, clear, container-sized view at the container's origin that carries stand-ins:
    /// moving it moves them all without touching their own animations.
    func makeCarrier() -> View
    /// Adds `view` on top of `parent`'s subviews (a carrier's).
    func addSubview(_ view: View, to parent: View)
    /// Moves a carrier by `offset` points (a translation; no animation is added).
    func setOffset(_ offset: Vector, of carrier: View)
    /// A plain, clear view of `content`'s bounds size that clips its subviews to its bounds, with
    /// `content` as its only subview, untransformed, fully opaque (alpha 1) and filling it: the
    /// clipping frame a stand-in flies in when its content keeps its own size or aspect ratio
    /// (``ViewState/contentRect``). The frame is what is stacked, animated and carried; whenever a
    /// host applies a state with a `contentRect` to a frame, it places the content there (centre
    /// and bounds size, in the frame's bounds coordinates), and puts the state's background colour
    /// and corner radius on the frame. The state's shadow belongs to the frame too: the content's
    /// own is turned off. `content` may be an original (`.useOriginalView`): it leaves its
    /// superview, and `restore(_:)` puts it (and its shadow) back.
    func makeFrame(holding content: View) -> View

    /// Puts a view that shows what the screen showed at the last render pass over the whole
    /// window, above every view in it — the navigation and tab bars included, which lie above the
    /// transition container and would otherwise draw over the cover's picture of themselves —
    /// taking no touches, and returns it: the cover a transition keeps on top while it sets up
    /// over more than one turn, so the render passes in between show the screen as it was
    /// (uikit-practice P4; Hero puts its cover on the window too). `nil` when the host cannot make
    /// one (or draws nothing in between, as a headless tree does).
    func showCover() -> View?
    /// Takes the cover `showCover()` put up away.
    func removeCover(_ cover: View)
    /// Whether the last commit drew `view` as it is now, as far as the host can tell: it has been
    /// committed (`layer.presentation() != nil`: CALayer.h, "Returns nil if the layer has not yet
    /// been committed") and the committed opacity and hidden state are its current ones (the
    /// presentation layer holds the properties "as they were at the start of the current
    /// transaction"). A snapshot without screen updates of a view that is not shows what was
    /// drawn — blank if it never was, or was drawn concealed (P3).
    func isRenderedAsItIs(_ view: View) -> Bool
    /// Runs `work` on a later turn of the main run loop, after the current one's render pass (the
    /// `DispatchQueue.main.async` of a navigation transition that must not take its snapshots
    /// inside the committing layout pass it starts in, uikit-practice P2). A host that has no
    /// render passes may run it at once.
    func nextTurn(_ work: @escaping () -> Void)

    // MARK: Driving

    /// A driver for a plan of `duration` seconds.
    func makeDriver(duration: Double) -> Driver
    /// Makes `driver` move `views[i]` along track i of `plan` (`keyframes` is the plan baked);
    /// a `nil` view is a track with nothing to move (a root that lives outside the container).
    func animate(_ plan: TransitionPlan, keyframes: KeyframeSet, views: [View?], with driver: Driver)
}

extension TransitionHost {
    /// No view is concealed together with `view`.
    package func concealedAlongside(_ view: View) -> View? { nil }

    /// Captures without reusing memory.
    package func capture(root: View, reusing storage: inout [ViewSnapshot]) -> (snapshot: SceneSnapshot, views: [View]) {
        capture(root: root)
    }

    /// The order in which to re-insert detached views recorded at `indices` (each its index in its
    /// recorded superview): increasing index, which is increasing order within every superview, so
    /// each view lands at its recorded index whatever else moved. Ties keep record order.
    package func reinsertionOrder(_ indices: [Int]) -> [Int] {
        indices.indices.sorted { (indices[$0], $0) < (indices[$1], $1) }
    }

    /// Which recorded views left their recorded superview, in the order to re-insert them
    /// (`reinsertionOrder`): record `i` (`place(i)`: the view, its recorded superview and index)
    /// moved when the view's superview now is not the recorded one (or it has one and was recorded
    /// without). A view still in its recorded superview, at any index, has not moved: it is
    /// re-ordered in place (`reorderSteps`), never removed and re-inserted.
    package func movedRecords(count: Int, place: (Int) -> (view: View, superview: View?, index: Int)) -> [Int] {
        let moved = (0..<count).filter { i in
            let (view, recorded, _) = place(i)
            guard let current = superview(of: view) else { return recorded != nil }
            guard let recorded else { return true }
            return current !== recorded
        }
        return reinsertionOrder(moved.map { place($0).index }).map { moved[$0] }
    }

    /// The `insertSubview(_:at:)` calls, in order, that put every recorded view that is now in its
    /// recorded superview back at its recorded index, each called on a view already in that
    /// superview (a re-order: it never leaves it). Call it once the views that moved are back in
    /// their superviews. Each superview ends in the order that detaching its recorded views and
    /// re-inserting them at their indices in increasing order would give — the others keep their
    /// relative order — and every call moves a view toward the front, so the reading of
    /// `insertSubview(_:at:)` on a view already there (remove then insert, or the reverse) does
    /// not change where it lands. Views already in place get no call.
    package func reorderSteps(
        count: Int, place: (Int) -> (view: View, superview: View?, index: Int), subviews: (View) -> [View]
    ) -> [(view: View, superview: View, index: Int)] {
        var groups: [(superview: View, records: [Int])] = []
        var groupOf: [ObjectIdentifier: Int] = [:]
        for i in 0..<count {
            let (view, recorded, _) = place(i)
            guard let recorded, let current = superview(of: view), current === recorded else { continue }
            let key = ObjectIdentifier(recorded)
            if let g = groupOf[key] {
                groups[g].records.append(i)
            } else {
                groupOf[key] = groups.count
                groups.append((recorded, [i]))
            }
        }
        var steps: [(view: View, superview: View, index: Int)] = []
        for (parent, records) in groups {
            var now = subviews(parent)
            let recordedViews = Set(records.map { ObjectIdentifier(place($0).view) })
            var target = now.filter { !recordedViews.contains(ObjectIdentifier($0)) }
            for i in records.sorted(by: { (place($0).index, $0) < (place($1).index, $1) }) {
                target.insert(place(i).view, at: min(max(place(i).index, 0), target.count))
            }
            for p in target.indices where now[p] !== target[p] {
                guard let q = now[p...].firstIndex(where: { $0 === target[p] }) else { continue }
                now.insert(now.remove(at: q), at: p)
                steps.append((target[p], parent, p))
            }
        }
        return steps
    }

    /// Whether `view` is a direct subview of the container.
    package func isInContainer(_ view: View) -> Bool {
        superview(of: view) === container
    }
}
