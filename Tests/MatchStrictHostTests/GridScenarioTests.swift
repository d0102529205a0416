@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// The example app's grid on the strict host: 60 cells, each a tagged content view holding a
/// tagged name and kind label; a tap pushes the detail of one. Only that cell's views fly: the
/// other cells have no partner and no modifier, so they ride with the grid — no snapshot, nothing
/// concealed.
@Suite struct GridScenarioTests {
    struct Grid {
        let world = StrictWorld()
        let container: StrictView
        let grid: StrictView
        let cells: [StrictView]
        let detail: StrictView
        let tapped = 4

        init() {
            let size = world.window.node.bounds.size
            container = StrictView(world: world, frame: Rect(origin: .zero, size: size), name: "container")
            world.window.addSubview(container)
            grid = StrictView(world: world, frame: container.node.bounds, name: "grid")
            grid.backgroundColor = .fixed(Color(red: 1, green: 1, blue: 1))
            container.addSubview(grid)
            var cells: [StrictView] = []
            for item in 0..<60 {
                let cell = StrictView(
                    world: world,
                    frame: Rect(
                        x: Double(item % 3) * 130, y: 100 + Double(item / 3) * 130,
                        width: 125, height: 125), name: "photo-\(item)")
                cell.node.transitionID = TransitionID("photo-\(item)")
                cell.backgroundColor = .fixed(Color(red: 0.3, green: 0.5, blue: 0.8))
                for (label, y, h) in [("name", 90.0, 16.0), ("kind", 106, 12)] {
                    let v = StrictView(world: world, frame: Rect(x: 8, y: y, width: 100, height: h), name: "\(label)-\(item)")
                    v.node.transitionID = TransitionID("\(label)-\(item)")
                    v.contentKind = .text
                    cell.addSubview(v)
                }
                grid.addSubview(cell)
                cells.append(cell)
            }
            self.cells = cells
            detail = StrictView(world: world, frame: Rect(origin: .zero, size: size), name: "detail")
            detail.backgroundColor = .fixed(Color(red: 1, green: 1, blue: 1))
            for (id, frame) in [
                ("photo", Rect(x: 0, y: 100, width: 390, height: 390)), ("name", Rect(x: 16, y: 510, width: 358, height: 34)),
                ("kind", Rect(x: 16, y: 550, width: 200, height: 20)),
            ] {
                let v = StrictView(world: world, frame: frame, name: "detail-\(id)")
                v.node.transitionID = TransitionID("\(id)-\(tapped)")
                if id != "photo" { v.contentKind = .text }
                detail.addSubview(v)
            }
            world.renderPass()
        }

        func push() -> StrictTransitionRun {
            StrictTransitionRun(
                world: world, configuration: TransitionContext(kind: .push, containerSize: container.node.bounds.size),
                container: container, handed: [.source: grid, .destination: detail],
                controllerViews: [.source: grid, .destination: detail],
                finalFrames: [.source: container.node.bounds, .destination: container.node.bounds],
                afterCompletion: { [grid, detail] completed in
                    if completed { grid.removeFromSuperview() } else { detail.removeFromSuperview() }
                })
        }
    }

    @Test func aTapInTheGridFliesOnlyTheTappedCell() throws {
        let g = Grid()
        let run = g.push()
        run.begin(startNow: true)
        g.world.runFrames(10)
        let session = try #require(run.controller.session)
        let match = try #require(session.match)
        #expect(match.pairs.map(\.id.rawValue) == ["photo-4", "name-4", "kind-4"])
        #expect(match.appearing.isEmpty && match.disappearing.isEmpty)
        // A stand-in per matched view and side at most (a crossfade shows both): 6, not one per
        // visible cell and label (54 when every tagged view flew); and the setup's cover.
        #expect(session.snapshotsTaken <= 6)
        #expect(session.snapshotsTaken + 1 == g.world.snapshots)
        // Every other visible cell stays in the grid, drawn: nothing concealed.
        for (item, cell) in g.cells.enumerated() where item != g.tapped {
            #expect(cell.alpha == 1 && cell.subviews.allSatisfy { $0.alpha == 1 }, "cell \(item)")
        }
        #expect(run.runToEnd() == true)
        #expect(g.world.violations.isEmpty, "\(g.world.violations)")
    }

