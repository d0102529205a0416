@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// The strict host records a NaN or infinite number written to a view; the engine's keyframes,
/// which every host animates, hold none.
@Suite struct HostBoundaryScenarioTests {
    @Test func extremeButFiniteStatesWriteNothingNonFinite() {
        let world = StrictWorld()
        let container = StrictView(world: world, frame: world.window.node.bounds, name: "container")
        world.window.addSubview(container)
        let view = StrictView(world: world, frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "flier")
        container.addSubview(view)
        let plan = TransitionPlan(tracks: [
            Track(
                role: .appearing, view: ViewReference(side: .destination, index: 0),
                from: ViewState(position: Point(x: -1.7e308, y: 0), size: Size(width: 10, height: 10)),
                to: ViewState(position: Point(x: 1.7e308, y: 0), size: Size(width: 1.7e308, height: 10)),
                duration: 0.5, timing: .bezier(.easeInOut))
        ])
        let host = StrictHost(world: world, container: container)
        let driver = host.makeDriver(duration: plan.totalDuration)
        host.animate(plan, keyframes: plan.keyframes(tolerance: 0.5), views: [view], with: driver)
        try? driver.start()
        world.runFrames(40)
        #expect(driver.state == .inactive || driver.fractionComplete == 1)
        #expect(world.violations.isEmpty, "\(world.violations)")
    }
}
