@_spi(Harness) import MatchEngine

/// A `.custom` modal presentation as UIKit runs it: `present(_:animated:)` and
/// `dismiss(animated:)` of one presented controller over one presenter, asking the
/// `transitioningDelegate` for the presentation controller and the animators.
///
/// - `present()`: UIKit asks the delegate for a presentation controller
///   (`presentationController(forPresented:presenting:source:)`) and an animator
///   (`animationController(forPresented:presenting:source:)`, before
///   `presentationTransitionWillBegin`); it makes the transition container above the presenter's
///   view, which stays where it is while the presentation controller's
///   `shouldRemovePresentersView` is `false` (uikit-rules 7.6, 7.10; were it `true`, the
///   presenter's view would be handed over on both sides and taken out of the window once the
///   presentation completes); it calls `presentationTransitionWillBegin` (7.1), hands the presented
///   view over (`view(forKey: .to)`) with its final frame from `frameOfPresentedViewInContainerView`
///   (7.4), and lays the container out through `containerViewWillLayoutSubviews`.
/// - `dismiss()`: the animator from `animationController(forDismissed:)`, then
///   `dismissalTransitionWillBegin`.
/// - Each run begins through `StrictTransitionRun` and starts interactively a run-loop turn after
///   the animator was asked for — when is not documented (uikit-rules 3.2); a turn later is the
///   least favourable reading, since a finger may lift in between. Once the context is completed UIKit calls
///   `presentationTransitionDidEnd(_:)` or `dismissalTransitionDidEnd(_:)`; a cancelled
///   presentation takes the presented view and the container out; a completed dismissal detaches
///   the presented view and the container from the window — the least favourable reading of
///   uikit-practice P21 (Hero2 `BaseTransition.swift`: UIKit removes views the animator placed when
///   a `.custom` dismissal completes).
/// - A delegate that gives no animator gets UIKit's own animation, which lasts
///   `systemTransitionDuration` on the world's clock: the presented view is in the container (at
///   its final frame: its slide is not modelled) or, for a dismissal, still there, the presented
///   controller has a transition coordinator (`isTransitioning`) and the presentation is in
///   progress for the whole window until it ends; then the presentation controller hears the end,
///   as after a custom animator. Without animation it is its end state inside the call.
public final class StrictPresentation {
    /// The world.
    public let world: StrictWorld
    /// The presenting controller's view (the `.from` controller's view of a presentation).
    public let presenting: StrictView
    /// The presented controller's view.
    public let presented: StrictView
    /// `transitioningDelegate` of the presented controller. UIKit holds it weakly; the app keeps it
    /// alive, which the model does by holding it.
    public var transitioningDelegate: StrictTransitioningDelegate?
    /// The transition container of the current (or last) presentation (out of the window once
    /// dismissed).
    public private(set) var container: StrictView?
    /// The presentation controller of the current (or last) presentation.
    public private(set) var presentationController: StrictPresentationController?
    /// The current (or last) run.
    public private(set) var run: StrictTransitionRun?
    /// Every run so far, in order.
    public private(set) var runs: [StrictTransitionRun] = []
    /// Whether the presented screen is up (a presentation completed and no dismissal has).
    public private(set) var isPresented = false
    /// The presenter's screen: the window's child holding the presenting view.
    private let presenterScreen: StrictView

    /// A presentation of `presented` over `presenting`, `transitioningDelegate` the presented
    /// controller's (`nil`: none yet).
    public init(world: StrictWorld, presenting: StrictView, presented: StrictView, transitioningDelegate: StrictTransitioningDelegate?) {
        self.world = world
        self.transitioningDelegate = transitioningDelegate
        self.presenting = presenting
        self.presented = presented
        // The presenter's screen (the window's child holding the presenting view) must not move.
        var home = presenting
        while let up = home.superview, up !== world.window { home = up }
        presenterScreen = home
        world.presenterView = home
        world.presenterHome = world.window
    }

    /// Whether a transition runs: the delegate's animator's, or UIKit's own.
    public var isTransitioning: Bool { systemTransitionRuns || (run.map { $0.ended == nil } ?? false) }

