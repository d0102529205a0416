import Foundation
@_spi(Harness) import MatchEngine
import MatchPreview
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// The strict host's prediction of each transition the device-run tests make
/// (`Tests/MatchUIKitTests`): the same screens (`DemoScreen`'s geometry — a magenta tile tagged
/// "tile", 100 × 100 pt at (20, 160) on the list and 300 × 300 pt at (45, 290) on the detail, a
/// scroll view scrolled 120 pt holding three rows, a label) in the same containers, run through
/// the same glue. Each run's recording must pair the two tiles and fly them; with
/// `MATCH_PREDICTIONS_DIR` set, each is written there as "prediction-<name>.json" — the names the
/// device tests give their recordings — for `Tools/device-run.sh` to draw beside the device's.
@Suite struct DeviceRunPredictionTests {
    /// A `DemoScreen` on the strict host: its root and tile.
    struct DemoScreen {
        let root: StrictView
        let tile: StrictView

        init(world: StrictWorld, tileFrame: Rect, title: String) {
            root = StrictView(world: world, frame: Rect(x: 0, y: 0, width: 390, height: 844), name: title)
            root.backgroundColor = .fixed(Color(red: 1, green: 1, blue: 1))
            let scroll = StrictView(world: world, frame: Rect(x: 0, y: 620, width: 390, height: 160), name: "\(title)-scroll")
            scroll.isScrollView = true
            scroll.backgroundColor = .fixed(Color(red: 0.95, green: 0.95, blue: 0.97))
            scroll.contentSize = Size(width: 390, height: 600)
            scroll.contentOffset = Point(x: 0, y: 120)
            root.addSubview(scroll)
            for i in 0..<3 {
                let row = StrictView(
                    world: world, frame: Rect(x: 16, y: 140 + Double(i) * 52, width: 358, height: 44), name: "\(title)-row-\(i)")
                row.backgroundColor = .fixed(Color(red: 0.82, green: 0.82, blue: 0.84))
                scroll.addSubview(row)
            }
            let label = StrictView(world: world, frame: Rect(x: 20, y: 100, width: 350, height: 30), name: "\(title)-label")
            label.contentKind = .text
            root.addSubview(label)
            tile = StrictView(world: world, frame: tileFrame, name: "\(title)-tile")
            tile.node.transitionID = "tile"
            tile.backgroundColor = .fixed(Color(red: 1, green: 0, blue: 1))
            root.addSubview(tile)
        }

        static func list(_ world: StrictWorld) -> DemoScreen {
            DemoScreen(world: world, tileFrame: Rect(x: 20, y: 160, width: 100, height: 100), title: "list")
        }
        static func detail(_ world: StrictWorld) -> DemoScreen {
            DemoScreen(world: world, tileFrame: Rect(x: 45, y: 290, width: 300, height: 300), title: "detail")
        }
    }

    /// Checks a run's recording pairs the tiles, then writes it when asked.
    static func predict(_ run: StrictTransitionRun?, named name: String, world: StrictWorld) throws {
        let run = try #require(run, "\(name) ran")
        let recording = try #require(run.controller.session?.recording, "\(name) was prepared")
        #expect(run.runToEnd() == true, "\(name) completed")
        #expect(recording.match.pairs.map(\.id) == ["tile"], "\(name) pairs the tiles")
        #expect(world.violations.isEmpty, "\(name): \(world.violations)")
        guard let folder = ProcessInfo.processInfo.environment["MATCH_PREDICTIONS_DIR"], !folder.isEmpty else { return }
        let url = URL(fileURLWithPath: folder).appendingPathComponent("prediction-\(name).json")
        try RecordingJSON.encode(recording).write(to: url, options: .atomic)
    }

    @Test func pushAndPop() throws {
        let world = StrictWorld()
        let list = DemoScreen.list(world)
        let detail = DemoScreen.detail(world)
        let nav = StrictNavigationController(world: world, root: list.root)
        nav.enableMatchTransitions()
        world.renderPass()
        nav.push(detail.root)
        world.turn()
        try Self.predict(nav.run, named: "push", world: world)
        nav.tapBack()
        world.turn()
        try Self.predict(nav.run, named: "pop", world: world)
    }

    @Test func presentAndDismiss() throws {
        let world = StrictWorld()
        let list = DemoScreen.list(world)
        let detail = DemoScreen.detail(world)
        world.window.addSubview(list.root)
        world.renderPass()
        let presentation = StrictPresentation(world: world, presenting: list.root, presented: detail.root)
        try Self.predict(presentation.present(), named: "present", world: world)
        world.turn()
        try Self.predict(presentation.dismiss(), named: "dismiss", world: world)
    }

    @Test func tabSwitch() throws {
        let world = StrictWorld()
        let first = DemoScreen.list(world)
        let second = DemoScreen.detail(world)
        let tabs = StrictTabBarController(world: world, tabs: [first.root, second.root])
        tabs.enableMatchTransitions(style: .slide)
        world.renderPass()
        tabs.selectedIndex = 1
        world.turn()
        try Self.predict(tabs.run, named: "tab-switch", world: world)
    }
}
