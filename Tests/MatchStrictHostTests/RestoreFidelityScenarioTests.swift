@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// Nothing the app owns is lost: stack views keep their own constraints, screens re-stacked by
/// the plan never leave the window (the first responder stays), a scrolled list stays scrolled,
/// and two transitions in one window never take each other's views.
@Suite struct RestoreFidelityScenarioTests {
    /// The stack's own constraints, by label, active now.
    func stackConstraints(_ s: StrictScreens) -> [String] {
        s.stack.constraints.filter { $0.isActive && $0.isStackOwned }.map(\.label)
    }

    @Test(arguments: [true, false])
    func anArrangedRowThatFliesItselfComesBackWithTheStacksNewConstraintsOnly(completes: Bool) throws {
        let s = StrictScreens()
        // Two per arranged row, made by the stack itself.
        #expect(stackConstraints(s).count == 8)
        s.rows[2].node.transitionID = "row-2"
        s.rows[2].node.transitionModifiers = [.useOriginalView]
        let listBefore = TreeFingerprint(s.list)
        let run = s.push()
        run.begin(startNow: true)
        s.world.runFrames(5)
        // The row left its stack to fly: the stack re-made its constraints for three rows.
        #expect(s.stack.arrangedSubviews?.count == 3)
        #expect(stackConstraints(s).count == 6)
        if !completes { run.controller.cancel() }
        #expect(run.runToEnd() == completes)
        #expect(s.stack.arrangedSubviews?.map(\.name) == ["row-0", "row-1", "row-2", "row-3"])
        #expect(stackConstraints(s).count == 8)
        // The stack re-lays its rows out at its next layout (off screen after a push, that is
        // when the list is shown again).
        s.list.layoutIfNeeded()
        #expect(TreeFingerprint(s.list) == (completes ? listBefore.placedLike(TreeFingerprint(s.list)) : listBefore))
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    /// A text field on the list, first responder.
    func focusedField(in s: StrictScreens, inside parent: StrictView? = nil) -> StrictView {
        let field = StrictView(world: s.world, frame: Rect(x: 16, y: 20, width: 300, height: 36), name: "field")
        (parent ?? s.list).addSubview(field)
        s.world.renderPass()
        #expect(field.becomeFirstResponder())
        return field
    }

    /// A search bar on the list that flies itself (`.useOriginalView`), under the ID "search".
    func searchBarFlyingItself(in s: StrictScreens) -> StrictView {
        let bar = StrictView(world: s.world, frame: Rect(x: 0, y: 20, width: 390, height: 56), name: "search-bar")
        bar.node.transitionID = "search"
        bar.node.transitionModifiers = [.useOriginalView]
        s.list.addSubview(bar)
        return bar
    }

    @Test(arguments: [TransitionEffect.uncover(.left), .pull(.right), .automatic])
    func aScreenTheEffectReStacksIsReorderedInPlaceAndKeepsTheFirstResponder(effect: TransitionEffect) throws {
        let s = StrictScreens()
        let field = focusedField(in: s)
        let listBefore = TreeFingerprint(s.list)
        let run = s.push(effect: effect)
        run.begin(startNow: true)
        s.world.runFrames(5)
        #expect(field.isFirstResponder)
        run.controller.cancel()
        #expect(run.runToEnd() == false)
        #expect(field.isFirstResponder)
        #expect(TreeFingerprint(s.list) == listBefore)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test(arguments: [true, false])
    func aViewThatFliesItselfGetsBackTheFirstResponderItHeld(completes: Bool) throws {
        let s = StrictScreens()
        let bar = searchBarFlyingItself(in: s)
        let field = focusedField(in: s, inside: bar)
        let run = s.push()
        run.begin(startNow: true)
        s.world.runFrames(5)
        // Flying outside its superview, it lost first responder (the keyboard goes, as when
        // Transmission's pop begins).
        #expect(bar.superview !== s.list)
        if !completes { run.controller.cancel() }
        #expect(run.runToEnd() == completes)
        #expect(bar.superview === s.list)
        if !completes { #expect(field.isFirstResponder) }
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    /// The screen a completed push leaves is removed by UIKit right after: a first responder
    /// given back there would bring the keyboard up for a moment and fire the app's editing
    /// callbacks. Only the screen that stays visible gets its first responder back.
    @Test(arguments: [true, false])
    func theFirstResponderComesBackOnlyOnTheScreenThatStays(completes: Bool) throws {
        let s = StrictScreens()
        let bar = searchBarFlyingItself(in: s)
        let field = focusedField(in: s, inside: bar)
        #expect(field.timesBecameFirstResponder == 1)
        let run = s.push()
        run.begin(startNow: true)
        s.world.runFrames(5)
        #expect(!field.isFirstResponder)
        if !completes { run.controller.cancel() }
        #expect(run.runToEnd() == completes)
        #expect(bar.superview === s.list)
        // Given back once on a cancel, where the list stays; never on the list a push covers.
        #expect(field.timesBecameFirstResponder == (completes ? 1 : 2))
        #expect(field.isFirstResponder == !completes)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    /// A view that flies as a stand-in is concealed in place (alpha 0); an alpha the app gives it
    /// during the flight (an image that fades in as it loads) is the app's and stands.
    @Test(arguments: [true, false])
    func anAlphaTheAppSetsOnAConcealedViewDuringTheFlightStands(completes: Bool) throws {
        let s = StrictScreens()
        let run = s.push()
        run.begin(startNow: true)
        s.world.runFrames(5)
        // The avatar the hero matches flies as a snapshot: its original is concealed.
        #expect(s.avatars[1].alpha == 0)
        s.avatars[1].alpha = 0.5
        if !completes { run.controller.cancel() }
        #expect(run.runToEnd() == completes)
        #expect(s.avatars[1].alpha == 0.5)
        // A concealed view the app left alone gets its alpha back.
        #expect(s.avatars.indices.allSatisfy { $0 == 1 || s.avatars[$0].alpha == 1 }, "\(s.avatars.map(\.alpha))")
        // The app showed the original beside its stand-in for the rest of the flight: the screen
        // check reports it, and nothing else.
        #expect(s.world.violations == [.originalBesideStandIn("avatar-1")], "\(s.world.violations)")
    }

    @Test func theAppsFirstResponderChangeDuringTheFlightStands() throws {
        let s = StrictScreens()
        let field = focusedField(in: s)
        let run = s.push(effect: .uncover(.left))
        run.begin(startNow: true)
        s.world.runFrames(5)
        field.resignFirstResponder()
        run.controller.cancel()
        #expect(run.runToEnd() == false)
        #expect(s.world.firstResponder == nil)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test(arguments: [true, false])
    func aListScrolledDuringTheFlightStaysScrolled(completes: Bool) throws {
        let s = StrictScreens()
        s.list.isScrollView = true
        let run = s.push()
        run.begin(startNow: true)
        s.world.runFrames(5)
        // The user (or the app) scrolls the list while it slides out.
        s.list.contentOffset = Point(x: 0, y: 120)
        if !completes { run.controller.cancel() }
        #expect(run.runToEnd() == completes)
        #expect(s.list.contentOffset == Point(x: 0, y: 120))
        #expect(s.list.node.bounds.size == s.container.node.bounds.size)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aListScrolledDuringAPopStaysScrolled() throws {
        let s = StrictScreens()
        s.list.isScrollView = true
        let push = s.push()
        push.begin(startNow: true)
        #expect(push.runToEnd() == true)
        let pop = s.pop()
        pop.begin(startNow: true)
        s.world.runFrames(5)
        s.list.contentOffset = Point(x: 0, y: 64)
        #expect(pop.runToEnd() == true)
        #expect(s.list.contentOffset == Point(x: 0, y: 64))
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    /// A sheet over the navigation controller, presented while a push runs, through Match's
    /// decisions (`StrictPresentation`): its source root is the navigation controller's view,
    /// holding the push's container and what flies in it.
    func sheet(over nav: StrictNavigationController, matching id: TransitionID) -> StrictPresentation {
        let world = nav.world
        let sheet = StrictView(world: world, frame: .zero, name: "sheet")
        let thumb = StrictView(world: world, frame: Rect(x: 20, y: 20, width: 80, height: 80), name: "thumb")
        thumb.node.transitionID = id
        thumb.backgroundColor = .fixed(Color(red: 0.2, green: 0.4, blue: 0.9))
        sheet.addSubview(thumb)
        return StrictPresentation(
            world: world, presenting: nav.view, presented: sheet,
            effect: .presentFromEdge(.bottom, dimming: Color(red: 0, green: 0, blue: 0, alpha: 0.4)))
    }

    @Test func aSheetDuringAPushWaitsForTheViewsThePushIsFlyingThenFliesThem() throws {
        let s = StrictScreens()
        let bar = StrictView(world: s.world, frame: Rect(x: 0, y: 20, width: 390, height: 56), name: "search-bar")
        bar.node.transitionID = "search"
        bar.node.transitionModifiers = [.useOriginalView]
        bar.backgroundColor = .fixed(Color(red: 0.9, green: 0.9, blue: 0.9))
        s.list.addSubview(bar)
        // The pushed screen has its own search bar: the push flies the list's to it, and the
        // sheet then flies it into the sheet.
        let detailBar = StrictView(world: s.world, frame: Rect(x: 0, y: 64, width: 390, height: 44), name: "detail-search-bar")
        detailBar.node.transitionID = "search"
        detailBar.backgroundColor = .fixed(Color(red: 0.8, green: 0.8, blue: 0.8))
        s.detail.addSubview(detailBar)
        s.world.renderPass()
        let listBefore = TreeFingerprint(s.list)
        // The screens move from the fixture's bare container into a navigation controller.
        let nav = s.inNavigationController()
        nav.push(s.detail)
        let push = try #require(nav.run)
        s.world.runFrames(10)
        let presentation = sheet(over: nav, matching: "search")
        let present = try #require(presentation.present())
        s.world.turn()
        // One registry per window: the sheet finds the push's views claimed and waits, showing
        // nothing of itself meanwhile.
        #expect(present.controller.diagnostics.contains(.viewsInUse))
        #expect(present.controller.session?.phase == .waiting && present.ended == nil)
        #expect(!presentation.presented.isInWindow)
        #expect(push.runToEnd() == true)
        // Once the push gave its views back, the sheet prepares and flies the search bar.
        s.world.runFrames(2)
        #expect(present.controller.session?.match?.pairs.map(\.id) == ["search"])
        #expect(present.runToEnd() == true)
        #expect(presentation.dimmingView?.alpha == 1)
        #expect(bar.superview === s.list && detailBar.superview === s.detail)
        #expect(bar.alpha == 1 && detailBar.alpha == 1)
        #expect(s.avatars.allSatisfy { $0.alpha == 1 }, "\(s.avatars.map(\.alpha))")
        #expect(TreeFingerprint(s.list) == listBefore.placedLike(TreeFingerprint(s.list)))
        #expect(ClaimRegistry.ofWindow(containing: nav.container).count == 0)
        // No pass shows the sheet before its run has begun, or anything but the push's flight
        // while it waits.
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
