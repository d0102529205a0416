/// Where the views of a dismissal or pop fly back to, decided when it starts.
///
/// The view a detail screen zoomed out of — a list cell — may have scrolled, been reused for
/// another item or gone by the time the screen is dismissed. So the app is asked again, per ID,
/// for the view that now stands for it (`TransitionController`'s return provider, like the
/// iOS 18 zoom transition's source-view provider). The answer re-tags the freshly captured
/// destination scene; when there is no answer, or the view is off screen, the returning view
/// shrinks and fades toward where its partner was when the screen was shown — never a jump.
package enum ReturnFlight {
    /// What became of one ID.
    package enum Outcome: Sendable, Hashable {
        /// It flies back into the view the app gave (destination index).
        case returns(to: Int)
        /// The app gave no view, or one off screen or not in the scene: it shrinks and fades
        /// toward its last known frame (source index).
        case fadesToward(Rect, source: Int)
        /// Nothing on the source side carries the ID: nothing to do.
        case absent
    }

    /// Re-tags `destination` with the views the app gave, and makes a returning source view whose
    /// partner is gone take part (fading) so the planner can send it toward its last known frame.
    ///
    /// - Parameters:
    ///   - lastKnownFrames: for each ID that flew when the screen was shown, where its partner was
    ///     (container coordinates).
    ///   - given: for each such ID, the destination index of the view the app gave now, or `nil`.
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
            // The app's answer is the only view that may carry the ID on the way back.
            for j in destination.views.indices where destination.views[j].id == id { destination.views[j].id = nil }
            if let answer = given[id] ?? nil, destination.views.indices.contains(answer),
                isOnScreen(destination.views[answer], in: destination.containerBounds)
            {
                destination.views[answer].id = id
                outcomes.append((id, .returns(to: answer)))
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

    static func isOnScreen(_ view: ViewSnapshot, in bounds: Rect) -> Bool {
        !view.isEffectivelyHidden && view.hasFiniteGeometry && view.frame.intersects(bounds)
    }
}
