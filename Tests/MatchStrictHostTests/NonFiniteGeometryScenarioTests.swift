@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// Huge or NaN geometry in the app's views never reaches a layer as NaN or infinity: `CALayer`
/// raises on a NaN position or bounds. The strict host records every non-finite write.
@Suite struct NonFiniteGeometryScenarioTests {
    /// The list screen's layer with its anchor point at the top-left corner, a huge width and a
    /// scale: every number the planner holds is finite, but placing the layer for its own anchor
    /// point (translate(d) × transform × translate(−d), d = (anchor − ½) · size) overflows.
    @Test(arguments: [1e307, 1.7e308, Double.nan, Double.infinity])
    func aHugeOrNaNScreenIsPlacedWithFiniteNumbersOnly(width: Double) {
        let s = StrictScreens()
        s.list.node.anchorPoint = Point(x: 0, y: 0)
        s.list.node.bounds = Rect(x: 0, y: 0, width: width, height: 844)
        s.list.node.transform = .scale(x: 10, y: 10)
        s.world.renderPass()
        let run = s.push(effect: .zoom)
        run.begin()
        #expect(run.runToEnd() == true)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    /// A matched view at NaN and one enormous: reported, and nothing non-finite written.
    @Test func nanAndEnormousMatchedViewsWriteNothingNonFinite() {
        let s = StrictScreens()
        s.avatars[1].node.frame = Rect(x: .nan, y: 10, width: 60, height: 60)
        s.avatars[2].node.frame = Rect(x: -0.8e308, y: -0.8e308, width: 1.6e308, height: 1.6e308)
        s.avatars[2].node.transitionID = "badge"
        s.world.renderPass()
        let run = s.push()
        run.begin()
        #expect(run.runToEnd() == true)
        #expect(run.controller.session?.recording?.match.diagnostics.isEmpty == false)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
