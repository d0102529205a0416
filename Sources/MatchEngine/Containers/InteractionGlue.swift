/// A pan recognizer that drives a matched transition, as `InteractionGlue` drives it: primitives
/// only, each a call or property of UIKit's public API.
///
/// MatchUIKit's `MatchInteraction` conforms over a `UIPanGestureRecognizer`; the strict host
/// conforms its model of a pan on a view.
package protocol InteractionPan: AnyObject {
    /// A scroll view (UIKit: `UIScrollView`).
    associatedtype ScrollView: AnyObject
    /// The scroll views from the view under the finger up to the recognizer's view (hit testing
    /// at the recognizer's location, then `superview`s).
    func scrollViewsUnderFinger() -> [ScrollView]
    /// A scroll view's offset and extent, in points (`contentOffset`, `contentSize`, `bounds`,
    /// `adjustedContentInset`).
    func state(of scroll: ScrollView) -> GestureGate.ScrollState
    /// Sets a scroll view's `contentOffset`.
    func setOffset(_ offset: Point, of scroll: ScrollView)
    /// Cancels a scroll view's own pan: its `panGestureRecognizer.isEnabled` off and on again, so
    /// it neither fights the transition nor flings on when the finger lifts.
    func cancelPan(of scroll: ScrollView)
    /// The finger travel for the whole transition, in points (> 0).
    var fingerTravel: Double { get }
    /// Now on the clock the recognizer is timed with, in seconds.
    var now: Double { get }
}

