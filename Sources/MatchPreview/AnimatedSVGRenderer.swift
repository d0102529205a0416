import MatchEngine

/// Draws a planned transition as one animated SVG that plays by itself wherever SVG animation
/// runs — in a browser, and in a README on GitHub, whose `<img>` tags run SMIL but no scripts.
///
/// The plan is sampled at `framesPerSecond` evenly spaced progresses over its duration (the first
/// at 0, the last at 1). Each stand-in is drawn as `SVGRenderer` draws one frame — its rounded
/// rectangle, colour, drop shadow, clip and the static content it carries — but every number that
/// changes is a SMIL `<animate>` (or `<animateTransform>`) with linear interpolation between
/// keyframes. The loop plays the transition forward at its own speed, holds the end for
/// `hold` seconds, plays it backwards (as a reversed run moves), holds the start, and repeats;
/// every animation has the loop's duration and `repeatCount="indefinite"`, so they stay in step.
///
/// The file stays small: a value that never changes is a plain attribute; values are rounded
/// (lengths to 0.1 pt, opacities to 0.01, angles to 0.1°, scale factors to 0.001, colours to
/// 8 bits per channel, key times to 10⁻⁶ of the loop); and a keyframe is left out when the straight line between the kept ones
/// around it passes within half a unit of that precision (so rounding the drawn value gives back
/// the sampled one). The same recording always gives the same bytes.
///
/// Every animated value is also written as a plain attribute holding its value at the sample
/// nearest `stillProgress`, which an animation overrides while it runs: a renderer that does not
/// run SMIL draws that one frame of the transition rather than nothing.
///
/// The affine part of each stand-in's transform is drawn as translate · rotate · scale · skewX
/// (perspective is not drawn). No scripts, no CSS.
public struct AnimatedSVGRenderer {
    let model: PreviewModel
    /// Samples of the plan per second of the transition, 1…120.
    public let framesPerSecond: Int

    /// The frame rate used when none is given: 30 samples per second.
    public static let defaultFramesPerSecond = 30
    /// The frame rates accepted.
    public static let framesPerSecondRange = 1...120
    /// Seconds the loop rests on the last frame and again on the first.
    public static let hold = 1.0
    /// The most intervals sampled, whatever the duration (600 at 30 per second is 20 s).
    public static let maximumIntervals = 600
    /// The progress whose nearest sample a renderer without SMIL draws: mid-transition.
    public static let stillProgress = 0.4

    /// Creates a renderer for a recording sampled at `framesPerSecond` (clamped to 1…120).
    public init(_ recording: TransitionRecording, framesPerSecond: Int = defaultFramesPerSecond) {
        model = PreviewModel(recording)
        self.framesPerSecond = min(max(framesPerSecond, Self.framesPerSecondRange.lowerBound), Self.framesPerSecondRange.upperBound)
    }

    var plan: TransitionPlan { model.recording.plan }

    /// Seconds the forward run takes: the plan's duration, or one frame if it has none.
    public var duration: Double {
        let d = plan.totalDuration
        return d.isFinite && d > 0 ? d : 1 / Double(framesPerSecond)
    }

    /// The number of intervals between samples: the duration at `framesPerSecond`, rounded up.
    var intervals: Int {
        let n = (duration * Double(framesPerSecond)).rounded(.up)
        return Int(min(max(n, 1), Double(Self.maximumIntervals)))
    }

    /// How many frames of the plan are sampled (both ends included).
    public var frameCount: Int { intervals + 1 }

    /// The sampled progresses, 0 to 1 evenly spaced.
    public var progresses: [Double] { (0...intervals).map { Double($0) / Double(intervals) } }

    /// Seconds of one loop: forward, hold, backward, hold.
    public var loopDuration: Double { 2 * duration + 2 * Self.hold }

    /// The plan's progress drawn at `time` seconds into the loop (0…`loopDuration`).
    public func progress(atLoopTime time: Double) -> Double {
        let d = duration
        let h = Self.hold
        switch time {
        case ..<0: return 0
        case ..<d: return time / d
        case ..<(d + h): return 1
        case ..<(2 * d + h): return 1 - (time - d - h) / d
        default: return 0
        }
    }

    /// The loop's keyframes: the time of each and the index of the sample it shows.
    var timeline: [(time: Double, sample: Int)] {
        let n = intervals
        let d = duration
        let h = Self.hold
        var out = (0...n).map { (time: Double($0) / Double(n) * d, sample: $0) }
        out += (0...n).map { (time: d + h + Double($0) / Double(n) * d, sample: n - $0) }
        out.append((time: loopDuration, sample: 0))
        return out
    }

    /// The index of the sample nearest `stillProgress`.
    var stillSample: Int { Int((Self.stillProgress * Double(intervals)).rounded()) }

    /// The animated SVG document, drawn `scale` times the container size (its view box is the
    /// container in points; 1, the default, is a point to a CSS pixel), with `title` as its
    /// accessible name when given.
    public func document(scale: Double = 1, title: String? = nil) -> String {
        let size = model.recording.context.containerSize
        let w = Format.number(size.width)
        let h = Format.number(size.height)
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(w) \(h)\" "
            + "width=\"\(Format.number(size.width * scale))\" height=\"\(Format.number(size.height * scale))\">\n"
        if let title { out += "<title>\(Format.escape(title))</title>\n" }
        out += "<rect width=\"\(w)\" height=\"\(h)\" fill=\"#000000\"/>\n"
        var defs = ""
        var body = ""
        let writer = AnimatedSVGWriter(timeline: timeline, loopDuration: loopDuration, stillSample: stillSample)
        let progresses = progresses
        for i in model.order {
            let states = progresses.map { plan.state(ofTrack: i, atProgress: $0) }
            let drawn = writer.track(model.tracks[i], states: states)
            defs += drawn.defs
            body += drawn.element
        }
        if !defs.isEmpty { out += "<defs>\(defs)</defs>\n" }
        return out + body + "</svg>\n"
    }
}
