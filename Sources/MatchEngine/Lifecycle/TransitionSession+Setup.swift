/// The flight's setup: stand-ins taken on the schedule `SetupSchedule` gives, originals concealed,
/// then every track's view stacked in the container and animated.
extension TransitionSession {
    /// Runs setup steps until the schedule waits for the next turn (then goes on there) or they
    /// are done (then installs the flight). Nothing happens if the transition ended meanwhile.
    func runSetup(_ steps: ArraySlice<SetupSchedule.Step>, _ flight: Flight) {
        guard case .active = phase, !isInstalled else { return }
        // A render pass the schedule asks of a view that flies itself (no snapshot) is owed to
        // the next snapshot: the schedule counts on it for every snapshot after it.
        var owesRenderPass = false
        // The counts are kept here and added on the way out, however the steps end: one access
        // each to the session instead of one per stand-in.
        var passesForced = 0
        var taken = 0
        defer {
            renderPasses += passesForced
            snapshotsTaken += taken
        }
        func takeStandIn(_ i: Int, afterScreenUpdates: Bool) {
            let (side, index) = flight.fliers[i]
            let view = flight.view(side, index)
            if flight.fliesItself(side, index) {
                owesRenderPass = owesRenderPass || afterScreenUpdates
                return
            }
            // A view never committed snapshots blank without screen updates (P3): force it.
            let forced = afterScreenUpdates || owesRenderPass || !host.isRenderedAsItIs(view)
            owesRenderPass = false
            if forced { passesForced += 1 }
            standIns[i] =
                host.snapshot(view, afterScreenUpdates: forced, clipsToBounds: flight.standInClips[i]) ?? host.makePlaceholder(for: view)
            taken += 1
        }
        for (k, step) in zip(steps.indices, steps) {
            // A step may end the transition (the container's `animationEnded`, from app code in the
            // render pass a snapshot forces): the teardown has then given everything back, and no
            // later step may flatten or conceal again.
            guard case .active = phase else { return }
            switch step {
            case .snapshot(let i, let afterScreenUpdates):
                takeStandIn(i, afterScreenUpdates: afterScreenUpdates)
            case .flatten(let i):
                let (side, index) = flight.fliers[i]
                if flattened.isEmpty { flattened = Array(repeating: nil, count: flight.fliers.count) }
                flattened[i] = host.flattenCorners(of: flight.view(side, index))
            case .conceal(let i):
                let (side, index) = flight.fliers[i]
                let view = flight.view(side, index)
                host.setAlpha(RestoreRule.concealedAlpha, of: view)
                if i < flattened.count, let restore = flattened[i] {
                    restore()
                    flattened[i] = nil
                }
                // A collection view's layout pass may give a cell its alpha back mid-flight (P10):
                // its content goes too, unless the cell flies itself.
                if !flight.fliesItself(side, index), let inner = host.concealedAlongside(view) {
                    host.setAlpha(RestoreRule.concealedAlpha, of: inner)
                }
            case .coverAndWaitForNextTurn:
                if let cover = host.showCover() { self.cover = cover }
                let rest = steps[(k + 1)...]
                host.nextTurn { [weak self] in self?.runSetup(rest, flight) }
                return
            }
        }
        install(flight)
    }

    /// What the setup's second half needs from its first.
    struct Flight {
        var sourceViews: [Host.View]
        var destinationViews: [Host.View]
        var fliers: [(SceneSide, Int)]
        /// By scene index, per side: whether the view flies itself (`.useOriginalView`).
        var sourceFliesItself: [Bool]
        var destinationFliesItself: [Bool]
        /// Per flier: whether its stand-in clips to its bounds.
        var standInClips: [Bool]
        var sourceMoves: Bool
        var destinationMoves: Bool

        /// Whether the view at `index` of `side`'s capture flies itself, not a stand-in.
        func fliesItself(_ side: SceneSide, _ index: Int) -> Bool {
            (side == .source ? sourceFliesItself : destinationFliesItself)[index]
        }

        /// The host view at `index` of `side`'s capture.
        func view(_ side: SceneSide, _ index: Int) -> Host.View {
            side == .source ? sourceViews[index] : destinationViews[index]
        }
    }

