/// The stacking positions a host has given the views it placed in its transition container, and
/// where a view with a given position goes among the container's subviews.
///
/// One rule for every host: a view goes above every other subview placed with a lower or equal
/// position; subviews the host never placed (what the container already held) count as lowest.
package struct StackingOrder: Sendable {
    private var positions: [ObjectIdentifier: Double] = [:]

    /// An order with nothing placed (room for `count` views).
    package init(placing count: Int = 0) {
        positions.reserveCapacity(count)
    }

    /// Records `view` at `zPosition` and returns the index to insert it at among `subviews` — the
    /// container's current subviews, back to front — counted without `view` itself (as
    /// `insertSubview(_:at:)` counts once it has taken the view out).
    package mutating func insertionIndex(for view: ObjectIdentifier, at zPosition: Double, among subviews: [ObjectIdentifier]) -> Int {
        positions[view] = zPosition
        var index = 0
        for other in subviews where other != view {
            if let z = positions[other], z > zPosition { break }
            index += 1
        }
        return index
    }

    /// Records `view` at `zPosition` without asking where it goes (`ContainerStacking`'s fast path,
    /// for a view it knows goes above everything); returns whether it had a position already.
    @discardableResult
    mutating func record(_ view: ObjectIdentifier, at zPosition: Double) -> Bool {
        positions.updateValue(zPosition, forKey: view) != nil
    }

    /// Whether `view` has a position (it was placed and not forgotten).
    func hasPosition(_ view: ObjectIdentifier) -> Bool {
        positions[view] != nil
    }

    /// Forgets a view's position (it left the container, or was put back where it came from).
    package mutating func forget(_ view: ObjectIdentifier) {
        positions[view] = nil
    }
}
