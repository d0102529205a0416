/// How a matched pair's snapshot fills its flying frame when the frame changes size: which part
/// of the stand-in's bounds its content (the snapshot's pixels) covers at each end
/// (``ViewState/contentRect``).
///
/// Set with `Modifier.resize(_)`; without it the planner picks one (see ``Planner/plan(match:source:destination:context:)``): a pair
/// whose aspect ratio stays within 1 % stretches (a uniform scale distorts nothing), otherwise
/// text moves without scaling when only its width changes and crossfades when its height changes,
/// an image fills its frame, and anything else crossfades. The default never stretches text.
public enum ResizeMode: Sendable, Hashable, Codable {
    /// The content fills the flying frame, stretched to its aspect ratio (`contentRect` `nil`).
    /// Matched views behaved this way before resize modes existed.
    case stretch
    /// The content keeps its own aspect ratio (its natural size's: the size of the view whose
    /// snapshot it is), scaled to fit inside the frame and centred in it; the frame's background
    /// shows around it (letterboxing).
    case aspectFit
    /// The content keeps its own aspect ratio, scaled to cover the whole frame and centred in it;
    /// the frame clips what overhangs.
    case aspectFill
    /// Both stand-ins fly the same frame and crossfade (the dip-free crossfade of two stand-ins),
    /// each content aspect-fit at its own aspect ratio, so neither is distorted.
    case crossfade
    /// The content stays at its natural size (never scaled), anchored at the frame's top-leading
    /// corner (top-left, or top-right in right-to-left layouts) and clipped by the frame: for text,
    /// which reflows rather than scales.
    case positionOnly

    /// Where content of `natural` size sits in a frame of `frame` size under this mode, in the
    /// frame's bounds coordinates (origin top-left, points); `nil` for `.stretch` (the content
    /// fills the frame). `.crossfade` places like `.aspectFit`.
    ///
    /// Negative or NaN sizes count as 0. Content with no area (a zero natural width or height)
    /// cannot keep an aspect ratio and fills the frame. Numbers too large to scale (an infinite
    /// result) give `nil`, so the content stretches rather than turning into NaN.
    package func contentRect(natural: Size, in frame: Size, layoutDirection: TransitionContext.LayoutDirection) -> Rect? {
        func clean(_ v: Double) -> Double { v > 0 ? v : 0 }
        let nw = clean(natural.width)
        let nh = clean(natural.height)
        let fw = clean(frame.width)
        let fh = clean(frame.height)
        let rect: Rect
        switch self {
        case .stretch:
            return nil
        case .positionOnly:
            rect = Rect(x: layoutDirection == .leftToRight ? 0 : fw - nw, y: 0, width: nw, height: nh)
        case .aspectFit, .crossfade, .aspectFill:
            guard nw > 0, nh > 0 else {
                rect = Rect(x: 0, y: 0, width: fw, height: fh)
                break
            }
            let sx = fw / nw
            let sy = fh / nh
            let scale = self == .aspectFill ? max(sx, sy) : min(sx, sy)
            let w = nw * scale
            let h = nh * scale
            rect = Rect(x: (fw - w) / 2, y: (fh - h) / 2, width: w, height: h)
        }
        return rect.isFinite ? rect : nil
    }

    /// The mode the planner picks for a pair without `.resize`: `.stretch` when the two aspect
    /// ratios (width / height; 0 for a zero height) are within 1 % of each other; otherwise, by
    /// what the destination view draws, `.positionOnly` for text whose heights are within 1 %
    /// (a label that only got wider or narrower), `.crossfade` for other text, `.aspectFill` for
    /// an image and `.crossfade` for plain content.
    package static func automatic(sourceSize: Size, destinationSize: Size, destinationContent: ContentKind) -> ResizeMode {
        func within(_ a: Double, _ b: Double) -> Bool { (a - b).magnitude <= 0.01 * max(a.magnitude, b.magnitude) }
        let a = sourceSize.height > 0 ? sourceSize.width / sourceSize.height : 0
        let b = destinationSize.height > 0 ? destinationSize.width / destinationSize.height : 0
        if within(a, b) { return .stretch }
        switch destinationContent {
        case .text: return within(sourceSize.height, destinationSize.height) ? .positionOnly : .crossfade
        case .image: return .aspectFill
        case .plain, .visualEffect: return .crossfade
        }
    }
}
