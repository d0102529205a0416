#if canImport(UIKit)
    import UIKit

    /// A `UIPercentDrivenInteractiveTransition` that keeps what it is told before UIKit starts it
    /// (`startInteractiveTransition(_:)`) and hands it over then: the order of that start and the
    /// first finger events is not documented, and a finish or cancel sent to a controller not yet
    /// started would be lost, leaving the pop frozen.
    @MainActor
    final class BufferedPercentDrivenTransition: UIPercentDrivenInteractiveTransition {
        private var started = false
        private var percent: CGFloat?
        private var ending: Bool?

        override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
            super.startInteractiveTransition(transitionContext)
            started = true
            if let percent { super.update(percent) }
            if let ending { ending ? super.finish() : super.cancel() }
        }

        override func update(_ percentComplete: CGFloat) {
            guard started else {
                percent = percentComplete
                return
            }
            super.update(percentComplete)
        }

        override func finish() {
            guard started else {
                ending = true
                return
            }
            super.finish()
        }

        override func cancel() {
            guard started else {
                ending = false
                return
            }
            super.cancel()
        }
    }
#endif
