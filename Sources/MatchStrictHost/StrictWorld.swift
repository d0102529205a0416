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
        /// `transitionDuration(using:)` answered differently from an earlier answer, or from the
        /// duration of the animator that ran (2.2), in seconds.
        case durationDiffers(told: Double, used: Double)
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
        /// A push or pop reached the navigation controller while one of its transitions ran
        /// (UIKit logs "nested pop animation can result in corrupted navigation bar"; uikit-practice P5).
        case nestedNavigationOperation
        /// A screen already on the navigation stack was pushed again: the header says such a push
        /// "has no effect" (UINavigationController.h), but UIKit raises NSInvalidArgumentException
        /// "Pushing the same view controller instance more than once is not supported" (crash
        /// reports: artsy/eigen #2086, samuelclay/NewsBlur #886, react-navigation #10740) — the
        /// least favourable reading: the app crashes.
        case pushedScreenAlreadyOnStack
        /// A tab bar controller's selection changed while one of its transitions ran: UIKit would
        /// begin a second transition inside the first, which no page documents (least favourable
        /// reading of D/uitabbarcontroller/selectedindex: as `nestedNavigationOperation`, P5).
        case nestedTabSelection
        /// A tab switch began while a navigation controller in the selected tab (at any depth)
        /// transitioned, or had a push or pop asked for that had not started yet: the switch takes
        /// the tab's views from under that transition, two transitions nested in one window, which
        /// no page documents (least favourable reading, as `nestedNavigationOperation`, P5).
        case tabSwitchInsideContentTransition
        /// A navigation transition began while a transition of a container holding the navigation
        /// controller ran (a tab switch bringing its tab on screen): two transitions nested in one
        /// window, which no page documents (least favourable reading, as `nestedNavigationOperation`, P5).
        case navigationTransitionInsideContainerTransition
        /// A presentation or dismissal was asked for while another presentation's transition in
        /// the window was in progress (begun, its context not yet completed): UIKit logs "Attempt
        /// to present … while a presentation is in progress" and drops the request — as after a
        /// `dismiss(animated: false)` whose custom animator still runs its full animation
        /// (UIViewControllerTransitioning.h: `animateTransition:` is invoked "even though the
        /// transition should not be animated").
        case presentationInProgress
        /// The navigation controller was asked to pop its root screen (a back swipe that began on
        /// the root screen: P1).
        case poppedRootScreen
        /// UIKit's own edge-swipe recognizer began while the navigation delegate supplies animators:
        /// its own target then pops, and may run UIKit's own pop rather than the delegate's, the
        /// delegate's animator unasked (ZoomTransitioning #6, which moved to an edge pan of its
        /// own, as Transmission does; least favourable reading of the undocumented target).
        case systemPopUnderCustomDelegate
        /// A render pass reached the screen while a transition was being set up and showed
        /// something other than the screen before it: a flash (uikit-practice P4).
        case flash(pass: Int)
        /// A stand-in on screen showed corners other than the radius the transition gave it: the
        /// rounding its snapshot was taken with, unclipped or larger (K10; CALayer.h).
        case cornerRadiusNotDrawn(String?)
        /// A stand-in with nothing in it was on screen (a snapshot of a view never rendered, or
        /// taken in a committing pass of a view concealed before the pass ended; P2, P3).
        case blankStandIn(String?)
        /// An original, or a view inside it, was on screen beside the stand-in that shows it (it
        /// was shown twice; a collection view's layout pass gives a concealed cell its alpha back,
        /// uikit-practice P10).
        case originalBesideStandIn(String?)
        /// A constraint a stack view made for its arranged subviews was activated from outside the
        /// stack: the stack rebuilds its own constraints whenever its arranged subviews change, so
        /// a recorded one is stale (a duplicate, or about a view it no longer arranges;
        /// uikit-practice P6).
        case stackConstraintReactivated(String)
        /// A constraint was added to a view that does not contain every view it refers to: "The
        /// constraint may only reference the view itself or its subviews" (Apple's documentation,
        /// `UIView.addConstraint(_:)`); "Attempting to activate a constraint whose items have no
        /// common ancestor will cause an exception to be thrown" (NSLayoutConstraint.h).
        case constraintOutsideHolder(String)
        /// The first responder when the transition recorded its views was no longer first
        /// responder after it restored them, and the app had not changed the first responder
        /// meanwhile (a view the transition took out of its superview resigned it; uikit-practice P7).
        case firstResponderLost(String?)
        /// A NaN or infinite number written to a view's geometry, alpha, corner radius, colour or
        /// shadow: `CALayer` raises on a NaN position or bounds ("CALayer position contains NaN"),
        /// with the view's name and the property.
        case nonFiniteValueWritten(String?, property: String)
        /// A view in the transition container had a layout pending when the transition added its
        /// animations: its first layout would run inside the animation and be animated from
        /// wherever its subviews were (uikit-practice P20), with the view's name.
        case layoutInsideAnimation(String?)
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
    /// Display-link frames fired so far (`StrictDisplayLink`): per-frame main-thread work.
    public internal(set) var displayLinkFrames = 0
    /// The display clock.
    public let clock = StrictClock()
    /// The presenter's view of a presentation that keeps it on screen, and its superview: no
    /// adapter may move it (uikit-rules 7.6, 7.10).
    public var presenterView: StrictView?
    /// The presenter's view's superview (see `presenterView`).
    public var presenterHome: StrictView?

    /// Whether a committing layout pass is running (`commitLayoutPass(_:)`): a navigation
    /// transition starts inside one (uikit-practice P2).
    public internal(set) var isCommitting = false
    /// Snapshots taken with `afterScreenUpdates: true` during the committing pass, filled in as
    /// the pass ends, with the view each shows.
    var snapshotsAtPassEnd: [(snapshot: StrictView, original: StrictView)] = []
    /// Every render pass's screen (visible pixels), in order, while `recordsScreens` is on.
    public internal(set) var screens: [[Pixel]] = []
    /// Whether every render pass's screen is kept in `screens`; default `false`.
    public var recordsScreens = false
    /// The transitions being set up (begun, first state not yet applied) and the screen each
    /// began over: until a transition applies its first state, a render pass may show nothing else.
    var setups: [ObjectIdentifier: [PixelKey: Int]] = [:]
    /// Transitions woken to try again for views given back (`transitionResumes(by:)`) that have
    /// not yet tried: another transition beginning meanwhile ends their check.
    var resumed: Set<ObjectIdentifier> = []
    /// Transitions begun and not yet completed.
    var inProgress: Set<ObjectIdentifier> = []
    /// The stand-ins a host made and the original each shows, for the world's life: the world
    /// keeps every view it made (`madeViews`), so no entry's views ever go.
    var standIns: [(standIn: StrictView, original: StrictView)] = []
    /// The first responder (`UIResponder.isFirstResponder`): set by `StrictView.becomeFirstResponder()`,
    /// resigned when it, or a view containing it, leaves its superview (uikit-practice P7).
    public internal(set) weak var firstResponder: StrictView?
    /// How many times the app changed the first responder itself (`becomeFirstResponder()`,
    /// `resignFirstResponder()`), so a lost one can be told from one the app moved.
    public internal(set) var firstResponderChangesByApp = 0

    /// The presentations (`StrictPresentation`) whose transition is in progress: begun, context
    /// not yet completed.
    var presentationsInProgress: Set<ObjectIdentifier> = []
    /// Which transition holds which view (by identity).
    var claims: [ObjectIdentifier: ObjectIdentifier] = [:]
    /// Views with user interaction off, and the recognizers attached to views (`StrictHitTesting.swift`).
    var touches = StrictTouchTable()
    /// Every view the world made, kept alive for the world's life: its tables keyed by a view's
    /// identity (interaction, recognizers, back actions, the screen check's pixels) are never
    /// cleaned as views go, so an address must never be reused by a new view. Never scanned.
    private var madeViews: [StrictView] = []
    /// Every view that has held a constraint (listed once, as it takes its first): the only views
    /// whose constraints a removal can drop.
    private var constraintHolders: [StrictView] = []
    private var pendingTurns: [() -> Void] = []
    private var pendingBeforeCommit: [() -> Void] = []

    /// Creates a world with a window of `size` points, rendered once.
    public init(size: Size = Size(width: 390, height: 844)) {
        window = StrictView(world: self, frame: Rect(origin: .zero, size: size), name: "window")
        // What the display shows where no view draws: black, opaque.
        window.backgroundColor = .fixed(Color(red: 0, green: 0, blue: 0))
    }

    func register(_ view: StrictView) { madeViews.append(view) }

    func listConstraintHolder(_ view: StrictView) { constraintHolders.append(view) }

    func violate(_ v: Violation) { violations.append(v) }

    func removeConstraints(where predicate: (StrictConstraint) -> Bool) {
        for v in constraintHolders { v.dropConstraints(where: predicate) }
    }

    // MARK: Rendering

    /// A render pass: lays out what is pending, then records what every view in the window looks
    /// like; views outside the window are not rendered. The snapshots taken with
    /// `afterScreenUpdates: true` during a committing layout pass get their pixels now, as the
    /// pass ends (uikit-practice P2), and the screen is checked (`checkScreen`, P4).
    public func renderPass() { renderPass(forSnapshot: false) }

    /// A render pass; `forSnapshot` when a snapshot after screen updates forces it, which renders
    /// every view in the window for the snapshot, those beneath a cover included.
    func renderPass(forSnapshot: Bool) {
        renderPasses += 1
        window.layoutIfNeeded()
        for view in window.subtree {
            view.hasBeenCommitted = true
            view.rendered = view.lookNow
        }
        markDisplayedContent(forced: forSnapshot || !snapshotsAtPassEnd.isEmpty)
        let pending = snapshotsAtPassEnd
        snapshotsAtPassEnd = []
        for (snapshot, original) in pending {
            snapshot.snapshotPixels = pixels(of: original)
            snapshot.snapshotExpectsContent = original.hasContentToDraw
        }
        checkScreen()
    }

    /// Work a view's `layoutSubviews` does in the next turn's committing layout pass (a navigation
    /// controller's deferred transition start, uikit-practice P2): it runs as the turn ends, after
    /// the main-queue work scheduled outside a commit and before the turn's render pass; work that
    /// starts a transition opens that pass itself (`commitLayoutPass`).
    public func inNextLayoutPass(_ work: @escaping () -> Void) { pendingLayoutWork.append(work) }
    private var pendingLayoutWork: [() -> Void] = []

    // MARK: Run loop

    /// Schedules work for a later turn of the main run loop.
    public func later(_ work: @escaping () -> Void) { pendingTurns.append(work) }

    /// Schedules work for the main queue from outside a committing pass: it may run before the
    /// changes made so far are committed (CoreFoundation's run loop serves the main queue after a
    /// source it handled, or on waking for the main queue, before the next commit; the least
    /// favourable reading), so it runs first in the next `turn()`, before its render pass.
    public func beforeNextCommit(_ work: @escaping () -> Void) { pendingBeforeCommit.append(work) }

    /// Ends the current turn of the main run loop — main-queue work scheduled outside a commit
    /// first (`beforeNextCommit`), then the render pass that commits what was done — and runs the
    /// next turn: the work scheduled for it.
    public func turn() {
        while !pendingBeforeCommit.isEmpty {
            let urgent = pendingBeforeCommit
            pendingBeforeCommit = []
            for w in urgent { w() }
        }
        let layoutWork = pendingLayoutWork
        pendingLayoutWork = []
        for work in layoutWork { work() }
        renderPass()
        let work = pendingTurns
        pendingTurns = []
        for w in work { w() }
    }

    /// Advances the clock by `frames` frames of `1/60` s, running a turn (and a render) each.
    public func runFrames(_ frames: Int, frameDuration: Double = 1.0 / 60) {
        for _ in 0..<frames {
            clock.advance(by: frameDuration)
            turn()
        }
    }

    /// Runs frames of `1/60` s while `condition` holds (at most `limit`): a test waits for a
    /// transition that runs on the clock — UIKit's own, or an app's timed animator — without
    /// counting its frames. Returns how many frames ran.
    @discardableResult
    public func runFrames(while condition: () -> Bool, limit: Int = 600) -> Int {
        var frames = 0
        while condition() && frames < limit {
            runFrames(1)
            frames += 1
        }
        return frames
    }
}

