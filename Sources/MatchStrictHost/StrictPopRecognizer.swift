import MatchEngine

/// `UINavigationController.interactivePopGestureRecognizer`: a leading-edge swipe that pops the top
/// controller (uikit-rules 8.2), as it behaves under a custom navigation delegate
/// (uikit-practice P1).
///
/// Whether it begins is its delegate's call. UIKit's own delegate refuses while the navigation
/// delegate implements `navigationController(_:animationControllerFor:from:to:)` — even when that
/// returns nil (OpenRadar 15215690; WordPress-iOS #6639) — or with nothing to pop; with no delegate
/// it begins on every swipe, even on the root screen (WordPress-iOS #6639, wix/react-native-navigation
/// #645); a delegate of the app's or an adapter's decides itself. In which order it runs its own pop
/// and the other targets added to it is not documented (8.4, `addTarget(_:action:)`), so the order
/// is the test's to choose.
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
        /// The system cancelled it (a call came in, the view left the window) at `location`.
        case cancelled(location: Point)
    }

    /// The recognizer's delegate, as far as `gestureRecognizerShouldBegin(_:)` goes.
    public enum Delegate {
        /// UIKit's own (the default): it begins only with a screen to pop to, no transition
        /// running, and a navigation delegate that does not implement `animationControllerFor`.
        case system
        /// None (`delegate = nil`): it begins on every swipe.
        case none
        /// A delegate of the app's or an adapter's: its answer decides.
        case custom(() -> Bool)
    }

    /// What the navigation controller looks like when a swipe begins.
    public struct NavigationState: Sendable, Hashable {
        /// Screens on the stack.
        public var stackCount: Int
        /// Whether the navigation delegate implements `animationControllerFor`.
        public var delegateImplementsAnimationController: Bool
        /// Whether a transition runs (`transitionCoordinator != nil`).
        public var isTransitioning: Bool

        /// Creates a state.
        public init(stackCount: Int, delegateImplementsAnimationController: Bool, isTransitioning: Bool) {
            self.stackCount = stackCount
            self.delegateImplementsAnimationController = delegateImplementsAnimationController
            self.isTransitioning = isTransitioning
        }
    }

    /// The delegate; default UIKit's own.
    public var delegate = Delegate.system
    /// `isEnabled`: an app may switch the swipe off; default `true`.
    public var isEnabled = true
    /// Whether a touch at a window point reaches the recognizer: hit testing must find its view
    /// or a view inside it (uikit-rules 5.7; set by the navigation controller); default every point.
    public var receivesTouch: (Point) -> Bool = { _ in true }
    /// The order of the system's pop and the added targets.
    public var order: TargetOrder
    /// How many times the system popped.
    public private(set) var pops = 0
    private let pop: () -> Void
    private let navigation: () -> NavigationState
    private var targets: [(State) -> Void] = []
    private var began = false

    /// Creates the recognizer; `pop` is what the navigation controller does when it begins, and
    /// `navigation` tells UIKit's own delegate what the controller looks like.
    public init(order: TargetOrder, navigation: @escaping () -> NavigationState, pop: @escaping () -> Void) {
        self.order = order
        self.navigation = navigation
        self.pop = pop
    }

    /// `addTarget(_:action:)`.
    public func addTarget(_ action: @escaping (State) -> Void) { targets.append(action) }

    /// Whether a swipe beginning now would begin (its delegate's answer).
    public var shouldBegin: Bool {
        guard isEnabled else { return false }
        switch delegate {
        case .none: return true
        case .custom(let answer): return answer()
        case .system:
            let state = navigation()
            return state.stackCount > 1 && !state.isTransitioning && !state.delegateImplementsAnimationController
        }
    }

    /// Whether a touch stream has begun and not ended (`state` is `.began` or `.changed`).
    public var isInProgress: Bool { began }
    /// Where the current touch stream began (window coordinates).
    public private(set) var beganLocation = Point.zero

    /// An adapter's own screen-edge pan on the same edge, which UIKit's recognizer is required to
    /// wait for (`require(toFail:)`): while it may begin, it takes the touch and UIKit's recognizer
    /// fails, so UIKit's own pop target never runs; `nil` (the default) for none.
    public var ownEdgePan: OwnEdgePan?

    /// An adapter's own screen-edge pan: whether it may begin (its delegate's answer), and its target.
    public struct OwnEdgePan {
        /// `gestureRecognizerShouldBegin`.
        public var shouldBegin: () -> Bool
        /// The target, called with each state of a touch stream it recognizes.
        public var target: (State) -> Void

        /// Creates an own edge pan.
        public init(shouldBegin: @escaping () -> Bool, target: @escaping (State) -> Void) {
            self.shouldBegin = shouldBegin
            self.target = target
        }
    }

    /// Whether the own edge pan is recognizing a touch stream now.
    public var ownEdgePanInProgress: Bool { began && ownRecognizes }

    /// Whether a touch stream beginning now would be recognized, by the own edge pan or by UIKit's.
    public var wouldBegin: Bool { (ownEdgePan?.shouldBegin() ?? false) || shouldBegin }

    /// Touch streams the own edge pan recognized.
    public private(set) var ownPans = 0
    private var ownRecognizes = false

    /// Delivers one state of a touch stream at the leading edge: to the adapter's own edge pan if
    /// it begins, else to UIKit's recognizer; a stream neither begins for is ignored.
    public func send(_ state: State) {
        if case .began(let location) = state {
            beganLocation = location
            ownRecognizes = receivesTouch(location) && (ownEdgePan?.shouldBegin() ?? false)
            if ownRecognizes { ownPans += 1 }
            began = ownRecognizes || (receivesTouch(location) && shouldBegin)
        }
        guard began else { return }
        if ownRecognizes, let own = ownEdgePan {
            own.target(state)
            if state.endsStream { began = false }
            return
        }
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
        if state.endsStream { began = false }
    }
}

extension StrictPopRecognizer.State {
    /// Whether the touch stream ends with this state (lifted or cancelled).
    var endsStream: Bool {
        switch self {
        case .ended, .cancelled: true
        case .began, .changed: false
        }
    }
}
