/// `StackingOrder` over a copy of the container's subview list that the caller keeps in step, so
/// placing every track's view costs one pass, not one scan of the container per view.
///
/// The rule is `StackingOrder.insertionIndex(for:at:among:)`'s, unchanged; this only accelerates it:
/// a view placed at or above every position placed so far goes above everything — the rule's scan
/// would find no higher position to stop at — which is the common case, since a plan lists its
/// tracks back to front. Any other view takes the rule's scan. `ContainerStackingTests` pins every
/// answer, and the list after every step, to the rule over the host's own list.
package struct ContainerStacking: Sendable {
    private var order = StackingOrder()
    /// The container's subviews, back to front, as the caller's insertions leave them.
    package private(set) var subviews: [ObjectIdentifier]
    /// The container's subviews when the stacking began. A view is in `subviews` when it is one
    /// of them or has been placed (nothing leaves the list), so placing a new view asks one hash
    /// table each, and the one `order` keeps answers both where it was and whether it was placed.
    private let initial: Set<ObjectIdentifier>
    /// The highest position placed so far (NaN positions never stop the rule's scan, so they do
    /// not count).
    private var highest = -Double.infinity

    /// Starts from the container's subviews, back to front, with room for `count` more views to
    /// be placed.
    package init(subviews: [ObjectIdentifier], placing count: Int = 0) {
        self.subviews = subviews
        self.subviews.reserveCapacity(subviews.count + count)
        initial = Set(subviews)
        order = StackingOrder(placing: count)
    }

    /// Where `view` goes at `zPosition` (the index `insertSubview(_:at:)` takes, counted without
    /// the view itself), and records it there, as the caller is about to insert it.
    package mutating func place(_ view: ObjectIdentifier, at zPosition: Double) -> Int {
        let present: Bool
        let index: Int
        if zPosition >= highest {
            present = order.record(view, at: zPosition) || initial.contains(view)
            index = subviews.count - (present ? 1 : 0)
        } else {
            present = order.hasPosition(view) || initial.contains(view)
            index = order.insertionIndex(for: view, at: zPosition, among: subviews)
        }
        if zPosition > highest { highest = zPosition }
        if present, let current = subviews.firstIndex(of: view) { subviews.remove(at: current) }
        // On top, the common case, is an append (an insert at the end takes the general path).
        if index >= subviews.count { subviews.append(view) } else { subviews.insert(view, at: index) }
        return index
    }

    /// The order in which to place views at `zPositions` (each view once; indices into
    /// `zPositions`) so that every placement takes the fast path, leaving the list as placing them
    /// in their given order leaves it.
    ///
    /// Under the rule the views placed form one run at the top of the list, back to front by
    /// position, equal positions in the order they were placed (a view goes above those of equal
    /// position): so placing them by position, equal ones in their given order, ends the same, with
    /// each view above everything placed before it. A NaN position never stops the rule's scan, so
    /// where such a view ends depends on what comes after it: with one, the given order.
    /// `ContainerStackingTests` pins the equality.
    package static func placementOrder(of zPositions: [Double]) -> [Int] {
        guard !zPositions.contains(where: \.isNaN) else { return Array(zPositions.indices) }
        return zPositions.indices.sorted { (zPositions[$0], $0) < (zPositions[$1], $1) }
    }

    /// `views` in the order to take them out of the container: top first by their places in
    /// `subviews` (the container's, back to front), then those not in it, in their given order.
    /// Which views leave is the caller's rule; this order only makes each removal take a view at
    /// or near the top of the list, so that taking it out moves nothing beneath it (removing a
    /// container's N stand-ins bottom first moves N²/2 entries).
    package static func removalOrder<View: AnyObject>(of views: [View], among subviews: [ObjectIdentifier]) -> [View] {
        var place: [ObjectIdentifier: Int] = [:]
        place.reserveCapacity(subviews.count)
        for (index, id) in subviews.enumerated() { place[id] = index }
        let ranked = views.enumerated().map { (k, view) in (place[ObjectIdentifier(view)] ?? -1, k) }
        return ranked.sorted { ($0.0, -$0.1) > ($1.0, -$1.1) }.map { views[$0.1] }
    }

    /// The view's index in the list now, if it is there.
    package func index(of view: ObjectIdentifier) -> Int? { subviews.firstIndex(of: view) }
}
