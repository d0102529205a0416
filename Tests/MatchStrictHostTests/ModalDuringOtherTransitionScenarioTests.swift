@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// A presentation or dismissal asked for while a push, pop or tab switch flies views of the same
/// window: it waits for them — its run held at its start, nothing of it on screen — and runs with
/// matched animation once they are given back, instead of cutting in without animation.
@Suite struct ModalDuringOtherTransitionScenarioTests {
    @Test func aPresentationDuringAPushWaitsForItsViewsThenFlies() throws {
        let w = SoakWorld()
        w.tap(at: w.app.cellContents[1].frameInWindow.center)
        w.world.runFrames(3)
        let push = try #require(w.nav.run)
        #expect(push.ended == nil)
        w.present()
        let present = try #require(w.presentation.run)
        w.world.runFrames(2)
        // The sheet waits: nothing of it is in the window while the push flies.
        #expect(present.controller.diagnostics == [.viewsInUse])
        #expect(present.controller.session?.phase == .waiting && present.ended == nil)
        #expect(!w.sheet.isInWindow)
        let progress = push.controller.progress
        w.world.runFrames(3)
        #expect(push.controller.progress > progress)
        // The push ends; the sheet then comes up with matched animation: a plan, not a plain
        // 0.01 s run without one.
        #expect(w.settleAll())
        #expect(push.ended == true && present.ended == true)
        #expect(present.controller.session?.plan != nil)
        #expect(w.presentation.isPresented && w.nav.stack.count == 2)
        #expect(w.check(settled: true).isEmpty, "\(w.check(settled: true))")
        #expect(w.world.violations.isEmpty, "\(w.world.violations)")
    }

    @Test func aPresentationDuringATabSwitchWaitsForItsViewsThenFlies() throws {
        let w = SoakWorld()
        w.tap(at: w.tabs.items[1].frameInWindow.center)
        w.world.runFrames(2)
        let tabSwitch = try #require(w.tabs.run)
        #expect(tabSwitch.ended == nil)
        w.present()
        let present = try #require(w.presentation.run)
        w.world.runFrames(2)
        #expect(present.controller.session?.phase == .waiting && !w.sheet.isInWindow)
        #expect(w.settleAll())
        #expect(tabSwitch.ended == true && present.ended == true)
        #expect(present.controller.session?.plan != nil)
        #expect(w.tabs.selectedIndex == 1 && w.presentation.isPresented)
        #expect(w.check(settled: true).isEmpty, "\(w.check(settled: true))")
        #expect(w.world.violations.isEmpty, "\(w.world.violations)")
    }

    @Test func aDismissalDuringATabSwitchWaitsForItsViewsThenFlies() throws {
        let w = SoakWorld()
        w.present()
        #expect(w.settleAll())
        // The app switches tabs under its sheet (a deep link), then dismisses the sheet at once.
        w.tabs.selectedIndex = 1
        let tabSwitch = try #require(w.tabs.run)
        w.world.runFrames(2)
        w.dismiss()
        let dismissal = try #require(w.presentation.run)
        w.world.runFrames(2)
        #expect(tabSwitch.ended == nil)
        #expect(dismissal.controller.session?.phase == .waiting && dismissal.ended == nil)
        #expect(w.settleAll())
        #expect(dismissal.ended == true && dismissal.controller.session?.plan != nil)
        #expect(!w.presentation.isPresented && w.tabs.selectedIndex == 1)
        #expect(w.world.violations.isEmpty, "\(w.world.violations)")
    }

    /// A push three frames under way, and a half-height sheet without a dimming colour over the
    /// navigation controller, not yet presented; with `photoID`, the sheet holds a photo tagged so.
    static func halfSheetDuringAPush(photoID: TransitionID?) throws -> (
        StrictScreens, StrictNavigationController, StrictTransitionRun, StrictView, StrictPresentation
    ) {
        let s = StrictScreens()
        let nav = s.inNavigationController()
        nav.push(s.detail)
        let push = try #require(nav.run)
        s.world.runFrames(3)
        let sheet = StrictView(world: s.world, frame: .zero, name: "sheet")
        sheet.backgroundColor = .fixed(Color(red: 1, green: 1, blue: 1))
        if let photoID {
            let photo = StrictView(world: s.world, frame: Rect(x: 20, y: 20, width: 80, height: 80), name: "sheet-photo")
            photo.node.transitionID = photoID
            photo.backgroundColor = .fixed(Color(red: 0.2, green: 0.4, blue: 0.9))
            sheet.addSubview(photo)
        }
        let presentation = StrictPresentation(
            world: s.world, presenting: nav.view, presented: sheet,
            effect: .presentFromEdge(.bottom, dimming: nil, size: .fraction(0.5)))
        return (s, nav, push, sheet, presentation)
    }

    @Test func aTapWhileAPartialSheetWaitsDoesNotTakeTheSheetAway() throws {
        // A half-height sheet without a dimming colour: its clear dimming view takes taps
        // outside (P8) from the moment the presentation begins, also while it waits. It waits
        // because its photo's partner, a row's avatar on the list, is on a screen the push moves.
        let (s, nav, push, sheet, presentation) = try Self.halfSheetDuringAPush(photoID: "item-2")
        // The test owns the navigation controller, as a window's root view controller owns it on
        // UIKit: it must outlive the scenario (its views call back into it, unowned).
        defer { withExtendedLifetime(nav) {} }
        let present = try #require(presentation.present())
        s.world.runFrames(1)
        #expect(present.controller.session?.phase == .waiting)
        // The user taps above where the sheet will be: there is nothing on screen to dismiss.
        s.world.tap(at: Point(x: 200, y: 100))
        #expect(push.runToEnd() == true)
        s.world.runFrames(2)
        #expect(present.controller.session?.phase == .active)
        #expect(present.runToEnd() == true)
        #expect(presentation.isPresented && sheet.isInWindow)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aSheetWithNothingToFlyFromThePresenterComesUpBesideAPush() throws {
        // The presenter stays where it is and nothing of it flies: the presentation claims only
        // the sheet it moves, so it runs at once beside the push instead of holding UIKit's
        // transition open until the push gives its views back.
        let (s, nav, push, sheet, presentation) = try Self.halfSheetDuringAPush(photoID: nil)
        let present = try #require(presentation.present())
        s.world.runFrames(2)
        #expect(present.controller.diagnostics.isEmpty)
        #expect(present.controller.session?.phase == .active && push.ended == nil)
        #expect(push.runToEnd() == true)
        #expect(present.runToEnd() == true)
        #expect(presentation.isPresented && sheet.isInWindow && nav.stack.count == 2)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
