/// Plans a presenting transition from `source` (the screen underneath) to `destination`.
/// Pop and dismiss use it with the sides swapped (`rolesAreMirrored`) and play the result back.
struct ForwardPlanner {
    let source: SceneSnapshot
    let destination: SceneSnapshot
    let match: MatchResult
    let context: TransitionContext
    /// The sides are swapped relative to the real transition: conditions (`whenAppearing`, …)
    /// must see the real roles.
    let rolesAreMirrored: Bool
    /// Whether tracks the general rules would build from a view's own records alone — a rider
    /// without modifiers, a matched pair without modifiers (unless a shadow must be shared or
    /// Reduce Motion dissolves it) — are packed straight from their snapshot records (the
    /// default). `false` builds every track by the general rules: the reference the tests compare
    /// the packed ones with, bit for bit.
    var packsPlainTracks = true
    /// Which views fly on their own, each side, worked out the first time a content comparison
    /// needs it (see `contentDiffers`).
    private let fliers = FlierMap()

    /// Per side, whether each view is a participant (paired, appearing or disappearing): built on
    /// first use, from the match, in one pass over its lists.
    private final class FlierMap {
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

    /// What z-ordering and cascades need to know about a track under construction.
    struct Meta {
        var sourceIndex: Int?
        var destinationIndex: Int?
        var layer: Double
        var zIndex: Double
        var nesting: Int
        var order: Int
    }

    /// A track under construction with its metadata (used for the few root tracks).
    private struct Building {
        var track: Track
        var meta: Meta
        init(track: Track, sourceIndex: Int?, destinationIndex: Int?, layer: Double, zIndex: Double, nesting: Int, order: Int) {
            self.track = track
            meta = Meta(sourceIndex: sourceIndex, destinationIndex: destinationIndex, layer: layer, zIndex: zIndex,
                        nesting: nesting, order: order)
        }
        var layer: Double { meta.layer }
    }

    /// All tracks, packed as they are built, and their metadata in parallel: planning thousands
    /// of views keeps no `Track` (~1 000 bytes) beyond the one being built.
    private struct Batch {
        var tracks = TrackBatch()
        var meta: [Meta] = []
        var count: Int { tracks.count }
        mutating func append(_ track: Track, _ meta: Meta) {
            tracks.append(track)
            self.meta.append(meta)
        }
    }

    /// The tracks, built in `storage`'s memory when it is not shared any more (a workspace's
    /// buffers from an earlier transition), so a second plan of the same size allocates no new
    /// pages for them; `storage` then shares the result's buffers for the next one. Every state
    /// is sanitized and every timing clamped (`TrackBatch.sanitize(defaultDuration:)`).
    func tracks(reusing storage: inout (tracks: TrackBatch, meta: [Meta])) {
        let scans = (source: scanSubtrees(source, side: .source), destination: scanSubtrees(destination, side: .destination))
        let ignoring = (source: scans.source.ignored, destination: scans.destination.ignored)
        var batch = Batch()
        swap(&batch.tracks, &storage.tracks)
        swap(&batch.meta, &storage.meta)
        let expected = 3 + 2 * match.pairs.count + match.appearing.count + match.disappearing.count
        batch.tracks.removeAll(reservingCapacity: expected)
        batch.meta.removeAll(keepingCapacity: true)
        batch.meta.reserveCapacity(expected)
        let roots = rootTracks(holdingEffectViews: (scans.source.holdsEffectView, scans.destination.holdsEffectView))
        for r in roots { batch.append(r.track, r.meta) }
        matchedTracks(into: &batch, ignoring: ignoring, landingRoot: roots.first { $0.track.role == .root(.destination) }?.track)
        unmatchedTracks(side: .source, root: RootMotion(side: .source, scene: source, roots: roots), ignoring: ignoring.source,
                        into: &batch)
        unmatchedTracks(side: .destination, root: RootMotion(side: .destination, scene: destination, roots: roots),
                        ignoring: ignoring.destination, into: &batch)
        applyCascades(&batch, cascading: (scans.source.cascading, scans.destination.cascading))
        if context.dissolvesInPlace { dissolveInPlace(&batch) }
        for (rank, i) in Self.stackingOrder(batch.meta).enumerated() { batch.tracks.setZPosition(Double(rank), ofTrack: i) }
        batch.tracks.sanitize(defaultDuration: context.duration)
        storage = (batch.tracks, batch.meta)
    }

    /// The tracks' indices from back to front: by zIndex, then layer, nesting, document order
    /// (a crossfading pair's source stand-in below its destination's), then index.
    ///
    /// The few distinct (zIndex, layer) pairs are ranked first, so that each track sorts by one
    /// integer (rank, nesting, order) and its index instead of a five-part tuple of numbers: the
    /// same order (tested against the tuple sort): none needed when the keys already ascend, the
    /// standard library's stable sort for a few ascending runs, a radix sort otherwise. Tables the
    /// integer does not suit are sorted by the tuple: more than `rankedPairLimit` distinct pairs
    /// (each new pair is looked for among those seen), a nesting outside 0 ..< 2¹⁶, an order
    /// outside 0 ..< 2³², a number that is not finite.
    static func stackingOrder(_ meta: [Meta]) -> [Int] {
        func byTuple() -> [Int] {
            meta.indices.map { i in (meta[i].zIndex, meta[i].layer, meta[i].nesting, meta[i].order, i) }
                .sorted { $0 < $1 }.map(\.4)
        }
        // Each track's key holds its pair's index in `pairs` at first, its pair's rank once known.
        var pairs: [(zIndex: Double, layer: Double)] = []
        var keys = [(key: UInt64, index: Int)]()
        keys.reserveCapacity(meta.count)
        var last = -1
        var largestNesting: UInt64 = 0, largestOrder: UInt64 = 0
        for (t, m) in meta.enumerated() {
            guard m.zIndex.isFinite, m.layer.isFinite, m.nesting >= 0, UInt64(m.nesting) < 1 << 16, m.order >= 0,
                UInt64(m.order) < 1 << 32
            else { return byTuple() }
            // Neighbouring tracks usually share their pair: no search then.
            if last < 0 || pairs[last].zIndex != m.zIndex || pairs[last].layer != m.layer {
                if let known = pairs.firstIndex(where: { $0.zIndex == m.zIndex && $0.layer == m.layer }) {
                    last = known
                } else {
                    guard pairs.count < rankedPairLimit else { return byTuple() }
                    last = pairs.count
                    pairs.append((m.zIndex, m.layer))
                }
            }
            largestNesting = max(largestNesting, UInt64(m.nesting))
            largestOrder = max(largestOrder, UInt64(m.order))
            keys.append((UInt64(last) << 48 | UInt64(m.nesting) << 32 | UInt64(m.order), t))
        }
        // A pair's rank: how many pairs sort before it (they are distinct, at most 64).
        let ranks = pairs.map { p in UInt64(pairs.count { $0 < p }) }
        // The key packed into as few bits as the largest nesting and order need (about 20 in a
        // plan: fewer passes of a radix sort), and how many times it goes down from one track to
        // the next (a plan's tracks come in runs that ascend: roots, pairs, each side's views).
        let orderBits = UInt64(64 - largestOrder.leadingZeroBitCount)
        let rankShift = orderBits + UInt64(64 - largestNesting.leadingZeroBitCount)
        var anyBitSet: UInt64 = 0, everyBitSet = UInt64.max
        var previous: UInt64 = 0, descents = 0
        for k in keys.indices {
            let packed = keys[k].key
            let key = ranks[Int(packed >> 48)] << rankShift | (packed >> 32 & 0xFFFF) << orderBits | packed & 0xFFFF_FFFF
            keys[k].key = key
            anyBitSet |= key
            everyBitSet &= key
            if key < previous { descents += 1 }
            previous = key
        }
        if descents == 0 { return Array(keys.indices) }
        // A few long runs: the standard library's stable sort merges them in about as many passes
        // as there are runs, fewer than the radix sort's two or three (both tested against the tuple sort).
        if descents <= Self.fewRuns {
            keys.sort { $0.key < $1.key }
            return keys.map(\.index)
        }
        return radixSortedIndices(&keys, varying: anyBitSet ^ everyBitSet)
    }

