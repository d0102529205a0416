/// Waiting for views another transition holds.
extension TransitionSession {
    /// Prepares as `prepareWithoutStarting()` does when every view is free. When another
    /// transition holds some of them, it touches nothing, makes the driver now — inactive, without
    /// animations, `durationIfWaiting` seconds long (the duration its owner answered) — and waits
    /// (`.waiting`): each time a transition gives its claims back (`TransitionHost.whenClaimsReturned`)
    /// it tries again at the next frame of `frames`, until it prepares; the work kept by
    /// `whenInstalled(_:)` runs once the flight is on screen, as after any preparation.
    ///
    /// At the next frame, not at once: the transition that gave the views back has just put them
    /// back, and the screen as last rendered — which a cover or a snapshot without screen updates
    /// shows — is its last frame until a render pass draws them; a display-link frame comes after
    /// the render pass that ends the turn. A waiting session holds no claim, so waiting sessions
    /// never wait for each other. Returns whether it waits.
    @discardableResult
    public func prepareOrWait(durationIfWaiting: Double, frames: FrameClock) throws(SessionError) -> Bool {
        do {
            try prepareWithoutStarting()
            return false
        } catch .viewsInUse {
            _ = makeDriver(duration: durationIfWaiting)
            phase = .waiting
            waitForClaims(frames)
            return true
        }
    }

    /// Tries again at the first frame after claims are next given back.
    private func waitForClaims(_ frames: FrameClock) {
        host.whenClaimsReturned { [weak self, frames] in
            guard let self, case .waiting = self.phase else { return }
            frames.start { [weak self, frames] _ in
                frames.stop()
                guard let self, case .waiting = self.phase else { return }
                do { try self.prepare() } catch { self.waitForClaims(frames) }
            }
        }
    }
}
