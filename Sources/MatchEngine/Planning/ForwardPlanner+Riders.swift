// Appearing and disappearing views: riding with their root, following a matched ancestor, going
// to their modified state, or carried by an ancestor that ignores their modifiers; the packed fast
// paths beside the general rule they equal.

extension ForwardPlanner {
    /// A side's root and how the effect moves it, worked out once for all the views riding with it
    /// (a ``Track`` is ~1 000 bytes: finding and copying it per view costs more than the view's own track).
    struct RootMotion {
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
    struct RidingRule {
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

    func unmatchedTracks(side: SceneSide, root: RootMotion?, ignoring: [Bool], into batch: inout PlanStorage) {
        let scene = side == .source ? source : destination
        let list = side == .source ? match.disappearing : match.appearing
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
            switch RiderShape.classify(u, in: scene, ignoring: ignoring, riding: rule, packing: packsPlainTracks) {
            case .plain(let position, let alpha):
                trackOfView[u.index] = batch.count
                packPlainRider(
                    u.index, side: side, scene: scene, awayPosition: position, awayAlpha: alpha, timing: plainTiming,
                    layer: riderLayer, into: &batch)
            case .plainEffects(let position, let alpha):
                trackOfView[u.index] = batch.count
                packEffectRider(
                    u.index, side: side, scene: scene, ridingTo: position, alpha: alpha, timing: plainTiming,
                    layer: riderLayer, into: &batch)
            case .general:
                appendRider(
                    u, side: side, scene: scene, root: root, ignoring: ignoring, trackOfView: &trackOfView,
                    into: &batch)
            }
        }
    }

    /// Which rule builds an appearing or disappearing view's track.
    enum RiderShape: Equatable {
        /// Packed straight from its record (`packPlainRider`): a view without modifiers, outside
        /// every matched view, not carried by an ancestor that ignores its modifiers (it has an
        /// ID, or no ancestor ignores them), on a root `plainRide` can follow; `position` and
        /// `alpha` are where it rides to. Most of a screen.
        case plain(position: Point, alpha: Double)
        /// Packed the same way, its effects applied to the numbers they change
        /// (`packEffectRider`): a view whose modifiers, none ignored, only fade, scale or translate
        /// it, or time or stack it (`ModifierSet.holdsOnlyPlainEffects`: the usual appearing and
        /// disappearing effects), outside every matched view, on such a root; `position` and
        /// `alpha` are where the root alone would take it.
        case plainEffects(position: Point, alpha: Double)
        /// Built by the general rules (`appendRider`): every other view, and every view when the
        /// planner does not pack plain tracks.
        case general

        /// The shape of unmatched view `u` of `scene` (in range), riding with a root that moves by
        /// `rule` (`nil`: no root track).
        static func classify(
            _ u: UnmatchedView, in scene: SceneSnapshot, ignoring: [Bool], riding rule: RidingRule?, packing: Bool
        ) -> RiderShape {
            // The record is read in place (a `ViewSnapshot` copied is 272 bytes and retains).
            guard packing, u.ancestorPair == nil else { return .general }
            if scene.views[u.index].modifiers.isEmpty {
                // Ignored (no) modifiers without an ID: carried by the ancestor that ignores them.
                guard !ignoring[u.index] || scene.views[u.index].id != nil,
                    let ride = ForwardPlanner.plainRide(of: u.index, in: scene.views, with: rule)
                else { return .general }
                return .plain(position: ride.position, alpha: ride.alpha)
            }
            guard !ignoring[u.index], ModifierSet.holdsOnlyPlainEffects(scene.views[u.index].modifiers),
                let ride = ForwardPlanner.plainRide(of: u.index, in: scene.views, with: rule)
            else { return .general }
            return .plainEffects(position: ride.position, alpha: ride.alpha)
        }
    }

    /// Packs the track of a view of shape `.plain(awayPosition, awayAlpha)`, straight from its
    /// record, without a `ModifierSet` or a ``Track`` (~1 000 bytes) built first: its own state at
    /// its end, that state at `awayPosition` and `awayAlpha` at the other, with `timing`, stacked
    /// at `layer`. Equal, bit for bit, to what the general rule (`appendRider`) stores for it: it
    /// rides with its root (`followRoot`, which `plainRide` mirrors).
    func packPlainRider(
        _ index: Int, side: SceneSide, scene: SceneSnapshot, awayPosition: Point, awayAlpha: Double, timing: TimingGroup.Key,
        layer: Double, into batch: inout PlanStorage
    ) {
        batch.tracks.appendPlain(
            TrackRecord(
                unmatched: side == .source ? .disappearing : .appearing,
                view: ViewReference(side: side, index: index), timing: 0),
            timing: timing, view: index, of: scene.views, awayPosition: awayPosition, awayAlpha: awayAlpha)
        batch.meta.append(
            Meta(
                sourceIndex: side == .source ? index : nil, destinationIndex: side == .destination ? index : nil,
                layer: layer, zIndex: 0, nesting: 0, order: side == .source ? index : source.count + index))
    }

