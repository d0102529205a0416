@_spi(Harness) import MatchEngine
import MatchStrictAdapters
import Testing

@_spi(Harness) @testable import MatchStrictHost

/// Corners that change through a flight: a rounded thumbnail growing into a square photo, and a
/// square badge becoming a circle. A snapshot holds the rounding it was taken with, and a stand-in
/// rounds its content only when it clips to its bounds (CALayer.h, `cornerRadius`,
/// `masksToBounds`); the strict host records a stand-in whose corners on screen differ from the
/// radius the plan gives it (K10). Match takes rounded views' snapshots with their radius taken
/// away, gives it back as it conceals them, and flies clipping stand-ins.
@Suite struct CornerRadiusScenarioTests {
    struct Screens {
        let world = StrictWorld()
        let container: StrictView
        let list: StrictView
        let thumbnail: StrictView
        let badge: StrictView
        let detail: StrictView
        let photo: StrictView
        let avatar: StrictView

        init() {
            let size = world.window.node.bounds.size
            container = StrictView(world: world, frame: Rect(origin: .zero, size: size), name: "container")
            world.window.addSubview(container)
            list = StrictView(world: world, frame: container.node.bounds, name: "list")
            list.backgroundColor = .fixed(Color(red: 1, green: 1, blue: 1))
            container.addSubview(list)
            thumbnail = StrictView(world: world, frame: Rect(x: 16, y: 200, width: 80, height: 80), name: "thumbnail")
            thumbnail.node.transitionID = "photo"
            thumbnail.backgroundColor = .fixed(Color(red: 0.3, green: 0.5, blue: 0.8))
            thumbnail.node.cornerRadius = 12
            thumbnail.node.clipsToBounds = true
            list.addSubview(thumbnail)
            badge = StrictView(world: world, frame: Rect(x: 300, y: 220, width: 40, height: 40), name: "badge")
            badge.node.transitionID = "badge"
            badge.backgroundColor = .fixed(Color(red: 0.9, green: 0.3, blue: 0.2))
            list.addSubview(badge)

            detail = StrictView(world: world, frame: .zero, name: "detail")
            detail.backgroundColor = .fixed(Color(red: 1, green: 1, blue: 1))
            photo = StrictView(world: world, frame: Rect(x: 45, y: 100, width: 300, height: 300), name: "detail-photo")
            photo.node.transitionID = "photo"
            photo.backgroundColor = .fixed(Color(red: 0.3, green: 0.5, blue: 0.8))
            detail.addSubview(photo)
            avatar = StrictView(world: world, frame: Rect(x: 175, y: 440, width: 40, height: 40), name: "detail-badge")
            avatar.node.transitionID = "badge"
            avatar.backgroundColor = .fixed(Color(red: 0.9, green: 0.3, blue: 0.2))
            avatar.node.cornerRadius = 20
            avatar.node.clipsToBounds = true
            detail.addSubview(avatar)
            world.renderPass()
        }

        func push() -> StrictTransitionRun { .push(from: list, to: detail, in: container, world: world, effect: .none) }
    }

