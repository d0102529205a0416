import Testing

@_spi(Harness) @testable import MatchEngine

/// With Reduce Motion on, nothing flies or slides; the change is a short
/// cross-dissolve in place (configurable).
@Suite struct ReduceMotionTests {
    func cardPlan(_ kind: TransitionContext.Kind, _ reduceMotion: ReduceMotionResponse?) -> (TransitionPlan, SceneSnapshot, SceneSnapshot) {
        let a = view("card", Rect(x: 0, y: 0, width: 100, height: 100))
        let b = view("card", Rect(x: 100, y: 300, width: 200, height: 200))  // same look: it would fly alone
        let row = view(nil, Rect(x: 0, y: 600, width: 400, height: 60))
        row.transitionModifiers = [.fade, .translate(x: 0, y: 80), .delay(0.3), .arc(intensity: 1)]
        let s = screen([a])
        let d = screen([b, row])
        return (plan(s, d, TransitionContext(kind: kind, containerSize: container, reduceMotion: reduceMotion)), s, d)
    }

    @Test(arguments: [TransitionContext.Kind.push, .pop, .present, .dismiss])
    func crossDissolveInPlace(_ kind: TransitionContext.Kind) throws {
        let (p, _, _) = cardPlan(kind, .default)
        #expect(p.totalDuration == 0.25)
        for t in p.tracks {
            // No track moves: centre, size and transform are the same at both ends…
            #expect(t.from.position == t.to.position && t.from.size == t.to.size && t.from.transform == t.to.transform, "\(t.role)")
            #expect(t.delay == 0 && t.duration == 0.25 && t.path == .straight)
        }
        // …and the matched card dissolves from the source view to the destination view.
        let sourceCard = try #require(p.tracks.first { if case .matched(_, .source) = $0.role { true } else { false } })
        let destinationCard = try #require(p.tracks.first { if case .matched(_, .destination) = $0.role { true } else { false } })
        // (Roles name the real sides, pop and dismiss included: the source card is at (50, 50).)
        #expect(sourceCard.from.position == Point(x: 50, y: 50) && sourceCard.to.position == Point(x: 50, y: 50))
        #expect(destinationCard.from.position == Point(x: 200, y: 400) && destinationCard.to.position == Point(x: 200, y: 400))
        #expect(
            p.states(at: 0)[p.tracks.firstIndex(of: sourceCard)!].alpha == 1
                && p.states(at: 1)[p.tracks.firstIndex(of: sourceCard)!].alpha == 0)
        #expect(
            p.states(at: 0)[p.tracks.firstIndex(of: destinationCard)!].alpha == 0
                && p.states(at: 1)[p.tracks.firstIndex(of: destinationCard)!].alpha == 1)
        let mid = p.states(at: 0.5)
        for (i, t) in p.tracks.enumerated() { #expect(mid[i].position == t.from.position) }
    }

    @Test func keepMotionAndOffPlanTheSame() {
        for kind in [TransitionContext.Kind.push, .present] {
            #expect(cardPlan(kind, .keepMotion).0 == cardPlan(kind, nil).0)
        }
    }

    @Test func theDissolveLengthIsConfigurable() {
        #expect(cardPlan(.push, .crossDissolve(duration: 0.4)).0.totalDuration == 0.4)
        #expect(cardPlan(.push, .crossDissolve(duration: .nan)).0.totalDuration == 0.25)
    }
}
