@_spi(Harness) import MatchEngine

// Exercises every stage of MatchEngine that uses elementary maths (springs, Bézier solving,
// transform decomposition and slerp, arcs, keyframe baking), so that every such symbol must link.
let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
let source = HeadlessView(frame: container.bounds)
let destination = HeadlessView(frame: container.bounds)
let a = HeadlessView(frame: Rect(x: 10, y: 10, width: 40, height: 40))
a.transitionID = "card"
a.transform = .rotation(angle: 0.3, x: 0, y: 0, z: 1)
a.transitionModifiers = [.arc(intensity: 0.5), .spring(.bouncy)]
source.addSubview(a)
let b = HeadlessView(frame: Rect(x: 100, y: 300, width: 200, height: 200))
b.transitionID = "card"
destination.addSubview(b)
let extra = HeadlessView(frame: Rect(x: 0, y: 600, width: 390, height: 40))
extra.transitionModifiers = [.fade, .rotate(x: 0, y: 0, z: 1.2), .timing(.bezier(.easeInOut))]
destination.addSubview(extra)
container.addSubview(source)
let recording = TransitionRecording(
    source: SceneSnapshot.capture(root: source, in: container), destination: SceneSnapshot.capture(root: destination, in: container),
    context: TransitionContext(kind: .pop, containerSize: container.bounds.size, effect: .zoom))
let keyframes = recording.plan.keyframes(tolerance: 0.5)
var states: [ViewState] = []
recording.plan.evaluate(at: 0.37, into: &states)
let spring = Spring(dampingRatio: 0.4, response: 0.5)
print(
    "tracks \(recording.plan.tracks.count), keyframes \(keyframes.totalKeyframes), spring \(spring.value(at: 0.2)), "
        + "settles \(spring.settlingDuration), x \(states.first?.position.x ?? 0)")
