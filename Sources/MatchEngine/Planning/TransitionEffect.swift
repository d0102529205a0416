/// A direction of motion on screen.
public enum Direction: Sendable, Hashable, Codable {
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
    /// Toward the trailing edge.
    case trailing

    /// The other way.
    package var opposite: Direction {
        switch self {
        case .left: .right
        case .right: .left
        case .up: .down
        case .down: .up
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    /// `.leading` and `.trailing` turned into `.left` or `.right`.
    package func resolved(_ layout: TransitionContext.LayoutDirection) -> Direction {
        switch (self, layout) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
        case (.leading, .rightToLeft), (.trailing, .leftToRight): .right
        default: self
        }
    }

    /// The unit vector of the motion (y down); `.leading` and `.trailing` must be resolved first
    /// (they count as left and right).
    var unit: Vector {
        switch self {
        case .left, .leading: Vector(dx: -1, dy: 0)
        case .right, .trailing: Vector(dx: 1, dy: 0)
        case .up: Vector(dx: 0, dy: -1)
        case .down: Vector(dx: 0, dy: 1)
        }
    }
}

/// The edge a modal screen comes in from, or the centre.
public enum PresentationEdge: Sendable, Hashable, Codable {
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

/// How much of the container a presented screen covers.
public enum PresentationSize: Sendable, Hashable, Codable {
    /// The whole container.
    case full
    /// A fraction (0…1) of the container along the edge's axis (height for top/bottom/centre,
    /// width for left/right), the whole of the other.
    case fraction(Double)
    /// A length in points along the edge's axis, the whole of the other (clamped to the container).
    case length(Double)
    /// An explicit size in points (clamped to the container).
    case size(Size)

    /// The presented screen's frame in a container of `container` size, against `edge` (centred
    /// for `.center`). Non-finite or negative values count as 0 and lengths are clamped to the container.
    package func frame(in container: Size, edge: PresentationEdge) -> Rect {
        func clamp(_ v: Double, _ limit: Double) -> Double { v.isFinite ? min(max(v, 0), limit) : 0 }
        let w = clamp(container.width, .greatestFiniteMagnitude)
        let h = clamp(container.height, .greatestFiniteMagnitude)
        let vertical = edge == .top || edge == .bottom || edge == .center
        var size: Size
        switch self {
        case .full: size = Size(width: w, height: h)
        case .fraction(let f):
            size = vertical ? Size(width: w, height: clamp(f, 1) * h) : Size(width: clamp(f, 1) * w, height: h)
        case .length(let l):
            size = vertical ? Size(width: w, height: clamp(l, h)) : Size(width: clamp(l, w), height: h)
        case .size(let s): size = Size(width: clamp(s.width, w), height: clamp(s.height, h))
        }
        switch edge {
        case .top: return Rect(x: (w - size.width) / 2, y: 0, width: size.width, height: size.height)
        case .bottom: return Rect(x: (w - size.width) / 2, y: h - size.height, width: size.width, height: size.height)
        case .left: return Rect(x: 0, y: (h - size.height) / 2, width: size.width, height: size.height)
        case .right: return Rect(x: w - size.width, y: (h - size.height) / 2, width: size.width, height: size.height)
        case .center: return Rect(x: (w - size.width) / 2, y: (h - size.height) / 2, width: size.width, height: size.height)
        }
    }
}

/// How the two screens' root views (and unmatched views without modifiers) move.
///
/// Every effect is described for a presenting transition (push, present, tab switch); pop and
/// dismiss play the same effect back, so a dismissal is exactly the presentation reversed.
public enum TransitionEffect: Sendable, Hashable, Codable {
    /// Chosen by the kind: `.push(.leading)` for navigation, `.presentFromEdge(.bottom)` for
    /// modals, `.slideByTabOrder` for tab switches.
    case automatic
    /// The destination slides in moving in `direction` over the source, which moves a third of the
    /// way in the same direction (UINavigationController's parallax).
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
    /// The destination comes in from `edge` over the source, which stays, with a dimming colour
    /// fading in between them (`nil` for no dimming); `size` is the destination's frame (a partial
    /// sheet), which the host lays out before capture (see `PresentationSize.frame(in:edge:)`).
    case presentFromEdge(
        PresentationEdge, dimming: Color? = Color(red: 0, green: 0, blue: 0, alpha: 0.4),
        size: PresentationSize = .full)
    /// The destination is revealed by a circle growing from `center` (container coordinates) to the
    /// farthest container corner, over a still source: the tab switch from the tapped tab.
    case circularReveal(center: Point)
    /// The roots do not move: the destination sits over the source; only matched and modified views animate.
    case none

    func resolvingLayoutDirection(_ layout: TransitionContext.LayoutDirection) -> TransitionEffect {
        switch self {
        case .push(let d): .push(d.resolved(layout))
        case .pull(let d): .pull(d.resolved(layout))
        case .cover(let d): .cover(d.resolved(layout))
        case .uncover(let d): .uncover(d.resolved(layout))
        case .slide(let d): .slide(d.resolved(layout))
        default: self
        }
    }
}
