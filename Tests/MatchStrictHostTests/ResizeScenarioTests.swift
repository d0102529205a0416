@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// Resize modes on the strict host: a label that gets wider in a push moves
/// without ever being stretched or scaled, a photo that changes aspect ratio keeps it (filling
/// its clipping frame), and everything the app owns is as it was afterwards.
@Suite struct ResizeScenarioTests {
    /// A list with a 150×22 title label and an 80×80 photo in a row held by constraints, pushing a
    /// detail screen (never laid out before the transition) whose title is the container's width
    /// less 32 (358×22: same height, so position only) and whose photo is 390×234 (aspect 5:3, so
    /// aspect fill).
    struct Screens {
        let world = StrictWorld()
        let container: StrictView
        let list: StrictView
        let row: StrictView
        let title: StrictView
        let photo: StrictView
        let detail: StrictView
        let detailTitle: StrictView
        let detailPhoto: StrictView

        init(photoFliesItself: Bool = false) {
            let size = world.window.node.bounds.size
            container = StrictView(world: world, frame: Rect(origin: .zero, size: size), name: "container")
            world.window.addSubview(container)
            list = StrictView(world: world, frame: container.node.bounds, name: "list")
            list.backgroundColor = .fixed(Color(red: 1, green: 1, blue: 1))
            container.addSubview(list)
            row = StrictView(world: world, frame: Rect(x: 0, y: 180, width: size.width, height: 100), name: "row")
            list.addSubview(row)
            list.addConstraint(StrictConstraint("row.top", between: [row, list]))
            title = StrictView(world: world, frame: Rect(x: 110, y: 20, width: 150, height: 22), name: "title")
            title.node.transitionID = "title"
            title.contentKind = .text
            row.addSubview(title)
            row.addConstraint(StrictConstraint("title.leading", between: [title, row]))
            photo = StrictView(world: world, frame: Rect(x: 16, y: 10, width: 80, height: 80), name: "photo")
            photo.node.transitionID = "photo"
            photo.contentKind = .image
            photo.backgroundColor = .fixed(Color(red: 0.3, green: 0.5, blue: 0.8))
            row.addSubview(photo)

            detail = StrictView(world: world, frame: .zero, name: "detail")
            detail.backgroundColor = .fixed(Color(red: 1, green: 1, blue: 1))
            detailPhoto = StrictView(world: world, frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "detail-photo")
            detailPhoto.node.transitionID = "photo"
            detailPhoto.contentKind = .image
            detailPhoto.backgroundColor = .fixed(Color(red: 0.3, green: 0.5, blue: 0.8))
            if photoFliesItself { detailPhoto.node.transitionModifiers = [.useOriginalView] }
            detailTitle = StrictView(world: world, frame: Rect(x: 0, y: 0, width: 10, height: 22), name: "detail-title")
            detailTitle.node.transitionID = "title"
            detailTitle.contentKind = .text
            detail.addSubview(detailPhoto)
            detail.addSubview(detailTitle)
            detail.addConstraint(StrictConstraint("photo.top", between: [detailPhoto, detail]))
            detail.layout = { [detailPhoto, detailTitle] d in
                let w = d.node.bounds.width
                detailPhoto.node.frame = Rect(x: 0, y: 100, width: w, height: w * 0.6)
                detailTitle.node.frame = Rect(x: 16, y: 120 + w * 0.6, width: w - 32, height: 22)
            }
            detail.setNeedsLayout()
            world.renderPass()
        }

        func push() -> StrictTransitionRun { .push(from: list, to: detail, in: container, world: world, effect: .none) }
    }

    /// Every view in the container's subtree whose name is `name`, with its superview.
    static func views(named name: String, in container: StrictView) -> [StrictView] {
        container.subtree.filter { $0.name == name }
    }

    /// The natural sizes of the views whose pixels fly: the snapshots are made at their bounds size.
    static let naturalSizes: [String: Size] = [
        "snapshot:title": Size(width: 150, height: 22), "snapshot:detail-title": Size(width: 358, height: 22),
        "snapshot:photo": Size(width: 80, height: 80), "snapshot:detail-photo": Size(width: 390, height: 234),
        "detail-photo": Size(width: 390, height: 234),
    ]

