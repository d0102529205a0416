import Foundation
import MatchEngine
import Testing

@testable import MatchPreview

/// What text and image views look like in the SVG pictures: a text view's name as its text (or
/// skeleton lines), an image view's landscape, for stand-ins and for the static content they carry.
@Suite struct ContentGlyphTests {
    static func scene(_ views: String, backdrop: String = "#FFFFFF") throws -> TransitionRecording {
        let json = """
            { "container": [390, 844], "context": { "kind": "push", "effect": "none" },
              "source": { "frame": [0, 0, 390, 844], "color": "\(backdrop)", "children": [ \(views) ] },
              "destination": { "frame": [0, 0, 390, 844], "color": "\(backdrop)", "children": [ \(views) ] } }
            """
        return try ScenePreview.recording(fromJSON: Data(json.utf8))
    }

    /// A 40.8 pt label is one line of 34 pt text, bold from 28 pt, in the system font stack, dark
    /// on a light screen; its baseline puts the cap height (0.72 em) in the middle of the line.
    @Test func aTextViewsNameIsDrawnAsItsText() throws {
        let r = try Self.scene(#"{ "frame": [16, 92, 300, 40.8], "id": "title", "name": "Photos & <more>", "content": "text" }"#)
        let svg = SVGRenderer(r).frame(at: 0)
        #expect(
            svg.contains(
                ##"<g font-family="-apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, sans-serif" font-size="34" font-weight="700" fill="#1C1C1E">"##
            ), "\(svg)")
        // Baseline: −20.4 + 20.4 + 0.36 × 34 = 12.24; escaped text; 300 / (0.56 × 34) = 15
        // characters fit.
        #expect(svg.contains(#"<text x="-150" y="12.24">Photos &amp; &lt;more&gt;</text>"#), "\(svg)")
        // No outline around a view whose content is drawn.
        #expect(!svg.contains("stroke="))
    }

    /// `\n` breaks lines, each an equal share of the height; a line too long for the view is cut
    /// with "…"; white text on a dark backdrop.
    @Test func linesShareTheHeightAndLongOnesAreCut() throws {
        let r = try Self.scene(
            #"{ "frame": [20, 58, 200, 40], "name": "First line\nA second line far too long for two hundred points", "content": "text" }"#,
            backdrop: "#1C1C1E")
        let svg = SVGRenderer(r).frame(at: 0)
        // 20 pt a line: 16.67 pt text, regular; 200 / (0.5 × 16.67) = 24 characters, the last "…".
        #expect(svg.contains(##"font-size="16.67" font-weight="400" fill="#FFFFFF">"##), "\(svg)")
        #expect(svg.contains(#"<text x="-100" y="-4">First line</text>"#), "\(svg)")
        #expect(svg.contains(#"<text x="-100" y="16">A second line far too l…</text>"#), "\(svg)")
    }

    /// Without a name: one skeleton line per 22 pt of height, the last of several shorter (drawn
    /// twice at progress 0, once with each screen).
    @Test(arguments: [(20.0, 1), (22, 1), (44, 2), (70, 3)])
    func aTextViewWithoutANameShowsSkeletonLines(_ row: (Double, Int)) throws {
        let r = try Self.scene(#"{ "frame": [20, 100, 200, \#(row.0)], "content": "text" }"#)
        let svg = SVGRenderer(r).frame(at: 0)
        #expect(svg.components(separatedBy: ##"fill="#1C1C1E" fill-opacity="0.3"/>"##).count - 1 == 2 * row.1, "\(svg)")
        #expect(!svg.contains("<text"))
        if row.1 > 1 { #expect(svg.contains(#"width="120""#)) }  // the last line, 60 % of 200 pt
    }

    /// An image view is a landscape in a sky from its colour, cropped to its bounds; both
    /// stand-ins of a pair draw the same one (it follows the ID), another ID draws another, and
    /// the same input gives the same bytes.
    @Test func anImageViewIsALandscapeThatFollowsItsLabel() throws {
        func pair(_ id: String) throws -> String {
            let json = """
                { "container": [390, 844], "context": { "kind": "push", "effect": "none" },
                  "source": { "frame": [0, 0, 390, 844], "color": "#FFFFFF", "children": [
                      { "frame": [16, 166, 116, 116], "id": "\(id)", "color": "#30B0C7", "content": "image" } ] },
                  "destination": { "frame": [0, 0, 390, 844], "color": "#FFFFFF", "children": [
                      { "frame": [200, 400, 116, 116], "id": "\(id)", "color": "#30B0C7", "content": "image",
                        "modifiers": [ { "crossfade": true } ] } ] } }
                """
            return SVGRenderer(try ScenePreview.recording(fromJSON: Data(json.utf8))).frame(at: 0.5)
        }
        let svg = try pair("photo-4")
        #expect(svg.contains(##"<stop offset="0" stop-color="#"##) && svg.contains("<circle ") && svg.contains(##"clip-path="url(#g"##))
        #expect(!svg.contains(" L "))  // no crossed frame
        func hills(_ svg: String) -> [Substring] {
            svg.components(separatedBy: "<path d=\"").dropFirst().map { $0.prefix(while: { $0 != "\"" }) }
        }
        let drawn = hills(svg)
        #expect(drawn.count == 4 && drawn[0] == drawn[2] && drawn[1] == drawn[3], "\(svg)")
        #expect(hills(try pair("photo-5"))[0] != drawn[0])
        #expect(try pair("photo-4") == svg)
        // FNV-1a, the same on every platform: the composition never depends on the run.
        #expect(ContentGlyph.hash("photo-4") == 0x29b8_526f_b16e_70da)
    }

    /// A card carries its labels and thumbnail as static content: each is drawn with its glyph,
    /// the text as text, the picture cropped to its own corners.
    @Test func staticContentGetsItsGlyphs() throws {
        let card = """
            { "frame": [16, 500, 358, 156], "id": "card", "color": "#FFFFFF", "cornerRadius": 14, "children": [
                { "frame": [56, 16, 288, 20.4], "name": "Emerald Bay, California", "content": "text" },
                { "frame": [14, 60, 40, 40], "cornerRadius": 8, "color": "#FF9F0A", "content": "image" } ] }
            """
        let r = try Self.scene(card, backdrop: "#000000")
        let model = PreviewModel(r)
        let items = try #require(model.tracks.first { $0.label == "card" }?.content)
        #expect(items.count == 2 && items[0].color == nil && items[0].glyph?.look == .text(["Emerald Bay, California"]))
        // The card is white, so its text is dark although the screen is black.
        #expect(items[0].glyph?.ink == ContentGlyph.darkInk)
        #expect(items[1].glyph?.cornerRadius == 8)
        let svg = SVGRenderer(r).frame(at: 0)
        #expect(svg.contains(">Emerald Bay, California</text>") && svg.contains(#"rx="8"/></clipPath>"#), "\(svg)")
    }
}
