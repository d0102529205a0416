#if canImport(UIKit)
    import MatchEngine
    import UIKit

    // The engine's value types that MatchUIKit's API names, under the same names, so that an app
    // needs only `import MatchUIKit` (and UIKit). Each is the engine type itself, not a copy: a file
    // that also imports MatchEngine sees one type under either name.

    /// A matched view's tag (`UIView.matchID`): views with equal IDs on the two screens fly from one
    /// to the other. A string literal makes one (`"photo-42"`). The engine's `TransitionID`.
    public typealias TransitionID = MatchEngine.TransitionID

    /// How the two screens' root views (and unmatched views without modifiers) move: `.automatic`
    /// (the default), `.push(.leading)`, `.fade`, `.zoom`, `.presentFromEdge(.bottom, dimming:size:)`…
    /// Described for the presenting direction; pop and dismiss play it back. The engine's `TransitionEffect`.
    public typealias TransitionEffect = MatchEngine.TransitionEffect

    /// A direction a `TransitionEffect` moves in: `.left`, `.right`, `.up`, `.down`, or `.leading` /
    /// `.trailing` (mirrored in right-to-left layouts). The engine's `Direction`.
    public typealias Direction = MatchEngine.Direction

    /// The edge a modal screen comes in from (`.top`, `.bottom`, `.left`, `.right`), or `.center`.
    /// The engine's `PresentationEdge`.
    public typealias PresentationEdge = MatchEngine.PresentationEdge

    /// How much of the container a presented screen covers: `.full` (the default), `.fraction(0…1)`,
    /// `.length(points)` or `.size(CGSize)` (points; clamped to the container). The engine's `PresentationSize`.
    public typealias PresentationSize = MatchEngine.PresentationSize

    /// One instruction that changes how a view takes part in a transition (`UIView.transitionModifiers`):
    /// `.fade`, `.scale(0.2)`, `.delay(0.05)` (seconds), `.arc(intensity: 0…1)`, `.resize(.aspectFit)`,
    /// `.shadow(color:opacity:radius:offset:path:)`… The engine's `Modifier`.
    public typealias Modifier = MatchEngine.Modifier

    /// How a matched pair's content fits while its frame changes (`Modifier.resize`): `.stretch`,
    /// `.aspectFit`, `.aspectFill`, `.crossfade` or `.positionOnly`; without the modifier, the view's
    /// `ContentKind` decides. The engine's `ResizeMode`.
    public typealias ResizeMode = MatchEngine.ResizeMode

    /// The order in which `Modifier.cascade` staggers subviews: `.topToBottom`, `.bottomToTop`,
    /// `.leading`, `.trailing`, or `.radial(from: CGPoint)` (container points). The engine's `CascadeDirection`.
    public typealias CascadeDirection = MatchEngine.CascadeDirection

    /// What a run does when Reduce Motion is on: `.crossDissolve(duration:)` (seconds; the default is
    /// 0.25 s) or `.keepMotion`. The engine's `ReduceMotionResponse`.
    public typealias ReduceMotionResponse = MatchEngine.ReduceMotionResponse

    /// Bounds for a duration fitted to how far the largest matched view flies: `.standard`
    /// (0.25…0.5 s) or `FittedDuration(minimum:maximum:)`, in seconds. The engine's `FittedDuration`.
    public typealias FittedDuration = MatchEngine.FittedDuration

    /// What a view draws, for the default resize mode (`UIView.matchContentKind`): `.text`, `.image`,
    /// `.visualEffect` or `.plain`. The engine's `ContentKind`.
    public typealias ContentKind = MatchEngine.ContentKind

    extension Modifier {
        /// Animate the drop shadow to (or from) this one, in the view's own points; the parameters
        /// are `CALayer`'s five shadow properties with their units, ranges and defaults (except
        /// `opacity`, which has none):
        /// - `color`: `shadowColor`, default opaque black; its alpha multiplies `opacity`;
        /// - `opacity`: `shadowOpacity`, 0 (transparent) … 1 (opaque);
        /// - `radius`: `shadowRadius`, the blur radius in points, ≥ 0; default 3;
        /// - `offset`: `shadowOffset` in points, positive `height` downward; default (0, −3);
        /// - `path`: the outline's bounding box in the view's bounds coordinates, drawn with the view's
        ///   corner radius; `nil` (the default) follows the content's alpha.
        /// Out-of-range numbers are sanitized by the engine (see the engine's `Shadow`). A dynamic
        /// colour is read as it resolves now, on the main actor.
        @MainActor
        public static func shadow(
            color: UIColor = .black, opacity: Float, radius: CGFloat = 3, offset: CGSize = CGSize(width: 0, height: -3),
            path: CGRect? = nil
        ) -> Modifier {
            .shadow(
                Shadow(
                    color: Color(color), opacity: Double(opacity), radius: Double(radius),
                    offset: Vector(dx: Double(offset.width), dy: Double(offset.height)),
                    path: path.map(Rect.init)))
        }

        /// No drop shadow at this end: the view's shadow fades out (or in), keeping its shape.
        public static var noShadow: Modifier { .shadow(nil) }
    }

    extension TransitionEffect {
        /// The destination comes in from `edge` over the source, which stays, with `dimming` fading in
        /// between them; `size` is the destination's frame (default `.full`). The UIKit spelling of the
        /// engine case, whose dimming defaults to black at 40 % alpha (pass `dimming: nil` there for none).
        /// A dynamic colour is read as it resolves now, on the main actor.
        @MainActor
        public static func presentFromEdge(_ edge: PresentationEdge, dimming: UIColor, size: PresentationSize = .full) -> TransitionEffect {
            .presentFromEdge(edge, dimming: Color(dimming), size: size)
        }

        /// The destination is revealed by a circle growing from `center` (container points) to the
        /// farthest container corner, over a still source.
        public static func circularReveal(center: CGPoint) -> TransitionEffect {
            .circularReveal(center: Point(center))
        }
    }

    extension PresentationSize {
        /// An explicit size in points, width × height (each clamped to the container).
        public static func size(_ size: CGSize) -> PresentationSize {
            .size(Size(size))
        }
    }

    extension CascadeDirection {
        /// By distance of the subviews' centres from `point`, in container points, nearest first.
        public static func radial(from point: CGPoint) -> CascadeDirection {
            .radial(from: Point(point))
        }
    }
#endif
