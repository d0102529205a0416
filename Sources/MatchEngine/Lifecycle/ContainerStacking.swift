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
    private var members: Set<ObjectIdentifier>
    /// The highest position placed so far (NaN positions never stop the rule's scan, so they do
    /// not count).
    private var highest = -Double.infinity

    /// Starts from the container's subviews, back to front.
    package init(subviews: [ObjectIdentifier]) {
        self.subviews = subviews
        members = Set(subviews)
    }

    /// Where `view` goes at `zPosition` (the index `insertSubview(_:at:)` takes, counted without
    /// the view itself), and records it there, as the caller is about to insert it.
    package mutating func place(_ view: ObjectIdentifier, at zPosition: Double) -> Int {
        let present = members.contains(view)
        let index: Int
        if zPosition >= highest {
            order.record(view, at: zPosition)
            index = subviews.count - (present ? 1 : 0)
        } else {
            index = order.insertionIndex(for: view, at: zPosition, among: subviews)
        }
        if zPosition > highest { highest = zPosition }
        if present, let current = subviews.firstIndex(of: view) { subviews.remove(at: current) }
        subviews.insert(view, at: min(index, subviews.count))
        members.insert(view)
        return index
    }

    /// The view's index in the list now, if it is there.
    package func index(of view: ObjectIdentifier) -> Int? { subviews.firstIndex(of: view) }
}
