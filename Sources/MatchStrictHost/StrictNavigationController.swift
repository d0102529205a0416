@_spi(Harness) import MatchEngine

/// `UINavigationController` as far as a matched push and pop see it, and nothing of Match: a stack
/// of screens in a transition container, the pop recognizer (`StrictPopRecognizer`, with UIKit's
/// own delegate until someone replaces it), the navigation bar's back button, a delegate it asks
/// as UIKit asks `UINavigationControllerDelegate` (`StrictNavigationControllerDelegate`), and each
/// transition run the way UIKit runs it (`StrictTransitionRun`: inside a committing layout pass,
/// P2). On completion it removes the screen it no longer shows; a push or pop while a transition
/// runs is a violation (P5).
///
/// A push or pop Match does not animate lasts too: UIKit's own slide
/// (`systemTransitionDuration`) and the app's timed animator (its `transitionDuration`) run on the
/// world's clock, with a transition coordinator (`isTransitioning`) and `willShow` sent but not
/// `didShow` until they end — nothing is its end state at once except a push or pop without
/// animation that UIKit carries out itself.
public final class StrictNavigationController {
    /// The world.
    public let world: StrictWorld
    /// The navigation controller's view, in the window.
    public let view: StrictView
    /// The transition container, inside `view`.
    public let container: StrictView
    /// The screens shown, bottom to top: the stack as it was before the running push or pop
    /// (UIKit's `viewControllers` is `viewControllers`).
    public private(set) var stack: [StrictView]
    /// The system back swipe.
    public let popRecognizer: StrictPopRecognizer
    /// `objc_setAssociatedObject` on the controller: objects an adapter keeps alive on it, by key
    /// (a type's identity).
    public var associatedObjects: [ObjectIdentifier: AnyObject] = [:]
    /// The navigation delegate (`delegate`), held strongly here.
    public var delegate: StrictNavigationControllerDelegate?
    /// The current (or last) transition run.
    public private(set) var run: StrictTransitionRun?
    /// Every run so far, in order.
    public private(set) var runs: [StrictTransitionRun] = []
    /// The safe-area insets the incoming screen gets as a transition begins, if they change then
    /// (radar 34349608: "temporarily receive an increased safeAreaInset during navigation
    /// transitions"; uikit-practice P18). Opt-in; default `nil` (unchanged).
    public var incomingInsetsDuringTransition: StrictInsets?
    /// The safe-area insets the screen shown gets inside `completeTransition(true)`, if they change
    /// then (AMWaveTransition #9: the top layout guide is 20 during the transition and 0 after
    /// `completeTransition`; a screen pushed with `hidesBottomBarWhenPushed` keeps the tab bar's
    /// bottom inset until completion, Hero #160, Motion #73; uikit-practice P18, P19). Opt-in;
    /// default `nil` (unchanged).
    public var insetsOnCompletion: StrictInsets?

