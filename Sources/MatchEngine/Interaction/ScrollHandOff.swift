/// A pan that starts inside a scroll view: the scroll view keeps the finger until it reaches its
/// edge in the pan's direction, then the transition takes over without the finger lifting — a
/// downward drag on a scrolled list scrolls it to the top, then pulls the screen down.
///
/// Feed it every change of the pan with the scroll views' states; it answers with the translation
/// the transition should follow (measured from the moment it took over), or `nil` while the scroll
/// view still has the finger. Pure value type; the adapter pins the scroll view at its edge once
/// the transition has taken over (`GestureGate.pinnedOffset`).
package struct ScrollHandOff: Sendable, Hashable {
    /// The direction that moves the transition forward.
    package let direction: Vector
    /// The pan's translation when the transition took over, or `nil` while the scroll view has it.
    package private(set) var origin: Vector?

    /// Starts a hand-off for a pan that began with the scroll views under the finger in these
    /// states: if every one is already at its edge (or there is none), the transition has the
    /// finger from the start.
    package init(direction: Vector, scrollViews: [GestureGate.ScrollState]) {
        self.direction = direction
        origin = scrollViews.allSatisfy { GestureGate.isAtEdge($0, for: direction) } ? .zero : nil
    }

    /// Whether the transition has the finger.
    package var hasHandedOver: Bool { origin != nil }

    /// The pan moved to `translation` (points, since it began) with the scroll views now in these
    /// states: the translation the transition follows, or `nil` while the scroll view keeps the
    /// finger. The transition takes over at the first change that finds every scroll view at its
    /// edge; non-finite translations count as no motion.
    package mutating func update(translation: Vector, scrollViews: [GestureGate.ScrollState]) -> Vector? {
        let t = translation.isFinite ? translation : (origin ?? .zero)
        if let origin { return t - origin }
        guard scrollViews.allSatisfy({ GestureGate.isAtEdge($0, for: direction) }) else { return nil }
        origin = t
        return .zero
    }
}
