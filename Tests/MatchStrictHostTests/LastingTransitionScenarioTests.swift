@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// Requests made while a push Match does not animate runs — UIKit's own slide (Match turned off
/// for it) or the app's timed animator — on the strict host, where such a push lasts on the
/// world's clock with a transition coordinator until it ends (UINavigationController.h: "Uses a
/// horizontal slide transition"; UIViewControllerTransitionCoordinator.h: a coordinator is vended
/// "when an active transition or presentation/dismissal is in flight"). A push or pop reaching the
/// navigation controller then would nest (uikit-practice P5); Match's requests wait for the push
/// to end instead, and each scenario ends with the stack, selection or presentation its requests
/// imply, nothing nested, and every original view as it was.
@Suite struct LastingTransitionScenarioTests {
    /// Who animates the first push.
    enum FirstPush: CaseIterable {
        /// UIKit's own slide: Match is turned off on the navigation controller for it.
        case system
        /// The app's navigation delegate supplies its own animator, with no interaction controller.
        case app
    }

    /// Asks for a push of item 4's detail through Match's coordinator with the push animated as
    /// `first` says, and checks it runs on the clock and not through Match; returns the detail.
    static func startLastingPush(_ first: FirstPush, in app: StrictExampleApp) -> StrictView {
        switch first {
        case .system: app.coordinator.isEnabled = false
        case .app: app.coordinator.appAnimatesPushes = true
        }
        let detail = app.detail(item: 4)
        app.navigation.requestPush(detail)
        app.world.runFrames(3)
        #expect(app.navigation.isTransitioning, "the push lasts, with a transition coordinator")
        #expect(app.navigation.timedTransitions == 1 && app.navigation.runs.isEmpty, "not Match's push")
        #expect(Self.same(app.navigation.stack, [app.grid]) && Self.same(app.navigation.viewControllers, [app.grid, detail]))
        #expect(detail.isInWindow && app.grid.isInWindow, "both screens in the container while it runs")
        // Match is back as the push runs: what it is asked for next is its own.
        app.coordinator.isEnabled = true
        app.coordinator.appAnimatesPushes = false
        return detail
    }

    /// Runs display frames until the lasting push ends, calls `atEnd` right as it ended — its
    /// completion ran, the turn that follows (where the coordinator's completions start what
    /// waited) not yet — then runs that turn.
    static func runUntilLastingPushEnds(_ app: StrictExampleApp, atEnd: () -> Void = {}) {
        let clock = app.world.clock
        for _ in 0..<600 where clock.timedAnimationsRun {
            clock.advance(by: 1.0 / 60)
            if clock.timedAnimationsRun { app.world.turn() }
        }
        #expect(!clock.timedAnimationsRun)
        atEnd()
        app.world.turn()
    }

    /// Whether two stacks hold the same screens, in order.
    static func same(_ a: [StrictView], _ b: [StrictView]) -> Bool { a.elementsEqual(b, by: ===) }

