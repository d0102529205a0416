import Foundation
@_spi(Harness) import MatchEngine

/// A scene file: two headless view trees and how to transition between them, written by hand as JSON.
///
/// ```json
/// { "container": [390, 844],
///   "context": { "kind": "push", "effect": "zoom", "duration": 0.45 },
///   "source": { "frame": [0, 0, 390, 844], "color": "#FFFFFF",
///               "children": [ { "frame": [16, 120, 44, 44], "id": "avatar", "cornerRadius": 22 } ] },
///   "destination": { "frame": [0, 0, 390, 844], "children": [ … ] } }
/// ```
///
/// One rule covers every choice (kind, effect, timing, modifier, …): a choice without arguments is
/// its name as a string (`"fade"`), a choice with arguments is an object whose only key is its name
/// (`{ "scale": 0.8 }`, `{ "push": "left" }`). Colours are `#RRGGBB` or `#RRGGBBAA` strings, points
/// `[x, y]`, sizes `[width, height]`, frames `[x, y, width, height]`, all in points. Unknown keys
/// are errors. `docs/match-preview.md` documents every key; `docs/scene.schema.json` is the
/// JSON Schema editors use to complete and check it.
public struct SceneFile: Sendable, Equatable {
    /// The container's size, in points (both > 0).
    public var container: Size
    /// The transition's kind, effect and defaults.
    public var context: Context
    /// The screen being left.
    public var source: View
    /// The screen being shown.
    public var destination: View

    /// The transition context a scene file may set; unset fields take `TransitionContext`'s defaults.
    public struct Context: Sendable, Equatable {
        /// push, pop, present, dismiss or a tab switch.
        public var kind: TransitionContext.Kind
        /// The effect; default `.automatic`.
        public var effect: TransitionEffect?
        /// Default `.leftToRight`.
        public var layoutDirection: TransitionContext.LayoutDirection?
        /// The default duration of every track, in seconds (> 0); default 0.5.
        public var duration: Double?
        /// The timing of unmatched views and roots; default `.systemDefault`.
        public var timing: TimingCurve?
        /// The timing of matched views; default the `.smooth` spring.
        public var matchedTiming: TimingCurve?
    }

    /// One view and its subviews.
    public struct View: Sendable, Equatable {
        /// The frame in the superview's coordinates, in points (width and height ≥ 0).
        public var frame: Rect
        /// The transition ID, if tagged.
        public var id: String?
        /// A name for diagnostics and the preview's view lists (which show the ID when there is
        /// one); on a text view, the text the preview's pictures draw (a `\n` breaks a line).
        /// Default none.
        public var name: String?
        /// The background colour; default none.
        public var color: Color?
        /// The corner radius, in points (≥ 0); default 0.
        public var cornerRadius: Double?
        /// Alpha, 0…1; default 1.
        public var alpha: Double?
        /// Default false.
        public var hidden: Bool?
        /// Whether the view clips its subviews; default false.
        public var clipsToBounds: Bool?
        /// Rotation about the centre, in radians (clockwise on screen); default 0.
        public var rotation: Double?
        /// Uniform scale about the centre; default 1.
        public var scale: Double?
        /// What the view draws (text, an image, a blur), for the default resize mode (and, for a
        /// blur, how its screen may fade); default `.plain`.
        public var content: ContentKind?
        /// What the view's own content is (its text, colour and font, or its image), named by any
        /// string: two matched views whose fingerprints differ crossfade, equal ones fly as one
        /// snapshot (see `ContentFingerprint`); default none, unknown.
        public var fingerprint: String?
        /// The view's transition modifiers; default none.
        public var modifiers: [Modifier]
        /// Subviews, back to front.
        public var children: [View]
        /// The layer's drop shadow; default none.
        public var shadow: Shadow?
    }
}

/// A problem with the input, named precisely: where (line and column, JSON path) and what.
/// The tool prints it and exits with status 1.
public struct PreviewInputError: Error, CustomStringConvertible, Equatable {
    /// What is wrong, without the location.
    public let message: String
    /// The JSON path of the value at fault (`source.children[2].color`), if the input was JSON.
    public let path: String?
    /// The line and column of the value at fault, if the input was JSON.
    public let location: SourceLocation?

    /// Creates an error with a message and, for JSON input, where the problem is.
    public init(_ message: String, path: String? = nil, location: SourceLocation? = nil) {
        self.message = message
        self.path = path
        self.location = location
    }