    /// The most descents (a key below the one before it) for which `stackingOrder` merges the
    /// ascending runs with the standard library's stable sort rather than sorting by radix: 8.
    static let fewRuns = 8

    /// The indices of `keys` in ascending order of key, equal keys in their order in `keys`: a
    /// least-significant-digit radix sort, one counting pass per digit (11 bits; 8 for fewer than
    /// 2 048 keys) in which `varying` has a bit set. Linear in the number of keys; the order a
    /// comparison sort of (key, index) gives, when the indices ascend. `varying` must have every
    /// bit set in which two keys differ (digits with none are skipped). `keys` is the sort's
    /// scratch space: its contents are left in no particular order.
    static func radixSortedIndices(_ keys: inout [(key: UInt64, index: Int)], varying: UInt64) -> [Int] {
        let count = keys.count
        let digitBits: UInt64 = count < 2_048 ? 8 : 11
        let digitMask: UInt64 = 1 << digitBits - 1
        var shifts: [UInt64] = []
        for shift in stride(from: 0 as UInt64, to: 64, by: Int(digitBits)) where varying >> shift & digitMask != 0 {
            shifts.append(shift)
        }
        guard let lastShift = shifts.last else { return keys.map(\.index) }
        var other = [(key: UInt64, index: Int)](repeating: (0, 0), count: shifts.count > 1 ? count : 0)
        var order = [Int](repeating: 0, count: count)
        var counts = [Int](repeating: 0, count: 1 << Int(digitBits))
        // Through buffers: the passes touch every key twice, and the arrays' own iteration and
        // subscripts cost more than the sort's work (checked with callgrind).
        keys.withUnsafeMutableBufferPointer { keys in
            other.withUnsafeMutableBufferPointer { other in
                order.withUnsafeMutableBufferPointer { order in
                    counts.withUnsafeMutableBufferPointer { counts in
                        var from = keys, to = other
                        for shift in shifts {
                            counts.update(repeating: 0)
                            for k in from { counts[Int(truncatingIfNeeded: k.key >> shift & digitMask)] += 1 }
                            // Each digit's first place.
                            var place = 0
                            for d in counts.indices {
                                let count = counts[d]
                                counts[d] = place
                                place += count
                            }
                            if shift == lastShift {
                                for k in from {
                                    let d = Int(truncatingIfNeeded: k.key >> shift & digitMask)
                                    order[counts[d]] = k.index
                                    counts[d] += 1
                                }
                            } else {
                                for k in from {
                                    let d = Int(truncatingIfNeeded: k.key >> shift & digitMask)
                                    to[counts[d]] = k
                                    counts[d] += 1
                                }
                                swap(&from, &to)
                            }
                        }
                    }
                }
            }
        }
        return order
    }

    /// The most distinct (zIndex, layer) pairs `stackingOrder` ranks before it sorts by the tuple
    /// instead: 64. A plan has a handful (its layers, and the `.zIndex` values its modifiers give);
    /// looking each new pair up among those seen costs up to this many comparisons per track.
    static let rankedPairLimit = 64

    // MARK: Roots

