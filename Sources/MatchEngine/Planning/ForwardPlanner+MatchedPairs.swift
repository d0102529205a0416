// The matched pairs' stand-ins: one shared flight from the source view to the destination view,
// crossfading when the content differs; the packed fast path beside the general rule it equals.

extension ForwardPlanner {
    /// Per side, whether each view is a participant (paired, appearing or disappearing): built on
    /// first use, from the match, in one pass over its lists.
    final class FlierMap {
        private var sides: [SceneSide: [Bool]] = [:]

        /// Whether the view at `index` on `side` is a participant.
        func flies(_ index: Int, on side: SceneSide, in planner: ForwardPlanner) -> Bool {
            if let map = sides[side] { return index < map.count && map[index] }
            let count = side == .source ? planner.source.count : planner.destination.count
            var map = [Bool](repeating: false, count: count)
            for pair in planner.match.pairs {
                let i = side == .source ? pair.source : pair.destination
                if i >= 0 && i < count { map[i] = true }
            }
            for u in side == .source ? planner.match.disappearing : planner.match.appearing where u.index >= 0 && u.index < count {
                map[u.index] = true
            }
            sides[side] = map
            return index < count && map[index]
        }
    }

    /// Tracks for the matched pairs (crossfade partners refer to each other by index in the batch).
    ///
    /// A matched view lands inside the destination root. When that root moves (its position, size
    /// or transform changes: a sliding screen, a sheet coming up, a zoom), the pair takes the
    /// root's delay, duration and timing, so it travels in step with the surface it lands on —
    /// in the root's frame it goes straight from where it starts to where it lands, never ahead of
    /// the surface or behind it — unless either view's modifiers give the pair a timing of its own
    /// (`.delay`, `.duration`, `.timing`, `.spring`), which the app asked for and keeps.
    func matchedTracks(
        into batch: inout PlanStorage, ignoring: (source: [Bool], destination: [Bool]), landingRoot: Track?
    ) {
        let movingRoot = landingRoot.flatMap { root in
            root.from.position != root.to.position || root.from.size != root.to.size
                || root.from.transform != root.to.transform ? root : nil
        }
        // The timing of a pair without modifiers: the moving root's, else the context's matched one.
        let plainTiming =
            movingRoot.map {
                TimingGroup.Key(delay: $0.delay, duration: $0.duration, timing: $0.timing, reversed: false)
            } ?? TimingGroup.Key(delay: 0, duration: context.duration, timing: context.matchedTiming, reversed: false)
        for k in match.pairs.indices {
            // Pairs and records are read in place: a `MatchedPair` copied is a retain, a
            // `ViewSnapshot` 272 bytes and up to five.
            let s = match.pairs[k].source
            let d = match.pairs[k].destination
            guard s < source.count, d < destination.count else { continue }
            switch PairShape.classify(source: s, destination: d, ignoring: ignoring, in: self) {
            case .plain(let resize, let crossfade):
                packPlainPair(
                    k, source: s, destination: d, nesting: match.pairs[k].nestingDepth, resize: resize,
                    crossfade: crossfade, timing: plainTiming, into: &batch)
            case .general:
                appendPair(k, ignoring: ignoring, movingRoot: movingRoot, into: &batch)
            }
        }
    }

    /// Which rule builds a matched pair's stand-ins.
    enum PairShape: Equatable {
        /// Packed straight from the two snapshot records (`packPlainPair`): neither view has
        /// modifiers (or they are ignored), Reduce Motion does not dissolve in place, and no shadow
        /// must be shared between crossfading stand-ins. With the `ResizeMode.automatic` the general
        /// rule picks for the pair, and whether its stand-ins crossfade.
        case plain(resize: ResizeMode, crossfade: Bool)
        /// Built by the general rule (`appendPair`): every other pair, and every pair when the
        /// planner does not pack plain tracks.
        case general

        /// The shape of the pair of source view `s` and destination view `d` (both in range).
        static func classify(
            source s: Int, destination d: Int, ignoring: (source: [Bool], destination: [Bool]), in planner: ForwardPlanner
        ) -> PairShape {
            // The records are read in place (a `ViewSnapshot` copied is 272 bytes and retains).
            guard planner.packsPlainTracks, !planner.context.dissolvesInPlace,
                ignoring.source[s] || planner.source.views[s].modifiers.isEmpty,
                ignoring.destination[d] || planner.destination.views[d].modifiers.isEmpty
            else { return .general }
            let resize = ResizeMode.automatic(
                sourceSize: planner.source.views[s].size, destinationSize: planner.destination.views[d].size,
                destinationContent: planner.destination.views[d].content)
            let crossfade = resize == .crossfade || planner.contentDiffers(source: s, destination: d)
            if crossfade && (planner.source.views[s].shadow != nil || planner.destination.views[d].shadow != nil) {
                return .general
            }
            return .plain(resize: resize, crossfade: crossfade)
        }
    }

