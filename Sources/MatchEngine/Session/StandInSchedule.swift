/// The order in which a transition snapshots the views that fly on their own and conceals their
/// originals, with the fewest forced render passes.
///
/// UIKit's rules (see `docs/strict-host.md`): `snapshotView(afterScreenUpdates: false)` shows a
/// view as of the last render pass — blank if it was never rendered, without any change made
/// since; `afterScreenUpdates: true` forces a render pass first, which is expensive. A stand-in
/// must show its view's pixels *without* those of its descendants that fly on their own, so those
/// descendants must be concealed (alpha 0) in the render its snapshot comes from, while they
/// themselves must be visible in the render theirs comes from.
///
/// So views are taken in stages by *flying depth* (how many flying ancestors a view has), deepest
/// first: at stage d every view deeper than d is concealed and every other one visible. A stage
/// needs a render pass only if its side has changed since the last one (something was concealed,
/// or the side was never rendered, like a destination just laid out); one render pass serves both
/// sides. The usual transition — matched views not nested in other matched views — needs one
/// render pass if the destination has any flying view and none otherwise.
public struct StandInSchedule: Sendable, Hashable {
    /// One view that flies on its own.
    public struct Flier: Sendable, Hashable {
        /// The side it belongs to.
        public var side: SceneSide
        /// Its number of flying ancestors on its side (0 for one directly under its root's motion).
        public var flyingDepth: Int

        /// Creates a flier.
        public init(side: SceneSide, flyingDepth: Int) {
            self.side = side
            self.flyingDepth = flyingDepth
        }
    }

    /// One step, applying to `fliers[index]`.
    public enum Step: Sendable, Hashable {
        /// Take its stand-in; `afterScreenUpdates` forces a render pass first.
        case snapshot(Int, afterScreenUpdates: Bool)
        /// Conceal the original (alpha 0) once its own snapshot, and its stage's, are taken.
        case conceal(Int)
    }

    /// The steps, in order.
    public let steps: [Step]

    /// The number of forced render passes the steps make.
    public var renderPasses: Int {
        steps.reduce(0) { count, step in
            if case .snapshot(_, afterScreenUpdates: true) = step { return count + 1 }
            return count
        }
    }

    /// Plans the steps for `fliers` (in any order; steps keep that order within a stage).
    /// `sourceIsRendered` / `destinationIsRendered` say whether the last render pass shows the
    /// side as it is now (the screen on display: yes; a screen just given its final frame and
    /// laid out: no).
    public init(fliers: [Flier], sourceIsRendered: Bool, destinationIsRendered: Bool) {
        var current = [sourceIsRendered, destinationIsRendered]
        func slot(_ side: SceneSide) -> Int { side == .source ? 0 : 1 }
        let deepest = fliers.map(\.flyingDepth).max() ?? -1
        var byDepth = [[Int]](repeating: [], count: deepest + 1)
        for (i, flier) in fliers.enumerated() { byDepth[max(flier.flyingDepth, 0)].append(i) }
        var steps: [Step] = []
        steps.reserveCapacity(fliers.count * 2)
        var depth = deepest
        while depth >= 0 {
            for i in byDepth[depth] {
                if current[slot(fliers[i].side)] {
                    steps.append(.snapshot(i, afterScreenUpdates: false))
                } else {
                    // A render pass commits every pending change, on both sides.
                    steps.append(.snapshot(i, afterScreenUpdates: true))
                    current = [true, true]
                }
            }
            for i in byDepth[depth] {
                steps.append(.conceal(i))
                current[slot(fliers[i].side)] = false
            }
            depth -= 1
        }
        self.steps = steps
    }
}
