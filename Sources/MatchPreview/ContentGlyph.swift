import MatchEngine

/// What a text or image view's own content looks like in the preview's SVG pictures, drawn in the
/// view's centred coordinates at its captured size, so that whatever scales the content (a
/// stretch, an aspect fill) scales the drawing with it and a picture shows how content resizes.
///
/// - **Text**: the view's `name` is its text (a `\n` breaks a line); each line gets an equal
///   share of the height, set in a system font stack at 1/1.2 of that share, leading-aligned,
///   dark on a light backdrop and white on a dark one, cut with "…" where an estimate of its width
///   overflows the view. A text view without a name shows skeleton lines instead: one rounded bar
///   per 22 pt of height (at least one), the last of several shorter.
/// - **Image**: a landscape — a sky graded from the view's colour, a sun and two hills — composed
///   in a square and cropped to the view's bounds as an aspect-filled photo is; the sun's place
///   and the hills' shapes follow a hash of the view's label, so both stand-ins of a matched pair
///   show the same picture and the same input always gives the same bytes.
struct ContentGlyph: Equatable {
    enum Look: Equatable {
        /// Lines of text, or none for skeleton lines.
        case text([String])
        /// A landscape whose sky starts at this colour.
        case image(Color)
    }

    let look: Look
    /// The view's size at capture, in points.
    let size: Size
    /// The text's colour, chosen against the backdrop.
    let ink: Color
    /// The corner radius the drawing is cropped to (0 when an outer clip already rounds it).
    let cornerRadius: Double
    /// Fixes the landscape's composition: the view's label hashed.
    let seed: UInt64

    /// The fonts text is set in: the platform's, then its look-alikes.
    static let fontFamily = "-apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, sans-serif"
    /// Points of height per skeleton line.
    static let skeletonPitch = 22.0
    /// The sky of an image view without a background colour.
    static let defaultSky = Color(red: 0.35, green: 0.78, blue: 0.98)
    /// Text colour on a light backdrop (iOS's label colour) and on a dark one.
    static let darkInk = Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
    static let lightInk = Color(red: 1, green: 1, blue: 1)

    /// The glyph of view `index` of `scene`, or `nil` for content the preview does not draw
    /// (plain views, blurs, empty views). `label` seeds a landscape; `cornerRadius` crops it.
    init?(view index: Int, in scene: SceneSnapshot, label: String, cornerRadius: Double) {
        let view = scene[index]
        guard view.size.width > 0, view.size.height > 0 else { return nil }
        switch view.content {
        case .plain, .visualEffect: return nil
        case .text:
            let lines = (view.name ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            look = .text(lines.allSatisfy(\.isEmpty) ? [] : lines)
        case .image:
            look = .image(view.backgroundColor?.clamped ?? Self.defaultSky)
        }
        size = view.size
        ink = Self.ink(on: Self.backdrop(of: index, in: scene))
        self.cornerRadius = cornerRadius
        seed = Self.hash(label)
    }

    /// The nearest mostly opaque background among the view and its ancestors, or `nil` when none
    /// (the preview's canvas, black, shows through).
    static func backdrop(of index: Int, in scene: SceneSnapshot) -> Color? {
        var i = index
        while i >= 0 {
            if let c = scene[i].backgroundColor?.clamped, c.alpha >= 0.5 { return c }
            i = scene[i].parent
        }
        return nil
    }

    /// Dark text on a light backdrop (relative luminance above 0.4), white text on a dark one.
    static func ink(on backdrop: Color?) -> Color {
        guard let c = backdrop else { return lightInk }
        return 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue > 0.4 ? darkInk : lightInk
    }

    /// FNV-1a over the UTF-8 bytes: the same on every platform and in every run.
    static func hash(_ text: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x100_0000_01b3
        }
        return h
    }

    /// The drawing's definitions (a gradient, a crop) with ids starting `id`, and its elements.
    func svg(id: String) -> (defs: String, element: String) {
        switch look {
        case .text(let lines) where lines.isEmpty: ("", skeleton())
        case .text(let lines): ("", text(lines))
        case .image(let sky): landscape(sky: sky, id: id)
        }
    }

    /// Skeleton lines: a rounded bar per 22 pt of height, half its line's height.
    func skeleton() -> String {
        let w = size.width
        let h = size.height
        let count = max(1, Int((h / Self.skeletonPitch).rounded(.down)))
        let pitch = h / Double(count)
        let bar = pitch * 0.5
        var out = ""
        for k in 0..<count {
            let share = count > 1 && k == count - 1 ? 0.6 : [0.8, 0.95, 0.9][k % 3]
            out +=
                "<rect x=\"\(Format.number(-w / 2))\" y=\"\(Format.number(-h / 2 + Double(k) * pitch + (pitch - bar) / 2))\" "
                + "width=\"\(Format.number(share * w))\" height=\"\(Format.number(bar))\" rx=\"\(Format.number(bar / 2))\" "
                + "fill=\"\(Format.rgb(ink))\" fill-opacity=\"0.3\"/>"
        }
        return out
    }

