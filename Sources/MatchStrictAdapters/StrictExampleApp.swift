@_spi(Harness) import MatchEngine
@_spi(Harness) import MatchStrictHost

/// The example app's screens (Examples/MatchGallery.swiftpm) on the strict host, in a navigation
/// controller with Match enabled: a scrollable grid of 60 photo cells — each cell's content view
/// tagged `photo-i`, with its name and kind labels (`name-i`, `kind-i`) tagged inside it — and a
/// detail screen built on demand, whose photo, name and kind are siblings, with a caption that
/// carries modifiers of its own (`.fade`, `.translate`). The device-work benchmarks and the
/// scenario tests count what a push and a pop of it cost the device.
public final class StrictExampleApp {
    /// The world.
    public let world: StrictWorld
    /// The navigation controller.
    public let navigation: StrictNavigationController
    /// Match's navigation delegate (the glue MatchUIKit ships, over the strict navigation controller).
    package let coordinator: StrictNavigationCoordinator
    /// Match's navigation decisions.
    package var coordination: NavigationCoordination<StrictController> { coordinator.coordination }
    /// The grid screen (the navigation controller's root).
    public let grid: StrictView
    /// The grid's scroll view.
    public let collection: StrictView
    /// Each cell's content view, by item.
    public let cellContents: [StrictView]

    /// The tab bar controller the example's window shows (`withTabs`): the grid's navigation
    /// controller as the first tab, the settings screen as the second, Match's circular reveal
    /// with the interactive pan on (`AppDelegate`); `nil` for the navigation controller alone.
    public private(set) var tabBar: StrictTabBarController?
    /// The settings tab's screen (`withTabs`).
    public private(set) var settings: StrictView?

    /// Items in the grid.
    public static let itemCount = 60

    /// Builds the app in a fresh world, the grid on screen and rendered; `withTabs` puts the
    /// navigation controller in a tab bar controller as the example's `AppDelegate` does, as the
    /// tab at `photosTab` (0, the example's; 1 puts the settings tab before it), selected.
    public convenience init(world: StrictWorld = StrictWorld(), withTabs: Bool, photosTab: Int = 0) {
        self.init(world: world)
        guard withTabs else { return }
        let settings = StrictView(world: world, frame: .zero, name: "settings")
        settings.backgroundColor = .fixed(Color(red: 0.95, green: 0.95, blue: 0.97))
        let photos = photosTab == 1 ? 1 : 0
        var screens = [settings]
        screens.insert(navigation.view, at: photos)
        if photos != 0 { navigation.view.removeFromSuperview() }
        let tabs = StrictTabBarController(world: world, tabs: screens)
        // Selected before Match is the delegate: the system's switch, at once.
        tabs.selectedIndex = photos
        tabs.enableMatchTransitions(style: .circularReveal).isInteractive = true
        tabs.navigationControllers = [navigation]
        self.settings = settings
        tabBar = tabs
        world.renderPass()
    }

