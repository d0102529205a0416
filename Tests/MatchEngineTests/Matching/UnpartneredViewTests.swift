import Testing

@_spi(Harness) @testable import MatchEngine

/// Which views without a partner fly apart from their screen: those with a modifier that acts on
/// them, or inside a cascade. A tagged view with neither rides with its screen — no track, no
/// stand-in, nothing concealed — its pixels inside its nearest flying ancestor's or its root's.
@Suite struct UnpartneredViewTests {
    struct Scene: Sendable, CustomTestStringConvertible {
        let name: String
        /// Builds the source screen's children; the destination holds a "card" (the partner of
        /// any "card" on the source side) and nothing else.
        let make: @Sendable () -> [HeadlessView]
        /// The IDs (or names, for untagged views) of the source views that disappear.
        let disappearing: [String]
        let pairs: [String]
        var testDescription: String { name }
    }

    static func tagged(_ id: String, _ modifiers: [Modifier] = [], y: Double = 10) -> HeadlessView {
        let v = HeadlessView(frame: Rect(x: 10, y: y, width: 100, height: 60))
        v.transitionID = TransitionID(id)
        v.name = id
        v.transitionModifiers = modifiers
        return v
    }

    static func plain(_ name: String, _ modifiers: [Modifier] = [], y: Double = 10) -> HeadlessView {
        let v = HeadlessView(frame: Rect(x: 10, y: y, width: 300, height: 300))
        v.name = name
        v.transitionModifiers = modifiers
        return v
    }

    static func nest(_ parent: HeadlessView, _ children: HeadlessView...) -> HeadlessView {
        for c in children { parent.addSubview(c) }
        return parent
    }

    static let scenes: [Scene] = [
        Scene(name: "a plain tag rides", make: { [tagged("a")] }, disappearing: [], pairs: []),
        Scene(name: "a tag with a fade flies", make: { [tagged("a", [.fade])] }, disappearing: ["a"], pairs: []),
        Scene(
            name: "a tag with a translation flies", make: { [tagged("a", [.translate(x: 0, y: 40)])] },
            disappearing: ["a"], pairs: []),
        Scene(
            name: "a tag with only a timing flies (it moves apart in time)", make: { [tagged("a", [.delay(0.1)])] },
            disappearing: ["a"], pairs: []),
        Scene(
            name: "a tag with a conditional scale flies", make: { [tagged("a", [.whenDismissing([.scale(0.5)])])] },
            disappearing: ["a"], pairs: []),
        Scene(
            name: "pair-only modifiers do not fly it",
            make: {
                [tagged("a", [.crossfade(true), .resize(.aspectFit), .matchWhenOffscreen, .whenMatched([.fade])])]
            }, disappearing: [], pairs: []),
        Scene(
            name: "subview-only modifiers do not fly it",
            make: { [tagged("a", [.ignoreSubviewModifiers])] }, disappearing: [], pairs: []),
        Scene(
            name: "a plain tag inside a matched card rides inside its stand-in",
            make: { [nest(tagged("card"), tagged("label"))] }, disappearing: [], pairs: ["card"]),
        Scene(
            name: "a fading tag inside a matched card flies above it",
            make: { [nest(tagged("card"), tagged("label", [.fade]))] }, disappearing: ["label"], pairs: ["card"]),
        Scene(
            name: "a plain tag inside a fading tag rides inside its stand-in",
            make: { [nest(tagged("box", [.fade]), tagged("inner"))] }, disappearing: ["box"], pairs: []),
        Scene(
            name: "a plain tag inside a plain tag: both ride",
            make: { [nest(tagged("box"), tagged("inner"))] }, disappearing: [], pairs: []),
        Scene(
            name: "tags inside a cascade fly, staggered; the cascading view itself rides",
            make: {
                [
                    nest(
                        plain("list", [.cascade(step: 0.05, direction: .topToBottom)]), tagged("row-0", y: 10),
                        tagged("row-1", y: 80))
                ]
            }, disappearing: ["row-0", "row-1"], pairs: []),
        Scene(
            name: "a cascade reaches every depth of its subtree, untagged plain views excepted",
            make: {
                [
                    nest(
                        plain("list", [.cascade(step: 0.05, direction: .topToBottom)]),
                        nest(plain("row"), tagged("deep")))
                ]
            }, disappearing: ["deep"], pairs: []),
        Scene(
            name: "an untagged view with a fade flies, with only pair-only modifiers it does not",
            make: { [plain("fading", [.fade]), plain("crossfading", [.crossfade(true)])] },
            disappearing: ["fading"], pairs: []),
    ]