    /// Creates a navigation controller filling the window, showing `root`.
    public init(world: StrictWorld, root: StrictView, order: StrictPopRecognizer.TargetOrder = .systemFirst) {
        self.world = world
        let bounds = world.window.node.bounds
        view = StrictView(world: world, frame: bounds, name: "navigation")
        container = StrictView(world: world, frame: Rect(origin: .zero, size: bounds.size), name: "container")
        navigationBar = StrictView(world: world, frame: Rect(x: 0, y: 0, width: bounds.width, height: 91), name: "navigation-bar")
        navigationBar.backgroundColor = .fixed(Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.8))
        stack = [root]
        barDrawsItemOf = root
        var popAction: () -> Void = {}
        var state: () -> StrictPopRecognizer.NavigationState = {
            .init(stackCount: 1, delegateImplementsAnimationController: false, isTransitioning: false)
        }
        popRecognizer = StrictPopRecognizer(order: order, navigation: { state() }, pop: { popAction() })
        world.window.addSubview(view)
        view.addSubview(container)
        view.addSubview(navigationBar)
        root.frame = container.node.bounds
        container.addSubview(root)
        popAction = { [unowned self] in pop() }
        // Touches reach the recognizer on the navigation controller's view through hit testing.
        popRecognizer.receivesTouch = { [unowned self] point in world.hitTest(point)?.isInside(view) ?? false }
        state = { [unowned self] in
            .init(
                stackCount: viewControllers.count, delegateImplementsAnimationController: delegate != nil, isTransitioning: isTransitioning)
        }
    }

    /// `viewControllers`: the stack a push or pop asked for holds from the call on (the pushed
    /// screen is on top, the popped one gone), while the transition starts and runs.
    public var viewControllers: [StrictView] { pendingStack ?? runningOperation?.stack ?? stack }

    /// Whether transitions start inside a committing layout pass, as UIKit starts them (P2);
    /// `false` models an app that lays the navigation controller out itself (`layoutIfNeeded()`)
    /// right after a push or pop, which starts the transition there instead. Default `true`.
    public var startsTransitionsInsideCommit = true

    /// `navigationItem.hidesBackButton` of the top screen (`viewControllers.last`); default `false`.
    public var topHidesBackButton = false

    /// Whether a transition runs (`transitionCoordinator != nil`): from the start of a push or pop
    /// (before the delegate hears `willShow`) until it ends.
    public var isTransitioning: Bool { runningOperation != nil }

    /// A pop the app's animator runs under a percent-driven interaction controller: the controller,
    /// the screens it leaves and shows, and the animator's `transitionDuration` in seconds.
    public private(set) var appPop: (interaction: StrictPercentDriven, from: StrictView, stack: [StrictView], duration: Double)?

    /// How long UIKit's own push or pop animation lasts, in seconds ("Uses a horizontal slide
    /// transition", UINavigationController.h, `pushViewController:animated:`). Apple documents no
    /// duration for it — the header's one duration, `UINavigationControllerHideShowBarDuration`, is
    /// the bars' — so 0.35 s is a choice, and its exact value does not matter to what the model
    /// checks: that the transition lasts longer than a frame, with a transition coordinator
    /// (UIViewControllerTransitionCoordinator.h: vended "when an active transition or
    /// presentation/dismissal is in flight", released "after the transition completes and the last
    /// callback has been made") and `willShow` sent but not `didShow`, so a push or pop asked for
    /// meanwhile nests (P5) and other containers meet a running transition. Tests run the clock
    /// until it ends; none counts its frames.
    public static let systemTransitionDuration = 0.35

    /// How many pushes and pops ran timed — UIKit's own animation or the app's animator without an
    /// interaction controller — whether still running or ended.
    public private(set) var timedTransitions = 0

    /// How each transition the app's animator ran ended: finished or cancelled, whether a
    /// percent-driven controller drove it, and the completion speed it was given (1 for a timed one).
    public private(set) var appPopEndings: [(finished: Bool, scrubbed: Bool, completionSpeed: Double)] = []

    /// The percent-driven controller of the app's pop ended (UIKit finishes or cancels the pop):
    /// the rest of the animation runs on the clock — "(1 − p) × duration" divided by
    /// `completionSpeed` to finish from `p`, `p × duration` divided by it to go back
    /// (D/uipercentdriveninteractivetransition/completionspeed; P13) — and the transition
    /// coordinator lasts until it ends.
    private func appPopEnded(_ interaction: StrictPercentDriven) {
        guard let (running, from, newStack, duration) = appPop, running === interaction, let finished = interaction.finished
        else { return }
        appPop = nil
        appPopEndings.append((finished, true, interaction.completionSpeed))
        let done = min(max(interaction.percentComplete, 0), 1)
        let remaining = (finished ? 1 - done : done) * duration / max(interaction.completionSpeed, 0.001)
        world.clock.runTimedAnimation(for: remaining) { [unowned self] in
            if finished {
                showAtOnce(from: from, stack: newStack)
            } else {
                runningOperation = nil
                endTransition(completed: false)
            }
        }
    }

    /// A push or pop Match does not animate, animated by UIKit or by the app's timed animator for
    /// `duration` seconds: while it runs both screens are in the container (the incoming one at
    /// its final frame, above the outgoing one on a push and below it on a pop; where it slides
    /// from is not modelled), the bar shows the incoming screen's item, and the transition
    /// coordinator lasts (`isTransitioning`); once the clock reaches its end the outgoing screen
    /// leaves, the stack changes, and `didShow` and the coordinator's completions follow
    /// (`showAtOnce`).
    private func runTimed(_ operation: Operation, from: StrictView, to: StrictView, stack newStack: [StrictView], duration: Double) {
        timedTransitions += 1
        to.frame = container.node.bounds
        if to.superview !== container {
            let index = container.subviews.firstIndex { $0 === from }.map { operation == .push ? $0 + 1 : $0 } ?? container.subviews.count
            container.insertSubview(to, at: index)
        }
        barDrawsItemOf = to
        world.clock.runTimedAnimation(for: duration) { [unowned self] in showAtOnce(from: from, stack: newStack) }
    }

    /// The end state of a push or pop Match does not animate: the screen shown fills the
    /// container, the one it replaces leaves, the stack changes (`didShow`).
    private func showAtOnce(from: StrictView, stack newStack: [StrictView]) {
        guard let to = newStack.last else { return }
        from.removeFromSuperview()
        to.frame = container.node.bounds
        if to.superview !== container { container.addSubview(to) }
        stack = newStack
        runningOperation = nil
        barDrawsItemOf = to
        delegate?.navigationController(self, didShow: to)
        endTransition(completed: true)
    }

    /// The transition coordinator's completions run, a turn later.
    private func endTransition(completed: Bool) {
        let waiting = whenTransitionEnds
        whenTransitionEnds = []
        for work in waiting { world.later { work(completed) } }
    }

    /// Whether the system has `UINavigationItem.backAction` (iOS 16 and later); `false` models
    /// iOS 15, where the back button always pops through UIKit. Default `true`.
    public var systemHasBackAction = true

    /// `navigationItem.backAction` of each screen that has one: its identifier and what it does.
    private var backActions: [ObjectIdentifier: (identifier: String, perform: () -> Void)] = [:]

    /// `navigationItem.backAction` of `screen`: its identifier, `nil` without one.
    public func backActionIdentifier(of screen: StrictView) -> String? { backActions[ObjectIdentifier(screen)]?.identifier }

    /// Sets `navigationItem.backAction` of `screen` (`nil` removes it). Ignored without back actions
    /// (`systemHasBackAction` false: iOS 15 has no such property).
    public func setBackAction(of screen: StrictView, identifier: String?, perform: (() -> Void)?) {
        guard systemHasBackAction else { return }
        if let identifier, let perform {
            backActions[ObjectIdentifier(screen)] = (identifier, perform)
        } else {
            backActions[ObjectIdentifier(screen)] = nil
        }
    }

    /// The app sets an action of its own on `screen`'s back button; each tap on it counts in
    /// `appBackActionTaps`.
    public func setAppBackAction(on screen: StrictView) {
        setBackAction(of: screen, identifier: "app.back") { [unowned self] in appBackActionTaps += 1 }
    }

    /// How many times a back action the app set ran.
    public private(set) var appBackActionTaps = 0

    /// The screen whose navigation item the bar shows: the incoming one from the start of a push
    /// or pop, else the top one, with its index in the stack it belongs to.
    private var barScreen: (screen: StrictView, index: Int)? {
        if let (to, newStack) = runningOperation, isTransitioning {
            return newStack.firstIndex(where: { $0 === to }).map { (to, $0) }
        }
        return stack.last.map { ($0, stack.count - 1) }
    }

    /// Whether the navigation bar takes taps: not from the moment a transition becomes interactive
    /// until it completes — UIKit turns the bar's interaction off for an interactive custom
    /// transition and back on only at completion (Transmission `interactiveTransitionWillEnd`:
    /// "does not re-enable until the animation is complete") — unless someone turns
    /// `isUserInteractionEnabled` back on (`barTakesTapsAgain()`).
    public var barTakesTaps: Bool {
        guard let run, run.ended == nil, run.context.wasInteractive else { return true }
        return barReenabled
    }
    private var barReenabled = false

    /// `navigationBar.isUserInteractionEnabled = true`.
    public func barTakesTapsAgain() { barReenabled = true }

    /// Taps on the bar that it did not take (`barTakesTaps`).
    public private(set) var swallowedBarTaps = 0

    /// The screen whose navigation item the bar draws. A cancelled push or pop can leave it
    /// drawing the item of the screen that never arrived until the bar is laid out anew (radars
    /// 38182194, 24535291; uikit-practice P23): it stays the incoming screen after a cancel unless
    /// `refreshNavigationBar()` runs.
    public private(set) var barDrawsItemOf: StrictView?

    /// `isNavigationBarHidden`; default `false`.
    public var isNavigationBarHidden = false {
        didSet { navigationBar.isHidden = isNavigationBarHidden }
    }
    /// The navigation bar: above the transition container, across the top (status bar and bar,
    /// 91 pt), translucent as UIKit's is by default (`UINavigationBar.isTranslucent`: "The default
    /// value is true"; iOS 26's glass too): what lies under it shows through (K7).
    public let navigationBar: StrictView

    /// `setNavigationBarHidden(true, animated: false)` then `(false, animated: false)`: the bar is
    /// laid out anew with the top screen's item.
    public func refreshNavigationBar() { barDrawsItemOf = stack.last }

    /// Whether a tap on the back button now reaches its action: the bar shows a screen with a back
    /// button (not the root's item — during a pop to the root the bar shows the root's — nor one
    /// that hides it) and takes taps.
    public var backButtonTakesTap: Bool {
        guard let (_, index) = barScreen else { return false }
        return index > 0 && !topHidesBackButton && barTakesTaps
    }

    /// The running push's or pop's incoming screen and the stack after it.
    private var runningOperation: (to: StrictView, stack: [StrictView])?

    /// An app's navigation controller subclass that implements `navigationBar(_:shouldPop:)`
    /// (UINavigationBarDelegate), asked with the screen whose item the back button would pop;
    /// `nil`: not implemented (UIKit's own pops).
    public var appShouldPop: ((StrictView) -> Bool)?
    /// How many times `appShouldPop` was asked.
    public private(set) var shouldPopAsked = 0

    /// The user taps the back button of the screen the bar shows (none on the root, none while the
    /// screen hides it): its back action runs if it has one (iOS 16: it replaces the button's action,
    /// so the bar's delegate is not asked), else UIKit asks the bar's delegate — the app's
    /// `navigationBar(_:shouldPop:)`, if it implements it — and pops when allowed (a pop while a
    /// transition runs is nested, P5).
    public func tapBack() {
        guard let (screen, index) = barScreen, index > 0, !topHidesBackButton else { return }
        guard barTakesTaps else {
            swallowedBarTaps += 1
            return
        }
        if systemHasBackAction, let action = backActions[ObjectIdentifier(screen)] {
            action.perform()
            return
        }
        if let appShouldPop {
            shouldPopAsked += 1
            guard appShouldPop(screen) else { return }
        }
        pop()
    }

    /// `setViewControllers(_:animated: false)` (or a push or pop without animation): the stack
    /// changes at once, the new top screen fills the container; a violation while a transition runs
    /// (P5). The delegate hears `willShow` and `didShow`.
    public func setViewControllers(_ screens: [StrictView]) {
        guard let top = screens.last else { return }
        if isTransitioning || pendingStack != nil {
            world.violate(.nestedNavigationOperation)
            return
        }
        pendingStack = screens
        delegate?.navigationController(self, willShow: top)
        pendingStack = nil
        stack.last?.removeFromSuperview()
        top.frame = container.node.bounds
        container.addSubview(top)
        stack = screens
        barDrawsItemOf = top
        delegate?.navigationController(self, didShow: top)
    }

    /// Whether a transition of a container around it runs (a tab bar controller's switch that
    /// holds its view): `transitionCoordinator` asks the parents. Default: never.
    public var enclosingTransitionRuns: () -> Bool = { false }

    /// Whether a presentation or dismissal runs over it (the presented controller's
    /// `transitionCoordinator`). Default: never.
    public var modalTransitionRuns: () -> Bool = { false }

    /// Whether it transitions or will: a transition runs, or a push or pop waits for its deferred
    /// start.
    public var isBusy: Bool { isTransitioning || pendingStack != nil }

    /// Pan recognizers an app or an adapter added to the navigation controller's view, which a
    /// touch reaches through hit testing (a container around it lets them compete for the touch).
    public var addedPans: [StrictAddedPan] = []

    /// The view's `effectiveUserInterfaceLayoutDirection`; default left to right.
    public var layoutDirection = TransitionContext.LayoutDirection.leftToRight
    /// Whether the system gives this navigation controller iOS 26's content-area back swipe
    /// (`interactiveContentPopGestureRecognizer`), which — like the edge swipe — never begins
    /// while a navigation delegate supplies animators (uikit-practice P1, react-native-screens
    /// PR #3173); default `false` (iOS 15–18).
    public var systemHasContentSwipe = false

    /// Runs `work` once the running transition ended (the transition coordinator's
    /// `animate(alongsideTransition: nil, completion:)`, a turn after it ends, with whether it
    /// completed); nothing when none runs.
    public func whenTransitionEnds(_ work: @escaping (Bool) -> Void) {
        if isTransitioning { whenTransitionEnds.append(work) }
    }

    /// Work for when the running transition ends, run a turn later.
    private var whenTransitionEnds: [(Bool) -> Void] = []

    /// Views kept in its view that hear `didMoveToWindow`.
    private var windowObservers: [() -> Void] = []

    /// Adds a view to its view that calls `handler` from `didMoveToWindow`.
    public func addWindowObserver(_ handler: @escaping () -> Void) { windowObservers.append(handler) }

    /// UIKit's `didMoveToWindow` for the views inside its view: its view came into a window or left
    /// one. The strict tab bar controller calls it for a contained navigation controller whose tab
    /// it puts into or takes out of the container.
    public func didMoveToWindow() {
        for observer in windowObservers { observer() }
    }

    /// Pushes an app's subclass of the navigation controller ignores (an override of
    /// `pushViewController` that returns without calling `super`, e.g. for a screen already on
    /// the stack — the usual guard against "Pushing the same view controller instance more than
    /// once"); `nil` (the default): none.
    public var ignoresPush: ((StrictView) -> Bool)?

    /// `pushViewController(_:animated:)`: a screen already in the stack is
    /// `Violation.pushedScreenAlreadyOnStack` (UIKit raises, though its header says such a push
    /// "has no effect") and changes nothing. Whether UIKit asks the navigation delegate for an animator when
    /// `animated` is `false` is not documented: the least favourable reading is taken — it does,
    /// and runs it with `isAnimated == false` (`animateTransition(using:)` inside the call, as for a
    /// `.custom` presentation, UIViewControllerTransitioning.h).
    public func push(_ screen: StrictView, animated: Bool = true) {
        if ignoresPush?(screen) == true { return }
        if viewControllers.contains(where: { $0 === screen }) {
            world.violate(.pushedScreenAlreadyOnStack)
            return
        }
        guard let top = viewControllers.last else { return }
        let after = viewControllers + [screen]
        startTransition(after: after) { [unowned self] in
            transition(.push, from: top, to: screen, after: after, animated: animated)
        }
    }

    /// `popViewController(animated:)`; without animation, as `push(_:animated:)`.
    public func pop(animated: Bool = true) {
        let current = viewControllers
        if isTransitioning {
            world.violate(.nestedNavigationOperation)
            return
        }
        guard current.count > 1 else {
            world.violate(.poppedRootScreen)
            return
        }
        let after = Array(current.dropLast())
        startTransition(after: after) { [unowned self] in
            transition(.pop, from: current[current.count - 1], to: current[current.count - 2], after: after, animated: animated)
        }
    }

    /// Whether a push or pop starts its transition in the next committing layout pass
    /// (`_startDeferredTransitionIfNeeded:` from the navigation controller's `layoutSubviews`,
    /// uikit-practice P2), with no transition coordinator until then (least favourable reading),
    /// rather than in the call that asked for it. A second push or pop before the deferred start
    /// nests (P5). Default `false`.
    public var startsTransitionsAtNextLayout = false

    /// The stack a push or pop asked for but not started yet (`startsTransitionsAtNextLayout`).
    public private(set) var pendingStack: [StrictView]?

    /// Starts a transition now, or in the next layout pass: a second operation before a deferred
    /// one started nests (P5). While the navigation controller's view is out of the window it gets
    /// no layout pass, so an operation asked for then starts in the first layout pass that finds
    /// it in the window — animated as asked, whatever brought it there (least favourable reading:
    /// no page says what UIKit does with a push or pop off screen; P2 starts it from the
    /// navigation controller's layout) — e.g. inside the tab switch that brings its tab on screen.
    private func startTransition(after: [StrictView], _ start: @escaping () -> Void) {
        if pendingStack != nil {
            world.violate(.nestedNavigationOperation)
            return
        }
        guard startsTransitionsAtNextLayout || !view.isInWindow else { return start() }
        pendingStack = after
        startInLayoutPassInWindow(start)
    }

    /// Runs `start` in the first layout pass that finds the view in the window.
    private func startInLayoutPassInWindow(_ start: @escaping () -> Void) {
        world.inNextLayoutPass { [unowned self] in
            guard view.isInWindow else { return startInLayoutPassInWindow(start) }
            pendingStack = nil
            start()
        }
    }

    /// A navigation operation, as `UINavigationController.Operation`.
    public enum Operation: Sendable, Hashable {
        /// A screen is pushed.
        case push
        /// The top screen is popped.
        case pop
    }

    private func transition(_ operation: Operation, from: StrictView, to: StrictView, after newStack: [StrictView], animated: Bool = true) {
        if isTransitioning {
            world.violate(.nestedNavigationOperation)
            return
        }
        if enclosingTransitionRuns() { world.violate(.navigationTransitionInsideContainerTransition) }
        runningOperation = (to, newStack)
        delegate?.navigationController(self, willShow: to)
        let answer = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        switch answer {
        case nil:
            // UIKit's own slide, for `systemTransitionDuration`; without animation UIKit shows the
            // screen at once (`willShow` and `didShow` in the call).
            if animated {
                runTimed(operation, from: from, to: to, stack: newStack, duration: Self.systemTransitionDuration)
            } else {
                showAtOnce(from: from, stack: newStack)
            }
        case .app(let duration)?:
            // The app's animator; UIKit asks the delegate for an interaction controller. Without
            // one it runs timed, its own `transitionDuration` — even for a push or pop without
            // animation (least favourable reading: an animator that does not read `isAnimated`).
            guard let interaction = delegate?.navigationController(self, interactionControllerForAppAnimatorOf: duration) else {
                appPopEndings.append((true, false, 1))
                runTimed(operation, from: from, to: to, stack: newStack, duration: duration)
                return
            }
            appPop = (interaction, from, newStack, duration)
            interaction.onEnd = { [unowned self, unowned interaction] in appPopEnded(interaction) }
            interaction.started()
        case .matched(let animator)?:
            // UIKit's own recognizer pops with UIKit's own target, which may run UIKit's pop rather
            // than the delegate's animator (ZoomTransitioning #6): a matched pop it started is a
            // violation.
            if operation == .pop, popRecognizer.isInProgress, !popRecognizer.ownEdgePanInProgress {
                world.violate(.systemPopUnderCustomDelegate)
            }
            runMatched(animator, from: from, to: to, after: newStack, animated: animated)
        }
    }

    private func runMatched(
        _ animator: StrictTransitionAnimator, from: StrictView, to: StrictView, after newStack: [StrictView], animated: Bool
    ) {
        barDrawsItemOf = to
        let bounds = container.node.bounds
        let run = StrictTransitionRun(
            world: world, controller: animator.controller, container: container,
            handed: [.source: from, .destination: to], controllerViews: [.source: from, .destination: to],
            finalFrames: [.source: bounds, .destination: bounds], isAnimated: animated,
            afterCompletion: { [unowned self] completed in
                // UIKit removes the screen it no longer shows.
                if completed {
                    if let insets = insetsOnCompletion { to.safeAreaInsets = insets }
                    from.removeFromSuperview()
                    stack = newStack
                    barDrawsItemOf = newStack.last
                } else {
                    to.removeFromSuperview()
                }
                runningOperation = nil
                if completed { delegate?.navigationController(self, didShow: to) }  // not called on a cancel
                endTransition(completed: completed)
            },
            animationEnded: animator.animationEnded)
        barReenabled = false
        if let insets = incomingInsetsDuringTransition { to.safeAreaInsets = insets }
        run.startsInsideCommit = startsTransitionsInsideCommit
        self.run = run
        runs.append(run)
        run.begin()
    }
}

