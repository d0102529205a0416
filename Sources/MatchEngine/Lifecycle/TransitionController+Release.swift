/// The release: programmatic finish and cancel, and the frame-by-frame travel to the end the
/// release decided.
extension TransitionController {
    // MARK: Programmatic control

    /// Sends a running, held or releasing transition back to its start (a cancel): it is held
    /// (`pauseInteractiveTransition()`) and released backward with `initialVelocity` (remaining
    /// distances per second).
    package func cancel(initialVelocity: Double = 0) { releaseProgrammatically(finishes: false, initialVelocity) }

    /// Sends a running, held or releasing transition on to its end.
    package func finish(initialVelocity: Double = 0) { releaseProgrammatically(finishes: true, initialVelocity) }

    private func releaseProgrammatically(finishes: Bool, _ velocity: Double) {
        guard let d = driver else { return }
        switch phase {
        case .prepared where !startRequested || session?.isInstalled == false:
            // Asked for before the container started the run (a back tap that reverses a push
            // UIKit has not started yet), or before its flight is on screen: done as soon as it
            // runs. Only the latest such request counts — a run sent back and on again before it
            // started runs on; carried out one after the other, the first would end it at its
            // start before the second came.
            pendingRelease = (finishes, velocity)
            return
        case .idle, .prepared:
            diagnostics.append(.notStarted)
            return
        case .completed:
            diagnostics.append(.afterCompletion)
            return
        case .running:
            context?.pauseInteractiveTransition()
            hold(d)
        case .releasing:
            clock.stop()
            context?.pauseInteractiveTransition()
        case .interactive:
            break
        }
        gesture = .none
        tracker = nil
        offsetRelease = OffsetRelease(from: offset, velocity: .zero)
        travel(ReleaseMotion(from: d.fractionComplete, finishes: finishes, initialVelocity: velocity))
    }

    /// Carries out a finish or cancel asked for before the container started the run.
    func applyPendingRelease() {
        guard let (finishes, velocity) = pendingRelease else { return }
        pendingRelease = nil
        releaseProgrammatically(finishes: finishes, velocity)
    }

    /// Reports the outcome to the context and starts the frame-by-frame travel.
    func travel(_ motion: ReleaseMotion) {
        // Set first: UIKit may read `completionTiming` inside the finish/cancel call.
        release = (motion, clock.now)
        phase = .releasing
        released = true
        if motion.target == 1 { context?.finishInteractiveTransition() } else { context?.cancelInteractiveTransition() }
        onRelease?()
        // The container may act on the animator inside that call (P13), even to its end.
        guard case .releasing = phase else { return }
        // Held again at once, not at the first frame: a stalled main thread must not let a
        // resumed animator run to an end of its own.
        if let d = driver { holdForRelease(d) }
        if motion.isSettled(at: 0) {
            tick(clock.now)
            return
        }
        clock.start { [weak self] time in self?.tick(time) }
    }

    private func tick(_ time: Double) {
        guard let (motion, start) = release, let d = driver else {
            clock.stop()
            return
        }
        let elapsed = time - start
        // The container may have resumed its animator after finish/cancel, or reversed it on a
        // cancel (undocumented either way): hold it again, forwards, so the release stays the
        // engine's and `fractionComplete` means plan progress (what it means on a reversed
        // animator is not documented).
        holdForRelease(d)
        do { try d.scrub(to: motion.progress(at: elapsed)) } catch { diagnostics.append(.driverRefused(error)) }
        if let offsetRelease { setOffset(motion.isSettled(at: elapsed) ? .zero : offsetRelease.offset(at: elapsed)) }
        guard motion.isSettled(at: elapsed) else { return }
        clock.stop()
        release = nil
        offsetRelease = nil
        d.stop(withoutFinishing: false)
        do { try d.finish(at: motion.position) } catch { diagnostics.append(.driverRefused(error)) }
    }

    /// Pauses the animator if the container resumed it, forwards.
    private func holdForRelease(_ d: Host.Driver) {
        if d.isRunning { try? d.pause() }
        if d.isReversed { d.isReversed = false }
    }
}
