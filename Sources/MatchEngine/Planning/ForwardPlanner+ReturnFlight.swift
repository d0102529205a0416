// Returning views whose partner is gone (`ReturnFlight`): planned to end at their last known
// frame, fading out, wherever their own screen goes.

extension ForwardPlanner {
    /// Ends the tracks of every real source view `returnTargets` names — its disappearing track,
    /// or its matched stand-in — at the target frame's centre and size, at alpha 0: the
    /// shrink-and-fade toward where it came from. The rest of that end state is as planned.
    ///
    /// A dismissal or pop is planned as the presentation it undoes (`rolesAreMirrored`): there the
    /// real source is this planner's destination, its disappearing views appear, and the real end
    /// is the from-state (the plan is played back afterwards). Runs after Reduce Motion's dissolve
    /// and before stacking and sanitizing, so a target that is not finite never leaves the planner.
    func landReturningViews(_ batch: inout PlanStorage) {
        let side: SceneSide = rolesAreMirrored ? .destination : .source
        let leaving: TrackRecord.RoleKind = rolesAreMirrored ? .appearing : .disappearing
        for i in 0..<batch.count {
            let record = batch.tracks.records[i]
            guard record.viewSide == side, record.role == leaving || record.role == .matched,
                let frame = returnTargets[record.viewIndex]
            else { continue }
            var track = batch.tracks.track(i)
            if rolesAreMirrored { Self.land(&track.from, at: frame) } else { Self.land(&track.to, at: frame) }
            batch.tracks.replace(i, with: track)
        }
    }

    /// `end` at `frame`'s centre and size, at alpha 0.
    private static func land(_ end: inout ViewState, at frame: Rect) {
        end.position = frame.center
        end.size = frame.size
        end.alpha = 0
    }
}
