#if canImport(UIKit)
import MatchEngine
import UIKit

/// UIKit's transition context as the engine's `ContainerTransitionContext`: every call forwards
/// to the `UIViewControllerContextTransitioning` UIKit handed over, with frames converted.
@MainActor
public final class UIKitTransitionContext: @MainActor ContainerTransitionContext {
    /// The context UIKit handed over.
    public let base: UIViewControllerContextTransitioning

    /// Wraps a context UIKit handed over.
    public init(_ base: UIViewControllerContextTransitioning) { self.base = base }

    /// `containerView`.
    public var containerView: UIView { base.containerView }

    /// `view(forKey:)`: `.from` for the source, `.to` for the destination; `nil` when UIKit keeps it.
    public func view(_ side: SceneSide) -> UIView? { base.view(forKey: Self.viewKey(side)) }

    /// `viewController(forKey:)?.view`.
    public func controllerView(_ side: SceneSide) -> UIView? { base.viewController(forKey: Self.controllerKey(side))?.view }

    /// `initialFrame(for:)` in container coordinates, points; `.zero` when unknown or without a controller.
    public func initialFrame(_ side: SceneSide) -> Rect {
        base.viewController(forKey: Self.controllerKey(side)).map { Rect(base.initialFrame(for: $0)) } ?? Rect(.zero)
    }

    /// `finalFrame(for:)` in container coordinates, points; `.zero` when unknown or without a controller.
    public func finalFrame(_ side: SceneSide) -> Rect {
        base.viewController(forKey: Self.controllerKey(side)).map { Rect(base.finalFrame(for: $0)) } ?? Rect(.zero)
    }

    /// `transitionWasCancelled`.
    public var transitionWasCancelled: Bool { base.transitionWasCancelled }

    /// `isInteractive`.
    public var isInteractive: Bool { base.isInteractive }

    /// `updateInteractiveTransition(_:)` with the progress, 0…1.
    public func updateInteractiveTransition(_ percentComplete: Double) { base.updateInteractiveTransition(CGFloat(percentComplete)) }

    /// `pauseInteractiveTransition()`.
    public func pauseInteractiveTransition() { base.pauseInteractiveTransition() }

    /// `finishInteractiveTransition()`.
    public func finishInteractiveTransition() { base.finishInteractiveTransition() }

    /// `cancelInteractiveTransition()`.
    public func cancelInteractiveTransition() { base.cancelInteractiveTransition() }

    /// `completeTransition(_:)`.
    public func completeTransition(_ didComplete: Bool) { base.completeTransition(didComplete) }

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
