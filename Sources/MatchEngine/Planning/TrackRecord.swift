/// What a plan stores of one track besides its two end states: 48 bytes of plain numbers (a
/// ``Track`` is ~1 000 bytes, almost all of it its two ``ViewState``s). Delay, duration, timing and
/// direction are shared: `timing` indexes the plan's distinct timings.
struct TrackRecord: Sendable {
    /// ``Track/Role``'s pair index (matched stand-ins only).
    var pair: Int
    /// The snapshot view's index (when `viewSide` is not `noView`).
    var viewIndex: Int
    /// The crossfade partner's track index (when `hasPartner`).
    var partner: Int
    /// The arc's intensity (when `isArc`).
    var arcIntensity: Double
    /// Index into `TrackList.timings`.
    var timing: Int32
    var role: RoleKind
    /// The side in `.matched` and `.root` roles.
    var roleSide: SceneSide
    /// The snapshot view's side, or `nil` for no view (the dimming layer).
    var viewSide: SceneSide?
    var isArc: Bool
    var hasPartner: Bool

    /// ``Track/Role`` without its payload.
    enum RoleKind: UInt8, Sendable {
        case matched, disappearing, appearing, root, dimming
    }

    /// The record of `track`, whose timing is `timings[timing]`.
    init(_ track: Track, timing: Int32) {
        pair = 0
        roleSide = .source
        switch track.role {
        case .matched(let pair, let side):
            role = .matched
            self.pair = pair
            roleSide = side
        case .disappearing: role = .disappearing
        case .appearing: role = .appearing
        case .root(let side):
            role = .root
            roleSide = side
        case .dimming: role = .dimming
        }
        viewSide = track.view?.side
        viewIndex = track.view?.index ?? 0
        partner = track.crossfadePartner ?? 0
        hasPartner = track.crossfadePartner != nil
        if case .arc(let intensity) = track.path {
            isArc = true
            arcIntensity = intensity
        } else {
            isArc = false
            arcIntensity = 0
        }
        self.timing = timing
    }

    /// The record of an appearing or disappearing track without a path or partner (straight, as
    /// `init(_:timing:)` records such a ``Track``) showing `view`.
    init(unmatched role: RoleKind, view: ViewReference, timing: Int32) {
        pair = 0
        roleSide = .source
        self.role = role
        viewSide = view.side
        viewIndex = view.index
        partner = 0
        hasPartner = false
        isArc = false
        arcIntensity = 0
        self.timing = timing
    }

    /// The record of `side`'s stand-in of matched pair `pair`, straight, crossfading with the
    /// track at index `partner` if any (as `init(_:timing:)` records such a ``Track``), showing `view`.
    init(matched pair: Int, side: SceneSide, view: ViewReference, partner: Int?, timing: Int32) {
        self.pair = pair
        roleSide = side
        role = .matched
        viewSide = view.side
        viewIndex = view.index
        self.partner = partner ?? 0
        hasPartner = partner != nil
        isArc = false
        arcIntensity = 0
        self.timing = timing
    }

    /// The record of the same track played back (`TrackBatch.playBack(totalDuration:)`): sides
    /// swapped, appearing and disappearing exchanged, an arc bulging the other way.
    mutating func playBack() {
        roleSide = roleSide.other
        if role == .appearing { role = .disappearing } else if role == .disappearing { role = .appearing }
        viewSide = viewSide?.other
        arcIntensity = -arcIntensity
    }

    /// The track's role.
    var trackRole: Track.Role {
        switch role {
        case .matched: .matched(pair: pair, side: roleSide)
        case .disappearing: .disappearing
        case .appearing: .appearing
        case .root: .root(roleSide)
        case .dimming: .dimming
        }
    }

    /// The snapshot view the track's stand-in shows.
    var view: ViewReference? { viewSide.map { ViewReference(side: $0, index: viewIndex) } }

    /// The route of the centre.
    var path: MotionPath { isArc ? .arc(intensity: arcIntensity) : .straight }

    /// The crossfade partner's track index.
    var crossfadePartner: Int? { hasPartner ? partner : nil }
}

extension Track {
    /// The track a record stands for, with its timing and its two states.
    init(_ record: TrackRecord, timing: TimingGroup.Key, from: ViewState, to: ViewState) {
        self.init(
            role: record.trackRole, view: record.view, from: from, to: to, delay: timing.delay, duration: timing.duration,
            timing: timing.timing, isTimeReversed: timing.reversed, path: record.path, crossfadePartner: record.crossfadePartner)
    }
}
