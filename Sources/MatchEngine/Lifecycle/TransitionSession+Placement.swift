extension TransitionSession {
    /// Where the destination root goes before it is captured, and which chrome view (if any)
    /// stands for the plan's dimming layer.
    package struct Placement {
        /// The destination root's frame in the container (`finalFrame(for:)`); the root is put into
        /// the container if it is not there, given this frame and laid out before capture. `nil`
        /// leaves it where it is (a presenter that stays on screen), untouched.
        package var destinationFrame: Rect?
        /// Whether a destination put into the container goes below the source root (pop, dismiss)
        /// rather than on top (push, present, tab switch).
        package var destinationBelowSource: Bool
        /// A dimming view someone else owns and has placed (a presentation controller's, at index
        /// 0 of the container): the plan's dimming track animates it; `nil` makes a temporary one.
        package var dimmingView: Host.View?
        /// Whether the matched stand-ins ride in one carrier view, so a finger can move them off
        /// their planned path (`TransitionController`'s finger-following) without new animations.
        package var carriesMatchedViews: Bool
        /// For a pop or dismissal: where each ID that flew in was (container coordinates), and
        /// the app's answer, asked now, for the view that stands for it; `nil`, or a view outside
        /// the destination, matches by ID (see `ReturnFlight`).
        package var returning: (lastKnownFrames: [TransitionID: Rect], lookUp: (TransitionID) -> Host.View?)?

        /// Creates a placement; every argument defaults to "leave it".
        package init(
            destinationFrame: Rect? = nil, destinationBelowSource: Bool = false, dimmingView: Host.View? = nil,
            carriesMatchedViews: Bool = false,
            returning: (lastKnownFrames: [TransitionID: Rect], lookUp: (TransitionID) -> Host.View?)? = nil
        ) {
            self.destinationFrame = destinationFrame
            self.destinationBelowSource = destinationBelowSource
            self.dimmingView = dimmingView
            self.carriesMatchedViews = carriesMatchedViews
            self.returning = returning
        }
    }
}
