/// Which snapshot view a track's stand-in shows.
public struct ViewReference: Sendable, Hashable, Codable {
    /// The side the view is on.
    public var side: SceneSide
    /// Its index in that side's snapshot.
    public var index: Int

    /// Creates a reference.
    public init(side: SceneSide, index: Int) {
        self.side = side
        self.index = index
    }
}

/// How one stand-in moves: its two end states and when and how it goes between them.
public struct Track: Sendable, Hashable, Codable {
    /// The longest delay the planner gives a track, in seconds: 60. Longer delays (a cascade over
    /// thousands of views, a `.delay` modifier) are clamped to it.
    public static let maximumDelay = 60.0
    /// The longest duration the planner gives a track, in seconds: 60. Longer durations (a
    /// `.duration` modifier, a very slow spring's natural duration) are clamped to it; a spring
    /// is then time-stretched to settle at the clamped duration.
    public static let maximumDuration = 60.0
    /// The shortest duration the planner gives a track in a plan that has any length, in seconds:
    /// 0.001. A duration of 0 there becomes this ramp, so baked keyframes reproduce the change
    /// exactly (a linear keyframe animation cannot show a true step).
    public static let minimumDuration = 0.001

    /// Why the track exists.
    public enum Role: Sendable, Hashable, Codable {
        /// One stand-in of the matched pair at this index of ``MatchResult/pairs``.
        case matched(pair: Int, side: SceneSide)
        /// A source-only view leaving.
        case disappearing
        /// A destination-only view arriving.
        case appearing
        /// A screen's root view, moved by the transition's effect.
        case root(SceneSide)
        /// The dimming layer between the screens of a modal presentation (it has no view).
        case dimming
    }

    /// Why the track exists.
    public var role: Role
    /// The snapshot view the stand-in shows; `nil` for the dimming layer.
    public var view: ViewReference?
    /// The state at the track's start.
    public var from: ViewState
    /// The state at the track's end.
    public var to: ViewState
    /// Seconds from the plan's start to the track's start: 0…``maximumDelay`` in the planner's output.
    public var delay: Double
    /// The track's length in seconds: ``minimumDuration``…``maximumDuration`` in the planner's output,
    /// or 0 for every track of a plan with no length at all (an instant jump; see ``TransitionPlan``).
    public var duration: Double
    /// How the track's progress follows its time.
    public var timing: TimingCurve
    /// Whether the timing runs backwards (pop and dismiss play the push or presentation back):
    /// progress at local time τ is 1 − timing(duration − τ).
    public var isTimeReversed: Bool
    /// The route of the centre.
    public var path: MotionPath
    /// For a crossfading matched pair, the index of the other stand-in's track.
    public var crossfadePartner: Int?

    /// Creates a track.
    package init(
        role: Role, view: ViewReference?, from: ViewState, to: ViewState, delay: Double = 0, duration: Double,
        timing: TimingCurve, isTimeReversed: Bool = false, path: MotionPath = .straight, crossfadePartner: Int? = nil
    ) {
        self.role = role
        self.view = view
        self.from = from
        self.to = to
        self.delay = delay
        self.duration = duration
        self.timing = timing
        self.isTimeReversed = isTimeReversed
        self.path = path
        self.crossfadePartner = crossfadePartner
    }

    /// The track's progress, nominally 0…1, at `time` seconds into the plan.
    package func progress(atPlanTime time: Double) -> Double {
        TimingGroup(TimingGroup.Key(self)).progress(atPlanTime: time)
    }
}
