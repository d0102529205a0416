/// What every host's `restore(_:)` puts back, beyond a view's place: the rules that keep what the
/// app, the user or UIKit itself changed or owns during a flight. Hosts report facts about a view
/// (is it a scroll view, who holds a constraint); these functions decide.
@usableFromInline package enum RestoreRule {
    /// Whether restore writes a recorded bounds *origin* back (the bounds size always goes back).
    ///
    /// A scroll view's bounds origin is its `contentOffset` ("The default value is CGPointZero"
    /// and scrolling changes it; D/uiscrollview/contentoffset): the user may scroll a table or
    /// collection view root, or the app may move it, while the transition flies, and no flight
    /// ever writes it (hosts animate bounds sizes only). For any other view the origin is put
    /// back like the rest of its geometry.
    @usableFromInline package static func restoresBoundsOrigin(isScrollView: Bool) -> Bool { !isScrollView }

    /// The bounds a host writes back: `recorded`, or for a scroll view `recorded`'s size at the
    /// `current` origin (its content offset stands).
    @usableFromInline package static func restoredBounds(recorded: Rect, current: Rect, isScrollView: Bool) -> Rect {
        restoresBoundsOrigin(isScrollView: isScrollView) ? recorded : Rect(origin: current.origin, size: recorded.size)
    }

    /// The identifier prefix of the constraints a `UIStackView` makes for its arranged subviews
    /// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`…, as every constraint log shows;
    /// uikit-practice P6).
    @usableFromInline package static let stackConstraintPrefix = "UISV-"

    /// Whether a constraint belongs to a stack view's own layout: held by a stack view that
    /// arranges the recorded view, with a `UISV-` identifier. The stack rebuilds those whenever its
    /// arranged subviews change (`insertArrangedSubview(_:at:)` makes new ones), so a restore
    /// never records nor re-activates them (uikit-practice P6). Constraints the app added to the
    /// stack stay the app's and come back.
    @usableFromInline package static func isStackOwned(identifier: String?, heldByStackArrangingView: Bool) -> Bool {
        guard heldByStackArrangingView, let identifier else { return false }
        return identifier.hasPrefix(stackConstraintPrefix)
    }

    /// The alpha an original that flies as a stand-in is concealed with, in place (`isHidden`
    /// would collapse a stack view around it).
    @usableFromInline package static let concealedAlpha = 0.0

    /// Whether a concealed original gets the alpha it had before the flight back: only while its
    /// alpha is still `concealedAlpha`, the value the transition wrote. An alpha written since —
    /// by the app (an image that fades in as it loads) or by a collection view applying its
    /// cells' layout attributes (uikit-practice P10) — is newer than the record, and stands.
    @usableFromInline package static func revealsConcealed(currentAlpha: Double) -> Bool { currentAlpha == concealedAlpha }

    /// The alpha a presentation's dimming view is left at once the transition ends: where the
    /// plan's dimming track ends for the outcome — its end (`to`) when the run completed, its
    /// start (`from`) when it was cancelled. A cancelled dismissal leaves the screen dimmed, and
    /// taking a tap outside (hit testing skips a view below alpha 0.01, uikit-practice P8); a
    /// cancelled presentation leaves the dimming hidden. The dimming view is the presentation
    /// controller's, so no record puts it back, and whether `finishAnimation(at: .start)` reverts
    /// what keyframes nested in a property animator wrote is not documented (uikit-rules 4.17,
    /// uikit-practice P16): the transition writes this alpha itself once the animator has finished.
    package static func dimmingAlpha(completed: Bool, plannedFrom from: Double, to: Double) -> Double { completed ? to : from }

    /// The screen that stays visible once a transition ends: the destination of a completed run,
    /// the source of a cancelled one. The other leaves: UIKit removes it right after (a covered
    /// screen, a dismissed one, a cancelled presentation's).
    @usableFromInline package static func screenThatStays(completed: Bool) -> SceneSide { completed ? .destination : .source }

    /// Whether restore makes a recorded first responder first responder again: only when the
    /// transition took the view that contains it out of its superview (re-parenting can cost first
    /// responder, uikit-practice P7), it is not first responder now, and it is on the screen that
    /// stays visible (`screenThatStays(completed:)`). A view re-ordered inside its superview never
    /// loses it, and a responder that is still first needs nothing. One on the screen that leaves
    /// stays resigned: made first responder just before UIKit removes its screen, it would bring
    /// the keyboard up for a moment and start and end the app's editing (`textFieldDidBeginEditing`).
    @usableFromInline package static func restoresFirstResponder(
        wasInside recorded: Bool, leftSuperview: Bool, isFirstResponderNow: Bool, onScreenThatStays: Bool
    ) -> Bool {
        recorded && leftSuperview && !isFirstResponderNow && onScreenThatStays
    }
}
