#if canImport(UIKit)
    import UIKit

    /// An empty, hidden view Match keeps in a container's view to hear when that view comes into
    /// a window or leaves one (`didMoveToWindow`): a navigation controller out of the window gets
    /// no layout pass, so operations asked for then wait for it (`NavigationCoordination.requestPush`).
    /// It takes no touches, draws nothing and is not read by accessibility.
    @MainActor
    final class WindowObserverView: UIView {
        /// Called after the view moved into a window or out of one.
        var onMoveToWindow: (() -> Void)?

        /// Creates the observer: zero-sized, hidden, without interaction or accessibility.
        init() {
            super.init(frame: .zero)
            isHidden = true
            isUserInteractionEnabled = false
            isAccessibilityElement = false
            accessibilityElementsHidden = true
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            onMoveToWindow?()
        }
    }
#endif
