import Testing

@_spi(Harness) @testable import MatchEngine

/// Shadows interpolate like the rest of a state — colour and opacity linearly,
/// radius and offset corrected for scale like corner radii, the path's rectangle linearly, a
/// missing end as the other at opacity 0 — and bad numbers never get through.
@Suite struct ShadowInterpolationTests {
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let from: ViewState
        let to: ViewState
        let fraction: Double
        let expected: Shadow?
        var description: String { name }
    }

    static func state(size: Size = Size(width: 100, height: 100), scale: Double = 1, shadow: Shadow?) -> ViewState {
        ViewState(position: Point(x: 200, y: 400), size: size, transform: .scale(x: scale, y: scale), shadow: shadow)
    }

    static let black = Color(red: 0, green: 0, blue: 0)
    static let white = Color(red: 1, green: 1, blue: 1)
    static let red = Color(red: 1, green: 0, blue: 0)

    /// Expected values worked out by hand in the comments (a + (b − a)·f; for the scale-corrected
    /// ones, (local_a·scale_a + (local_b·scale_b − local_a·scale_a)·f) / scale_now, where the
    /// decomposed transform's scale moves linearly, 1 → 2 giving 1 + f).
    static let cases: [Case] = [
        // Same transform: everything linear at f = 0.25.
        // colour 0 → 1: 0.25; opacity 0.2 → 0.6: 0.3; radius 4 → 12: 6; offset (0, 2) → (4, −2): (1, 1).
        Case(
            name: "linear, same transform",
            from: state(shadow: Shadow(color: black, opacity: 0.2, radius: 4, offset: Vector(dx: 0, dy: 2))),
            to: state(shadow: Shadow(color: white, opacity: 0.6, radius: 12, offset: Vector(dx: 4, dy: -2))),
            fraction: 0.25,
            expected: Shadow(color: Color(red: 0.25, green: 0.25, blue: 0.25), opacity: 0.3, radius: 6, offset: Vector(dx: 1, dy: 1))),
        // Scale 1 → 2 with radius 10 → 5 and offset (0, 4) → (0, 2): on screen 10 and (0, 4) at both
        // ends. Half way the scale is 1.5, so local radius 10 / 1.5 = 6.666…, offset 4 / 1.5 = 2.666….
        Case(
            name: "scale 1→2, radius 10→5 keeps 10 on screen",
            from: state(shadow: Shadow(opacity: 0.5, radius: 10, offset: Vector(dx: 0, dy: 4))),
            to: state(scale: 2, shadow: Shadow(opacity: 0.5, radius: 5, offset: Vector(dx: 0, dy: 2))),
            fraction: 0.5,
            expected: Shadow(opacity: 0.5, radius: 10.0 / 1.5, offset: Vector(dx: 0, dy: 4.0 / 1.5))),
        // The same at a quarter: scale 1.25, on screen still 10 → local 8; offset 4 / 1.25 = 3.2.
        Case(
            name: "scale 1→2 at a quarter",
            from: state(shadow: Shadow(opacity: 0.5, radius: 10, offset: Vector(dx: 0, dy: 4))),
            to: state(scale: 2, shadow: Shadow(opacity: 0.5, radius: 5, offset: Vector(dx: 0, dy: 2))),
            fraction: 0.25,
            expected: Shadow(opacity: 0.5, radius: 8, offset: Vector(dx: 0, dy: 3.2))),
        // Equal local radius 8 under scale 1 → 2: on screen 8 → 16, at f = 0.5 it shows 12 with scale
        // 1.5, which is local 8 again (the local value stays put when it is equal at both ends).
        Case(
            name: "equal local radius stays local",
            from: state(shadow: Shadow(opacity: 1, radius: 8, offset: .zero)),
            to: state(scale: 2, shadow: Shadow(opacity: 1, radius: 8, offset: .zero)),
            fraction: 0.5,
            expected: Shadow(opacity: 1, radius: 8, offset: .zero)),
        // Disappearing: the far end is this one at opacity 0, its path carried with the bounds
        // (100×50 → 200×100 doubles it). Half way: opacity 0.25, path (0, 0, 150, 75).
        Case(
            name: "missing end fades out, path carried with the bounds",
            from: state(
                size: Size(width: 100, height: 50),
                shadow: Shadow(
                    color: red, opacity: 0.5, radius: 6, offset: Vector(dx: 0, dy: 3),
                    path: Rect(x: 0, y: 0, width: 100, height: 50))),
            to: state(size: Size(width: 200, height: 100), shadow: nil),
            fraction: 0.5,
            expected: Shadow(
                color: red, opacity: 0.25, radius: 6, offset: Vector(dx: 0, dy: 3),
                path: Rect(x: 0, y: 0, width: 150, height: 75))),
        // Appearing under scale 1 → 2: the missing start looks like the end on screen (radius
        // 5 × 2 = 10), so the shadow keeps showing 10 and at f = 0.5 (scale 1.5) is local 6.666…,
        // at opacity 0.4 × 0.5 = 0.2.
        Case(
            name: "missing start under a scale keeps its on-screen radius",
            from: state(shadow: nil),
            to: state(scale: 2, shadow: Shadow(opacity: 0.4, radius: 5, offset: Vector(dx: 1, dy: 1))),
            fraction: 0.5,
            expected: Shadow(opacity: 0.2, radius: 10.0 / 1.5, offset: Vector(dx: 2.0 / 1.5, dy: 2.0 / 1.5))),
        // A content-shaped end (path nil) against a path counts as its bounds: (0, 0, 100, 100)
        // → (10, 10, 80, 80) half way is (5, 5, 90, 90).
        Case(
            name: "content-shaped end counts as its bounds",
            from: state(shadow: Shadow(opacity: 0.3, radius: 2, offset: .zero)),
            to: state(shadow: Shadow(opacity: 0.3, radius: 2, offset: .zero, path: Rect(x: 10, y: 10, width: 80, height: 80))),
            fraction: 0.5,
            expected: Shadow(opacity: 0.3, radius: 2, offset: .zero, path: Rect(x: 5, y: 5, width: 90, height: 90))),
        // Neither has a shadow: none in between.
        Case(
            name: "no shadow at either end", from: state(shadow: nil), to: state(size: Size(width: 10, height: 10), shadow: nil),
            fraction: 0.5, expected: nil),
    ]

    @Test(arguments: cases)
    func interpolatedShadow(_ c: Case) throws {
        let s = c.from.interpolated(to: c.to, fraction: c.fraction).shadow
        guard let expected = c.expected else {
            #expect(s == nil)
            return
        }
        let got = try #require(s)
        #expect(got.isApproximatelyEqual(to: expected, tolerance: 1e-9), "\(got)")
    }

    /// A card growing 1× → 2× through its transform with a 10 pt blur at the start and 5 pt at the
    /// end shows 10 pt (local radius × area scale) at every progress.
    @Test func growingCardKeepsItsOnScreenBlur() {
        let from = Self.state(shadow: Shadow(opacity: 0.5, radius: 10, offset: Vector(dx: 0, dy: 4)))
        let to = Self.state(scale: 2, shadow: Shadow(opacity: 0.5, radius: 5, offset: Vector(dx: 0, dy: 2)))
        for n in 0...100 {
            let s = from.interpolated(to: to, fraction: Double(n) / 100)
            let scale = s.transform.areaScale
            #expect((s.shadow!.radius * scale).isApproximatelyEqual(to: 10, tolerance: 1e-9))
            #expect((s.shadow!.offset.dy * scale).isApproximatelyEqual(to: 4, tolerance: 1e-9))
        }
    }

    /// The ends are exact, a missing shadow included.
    @Test func endsAreExact() {
        let a = Self.state(shadow: nil)
        let b = Self.state(scale: 3, shadow: Shadow(opacity: 0.7, radius: 3.3, offset: Vector(dx: 0.1, dy: 0.2)))
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
        #expect(b.interpolated(to: a, fraction: 0).shadow == b.shadow)
        #expect(b.interpolated(to: a, fraction: 1).shadow == nil)
    }

    struct SanitizeCase: CustomStringConvertible, Sendable {
        let name: String
        let input: Shadow
        let expected: Shadow?
        var description: String { name }
    }

    static let sanitizeCases: [SanitizeCase] = [
        SanitizeCase(name: "NaN opacity drops it", input: Shadow(opacity: .nan), expected: nil),
        SanitizeCase(name: "NaN colour drops it", input: Shadow(color: Color(red: .nan, green: 0, blue: 0), opacity: 1), expected: nil),
        SanitizeCase(
            name: "opacity clamped above", input: Shadow(opacity: 2, radius: 1, offset: .zero),
            expected: Shadow(opacity: 1, radius: 1, offset: .zero)),
        SanitizeCase(
            name: "opacity clamped below", input: Shadow(opacity: -1, radius: 1, offset: .zero),
            expected: Shadow(opacity: 0, radius: 1, offset: .zero)),
        SanitizeCase(
            name: "NaN and negative radius become 0", input: Shadow(opacity: 1, radius: -4, offset: Vector(dx: .nan, dy: 2)),
            expected: Shadow(opacity: 1, radius: 0, offset: Vector(dx: 0, dy: 2))),
        SanitizeCase(
            name: "huge values clamped to ±1e6",
            input: Shadow(
                opacity: 1, radius: 1e300, offset: Vector(dx: -.greatestFiniteMagnitude, dy: .infinity),
                path: Rect(x: -1e9, y: 0, width: 1e12, height: 5)),
            expected: Shadow(
                opacity: 1, radius: 1e6, offset: Vector(dx: -1e6, dy: 0),
                path: Rect(x: -1e6, y: 0, width: 1e6, height: 5))),
        SanitizeCase(
            name: "a non-finite path means the content's alpha",
            input: Shadow(opacity: 1, radius: 3, offset: .zero, path: Rect(x: .nan, y: 0, width: 1, height: 1)),
            expected: Shadow(opacity: 1, radius: 3, offset: .zero, path: nil)),
        SanitizeCase(
            name: "a negative path size is normalised",
            input: Shadow(opacity: 1, radius: 3, offset: .zero, path: Rect(x: 10, y: 10, width: -4, height: -6)),
            expected: Shadow(opacity: 1, radius: 3, offset: .zero, path: Rect(x: 6, y: 4, width: 4, height: 6))),
    ]

    @Test(arguments: sanitizeCases)
    func sanitizing(_ c: SanitizeCase) {
        #expect(c.input.sanitized == c.expected)
        var s = Self.state(shadow: c.input)
        #expect(s.sanitized.shadow == c.expected)
        s = s.sanitized
        #expect(s.isFinite)
    }

    /// A `.shadow` modifier with NaN and huge numbers still plans only finite states, and the
    /// interpolation between a planned shadow and a huge one never yields NaN.
    @Test func plannerSanitizesShadowModifiers() throws {
        let card = view("card", Rect(x: 20, y: 20, width: 100, height: 100))
        card.transitionModifiers = [.shadow(Shadow(opacity: .infinity, radius: .nan, offset: Vector(dx: 1e300, dy: 0)))]
        let other = view("other", Rect(x: 20, y: 200, width: 100, height: 100))
        other.shadow = Shadow(opacity: 0.5, radius: 1e300, offset: .zero)
        other.transitionModifiers = [.fade]
        let p = plan(screen([card, other]), screen([]), TransitionContext(kind: .push, containerSize: container))
        for t in p.tracks {
            #expect(t.from.isFinite && t.to.isFinite)
        }
        for n in 0...20 { for s in p.states(at: Double(n) / 20) { #expect(s.isFinite) } }
        let o = try #require(p.tracks.first { $0.view?.index == 2 })
        #expect(o.to.shadow?.radius == Shadow.maximumExtent)
    }
}
