import Testing

@_spi(Harness) @testable import MatchEngine

/// Resize modes per matched pair, and a default that never stretches text.
@Suite struct ResizeModeTests {
    /// One row of the per-mode table: where each stand-in's content sits at each end.
    struct ModeCase: CustomTestStringConvertible, Sendable {
        let mode: ResizeMode
        let direction: TransitionContext.LayoutDirection
        /// The destination's stand-in (natural size 300×100): at the start (frame 100×50), at the end (frame 300×100).
        let destinationFrom: Rect?
        let destinationTo: Rect?
        /// The source's stand-in (natural size 100×50): at the start (frame 100×50), at the end (frame 300×100).
        let sourceFrom: Rect?
        let sourceTo: Rect?
        var testDescription: String { "\(mode) \(direction)" }
    }

    /// A 100×50 card (aspect 2) flying to a 300×100 one (aspect 3); the two aspects differ, so both
    /// stand-ins fly and crossfade in every mode. Numbers worked by hand:
    /// - fit 300×100 into 100×50: scale min(100/300, 50/100) = 1/3 → 100×33.33…, centred: y = (50 − 33.33…)/2 = 8.33…
    /// - fill 300×100 into 100×50: scale max(1/3, 1/2) = 1/2 → 150×50, centred: x = (100 − 150)/2 = −25
    /// - fit 100×50 into 300×100: scale min(3, 2) = 2 → 200×100, x = (300 − 200)/2 = 50
    /// - fill 100×50 into 300×100: scale max(3, 2) = 3 → 300×150, y = (100 − 150)/2 = −25
    /// - position-only, right to left: x = frame width − natural width (100 − 300 = −200; 300 − 100 = 200)
    /// - each stand-in's own end (natural size = frame size) fills its frame: (0, 0, w, h)
    static let modeCases: [ModeCase] = [
        ModeCase(mode: .stretch, direction: .leftToRight, destinationFrom: nil, destinationTo: nil, sourceFrom: nil, sourceTo: nil),
        ModeCase(
            mode: .aspectFit, direction: .leftToRight,
            destinationFrom: Rect(x: 0, y: 25.0 / 3, width: 100, height: 100.0 / 3),
            destinationTo: Rect(x: 0, y: 0, width: 300, height: 100),
            sourceFrom: Rect(x: 0, y: 0, width: 100, height: 50), sourceTo: Rect(x: 50, y: 0, width: 200, height: 100)),
        ModeCase(
            mode: .aspectFill, direction: .leftToRight,
            destinationFrom: Rect(x: -25, y: 0, width: 150, height: 50),
            destinationTo: Rect(x: 0, y: 0, width: 300, height: 100),
            sourceFrom: Rect(x: 0, y: 0, width: 100, height: 50), sourceTo: Rect(x: 0, y: -25, width: 300, height: 150)),
        ModeCase(
            mode: .crossfade, direction: .leftToRight,
            destinationFrom: Rect(x: 0, y: 25.0 / 3, width: 100, height: 100.0 / 3),
            destinationTo: Rect(x: 0, y: 0, width: 300, height: 100),
            sourceFrom: Rect(x: 0, y: 0, width: 100, height: 50), sourceTo: Rect(x: 50, y: 0, width: 200, height: 100)),
        ModeCase(
            mode: .positionOnly, direction: .leftToRight,
            destinationFrom: Rect(x: 0, y: 0, width: 300, height: 100),
            destinationTo: Rect(x: 0, y: 0, width: 300, height: 100),
            sourceFrom: Rect(x: 0, y: 0, width: 100, height: 50), sourceTo: Rect(x: 0, y: 0, width: 100, height: 50)),
        ModeCase(
            mode: .positionOnly, direction: .rightToLeft,
            destinationFrom: Rect(x: -200, y: 0, width: 300, height: 100),
            destinationTo: Rect(x: 0, y: 0, width: 300, height: 100),
            sourceFrom: Rect(x: 0, y: 0, width: 100, height: 50), sourceTo: Rect(x: 200, y: 0, width: 100, height: 50)),
    ]

