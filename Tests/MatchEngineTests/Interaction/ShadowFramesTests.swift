import Testing

@testable import MatchEngine

@Suite struct ShadowFramesTests {
    /// (changing shadow, running, changed) → work.
    @Test(arguments: [
        (false, true, true, ShadowFrames.Work.none), (false, false, true, .none), (false, true, false, .none),
        (true, true, false, .everyFrame), (true, true, true, .everyFrame),
        (true, false, true, .updateOnce), (true, false, false, .none),
    ])
    func framesOnlyWhileTheDriverRuns(_ row: (Bool, Bool, Bool, ShadowFrames.Work)) {
        #expect(ShadowFrames.work(hasChangingShadow: row.0, driverIsRunning: row.1, driverChanged: row.2) == row.3)
    }

    @Test func onlyTracksWhoseShadowOrOutlineChangesAreFollowed() {
        let shadow = Shadow(opacity: 0.3, radius: 8, offset: Vector(dx: 0, dy: 2))
        func track(from: ViewState, to: ViewState) -> Track {
            Track(
                role: .appearing, view: ViewReference(side: .destination, index: 0), from: from, to: to, duration: 0.5,
                timing: .bezier(.easeInOut))
        }
        var a = ViewState(position: Point(x: 0, y: 0), size: Size(width: 50, height: 50))
        a.shadow = shadow
        var moved = a
        moved.position = Point(x: 200, y: 300)
        var faded = a
        faded.shadow = Shadow(opacity: 0, radius: 8, offset: Vector(dx: 0, dy: 2))
        var grown = a
        grown.size = Size(width: 100, height: 100)
        let plain = ViewState(position: .zero, size: Size(width: 10, height: 10))
        let plan = TransitionPlan(tracks: [
            track(from: a, to: moved),  // moves, same shadow: the layer carries it
            track(from: a, to: faded),
            track(from: a, to: grown),  // the path follows the size
            track(from: plain, to: plain),
        ])
        #expect(ShadowFrames.changingTracks(plan.keyframes()) == [1, 2])
    }
}