    /// Stand-ins, concealment, stacking and the animations: the flight on screen at the driver's
    /// progress. Nothing happens if the transition ended first.
    private func install(_ flight: Flight) {
        guard case .active = phase, !isInstalled, let plan, let keyframes, let d = driver else { return }
        let fliers = flight.fliers
        let (sourceMoves, destinationMoves) = (flight.sourceMoves, flight.destinationMoves)
        // Per captured view of each side, the flier it is (−1: none), so each track finds its
        // stand-in, whether the setup made it and its frame by index, not by hashing.
        var sourceFliers = [Int32](repeating: -1, count: flight.sourceViews.count)
        var destinationFliers = [Int32](repeating: -1, count: flight.destinationViews.count)
        for (i, (side, index)) in fliers.enumerated() {
            if side == .source { sourceFliers[index] = Int32(i) } else { destinationFliers[index] = Int32(i) }
        }
        // 5. One view per track, stacked in the container by the plan's z-order. A stand-in whose
        //    content keeps its own size or aspect ratio (a `contentRect` at either end) flies in a
        //    temporary clipping frame, which is what is stacked, animated and carried.
        var animated: [Host.View?] = []
        animated.reserveCapacity(plan.count)
        var frameOf = [Host.View?](repeating: nil, count: fliers.count)
        // The views this loop makes or takes on, added to `temporaryViews` in one go after it and
        // before any of them enters the container: until then a teardown has nothing of them to
        // take out of it.
        var temporaries: [Host.View] = []
        temporaries.reserveCapacity(2 * fliers.count)
        func framed(_ view: Host.View, flier k: Int) -> Host.View {
            if let frame = frameOf[k] { return frame }
            let frame = host.makeFrame(holding: view)
            frameOf[k] = frame
            temporaries.append(frame)
            return frame
        }
        let tracks = plan.tracks
        for i in tracks.indices {
            switch tracks.role(i) {
            case .root(.source): animated.append(sourceMoves ? sourceRoot : nil)
            case .root(.destination): animated.append(destinationMoves ? destinationRoot : nil)
            case .dimming:
                if let chrome = placement.dimmingView {
                    animated.append(chrome)
                } else {
                    let v = host.makeDimmingView()
                    temporaries.append(v)
                    animated.append(v)
                }
            default:
                let ref = tracks.view(i)!
                let k = Int((ref.side == .source ? sourceFliers : destinationFliers)[ref.index])
                // A stand-in the setup made is temporary (removed at teardown); an original flying
                // itself is not.
                let view: Host.View
                if let made = standIns[k] {
                    view = made
                    temporaries.append(made)
                } else {
                    view = flight.view(ref.side, ref.index)
                }
                animated.append(tracks.hasContentRect(i) ? framed(view, flier: k) : view)
            }
        }
        temporaryViews.append(contentsOf: temporaries)
        stacking = ContainerStacking(subviews: host.containerSubviews().map(ObjectIdentifier.init), placing: animated.count + 1)
        var carried: [(index: Int, view: Host.View)] = []
        if placement.carriesMatchedViews {
            for (i, view) in animated.enumerated() {
                guard let view, case .matched = tracks.role(i) else { continue }
                carried.append((i, view))
            }
            // Back to front by the plan's z, stable.
            carried.sort { (tracks.zPosition($0.index), $0.index) < (tracks.zPosition($1.index), $1.index) }
        }
        // What the container stacks, in the plan's order: matched stand-ins ride in one carrier,
        // stacked where the lowest of them goes, placed before every other view. Placed in
        // `placementOrder`, each goes on top, the list ending as the plan's order would leave it.
        var carrier: Host.View?
        var placed: [(view: Host.View, zPosition: Double)] = []
        placed.reserveCapacity(animated.count + 1)
        if let lowest = carried.first {
            let c = host.makeCarrier()
            temporaryViews.append(c)
            carrier = c
            placed.append((c, tracks.zPosition(lowest.index)))
        }
        let carriedViews = Set(carried.map { ObjectIdentifier($0.view) })
        for (i, view) in animated.enumerated() {
            guard let view, carried.isEmpty || !carriedViews.contains(ObjectIdentifier(view)) else { continue }
            // Chrome the presentation owns (its dimming view, at index 0) stays where it was put.
            if let chrome = placement.dimmingView, view === chrome { continue }
            placed.append((view, tracks.zPosition(i)))
        }
        for k in ContainerStacking.placementOrder(of: placed.map(\.zPosition)) {
            let (view, zPosition) = placed[k]
            // A root that moves stays where the system (or step 1) put it unless the plan re-stacks it.
            let isRoot = view === sourceRoot || view === destinationRoot
            let id = ObjectIdentifier(view)
            let current = isRoot ? stacking.index(of: id) : nil
            let index = stacking.place(id, at: zPosition)
            if isRoot, current == index { continue }
            host.insertIntoContainer(view, at: index)
        }
        if let carrier { for (_, view) in carried { host.addSubview(view, to: carrier) } }
        if destinationInserted, !tracks.indices.contains(where: { tracks.role($0) == Track.Role.root(.destination) }) {
            let subviews = host.containerSubviews()
            if subviews.last !== destinationRoot { host.insertIntoContainer(destinationRoot, at: subviews.count - 1) }
        }

        self.carrier = carrier
        // Whatever the moves above left pending (a stack an original left) lays out now, not
        // inside the animations, where it would be animated (uikit-practice P20).
        host.layoutIfNeeded(host.container)
        host.animate(plan, keyframes: keyframes, views: animated, with: d)
        if let cover { host.removeCover(cover) }
        cover = nil
        isInstalled = true
        let handlers = installed
        installed = []
        for handler in handlers { handler() }
    }
}