/// `UINavigationControllerDelegate`, as far as the strict navigation controller asks it.
public protocol StrictNavigationControllerDelegate: AnyObject {
    /// `navigationController(_:willShow:animated:)`: a push or pop is starting (animated or not).
    func navigationController(_ navigationController: StrictNavigationController, willShow screen: StrictView)
    /// `navigationController(_:didShow:animated:)`: the screen is shown (not called when an
    /// interactive pop is cancelled).
    func navigationController(_ navigationController: StrictNavigationController, didShow screen: StrictView)
    /// `navigationController(_:animationControllerFor:from:to:)`; `nil`: UIKit's own animation.
    func navigationController(
        _ navigationController: StrictNavigationController, animationControllerFor operation: StrictNavigationController.Operation,
        from: StrictView, to: StrictView
    ) -> StrictAnimatorAnswer?
    /// `navigationController(_:interactionControllerFor:)` for an animator of the app's own, whose
    /// `transitionDuration` is `duration` seconds; `nil`: none (the app's animation runs timed).
    func navigationController(
        _ navigationController: StrictNavigationController, interactionControllerForAppAnimatorOf duration: Double
    ) -> StrictPercentDriven?
}

/// The animator a container's delegate hands back.
public enum StrictAnimatorAnswer {
    /// An animator of the app's own, `transitionDuration` in seconds: it runs that long on the
    /// world's clock (its views' motion is not modelled, only its lifetime and its end state).
    case app(duration: Double)
    /// An animator over the engine's controller, which is its own interaction controller.
    case matched(StrictTransitionAnimator)
}