/// The strict world's display clock: time moves only when the test says so, one frame at a time.
public final class StrictClock: FrameClock {
    /// Seconds since the world began.
    public private(set) var now: Double = 0
    private var onFrame: ((Double) -> Void)?
    /// Animators advanced by the clock (running ones move with it).
    var animators: [StrictAnimator] = []
    /// Display links fired by the clock after the animators move.
    var displayLinks: [StrictDisplayLink] = []

    /// Frame clocks of their own (`makeFrameClock()`) that are ticking, in the order they started.
    private var ticking: [StrictFrameClock] = []

    /// Starts frame callbacks.
    public func start(_ onFrame: @escaping (Double) -> Void) { self.onFrame = onFrame }
    /// Stops frame callbacks.
    public func stop() { onFrame = nil }
    /// Whether frame callbacks are on: its own, or any of its frame clocks'.
    public var isTicking: Bool { onFrame != nil || !ticking.isEmpty }

    /// A frame clock of its own on this clock's time, as each transition on a device has its own
    /// `CADisplayLink` (MatchUIKit's `DisplayLinkClock`): starting or stopping it touches no
    /// other transition's callbacks.
    public func makeFrameClock() -> StrictFrameClock { StrictFrameClock(base: self) }

    func ticks(_ clock: StrictFrameClock, _ on: Bool) {
        ticking.removeAll { $0 === clock }
        if on { ticking.append(clock) }
    }

