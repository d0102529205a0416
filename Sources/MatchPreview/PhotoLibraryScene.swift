@_spi(Harness) import MatchEngine

/// The `photo-grid` demo's two screens: a small photos app on a 390 × 844 pt phone.
///
/// The library screen has a status bar, a large title with a subtitle and a capsule button, a
/// 3-column grid of fifteen photos with small rounded corners (the last row under the tab bar,
/// as a scrolled grid is) and a tab bar. Its photo `photo-4` opens the detail screen: the same
/// status bar and tab bar, round buttons in the navigation bar, the photo large (aspect fill), a
/// title, a two-line caption and a rounded card with a shadow whose rows give the place, the date
/// and the camera. The other photos fade and shrink; the title, caption and card rise in one
/// after another (a cascade). Every text view's `name` is its text.
struct PhotoLibraryScene {
    /// The photo the user taps.
    static let tapped = 4
    /// The grid's photos' colours (each photo's sky), row by row.
    static let skies = [
        "#FF9F0A", "#64D2FF", "#30D158", "#BF5AF2", "#30B0C7", "#FF375F", "#FFD60A", "#5E5CE6", "#66D4CF",
        "#FF6B3D", "#0A84FF", "#A2845E", "#34C759", "#FF2D55", "#5AC8FA",
    ]
    static let tabBarFrame = Rect(x: 0, y: 761, width: 390, height: 83)

    /// The library screen (the source) and the detail screen (the destination), at the demo's size.
    static func screens(size: Size) -> (library: HeadlessView, detail: HeadlessView) {
        (library(size: size), detail(size: size))
    }

    static func library(size: Size) -> HeadlessView {
        let screen = view(Rect(origin: .zero, size: size), color: "#FFFFFF")
        screen.addSubview(statusBar())
        screen.addSubview(text("Library", Rect(x: 16, y: 92, width: 200, height: 40.8)))
        screen.addSubview(text("14 – 16 June 2025", Rect(x: 16, y: 134, width: 250, height: 18)))
        let select = view(Rect(x: 296, y: 54, width: 78, height: 34), color: "#E5E5EA", radius: 17)
        select.addSubview(text("Select", Rect(x: 16, y: 8, width: 50, height: 18)))
        screen.addSubview(select)
        let gap = 4.0
        let side = (size.width - 32 - 2 * gap) / 3
        for i in 0..<skies.count {
            let frame = Rect(
                x: 16 + Double(i % 3) * (side + gap), y: 166 + Double(i / 3) * (side + gap), width: side, height: side)
            let photo = self.photo(i, frame: frame, radius: 6)
            if i != tapped { photo.transitionModifiers = [.fade, .scale(0.9)] }
            screen.addSubview(photo)
        }
        screen.addSubview(tabBar())
        return screen
    }

    static func detail(size: Size) -> HeadlessView {
        let screen = view(Rect(origin: .zero, size: size), color: "#F2F2F7")
        screen.addSubview(statusBar())
        screen.addSubview(photo(tapped, frame: Rect(x: 0, y: 104, width: size.width, height: 300), radius: 0))
        for (k, (symbol, x)) in [("‹", 16.0), ("♡", 278), ("…", 330)].enumerated() {
            let button = view(Rect(x: x, y: 52, width: 44, height: 44), color: "#FFFFFF", radius: 22)
            button.addSubview(text(symbol, Rect(x: k == 0 ? 16 : 11, y: 7, width: 24, height: 30)))
            button.transitionModifiers = [.fade, .scale(0.6)]
            screen.addSubview(button)
        }
        // A clear container whose cascade staggers the texts and the card, top to bottom.
        let details = view(Rect(x: 0, y: 404, width: size.width, height: 340), color: nil)
        details.transitionModifiers = [.cascade(step: 0.06, direction: .topToBottom)]
        let rise: [Modifier] = [.fade, .translate(x: 0, y: 48)]
        let title = text("Emerald Bay", Rect(x: 20, y: 18, width: 350, height: 33.6))
        let caption = text(
            "First light over the lake, from the\nVikingsholm trail above the boat ramp.",
            Rect(x: 20, y: 58, width: 350, height: 40))
        let card = view(Rect(x: 16, y: 118, width: 358, height: 156), color: "#FFFFFF", radius: 14)
        card.shadow = Shadow(opacity: 0.12, radius: 16, offset: Vector(dx: 0, dy: 6))
        let rows = [
            ("Emerald Bay, California", "#34C759"), ("Saturday 14 June 2025 · 6:42", "#FF9F0A"),
            ("iPhone 16 Pro · 24 mm · ƒ1.78", "#8E8E93"),
        ]
        for (r, (line, icon)) in rows.enumerated() {
            let y = Double(r) * 52
            if r > 0 { card.addSubview(view(Rect(x: 56, y: y, width: 302, height: 0.5), color: "#D1D1D6")) }
            card.addSubview(view(Rect(x: 14, y: y + 11, width: 30, height: 30), color: icon, radius: 15))
            card.addSubview(text(line, Rect(x: 56, y: y + 16, width: 288, height: 20.4)))
        }
        for v in [title, caption, card] {
            v.transitionModifiers = rise
            details.addSubview(v)
        }
        screen.addSubview(details)
        screen.addSubview(tabBar())
        return screen
    }