/// An animator (and interaction controller) over the engine's controller: UIKit's calls go to
/// `controller`, and `animationEnded` is the animator's `animationEnded(_:)`, which forwards to the
/// controller and does its owner's bookkeeping.
public final class StrictTransitionAnimator {
    /// The controller UIKit's calls reach.
    package let controller: StrictController
    /// The animator's `animationEnded(_:)`.
    public let animationEnded: (Bool) -> Void

    /// Creates an animator.
    package init(controller: StrictController, animationEnded: @escaping (Bool) -> Void) {
        self.controller = controller
        self.animationEnded = animationEnded
    }
}

/// `UIPercentDrivenInteractiveTransition` driving an animator of the app's own: it keeps what it is
/// told before UIKit starts it and hands it over then.
public final class StrictPercentDriven {
    /// The percent complete, 0…1.
    public private(set) var percentComplete = 0.0
    /// `completionSpeed`; default 1.
    public var completionSpeed = 1.0
    /// `true` once finished, `false` once cancelled, `nil` before.
    public private(set) var finished: Bool?
    private var isStarted = false
    var onEnd: () -> Void = {}

    /// Creates a controller.
    public init() {}

    /// `update(_:)`.
    public func update(_ percent: Double) { percentComplete = percent }
    /// `finish()`.
    public func finish() { end(true) }
    /// `cancel()`.
    public func cancel() { end(false) }

