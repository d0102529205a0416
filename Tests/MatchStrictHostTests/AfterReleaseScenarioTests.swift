import MatchEngine
import MatchStrictAdapters
import MatchStrictHost
import Testing

/// After `finishInteractiveTransition()` / `cancelInteractiveTransition()` UIKit may resume or
/// reverse the interruptible animator on its own, and completes its own participants (the
/// navigation bar) over (1 − p) × duration / completionSpeed (uikit-practice P13): the release
/// still ends where the engine decided, the way it decided, and the bar ends with the content.
@Suite struct AfterReleaseScenarioTests {
    /// (what UIKit does to the animator, finger travel in points, release velocity in points per second).
    @Test(arguments: [
        (StrictTransitionContext.AnimatorActionAfterRelease.none, -250.0, -300.0),
        (.resume, -250.0, -300.0), (.resume, -60.0, 0.0), (.resumeReversingOnCancel, -60.0, 0.0),
        (.resumeReversingOnCancel, -300.0, 800.0), (.resume, -200.0, -2_000.0),
    ])
    func aReleaseEndsWhereTheEngineDecidedAndTheBarWithIt(_ row: (StrictTransitionContext.AnimatorActionAfterRelease, Double, Double))
        throws
    {
        let s = StrictScreens()
        let run = s.push()
        run.context.actsOnAnimatorAfterRelease = row.0
        run.context.completionParameters = { [controller = run.controller] in
            (controller.completionTiming.speed, controller.transitionDuration)
        }
        run.controller.gestureBegan(direction: Vector(dx: -1, dy: 0), distance: 390)
        run.begin()
        s.world.turn()
        run.context.animator = run.controller.interruptibleAnimator(using: run.context)
        run.controller.gestureChanged(translation: Vector(dx: row.1 / 2, dy: 0))
        s.world.runFrames(2)
        run.controller.gestureChanged(translation: Vector(dx: row.1, dy: 0))
        s.world.runFrames(2)
        let released = run.controller.progress
        run.controller.gestureEnded(translation: Vector(dx: row.1, dy: 0), velocity: Vector(dx: row.2, dy: 0))
        let finishes = run.context.log.contains("finish")
        let releaseTime = s.world.clock.now
        // Frame by frame the progress heads to the engine's target without stepping back.
        var last = released
        var contentEnd: Double?
        var frames = 0
        while run.ended == nil, frames < 400 {
            s.world.runFrames(1)
            frames += 1
            if contentEnd == nil, run.context.completion != nil { contentEnd = s.world.clock.now }
            guard run.context.completion == nil else { continue }
            let p = run.controller.progress
            #expect(finishes ? p >= last - 1e-9 : p <= last + 1e-9, "frame \(frames): \(last) → \(p)")
            last = p
        }
        #expect(run.ended == finishes)
        #expect(run.context.completion == finishes)
        // UIKit did act on the animator, and the engine kept the release its own: no timing curve.
        #expect((run.context.animatorActions > 0) == (row.0 != .none))
        #expect(run.controller.host != nil)
        let end = try #require(contentEnd)
        let bar = try #require(run.context.alongsideEnd)
        // Frames are 1/60 s: the content ends on the first frame at or after the release's end.
        #expect((bar - end).magnitude <= 1.0 / 60 + 1e-9, "bar ends \(bar - releaseTime) s after release, content \(end - releaseTime) s")
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
    @Test(arguments: [
        StrictTransitionContext.AnimatorActionAfterRelease.resume, .resumeReversingOnCancel,
    ])
    func aStalledMainThreadAfterACancelNeverCompletesTheOtherWay(_ action: StrictTransitionContext.AnimatorActionAfterRelease) throws {
        // A cancel near the end; UIKit resumes the animator forward, and the main thread stalls
        // for half a second before the next frame (P13, P15): the animator reaches its end first.
        let s = StrictScreens()
        let listBefore = TreeFingerprint(s.list)
        let run = s.push()
        run.context.actsOnAnimatorAfterRelease = action
        run.controller.gestureBegan(direction: Vector(dx: -1, dy: 0), distance: 390)
        run.begin()
        s.world.turn()
        run.context.animator = run.controller.interruptibleAnimator(using: run.context)
        run.controller.gestureChanged(translation: Vector(dx: -370, dy: 0))
        s.world.runFrames(2)
        run.controller.gestureEnded(translation: Vector(dx: -370, dy: 0), velocity: Vector(dx: 3_000, dy: 0))
        #expect(run.context.log.contains("cancel"))
        s.world.turn()
        s.world.runFrames(1, frameDuration: 0.5)
        var frames = 0
        while run.ended == nil, frames < 200 {
            s.world.runFrames(1)
            frames += 1
        }
        // The context was told "cancelled": it is completed cancelled, whatever the animator did.
        #expect(run.context.completion == false)
        #expect(run.ended == false)
        // The views are put back for that outcome too.
        #expect(TreeFingerprint(s.list) == listBefore)
        #expect(s.detail.superview == nil)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