    /// The status bar, the same on both screens (so it holds still): the time, signal and battery.
    static func statusBar() -> HeadlessView {
        let bar = view(Rect(x: 0, y: 0, width: 390, height: 47), color: nil, id: "status-bar")
        bar.addSubview(text("9:41", Rect(x: 40, y: 15, width: 44, height: 20.4)))
        for k in 0..<4 {
            let h = 4 + 2.5 * Double(k)
            bar.addSubview(view(Rect(x: 300 + Double(k) * 5, y: 30 - h, width: 3, height: h), color: "#1C1C1E", radius: 1))
        }
        bar.addSubview(view(Rect(x: 330, y: 19, width: 25, height: 12), color: "#1C1C1E", radius: 3.5))
        bar.addSubview(view(Rect(x: 356, y: 23, width: 1.5, height: 4), color: "#1C1C1E", radius: 0.75))
        return bar
    }

    /// The tab bar, the same on both screens: four tabs, the first selected, above the home
    /// indicator.
    static func tabBar() -> HeadlessView {
        let bar = view(Rect(origin: .zero, size: tabBarFrame.size), color: "#F9F9F9", id: "tab-bar")
        bar.frame = tabBarFrame
        bar.addSubview(view(Rect(x: 0, y: 0, width: 390, height: 0.5), color: "#C6C6C8"))
        let width = tabBarFrame.size.width / 4
        for (i, label) in ["Library", "For You", "Albums", "Search"].enumerated() {
            let x = Double(i) * width
            bar.addSubview(view(Rect(x: x + width / 2 - 13, y: 8, width: 26, height: 22), color: i == 0 ? "#0A84FF" : "#999999", radius: 6))
            let w = Double(label.count) * 6
            bar.addSubview(text(label, Rect(x: x + width / 2 - w / 2, y: 34, width: w, height: 12)))
        }
        bar.addSubview(view(Rect(x: 128, y: 70, width: 134, height: 5), color: "#1C1C1E", radius: 2.5))
        return bar
    }

    /// Photo `index` of the grid: an image view tagged `photo-INDEX`.
    static func photo(_ index: Int, frame: Rect, radius: Double) -> HeadlessView {
        let photo = view(frame, color: skies[index], radius: radius, id: "photo-\(index)")
        photo.contentKind = .image
        photo.clipsToBounds = true
        return photo
    }

    /// A label showing `text`: a text view whose name is its text, with no background.
    static func text(_ text: String, _ frame: Rect) -> HeadlessView {
        let label = HeadlessView(frame: frame)
        label.contentKind = .text
        label.name = text
        return label
    }

    static func view(_ frame: Rect, color: String?, radius: Double = 0, id: String? = nil) -> HeadlessView {
        let v = HeadlessView(frame: frame)
        v.backgroundColor = color.flatMap { try? Color(hex: $0) }
        v.cornerRadius = radius
        v.transitionID = id.map { TransitionID($0) }
        return v
    }
}