    private func end(_ finishing: Bool) {
        guard finished == nil else { return }
        finished = finishing
        if isStarted { onEnd() }
    }

    /// UIKit started it (`startInteractiveTransition(_:)`): an ending told before takes effect now.
    func started() {
        isStarted = true
        if finished != nil { onEnd() }
    }
}

/// A pan recognizer added to a view: what it is to recognizers it competes with, whether it would
/// begin for a touch at a window point, and its target. Travel and velocity in window points.
public struct StrictAddedPan {
    /// What it is to other recognizers that compete for a touch.
    public enum Kind: Sendable, Hashable {
        /// It pops a navigation controller.
        case navigationPop
        /// Anything else.
        case other
    }
    /// What it is.
    public var kind: Kind
    /// `gestureRecognizerShouldBegin` for a touch at a window point moving at a velocity (points
    /// per second).
    public var wouldBegin: (Point, Vector) -> Bool
    /// It begins at a window point, moving at a velocity; whether it took the touch.
    public var began: (Point, Vector) -> Bool
    /// It moved by a translation since it began.
    public var changed: (Vector) -> Void
    /// It lifted, with a translation and a velocity.
    public var ended: (Vector, Vector) -> Void

    /// Creates a pan.
    public init(
        kind: Kind, wouldBegin: @escaping (Point, Vector) -> Bool, began: @escaping (Point, Vector) -> Bool,
        changed: @escaping (Vector) -> Void,
        ended: @escaping (Vector, Vector) -> Void
    ) {
        self.kind = kind
        self.wouldBegin = wouldBegin
        self.began = began
        self.changed = changed
        self.ended = ended
    }
}
