import MatchEngine

/// `CADisplayLink` on the strict world's clock: while not paused it fires once per display frame
/// (each `StrictClock.advance`), and every firing is counted in `StrictWorld.displayLinkFrames`
/// — main-thread work a device does per frame (uikit-practice P15).
public final class StrictDisplayLink {
    /// `isPaused`; a new link is paused.
    public var isPaused = true
    /// Frames this link has fired.
    public private(set) var frames = 0
    private unowned let world: StrictWorld
    private let onFrame: () -> Void
    private var isInvalidated = false

    init(world: StrictWorld, onFrame: @escaping () -> Void) {
        self.world = world
        self.onFrame = onFrame
        world.clock.displayLinks.append(self)
    }

    /// `invalidate()`: it never fires again.
    public func invalidate() {
        isInvalidated = true
        isPaused = true
        world.clock.displayLinks.removeAll { $0 === self }
    }

    func fire() {
        guard !isPaused, !isInvalidated else { return }
        frames += 1
        world.displayLinkFrames += 1
        onFrame()
    }
}
