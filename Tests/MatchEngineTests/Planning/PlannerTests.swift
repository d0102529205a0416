import Testing

@_spi(Harness) @testable import MatchEngine

/// A 400×800 screen with the given children, captured in a 400×800 container.
func screen(_ children: [HeadlessView], rootModifiers: [Modifier] = []) -> SceneSnapshot {
    scene(children.map { $0 }, container: Rect(x: 0, y: 0, width: 400, height: 800)).withRootModifiers(rootModifiers)
}

extension SceneSnapshot {
    func withRootModifiers(_ modifiers: [Modifier]) -> SceneSnapshot {
        var copy = self
        copy.views[0].modifiers = modifiers
        return copy
    }
}

func plan(_ source: SceneSnapshot, _ destination: SceneSnapshot, _ context: TransitionContext) -> TransitionPlan {
    Planner.plan(
        match: Matcher.match(source: source, destination: destination), source: source, destination: destination,
        context: context)
}

let container = Size(width: 400, height: 800)

@Suite struct PlannerTests {
    func cardPlan(timing: TimingCurve) -> (TransitionPlan, Int) {
        let source = screen([view("card", Rect(x: 0, y: 0, width: 100, height: 100))])
        let destination = screen([view("card", Rect(x: 200, y: 400, width: 300, height: 200))])
        let p = plan(
            source, destination,
            TransitionContext(
                kind: .push, containerSize: container, effect: .none,
                duration: 0.5, matchedTiming: timing))
        let index = p.tracks.firstIndex { if case .matched = $0.role { true } else { false } }!
        return (p, index)
    }

    /// The card's centre goes from (50, 50) to (350, 500) and its size from 100×100 to 300×200.
    @Test(arguments: [
        (0.0, 50.0, 50.0, 100.0, 100.0), (0.25, 125, 162.5, 150, 125), (0.5, 200, 275, 200, 150),
        (1, 350, 500, 300, 200),
    ])
    func matchedCardWithLinearTiming(_ row: (Double, Double, Double, Double, Double)) {
        let (p, i) = cardPlan(timing: .linear)
        let s = p.states(at: row.0)[i]
        #expect(s.position.isApproximatelyEqual(to: Point(x: row.1, y: row.2), tolerance: 1e-9))
        #expect(s.size.isApproximatelyEqual(to: Size(width: row.3, height: row.4), tolerance: 1e-9))
        #expect(s.transform == .identity)
    }

