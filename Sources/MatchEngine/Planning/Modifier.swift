/// One instruction that changes how a view takes part in a transition.
///
/// Modifiers on a source view describe where it goes; on a destination view, where it comes from.
/// They are typed values, never strings; the planner gives them their meaning.
public enum Modifier: Sendable, Hashable, Codable {
    /// Fade to (or from) alpha 0.
    case fade
    /// Animate to (or from) this alpha, 0…1.
    case opacity(Double)
    /// Scale about the view's centre by these factors (1 = unchanged).
    case scale(x: Double, y: Double)
    /// Translate by these offsets, in points (z toward the viewer).
    case translate(x: Double, y: Double, z: Double)
    /// Rotate about the view's centre by these angles, in radians, about x, then y, then z.
    case rotate(x: Double, y: Double, z: Double)
    /// Apply this transform about the view's centre, after its own.
    ///
    /// Boxed (`indirect`), like ``shadow(_:)``: a 128-byte payload would make every modifier 129 bytes,
    /// and the planner copies each modifier it switches over; boxed, a modifier is 34 bytes.
    indirect case transform(Transform3D)
    /// Animate the corner radius to (or from) this value, in points.
    case cornerRadius(Double)
    /// Animate the background colour to (or from) this colour.
    case backgroundColor(Color)
    /// Draw at this z-position among the transition's views (higher is in front); default 0.
    case zIndex(Double)
    /// Start this many seconds after the transition starts (≥ 0).
    case delay(Double)
    /// Take this many seconds (> 0) instead of the transition's duration.
    case duration(Double)
    /// Follow this timing curve.
    case timing(TimingCurve)
    /// Follow this spring (its natural duration unless ``duration(_:)`` is also given).
    case spring(Spring)
    /// Travel on an arc of this intensity (0 = straight; see ``MotionPath/arc(intensity:)``).
    case arc(intensity: Double)
    /// Stagger this view's subviews by `step` seconds each, in the order `direction` gives.
    case cascade(step: Double, direction: CascadeDirection)
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
    /// (`false`), overriding the planner's guess of whether their content differs.
    case crossfade(Bool)
    /// For a matched view: how its snapshot fills the flying frame when the frame changes size
    /// (see ``ResizeMode``); without it the planner picks a mode that never stretches text. When
    /// both views of a pair carry one, the one on the presented side wins (the destination of a
    /// push or presentation, the source of its pop or dismissal), as for `.crossfade(_)`;
    /// `.resize(.crossfade)` always crossfades, whatever `.crossfade(_)` says.
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
    /// Animate the drop shadow to (or from) this one, in the view's own points; `nil` for none
    /// (the shadow fades out, or in, keeping its shape). Applied like ``cornerRadius(_:)``: the value
    /// replaces the view's own shadow at that end. Boxed, like ``transform(_:)``.
    indirect case shadow(Shadow?)

    /// Scale uniformly about the view's centre (1 = unchanged).
    package static func scale(_ factor: Double) -> Modifier { .scale(x: factor, y: factor) }

    /// Translate in the plane, in points.
    package static func translate(x: Double, y: Double) -> Modifier { .translate(x: x, y: y, z: 0) }

    /// Rotate in the plane about the view's centre, in radians (clockwise on screen for positive angles).
    package static func rotate(_ angle: Double) -> Modifier { .rotate(x: 0, y: 0, z: angle) }
}

/// The order in which ``Modifier/cascade(step:direction:)`` staggers subviews.
public enum CascadeDirection: Sendable, Hashable, Codable {
    /// By their top edges, top first.
    case topToBottom
    /// By their bottom edges, bottom first.
    case bottomToTop
    /// From the leading edge (left in left-to-right layouts).
    case leading
    /// From the trailing edge (right in left-to-right layouts).
    case trailing
    /// By distance of their centres from a point, in container coordinates, nearest first.
    case radial(from: Point)
}
