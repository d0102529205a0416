// Cascades: each `.cascade` view's subtree delayed step by step, in the direction it names.

extension ForwardPlanner {
    /// Delays the tracks of each cascading view's subtree in turn; `cascading` lists each side's
    /// views with a `.cascade` modifier (`SubtreeScan`).
    func applyCascades(_ batch: inout PlanStorage, cascading: (source: [Int], destination: [Int])) {
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
                var rank = -1
                var previous: Int?
                for member in members {
                    if member.order != previous { rank += 1 }
                    previous = member.order
                    batch.tracks.addDelay(Double(rank) * cascade.step, toTrack: member.track)
                }
            }
        }
    }

    func cascadeKey(_ view: ViewSnapshot, _ direction: CascadeDirection) -> Double {
        let frame = view.frame
        let ltr = context.layoutDirection == .leftToRight
        switch direction {
        case .topToBottom: return frame.minY
        case .bottomToTop: return -frame.maxY
        case .leading: return ltr ? frame.minX : -frame.maxX
        case .trailing: return ltr ? -frame.maxX : frame.minX
        // A centre that is not a finite point gives every view the same key: document order.
        case .radial(let point): return point.x.isFinite && point.y.isFinite ? view.position.distance(to: point) : 0
        }
    }
}