    @Test(arguments: scenes)
    func participantsAreTheViewsThatFlyApart(_ c: Scene) throws {
        let children = c.make()
        let source = scene(children)
        let destination = scene([Self.tagged("card")])
        let result = Matcher.match(source: source, destination: destination)
        // The source views' names in pre-order (index 0 is the root).
        var order: [String] = ["root"]
        var stack = Array(children.reversed())
        while let v = stack.popLast() {
            order.append(v.name ?? "?")
            stack.append(contentsOf: v.subviews.reversed())
        }
        #expect(result.pairs.map(\.id.rawValue) == c.pairs)
        #expect(result.disappearing.map { order[$0.index] } == c.disappearing)
        // Participants are exactly the pairs and the fliers; the rest is in the root's pixels.
        let participants = result.participants(on: .source)
        #expect(participants.count == c.pairs.count + c.disappearing.count)
        // The plan gives the riders no track.
        let p = plan(source, destination, TransitionContext(kind: .push, containerSize: Size(width: 400, height: 800)))
        let tracked = Set(p.tracks.compactMap { $0.view?.side == .source ? $0.view?.index : nil })
        #expect(tracked == Set(participants).union([0]))
    }

    /// The example app's grid: 60 cells, each a tagged content view holding a tagged name and kind
    /// label; the tapped cell's three views are matched in the detail screen. Only the matched
    /// views fly: three per side, three snapshots per side at most, nothing else concealed.
    @Test func aGridOfSixtyTaggedCellsFliesOnlyTheTappedCell() throws {
        let window = HeadlessView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let container = HeadlessView(frame: window.bounds)
        window.addSubview(container)
        let grid = HeadlessView(frame: container.bounds)
        container.addSubview(grid)
        var cells: [HeadlessView] = []
        for item in 0..<60 {
            let cell = HeadlessView(frame: Rect(x: Double(item % 3) * 130, y: Double(item / 3) * 130, width: 125, height: 125))
            cell.transitionID = TransitionID("photo-\(item)")
            let name = HeadlessView(frame: Rect(x: 8, y: 90, width: 100, height: 16))
            name.transitionID = TransitionID("name-\(item)")
            let kind = HeadlessView(frame: Rect(x: 8, y: 106, width: 60, height: 12))
            kind.transitionID = TransitionID("kind-\(item)")
            cell.addSubview(name)
            cell.addSubview(kind)
            grid.addSubview(cell)
            cells.append(cell)
        }
        let tapped = 4
        let detail = HeadlessView(frame: container.bounds)
        let photo = HeadlessView(frame: Rect(x: 0, y: 100, width: 390, height: 390))
        photo.transitionID = TransitionID("photo-\(tapped)")
        let title = HeadlessView(frame: Rect(x: 16, y: 510, width: 358, height: 40))
        title.transitionID = TransitionID("name-\(tapped)")
        let kind = HeadlessView(frame: Rect(x: 16, y: 560, width: 200, height: 20))
        kind.transitionID = TransitionID("kind-\(tapped)")
        for v in [photo, title, kind] { detail.addSubview(v) }

        let run = HeadlessTransition(
            configuration: TransitionContext(kind: .push, containerSize: Size(width: 390, height: 844)),
            container: container, source: grid, destination: detail)
        run.scrub(to: 0)
        run.begin()
        run.scrub(to: 0.5)
        let session = try #require(run.session)
        let match = try #require(session.match)
        #expect(match.pairs.map(\.id.rawValue) == ["photo-4", "name-4", "kind-4"])
        #expect(match.appearing.isEmpty && match.disappearing.isEmpty)
        #expect(match.participants(on: .source).count == 3 && match.participants(on: .destination).count == 3)
        // Stand-ins only for the matched views: at most two per pair (a crossfade).
        #expect(session.snapshotsTaken <= 6)
        // Every other cell stays in the grid, shown: nothing concealed.
        for (item, cell) in cells.enumerated() where item != tapped {
            #expect(cell.alpha == 1 && !cell.isHidden && cell.subviews.allSatisfy { $0.alpha == 1 && !$0.isHidden })
        }
        run.cancel()
        #expect(run.runToEnd() == false)
    }
}
