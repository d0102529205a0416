@_spi(Harness) import MatchEngine

/// How MatchUIKit sets layer shadows during a transition, on the strict host: shadows are not
/// animatable in a view animation, so the host sets every shadowed track's shadow itself, from
/// the animator's `fractionComplete` — once at the start, and then as `ShadowFrames.work` decides:
/// after each call made on the animator, and every display frame (a `StrictDisplayLink`, counted)
/// only while the animator runs on its own (uikit-practice P15).
final class StrictShadowFollower {
    private let link: StrictDisplayLink
    private let keyframes: KeyframeSet
    private let tracks: [(track: Int, view: StrictView)]
    private let hasChangingShadow: Bool
    private unowned let driver: StrictAnimator
    private var isDone = false

    init(world: StrictWorld, keyframes: KeyframeSet, views: [StrictView?], driver: StrictAnimator) {
        self.keyframes = keyframes
        self.driver = driver
        var tracks: [(Int, StrictView)] = []
        for (i, view) in views.enumerated() {
            if let view, keyframes.plan.tracks.hasShadow(i) { tracks.append((i, view)) }
        }
        self.tracks = tracks
        hasChangingShadow = !tracks.isEmpty && !ShadowFrames.changingTracks(keyframes).isEmpty
        var frame: () -> Void = {}
        link = StrictDisplayLink(world: world) { frame() }
        frame = { [unowned self] in self.displayFrame() }
        setShadows()
        driver.onCall = { [weak self] in self?.driverCalled() }
        // Once the animator completes the transition restores the originals: nothing is set after.
        driver.addCompletion { [weak self] _ in
            self?.isDone = true
            self?.link.invalidate()
        }
    }

    private func setShadows() {
        let progress = driver.fractionComplete
        for t in tracks { t.view.node.shadow = keyframes.state(ofTrack: t.track, atProgress: progress).shadow }
    }

    private func driverCalled() {
        guard !isDone else { return }
        switch ShadowFrames.work(hasChangingShadow: hasChangingShadow, driverIsRunning: driver.isRunning, driverChanged: true) {
        case .none:
            link.isPaused = true
        case .updateOnce:
            setShadows()
            link.isPaused = true
        case .everyFrame:
            setShadows()
            link.isPaused = false
        }
    }

    private func displayFrame() {
        setShadows()
        if ShadowFrames.work(hasChangingShadow: hasChangingShadow, driverIsRunning: driver.isRunning, driverChanged: false)
            != .everyFrame
        {
            link.isPaused = true
        }
    }
}
