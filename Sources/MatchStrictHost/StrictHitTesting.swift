@_spi(Harness) import MatchEngine

/// A tap or pan handler attached to a view (`UITapGestureRecognizer`, `UIPanGestureRecognizer`).
/// It runs only when a touch delivered through `StrictWorld.hitTest(_:)` lands on its view or a
/// view inside it — never because a test called it (uikit-practice P8).
public final class StrictRecognizer {
    /// What a recognizer recognizes.
    public enum Kind: Sendable, Hashable {
        /// A single tap.
        case tap
        /// A one-finger pan.
        case pan
    }

    /// One step of a gesture, locations in window coordinates.
    public enum Event: Sendable, Hashable {
        /// A tap at a point.
        case tapped(at: Point)
        /// A pan began at a point.
        case began(at: Point)
        /// A pan moved: the finger's travel since it began.
        case changed(translation: Vector)
        /// A pan ended with a velocity (points per second).
        case ended(translation: Vector, velocity: Vector)
    }

    /// Tap or pan.
    public let kind: Kind
    /// The view it is attached to.
    public private(set) weak var view: StrictView?
    /// `isEnabled`; a disabled recognizer receives nothing. Default `true`.
    public var isEnabled = true
    /// How many events it has received.
    public private(set) var received = 0
    /// The delegate's `gestureRecognizerShouldBegin(_:)`, asked with the pan's location, velocity
    /// and translation (window points) before a pan begins; `nil` lets it begin.
    public var shouldBegin: ((_ location: Point, _ velocity: Vector, _ translation: Vector) -> Bool)?
    /// The delegate's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` for a scroll view's
    /// own pan under the finger; `nil` (the default) answers `false`.
    public var recognizesSimultaneously: ((StrictView) -> Bool)?
    private let handler: (Event) -> Void

    init(kind: Kind, view: StrictView, handler: @escaping (Event) -> Void) {
        self.kind = kind
        self.view = view
        self.handler = handler
    }

    func deliver(_ event: Event) {
        received += 1
        handler(event)
    }
}

/// The hit-testing state the views of one world carry: which have user interaction off, and
/// their recognizers.
struct StrictTouchTable {
    var interactionDisabled: Set<ObjectIdentifier> = []
    var recognizers: [ObjectIdentifier: [StrictRecognizer]] = [:]
}

extension StrictView {
    /// `isUserInteractionEnabled`; default `true`. A view with it off, and everything inside it, is
    /// never hit (uikit-rules 5.7).
    public var isUserInteractionEnabled: Bool {
        get { !world.touches.interactionDisabled.contains(ObjectIdentifier(self)) }
        set {
            if newValue {
                world.touches.interactionDisabled.remove(ObjectIdentifier(self))
            } else {
                world.touches.interactionDisabled.insert(ObjectIdentifier(self))
            }
        }
    }

    /// `addGestureRecognizer(_:)`: attaches a tap or pan handler, which a touch delivered through
    /// hit testing reaches (`StrictWorld.tap(at:)`, `StrictWorld.pan(from:through:velocity:)`).
    @discardableResult
    public func addRecognizer(_ kind: StrictRecognizer.Kind, handler: @escaping (StrictRecognizer.Event) -> Void)
        -> StrictRecognizer
    {
        let recognizer = StrictRecognizer(kind: kind, view: self, handler: handler)
        world.touches.recognizers[ObjectIdentifier(self), default: []].append(recognizer)
        return recognizer
    }

    /// `removeGestureRecognizer(_:)`: the recognizer no longer sees touches on this view.
    public func removeRecognizer(_ recognizer: StrictRecognizer) {
        world.touches.recognizers[ObjectIdentifier(self)]?.removeAll { $0 === recognizer }
    }

    /// The scroll views (`isScrollView`) from this view up through its superviews to `top` (both
    /// included; `nil`: to the top of the tree), innermost first: those under a touch that hit this
    /// view, as far as the recognizer on `top`.
    public func scrollViews(upTo top: StrictView?) -> [StrictView] {
        var found: [StrictView] = []
        var v: StrictView? = self
        while let current = v {
            if current.isScrollView { found.append(current) }
            if current === top { break }
            v = current.superview
        }
        return found
    }

