import Foundation
import MatchEngine
import MatchPreview

// match-preview: see a Match transition on any machine. Arguments are parsed by hand (the package
// has no dependencies). Exit codes: 0 done, 1 bad input (a scene file or a value), 2 bad usage.

let usage = """
    usage: match-preview (--demo NAME [--views N] | --scene FILE [--beside PREDICTION]) [--html OUT.html]
                         [--filmstrip OUT.svg] [--frames K] [--frame P --svg OUT.svg]
                         [--animated-svg OUT.svg [--fps F]] [--quiet | --verbose]

      --demo NAME       a built-in scene: \(Demo.allCases.map(\.rawValue).joined(separator: ", "))
      --views N         views in the stress demo (1…\(Demo.maximumViews), default 200)
      --scene FILE      a scene JSON file (two view trees and a context; see docs/match-preview.md
                        and docs/scene.schema.json), or a recording as MatchUIKit's
                        debugJSON() exports it (a MatchTransition, or a coordinator)
      --beside FILE     a prediction of the same screens (a recording, as the strict host's
                        DeviceRunPredictionTests write them) to compare the scene with: the summary
                        lists what differs, and --html shows the two side by side
      --html OUT        write a self-contained page: the scene as SVG, a slider to scrub progress,
                        play/pause, reverse, the tracks with their diagnostics and progress curves
      --filmstrip OUT   write K frames side by side (default K = 6), labelled with their progress
      --frames K        frames in the filmstrip (2…60)
      --svg OUT         write one frame, at --frame P (0…1, default 0.5)
      --animated-svg OUT
                        write an SVG that plays the transition by itself (SMIL, no script; it
                        moves in a browser and in a README on GitHub): forward, a 1 s hold,
                        backward, a 1 s hold, looping; the plan sampled at F frames per second
      --fps F           samples per second in the animated SVG (\(AnimatedSVGRenderer.framesPerSecondRange.lowerBound)…\(AnimatedSVGRenderer.framesPerSecondRange.upperBound), default \(AnimatedSVGRenderer.defaultFramesPerSecond))
      --quiet           do not print the summary
      --verbose         list every diagnostic (by default they are grouped and counted)
      --help            this text

    Without an output option the summary is printed: views, pairs, diagnostics, stage timings.

    """

struct UsageError: Error { let message: String }

/// Why the scene file at `path` could not be read, in words: missing, a folder, or not readable.
func unreadableSceneMessage(_ path: String) -> String {
    var isFolder: ObjCBool = false
    if !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
        return "cannot read \(path): no such file"
    }
    if isFolder.boolValue { return "cannot read \(path): it is a folder; --scene takes a JSON file" }
    return "cannot read \(path): permission denied or not readable"
}

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("match-preview: \(message)\n".utf8))
    exit(code)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var options: [String: String] = [:]
var quiet = false
var verbose = false
let valued: Set = [
    "--demo", "--views", "--scene", "--beside", "--html", "--filmstrip", "--frames", "--svg", "--frame", "--animated-svg", "--fps",
]
while !arguments.isEmpty {
    let a = arguments.removeFirst()
    switch a {
    case "--help", "-h":
        print(usage, terminator: "")
        exit(0)
    case "--quiet":
        quiet = true
    case "--verbose":
        verbose = true
    case _ where valued.contains(a):
        guard let value = arguments.first, !value.hasPrefix("--") else { fail("\(a) needs a value\n\n\(usage)", code: 2) }
        arguments.removeFirst()
        if options[a] != nil { fail("\(a) given twice", code: 2) }
        options[a] = value
    default:
        fail("unknown argument \"\(a)\"\n\n\(usage)", code: 2)
    }
}

@MainActor func integer(_ key: String, default value: Int, range: ClosedRange<Int>) -> Int {
    guard let text = options[key] else { return value }
    guard let n = Int(text), range.contains(n) else {
        fail("\(key) must be a whole number in \(range.lowerBound)…\(range.upperBound); got \"\(text)\"", code: 1)
    }
    return n
}

