#if canImport(UIKit)
    import UIKit

    // The values an app writes — IDs, effects, modifiers, edges, sizes, directions, durations — declared
    // here, in UIKit's types, so that `import MatchUIKit` is all an app needs, also with Swift's
    // `MemberImportVisibility` on (SE-0444: a member is visible only when its defining module is
    // imported, so typealiases of the engine's types would not bring their cases). Each has an engine
    // type of the same name; `Vocabulary+Engine.swift` converts them (and says where they differ),
    // and the engine gives them their meaning.

    /// The tag that pairs a view on one screen with a view on the other: views with equal IDs fly from
    /// one to the other (`UIView.matchID`, or `UIView.transitionID` as a `String`).
    ///
    /// Two IDs are equal when their texts are (exact, case-sensitive). An empty ID never matches. A
    /// string literal makes one: `view.matchID = "photo-42"`.
    public struct TransitionID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The tag's text.
        public let rawValue: String

        /// Creates an ID from its text.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Creates an ID from a string literal: `"avatar-42"`.
        public init(stringLiteral value: String) { self.rawValue = value }

        /// The tag's text.
        public var description: String { rawValue }
    }

    /// A direction of motion on screen, for the effects that slide (``TransitionEffect/push(_:)``, …).
    public enum Direction: Hashable, Sendable {
        /// Toward the left edge.
        case left
        /// Toward the right edge.
        case right
        /// Toward the top edge.
        case up
        /// Toward the bottom edge.
        case down
        /// Toward the leading edge: left in left-to-right layouts, right in right-to-left ones.
        case leading
        /// Toward the trailing edge: right in left-to-right layouts, left in right-to-left ones.
        case trailing
    }

    /// The edge a modal screen comes in from (``TransitionEffect/presentFromEdge(_:dimming:size:)``), or the centre.
    public enum PresentationEdge: Hashable, Sendable {
        /// From above the top edge.
        case top
        /// From below the bottom edge (a sheet).
        case bottom
        /// From beyond the left edge.
        case left
        /// From beyond the right edge.
        case right
        /// In place, scaling from 1.2 to 1 while fading in (an alert-like pop-in).
        case center
    }

    /// How much of the container a presented screen covers (``TransitionEffect/presentFromEdge(_:dimming:size:)``).
    ///
    /// Lengths are along the edge's axis: height for `.top`, `.bottom` and `.center`, width for
    /// `.left` and `.right`; the screen covers the whole of the other axis. Negative, NaN or infinite
    /// values count as 0, and every length is clamped to the container.
    public enum PresentationSize: Equatable, Sendable {
        /// The whole container. The default.
        case full
        /// A fraction of the container along the edge's axis, 0…1 (0.5: half the height for a sheet).
        case fraction(CGFloat)
        /// A length in points along the edge's axis.
        case length(CGFloat)
        /// An explicit size in points, width × height.
        case size(CGSize)
    }

    /// How the two screens' root views (and unmatched views without modifiers) move.
    ///
    /// Every effect is described for a presenting transition (push, present, tab switch); pop and
    /// dismiss play the same effect back, so a dismissal is exactly the presentation reversed.
    public enum TransitionEffect: Equatable, Sendable {
        /// Chosen by the kind of transition: `.push(.leading)` for navigation,
        /// `.presentFromEdge(.bottom)` for modals, `.slideByTabOrder` for tab switches. The default.
        case automatic
        /// The destination slides in moving in `direction` over the source, which moves a third of the
        /// way in the same direction (`UINavigationController`'s parallax).
        case push(Direction)
        /// The source slides out moving in `direction`, uncovering the destination, which comes a third
        /// of the way from behind: a push played the other way round.
        case pull(Direction)
        /// The destination slides in moving in `direction` over a still source.
        case cover(Direction)
        /// The source slides out moving in `direction`, uncovering a still destination.
        case uncover(Direction)
        /// Both slide in `direction`: the source out, the destination in.
        case slide(Direction)
        /// `.slide` toward the leading edge when the new tab's index is higher, the trailing one otherwise.
        case slideByTabOrder
        /// The destination fades in over the source, which fades out.
        case fade
        /// The destination grows from 0.85 while fading in; the source grows to 1.15 while fading out:
        /// moving forward into the new screen.
        case zoom
        /// The opposite of `.zoom`: the destination shrinks from 1.15, the source to 0.85.
        case zoomOut
        /// The destination comes in from `edge` over the source, which stays, with `dimming` fading in
        /// between them: a colour whose alpha is the dimming's opacity, default black at 40 % alpha,
        /// `nil` for none (a dynamic colour resolves each time a transition begins, against the
        /// presenting screen's, navigation controller's or tab bar controller's traits). `size` is the
        /// destination's frame (default `.full`), which also sets how a ``MatchTransition`` lays it out.
        case presentFromEdge(
            PresentationEdge, dimming: UIColor? = UIColor(red: 0, green: 0, blue: 0, alpha: 0.4),
            size: PresentationSize = .full)
        /// The destination is revealed by a circle growing from `center` (the transition's container
        /// view's coordinates, points) to the farthest container corner, over a still source.
        case circularReveal(center: CGPoint)
        /// The roots do not move: the destination sits over the source; only matched and modified views animate.
        case none
    }

    /// One instruction that changes how a view takes part in a transition (`UIView.transitionModifiers`).
    ///
    /// Modifiers on a source view describe where it goes; on a destination view, where it comes from.
    /// A dynamic colour in a modifier resolves against the view's traits when a transition captures it.
    public enum Modifier: Sendable {
        /// Fade to (or from) alpha 0.
        case fade
        /// Animate to (or from) this alpha, 0…1 (values outside count as the nearest end).
        case opacity(CGFloat)
        /// Scale about the view's centre by these factors (1 = unchanged).
        case scale(x: CGFloat, y: CGFloat)
        /// Translate by these offsets, in points (z toward the viewer).
        case translate(x: CGFloat, y: CGFloat, z: CGFloat)
        /// Rotate about the view's centre by these angles, in radians, about x, then y, then z.
        case rotate(x: CGFloat, y: CGFloat, z: CGFloat)
        /// Apply this transform about the view's centre, after its own (`CALayer.transform`'s layout).
        indirect case transform(CATransform3D)
        /// Animate the corner radius to (or from) this value, in points (≥ 0; otherwise 0).
        case cornerRadius(CGFloat)
        /// Animate the background colour to (or from) this colour.
        case backgroundColor(UIColor)
        /// Draw at this z-position among the transition's views (higher is in front); default 0.
        case zIndex(CGFloat)
        /// Start this many seconds after the transition starts (≥ 0); default 0.
        case delay(TimeInterval)
        /// Take this many seconds (> 0) instead of the transition's duration.
        case duration(TimeInterval)
        /// Follow this cubic Bézier timing curve from (0, 0) to (1, 1), given by its two control points
        /// as `UICubicTimingParameters(controlPoint1:controlPoint2:)` takes them (x clamped into 0…1,
        /// any finite y; a NaN or infinite coordinate gives the linear curve): ease in
        /// (0.42, 0) (1, 1), ease out (0, 0) (0.58, 1), ease in-out (0.42, 0) (0.58, 1), linear
        /// (0, 0) (1, 1). Without it the view follows the transition's curve.
        case timing(controlPoint1: CGPoint, controlPoint2: CGPoint)
        /// Follow a spring: `dampingRatio` 1 is critically damped (fastest without overshoot), below 1
        /// bounces (≥ 0; `UISpringTimingParameters(dampingRatio:)`'s ratio); `response` is the period
        /// of the undamped oscillation, in seconds (> 0; SwiftUI's `spring(response:dampingFraction:)`).
        /// It takes its own settling duration unless `.duration` is also given. Invalid values give a
        /// critically damped spring with a 0.5 s response; extreme ones are clamped.
        case spring(dampingRatio: CGFloat, response: TimeInterval)
        /// Travel on an arc of this intensity: 0 is straight; at 1 the arc's furthest point is half the
        /// distance travelled from the straight line (a semicircle's height), bulging to the left of
        /// the direction of travel; negative intensities bulge to the right.
        case arc(intensity: CGFloat)
        /// Stagger this view's subviews by `step` seconds each (≥ 0), in the order `direction` gives.
        case cascade(step: TimeInterval, direction: CascadeDirection)
        /// Fly from (on a destination view) or to (on a source view) the view with this ID on the
        /// other side, without that view flying back: a one-way match.
        case source(TransitionID)
        /// Ignore the modifiers of this view's subviews: they ride along inside its stand-in.
        case ignoreSubviewModifiers
        /// Let this view take part even when it lies entirely outside the container's bounds.
        case matchWhenOffscreen
        /// Fly the view itself rather than a snapshot of its pixels, so live content (video, a spinner)
        /// keeps updating; it is moved into the container for the transition and put back after.
        case useOriginalView
        /// For a matched view: crossfade the two stand-ins (`true`) or show only the destination's
        /// (`false`), overriding Match's guess of whether their content differs.
        case crossfade(Bool)
        /// For a matched view: how its snapshot fills the flying frame when the frame changes size;
        /// without it Match picks a mode that never stretches text (see ``ResizeMode``). When both views
        /// of a pair carry one, the presented side's wins (the destination of a push or presentation,
        /// the source of its pop or dismissal).
        case resize(ResizeMode)
        /// Apply these modifiers to the view's start state before the transition begins.
        case beginWith([Modifier])
        /// Apply these modifiers only when the view is matched.
        case whenMatched([Modifier])
        /// Apply these modifiers only when the view appears (destination, unmatched).
        case whenAppearing([Modifier])
        /// Apply these modifiers only when the view disappears (source, unmatched).
        case whenDisappearing([Modifier])
        /// Apply these modifiers only in a presenting transition (push, present, tab switch forward).
        case whenPresenting([Modifier])
        /// Apply these modifiers only in a dismissing transition (pop, dismiss).
        case whenDismissing([Modifier])
        /// Animate the drop shadow to (or from) this one, in the view's own points; the parameters are
        /// `CALayer`'s five shadow properties with their units, ranges and defaults (except `opacity`,
        /// which has none):
        /// - `color`: `shadowColor`, default opaque black; its alpha multiplies `opacity`;
        /// - `opacity`: `shadowOpacity`, 0 (transparent) … 1 (opaque);
        /// - `radius`: `shadowRadius`, the blur radius in points, ≥ 0; default 3;
        /// - `offset`: `shadowOffset` in points, positive `height` downward; default (0, −3);
        /// - `path`: the outline's bounding box in the view's bounds coordinates, drawn with the view's
        ///   corner radius; `nil` (the default) follows the content's alpha.
        /// The value replaces the view's own shadow at that end; out-of-range numbers are sanitized.
        indirect case shadow(
            color: UIColor = .black, opacity: Float, radius: CGFloat = 3, offset: CGSize = CGSize(width: 0, height: -3),
            path: CGRect? = nil)
        /// No drop shadow at this end: the view's shadow fades out (or in), keeping its shape.
        case noShadow

        /// Scale uniformly about the view's centre by `factor` (1 = unchanged).
        public static func scale(_ factor: CGFloat) -> Modifier { .scale(x: factor, y: factor) }

        /// Translate in the plane, in points.
        public static func translate(x: CGFloat, y: CGFloat) -> Modifier { .translate(x: x, y: y, z: 0) }

        /// Rotate in the plane about the view's centre by `angle`, in radians (clockwise on screen for
        /// positive angles).
        public static func rotate(_ angle: CGFloat) -> Modifier { .rotate(x: 0, y: 0, z: angle) }
    }

    /// How a matched pair's snapshot fills its flying frame when the frame changes size
    /// (``Modifier/resize(_:)``).
    ///
    /// Without the modifier Match picks one: a pair whose aspect ratio stays within 1 % stretches,
    /// otherwise text moves without scaling when only its width changes and crossfades when its height
    /// changes, an image fills its frame, and anything else crossfades.
    public enum ResizeMode: Hashable, Sendable {
        /// The content fills the flying frame, stretched to its aspect ratio.
        case stretch
        /// The content keeps its aspect ratio, scaled to fit inside the frame and centred in it; the
        /// frame's background shows around it (letterboxing).
        case aspectFit
        /// The content keeps its aspect ratio, scaled to cover the whole frame and centred in it; the
        /// frame clips what overhangs.
        case aspectFill
        /// Both stand-ins fly the same frame and crossfade, each aspect-fit, so neither is distorted.
        case crossfade
        /// The content stays at its natural size, anchored at the frame's top-leading corner and
        /// clipped by the frame: for text, which reflows rather than scales.
        case positionOnly
    }

    /// The order in which ``Modifier/cascade(step:direction:)`` staggers subviews.
    public enum CascadeDirection: Equatable, Sendable {
        /// By their top edges, top first.
        case topToBottom
        /// By their bottom edges, bottom first.
        case bottomToTop
        /// From the leading edge (left in left-to-right layouts).
        case leading
        /// From the trailing edge (right in left-to-right layouts).
        case trailing
        /// By distance of their centres from `from`, in the transition's container view's points,
        /// nearest first.
        case radial(from: CGPoint)
    }

    /// What a transition does when the system's Reduce Motion setting is on
    /// (``MatchTransition/reduceMotionResponse``).
    public enum ReduceMotionResponse: Hashable, Sendable {
        /// Nothing flies or slides: the change becomes a cross-dissolve of `duration` seconds (> 0;
        /// invalid values count as 0.25), matched views dissolving in place. Modifiers' delays,
        /// durations, curves, arcs and cascades do not apply.
        case crossDissolve(duration: TimeInterval)
        /// Keep the transition's motion unchanged (for an app that designs its own reduced motion).
        case keepMotion

        /// The default: a 0.25 s cross-dissolve.
        public static let `default` = ReduceMotionResponse.crossDissolve(duration: 0.25)
    }

    /// Bounds for a duration fitted to how far the largest matched view flies and how much it changes
    /// size (``MatchTransition/fittedDuration``): a short hop is quick, a flight across the screen takes
    /// `maximum`.
    ///
    /// The duration is `minimum + (maximum − minimum) × √reach`, where `reach` is the view's travel
    /// plus growth over the container's diagonal, at most 1. A `minimum` that is NaN, infinite or
    /// negative counts as 0.25 s, a `maximum` likewise as 0.5 s, and a `maximum` below the `minimum`
    /// as the `minimum`.
    public struct FittedDuration: Hashable, Sendable {
        /// The duration of a matched view that neither moves nor changes size, in seconds (≥ 0);
        /// default 0.25.
        public var minimum: TimeInterval
        /// The duration of a matched view that crosses the whole container or grows to fill it, in
        /// seconds (≥ ``minimum``); default 0.5.
        public var maximum: TimeInterval

        /// The defaults, 0.25…0.5 s.
        public static let standard = FittedDuration()

        /// Creates bounds, in seconds; the defaults are 0.25 and 0.5.
        public init(minimum: TimeInterval = 0.25, maximum: TimeInterval = 0.5) {
            self.minimum = minimum
            self.maximum = maximum
        }
    }
#endif