    static func near(_ a: Rect?, _ b: Rect?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.isApproximatelyEqual(to: b, tolerance: 1e-9)
        default: false
        }
    }

    @Test(arguments: modeCases)
    func eachModePlacesBothStandInsContentAtBothEnds(_ c: ModeCase) throws {
        let s = view("card", Rect(x: 20, y: 40, width: 100, height: 50))
        let d = view("card", Rect(x: 50, y: 300, width: 300, height: 100))
        d.transitionModifiers = [.resize(c.mode)]
        let p = plan(
            screen([s]), screen([d]),
            TransitionContext(kind: .push, containerSize: container, layoutDirection: c.direction, effect: .none))
        let destination = try #require(p.tracks.first { $0.role == .matched(pair: 0, side: .destination) })
        let source = try #require(p.tracks.first { $0.role == .matched(pair: 0, side: .source) })
        #expect(Self.near(destination.from.contentRect, c.destinationFrom), "\(String(describing: destination.from.contentRect))")
        #expect(Self.near(destination.to.contentRect, c.destinationTo), "\(String(describing: destination.to.contentRect))")
        #expect(Self.near(source.from.contentRect, c.sourceFrom), "\(String(describing: source.from.contentRect))")
        #expect(Self.near(source.to.contentRect, c.sourceTo), "\(String(describing: source.to.contentRect))")
        // Both stand-ins fly one frame: 100×50 → 300×100.
        #expect(destination.from.size == Size(width: 100, height: 50) && source.to.size == Size(width: 300, height: 100))
    }

    /// The pop plays the push back: the same content rectangles, ends swapped.
    @Test(arguments: [ResizeMode.aspectFill, .positionOnly])
    func aPopIsThePushPlayedBack(_ mode: ResizeMode) throws {
        func pair() -> (HeadlessView, HeadlessView) {
            let list = view("card", Rect(x: 20, y: 40, width: 100, height: 50))
            let detail = view("card", Rect(x: 50, y: 300, width: 300, height: 100))
            detail.transitionModifiers = [.resize(mode)]
            return (list, detail)
        }
        let (a, b) = pair()
        let (c, d) = pair()
        let push = plan(screen([a]), screen([b]), TransitionContext(kind: .push, containerSize: container, effect: .none))
        let pop = plan(screen([d]), screen([c]), TransitionContext(kind: .pop, containerSize: container, effect: .none))
        // The detail's stand-in (the push's destination side) is the pop's source side.
        let pushed = try #require(push.tracks.first { $0.role == .matched(pair: 0, side: .destination) })
        let popped = try #require(pop.tracks.first { $0.role == .matched(pair: 0, side: .source) })
        #expect(pushed.from.contentRect == popped.to.contentRect && pushed.to.contentRect == popped.from.contentRect)
        #expect(pushed.from.contentRect != nil)
    }

    /// The destination view's `.resize` wins over the source's; `.resize(.crossfade)` crossfades
    /// even against `.crossfade(false)`; `.crossfade(false)` against a default crossfade leaves one
    /// stand-in, aspect-fit.
    @Test func precedenceBetweenTheTwoViewsAndCrossfade() throws {
        func tracks(_ sourceMods: [Modifier], _ destinationMods: [Modifier]) -> [Track] {
            let s = view("card", Rect(x: 20, y: 40, width: 100, height: 50))
            let d = view("card", Rect(x: 50, y: 300, width: 300, height: 100))
            s.transitionModifiers = sourceMods
            d.transitionModifiers = destinationMods
            return plan(screen([s]), screen([d]), TransitionContext(kind: .push, containerSize: container, effect: .none))
                .tracks.filter { if case .matched = $0.role { true } else { false } }
        }
        // Destination's aspectFill (150×50 at x −25) over the source's positionOnly (300×100 at 0).
        let both = tracks([.resize(.positionOnly)], [.resize(.aspectFill)])
        #expect(both.last?.from.contentRect == Rect(x: -25, y: 0, width: 150, height: 50))
        // Only the source says: it applies.
        let sourceOnly = tracks([.resize(.positionOnly)], [])
        #expect(sourceOnly.last?.from.contentRect == Rect(x: 0, y: 0, width: 300, height: 100))
        // `.resize(.crossfade)` keeps both stand-ins although `.crossfade(false)` asks for one.
        #expect(tracks([], [.resize(.crossfade), .crossfade(false)]).count == 2)
        // `.crossfade(false)` against the default (plain content, aspect 2 → 3: crossfade): one stand-in, fit.
        let single = tracks([], [.crossfade(false)])
        #expect(single.count == 1)
        #expect(Self.near(single.first?.from.contentRect, Rect(x: 0, y: 25.0 / 3, width: 100, height: 100.0 / 3)))
    }

    // MARK: The default

    struct DefaultCase: CustomTestStringConvertible, Sendable {
        let content: ContentKind
        let source: Size
        let destination: Size
        let expected: ResizeMode
        var testDescription: String { "\(content) \(source.width)×\(source.height) → \(destination.width)×\(destination.height)" }
    }

    /// Aspect ratios within 1 % stretch; otherwise text moves unscaled when its height stays within
    /// 1 % and crossfades when not, images fill, plain content crossfades. Ratios by hand:
    /// 100×20 → 5; 200×40 → 5; 200×20 → 10; 100×40 → 2.5; 100×20.1 → 4.975 (0.5 % from 5);
    /// 100×21 → 4.76 (4.8 % from 5); 100×100 → 1; 300×200 → 1.5.
    static let defaultCases: [DefaultCase] = [
        DefaultCase(content: .text, source: Size(width: 100, height: 20), destination: Size(width: 100, height: 20), expected: .stretch),
        DefaultCase(content: .text, source: Size(width: 100, height: 20), destination: Size(width: 200, height: 40), expected: .stretch),
        DefaultCase(content: .text, source: Size(width: 100, height: 20), destination: Size(width: 100, height: 20.1), expected: .stretch),
        DefaultCase(
            content: .text, source: Size(width: 100, height: 20), destination: Size(width: 200, height: 20), expected: .positionOnly),
        DefaultCase(
            content: .text, source: Size(width: 100, height: 20), destination: Size(width: 200, height: 20.1), expected: .positionOnly),
        DefaultCase(content: .text, source: Size(width: 100, height: 20), destination: Size(width: 100, height: 21), expected: .crossfade),
        DefaultCase(content: .text, source: Size(width: 100, height: 20), destination: Size(width: 100, height: 40), expected: .crossfade),
        DefaultCase(content: .image, source: Size(width: 100, height: 100), destination: Size(width: 300, height: 300), expected: .stretch),
        DefaultCase(
            content: .image, source: Size(width: 100, height: 100), destination: Size(width: 300, height: 200), expected: .aspectFill),
        DefaultCase(
            content: .image, source: Size(width: 100, height: 20), destination: Size(width: 200, height: 20), expected: .aspectFill),
        DefaultCase(content: .plain, source: Size(width: 100, height: 100), destination: Size(width: 200, height: 200), expected: .stretch),
        DefaultCase(
            content: .plain, source: Size(width: 100, height: 100), destination: Size(width: 300, height: 200), expected: .crossfade),
        DefaultCase(content: .plain, source: Size(width: 100, height: 20), destination: Size(width: 200, height: 20), expected: .crossfade),
        // No height: both aspect ratios count as 0, so nothing to keep.
        DefaultCase(content: .text, source: Size(width: 100, height: 0), destination: Size(width: 50, height: 0), expected: .stretch),
    ]

    @Test(arguments: defaultCases)
    func theDefaultByAspectAndContentKind(_ c: DefaultCase) {
        #expect(ResizeMode.automatic(sourceSize: c.source, destinationSize: c.destination, destinationContent: c.content) == c.expected)
    }

    /// The same defaults through the planner: the destination view's content kind decides, and
    /// text never stretches.
    @Test func theDefaultAppliedByThePlanner() throws {
        func destinationTrack(_ content: ContentKind, _ from: Rect, _ to: Rect, sourceContent: ContentKind = .plain) throws -> Track {
            let s = view("t", from)
            let d = view("t", to)
            s.contentKind = sourceContent
            d.contentKind = content
            let p = plan(screen([s]), screen([d]), TransitionContext(kind: .push, containerSize: container, effect: .none))
            return try #require(p.tracks.first { $0.role == .matched(pair: 0, side: .destination) })
        }
        // A label that got wider: position only, its 200×20 snapshot at the start's top-left, unscaled.
        let label = try destinationTrack(.text, Rect(x: 10, y: 10, width: 100, height: 20), Rect(x: 10, y: 100, width: 200, height: 20))
        #expect(label.from.contentRect == Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(label.to.contentRect == Rect(x: 0, y: 0, width: 200, height: 20))
        // The source's content kind does not decide: text there, an image on the destination → fill.
        // Fill 300×200 into 100×100: scale max(1/3, 1/2) = 1/2 → 150×100 at x = (100 − 150)/2 = −25.
        let image = try destinationTrack(
            .image, Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 0, y: 300, width: 300, height: 200),
            sourceContent: .text)
        #expect(image.from.contentRect == Rect(x: -25, y: 0, width: 150, height: 100))
        // Same aspect: a uniform scale, no content rectangle (no clipping frame).
        let scaled = try destinationTrack(.text, Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 0, y: 300, width: 200, height: 40))
        #expect(scaled.from.contentRect == nil && scaled.to.contentRect == nil)
    }

    // MARK: Linear interpolation keeps aspect, inside and cover

    /// Why linear interpolation of the content rectangle is right: two rectangles of one aspect
    /// ratio interpolate to rectangles of that ratio (w·nh − h·nw is linear and 0 at both ends),
    /// and "inside the frame" (x ≥ 0, y ≥ 0, x + w ≤ W, y + h ≤ H) and "covers the frame"
    /// (x ≤ 0, y ≤ 0, x + w ≥ W, y + h ≥ H) are linear inequalities in (content, frame size), so if
    /// they hold at both ends they hold at every fraction in between. Checked on random sizes and
    /// modes, through the plan's own state at 41 fractions from 0 to 1.
    @Test func linearContentRectanglesKeepAspectAndContainment() throws {
        var r = SeededGenerator(seed: 313)
        var checked = 0
        for _ in 0..<300 {
            let mode = [ResizeMode.aspectFit, .aspectFill, .crossfade, .positionOnly][Int.random(in: 0..<4, using: &r)]
            let a = Rect(x: r.double(in: 0...300), y: r.double(in: 0...700), width: r.double(in: 1...400), height: r.double(in: 1...400))
            let b = Rect(x: r.double(in: 0...300), y: r.double(in: 0...700), width: r.double(in: 1...400), height: r.double(in: 1...400))
            let s = view("v", a)
            let d = view("v", b)
            d.transitionModifiers = [.resize(mode)]
            let direction: TransitionContext.LayoutDirection = r.bool() ? .leftToRight : .rightToLeft
            let p = plan(
                screen([s]), screen([d]),
                TransitionContext(
                    kind: r.bool() ? .push : .pop, containerSize: container,
                    layoutDirection: direction, effect: .none))
            for (i, track) in p.tracks.enumerated() {
                guard case .matched = track.role, let ref = track.view else { continue }
                // The natural size: the size of the view whose snapshot the stand-in shows.
                let natural = ref.side == .source ? a.size : b.size
                guard track.from.contentRect != nil || track.to.contentRect != nil else { continue }
                for n in 0...40 {
                    let q = Double(n) / 40
                    let state = p.state(ofTrack: i, fraction: q)
                    let c = try #require(state.contentRect)
                    let w = state.size.width
                    let h = state.size.height
                    let eps = 1e-9 * max(1, w, h, c.size.width, c.size.height)
                    // Aspect: the natural size's, w·nh = h·nw.
                    #expect(
                        (c.size.width * natural.height - c.size.height * natural.width).magnitude
                            <= 1e-9 * max(1, c.size.width * natural.height), "\(mode) stretched at \(q): \(c), natural \(natural)")
                    switch mode {
                    case .aspectFit, .crossfade:
                        #expect(
                            c.origin.x >= -eps && c.origin.y >= -eps && c.origin.x + c.size.width <= w + eps
                                && c.origin.y + c.size.height <= h + eps, "\(mode) not inside at \(q): \(c) in \(w)×\(h)")
                    case .aspectFill:
                        #expect(
                            c.origin.x <= eps && c.origin.y <= eps && c.origin.x + c.size.width >= w - eps
                                && c.origin.y + c.size.height >= h - eps, "\(mode) not covering at \(q): \(c) in \(w)×\(h)")
                    case .positionOnly:
                        #expect(c.size.isApproximatelyEqual(to: natural, tolerance: eps) && c.origin.y == 0, "\(mode) scaled at \(q)")
                    case .stretch:
                        Issue.record("stretch has no content rectangle")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 10_000)
    }
}
