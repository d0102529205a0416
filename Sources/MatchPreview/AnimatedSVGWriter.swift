import MatchEngine

/// Writes one stand-in's elements and animations for `AnimatedSVGRenderer`.
struct AnimatedSVGWriter {
    let timeline: [(time: Double, sample: Int)]
    let loopDuration: Double
    /// The sample every animated value also gives as its plain attribute: what a renderer that
    /// does not run SMIL draws (while an animation runs, it overrides that value).
    let stillSample: Int

    /// The keyframes of a quantity sampled once per frame (`samples[k]` at the k-th progress),
    /// rounded, laid along the loop and simplified.
    func channel(_ samples: [[Double]], _ q: AnimatedQuantity) -> AnimationChannel {
        let rounded = samples.map { $0.map { Format.rounded($0, decimals: q.decimals) } }
        return AnimationChannel(times: timeline.map(\.time), values: timeline.map { rounded[$0.sample] })
            .simplified(tolerance: [q.tolerance])
    }

    /// A value as an attribute writes it: `#RRGGBB` for a colour, else its rounded components
    /// separated by spaces.
    func text(_ value: [Double], _ q: AnimatedQuantity) -> String {
        if q == .colour {
            return "#"
                + value.map { c -> String in
                    let byte = Int(min(max(c, 0), 255))
                    let hex = String(byte, radix: 16, uppercase: true)
                    return hex.count == 1 ? "0" + hex : hex
                }.joined()
        }
        return value.map { Format.number($0, decimals: q.decimals) }.joined(separator: " ")
    }

    /// The timing shared by every animation: its key times, the loop's duration, forever.
    func timing(_ c: AnimationChannel) -> String {
        "keyTimes=\"\(c.times.map { Format.number($0 / loopDuration, decimals: 6) }.joined(separator: ";"))\" "
            + "dur=\"\(Format.number(loopDuration, decimals: 3))s\" repeatCount=\"indefinite\""
    }

    /// The still sample's value, rounded as the channel rounds it.
    func still(_ samples: [[Double]], _ q: AnimatedQuantity) -> [Double] {
        samples[stillSample].map { Format.rounded($0, decimals: q.decimals) }
    }

    /// An attribute: ` name="value"` when it never changes, otherwise the still sample's value
    /// and an `<animate>` element.
    func attribute(_ name: String, _ samples: [[Double]], _ q: AnimatedQuantity) -> (fixed: String, animation: String) {
        let c = channel(samples, q)
        if c.isConstant { return (" \(name)=\"\(text(c.values[0], q))\"", "") }
        let values = c.values.map { text($0, q) }.joined(separator: ";")
        return (
            " \(name)=\"\(text(still(samples, q), q))\"", "<animate attributeName=\"\(name)\" values=\"\(values)\" \(timing(c))/>"
        )
    }

    /// An element whose listed attributes may animate: the constant ones written in its tag, the
    /// others as `<animate>` children before `children`.
    func element(
        _ tag: String, fixed: String = "", _ attributes: [(String, [[Double]], AnimatedQuantity)], after: String = "", children: String = ""
    ) -> String {
        var head = "<\(tag)\(fixed)"
        var animations = ""
        for (name, samples, q) in attributes {
            let a = attribute(name, samples, q)
            head += a.fixed
            animations += a.animation
        }
        head += after
        let inner = animations + children
        return inner.isEmpty ? head + "/>" : head + ">" + inner + "</\(tag)>"
    }

    /// A group transformed by one SVG transform `type`, its values per sample: nothing when it is
    /// the identity throughout, a `transform` attribute when constant, else the still sample's
    /// transform and an `<animateTransform>`.
    func transformGroup(_ type: String, _ samples: [[Double]], _ q: AnimatedQuantity, identity: [Double], wrapping inner: String) -> String
    {
        let c = channel(samples, q)
        if c.isConstant {
            if c.values[0] == identity { return inner }
            return "<g transform=\"\(type)(\(text(c.values[0], q)))\">" + inner + "</g>"
        }
        let values = c.values.map { text($0, q) }.joined(separator: ";")
        return "<g transform=\"\(type)(\(text(still(samples, q), q)))\"><animateTransform attributeName=\"transform\" type=\"\(type)\" "
            + "values=\"\(values)\" \(timing(c))/>" + inner + "</g>"
    }