// Every output is checked before any work is done, so a bad path costs nothing and harms nothing.
let outputPaths = ["--filmstrip", "--svg", "--animated-svg", "--html"].compactMap { options[$0] }
do {
    try OutputWriter.validate(outputPaths)
} catch {
    fail(error.description, code: 1)
}

let recording: TransitionRecording
let title: String
do {
    switch (options["--demo"], options["--scene"]) {
    case (nil, nil): fail("give --demo NAME or --scene FILE\n\n\(usage)", code: 2)
    case (_?, _?): fail("give --demo or --scene, not both", code: 2)
    case (let name?, nil):
        guard let demo = Demo(rawValue: name) else {
            fail("unknown demo \"\(name)\"; the demos are: \(Demo.allCases.map(\.rawValue).joined(separator: ", "))", code: 1)
        }
        if options["--views"] != nil && demo != .stress { fail("--views applies to the stress demo only", code: 2) }
        let views = integer("--views", default: 200, range: Int.min...Int.max)
        recording = try demo.recording(views: views)
        title = demo.title(views: views)
    case (nil, let path?):
        guard let data = FileManager.default.contents(atPath: path) else { fail(unreadableSceneMessage(path), code: 1) }
        do {
            recording = try ScenePreview.recording(fromJSON: data)
        } catch {
            fail(error.described(file: path), code: 1)
        }
        title = (path as NSString).lastPathComponent
    }
} catch let error as PreviewInputError {
    fail(error.description, code: 1)
} catch {
    fail("\(error)", code: 1)
}

var prediction: TransitionRecording?
if let path = options["--beside"] {
    guard options["--scene"] != nil else { fail("--beside goes with --scene", code: 2) }
    guard let data = FileManager.default.contents(atPath: path) else { fail(unreadableSceneMessage(path), code: 1) }
    do {
        prediction = try ScenePreview.recording(fromJSON: data)
    } catch {
        fail(error.described(file: path), code: 1)
    }
}

let renderer = SVGRenderer(recording)
var outputs: [OutputFile] = []
if let path = options["--filmstrip"] {
    outputs.append(OutputFile(path: path, contents: renderer.filmstrip(frames: integer("--frames", default: 6, range: 2...60))))
} else if options["--frames"] != nil {
    fail("--frames goes with --filmstrip", code: 2)
}
if let path = options["--svg"] {
    let text = options["--frame"] ?? "0.5"
    guard let p = Double(text), p >= 0, p <= 1 else { fail("--frame must be a number in 0…1; got \"\(text)\"", code: 1) }
    outputs.append(OutputFile(path: path, contents: renderer.frame(at: p)))
} else if options["--frame"] != nil {
    fail("--frame goes with --svg", code: 2)
}
if let path = options["--animated-svg"] {
    let range = AnimatedSVGRenderer.framesPerSecondRange
    let fps = integer("--fps", default: AnimatedSVGRenderer.defaultFramesPerSecond, range: range)
    outputs.append(OutputFile(path: path, contents: AnimatedSVGRenderer(recording, framesPerSecond: fps).document(title: title)))
} else if options["--fps"] != nil {
    fail("--fps goes with --animated-svg", code: 2)
}
if let path = options["--html"] {
    let page = HTMLInspector(recording, title: title).page()
    if let prediction {
        let comparison = RecordingComparison(recorded: recording, predicted: prediction)
        let beside = HTMLInspector(prediction, title: "prediction of \(title)").page()
        outputs.append(
            OutputFile(path: path, contents: BesidePage.page(title: title, recorded: page, predicted: beside, comparison: comparison)))
    } else {
        outputs.append(OutputFile(path: path, contents: page))
    }
}
// All or nothing: each file goes to a temporary beside its target, renamed only when all are written.
do {
    try OutputWriter.write(outputs)
} catch {
    fail(error.description, code: 1)
}
if quiet && verbose { fail("give --quiet or --verbose, not both", code: 2) }
if !quiet {
    print(title)
    print(PreviewSummary(recording).text(verbose: verbose), terminator: "")
    if let prediction { print(RecordingComparison(recorded: recording, predicted: prediction).text(), terminator: "") }
    for output in outputs { print("wrote \(output.path)") }
}