    /// The general rule for matched pair `k`: its modifiers (the destination's before the
    /// source's), its resize mode, crossfade, timing (the moving root's unless its modifiers time
    /// it) and z index.
    func appendPair(
        _ k: Int, ignoring: (source: [Bool], destination: [Bool]), movingRoot: Track?, into batch: inout PlanStorage
    ) {
        let pair = match.pairs[k]
        let s = pair.source
        let d = pair.destination
        let sourceSize = source.views[s].size
        let destinationSize = destination.views[d].size
        let conditions = ModifierSet.Conditions(matched: true, presenting: context.kind.isPresenting)
        // Destination modifiers (where it comes from) take precedence over the source's.
        let mods = ModifierSet(ignoring.source[pair.source] ? [] : source.views[pair.source].modifiers, conditions)
        let destinationMods = ModifierSet(
            ignoring.destination[pair.destination] ? [] : destination.views[pair.destination].modifiers, conditions)
        // `.whenMatched` state modifiers (either side's) shape where the flight starts, after `.beginWith`.
        let begun = destinationMods.applyBegin(to: mods.applyBegin(to: ViewState(source.views[pair.source])))
        let from = destinationMods.applyMatchedState(to: mods.applyMatchedState(to: begun))
        let to = ViewState(destination.views[pair.destination])
        // How the snapshots fill the flying frame: the presented side's `.resize` wins, else the
        // default by aspect ratio and content kind (`ResizeMode.automatic`).
        let explicitResize = destinationMods.resize ?? mods.resize
        let resize =
            explicitResize
            ?? ResizeMode.automatic(
                sourceSize: sourceSize, destinationSize: destinationSize,
                destinationContent: destination.views[pair.destination].content)
        // One shared look: the colour and radii travel from the source's to the destination's.
        var crossfade =
            explicitResize == .crossfade
            || (destinationMods.crossfade ?? mods.crossfade
                ?? (resize == .crossfade || contentDiffers(source: s, destination: d)))
        if context.dissolvesInPlace { crossfade = true }  // both views dissolve in place
        var track = Track(
            role: .matched(pair: k, side: .destination), view: ViewReference(side: .destination, index: pair.destination),
            from: from, to: to, duration: context.duration, timing: context.matchedTiming)
        if let root = movingRoot, !mods.givesTiming, !destinationMods.givesTiming {
            track.delay = root.delay
            track.duration = root.duration
            track.timing = root.timing
        }
        applyTiming(mods, to: &track)
        applyTiming(destinationMods, to: &track)
        let zIndex = destinationMods.zIndex ?? mods.zIndex ?? 0
        if crossfade {
            var sourceTrack = track
            sourceTrack.role = .matched(pair: k, side: .source)
            sourceTrack.view = ViewReference(side: .source, index: pair.source)
            // Dip-free: over an opaque incoming stand-in (on top, fading in), the outgoing one
            // stays as opaque as it was — the composite is then a straight blend of the two, never
            // the backdrop showing through — and is removed with the other stand-ins at the end,
            // where the incoming one covers it exactly. Over a translucent incoming view the
            // outgoing one must fade out, or it would show through at the end.
            let incomingIsOpaque = track.to.alpha >= 1 && (track.to.backgroundColor?.alpha ?? 0) >= 1
            sourceTrack.to.alpha = incomingIsOpaque ? sourceTrack.from.alpha : 0
            track.from.alpha = 0
            placeContent(of: &sourceTrack, natural: sourceSize, resize: resize)
            Self.shareShadow(source: &sourceTrack, destination: &track, sourceKeepsAlpha: incomingIsOpaque)
            let first = batch.count
            sourceTrack.crossfadePartner = first + 1
            track.crossfadePartner = first
            batch.append(
                sourceTrack,
                Meta(
                    sourceIndex: pair.source, destinationIndex: pair.destination,
                    layer: 4, zIndex: zIndex, nesting: pair.nestingDepth, order: 2 * k))
        }
        placeContent(of: &track, natural: destinationSize, resize: resize)
        batch.append(
            track,
            Meta(
                sourceIndex: pair.source, destinationIndex: pair.destination, layer: 4,
                zIndex: zIndex, nesting: pair.nestingDepth, order: 2 * k + 1))
    }