    private func rootTracks(holdingEffectViews: (source: Bool, destination: Bool)) -> [Building] {
        guard source.count > 0 || destination.count > 0 else { return [] }
        let w = context.containerSize.width, h = context.containerSize.height
        var sourceEnd: (ViewState, ViewState)? = source.count > 0 ? (ViewState(source[0]), ViewState(source[0])) : nil
        var destinationEnd: (ViewState, ViewState)? =
            destination.count > 0 ? (ViewState(destination[0]), ViewState(destination[0])) : nil
        var sourceOnTop = false
        var dimming: Color?

        func offset(_ s: ViewState, _ v: Vector) -> ViewState {
            var s = s
            s.position = s.position + v
            return s
        }
        func scaled(_ s: ViewState, _ f: Double, alpha: Double) -> ViewState {
            var s = s
            s.transform = Transform3D.scale(x: f, y: f).concatenating(s.transform)
            s.alpha = alpha
            return s
        }
        // The screens crossfade without a dip: under an opaque incoming screen (fading in on top)
        // the outgoing one stays as opaque as it is — the composite is a straight blend of the two,
        // never the backdrop showing through — and the incoming one covers it exactly at the end.
        // Under a translucent incoming screen the outgoing one must fade out, or it would show through.
        let incomingIsOpaque = destination.count > 0 && destination[0].alpha >= 1
            && (destination[0].backgroundColor?.alpha ?? 0) >= 1 && !destination[0].isHidden
        let outgoingAlpha = incomingIsOpaque ? (sourceEnd?.1.alpha ?? 1) : 0
        func span(_ d: Direction) -> Vector {
            let u = d.unit
            return u * (u.dx != 0 ? w : h)
        }

        switch context.resolvedEffect {
        case .automatic, .slideByTabOrder, .none:
            break
        case let .push(d):
            if let s = sourceEnd { sourceEnd = (s.0, offset(s.1, span(d) * (1.0 / 3))) }
            if let t = destinationEnd { destinationEnd = (offset(t.0, -span(d)), t.1) }
        case let .pull(d):
            if let s = sourceEnd { sourceEnd = (s.0, offset(s.1, span(d))) }
            if let t = destinationEnd { destinationEnd = (offset(t.0, -span(d) * (1.0 / 3)), t.1) }
            sourceOnTop = true
        case let .cover(d):
            if let t = destinationEnd { destinationEnd = (offset(t.0, -span(d)), t.1) }
        case let .uncover(d):
            if let s = sourceEnd { sourceEnd = (s.0, offset(s.1, span(d))) }
            sourceOnTop = true
        case let .slide(d):
            if let s = sourceEnd { sourceEnd = (s.0, offset(s.1, span(d))) }
            if let t = destinationEnd { destinationEnd = (offset(t.0, -span(d)), t.1) }
        case .fade:
            if let s = sourceEnd { sourceEnd = (s.0, scaled(s.1, 1, alpha: outgoingAlpha)) }
            if let t = destinationEnd { destinationEnd = (scaled(t.0, 1, alpha: 0), t.1) }
        case .zoom:
            if let s = sourceEnd { sourceEnd = (s.0, scaled(s.1, 1.15, alpha: outgoingAlpha)) }
            if let t = destinationEnd { destinationEnd = (scaled(t.0, 0.85, alpha: 0), t.1) }
        case .zoomOut:
            if let s = sourceEnd { sourceEnd = (s.0, scaled(s.1, 0.85, alpha: outgoingAlpha)) }
            if let t = destinationEnd { destinationEnd = (scaled(t.0, 1.15, alpha: 0), t.1) }
        case let .presentFromEdge(edge, dim, _):
            dimming = dim
            if let t = destinationEnd {
                // The screen travels exactly far enough to leave the container past its edge: a
                // partial sheet moves by its own extent, so a finger dragging it stays on it.
                let c = t.1.corners
                let xs = [c.0.x, c.1.x, c.2.x, c.3.x], ys = [c.0.y, c.1.y, c.2.y, c.3.y]
                let f = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                switch edge {
                case .top: destinationEnd = (offset(t.0, Vector(dx: 0, dy: -max(f.maxY, 0))), t.1)
                case .bottom: destinationEnd = (offset(t.0, Vector(dx: 0, dy: max(h - f.minY, 0))), t.1)
                case .left: destinationEnd = (offset(t.0, Vector(dx: -max(f.maxX, 0), dy: 0)), t.1)
                case .right: destinationEnd = (offset(t.0, Vector(dx: max(w - f.minX, 0), dy: 0)), t.1)
                case .center: destinationEnd = (scaled(t.0, 1.2, alpha: 0), t.1)
                }
            }
        case let .circularReveal(center):
            if let t = destinationEnd, let inverse = t.1.toContainer.inverted() {
                // The circle's centre in the root's bounds coordinates (origin top-left).
                let local = center.applying(inverse)
                let c = Point(x: local.x + t.1.size.width / 2, y: local.y + t.1.size.height / 2)
                let corners = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: 0, y: h), Point(x: w, y: h)]
                let radius = corners.map { $0.distance(to: center) }.max() ?? 0
                var from = t.0, to = t.1
                from.clip = .circle(center: c, radius: 0)
                to.clip = .circle(center: c, radius: radius / max(t.1.transform.areaScale, 1e-9))
                destinationEnd = (from, to)
            }
        }

        // A screen holding a visual-effect view (a bar's blur) is never faded or masked: the
        // effect breaks under alpha below 1 or a mask on any superview (uikit-practice P9).
        let sourceOwnAlpha = sourceEnd?.0.alpha ?? 1
        if holdingEffectViews.destination, var t = destinationEnd, t.0.alpha != t.1.alpha || t.0.clip != nil || t.1.clip != nil {
            t.0.alpha = t.1.alpha
            t.0.clip = nil
            t.1.clip = nil
            destinationEnd = t
            // The blend is kept where it can be: an opaque incoming screen fading in on top shows
            // the same as the outgoing screen, if it holds no blur, fading out on top of it.
            if !holdingEffectViews.source, incomingIsOpaque, dimming == nil, !sourceOnTop, var s = sourceEnd {
                s.1.alpha = 0
                sourceEnd = s
                sourceOnTop = true
            }
        }
        if holdingEffectViews.source, var s = sourceEnd, s.1.alpha != sourceOwnAlpha || s.0.clip != nil || s.1.clip != nil {
            s.1.alpha = sourceOwnAlpha
            s.0.clip = nil
            s.1.clip = nil
            sourceEnd = s
        }