    /// Builds the app in a fresh world, the grid on screen and rendered.
    public init(world: StrictWorld = StrictWorld()) {
        self.world = world
        let size = world.window.node.bounds.size
        grid = StrictView(world: world, frame: Rect(origin: .zero, size: size), name: "grid")
        grid.backgroundColor = .fixed(Color(red: 1, green: 1, blue: 1))
        collection = StrictView(world: world, frame: Rect(origin: .zero, size: size), name: "collection")
        collection.isScrollView = true
        grid.addSubview(collection)
        var contents: [StrictView] = []
        // The flow layout: 110 × 110 items, 8 pt apart, three to a row, below the navigation bar
        // (91 pt: the collection view's adjusted content inset).
        for item in 0..<Self.itemCount {
            let x = 8 + Double(item % 3) * 118
            let y = 91 + 8 + Double(item / 3) * 118
            let cell = StrictView(world: world, frame: Rect(x: x, y: y, width: 110, height: 110), name: "cell-\(item)")
            let content = StrictView(world: world, frame: Rect(x: 0, y: 0, width: 110, height: 110), name: "content-\(item)")
            content.backgroundColor = .fixed(Self.color(item))
            content.node.cornerRadius = 12
            content.node.transitionID = TransitionID("photo-\(item)")
            let name = StrictView(world: world, frame: Rect(x: 8, y: 68, width: 60, height: 16), name: "cell-name-\(item)")
            name.contentKind = .text
            name.node.transitionID = TransitionID("name-\(item)")
            let kind = StrictView(world: world, frame: Rect(x: 8, y: 86, width: 44, height: 14), name: "cell-kind-\(item)")
            kind.contentKind = .text
            kind.node.transitionID = TransitionID("kind-\(item)")
            content.addSubview(name)
            content.addSubview(kind)
            cell.addSubview(content)
            collection.addSubview(cell)
            contents.append(content)
        }
        cellContents = contents
        navigation = StrictNavigationController(world: world, root: grid)
        coordinator = navigation.enableMatchTransitions()
        // As the example: each flying view is looked up again in the visible cells when a pop starts.
        coordinator.sourceViewProvider = { [contents] id in
            for content in contents {
                if let view = content.subtree.first(where: { $0.node.transitionID == id }) { return view }
            }
            return nil
        }
        world.renderPass()
    }

    /// The colour of item `item` (the example's nine system colours, cycled).
    public static func color(_ item: Int) -> Color {
        let hues: [(Double, Double, Double)] = [
            (1, 0.23, 0.19), (1, 0.58, 0), (1, 0.8, 0), (0.2, 0.78, 0.35), (0.35, 0.78, 0.98),
            (0, 0.48, 1), (0.35, 0.34, 0.84), (0.69, 0.32, 0.87), (1, 0.18, 0.33),
        ]
        let (r, g, b) = hues[item % hues.count]
        return Color(red: r, green: g, blue: b)
    }

    /// The detail screen of `item`, as `PhotoDetailViewController` builds it: never laid out or
    /// rendered until the transition gives it its frame.
    public func detail(item: Int) -> StrictView {
        let detail = StrictView(world: world, frame: .zero, name: "detail-\(item)")
        detail.backgroundColor = .fixed(Color(red: 1, green: 1, blue: 1))
        let photo = StrictView(world: world, frame: .zero, name: "detail-photo")
        photo.backgroundColor = .fixed(Self.color(item))
        photo.node.cornerRadius = 24
        photo.node.transitionID = TransitionID("photo-\(item)")
        let name = StrictView(world: world, frame: .zero, name: "detail-name")
        name.contentKind = .text
        name.node.transitionID = TransitionID("name-\(item)")
        let kind = StrictView(world: world, frame: .zero, name: "detail-kind")
        kind.contentKind = .text
        kind.node.transitionID = TransitionID("kind-\(item)")
        let caption = StrictView(world: world, frame: .zero, name: "detail-caption")
        caption.contentKind = .text
        caption.node.transitionModifiers = [.fade, .translate(x: 0, y: 40, z: 0)]
        let share = StrictView(world: world, frame: .zero, name: "detail-share")
        share.contentKind = .text
        for v in [photo, name, kind, caption, share] { detail.addSubview(v) }
        detail.layout = { d in
            let w = d.node.bounds.width
            photo.node.frame = Rect(x: 16, y: 100, width: w - 32, height: w - 32)
            name.node.frame = Rect(x: 16, y: w + 84, width: 200, height: 41)
            kind.node.frame = Rect(x: 16, y: w + 129, width: 190, height: 14)
            caption.node.frame = Rect(x: 16, y: w + 159, width: 240, height: 20)
            share.node.frame = Rect(x: 16, y: w + 195, width: 50, height: 30)
        }
        detail.setNeedsLayout()
        return detail
    }
}