    @Test(arguments: [true, false])
    func cornersOnScreenFollowThePlanAndTheRadiiComeBack(completes: Bool) throws {
        let s = Screens()
        let run = s.push()
        run.begin()
        s.world.turn()
        #expect(run.controller.session?.isInstalled == true)
        // The originals, concealed, have their radii back already.
        #expect(s.thumbnail.node.cornerRadius == 12 && s.avatar.node.cornerRadius == 20)
        var checked = 0
        for _ in 0..<12 {
            s.world.runFrames(2)
            for v in s.container.subtree where v.name?.hasPrefix("snapshot:") == true && v.effectiveAlpha >= 0.01 {
                let drawn = try #require(v.drawnCornerRadius, "\(v.name ?? "")")
                #expect(abs(drawn - v.node.cornerRadius) <= 0.5, "\(v.name ?? ""): \(drawn) drawn, \(v.node.cornerRadius) planned")
                checked += 1
            }
        }
        #expect(checked > 0)
        if !completes { run.controller.cancel() }
        #expect(run.runToEnd() == completes)
        #expect(s.thumbnail.node.cornerRadius == 12 && s.thumbnail.alpha == 1)
        #expect(s.avatar.node.cornerRadius == 20 && s.avatar.alpha == 1)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aTransitionThatEndsBeforeItsSetupGivesTheRadiiBack() throws {
        // Cancelled while the setup waits for its turn, after the thumbnail was flattened.
        let s = Screens()
        let run = s.push()
        run.begin()
        #expect(run.controller.session?.isInstalled == false)
        #expect(s.thumbnail.node.cornerRadius == 0, "flattened for its snapshot")
        run.controller.cancel()
        #expect(run.runToEnd() == false)
        s.world.turn()
        #expect(s.thumbnail.node.cornerRadius == 12 && s.avatar.node.cornerRadius == 20)
        #expect(s.thumbnail.alpha == 1 && s.avatar.alpha == 1)
    }

    @Test func aViewThatRoundsOnlyItsBackgroundFliesAsDrawnUnclipped() throws {
        // Rounded without clipping: its content overflows the rounding (CALayer.h), so it is neither
        // flattened nor clipped — it flies with its own rounding, as Hero2 keeps the original's clip.
        let s = Screens()
        let card = StrictView(world: s.world, frame: Rect(x: 16, y: 400, width: 120, height: 60), name: "card")
        card.node.transitionID = "card"
        card.backgroundColor = .fixed(Color(red: 0.9, green: 0.9, blue: 0.2))
        card.node.cornerRadius = 10
        s.list.addSubview(card)
        let twin = StrictView(world: s.world, frame: Rect(x: 16, y: 600, width: 240, height: 120), name: "detail-card")
        twin.node.transitionID = "card"
        twin.backgroundColor = .fixed(Color(red: 0.9, green: 0.9, blue: 0.2))
        twin.node.cornerRadius = 10
        s.detail.addSubview(twin)
        s.world.renderPass()
        let run = s.push()
        run.begin()
        #expect(card.node.cornerRadius == 10, "not flattened")
        s.world.turn()
        let standIns = s.container.subtree.filter { $0.name == "snapshot:card" || $0.name == "snapshot:detail-card" }
        #expect(!standIns.isEmpty)
        #expect(standIns.allSatisfy { !$0.node.clipsToBounds })
        #expect(run.runToEnd() == true)
        #expect(card.node.cornerRadius == 10 && twin.node.cornerRadius == 10)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    /// The container may end the transition on its own (`animationEnded(_:)` without a completion
    /// from Match) from app code that runs inside a render pass a snapshot forces (a
    /// `layoutSubviews`), in the middle of the setup: the steps after it must not flatten or
    /// conceal anything the teardown has already given back.
    @Test func aTransitionEndedInsideItsSetupsRenderPassLeavesNothingConcealedOrFlat() throws {
        let s = Screens()
        let run = s.push()
        var endedInsidePass = false
        let passesBefore = s.world.forcedRenderPasses
        s.detail.layout = { _ in
            guard !endedInsidePass, s.world.forcedRenderPasses > passesBefore else { return }
            endedInsidePass = true
            run.controller.animationEnded(false)
        }
        // Laid out again in the render pass the setup forces on its turn.
        s.world.later { s.detail.setNeedsLayout() }
        run.begin()
        s.world.turn()
        #expect(endedInsidePass)
        #expect(run.controller.session?.isInstalled != true)
        s.world.turn()
        #expect(s.thumbnail.node.cornerRadius == 12 && s.avatar.node.cornerRadius == 20)
        #expect(s.thumbnail.alpha == 1 && s.avatar.alpha == 1)
        #expect(s.thumbnail.superview === s.list && s.avatar.superview === s.detail)
        #expect(s.container.subtree.allSatisfy { $0.snapshotPixels == nil }, "no stand-in left")
    }
}
