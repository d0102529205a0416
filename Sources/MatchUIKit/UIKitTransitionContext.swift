#if canImport(UIKit)
    import MatchEngine
    import UIKit

    /// UIKit's transition context as the engine's `ContainerTransitionContext`: every call forwards
    /// to the `UIViewControllerContextTransitioning` UIKit handed over, with frames converted.
    @MainActor
    final class UIKitTransitionContext: @MainActor ContainerTransitionContext {
        /// The context UIKit handed over.
        let base: UIViewControllerContextTransitioning

        /// Wraps a context UIKit handed over.
        init(_ base: UIViewControllerContextTransitioning) { self.base = base }

        /// `containerView`.
        var containerView: UIView { base.containerView }

        /// `view(forKey:)`: `.from` for the source, `.to` for the destination; `nil` when UIKit keeps it.
        func view(_ side: SceneSide) -> UIView? { base.view(forKey: Self.viewKey(side)) }

        /// `viewController(forKey:)?.view`.
        func controllerView(_ side: SceneSide) -> UIView? { base.viewController(forKey: Self.controllerKey(side))?.view }

        /// `initialFrame(for:)` in container coordinates, points; `.zero` when unknown or without a controller.
        func initialFrame(_ side: SceneSide) -> Rect {
            base.viewController(forKey: Self.controllerKey(side)).map { Rect(base.initialFrame(for: $0)) } ?? Rect(.zero)
        }

        /// `finalFrame(for:)` in container coordinates, points; `.zero` when unknown or without a controller.
        func finalFrame(_ side: SceneSide) -> Rect {
            base.viewController(forKey: Self.controllerKey(side)).map { Rect(base.finalFrame(for: $0)) } ?? Rect(.zero)
        }

        /// `transitionWasCancelled`.
        var transitionWasCancelled: Bool { base.transitionWasCancelled }

        /// `isAnimated`: `false` for a `.custom` presentation or dismissal without animation, whose
        /// animator UIKit still runs (the controller then completes at once).
        var isAnimated: Bool { base.isAnimated }

        /// `isInteractive`.
        var isInteractive: Bool { base.isInteractive }

        /// `updateInteractiveTransition(_:)` with the progress, 0…1.
        func updateInteractiveTransition(_ percentComplete: Double) { base.updateInteractiveTransition(CGFloat(percentComplete)) }

        /// `pauseInteractiveTransition()`.
        func pauseInteractiveTransition() { base.pauseInteractiveTransition() }

        /// `finishInteractiveTransition()`.
        func finishInteractiveTransition() { base.finishInteractiveTransition() }

        /// `cancelInteractiveTransition()`.
        func cancelInteractiveTransition() { base.cancelInteractiveTransition() }

        /// `completeTransition(_:)`.
        func completeTransition(_ didComplete: Bool) { base.completeTransition(didComplete) }

        private static func viewKey(_ side: SceneSide) -> UITransitionContextViewKey {
            switch side {
            case .source: .from
            case .destination: .to
            }
        }

        private static func controllerKey(_ side: SceneSide) -> UITransitionContextViewControllerKey {
            switch side {
            case .source: .from
            case .destination: .to
            }
        }
    }
#endif
