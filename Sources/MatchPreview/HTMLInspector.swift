import Foundation
import MatchEngine

/// One self-contained HTML page to inspect a transition: the scene drawn as SVG, a slider that
/// scrubs progress, play/pause from any position (from the end it starts over), reverse, slow
/// motion (½×, ¼×), the time in seconds and percent, a legend, the matcher's diagnostics grouped
/// and counted, the tagged views with their fate, and each track with a plot of its progress curve.
///
/// The page carries the baked keyframes (`TransitionPlan.keyframes(tolerance: 0.5)`) with their
/// numbers printed exactly and interpolates them linearly, as Core Animation does, so what it
/// draws stays within 0.5 pt of the engine's exact `evaluate`. Fragments drive it for automated
/// checks: `#progress=0.25` sets the progress, `#speed=0.25` the speed, `#reverse` the direction,
/// `#play` starts playback (`#timer` paces it with a timer instead of animation frames, for
/// headless browsers), and `#probe` writes the drawn centre of every stand-in, the progress
/// and the playback state into a `<pre id="probe">` element as JSON after every frame.
public struct HTMLInspector {
    let model: PreviewModel
    let title: String

    /// Creates an inspector for a recording, with a page title.
    public init(_ recording: TransitionRecording, title: String) {
        model = PreviewModel(recording)
        self.title = title
    }

