import Testing

@testable import MatchEngine

/// Issue 13, item E (unmatched part): a view's own change happens relative to the screen it
/// belongs to. A faded detail body on a pushed screen slides in with that screen; a faded row on
/// the outgoing screen slides out with it. Its offset from its root stays what it is in the layout
/// at every progress (both tracks share the context's timing), while its alpha does its own change.
@Suite struct ScreenRelativeMotionTests {
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
