/// What `ModalGlue` begins a matched modal presentation's runs on: the runs of its animator object
/// (`AnimatorRuns`, which `MatchTransition` and the strict host's adapter keep): primitives only.
package protocol ModalContainer: AnyObject {
    /// The host the presentation's transitions run on.
    associatedtype Host: TransitionHost
    /// The transition context the container hands its animator.
    associatedtype Context: ContainerTransitionContext where Context.View == Host.View
    /// Starts a run of `kind` with a fresh controller (`AnimatorRuns.begin`); `returning` is where
    /// the views a dismissal returns came from.
    func beginRun(kind: TransitionContext.Kind, returning: [TransitionID: Rect]) -> TransitionController<Host, Context>
    /// Now on the clock the container's gestures are timed with, in seconds.
    var now: Double { get }
}

/// The glue between a matched modal presentation and the engine's modal decisions
/// (`ModalCoordination`), written once for every host: the run a presentation or dismissal begins
/// and the finger that drives it, what a run leaves behind, what a tap outside does, and what the
/// dismissal pan does as it comes down.
///
/// MatchUIKit's `MatchTransition` (the transitioning delegate) and `MatchPresentationController`
/// forward UIKit's calls here; the strict host's presentation delegate does the same.
///
/// Invariants: a run's finger is pointed at it from its start to its end; only a completed
/// presentation's departure frames are kept (for the dismissal's return flight).
package final class ModalGlue<Container: ModalContainer> {
    /// The engine controller of a run.
    package typealias Controller = TransitionController<Container.Host, Container.Context>
    /// Every decision and its state.
    package let coordination: ModalCoordination<Controller>
    /// The container, held weakly (it owns the glue).
    package private(set) weak var container: Container?
    /// The run in progress and what was decided for it.
    private var current: (run: ModalCoordination<Controller>.Run, controller: Controller)?

    /// Creates the glue; `dimming` and `size`, when given, are folded into the effect
    /// (`AdapterRouting.modalEffect`).
    package init(
        container: Container, effect: TransitionEffect, dimming: Color? = nil, size: PresentationSize? = nil,
        dismissesOnTapOutside: Bool? = nil
    ) {
        coordination = ModalCoordination(effect: effect, dimming: dimming, size: size, dismissesOnTapOutside: dismissesOnTapOutside)
        self.container = container
    }

    /// `animationController(forPresented:presenting:source:)`: a presentation run begins
    /// (`ModalCoordination.present`).
    package func presentationBegins() { begin(coordination.present()) }

    /// `animationController(forDismissed:)`: a dismissal run begins
    /// (`ModalCoordination.dismiss(looksUpSourceViews:)`).
    package func dismissalBegins(looksUpSourceViews: Bool) { begin(coordination.dismiss(looksUpSourceViews: looksUpSourceViews)) }

    private func begin(_ run: ModalCoordination<Controller>.Run) {
        guard let container else { return }
        let controller = container.beginRun(kind: run.kind, returning: run.returningFrames)
        run.finger?.attach(controller, at: container.now)
        coordination.runStarted(controller, run: run)
        current = (run, controller)
    }

    /// A run ended (the animator's `animationEnded(_:)`, after its controller): its finger lets go
    /// — the one that started it and the dismissal pan if it grabbed the run later, so that the
    /// pan's next touch grabs the run then running, not the ended one — and a completed
    /// presentation keeps where its views came from. Returns those frames, `nil` for any other run.
    @discardableResult
    package func runEnded(_ controller: Controller?, completed: Bool) -> [TransitionID: Rect]? {
        guard let (run, running) = current, running === controller else { return nil }
        current = nil
        let now = container?.now ?? 0
        run.finger?.attach(nil, at: now)
        if let pan = coordination.interaction, pan.receiver === running { pan.attach(nil, at: now) }
        let frames = running.departureFrames
        return coordination.runEnded(kind: run.kind, completed: completed, departures: frames) ? frames : nil
    }

    /// What a tap on the dimming view does.
    package enum TapOutside: Sendable, Hashable {
        /// Dismiss the presented screen.
        case dismiss
        /// Nothing more: the tap was handled, or the chrome does not dismiss on a tap outside.
        case handled

        /// A tap that reaches the presentation controller after its transition is gone: nothing.
        package static var withoutTransition: TapOutside { .handled }
    }

    /// A tap on the dimming view (`chrome` is the presentation controller's, fixed when UIKit asked
    /// for it): nothing unless it dismisses on a tap outside; then a presentation coming in is sent
    /// back, a dismissal thrown back is sent on out, and one on its way out is left
    /// (`ModalCoordination.requestDismiss`).
    package func tappedOutside(chrome: ModalCoordination<Controller>.Chrome) -> TapOutside {
        guard chrome.dismissesOnTapOutside else { return .handled }
        switch coordination.requestDismiss() {
        case .dismiss: return .dismiss
        case .reverse(let run): run.cancel()
        case .finish(let run): run.finish()
        case .none: break
        }
        return .handled
    }

    /// Adopts the pan that drives the presentation's runs (`MatchTransition.interaction`): its finger
    /// is the one the coordination gives the runs a finger drives, and its take-over is
    /// `dismissalTakeover` along its direction. `nil` lets the last one go; `replaced`, the one
    /// adopted before, refuses every finger from then on (its pan may stay on its view).
    package func adoptInteraction<Pan: InteractionPan>(
        _ interaction: InteractionGlue<Pan, Controller>?, replacing replaced: InteractionGlue<Pan, Controller>? = nil
    ) {
        if let replaced, replaced !== interaction { replaced.takeover = { .refuse } }
        coordination.interaction = interaction?.relay
        interaction?.takeover = { [weak self, weak interaction] in
            guard let self, let interaction else { return .refuse }
            return self.dismissalTakeover(direction: interaction.direction)
        }
    }

    /// What the dismissal pan (moving a dismissal forward along `direction`) does as it comes down:
    /// grab the run it drives or the one running now — a presentation a tap started backward —
    /// else dismiss (`ModalCoordination.takeover`).
    package func dismissalTakeover(direction: Vector) -> FingerTakeover<Controller> {
        coordination.takeover(dismissDirection: direction, allowed: true)
    }
}