    /// Packs the track of a view of shape `.plainEffects(position, alpha)` the same way, its
    /// effects (a fade, scale or translation; a delay, duration or curve; a z index) applied to the
    /// three numbers they change (position, alpha, transform) where the root alone would take it,
    /// and to `timing`. With a change of its own it stacks above both screens (layer 3); riding
    /// unchanged, at `layer`, as a plain rider. Equal, bit for bit, to what the general rule
    /// (`appendRider`) stores for it.
    func packEffectRider(
        _ index: Int, side: SceneSide, scene: SceneSnapshot, ridingTo position: Point, alpha: Double,
        timing: TimingGroup.Key, layer: Double, into batch: inout PlanStorage
    ) {
        let realAppearing = (side == .destination) != rolesAreMirrored
        let conditions = ModifierSet.Conditions(
            matched: false, appearing: realAppearing, disappearing: !realAppearing, presenting: context.kind.isPresenting)
        let mods = ModifierSet(scene.views[index].modifiers, conditions)
        var position = position
        var alpha = alpha
        var transform = scene.views[index].transform
        for modifier in mods.modifiers {
            ModifierSet.applyMotion(modifier, position: &position, alpha: &alpha, transform: &transform)
        }
        batch.tracks.appendPlain(
            TrackRecord(
                unmatched: side == .source ? .disappearing : .appearing,
                view: ViewReference(side: side, index: index), timing: 0),
            timing: Self.timing(mods, over: timing), view: index, of: scene.views, awayPosition: position,
            awayAlpha: alpha, awayTransform: transform)
        batch.meta.append(
            Meta(
                sourceIndex: side == .source ? index : nil, destinationIndex: side == .destination ? index : nil,
                layer: mods.hasStateChanges ? 3 : layer, zIndex: mods.zIndex ?? 0, nesting: 0,
                order: side == .source ? index : source.count + index))
    }

    /// The general rules for unmatched view `u`: carried by an ancestor that ignores its
    /// modifiers; else to (source) or from (destination) the view its `.source` names, its
    /// modified state, its matched ancestor's flight (fading), or where its root takes it.
    func appendRider(
        _ u: UnmatchedView, side: SceneSide, scene: SceneSnapshot, root: RootMotion?, ignoring: [Bool],
        trackOfView: inout [Int], into batch: inout PlanStorage
    ) {
        let realAppearing = (side == .destination) != rolesAreMirrored
        // Read in place: a ViewSnapshot is 272 bytes with strings and arrays to retain.
        if ignoring[u.index] && scene.views[u.index].id == nil,
            let rider = riderTrack(for: u.index, side: side, scene: scene, batch: batch, trackOfView: trackOfView)
        {
            // Inside a view that ignores its subviews' modifiers: it rides along with that view,
            // moved by the same map at the same pace, and stacks just above it.
            trackOfView[u.index] = batch.count
            batch.append(rider.track, rider.meta)
            return
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
        var track = Track(
            role: side == .source ? .disappearing : .appearing, view: ViewReference(side: side, index: u.index),
            from: begun, to: side == .source ? away : own, duration: context.duration, timing: timing)
        applyTiming(mods, to: &track)
        // Inside a matched view it stacks above that view's stand-in, with the matched layer; a
        // view riding with its root stacks just above that root, under the other screen if that is on top.
        var layer = 3.0
        var nesting = 0
        if let a = u.ancestorPair, a < match.pairs.count {
            layer = 4
            nesting = match.pairs[a].nestingDepth + 1
        } else if let rootLayer = ridesWithRoot {
            layer = rootLayer + 0.5
        }
        trackOfView[u.index] = batch.count
        batch.append(
            track,
            Meta(
                sourceIndex: side == .source ? u.index : nil,
                destinationIndex: side == .destination ? u.index : nil, layer: layer,
                zIndex: mods.zIndex ?? 0, nesting: nesting,
                order: side == .source ? u.index : source.count + u.index))
    }

    /// The track of a view whose modifiers an ancestor ignores: the nearest ancestor that has a
    /// track carries it — the same container-space map applied to the view's own state at both
    /// ends, its alpha scaled as the ancestor's, the ancestor's delay, duration, timing and path.
    func riderTrack(
        for index: Int, side: SceneSide, scene: SceneSnapshot, batch: PlanStorage, trackOfView: [Int]
    ) -> (track: Track, meta: Meta)? {
        var a = scene[index].parent
        while a >= 0, trackOfView[a] < 0 { a = scene[a].parent }
        guard a >= 0 else { return nil }
        let t = trackOfView[a]
        let carrier = batch.tracks.track(t)
        let ancestorOwn = ViewState(scene[a])
        let own = ViewState(scene[index])
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
    func followRoot(_ own: ViewState, _ root: RootMotion?) -> ViewState {
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
    static func plainRide(of index: Int, in views: [ViewSnapshot], with root: RidingRule?) -> (position: Point, alpha: Double)? {
        let position = views[index].position
        let alpha = views[index].effectiveAlpha
        guard let root else { return (position, alpha) }
        guard !root.clips else { return nil }
        if root.isStill { return (position, root.alpha(riding: alpha)) }
        guard let shift = root.shift, views[index].packedTransform.isIdentity else { return nil }
        return (position + shift, root.alpha(riding: alpha))
    }

    /// A root state's circular clip brought into a view's bounds coordinates (translation and
    /// scale), or `nil` when the root has none or the view's transform cannot be inverted.
    func clip(of root: ViewState, in view: ViewState) -> ClipShape? {
        guard let clip = root.clip, let inverse = view.toContainer.inverted() else { return nil }
        let rootCentre = Point(x: clip.rect.midX - root.size.width / 2, y: clip.rect.midY - root.size.height / 2)
        let local = rootCentre.applying(root.toContainer).applying(inverse)
        let scale = root.transform.areaScale / max(view.transform.areaScale, 1e-9)
        return .circle(
            center: Point(x: local.x + view.size.width / 2, y: local.y + view.size.height / 2),
            radius: clip.cornerRadius * scale)
    }

    func lookUp(_ id: TransitionID, on side: SceneSide) -> ViewSnapshot? {
        let scene = side == .source ? source : destination
        return scene.views.first { $0.id == id && $0.hasFiniteGeometry }
    }
}
