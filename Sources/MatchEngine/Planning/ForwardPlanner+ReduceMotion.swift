// Reduce Motion's dissolve in place, applied to a finished batch of tracks.

extension ForwardPlanner {
    /// Reduce Motion's cross-dissolve: every stand-in keeps its own view's geometry at both ends
    /// (matched pairs: the source's stand-in stays on the source view fading out, the
    /// destination's on the destination view fading in), keeps only its alpha change, and runs
    /// over the whole (short) duration with the context's timing.
    func dissolveInPlace(_ batch: inout PlanStorage) {
        for i in 0..<batch.count {
            var t = batch.tracks.track(i)
            switch t.role {
            case .root, .dimming:
                break
            case .matched(let k, let side):
                guard k < match.pairs.count else { continue }
                let pair = match.pairs[k]
                if side == .source {
                    t.from = ViewState(source[pair.source])
                    t.to = t.from
                    t.to.alpha = 0
                } else {
                    t.to = ViewState(destination[pair.destination])
                    t.from = t.to
                    t.from.alpha = 0
                }
            case .disappearing:
                let alpha = t.to.alpha
                t.to = t.from
                t.to.alpha = alpha
            case .appearing:
                let alpha = t.from.alpha
                t.from = t.to
                t.from.alpha = alpha
            }
            t.delay = 0
            t.duration = context.duration
            t.timing = context.timing
            t.path = .straight
            batch.tracks.replace(i, with: t)
        }
    }
}
