/// When a host must set layer shadows frame by frame.
///
/// Layer shadows are not among a view animation's animatable properties, so a host sets them from
/// the driver's progress itself. That is per-frame main-thread work (a display link) only while
/// the driver runs on its own; while it is paused nothing moves unless someone scrubs it, and each
/// scrub is an event the host hears of — so a held-still transition costs no frames at all. A plan
/// whose shadows never change needs them set once.
package enum ShadowFrames {
    /// What a host does about shadows now.
    package enum Work: Sendable, Hashable {
        /// Nothing: the shadows are as they must be.
        case none
        /// Set the shadows once, for the driver's current progress.
        case updateOnce
        /// Set them every display frame until the driver stops running.
        case everyFrame
    }

    /// The tracks whose shadow a host must follow: those with a shadow at some keyframe whose
    /// shadow, size or corner radii (the shadow path is drawn from them) differ between keyframes.
    /// A track whose shadow stays the same is set once.
    package static func changingTracks(_ keyframes: KeyframeSet) -> [Int] {
        var result: [Int] = []
        for i in 0..<keyframes.trackCount where keyframes.plan.tracks.hasShadow(i) {
            let first = keyframes.keyframe(ofTrack: i, at: 0).state
            for k in 1..<keyframes.keyframeCount(ofTrack: i) {
                let s = keyframes.keyframe(ofTrack: i, at: k).state
                if s.shadow != first.shadow || s.size != first.size || s.cornerRadii != first.cornerRadii {
                    result.append(i)
                    break
                }
            }
        }
        return result
    }

    /// The work for one event: `driverChanged` when the driver was started, paused, scrubbed,
    /// stopped or finished (what the host hears of), `false` for a display frame. With no
    /// changing shadow there is never anything to do after the first setting; otherwise a running
    /// driver is followed every frame, and a driver that does not run is set once per change and
    /// costs no frames.
    package static func work(hasChangingShadow: Bool, driverIsRunning: Bool, driverChanged: Bool) -> Work {
        guard hasChangingShadow else { return .none }
        if driverIsRunning { return .everyFrame }
        return driverChanged ? .updateOnce : .none
    }
}
