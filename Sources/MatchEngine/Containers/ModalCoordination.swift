/// Every decision a matched modal presentation takes, for any host: the presentation
/// controller's chrome (frame, dimming view, whether the presenter's view is removed, what stays
/// when a transition ends, whether a tap outside dismisses), which finger drives a presentation
/// or dismissal, and where a dismissal's views return to.
///
/// `ModalGlue` owns one; MatchUIKit's `MatchTransition` and `MatchPresentationController` and the
/// strict host's adapter forward their container's calls to that glue and read the chrome.
package final class ModalCoordination<Receiver: GestureReceiver> {
    /// The effect for the roots; for a modal screen it also gives the edge, dimming and size
    /// (`AdapterRouting.modalPresentation(for:)`). Default `.automatic`.
    package var effect: TransitionEffect
    /// Whether a tap on the dimming view dismisses; `nil` (the default) means on for partial-size
    /// screens (`AdapterRouting.dismissesOnTapOutside`).
    package var dismissesOnTapOutside: Bool?
    /// The dismissal pan's finger, if the app gave the screen one (`MatchInteraction`); `nil` for none.
    package var interaction: GestureRelay<Receiver>?
    /// For each ID that flew in on the last completed presentation, where its source view was
    /// (container coordinates): the fallback target of a return flight. Empty before.
    package private(set) var departureFrames: [TransitionID: Rect] = [:]
    /// The presentation or dismissal running now, which the dismissal pan grabs as it comes down
    /// (a presentation it did not start against it, so it takes the presentation back).
    package private(set) var running: FingerTakeover<Receiver>.Target?

    /// Creates the coordination; `dimming` and `size`, when given, are folded into the effect
    /// (`AdapterRouting.modalEffect`).
    package init(
        effect: TransitionEffect = .automatic, dimming: Color? = nil, size: PresentationSize? = nil,
        dismissesOnTapOutside: Bool? = nil
    ) {
        self.effect = AdapterRouting.modalEffect(effect, dimming: dimming, size: size)
        self.dismissesOnTapOutside = dismissesOnTapOutside
    }

    /// What the presentation controller shows and does, fixed when UIKit asks for it
    /// (`presentationController(forPresented:presenting:source:)`).
    package struct Chrome: Sendable, Hashable {
        /// The edge the presented screen sits against.
        package var edge: PresentationEdge
        /// The presented screen's size.
        package var size: PresentationSize
        /// The effect's dimming colour, if any.
        package var dimming: Color?
        /// The dimming view's colour and alpha as inserted (`AdapterRouting.dimmingView(for:)`):
        /// the colour at alpha 0 for the plan's dimming track, or clear at alpha 1 without one.
        package var dimmingLook: (color: Color, alpha: Double) { AdapterRouting.dimmingView(for: dimming) }
        /// Whether a tap on the dimming view dismisses the presented screen.
        package var dismissesOnTapOutside: Bool

        /// Creates chrome; `dimming` `nil` draws no dimming.
        package init(edge: PresentationEdge, size: PresentationSize, dimming: Color?, dismissesOnTapOutside: Bool) {
            self.edge = edge
            self.size = size
            self.dimming = dimming
            self.dismissesOnTapOutside = dismissesOnTapOutside
        }
        /// `shouldRemovePresentersView`: always `false` — the presenter's view stays where it is,
        /// on screen, and the transition never moves it (uikit-rules 7.6).
        package var removesPresentersView: Bool { false }

        /// `frameOfPresentedViewInContainerView` for a container of `size` points.
        package func frameOfPresentedView(inContainerOf containerSize: Size) -> Rect {
            size.frame(in: containerSize, edge: edge)
        }

        /// Whether the dimming view stays once a transition ends (the did-end hooks): after a
        /// presentation only if it completed, after a dismissal only if it was cancelled.
        package func keepsDimmingView(presenting: Bool, completed: Bool) -> Bool {
            AdapterRouting.keepsPresentationChrome(presenting: presenting, completed: completed)
        }

        /// Whether the presentation controller re-applies the presented view's frame when its
        /// container lays out (`AdapterRouting.layoutsPresentedView`).
        package func layoutsPresentedView(transitionRunning: Bool) -> Bool {
            AdapterRouting.layoutsPresentedView(transitionRunning: transitionRunning)
        }
    }

    /// The presentation controller's chrome for the current effect.
    package var chrome: Chrome {
        let modal = AdapterRouting.modalPresentation(for: effect)
        return Chrome(
            edge: modal.edge, size: modal.size, dimming: modal.dimming,
            dismissesOnTapOutside: AdapterRouting.dismissesOnTapOutside(explicit: dismissesOnTapOutside, size: modal.size))
    }

    /// What one presentation or dismissal runs.
    package struct Run {
        /// `.present` or `.dismiss`.
        package var kind: TransitionContext.Kind
        /// The finger that drives it, if any.
        package var finger: GestureRelay<Receiver>?
        /// Where the views a dismissal returns came from (empty for a presentation, or when the
        /// app gave no source-view provider to look the views up again).
        package var returningFrames: [TransitionID: Rect]
    }

    /// The answer to `animationController(forPresented:…)`: a presentation, driven by the
    /// dismissal pan only if that finger started it (its direction is the dismissal's; a touch on
    /// a sheet sliding up must not push it up; `AdapterRouting.fingerDrivesRun`).
    package func present() -> Run {
        let drives = AdapterRouting.fingerDrivesRun(kind: .present, fingerStartedIt: interaction?.isTracking == true)
        return Run(kind: .present, finger: drives ? interaction : nil, returningFrames: [:])
    }

    /// The answer to `animationController(forDismissed:)`: a dismissal, driven by the dismissal
    /// pan (it dismisses, or grabs one running); with `looksUpSourceViews` (the app gave a
    /// source-view provider), the departure frames of the last completed presentation.
    package func dismiss(looksUpSourceViews: Bool) -> Run {
        let drives = AdapterRouting.fingerDrivesRun(kind: .dismiss, fingerStartedIt: interaction?.isTracking == true)
        return Run(
            kind: .dismiss, finger: drives ? interaction : nil,
            returningFrames: looksUpSourceViews ? departureFrames : [:])
    }

    /// A run the coordination decided (`present()`, `dismiss(looksUpSourceViews:)`) started with
    /// `controller`: the dismissal pan grabs it while it runs, and a dismissal asked for meanwhile
    /// redirects it.
    package func runStarted(_ controller: Receiver, run: Run) {
        // A presentation the pan started moves with it; any other runs against a dismissal pan.
        running = .init(controller, runsAgainstFinger: run.kind.isPresenting && run.finger == nil)
        isPresentationRunning = run.kind.isPresenting
    }

    /// What the dismissal pan does as it comes down (`FingerTakeover`): it grabs the run it drives
    /// or the one running now — a presentation a tap started backward — else it dismisses (when
    /// `allowed`). `dismissDirection` moves a dismissal forward (`MatchInteraction.direction`).
    package func takeover(dismissDirection: Vector, allowed: Bool) -> FingerTakeover<Receiver> {
        var target = running
        if let driven = interaction?.receiver, driven !== running?.receiver { target = .init(driven, runsAgainstFinger: false) }
        return .decide(ownDirection: dismissDirection, allowed: allowed, target: target)
    }

    /// What a dismissal asked for by a tap outside does.
    package enum DismissRequest {
        /// Nothing runs: dismiss (when presented).
        case dismiss
        /// A presentation runs: send it back from where its views are (`TransitionController.cancel`).
        case reverse(Receiver)
        /// A dismissal a finger threw back is going back to presented: send it on to its end
        /// from where its views are (`TransitionController.finish`).
        case finish(Receiver)
        /// A dismissal runs already, on its way out, or the run shows nothing yet (it waits for
        /// views another transition holds): nothing to do.
        case none
    }

    /// A tap outside asks for a dismissal: while the presentation still comes in it is reversed
    /// from where it is, no second transition; a dismissal on its way back to presented is sent
    /// on to its end; one on its way out needs nothing more.
    package func requestDismiss() -> DismissRequest {
        guard let running, let receiver = running.receiver else { return .dismiss }
        // A presentation not on screen yet (waiting for views another transition holds) is not
        // what the tap was aimed at: sending it back would take away a sheet never seen.
        if running.runsAgainstFinger || isPresentationRunning { return receiver.isOnScreen ? .reverse(receiver) : .none }
        return receiver.isReleasingBack ? .finish(receiver) : .none
    }

    /// Whether the run now is a presentation (kept from `runStarted`).
    private var isPresentationRunning = false

    /// `animationEnded(_:)` of a run of `kind`: a completed presentation keeps where its flying
    /// views came from (`departures`, container coordinates) for the dismissal's return flight.
    /// Returns whether it kept them.
    @discardableResult
    package func runEnded(kind: TransitionContext.Kind, completed: Bool, departures: [TransitionID: Rect]) -> Bool {
        running = nil
        isPresentationRunning = false
        guard completed, kind.isPresenting else { return false }
        departureFrames = departures
        return true
    }
}
