@_spi(Harness) import MatchEngine

/// The benchmarks' grid scene, shared by the package-benchmark suite and `PrepareLoop`: N tagged
/// cards in a 4-column grid on the source screen, each paired with a full-width row of the
/// destination's one-column layout, in a 390 × 844 pt container.
public enum GridScene {
    /// The container's size, in points.
    public static let size = Size(width: 390, height: 844)

    /// Adds `count` cards to `source` and their `count` rows to `destination`; returns the IDs, in order.
    @discardableResult
    package static func populate(source: HeadlessView, destination: HeadlessView, count: Int) -> [TransitionID] {
        let side = size.width / 4
        var ids: [TransitionID] = []
        ids.reserveCapacity(count)
        for i in 0..<count {
            let id = TransitionID("card-\(i)")
            ids.append(id)
            let card = HeadlessView(frame: Rect(x: Double(i % 4) * side, y: Double(i / 4) * side * 0.02, width: side - 4, height: side - 4))
            card.transitionID = id
            card.cornerRadius = 12
            source.addSubview(card)
            let row = HeadlessView(frame: Rect(x: 0, y: Double(i) * 0.08, width: size.width, height: 80))
            row.transitionID = id
            destination.addSubview(row)
        }
        return ids
    }
}
