import Testing

@testable import MatchEngine

/// Every number the engine hands a host is finite, even where finite input overflows on the way:
/// `CALayer` raises on a NaN position or bounds.
@Suite struct HostBoundaryFiniteTests {
    /// A track between two finite but opposite extremes: the straight line between them passes
    /// through values whose difference overflows.
    static let extremePlan = TransitionPlan(tracks: [
        Track(
            role: .appearing, view: ViewReference(side: .destination, index: 0),
            from: ViewState(position: Point(x: -1.7e308, y: 0), size: Size(width: 10, height: 10)),
            to: ViewState(position: Point(x: 1.7e308, y: 0), size: Size(width: 1.7e308, height: 10)),
            duration: 0.5, timing: .bezier(.easeInOut))
    ])

    @Test func everyKeyframeStateIsFinite() {
        let keyframes = Self.extremePlan.keyframes(tolerance: 0.5)
        for k in 0..<keyframes.keyframeCount(ofTrack: 0) {
            #expect(keyframes.keyframe(ofTrack: 0, at: k).state.isFinite, "keyframe \(k)")
        }
        for step in keyframes.animationSteps(ofTrack: 0) { #expect(step.state.isFinite) }
        for p in stride(from: 0.0, through: 1, by: 0.01) {
            #expect(keyframes.state(ofTrack: 0, atProgress: p).isFinite, "at \(p)")
        }
    }

    /// Placing a layer for an anchor point away from the centre multiplies the size by the
    /// transform: huge finite values overflow there.
    @Test(arguments: [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 0.5, y: 0.5)])
    func layerPlacementIsFinite(anchorPoint: Point) {
        let placed = LayerGeometry.placement(
            centre: Point(x: 100, y: 100), transform: .scale(x: 4, y: 4), size: Size(width: 1.7e308, height: 1e308),
            anchorPoint: anchorPoint)
        #expect(placed.position.isFinite)
        #expect(placed.transform.isFinite)
    }
}
