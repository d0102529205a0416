/// One self-contained page holding two inspector pages side by side — a transition a device
/// recorded and the prediction of the same screens — under the list of what differs
/// (`RecordingComparison`). Each inspector keeps its own script and slider: it is embedded whole,
/// as an `iframe`'s `srcdoc` (HTML-escaped), so nothing is fetched.
public enum BesidePage {
    /// The page.
    public static func page(title: String, recorded: String, predicted: String, comparison: RecordingComparison) -> String {
        let rows =
            comparison.differences.isEmpty
            ? "<li>as predicted</li>"
            : comparison.differences.map {
                "<li><b>\(Format.escape($0.what))</b>: recorded \(Format.escape($0.recorded)), predicted \(Format.escape($0.predicted))</li>"
            }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(Format.escape(title)) beside its prediction</title>
            <style>body{font:14px -apple-system,system-ui,sans-serif;margin:16px}
            .pair{display:flex;gap:12px}.pair section{flex:1}iframe{width:100%;height:900px;border:1px solid #ccc}</style>
            </head><body>
            <h1>\(Format.escape(title)) beside its prediction</h1>
            <ul>
            \(rows)
            </ul>
            <div class="pair">
            <section><h2>Recorded on the device</h2><iframe srcdoc="\(Format.escape(recorded))"></iframe></section>
            <section><h2>Predicted by the strict host</h2><iframe srcdoc="\(Format.escape(predicted))"></iframe></section>
            </div>
            </body></html>

            """
    }
}
