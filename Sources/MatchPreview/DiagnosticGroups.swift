import MatchEngine

/// The matcher's diagnostics grouped by what they say, in order of first appearance, so that
/// 1 504 off-screen views read as one line with a count, not 1 504 lines.
struct DiagnosticGroup {
    /// A short name for the kind: the skip reason's or timing repair's name, "duplicateID" or
    /// "modifierValuesRepaired".
    let kind: String
    /// What the views of the group have in common, as a phrase about all of them.
    let explanation: String
    /// The diagnostics of the group, in the matcher's order.
    var members: [MatchDiagnostic]

    /// Groups `diagnostics` by kind, keeping the order in which each kind first appears.
    static func grouping(_ diagnostics: [MatchDiagnostic]) -> [DiagnosticGroup] {
        var groups: [DiagnosticGroup] = []
        var index: [String: Int] = [:]
        for d in diagnostics {
            let (kind, explanation) = describe(d)
            if let i = index[kind] {
                groups[i].members.append(d)
            } else {
                index[kind] = groups.count
                groups.append(DiagnosticGroup(kind: kind, explanation: explanation, members: [d]))
            }
        }
        return groups
    }

    static func describe(_ d: MatchDiagnostic) -> (kind: String, explanation: String) {
        switch d {
        case .skipped(_, _, _, let reason):
            let what: String
            switch reason {
            case .emptyID: what = "tagged views with an empty ID, which never matches"
            case .nonFiniteGeometry: what = "tagged views with NaN or infinite geometry"
            case .hidden: what = "tagged views that are hidden (themselves or an ancestor)"
            case .transparent: what = "tagged views with alpha 0 (themselves or with their ancestors)"
            case .zeroSize: what = "tagged views with a zero-size bounds"
            case .singularTransform: what = "tagged views whose transform is singular (they cover no area)"
            case .offscreen: what = "tagged views entirely outside the container (add .matchWhenOffscreen to match them anyway)"
            case .root: what = "tagged screen roots (a root moves with the effect; tag a view inside it)"
            }
            return (reason.rawValue, "\(what); not matched")
        case .duplicateID:
            return ("duplicateID", "IDs on more than one view of a side; paired in document order, the rest unmatched")
        case .modifierValuesRepaired:
            return ("modifierValuesRepaired", "views whose modifiers hold NaN, infinite or out-of-range numbers; repaired")
        case .timingRepaired(let repair, _):
            return (repair.rawValue, "timings the planner could not play as given; repaired (see each line)")
        }
    }
}
