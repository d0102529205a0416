import Testing

@_spi(Harness) @testable import MatchEngine

/// A view's own change happens relative to the screen it
/// belongs to. A faded detail body on a pushed screen slides in with that screen; a faded row on
/// the outgoing screen slides out with it. Its offset from its root stays what it is in the layout
/// at every progress (both tracks share the context's timing), while its alpha does its own change.
///
/// Item E (matched part): a matched view that lands inside a moving root shares that root's
/// timing, so in the root's frame it goes straight from its start to its landing place, in step
/// with the surface (the bottom-sheet defect: a spring header ran ahead of the bezier sheet).
@Suite struct ScreenRelativeMotionTests {
    /// The header's offset from the sheet's centre at plan progress q, as a fraction of the way
    /// from its offset at 0 to its offset at 1; the same q-fraction for every coordinate.
    private static func relativeFractions(_ p: TransitionPlan, header: Int, root: Int, at q: Double) -> (Double, Double) {
        let start = p.states(at: 0)
        let end = p.states(at: 1)
        let now = p.states(at: q)
        let a = start[header].position - start[root].position
        let b = end[header].position - end[root].position
        let c = now[header].position - now[root].position
        return ((c.dx - a.dx) / (b.dx - a.dx), (c.dy - a.dy) / (b.dy - a.dy))
    }

    @Test(arguments: [TransitionContext.Kind.present, .dismiss, .push, .pop])
    func aMatchedViewLandingInAMovingScreenTravelsInStepWithIt(_ kind: TransitionContext.Kind) throws {
        // The header moves 40 pt right and 300 pt down relative to its screen's centre: both
        // coordinates change, so each gives the fraction of its relative journey done.
        let small = view("header", Rect(x: 20, y: 100, width: 200, height: 40))
        let large = view("header", Rect(x: 60, y: 400, width: 300, height: 60))
        let presenting = kind.isPresenting
        let (s, d) = presenting ? (screen([small]), screen([large])) : (screen([large]), screen([small]))
        let effect: TransitionEffect = kind == .present || kind == .dismiss ? .presentFromEdge(.bottom) : .automatic
        let p = plan(s, d, TransitionContext(kind: kind, containerSize: container, effect: effect))
        // The moving screen is the presented/pushed one: the destination of a presentation, the source of its reverse.
        let movingSide: SceneSide = presenting ? .destination : .source
        let root = try #require(p.tracks.firstIndex { $0.role == .root(movingSide) })
        let header = try #require(p.tracks.firstIndex { if case .matched = $0.role { true } else { false } })
        #expect(p.tracks[header].timing == p.tracks[root].timing)
        #expect(p.tracks[header].duration == p.tracks[root].duration && p.tracks[header].delay == p.tracks[root].delay)
        var previous = 0.0
        for k in 0...40 {
            let q = Double(k) / 40
            let (fx, fy) = Self.relativeFractions(p, header: header, root: root, at: q)
            // Straight in the screen's frame (both coordinates the same fraction of the way) and
            // never back or past its landing place: in step with the surface.
            #expect((fx - fy).magnitude < 1e-9, "q \(q)")
            #expect(fy >= previous - 1e-12 && fy <= 1 + 1e-12, "q \(q)")
            previous = fy
        }
    }

    @Test func aMatchedViewWithItsOwnTimingKeepsIt() throws {
        let small = view("header", Rect(x: 20, y: 100, width: 200, height: 40))
        let large = view("header", Rect(x: 60, y: 400, width: 300, height: 60))
        large.transitionModifiers = [.spring(Spring(dampingRatio: 0.7, response: 0.4))]
        let p = plan(
            screen([small]), screen([large]),
            TransitionContext(kind: .present, containerSize: container, effect: .presentFromEdge(.bottom)))
        let header = try #require(p.tracks.first { if case .matched = $0.role { true } else { false } })
        #expect(header.timing == .spring(Spring(dampingRatio: 0.7, response: 0.4)))
    }

    @Test(arguments: [TransitionEffect.fade, .none, .circularReveal(center: Point(x: 10, y: 10))])
    func aMatchedViewLandingInAStillScreenKeepsTheMatchedSpring(_ effect: TransitionEffect) throws {
        let p = plan(
            screen([view("a")]), screen([view("a", Rect(x: 100, y: 300, width: 50, height: 50))]),
            TransitionContext(kind: .push, containerSize: container, effect: effect))
        let matched = try #require(p.tracks.first { if case .matched = $0.role { true } else { false } })
        #expect(matched.timing == .spring(.smooth))
    }

    @Test(arguments: [TransitionContext.Kind.push, .pop])
    func modifiedUnmatchedViewsRideWithTheirScreen(_ kind: TransitionContext.Kind) throws {
        let body = view(nil, Rect(x: 20, y: 300, width: 350, height: 300))
        body.transitionModifiers = [.fade]
        let row = view(nil, Rect(x: 0, y: 100, width: 400, height: 60))
        row.transitionModifiers = [.fade, .translate(x: 0, y: 20)]
        let (sourceSide, destinationSide) = kind == .push ? ([row], [body]) : ([body], [row])
        let p = plan(screen(sourceSide), screen(destinationSide), TransitionContext(kind: kind, containerSize: container))
        let bodySide: SceneSide = kind == .push ? .destination : .source
        let b = try #require(p.tracks.firstIndex { $0.view == ViewReference(side: bodySide, index: 1) })
        let r = try #require(p.tracks.firstIndex { $0.view == ViewReference(side: bodySide.other, index: 1) })
        let bodyRoot = try #require(p.tracks.firstIndex { $0.role == .root(bodySide) })
        let rowRoot = try #require(p.tracks.firstIndex { $0.role == .root(bodySide.other) })
        for k in 0...20 {
            let q = Double(k) / 20
            let s = p.states(at: q)
            // The body's centre is (195, 450), its root's (200, 400): offset (−5, 50) throughout.
            #expect((s[b].position - s[bodyRoot].position).isApproximatelyEqual(to: Vector(dx: -5, dy: 50), tolerance: 1e-9))
            // The row (centre x 200, like its root's) stays under its root horizontally while it
            // drifts its own 20 pt down and fades: the x offset stays 0.
            #expect((s[r].position.x - s[rowRoot].position.x).magnitude < 1e-9)
        }
    }
}
