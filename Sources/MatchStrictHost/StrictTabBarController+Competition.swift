@_spi(Harness) import MatchEngine

/// The recognizers a pan on the view meets on one touch, on the strict host (`StrictTabBarController.sendPan`).
extension StrictTabBarController {
    /// A recognizer under the touch that would begin for its motion.
    struct Competitor {
        var kind: CompetitorKind
        var owner: TouchOwner
    }

    /// The recognizers on views inside the tab bar controller's view that a touch at `point`
    /// (window coordinates) moving with `motion` reaches and that would begin, innermost first:
    /// a scroll view's pan along an axis its content scrolls (wider than its bounds; a scroll view
    /// that cannot scroll sideways does not take sideways motion); a navigation controller's
    /// pan-anywhere pop and back swipe on a motion toward the trailing edge when their delegate
    /// lets them begin. The back swipe is modelled over the whole screen, not only from its edge:
    /// the region `UIScreenEdgePanGestureRecognizer` watches is not documented, and a larger one is
    /// the least favourable reading for the tab pan.
    func competitors(at point: Point, motion: Vector) -> [Competitor] {
        guard motion.isFinite, motion.dx.magnitude > motion.dy.magnitude else { return [] }
        var found: [Competitor] = []
        var v = world.hitTest(point)
        while let current = v, current !== view {
            if current.isScrollView, current.scrollsHorizontally {
                found.append(Competitor(kind: .scrollView(scrollsHorizontally: true), owner: .scroll(current, from: current.contentOffset)))
            }
            v = current.superview
        }
        // Whether a pop recognizer begins is its delegate's answer (`wouldBegin`): while a tab
        // switch runs a navigation controller in a tab has a transition coordinator too (its
        // ancestor's: D/uiviewcontroller/transitioncoordinator), which a delegate may read.
        let toTrailing = motion.dx > 0
        for navigation in navigationControllers where toTrailing && world.hitTest(point)?.isInside(navigation.view) == true {
            for added in navigation.addedPans where added.wouldBegin(point, motion) {
                found.append(Competitor(kind: added.kind == .navigationPop ? .navigationPop : .other, owner: .addedPan(added)))
            }
            if navigation.popRecognizer.receivesTouch(point), navigation.popRecognizer.wouldBegin {
                found.append(Competitor(kind: .navigationPop, owner: .backSwipe(navigation, start: point)))
            }
        }
        return found
    }

    /// The competitor takes the touch that began at `point` moving at `motion`.
    func take(_ competitor: Competitor, at point: Point, motion: Vector) {
        switch competitor.owner {
        case .backSwipe(let navigation, let start):
            navigation.popRecognizer.send(.began(location: start))
            owner = competitor.owner
        case .addedPan(let added):
            owner = added.began(point, motion) ? competitor.owner : nil
        case .scroll, .viewPan:
            owner = competitor.owner
        }
    }

    /// A scroll view follows the finger sideways from `from`, within its resting offsets.
    func scroll(_ scrollView: StrictView, from: Point, by translation: Vector) {
        let (minimum, maximum) = scrollView.restingOffsets
        scrollView.contentOffset = Point(x: min(max(from.x - translation.dx, minimum.x), maximum.x), y: from.y)
    }
}

extension StrictView {
    /// A scroll view's content size, as the strict host has it: the extent of its subviews from
    /// its content origin (a collection view's is its layout's extent).
    public var contentExtent: Size {
        var width = 0.0
        var height = 0.0
        for v in subviews {
            let f = v.node.frame
            width = max(width, f.maxX)
            height = max(height, f.maxY)
        }
        return Size(width: width, height: height)
    }

    /// Whether a scroll view's pan takes sideways motion (`AdapterRouting.scrollsHorizontally`).
    public var scrollsHorizontally: Bool {
        let (minimum, maximum) = restingOffsets
        return AdapterRouting.scrollsHorizontally(
            GestureGate.ScrollState(offset: contentOffset, minimumOffset: minimum, maximumOffset: maximum),
            alwaysBouncesHorizontally: false)
    }
}