    /// Packs the stand-ins of matched pair `k`, of shape `.plain(resize, crossfade)`, straight
    /// from its two snapshot records, without a `ModifierSet`, ``ViewState``s or a ``Track`` (~1 000
    /// bytes) built first.
    ///
    /// Equal, bit for bit, to what the general rule (`appendPair`) stores for such a pair: no
    /// `.beginWith` or `.whenMatched` state; `ResizeMode.automatic`; a crossfade when that mode
    /// crossfades or the views look different (`contentDiffers`); `timing`, which is the
    /// context's matched timing or the moving root's; z index 0; and for a crossfade the source's
    /// stand-in below the destination's, the dip-free alpha rule and each stand-in's content placed
    /// by the mode.
    func packPlainPair(
        _ k: Int, source s: Int, destination d: Int, nesting: Int, resize: ResizeMode, crossfade: Bool,
        timing: TimingGroup.Key, into batch: inout PlanStorage
    ) {
        let sourceSize = source.views[s].size
        let destinationSize = destination.views[d].size
        let sourceAlpha = source.views[s].effectiveAlpha
        let destinationAlpha = destination.views[d].effectiveAlpha
        let destinationView = ViewReference(side: .destination, index: d)
        // `.stretch` (most pairs that look alike) leaves the content filling the bounds.
        let content =
            resize == .stretch
            ? (from: nil, to: nil) : contentRects(natural: destinationSize, from: sourceSize, to: destinationSize, resize: resize)
        guard crossfade else {
            batch.tracks.appendFlight(
                TrackRecord(matched: k, side: .destination, view: destinationView, partner: nil, timing: 0), timing: timing,
                from: s, of: source.views, alpha: sourceAlpha, content: content.from,
                to: d, of: destination.views, alpha: destinationAlpha, content: content.to)
            batch.meta.append(
                Meta(
                    sourceIndex: s, destinationIndex: d, layer: 4, zIndex: 0, nesting: nesting,
                    order: 2 * k + 1))
            return
        }
        // The outgoing stand-in keeps its alpha over an opaque incoming one (see `appendPair`).
        let incomingIsOpaque = destinationAlpha >= 1 && (destination.views[d].backgroundColor?.alpha ?? 0) >= 1
        let first = batch.count
        let sourceContent = contentRects(natural: sourceSize, from: sourceSize, to: destinationSize, resize: resize)
        batch.tracks.appendFlight(
            TrackRecord(matched: k, side: .source, view: ViewReference(side: .source, index: s), partner: first + 1, timing: 0),
            timing: timing, from: s, of: source.views, alpha: sourceAlpha, content: sourceContent.from,
            to: d, of: destination.views, alpha: incomingIsOpaque ? sourceAlpha : 0, content: sourceContent.to)
        batch.meta.append(Meta(sourceIndex: s, destinationIndex: d, layer: 4, zIndex: 0, nesting: nesting, order: 2 * k))
        batch.tracks.appendFlight(
            TrackRecord(matched: k, side: .destination, view: destinationView, partner: first, timing: 0), timing: timing,
            from: s, of: source.views, alpha: 0, content: content.from,
            to: d, of: destination.views, alpha: destinationAlpha, content: content.to)
        batch.meta.append(Meta(sourceIndex: s, destinationIndex: d, layer: 4, zIndex: 0, nesting: nesting, order: 2 * k + 1))
    }

    /// Gives a crossfading pair's shadow to its stand-ins so that it never shows twice: the
    /// composite shadow moves from the source's (its alpha × opacity) to the destination's and
    /// never exceeds the larger of the two.
    ///
    /// - When the outgoing (source) stand-in keeps its alpha `A` (the dip-free crossfade over an
    ///   opaque incoming view), it alone carries the shadow, flying from the source's to the
    ///   destination's with the end opacity scaled by `B / A` (`B` the incoming end alpha, clamped
    ///   at 1), so the shadow shown, `A` × opacity, moves linearly between the two ends. The
    ///   incoming stand-in, fading in on top, carries none: two stand-ins casting the same shadow
    ///   would darken it up to twice. (An outgoing alpha of 0 shows nothing; then the incoming one
    ///   carries it as a plain matched flight does.)
    /// - When both fade (a translucent incoming view), neither can carry it alone without a jump at
    ///   one end, so each keeps its own end's opacity while the shape flies: the outgoing one the
    ///   source's, fading out with it, the incoming one the destination's, fading in. Two layers of
    ///   strength x and y show 1 − (1 − x)(1 − y) ≤ x + y = (1 − f)·A·oₛ + f·B·o_d, never more than
    ///   the larger end.
    static func shareShadow(source: inout Track, destination: inout Track, sourceKeepsAlpha: Bool) {
        let s = source.from.shadow
        let d = destination.to.shadow
        guard s != nil || d != nil else { return }
        let a = source.from.alpha
        let b = destination.to.alpha
        if sourceKeepsAlpha {
            guard a > 0 else {
                source.from.shadow = nil
                source.to.shadow = nil
                return
            }
            source.to.shadow = d.map { $0.withOpacity(min($0.opacity * b / a, 1)) }
            destination.from.shadow = nil
            destination.to.shadow = nil
        } else {
            source.to.shadow = s.map { own in d?.withOpacity(own.opacity) ?? own }
            destination.from.shadow = d.map { own in s?.withOpacity(own.opacity) ?? own }
        }
    }

