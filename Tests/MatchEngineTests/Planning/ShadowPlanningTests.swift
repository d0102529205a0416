import Testing

@_spi(Harness) @testable import MatchEngine

/// Matched pairs fly from one shadow to the other, a crossfading pair never
/// shows its shadow twice, unmatched views keep theirs, and `.shadow` animates to or from one.
@Suite struct ShadowPlanningTests {
    static let small = Shadow(opacity: 0.3, radius: 4, offset: Vector(dx: 0, dy: 2))
    static let large = Shadow(opacity: 0.6, radius: 16, offset: Vector(dx: 0, dy: 8))

    static func card(
        _ frame: Rect, shadow: Shadow?, colour: Color? = Color(red: 1, green: 1, blue: 1), alpha: Double = 1,
        children: Int = 0
    ) -> HeadlessView {
        let v = view("card", frame)
        v.shadow = shadow
        v.backgroundColor = colour
        v.alpha = alpha
        for k in 0..<children { v.addSubview(view(nil, Rect(x: Double(k) * 4, y: 4, width: 2, height: 2))) }
        return v
    }

    static func matched(_ p: TransitionPlan, _ side: SceneSide) -> Int? {
        p.tracks.firstIndex { $0.role == .matched(pair: 0, side: side) }
    }

    /// A pair that does not crossfade: the one stand-in flies from the source's shadow to the destination's.
    @Test func singleStandInFliesFromShadowToShadow() throws {
        let p = plan(
            screen([Self.card(Rect(x: 0, y: 0, width: 100, height: 100), shadow: Self.small)]),
            screen([Self.card(Rect(x: 50, y: 300, width: 100, height: 100), shadow: Self.large)]),
            TransitionContext(kind: .push, containerSize: container, effect: .none, matchedTiming: .linear))
        #expect(Self.matched(p, .source) == nil)
        let d = try #require(Self.matched(p, .destination))
        #expect(p.tracks[d].from.shadow == Self.small)
        #expect(p.tracks[d].to.shadow == Self.large)
        // Linear timing, same transform: half way is the plain average (opacity 0.45, radius 10, offset (0, 5)).
        let mid = try #require(p.states(at: 0.5)[d].shadow)
        #expect(mid.isApproximatelyEqual(to: Shadow(opacity: 0.45, radius: 10, offset: Vector(dx: 0, dy: 5)), tolerance: 1e-9))
    }

    /// The strength of the shadows a crossfading pair shows together: each stand-in's shadow is
    /// drawn at its alpha × opacity × colour alpha, and two layers over each other give
    /// 1 − (1 − x)(1 − y).
    static func composite(_ states: [ViewState], _ s: Int, _ d: Int) -> Double {
        func strength(_ v: ViewState) -> Double { v.shadow.map { v.alpha * $0.opacity * $0.color.alpha } ?? 0 }
        return 1 - (1 - strength(states[s])) * (1 - strength(states[d]))
    }

    struct CrossfadeCase: CustomStringConvertible, Sendable {
        let name: String
        let sourceShadow: Shadow?
        let sourceAlpha: Double
        let destinationShadow: Shadow?
        let destinationColour: Color
        /// The composite at the start and at the end, worked out by hand.
        let start: Double
        let end: Double
        var description: String { name }
    }

    static let white = Color(red: 1, green: 1, blue: 1)
    static let crossfades: [CrossfadeCase] = [
        // Opaque incoming: the outgoing stand-in (alpha 1 throughout) alone carries 0.3 → 0.6.
        CrossfadeCase(
            name: "opaque incoming, small → large", sourceShadow: small, sourceAlpha: 1, destinationShadow: large,
            destinationColour: white, start: 0.3, end: 0.6),
        CrossfadeCase(
            name: "opaque incoming, large → small", sourceShadow: large, sourceAlpha: 1, destinationShadow: small,
            destinationColour: white, start: 0.6, end: 0.3),
        // Outgoing at alpha 0.5 keeps it: its end opacity is 0.3 × 1 / 0.5 = 0.6, shown as 0.5 × 0.6 = 0.3.
        CrossfadeCase(
            name: "half-transparent outgoing", sourceShadow: large, sourceAlpha: 0.5, destinationShadow: small,
            destinationColour: white, start: 0.3, end: 0.3),
        CrossfadeCase(
            name: "shadow appears", sourceShadow: nil, sourceAlpha: 1, destinationShadow: large,
            destinationColour: white, start: 0, end: 0.6),
        CrossfadeCase(
            name: "shadow disappears", sourceShadow: small, sourceAlpha: 1, destinationShadow: nil,
            destinationColour: white, start: 0.3, end: 0),
        // Translucent incoming: both fade, each with its own end's opacity.
        CrossfadeCase(
            name: "translucent incoming", sourceShadow: large, sourceAlpha: 1, destinationShadow: small,
            destinationColour: Color(red: 0, green: 0, blue: 1, alpha: 0.5), start: 0.6, end: 0.3),
        CrossfadeCase(
            name: "translucent incoming, appears", sourceShadow: nil, sourceAlpha: 1, destinationShadow: small,
            destinationColour: Color(red: 0, green: 0, blue: 1, alpha: 0.5), start: 0, end: 0.3),
    ]

