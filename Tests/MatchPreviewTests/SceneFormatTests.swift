import Foundation
import MatchEngine
import Testing

@testable import MatchPreview

let docsDirectory = goldenDirectory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs")

/// Loads `json` as a scene and returns the error's description, or `nil` if it loaded.
func sceneError(_ json: String) -> String? {
    do {
        _ = try ScenePreview.recording(fromJSON: Data(json.utf8))
        return nil
    } catch {
        return error.description
    }
}

/// A scene with `context` and one source child `child` spliced in, for short test rows.
func scene(context: String = #"{ "kind": "push" }"#, child: String = #"{ "frame": [0, 0, 10, 10] }"#) -> String {
    """
    { "container": [390, 844], "context": \(context),
      "source": { "frame": [0, 0, 390, 844], "children": [ \(child) ] },
      "destination": { "frame": [0, 0, 390, 844] } }
    """
}

/// `line:column` of the first occurrence of `needle` in `text`, counting characters (lines from
/// 1, columns from 1): an independent count to compare the reader's byte-based positions with.
func position(of needle: String, in text: String) -> String {
    let prefix = text[..<text.range(of: needle)!.lowerBound]
    let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
    return "\(lines.count):\(lines.last!.count + 1)"
}

@Suite struct SceneFormatTests {
    /// Syntax errors give the line and column of the offending character (counted by hand).
    @Test(arguments: [
        ("{\n  \"a\": 1,\n}", "3:1: expected a key in double quotes, found \"}\" (a trailing comma is not allowed)"),
        ("[1, 2,]", "1:7: expected a value, found \"]\" (a trailing comma is not allowed)"),
        ("{ \"a\" 1 }", "1:7: expected \":\" after the key \"a\", found \"1\""),
        ("{ \"a\": NaN }", "1:8: NaN and Infinity are not JSON numbers"),
        ("{ \"a\": 07 }", "1:8: a number cannot start with 0 (write 7, not 07)"),
        ("{ \"a\": 1, \"a\": 2 }", "1:11: duplicate key \"a\""),
        ("{\n\n    \"name\": \"abc", "3:13: unterminated string (the string starts here)"),
        ("{ \"é€\": tru }", "1:9: expected a value, found \"t\""),
        ("{ \"a\": 1 } x", "1:12: unexpected \"x\" after the document's value"),
        ("", "1:1: expected a value, found end of file"),
        ("{ \"a\": 1e999 }", "1:8: the number 1e999 is too large"),
        ("[\"a\tb\"]", "1:4: a control character (such as a line break) must be escaped inside a string"),
    ])
    func syntaxErrorsHaveLineAndColumn(_ row: (String, String)) {
        #expect(sceneError(row.0) == row.1)
    }

