import MatchEngine

/// The text summary `match-preview` prints: views, pairs, diagnostics and the time of each stage.
public struct PreviewSummary {
    /// Seconds spent per stage, measured on this machine.
    public var timings: [(stage: String, seconds: Double)] = []
    let recording: TransitionRecording

    /// Re-runs match, plan and bake on the recording's scenes to time them (capture happened
    /// when the scenes were built and is not repeated).
    public init(_ recording: TransitionRecording) {
        self.recording = recording
        let clock = ContinuousClock()
        func time(_ stage: String, _ body: () -> Void) {
            let elapsed = clock.measure(body)
            let (s, atto) = elapsed.components
            timings.append((stage, Double(s) + Double(atto) * 1e-18))
        }
        time("match") { _ = Matcher.match(source: recording.source, destination: recording.destination) }
        time("plan") {
            _ = Planner.plan(match: recording.match, source: recording.source, destination: recording.destination,
                             context: recording.context)
        }
        time("bake") { _ = recording.plan.keyframes(tolerance: 0.5) }
        var buffer: [ViewState] = []
        recording.plan.evaluate(at: 0, into: &buffer)
        time("evaluate one frame") { recording.plan.evaluate(at: 0.5, into: &buffer) }
    }

    /// The summary as lines of text.
    public var text: String {
        let r = recording
        var lines: [String] = []
        lines.append("views: \(r.source.count) source, \(r.destination.count) destination")
        lines.append("pairs: \(r.match.pairs.count), appearing: \(r.match.appearing.count), disappearing: \(r.match.disappearing.count)")
        lines.append("tracks: \(r.plan.count), duration: \(Format.number(r.plan.totalDuration)) s, "
            + "keyframes: \(r.plan.keyframes(tolerance: 0.5).totalKeyframes)")
        lines.append("diagnostics: \(r.match.diagnostics.isEmpty ? "none" : String(r.match.diagnostics.count))")
        for d in r.match.diagnostics { lines.append("  - \(d)") }
        lines.append("stage timings:")
        for t in timings { lines.append("  \(t.stage): \(Format.number(t.seconds * 1e6)) µs") }
        return lines.joined(separator: "\n") + "\n"
    }
}
