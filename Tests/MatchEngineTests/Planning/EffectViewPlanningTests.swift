import Testing

@_spi(Harness) @testable import MatchEngine

/// A screen holding a visual-effect view (a bar's blur) is never faded or masked: the effect
/// breaks under an alpha below 1 or a mask on any superview (uikit-practice P9).
@Suite struct EffectViewPlanningTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let effect: TransitionEffect
        let kind: TransitionContext.Kind
        var testDescription: String { "\(kind) \(effect)" }
    }

    static let cases: [Case] = [
        TransitionEffect.fade, .zoom, .zoomOut, .circularReveal(center: Point(x: 300, y: 780)),
        .presentFromEdge(.center), .push(.left), .slide(.up),
    ]
    .flatMap { effect in [TransitionContext.Kind.push, .pop, .present, .dismiss].map { Case(effect: effect, kind: $0) } }

    /// A white screen, with a blurred bar when `blur` (hidden when `hiddenBlur`).
    static func screen(blur: Bool, hiddenBlur: Bool = false) -> SceneSnapshot {
        let bar = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 90))
        bar.contentKind = .visualEffect
        bar.isHidden = hiddenBlur
        var s = MatchEngineTests.screen(blur ? [bar] : [])
        s.views[0].backgroundColor = Color(red: 1, green: 1, blue: 1)
        return s
    }

    @Test(arguments: cases)
    func aScreenHoldingABlurKeepsItsAlphaAndHasNoMask(_ c: Case) throws {
        for (sourceBlur, destinationBlur) in [(false, true), (true, false), (true, true)] {
            let context = TransitionContext(kind: c.kind, containerSize: container, effect: c.effect)
            let p = plan(Self.screen(blur: sourceBlur), Self.screen(blur: destinationBlur), context)
            for (side, blurred) in [(SceneSide.source, sourceBlur), (.destination, destinationBlur)] where blurred {
                let root = try #require(p.tracks.firstIndex { $0.role == .root(side) })
                for step in 0...20 {
                    let s = p.state(ofTrack: root, atProgress: Double(step) / 20)
                    #expect(
                        s.alpha == 1 && s.clip == nil,
                        "\(side) root at \(Double(step) / 20): alpha \(s.alpha), clip \(String(describing: s.clip))")
                }
            }
        }
    }

    /// Without a blur, or with a hidden one, the plan is what it always was.
    @Test(arguments: cases)
    func aScreenWithoutADrawnBlurPlansAsBefore(_ c: Case) {
        let context = TransitionContext(kind: c.kind, containerSize: container, effect: c.effect)
        let plain = plan(Self.screen(blur: false), Self.screen(blur: false), context)
        let hidden = plan(Self.screen(blur: false, hiddenBlur: true), Self.screen(blur: true, hiddenBlur: true), context)
        let roots = { (p: TransitionPlan) in p.tracks.filter { if case .root = $0.role { true } else { false } } }
        #expect(roots(plain).map(\.from) == roots(hidden).map(\.from) && roots(plain).map(\.to) == roots(hidden).map(\.to))
    }

    /// A blur inside a view that flies on its own (a matched card) is concealed with it and flies
    /// in its stand-in: the screen around it fades as usual.
    @Test func aBlurInsideAFlyingViewLeavesItsScreenFading() throws {
        func side(_ frame: Rect) -> SceneSnapshot {
            let card = HeadlessView(frame: frame)
            card.transitionID = "card"
            let blur = HeadlessView(frame: Rect(x: 0, y: 0, width: 50, height: 20))
            blur.contentKind = .visualEffect
            card.addSubview(blur)
            var s = MatchEngineTests.screen([card])
            s.views[0].backgroundColor = Color(red: 1, green: 1, blue: 1)
            return s
        }
        let p = plan(
            side(Rect(x: 10, y: 10, width: 100, height: 100)), side(Rect(x: 0, y: 200, width: 400, height: 300)),
            TransitionContext(kind: .push, containerSize: container, effect: .fade))
        let destination = try #require(p.tracks.first { $0.role == .root(.destination) })
        #expect(destination.from.alpha == 0 && destination.to.alpha == 1)
    }

    /// Onto an opaque screen holding a blur, the old screen (without one) fades out on top: the
    /// same blend, opaque over opaque, as the new screen fading in on top.
    @Test func theOldScreenFadesOutOnTopOfANewScreenHoldingABlur() throws {
        for effect in [TransitionEffect.fade, .circularReveal(center: Point(x: 300, y: 780))] {
            let p = plan(
                Self.screen(blur: false), Self.screen(blur: true),
                TransitionContext(kind: .tabSwitch(from: 0, to: 1), containerSize: container, effect: effect))
            let source = try #require(p.tracks.first { $0.role == .root(.source) })
            let destination = try #require(p.tracks.first { $0.role == .root(.destination) })
            #expect(source.from.alpha == 1 && source.to.alpha == 0)
            #expect(source.from.zPosition > destination.from.zPosition)
        }
        // When both hold one, neither fades: the new screen covers the old one at once.
        let p = plan(
            Self.screen(blur: true), Self.screen(blur: true),
            TransitionContext(kind: .tabSwitch(from: 0, to: 1), containerSize: container, effect: .fade))
        #expect(p.tracks.filter { if case .root = $0.role { true } else { false } }.allSatisfy { $0.from.alpha == 1 && $0.to.alpha == 1 })
    }
}
