import MatchEngine

/// Draws a planned transition as SVG: one frame at a progress, or a filmstrip of frames.
///
/// Each stand-in is a group placed by the affine part of its state (perspective is not drawn),
/// holding its drop shadow (a blurred rounded rectangle beneath), its own rounded rectangle and
/// the static content it carries, scaled with its bounds as a snapshot view is — or, when the
/// state has a `contentRect` (a resize mode that keeps the content's aspect ratio or size), placed
/// in that rectangle and clipped by the stand-in's bounds. A text view's content is its text (its
/// `name`) or skeleton lines, an image view's a landscape cropped to its rounded bounds (see
/// `ContentGlyph`), so a filmstrip shows whether text and pictures stretch. A view with neither a
/// background colour nor any content is a grey outline. Numbers are printed with two decimals,
/// so output is byte-for-byte stable.
public struct SVGRenderer {
    let model: PreviewModel

    /// Creates a renderer for a recording.
    public init(_ recording: TransitionRecording) { model = PreviewModel(recording) }

    /// The container size, in points.
    public var size: Size { model.recording.context.containerSize }

    /// The SVG elements of one frame at plan progress `progress` (0…1), in container coordinates.
    public func frameElements(at progress: Double, idPrefix: String = "") -> String {
        var out = ""
        var defs = ""
        let plan = model.recording.plan
        for i in model.order {
            let state = plan.state(ofTrack: i, atProgress: progress)
            let track = model.tracks[i]
            let m = state.toContainer
            var clip = ""
            if let c = state.clip {
                let id = "\(idPrefix)clip\(i)"
                defs +=
                    "<clipPath id=\"\(id)\"><rect x=\"\(Format.number(c.rect.origin.x - state.size.width / 2))\" "
                    + "y=\"\(Format.number(c.rect.origin.y - state.size.height / 2))\" width=\"\(Format.number(c.rect.size.width))\" "
                    + "height=\"\(Format.number(c.rect.size.height))\" rx=\"\(Format.number(c.cornerRadius))\"/></clipPath>"
                clip = " clip-path=\"url(#\(id))\""
            }
            out +=
                "<g data-track=\"\(i)\" data-label=\"\(Format.escape(track.label))\" transform=\"\(Self.matrix(m))\" "
                + "opacity=\"\(Format.number(state.alpha))\"\(clip)>"
            if let shadow = state.shadow {
                let drawn = Self.shadow(shadow, of: state, filterID: "\(idPrefix)shadow\(i)")
                defs += drawn.defs
                out += drawn.element
            }
            let fill = state.backgroundColor ?? track.fallbackColor
            out += Self.rect(
                size: state.size, radius: state.cornerRadii.maximum, fill: fill,
                stroke: fill == nil && track.glyph == nil && track.content.isEmpty)
            if !track.content.isEmpty || track.glyph != nil {
                // The content's centred coordinates (the view's size at capture) into the stand-in's:
                // scaled to the content rectangle, centred on it; the whole bounds without one.
                let content = state.contentRect ?? Rect(origin: .zero, size: state.size)
                let sx = track.baseSize.width > 0 ? content.size.width / track.baseSize.width : 1
                let sy = track.baseSize.height > 0 ? content.size.height / track.baseSize.height : 1
                var placement = "scale(\(Format.number(sx)) \(Format.number(sy)))"
                let clipped = Self.clipsContent(track, hasContentRect: state.contentRect != nil)
                if clipped {
                    let id = "\(idPrefix)content\(i)"
                    defs +=
                        "<clipPath id=\"\(id)\">" + Self.rect(size: state.size, radius: state.cornerRadii.maximum, fill: nil, stroke: false)
                        + "</clipPath>"
                    out += "<g clip-path=\"url(#\(id))\">"
                }
                if state.contentRect != nil {
                    placement =
                        "translate(\(Format.number(content.midX - state.size.width / 2)) "
                        + "\(Format.number(content.midY - state.size.height / 2))) " + placement
                }
                let drawn = Self.content(of: track, idPrefix: idPrefix)
                defs += drawn.defs
                out += "<g transform=\"\(placement)\">" + drawn.element + "</g>"
                if clipped { out += "</g>" }
            }
            out += "</g>\n"
        }
        return (defs.isEmpty ? "" : "<defs>\(defs)</defs>\n") + out
    }

    /// A standalone SVG document of one frame.
    public func frame(at progress: Double) -> String {
        let w = Format.number(size.width)
        let h = Format.number(size.height)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\">\n"
            + "<rect width=\"\(w)\" height=\"\(h)\" fill=\"#000000\"/>\n" + frameElements(at: progress) + "</svg>\n"
    }