    /// Rectangles of `sizes` centred on `origins` (on the origin when `nil`) with corner radius
    /// `radii`, per sample, as x, y, width, height and rx attributes (rx only if some radius is
    /// above zero).
    func rectangle(_ sizes: [Size], radii: [Double], origins: [Point]? = nil) -> [(String, [[Double]], AnimatedQuantity)] {
        var attributes: [(String, [[Double]], AnimatedQuantity)] = [
            ("x", sizes.indices.map { [(origins?[$0].x ?? 0) - sizes[$0].width / 2] }, .length),
            ("y", sizes.indices.map { [(origins?[$0].y ?? 0) - sizes[$0].height / 2] }, .length),
            ("width", sizes.map { [$0.width] }, .length), ("height", sizes.map { [$0.height] }, .length),
        ]
        if radii.contains(where: { $0 > 0 }) { attributes.append(("rx", radii.map { [$0] }, .length)) }
        return attributes
    }

    /// One track: its definitions (clip paths, blur filters) and its group.
    func track(_ track: PreviewModel.TrackModel, states: [ViewState]) -> (defs: String, element: String) {
        let i = track.index
        var defs = ""
        let sizes = states.map(\.size)
        let radii = states.map(\.cornerRadii.maximum)

        // Placement: the affine part of the transform as translate · rotate · scale · skewX.
        let parts = states.map { AffineDecomposition($0.toContainer) }
        var rotation: [Double] = []
        for p in parts {
            // Unwrapped, so interpolation turns the short way and never spins through 360°.
            var angle = p.rotation
            if let last = rotation.last { angle -= 360 * ((angle - last) / 360).rounded() }
            rotation.append(angle)
        }

        var clipAttribute = ""
        if states.contains(where: { $0.clip != nil }) {
            // A sample without a clip gets one far larger than any scene.
            let open = Rect(x: -1e5, y: -1e5, width: 2e5, height: 2e5)
            let rects = states.map { s in
                s.clip.map {
                    Rect(
                        origin: Point(x: $0.rect.origin.x - s.size.width / 2, y: $0.rect.origin.y - s.size.height / 2),
                        size: $0.rect.size)
                } ?? open
            }
            let clipRadii = states.map { $0.clip?.cornerRadius ?? 0 }
            let centred = rects.map { Point(x: $0.midX, y: $0.midY) }
            defs +=
                "<clipPath id=\"clip\(i)\">" + element("rect", rectangle(rects.map(\.size), radii: clipRadii, origins: centred))
                + "</clipPath>"
            clipAttribute = " clip-path=\"url(#clip\(i))\""
        }

        var inner = ""
        if states.contains(where: { ($0.shadow.map { $0.opacity * $0.color.clamped.alpha } ?? 0) > 0 }) {
            let drawn = shadow(states, filterID: "shadow\(i)")
            defs += drawn.defs
            inner += drawn.element
        }

        let fills = states.map { $0.backgroundColor ?? track.fallbackColor }
        if let someFill = fills.compactMap({ $0 }).first {
            let colours = fills.map { ($0 ?? someFill).clamped }
            var attributes = rectangle(sizes, radii: radii)
            attributes.append(
                ("fill", colours.map { [($0.red * 255).rounded(), ($0.green * 255).rounded(), ($0.blue * 255).rounded()] }, .colour))
            let alphas = zip(fills, colours).map { $0 == nil ? 0 : $1.alpha }
            if alphas.contains(where: { $0 < 1 }) { attributes.append(("fill-opacity", alphas.map { [$0] }, .opacity)) }
            inner += element("rect", attributes)
        } else if track.glyph == nil && track.content.isEmpty {
            inner += element("rect", rectangle(sizes, radii: radii), after: " fill=\"none\" stroke=\"#8E8E93\" stroke-width=\"1\"")
        } else {
            inner += element("rect", rectangle(sizes, radii: radii), after: " fill=\"none\"")
        }

        if !track.content.isEmpty || track.glyph != nil {
            let drawn = SVGRenderer.content(of: track, idPrefix: "")
            defs += drawn.defs
            let contents = states.map { $0.contentRect ?? Rect(origin: .zero, size: $0.size) }
            let scales = contents.map { c in
                [
                    track.baseSize.width > 0 ? c.size.width / track.baseSize.width : 1,
                    track.baseSize.height > 0 ? c.size.height / track.baseSize.height : 1,
                ]
            }
            var content = transformGroup("scale", scales, .factor, identity: [1, 1], wrapping: drawn.element)
            let hasContentRect = states.contains(where: { $0.contentRect != nil })
            if hasContentRect {
                let offsets = zip(contents, states).map { [$0.midX - $1.size.width / 2, $0.midY - $1.size.height / 2] }
                content = transformGroup("translate", offsets, .length, identity: [0, 0], wrapping: content)
            }
            if SVGRenderer.clipsContent(track, hasContentRect: hasContentRect) {
                defs += "<clipPath id=\"content\(i)\">" + element("rect", rectangle(sizes, radii: radii)) + "</clipPath>"
                content = "<g clip-path=\"url(#content\(i))\">" + content + "</g>"
            }
            inner += content
        }

        var placed = transformGroup("skewX", parts.map { [$0.skew] }, .angle, identity: [0], wrapping: inner)
        placed = transformGroup("scale", parts.map { [$0.scaleX, $0.scaleY] }, .factor, identity: [1, 1], wrapping: placed)
        placed = transformGroup("rotate", rotation.map { [$0] }, .angle, identity: [0], wrapping: placed)
        placed = transformGroup("translate", parts.map { [$0.x, $0.y] }, .length, identity: [0, 0], wrapping: placed)
        let group = element(
            "g", fixed: " data-track=\"\(i)\" data-label=\"\(Format.escape(track.label))\"\(clipAttribute)",
            [("opacity", states.map { [$0.alpha] }, .opacity)], children: placed)
        return (defs, group + "\n")
    }

