/// Where the views of a dismissal or pop fly back to, decided when it starts.
///
/// The view a detail screen zoomed out of — a list cell — may have scrolled, been reused for
/// another item or gone by the time the screen is dismissed. So the app is asked again, per ID,
/// for the view that now stands for it (`TransitionController`'s return provider, like the
/// iOS 18 zoom transition's source-view provider). The answer re-tags the freshly captured
/// destination scene; when there is no answer, or the view is off screen, the returning view
/// shrinks and fades toward where its partner was when the screen was shown — never a jump.
public enum ReturnFlight {
    /// What became of one ID.
    public enum Outcome: Sendable, Hashable {
        /// It flies back into the view the app gave (destination index).
        case returns(to: Int)
        /// The app gave no view, or one off screen or not in the scene: it shrinks and fades
        /// toward its last known frame (source index).
        case fadesToward(Rect, source: Int)
        /// Nothing on the source side carries the ID: nothing to do.
        case absent
    }

    /// Re-tags `destination` with the views the app gave and gives returning source views whose
    /// partner is gone a shrink-and-fade toward their last known frame, by modifiers.
    ///
    /// - Parameters:
    ///   - lastKnownFrames: for each ID that flew when the screen was shown, where its partner was
    ///     (container coordinates).
    ///   - given: for each such ID, the destination index of the view the app gave now, or `nil`.
    /// - Returns: the outcome per ID, in `lastKnownFrames`' key order sorted by ID.
    @discardableResult
    public static func apply(
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
               isOnScreen(destination.views[answer], in: destination.containerBounds) {
                destination.views[answer].id = id
                outcomes.append((id, .returns(to: answer)))
                continue
            }
            let frame = lastKnownFrames[id]!
            let view = source.views[s]
            let target = frame.isFinite ? frame : view.frame
            let centre = view.position
            let width = max(view.size.width, 1e-9), height = max(view.size.height, 1e-9)
            source.views[s].modifiers += [
                .translate(x: target.midX - centre.x, y: target.midY - centre.y, z: 0),
                .scale(x: min(max(target.width / width, 0), 1e3), y: min(max(target.height / height, 0), 1e3)),
                .fade,
            ]
            outcomes.append((id, .fadesToward(target, source: s)))
        }
        return outcomes
    }

    static func isOnScreen(_ view: ViewSnapshot, in bounds: Rect) -> Bool {
        !view.isEffectivelyHidden && view.hasFiniteGeometry && view.frame.intersects(bounds)
    }
}
