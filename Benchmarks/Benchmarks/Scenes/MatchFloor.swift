import MatchEngine

/// The match floor, shared by the package-benchmark suite's "match floor" stage and
/// `PrepareFloor`: a `Dictionary` from each tagged ID to its position, reserved up front (one
/// hashing pass over the IDs, the least a matcher by ID does).
public enum MatchFloor {
    /// The table of `ids`, each mapped to its index.
    public static func table(of ids: [TransitionID]) -> [TransitionID: Int] {
        var table: [TransitionID: Int] = [:]
        table.reserveCapacity(ids.count)
        for (i, id) in ids.enumerated() { table[id] = i }
        return table
    }
}