    /// A stand-in's drop shadow over the samples, drawn as `SVGRenderer.shadow` draws one frame's:
    /// a sample without a visible shadow has it at opacity 0; the blur filter's region covers
    /// every sample's.
    func shadow(_ states: [ViewState], filterID: String) -> (defs: String, element: String) {
        let visible = states.first(where: { ($0.shadow?.opacity ?? 0) > 0 })?.shadow ?? Shadow(opacity: 0)
        var rects: [Rect] = []
        var radii: [Double] = []
        var colours: [[Double]] = []
        var strengths: [[Double]] = []
        var blurs: [[Double]] = []
        for state in states {
            let s = state.shadow ?? Shadow(color: visible.color, opacity: 0, radius: visible.radius, offset: visible.offset, path: nil)
            let outline = s.outline(in: state.size).standardized
            rects.append(
                Rect(
                    x: outline.origin.x - state.size.width / 2 + s.offset.dx, y: outline.origin.y - state.size.height / 2 + s.offset.dy,
                    width: outline.width, height: outline.height))
            radii.append(max(0, min(state.cornerRadii.maximum, min(outline.width, outline.height) / 2)))
            let c = s.color.clamped
            colours.append([(c.red * 255).rounded(), (c.green * 255).rounded(), (c.blue * 255).rounded()])
            strengths.append([min(s.opacity * c.alpha, 1)])
            blurs.append([max(0, s.radius) / 2])
        }
        var attributes = rectangle(rects.map(\.size), radii: radii, origins: rects.map { Point(x: $0.midX, y: $0.midY) })
        attributes += [("fill", colours, .colour), ("fill-opacity", strengths, .opacity)]
        var defs = ""
        var filter = ""
        if blurs.contains(where: { $0[0] > 0 }) {
            var region = rects[0]
            for (r, b) in zip(rects, blurs) {
                let margin = 3 * b[0] + 1
                region = region.union(
                    Rect(x: r.origin.x - margin, y: r.origin.y - margin, width: r.width + 2 * margin, height: r.height + 2 * margin))
            }
            defs =
                "<filter id=\"\(filterID)\" filterUnits=\"userSpaceOnUse\" x=\"\(Format.number(region.origin.x))\" y=\"\(Format.number(region.origin.y))\" "
                + "width=\"\(Format.number(region.width))\" height=\"\(Format.number(region.height))\">"
                + element("feGaussianBlur", [("stdDeviation", blurs, .length)]) + "</filter>"
            filter = " filter=\"url(#\(filterID))\""
        }
        return (defs, element("rect", fixed: " data-shadow=\"\"\(filter)", attributes))
    }
}
