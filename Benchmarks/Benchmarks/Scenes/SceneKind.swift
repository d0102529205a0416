@_spi(Harness) import MatchEngine

/// The benchmarks' scenes by name, for the package-benchmark suite and the loops in `Tools/`.
public enum SceneKind: String, CaseIterable, Sendable {
    /// N tagged cards in a 4-column grid moving to a detail layout (one column of wide rows): `GridScene`.
    case grid
    /// Half matched, a quarter appearing, a quarter disappearing, nested three deep: `MixedScene`.
    case mixed
    /// Every kind of track (`FullScene`): crossfading pairs, corners, colours and shadows that
    /// change, clips, an arc on a spring, nesting, appearing and disappearing views with modifiers.
    case full

    /// The transition the scene is benchmarked with, in a container of `size`: a push for the grid
    /// and mixed scenes; for the full scene a tab switch revealed by a circle from the second of
    /// four tabs (`FullScene.context(size:)`), which clips the new screen and the views riding it.
    package func context(size: Size) -> TransitionContext {
        switch self {
        case .grid, .mixed: TransitionContext(kind: .push, containerSize: size)
        case .full: FullScene.context(size: size)
        }
    }

    /// Fills `source` and `destination` with the scene's `count` views; returns the tagged IDs.
    @discardableResult
    package func populate(source: HeadlessView, destination: HeadlessView, count: Int) -> [TransitionID] {
        switch self {
        case .grid: GridScene.populate(source: source, destination: destination, count: count)
        case .mixed: MixedScene.populate(source: source, destination: destination, count: count)
        case .full: FullScene.populate(source: source, destination: destination, count: count)
        }
    }
}