    /// Runs a timed push frame by frame (1/240 s frames, so the 0.5 s spring gives well over 50
    /// distinct progresses) and checks, at every frame, every view showing flying pixels: its
    /// aspect ratio is its natural size's; a label's size is its natural size; it sits in a
    /// clipping frame that is a direct subview of the container. Returns the progresses at which
    /// the checks ran.
    func runCheckingContent(_ s: Screens, flying names: [String]) throws -> [Double] {
        let run = s.push()
        run.begin()
        s.world.turn()
        var progresses: [Double] = []
        var frames = 0
        while run.ended == nil && frames < 2_000 {
            if run.controller.session?.phase == .active, let p = run.controller.session?.driver?.fractionComplete {
                progresses.append(p)
            }
            for name in names where run.controller.session?.phase == .active {
                let shown = Self.views(named: name, in: s.container)
                #expect(shown.count == 1, "\(name): \(shown.count) at frame \(frames)")
                for content in shown {
                    let natural = try #require(Self.naturalSizes[name])
                    let size = content.node.bounds.size
                    #expect(
                        (size.width * natural.height - size.height * natural.width).magnitude <= 1e-6 * natural.width * natural.height,
                        "\(name) stretched to \(size) at frame \(frames)")
                    #expect(content.node.transform.isIdentity)
                    let frame = try #require(content.superview)
                    let placed = content.node.frame
                    let bounds = frame.node.bounds
                    if name.contains("title") {
                        // Position only, left to right: the natural size at the frame's top-left corner.
                        #expect(
                            placed.isApproximatelyEqual(to: Rect(origin: .zero, size: natural), tolerance: 1e-9),
                            "\(name) at \(placed) at frame \(frames)")
                    } else {
                        // Aspect fill: the photo covers its whole frame (the frame clips the rest).
                        #expect(
                            placed.minX <= 1e-6 && placed.minY <= 1e-6 && placed.maxX >= bounds.width - 1e-6
                                && placed.maxY >= bounds.height - 1e-6, "\(name) at \(placed) in \(bounds) at frame \(frames)")
                    }
                    #expect(frame.name == "frame:\(name)" && frame.node.clipsToBounds && frame.superview === s.container)
                    #expect(frame.subviews.count == 1)
                }
            }
            s.world.runFrames(1, frameDuration: 1.0 / 240)
            frames += 1
        }
        #expect(run.ended == true)
        return progresses
    }

    @Test func aLabelThatGetsWiderMovesWithoutStretchingAndEverythingIsRestored() throws {
        let s = Screens()
        let listBefore = TreeFingerprint(s.list)
        let progresses = try runCheckingContent(
            s, flying: ["snapshot:title", "snapshot:detail-title", "snapshot:photo", "snapshot:detail-photo"])
        #expect(Set(progresses.filter { $0 > 0 && $0 < 1 }).count >= 50, "\(progresses.count) progresses")
        print("resize scenario: content checked at \(Set(progresses).count) progresses")

        // Afterwards: no frame or snapshot left, the list as it was, the detail laid out and shown.
        #expect(!s.container.subtree.contains { $0.name?.hasPrefix("snapshot:") == true || $0.name?.hasPrefix("frame:") == true })
        #expect(TreeFingerprint(s.list).placedLike(listBefore) == listBefore)
        #expect(s.detail.superview === s.container)
        #expect(s.detailTitle.frame == Rect(x: 16, y: 354, width: 358, height: 22) && s.detailTitle.alpha == 1)
        #expect(s.detailPhoto.frame == Rect(x: 0, y: 100, width: 390, height: 234) && s.detailPhoto.alpha == 1)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    /// A photo that flies itself (`.useOriginalView`) is moved into the clipping frame and put
    /// back afterwards: superview, index, constraint, frame, alpha.
    @Test func anOriginalFlyingInAFrameIsPutBack() throws {
        let s = Screens(photoFliesItself: true)
        _ = try runCheckingContent(s, flying: ["snapshot:title", "snapshot:detail-title", "detail-photo"])
        #expect(s.detailPhoto.superview === s.detail && s.detail.subviews.first === s.detailPhoto)
        #expect(s.detail.constraints.contains { $0.label == "photo.top" && $0.isActive })
        #expect(s.detailPhoto.frame == Rect(x: 0, y: 100, width: 390, height: 234))
        #expect(s.detailPhoto.alpha == 1 && s.detailPhoto.node.transform.isIdentity && !s.detailPhoto.isHidden)
        #expect(!s.container.subtree.contains { $0.name?.hasPrefix("frame:") == true })
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
