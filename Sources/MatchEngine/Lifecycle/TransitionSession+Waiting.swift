/// Waiting for views another transition holds.
extension TransitionSession {
    /// A wait for views: when it began and how long it may last (seconds on the frame clock),
    /// whether claims were given back since the last attempt, and the clock whose frames it tries
    /// again at.
    struct Wait {
        var since: Double
        var limit: Double
        var claimsReturned = false
        var frames: FrameClock
        var givingUp: () -> Void
    }

    /// Prepares as `prepareWithoutStarting()` does when every view is free. When another
    /// transition holds some of them, it touches nothing, makes the driver now — inactive, without
    /// animations, `durationIfWaiting` seconds long (the duration its owner answered) — and waits
    /// (`.waiting`): at the first frame of `frames` after a transition gives its claims back
    /// (`TransitionHost.whenClaimsReturned`) it tries again, until it prepares; the work kept by
    /// `whenInstalled(_:)` then runs once the flight is on screen, as after any preparation.
    ///
    /// At a frame, not at once: the transition that gave the views back has just put them back,
    /// and the screen as last rendered — which a cover or a snapshot without screen updates shows
    /// — is its last frame until a render pass draws them; a display-link frame comes after the
    /// render pass that ends the turn.
    ///
    /// At most `maximumWait` seconds (on `frames`' time base; not finite counts as 0) since the
    /// wait began or claims last came back: a transition a finger holds gives nothing back until
    /// the finger lifts, and while UIKit runs the waiting one's container transition it may hold
    /// back touches (a presentation that does not start interactive ignores interaction events,
    /// OpenRadar 41217893) — so then it gives up: `givingUp` is called and the kept work runs at
    /// once, for the owner to end the run without matched animation. A waiting session holds no
    /// claim, so waiting sessions never wait for each other. Returns whether it waits.
    @discardableResult
    package func prepareOrWait(
        durationIfWaiting: Double, frames: FrameClock, maximumWait: Double, givingUp: @escaping () -> Void
    ) throws(SessionError) -> Bool {
        do {
            try prepareWithoutStarting()
            return false
        } catch .viewsInUse {
            _ = makeDriver(duration: durationIfWaiting)
            phase = .waiting
            wait = Wait(since: frames.now, limit: maximumWait.isFinite ? max(maximumWait, 0) : 0, frames: frames, givingUp: givingUp)
            listenForClaims()
            frames.start { [weak self] time in self?.waitingFrame(at: time) }
            return true
        }
    }

    private func listenForClaims() {
        host.whenClaimsReturned { [weak self] in
            guard let self, self.wait != nil else { return false }
            self.wait?.claimsReturned = true
            return true
        }
    }

    /// A frame while waiting: tries again if claims came back since the last attempt, gives up
    /// once it has waited longer than its limit since the wait began or claims last came back.
    ///
    /// The clock is stopped and the wait ended before the attempt: a flight installed inside it
    /// runs its owner's kept work at once, which may start a release on the same clock (a finger
    /// that lifted meanwhile) — stopping the clock after would drop that release's frames.
    private func waitingFrame(at time: Double) {
        guard case .waiting = phase, var current = wait else { return }
        if current.claimsReturned {
            current.frames.stop()
            wait = nil
            do {
                try prepare()
                return
            } catch {
                // Taken again by another: the limit counts from now.
                current.claimsReturned = false
                current.since = time
                wait = current
                listenForClaims()
                current.frames.start { [weak self] t in self?.waitingFrame(at: t) }
            }
        }
        guard !(time - current.since < current.limit) else { return }
        current.frames.stop()
        wait = nil
        current.givingUp()
        isInstalled = true
        let work = installed
        installed = []
        for w in work { w() }
    }
}
