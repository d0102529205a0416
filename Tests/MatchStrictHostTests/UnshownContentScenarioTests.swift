import MatchEngine
import MatchStrictAdapters
import MatchStrictHost
import Testing

/// Stand-ins of a screen the display has not shown: a pushed screen, committed by the pass the
/// setup waits for but only beneath the cover, holds no content for a snapshot without screen
/// updates (the strict host's least favourable reading, K3; Hero and Hero2 take every snapshot of
/// their deferred turn after screen updates). Match takes those after screen updates, under the
/// cover, so every stand-in flies with its pixels.
@Suite struct UnshownContentScenarioTests {
    /// The stand-ins in the container now, by the name of the view each shows.
    static func standIns(in container: StrictView) -> [String: StrictView] {
        var result: [String: StrictView] = [:]
        for v in container.subtree { if let name = v.name, name.hasPrefix("snapshot:") { result[name] = v } }
        return result
    }

    @Test func aPushedScreenFliesWithItsPixelsAndTheScreenShowsOnlyTheCoverMeanwhile() throws {
        let app = StrictExampleApp()
        app.world.recordsScreens = true
        app.navigation.push(app.detail(item: 4))
        let run = try #require(app.navigation.run)
        let forcedBefore = app.world.forcedRenderPasses
        app.world.turn()
        #expect(run.controller.session?.isInstalled == true)
        #expect(app.world.forcedRenderPasses > forcedBefore, "the detail was taken after screen updates")
        let standIns = Self.standIns(in: app.navigation.container)
        for name in ["snapshot:detail-photo", "snapshot:detail-name", "snapshot:detail-kind"] {
            let standIn = try #require(standIns[name], "\(name) flies")
            #expect(standIn.snapshotPixels?.isEmpty == false, "\(name) holds pixels")
        }
        #expect(run.runToEnd() == true)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func aScreenSetWithoutAnimationAndNeverDrawnFliesWithItsPixelsWhenPopped() throws {
        // `setViewControllers` without a render pass since: the top screen was never drawn when
        // the back tap pops it, so its stand-ins too come from a pass forced under the cover.
        let app = StrictExampleApp()
        app.navigation.setViewControllers([app.grid, app.detail(item: 4), app.detail(item: 7)])
        app.navigation.tapBack()
        let run = try #require(app.navigation.run)
        app.world.turn()
        #expect(run.controller.session?.isInstalled == true)
        let standIns = Self.standIns(in: app.navigation.container)
        #expect(!standIns.isEmpty)
        for (name, standIn) in standIns { #expect(standIn.snapshotPixels?.isEmpty == false, "\(name) holds pixels") }
        #expect(run.runToEnd() == true)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }
}