    @Test func aPopLooksEveryFlyingViewUpAgainAndTheCellsLabelsAreNotDrawnTwice() throws {
        // The example's source-view provider finds the photo and the two labels inside it; one that
        // found only the photo left the labels unmatched: the detail's shrank and faded while the
        // cell's rode, scaled, inside the photo's stand-in — drawn twice.
        let app = StrictExampleApp()
        app.navigation.push(app.detail(item: 4))
        #expect(app.navigation.run?.runToEnd() == true)
        app.navigation.pop()
        let run = try #require(app.navigation.run)
        app.world.turn()
        let match = try #require(run.controller.session?.match)
        #expect(Set(match.pairs.map(\.id.rawValue)) == ["photo-4", "name-4", "kind-4"])
        #expect(run.runToEnd() == true)
        #expect(app.cellContents[4].subviews.allSatisfy { $0.alpha == 1 })
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }

    /// A photo viewer pushed from the detail of item `item`: its photo, tagged as the detail's, fills
    /// the screen below the bar.
    static func viewer(of item: Int, in app: StrictExampleApp) -> (screen: StrictView, photo: StrictView) {
        let viewer = StrictView(world: app.world, frame: .zero, name: "viewer-\(item)")
        viewer.backgroundColor = .fixed(Color(red: 0, green: 0, blue: 0))
        let photo = StrictView(world: app.world, frame: .zero, name: "viewer-photo")
        photo.backgroundColor = .fixed(StrictExampleApp.color(item))
        photo.node.transitionID = TransitionID("photo-\(item)")
        viewer.addSubview(photo)
        viewer.layout = { v in
            let w = v.node.bounds.width
            photo.node.frame = Rect(x: 0, y: 91, width: w, height: w)
        }
        viewer.setNeedsLayout()
        return (viewer, photo)
    }

    @Test(arguments: ["nil", "album"])
    func aPopIntoTheMiddleOfThreeScreensFliesIntoItsTaggedViewWhateverTheAlbumsProviderAnswers(provider: String) throws {
        // Album → detail → viewer. The coordinator's one provider knows the album: popping the viewer
        // into the detail, it answers nil, or the album's cell (a view of another screen). Either
        // matches by ID: the photo flies back into the detail's photo, not a fade.
        let app = StrictExampleApp()
        if provider == "nil" { app.coordinator.sourceViewProvider = { _ in nil } }
        let detail = app.detail(item: 4)
        app.navigation.push(detail)
        #expect(app.navigation.run?.runToEnd() == true)
        let (viewer, _) = Self.viewer(of: 4, in: app)
        app.navigation.push(viewer)
        #expect(app.navigation.run?.runToEnd() == true)
        app.navigation.pop()
        let run = try #require(app.navigation.run)
        app.world.turn()
        let session = try #require(run.controller.session)
        let outcome = try #require(session.returnOutcomes.first { $0.0 == "photo-4" }?.1)
        let recording = try #require(session.recording)
        let detailPhoto = try #require(detail.subviews.first { $0.name == "detail-photo" })
        guard case .returns(let index) = outcome else {
            Issue.record("the photo did not fly back into the detail: \(outcome)")
            return
        }
        // The detail is at its final frame, the container's bounds, when captured.
        #expect(recording.destination[index].frame == detailPhoto.node.frame)
        #expect(session.match?.pairs.contains { $0.id == "photo-4" && $0.destination == index } == true)
        #expect(run.runToEnd() == true)
        #expect(app.navigation.stack.map(ObjectIdentifier.init) == [app.grid, detail].map(ObjectIdentifier.init))
        #expect(detailPhoto.alpha == 1)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }
}
