/// Runs without matched animation: a transition whose views could not be had (none given) or
/// that is not animated.
extension TransitionController {
    /// No matched animation possible (no views for a side): a short plain run the container
    /// never waits on, at whose end (and only then: until it, the screen shows what it showed,
    /// P4) the screens are placed as `placeWithoutAnimation` says — a cut, not an animation.
    func prepareFallback(host: Host, destinationRoot: Host.View?, destinationFrame frame: Rect?) -> Host.Driver {
        isFallback = true
        let fallback = host.makeDriver(duration: 0.01)
        fallback.addCompletion { [weak self, weak host] position in
            if position == .end, let self, let host {
                self.placeWithoutAnimation(host: host, destinationRoot: destinationRoot, destinationFrame: frame)
            }
            self?.sessionCompleted(position == .end)
        }
        driver = fallback
        phase = .prepared
        return fallback
    }

    /// Where a run without matched animation leaves the screens when it ends at its end: the
    /// destination handed over put into the container, on top, at its final frame (if no plan
    /// put it there), and a presentation's dimming view at full strength, as its plan would have
    /// left it (inserted at alpha 0 for the plan to fade in; left there it would dim nothing and
    /// take no tap outside, P8).
    func placeWithoutAnimation(host: Host, destinationRoot: Host.View?, destinationFrame frame: Rect?) {
        if let destinationRoot, let frame, !host.isInContainer(destinationRoot) {
            host.insertIntoContainer(destinationRoot, at: host.containerSubviews().count)
            host.setFrame(frame, of: destinationRoot)
        }
        if configuration.kind.isPresenting, let dimming = dimmingView() { host.setAlpha(1, of: dimming) }
    }

    /// A transition that is not animated (`UnanimatedTransition`): no capture, no plan; a plain
    /// driver that `run` ends at once, at whose end the views are put where the transition leaves
    /// them and the context is completed — inside the container's start call.
    func prepareUnanimated(host: Host, context: Context, destinationFrame: Rect?) -> Host.Driver {
        isFallback = true
        isUnanimated = true
        if reportedDuration == nil { reportedDuration = 0 }
        let source = context.view(.source)
        let steps = UnanimatedTransition.steps(
            kind: configuration.kind, sourceInContainer: source.map(host.isInContainer) ?? false,
            destinationFrame: destinationFrame, hasDimmingView: dimmingView() != nil)
        let destination = context.view(.destination)
        let dimming = dimmingView()
        let d = host.makeDriver(duration: 0.01)
        d.addCompletion { [weak self, weak host] position in
            if position == .end, let host {
                for step in steps {
                    switch step {
                    case .removeSource:
                        if let source { host.removeFromContainer(source) }
                    case .placeDestination(let frame):
                        guard let destination else { continue }
                        if !host.isInContainer(destination) {
                            host.insertIntoContainer(destination, at: host.containerSubviews().count)
                        }
                        host.setFrame(frame, of: destination)
                    case .dimming(let alpha):
                        if let dimming { host.setAlpha(alpha, of: dimming) }
                    }
                }
            }
            self?.sessionCompleted(position == .end)
        }
        driver = d
        phase = .prepared
        return d
    }

    /// A fallback run has nothing to animate: it ends at once the documented way (paused, stopped,
    /// finished at an end, which runs the completions), never relying on an empty animator
    /// completing. At its end — unless a cancel was asked for before it ran (a back tap during a
    /// push that waited for views, then gave up): then at its start, the context cancelled, as
    /// the request said. A transition that is not animated always ends at its end.
    func endFallback(_ d: Host.Driver) {
        let finishes = isUnanimated || (pendingRelease?.finishes ?? true)
        pendingRelease = nil
        phase = .running
        gesture = .none
        tracker = nil
        if finishes {
            if context?.isInteractive == true { context?.finishInteractiveTransition() }
        } else {
            // Cancelled the documented way: interactive first (`pauseInteractiveTransition`).
            if context?.isInteractive == false { context?.pauseInteractiveTransition() }
            released = true
            context?.cancelInteractiveTransition()
            onRelease?()
        }
        do {
            try d.pause()
            d.stop(withoutFinishing: false)
            try d.finish(at: finishes ? .end : .start)
        } catch { diagnostics.append(.driverRefused(error)) }
    }
}
