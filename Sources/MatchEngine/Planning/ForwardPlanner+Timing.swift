// How modifiers time a track: delay, curve, duration and arc.

extension ForwardPlanner {
    /// Delay, timing (a spring without a duration takes its natural one), duration and arc from modifiers.
    func applyTiming(_ mods: ModifierSet, to track: inout Track) {
        let timed = Self.timing(
            mods,
            over: TimingGroup.Key(
                delay: track.delay, duration: track.duration, timing: track.timing,
                reversed: track.isTimeReversed))
        track.delay = timed.delay
        track.timing = timed.timing
        track.duration = timed.duration
        if let a = mods.arc { track.path = .arc(intensity: a) }
    }

    /// `base` with the delay, curve (a spring without a duration takes its natural one) and
    /// duration that `mods` give: `applyTiming`'s rules, for a track not built as a ``Track``.
    static func timing(_ mods: ModifierSet, over base: TimingGroup.Key) -> TimingGroup.Key {
        var key = base
        if let d = mods.delay { key.delay = d }
        if let t = mods.timing {
            key.timing = t
            if mods.duration == nil, let natural = t.naturalDuration, natural.isFinite { key.duration = natural }
        }
        if let d = mods.duration { key.duration = d }
        return key
    }
}
