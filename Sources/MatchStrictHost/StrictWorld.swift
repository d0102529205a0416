import MatchEngine

/// One test's UIKit world: the window, its render passes and clock, the turns of the main run
/// loop, and every rule an adapter broke. Not shared: each scenario makes its own.
public final class StrictWorld {
    /// Light or dark appearance, for dynamic colours.
    public enum InterfaceStyle: Sendable, Hashable {
        /// Light mode.
        case light
        /// Dark mode.
        case dark
    }

    /// A documented UIKit rule an adapter broke (UIKit would raise, misbehave or leave the screen wrong).
    public enum Violation: Hashable, Sendable {
        /// `frame` set while the transform was not the identity (undefined; uikit-rules 5.8).
        case frameSetWhileTransformed(String?)
        /// `completeTransition(_:)` called more than once (1.9).
        case completedTwice
        /// `completeTransition(_:)` not preceded by finish/cancel in an interactive transition (1.10).
        case completedInteractiveWithoutFinishOrCancel
        /// `completeTransition(true)` after `cancelInteractiveTransition()`, or `false` after finishing (1.9).
        case completionContradictsInteraction
        /// `interruptibleAnimator(using:)` returned a different object (2.4).
        case animatorChanged
        /// An animator programmer error (4.3, 4.4, 4.6, 4.7), with what was called.
        case animatorMisuse(String)
        /// A view the transition animated was not in the container (1.2, 2.3).
        case animatedOutsideContainer(String?)
        /// The presenter's view of a presentation that keeps it on screen was moved (7.6, 7.10 sample).
        case presenterMoved
        /// Interactive updates or finish/cancel after `completeTransition(_:)`.
        case callAfterCompletion(String)
        /// Interactive updates or finish/cancel on a transition UIKit does not consider interactive
        /// (it started non-interactive and was never paused; 1.13, 1.14, 3.3).
        case interactiveCallWhileNotInteractive(String)
        /// A visible visual-effect view (a blur) drawn while it or an ancestor had an alpha below 1,
        /// or under a mask on itself or an ancestor: the effect breaks (uikit-practice P9).
        case effectViewUnderAlphaOrMask(String?)
    }

    /// The window: the top of the on-screen tree.
    public private(set) var window: StrictView!
    /// The appearance dynamic colours resolve in; default light.
    public var interfaceStyle = InterfaceStyle.light
    /// Every rule broken so far.
    public private(set) var violations: [Violation] = []
    /// Render passes so far (the ones forced by `afterScreenUpdates: true` and the run loop's).
    public internal(set) var renderPasses = 0
    /// Forced render passes so far (`snapshotView(afterScreenUpdates: true)`).
    public internal(set) var forcedRenderPasses = 0
    /// Subtree layouts run so far.
    public internal(set) var layoutPasses = 0
    /// Snapshot views made so far.
    public internal(set) var snapshots = 0
    /// Animations added to Core Animation so far (a keyframe animation per animated view and property set).
    public internal(set) var animationsAdded = 0
    /// The display clock.
    public let clock = StrictClock()
    /// The presenter's view of a presentation that keeps it on screen, and its superview: no
    /// adapter may move it (uikit-rules 7.6, 7.10).
    public var presenterView: StrictView?
    /// The presenter's view's superview (see `presenterView`).
    public var presenterHome: StrictView?

    /// Which transition holds which view (by identity).
    var claims: [ObjectIdentifier: ObjectIdentifier] = [:]
    private var views: [StrictView] = []
    private var pendingTurns: [() -> Void] = []

    /// Creates a world with a window of `size` points, rendered once.
    public init(size: Size = Size(width: 390, height: 844)) {
        window = StrictView(world: self, frame: Rect(origin: .zero, size: size), name: "window")
    }

    func register(_ view: StrictView) { views.append(view) }

    func violate(_ v: Violation) { violations.append(v) }

    func removeConstraints(where predicate: (StrictConstraint) -> Bool) {
        for v in views { v.dropConstraints(where: predicate) }
    }

    // MARK: Rendering

    /// A render pass: lays out what is pending, then records what every view in the window looks
    /// like; views outside the window are not rendered.
    public func renderPass() {
        renderPasses += 1
        window.layoutIfNeeded()
        for view in window.subtree {
            view.rendered = RenderedLook(alpha: view.node.alpha, isHidden: view.node.isHidden, children: view.subviews)
        }
    }

    /// The pixels a snapshot of `view` shows: the view as the last render pass drew it; nothing
    /// if it was never rendered.
    func pixels(of view: StrictView) -> [Pixel] {
        guard view.rendered != nil else { return [] }
        var result: [Pixel] = []
        var stack: [(StrictView, Double)] = [(view, 1)]
        while let (v, parentAlpha) = stack.popLast() {
            if let own = v.snapshotPixels {
                result += own.map { Pixel(view: $0.view, name: $0.name, alpha: $0.alpha * parentAlpha) }
                continue
            }
            guard let look = v.rendered, !look.isHidden else { continue }
            let alpha = parentAlpha * (v === view ? 1 : look.alpha)
            if alpha > 0.01 { result.append(Pixel(view: ObjectIdentifier(v), name: v.name, alpha: alpha)) }
            for child in look.children.reversed() { stack.append((child, alpha)) }
        }
        return result
    }

    /// What is drawn on screen now (as of the last render pass), back to front.
    public var screen: [Pixel] { pixels(of: window) }

    // MARK: Run loop

    /// Schedules work for a later turn of the main run loop.
    public func later(_ work: @escaping () -> Void) { pendingTurns.append(work) }

    /// Runs one turn: the work scheduled before it, then a render pass (as at the end of every
    /// main-thread turn).
    public func turn() {
        let work = pendingTurns
        pendingTurns = []
        for w in work { w() }
        renderPass()
    }

    /// Advances the clock by `frames` frames of `1/60` s, running a turn (and a render) each.
    public func runFrames(_ frames: Int, frameDuration: Double = 1.0 / 60) {
        for _ in 0..<frames {
            clock.advance(by: frameDuration)
            turn()
        }
    }
}

/// The strict world's display clock: time moves only when the test says so, one frame at a time.
public final class StrictClock: FrameClock {
    /// Seconds since the world began.
    public private(set) var now: Double = 0
    private var onFrame: ((Double) -> Void)?
    /// Animators advanced by the clock (running ones move with it).
    var animators: [StrictAnimator] = []

    /// Starts frame callbacks.
    public func start(_ onFrame: @escaping (Double) -> Void) { self.onFrame = onFrame }
    /// Stops frame callbacks.
    public func stop() { onFrame = nil }
    /// Whether frame callbacks are on.
    public var isTicking: Bool { onFrame != nil }

    /// Moves time on by `seconds`: running animators advance, then the frame callback runs.
    public func advance(by seconds: Double) {
        now += seconds
        for a in animators { a.advance(by: seconds) }
        onFrame?(now)
    }
}
