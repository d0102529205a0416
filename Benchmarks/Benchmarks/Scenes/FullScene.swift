@_spi(Harness) import MatchEngine

/// The benchmarks' scene with every kind of track, shared by the package-benchmark suite and the
/// loops in `Tools/`: groups counted as eight views (five on each side), laid out in a 390 × 844 pt
/// container so that nearly all of them are on screen and fly, in a tab switch that reveals the
/// new screen with a circle (`context(size:)`).
///
/// Per group, on each side: a card (matched; clips its subviews; its corner radius, background
/// colour and shadow change) holding a photo (matched; its content differs, so the pair
/// crossfades; rounded only on the source side) and a title (matched; flies on an arc with a
/// spring), a caption nested in the card (untagged: it rides its card), and one unmatched view
/// with modifiers — on the source side one that disappears (fading, sliding, turning, delayed,
/// with a shadow), on the destination side one that appears (fading, scaling, its corners and
/// colour changing, clipped by the reveal's circle as it rides the revealed screen). Three matched
/// IDs and one unmatched per side: half the tagged views matched. The clip tracks (one in eight)
/// are the revealed screen's and its appearing views' (only a circular reveal gives a state a
/// clip; a view's own mask, `HeadlessView.clip`, is not captured).
public enum FullScene {
    /// The scene's transition in a container of `size`: a switch from the first tab to the second
    /// of four, revealed by a circle from the middle of the second tab's slot in a 49 pt bar.
    package static func context(size: Size) -> TransitionContext {
        TransitionContext(
            kind: .tabSwitch(from: 0, to: 1), containerSize: size,
            effect: .circularReveal(center: Point(x: size.width * 3 / 8, y: size.height - 24.5)))
    }

    /// Adds views to `source` and `destination` until `count` is reached (eight per group);
    /// returns every tagged ID, in order.
    @discardableResult
    package static func populate(source: HeadlessView, destination: HeadlessView, count: Int) -> [TransitionID] {
        var ids: [TransitionID] = []
        ids.reserveCapacity(count / 2)
        let spring = Spring(stiffness: 300, damping: 30)
        var i = 0
        while i < count {
            let base = Double(i / 8) * 0.05
            let card = TransitionID("card-\(i)")
            let photo = TransitionID("photo-\(i)")
            let title = TransitionID("title-\(i)")
            func group(_ root: HeadlessView, isSource: Bool) {
                let cardView = HeadlessView(
                    frame: isSource
                        ? Rect(x: Double(i / 8 % 2) * 195, y: base, width: 190, height: 120)
                        : Rect(x: 0, y: base + 40, width: 390, height: 300))
                cardView.transitionID = card
                cardView.clipsToBounds = true
                cardView.cornerRadius = isSource ? 8 : 24
                cardView.backgroundColor = isSource ? Color(red: 1, green: 1, blue: 1) : Color(red: 0.95, green: 0.95, blue: 1)
                cardView.shadow = isSource ? nil : Shadow(opacity: 0.3, radius: 12, offset: Vector(dx: 0, dy: 4))
                let photoView = HeadlessView(
                    frame: isSource ? Rect(x: 8, y: 8, width: 64, height: 64) : Rect(x: 0, y: 0, width: 390, height: 220))
                photoView.transitionID = photo
                photoView.cornerRadius = isSource ? 6 : 0
                photoView.clipsToBounds = true
                photoView.contentKind = .image
                photoView.contentFingerprint = ContentFingerprint(hashing: isSource ? "thumbnail-\(i)" : "photo-\(i)")
                let titleView = HeadlessView(
                    frame: isSource ? Rect(x: 80, y: 12, width: 100, height: 20) : Rect(x: 16, y: 232, width: 300, height: 28))
                titleView.transitionID = title
                titleView.transitionModifiers = [.arc(intensity: 0.6), .spring(spring)]
                titleView.contentKind = .text
                titleView.contentFingerprint = ContentFingerprint(hashing: "title-\(i)")
                let caption = HeadlessView(
                    frame: isSource ? Rect(x: 80, y: 40, width: 100, height: 14) : Rect(x: 16, y: 264, width: 300, height: 18))
                caption.contentKind = .text
                caption.contentFingerprint = ContentFingerprint(hashing: "caption-\(i)")
                cardView.addSubview(photoView)
                cardView.addSubview(titleView)
                cardView.addSubview(caption)
                root.addSubview(cardView)
                let other = HeadlessView(frame: Rect(x: 0, y: base + 130, width: 390, height: 24))
                if isSource {
                    other.transitionID = TransitionID("gone-\(i)")
                    other.shadow = Shadow(opacity: 0.2, radius: 4)
                    other.transitionModifiers = [
                        .fade, .translate(x: -40, y: 0, z: 0), .rotate(x: 0, y: 0, z: 0.1), .delay(0.05),
                    ]
                } else {
                    other.transitionID = TransitionID("come-\(i)")
                    other.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.9)
                    other.transitionModifiers = [
                        .fade, .scale(x: 0.8, y: 0.8), .cornerRadius(12), .backgroundColor(Color(red: 1, green: 1, blue: 1)),
                    ]
                }
                root.addSubview(other)
            }
            group(source, isSource: true)
            group(destination, isSource: false)
            ids.append(contentsOf: [card, photo, title, TransitionID("gone-\(i)"), TransitionID("come-\(i)")])
            i += 8
        }
        return ids
    }
}
