@_spi(Harness) import MatchEngine

extension StrictView {
    /// The smallest and largest `contentOffset` a scroll view rests at: from minus the top and left
    /// insets to the content's far edge plus the bottom and right insets, never below the smallest.
    public var restingOffsets: (minimum: Point, maximum: Point) {
        let size = node.bounds.size
        let minimum = Point(x: -contentInset.left, y: -contentInset.top)
        let maximum = Point(
            x: max(minimum.x, contentSize.width + contentInset.right - size.width),
            y: max(minimum.y, contentSize.height + contentInset.bottom - size.height))
        return (minimum, maximum)
    }

    /// The scroll view's own pan (`panGestureRecognizer`) following a finger step (window points):
    /// the content moves with the finger, on each axis the content scrolls along (wider or taller
    /// than the bounds). Past a resting offset it bounces (`bounces` is on by default): the content
    /// moves half the step, as the rubber band starts.
    func scrollPanFollows(step: Vector) {
        let (minimum, maximum) = restingOffsets
        func follow(_ offset: Double, _ step: Double, _ low: Double, _ high: Double) -> Double {
            guard high > low else { return offset }
            let next = offset - step
            return next < low || next > high ? offset - step / 2 : next
        }
        var offset = contentOffset
        offset.x = follow(offset.x, step.dx, minimum.x, maximum.x)
        offset.y = follow(offset.y, step.dy, minimum.y, maximum.y)
        contentOffset = offset
    }

    /// `panGestureRecognizer.isEnabled` set off and on: the scroll view's pan is cancelled and
    /// follows nothing more of the touch now down (UIGestureRecognizer.h: disabling a recognizer
    /// that is recognizing cancels it).
    public func cancelScrollPan() { scrollPanTracksTouch = false }
}