    /// The page.
    public func page() -> String {
        let r = model.recording
        let keys = r.plan.keyframes(tolerance: 0.5)
        var tracksJSON: [String] = []
        for i in r.plan.tracks.indices {
            let t = model.tracks[i]
            var frames: [String] = []
            for k in 0..<keys.keyframeCount(ofTrack: i) {
                let (time, s) = keys.keyframe(ofTrack: i, at: k)
                let m = s.transform
                let c = s.backgroundColor ?? t.fallbackColor
                var colour: [Double] = [-1, -1, -1, -1]
                if let c = c?.clamped { colour = [c.red * 255, c.green * 255, c.blue * 255, c.alpha] }
                var clip: [Double] = [-1, -1, -1, -1, -1]
                if let k = s.clip {
                    clip = [
                        k.rect.origin.x - s.size.width / 2, k.rect.origin.y - s.size.height / 2, k.rect.size.width,
                        k.rect.size.height, k.cornerRadius,
                    ]
                }
                // Where the content sits (resize modes), in the stand-in's centred coordinates; width −1 for none.
                var content: [Double] = [-1, -1, -1, -1]
                if let r = s.contentRect {
                    content = [r.origin.x - s.size.width / 2, r.origin.y - s.size.height / 2, r.size.width, r.size.height]
                }
                let numbers: [Double] =
                    [
                        time, s.position.x, s.position.y, s.size.width, s.size.height, m.m11, m.m12, m.m21, m.m22,
                        m.m41, m.m42, s.alpha, s.cornerRadii.maximum,
                    ] + colour + clip + content
                // Exact numbers: rounding to two decimals put stand-ins up to 4 pt off the plan.
                frames.append("[" + numbers.map(Format.exact).joined(separator: ",") + "]")
            }
            let content = t.content.map { item -> String in
                let p = item.placement
                let c = item.color?.clamped
                return "["
                    + [
                        item.size.width, item.size.height, p.m11, p.m12, p.m21, p.m22, p.m41, p.m42,
                        item.cornerRadius, item.alpha, (c?.red ?? 0) * 255, (c?.green ?? 0) * 255, (c?.blue ?? 0) * 255,
                        c?.alpha ?? 0,
                    ].map(Format.exact).joined(separator: ",") + "]"
            }
            let track = r.plan.tracks[i]
            // The track's own progress over plan progress, for the plot.
            let curve = (0...40).map { Format.number(track.progress(atPlanTime: Double($0) / 40 * r.plan.totalDuration)) }
            tracksJSON.append(
                "{\"label\":\"\(Self.jsonEscape(t.label))\",\"role\":\"\(Self.jsonEscape(t.role))\",\"kind\":\"\(Self.roleKind(track.role))\","
                    + "\"z\":\(Format.number(track.from.zPosition)),\"delay\":\(Format.number(track.delay)),"
                    + "\"duration\":\(Format.number(track.duration)),\"timing\":\"\(Self.jsonEscape(Self.describe(track.timing)))\","
                    + "\"base\":[\(Format.number(t.baseSize.width)),\(Format.number(t.baseSize.height))],"
                    + "\"glyph\":\"\(Self.glyphName(t.contentKind))\","
                    + "\"frames\":[\(frames.joined(separator: ","))],\"content\":[\(content.joined(separator: ","))],"
                    + "\"curve\":[\(curve.joined(separator: ","))]}")
        }
        let diagnostics = DiagnosticGroup.grouping(r.match.diagnostics).map { g in
            "{\"kind\":\"\(Self.jsonEscape(g.kind))\",\"explanation\":\"\(Self.jsonEscape(g.explanation))\","
                + "\"count\":\"\(Format.count(g.members.count))\","
                + "\"items\":[\(g.members.map { "\"\(Self.jsonEscape($0.description))\"" }.joined(separator: ","))]}"
        }
        let views = Self.viewStatuses(r).map { v in
            "{\"side\":\"\(v.side)\",\"index\":\(v.index),\"id\":\"\(Self.jsonEscape(v.id))\",\"status\":\"\(Self.jsonEscape(v.status))\"}"
        }
        let data =
            "{\"width\":\(Format.exact(r.context.containerSize.width)),\"height\":\(Format.exact(r.context.containerSize.height)),"
            + "\"duration\":\(Format.exact(r.plan.totalDuration)),\"order\":[\(model.order.map(String.init).joined(separator: ","))],"
            + "\"tracks\":[\(tracksJSON.joined(separator: ","))],\"diagnostics\":[\(diagnostics.joined(separator: ","))],"
            + "\"views\":[\(views.joined(separator: ","))]}"
        return Self.template
            .replacingOccurrences(of: "__TITLE__", with: Format.escape(title))
            .replacingOccurrences(of: "__DATA__", with: data.replacingOccurrences(of: "</", with: "<\\/"))
    }

    /// The placeholder the page draws for a view's content: "text" (text-line bars), "image" (a
    /// crossed frame) or "" (none) — a diagram; the SVG pictures draw text and a landscape
    /// (`ContentGlyph`).
    static func glyphName(_ kind: ContentKind) -> String {
        switch kind {
        case .plain, .visualEffect: ""
        case .text: "text"
        case .image: "image"
        }
    }

    /// Every tagged view of both screens with what became of it: paired, appearing, disappearing,
    /// skipped with the matcher's reason, or riding with its screen (no partner and no modifier of
    /// its own: its pixels move inside its nearest flying ancestor or its root).
    static func viewStatuses(_ r: TransitionRecording) -> [(side: String, index: Int, id: String, status: String)] {
        var status: [SceneSide: [Int: String]] = [.source: [:], .destination: [:]]
        for (k, p) in r.match.pairs.enumerated() {
            status[.source]![p.source] = "paired #\(k)"
            status[.destination]![p.destination] = "paired #\(k)"
        }
        for u in r.match.disappearing { status[.source]![u.index] = "disappearing" }
        for u in r.match.appearing { status[.destination]![u.index] = "appearing" }
        for d in r.match.diagnostics {
            if case .skipped(_, let side, let index, let reason) = d { status[side]![index] = "skipped: \(reason.rawValue) — \(d)" }
        }
        var rows: [(side: String, index: Int, id: String, status: String)] = []
        for (side, scene) in [(SceneSide.source, r.source), (.destination, r.destination)] {
            for (i, v) in scene.views.enumerated() where v.id != nil {
                rows.append((side.rawValue, i, v.id!.rawValue, status[side]![i] ?? Self.ridesWithItsScreen))
            }
        }
        return rows
    }

    /// The status of a tagged view that takes no part of its own.
    static let ridesWithItsScreen = "rides inside its screen or flying ancestor (no partner, no modifier)"

    /// The role's family, for the colour the tracks table and the legend give it.
    static func roleKind(_ role: Track.Role) -> String {
        switch role {
        case .matched: "matched"
        case .appearing: "appearing"
        case .disappearing: "disappearing"
        case .root: "root"
        case .dimming: "dimming"
        }
    }

    static func describe(_ timing: TimingCurve) -> String {
        switch timing {
        case .linear: "linear"
        case .bezier(let b): "bezier(\(Format.number(b.x1)), \(Format.number(b.y1)), \(Format.number(b.x2)), \(Format.number(b.y2)))"
        case .spring(let s, let v):
            "spring(ζ \(Format.number(s.dampingRatio)), response \(Format.number(s.response)) s, v₀ \(Format.number(v)))"
        }
    }

    static func jsonEscape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "<": out += "\\u003c"
            default:
                if scalar.value < 0x20 {
                    out += "\\u00" + String(scalar.value, radix: 16).leftPadded(2)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    static let template = #"""
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>__TITLE__ — Match preview</title>
        <style>
        body{font:14px -apple-system,Helvetica,Arial,sans-serif;margin:16px;color:#1c1c1e;display:flex;gap:24px;align-items:flex-start}
        #stage{background:#000;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.2)}
        #panel{flex:1;min-width:320px}
        table{border-collapse:collapse;width:100%;font-size:12px}td,th{border-bottom:1px solid #e5e5ea;padding:3px 6px;text-align:left}
        .controls{display:flex;gap:8px;align-items:center;margin:8px 0}#slider{flex:1}
        #time{font-variant-numeric:tabular-nums;min-width:15em}
        .diag{color:#c93400;font-size:12px}pre#probe{display:none}
        details{margin:4px 0}summary{cursor:pointer}
        svg.curve{width:120px;height:28px;background:#f2f2f7}
        .swatch{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:4px;vertical-align:middle}
        .legend{font-size:12px;color:#3a3a3c;line-height:1.6}
        .role-matched{color:#0a64d6}.role-appearing{color:#248a3d}.role-disappearing{color:#c93400}.role-root{color:#6e6e73}.role-dimming{color:#1c1c1e}
        </style></head><body>
        <div><svg id="stage" xmlns="http://www.w3.org/2000/svg"></svg>
        <div class="controls"><button id="play">Play</button><button id="reverse" title="play backwards next time">Reverse</button>
        <select id="speed" title="playback speed"><option value="1">1×</option><option value="0.5">½×</option><option value="0.25">¼×</option></select></div>
        <div class="controls"><input id="slider" type="range" min="0" max="10000" value="0"><span id="time"></span></div></div>
        <div id="panel"><h3>__TITLE__</h3>
        <h4>Legend</h4><div class="legend" id="legend">
        <div><b>Tracks</b> (one per stand-in that flies on its own):
        <span class="role-matched">■ matched</span> — a view with the same ID on both screens, flying as one;
        <span class="role-appearing">■ appearing</span> — only on the new screen;
        <span class="role-disappearing">■ disappearing</span> — only on the old screen;
        <span class="role-root">■ root</span> — a whole screen, moved by the effect;
        <span class="role-dimming">■ dimming</span> — the layer behind a modal.</div>
        <div>A grey outline on the stage is a view without a background colour. <b>progress curve</b>: the track's own progress
        (0 bottom, 1 top) over the whole transition; it starts late for a delay and overshoots for a bouncy spring.</div>
        <div><b>Diagnostics</b>: what the matcher noticed, grouped by kind with a count; a skipped view takes no part as a tagged view
        (it rides inside its ancestor). Rows of such views are <span class="diag">orange</span> in the list of tagged views.</div>
        <div><b>Time</b>: seconds into the transition of its whole duration, and the same as a percentage (the slider's progress).</div>
        </div>
        <h4>Diagnostics</h4><div id="diagnostics"></div>
        <h4>Tagged views</h4><table id="views"><thead><tr><th>side</th><th>#</th><th>ID</th><th>what happened</th></tr></thead><tbody></tbody></table>
        <h4>Tracks</h4><table id="tracks"><thead><tr><th>#</th><th>view</th><th>role</th><th>z</th><th>delay</th><th>duration</th><th>timing</th><th>progress curve</th></tr></thead><tbody></tbody></table></div>
        <pre id="probe"></pre>
        <script>
        const D = __DATA__;
        const NS = "http://www.w3.org/2000/svg";
        const stage = document.getElementById("stage");
        const scale = Math.min(1, 760 / D.height);
        stage.setAttribute("viewBox", `0 0 ${D.width} ${D.height}`);
        stage.setAttribute("width", D.width * scale); stage.setAttribute("height", D.height * scale);
        const defs = document.createElementNS(NS, "defs"); stage.appendChild(defs);
        const groups = [];
        function el(name, attrs, parent) { const e = document.createElementNS(NS, name); for (const k in attrs) e.setAttribute(k, attrs[k]); if (parent) parent.appendChild(e); return e; }
        function rgb(r, g, b) { return `rgb(${Math.round(r)},${Math.round(g)},${Math.round(b)})`; }
        for (const i of D.order) {
          const t = D.tracks[i];
          const g = el("g", {"data-track": i, "data-label": t.label}, stage);
          const rect = el("rect", {}, g);
          // The holder clips (in the stand-in's coordinates); the inner group is placed and scaled inside it.
          const holder = el("g", {}, g);
          const inner = el("g", {}, holder);
          for (const c of t.content) {
            const cg = el("g", {transform: `matrix(${c[2]} ${c[3]} ${c[4]} ${c[5]} ${c[6]} ${c[7]})`, opacity: c[9]}, inner);
            el("rect", {x: -c[0] / 2, y: -c[1] / 2, width: c[0], height: c[1], rx: c[8], fill: rgb(c[10], c[11], c[12]), "fill-opacity": c[13]}, cg);
          }
          const [bw, bh] = t.base;
          if (t.glyph === "text" && bw > 0 && bh > 0) {
            [0.9, 0.75, 0.55].forEach((share, k) => el("rect", {x: -bw / 2 + 0.05 * bw, y: -bh / 2 + bh * (0.1 + 0.29 * k),
              width: share * bw, height: 0.16 * bh, fill: "#8e8e93"}, inner));
          } else if (t.glyph === "image" && bw > 0 && bh > 0) {
            el("path", {d: `M ${-bw / 2} ${-bh / 2} H ${bw / 2} V ${bh / 2} H ${-bw / 2} Z M ${-bw / 2} ${-bh / 2} L ${bw / 2} ${bh / 2} M ${bw / 2} ${-bh / 2} L ${-bw / 2} ${bh / 2}`,
              fill: "none", stroke: "#8e8e93", "stroke-width": 1.5, "vector-effect": "non-scaling-stroke"}, inner);
          }
          const clip = el("clipPath", {id: "clip" + i}, defs); const clipRect = el("rect", {}, clip);
          // The stand-in's own bounds, clipping content placed by a resize mode.
          const bounds = el("clipPath", {id: "bounds" + i}, defs); const boundsRect = el("rect", {}, bounds);
          groups[i] = {g, rect, holder, inner, clipRect, boundsRect};
        }
        // The baked keyframes, interpolated linearly as Core Animation does: within 0.5 pt of the plan.
        function stateAt(t, p) {
          const f = t.frames;
          if (p <= f[0][0]) return f[0];
          if (p >= f[f.length - 1][0]) return f[f.length - 1];
          let lo = 0, hi = f.length - 1;
          while (hi - lo > 1) { const mid = (lo + hi) >> 1; if (f[mid][0] <= p) lo = mid; else hi = mid; }
          const a = f[lo], b = f[hi], u = (p - a[0]) / (b[0] - a[0] || 1);
          return a.map((x, k) => x + (b[k] - x) * u);
        }
        let progress = 0;
        function draw(p) {
          progress = p;
          D.tracks.forEach((t, i) => {
            const s = stateAt(t, p), G = groups[i];
            const [, px, py, w, h, a, b, c, d, e, f, alpha, radius, cr, cg, cb, ca, kx, ky, kw, kh, kr, ox, oy, ow, oh] = s;
            G.g.setAttribute("transform", `matrix(${a} ${b} ${c} ${d} ${e + px} ${f + py})`);
            G.g.setAttribute("opacity", alpha);
            G.rect.setAttribute("x", -w / 2); G.rect.setAttribute("y", -h / 2);
            G.rect.setAttribute("width", w); G.rect.setAttribute("height", h); G.rect.setAttribute("rx", radius);
            if (ca >= 0) { G.rect.setAttribute("fill", rgb(cr, cg, cb)); G.rect.setAttribute("fill-opacity", ca); G.rect.removeAttribute("stroke"); }
            else { G.rect.setAttribute("fill", "none"); G.rect.setAttribute("stroke", "#8e8e93"); }
            if (ow >= 0) {
              // A resize mode placed the content: scaled to its rectangle, centred on it, clipped by the bounds.
              G.inner.setAttribute("transform", `translate(${ox + ow / 2} ${oy + oh / 2}) scale(${t.base[0] ? ow / t.base[0] : 1} ${t.base[1] ? oh / t.base[1] : 1})`);
              G.boundsRect.setAttribute("x", -w / 2); G.boundsRect.setAttribute("y", -h / 2); G.boundsRect.setAttribute("width", w);
              G.boundsRect.setAttribute("height", h); G.boundsRect.setAttribute("rx", radius);
              G.holder.setAttribute("clip-path", `url(#bounds${i})`);
            } else {
              G.inner.setAttribute("transform", `scale(${t.base[0] ? w / t.base[0] : 1} ${t.base[1] ? h / t.base[1] : 1})`);
              G.holder.removeAttribute("clip-path");
            }
            if (kw >= 0) {
              G.clipRect.setAttribute("x", kx); G.clipRect.setAttribute("y", ky); G.clipRect.setAttribute("width", kw);
              G.clipRect.setAttribute("height", kh); G.clipRect.setAttribute("rx", kr); G.g.setAttribute("clip-path", `url(#clip${i})`);
            } else { G.g.removeAttribute("clip-path"); }
          });
          slider.value = Math.round(p * 10000);
          document.getElementById("time").textContent =
            `${(p * D.duration).toFixed(3)} s of ${D.duration.toFixed(3)} s · ${(p * 100).toFixed(1)} %`;
          if (location.hash.includes("probe")) probe();
        }
        let frames = 0, started = null;
        function probe() {
          const out = [];
          for (const g of stage.querySelectorAll("g[data-track]")) {
            const m = g.getAttribute("transform").match(/matrix\(([^)]*)\)/)[1].split(" ").map(Number);
            out.push({track: Number(g.getAttribute("data-track")), label: g.getAttribute("data-label"), x: m[4], y: m[5]});
          }
          document.getElementById("probe").textContent =
            JSON.stringify({progress, playing, startedFrom: started, frames, time: document.getElementById("time").textContent, views: out});
        }
        const slider = document.getElementById("slider");
        const playButton = document.getElementById("play");
        const speed = document.getElementById("speed");
        slider.addEventListener("input", () => draw(Number(slider.value) / 10000));
        let playing = false, direction = 1, last = 0;
        function stop() { playing = false; playButton.textContent = "Play"; }
        function tick(now) {
          if (!playing) return;
          const dt = last ? (now - last) / 1000 : 0; last = now;
          let p = progress + direction * Number(speed.value) * dt / (D.duration || 0.5);
          // Stop only on passing the end the playback runs toward (a start at 0 or 1 is not an end).
          if (direction > 0 && p >= 1) { p = 1; stop(); }
          if (direction < 0 && p <= 0) { p = 0; stop(); }
          frames += 1; draw(p);
          if (playing) schedule(tick);
        }
        // Frames come from requestAnimationFrame; with #timer from a 60 Hz timer instead (headless
        // browsers advance virtual time for timers, not always for animation frames).
        const schedule = location.hash.includes("timer") ? (f) => setTimeout(() => f(performance.now()), 1000 / 60) : (f) => requestAnimationFrame(f);
        function play() {
          // From the end it runs toward, playback starts over from the other end.
          if (direction > 0 && progress >= 1) draw(0);
          if (direction < 0 && progress <= 0) draw(1);
          started = progress; playing = true; last = 0; playButton.textContent = "Pause";
          schedule(tick);
        }
        playButton.onclick = () => { if (playing) stop(); else play(); };
        document.getElementById("reverse").onclick = (e) => {
          direction = -direction; e.target.textContent = direction > 0 ? "Reverse" : "Forward";
        };
        const tbody = document.querySelector("#tracks tbody");
        D.tracks.forEach((t, i) => {
          const row = document.createElement("tr");
          for (const v of [i, t.label, t.role, t.z, t.delay, t.duration, t.timing]) { const td = document.createElement("td"); td.textContent = v; row.appendChild(td); }
          row.children[2].className = "role-" + t.kind;
          const td = document.createElement("td");
          const plot = el("svg", {class: "curve", viewBox: "0 -0.2 1 1.4", preserveAspectRatio: "none"}, td);
          el("polyline", {points: t.curve.map((v, k) => `${k / 40},${1 - v}`).join(" "), fill: "none", stroke: "#0a84ff", "stroke-width": 0.03}, plot);
          row.appendChild(td); tbody.appendChild(row);
        });
        const vbody = document.querySelector("#views tbody");
        for (const v of D.views) {
          const row = document.createElement("tr");
          for (const x of [v.side, v.index, v.id, v.status]) { const td = document.createElement("td"); td.textContent = x; row.appendChild(td); }
          if (v.status.startsWith("skipped")) row.className = "diag";
          vbody.appendChild(row);
        }
        const diag = document.getElementById("diagnostics");
        diag.textContent = D.diagnostics.length ? "" : "No diagnostics.";
        for (const g of D.diagnostics) {
          const box = document.createElement("details"); box.className = "diag";
          const head = document.createElement("summary"); head.textContent = `${g.count} × ${g.kind}: ${g.explanation}`; box.appendChild(head);
          for (const d of g.items) { const p = document.createElement("div"); p.textContent = d; box.appendChild(p); }
          diag.appendChild(box);
        }
        // #progress=P sets the progress, #speed=S the speed, #reverse plays backwards, #play starts playing.
        const wanted = location.hash.match(/progress=([0-9.]+)/);
        const wantedSpeed = location.hash.match(/speed=([0-9.]+)/);
        if (wantedSpeed) speed.value = wantedSpeed[1];
        if (location.hash.includes("reverse")) document.getElementById("reverse").click();
        draw(wanted ? Math.min(1, Math.max(0, Number(wanted[1]))) : 0);
        if (location.hash.includes("play")) play();
        </script></body></html>
        """#
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
