import MatchEngine

/// `UINavigationController.interactivePopGestureRecognizer` as documented: a leading-edge swipe
/// that pops the top controller (uikit-rules 8.2), asking its delegate (the app's, if the app set
/// one) whether to begin. In which order it runs its own pop and the other targets added to it is
/// not documented (8.4, `addTarget(_:action:)`), so the order is the test's to choose.
public final class StrictPopRecognizer {
    /// Who runs first when the recognizer changes state.
    public enum TargetOrder: Sendable, Hashable, CaseIterable {
        /// The system's pop, then the added targets.
        case systemFirst
        /// The added targets, then the system's pop.
        case addedTargetsFirst
    }

    /// A recognizer state, as `UIGestureRecognizer.State`.
    public enum State: Sendable, Hashable {
        /// The touch began moving.
        case began(location: Point)
        /// It moved.
        case changed(location: Point)
        /// It lifted, moving at `velocity` (points per second).
        case ended(location: Point, velocity: Vector)
    }

    /// The app's delegate's `gestureRecognizerShouldBegin(_:)`; `nil`: no delegate, it begins.
    public var shouldBegin: (() -> Bool)?
    /// The order of the system's pop and the added targets.
    public var order: TargetOrder
    /// How many times the system popped.
    public private(set) var pops = 0
    private let pop: () -> Void
    private var targets: [(State) -> Void] = []
    private var began = false

    /// Creates the recognizer; `pop` is what the navigation controller does when it begins.
    public init(order: TargetOrder, pop: @escaping () -> Void) {
        self.order = order
        self.pop = pop
    }

    /// `addTarget(_:action:)`.
    public func addTarget(_ action: @escaping (State) -> Void) { targets.append(action) }

    /// Delivers one state of a touch stream; a stream whose delegate refuses to begin is ignored.
    public func send(_ state: State) {
        if case .began = state {
            began = shouldBegin?() ?? true
        }
        guard began else { return }
        let system = { [self] in
            if case .began = state {
                pops += 1
                pop()
            }
        }
        switch order {
        case .systemFirst:
            system()
            for t in targets { t(state) }
        case .addedTargetsFirst:
            for t in targets { t(state) }
            system()
        }
        if case .ended = state { began = false }
    }
}
