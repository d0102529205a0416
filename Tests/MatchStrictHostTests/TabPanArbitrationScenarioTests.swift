import MatchEngine
import MatchStrictAdapters
import MatchStrictHost
import Testing

/// The interactive tab pan meets the recognizers of the views under it on the strict host, where
/// the tab pan recognizes first unless it waits for another to fail (the least favourable
/// reading): it yields to a pushed screen's pop recognizers and to scroll views that scroll
/// sideways, through `TabCoordination.panRequiresFailure`.
@Suite struct TabPanArbitrationScenarioTests {
    /// The example app in its tab bar controller, the Photos tab after Settings, a photo pushed.
    private static func pushedPhoto(photosTab: Int) throws -> (StrictExampleApp, StrictTabBarController) {
        let app = StrictExampleApp(withTabs: true, photosTab: photosTab)
        let tabs = try #require(app.tabBar)
        #expect(tabs.selectedIndex == photosTab)
        app.navigation.push(app.detail(item: 4))
        #expect(app.navigation.run?.runToEnd() == true)
        #expect(app.navigation.stack.count == 2)
        return (app, tabs)
    }

    @Test func inTheExampleAppARightSwipeOnAPushedScreenPopsInsteadOfSwitchingTabs() throws {
        let (app, tabs) = try Self.pushedPhoto(photosTab: 1)
        // A right swipe from the leading edge: toward the previous tab for the tab pan, a pop for
        // the back swipe. The tab pan waits for the back swipe, which begins: it pops.
        #expect(!tabs.sendPan(.began(at: Point(x: 4, y: 400), velocity: Vector(dx: 600, dy: 0))))
        tabs.sendPan(.changed(translation: Vector(dx: 160, dy: 0)))
        tabs.sendPan(.ended(translation: Vector(dx: 160, dy: 0), velocity: Vector(dx: 900, dy: 0)))
        #expect(tabs.runs.isEmpty && tabs.selectedIndex == 1 && tabs.yieldedPans == 1)
        #expect(app.navigation.run?.controller.configuration.kind == .pop)
        #expect(app.navigation.run?.runToEnd() == true)
        #expect(app.navigation.stack.count == 1)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func duringASwitchToAPushedScreenARightSwipeGrabsTheSwitchInsteadOfPopping() throws {
        let (app, tabs) = try Self.pushedPhoto(photosTab: 1)
        app.world.tap(at: tabs.items[0].frameInWindow.center)
        #expect(tabs.run?.runToEnd() == true)
        app.world.tap(at: tabs.items[1].frameInWindow.center)
        let run = try #require(tabs.run)
        app.world.runFrames(6)
        // The navigation controller's transition coordinator is the tab bar controller's now: its
        // pop recognizers do not begin, and the tab pan grabs the switch, against its direction.
        #expect(tabs.sendPan(.began(at: Point(x: 200, y: 400), velocity: Vector(dx: 600, dy: 0))))
        tabs.sendPan(.ended(translation: Vector(dx: 120, dy: 0), velocity: Vector(dx: 900, dy: 0)))
        #expect(run.runToEnd() == false)
        #expect(tabs.selectedIndex == 0 && tabs.runs.count == 2 && app.navigation.stack.count == 2)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func thePanAnywherePopWinsOverTheTabPanToo() throws {
        let (app, tabs) = try Self.pushedPhoto(photosTab: 1)
        app.navigation.enablePopInteraction()
        app.navigation.popRecognizer.delegate = .custom { false }
        #expect(!tabs.sendPan(.began(at: Point(x: 200, y: 400), velocity: Vector(dx: 600, dy: 0))))
        tabs.sendPan(.changed(translation: Vector(dx: 160, dy: 0)))
        tabs.sendPan(.ended(translation: Vector(dx: 160, dy: 0), velocity: Vector(dx: 900, dy: 0)))
        #expect(app.navigation.run?.runToEnd() == true)
        #expect(tabs.runs.isEmpty && app.navigation.stack.count == 1)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func withNothingToPopTheTabPanSwitchesAndAVerticalGridDoesNotHoldItBack() throws {
        let app = StrictExampleApp(withTabs: true, photosTab: 1)
        let tabs = try #require(app.tabBar)
        // On the grid (a vertical scroll view) with nothing to pop, a right swipe switches tabs.
        #expect(tabs.sendPan(.began(at: Point(x: 200, y: 300), velocity: Vector(dx: 600, dy: 0))))
        tabs.sendPan(.ended(translation: Vector(dx: 200, dy: 0), velocity: Vector(dx: 900, dy: 0)))
        #expect(tabs.run?.runToEnd() == true)
        #expect(tabs.selectedIndex == 0 && tabs.yieldedPans == 0)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func aSidewaysPanOnAHorizontalScrollViewScrollsIt() throws {
        let s = StrictScreens()
        let strip = StrictView(world: s.world, frame: Rect(x: 0, y: 500, width: 390, height: 120), name: "strip")
        strip.isScrollView = true
        for i in 0..<6 {
            strip.addSubview(StrictView(world: s.world, frame: Rect(x: Double(i) * 130, y: 0, width: 120, height: 120), name: "card-\(i)"))
        }
        s.list.addSubview(strip)
        let tabs = ModalAndTabScenarioTests.tabs(s, detailAt: 1)
        tabs.isInteractive = true
        #expect(!tabs.sendPan(.began(at: Point(x: 300, y: 560), velocity: Vector(dx: -600, dy: 0))))
        tabs.sendPan(.changed(translation: Vector(dx: -150, dy: 0)))
        tabs.sendPan(.ended(translation: Vector(dx: -150, dy: 0), velocity: Vector(dx: -900, dy: 0)))
        #expect(strip.contentOffset.x.isApproximatelyEqual(to: 150, tolerance: 1e-9))
        #expect(tabs.runs.isEmpty && tabs.selectedIndex == 0 && tabs.yieldedPans == 1)
        // Above the strip the same pan switches tabs.
        #expect(tabs.sendPan(.began(at: Point(x: 300, y: 300), velocity: Vector(dx: -600, dy: 0))))
        tabs.sendPan(.ended(translation: Vector(dx: -200, dy: 0), velocity: Vector(dx: -900, dy: 0)))
        #expect(tabs.run?.runToEnd() == true)
        #expect(tabs.selectedIndex == 1)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
