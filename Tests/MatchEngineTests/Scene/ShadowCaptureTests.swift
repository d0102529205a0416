import Testing

@_spi(Harness) @testable import MatchEngine

/// Capture records a view's shadow in its own points, as it records corner radii: an ancestor's
/// scale lives in the snapshot's transform, so the on-screen shadow is local × that scale.
@Suite struct ShadowCaptureTests {
    /// container ─ root ─ card (100 × 60 at (20, 40)), the root optionally scaled 2× about its centre.
    func capture(rootScale: Double = 1, shadow: Shadow?, cornerRadius: Double = 0) -> SceneSnapshot {
        let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let root = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        root.transform = .scale(x: rootScale, y: rootScale)
        container.addSubview(root)
        let card = HeadlessView(frame: Rect(x: 20, y: 40, width: 100, height: 60))
        card.shadow = shadow
        card.cornerRadius = cornerRadius
        root.addSubview(card)
        return SceneSnapshot.capture(root: root, in: container)
    }

    static let shadow = Shadow(
        color: Color(red: 0, green: 0, blue: 0.5), opacity: 0.4, radius: 10, offset: Vector(dx: 2, dy: 6),
        path: Rect(x: 4, y: 4, width: 92, height: 52))

    @Test func capturedAsSet() {
        let s = capture(shadow: Self.shadow)
        #expect(s[1].shadow == Self.shadow)
        #expect(ViewState(s[1]).shadow == Self.shadow)
        #expect(s[0].shadow == nil)
    }

    /// Under an ancestor scaled 2×: the card's radius, offset and path stay in its own points
    /// (10, (2, 6), (4, 4, 92, 52)) — the same as its corner radius (8 stays 8) — and the snapshot's
    /// transform has area scale √(2 · 2) = 2, so it shows a 20 pt blur, as Core Animation draws it.
    @Test func underATransformedAncestorTheShadowStaysInLocalPoints() {
        let s = capture(rootScale: 2, shadow: Self.shadow, cornerRadius: 8)
        #expect(s[1].shadow == Self.shadow)
        #expect(s[1].cornerRadii == CornerRadii(8))
        #expect(s[1].transform.areaScale.isApproximatelyEqual(to: 2, tolerance: 1e-12))
        #expect((s[1].shadow!.radius * s[1].transform.areaScale).isApproximatelyEqual(to: 20, tolerance: 1e-12))
    }

    /// Core Animation draws nothing at opacity 0 or with a transparent colour: capture records none.
    @Test(arguments: [Shadow(opacity: 0), Shadow(color: .clear, opacity: 1), Shadow(opacity: -0.5), Shadow(opacity: .nan)])
    func invisibleShadowsAreNotCaptured(_ shadow: Shadow) {
        #expect(capture(shadow: shadow)[1].shadow == nil)
    }

    /// A stand-in the headless host snapshots carries the view's shadow, and the state the plan
    /// applies replaces it (a crossfade's incoming stand-in shows none).
    @Test func headlessSnapshotsCopyAndStatesReplace() throws {
        let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let card = HeadlessView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        card.shadow = Self.shadow
        container.addSubview(card)
        let host = HeadlessHost(container: container)
        let copy = try #require(host.snapshot(card, afterScreenUpdates: false, clipsToBounds: true))
        #expect(copy.shadow == Self.shadow)
        HeadlessHost.apply(ViewState(position: Point(x: 25, y: 25), size: Size(width: 50, height: 50)), to: copy)
        #expect(copy.shadow == nil)
        let record = host.record(card)
        card.shadow = Shadow(opacity: 1)
        host.restore([record], screenThatStays: container)
        #expect(card.shadow == Self.shadow)
    }
}
