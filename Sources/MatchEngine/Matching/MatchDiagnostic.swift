/// Which side of a transition a view belongs to.
public enum SceneSide: String, Sendable, Hashable, Codable {
    /// The screen being left.
    case source
    /// The screen being shown.
    case destination
}

/// Why a tagged view was left out of matching.
public enum SkipReason: String, Sendable, Hashable, Codable, CaseIterable {
    /// Its ID is the empty string, which never matches.
    case emptyID
    /// Its position, size or accumulated transform has a NaN or an infinity.
    case nonFiniteGeometry
    /// It or an ancestor is hidden.
    case hidden
    /// Its alpha times its ancestors' is 0.
    case transparent
    /// Its bounds have a zero (or negative) width or height.
    case zeroSize
    /// Its accumulated transform is singular or nearly so (a zero scale, or seen edge-on): its area
    /// factor (the determinant) is below 1e-9, so it covers no visible area.
    case singularTransform
    /// It lies entirely outside the container's bounds (and does not carry `.matchWhenOffscreen`).
    case offscreen
    /// It is the screen's root view, which moves with the transition's effect (and would have
    /// to fly and stay put at once): tag a view inside it instead.
    case root
}

/// A timing the planner changed so that the plan plays: what was wrong with it.
public enum TimingRepair: String, Sendable, Hashable, Codable, CaseIterable {
    /// The transition's duration was negative or not a finite number: 0.5 s was used.
    case durationInvalid
    /// The transition's duration was longer than ``Track/maximumDuration``: that was used.
    case durationTooLong
    /// A track's delay was negative or not a finite number: 0 was used.
    case trackDelayInvalid
    /// A track's delay was longer than ``Track/maximumDelay``: that was used.
    case trackDelayTooLong
    /// A track's duration was negative (0 was used, then the shortest a track lasts) or not a
    /// finite number (the transition's duration was used).
    case trackDurationInvalid
    /// A track's duration was longer than ``Track/maximumDuration``: that was used.
    case trackDurationTooLong
}

/// Something the matcher or the planner noticed about the input: never fatal, always reported.
public enum MatchDiagnostic: Sendable, Hashable, Codable {
    /// A tagged view was not matched, for `reason`; it takes no part as a tagged view.
    case skipped(id: TransitionID, side: SceneSide, index: Int, reason: SkipReason)
    /// An ID is on more than one eligible view of one side. The k-th source view with it is paired
    /// with the k-th destination view, in document order; the extra views are unmatched.
    case duplicateID(TransitionID, sourceCount: Int, destinationCount: Int)
    /// The planner changed a timing it could not play as given (`repair`), on `count` tracks (1
    /// for the transition's own duration): the plan runs, with the value the repair names.
    case timingRepaired(TimingRepair, count: Int)
    /// `count` values in the modifiers of a view (tagged with `id`, or untagged) are NaN, infinite
    /// or outside their range (conditional lists included; each ``Modifier`` case documents its range): where
    /// they apply, the planner ignores, clamps or replaces each and plans with the rest.
    case modifierValuesRepaired(id: TransitionID?, side: SceneSide, index: Int, count: Int)

    /// For `.skipped`, the side and index of the view left out.
    package var skippedView: (side: SceneSide, index: Int)? {
        if case .skipped(_, let side, let index, _) = self { return (side, index) }
        return nil
    }
}

extension MatchDiagnostic: CustomStringConvertible {
    /// A sentence naming the view, the ID and the problem.
    public var description: String {
        switch self {
        case .skipped(let id, let side, let index, let reason):
            let what: String
            switch reason {
            case .emptyID: what = "has an empty transition ID, which never matches"
            case .nonFiniteGeometry: what = "has NaN or infinite geometry"
            case .hidden: what = "is hidden (itself or an ancestor)"
            case .transparent: what = "has alpha 0 (itself or with its ancestors)"
            case .zeroSize: what = "has a zero-size bounds"
            case .singularTransform: what = "has a singular transform and covers no area"
            case .offscreen: what = "lies entirely outside the container (add .matchWhenOffscreen to match it anyway)"
            case .root: what = "is the screen's root view, which moves with the transition's effect (tag a view inside it)"
            }
            return "\(side) view #\(index) with ID \"\(id)\" \(what); it was not matched"
        case .duplicateID(let id, let sourceCount, let destinationCount):
            return "ID \"\(id)\" is on \(sourceCount) source and \(destinationCount) destination views; "
                + "\(min(sourceCount, destinationCount)) pair(s) were made in document order, the rest are unmatched"
        case .modifierValuesRepaired(let id, let side, let index, let count):
            let view = id.map { "\(side) view #\(index) with ID \"\($0)\"" } ?? "untagged \(side) view #\(index)"
            let values = count == 1 ? "1 value that is" : "\(count) values that are"
            return "\(view) has \(values) NaN, infinite or out of range in its modifiers; "
                + "where they apply, each is ignored, clamped or replaced by its neutral value"
        case .timingRepaired(let repair, let count):
            let tracks = count == 1 ? "1 track" : "\(count) tracks"
            switch repair {
            case .durationInvalid: return "the transition's duration was negative or not a number; 0.5 s was used"
            case .durationTooLong:
                return "the transition's duration was longer than \(Int(Track.maximumDuration)) s; \(Int(Track.maximumDuration)) s was used"
            case .trackDelayInvalid: return "\(tracks) had a negative or non-finite delay; 0 s was used"
            case .trackDelayTooLong:
                return "\(tracks) had a delay longer than \(Int(Track.maximumDelay)) s; \(Int(Track.maximumDelay)) s was used"
            case .trackDurationInvalid:
                return "\(tracks) had a negative or non-finite duration; the shortest duration or the transition's was used"
            case .trackDurationTooLong:
                return "\(tracks) had a duration longer than \(Int(Track.maximumDuration)) s; \(Int(Track.maximumDuration)) s was used"
            }
        }
    }
}