    /// `line:column: path: message`, leaving out the parts that are unknown.
    public var description: String {
        var parts: [String] = []
        if let location { parts.append(location.description) }
        if let path, !path.isEmpty { parts.append(path) }
        parts.append(message)
        return parts.joined(separator: ": ")
    }

    /// `file:line:column: path: message`, the form compilers use, so editors and terminals link to the spot.
    public func described(file: String) -> String {
        file + (location.map { ":\($0)" } ?? "") + ": "
            + ([path, message].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": "))
    }
}

extension SceneFile {
    /// Parses and checks a scene file; throws a `PreviewInputError` with line, column and JSON path.
    public static func decode(_ data: Data) throws(PreviewInputError) -> SceneFile {
        let bytes = [UInt8](data)
        return try SceneReader(bytes: bytes).scene(try JSONParser.parseInput(bytes))
    }

    /// Builds both trees, captures and plans: the recording to render.
    public func recording() throws(PreviewInputError) -> TransitionRecording {
        let box = HeadlessView(frame: Rect(origin: .zero, size: container))
        let sourceRoot = source.build()
        let destinationRoot = destination.build()
        box.addSubview(sourceRoot)
        var context = TransitionContext(kind: self.context.kind, containerSize: container)
        if let e = self.context.effect { context.effect = e }
        if let d = self.context.layoutDirection { context.layoutDirection = d }
        if let d = self.context.duration { context.duration = d }
        if let t = self.context.timing { context.timing = t }
        if let t = self.context.matchedTiming { context.matchedTiming = t }
        return RecordedRun.record(source: sourceRoot, destination: destinationRoot, in: box, context: context)
    }
}

extension SceneFile.View {
    /// The headless tree (no recursion, so any depth the reader accepted builds).
    func build() -> HeadlessView {
        let root = makeView()
        var stack: [(SceneFile.View, HeadlessView)] = [(self, root)]
        while let (spec, view) = stack.popLast() {
            for child in spec.children {
                let v = child.makeView()
                view.addSubview(v)
                stack.append((child, v))
            }
        }
        return root
    }

    private func makeView() -> HeadlessView {
        let view = HeadlessView(frame: frame)
        view.transitionID = id.map { TransitionID($0) }
        view.name = name
        view.backgroundColor = color
        view.cornerRadius = cornerRadius ?? 0
        view.alpha = alpha ?? 1
        view.isHidden = hidden ?? false
        view.clipsToBounds = clipsToBounds ?? false
        var t = Transform3D.identity
        if let s = scale { t = .scale(x: s, y: s) }
        if let r = rotation { t = t.concatenating(.rotation(angle: r, x: 0, y: 0, z: 1)) }
        view.transform = t
        view.transitionModifiers = modifiers
        view.contentKind = content ?? .plain
        view.contentFingerprint = fingerprint.map { ContentFingerprint(hashing: $0) }
        view.shadow = shadow
        return view
    }
}

