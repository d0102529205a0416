@_spi(Harness) import MatchEngine

/// The built-in scenes of `match-preview --demo NAME`.
public enum Demo: String, CaseIterable, Sendable {
    /// A small photos app (`PhotoLibraryScene`): one photo of a 3-column grid zooms into a detail
    /// screen whose title, caption and card rise in; the other photos fade and shrink.
    case photoGrid = "photo-grid"
    /// A list row's avatar and title fly into a detail screen pushed from the right.
    case listDetail = "list-detail"
    /// A half-height sheet comes up from the bottom over dimming, its header matched.
    case bottomSheet = "bottom-sheet"
    /// A tab switch revealed by a circle from the tapped tab, with a matched badge.
    case tabReveal = "tab-reveal"
    /// A large title that becomes the pushed screen's navigation title: the same text in the same
    /// colour at a smaller size, so one stand-in scales uniformly — no crossfade, no smear.
    case titleMorph = "title-morph"
    /// Text labels changing size: a name that gets wider moves without scaling (position-only),
    /// a status line whose font grows crossfades, each snapshot at its own aspect ratio.
    case labelResize = "label-resize"
    /// N tagged tiles in a grid, reordered from row order to column order (`--views N`).
    case stress

    /// The most views the stress demo accepts.
    public static let maximumViews = 20_000

    /// The demo's one-line description.
    public var summary: String {
        switch self {
        case .photoGrid: "a photos app: a grid photo zooming into a detail screen"
        case .listDetail: "a list→detail push with a shared avatar and title"
        case .bottomSheet: "a bottom sheet over dimming"
        case .tabReveal: "a tab switch with a circular reveal from the tapped tab"
        case .titleMorph: "a large title becoming the navigation title (same content: no crossfade)"
        case .labelResize: "text labels changing size without stretching"
        case .stress: "N tiles in a grid, reordered from rows to columns (--views N, default 200)"
        }
    }

    /// The demo's title line: its name and summary; for the stress demo, the grid and the tiles'
    /// size in points (the scale to read the picture by).
    public func title(views: Int = 200) -> String {
        guard self == .stress else { return "\(rawValue): \(summary)" }
        let layout = StressLayout(count: views, area: Rect(x: 0, y: 100, width: Demo.size.width, height: 690))
        return "stress: \(Format.count(views)) tiles of \(Format.number(layout.side)) pt in a \(layout.columns) × \(layout.rows) grid, "
            + "reordered from rows to columns"
    }

    static let size = Size(width: 390, height: 844)