    /// How long UIKit's own presentation or dismissal animation lasts, in seconds. Apple documents
    /// no duration for it (D/uiviewcontroller/present(_:animated:completion:) says only that the
    /// style's transition is used), so 0.35 s is a choice; its exact value does not matter to what
    /// the model checks: that it lasts longer than a frame, with a transition coordinator
    /// (UIViewControllerTransitionCoordinator.h: vended "when an active transition or
    /// presentation/dismissal is in flight") and the presentation in progress ("Attempt to present
    /// … while a presentation is in progress"). Tests run the clock until it ends.
    public static let systemTransitionDuration = 0.35

    /// Whether UIKit's own presentation or dismissal animation runs.
    public private(set) var systemTransitionRuns = false

    /// UIKit's own animation of a presentation (`presenting`) or dismissal: in progress until the
    /// clock has run `systemTransitionDuration`, then ended as a completed transition.
    private func runSystemAnimation(presenting: Bool, chrome: StrictPresentationController, container: StrictView) {
        systemTransitionRuns = true
        world.presentationsInProgress.insert(ObjectIdentifier(self))
        world.clock.runTimedAnimation(for: Self.systemTransitionDuration) { [unowned self] in
            systemTransitionRuns = false
            world.presentationsInProgress.remove(ObjectIdentifier(self))
            end(presenting: presenting, completed: true, chrome: chrome, container: container)
        }
    }

    /// `present(_:animated:)`: sets up the container and the presentation controller, then begins
    /// the delegate's animator. Returns its run (`nil` while a transition runs, when presented, for
    /// UIKit's own animation; while another presentation's transition is in progress in the world,
    /// also `Violation.presentationInProgress`). Without animation (`animated: false`) UIKit still
    /// runs the custom animator, with `isAnimated == false` (UIViewControllerTransitioning.h),
    /// inside this call (`animateTransition(using:)`).
    @discardableResult
    public func present(animated: Bool = true) -> StrictTransitionRun? {
        guard !isTransitioning, !isPresented, !otherPresentationInProgress(), let delegate = transitioningDelegate else { return nil }
        let chrome = delegate.presentationController(for: self)
        presentationController = chrome
        let bounds = world.window.node.bounds
        let container = StrictView(world: world, frame: bounds, name: "modal-container")
        world.window.addSubview(container)
        self.container = container
        // The animator is asked before `presentationTransitionWillBegin`: whatever it needs from the
        // presentation controller does not exist yet (the order is not documented; the least
        // favourable reading).
        let animator = delegate.animationController(forPresented: self)
        chrome.presentationTransitionWillBegin(container: container)
        container.layout = { [unowned self, presented] c in
            chrome.containerViewWillLayoutSubviews(
                container: c, presentedView: presented.superview === c ? presented : nil, transitionRunning: isTransitioning)
        }
        guard let animator else {
            presented.frame = chrome.frameOfPresentedView(inContainerOf: bounds.size)
            container.addSubview(presented)
            if animated {
                runSystemAnimation(presenting: true, chrome: chrome, container: container)
            } else {
                end(presenting: true, completed: true, chrome: chrome, container: container)
            }
            return nil
        }
        var handed: [SceneSide: StrictView] = [.destination: presented]
        if chrome.shouldRemovePresentersView { handed[.source] = presenting }
        return begin(
            animator, presenting: true, chrome: chrome, container: container, handed: handed,
            controllerViews: [.source: presenting, .destination: presented],
            finalFrames: [.destination: chrome.frameOfPresentedView(inContainerOf: bounds.size)], animated: animated)
    }

    /// `dismiss(animated:)`: begins the delegate's animator. Returns its run (`nil` while a
    /// transition runs, when not presented, for UIKit's own animation; while another presentation's
    /// transition is in progress in the world, also `Violation.presentationInProgress`). Without
    /// animation, as `present(animated:)`.
    @discardableResult
    public func dismiss(animated: Bool = true) -> StrictTransitionRun? {
        guard !isTransitioning, isPresented, !otherPresentationInProgress(), let container, let chrome = presentationController
        else { return nil }
        let animator = transitioningDelegate?.animationController(forDismissed: self)
        chrome.dismissalTransitionWillBegin()
        guard let animator else {
            if animated {
                runSystemAnimation(presenting: false, chrome: chrome, container: container)
            } else {
                end(presenting: false, completed: true, chrome: chrome, container: container)
            }
            return nil
        }
        var handed: [SceneSide: StrictView] = [.source: presented]
        if chrome.shouldRemovePresentersView { handed[.destination] = presenting }
        return begin(
            animator, presenting: false, chrome: chrome, container: container, handed: handed,
            controllerViews: [.source: presented, .destination: presenting], finalFrames: [:], animated: animated)
    }