    /// At 201 progresses the composite never exceeds the larger end, never shows a shadow on the
    /// incoming stand-in over an opaque one, and starts and ends where the originals are.
    @Test(arguments: crossfades)
    func crossfadingPairNeverDoublesItsShadow(_ c: CrossfadeCase) throws {
        let a = Self.card(
            Rect(x: 0, y: 0, width: 100, height: 100), shadow: c.sourceShadow, colour: Color(red: 0.9, green: 0.9, blue: 0.9),
            alpha: c.sourceAlpha, children: 1)
        let b = Self.card(
            Rect(x: 50, y: 300, width: 300, height: 200), shadow: c.destinationShadow, colour: c.destinationColour,
            children: 3)
        let p = plan(screen([a]), screen([b]), TransitionContext(kind: .push, containerSize: container, effect: .none))
        let s = try #require(Self.matched(p, .source))
        let d = try #require(Self.matched(p, .destination))
        let ceiling = max(c.start, c.end)
        for n in 0...200 {
            let states = p.states(at: Double(n) / 200)
            let shown = Self.composite(states, s, d)
            #expect(shown <= ceiling + 1e-12, "\(shown) > \(ceiling) at \(Double(n) / 200)")
        }
        #expect(Self.composite(p.states(at: 0), s, d).isApproximatelyEqual(to: c.start, tolerance: 1e-12))
        #expect(Self.composite(p.states(at: 1), s, d).isApproximatelyEqual(to: c.end, tolerance: 1e-12))
        if c.destinationColour.alpha >= 1 {
            // Over an opaque incoming view exactly one stand-in, the outgoing one, carries it.
            #expect(p.tracks[d].from.shadow == nil && p.tracks[d].to.shadow == nil)
        }
    }

    /// Opaque incoming, linear timing: the shadow shown moves linearly, 0.3 → 0.6, so it is 0.45
    /// half way (the outgoing stand-in at alpha 1 with opacity 0.3 + (0.6 − 0.3)/2).
    @Test func crossfadeShowsTheLinearBlend() throws {
        let a = Self.card(Rect(x: 0, y: 0, width: 100, height: 100), shadow: Self.small, children: 1)
        let b = Self.card(Rect(x: 50, y: 300, width: 300, height: 200), shadow: Self.large)
        let p = plan(
            screen([a]), screen([b]),
            TransitionContext(kind: .push, containerSize: container, effect: .none, matchedTiming: .linear))
        let s = try #require(Self.matched(p, .source))
        let d = try #require(Self.matched(p, .destination))
        #expect(Self.composite(p.states(at: 0.5), s, d).isApproximatelyEqual(to: 0.45, tolerance: 1e-12))
    }

    /// An unmatched view keeps its shadow as it rides with its screen or fades, and `.shadow`
    /// animates to a shadow (on a source view) or from none (on a destination view).
    @Test func unmatchedViewsKeepOrChangeTheirShadow() throws {
        let rider = view("rider", Rect(x: 10, y: 10, width: 60, height: 60))
        rider.shadow = Self.small
        let lifted = view("lifted", Rect(x: 10, y: 100, width: 60, height: 60))
        lifted.transitionModifiers = [.shadow(Self.large)]
        let arriving = view("arriving", Rect(x: 10, y: 200, width: 60, height: 60))
        arriving.shadow = Self.large
        arriving.transitionModifiers = [.shadow(nil), .fade]
        // The list cascades, so that its rider (no partner, no modifier) has a track of its own.
        let p = plan(
            screen([rider, lifted], rootModifiers: [.cascade(step: 0.01, direction: .topToBottom)]), screen([arriving]),
            TransitionContext(kind: .push, containerSize: container))
        func track(_ side: SceneSide, _ index: Int) throws -> Track {
            try #require(p.tracks.first { $0.view == ViewReference(side: side, index: index) })
        }
        let r = try track(.source, 1)
        #expect(r.from.shadow == Self.small && r.to.shadow == Self.small)
        #expect(r.from.position != r.to.position)  // it rides with the sliding list
        let l = try track(.source, 2)
        #expect(l.from.shadow == nil && l.to.shadow == Self.large)
        let a = try track(.destination, 1)
        #expect(a.from.shadow == nil && a.to.shadow == Self.large)
    }
}