    /// Animations Core Animation runs with no per-frame work of the app's (UIKit's own push, pop
    /// and presentation, an app's timed animator): each ends when the clock reaches its end, in
    /// seconds, and its completion runs then, on the main thread, as UIKit calls an animation's
    /// completion once it finished. Oldest first among those ending together.
    private var timedAnimations: [(end: Double, completion: () -> Void)] = []

    /// Whether a timed animation (`runTimedAnimation(for:completion:)`) is still running.
    public var timedAnimationsRun: Bool { !timedAnimations.isEmpty }

    /// Runs an animation of `duration` seconds on the clock's time: `completion` runs in the first
    /// `advance(by:)` that reaches its end (never inside this call, even for a duration of 0).
    public func runTimedAnimation(for duration: Double, completion: @escaping () -> Void) {
        timedAnimations.append((now + max(duration, 0), completion))
    }

    /// Moves time on by `seconds`: running animators advance, timed animations that reached their
    /// end complete, then the display links fire and the frame callbacks run.
    public func advance(by seconds: Double) {
        now += seconds
        for a in animators { a.advance(by: seconds) }
        // A frame's worth of tolerance below the end would end an animation early; a nanosecond
        // absorbs the sum of frame durations alone (21 × 1/60 is not exactly 0.35).
        let ended = timedAnimations.filter { $0.end <= now + 1e-9 }.sorted { $0.end < $1.end }
        timedAnimations.removeAll { $0.end <= now + 1e-9 }
        for animation in ended { animation.completion() }
        for link in displayLinks { link.fire() }
        onFrame?(now)
        for clock in ticking { clock.fire(now) }
    }
}

/// A frame clock with its own callback on a `StrictClock`'s time (`StrictClock.makeFrameClock()`):
/// one display link's worth, as MatchUIKit gives each transition.
public final class StrictFrameClock: FrameClock {
    private unowned let base: StrictClock
    private var onFrame: ((Double) -> Void)?

    init(base: StrictClock) { self.base = base }

    /// The base clock's time, in seconds.
    public var now: Double { base.now }
    /// Whether its callback is on.
    public var isTicking: Bool { onFrame != nil }

    /// Starts (or replaces) its callback.
    public func start(_ onFrame: @escaping (Double) -> Void) {
        self.onFrame = onFrame
        base.ticks(self, true)
    }

    /// Stops its callback.
    public func stop() {
        onFrame = nil
        base.ticks(self, false)
    }

    func fire(_ time: Double) { onFrame?(time) }
}
