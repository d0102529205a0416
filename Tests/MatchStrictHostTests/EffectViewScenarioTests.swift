@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// Screens that hold a blur (a bar's `UIVisualEffectView`), on the strict host: no frame may draw
/// the blur while it or an ancestor has an alpha below 1 or a mask (uikit-practice P9).
@Suite struct EffectViewScenarioTests {
    /// A tab switch from the list to the detail screen.
    func tabSwitch(_ s: StrictScreens, effect: TransitionEffect) -> StrictTransitionRun {
        StrictTransitionRun(
            world: s.world,
            configuration: TransitionContext(kind: .tabSwitch(from: 0, to: 2), containerSize: s.container.node.bounds.size, effect: effect),
            container: s.container, handed: [.source: s.list, .destination: s.detail],
            controllerViews: [.source: s.list, .destination: s.detail],
            finalFrames: [.destination: s.container.node.bounds],
            afterCompletion: { [s] completed in if completed { s.list.removeFromSuperview() } else { s.detail.removeFromSuperview() } })
    }

    /// A bar along the top of `screen` holding a blur, as a navigation bar holds its material.
    @discardableResult
    func addBar(to screen: StrictView, _ s: StrictScreens, name: String) -> StrictView {
        let bar = StrictView(world: s.world, frame: Rect(x: 0, y: 0, width: 390, height: 96), name: "\(name)-bar")
        let blur = StrictView(world: s.world, frame: bar.node.bounds, name: "\(name)-blur")
        blur.contentKind = .visualEffect
        bar.addSubview(blur)
        screen.addSubview(bar)
        s.world.renderPass()
        return bar
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let effect: TransitionEffect
        let sourceBar: Bool
        let destinationBar: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "circular reveal onto a screen with a blur", effect: .circularReveal(center: Point(x: 325, y: 820)),
            sourceBar: false, destinationBar: true),
        Case(
            name: "circular reveal between two screens with blurs", effect: .circularReveal(center: Point(x: 325, y: 820)),
            sourceBar: true, destinationBar: true),
        Case(name: "fade onto a screen with a blur", effect: .fade, sourceBar: false, destinationBar: true),
        Case(name: "fade between two screens with blurs", effect: .fade, sourceBar: true, destinationBar: true),
        Case(name: "zoom between two screens with blurs", effect: .zoom, sourceBar: true, destinationBar: true),
    ]

    @Test(arguments: cases)
    func noFrameDrawsABlurUnderAlphaOrAMask(_ c: Case) throws {
        let s = StrictScreens()
        if c.sourceBar { addBar(to: s.list, s, name: "list") }
        if c.destinationBar { addBar(to: s.detail, s, name: "detail") }
        let run = tabSwitch(s, effect: c.effect)
        run.begin()
        s.world.turn()
        for _ in 0..<40 {
            s.world.runFrames(1)
            // Every frame: the screens holding a blur are neither masked nor faded.
            if c.destinationBar, s.detail.isInWindow { #expect(s.detail.node.clip == nil && s.detail.alpha == 1) }
            if c.sourceBar, s.list.isInWindow { #expect(s.list.node.clip == nil && s.list.alpha == 1) }
        }
        #expect(run.runToEnd() == true)
        #expect(s.detail.node.clip == nil && s.detail.alpha == 1)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    /// The crossfade is kept where one screen can fade: onto a screen with a blur, the old screen,
    /// which has none, fades out on top of it instead of the new one fading in (the same blend
    /// for opaque screens).
    @Test func aFadeOntoAScreenWithABlurFadesTheOldScreenOutOnTop() throws {
        let s = StrictScreens()
        addBar(to: s.detail, s, name: "detail")
        let run = tabSwitch(s, effect: .fade)
        run.begin()
        s.world.turn()
        s.world.runFrames(12)
        #expect(s.list.alpha > 0 && s.list.alpha < 1)
        #expect(s.detail.alpha == 1)
        let order = s.container.subviews.map(\.name)
        #expect(order.firstIndex(of: "detail")! < order.firstIndex(of: "list")!)
        #expect(run.runToEnd() == true)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
