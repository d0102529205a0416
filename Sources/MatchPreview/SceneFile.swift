import Foundation
import MatchEngine

/// A scene file: two headless view trees and how to transition between them, as JSON.
///
/// ```json
/// { "container": [390, 844], "context": { "kind": { "push": {} }, "effect": { "zoom": {} } },
///   "source": { "frame": [0, 0, 390, 844], "color": "#FFFFFF",
///               "children": [ { "frame": [16, 120, 44, 44], "id": "avatar", "cornerRadius": 22 } ] },
///   "destination": { "frame": [0, 0, 390, 844], "children": [ … ] } }
/// ```
/// `context` is `TransitionContext` as its `Codable` form writes it, without `containerSize`
/// (taken from `container`); every field of it but `kind` may be left out.
public struct SceneFile: Codable, Sendable {
    /// The container's width and height, in points.
    public var container: [Double]
    /// The transition's kind, effect and defaults.
    public var context: ContextSpec
    /// The screen being left.
    public var source: ViewSpec
    /// The screen being shown.
    public var destination: ViewSpec

    /// The transition context fields a scene file may set.
    public struct ContextSpec: Codable, Sendable {
        /// push, pop, present, dismiss or tabSwitch.
        public var kind: TransitionContext.Kind
        /// The effect; default `.automatic`.
        public var effect: TransitionEffect?
        /// leftToRight (default) or rightToLeft.
        public var layoutDirection: TransitionContext.LayoutDirection?
        /// Seconds; default 0.5.
        public var duration: Double?
    }

    /// One view and its subviews.
    public struct ViewSpec: Codable, Sendable {
        /// x, y, width, height in the superview's coordinates, points.
        public var frame: [Double]
        /// The transition ID, if tagged.
        public var id: String?
        /// A name for the preview's view list.
        public var name: String?
        /// `#RRGGBB` or `#RRGGBBAA`.
        public var color: String?
        /// Points.
        public var cornerRadius: Double?
        /// 0…1; default 1.
        public var alpha: Double?
        /// Default false.
        public var hidden: Bool?
        /// Radians, about the centre.
        public var rotation: Double?
        /// Uniform scale about the centre; default 1.
        public var scale: Double?
        /// Modifiers in their `Codable` form, e.g. `{ "fade": {} }`.
        public var modifiers: [Modifier]?
        /// Subviews, back to front.
        public var children: [ViewSpec]?
    }
}

/// A problem with the input, named precisely; the tool prints it and exits non-zero.
public struct PreviewInputError: Error, CustomStringConvertible, Equatable {
    /// What is wrong and where.
    public let description: String

    /// Creates an error with its message.
    public init(_ description: String) { self.description = description }
}

extension SceneFile {
    /// Decodes a scene file, or throws a `PreviewInputError` naming what is wrong.
    public static func decode(_ data: Data) throws -> SceneFile {
        do {
            return try JSONDecoder().decode(SceneFile.self, from: data)
        } catch let error as DecodingError {
            throw PreviewInputError("not a scene file: \(Self.describe(error))")
        }
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case let .dataCorrupted(c): return "\(c.debugDescription) at \(path(c.codingPath).isEmpty ? "the top" : path(c.codingPath))"
        case let .keyNotFound(key, c): return "missing \"\(key.stringValue)\" at \(path(c.codingPath).isEmpty ? "the top" : path(c.codingPath))"
        case let .typeMismatch(_, c): return "\(c.debugDescription) at \(path(c.codingPath))"
        case let .valueNotFound(_, c): return "\(c.debugDescription) at \(path(c.codingPath))"
        @unknown default: return "\(error)"
        }
    }

    /// Builds both trees, checks them, captures and plans: the recording to render.
    public func recording() throws -> TransitionRecording {
        guard container.count == 2, container.allSatisfy({ $0.isFinite && $0 > 0 }) else {
            throw PreviewInputError("container must be [width, height] with positive, finite numbers; got \(container)")
        }
        let size = Size(width: container[0], height: container[1])
        let box = HeadlessView(frame: Rect(origin: .zero, size: size))
        let sourceRoot = try source.build(path: "source")
        let destinationRoot = try destination.build(path: "destination")
        box.addSubview(sourceRoot)
        let context = TransitionContext(
            kind: self.context.kind, containerSize: size, layoutDirection: self.context.layoutDirection ?? .leftToRight,
            effect: self.context.effect ?? .automatic, duration: self.context.duration ?? 0.5)
        if let d = self.context.duration, !(d > 0 && d.isFinite) {
            throw PreviewInputError("context.duration must be a positive number of seconds; got \(d)")
        }
        return TransitionRecording(
            source: SceneSnapshot.capture(root: sourceRoot, in: box),
            destination: SceneSnapshot.capture(root: destinationRoot, in: box), context: context)
    }
}

extension SceneFile.ViewSpec {
    /// The headless tree, checking every view's numbers; `path` names the view in errors.
    func build(path: String) throws -> HeadlessView {
        var stack: [(SceneFile.ViewSpec, String, HeadlessView?)] = [(self, path, nil)]
        var root: HeadlessView?
        while let (spec, where_, parent) = stack.popLast() {
            let view = try spec.makeView(path: where_)
            if let parent { parent.insertSubview(view, at: 0) } else { root = view }
            // Pushed in order and inserted at the front, so the first child ends up at the back.
            for (i, child) in (spec.children ?? []).enumerated() { stack.append((child, "\(where_).children[\(i)]", view)) }
        }
        return root!
    }

    private func makeView(path: String) throws -> HeadlessView {
        guard frame.count == 4 else { throw PreviewInputError("\(path).frame must be [x, y, width, height]; got \(frame)") }
        guard frame.allSatisfy(\.isFinite) else { throw PreviewInputError("\(path).frame has a non-finite number: \(frame)") }
        guard frame[2] >= 0, frame[3] >= 0 else {
            throw PreviewInputError("\(path).frame has a negative size: width \(frame[2]), height \(frame[3])")
        }
        let view = HeadlessView(frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]))
        view.transitionID = id.map { TransitionID($0) }
        view.name = name ?? id
        if let color {
            do { view.backgroundColor = try Color(hex: color) } catch {
                throw PreviewInputError("\(path).color \"\(color)\" is not a hex colour: \(error)")
            }
        }
        if let r = cornerRadius {
            guard r >= 0, r.isFinite else { throw PreviewInputError("\(path).cornerRadius must be ≥ 0; got \(r)") }
            view.cornerRadius = r
        }
        if let a = alpha {
            guard a >= 0, a <= 1 else { throw PreviewInputError("\(path).alpha must be in 0…1; got \(a)") }
            view.alpha = a
        }
        view.isHidden = hidden ?? false
        var t = Transform3D.identity
        if let s = scale {
            guard s.isFinite else { throw PreviewInputError("\(path).scale must be finite; got \(s)") }
            t = .scale(x: s, y: s)
        }
        if let r = rotation {
            guard r.isFinite else { throw PreviewInputError("\(path).rotation must be finite; got \(r)") }
            t = t.concatenating(.rotation(angle: r, x: 0, y: 0, z: 1))
        }
        view.transform = t
        view.transitionModifiers = modifiers ?? []
        return view
    }
}
