@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// A matched label whose text colour changes, on the strict host: the host supplies each label's
/// content fingerprint (as MatchUIKit hashes a `UILabel`'s text, colour and font), and the pair
/// crossfades two stand-ins instead of flying the source's pixels into the destination.
@Suite struct ContentCrossfadeScenarioTests {
    /// A name label in the second row (white text) and a title of the same size in the detail
    /// screen (black text), tagged alike, with nothing else to tell them apart.
    func screens(titleFingerprint: ContentFingerprint) -> StrictScreens {
        let s = StrictScreens()
        let name = StrictView(world: s.world, frame: Rect(x: 90, y: 30, width: 200, height: 20), name: "name-1")
        name.node.transitionID = "name-1"
        name.contentKind = .text
        name.contentFingerprint = ContentFingerprint(hashing: "Ada Lovelace, white, 15 pt")
        s.rows[1].addSubview(name)
        let title = StrictView(world: s.world, frame: Rect(x: 20, y: 600, width: 200, height: 20), name: "title-1")
        title.node.transitionID = "name-1"
        title.contentKind = .text
        title.contentFingerprint = titleFingerprint
        s.detail.addSubview(title)
        s.world.renderPass()
        return s
    }

    func standIns(_ s: StrictScreens) -> [String] {
        s.container.subtree.compactMap(\.name).filter { $0 == "snapshot:name-1" || $0 == "snapshot:title-1" }.sorted()
    }

    @Test func aLabelWhoseTextColourChangesCrossfadesTwoStandIns() throws {
        let s = screens(titleFingerprint: ContentFingerprint(hashing: "Ada Lovelace, black, 15 pt"))
        let run = s.push()
        run.begin(startNow: true)
        s.world.runFrames(10)
        // Both labels' pixels are on screen mid-flight (through their stand-ins: the originals are
        // concealed): the white one going, the black one coming.
        #expect(standIns(s) == ["snapshot:name-1", "snapshot:title-1"])
        let drawn = Set(s.world.screen.compactMap(\.name))
        #expect(drawn.contains("name-1") && drawn.contains("title-1"))
        #expect(run.runToEnd() == true)
        #expect(standIns(s).isEmpty)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aLabelWhoseContentIsTheSameFliesOneStandIn() throws {
        let s = screens(titleFingerprint: ContentFingerprint(hashing: "Ada Lovelace, white, 15 pt"))
        let run = s.push()
        run.begin(startNow: true)
        s.world.runFrames(10)
        #expect(standIns(s) == ["snapshot:title-1"])
        #expect(run.runToEnd() == true)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
