@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// Two app screens in a strict world: a list whose rows sit in a stack view held by constraints,
/// with dynamic colours, and a detail screen that has never been laid out or rendered (its
/// subviews are at their nib frames until `layoutIfNeeded()`).
struct StrictScreens {
    let world = StrictWorld()
    /// The container UIKit transitions in (the navigation controller's transition view).
    let container: StrictView
    let list: StrictView
    let stack: StrictView
    let rows: [StrictView]
    let avatars: [StrictView]
    let detail: StrictView
    let hero: StrictView
    let badge: StrictView
    let heading: StrictView
    let rowColor = StrictColor.dynamic(light: Color(red: 1, green: 1, blue: 1), dark: Color(red: 0.1, green: 0.1, blue: 0.1))

    init() {
        let size = world.window.node.bounds.size
        container = StrictView(world: world, frame: Rect(origin: .zero, size: size), name: "container")
        world.window.addSubview(container)
        list = StrictView(world: world, frame: container.node.bounds, name: "list")
        // Dynamic: the push animates the list root, writing resolved colours into it; restore must
        // give the dynamic colour back, not its light-mode value.
        list.backgroundColor = .dynamic(light: Color(red: 0.95, green: 0.95, blue: 0.95), dark: Color(red: 0, green: 0, blue: 0))
        container.addSubview(list)
        stack = StrictView(world: world, frame: Rect(x: 0, y: 100, width: size.width, height: 600), name: "stack")
        stack.makeStack(spacing: 10)
        list.addSubview(stack)
        list.addConstraint(StrictConstraint("stack.top", between: [stack, list]))
        var rows: [StrictView] = []
        var avatars: [StrictView] = []
        for i in 0..<4 {
            let row = StrictView(world: world, frame: Rect(x: 0, y: 0, width: size.width, height: 80), name: "row-\(i)")
            row.backgroundColor = rowColor
            let avatar = StrictView(world: world, frame: Rect(x: 16, y: 10, width: 60, height: 60), name: "avatar-\(i)")
            avatar.node.transitionID = TransitionID("item-\(i)")
            avatar.node.cornerRadius = 30
            avatar.backgroundColor = .fixed(Color(red: 0.2, green: 0.4, blue: 0.9))
            row.addSubview(avatar)
            row.addConstraint(StrictConstraint("avatar.leading", between: [avatar, row]))
            stack.addArrangedSubview(row)
            rows.append(row)
            avatars.append(avatar)
        }
        self.rows = rows
        self.avatars = avatars

        // The detail screen: at a zero frame, laid out only when asked (as a view controller's
        // view is before the transition gives it its final frame).
        detail = StrictView(world: world, frame: .zero, name: "detail")
        detail.backgroundColor = .fixed(Color(red: 1, green: 1, blue: 1))
        hero = StrictView(world: world, frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "hero")
        hero.node.transitionID = "item-1"
        hero.backgroundColor = .fixed(Color(red: 0.2, green: 0.4, blue: 0.9))
        badge = StrictView(world: world, frame: Rect(x: 0, y: 0, width: 5, height: 5), name: "badge")
        badge.node.transitionID = "badge"
        badge.backgroundColor = .fixed(Color(red: 1, green: 0, blue: 0))
        hero.addSubview(badge)
        heading = StrictView(world: world, frame: .zero, name: "heading")
        heading.backgroundColor = .fixed(Color(red: 0, green: 0, blue: 0))
        detail.addSubview(hero)
        detail.addSubview(heading)
        detail.layout = { [hero, badge, heading] d in
            let w = d.node.bounds.width
            hero.node.frame = Rect(x: 20, y: 100, width: w - 40, height: w - 40)
            badge.node.frame = Rect(x: w - 100, y: 10, width: 40, height: 40)
            heading.node.frame = Rect(x: 20, y: w + 80, width: w - 40, height: 40)
        }
        detail.setNeedsLayout()
        world.renderPass()
        // The rows' badge-less source side: a badge in the list too, so it matches and flies.
        let listBadge = StrictView(world: world, frame: Rect(x: 300, y: 20, width: 20, height: 20), name: "list-badge")
        listBadge.node.transitionID = "badge"
        listBadge.backgroundColor = .fixed(Color(red: 1, green: 0, blue: 0))
        rows[1].addSubview(listBadge)
        world.renderPass()
    }