    /// The recognizers attached to this view.
    public var recognizers: [StrictRecognizer] { world.touches.recognizers[ObjectIdentifier(self)] ?? [] }
}

extension StrictWorld {
    /// `hitTest(_:with:)` on the window, for a point in window coordinates: the frontmost deepest
    /// view that contains it. A view that is hidden, has user interaction off or an alpha below
    /// 0.01 is skipped with everything inside it; a point outside a view's bounds never hits it or
    /// anything inside it, even a subview that overhangs; content transparency (a clear
    /// background) does not matter (uikit-rules 5.7, uikit-practice P8).
    public func hitTest(_ point: Point) -> StrictView? {
        hit(window, at: point)
    }

    private func hit(_ view: StrictView, at point: Point) -> StrictView? {
        guard !view.node.isHidden, view.node.alpha >= 0.01, view.isUserInteractionEnabled,
            point.isFinite, view.node.bounds.contains(point)
        else { return nil }
        for child in view.subviews.reversed() {
            if let found = hit(child, at: child.node.convert(point, from: view.node)) { return found }
        }
        return view
    }

    /// The enabled recognizer of `kind` that a touch on `view` reaches: the view's own, else the
    /// nearest ancestor's (the deepest one wins; simultaneous recognition is not modelled).
    private func recognizer(_ kind: StrictRecognizer.Kind, from view: StrictView?) -> StrictRecognizer? {
        var v = view
        while let current = v {
            if let r = current.recognizers.first(where: { $0.kind == kind && $0.isEnabled }) { return r }
            v = current.superview
        }
        return nil
    }

    /// A finger taps at a point (window coordinates): the tap goes through `hitTest(_:)` to the
    /// recognizer it reaches, if any. Returns that recognizer (`nil`: the tap did nothing).
    @discardableResult
    public func tap(at point: Point) -> StrictRecognizer? {
        guard let r = recognizer(.tap, from: hitTest(point)) else { return nil }
        r.deliver(.tapped(at: point))
        return r
    }

    /// A finger goes down at `start` (window coordinates), moves through `translations` (travel
    /// since it came down), `pause` between moves (default one run-loop turn), and lifts with
    /// `velocity`. The pan goes through `hitTest(_:)` to the recognizer it reaches, if any, which
    /// begins only if its `shouldBegin` allows it (asked with the first move over one 60 Hz frame as
    /// the velocity). The scroll views between the view hit and that recognizer's view (`isScrollView`
    /// with content that scrolls) follow the finger with their own pans first, at each move — all of
    /// them when no recognizer began, else those the recognizer recognizes simultaneously with — until
    /// one is cancelled (`cancelScrollPan()`). Returns the recognizer that began (`nil`: only scroll
    /// views, if any, moved).
    @discardableResult
    public func pan(
        from start: Point, through translations: [Vector], velocity: Vector, pause: (() -> Void)? = nil
    ) -> StrictRecognizer? {
        let hit = hitTest(start)
        let reached = recognizer(.pan, from: hit)
        let scrolls = hit?.scrollViews(upTo: reached?.view) ?? []
        let first = translations.first ?? .zero
        let began = reached.flatMap { r in r.shouldBegin?(start, first * 60, .zero) ?? true ? r : nil }
        for scroll in scrolls {
            scroll.scrollPanTracksTouch = began.map { $0.recognizesSimultaneously?(scroll) ?? false } ?? true
        }
        began?.deliver(.began(at: start))
        var previous = Vector.zero
        for t in translations {
            for scroll in scrolls where scroll.scrollPanTracksTouch { scroll.scrollPanFollows(step: t - previous) }
            previous = t
            began?.deliver(.changed(translation: t))
            if let pause { pause() } else { turn() }
        }
        for scroll in scrolls { scroll.scrollPanTracksTouch = false }
        began?.deliver(.ended(translation: translations.last ?? .zero, velocity: velocity))
        return began
    }
}