    /// Builds the demo's two screens and plans the transition.
    public func recording(views: Int = 200) throws -> TransitionRecording {
        if self == .stress, !(1...Demo.maximumViews).contains(views) {
            throw PreviewInputError("--views must be between 1 and \(Demo.maximumViews); got \(views)")
        }
        let container = HeadlessView(frame: Rect(origin: .zero, size: Demo.size))
        var source = screen(color: "#F2F2F7")
        var destination = screen(color: "#FFFFFF")
        let kind: TransitionContext.Kind
        var effect = TransitionEffect.automatic
        switch self {
        case .photoGrid:
            kind = .push
            effect = .fade
            (source, destination) = PhotoLibraryScene.screens(size: Demo.size)
        case .listDetail:
            kind = .push
            for i in 0..<8 {
                let row = view(Rect(x: 0, y: 100 + Double(i) * 72, width: 390, height: 70), color: "#FFFFFF", id: nil)
                let avatar = view(
                    Rect(x: 16, y: 11, width: 48, height: 48), color: Demo.palette[i % Demo.palette.count],
                    id: "avatar-\(i)")
                avatar.cornerRadius = 24
                let title = view(Rect(x: 76, y: 24, width: 180, height: 22), color: "#3A3A3C", id: "title-\(i)")
                title.contentKind = .text
                row.addSubview(avatar)
                row.addSubview(title)
                source.addSubview(row)
            }
            let avatar = view(Rect(x: 115, y: 120, width: 160, height: 160), color: Demo.palette[2], id: "avatar-2")
            avatar.cornerRadius = 80
            // A larger title, not the same shape (180×22 → 300×34): text, so its two snapshots
            // crossfade, each at its own aspect ratio, rather than stretch.
            let title = view(Rect(x: 45, y: 300, width: 300, height: 34), color: "#3A3A3C", id: "title-2")
            title.contentKind = .text
            let body = view(Rect(x: 20, y: 360, width: 350, height: 300), color: "#E5E5EA", id: nil)
            body.transitionModifiers = [.fade, .translate(x: 0, y: 60)]
            destination.addSubview(avatar)
            destination.addSubview(title)
            destination.addSubview(body)
        case .bottomSheet:
            kind = .present
            let sheetFrame = PresentationSize.fraction(0.5).frame(in: Demo.size, edge: .bottom)
            effect = .presentFromEdge(.bottom, dimming: Color(red: 0, green: 0, blue: 0, alpha: 0.4), size: .fraction(0.5))
            destination.frame = sheetFrame
            destination.cornerRadius = 16
            let button = view(Rect(x: 20, y: 700, width: 350, height: 50), color: "#0A84FF", id: "action")
            button.cornerRadius = 12
            source.addSubview(button)
            let header = view(Rect(x: 20, y: 20, width: 350, height: 50), color: "#0A84FF", id: "action")
            header.cornerRadius = 12
            destination.addSubview(header)
            for i in 0..<4 {
                let line = view(Rect(x: 20, y: 90 + Double(i) * 60, width: 350, height: 44), color: "#E5E5EA", id: nil)
                line.transitionModifiers = [.fade, .translate(x: 0, y: 30)]
                destination.addSubview(line)
            }
            destination.transitionModifiers = [.cascade(step: 0.03, direction: .topToBottom)]
        case .tabReveal:
            kind = .tabSwitch(from: 0, to: 2)
            let tabBar = Rect(x: 0, y: 795, width: 390, height: 49)
            let tap = AdapterRouting.tabItemCenter(index: 2, count: 4, tabBarFrame: tabBar, layoutDirection: .leftToRight)
            effect = .circularReveal(center: tap)
            // The tab bar belongs to the tab bar controller, not to either screen: it stays put while
            // the selected item's tint moves from the first tab to the third. Drawn as one matched
            // view on both sides, so it holds still above the reveal.
            source.addSubview(Self.tabBar(in: tabBar, selected: 0, count: 4))
            destination.addSubview(Self.tabBar(in: tabBar, selected: 2, count: 4))
            source.addSubview(view(Rect(x: 300, y: 60, width: 60, height: 24), color: "#FF3B30", id: "badge"))
            destination.backgroundColor = try? Color(hex: "#1C1C1E")
            destination.addSubview(view(Rect(x: 20, y: 120, width: 120, height: 40), color: "#FF3B30", id: "badge"))
            for i in 0..<6 {
                destination.addSubview(
                    view(
                        Rect(x: 20, y: 200 + Double(i) * 80, width: 350, height: 64),
                        color: Demo.palette[i % Demo.palette.count], id: nil))
            }
        case .titleMorph:
            kind = .push
            // "Inbox" at 34 pt (110 × 41) becomes the 17 pt navigation title (55 × 20.5): the same
            // text and colour with the same aspect ratio, so one stand-in shrinks uniformly.
            let large = view(Rect(x: 16, y: 96, width: 110, height: 41), color: "#1C1C1E", id: "inbox-title")
            large.contentKind = .text
            source.addSubview(large)
            for i in 0..<7 {
                source.addSubview(view(Rect(x: 16, y: 160 + Double(i) * 76, width: 358, height: 64), color: "#FFFFFF", id: nil))
            }
            let small = view(Rect(x: 167.5, y: 54, width: 55, height: 20.5), color: "#1C1C1E", id: "inbox-title")
            small.contentKind = .text
            destination.addSubview(small)
            for i in 0..<5 {
                let line = view(Rect(x: 16, y: 110 + Double(i) * 40, width: 358, height: 24), color: "#E5E5EA", id: nil)
                line.contentKind = .text
                destination.addSubview(line)
            }
        case .labelResize:
            kind = .push
            effect = .fade
            let card = view(Rect(x: 16, y: 120, width: 358, height: 96), color: "#FFFFFF", id: "card")
            card.cornerRadius = 14
            // The name keeps its font and gets wider (150 × 22 → 320 × 22): it moves, never scales.
            let name = view(Rect(x: 16, y: 18, width: 150, height: 22), color: "#1C1C1E", id: "name")
            name.contentKind = .text
            // The status line's font grows (120 × 16 → 260 × 40, aspect 7.5 → 6.5): its two
            // snapshots crossfade, each at its own aspect ratio.
            let status = view(Rect(x: 16, y: 56, width: 120, height: 16), color: "#8E8E93", id: "status")
            status.contentKind = .text
            card.addSubview(name)
            card.addSubview(status)
            source.addSubview(card)
            let detailCard = view(Rect(x: 0, y: 90, width: 390, height: 260), color: "#FFFFFF", id: "card")
            let wideName = view(Rect(x: 20, y: 30, width: 320, height: 22), color: "#1C1C1E", id: "name")
            wideName.contentKind = .text
            let bigStatus = view(Rect(x: 20, y: 80, width: 260, height: 40), color: "#8E8E93", id: "status")
            bigStatus.contentKind = .text
            detailCard.addSubview(wideName)
            detailCard.addSubview(bigStatus)
            destination.addSubview(detailCard)
        case .stress:
            // N tiles in a grid, row by row, move to the same grid read column by column: every tile
            // travels, none overlaps, and the colour ramp along the index shows the reordering.
            kind = .push
            let layout = StressLayout(count: views, area: Rect(x: 0, y: 100, width: Demo.size.width, height: 690))
            for i in 0..<views {
                let colour = layout.colour(of: i)
                let tile = view(layout.frame(row: i / layout.columns, column: i % layout.columns), color: colour, id: "tile-\(i)")
                let moved = view(layout.frame(row: i % layout.rows, column: i / layout.rows), color: colour, id: "tile-\(i)")
                if layout.side >= 8 {
                    tile.cornerRadius = layout.side * 0.15
                    moved.cornerRadius = layout.side * 0.5
                }
                source.addSubview(tile)
                destination.addSubview(moved)
            }
        }
        container.addSubview(source)
        let context = TransitionContext(kind: kind, containerSize: Demo.size, effect: effect)
        return RecordedRun.record(source: source, destination: destination, in: container, context: context)
    }