    /// Sets a matched stand-in's `contentRect` at both ends: content of `natural` size (the size of
    /// the view whose snapshot it shows) placed by `resize` in each end's size. Both stay `nil`
    /// when the content fills the bounds at both ends (stretch, or a placement that comes out as
    /// the whole bounds), so such a stand-in needs no clipping frame.
    func placeContent(of track: inout Track, natural: Size, resize: ResizeMode) {
        let rects = contentRects(natural: natural, from: track.from.size, to: track.to.size, resize: resize)
        guard let from = rects.from, let to = rects.to else { return }
        track.from.contentRect = from
        track.to.contentRect = to
    }

    /// Where content of `natural` size sits, placed by `resize`, in a stand-in of size `from` at
    /// the start and `to` at the end: both `nil` when it fills the bounds at both ends, else both set.
    func contentRects(natural: Size, from: Size, to: Size, resize: ResizeMode) -> (from: Rect?, to: Rect?) {
        let direction = context.layoutDirection
        let start = resize.contentRect(natural: natural, in: from, layoutDirection: direction)
        let end = resize.contentRect(natural: natural, in: to, layoutDirection: direction)
        func fills(_ rect: Rect?, _ size: Size) -> Bool {
            guard let rect else { return true }
            let tolerance = 1e-9 * max(1, size.width.magnitude, size.height.magnitude)
            return rect.isApproximatelyEqual(to: Rect(origin: .zero, size: size), tolerance: tolerance)
        }
        if fills(start, from) && fills(end, to) { return (nil, nil) }
        return (start ?? Rect(origin: .zero, size: from), end ?? Rect(origin: .zero, size: to))
    }

    /// Whether a pair's two views look different, so their stand-ins must crossfade (their records
    /// read in place): a different background colour or number of subviews; or a content
    /// fingerprint (``ViewSnapshot/contentFingerprint``) known on both sides that differs, for the
    /// views or for any two of their subviews at the same place in the two subtrees whose pixels
    /// are in the stand-ins (not inside a view that flies on its own on either side). When the views'
    /// own fingerprints are both known and equal (and nothing above differs) the content is the
    /// same: one snapshot flies, whatever the aspect ratios (the ``ResizeMode`` places it). When
    /// either is unknown, aspect ratios more than 1 % apart count as different content (a guess).
    func contentDiffers(source s: Int, destination d: Int) -> Bool {
        if source.views[s].backgroundColor != destination.views[d].backgroundColor { return true }
        let count = source.views[s].subtreeEnd - s
        if count != destination.views[d].subtreeEnd - d { return true }
        // The subtrees' fingerprints, view by view, where both sides know them (usually none does).
        if count > 0, s + count <= source.count, d + count <= destination.count {
            for k in 0..<count {
                if let a = source.views[s + k].contentFingerprint, let b = destination.views[d + k].contentFingerprint, a != b,
                    k == 0
                        || !(isInsideFlier(s + k, below: s, in: source, side: .source)
                            || isInsideFlier(d + k, below: d, in: destination, side: .destination))
                {
                    return true
                }
            }
        }
        if source.views[s].contentFingerprint != nil && destination.views[d].contentFingerprint != nil { return false }
        let sourceSize = source.views[s].size
        let destinationSize = destination.views[d].size
        let a = sourceSize.height > 0 ? sourceSize.width / sourceSize.height : 0
        let b = destinationSize.height > 0 ? destinationSize.width / destinationSize.height : 0
        return (a - b).magnitude > 0.01 * max(a.magnitude, b.magnitude)
    }

    /// Whether the view at `index`, or an ancestor of it below `top`, flies on its own, so that its
    /// pixels are kept out of `top`'s stand-in.
    func isInsideFlier(_ index: Int, below top: Int, in scene: SceneSnapshot, side: SceneSide) -> Bool {
        var i = index
        while i > top && i < scene.count {
            if fliers.flies(i, on: side, in: self) { return true }
            let p = scene.views[i].parent
            guard p < i else { return false }
            i = p
        }
        return false
    }
}