    /// Whether another presentation's transition is in progress in the world: UIKit then refuses
    /// a presentation or dismissal ("Attempt to present … while a presentation is in progress"),
    /// a `Violation.presentationInProgress`.
    private func otherPresentationInProgress() -> Bool {
        guard world.presentationsInProgress.contains(where: { $0 != ObjectIdentifier(self) }) else { return false }
        world.violate(.presentationInProgress)
        return true
    }

    /// What UIKit does once a presentation or dismissal ends: the presentation controller hears it
    /// (`presentationTransitionDidEnd(_:)`, `dismissalTransitionDidEnd(_:)`), then the views UIKit
    /// no longer shows leave.
    private func end(presenting: Bool, completed: Bool, chrome: StrictPresentationController, container: StrictView) {
        if presenting { chrome.presentationTransitionDidEnd(completed) } else { chrome.dismissalTransitionDidEnd(completed) }
        if presenting != completed {
            // A cancelled presentation, or a completed dismissal: UIKit takes the presented view and
            // the container out (P21, least favourable reading).
            presented.removeFromSuperview()
            container.removeFromSuperview()
        }
        if presenting, completed, chrome.shouldRemovePresentersView { presenterScreen.removeFromSuperview() }
        isPresented = presenting == completed
    }

    private func begin(
        _ animator: StrictTransitionAnimator, presenting: Bool, chrome: StrictPresentationController, container: StrictView,
        handed: [SceneSide: StrictView], controllerViews: [SceneSide: StrictView], finalFrames: [SceneSide: Rect], animated: Bool
    ) -> StrictTransitionRun {
        let run = StrictTransitionRun(
            world: world, controller: animator.controller, container: container, handed: handed,
            controllerViews: controllerViews, finalFrames: finalFrames, isAnimated: animated,
            afterCompletion: { [unowned self] completed in
                world.presentationsInProgress.remove(ObjectIdentifier(self))
                end(presenting: presenting, completed: completed, chrome: chrome, container: container)
            },
            animationEnded: animator.animationEnded)
        self.run = run
        runs.append(run)
        world.presentationsInProgress.insert(ObjectIdentifier(self))
        run.begin()
        return run
    }
}

/// `UIViewControllerTransitioningDelegate`, as far as a `.custom` presentation asks it.
public protocol StrictTransitioningDelegate: AnyObject {
    /// `presentationController(forPresented:presenting:source:)`, asked once per presentation
    /// before the animator.
    func presentationController(for presentation: StrictPresentation) -> StrictPresentationController
    /// `animationController(forPresented:presenting:source:)`; `nil`: UIKit's own animation. The
    /// animator is its own interaction controller.
    func animationController(forPresented presentation: StrictPresentation) -> StrictTransitionAnimator?
    /// `animationController(forDismissed:)`; `nil`: UIKit's own animation.
    func animationController(forDismissed presentation: StrictPresentation) -> StrictTransitionAnimator?
}

/// A `UIPresentationController` subclass's overrides, as UIKit calls them.
public protocol StrictPresentationController: AnyObject {
    /// `frameOfPresentedViewInContainerView` for a container of `size`, in points.
    func frameOfPresentedView(inContainerOf size: Size) -> Rect
    /// `shouldRemovePresentersView`.
    var shouldRemovePresentersView: Bool { get }
    /// `presentationTransitionWillBegin()`, with the presentation's `containerView`.
    func presentationTransitionWillBegin(container: StrictView)
    /// `presentationTransitionDidEnd(_:)`.
    func presentationTransitionDidEnd(_ completed: Bool)
    /// `dismissalTransitionWillBegin()`.
    func dismissalTransitionWillBegin()
    /// `dismissalTransitionDidEnd(_:)`.
    func dismissalTransitionDidEnd(_ completed: Bool)
    /// `containerViewWillLayoutSubviews()`, with the `containerView`, the `presentedView` while it
    /// is in the container, and whether the presented controller has a `transitionCoordinator` (a
    /// transition runs).
    func containerViewWillLayoutSubviews(container: StrictView, presentedView: StrictView?, transitionRunning: Bool)
}
