@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// A tagged collection view cell flying out of its grid: the collection view applies its cells'
/// layout attributes, alpha included, in any layout pass (uikit-practice P10), so a cell concealed
/// by its own alpha would come back beside its stand-in.
@Suite struct CollectionViewCellScenarioTests {
    /// The list screen with a collection view of four tagged cells (`item-0` … `item-3`, the
    /// README's `cell.transitionID`) in place of the stack's avatars; each cell's contentView draws
    /// the card and holds a label.
    struct Grid {
        let s = StrictScreens()
        let collection: StrictView
        let cells: [StrictView]

        init() {
            for avatar in s.avatars { avatar.node.transitionID = nil }
            collection = StrictView(world: s.world, frame: Rect(x: 0, y: 100, width: 390, height: 400), name: "collection")
            collection.makeCollectionView()
            s.list.addSubview(collection)
            var cells: [StrictView] = []
            for i in 0..<4 {
                let cell = collection.makeCollectionViewCell(
                    frame: Rect(x: Double(i % 2) * 195, y: Double(i / 2) * 195, width: 190, height: 190), name: "cell-\(i)")
                cell.node.transitionID = TransitionID("item-\(i)")
                let content = try! #require(cell.contentView)
                content.backgroundColor = .fixed(Color(red: 0.9, green: 0.9, blue: 0.9))
                let label = StrictView(world: s.world, frame: Rect(x: 10, y: 150, width: 170, height: 30), name: "label-\(i)")
                label.contentKind = .text
                content.addSubview(label)
                cells.append(cell)
            }
            self.cells = cells
            s.world.renderPass()
        }
    }

    @Test(arguments: [true, false])
    func aLayoutPassOfTheCollectionViewDuringTheFlightBringsNoConcealedCellBack(completes: Bool) throws {
        let g = Grid()
        let s = g.s
        let run = s.push()
        run.begin()
        s.world.turn()
        s.world.runFrames(6)
        let cell = g.cells[1]
        let standIn = try #require(s.container.subtree.first { $0.name == "snapshot:cell-1" })
        #expect(standIn.snapshotPixels?.contains { $0.name == "cell-1.contentView" } == true)
        // A scroll, an inset change or an invalidation: the collection view lays out while the
        // cell flies, giving the cell its layout attributes' alpha back.
        g.collection.setNeedsLayout()
        s.world.runFrames(2)
        #expect(cell.alpha == 1)
        #expect(!s.world.violations.contains(.originalBesideStandIn("cell-1")), "\(s.world.violations)")
        if !completes { run.controller.cancel() }
        #expect(run.runToEnd() == completes)
        // Everything is shown again once the flight is over.
        for c in g.cells {
            #expect(c.alpha == 1 && c.contentView?.alpha == 1, "\(c.name ?? "")")
        }
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aCellThatFliesItselfKeepsItsContentShown() throws {
        // `.useOriginalView`: the cell is the flier; only a stand-in's original is concealed.
        let g = Grid()
        let s = g.s
        let cell = g.cells[1]
        cell.node.transitionModifiers = [.useOriginalView]
        let run = s.push()
        run.begin()
        s.world.turn()
        s.world.runFrames(6)
        #expect(cell.superview !== g.collection)
        #expect(cell.contentView?.alpha == 1)
        #expect(cell.effectiveAlphaForTest > 0.01)
        #expect(run.runToEnd() == true)
        #expect(cell.superview === g.collection && cell.alpha == 1 && cell.contentView?.alpha == 1)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}

extension StrictView {
    /// Its alpha times its ancestors'.
    var effectiveAlphaForTest: Double {
        var a = alpha
        var v = superview
        while let s = v {
            a *= s.alpha
            v = s.superview
        }
        return a
    }
}