    /// Lines of text, each vertically centred in its share of the height.
    func text(_ lines: [String]) -> String {
        let w = size.width
        let h = size.height
        let pitch = h / Double(lines.count)
        let fontSize = pitch / 1.2
        let weight = fontSize >= 28 ? 700 : fontSize >= 20 ? 600 : 400
        var out =
            "<g font-family=\"\(Self.fontFamily)\" font-size=\"\(Format.number(fontSize))\" font-weight=\"\(weight)\" "
            + "fill=\"\(Format.rgb(ink))\">"
        for (k, line) in lines.enumerated() {
            // The cap height (about 0.72 em) centred on the line's middle.
            let baseline = -h / 2 + (Double(k) + 0.5) * pitch + 0.36 * fontSize
            out +=
                "<text x=\"\(Format.number(-w / 2))\" y=\"\(Format.number(baseline))\">"
                + Format.escape(Self.fitted(line, width: w, fontSize: fontSize, weight: weight)) + "</text>"
        }
        return out + "</g>"
    }

    /// `line` cut with "…" where an estimate of its width (0.5 em a character, 0.56 bold) passes
    /// `width`; browsers' fonts differ, so the estimate errs a little wide.
    static func fitted(_ line: String, width: Double, fontSize: Double, weight: Int) -> String {
        let em = (weight >= 600 ? 0.56 : 0.5) * fontSize
        let fits = Int((width / em).rounded(.down))
        guard line.count > fits else { return line }
        return fits <= 1 ? "…" : String(line.prefix(fits - 1)) + "…"
    }

    /// A landscape in a square as wide as the view's longer side, centred and cropped to the
    /// view's (rounded) bounds.
    func landscape(sky: Color, id: String) -> (defs: String, element: String) {
        let w = size.width
        let h = size.height
        let s = max(w, h)
        var random = seed
        func next() -> Double {
            // SplitMix64: well-spread numbers in 0..<1 from the seed.
            random &+= 0x9e37_79b9_7f4a_7c15
            var z = random
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
        let dark = Self.darkInk
        let white = Self.lightInk
        let top = sky.interpolated(to: dark, fraction: 0.1)
        let horizon = sky.interpolated(to: white, fraction: 0.7)
        func y(_ f: Double) -> String { Format.number(-s / 2 + f * s) }
        func x(_ f: Double) -> String { Format.number(-s / 2 + f * s) }
        let sunX = 0.2 + 0.6 * next()
        let sunY = 0.2 + 0.12 * next()
        let far = (left: 0.52 + 0.1 * next(), peak: 0.15 + 0.7 * next(), top: 0.4 + 0.1 * next(), right: 0.5 + 0.1 * next())
        let near = (left: 0.7 + 0.08 * next(), peak: 0.15 + 0.7 * next(), top: 0.62 + 0.08 * next(), right: 0.72 + 0.08 * next())
        let defs =
            "<linearGradient id=\"\(id)sky\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\"><stop offset=\"0\" stop-color=\"\(Format.rgb(top))\"/>"
            + "<stop offset=\"0.75\" stop-color=\"\(Format.rgb(horizon))\"/></linearGradient>"
            + "<clipPath id=\"\(id)crop\"><rect x=\"\(Format.number(-w / 2))\" y=\"\(Format.number(-h / 2))\" width=\"\(Format.number(w))\" "
            + "height=\"\(Format.number(h))\"\(cornerRadius > 0 ? " rx=\"\(Format.number(cornerRadius))\"" : "")/></clipPath>"
        var out = "<g clip-path=\"url(#\(id)crop)\">"
        out +=
            "<rect x=\"\(x(0))\" y=\"\(y(0))\" width=\"\(Format.number(s))\" height=\"\(Format.number(s))\" fill=\"url(#\(id)sky)\"/>"
        out +=
            "<circle cx=\"\(x(sunX))\" cy=\"\(y(sunY))\" r=\"\(Format.number(0.065 * s))\" fill=\"#FFFFFF\" fill-opacity=\"0.9\"/>"
        for (hill, shade) in [(far, 0.3), (near, 0.55)] {
            out +=
                "<path d=\"M \(x(0)) \(y(hill.left)) Q \(x(hill.peak)) \(y(2 * hill.top - (hill.left + hill.right) / 2)) \(x(1)) \(y(hill.right)) "
                + "V \(y(1)) H \(x(0)) Z\" fill=\"\(Format.rgb(sky.interpolated(to: dark, fraction: shade)))\"/>"
        }
        return (defs, out + "</g>")
    }
}
