/// The finger: the gesture calls an owner forwards, the tracker that turns travel into progress,
/// and the matched view a finger carries.
extension TransitionController {
    // MARK: The finger

    /// A pan began: `direction` is the way the finger moves the transition forward and `distance`
    /// the travel for the whole transition, in points. Before preparation it is remembered (the
    /// caller then begins the container operation); on a running or releasing transition it grabs it.
    package func gestureBegan(direction: Vector, distance: Double) {
        if case .completed = phase {
            diagnostics.append(.afterCompletion)
            return
        }
        gesture = .tracking(direction: direction, distance: distance, translation: .zero)
        // The finger decides from here: a finish or cancel asked for before the run started is
        // older than it.
        pendingRelease = nil
        guard let d = driver, !isFallback else { return }
        // Before the flight is on screen the finger is only remembered: the start replays it.
        if let session, !session.isInstalled { return }
        switch phase {
        case .running, .releasing, .interactive, .prepared:
            clock.stop()
            release = nil
            offsetRelease = nil
            // The context becomes interactive from here on (a transition that started
            // non-interactively may turn interactive, `wantsInteractiveStart`'s page); a running
            // or releasing one is paused for the finger.
            if phase == .running || phase == .releasing || context?.isInteractive == false {
                context?.pauseInteractiveTransition()
            }
            hold(d)
            tracker = GestureTracker(direction: direction, distance: distance, startProgress: d.fractionComplete)
            takeHold()
        case .idle, .completed:
            break
        }
    }

    /// The pan moved: `translation` is the finger's travel since it began, in points.
    package func gestureChanged(translation: Vector) {
        switch gesture {
        case .tracking(let direction, let distance, _):
            gesture = .tracking(direction: direction, distance: distance, translation: translation)
            if case .interactive = phase, tracker != nil { follow(translation) }
        case .none, .ended:
            diagnostics.append(.gestureNotBegun)
        }
    }

    /// The finger lifted with `velocity` (points per second): finish or cancel as the tracker
    /// decides, carrying the velocity into the release.
    package func gestureEnded(translation: Vector, velocity: Vector) {
        guard case .tracking(let direction, let distance, _) = gesture else {
            diagnostics.append(.gestureNotBegun)
            return
        }
        if case .interactive = phase, tracker != nil {
            gesture = .none
            letGo(translation: translation, velocity: velocity)
        } else {
            // The transition has not reached the point where it can follow (its interactive start
            // comes later): remember the release for then.
            gesture = .ended(direction: direction, distance: distance, translation: translation, velocity: velocity)
        }
    }

    /// The pan was cancelled or failed: released where it is, with no velocity.
    package func gestureCancelled() {
        guard case .tracking(_, _, let translation) = gesture else { return }
        gestureEnded(translation: translation, velocity: .zero)
    }

    func hold(_ d: Host.Driver) {
        do { try d.pause() } catch { diagnostics.append(.driverRefused(error)) }
        phase = .interactive
    }

    func follow(_ translation: Vector) {
        guard let tracker, let d = driver else { return }
        let p = min(max(tracker.progress(translation: translation), 0), 1)
        do { try d.scrub(to: p) } catch { diagnostics.append(.driverRefused(error)) }
        // The carried matched view's centre stays where the finger has taken it.
        if let grab, let planned = plannedCentre(track: grab.track, at: p) {
            let t = translation.isFinite ? translation : .zero
            setOffset((grab.centre + t) - planned)
        }
        context?.updateInteractiveTransition(p)
    }

    func letGo(translation: Vector, velocity: Vector) {
        guard let tracker, let d = driver else { return }
        self.tracker = nil
        follow(translation)
        let decision = tracker.release(translation: translation, velocity: velocity)
        let motion = ReleaseMotion(
            from: d.fractionComplete, finishes: decision.finishes,
            initialVelocity: decision.initialVelocity)
        if let grab {
            // The view leaves the finger at the finger's velocity: what the plan gives it at the
            // release speed, plus the carrier's own motion for the rest.
            let finger = velocity.isFinite ? velocity : .zero
            let p = d.fractionComplete
            let h = 1e-3
            var planned = Vector.zero
            if let a = plannedCentre(track: grab.track, at: max(p - h, 0)),
                let b = plannedCentre(track: grab.track, at: min(p + h, 1))
            {
                planned = (b - a) * (motion.velocity(at: 0) / (min(p + h, 1) - max(p - h, 0)))
            }
            offsetRelease = OffsetRelease(from: offset, velocity: finger - planned)
        }
        travel(motion)
    }

    /// The matched track a finger carries (the largest matched view at the current progress),
    /// when the controller follows fingers and the session carries matched views.
    func takeHold() {
        grab = nil
        guard followsFinger, let plan = session?.plan, let keyframes = session?.keyframes, session?.carrier != nil,
            let d = driver
        else { return }
        var best: (track: Int, area: Double)?
        for i in plan.tracks.indices {
            guard case .matched = plan.tracks.role(i) else { continue }
            let s = keyframes.state(ofTrack: i, atProgress: d.fractionComplete)
            let area = s.size.width * s.size.height * s.transform.areaScale
            if best == nil || area > best!.area { best = (i, area) }
        }
        guard let best, let centre = plannedCentre(track: best.track, at: d.fractionComplete) else { return }
        grab = (best.track, centre + offset)
    }

    private func plannedCentre(track: Int, at progress: Double) -> Point? {
        session?.keyframes?.state(ofTrack: track, atProgress: progress).position
    }

    func setOffset(_ value: Vector) {
        guard let carrier = session?.carrier, let host else { return }
        offset = value.isFinite ? value : .zero
        host.setOffset(offset, of: carrier)
    }
}
