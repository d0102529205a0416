@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// What a push and a pop of the example app cost the device, through the navigation controller and
/// Match's own decisions: one forced render pass, under the cover, for the screen the display has
/// not shown (the pushed detail; the grid coming back), and one more per nesting level; one
/// snapshot per view that flies apart from its screen plus the cover, nothing on screen but the
/// screen before or the plan, and no display-link frames while nothing moves.
@Suite struct DeviceWorkFloorScenarioTests {
    /// The views that fly apart from their screens in a push of item 4: the photo and its two
    /// labels on each side, and the caption that carries modifiers of its own.
    static let fliers = 7

    @Test func aPushOfTheExampleGridForcesOnePassAndSnapshotsOnlyWhatFliesApart() throws {
        let app = StrictExampleApp()
        let world = app.world
        world.recordsScreens = true
        let detail = app.detail(item: 4)
        app.navigation.push(detail)
        let run = try #require(app.navigation.run)
        // The committing pass showed the cover: the grid as it was.
        #expect(run.controller.session?.isInstalled == false)
        world.turn()
        #expect(run.controller.session?.isInstalled == true)
        // The grid's labels from the screen as shown; the cell and the detail — drawn by a commit
        // beneath the cover only — from one pass forced under it (K3).
        #expect(world.forcedRenderPasses == 1)
        let session = try #require(run.controller.session)
        #expect(session.snapshotsTaken == Self.fliers)
        #expect(world.snapshots == Self.fliers + 1)  // and the cover
        // Every cell but the tapped one rides with the grid: on screen as itself, never concealed.
        let others = app.cellContents.enumerated().filter { $0.offset != 4 }.map(\.element)
        #expect(others.allSatisfy { $0.alpha == 1 })
        #expect(run.runToEnd() == true)
        #expect(app.navigation.stack.count == 2)
        #expect(world.violations.isEmpty, "\(world.violations)")
    }

    @Test func aPopBackToTheGridForcesAtMostTwoPassesAndHeldStillCostsNoFrames() throws {
        let app = StrictExampleApp()
        let world = app.world
        app.navigation.push(app.detail(item: 4))
        #expect(app.navigation.run?.runToEnd() == true)
        let passesBefore = world.forcedRenderPasses
        let snapshotsBefore = world.snapshots
        // A back swipe to the middle, held still.
        app.navigation.popRecognizer.send(.began(location: Point(x: 2, y: 400)))
        world.turn()
        world.turn()
        app.navigation.popRecognizer.send(.changed(location: Point(x: 197, y: 400)))
        world.turn()
        let run = try #require(app.navigation.run)
        #expect(run.controller.configuration.kind == .pop)
        #expect(run.controller.phase == .interactive)
        // The grid left the window after the push: drawn again beneath the cover only, it needs a
        // forced pass (K3), and its labels nested in the cells one more, under the cover too.
        #expect(world.forcedRenderPasses - passesBefore == 2)
        #expect(world.snapshots - snapshotsBefore == Self.fliers + 1)  // the caption flies out; and the cover
        let frames = world.displayLinkFrames
        world.runFrames(30)
        #expect(world.displayLinkFrames == frames)
        app.navigation.popRecognizer.send(.ended(location: Point(x: 197, y: 400), velocity: Vector(dx: 900, dy: 0)))
        #expect(run.runToEnd() == true)
        #expect(app.navigation.stack.count == 1)
        #expect(app.cellContents.allSatisfy { $0.alpha == 1 })
        #expect(world.violations.isEmpty, "\(world.violations)")
    }

    @Test func aPushTheAppLaysOutItselfStillFliesNonBlankStandIns() throws {
        // The app calls `layoutIfNeeded()` on the navigation controller right after pushing: the
        // transition starts there, outside a commit, and the turn it waits for may come before the
        // commit. After the wait every stage is taken after screen updates whether or not a
        // commit came: the grid's cell and the detail from one forced pass, as for a push UIKit
        // starts inside a commit.
        let app = StrictExampleApp()
        app.navigation.startsTransitionsInsideCommit = false
        app.navigation.push(app.detail(item: 4))
        #expect(app.navigation.run?.runToEnd() == true)
        #expect(app.world.forcedRenderPasses == 1)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func aPopTheAppLaysOutItselfFliesTheGridAsItIsNotAsItWasLastDrawn() throws {
        // The grid was drawn, then left the window under the detail screen: its layers were
        // committed once (`presentation() != nil`) but their rendered content is gone. The app lays
        // the navigation controller out right after popping, so the pop starts outside a commit and
        // the turn it waits for may come before the commit: the stand-ins must come from a render
        // forced under the cover, not from the last render of a screen that left the window.
        let app = StrictExampleApp()
        app.navigation.push(app.detail(item: 4))
        #expect(app.navigation.run?.runToEnd() == true)
        app.navigation.startsTransitionsInsideCommit = false
        let passesBefore = app.world.forcedRenderPasses
        app.navigation.pop()
        let run = try #require(app.navigation.run)
        #expect(run.runToEnd() == true)
        #expect(app.navigation.stack.count == 1)
        #expect(app.world.forcedRenderPasses - passesBefore >= 1)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func aTabSwitchRightAfterAPushThatEndedUndrawnFliesTheScreenAsItIsNow() throws {
        // A push completes with no render pass after it (time moved on, no turn): the caption that
        // flew out on its own is back at alpha 1, but the last render drew it concealed. A tab
        // switch now flies the caption (it carries modifiers) from the screen as last rendered
        // unless the setup sees that render is stale, and the stand-in comes out blank.
        let app = StrictExampleApp(withTabs: true)
        let tabs = try #require(app.tabBar)
        let settings = try #require(app.settings)
        let title = StrictView(world: app.world, frame: Rect(x: 16, y: 100, width: 200, height: 41), name: "settings-title")
        title.contentKind = .text
        title.node.transitionID = "settings-title"
        settings.addSubview(title)
        app.world.renderPass()
        app.navigation.push(app.detail(item: 9))
        let push = try #require(app.navigation.run)
        app.world.turn()
        app.world.runFrames(3)  // drawn mid-flight: the caption's original concealed
        app.world.clock.advance(by: 2)
        #expect(push.ended != nil)
        app.world.tap(at: tabs.items[1].frameInWindow.center)
        let run = try #require(tabs.run)
        #expect(run.runToEnd() == true)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }
}
