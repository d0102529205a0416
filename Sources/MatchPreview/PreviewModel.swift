import MatchEngine

/// What the preview draws for a recording: per track, the stand-in's own look and the static
/// content it carries (its descendants that do not fly on their own), in the stand-in's centred
/// coordinates at capture time.
struct PreviewModel {
    struct Item {
        /// Centred local rect size.
        let size: Size
        /// From the item's centred coordinates to the stand-in's centred coordinates at capture.
        let placement: Transform3D
        let color: Color?
        let cornerRadius: Double
        let alpha: Double
        /// Its text or picture, drawn above its colour (cropped to its own corners).
        var glyph: ContentGlyph? = nil
    }

    struct TrackModel {
        let index: Int
        let label: String
        let role: String
        let fallbackColor: Color?
        let baseSize: Size
        let content: [Item]
        /// What the view draws (text and images get a glyph, so a filmstrip shows how they resize).
        var contentKind: ContentKind = .plain
        /// The stand-in's own text or picture, scaled with its content; its corners come from the
        /// stand-in's clip, which follows the animated radius.
        var glyph: ContentGlyph? = nil
    }

    let recording: TransitionRecording
    let tracks: [TrackModel]
    /// Track indices, back to front.
    let order: [Int]

    /// Static content is drawn for scenes up to this many views; beyond it each stand-in is its rectangle.
    static let contentLimit = 3_000

    init(_ recording: TransitionRecording) {
        self.recording = recording
        let plan = recording.plan
        // Views with tracks of their own (and the roots) are drawn by their own tracks, not inside others.
        var flying: [SceneSide: Set<Int>] = [:]
        for side in [SceneSide.source, .destination] {
            flying[side] = Set(recording.match.participants(on: side)).union([0])
        }
        let drawContent = recording.source.count + recording.destination.count <= Self.contentLimit
        var models: [TrackModel] = []
        for (i, track) in plan.tracks.enumerated() {
            guard let ref = track.view else {
                models.append(
                    TrackModel(
                        index: i, label: "dimming", role: "dimming", fallbackColor: nil,
                        baseSize: track.from.size, content: []))
                continue
            }
            let scene = ref.side == .source ? recording.source : recording.destination
            let view = scene[ref.index]
            var content: [Item] = []
            if drawContent, let back = view.toContainer.inverted() {
                var d = ref.index + 1
                while d < view.subtreeEnd {
                    if flying[ref.side]!.contains(d) {
                        d = scene[d].subtreeEnd
                        continue
                    }
                    let item = scene[d]
                    let glyph = ContentGlyph(
                        view: d, in: scene, label: item.id?.rawValue ?? item.name ?? "\(ref.side) #\(d)",
                        cornerRadius: item.cornerRadii.maximum)
                    if !item.isEffectivelyHidden, item.backgroundColor != nil || glyph != nil {
                        content.append(
                            Item(
                                size: item.size, placement: item.toContainer.concatenating(back), color: item.backgroundColor,
                                cornerRadius: item.cornerRadii.maximum,
                                alpha: view.effectiveAlpha > 0 ? item.effectiveAlpha / view.effectiveAlpha : 0, glyph: glyph))
                    }
                    d += 1
                }
            }
            let label = view.id?.rawValue ?? view.name ?? "\(ref.side) #\(ref.index)"
            models.append(
                TrackModel(
                    index: i, label: label, role: Self.describe(track.role), fallbackColor: view.backgroundColor,
                    baseSize: view.size, content: content, contentKind: view.content,
                    glyph: ContentGlyph(view: ref.index, in: scene, label: label, cornerRadius: 0)))
        }
        tracks = models
        order = plan.tracks.indices.sorted { (plan.tracks[$0].from.zPosition, $0) < (plan.tracks[$1].from.zPosition, $1) }
    }

    static func describe(_ role: Track.Role) -> String {
        switch role {
        case .matched(let pair, let side): "matched #\(pair) (\(side))"
        case .appearing: "appearing"
        case .disappearing: "disappearing"
        case .root(let side): "root (\(side))"
        case .dimming: "dimming"
        }
    }
}