    /// The tab bar of the tab demos: a bar with `count` items, the `selected` one tinted.
    static func tabBar(in frame: Rect, selected: Int, count: Int) -> HeadlessView {
        let bar = HeadlessView(frame: frame)
        bar.backgroundColor = try? Color(hex: "#F9F9F9")
        bar.transitionID = "tab-bar"
        bar.name = "tab-bar"
        // The items' tints differ between the two bars: crossfade the stand-ins.
        bar.transitionModifiers = [.crossfade(true)]
        let width = frame.size.width / Double(count)
        for i in 0..<count {
            let item = HeadlessView(frame: Rect(x: Double(i) * width + width / 2 - 12, y: 6, width: 24, height: 24))
            item.cornerRadius = 6
            item.backgroundColor = try? Color(hex: i == selected ? "#0A84FF" : "#8E8E93")
            item.name = "tab \(i)"
            bar.addSubview(item)
            let label = HeadlessView(frame: Rect(x: Double(i) * width + width / 2 - 16, y: 34, width: 32, height: 6))
            label.cornerRadius = 3
            label.backgroundColor = item.backgroundColor
            bar.addSubview(label)
        }
        return bar
    }

    static let palette = ["#FF9F0A", "#30D158", "#0A84FF", "#BF5AF2", "#FF375F", "#64D2FF", "#FFD60A", "#5E5CE6"]

    private func screen(color: String) -> HeadlessView {
        let v = HeadlessView(frame: Rect(origin: .zero, size: Demo.size))
        v.backgroundColor = try? Color(hex: color)
        v.name = "screen"
        return v
    }

    private func view(_ frame: Rect, color: String, id: String?) -> HeadlessView {
        let v = HeadlessView(frame: frame)
        v.backgroundColor = try? Color(hex: color)
        v.transitionID = id.map { TransitionID($0) }
        return v
    }
}

/// The stress demo's grid: as many square tiles as asked for, as large as fit in the area, so
/// that any count from 1 to 20 000 stays legible.
struct StressLayout {
    let count: Int
    let columns: Int
    let rows: Int
    /// A tile's side, in points, gap included.
    let side: Double
    let area: Rect

    init(count: Int, area: Rect) {
        self.count = count
        self.area = area
        // The fewest columns c (so the largest tiles) such that ceil(count / c) rows of square tiles
        // of side width / c fit the height.
        var c = 1
        while Double((count + c - 1) / c) * (area.size.width / Double(c)) > area.size.height { c += 1 }
        columns = c
        rows = (count + c - 1) / c
        side = area.size.width / Double(c)
    }

    /// The tile at a row and column, with a gap of an eighth of its side (at least half a point when it fits).
    func frame(row: Int, column: Int) -> Rect {
        let gap = side >= 4 ? max(0.5, side / 8) : 0
        return Rect(
            x: area.origin.x + Double(column) * side + gap / 2, y: area.origin.y + Double(row) * side + gap / 2,
            width: side - gap, height: side - gap)
    }

    /// A colour ramp along the index, from blue through green to orange, as `#RRGGBB`.
    func colour(of index: Int) -> String {
        let t = count > 1 ? Double(index) / Double(count - 1) : 0
        let stops: [(Double, Double, Double)] = [(10, 132, 255), (48, 209, 88), (255, 159, 10)]
        let x = t * Double(stops.count - 1)
        let k = min(Int(x), stops.count - 2)
        let u = x - Double(k)
        let a = stops[k]
        let b = stops[k + 1]
        let c = [a.0 + (b.0 - a.0) * u, a.1 + (b.1 - a.1) * u, a.2 + (b.2 - a.2) * u]
        return "#" + c.map { String(Int($0.rounded()), radix: 16, uppercase: true).leftPadded(2) }.joined()
    }
}
