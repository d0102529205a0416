@_spi(Harness) import MatchEngine
@_spi(Harness) import MatchStrictHost

/// A benchmark scene built in a strict world: the headless scene's two trees mirrored view by view
/// (`StrictView.mirroring`), the source screen in a container in the window.
public struct StrictScene {
    /// The strict world the scene lives in.
    public let world = StrictWorld()
    /// The view the transition runs in, in the window.
    public let container: StrictView
    /// The source screen, in the container.
    public let list: StrictView
    /// The destination screen, out of the hierarchy until a transition adds it.
    public let detail: StrictView
    /// The scene's transition (`SceneKind.context(size:)`).
    public let context: TransitionContext

    /// Builds `kind` at `count` views in a new strict world and runs a render pass.
    public init(kind: SceneKind, count: Int) {
        let size = world.window.node.bounds.size
        container = StrictView(world: world, frame: Rect(origin: .zero, size: size), name: "container")
        world.window.addSubview(container)
        let source = HeadlessView(frame: container.node.bounds)
        let destination = HeadlessView(frame: container.node.bounds)
        kind.populate(source: source, destination: destination, count: count)
        list = StrictView.mirroring(source, in: world)
        detail = StrictView.mirroring(destination, in: world)
        container.addSubview(list)
        context = kind.context(size: size)
        world.renderPass()
    }

    /// The scene's transition from the list to the detail, handed over as a container hands it.
    public func transition() -> StrictTransitionRun {
        let detail = detail
        return StrictTransitionRun(
            world: world, configuration: context, container: container, handed: [.source: list, .destination: detail],
            controllerViews: [.source: list, .destination: detail], finalFrames: [.destination: container.node.bounds],
            afterCompletion: { completed in if !completed { detail.removeFromSuperview() } })
    }
}

extension StrictView {
    /// A strict view tree with `view`'s frames, IDs, modifiers and look, view by view.
    static func mirroring(_ view: HeadlessView, in world: StrictWorld) -> StrictView {
        let mirrored = StrictView(world: world, frame: view.frame, name: view.name)
        let node = mirrored.node
        node.bounds = view.bounds
        node.transform = view.transform
        node.alpha = view.alpha
        node.clipsToBounds = view.clipsToBounds
        node.cornerRadius = view.cornerRadius
        node.maskedCorners = view.maskedCorners
        node.shadow = view.shadow
        node.clip = view.clip
        node.transitionID = view.transitionID
        node.transitionModifiers = view.transitionModifiers
        node.contentKind = view.contentKind
        node.contentFingerprint = view.contentFingerprint
        if let colour = view.backgroundColor { mirrored.backgroundColor = .fixed(colour) }
        for child in view.subviews { mirrored.addSubview(mirroring(child, in: world)) }
        return mirrored
    }
}
