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
            _ = Planner.plan(
                match: recording.match, source: recording.source, destination: recording.destination,
                context: recording.context)
        }
        time("bake") { _ = recording.plan.keyframes(tolerance: 0.5) }
        var frame = TransitionFrame()
        recording.plan.evaluate(at: 0, into: &frame)
        time("evaluate one frame") { recording.plan.evaluate(at: 0.5, into: &frame) }
    }

    /// The summary as lines of text, diagnostics grouped and counted (see `text(verbose:)`).
    public var text: String { text(verbose: false) }

    /// The summary as lines of text. Diagnostics are grouped by kind with a count
    /// (`1 504 × offscreen: …`); with `verbose`, each diagnostic is listed under its group.
    public func text(verbose: Bool) -> String {
        let r = recording
        var lines: [String] = []
        lines.append("views: \(Format.count(r.source.count)) source, \(Format.count(r.destination.count)) destination")
        lines.append(
            "pairs: \(Format.count(r.match.pairs.count)), appearing: \(Format.count(r.match.appearing.count)), "
                + "disappearing: \(Format.count(r.match.disappearing.count))")
        lines.append(
            "tracks: \(Format.count(r.plan.count)), duration: \(Format.number(r.plan.totalDuration)) s, "
                + "keyframes: \(Format.count(r.plan.keyframes(tolerance: 0.5).totalKeyframes))")
        let diagnostics = r.plan.diagnostics
        let groups = DiagnosticGroup.grouping(diagnostics)
        if groups.isEmpty {
            lines.append("diagnostics: none")
        } else {
            let listed = groups.contains { $0.members.count > 1 }
            lines.append(
                "diagnostics: \(Format.count(diagnostics.count))"
                    + (verbose || !listed ? "" : " (--verbose lists each one)"))
            for g in groups {
                if g.members.count == 1 && !verbose {
                    lines.append("  - \(g.members[0])")
                    continue
                }
                lines.append("  \(Format.count(g.members.count)) × \(g.kind): \(g.explanation)")
                if verbose { for d in g.members { lines.append("    - \(d)") } }
            }
        }
        let suggestions = IDSuggestion.suggestions(source: r.source, destination: r.destination, match: r.match)
        if !suggestions.isEmpty {
            lines.append("did you mean: \(Format.count(suggestions.count))")
            for s in suggestions { lines.append("  - \(s)") }
        }
        lines.append("stage timings\(Self.buildNote):")
        for t in timings { lines.append("  \(t.stage): \(Format.number(t.seconds * 1e6)) µs") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the timings are worth: a debug build's are several times a release build's.
    static var buildNote: String {
        #if DEBUG
            " (debug build; `swift run -c release match-preview …` for release figures)"
        #else
            " (release build)"
        #endif
    }
}