    /// `frames` frames (≥ 2) at evenly spaced progresses from 0 to 1, side by side, each labelled
    /// with its progress, each drawn `scale` times the container size.
    public func filmstrip(frames: Int, scale: Double = 0.4) -> String {
        let count = max(2, frames)
        let gap = 16.0
        let label = 28.0
        let fw = size.width * scale
        let fh = size.height * scale
        let total = Double(count) * fw + Double(count + 1) * gap
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Format.number(total)) \(Format.number(fh + label + 2 * gap))\" "
            + "width=\"\(Format.number(total))\" height=\"\(Format.number(fh + label + 2 * gap))\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\">\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>\n"
        for k in 0..<count {
            let p = Double(k) / Double(count - 1)
            let x = gap + Double(k) * (fw + gap)
            out +=
                "<text x=\"\(Format.number(x))\" y=\"\(Format.number(gap + 16))\" font-size=\"14\" fill=\"#3A3A3C\">p = \(Format.number(p))</text>\n"
            out +=
                "<svg x=\"\(Format.number(x))\" y=\"\(Format.number(gap + label))\" width=\"\(Format.number(fw))\" height=\"\(Format.number(fh))\" "
                + "viewBox=\"0 0 \(Format.number(size.width)) \(Format.number(size.height))\">\n"
            out += "<rect width=\"\(Format.number(size.width))\" height=\"\(Format.number(size.height))\" fill=\"#000000\"/>\n"
            out += frameElements(at: p, idPrefix: "f\(k)-")
            out += "</svg>\n"
        }
        return out + "</svg>\n"
    }

    /// A stand-in's drop shadow, drawn beneath it in its centred coordinates (so its transform and
    /// the group's opacity apply to it, as Core Animation renders a layer's shadow with the layer):
    /// its outline (the path, or the bounds for a content-shaped shadow) as a rounded rectangle
    /// with the stand-in's corner radius, moved by the offset, filled with the colour at
    /// opacity × colour alpha, and blurred by a Gaussian of standard deviation radius / 2 (an
    /// approximation of `shadowRadius`). Nothing is drawn for a shadow at opacity 0.
    static func shadow(_ shadow: Shadow, of state: ViewState, filterID: String) -> (defs: String, element: String) {
        let strength = shadow.opacity * shadow.color.clamped.alpha
        guard strength > 0 else { return ("", "") }
        let outline = shadow.outline(in: state.size).standardized
        let x = outline.origin.x - state.size.width / 2 + shadow.offset.dx
        let y = outline.origin.y - state.size.height / 2 + shadow.offset.dy
        let radius = max(0, min(state.cornerRadii.maximum, min(outline.width, outline.height) / 2))
        var defs = ""
        var filter = ""
        if shadow.radius > 0 {
            // Three standard deviations each side hold all but 0.3 % of the blur.
            let margin = 1.5 * shadow.radius + 1
            defs =
                "<filter id=\"\(filterID)\" filterUnits=\"userSpaceOnUse\" x=\"\(Format.number(x - margin))\" "
                + "y=\"\(Format.number(y - margin))\" width=\"\(Format.number(outline.width + 2 * margin))\" "
                + "height=\"\(Format.number(outline.height + 2 * margin))\"><feGaussianBlur stdDeviation=\"\(Format.number(shadow.radius / 2))\"/></filter>"
            filter = " filter=\"url(#\(filterID))\""
        }
        var element =
            "<rect data-shadow=\"\" x=\"\(Format.number(x))\" y=\"\(Format.number(y))\" width=\"\(Format.number(outline.width))\" "
            + "height=\"\(Format.number(outline.height))\""
        if radius > 0 { element += " rx=\"\(Format.number(radius))\"" }
        element += " fill=\"\(Format.rgb(shadow.color))\" fill-opacity=\"\(Format.number(min(strength, 1)))\"\(filter)/>"
        return (defs, element)
    }

    /// Whether a stand-in's content is clipped by its bounds and corners: when it is placed in a
    /// content rectangle (which may overflow them), and always for a picture, which fills its
    /// rounded bounds as an image view that shows its corners clips.
    static func clipsContent(_ track: PreviewModel.TrackModel, hasContentRect: Bool) -> Bool {
        if hasContentRect { return true }
        if case .image = track.glyph?.look { return true }
        return false
    }

    /// The static content a stand-in carries and its own text or picture, in its centred
    /// coordinates at capture (`track.baseSize`): each item's rectangle and glyph placed by its
    /// matrix, then the stand-in's glyph. Definitions get ids starting `idPrefix`.
    static func content(of track: PreviewModel.TrackModel, idPrefix: String) -> (defs: String, element: String) {
        var defs = ""
        var out = ""
        for (k, item) in track.content.enumerated() {
            out += "<g transform=\"\(Self.matrix(item.placement))\" opacity=\"\(Format.number(item.alpha))\">"
            if let color = item.color { out += Self.rect(size: item.size, radius: item.cornerRadius, fill: color, stroke: false) }
            if let glyph = item.glyph {
                let drawn = glyph.svg(id: "\(idPrefix)g\(track.index)-\(k)")
                defs += drawn.defs
                out += drawn.element
            }
            out += "</g>"
        }
        if let glyph = track.glyph {
            let drawn = glyph.svg(id: "\(idPrefix)g\(track.index)")
            defs += drawn.defs
            out += drawn.element
        }
        return (defs, out)
    }

    static func matrix(_ m: Transform3D) -> String {
        "matrix(\(Format.number(m.m11)) \(Format.number(m.m12)) \(Format.number(m.m21)) \(Format.number(m.m22)) "
            + "\(Format.number(m.m41)) \(Format.number(m.m42)))"
    }

    static func rect(size: Size, radius: Double, fill: Color?, stroke: Bool) -> String {
        var s =
            "<rect x=\"\(Format.number(-size.width / 2))\" y=\"\(Format.number(-size.height / 2))\" "
            + "width=\"\(Format.number(size.width))\" height=\"\(Format.number(size.height))\""
        if radius > 0 { s += " rx=\"\(Format.number(radius))\"" }
        if let fill {
            s += " fill=\"\(Format.rgb(fill))\""
            if fill.alpha < 1 { s += " fill-opacity=\"\(Format.number(fill.clamped.alpha))\"" }
        } else {
            s += " fill=\"none\""
        }
        if stroke { s += " stroke=\"#8E8E93\" stroke-width=\"1\"" }
        return s + "/>"
    }
}
