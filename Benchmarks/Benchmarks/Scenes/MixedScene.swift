@_spi(Harness) import MatchEngine

/// The benchmarks' mixed scene, shared by the package-benchmark suite and `PrepareLoop`: groups
/// of six views per side — a matched card holding a matched photo holding a matched badge
/// (nesting depth 3) and, in place of the other three, a view that disappears (fading and
/// sliding out) or appears (fading and scaling in) — so about half the views are matched.
public enum MixedScene {
    /// Adds views to `source` and `destination` until `count` is reached (six per group), in a
    /// container of `GridScene.size`; returns every tagged ID, in order.
    @discardableResult
    package static func populate(source: HeadlessView, destination: HeadlessView, count: Int) -> [TransitionID] {
        var ids: [TransitionID] = []
        var i = 0
        while i < count {
            let base = Double(i) * 0.05
            func nested(_ root: HeadlessView, offset: Double) {
                let card = HeadlessView(frame: Rect(x: offset, y: base, width: 180, height: 120))
                card.transitionID = TransitionID("card-\(i)")
                let photo = HeadlessView(frame: Rect(x: 10, y: 10, width: 80, height: 80))
                photo.transitionID = TransitionID("photo-\(i)")
                let badge = HeadlessView(frame: Rect(x: 5, y: 5, width: 20, height: 20))
                badge.transitionID = TransitionID("badge-\(i)")
                photo.addSubview(badge)
                card.addSubview(photo)
                root.addSubview(card)
            }
            nested(source, offset: 0)
            nested(destination, offset: 200)
            ids.append(contentsOf: [TransitionID("card-\(i)"), TransitionID("photo-\(i)"), TransitionID("badge-\(i)")])
            let gone = HeadlessView(frame: Rect(x: 0, y: base + 130, width: 390, height: 20))
            gone.transitionID = TransitionID("gone-\(i)")
            gone.transitionModifiers = [.fade, .translate(x: -40, y: 0, z: 0)]
            source.addSubview(gone)
            let come = HeadlessView(frame: Rect(x: 0, y: base + 130, width: 390, height: 20))
            come.transitionID = TransitionID("come-\(i)")
            come.transitionModifiers = [.fade, .scale(x: 0.8, y: 0.8)]
            destination.addSubview(come)
            ids.append(contentsOf: [TransitionID("gone-\(i)"), TransitionID("come-\(i)")])
            i += 6  // three matched views per side out of six: half matched
        }
        return ids
    }
}
