/// The decisions a UI framework adapter makes that need no UI framework, so they are tested on
/// every platform: which object answers a delegate call, which transition runs, where a tab is.
public enum AdapterRouting {
    /// Who answers a delegate method.
    public enum DelegateRoute: Sendable, Hashable {
        /// The adapter implements it and answers.
        case adapter
        /// The app's own delegate answers (the call is forwarded to it).
        case forward
        /// Nobody: the framework sees the method as not implemented and uses its default.
        case unanswered
    }

    /// Routes one delegate method: the adapter's own implementation wins; otherwise the app's
    /// delegate answers if it implements the method; otherwise nobody does, so the framework's
    /// default behaviour is kept (answering with a default value would change it).
    public static func route(adapterImplements: Bool, appDelegateImplements: Bool) -> DelegateRoute {
        if adapterImplements { return .adapter }
        return appDelegateImplements ? .forward : .unanswered
    }

    /// Which animation runs a container transition.
    public enum Animation: Sendable, Hashable {
        /// The app's delegate supplied its own animator: it wins.
        case app
        /// Match runs the transition.
        case match
        /// The framework's standard animation.
        case system
    }

    /// The app's own animator wins; otherwise Match runs it when enabled and the operation is a
    /// real one (UIKit also asks for `.none` operations, which get the system's behaviour).
    public static func animation(appSuppliesAnimator: Bool, matchEnabled: Bool, isRealOperation: Bool) -> Animation {
        if appSuppliesAnimator { return .app }
        return matchEnabled && isRealOperation ? .match : .system
    }

    /// The centre of tab `index` of `count` equal-width items in a tab bar occupying `tabBarFrame`
    /// (container coordinates), mirrored for right-to-left layouts; the bar's centre when the index
    /// is out of range or the count is not positive. UIKit lays standard items out this way; the
    /// circular reveal starts from this point.
    public static func tabItemCenter(
        index: Int, count: Int, tabBarFrame: Rect, layoutDirection: TransitionContext.LayoutDirection
    ) -> Point {
        let frame = tabBarFrame.standardized
        guard count > 0, index >= 0, index < count else { return frame.center }
        let slot = layoutDirection == .leftToRight ? index : count - 1 - index
        let width = frame.width / Double(count)
        return Point(x: frame.minX + width * (Double(slot) + 0.5), y: frame.midY)
    }

    /// The transition kind for a tab change, or `nil` when the selection does not change.
    public static func tabKind(from: Int, to: Int) -> TransitionContext.Kind? {
        from == to ? nil : .tabSwitch(from: from, to: to)
    }
}
