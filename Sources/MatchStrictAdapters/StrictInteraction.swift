@_spi(Harness) import MatchEngine
@_spi(Harness) import MatchStrictHost

/// `MatchInteraction` over the strict host: a pan recognizer on a view, its delegate and target
/// forwarding to the engine's `InteractionGlue`, as MatchUIKit's does. A touch reaches it only
/// through hit testing (`StrictWorld.pan(from:through:velocity:pause:)`, or `began(at:velocity:)`
/// for a test that steps the finger itself).
package final class StrictInteraction: InteractionPan {
    /// The view the recognizer is on.
    package let view: StrictView
    /// The recognizer.
    package private(set) var recognizer: StrictRecognizer!
    /// Every decision.
    package private(set) var glue: InteractionGlue<StrictInteraction, StrictController>!
    /// The finger travel for the whole transition, in points; default the view's height (width
    /// for a horizontal direction).
    package var distance: () -> Double
    /// Where the touch now down came down, in window coordinates.
    private var location: Point?

    /// Adds a pan recognizer to `view`, moving a transition forward along `direction`; `begin`
    /// starts the container operation.
    package init(view: StrictView, direction: Vector = Vector(dx: 0, dy: 1), begin: @escaping () -> Void) {
        self.view = view
        distance = { 1 }
        glue = InteractionGlue(pan: self, begin: begin)
        glue.direction = direction
        distance = { [weak view, weak self] in
            guard let view, let self else { return 1 }
            return InteractionGlue<StrictInteraction, StrictController>.travel(along: self.glue.direction, in: view.node.bounds.size)
        }
        recognizer = view.addRecognizer(.pan) { [unowned self] event in handle(event) }
        recognizer.shouldBegin = { [unowned self] location, velocity, translation in
            self.location = location
            velocityAtStart = velocity
            return glue.panShouldBegin(velocity: velocity, translation: translation)
        }
        recognizer.recognizesSimultaneously = { [unowned self] scroll in glue.recognizesSimultaneously(withScrollView: scroll) }
    }

    /// The finger, relayed to the transition's controller whenever that exists.
    package var relay: GestureRelay<StrictController> { glue.relay }
    /// `MatchInteraction.shouldBegin`: the app's say, asked before the engine's gate; default `nil`.
    package var shouldBegin: (() -> Bool)? {
        get { glue.shouldBegin }
        set { glue.shouldBegin = newValue }
    }
    /// Where the touch now deciding whether to begin came down, in window coordinates
    /// (`location(in: nil)`); `nil` before any.
    package var touchLocation: Point? { location }
    /// `MatchInteraction.handsOffFromScrollViews`; default `true`.
    package var handsOffFromScrollViews: Bool {
        get { glue.handsOffFromScrollViews }
        set { glue.handsOffFromScrollViews = newValue }
    }

    private var velocityAtStart = Vector.zero

    private func handle(_ event: StrictRecognizer.Event) {
        switch event {
        case .began(let point):
            location = point
            glue.pan(.began(velocity: velocityAtStart))
        case .changed(let translation): glue.pan(.changed(translation: translation))
        case .ended(let translation, let velocity):
            glue.pan(.ended(translation: translation, velocity: velocity))
            location = nil
        case .tapped: break
        }
    }

    // MARK: A test's own finger

    /// A finger comes down at `point` (window coordinates) moving at `velocity`: the pan begins
    /// only if the touch reaches this recognizer through hit testing and its delegate lets it
    /// begin. Returns whether it began.
    @discardableResult
    package func began(at point: Point, velocity: Vector) -> Bool {
        guard wouldBegin(at: point, velocity: velocity) else { return false }
        velocityAtStart = velocity
        handle(.began(at: point))
        return true
    }

    /// A finger already on the recognizer's view begins the pan, moving at `velocity`, if its
    /// delegate lets it: no hit testing, for tests of what the finger drives rather than where it
    /// lands. Returns whether it began.
    @discardableResult
    package func began(velocity: Vector) -> Bool {
        guard recognizer.isEnabled, glue.panShouldBegin(velocity: velocity, translation: .zero) else { return false }
        velocityAtStart = velocity
        handle(.began(at: view.node.convert(Point(x: view.node.bounds.midX, y: view.node.bounds.midY), to: nil)))
        return true
    }

    /// Whether a touch at `point` (window coordinates) moving at `velocity` would begin the pan.
    package func wouldBegin(at point: Point, velocity: Vector) -> Bool {
        guard let hit = view.world.hitTest(point), hit.isInside(view), recognizer.isEnabled else { return false }
        let was = location
        location = point
        defer { location = was }
        return glue.panShouldBegin(velocity: velocity, translation: .zero)
    }

    /// The finger moved by `translation` since it came down.
    package func changed(translation: Vector) { handle(.changed(translation: translation)) }

    /// The finger lifted with `velocity` (points per second).
    package func ended(translation: Vector, velocity: Vector) { handle(.ended(translation: translation, velocity: velocity)) }

    /// The touch was cancelled.
    package func cancelled() {
        glue.pan(.cancelled)
        location = nil
    }

    // MARK: InteractionPan

    package func scrollViewsUnderFinger() -> [StrictView] {
        guard let location, let hit = view.world.hitTest(location), hit.isInside(view) else { return [] }
        return hit.scrollViews(upTo: view)
    }

    package func state(of scroll: StrictView) -> GestureGate.ScrollState {
        let inset = scroll.contentInset
        return GestureGate.ScrollState(
            offset: scroll.contentOffset, contentSize: scroll.contentSize, boundsSize: scroll.node.bounds.size,
            insetTop: inset.top, insetLeft: inset.left, insetBottom: inset.bottom, insetRight: inset.right)
    }

    package func setOffset(_ offset: Point, of scroll: StrictView) { scroll.contentOffset = offset }
    package func cancelPan(of scroll: StrictView) { scroll.cancelScrollPan() }
    package var fingerTravel: Double { distance() }
    package var now: Double { view.world.clock.now }
}