    /// Nothing flies any more: no claims in the window, every cell's content shown.
    static func expectSettled(_ app: StrictExampleApp) {
        #expect(!app.navigation.isBusy && app.coordination.queue.isEmpty)
        #expect(ClaimRegistry.ofWindow(containing: app.navigation.view).count == 0)
        #expect(app.cellContents.allSatisfy { $0.alpha == 1 && !$0.isHidden })
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    @Test(arguments: FirstPush.allCases)
    func aMatchPushAskedForDuringALastingPushWaitsForItThenRuns(first: FirstPush) throws {
        let app = StrictExampleApp()
        let first = Self.startLastingPush(first, in: app)
        let second = app.detail(item: 7)
        app.navigation.requestPush(second)
        // It waits: a push handed to UIKit now would nest inside the running one (P5).
        #expect(app.coordination.queue.count == 1)
        #expect(Self.same(app.navigation.viewControllers, [app.grid, first]))
        var firstBefore: TreeFingerprint?
        Self.runUntilLastingPushEnds(app) {
            #expect(!app.navigation.isTransitioning && app.navigation.runs.isEmpty)
            #expect(Self.same(app.navigation.stack, [app.grid, first]), "the first push ended as asked")
            firstBefore = TreeFingerprint(first)
        }
        // In the turn the push's coordinator completes, Match's push starts.
        let push = try #require(app.navigation.run)
        #expect(push.controller.configuration.kind == .push)
        #expect(push.runToEnd() == true)
        app.world.runFrames(2)
        #expect(Self.same(app.navigation.stack, [app.grid, first, second]))
        #expect(app.navigation.runs.count == 1)
        let before = try #require(firstBefore)
        #expect(TreeFingerprint(first).placedLike(before) == before)
        Self.expectSettled(app)
    }

    @Test(arguments: [false, true])
    func aPopAskedForDuringAnAppAnimatedPushWaitsThenFliesBack(backButton: Bool) throws {
        let app = StrictExampleApp()
        let gridBefore = TreeFingerprint(app.grid)
        let detail = Self.startLastingPush(.app, in: app)
        // The bar shows the incoming screen's back button from the start of the push; its action
        // is Match's, which neither reverses (no matched push runs) nor nests: the pop waits.
        if backButton {
            #expect(app.navigation.backActionHolder(of: detail) == .match && app.navigation.backButtonTakesTap)
            app.navigation.tapBack()
        } else {
            app.coordinator.pop()
        }
        #expect(app.coordination.queue.count == 1)
        Self.runUntilLastingPushEnds(app) {
            #expect(!app.navigation.isTransitioning && app.navigation.runs.isEmpty)
            #expect(Self.same(app.navigation.stack, [app.grid, detail]), "the push ended as the app animated it")
        }
        let pop = try #require(app.navigation.run)
        #expect(pop.controller.configuration.kind == .pop)
        #expect(pop.runToEnd() == true)
        app.world.runFrames(2)
        #expect(Self.same(app.navigation.stack, [app.grid]))
        #expect(app.navigation.runs.count == 1, "one matched run: the pop")
        #expect(TreeFingerprint(app.grid) == gridBefore)
        Self.expectSettled(app)
    }

    @Test(arguments: FirstPush.allCases)
    func aTabTappedDuringALastingPushInTheSelectedTabWaitsForIt(first: FirstPush) throws {
        let (app, tabs) = try MeetingTransitionsScenarioTests.appWithTabs()
        let detail = Self.startLastingPush(first, in: app)
        // The settings item is tapped while the photos tab's navigation controller pushes: a
        // switch now would take the tab's views from under that push (nested).
        #expect(app.world.tap(at: tabs.items[1].frameInWindow.center) != nil)
        #expect(tabs.runs.isEmpty && tabs.coordination?.isTapWaitingForContent == true)
        app.world.runFrames(while: { app.navigation.isTransitioning })
        #expect(tabs.runs.isEmpty, "the tap is retried a turn after the push's coordinator completes")
        let photosTab = TreeFingerprint(app.navigation.view)
        MeetingTransitionsScenarioTests.settle(app)
        #expect(Self.same(app.navigation.stack, [app.grid, detail]))
        #expect(tabs.selectedIndex == 1 && tabs.runs.count == 1 && tabs.runs.first?.ended == true)
        #expect(tabs.delegateCalls.last == "didSelect(1)")
        #expect(tabs.selectionsDuringTransition == 0)
        #expect(TreeFingerprint(app.navigation.view).placedLike(photosTab) == photosTab)
        #expect(!app.navigation.view.isInWindow, "the photos tab left the window")
        Self.expectSettled(app)
    }

    @Test(arguments: FirstPush.allCases)
    func aPresentationAskedForDuringALastingPush(first: FirstPush) throws {
        let app = StrictExampleApp()
        let gridBefore = TreeFingerprint(app.grid)
        let sheet = StrictView(world: app.world, frame: .zero, name: "share-sheet")
        sheet.backgroundColor = .fixed(Color(red: 1, green: 1, blue: 1))
        let thumb = StrictView(world: app.world, frame: Rect(x: 16, y: 16, width: 64, height: 64), name: "share-thumb")
        thumb.backgroundColor = .fixed(StrictExampleApp.color(0))
        thumb.node.transitionID = "photo-0"
        sheet.addSubview(thumb)
        let sheetBefore = Array(TreeFingerprint(sheet).entries.dropFirst())
        let presentation = StrictPresentation(
            world: app.world, presenting: app.navigation.view, presented: sheet,
            effect: .presentFromEdge(.bottom, dimming: Color(red: 0, green: 0, blue: 0, alpha: 0.4), size: .fraction(0.5)))
        app.navigation.modalTransitionRuns = { presentation.isTransitioning }
        let detail = Self.startLastingPush(first, in: app)
        // UIKit documents no refusal of a presentation while the presenter's navigation controller
        // pushes, and the strict host models none: the sheet comes up beside the push (as beside
        // a matched push when nothing of the presenter flies, `ModalDuringOtherTransitionScenarioTests`).
        // Match's push-time claims do not exist for a push UIKit animates, so the sheet's
        // thumbnail flies from the grid's cell although the grid is the screen leaving — on a
        // device from where UIKit's slide puts the grid; the slide is not modelled here.
        let present = try #require(presentation.present())
        app.world.runFrames(2)
        #expect(present.controller.diagnostics.isEmpty && app.navigation.isTransitioning)
        for _ in 0..<600 where app.navigation.isBusy || presentation.isTransitioning { app.world.runFrames(1) }
        app.world.runFrames(2)
        #expect(presentation.isPresented && sheet.isInWindow)
        #expect(Self.same(app.navigation.stack, [app.grid, detail]))
        #expect(Array(TreeFingerprint(sheet).entries.dropFirst()) == sheetBefore)
        #expect(TreeFingerprint(app.grid).placedLike(gridBefore) == gridBefore)
        Self.expectSettled(app)
    }

    /// A transitioning delegate with Match's presentation controller and no animator: UIKit's own
    /// presentation and dismissal run.
    final class SystemAnimatedSheet: StrictTransitioningDelegate {
        let match: StrictModalTransition
        init(world: StrictWorld) { match = StrictModalTransition(world: world) }
        func presentationController(for presentation: StrictPresentation) -> StrictPresentationController {
            match.presentationController(for: presentation)
        }
        func animationController(forPresented presentation: StrictPresentation) -> StrictTransitionAnimator? { nil }
        func animationController(forDismissed presentation: StrictPresentation) -> StrictTransitionAnimator? { nil }
    }

    @Test func aMatchPushAskedForDuringUIKitsOwnPresentationWaitsForIt() throws {
        let app = StrictExampleApp()
        let gridBefore = TreeFingerprint(app.grid)
        let sheet = StrictView(world: app.world, frame: .zero, name: "sheet")
        let presentation = StrictPresentation(
            world: app.world, presenting: app.navigation.view, presented: sheet,
            transitioningDelegate: SystemAnimatedSheet(world: app.world))
        app.navigation.modalTransitionRuns = { presentation.isTransitioning }
        #expect(presentation.present() == nil, "no run of a delegate's animator")
        app.world.runFrames(3)
        // UIKit's presentation lasts: in progress, the sheet in its container, not yet presented.
        #expect(presentation.isTransitioning && presentation.systemTransitionRuns && !presentation.isPresented)
        #expect(sheet.isInWindow)
        let detail = app.detail(item: 4)
        app.navigation.requestPush(detail)
        #expect(app.coordination.queue.count == 1 && app.navigation.runs.isEmpty, "the push waits for the presentation")
        app.world.runFrames(while: { presentation.isTransitioning })
        #expect(presentation.isPresented)
        app.world.runFrames(2)
        let push = try #require(app.navigation.run)
        #expect(push.runToEnd() == true)
        app.world.runFrames(2)
        #expect(Self.same(app.navigation.stack, [app.grid, detail]))
        // UIKit's own dismissal lasts too.
        presentation.dismiss()
        #expect(presentation.isTransitioning && presentation.isPresented)
        app.world.runFrames(while: { presentation.isTransitioning })
        #expect(!presentation.isPresented && !sheet.isInWindow)
        #expect(TreeFingerprint(app.grid).placedLike(gridBefore) == gridBefore)
        Self.expectSettled(app)
    }
}