        var result: [Building] = []
        let timing = context.timing
        if let s = sourceEnd {
            let mods = modifiers(side: .source, index: 0)
            var track = Track(role: .root(.source), view: ViewReference(side: .source, index: 0), from: s.0, to: s.1,
                              duration: context.duration, timing: timing)
            applyTiming(mods, to: &track)
            result.append(Building(track: track, sourceIndex: 0, destinationIndex: nil, layer: sourceOnTop ? 2 : 0,
                                   zIndex: mods.zIndex ?? 0, nesting: 0, order: 0))
        }
        if let color = dimming {
            let full = ViewState(
                position: Point(x: w / 2, y: h / 2), size: context.containerSize, alpha: 0, backgroundColor: color)
            var shown = full
            shown.alpha = 1
            result.append(Building(track: Track(role: .dimming, view: nil, from: full, to: shown, duration: context.duration,
                                                timing: timing),
                                   sourceIndex: nil, destinationIndex: nil, layer: 1, zIndex: 0, nesting: 0, order: 0))
        }
        if let t = destinationEnd {
            let mods = modifiers(side: .destination, index: 0)
            var track = Track(role: .root(.destination), view: ViewReference(side: .destination, index: 0), from: t.0, to: t.1,
                              duration: context.duration, timing: timing)
            applyTiming(mods, to: &track)
            result.append(Building(track: track, sourceIndex: nil, destinationIndex: 0, layer: sourceOnTop ? 0 : 2,
                                   zIndex: mods.zIndex ?? 0, nesting: 0, order: 1))
        }
        return result
    }

    // MARK: Matched pairs

    /// Tracks for the matched pairs (crossfade partners refer to each other by index in the batch).
    ///
    /// A matched view lands inside the destination root. When that root moves (its position, size
    /// or transform changes: a sliding screen, a sheet coming up, a zoom), the pair takes the
    /// root's delay, duration and timing, so it travels in step with the surface it lands on —
    /// in the root's frame it goes straight from where it starts to where it lands, never ahead of
    /// the surface or behind it — unless either view's modifiers give the pair a timing of its own
    /// (`.delay`, `.duration`, `.timing`, `.spring`), which the app asked for and keeps.
    private func matchedTracks(
        into batch: inout Batch, ignoring: (source: [Bool], destination: [Bool]), landingRoot: Track?
    ) {
        let movingRoot = landingRoot.flatMap { root in
            root.from.position != root.to.position || root.from.size != root.to.size
                || root.from.transform != root.to.transform ? root : nil
        }
        // The timing of a pair without modifiers: the moving root's, else the context's matched one.
        let plainTiming = movingRoot.map {
            TimingGroup.Key(delay: $0.delay, duration: $0.duration, timing: $0.timing, reversed: false)
        } ?? TimingGroup.Key(delay: 0, duration: context.duration, timing: context.matchedTiming, reversed: false)
        for k in match.pairs.indices {
            // Pairs and records are read in place: a `MatchedPair` copied is a retain, a
            // `ViewSnapshot` 272 bytes and up to five.
            let s = match.pairs[k].source, d = match.pairs[k].destination
            guard s < source.count, d < destination.count else { continue }
            // A pair without modifiers (the usual case) is packed straight from its two records.
            if packsPlainTracks, ignoring.source[s] || source.views[s].modifiers.isEmpty,
                ignoring.destination[d] || destination.views[d].modifiers.isEmpty,
                packPlainPair(k, source: s, destination: d, nesting: match.pairs[k].nestingDepth, timing: plainTiming,
                              into: &batch)
            {
                continue
            }
            let pair = match.pairs[k]
            let sourceSize = source.views[s].size, destinationSize = destination.views[d].size
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
            let resize = explicitResize
                ?? ResizeMode.automatic(sourceSize: sourceSize, destinationSize: destinationSize,
                                        destinationContent: destination.views[pair.destination].content)
            // One shared look: the colour and radii travel from the source's to the destination's.
            var crossfade = explicitResize == .crossfade
                || (destinationMods.crossfade ?? mods.crossfade
                    ?? (resize == .crossfade || contentDiffers(source: s, destination: d)))
            if context.dissolvesInPlace { crossfade = true }  // both views dissolve in place
            var track = Track(role: .matched(pair: k, side: .destination), view: ViewReference(side: .destination, index: pair.destination),
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
                batch.append(sourceTrack, Meta(sourceIndex: pair.source, destinationIndex: pair.destination,
                                               layer: 4, zIndex: zIndex, nesting: pair.nestingDepth, order: 2 * k))
            }
            placeContent(of: &track, natural: destinationSize, resize: resize)
            batch.append(track, Meta(sourceIndex: pair.source, destinationIndex: pair.destination, layer: 4,
                                     zIndex: zIndex, nesting: pair.nestingDepth, order: 2 * k + 1))
        }
    }

    /// Packs the stand-ins of matched pair `k`, whose modifiers are none (or ignored), straight
    /// from its two snapshot records, without a `ModifierSet`, `ViewState`s or a `Track` (~1 000
    /// bytes) built first; `false`, packing nothing, for a pair it leaves to the general rules (a
    /// shadow to share between crossfading stand-ins, or Reduce Motion's dissolve in place).
    ///
    /// Equal, bit for bit, to what the general rules in `matchedTracks` store for such a pair: no
    /// `.beginWith` or `.whenMatched` state; `ResizeMode.automatic`; a crossfade when that mode
    /// crossfades or the views look different (`contentDiffers`); `timing`, which is the
    /// context's matched timing or the moving root's; z index 0; and for a crossfade the source's
    /// stand-in below the destination's, the dip-free alpha rule and each stand-in's content placed
    /// by the mode.
    private func packPlainPair(
        _ k: Int, source s: Int, destination d: Int, nesting: Int, timing: TimingGroup.Key, into batch: inout Batch
    ) -> Bool {
        guard !context.dissolvesInPlace else { return false }
        let sourceSize = source.views[s].size, destinationSize = destination.views[d].size
        let resize = ResizeMode.automatic(sourceSize: sourceSize, destinationSize: destinationSize,
                                          destinationContent: destination.views[d].content)
        let crossfade = resize == .crossfade || contentDiffers(source: s, destination: d)
        if crossfade && (source.views[s].shadow != nil || destination.views[d].shadow != nil) { return false }
        let sourceAlpha = source.views[s].effectiveAlpha, destinationAlpha = destination.views[d].effectiveAlpha
        let destinationView = ViewReference(side: .destination, index: d)
        // `.stretch` (most pairs that look alike) leaves the content filling the bounds.
        let content = resize == .stretch
            ? (from: nil, to: nil) : contentRects(natural: destinationSize, from: sourceSize, to: destinationSize, resize: resize)
        guard crossfade else {
            batch.tracks.appendFlight(
                TrackRecord(matched: k, side: .destination, view: destinationView, partner: nil, timing: 0), timing: timing,
                from: s, of: source.views, alpha: sourceAlpha, content: content.from,
                to: d, of: destination.views, alpha: destinationAlpha, content: content.to)
            batch.meta.append(Meta(sourceIndex: s, destinationIndex: d, layer: 4, zIndex: 0, nesting: nesting,
                                   order: 2 * k + 1))
            return true
        }
        // The outgoing stand-in keeps its alpha over an opaque incoming one (see `matchedTracks`).
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
        return true
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
        let s = source.from.shadow, d = destination.to.shadow
        guard s != nil || d != nil else { return }
        let a = source.from.alpha, b = destination.to.alpha
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
    private func placeContent(of track: inout Track, natural: Size, resize: ResizeMode) {
        let rects = contentRects(natural: natural, from: track.from.size, to: track.to.size, resize: resize)
        guard let from = rects.from, let to = rects.to else { return }
        track.from.contentRect = from
        track.to.contentRect = to
    }

    /// Where content of `natural` size sits, placed by `resize`, in a stand-in of size `from` at
    /// the start and `to` at the end: both `nil` when it fills the bounds at both ends, else both set.
    private func contentRects(natural: Size, from: Size, to: Size, resize: ResizeMode) -> (from: Rect?, to: Rect?) {
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
    /// fingerprint (`ViewSnapshot.contentFingerprint`) known on both sides that differs, for the
    /// views or for any two of their subviews at the same place in the two subtrees whose pixels
    /// are in the stand-ins (not inside a view that flies on its own on either side). When the views'
    /// own fingerprints are both known and equal (and nothing above differs) the content is the
    /// same: one snapshot flies, whatever the aspect ratios (the `ResizeMode` places it). When
    /// either is unknown, aspect ratios more than 1 % apart count as different content (a guess).
    private func contentDiffers(source s: Int, destination d: Int) -> Bool {
        if source.views[s].backgroundColor != destination.views[d].backgroundColor { return true }
        let count = source.views[s].subtreeEnd - s
        if count != destination.views[d].subtreeEnd - d { return true }
        // The subtrees' fingerprints, view by view, where both sides know them (usually none does).
        if count > 0, s + count <= source.count, d + count <= destination.count {
            for k in 0..<count {
                if let a = source.views[s + k].contentFingerprint, let b = destination.views[d + k].contentFingerprint, a != b,
                    k == 0 || !(isInsideFlier(s + k, below: s, in: source, side: .source)
                        || isInsideFlier(d + k, below: d, in: destination, side: .destination))
                {
                    return true
                }
            }
        }
        if source.views[s].contentFingerprint != nil && destination.views[d].contentFingerprint != nil { return false }
        let sourceSize = source.views[s].size, destinationSize = destination.views[d].size
        let a = sourceSize.height > 0 ? sourceSize.width / sourceSize.height : 0
        let b = destinationSize.height > 0 ? destinationSize.width / destinationSize.height : 0
        return (a - b).magnitude > 0.01 * max(a.magnitude, b.magnitude)
    }

    /// Whether the view at `index`, or an ancestor of it below `top`, flies on its own, so that its
    /// pixels are kept out of `top`'s stand-in.
    private func isInsideFlier(_ index: Int, below top: Int, in scene: SceneSnapshot, side: SceneSide) -> Bool {
        var i = index
        while i > top && i < scene.count {
            if fliers.flies(i, on: side, in: self) { return true }
            let p = scene.views[i].parent
            guard p < i else { return false }
            i = p
        }
        return false
    }

    // MARK: Unmatched and modified views

    /// A side's root and how the effect moves it, worked out once for all the views riding with it
    /// (a `Track` is ~1 000 bytes: finding and copying it per view cost more than the view's own track).
    private struct RootMotion {
        /// The root's captured state.
        let own: ViewState
        /// The root's state at the other end of the transition (its to-state on the source side,
        /// its from-state on the destination side).
        let moved: ViewState
        /// The root track's state at the side's own end (its from-state on the source side, its
        /// to-state on the destination side), where a circular reveal's clip is.
        let ownEnd: ViewState
        /// The root track's stacking layer.
        let layer: Double
        /// What a view riding with the root needs of it, worked out once.
        let rule: RidingRule

        /// `nil` when the side has no views or no root track.
        init?(side: SceneSide, scene: SceneSnapshot, roots: [Building]) {
            guard scene.count > 0, let root = roots.first(where: { $0.track.role == .root(side) }) else { return nil }
            own = ViewState(scene.views[0])
            moved = side == .source ? root.track.to : root.track.from
            ownEnd = side == .source ? root.track.from : root.track.to
            layer = root.layer
            rule = RidingRule(
                isStill: own == moved,
                shift: own.transform.isIdentity && moved.transform.isIdentity ? moved.position - own.position : nil,
                ownAlpha: own.alpha, movedAlpha: moved.alpha, clips: ownEnd.clip != nil || moved.clip != nil)
        }
    }

    /// What riding with a root does to a view, small enough to pass per view (a `RootMotion` holds
    /// three 440-byte states).
    private struct RidingRule {
        /// Whether the root ends where it is (`own == moved`): the views riding with it keep their
        /// geometry.
        let isStill: Bool
        /// How far the root's centre moves when neither end is transformed (`moved.position −
        /// own.position`): what an untransformed view riding with it moves by. `nil` otherwise.
        let shift: Vector?
        /// The root's alpha as captured and at the other end.
        let ownAlpha: Double, movedAlpha: Double
        /// Whether the root has a clip at either end (a circular reveal), which shapes its riders.
        let clips: Bool

        /// The alpha a view of alpha `alpha` riding with the root has at the other end: scaled as
        /// the root's (unchanged when the root's own alpha is 0).
        func alpha(riding alpha: Double) -> Double {
            ownAlpha > 0 ? alpha * movedAlpha / ownAlpha : alpha
        }
    }

    private func unmatchedTracks(side: SceneSide, root: RootMotion?, ignoring: [Bool], into batch: inout Batch) {
        let scene = side == .source ? source : destination
        let list = side == .source ? match.disappearing : match.appearing
        let realAppearing = (side == .destination) != rolesAreMirrored
        // Which batch track shows each view of this side so far (ancestors come first in document order).
        var trackOfView = [Int](repeating: -1, count: scene.count)
        for (t, m) in batch.meta.enumerated() {
            guard let index = side == .source ? m.sourceIndex : m.destinationIndex else { continue }
            // A crossfading pair has a stand-in per side: the source's comes first, the destination's second.
            guard index < scene.count else { continue }
            if side == .destination || trackOfView[index] < 0 { trackOfView[index] = t }
        }
        // Where a view riding with its root stacks: just above the root (3 when there is none).
        let riderLayer = root.map { $0.layer + 0.5 } ?? 3
        let plainTiming = TimingGroup.Key(delay: 0, duration: context.duration, timing: context.timing, reversed: false)
        let rule = root?.rule
        for u in list where u.index < scene.count {
            // A view with no modifiers outside every matched view (most of a screen) rides with its
            // root, the last case below; its states go into the batch without a `ModifierSet` or a
            // `Track` (~1 000 bytes) built first. Equal, bit for bit, to what the general case
            // stores for it. (A view without an ID in a subtree that ignores its modifiers may ride
            // with an ancestor's track instead, the first case below.)
            if packsPlainTracks, u.ancestorPair == nil, scene.views[u.index].modifiers.isEmpty,
                !ignoring[u.index] || scene.views[u.index].id != nil,
                let away = plainRide(of: u.index, in: scene.views, with: rule)
            {
                trackOfView[u.index] = batch.count
                batch.tracks.appendPlain(
                    TrackRecord(unmatched: side == .source ? .disappearing : .appearing,
                                view: ViewReference(side: side, index: u.index), timing: 0),
                    timing: plainTiming, view: u.index, of: scene.views, awayPosition: away.position, awayAlpha: away.alpha)
                batch.meta.append(
                    Meta(sourceIndex: side == .source ? u.index : nil, destinationIndex: side == .destination ? u.index : nil,
                         layer: riderLayer, zIndex: 0, nesting: 0, order: side == .source ? u.index : source.count + u.index))
                continue
            }
            // A view whose modifiers only fade, scale or translate it, or time or stack it (the
            // usual appearing and disappearing effects), outside every matched view, on a root the
            // fast path above can ride: packed the same way, its effects applied to the three
            // numbers they change. Equal, bit for bit, to what the general case below stores.
            if packsPlainTracks, u.ancestorPair == nil, !ignoring[u.index],
                ModifierSet.holdsOnlyPlainEffects(scene.views[u.index].modifiers),
                let ride = plainRide(of: u.index, in: scene.views, with: rule)
            {
                let conditions = ModifierSet.Conditions(
                    matched: false, appearing: realAppearing, disappearing: !realAppearing,
                    presenting: context.kind.isPresenting)
                let mods = ModifierSet(scene.views[u.index].modifiers, conditions)
                var position = ride.position, alpha = ride.alpha, transform = scene.views[u.index].transform
                for modifier in mods.modifiers {
                    ModifierSet.applyMotion(modifier, position: &position, alpha: &alpha, transform: &transform)
                }
                trackOfView[u.index] = batch.count
                batch.tracks.appendPlain(
                    TrackRecord(unmatched: side == .source ? .disappearing : .appearing,
                                view: ViewReference(side: side, index: u.index), timing: 0),
                    timing: Self.timing(mods, over: plainTiming), view: u.index, of: scene.views, awayPosition: position,
                    awayAlpha: alpha, awayTransform: transform)
                // With a change of its own it stacks above both screens; riding unchanged, as a plain rider.
                batch.meta.append(
                    Meta(sourceIndex: side == .source ? u.index : nil, destinationIndex: side == .destination ? u.index : nil,
                         layer: mods.hasStateChanges ? 3 : riderLayer, zIndex: mods.zIndex ?? 0, nesting: 0,
                         order: side == .source ? u.index : source.count + u.index))
                continue
            }
            // Read in place: a ViewSnapshot is 272 bytes with strings and arrays to retain.
            if ignoring[u.index] && scene.views[u.index].id == nil,
                let rider = riderTrack(for: u.index, side: side, scene: scene, batch: batch, trackOfView: trackOfView)
            {
                // Inside a view that ignores its subviews' modifiers: it rides along with that view,
                // moved by the same map at the same pace, and stacks just above it.
                trackOfView[u.index] = batch.count
                batch.append(rider.track, rider.meta)
                continue
            }
            let conditions = ModifierSet.Conditions(
                matched: false, appearing: realAppearing, disappearing: !realAppearing, presenting: context.kind.isPresenting)
            let mods = ModifierSet(ignoring[u.index] ? [] : scene.views[u.index].modifiers, conditions)
            var own = ViewState(scene.views[u.index])
            var away: ViewState
            var timing = context.timing
            var ridesWithRoot: Double?
            if let id = mods.source, let target = lookUp(id, on: side.other) {
                away = ViewState(target)
                timing = context.matchedTiming
            } else if mods.changesState {
                // Its own change happens relative to the screen it belongs to: outside any matched
                // view it rides with its root (the root's motion composed with its own), so a
                // faded or staggered row stays on its sliding screen.
                // (It keeps stacking above both screens, as views with modifiers always have.)
                away = u.ancestorPair == nil ? mods.applyState(to: followRoot(own, root)) : mods.applyState(to: own)
            } else if let ancestor = u.ancestorPair, ancestor < match.pairs.count {
                // Inside a matched view: follow it and fade.
                let pair = match.pairs[ancestor]
                let mine = side == .source ? ViewState(source.views[pair.source]) : ViewState(destination.views[pair.destination])
                let theirs = side == .source ? ViewState(destination.views[pair.destination]) : ViewState(source.views[pair.source])
                away = own.carried(from: mine, to: theirs, scalingSize: true)
                away.alpha = 0
                timing = context.matchedTiming
            } else {
                // Ride with the root, as if it had never left it (and stack with it).
                away = followRoot(own, root)
                ridesWithRoot = root?.layer
                // The root's clip (a circular reveal) shapes it at its own end too, so the shape
                // stays a circle all the way instead of turning into the view's rectangle.
                if let root, root.ownEnd.clip != nil { own.clip = clip(of: root.ownEnd, in: own) }
            }
            let begun = mods.applyBegin(to: side == .source ? own : away)
            var track = Track(role: side == .source ? .disappearing : .appearing, view: ViewReference(side: side, index: u.index),
                              from: begun, to: side == .source ? away : own, duration: context.duration, timing: timing)
            applyTiming(mods, to: &track)
            // Inside a matched view it stacks above that view's stand-in, with the matched layer; a
            // view riding with its root stacks just above that root, under the other screen if that is on top.
            var layer = 3.0, nesting = 0
            if let a = u.ancestorPair, a < match.pairs.count {
                layer = 4
                nesting = match.pairs[a].nestingDepth + 1
            } else if let rootLayer = ridesWithRoot {
                layer = rootLayer + 0.5
            }
            trackOfView[u.index] = batch.count
            batch.append(track, Meta(sourceIndex: side == .source ? u.index : nil,
                                     destinationIndex: side == .destination ? u.index : nil, layer: layer,
                                     zIndex: mods.zIndex ?? 0, nesting: nesting,
                                     order: side == .source ? u.index : source.count + u.index))
        }
    }

    /// The track of a view whose modifiers an ancestor ignores: the nearest ancestor that has a
    /// track carries it — the same container-space map applied to the view's own state at both
    /// ends, its alpha scaled as the ancestor's, the ancestor's delay, duration, timing and path.
    private func riderTrack(
        for index: Int, side: SceneSide, scene: SceneSnapshot, batch: Batch, trackOfView: [Int]
    ) -> (track: Track, meta: Meta)? {
        var a = scene[index].parent
        while a >= 0, trackOfView[a] < 0 { a = scene[a].parent }
        guard a >= 0 else { return nil }
        let t = trackOfView[a]
        let carrier = batch.tracks.track(t), ancestorOwn = ViewState(scene[a]), own = ViewState(scene[index])
        func ride(_ end: ViewState) -> ViewState {
            var s = own.carried(from: ancestorOwn, to: end, scalingSize: true)
            s.alpha = ancestorOwn.alpha > 0 ? own.alpha * end.alpha / ancestorOwn.alpha : own.alpha
            return s
        }
        var track = carrier
        track.role = side == .source ? .disappearing : .appearing
        track.view = ViewReference(side: side, index: index)
        track.from = ride(carrier.from)
        track.to = ride(carrier.to)
        track.crossfadePartner = nil
        var meta = batch.meta[t]
        meta.sourceIndex = side == .source ? index : nil
        meta.destinationIndex = side == .destination ? index : nil
        meta.nesting += 1
        meta.order = side == .source ? index : source.count + index
        return (track, meta)
    }

    /// The state a view would have if it stayed inside its root while the root moves by the effect.
    private func followRoot(_ own: ViewState, _ root: RootMotion?) -> ViewState {
        guard let root else { return own }
        var away: ViewState
        if root.rule.isStill {
            away = own
        } else if own.transform.isIdentity, let shift = root.rule.shift {
            // `carried`'s translation, with the root's move worked out once.
            away = own
            away.position = own.position + shift
        } else {
            away = own.carried(from: root.own, to: root.moved, scalingSize: false)
        }
        away.alpha = root.rule.alpha(riding: own.alpha)
        if root.moved.clip != nil { away.clip = clip(of: root.moved, in: away) }
        return away
    }

    /// `followRoot` for a captured view whose track is its own state at one end and this at the
    /// other — no root clip at either end (a circular reveal shapes the view) and, unless the root
    /// stays, no transform on the view or the root (then the view only shifts): its centre and alpha
    /// at the other end, the same numbers `followRoot` gives. `nil` when the general case must run.
    /// (`views[index]` is read in place.)
    private func plainRide(of index: Int, in views: [ViewSnapshot], with root: RidingRule?) -> (position: Point, alpha: Double)? {
        let position = views[index].position, alpha = views[index].effectiveAlpha
        guard let root else { return (position, alpha) }
        guard !root.clips else { return nil }
        if root.isStill { return (position, root.alpha(riding: alpha)) }
        guard let shift = root.shift, views[index].packedTransform.isIdentity else { return nil }
        return (position + shift, root.alpha(riding: alpha))
    }

    /// A root state's circular clip brought into a view's bounds coordinates (translation and
    /// scale), or `nil` when the root has none or the view's transform cannot be inverted.
    private func clip(of root: ViewState, in view: ViewState) -> ClipShape? {
        guard let clip = root.clip, let inverse = view.toContainer.inverted() else { return nil }
        let rootCentre = Point(x: clip.rect.midX - root.size.width / 2, y: clip.rect.midY - root.size.height / 2)
        let local = rootCentre.applying(root.toContainer).applying(inverse)
        let scale = root.transform.areaScale / max(view.transform.areaScale, 1e-9)
        return .circle(center: Point(x: local.x + view.size.width / 2, y: local.y + view.size.height / 2),
                       radius: clip.cornerRadius * scale)
    }

    // MARK: Reduce Motion

    /// Reduce Motion's cross-dissolve: every stand-in keeps its own view's geometry at both ends
    /// (matched pairs: the source's stand-in stays on the source view fading out, the
    /// destination's on the destination view fading in), keeps only its alpha change, and runs
    /// over the whole (short) duration with the context's timing.
    private func dissolveInPlace(_ batch: inout Batch) {
        for i in 0..<batch.count {
            var t = batch.tracks.track(i)
            switch t.role {
            case .root, .dimming:
                break
            case let .matched(k, side):
                guard k < match.pairs.count else { continue }
                let pair = match.pairs[k]
                if side == .source {
                    t.from = ViewState(source[pair.source])
                    t.to = t.from
                    t.to.alpha = 0
                } else {
                    t.to = ViewState(destination[pair.destination])
                    t.from = t.to
                    t.from.alpha = 0
                }
            case .disappearing:
                let alpha = t.to.alpha
                t.to = t.from
                t.to.alpha = alpha
            case .appearing:
                let alpha = t.from.alpha
                t.from = t.to
                t.from.alpha = alpha
            }
            t.delay = 0
            t.duration = context.duration
            t.timing = context.timing
            t.path = .straight
            batch.tracks.replace(i, with: t)
        }
    }

    // MARK: Cascades

    /// Delays the tracks of each cascading view's subtree in turn; `cascading` lists each side's
    /// views with a `.cascade` modifier (`SubtreeScan`).
    private func applyCascades(_ batch: inout Batch, cascading: (source: [Int], destination: [Int])) {
        for side in [SceneSide.source, .destination] {
            let scene = side == .source ? source : destination
            for i in side == .source ? cascading.source : cascading.destination {
                let view = scene.views[i]
                let mods = ModifierSet(view.modifiers, .init(presenting: context.kind.isPresenting))
                guard let cascade = mods.cascade else { continue }
                var members: [(key: Double, order: Int, track: Int)] = []
                for (t, m) in batch.meta.enumerated() {
                    guard let index = side == .source ? m.sourceIndex : m.destinationIndex,
                        index > i, index < view.subtreeEnd
                    else { continue }
                    members.append((cascadeKey(scene[index], cascade.direction), index, t))
                }
                members.sort { $0.key != $1.key ? $0.key < $1.key : $0.order < $1.order }
                // One step per view, not per track: the two crossfading stand-ins of a pair share it.
                var rank = -1, previous: Int?
                for member in members {
                    if member.order != previous { rank += 1 }
                    previous = member.order
                    batch.tracks.addDelay(Double(rank) * cascade.step, toTrack: member.track)
                }
            }
        }
    }

    private func cascadeKey(_ view: ViewSnapshot, _ direction: CascadeDirection) -> Double {
        let frame = view.frame
        let ltr = context.layoutDirection == .leftToRight
        switch direction {
        case .topToBottom: return frame.minY
        case .bottomToTop: return -frame.maxY
        case .leading: return ltr ? frame.minX : -frame.maxX
        case .trailing: return ltr ? -frame.maxX : frame.minX
        case let .radial(point): return view.position.distance(to: point)
        }
    }

    // MARK: Helpers

    /// A root's modifiers (roots take part through the effect, neither appearing nor disappearing).
    private func modifiers(side: SceneSide, index: Int) -> ModifierSet {
        let scene = side == .source ? source : destination
        return ModifierSet(scene[index].modifiers, .init(presenting: context.kind.isPresenting))
    }

    /// What one pass over a side's views finds: for every view, whether an ancestor carries
    /// `.ignoreSubviewModifiers`, which views carry a `.cascade`, and whether a visible
    /// visual-effect view is among them.
    private struct SubtreeScan {
        var ignored: [Bool]
        /// The indices of the views with a `.cascade` modifier, in order (usually none).
        var cascading: [Int]
        /// Whether the side holds a `.visualEffect` view that is drawn (not hidden, alpha above 0).
        var holdsEffectView = false
    }

    /// `SubtreeScan` of a side, in one forward pass (parents come before their subviews): each
    /// record read once, instead of once for its modifiers, once for its parent and once more
    /// for cascades (at 10 000 views a side, the records are out of cache by then).
    private func scanSubtrees(_ scene: SceneSnapshot, side: SceneSide) -> SubtreeScan {
        var matched = [Bool](repeating: false, count: scene.count)
        for pair in match.pairs {
            let i = side == .source ? pair.source : pair.destination
            if i < scene.count { matched[i] = true }
        }
        let realAppearing = (side == .destination) != rolesAreMirrored
        // Whether a view's own modifiers, conditions resolved for its role, ignore its subviews'.
        var ignores = [Bool](repeating: false, count: scene.count)
        var ignored = [Bool](repeating: false, count: scene.count)
        var cascading: [Int] = []
        var holdsEffectView = false
        // A parent index that is not an earlier view (a malformed snapshot; `SceneSnapshot.validate()`
        // rejects it) is only known once every view's own flag is: then the flags are worked out
        // again below, in a second pass, as they always were.
        var forwardParent = false
        for i in 0..<scene.count {
            let p = scene.views[i].parent
            if p >= i { forwardParent = true } else if p >= 0 { ignored[i] = ignored[p] || ignores[p] }
            if scene.views[i].content == .visualEffect, !scene.views[i].isEffectivelyHidden, scene.views[i].effectiveAlpha > 0 {
                holdsEffectView = true
            }
            guard !scene.views[i].modifiers.isEmpty else { continue }
            if scene.views[i].modifiers.contains(where: { if case .cascade = $0 { true } else { false } }) {
                cascading.append(i)
            }
            guard ModifierSet.mayIgnoreSubviewModifiers(scene.views[i].modifiers) else { continue }
            let conditions = ModifierSet.Conditions(
                matched: matched[i], appearing: !matched[i] && realAppearing, disappearing: !matched[i] && !realAppearing,
                presenting: context.kind.isPresenting)
            ignores[i] = ModifierSet(scene.views[i].modifiers, conditions).ignoresSubviewModifiers
        }
        if forwardParent {
            ignored = [Bool](repeating: false, count: scene.count)
            for i in 0..<scene.count {
                let p = scene.views[i].parent
                if p >= 0 { ignored[i] = ignored[p] || ignores[p] }
            }
        }
        if holdsEffectView { holdsEffectView = drawsEffectViewInPlace(scene, side: side) }
        return SubtreeScan(ignored: ignored, cascading: cascading, holdsEffectView: holdsEffectView)
    }

    /// Whether a side's root itself draws a visual-effect view during the transition: one that is
    /// visible and neither a participant nor inside one (those are concealed at alpha 0 and fly as
    /// stand-ins, so the root's alpha or mask does not reach them). Run only for a side that holds
    /// an effect view at all (rare: a bar's material).
    private func drawsEffectViewInPlace(_ scene: SceneSnapshot, side: SceneSide) -> Bool {
        var flies = [Bool](repeating: false, count: scene.count)
        for pair in match.pairs {
            let i = side == .source ? pair.source : pair.destination
            if i > 0 && i < scene.count { flies[i] = true }
        }
        for u in side == .source ? match.disappearing : match.appearing where u.index > 0 && u.index < scene.count {
            flies[u.index] = true
        }
        for i in 1..<max(scene.count, 1) {
            let p = scene.views[i].parent
            if p > 0 && p < i && flies[p] { flies[i] = true }
            if !flies[i], scene.views[i].content == .visualEffect, !scene.views[i].isEffectivelyHidden,
                scene.views[i].effectiveAlpha > 0
            {
                return true
            }
        }
        return scene.count > 0 && scene.views[0].content == .visualEffect
    }

    private func lookUp(_ id: TransitionID, on side: SceneSide) -> ViewSnapshot? {
        let scene = side == .source ? source : destination
        return scene.views.first { $0.id == id && $0.hasFiniteGeometry }
    }

    /// Delay, timing (a spring without a duration takes its natural one), duration and arc from modifiers.
    private func applyTiming(_ mods: ModifierSet, to track: inout Track) {
        let timed = Self.timing(
            mods, over: TimingGroup.Key(delay: track.delay, duration: track.duration, timing: track.timing,
                                        reversed: track.isTimeReversed))
        track.delay = timed.delay
        track.timing = timed.timing
        track.duration = timed.duration
        if let a = mods.arc { track.path = .arc(intensity: a) }
    }

    /// `base` with the delay, curve (a spring without a duration takes its natural one) and
    /// duration that `mods` give: `applyTiming`'s rules, for a track not built as a `Track`.
    private static func timing(_ mods: ModifierSet, over base: TimingGroup.Key) -> TimingGroup.Key {
        var key = base
        if let d = mods.delay { key.delay = d }
        if let t = mods.timing {
            key.timing = t
            if mods.duration == nil, let natural = t.naturalDuration, natural.isFinite { key.duration = natural }
        }
        if let d = mods.duration { key.duration = d }
        return key
    }
}

extension ViewState {
    /// This state moved as if it were inside `reference` while `reference` changes to `target`:
    /// the container-space map that takes `reference`'s rectangle onto `target`'s, applied to this
    /// state's geometry. With `scalingSize`, a change of size is carried as a scale.
    func carried(from reference: ViewState, to target: ViewState, scalingSize: Bool) -> ViewState {
        if reference == target { return self }
        // A map that only translates (neither end transformed, no resize carried): move the centre.
        if transform.isIdentity, reference.transform.isIdentity, target.transform.isIdentity,
            !scalingSize || reference.size == target.size
        {
            var s = self
            s.position = position + (target.position - reference.position)
            return s
        }
        guard let back = reference.toContainer.inverted() else { return self }
        var resize = Transform3D.identity
        if scalingSize, reference.size.width > 0, reference.size.height > 0 {
            resize = .scale(x: target.size.width / reference.size.width, y: target.size.height / reference.size.height)
        }
        let map = back.concatenating(resize).concatenating(target.toContainer)
        let moved = toContainer.concatenating(map)
        var s = self
        s.position = Point.zero.applying(moved)
        s.transform = moved.concatenating(.translation(x: -s.position.x, y: -s.position.y)).planar
        return s
    }
}
