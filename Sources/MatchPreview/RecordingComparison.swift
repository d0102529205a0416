import MatchEngine

/// What differs between a transition a device recorded (`debugJSON()`) and a prediction of the
/// same screens (the strict host's, as `Tools/device-run.sh` pairs them): the kind and container
/// size, which IDs were paired, where each paired view was captured on either side, how many
/// tracks the plan has, its length, and its diagnostics. A difference is either the device doing
/// what the model does not (a layout pass the model lacks, a bar inset) or the model being wrong:
/// the report says which numbers differ, a person decides which.
public struct RecordingComparison: Sendable, Equatable {
    /// One quantity that differs: what it is, its recorded value and its predicted value, in words.
    public struct Difference: Sendable, Equatable {
        /// The quantity ("kind", "tile: source frame", "tracks"…).
        public var what: String
        /// Its value in the recording, in words (points, seconds).
        public var recorded: String
        /// Its value in the prediction, in words.
        public var predicted: String

        /// Creates a difference.
        public init(what: String, recorded: String, predicted: String) {
            self.what = what
            self.recorded = recorded
            self.predicted = predicted
        }
    }

    /// The differences, in a stable order.
    public let differences: [Difference]

    /// Compares `recorded` with `predicted`; geometry within `tolerance` points (default 0.5) and
    /// durations within 1 ms count as equal.
    public init(recorded: TransitionRecording, predicted: TransitionRecording, tolerance: Double = 0.5) {
        var found: [Difference] = []
        func differ(_ what: String, _ a: String, _ b: String) {
            if a != b { found.append(Difference(what: what, recorded: a, predicted: b)) }
        }
        differ("kind", "\(recorded.context.kind)", "\(predicted.context.kind)")
        let close = { (a: Rect, b: Rect) in a.isApproximatelyEqual(to: b, tolerance: tolerance) }
        if !close(Rect(origin: .zero, size: recorded.context.containerSize), Rect(origin: .zero, size: predicted.context.containerSize)) {
            differ("container size", Self.describe(recorded.context.containerSize), Self.describe(predicted.context.containerSize))
        }
        let recordedIDs = recorded.match.pairs.map(\.id.rawValue).sorted()
        let predictedIDs = predicted.match.pairs.map(\.id.rawValue).sorted()
        differ("paired IDs", recordedIDs.joined(separator: ", "), predictedIDs.joined(separator: ", "))
        for pair in recorded.match.pairs {
            guard let other = predicted.match.pairs.first(where: { $0.id == pair.id }) else { continue }
            let (a, b) = (recorded.source[pair.source].frame, predicted.source[other.source].frame)
            if !close(a, b) { differ("\(pair.id.rawValue): source frame", Self.describe(a), Self.describe(b)) }
            let (c, d) = (recorded.destination[pair.destination].frame, predicted.destination[other.destination].frame)
            if !close(c, d) { differ("\(pair.id.rawValue): destination frame", Self.describe(c), Self.describe(d)) }
        }
        differ("tracks", "\(recorded.plan.count)", "\(predicted.plan.count)")
        if abs(recorded.plan.totalDuration - predicted.plan.totalDuration) > 0.001 || recorded.plan.totalDuration.isNaN
            || predicted.plan.totalDuration.isNaN
        {
            differ("duration", "\(recorded.plan.totalDuration) s", "\(predicted.plan.totalDuration) s")
        }
        differ(
            "diagnostics", recorded.plan.diagnostics.map { "\($0)" }.joined(separator: "; "),
            predicted.plan.diagnostics.map { "\($0)" }.joined(separator: "; "))
        differences = found
    }

    /// The comparison in words: "as predicted", or one line per difference.
    public func text() -> String {
        guard !differences.isEmpty else { return "beside the prediction: as predicted\n" }
        var lines = ["beside the prediction: \(differences.count) difference\(differences.count == 1 ? "" : "s")"]
        for d in differences { lines.append("  \(d.what): recorded \(d.recorded), predicted \(d.predicted)") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ size: Size) -> String { "\(Format.number(size.width)) × \(Format.number(size.height))" }
    static func describe(_ rect: Rect) -> String {
        "(\(Format.number(rect.minX)), \(Format.number(rect.minY)), \(Format.number(rect.width)) × \(Format.number(rect.height)))"
    }
}
