import Foundation
import MatchEngine

/// Reading the inputs `match-preview` accepts.
public enum ScenePreview {
    /// A recording from JSON: a scene file (`SceneFile`), or a `TransitionRecording` as MatchUIKit's
    /// debug export (or `RecordingJSON.encode(_:)`) writes it, told apart by their top-level keys.
    ///
    /// Throws a `PreviewInputError` with the line and column and the JSON path of the problem: a
    /// syntax error, an unknown key, a value out of range, or a recording whose indices, tree shape
    /// or numbers are inconsistent (a recording is validated before anything reads it).
    public static func recording(fromJSON data: Data) throws(PreviewInputError) -> TransitionRecording {
        let bytes = [UInt8](data)
        let root = try JSONParser.parseInput(bytes)
        if case .object(let members) = root.kind, Set(members.map(\.key)).isSuperset(of: ["match", "plan"]) {
            return try RecordingJSON.decode(data, parsed: root, bytes: bytes)
        }
        return try SceneReader(bytes: bytes).scene(root).recording()
    }
}

/// The JSON form of a `TransitionRecording` (the engine's `Codable` form), safe for every value a
/// capture can hold: NaN and infinities (a view with a broken layout is captured as it is) are
/// written as the strings `"NaN"`, `"Infinity"` and `"-Infinity"`, which plain `JSONEncoder`
/// refuses to write at all.
public enum RecordingJSON {
    /// The strings that stand for non-finite numbers.
    static let positiveInfinity = "Infinity", negativeInfinity = "-Infinity", nan = "NaN"

    /// The recording as pretty-printed JSON with sorted keys; never fails on NaN or infinity.
    public static func encode(_ recording: TransitionRecording) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan)
        return try encoder.encode(recording)
    }

    /// Decodes and validates a recording: every index in range, every tree well formed, every
    /// number the plan animates finite. Throws a `PreviewInputError` naming the problem.
    public static func decode(_ data: Data) throws(PreviewInputError) -> TransitionRecording {
        let bytes = [UInt8](data)
        return try decode(data, parsed: try JSONParser.parseInput(bytes), bytes: bytes)
    }

    static func decode(_ data: Data, parsed root: JSONValue, bytes: [UInt8]) throws(PreviewInputError) -> TransitionRecording {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan)
        let recording: TransitionRecording
        do {
            recording = try decoder.decode(TransitionRecording.self, from: data)
        } catch let error as DecodingError {
            let (message, codingPath) = describe(error)
            let path = codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            let trimmed = path.hasPrefix(".") ? String(path.dropFirst()) : path
            let value = locate(codingPath, in: root)
            throw PreviewInputError(
                "not a valid recording: \(message)", path: trimmed.isEmpty ? nil : trimmed,
                location: SourceLocation(offset: value.offset, in: bytes))
        } catch {
            throw PreviewInputError("not a valid recording: \(error)")
        }
        do {
            try validate(recording)
        } catch {
            throw PreviewInputError("not a valid recording: \(error.description)")
        }
        return recording
    }

    /// The deepest value along `path` that exists in the parsed document (for the error's position).
    static func locate(_ path: [any CodingKey], in root: JSONValue) -> JSONValue {
        var value = root
        for key in path {
            switch value.kind {
            case .object(let members):
                guard let m = members.first(where: { $0.key == key.stringValue }) else { return value }
                value = m.value
            case .array(let elements):
                guard let i = key.intValue, elements.indices.contains(i) else { return value }
                value = elements[i]
            default: return value
            }
        }
        return value
    }

    static func describe(_ error: DecodingError) -> (String, [any CodingKey]) {
        switch error {
        case .dataCorrupted(let c): (c.debugDescription, c.codingPath)
        case .keyNotFound(let key, let c): ("missing \"\(key.stringValue)\"", c.codingPath)
        case .typeMismatch(_, let c): (c.debugDescription, c.codingPath)
        case .valueNotFound(_, let c): (c.debugDescription, c.codingPath)
        @unknown default: ("\(error)", [])
        }
    }

    /// Checks what the engine and the preview index or animate: the scenes' tree shape, the match's
    /// indices, each track's view, pair and partner references and its finite numbers.
    public static func validate(_ r: TransitionRecording) throws(RecordingError) {
        do {
            try r.source.validate()
        } catch {
            throw .scene(.source, error)
        }
        do {
            try r.destination.validate()
        } catch {
            throw .scene(.destination, error)
        }
        let size = r.context.containerSize
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw .context("the container size \(size.width) × \(size.height) is not positive and finite")
        }
        guard r.context.duration.isFinite, r.context.duration > 0 else {
            throw .context("the duration \(r.context.duration) s is not positive and finite")
        }
        do {
            try r.match.validate(source: r.source, destination: r.destination)
        } catch {
            throw .match(error)
        }
        let plan = r.plan
        guard plan.totalDuration.isFinite, plan.totalDuration >= 0 else {
            throw .plan("the total duration \(plan.totalDuration) s is not finite and ≥ 0")
        }
        for (i, t) in plan.tracks.enumerated() {
            if let v = t.view {
                let count = v.side == .source ? r.source.count : r.destination.count
                guard v.index >= 0, v.index < count else {
                    throw .plan("track #\(i) shows \(v.side) view #\(v.index), but that scene has \(count) views")
                }
            }
            if case .matched(let pair, _) = t.role, !(pair >= 0 && pair < r.match.pairs.count) {
                throw .plan("track #\(i) belongs to pair #\(pair), but there are \(r.match.pairs.count) pairs")
            }
            if let p = t.crossfadePartner, !(p >= 0 && p < plan.tracks.count) {
                throw .plan("track #\(i) crossfades with track #\(p), but there are \(plan.tracks.count) tracks")
            }
            guard t.from.isFinite, t.to.isFinite else { throw .plan("track #\(i) has a NaN or infinite number in its states") }
            guard t.delay.isFinite, t.delay >= 0, t.duration.isFinite, t.duration >= 0 else {
                throw .plan("track #\(i) has delay \(t.delay) s and duration \(t.duration) s; both must be finite and ≥ 0")
            }
            switch t.timing {
            case .linear: break
            case .bezier(let b):
                guard [b.x1, b.y1, b.x2, b.y2].allSatisfy(\.isFinite) else { throw .plan("track #\(i) has a non-finite Bézier curve") }
            case .spring(let s, let v):
                guard [s.mass, s.stiffness, s.damping, v].allSatisfy(\.isFinite) else {
                    throw .plan("track #\(i) has a non-finite spring")
                }
            }
            if case .arc(let intensity) = t.path, !intensity.isFinite { throw .plan("track #\(i) has a non-finite arc") }
        }
    }
}

/// Why a recording cannot be shown: which part is inconsistent, and how.
public enum RecordingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A scene is not a well-formed captured tree.
    case scene(SceneSide, SceneSnapshotError)
    /// The context's size or duration is unusable.
    case context(String)
    /// The match refers to views or pairs that do not exist.
    case match(MatchResultError)
    /// The plan refers to views, pairs or tracks that do not exist, or holds non-finite numbers.
    case plan(String)

    /// One sentence naming the part and the problem.
    public var description: String {
        switch self {
        case .scene(let side, let e): "\(side) scene: \(e)"
        case .context(let m): "context: \(m)"
        case .match(let e): "match: \(e)"
        case .plan(let m): "plan: \(m)"
        }
    }
}