    @Test func matchedCardWithEaseInOut() {
        let (p, i) = cardPlan(timing: .bezier(.easeInOut))
        // easeInOut at x = 0.25, found by bisecting de Casteljau's x(t) (independent of the engine's solver).
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if CubicBezierTests.deCasteljau(0, 0.42, 0.58, 1, mid) < 0.25 { lo = mid } else { hi = mid }
        }
        let f = CubicBezierTests.deCasteljau(0, 0, 1, 1, lo)  // ≈ 0.129
        let quarter = p.states(at: 0.25)[i]
        #expect(quarter.position.isApproximatelyEqual(to: Point(x: 50 + 300 * f, y: 50 + 450 * f), tolerance: 1e-6))
        // easeInOut is symmetric: half way in time is half way in space.
        let half = p.states(at: 0.5)[i]
        #expect(half.position.isApproximatelyEqual(to: Point(x: 200, y: 275), tolerance: 1e-9))
        #expect(p.states(at: 1)[i].position == Point(x: 350, y: 500))
    }

    /// Over a screen that stays put (a fade); over a moving one the pair shares its timing
    /// (`ScreenRelativeMotionTests`).
    @Test func defaultsAreHalfASecondWithACriticallyDampedSpringForMatchedViews() {
        let source = screen([view("a")])
        let destination = screen([view("a", Rect(x: 100, y: 300, width: 50, height: 50))])
        let p = plan(source, destination, TransitionContext(kind: .push, containerSize: container, effect: .fade))
        let matched = p.tracks.first { if case .matched = $0.role { true } else { false } }!
        #expect(matched.duration == 0.5 && matched.timing == .spring(.smooth))
        #expect(Spring.smooth.dampingRatio.isApproximatelyEqual(to: 1, tolerance: 1e-12))
        let root = p.tracks.first { $0.role == .root(.destination) }!
        #expect(root.duration == 0.5 && root.timing == .systemDefault)
        #expect(p.totalDuration == 0.5)
    }

    @Test func cascadeOfFiveViewsStepsTheirDelays() {
        let children = (0..<5).map { i -> HeadlessView in
            let v = view(nil, Rect(x: 0, y: Double(4 - i) * 100, width: 100, height: 80))  // listed bottom to top
            v.transitionModifiers = [.fade]
            return v
        }
        let destination = screen(children, rootModifiers: [.cascade(step: 0.02, direction: .topToBottom)])
        let p = plan(screen([]), destination, TransitionContext(kind: .push, containerSize: container, effect: .fade))
        let appearing = p.tracks.filter { $0.role == .appearing }
        // Top to bottom: the last child (y = 0) first.
        let delays = appearing.sorted { $0.view!.index > $1.view!.index }.map(\.delay)
        for (k, d) in delays.enumerated() { #expect(d.isApproximatelyEqual(to: 0.02 * Double(k), tolerance: 1e-12)) }
        #expect(delays.count == 5)
        #expect(p.totalDuration.isApproximatelyEqual(to: 0.58, tolerance: 1e-12))
    }

    @Test func presentFromBottomStartsOneContainerHeightBelow() {
        let p = plan(
            screen([]), screen([]),
            TransitionContext(
                kind: .present, containerSize: container,
                effect: .presentFromEdge(.bottom)))
        let root = p.tracks.first { $0.role == .root(.destination) }!
        #expect(root.from.position == Point(x: 200, y: 400 + 800))
        #expect(root.to.position == Point(x: 200, y: 400))
        let dimming = p.tracks.first { $0.role == .dimming }!
        #expect(dimming.from.alpha == 0 && dimming.to.alpha == 1)
        #expect(dimming.to.backgroundColor == Color(red: 0, green: 0, blue: 0, alpha: 0.4))
        // Stacking: source root, dimming, presented root.
        let z = [p.tracks.first { $0.role == .root(.source) }!.to.zPosition, dimming.to.zPosition, root.to.zPosition]
        #expect(z == z.sorted() && Set(z).count == 3)
    }

    @Test(arguments: [(PresentationEdge.top, Point(x: 200, y: -400)), (.left, Point(x: -200, y: 400)), (.right, Point(x: 600, y: 400))])
    func presentFromOtherEdges(_ row: (PresentationEdge, Point)) {
        let p = plan(
            screen([]), screen([]),
            TransitionContext(
                kind: .present, containerSize: container,
                effect: .presentFromEdge(row.0, dimming: nil)))
        #expect(p.tracks.first { $0.role == .root(.destination) }!.from.position == row.1)
        #expect(!p.tracks.contains { $0.role == .dimming })
    }

    @Test func presentFromCentreScalesFromOnePointTwoAndFades() {
        let p = plan(
            screen([]), screen([]),
            TransitionContext(
                kind: .present, containerSize: container,
                effect: .presentFromEdge(.center)))
        let root = p.tracks.first { $0.role == .root(.destination) }!
        #expect(root.from.transform == .scale(x: 1.2, y: 1.2) && root.from.alpha == 0)
        #expect(root.to.transform == .identity && root.to.alpha == 1)
    }

    @Test func partialSheetFrames() {
        #expect(PresentationSize.fraction(0.5).frame(in: container, edge: .bottom) == Rect(x: 0, y: 400, width: 400, height: 400))
        #expect(PresentationSize.length(300).frame(in: container, edge: .top) == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(PresentationSize.fraction(0.25).frame(in: container, edge: .right) == Rect(x: 300, y: 0, width: 100, height: 800))
        #expect(
            PresentationSize.size(Size(width: 300, height: 200)).frame(in: container, edge: .center)
                == Rect(x: 50, y: 300, width: 300, height: 200))
        #expect(PresentationSize.length(.nan).frame(in: container, edge: .bottom) == Rect(x: 0, y: 800, width: 400, height: 0))
    }

    @Test func circularRevealGrowsToTheFarthestCorner() {
        let tap = Point(x: 100, y: 750)
        let p = plan(
            screen([]), screen([]),
            TransitionContext(
                kind: .tabSwitch(from: 0, to: 2), containerSize: container,
                effect: .circularReveal(center: tap)))
        let root = p.tracks.first { $0.role == .root(.destination) }!
        let end = p.states(at: 1)[p.tracks.firstIndex { $0.role == .root(.destination) }!]
        // Farthest corner from (100, 750) is (400, 0): √(300² + 750²) = √652 500 ≈ 807.77.
        #expect(end.clip!.cornerRadius.isApproximatelyEqual(to: 652_500.0.squareRoot(), tolerance: 1e-9))
        #expect(end.clip!.rect.center.isApproximatelyEqual(to: tap, tolerance: 1e-9))
        #expect(root.from.clip!.cornerRadius == 0)
    }

    /// Push: the source root's centre goes from x = 200 a third of the width left (200 − 133.3);
    /// the destination's comes from one width right (600). Tabs slide by index order.
    @Test(arguments: [
        (TransitionContext.Kind.push, 200 - 400.0 / 3, 600.0),
        (.tabSwitch(from: 2, to: 0), 600.0, -200.0),
        (.tabSwitch(from: 0, to: 3), -200.0, 600.0),
    ])
    func automaticEffects(_ row: (TransitionContext.Kind, Double, Double)) {
        let p = plan(screen([]), screen([]), TransitionContext(kind: row.0, containerSize: container))
        let s = p.tracks.first { $0.role == .root(.source) }!
        let d = p.tracks.first { $0.role == .root(.destination) }!
        #expect(s.to.position.x.isApproximatelyEqual(to: row.1, tolerance: 1e-9))
        #expect(d.from.position.x.isApproximatelyEqual(to: row.2, tolerance: 1e-9))
    }

    @Test func rightToLeftPushComesFromTheLeft() {
        let p = plan(screen([]), screen([]), TransitionContext(kind: .push, containerSize: container, layoutDirection: .rightToLeft))
        #expect(p.tracks.first { $0.role == .root(.destination) }!.from.position.x == -200)
    }

    @Test func modifiersDescribeWhereSourceViewsGoAndDestinationViewsComeFrom() {
        let leaving = view("old", Rect(x: 0, y: 0, width: 100, height: 100))
        leaving.transitionModifiers = [.fade, .translate(x: 0, y: 50), .scale(0.5)]
        let arriving = view("new", Rect(x: 100, y: 100, width: 100, height: 100))
        arriving.transitionModifiers = [.opacity(0.2), .rotate(.pi / 2), .delay(0.1), .duration(0.3)]
        let p = plan(screen([leaving]), screen([arriving]), TransitionContext(kind: .push, containerSize: container, effect: .none))
        let gone = p.tracks.first { $0.role == .disappearing }!
        #expect(gone.from.alpha == 1 && gone.to.alpha == 0)
        #expect(gone.to.position == Point(x: 50, y: 100))
        #expect(gone.to.transform == .scale(x: 0.5, y: 0.5))
        let come = p.tracks.first { $0.role == .appearing }!
        #expect(come.from.alpha == 0.2 && come.to.alpha == 1)
        #expect(come.from.transform.isApproximatelyEqual(to: .rotation(angle: .pi / 2, x: 0, y: 0, z: 1), tolerance: 1e-15))
        #expect(come.delay == 0.1 && come.duration == 0.3)
        #expect(p.totalDuration == 0.5)
    }

    @Test func conditionalModifiersFollowTheRealRole() {
        let v = view("x")
        v.transitionModifiers = [.whenAppearing([.fade]), .whenDisappearing([.scale(2)]), .whenDismissing([.delay(0.2)])]
        let push = plan(screen([]), screen([v]), TransitionContext(kind: .push, containerSize: container, effect: .none))
        let come = push.tracks.first { $0.role == .appearing }!
        #expect(come.from.alpha == 0 && come.from.transform == .identity && come.delay == 0)
        // Popping the same screen: the view now disappears, in a dismissing transition.
        let pop = plan(screen([v]), screen([]), TransitionContext(kind: .pop, containerSize: container, effect: .none))
        let gone = pop.tracks.first { $0.role == .disappearing }!
        #expect(gone.to.transform == .scale(x: 2, y: 2) && gone.to.alpha == 1)
    }

    @Test func matchedPairsCrossfadeOnlyWhenTheirContentDiffers() {
        func pairTracks(_ a: HeadlessView, _ b: HeadlessView) -> [Track] {
            plan(screen([a]), screen([b]), TransitionContext(kind: .push, containerSize: container, effect: .none))
                .tracks.filter { if case .matched = $0.role { true } else { false } }
        }
        // Same aspect, same colour, same subtree: one stand-in, the destination's.
        let same = pairTracks(view("p", Rect(x: 0, y: 0, width: 50, height: 50)), view("p", Rect(x: 0, y: 0, width: 100, height: 100)))
        #expect(same.count == 1 && same[0].role == .matched(pair: 0, side: .destination) && same[0].crossfadePartner == nil)
        // Different aspect: two stand-ins sharing geometry, crossfading.
        let differ = pairTracks(view("p", Rect(x: 0, y: 0, width: 50, height: 50)), view("p", Rect(x: 0, y: 0, width: 300, height: 100)))
        #expect(differ.count == 2)
        #expect(differ[0].from.alpha == 1 && differ[0].to.alpha == 0 && differ[1].from.alpha == 0 && differ[1].to.alpha == 1)
        #expect(differ[0].from.position == differ[1].from.position && differ[0].to.size == differ[1].to.size)
        // Overridden.
        let forced = view("p", Rect(x: 0, y: 0, width: 50, height: 50))
        forced.transitionModifiers = [.crossfade(true)]
        #expect(pairTracks(forced, view("p", Rect(x: 0, y: 0, width: 100, height: 100))).count == 2)
    }

    @Test func matchedViewsStackAboveUnmatchedAndChildrenAboveAncestors() {
        func nest() -> HeadlessView {
            let card = view("card", Rect(x: 0, y: 0, width: 200, height: 200))
            let photo = view("photo", Rect(x: 10, y: 10, width: 100, height: 100))
            card.addSubview(photo)
            return card
        }
        let fading = view(nil)
        fading.transitionModifiers = [.fade]
        let p = plan(screen([nest(), fading]), screen([nest()]), TransitionContext(kind: .push, containerSize: container))
        let card = p.tracks.first { $0.role == .matched(pair: 0, side: .destination) }!
        let photo = p.tracks.first { $0.role == .matched(pair: 1, side: .destination) }!
        let gone = p.tracks.first { $0.role == .disappearing }!
        let root = p.tracks.first { $0.role == .root(.destination) }!
        #expect(root.to.zPosition < gone.to.zPosition && gone.to.zPosition < card.to.zPosition && card.to.zPosition < photo.to.zPosition)
        let raised = view(nil)
        raised.transitionModifiers = [.fade, .zIndex(5)]
        let q = plan(screen([nest(), raised]), screen([nest()]), TransitionContext(kind: .push, containerSize: container))
        #expect(q.tracks.first { $0.role == .disappearing }!.to.zPosition == Double(q.count - 1))
    }

    @Test func cornerRadiusIsScaleCorrected() {
        // On screen the radius is 20 × 0.5 = 10 at the start and 10 × 1 = 10 at the end: it must stay 10.
        let from = ViewState(
            position: .zero, size: Size(width: 100, height: 100), transform: .scale(x: 0.5, y: 0.5),
            cornerRadii: CornerRadii(20))
        let to = ViewState(position: .zero, size: Size(width: 100, height: 100), cornerRadii: CornerRadii(10))
        let mid = from.interpolated(to: to, fraction: 0.5)
        // Transform scale 0.75 at the midpoint: local radius 10 / 0.75.
        #expect(mid.transform.areaScale.isApproximatelyEqual(to: 0.75, tolerance: 1e-12))
        #expect(mid.cornerRadii.topLeft.isApproximatelyEqual(to: 10 / 0.75, tolerance: 1e-9))
    }

    @Test func oneWayMatchFliesFromTheNamedView() {
        let thumbnail = view("thumb", Rect(x: 20, y: 20, width: 40, height: 40))
        let hero = view(nil, Rect(x: 0, y: 100, width: 400, height: 300))
        hero.transitionModifiers = [.source("thumb")]
        let p = plan(screen([thumbnail]), screen([hero]), TransitionContext(kind: .push, containerSize: container, effect: .none))
        let come = p.tracks.first { $0.role == .appearing }!
        #expect(come.from.position == Point(x: 40, y: 40) && come.from.size == Size(width: 40, height: 40))
        #expect(come.to.position == Point(x: 200, y: 250))
        // The thumbnail itself is not consumed: with no partner and no modifier it stays in its
        // screen's pixels, no participant.
        #expect(!p.tracks.contains { $0.view == ViewReference(side: .source, index: 1) })
    }

    @Test func unmatchedViewsWithoutModifiersRideWithTheirRoot() {
        // Alone, a view with no partner and no modifier is no participant: its root's pixels carry it.
        let alone = plan(
            screen([]), screen([view("lonely", Rect(x: 10, y: 10, width: 20, height: 20))]),
            TransitionContext(kind: .push, containerSize: container, effect: .push(.left)))
        #expect(!alone.tracks.contains { $0.role == .appearing })
        // In a cascading screen it has a track of its own, riding with the root.
        let p = plan(
            screen([]),
            screen(
                [view("lonely", Rect(x: 10, y: 10, width: 20, height: 20))],
                rootModifiers: [.cascade(step: 0.03, direction: .topToBottom)]),
            TransitionContext(kind: .push, containerSize: container, effect: .push(.left)))
        let come = p.tracks.first { $0.role == .appearing }!
        let root = p.tracks.first { $0.role == .root(.destination) }!
        #expect(come.from.position.isApproximatelyEqual(to: Point(x: 420, y: 20), tolerance: 1e-9))
        #expect(root.from.position == Point(x: 600, y: 400))
    }

    @Test func viewsRidingWithTheSourceRootStayUnderTheDestinationScreen() {
        // (In a cascading screen, so that the view has a track of its own.)
        let p = plan(
            screen(
                [view("only-here", Rect(x: 10, y: 10, width: 20, height: 20))],
                rootModifiers: [.cascade(step: 0.03, direction: .topToBottom)]), screen([]),
            TransitionContext(kind: .push, containerSize: container, effect: .push(.left)))
        let rider = p.tracks.first { $0.role == .disappearing }!
        let sourceRoot = p.tracks.first { $0.role == .root(.source) }!
        let destinationRoot = p.tracks.first { $0.role == .root(.destination) }!
        #expect(sourceRoot.to.zPosition < rider.to.zPosition && rider.to.zPosition < destinationRoot.to.zPosition)
        // It moves with its root: a third of the width to the left.
        #expect(rider.to.position.x.isApproximatelyEqual(to: 20 - 400.0 / 3, tolerance: 1e-9))
    }

    @Test func popIsExactlyThePushPlayedBack() {
        func list() -> SceneSnapshot {
            let cell = view("avatar", Rect(x: 16, y: 100, width: 44, height: 44))
            cell.cornerRadius = 22
            let title = view("title", Rect(x: 70, y: 110, width: 200, height: 24))
            title.transitionModifiers = [.arc(intensity: 0.5)]
            let badge = view(nil, Rect(x: 300, y: 100, width: 30, height: 30))
            badge.transitionModifiers = [.fade, .scale(0.3), .delay(0.05)]
            return screen([cell, title, badge])
        }
        func detail() -> SceneSnapshot {
            let avatar = view("avatar", Rect(x: 100, y: 120, width: 200, height: 200))
            avatar.backgroundColor = Color(red: 1, green: 0, blue: 0)
            let title = view("title", Rect(x: 20, y: 340, width: 360, height: 40))
            let body = view("body", Rect(x: 20, y: 400, width: 360, height: 300))
            body.transitionModifiers = [.translate(x: 0, y: 100), .fade]
            return screen([avatar, title, body], rootModifiers: [.cascade(step: 0.03, direction: .topToBottom)])
        }
        for effect in [TransitionEffect.automatic, .zoom, .slide(.up), .presentFromEdge(.bottom), .pull(.right)] {
            let push = plan(list(), detail(), TransitionContext(kind: .push, containerSize: container, effect: effect))
            let pop = plan(detail(), list(), TransitionContext(kind: .pop, containerSize: container, effect: effect))
            #expect(push.count == pop.count)
            #expect(push.totalDuration.isApproximatelyEqual(to: pop.totalDuration, tolerance: 1e-12))
            for step in 0...200 {
                let p = Double(step) / 200
                let forward = push.states(at: 1 - p)
                let backward = pop.states(at: p)
                for i in 0..<push.count {
                    #expect(backward[i].isWithin(1e-6, of: forward[i]), "\(effect) track \(i) at \(p)")
                    #expect(backward[i].alpha.isApproximatelyEqual(to: forward[i].alpha, tolerance: 1e-9))
                }
            }
            // The roles are mirrored: the popped screen's views disappear.
            for i in 0..<push.count {
                if case .appearing = push.tracks[i].role { #expect(pop.tracks[i].role == .disappearing) }
                if let v = push.tracks[i].view { #expect(pop.tracks[i].view == ViewReference(side: v.side.other, index: v.index)) }
            }
        }
    }
}
