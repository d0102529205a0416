@_spi(Harness) @testable import MatchEngine

/// Everything about a view that a transition must give back, for exact comparisons.
struct ViewFingerprint: Equatable {
    let id: ObjectIdentifier
    let superview: ObjectIdentifier?
    let index: Int
    let center: Point
    let bounds: Rect
    let transform: Transform3D
    let alpha: Double
    let isHidden: Bool
    let clip: ClipShape?
    let name: String?
}

/// Every view under `top`, pre-order, without recursion.
func fingerprint(_ tops: [HeadlessView]) -> [ViewFingerprint] {
    var result: [ViewFingerprint] = []
    var stack = tops.reversed().map { $0 }
    while let v = stack.popLast() {
        let index = v.superview?.subviews.firstIndex { $0 === v } ?? 0
        result.append(
            ViewFingerprint(
                id: ObjectIdentifier(v), superview: v.superview.map(ObjectIdentifier.init), index: index, center: v.center,
                bounds: v.bounds, transform: v.transform, alpha: v.alpha, isHidden: v.isHidden, clip: v.clip, name: v.name))
        stack.append(contentsOf: v.subviews.reversed())
    }
    return result
}

/// A window with a container holding a list screen, and a detached detail screen.
struct Stage {
    let window: HeadlessView
    let container: HeadlessView
    let list: HeadlessView
    let detail: HeadlessView
    let host: HeadlessHost

    init() {
        window = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        container = HeadlessView(frame: window.bounds)
        window.addSubview(container)
        list = HeadlessView(frame: container.bounds)
        list.name = "list"
        container.addSubview(list)
        for i in 0..<4 {
            let cell = HeadlessView(frame: Rect(x: 0, y: Double(i) * 100, width: 400, height: 90))
            cell.name = "cell-\(i)"
            let avatar = HeadlessView(frame: Rect(x: 10, y: 10, width: 70, height: 70))
            avatar.transitionID = TransitionID("avatar-\(i)")
            avatar.cornerRadius = 35
            avatar.name = "avatar-\(i)"
            let title = HeadlessView(frame: Rect(x: 90, y: 30, width: 200, height: 30))
            title.transitionID = TransitionID("title-\(i)")
            title.name = "title-\(i)"
            cell.addSubview(avatar)
            cell.addSubview(title)
            list.addSubview(cell)
        }
        let badge = HeadlessView(frame: Rect(x: 350, y: 20, width: 30, height: 30))
        badge.transitionModifiers = [.fade, .scale(0.2)]
        badge.name = "badge"
        list.addSubview(badge)

        detail = HeadlessView(frame: container.bounds)
        detail.name = "detail"
        let card = HeadlessView(frame: Rect(x: 20, y: 100, width: 360, height: 360))
        card.transitionID = "avatar-1"
        card.name = "card"
        let photo = HeadlessView(frame: Rect(x: 30, y: 30, width: 100, height: 100))
        photo.transitionID = "photo"
        photo.name = "photo"
        card.addSubview(photo)
        let heading = HeadlessView(frame: Rect(x: 20, y: 480, width: 360, height: 40))
        heading.transitionID = "title-1"
        heading.name = "heading"
        let body = HeadlessView(frame: Rect(x: 20, y: 540, width: 360, height: 200))
        body.transitionModifiers = [.translate(x: 0, y: 100), .fade]
        body.name = "body"
        detail.addSubview(card)
        detail.addSubview(heading)
        detail.addSubview(body)
        host = HeadlessHost(container: container)
    }

    /// A run of the transition through the controller UIKit runs, over a headless context that
    /// hands over both screens (the detail at the container's bounds).
    func run(
        _ kind: TransitionContext.Kind = .push, effect: TransitionEffect = .automatic,
        workspace: TransitionWorkspace? = nil
    ) -> HeadlessTransition {
        HeadlessTransition(
            configuration: TransitionContext(kind: kind, containerSize: Size(width: 400, height: 800), effect: effect),
            container: container, source: list, destination: detail, workspace: workspace)
    }

    var everything: [HeadlessView] { [window, detail] }
}

final class Outcome {
    var results: [Bool] = []
}