    /// Unknown keys and names are errors naming their JSON path and position (the first occurrence
    /// of the row's second string, located independently by counting characters), with a suggestion.
    @Test(arguments: [
        (
            scene(child: ##"{ "frame": [0, 0, 10, 10], "colour": "#FF0000" }"##),
            #""colour""#, #"source.children[0].colour: unknown key; did you mean "color"?"#
        ),
        (scene(context: #"{ "kind": "push", "efect": "zoom" }"#), #""efect""#, #"context.efect: unknown key; did you mean "effect"?"#),
        (
            scene(context: #"{ "kind": "push", "effect": "zom" }"#), #""zom""#,
            #"context.effect: unknown effect "zom"; did you mean "zoom"?"#
        ),
        (scene(context: #"{ "kind": "pusj" }"#), #""pusj""#, #"context.kind: unknown kind "pusj"; did you mean "push"?"#),
        (
            scene(child: #"{ "frame": [0, 0, 10, 10], "modifiers": [ "fade", { "scael": 2 } ] }"#),
            #""scael""#, #"source.children[0].modifiers[1].scael: unknown modifier "scael"; did you mean "scale"?"#
        ),
        (
            scene(child: #"{ "frame": [0, 0, 10, 10], "xyzzy": 1 }"#),
            #""xyzzy""#,
            "source.children[0].xyzzy: unknown key; the keys here are \"frame\", \"id\", \"name\", \"color\", \"cornerRadius\", "
                + "\"alpha\", \"hidden\", \"clipsToBounds\", \"rotation\", \"scale\", \"content\", \"fingerprint\", \"modifiers\", \"children\", \"shadow\""
        ),
        // The engine's Codable forms are refused with the plain form to write instead.
        (scene(context: #"{ "kind": { "push": {} } }"#), #"{}"#, #"context.kind.push: "push" takes no value: write "push""#),
        (
            scene(child: #"{ "frame": [0, 0, 10, 10], "modifiers": [ { "fade": {} } ] }"#),
            #"{}"#, #"source.children[0].modifiers[0].fade: "fade" takes no value: write "fade""#
        ),
        (
            scene(child: #"{ "frame": [0, 0, 10, 10], "modifiers": [ "scale" ] }"#),
            #""scale""#, #"source.children[0].modifiers[0]: "scale" needs a value: write { "scale": … }"#
        ),
        (
            scene(child: #"{ "frame": [0, 0, 10, 10], "modifiers": [ { "scale": "big" } ] }"#),
            #""big""#, "source.children[0].modifiers[0].scale: expected a number or [x, y]"
        ),
        (
            scene(context: #"{ "kind": "push", "effect": { "presentFromEdge": { "edge": "botom" } } }"#),
            #""botom""#, #"context.effect.presentFromEdge.edge: unknown edge "botom"; did you mean "bottom"?"#
        ),
        (scene(context: #"{ "kind": "push", "duration": 0 }"#), #"0 }"#, "context.duration: must be > 0; got 0"),
        (scene(context: #"{ "effect": "fade" }"#), #"{ "effect""#, "context: missing \"kind\""),
    ])
    func unknownKeysAndNamesAreNamedWithTheirPath(_ row: (String, String, String)) {
        #expect(sceneError(row.0) == "\(position(of: row.1, in: row.0)): \(row.2)")
    }

    /// Every choice form reads as the engine value written out independently here.
    @Test(arguments: [
        (#""automatic""#, TransitionEffect.automatic), (#""fade""#, .fade), (#""zoom""#, .zoom), (#""zoomOut""#, .zoomOut),
        (#""none""#, TransitionEffect.none), (#""slideByTabOrder""#, .slideByTabOrder), (#""push""#, .push(.leading)),
        (#"{ "push": "left" }"#, .push(.left)), (#"{ "pull": "up" }"#, .pull(.up)), (#"{ "cover": "down" }"#, .cover(.down)),
        (#"{ "uncover": "trailing" }"#, .uncover(.trailing)), (#"{ "slide": "right" }"#, .slide(.right)),
        (#""presentFromEdge""#, .presentFromEdge(.bottom)),
        (
            #"{ "presentFromEdge": { "edge": "top", "dimming": null, "size": { "fraction": 0.5 } } }"#,
            .presentFromEdge(.top, dimming: nil, size: .fraction(0.5))
        ),
        (
            ##"{ "presentFromEdge": { "edge": "center", "dimming": "#FF000080", "size": { "size": [300, 200] } } }"##,
            .presentFromEdge(
                .center, dimming: Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255), size: .size(Size(width: 300, height: 200)))
        ),
        (#"{ "presentFromEdge": { "size": { "length": 400 } } }"#, .presentFromEdge(.bottom, size: .length(400))),
        (#"{ "circularReveal": { "center": [240, 820] } }"#, .circularReveal(center: Point(x: 240, y: 820))),
    ])
    func effectsReadAsTheEngineValues(_ row: (String, TransitionEffect)) throws {
        let r = try ScenePreview.recording(fromJSON: Data(scene(context: #"{ "kind": "present", "effect": \#(row.0) }"#).utf8))
        #expect(r.context.effect == row.1)
    }

    @Test(arguments: [
        (#""push""#, TransitionContext.Kind.push), (#""pop""#, .pop), (#""present""#, .present), (#""dismiss""#, .dismiss),
        (#"{ "tabSwitch": { "from": 0, "to": 2 } }"#, .tabSwitch(from: 0, to: 2)),
    ])
    func kindsReadAsTheEngineValues(_ row: (String, TransitionContext.Kind)) throws {
        let r = try ScenePreview.recording(fromJSON: Data(scene(context: #"{ "kind": \#(row.0) }"#).utf8))
        #expect(r.context.kind == row.1)
    }

    /// Every modifier of the vocabulary, in one view, as the engine values written out by hand.
    static let everyModifier = """
        [ "fade", { "opacity": 0.5 }, { "scale": 0.8 }, { "scale": [0.5, 2] }, { "translate": [0, 40] },
          { "translate": [1, 2, 3] }, { "rotate": 0.5 }, { "rotate": [0.1, 0.2, 0.3] },
          { "transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 10, 20, 0, 1] },
          { "cornerRadius": 12 }, { "backgroundColor": "#00FF00" }, { "zIndex": 3 }, { "delay": 0.1 }, { "duration": 0.3 },
          { "timing": "easeInOut" }, { "timing": { "bezier": [0.2, 0, 0, 1] } }, { "timing": "linear" },
          { "timing": { "spring": { "dampingRatio": 0.8, "response": 0.4, "initialVelocity": 2 } } },
          { "spring": "bouncy" }, { "spring": { "duration": 0.5, "bounce": 0.2 } }, { "spring": { "mass": 2, "stiffness": 300, "damping": 30 } },
          { "arc": 0.5 }, { "cascade": { "step": 0.03 } }, { "cascade": { "step": 0.05, "direction": { "radial": [10, 20] } } },
          { "source": "hero" }, "ignoreSubviewModifiers", "matchWhenOffscreen", "useOriginalView", { "crossfade": false },
          { "resize": "positionOnly" }, { "resize": "aspectFill" },
          { "beginWith": [ { "opacity": 0 } ] }, { "whenMatched": [ "fade" ] }, { "whenAppearing": [ { "scale": 0.5 } ] },
          { "whenDisappearing": [] }, { "whenPresenting": [ { "delay": 0.2 } ] }, { "whenDismissing": [ { "arc": -1 } ] },
          { "shadow": { "opacity": 0.3, "radius": 8, "offset": [0, 4], "color": "#102030", "path": [1, 2, 30, 40] } },
          { "shadow": { "opacity": 1 } }, { "shadow": null } ]
        """

    static let everyModifierExpected: [Modifier] = [
        .fade, .opacity(0.5), .scale(x: 0.8, y: 0.8), .scale(x: 0.5, y: 2), .translate(x: 0, y: 40, z: 0),
        .translate(x: 1, y: 2, z: 3), .rotate(x: 0, y: 0, z: 0.5), .rotate(x: 0.1, y: 0.2, z: 0.3),
        .transform(
            Transform3D(
                m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: -0.002,
                m41: 10, m42: 20, m43: 0, m44: 1)),
        .cornerRadius(12), .backgroundColor(Color(red: 0, green: 1, blue: 0)), .zIndex(3), .delay(0.1), .duration(0.3),
        .timing(.bezier(CubicBezier(0.42, 0, 0.58, 1))), .timing(.bezier(CubicBezier(0.2, 0, 0, 1))), .timing(.linear),
        .timing(.spring(Spring(dampingRatio: 0.8, response: 0.4), initialVelocity: 2)),
        .spring(.bouncy), .spring(Spring(duration: 0.5, bounce: 0.2)), .spring(Spring(mass: 2, stiffness: 300, damping: 30)),
        .arc(intensity: 0.5), .cascade(step: 0.03, direction: .topToBottom),
        .cascade(step: 0.05, direction: .radial(from: Point(x: 10, y: 20))),
        .source("hero"), .ignoreSubviewModifiers, .matchWhenOffscreen, .useOriginalView, .crossfade(false),
        .resize(.positionOnly), .resize(.aspectFill),
        .beginWith([.opacity(0)]), .whenMatched([.fade]), .whenAppearing([.scale(x: 0.5, y: 0.5)]),
        .whenDisappearing([]), .whenPresenting([.delay(0.2)]), .whenDismissing([.arc(intensity: -1)]),
        // #102030 is 16/255, 32/255, 48/255; a shadow without the optional keys takes CALayer's
        // defaults: black, a 3 pt blur, offset (0, −3), no path.
        .shadow(
            Shadow(
                color: Color(red: 16.0 / 255, green: 32.0 / 255, blue: 48.0 / 255), opacity: 0.3, radius: 8,
                offset: Vector(dx: 0, dy: 4), path: Rect(x: 1, y: 2, width: 30, height: 40))),
        .shadow(Shadow(color: Color(red: 0, green: 0, blue: 0), opacity: 1, radius: 3, offset: Vector(dx: 0, dy: -3), path: nil)),
        .shadow(nil),
    ]

    static var everyKeyScene: String {
        scene(
            context:
                #"{ "kind": "push", "effect": "fade", "layoutDirection": "rightToLeft", "duration": 0.4, "timing": "easeOut", "matchedTiming": { "spring": "snappy" } }"#,
            child: """
                { "frame": [10, 20, 100, 50], "id": "card", "name": "Card", "color": "#112233", "cornerRadius": 8, "alpha": 0.5,
                  "hidden": false, "clipsToBounds": true, "rotation": 0.25, "scale": 1.5, "content": "text", "fingerprint": "Hello, black 17 pt", "modifiers": \(everyModifier),
                  "children": [ { "frame": [1, 2, 3, 4] } ], "shadow": { "opacity": 0.25, "radius": 6, "offset": [0, 3] } }
                """)
    }

    @Test func everyModifierReadsAsTheEngineValue() throws {
        let file = try SceneFile.decode(Data(Self.everyKeyScene.utf8))
        let card = file.source.children[0]
        #expect(card.modifiers.count == Self.everyModifierExpected.count)
        for (got, expected) in zip(card.modifiers, Self.everyModifierExpected) { #expect(got == expected) }
        #expect(card.id == "card" && card.name == "Card" && card.cornerRadius == 8 && card.alpha == 0.5)
        #expect(card.shadow == Shadow(color: Color(red: 0, green: 0, blue: 0), opacity: 0.25, radius: 6, offset: Vector(dx: 0, dy: 3)))
        #expect(card.color == Color(red: 0x11 / 255, green: 0x22 / 255, blue: 0x33 / 255))
        #expect(card.clipsToBounds == true && card.rotation == 0.25 && card.scale == 1.5 && card.children.count == 1)
        #expect(card.content == .text)
        #expect(card.fingerprint == "Hello, black 17 pt")
        #expect(file.context.layoutDirection == .rightToLeft && file.context.duration == 0.4)
        #expect(file.context.timing == .bezier(.easeOut) && file.context.matchedTiming == .spring(.snappy))
        // And the whole scene plans.
        #expect(try ScenePreview.recording(fromJSON: Data(Self.everyKeyScene.utf8)).plan.count >= 2)
    }

    /// View trees deeper than Foundation's ~255 levels load; beyond the reader's limit the message says so.
    @Test func deepTreesLoadAndTheLimitIsNamed() throws {
        var child = #"{ "frame": [0, 0, 10, 10], "id": "leaf" }"#
        for _ in 0..<400 { child = #"{ "frame": [0, 0, 10, 10], "children": [ \#(child) ] }"# }
        let r = try ScenePreview.recording(fromJSON: Data(scene(child: child).utf8))
        #expect(r.source.count == 402 && r.source[401].depth == 401)
        let tooDeep = String(repeating: "[", count: 1_001) + String(repeating: "]", count: 1_001)
        #expect(sceneError(tooDeep) == "1:1001: nested more than 1000 arrays and objects deep (the most this reader accepts)")
    }

    @Test func errorsPrintLikeACompilerWithTheFileName() {
        let e = PreviewInputError(
            "unknown key; did you mean \"color\"?", path: "source.colour", location: SourceLocation(line: 3, column: 9))
        #expect(e.described(file: "scene.json") == "scene.json:3:9: source.colour: unknown key; did you mean \"color\"?")
        #expect(PreviewInputError("oops").described(file: "a.json") == "a.json: oops")
    }

    @Test(arguments: [("colour", "color"), ("Frame", "frame"), ("chilren", "children"), ("cornerradius", "cornerRadius")])
    func suggestionsFindTheIntendedKey(_ row: (String, String)) {
        #expect(Suggestion.closest(to: row.0, in: SceneVocabulary.viewKeys) == row.1)
    }

    @Test func farFetchedWordsGetNoSuggestion() {
        #expect(Suggestion.closest(to: "banana", in: SceneVocabulary.viewKeys) == nil)
    }
}

// MARK: - The JSON Schema

/// The subset of JSON Schema (2020-12) that docs/scene.schema.json uses, checked against parsed
/// JSON: $ref, type, enum, properties, required, additionalProperties: false, items, min/maxItems,
/// minimum, maximum, exclusiveMinimum, minLength, pattern, oneOf. Returns the first failure's path.
struct MiniSchemaValidator {
    let root: JSONValue

    func member(_ v: JSONValue, _ key: String) -> JSONValue? {
        if case .object(let ms) = v.kind { return ms.first { $0.key == key }?.value }
        return nil
    }

    func resolve(_ schema: JSONValue) -> JSONValue {
        guard let ref = member(schema, "$ref"), case .string(let s) = ref.kind else { return schema }
        var v = root
        for part in s.dropFirst(2).split(separator: "/") { v = member(v, String(part))! }
        return resolve(v)
    }

    func strings(_ v: JSONValue?) -> [String] {
        guard let v, case .array(let a) = v.kind else { return [] }
        return a.compactMap { if case .string(let s) = $0.kind { s } else { nil } }
    }

    func number(_ v: JSONValue?) -> Double? {
        if let v, case .number(let n) = v.kind { return n }
        return nil
    }

    func errors(_ value: JSONValue, _ schemaIn: JSONValue, _ path: String) -> String? {
        let schema = resolve(schemaIn)
        if let oneOf = member(schema, "oneOf"), case .array(let options) = oneOf.kind {
            let passing = options.filter { errors(value, $0, path) == nil }.count
            if passing != 1 { return "\(path): matches \(passing) of oneOf" }
        }
        if let t = member(schema, "type"), case .string(let type) = t.kind {
            let ok: Bool
            switch (type, value.kind) {
            case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
                ("number", .number):
                ok = true
            case ("integer", .number(let n)): ok = n == n.rounded()
            default: ok = false
            }
            if !ok { return "\(path): not \(type)" }
        }
        if let e = member(schema, "enum"), case .string(let s) = value.kind, !strings(e).contains(s) { return "\(path): \(s) not in enum" }
        if member(schema, "enum") != nil, !(value.kind.isString) { return "\(path): enum needs a string" }
        if case .number(let n) = value.kind {
            if let m = number(member(schema, "minimum")), n < m { return "\(path): below minimum" }
            if let m = number(member(schema, "maximum")), n > m { return "\(path): above maximum" }
            if let m = number(member(schema, "exclusiveMinimum")), n <= m { return "\(path): not above exclusiveMinimum" }
        }
        if case .string(let s) = value.kind {
            if let m = number(member(schema, "minLength")), Double(s.count) < m { return "\(path): too short" }
            if let p = member(schema, "pattern"), case .string(let pattern) = p.kind,
                s.range(of: pattern, options: .regularExpression) == nil
            {
                return "\(path): does not match \(pattern)"
            }
        }
        if case .array(let elements) = value.kind {
            if let m = number(member(schema, "minItems")), Double(elements.count) < m { return "\(path): too few items" }
            if let m = number(member(schema, "maxItems")), Double(elements.count) > m { return "\(path): too many items" }
            if let items = member(schema, "items") {
                for (i, e) in elements.enumerated() { if let err = errors(e, items, "\(path)[\(i)]") { return err } }
            }
        }
        if case .object(let members) = value.kind {
            for r in strings(member(schema, "required")) where !members.contains(where: { $0.key == r }) {
                return "\(path): missing \(r)"
            }
            let properties = member(schema, "properties")
            for m in members {
                if let p = properties.flatMap({ member($0, m.key) }) {
                    if let err = errors(m.value, p, "\(path).\(m.key)") { return err }
                } else if let a = member(schema, "additionalProperties"), case .bool(false) = a.kind {
                    return "\(path).\(m.key): not allowed"
                }
            }
        }
        return nil
    }
}

extension JSONValue.Kind {
    var isString: Bool { if case .string = self { true } else { false } }
}

@Suite struct SceneSchemaTests {
    static func load(_ name: String) throws -> JSONValue {
        try JSONParser.parse([UInt8](try Data(contentsOf: docsDirectory.appendingPathComponent(name))))
    }

    static func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    @Test func theShippedExampleValidatesAgainstTheSchemaAndLoads() throws {
        let schema = try Self.load("scene.schema.json")
        let example = try Self.load("example-scene.json")
        #expect(MiniSchemaValidator(root: schema).errors(example, schema, "$") == nil)
        _ = try ScenePreview.recording(fromJSON: try Data(contentsOf: docsDirectory.appendingPathComponent("example-scene.json")))
    }

    /// Every JSON example in the guide validates against the schema and loads; the first is the
    /// shipped example file itself.
    @Test func theGuidesExamplesValidateAndLoad() throws {
        let guide = try String(contentsOf: docsDirectory.appendingPathComponent("match-preview.md"), encoding: .utf8)
        let schema = try Self.load("scene.schema.json")
        let blocks = guide.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count >= 2)
        for block in blocks {
            #expect(MiniSchemaValidator(root: schema).errors(try Self.parse(block), schema, "$") == nil)
            _ = try ScenePreview.recording(fromJSON: Data(block.utf8))
        }
        let example = try String(contentsOf: docsDirectory.appendingPathComponent("example-scene.json"), encoding: .utf8)
        #expect(blocks.first == example)
    }

    /// A scene using every key and every modifier validates against the schema, and the loader
    /// reads it (see `everyModifierReadsAsTheEngineValue`).
    @Test func theEveryKeySceneValidatesAgainstTheSchema() throws {
        let schema = try Self.load("scene.schema.json")
        #expect(MiniSchemaValidator(root: schema).errors(try Self.parse(SceneFormatTests.everyKeyScene), schema, "$") == nil)
    }

    /// Scenes the loader refuses, the schema refuses too (so an editor flags them as you type).
    @Test(arguments: [
        scene(child: ##"{ "frame": [0, 0, 10, 10], "colour": "#FF0000" }"##),
        scene(context: #"{ "kind": { "push": {} } }"#),
        scene(child: #"{ "frame": [0, 0, 10, 10], "modifiers": [ { "fade": {} } ] }"#),
        scene(child: #"{ "frame": [0, 0, 10, 10], "color": "red" }"#),
        scene(child: #"{ "frame": [0, 0, 10, 10], "alpha": 2 }"#),
        scene(context: #"{ "kind": "push", "duration": 0 }"#),
        scene(context: #"{ "kind": "push", "effect": { "push": "sideways" } }"#),
        scene(child: #"{ "frame": [0, 0, 10] }"#),
        scene(child: #"{ "frame": [0, 0, 10, 10], "modifiers": [ { "resize": "fill" } ] }"#),
        scene(child: #"{ "frame": [0, 0, 10, 10], "modifiers": [ "resize" ] }"#),
        scene(child: #"{ "frame": [0, 0, 10, 10], "content": "label" }"#),
        scene(child: #"{ "frame": [0, 0, 10, 10], "fingerprint": 17 }"#),
        scene(child: #"{ "frame": [0, 0, 10, 10], "shadow": { "radius": 4 } }"#),
        scene(child: #"{ "frame": [0, 0, 10, 10], "shadow": { "opacity": 1.5 } }"#),
        scene(child: #"{ "frame": [0, 0, 10, 10], "shadow": { "opacity": 1, "blur": 4 } }"#),
        scene(child: #"{ "frame": [0, 0, 10, 10], "modifiers": [ { "shadow": { "opacity": 1, "radius": -1 } } ] }"#),
    ])
    func badScenesFailBothTheSchemaAndTheLoader(_ json: String) throws {
        let schema = try Self.load("scene.schema.json")
        #expect(MiniSchemaValidator(root: schema).errors(try Self.parse(json), schema, "$") != nil)
        #expect(sceneError(json) != nil)
    }

    /// The schema's keys are exactly the loader's, for every object a scene holds, and its names
    /// for every choice are exactly the loader's: nothing listed that the loader refuses, nothing
    /// accepted that editors would not complete.
    @Test func theSchemaListsExactlyTheLoadersKeysAndNames() throws {
        let schema = try Self.load("scene.schema.json")
        let v = MiniSchemaValidator(root: schema)
        func keys(_ s: JSONValue) -> [String] {
            guard let p = v.member(v.resolve(s), "properties"), case .object(let ms) = p.kind else { return [] }
            return ms.map(\.key)
        }
        func def(_ name: String) -> JSONValue { v.member(v.member(schema, "$defs")!, name)! }
        /// The names of a oneOf of bare names and single-key objects.
        func names(_ s: JSONValue) -> Set<String> {
            var out = Set<String>()
            guard let oneOf = v.member(v.resolve(s), "oneOf"), case .array(let options) = oneOf.kind else { return out }
            for o in options {
                out.formUnion(v.strings(v.member(o, "enum")))
                out.formUnion(v.strings(v.member(o, "required")).filter { _ in keys(o).count == 1 })
            }
            return out
        }
        #expect(Set(keys(schema)) == Set(SceneVocabulary.sceneKeys + SceneVocabulary.ignoredSceneKeys))
        #expect(keys(def("context")) == SceneVocabulary.contextKeys)
        #expect(keys(def("view")) == SceneVocabulary.viewKeys)
        #expect(names(def("modifier")) == Set(SceneVocabulary.modifiers))
        #expect(names(def("effect")) == Set(SceneVocabulary.effects))
        #expect(names(def("kind")) == Set(SceneVocabulary.kinds))
        #expect(names(def("timing")) == Set(SceneVocabulary.timings))
        #expect(names(def("presentationSize")) == Set(SceneVocabulary.presentationSizes))
        #expect(Set(v.strings(v.member(def("direction"), "enum"))) == Set(SceneVocabulary.directions))
        #expect(Set(v.strings(v.member(def("edge"), "enum"))) == Set(SceneVocabulary.edges))
        // The enums inside a view's "content" and the "resize" modifier.
        func property(_ s: JSONValue, _ key: String) -> JSONValue? { v.member(v.member(v.resolve(s), "properties")!, key) }
        #expect(v.strings(v.member(try #require(property(def("view"), "content")), "enum")) == SceneVocabulary.contentKinds)
        guard case .array(let options) = try #require(v.member(def("modifier"), "oneOf")).kind else { throw SchemaShapeError() }
        let resize = try #require(options.first { keys($0) == ["resize"] })
        #expect(v.strings(v.member(try #require(property(resize, "resize")), "enum")) == SceneVocabulary.resizeModes)
        // The every-key scene uses every modifier name (so the loader test above covers them all).
        let used = Set(SceneVocabulary.modifiers.filter { SceneFormatTests.everyModifier.contains("\"\($0)\"") })
        #expect(used == Set(SceneVocabulary.modifiers))
    }
}

/// The schema is not shaped as the test expects.
struct SchemaShapeError: Error {}
