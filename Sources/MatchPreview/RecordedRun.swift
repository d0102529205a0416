@_spi(Harness) import MatchEngine

/// Records a transition the way a device runs it: through `TransitionController` (the object
/// MatchUIKit forwards UIKit's calls to) over the headless host, so what the preview draws is the
/// plan the device path makes — the destination placed at its final frame and laid out before
/// capture, the same preparation, the same context.
enum RecordedRun {
    /// Runs the transition from `source` (already in `container`) to `destination` (shown at its
    /// own frame) timed to its end and returns the recording its preparation made. Should the
    /// controller prepare no matched run (it never does for fresh trees: nothing else holds their
    /// views), the scenes are captured and planned directly.
    static func record(
        source: HeadlessView, destination: HeadlessView, in container: HeadlessView, context: TransitionContext
    ) -> TransitionRecording {
        let run = HeadlessTransition(
            configuration: context, container: container, source: source,
            destination: destination, destinationFrame: destination.frame)
        run.begin()
        let recording = run.session?.recording
        // One step past the driver's whole duration ends it: every original put back.
        run.advance(by: Timeline.maximumDuration)
        if let recording { return recording }
        return TransitionRecording(
            source: SceneSnapshot.capture(root: source, in: container),
            destination: SceneSnapshot.capture(root: destination, in: container), context: context)
    }
}