/// The glue between a pan recognizer and the transitions it drives, written once for every host:
/// whether the pan may begin (the owner's take-over, the app's say, `GestureGate`), which scroll
/// views keep the finger until they reach their edge (`ScrollHandOff`), and the hand-off to the
/// transition — grabbing a running one or starting one with the app's `begin` — without the finger
/// lifting.
///
/// Invariants: the finger reaches the relay only once handed over (at once outside scroll views);
/// a take-over refused at the hand-off gives the finger back to the scroll views for the rest of the
/// touch; scroll views that handed over stay pinned at the edge the finger pulls them toward.
package final class InteractionGlue<Pan: InteractionPan, Receiver: GestureReceiver> {
    /// The finger, relayed to the transition's controller whenever that exists.
    package let relay = GestureRelay<Receiver>()
    /// The direction in which the finger moves the transition forward (window points; only the
    /// direction counts); default down.
    package var direction = Vector(dx: 0, dy: 1)
    /// Whether a scroll view under the finger keeps it until it reaches its edge; default `true`.
    package var handsOffFromScrollViews = true
    /// The app's say on whether the pan may begin; `nil` allows it.
    package var shouldBegin: (() -> Bool)?
    /// What the pan does as it comes down, decided by the owner of the transitions it drives (a
    /// navigation coordinator, a modal transition); `nil` (no owner): grab the run it drives
    /// already, else start.
    package var takeover: (() -> FingerTakeover<Receiver>)?
    /// How the owner carries `begin` out when the finger starts a transition; `nil`: as it is.
    package var startsOperation: ((() -> Void) -> Void)?
    /// The pan, held weakly.
    package private(set) weak var pan: Pan?
    private let begin: () -> Void
    private var heldScrollViews: [Pan.ScrollView] = []
    private var handOff: ScrollHandOff?

    /// Creates the glue for `pan`; `begin` starts the container operation (present, dismiss, pop…).
    package init(pan: Pan, begin: @escaping () -> Void) {
        self.pan = pan
        self.begin = begin
    }

    /// The finger travel for a whole transition a pan on a view of `size` drives along `direction`,
    /// in points: the width for a direction more horizontal than vertical, else the height.
    package static func travel(along direction: Vector, in size: Size) -> Double {
        abs(direction.dx) >= abs(direction.dy) ? size.width : size.height
    }

    /// The owner's take-over, or the one without an owner.
    private func currentTakeover() -> FingerTakeover<Receiver> {
        if let takeover { return takeover() }
        return .decide(ownDirection: direction, allowed: true, target: relay.receiver.map { .init($0, runsAgainstFinger: false) })
    }

    private var scrollStates: [GestureGate.ScrollState] {
        guard let pan else { return [] }
        return heldScrollViews.map(pan.state(of:))
    }

    /// `gestureRecognizerShouldBegin`: refused when the owner refuses the finger now or the app
    /// does, else `GestureGate.shouldBegin` with the pan's velocity and translation (window points)
    /// and the scroll views under the finger.
    package func panShouldBegin(velocity: Vector, translation: Vector) -> Bool {
        let takeover = currentTakeover()
        if case .refuse = takeover { return false }
        if let shouldBegin, !shouldBegin() { return false }
        var grabs = false
        if case .grab = takeover { grabs = true }
        let scrolls = pan.map { pan in pan.scrollViewsUnderFinger().map(pan.state(of:)) } ?? []
        return GestureGate.shouldBegin(
            velocity: velocity, translation: translation, direction: direction, scrollViews: scrolls,
            handsOff: handsOffFromScrollViews, transitionRunning: grabs)
    }

    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` for a scroll view's own pan
    /// (`scroll`, `nil` for any other recognizer): `GestureGate.recognizesSimultaneously`.
    package func recognizesSimultaneously(withScrollView scroll: Pan.ScrollView?) -> Bool {
        GestureGate.recognizesSimultaneously(
            withScrollView: scroll.flatMap { pan?.state(of: $0) }, direction: direction, handsOff: handsOffFromScrollViews)
    }

    /// The pan's target: one state of the touch, with its travel since it began and, at the end,
    /// its velocity (window points).
    package func pan(_ phase: PanPhase) {
        guard let pan else { return }
        switch phase {
        case .began:
            // Held either way: once the transition takes the finger they stop and stay at their edge;
            // only the hand-off waits for them when it is on.
            heldScrollViews = pan.scrollViewsUnderFinger()
            let handOff = ScrollHandOff(direction: direction, scrollViews: handsOffFromScrollViews ? scrollStates : [])
            self.handOff = handOff
            if handOff.hasHandedOver { takeOver() }
        case .changed(let translation):
            guard var handOff else { return }
            let wasHandedOver = handOff.hasHandedOver
            let followed = handOff.update(translation: translation, scrollViews: scrollStates)
            self.handOff = handOff
            guard let followed else { return }
            if !wasHandedOver { takeOver() }
            holdScrollViews()
            relay.changed(translation: followed)
        case .ended(let translation, let velocity):
            if let followed = handOff?.update(translation: translation, scrollViews: scrollStates), handOff?.hasHandedOver == true {
                relay.ended(translation: followed, velocity: velocity, at: pan.now)
            }
            release()
        case .cancelled:
            relay.cancelled(at: pan.now)
            release()
        }
    }

    private func release() {
        heldScrollViews = []
        handOff = nil
    }

    /// The transition takes the finger (`FingerTakeover`): it grabs a running one, or `begin`
    /// starts one — unless the owner refuses the pan now (a scroll view may have held the finger
    /// until a transition began): then the finger goes back to the scroll views, unheld.
    private func takeOver() {
        guard let pan else { return }
        let takeover = currentTakeover()
        if case .refuse = takeover {
            release()
            return
        }
        for scroll in heldScrollViews { pan.cancelPan(of: scroll) }
        takeover.perform(on: relay, distance: pan.fingerTravel, at: pan.now) {
            if let startsOperation { startsOperation(begin) } else { begin() }
        }
    }

    /// Holds the scroll views under the finger at the edge the finger pulls them toward.
    private func holdScrollViews() {
        guard let pan else { return }
        for scroll in heldScrollViews { pan.setOffset(GestureGate.pinnedOffset(pan.state(of: scroll), for: direction), of: scroll) }
    }
}
