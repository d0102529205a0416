/// Where the views of a dismissal or pop fly back to, decided when it starts.
///
/// The view a detail screen zoomed out of — a list cell — may have scrolled, been reused for
/// another item or gone by the time the screen is dismissed. So the app is asked again, per ID,
/// for the view that now stands for it (`TransitionController`'s return provider, like the
/// iOS 18 zoom transition's source-view provider), and the freshly captured destination scene is
/// re-tagged so that at most one view carries each returning ID:
/// - an answer in the destination scene and on screen is the partner;
/// - an answer in the scene but off screen has none: the app said where the view is, and it is
///   out of sight;
/// - no answer (`nil`), or one not in the destination scene (a view of another screen — one
///   provider serves a whole navigation stack), matches by ID as usual: the first view in
///   document order that carries the ID and is on screen is the partner.
///
/// Every other destination view carrying the ID is untagged for this run. A returning view with
/// no partner shrinks and fades toward where its partner was when the screen was shown — never a
/// jump. "On screen" is `isOnScreen(_:in:)`: not effectively hidden, finite geometry, and a frame
/// meeting the container's bounds.
package enum ReturnFlight {
    /// What became of one ID.
    package enum Outcome: Sendable, Hashable {
        /// It flies back into this destination view (destination index): the app's answer, or
        /// the first view on screen carrying the ID when the app gave none in the scene.
        case returns(to: Int)
        /// No partner: the app's answer is in the scene but off screen, or the app gave none in
        /// the scene and no view on screen carries the ID. It shrinks and fades toward its last
        /// known frame (source index).
        case fadesToward(Rect, source: Int)
        /// Nothing on the source side carries the ID: nothing to do.
        case absent
    }

    /// Re-tags `destination` so that each returning ID is carried by its partner alone (the rules
    /// above), and makes a returning source view with no partner take part (fading) so the planner
    /// can send it toward its last known frame.
    ///
    /// - Parameters:
    ///   - lastKnownFrames: for each ID that flew when the screen was shown, where its partner was
    ///     (container coordinates).
    ///   - given: for each such ID, the destination index of the view the app gave now; `nil`, no
    ///     entry or an index out of range when the app gave none or a view outside the scene.
    /// - Returns: the outcome per ID, in `lastKnownFrames`' key order sorted by ID.
    @discardableResult
    package static func apply(
        lastKnownFrames: [TransitionID: Rect], given: [TransitionID: Int?],
        source: inout SceneSnapshot, destination: inout SceneSnapshot
    ) -> [(TransitionID, Outcome)] {
        var outcomes: [(TransitionID, Outcome)] = []
        for id in lastKnownFrames.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let s = source.views.firstIndex(where: { $0.id == id }) else {
                outcomes.append((id, .absent))
                continue
            }
            let tagged = destination.views.indices.filter { destination.views[$0].id == id }
            let partner: Int?
            if let answer = given[id] ?? nil, destination.views.indices.contains(answer) {
                partner = isOnScreen(destination.views[answer], in: destination.containerBounds) ? answer : nil
            } else {
                partner = tagged.first { isOnScreen(destination.views[$0], in: destination.containerBounds) }
            }
            // Only the partner carries the ID on the way back.
            for j in tagged { destination.views[j].id = nil }
            if let partner {
                destination.views[partner].id = id
                outcomes.append((id, .returns(to: partner)))
                continue
            }
            let frame = lastKnownFrames[id]!
            let target = frame.isFinite ? frame : source.views[s].frame
            // It takes part (fading); the planner then sends it toward `target` in the container's
            // coordinates, whatever its screen does (`targets(of:)`).
            if !source.views[s].modifiers.contains(.fade) { source.views[s].modifiers.append(.fade) }
            outcomes.append((id, .fadesToward(target, source: s)))
        }
        return outcomes
    }

    /// Where each returning view whose partner is gone flies to: its source index → its last
    /// known frame (container coordinates). What the planner takes to plan these flights
    /// (`Planner.plan(match:source:destination:context:workspace:returnTargets:)`).
    static func targets(of outcomes: [(TransitionID, Outcome)]) -> [Int: Rect] {
        var targets: [Int: Rect] = [:]
        for (_, outcome) in outcomes {
            if case .fadesToward(let frame, let source) = outcome { targets[source] = frame }
        }
        return targets
    }

    /// The plan with every returning view whose partner is gone ending at its last known frame
    /// (centre and size, in the container's coordinates) at alpha 0 — not wherever its own screen
    /// goes: the shrink-and-fade toward where it came from.
    ///
    /// For a plan made without them: a transition plans these flights itself from the outcomes
    /// (`targets(of:)`), with the same tracks when every target is finite (a target that is not
    /// finite is sanitized there, and left as it is here).
    package static func redirect(_ plan: TransitionPlan, outcomes: [(TransitionID, Outcome)]) -> TransitionPlan {
        let targets = targets(of: outcomes)
        guard !targets.isEmpty else { return plan }
        var tracks = Array(plan.tracks)
        for i in tracks.indices {
            guard let ref = tracks[i].view, ref.side == .source, let frame = targets[ref.index] else { continue }
            switch tracks[i].role {
            case .disappearing, .matched:
                var end = tracks[i].to
                end.position = frame.center
                end.size = frame.size
                end.alpha = 0
                tracks[i].to = end
            default:
                continue
            }
        }
        return TransitionPlan(tracks: tracks, totalDuration: plan.totalDuration, diagnostics: plan.diagnostics)
    }

    /// Whether `view` can be seen in a container of `bounds`: not effectively hidden, with finite
    /// geometry, its frame meeting the bounds.
    static func isOnScreen(_ view: ViewSnapshot, in bounds: Rect) -> Bool {
        !view.isEffectivelyHidden && view.hasFiniteGeometry && view.frame.intersects(bounds)
    }
}
