@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// A tap outside a partial-size modal screen, delivered through hit testing (uikit-practice P8,
/// uikit-rules 5.7) to the presentation controller's dimming view, as MatchPresentationController
/// sets it up.
@Suite struct TapOutsideScenarioTests {
    /// A `.custom` presentation of a partial-size, centred screen, run by `StrictPresentation`
    /// through Match's own decisions (`ModalCoordination`): the presentation controller inserts
    /// its dimming view at index 0 of the container with the chrome's colour and alpha, and a tap
    /// recognizer on it that asks the coordination whether to dismiss.
    final class Sheet {
        let screens = StrictScreens()
        let presentation: StrictPresentation
        let size = PresentationSize.size(Size(width: 300, height: 300))
        var world: StrictWorld { screens.world }
        var modalContainer: StrictView { presentation.container! }
        var dimming: StrictView { presentation.dimmingView! }
        /// The dismissal a tap started, if any.
        var dismissal: StrictTransitionRun? {
            presentation.run.flatMap { $0.controller.configuration.kind == .dismiss ? $0 : nil }
        }

        init(dimmingColor: Color?) {
            presentation = StrictPresentation(
                world: screens.world, presenting: screens.list, presented: screens.detail,
                effect: .presentFromEdge(.center, dimming: dimmingColor, size: size))
            presentation.followsFinger = false
        }

        func present() -> StrictTransitionRun { presentation.present()! }
    }

    @Test(arguments: [nil, Color(red: 0, green: 0, blue: 0, alpha: 0.4)])
    func aTapOutsideThePresentedScreenDismissesIt(dimmingColor: Color?) throws {
        let sheet = Sheet(dimmingColor: dimmingColor)
        let present = sheet.present()
        #expect(present.runToEnd() == true)
        // The dimming view is hit-tested whatever its colour: clear at alpha 1 without one.
        #expect(sheet.dimming.alpha == 1)
        // The presented screen is centred, 300 × 300: the top-left corner of the window is outside it.
        let outside = Point(x: 10, y: 10)
        #expect(sheet.world.hitTest(outside) === sheet.dimming, "\(sheet.world.hitTest(outside)?.name ?? "nothing")")
        // A tap inside the screen reaches the screen, not the dimming view.
        let inside = sheet.modalContainer.node.bounds.center
        #expect(sheet.world.tap(at: inside) == nil)
        #expect(sheet.dismissal == nil)
        // The tap outside goes through hit testing to the dimming view's recognizer.
        #expect(sheet.world.tap(at: outside) != nil)
        let dismissal = try #require(sheet.dismissal)
        #expect(dismissal.runToEnd() == true)
        #expect(sheet.modalContainer.subviews.isEmpty)
        #expect(sheet.presentation.tapsOutside == 1 && !sheet.presentation.isPresented)
        #expect(sheet.world.violations.isEmpty, "\(sheet.world.violations)")
    }

    /// Whether `finishAnimation(at: .start)` reverts what nested keyframes wrote is not
    /// documented (the strict host says it does not): the chrome's end state is set explicitly.
    @Test func aCancelledDismissalLeavesTheScreenDimmedAndTakingTapsOutside() throws {
        let sheet = Sheet(dimmingColor: Color(red: 0, green: 0, blue: 0, alpha: 0.4))
        #expect(sheet.present().runToEnd() == true)
        let dismissal = try #require(sheet.presentation.dismiss())
        sheet.world.runFrames(5)
        dismissal.controller.cancel()
        #expect(dismissal.runToEnd() == false)
        #expect(sheet.presentation.isPresented)
        #expect(sheet.dimming.superview === sheet.modalContainer)
        #expect(sheet.dimming.alpha == 1)
        let outside = Point(x: 10, y: 10)
        #expect(sheet.world.hitTest(outside) === sheet.dimming, "\(sheet.world.hitTest(outside)?.name ?? "nothing")")
        #expect(sheet.world.tap(at: outside) != nil)
        #expect(sheet.presentation.tapsOutside == 1)
        #expect(sheet.world.violations.isEmpty, "\(sheet.world.violations)")
    }

    @Test func aCancelledPresentationLeavesTheDimmingViewHidden() throws {
        let sheet = Sheet(dimmingColor: Color(red: 0, green: 0, blue: 0, alpha: 0.4))
        let present = sheet.present()
        sheet.world.runFrames(5)
        present.controller.cancel()
        #expect(present.runToEnd() == false)
        #expect(!sheet.presentation.isPresented)
        #expect(sheet.dimming.alpha == 0)
        #expect(sheet.world.violations.isEmpty, "\(sheet.world.violations)")
    }

    @Test func hitTestingSkipsHiddenFadedAndNonInteractiveViewsAndPointsOutsideBounds() {
        let world = StrictWorld(size: Size(width: 100, height: 100))
        let back = StrictView(world: world, frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "back")
        let front = StrictView(world: world, frame: Rect(x: 0, y: 0, width: 50, height: 50), name: "front")
        let overhang = StrictView(world: world, frame: Rect(x: 40, y: 40, width: 40, height: 40), name: "overhang")
        world.window.addSubview(back)
        world.window.addSubview(front)
        front.addSubview(overhang)
        #expect(world.hitTest(Point(x: 10, y: 10)) === front)
        #expect(world.hitTest(Point(x: 45, y: 45)) === overhang)
        // Outside `front`'s bounds: its overhanging subview is never hit there.
        #expect(world.hitTest(Point(x: 70, y: 70)) === back)
        #expect(world.hitTest(Point(x: 200, y: 10)) == nil)
        front.alpha = 0.009
        #expect(world.hitTest(Point(x: 10, y: 10)) === back)
        front.alpha = 0.01
        #expect(world.hitTest(Point(x: 10, y: 10)) === front)
        front.isHidden = true
        #expect(world.hitTest(Point(x: 45, y: 45)) === back)
        front.isHidden = false
        front.isUserInteractionEnabled = false
        #expect(world.hitTest(Point(x: 45, y: 45)) === back)
        front.isUserInteractionEnabled = true
        // A clear background does not matter.
        front.backgroundColor = .fixed(.clear)
        #expect(world.hitTest(Point(x: 10, y: 10)) === front)
        // A recognizer on an ancestor receives a tap on its subview; a disabled one does not.
        var taps: [Point] = []
        let r = front.addRecognizer(.tap) { if case .tapped(let p) = $0 { taps.append(p) } }
        #expect(world.tap(at: Point(x: 45, y: 45)) === r)
        #expect(world.tap(at: Point(x: 70, y: 70)) == nil)
        r.isEnabled = false
        #expect(world.tap(at: Point(x: 10, y: 10)) == nil)
        #expect(taps == [Point(x: 45, y: 45)])
    }
}
