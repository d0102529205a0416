import Foundation
import MatchEngine
import Testing

@testable import MatchPreview

/// A scene's shadows reach the SVG: a blurred rounded rectangle beneath the stand-in, in its
/// centred coordinates, moved by the offset, at opacity × colour alpha.
@Suite struct ShadowPreviewTests {
    /// A 100 × 50 card at (20, 20) with corner radius 10 and a shadow of opacity 0.5, blur 8,
    /// offset (0, 4), on both sides in the same place (one stand-in, no crossfade).
    static let json = """
        { "container": [200, 200], "context": { "kind": "push", "effect": "none" },
          "source": { "frame": [0, 0, 200, 200], "children": [
              { "frame": [20, 20, 100, 50], "id": "card", "color": "#FFFFFF", "cornerRadius": 10,
                "shadow": { "opacity": 0.5, "radius": 8, "offset": [0, 4] } } ] },
          "destination": { "frame": [0, 0, 200, 200], "children": [
              { "frame": [20, 20, 100, 50], "id": "card", "color": "#FFFFFF", "cornerRadius": 10,
                "shadow": { "opacity": 0.5, "radius": 8, "offset": [0, 4], "color": "#FF000080" } } ] } }
        """

    @Test func theShadowIsDrawnBeneathTheStandIn() throws {
        let r = try ScenePreview.recording(fromJSON: Data(Self.json.utf8))
        #expect(r.source[1].shadow == Shadow(opacity: 0.5, radius: 8, offset: Vector(dx: 0, dy: 4)))
        let svg = SVGRenderer(r).frame(at: 0)
        // Track 2 (after the two roots). Centred coordinates: the outline (the bounds) starts at (−50, −25); moved by (0, 4):
        // (−50, −21), 100 × 50, rx 10; black at 0.5. Blur σ = 8 / 2 = 4; the filter region reaches
        // 1.5 × 8 + 1 = 13 pt beyond the rectangle: (−63, −34), 126 × 76.
        #expect(
            svg.contains(
                ##"<rect data-shadow="" x="-50" y="-21" width="100" height="50" rx="10" fill="#000000" fill-opacity="0.5" filter="url(#shadow2)"/>"##
            ), "\(svg)")
        #expect(
            svg.contains(
                #"<filter id="shadow2" filterUnits="userSpaceOnUse" x="-63" y="-34" width="126" height="76"><feGaussianBlur stdDeviation="4"/></filter>"#
            ))
        // The shadow comes before the card's own rectangle, inside the same group.
        let shadowAt = try #require(svg.range(of: "data-shadow"))
        let cardAt = try #require(svg.range(of: #"<rect x="-50" y="-25""#))
        #expect(shadowAt.lowerBound < cardAt.lowerBound)
        // At the end: red at 0.5 × 128/255 ≈ 0.25 (printed with two decimals).
        #expect(SVGRenderer(r).frame(at: 1).contains(##"fill="#FF0000" fill-opacity="0.25""##))
    }

    @Test func aSceneWithoutShadowsDrawsNone() throws {
        let plain = """
            { "container": [200, 200], "context": { "kind": "push", "effect": "none" },
              "source": { "frame": [0, 0, 200, 200], "children": [ { "frame": [20, 20, 100, 50], "id": "card", "color": "#FFFFFF" } ] },
              "destination": { "frame": [0, 0, 200, 200], "children": [ { "frame": [20, 20, 100, 50], "id": "card" } ] } }
            """
        let r = try ScenePreview.recording(fromJSON: Data(plain.utf8))
        #expect(r.source[1].shadow == nil)
        #expect(!SVGRenderer(r).frame(at: 0.5).contains("data-shadow"))
    }

    /// The `.shadow` modifier makes an unmatched view gain one (`{ "shadow": … }`) or lose it (`null`).
    @Test func theShadowModifierAnimatesToAndFromAShadow() throws {
        let json = """
            { "container": [200, 200], "context": { "kind": "push", "effect": "none" },
              "source": { "frame": [0, 0, 200, 200], "children": [
                  { "frame": [10, 10, 50, 50], "id": "lift", "modifiers": [ { "shadow": { "opacity": 0.4, "radius": 12 } } ] },
                  { "frame": [10, 100, 50, 50], "id": "drop", "shadow": { "opacity": 0.4 }, "modifiers": [ { "shadow": null } ] } ] },
              "destination": { "frame": [0, 0, 200, 200] } }
            """
        let r = try ScenePreview.recording(fromJSON: Data(json.utf8))
        let lift = try #require(r.plan.tracks.first { $0.view == ViewReference(side: .source, index: 1) })
        let drop = try #require(r.plan.tracks.first { $0.view == ViewReference(side: .source, index: 2) })
        #expect(lift.from.shadow == nil && lift.to.shadow == Shadow(opacity: 0.4, radius: 12))
        #expect(drop.from.shadow == Shadow(opacity: 0.4) && drop.to.shadow == nil)
    }
}