/// The vocabulary of scene files: every key and name the reader accepts. The JSON Schema in
/// `docs/scene.schema.json` lists the same; a test keeps the two equal.
enum SceneVocabulary {
    static let sceneKeys = ["container", "context", "source", "destination"]
    /// Top-level keys that are allowed and ignored (`$schema` points editors at the schema).
    static let ignoredSceneKeys = ["$schema"]
    static let contextKeys = ["kind", "effect", "layoutDirection", "duration", "timing", "matchedTiming"]
    static let viewKeys = [
        "frame", "id", "name", "color", "cornerRadius", "alpha", "hidden", "clipsToBounds", "rotation",
        "scale", "content", "fingerprint", "modifiers", "children", "shadow",
    ]
    static let contentKinds = ["plain", "text", "image", "visualEffect"]
    static let resizeModes = ["stretch", "aspectFit", "aspectFill", "crossfade", "positionOnly"]
    /// A shadow's keys (`opacity` is required; the others default to `CALayer`'s).
    static let shadowKeys = ["color", "opacity", "radius", "offset", "path"]
    static let kinds = ["push", "pop", "present", "dismiss", "tabSwitch"]
    static let tabSwitchKeys = ["from", "to"]
    static let layoutDirections = ["leftToRight", "rightToLeft"]
    static let directions = ["left", "right", "up", "down", "leading", "trailing"]
    static let edges = ["top", "bottom", "left", "right", "center"]
    static let effects = [
        "automatic", "push", "pull", "cover", "uncover", "slide", "slideByTabOrder", "fade", "zoom",
        "zoomOut", "presentFromEdge", "circularReveal", "none",
    ]
    static let presentFromEdgeKeys = ["edge", "dimming", "size"]
    static let circularRevealKeys = ["center"]
    static let presentationSizes = ["full", "fraction", "length", "size"]
    static let namedCurves: [(String, CubicBezier)] = [
        ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut), ("systemDefault", .systemDefault),
        ("materialStandard", .materialStandard), ("materialDecelerate", .materialDecelerate),
        ("materialAccelerate", .materialAccelerate),
    ]
    static let timings = ["linear"] + namedCurves.map(\.0) + ["bezier", "spring"]
    static let namedSprings: [(String, Spring)] = [("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy)]
    static let springKeys = ["dampingRatio", "response", "duration", "bounce", "mass", "stiffness", "damping", "initialVelocity"]
    static let cascadeKeys = ["step", "direction"]
    static let cascadeDirections = ["topToBottom", "bottomToTop", "leading", "trailing", "radial"]
    static let modifiers = [
        "fade", "opacity", "scale", "translate", "rotate", "transform", "cornerRadius", "backgroundColor",
        "zIndex", "delay", "duration", "timing", "spring", "arc", "cascade", "source",
        "ignoreSubviewModifiers", "matchWhenOffscreen", "useOriginalView", "crossfade", "resize", "beginWith",
        "whenMatched", "whenAppearing", "whenDisappearing", "whenPresenting", "whenDismissing", "shadow",
    ]
}

/// Turns parsed JSON into a `SceneFile`, checking every key and value and naming the path and
/// position of the first problem.
struct SceneReader {
    let bytes: [UInt8]

    func fail(_ message: String, _ value: JSONValue, _ path: String) -> PreviewInputError {
        PreviewInputError(message, path: path, location: SourceLocation(offset: value.offset, in: bytes))
    }

    func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// An object's members by key, after checking that every key is known and the required ones are there.
    func object(_ value: JSONValue, _ path: String, known: [String], required: [String] = [])
        throws(PreviewInputError) -> [String: JSONValue]
    {
        guard case .object(let members) = value.kind else {
            throw fail("expected an object, found \(value.typeName)", value, path)
        }
        var fields: [String: JSONValue] = [:]
        for m in members {
            guard known.contains(m.key) else {
                let keyPath = join(path, m.key)
                let hint =
                    Suggestion.closest(to: m.key, in: known).map { "did you mean \"\($0)\"?" }
                    ?? "the keys here are \(known.map { "\"\($0)\"" }.joined(separator: ", "))"
                throw PreviewInputError(
                    "unknown key; \(hint)", path: keyPath,
                    location: SourceLocation(offset: m.keyOffset, in: bytes))
            }
            fields[m.key] = m.value
        }
        for key in required where fields[key] == nil {
            throw fail("missing \"\(key)\"" + (path.isEmpty ? " at the top level" : ""), value, path)
        }
        return fields
    }

    func number(
        _ value: JSONValue, _ path: String, _ range: ClosedRange<Double> = -.greatestFiniteMagnitude ... .greatestFiniteMagnitude,
        rangeText: String? = nil
    ) throws(PreviewInputError) -> Double {
        guard case .number(let n) = value.kind else { throw fail("expected a number, found \(value.typeName)", value, path) }
        guard range.contains(n) else {
            throw fail("must be \(rangeText ?? "in \(range.lowerBound)…\(range.upperBound)"); got \(Self.text(n))", value, path)
        }
        return n
    }

    func positive(_ value: JSONValue, _ path: String) throws(PreviewInputError) -> Double {
        let n = try number(value, path, 0 ... .greatestFiniteMagnitude, rangeText: "> 0")
        guard n > 0 else { throw fail("must be > 0; got 0", value, path) }
        return n
    }

    func nonNegative(_ value: JSONValue, _ path: String) throws(PreviewInputError) -> Double {
        try number(value, path, 0 ... .greatestFiniteMagnitude, rangeText: "≥ 0")
    }

    func integer(_ value: JSONValue, _ path: String) throws(PreviewInputError) -> Int {
        let n = try number(value, path, 0...1_000_000, rangeText: "a whole number ≥ 0")
        guard n == n.rounded(.towardZero) else { throw fail("must be a whole number ≥ 0; got \(Self.text(n))", value, path) }
        return Int(n)
    }

    func string(_ value: JSONValue, _ path: String) throws(PreviewInputError) -> String {
        guard case .string(let s) = value.kind else { throw fail("expected a string, found \(value.typeName)", value, path) }
        return s
    }

    func bool(_ value: JSONValue, _ path: String) throws(PreviewInputError) -> Bool {
        guard case .bool(let b) = value.kind else { throw fail("expected true or false, found \(value.typeName)", value, path) }
        return b
    }

    func numbers(_ value: JSONValue, _ path: String, count: ClosedRange<Int>, shape: String) throws(PreviewInputError) -> [Double] {
        guard case .array(let elements) = value.kind, count.contains(elements.count) else {
            throw fail("expected \(shape)", value, path)
        }
        var out: [Double] = []
        for (i, e) in elements.enumerated() { out.append(try number(e, "\(path)[\(i)]")) }
        return out
    }

    func color(_ value: JSONValue, _ path: String) throws(PreviewInputError) -> Color {
        let text = try string(value, path)
        do {
            return try Color(hex: text)
        } catch {
            throw fail("\"\(text)\" is not a hex colour (#RRGGBB or #RRGGBBAA): \(error)", value, path)
        }
    }

    func point(_ value: JSONValue, _ path: String) throws(PreviewInputError) -> Point {
        let p = try numbers(value, path, count: 2...2, shape: "[x, y] in points")
        return Point(x: p[0], y: p[1])
    }

    /// A name from `names`, with a suggestion when it is close to one.
    func name(_ value: JSONValue, _ path: String, in names: [String], what: String) throws(PreviewInputError) -> String {
        let s = try string(value, path)
        guard names.contains(s) else {
            let hint =
                Suggestion.closest(to: s, in: names).map { "did you mean \"\($0)\"?" }
                ?? "one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))"
            throw fail("unknown \(what) \"\(s)\"; \(hint)", value, path)
        }
        return s
    }

    /// A choice: a bare name (no argument) or an object with one key, the name (with its argument).
    /// `bare` lists the names that may be written without an argument; the others need one. Names in
    /// `bare` take an argument too when `optionalArgument` lists them.
    func choice(
        _ value: JSONValue, _ path: String, in names: [String], bare: [String], optionalArgument: [String] = [],
        what: String
    )
        throws(PreviewInputError) -> (name: String, argument: JSONValue?, argumentPath: String)
    {
        switch value.kind {
        case .string:
            let n = try name(value, path, in: names, what: what)
            guard bare.contains(n) else { throw fail("\"\(n)\" needs a value: write { \"\(n)\": … }", value, path) }
            return (n, nil, path)
        case .object(let members):
            guard members.count == 1, let m = members.first else {
                throw fail("expected one key, the \(what)'s name (as in { \"\(names[0])\": … }); found \(members.count) keys", value, path)
            }
            let keyPath = join(path, m.key)
            guard names.contains(m.key) else {
                let hint =
                    Suggestion.closest(to: m.key, in: names).map { "did you mean \"\($0)\"?" }
                    ?? "one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))"
                throw PreviewInputError(
                    "unknown \(what) \"\(m.key)\"; \(hint)", path: keyPath,
                    location: SourceLocation(offset: m.keyOffset, in: bytes))
            }
            if bare.contains(m.key), !optionalArgument.contains(m.key) {
                throw fail("\"\(m.key)\" takes no value: write \"\(m.key)\"", m.value, keyPath)
            }
            return (m.key, m.value, keyPath)
        default:
            throw fail("expected a \(what): a name in quotes or { \"name\": value }; found \(value.typeName)", value, path)
        }
    }

    static func text(_ n: Double) -> String {
        n == n.rounded() && n.magnitude < 1e15 ? String(Int64(n)) : String(n)
    }

    // MARK: The scene

    func scene(_ value: JSONValue) throws(PreviewInputError) -> SceneFile {
        let f = try object(
            value, "", known: SceneVocabulary.sceneKeys + SceneVocabulary.ignoredSceneKeys,
            required: SceneVocabulary.sceneKeys)
        let c = try numbers(f["container"]!, "container", count: 2...2, shape: "[width, height] in points")
        guard c[0] > 0, c[1] > 0 else {
            throw fail("width and height must be > 0; got [\(Self.text(c[0])), \(Self.text(c[1]))]", f["container"]!, "container")
        }
        return SceneFile(
            container: Size(width: c[0], height: c[1]), context: try context(f["context"]!, "context"),
            source: try view(f["source"]!, "source"), destination: try view(f["destination"]!, "destination"))
    }

    func context(_ value: JSONValue, _ path: String) throws(PreviewInputError) -> SceneFile.Context {
        let f = try object(value, path, known: SceneVocabulary.contextKeys, required: ["kind"])
        var c = SceneFile.Context(kind: try kind(f["kind"]!, join(path, "kind")))
        if let v = f["effect"] { c.effect = try effect(v, join(path, "effect")) }
        if let v = f["layoutDirection"] {
            c.layoutDirection =
                try name(
                    v, join(path, "layoutDirection"), in: SceneVocabulary.layoutDirections,
                    what: "layout direction") == "leftToRight" ? .leftToRight : .rightToLeft
        }
        if let v = f["duration"] { c.duration = try positive(v, join(path, "duration")) }
        if let v = f["timing"] { c.timing = try timing(v, join(path, "timing")) }
        if let v = f["matchedTiming"] { c.matchedTiming = try timing(v, join(path, "matchedTiming")) }
        return c
    }

    func kind(_ value: JSONValue, _ path: String) throws(PreviewInputError) -> TransitionContext.Kind {
        let (n, argument, argumentPath) = try choice(
            value, path, in: SceneVocabulary.kinds,
            bare: ["push", "pop", "present", "dismiss"], what: "kind")
        switch n {
        case "push": return .push
        case "pop": return .pop
        case "present": return .present
        case "dismiss": return .dismiss
        default:
            let f = try object(argument!, argumentPath, known: SceneVocabulary.tabSwitchKeys, required: SceneVocabulary.tabSwitchKeys)
            return .tabSwitch(
                from: try integer(f["from"]!, join(argumentPath, "from")), to: try integer(f["to"]!, join(argumentPath, "to")))
        }
    }

    func direction(_ value: JSONValue, _ path: String) throws(PreviewInputError) -> Direction {
        switch try name(value, path, in: SceneVocabulary.directions, what: "direction") {
        case "left": .left
        case "right": .right
        case "up": .up
        case "down": .down
        case "leading": .leading
        default: .trailing
        }
    }

    func effect(_ value: JSONValue, _ path: String) throws(PreviewInputError) -> TransitionEffect {
        let (n, argument, argumentPath) = try choice(
            value, path, in: SceneVocabulary.effects,
            bare: [
                "automatic", "push", "pull", "cover", "uncover", "slide", "slideByTabOrder", "fade", "zoom", "zoomOut",
                "presentFromEdge", "none",
            ],
            optionalArgument: ["push", "pull", "cover", "uncover", "slide", "presentFromEdge"], what: "effect")
        func dir() throws(PreviewInputError) -> Direction {
            guard let argument else { return .leading }
            return try direction(argument, argumentPath)
        }
        switch n {
        case "automatic": return .automatic
        case "push": return .push(try dir())
        case "pull": return .pull(try dir())
        case "cover": return .cover(try dir())
        case "uncover": return .uncover(try dir())
        case "slide": return .slide(try dir())
        case "slideByTabOrder": return .slideByTabOrder
        case "fade": return .fade
        case "zoom": return .zoom
        case "zoomOut": return .zoomOut
        case "none": return .none
        case "circularReveal":
            let f = try object(argument!, argumentPath, known: SceneVocabulary.circularRevealKeys, required: ["center"])
            return .circularReveal(center: try point(f["center"]!, join(argumentPath, "center")))
        default:
            guard let argument else { return .presentFromEdge(.bottom) }
            let f = try object(argument, argumentPath, known: SceneVocabulary.presentFromEdgeKeys)
            var edge = PresentationEdge.bottom
            if let v = f["edge"] {
                switch try name(v, join(argumentPath, "edge"), in: SceneVocabulary.edges, what: "edge") {
                case "top": edge = .top
                case "left": edge = .left
                case "right": edge = .right
                case "center": edge = .center
                default: edge = .bottom
                }
            }
            var dimming: Color? = Color(red: 0, green: 0, blue: 0, alpha: 0.4)
            if let v = f["dimming"] {
                if case .null = v.kind { dimming = nil } else { dimming = try color(v, join(argumentPath, "dimming")) }
            }
            var size = PresentationSize.full
            if let v = f["size"] { size = try presentationSize(v, join(argumentPath, "size")) }
            return .presentFromEdge(edge, dimming: dimming, size: size)
        }
    }

    func presentationSize(_ value: JSONValue, _ path: String) throws(PreviewInputError) -> PresentationSize {
        let (n, argument, argumentPath) = try choice(
            value, path, in: SceneVocabulary.presentationSizes, bare: ["full"],
            what: "presentation size")
        switch n {
        case "full": return .full
        case "fraction": return .fraction(try number(argument!, argumentPath, 0...1, rangeText: "in 0…1"))
        case "length": return .length(try nonNegative(argument!, argumentPath))
        default:
            let s = try numbers(argument!, argumentPath, count: 2...2, shape: "[width, height] in points")
            return .size(Size(width: s[0], height: s[1]))
        }
    }

    func timing(_ value: JSONValue, _ path: String) throws(PreviewInputError) -> TimingCurve {
        let (n, argument, argumentPath) = try choice(
            value, path, in: SceneVocabulary.timings,
            bare: ["linear"] + SceneVocabulary.namedCurves.map(\.0), what: "timing")
        switch n {
        case "linear": return .linear
        case "bezier":
            let b = try numbers(argument!, argumentPath, count: 4...4, shape: "[x1, y1, x2, y2]")
            guard (0...1).contains(b[0]), (0...1).contains(b[2]) else {
                throw fail("x1 and x2 must be in 0…1 (time only moves forward)", argument!, argumentPath)
            }
            return .bezier(CubicBezier(b[0], b[1], b[2], b[3]))
        case "spring":
            let (s, v) = try spring(argument!, argumentPath, allowsVelocity: true)
            return .spring(s, initialVelocity: v)
        default:
            return .bezier(SceneVocabulary.namedCurves.first { $0.0 == n }!.1)
        }
    }

    /// A spring: a name (`"smooth"`, `"snappy"`, `"bouncy"`) or an object with one of three
    /// parameter sets; `initialVelocity` only where a timing curve is written.
    func spring(_ value: JSONValue, _ path: String, allowsVelocity: Bool) throws(PreviewInputError) -> (Spring, Double) {
        if case .string = value.kind {
            let n = try name(value, path, in: SceneVocabulary.namedSprings.map(\.0), what: "spring")
            return (SceneVocabulary.namedSprings.first { $0.0 == n }!.1, 0)
        }
        let known = SceneVocabulary.springKeys.filter { allowsVelocity || $0 != "initialVelocity" }
        let f = try object(value, path, known: known)
        let velocity = try f["initialVelocity"].map { v throws(PreviewInputError) in try number(v, join(path, "initialVelocity")) } ?? 0
        let keys = Set(f.keys).subtracting(["initialVelocity"])
        if keys == ["dampingRatio", "response"] {
            return (
                Spring(
                    dampingRatio: try nonNegative(f["dampingRatio"]!, join(path, "dampingRatio")),
                    response: try positive(f["response"]!, join(path, "response"))), velocity
            )
        }
        if keys == ["duration", "bounce"] {
            return (
                Spring(
                    duration: try positive(f["duration"]!, join(path, "duration")),
                    bounce: try number(f["bounce"]!, join(path, "bounce"), -1...1, rangeText: "in −1…1")), velocity
            )
        }
        if keys == ["mass", "stiffness", "damping"] || keys == ["stiffness", "damping"] {
            let mass = try f["mass"].map { v throws(PreviewInputError) in try positive(v, join(path, "mass")) } ?? 1
            return (
                Spring(
                    mass: mass, stiffness: try positive(f["stiffness"]!, join(path, "stiffness")),
                    damping: try nonNegative(f["damping"]!, join(path, "damping"))), velocity
            )
        }
        throw fail(
            "a spring is \"smooth\", \"snappy\", \"bouncy\", or one of { \"dampingRatio\", \"response\" }, "
                + "{ \"duration\", \"bounce\" }, { \"mass\", \"stiffness\", \"damping\" }", value, path)
    }

    func modifiers(_ value: JSONValue, _ path: String) throws(PreviewInputError) -> [Modifier] {
        guard case .array(let elements) = value.kind else {
            throw fail("expected an array of modifiers, found \(value.typeName)", value, path)
        }
        var out: [Modifier] = []
        for (i, e) in elements.enumerated() { out.append(try modifier(e, "\(path)[\(i)]")) }
        return out
    }

    func modifier(_ value: JSONValue, _ path: String) throws(PreviewInputError) -> Modifier {
        let (n, a, p) = try choice(
            value, path, in: SceneVocabulary.modifiers,
            bare: ["fade", "ignoreSubviewModifiers", "matchWhenOffscreen", "useOriginalView"], what: "modifier")
        switch n {
        case "fade": return .fade
        case "ignoreSubviewModifiers": return .ignoreSubviewModifiers
        case "matchWhenOffscreen": return .matchWhenOffscreen
        case "useOriginalView": return .useOriginalView
        case "opacity": return .opacity(try number(a!, p, 0...1, rangeText: "in 0…1"))
        case "scale":
            if case .number = a!.kind { return .scale(try number(a!, p)) }
            let s = try numbers(a!, p, count: 2...2, shape: "a number or [x, y]")
            return .scale(x: s[0], y: s[1])
        case "translate":
            let t = try numbers(a!, p, count: 2...3, shape: "[x, y] or [x, y, z] in points")
            return .translate(x: t[0], y: t[1], z: t.count == 3 ? t[2] : 0)
        case "rotate":
            if case .number = a!.kind { return .rotate(try number(a!, p)) }
            let r = try numbers(a!, p, count: 3...3, shape: "a number (radians about z) or [x, y, z] in radians")
            return .rotate(x: r[0], y: r[1], z: r[2])
        case "transform":
            let m = try numbers(a!, p, count: 16...16, shape: "16 numbers, m11 m12 m13 m14 m21 … m44 (CATransform3D's order)")
            return .transform(
                Transform3D(
                    m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                    m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15]))
        case "cornerRadius": return .cornerRadius(try nonNegative(a!, p))
        case "backgroundColor": return .backgroundColor(try color(a!, p))
        case "zIndex": return .zIndex(try number(a!, p))
        case "delay": return .delay(try nonNegative(a!, p))
        case "duration": return .duration(try positive(a!, p))
        case "timing": return .timing(try timing(a!, p))
        case "spring": return .spring(try spring(a!, p, allowsVelocity: false).0)
        case "arc": return .arc(intensity: try number(a!, p))
        case "cascade":
            let f = try object(a!, p, known: SceneVocabulary.cascadeKeys, required: ["step"])
            var direction = CascadeDirection.topToBottom
            if let v = f["direction"] {
                let dp = join(p, "direction")
                let (d, arg, argPath) = try choice(
                    v, dp, in: SceneVocabulary.cascadeDirections,
                    bare: ["topToBottom", "bottomToTop", "leading", "trailing"], what: "cascade direction")
                switch d {
                case "topToBottom": direction = .topToBottom
                case "bottomToTop": direction = .bottomToTop
                case "leading": direction = .leading
                case "trailing": direction = .trailing
                default: direction = .radial(from: try point(arg!, argPath))
                }
            }
            return .cascade(step: try nonNegative(f["step"]!, join(p, "step")), direction: direction)
        case "source":
            let id = try string(a!, p)
            guard !id.isEmpty else { throw fail("an empty ID never matches", a!, p) }
            return .source(TransitionID(id))
        case "crossfade": return .crossfade(try bool(a!, p))
        case "resize":
            switch try name(a!, p, in: SceneVocabulary.resizeModes, what: "resize mode") {
            case "stretch": return .resize(.stretch)
            case "aspectFit": return .resize(.aspectFit)
            case "aspectFill": return .resize(.aspectFill)
            case "crossfade": return .resize(.crossfade)
            default: return .resize(.positionOnly)
            }
        case "beginWith": return .beginWith(try modifiers(a!, p))
        case "whenMatched": return .whenMatched(try modifiers(a!, p))
        case "whenAppearing": return .whenAppearing(try modifiers(a!, p))
        case "whenDisappearing": return .whenDisappearing(try modifiers(a!, p))
        case "whenPresenting": return .whenPresenting(try modifiers(a!, p))
        case "shadow":
            if case .null = a!.kind { return .shadow(nil) }
            return .shadow(try shadow(a!, p))
        default: return .whenDismissing(try modifiers(a!, p))
        }
    }

    /// A shadow: `{ "opacity": 0.3, "radius": 8, "offset": [0, 4], "color": "#000000", "path": [x, y, w, h] }`;
    /// only `opacity` (0…1) is required; the rest default to `CALayer`'s (black, 3 pt, [0, −3], no path).
    func shadow(_ value: JSONValue, _ path: String) throws(PreviewInputError) -> Shadow {
        let f = try object(value, path, known: SceneVocabulary.shadowKeys, required: ["opacity"])
        var shadow = Shadow(opacity: try number(f["opacity"]!, join(path, "opacity"), 0...1, rangeText: "in 0…1"))
        if let v = f["color"] { shadow.color = try color(v, join(path, "color")) }
        if let v = f["radius"] { shadow.radius = try nonNegative(v, join(path, "radius")) }
        if let v = f["offset"] {
            let o = try numbers(v, join(path, "offset"), count: 2...2, shape: "[dx, dy] in points")
            shadow.offset = Vector(dx: o[0], dy: o[1])
        }
        if let v = f["path"] {
            let r = try numbers(v, join(path, "path"), count: 4...4, shape: "[x, y, width, height] in the view's bounds, points")
            guard r[2] >= 0, r[3] >= 0 else {
                throw fail("width and height must be ≥ 0; got width \(Self.text(r[2])), height \(Self.text(r[3]))", v, join(path, "path"))
            }
            shadow.path = Rect(x: r[0], y: r[1], width: r[2], height: r[3])
        }
        return shadow
    }

    func view(_ value: JSONValue, _ path: String) throws(PreviewInputError) -> SceneFile.View {
        let f = try object(value, path, known: SceneVocabulary.viewKeys, required: ["frame"])
        let r = try numbers(f["frame"]!, join(path, "frame"), count: 4...4, shape: "[x, y, width, height] in points")
        guard r[2] >= 0, r[3] >= 0 else {
            throw fail(
                "width and height must be ≥ 0; got width \(Self.text(r[2])), height \(Self.text(r[3]))", f["frame"]!,
                join(path, "frame"))
        }
        var v = SceneFile.View(frame: Rect(x: r[0], y: r[1], width: r[2], height: r[3]), modifiers: [], children: [])
        if let x = f["id"] { v.id = try string(x, join(path, "id")) }
        if let x = f["name"] { v.name = try string(x, join(path, "name")) }
        if let x = f["color"] { v.color = try color(x, join(path, "color")) }
        if let x = f["cornerRadius"] { v.cornerRadius = try nonNegative(x, join(path, "cornerRadius")) }
        if let x = f["alpha"] { v.alpha = try number(x, join(path, "alpha"), 0...1, rangeText: "in 0…1") }
        if let x = f["hidden"] { v.hidden = try bool(x, join(path, "hidden")) }
        if let x = f["clipsToBounds"] { v.clipsToBounds = try bool(x, join(path, "clipsToBounds")) }
        if let x = f["rotation"] { v.rotation = try number(x, join(path, "rotation")) }
        if let x = f["scale"] { v.scale = try number(x, join(path, "scale")) }
        if let x = f["content"] {
            switch try name(x, join(path, "content"), in: SceneVocabulary.contentKinds, what: "content kind") {
            case "text": v.content = .text
            case "image": v.content = .image
            case "visualEffect": v.content = .visualEffect
            default: v.content = .plain
            }
        }
        if let x = f["fingerprint"] { v.fingerprint = try string(x, join(path, "fingerprint")) }
        if let x = f["modifiers"] { v.modifiers = try modifiers(x, join(path, "modifiers")) }
        if let x = f["shadow"] { v.shadow = try shadow(x, join(path, "shadow")) }
        if let x = f["children"] {
            let cp = join(path, "children")
            guard case .array(let children) = x.kind else { throw fail("expected an array of views, found \(x.typeName)", x, cp) }
            for (i, child) in children.enumerated() { v.children.append(try view(child, "\(cp)[\(i)]")) }
        }
        return v
    }
}

/// "Did you mean …?": the closest known name within a small edit distance.
enum Suggestion {
    /// The name in `names` closest to `word` (case-insensitive Levenshtein distance ≤ 2, or ≤ a
    /// third of the word's length for long words), or `nil`.
    static func closest(to word: String, in names: [String]) -> String? {
        let w = Array(word.lowercased())
        var best: (name: String, distance: Int)?
        for name in names {
            let d = distance(w, Array(name.lowercased()))
            if d < (best?.distance ?? .max) { best = (name, d) }
        }
        guard let best, best.distance <= max(2, w.count / 3) else { return nil }
        return best.name
    }

    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
