/// The order in which a transition snapshots the views that fly on their own, conceals their
/// originals, and — when a snapshot needs a render it cannot force unseen — covers the screen and
/// waits for the next turn of the main run loop.
///
/// A stand-in is a snapshot and needs a render of its view as the stand-in must show it:
/// `snapshotView(afterScreenUpdates: false)` shows a view as of the last render pass — blank if it
/// was never rendered or has left the window since (uikit-practice P3); `afterScreenUpdates: true`
/// forces a render pass, which can reach the display as a flash (P4) and which, inside the
/// committing layout pass a navigation transition usually starts in, is not forced at all: the
/// snapshot shows its view as that pass ends, empty if the view was concealed meanwhile (UIView.h;
/// P2). The engine cannot tell whether it runs inside such a pass, so it takes the least favourable
/// reading every time.
///
/// A stand-in must show its view without the descendants that fly on their own, so those must be
/// concealed (alpha 0) in the render its snapshot comes from, while they are visible in the render
/// theirs comes from. So views are taken by *flying depth* (flying ancestors on their side),
/// deepest first, each stage concealed once taken. A stage whose side was rendered as it is now,
/// and shown, is taken from that render; otherwise the transition needs one:
/// - the first time, it covers the window with a snapshot of the screen as last rendered (which a
///   snapshot without screen updates shows even inside a committing pass) and waits for the next
///   turn of the main queue, which never runs inside a committing pass;
/// - there, and at every later stage that needs a render, it takes the stage after screen updates,
///   under the cover. A commit the wait may have seen drew the changes beneath the cover only, and
///   what a snapshot without screen updates shows of a view never displayed, or changed since it
///   was (concealed children, a radius taken away), is not documented: the least favourable
///   reading is blank or stale (uikit-practice P3). Hero (`HeroContext.snapshotView`) and Hero2 take
///   every snapshot after screen updates on their deferred turn.
///
/// A flier whose layer rounds its corners and clips is flattened (radius and border taken away)
/// before its stage is taken and given them back when concealed: a snapshot holds the rounding it
/// was taken with, and the stand-in, which clips to its bounds and draws the border itself, flies
/// with the plan's radius instead (CALayer.h: a radius rounds the background, and content only
/// through `masksToBounds`; Hero2 takes snapshots without the radius, Hero puts the border on the
/// snapshot). A flattened stage needs a render like a concealed one.
///
/// So a transition needs no forced pass when both sides are shown as they are and its flying views
/// are neither nested nor rounded; otherwise one forced pass under the cover per stage that needs a
/// render (a new destination, each further nesting level, a rounded stage). Hero, Motion and Hero2
/// likewise take their snapshots a main-queue turn later inside a navigation controller (P2).
package struct SetupSchedule: Sendable, Hashable {
    /// One view that flies on its own.
    package struct Flier: Sendable, Hashable {
        /// The side it belongs to.
        package var side: SceneSide
        /// Its number of flying ancestors on its side (0 for one directly under its root's motion).
        package var flyingDepth: Int
        /// Whether its layer rounds its corners and clips to them, so its snapshot must be taken
        /// with the rounding taken away (`flatten`); default `false`.
        package var roundsCorners: Bool

        /// Creates a flier.
        package init(side: SceneSide, flyingDepth: Int, roundsCorners: Bool = false) {
            self.side = side
            self.flyingDepth = flyingDepth
            self.roundsCorners = roundsCorners
        }
    }

    /// One step.
    package enum Step: Sendable, Hashable {
        /// Take `fliers[i]`'s stand-in; `afterScreenUpdates` forces a render pass first.
        case snapshot(Int, afterScreenUpdates: Bool)
        /// Take `fliers[i]`'s rounding away before its stage is taken (`TransitionHost.flattenCorners`):
        /// a snapshot holds the rounding it was taken with, which would then show beside the radius
        /// the stand-in flies with (Hero2 removes it too); it comes back with `conceal`.
        case flatten(Int)
        /// Conceal `fliers[i]`'s original (alpha 0) once its stage is taken, its rounding given back
        /// if it was flattened.
        case conceal(Int)
        /// Cover the window with the screen as last rendered, and go on at the next turn.
        case coverAndWaitForNextTurn
    }

    /// The steps, in order.
    package let steps: [Step]

    /// Plans the steps for `fliers` (in any order; steps keep that order within a stage).
    /// `destinationIsRendered` says whether the last render pass shows the destination as it is now
    /// (a presenter staying on screen: yes; a screen just put into the container, given its final
    /// frame and laid out: no — nor has the screen ever shown it); `sourceIsRendered` the same of
    /// the source, which is on screen but may have changed since (a transition that just ended put
    /// views back); default `true`.
    package init(fliers: [Flier], destinationIsRendered: Bool, sourceIsRendered: Bool = true) {
        var rendered = [sourceIsRendered, destinationIsRendered]
        func slot(_ side: SceneSide) -> Int { side == .source ? 0 : 1 }
        let deepest = fliers.map(\.flyingDepth).max() ?? -1
        var byDepth = [[Int]](repeating: [], count: deepest + 1)
        for (i, flier) in fliers.enumerated() { byDepth[max(flier.flyingDepth, 0)].append(i) }
        var steps: [Step] = []
        steps.reserveCapacity(fliers.count * 3 + 1)
        var waited = false
        var depth = deepest
        while depth >= 0 {
            for i in byDepth[depth] where fliers[i].roundsCorners {
                steps.append(.flatten(i))
                rendered[slot(fliers[i].side)] = false
            }
            for i in byDepth[depth] {
                let side = slot(fliers[i].side)
                if rendered[side] {
                    steps.append(.snapshot(i, afterScreenUpdates: false))
                    continue
                }
                if !waited {
                    steps.append(.coverAndWaitForNextTurn)
                    waited = true
                }
                steps.append(.snapshot(i, afterScreenUpdates: true))
                rendered = [true, true]
            }
            for i in byDepth[depth] {
                steps.append(.conceal(i))
                rendered[slot(fliers[i].side)] = false
            }
            depth -= 1
        }
        self.steps = steps
    }

    /// The number of render passes the steps force, all under the cover.
    package var forcedRenderPasses: Int {
        steps.reduce(0) { count, step in
            if case .snapshot(_, afterScreenUpdates: true) = step { count + 1 } else { count }
        }
    }

    /// Whether the setup covers the screen and waits for the next turn.
    package var waitsForNextTurn: Bool { steps.contains(.coverAndWaitForNextTurn) }
}

extension SetupSchedule {
    /// For each view of `scene`, how many of its ancestors are in `flying` (scene indices), the
    /// captured root not counted: a flier's `Flier.flyingDepth`. One pass in pre-order (a view's
    /// parent comes before it), not a walk up from each view, which costs the tree's depth per
    /// view; `SetupScheduleTests` pins it to the walk.
    package static func flyingDepths(in scene: SceneSnapshot, flying: [Int]) -> [Int] {
        var isFlying = [Bool](repeating: false, count: scene.count)
        for i in flying { isFlying[i] = true }
        var depths = [Int](repeating: 0, count: scene.count)
        var i = 1
        while i < scene.count {
            let p = scene[i].parent
            if p > 0 { depths[i] = depths[p] + (isFlying[p] ? 1 : 0) }
            i += 1
        }
        return depths
    }
}
