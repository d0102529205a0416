/// A presentation controller's views as `PresentationChromeGlue` drives them: primitives only,
/// each a call or property of `UIPresentationController` and `UIView`.
package protocol PresentationChromeViews: AnyObject {
    /// The size of `containerView`'s bounds, in points; `nil` before UIKit made the container.
    var containerSize: Size? { get }
    /// Whether a transition of the presentation runs (the presented controller's
    /// `transitionCoordinator` is not `nil`).
    var transitionRunning: Bool { get }
    /// Puts the dimming view at the back of the container (`insertSubview(_:at: 0)`) at `frame`,
    /// with `alpha`.
    func insertDimmingViewAtBack(frame: Rect, alpha: Double)
    /// Sets the dimming view's frame.
    func setDimmingFrame(_ frame: Rect)
    /// Takes the dimming view out of the container (`removeFromSuperview()`).
    func removeDimmingView()
    /// Sets the presented view's frame, if it is in the container.
    func setPresentedFrame(_ frame: Rect)
}

/// A matched presentation controller's overrides, written once for every host: each answers
/// UIKit's call from the chrome `ModalGlue` fixed when UIKit asked for the presentation controller
/// (`ModalCoordination.Chrome`) and acts on the controller's views through their primitives.
/// MatchUIKit's `MatchPresentationController` and the strict host's adapter forward to it.
package struct PresentationChromeGlue<Receiver: GestureReceiver> {
    /// Every answer.
    package let chrome: ModalCoordination<Receiver>.Chrome

    /// Creates the glue for `chrome`.
    package init(chrome: ModalCoordination<Receiver>.Chrome) { self.chrome = chrome }

    /// `frameOfPresentedViewInContainerView`: `.zero` before there is a container.
    package func frameOfPresentedView(in views: some PresentationChromeViews) -> Rect {
        guard let size = views.containerSize else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return chrome.frameOfPresentedView(inContainerOf: size)
    }

    /// `presentationTransitionWillBegin()`: the dimming view at the back of the container, over all
    /// of it, at the alpha the look gives (0 when the plan's dimming track fades it in).
    package func presentationTransitionWillBegin(_ views: some PresentationChromeViews) {
        guard let size = views.containerSize else { return }
        views.insertDimmingViewAtBack(frame: Rect(origin: .zero, size: size), alpha: chrome.dimmingLook.alpha)
    }

    /// `presentationTransitionDidEnd(_:)` (`presenting`) or `dismissalTransitionDidEnd(_:)`: the
    /// dimming view leaves unless the chrome keeps it (a completed presentation, a cancelled dismissal).
    package func transitionDidEnd(presenting: Bool, completed: Bool, _ views: some PresentationChromeViews) {
        if !chrome.keepsDimmingView(presenting: presenting, completed: completed) { views.removeDimmingView() }
    }

    /// `containerViewWillLayoutSubviews()`: the dimming view over the container; the presented view
    /// at its frame only outside transitions (during one, its geometry is the animation's).
    package func containerViewWillLayoutSubviews(_ views: some PresentationChromeViews) {
        guard let size = views.containerSize else { return }
        views.setDimmingFrame(Rect(origin: .zero, size: size))
        if chrome.layoutsPresentedView(transitionRunning: views.transitionRunning) {
            views.setPresentedFrame(chrome.frameOfPresentedView(inContainerOf: size))
        }
    }
}
