/// What kind of transition is running, in what space, with which effect and defaults.
public struct TransitionContext: Sendable, Hashable, Codable {
    /// The container operation that started the transition.
    public enum Kind: Sendable, Hashable, Codable {
        /// A navigation push: the destination is pushed on top.
        case push
        /// A navigation pop: the source is popped off the top; played back as the push.
        case pop
        /// A modal presentation: the destination is presented on top.
        case present
        /// A modal dismissal: the source is dismissed; played back as the presentation.
        case dismiss
        /// A tab bar selection change, with the tabs' indices.
        case tabSwitch(from: Int, to: Int)

        /// Whether the transition reveals a new screen on top (push, present, a tab switch);
        /// `false` for pop and dismiss, which are played back.
        package var isPresenting: Bool {
            switch self {
            case .push, .present, .tabSwitch: true
            case .pop, .dismiss: false
            }
        }
    }

    /// The reading direction, which decides what "leading" and "trailing" mean.
    public enum LayoutDirection: Sendable, Hashable, Codable {
        /// Left to right (English).
        case leftToRight
        /// Right to left (Arabic, Hebrew).
        case rightToLeft
    }

    /// The operation.
    public var kind: Kind
    /// The container's bounds size, in points.
    public var containerSize: Size
    /// The layout direction; default `.leftToRight`.
    public var layoutDirection: LayoutDirection
    /// The effect for the root views and for unmatched views without modifiers; default `.automatic`.
    public var effect: TransitionEffect
    /// The default duration of every track, in seconds (> 0); default 0.5.
    public var duration: Double
    /// The default timing of matched views; default a critically damped spring (`.smooth`),
    /// time-stretched to settle at the track's duration.
    public var matchedTiming: TimingCurve
    /// The default timing of everything else; default `.systemDefault` (0.25, 0.1, 0.25, 1).
    public var timing: TimingCurve
    /// The Reduce Motion accessibility setting (`UIAccessibility.isReduceMotionEnabled`) and the
    /// response to it: `nil` when the setting is off (the default); when it is on, pass
    /// `.default` (a 0.25 s cross-dissolve) or another ``ReduceMotionResponse``.
    public var reduceMotion: ReduceMotionResponse?
    /// Whether the duration follows how far the largest matched view flies and how much it grows
    /// (see ``FittedDuration`` for the formula and bounds): `nil` (the default) keeps `duration`.
    /// When set, a plan with a matched pair uses the fitted duration in place of `duration`
    /// (a plan without one keeps `duration`; Reduce Motion's dissolve keeps its own length).
    /// A transition applies it to timed runs only (MatchUIKit's do): a run that starts under a
    /// finger moves at the finger's pace and keeps `duration`.
    public var fittedDuration: FittedDuration?

    /// Creates a context; every default is documented on its property.
    public init(
        kind: Kind, containerSize: Size, layoutDirection: LayoutDirection = .leftToRight,
        effect: TransitionEffect = .automatic, duration: Double = 0.5, matchedTiming: TimingCurve = .spring(.smooth),
        timing: TimingCurve = .systemDefault, reduceMotion: ReduceMotionResponse? = nil,
        fittedDuration: FittedDuration? = nil
    ) {
        self.kind = kind
        self.containerSize = containerSize
        self.layoutDirection = layoutDirection
        self.effect = effect
        self.duration = duration
        self.matchedTiming = matchedTiming
        self.timing = timing
        self.reduceMotion = reduceMotion
        self.fittedDuration = fittedDuration
    }

    /// Whether Reduce Motion's response is a cross-dissolve: every stand-in then dissolves in
    /// place instead of moving (see ``ReduceMotionResponse/crossDissolve(duration:)``).
    var dissolvesInPlace: Bool {
        if case .crossDissolve = reduceMotion { return true }
        return false
    }

    /// The effect with `.automatic` and layout-relative directions resolved for this context:
    /// push and pop slide the pushed screen in from the trailing edge, present and dismiss bring
    /// the presented screen up from the bottom, a tab switch slides in index order.
    package var resolvedEffect: TransitionEffect {
        let trailingward: Direction = layoutDirection == .leftToRight ? .left : .right
        var effect = self.effect
        if effect == .automatic {
            switch kind {
            case .push, .pop: effect = .push(.leading)
            case .present, .dismiss: effect = .presentFromEdge(.bottom)
            case .tabSwitch: effect = .slideByTabOrder
            }
        }
        if effect == .slideByTabOrder {
            var forward = true
            if case .tabSwitch(let from, let to) = kind { forward = to >= from }
            return .slide(forward ? trailingward : trailingward.opposite)
        }
        return effect.resolvingLayoutDirection(layoutDirection)
    }
}

/// What a transition does when Reduce Motion is on.
public enum ReduceMotionResponse: Sendable, Hashable, Codable {
    /// Nothing flies or slides: every stand-in stays where its own view is and the change becomes
    /// a cross-dissolve of `duration` seconds (> 0; invalid values count as 0.25) with the context's
    /// `timing` — matched pairs dissolve from the source view to the destination view in place,
    /// the screens fade (the effect becomes `.fade`), unmatched views keep only their alpha change.
    /// Modifiers' delays, durations, curves, arcs and cascades do not apply.
    case crossDissolve(duration: Double)
    /// Keep the transition's motion unchanged (for an app that designs its own reduced motion).
    case keepMotion

    /// The default response: a 0.25 s cross-dissolve.
    public static let `default` = ReduceMotionResponse.crossDissolve(duration: 0.25)
}
