@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// Transitions that meet a finger or a second request while they run, on the strict host through
/// the coordinators' own decisions: a running push or presentation can be grabbed by the pan that
/// undoes it and thrown to either end; a pop asked for while a push runs reverses it, and one asked
/// for while a pop runs waits for it; a tap outside while a presentation comes in sends it back.
/// Nothing nested reaches the container (P5) and nothing the app owns is lost.
@Suite struct MeetingTransitionsScenarioTests {
    /// Somewhere on the pushed detail screen, away from the edge the back swipe owns.
    static let onDetail = Point(x: 200, y: 500)

    /// The example app, with the pan-anywhere pop, a push of item 4 under way and installed.
    static func pushUnderWay() throws -> (StrictExampleApp, StrictTransitionRun, TreeFingerprint) {
        let app = StrictExampleApp()
        app.navigation.enablePopInteraction()
        let grid = TreeFingerprint(app.grid)
        app.navigation.push(app.detail(item: 4))
        let run = try #require(app.navigation.run)
        app.world.turn()
        #expect(run.controller.session?.isInstalled == true)
        app.world.runFrames(6)
        #expect(run.controller.phase == .running)
        return (app, run, grid)
    }

    @Test(arguments: [false, true])
    func aRunningPushGrabbedByThePanAnywherePopGoesWhereItIsThrown(throwBack: Bool) throws {
        let (app, run, grid) = try Self.pushUnderWay()
        let before = run.controller.progress
        // The finger comes down on the incoming screen, through hit testing, and grabs the push.
        #expect(app.navigation.popPanBegan(at: Self.onDetail))
        #expect(run.controller.phase == .interactive)
        // Moving the way a pop goes takes the push back.
        app.navigation.popPanChanged(translation: Vector(dx: 60, dy: 0))
        app.world.turn()
        #expect(run.controller.progress < before)
        let velocity = Vector(dx: throwBack ? 900 : -900, dy: 0)
        app.navigation.popPanEnded(translation: Vector(dx: 60, dy: 0), velocity: velocity)
        #expect(run.runToEnd() == !throwBack)
        #expect(app.navigation.stack.count == (throwBack ? 1 : 2))
        #expect(app.navigation.runs.count == 1, "one transition, no second one")
        if throwBack { #expect(TreeFingerprint(app.grid) == grid) }
        #expect(app.cellContents.allSatisfy { $0.alpha == 1 })
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func theBackButtonTappedWhileAPushRunsReversesItFromWhereItIs() throws {
        let (app, run, grid) = try Self.pushUnderWay()
        let before = run.controller.progress
        app.navigation.tapBack()
        app.world.runFrames(2)
        // Reversed from where its views were: no jump to either end, no second transition.
        #expect(run.controller.progress < before && run.controller.progress > 0)
        #expect(run.runToEnd() == false)
        #expect(app.navigation.stack.count == 1)
        #expect(app.navigation.runs.count == 1)
        #expect(TreeFingerprint(app.grid) == grid)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func theBackButtonTappedWhileAPopRunsPopsAgainOnceItEnds() throws {
        let app = StrictExampleApp()
        app.navigation.push(app.detail(item: 4))
        #expect(app.navigation.run?.runToEnd() == true)
        app.navigation.push(app.detail(item: 7))
        #expect(app.navigation.run?.runToEnd() == true)
        #expect(app.navigation.stack.count == 3)
        app.navigation.tapBack()
        let first = try #require(app.navigation.run)
        app.world.runFrames(3)
        // A second tap lands on the back button while the first pop runs: it waits.
        app.navigation.tapBack()
        #expect(app.navigation.runs.count == 3)
        #expect(first.runToEnd() == true)
        app.world.turn()
        #expect(app.navigation.runs.count == 4, "the waiting pop started once the first ended")
        #expect(app.navigation.run?.runToEnd() == true)
        #expect(app.navigation.stack.count == 1)
        #expect(app.cellContents.allSatisfy { $0.alpha == 1 })
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func withoutMatchsBackActionABackTapMidPushNestsInsideIt() throws {
        // iOS 15 has no `UINavigationItem.backAction`: the button pops through UIKit, nested (P5).
        let (app, _, _) = try Self.pushUnderWay()
        app.navigation.systemHasBackAction = false
        app.navigation.tapBack()
        #expect(app.world.violations.contains(.nestedNavigationOperation))
    }

    @Test func screensSetWithoutAnimationGetMatchsBackActionSoASecondTapWaits() throws {
        // A stack set with `setViewControllers` (or pushes without animation) never passes
        // through `animationControllerFor`; its back buttons still pop through Match.
        let app = StrictExampleApp()
        let first = app.detail(item: 4)
        let second = app.detail(item: 7)
        app.navigation.setViewControllers([app.grid, first, second])
        #expect(app.navigation.backActionHolder(of: app.grid) == .none, "the root has no back button")
        #expect(app.navigation.backActionHolder(of: first) == .match)
        #expect(app.navigation.backActionHolder(of: second) == .match)
        app.navigation.tapBack()
        let pop = try #require(app.navigation.run)
        app.world.runFrames(3)
        // The bar shows `first`'s item now: its back button is tapped while the pop runs.
        app.navigation.tapBack()
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
        #expect(pop.runToEnd() == true)
        app.world.turn()
        #expect(app.navigation.run?.runToEnd() == true)
        #expect(app.navigation.stack.count == 1)
        #expect(app.navigation.backActionHolder(of: first) == .none, "taken off once it left the stack")
        #expect(app.navigation.backActionHolder(of: second) == .none)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func anActionTheAppSetIsNeverReplacedAndARootGetsNone() throws {
        let app = StrictExampleApp()
        let first = app.detail(item: 4)
        let second = app.detail(item: 7)
        app.navigation.setAppBackAction(on: second)
        app.navigation.setViewControllers([app.grid, first, second])
        #expect(app.navigation.backActionHolder(of: second) == .app)
        app.navigation.tapBack()
        #expect(app.navigation.appBackActionTaps == 1)
        #expect(app.navigation.runs.isEmpty, "the app's action decides, not Match")
        // `first` becomes the root: Match's action comes off (it would synthesize a back button).
        app.navigation.setViewControllers([first])
        #expect(app.navigation.backActionHolder(of: first) == .none)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func operationsAskedForBeforeADeferredStartWaitTheirTurn() throws {
        // UIKit starts a navigation transition in the next layout pass (P2), with no transition
        // coordinator until then: a second push, or the back button, in the same turn must wait.
        let app = StrictExampleApp()
        app.navigation.startsTransitionsAtNextLayout = true
        let first = app.detail(item: 4)
        let second = app.detail(item: 7)
        app.navigation.requestPush(first)
        app.navigation.requestPush(second)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
        app.world.turn()
        #expect(app.navigation.run?.runToEnd() == true)
        app.world.turn()
        app.world.turn()
        #expect(app.navigation.run?.runToEnd() == true)
        #expect(app.navigation.stack.map(ObjectIdentifier.init) == [app.grid, first, second].map(ObjectIdentifier.init))
        // The back button right after a push was asked for: the pop waits for it, then runs.
        let third = app.detail(item: 9)
        app.navigation.requestPush(third)
        app.navigation.tapBack()
        for _ in 0..<4 {
            app.world.turn()
            _ = app.navigation.run?.runToEnd()
        }
        #expect(app.navigation.runs.count == 4)
        #expect(app.navigation.stack.count == 3)
        #expect(app.cellContents.allSatisfy { $0.alpha == 1 })
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func aPushSentBackLeavesTheBarDrawingTheScreenShown() throws {
        // A cancelled push can leave the bar drawing the item of the screen that never arrived
        // (P23): Match lays the bar out anew once it ends.
        let (app, run, _) = try Self.pushUnderWay()
        app.navigation.tapBack()
        #expect(run.runToEnd() == false)
        app.world.turn()
        #expect(app.navigation.barDrawsItemOf === app.grid)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func theBackButtonTappedDuringTheReleaseOfAGrabbedPushSendsItBack() throws {
        // UIKit stops the bar taking taps once a custom transition is interactive, until it
        // completes; Match turns it back on at the release, so the tap reaches Match.
        let (app, run, _) = try Self.pushUnderWay()
        #expect(app.navigation.popPanBegan(at: Self.onDetail))
        app.navigation.popPanChanged(translation: Vector(dx: -20, dy: 0))
        app.world.turn()
        #expect(!app.navigation.barTakesTaps, "held by the finger: the bar takes no taps")
        app.navigation.popPanEnded(translation: Vector(dx: -20, dy: 0), velocity: Vector(dx: -900, dy: 0))
        app.world.runFrames(2)
        #expect(run.controller.phase == .releasing)
        app.navigation.tapBack()
        #expect(app.navigation.swallowedBarTaps == 0)
        #expect(run.runToEnd() == false, "the tap sent the push back")
        #expect(app.navigation.stack.count == 1)
        #expect(app.navigation.runs.count == 1)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test(arguments: [false, true])
    func thePanAnywherePopPopsAndLeavesNothingWaiting(deferredStart: Bool) throws {
        // UIKit asks the pan's delegate before `.began` and `.began` decides again: asking must
        // hand nothing over, or the pop never starts and every later pop waits for it.
        let app = StrictExampleApp()
        app.navigation.enablePopInteraction()
        app.navigation.startsTransitionsAtNextLayout = deferredStart
        app.navigation.push(app.detail(item: 4))
        app.world.turn()
        #expect(app.navigation.run?.runToEnd() == true)
        #expect(app.navigation.popPanBegan(at: Self.onDetail))
        app.world.turn()
        let pop = try #require(app.navigation.run)
        #expect(pop.controller.configuration.kind == .pop)
        app.navigation.popPanChanged(translation: Vector(dx: 200, dy: 0))
        app.navigation.popPanEnded(translation: Vector(dx: 200, dy: 0), velocity: Vector(dx: 900, dy: 0))
        #expect(pop.runToEnd() == true)
        #expect(app.navigation.stack.count == 1)
        // On the root the pan is refused, and nothing is left waiting for a start.
        #expect(!app.navigation.popPanBegan(at: Self.onDetail))
        #expect(app.navigation.coordination?.operationHandedOver == false)
        app.navigation.requestPush(app.detail(item: 7))
        app.world.turn()
        #expect(app.navigation.run?.runToEnd() == true)
        #expect(app.navigation.stack.count == 2)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func onIOS15TheBarStaysOffThroughTheReleaseSoABackTapCannotNest() throws {
        // Without `backAction` the button pops through UIKit: Match leaves the bar as UIKit keeps
        // it (off until completion) rather than let a tap nest a pop in the release (P5).
        let (app, run, _) = try Self.pushUnderWay()
        app.navigation.systemHasBackAction = false
        #expect(app.navigation.popPanBegan(at: Self.onDetail))
        app.navigation.popPanEnded(translation: Vector(dx: -10, dy: 0), velocity: Vector(dx: -900, dy: 0))
        app.world.runFrames(2)
        app.navigation.tapBack()
        #expect(app.navigation.swallowedBarTaps == 1)
        #expect(run.runToEnd() == true)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test(arguments: [false, true], [false, true])
    func aPushThatChangesNothingLeavesNothingWaiting(deferredStart: Bool, ignoredBySubclass: Bool) throws {
        // A second push of the screen on top (a double tap) changes nothing: UIKit's push "has no
        // effect if the view controller is already in the stack" (UINavigationController.h), and an
        // app's subclass may ignore it first. No `willShow` ever comes for it, so it must not count
        // as handed over — else the back button, the swipes and every later push wait for ever.
        let app = StrictExampleApp()
        app.navigation.startsTransitionsAtNextLayout = deferredStart
        if ignoredBySubclass {
            app.navigation.ignoresPush = { [unowned app] screen in app.navigation.stack.contains { $0 === screen } }
        }
        let detail = app.detail(item: 4)
        app.navigation.requestPush(detail)
        app.world.turn()
        #expect(app.navigation.run?.runToEnd() == true)
        app.world.turn()
        app.navigation.requestPush(detail)  // changes nothing
        app.world.turn()
        #expect(app.navigation.coordination?.operationHandedOver == false)
        app.navigation.tapBack()
        app.world.turn()
        #expect(app.navigation.run?.runToEnd() == true)
        #expect(app.navigation.stack.count == 1, "the back button still pops")
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    // MARK: Presentations

    final class Presentation {
        let screens = StrictScreens()
        let presentation: StrictPresentation
        var world: StrictWorld { screens.world }

        init(
            dimming: Color? = Color(red: 0, green: 0, blue: 0, alpha: 0.4), size: PresentationSize = .full,
            dismissesOnTapOutside: Bool? = nil
        ) {
            presentation = StrictPresentation(
                world: screens.world, presenting: screens.list, presented: screens.detail,
                effect: .presentFromEdge(.bottom, dimming: dimming, size: size),
                dismissesOnTapOutside: dismissesOnTapOutside)
            presentation.followsFinger = false
        }

        /// Presents, waits for the flight to come on screen and lets it run a few frames.
        func presentUnderWay() throws -> StrictTransitionRun {
            let run = try #require(presentation.present())
            world.turn()
            #expect(run.controller.session?.isInstalled == true)
            world.runFrames(8)
            #expect(run.controller.phase == .running)
            return run
        }
    }

    @Test(arguments: [false, true])
    func aRunningPresentationGrabbedByTheDismissalPanGoesWhereItIsThrown(throwBack: Bool) throws {
        let p = Presentation()
        let presenter = TreeFingerprint(p.screens.list)
        let run = try p.presentUnderWay()
        let before = run.controller.progress
        // The finger comes down on the presented screen where it is now, through hit testing.
        let down = Vector(dx: 0, dy: 1)
        let height = p.world.window.node.bounds.height
        let onScreen = Point(x: 100, y: p.screens.detail.frameInWindow.minY + 40)
        #expect(p.presentation.dismissPanBegan(at: onScreen, direction: down, distance: height))
        #expect(run.controller.phase == .interactive)
        // Dragging down takes the presentation back.
        p.presentation.interaction.changed(translation: Vector(dx: 0, dy: 80))
        p.world.turn()
        #expect(run.controller.progress < before)
        p.presentation.interaction.ended(
            translation: Vector(dx: 0, dy: 80), velocity: Vector(dx: 0, dy: throwBack ? 1200 : -1200))
        #expect(run.runToEnd() == !throwBack)
        #expect(p.presentation.isPresented == !throwBack)
        #expect(p.presentation.runs.count == 1)
        #expect(TreeFingerprint(p.screens.list) == presenter)
        #expect(p.world.violations.isEmpty, "\(p.world.violations)")
    }

    @Test func aTapOutsideWhileASheetComesInSendsItBackFromWhereItIs() throws {
        let p = Presentation(size: .fraction(0.5))
        let run = try p.presentUnderWay()
        p.world.runFrames(4)  // the dimming is visible enough to be hit-tested (alpha ≥ 0.01, P8)
        let before = run.controller.progress
        #expect(p.presentation.dimmingView!.alpha >= 0.01)
        #expect(p.world.tap(at: Point(x: 100, y: 40)) != nil)
        p.world.runFrames(2)
        #expect(run.controller.progress < before && run.controller.progress > 0)
        #expect(run.runToEnd() == false)
        #expect(!p.presentation.isPresented)
        #expect(p.presentation.runs.count == 1)
        #expect(p.world.violations.isEmpty, "\(p.world.violations)")
    }

    @Test func aTapOutsideWhileADismissalGoesBackSendsItOnOut() throws {
        // A dismissal pan thrown back heads to presented; a tap outside then asks for the
        // dismissal: the same run goes on out from where it is, no second transition.
        let p = Presentation(size: .fraction(0.5))
        let presented = try p.presentUnderWay()
        #expect(presented.runToEnd() == true)
        p.world.turn()
        let height = p.world.window.node.bounds.height
        let onSheet = Point(x: 100, y: p.screens.detail.frameInWindow.minY + 40)
        #expect(p.presentation.dismissPanBegan(at: onSheet, direction: Vector(dx: 0, dy: 1), distance: height))
        let dismissal = try #require(p.presentation.run)
        p.presentation.interaction.changed(translation: Vector(dx: 0, dy: 120))
        p.world.turn()
        p.presentation.interaction.ended(
            translation: Vector(dx: 0, dy: 120), velocity: Vector(dx: 0, dy: -1500))
        p.world.runFrames(1)
        #expect(dismissal.controller.phase == .releasing)
        #expect(p.world.tap(at: Point(x: 100, y: 40)) != nil)
        #expect(dismissal.runToEnd() == true, "sent on out")
        #expect(!p.presentation.isPresented)
        #expect(p.presentation.runs.count == 2)
        #expect(p.world.violations.isEmpty, "\(p.world.violations)")
    }
}

extension MeetingTransitionsScenarioTests {
    @Test func pushesTappedWhileAPushRunsWaitAndRunOneAfterAnother() throws {
        let app = StrictExampleApp()
        let items = [8, 14, 2, 1, 5]
        app.navigation.requestPush(app.detail(item: items[0]))
        app.world.turn()
        app.world.runFrames(2)
        for item in items.dropFirst() { app.navigation.requestPush(app.detail(item: item)) }
        #expect(app.navigation.runs.count == 1, "the others wait")
        for _ in 0..<200 where app.navigation.isTransitioning || app.navigation.stack.count < items.count + 1 {
            app.world.runFrames(1, frameDuration: 1.0 / 15)
        }
        #expect(!app.navigation.isTransitioning)
        #expect(app.navigation.stack.count == items.count + 1)
        #expect(app.navigation.runs.count == items.count)
        #expect(app.navigation.container.subviews.count == 1, "\(app.navigation.container.subviews.map(\.name))")
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }
}

// MARK: Across containers

extension MeetingTransitionsScenarioTests {
    /// The example app with its tab bar: the grid's navigation controller in the first tab.
    static func appWithTabs() throws -> (StrictExampleApp, StrictTabBarController) {
        let app = StrictExampleApp(withTabs: true)
        return (app, try #require(app.tabBar))
    }

    /// The app with tabs, its photos tab pushing item 4's detail through Match, `frames` frames
    /// after the push started.
    static func appWithPhotosPushing(frames: Int) throws -> (StrictExampleApp, StrictTabBarController) {
        let (app, tabs) = try appWithTabs()
        app.navigation.requestPush(app.detail(item: 4))
        app.world.turn()
        app.world.runFrames(frames)
        return (app, tabs)
    }

    /// Runs frames of 1/15 s until no container transitions and nothing waits (at most 200), then two more.
    static func settle(_ app: StrictExampleApp) {
        for _ in 0..<200
        where app.navigation.isBusy || app.tabBar?.isTransitioning == true
            || app.tabBar?.coordination?.isTapWaitingForContent == true
        {
            app.world.runFrames(1, frameDuration: 1.0 / 15)
        }
        app.world.runFrames(2)
    }

    @Test func aPushSentBackKeepsTravellingWhenAnotherContainersTransitionEnds() throws {
        // Each transition has its own display link: one that ends (a tab switch) stops only its own.
        let (app, tabs) = try Self.appWithPhotosPushing(frames: 2)
        app.navigation.tapBack()
        let push = try #require(app.navigation.run)
        #expect(push.controller.phase == .releasing)
        app.world.clock.advance(by: 0.25)
        app.world.runFrames(9)
        _ = app.world.tap(at: tabs.items[1].frameInWindow.center)
        Self.settle(app)
        #expect(push.ended == false, "the push went back to where it started")
        #expect(!app.navigation.isTransitioning && !tabs.isTransitioning)
        #expect(ClaimRegistry.ofWindow(containing: tabs.view).count == 0)
        #expect(!app.world.clock.isTicking)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }
}

extension MeetingTransitionsScenarioTests {
    @Test(arguments: [false, true])
    func aTabTappedWhileThePhotosTabPushesIsSelectedOnceThePushEnds(deferredStart: Bool) throws {
        let (app, tabs) = try Self.appWithTabs()
        app.navigation.startsTransitionsAtNextLayout = deferredStart
        app.navigation.requestPush(app.detail(item: 4))
        if !deferredStart {
            app.world.turn()
            app.world.runFrames(3)
        }
        // The tap lands on the settings item while the push runs (or waits for its layout pass).
        #expect(app.world.tap(at: tabs.items[1].frameInWindow.center) != nil)
        #expect(tabs.runs.isEmpty, "no switch over the push")
        #expect(tabs.selectedIndex == 0)
        Self.settle(app)
        #expect(app.navigation.runs.count == 1)
        #expect(app.navigation.runs.first?.ended == true, "the push ran to its end")
        #expect(app.navigation.stack.count == 2)
        #expect(tabs.runs.count == 1, "the switch ran once the push ended")
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.delegateCalls == ["shouldSelect(1)", "didSelect(1)"])
        #expect(tabs.selectionsDuringTransition == 0)
        #expect(ClaimRegistry.ofWindow(containing: tabs.view).count == 0)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func theSelectedTabTappedWhileAWaitingTabIsQueuedKeepsTheSelection() throws {
        let (app, tabs) = try Self.appWithPhotosPushing(frames: 3)
        _ = app.world.tap(at: tabs.items[1].frameInWindow.center)
        _ = app.world.tap(at: tabs.items[0].frameInWindow.center)
        Self.settle(app)
        #expect(tabs.runs.isEmpty, "the latest tap wins: the photos tab stays")
        #expect(tabs.selectedIndex == 0)
        #expect(app.navigation.stack.count == 2)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func theTabPanDoesNotBeginWhileThePhotosTabPushes() throws {
        let (app, tabs) = try Self.appWithPhotosPushing(frames: 3)
        let leftward = Vector(dx: -600, dy: 0)
        #expect(!tabs.sendPan(.began(at: Point(x: 300, y: 400), velocity: leftward)))
        tabs.sendPan(.changed(translation: Vector(dx: -120, dy: 0)))
        tabs.sendPan(.ended(translation: Vector(dx: -120, dy: 0), velocity: leftward))
        #expect(tabs.runs.isEmpty)
        Self.settle(app)
        #expect(tabs.selectedIndex == 0)
        #expect(app.navigation.stack.count == 2)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test func aPushAskedForWhileTheTabSwitchesWaitsForTheSwitch() throws {
        let (app, tabs) = try Self.appWithTabs()
        _ = app.world.tap(at: tabs.items[1].frameInWindow.center)
        #expect(tabs.run?.runToEnd() == true)
        app.world.turn()
        // Back to the photos tab: while its screen comes in, the app pushes (a cell's selection).
        _ = app.world.tap(at: tabs.items[0].frameInWindow.center)
        let switchRun = try #require(tabs.run)
        app.world.runFrames(3)
        app.navigation.requestPush(app.detail(item: 4))
        app.world.runFrames(2)
        #expect(app.navigation.runs.isEmpty, "the push waits for the switch")
        #expect(switchRun.runToEnd() == true)
        Self.settle(app)
        #expect(app.navigation.runs.count == 1)
        #expect(app.navigation.stack.count == 2)
        #expect(tabs.selectedIndex == 0)
        #expect(ClaimRegistry.ofWindow(containing: tabs.view).count == 0)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }
}