    /// The hero's frame once laid out for the container, in window coordinates.
    var heroFinalFrame: Rect {
        let w = container.node.bounds.width
        return Rect(x: 20, y: 100, width: w - 40, height: w - 40)
    }

    /// A push of the detail screen over the list.
    func push(effect: TransitionEffect = .automatic) -> StrictTransitionRun {
        .push(from: list, to: detail, in: container, world: world, effect: effect)
    }
}

extension StrictScreens {
    /// A pop of the detail screen (on top, after a completed push) back to the list.
    func pop() -> StrictTransitionRun {
        StrictTransitionRun(
            world: world, configuration: TransitionContext(kind: .pop, containerSize: container.node.bounds.size),
            container: container, handed: [.source: detail, .destination: list],
            controllerViews: [.source: detail, .destination: list],
            finalFrames: [.destination: container.node.bounds],
            afterCompletion: { [list, detail] completed in
                // The navigation controller removes the screen it no longer shows.
                if completed { detail.removeFromSuperview() } else { list.removeFromSuperview() }
            })
    }
}

extension StrictScreens {
    /// The screens moved from the fixture's bare container into a navigation controller with
    /// Match enabled, the list its root, and a render pass so both are drawn as they are.
    func inNavigationController() -> StrictNavigationController {
        container.removeFromSuperview()
        let nav = StrictNavigationController(world: world, root: list)
        nav.enableMatchTransitions()
        world.renderPass()
        return nav
    }
}

/// Everything about a tree that must survive a transition.
struct TreeFingerprint: Equatable, CustomStringConvertible {
    struct Entry: Equatable {
        var name: String?
        var superview: String?
        var index: Int
        var center: Point
        var bounds: Rect
        var transform: Transform3D
        var alpha: Double
        var isHidden: Bool
        var color: StrictColor?
        var cornerRadius: Double
        var constraints: [String]
        var arranged: [String]?
        var shadow: Shadow?
    }

    var entries: [Entry]

    init(_ top: StrictView) {
        entries = top.subtree.map { v in
            Entry(
                name: v.name, superview: v.superview?.name, index: v.superview?.subviews.firstIndex { $0 === v } ?? 0,
                center: v.node.center, bounds: v.node.bounds, transform: v.node.transform, alpha: v.alpha,
                isHidden: v.isHidden, color: v.backgroundColor, cornerRadius: v.node.cornerRadius,
                constraints: v.constraints.filter(\.isActive).map(\.label), arranged: v.arrangedSubviews?.map { $0.name ?? "?" },
                shadow: v.node.shadow)
        }
    }

    /// The same fingerprint with the top view's superview and index taken from `other` (for a
    /// screen its container has removed, as UIKit removes the screen a push covers).
    func placedLike(_ other: TreeFingerprint) -> TreeFingerprint {
        var copy = self
        copy.entries[0].superview = other.entries[0].superview
        copy.entries[0].index = other.entries[0].index
        return copy
    }

    var description: String { entries.map { "\($0)" }.joined(separator: "\n") }
}

extension StrictTransitionRun {
    /// A push from `list` to `detail` (filling `container`) run as a navigation controller runs it,
    /// which removes the screen it no longer shows once the run ends.
    static func push(
        from list: StrictView, to detail: StrictView, in container: StrictView, world: StrictWorld, effect: TransitionEffect = .automatic
    ) -> StrictTransitionRun {
        StrictTransitionRun(
            world: world, configuration: TransitionContext(kind: .push, containerSize: container.node.bounds.size, effect: effect),
            container: container, handed: [.source: list, .destination: detail],
            controllerViews: [.source: list, .destination: detail],
            finalFrames: [.source: container.node.bounds, .destination: container.node.bounds],
            afterCompletion: { completed in
                if completed { list.removeFromSuperview() } else { detail.removeFromSuperview() }
            })
    }
}
