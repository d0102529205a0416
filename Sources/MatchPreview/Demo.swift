import MatchEngine

/// The built-in scenes of `match-preview --demo NAME`.
public enum Demo: String, CaseIterable, Sendable {
    /// A 3-column photo grid; one photo zooms into a detail view, the others fade.
    case photoGrid = "photo-grid"
    /// A list row's avatar and title fly into a detail screen pushed from the right.
    case listDetail = "list-detail"
    /// A half-height sheet comes up from the bottom over dimming, its header matched.
    case bottomSheet = "bottom-sheet"
    /// A tab switch revealed by a circle from the tapped tab, with a matched badge.
    case tabReveal = "tab-reveal"
    /// N tagged cards in a grid moving to a one-column list (`--views N`).
    case stress

    /// The most views the stress demo accepts.
    public static let maximumViews = 20_000

    /// The demo's one-line description.
    public var summary: String {
        switch self {
        case .photoGrid: "a photo grid zooming into a detail view"
        case .listDetail: "a list→detail push with a shared avatar and title"
        case .bottomSheet: "a bottom sheet over dimming"
        case .tabReveal: "a tab switch with a circular reveal from the tapped tab"
        case .stress: "N cards in a grid moving to a list (--views N, default 200)"
        }
    }

    static let size = Size(width: 390, height: 844)

    /// Builds the demo's two screens and plans the transition.
    public func recording(views: Int = 200) throws -> TransitionRecording {
        if self == .stress, !(1...Demo.maximumViews).contains(views) {
            throw PreviewInputError("--views must be between 1 and \(Demo.maximumViews); got \(views)")
        }
        let container = HeadlessView(frame: Rect(origin: .zero, size: Demo.size))
        let source = screen(color: "#F2F2F7"), destination = screen(color: "#FFFFFF")
        let kind: TransitionContext.Kind
        var effect = TransitionEffect.automatic
        switch self {
        case .photoGrid:
            kind = .push
            effect = .fade
            let side = (Demo.size.width - 4 * 4) / 3
            for i in 0..<12 {
                let photo = view(
                    Rect(x: 4 + Double(i % 3) * (side + 4), y: 100 + Double(i / 3) * (side + 4), width: side, height: side),
                    color: Demo.palette[i % Demo.palette.count], id: "photo-\(i)")
                if i != 4 { photo.transitionModifiers = [.fade, .scale(0.9)] }
                source.addSubview(photo)
            }
            let hero = view(Rect(x: 0, y: 90, width: 390, height: 390), color: Demo.palette[4], id: "photo-4")
            destination.addSubview(hero)
            let caption = view(Rect(x: 20, y: 500, width: 350, height: 28), color: "#1C1C1E", id: "caption")
            caption.transitionModifiers = [.fade, .translate(x: 0, y: 40)]
            destination.addSubview(caption)
        case .listDetail:
            kind = .push
            for i in 0..<8 {
                let row = view(Rect(x: 0, y: 100 + Double(i) * 72, width: 390, height: 70), color: "#FFFFFF", id: nil)
                let avatar = view(Rect(x: 16, y: 11, width: 48, height: 48), color: Demo.palette[i % Demo.palette.count],
                                  id: "avatar-\(i)")
                avatar.cornerRadius = 24
                let title = view(Rect(x: 76, y: 24, width: 180, height: 22), color: "#3A3A3C", id: "title-\(i)")
                row.addSubview(avatar)
                row.addSubview(title)
                source.addSubview(row)
            }
            let avatar = view(Rect(x: 115, y: 120, width: 160, height: 160), color: Demo.palette[2], id: "avatar-2")
            avatar.cornerRadius = 80
            let title = view(Rect(x: 45, y: 300, width: 300, height: 34), color: "#3A3A3C", id: "title-2")
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
            let tap = AdapterRouting.tabItemCenter(
                index: 2, count: 4, tabBarFrame: Rect(x: 0, y: 795, width: 390, height: 49), layoutDirection: .leftToRight)
            effect = .circularReveal(center: tap)
            source.addSubview(view(Rect(x: 300, y: 60, width: 60, height: 24), color: "#FF3B30", id: "badge"))
            destination.backgroundColor = try? Color(hex: "#1C1C1E")
            destination.addSubview(view(Rect(x: 20, y: 120, width: 120, height: 40), color: "#FF3B30", id: "badge"))
            for i in 0..<6 {
                destination.addSubview(view(Rect(x: 20, y: 200 + Double(i) * 80, width: 350, height: 64),
                                            color: Demo.palette[i % Demo.palette.count], id: nil))
            }
        case .stress:
            kind = .push
            let columns = 8.0, side = Demo.size.width / columns
            for i in 0..<views {
                let card = view(Rect(x: Double(i % 8) * side, y: 90 + Double(i / 8) * side * 0.25, width: side - 2, height: side - 2),
                                color: Demo.palette[i % Demo.palette.count], id: "card-\(i)")
                source.addSubview(card)
                destination.addSubview(view(Rect(x: 0, y: 90 + Double(i) * 750 / Double(views), width: 390, height: 6),
                                            color: Demo.palette[i % Demo.palette.count], id: "card-\(i)"))
            }
        }
        container.addSubview(source)
        let context = TransitionContext(kind: kind, containerSize: Demo.size, effect: effect)
        return TransitionRecording(
            source: SceneSnapshot.capture(root: source, in: container),
            destination: SceneSnapshot.capture(root: destination, in: container), context: context)
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
        v.name = id
        return v
    }
}
