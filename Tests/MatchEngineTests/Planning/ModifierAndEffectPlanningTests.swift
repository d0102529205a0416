import Testing

@_spi(Harness) @testable import MatchEngine

/// How the planner applies modifiers and effects where they meet: ignored subview modifiers (on a
/// forward parent too), a cascade over a crossfading pair, a circular reveal's clip on an appearing
/// view, `.whenMatched` on matched views, a partial sheet's travel, and snapshots that keep their
/// aspect ratio when a matched view changes its own. Each case once planned wrong.
@Suite struct ModifierAndEffectPlanningTests {
    func matchedTracks(_ p: TransitionPlan, pair: Int) -> [Track] {
        p.tracks.filter { if case .matched(pair, _) = $0.role { true } else { false } }
    }

    /// `.ignoreSubviewModifiers`: the child with its own (ignored) modifiers used to be hidden by
    /// the session and never restored; now it has a track that rides with its parent.
    @Test func ignoredSubviewRidesWithItsParentAndIsNotLeftHidden() throws {
        let window = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let containerView = HeadlessView(frame: window.bounds)
        window.addSubview(containerView)
        let source = HeadlessView(frame: window.bounds)
        let destination = HeadlessView(frame: window.bounds)
        let parent = HeadlessView(frame: Rect(x: 50, y: 100, width: 200, height: 200))
        parent.transitionModifiers = [.translate(x: 0, y: 300), .ignoreSubviewModifiers]
        let child = HeadlessView(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        child.transitionModifiers = [.scale(3)]
        parent.addSubview(child)
        destination.addSubview(parent)
        containerView.addSubview(source)

        let a = SceneSnapshot.capture(root: source, in: containerView)
        let b = SceneSnapshot.capture(root: destination, in: containerView)
        let p = Planner.plan(
            match: Matcher.match(source: a, destination: b), source: a, destination: b,
            context: TransitionContext(kind: .push, containerSize: container, effect: .none))
        let childTrack = try #require(p.tracks.first { $0.view == ViewReference(side: .destination, index: 2) })
        // It comes from 300 pt below with its parent (frame centre (85, 135) in the container), unscaled.
        #expect(childTrack.from.position.isApproximatelyEqual(to: Point(x: 85, y: 435), tolerance: 1e-9), "\(childTrack.from)")
        #expect(childTrack.to.position.isApproximatelyEqual(to: Point(x: 85, y: 135), tolerance: 1e-9))
        #expect(childTrack.from.transform.isApproximatelyEqual(to: .identity, tolerance: 1e-12))

        let run = HeadlessTransition(
            configuration: TransitionContext(kind: .push, containerSize: container, effect: .none),
            container: containerView, source: source, destination: destination)
        run.begin()
        #expect(run.runToEnd(frameDuration: 1.0 / 30, limit: 100) == true)
        #expect(!child.isHidden && !parent.isHidden)
    }

    /// A malformed snapshot whose view names a later view as its parent (`validate()` rejects it;
    /// the planner does not call it) is planned as it always was: the parent's own
    /// `.ignoreSubviewModifiers` counts, though the planner reads the parent after the child.
    @Test func aForwardParentStillIgnoresItsSubviewsModifiers() throws {
        let size = Size(width: 100, height: 100)
        let source = SceneSnapshot(
            views: [
                ViewSnapshot(parent: -1, depth: 0, subtreeEnd: 3, position: Point(x: 50, y: 50), size: size),
                ViewSnapshot(
                    parent: 2, depth: 1, subtreeEnd: 2, position: Point(x: 20, y: 20), size: Size(width: 10, height: 10),
                    modifiers: [.scale(0.25)]),
                ViewSnapshot(
                    parent: 0, depth: 1, subtreeEnd: 3, position: Point(x: 60, y: 60), size: Size(width: 30, height: 30),
                    modifiers: [.ignoreSubviewModifiers]),
            ], containerBounds: Rect(x: 0, y: 0, width: 100, height: 100))
        let destination = SceneSnapshot(
            views: [
                ViewSnapshot(parent: -1, depth: 0, subtreeEnd: 1, position: Point(x: 50, y: 50), size: size)
            ], containerBounds: Rect(x: 0, y: 0, width: 100, height: 100))
        let p = Planner.plan(
            match: Matcher.match(source: source, destination: destination), source: source,
            destination: destination, context: TransitionContext(kind: .present, containerSize: size))
        let track = try #require(p.tracks.first { $0.view == ViewReference(side: .source, index: 1) })
        // Its `.scale(0.25)` is ignored: it leaves at its own scale.
        #expect(track.to.transform.m11 == 1 && track.to.transform.m22 == 1, "\(track.to.transform)")
    }

    /// A cascade staggers views, not tracks: the two crossfading stand-ins of one pair share a delay.
    @Test func cascadeGivesBothCrossfadePartnersOneDelay() {
        let s = [view("a", Rect(x: 0, y: 0, width: 100, height: 100)), view("b", Rect(x: 0, y: 200, width: 100, height: 100))]
        let d = [view("a", Rect(x: 100, y: 300, width: 100, height: 100)), view("b", Rect(x: 100, y: 500, width: 100, height: 100))]
        s[0].backgroundColor = Color(red: 1, green: 0, blue: 0)
        d[0].backgroundColor = Color(red: 0, green: 0, blue: 1)  // different content: crossfade
        s[1].backgroundColor = Color(red: 0, green: 1, blue: 0)
        d[1].backgroundColor = Color(red: 0, green: 0.5, blue: 0)
        let p = plan(
            screen(s), screen(d, rootModifiers: [.cascade(step: 0.05, direction: .topToBottom)]),
            TransitionContext(kind: .push, containerSize: container, effect: .none))
        let first = matchedTracks(p, pair: 0)
        let second = matchedTracks(p, pair: 1)
        #expect(first.count == 2 && second.count == 2)
        #expect(first.map(\.delay) == [0, 0])
        #expect(second.map(\.delay) == [0.05, 0.05])
    }

    /// A circular reveal clips an appearing destination view (a tagged view with no partner that
    /// rides with its root on a track of its own: a `.zIndex` gives it one; without any modifier it
    /// would be no participant, its pixels inside the root's) with the same circle all the way:
    /// at every progress its clip's corner radius is half its side (it used to blend into the
    /// view's rectangle, corner radius 0).
    @Test(arguments: [0.1, 0.25, 0.5, 0.75, 0.9])
    func circularRevealKeepsUnmatchedViewsInACircle(_ progress: Double) throws {
        let d = view(nil, Rect(x: 100, y: 300, width: 120, height: 80))
        let lone = view("lone", Rect(x: 20, y: 20, width: 40, height: 40))
        lone.transitionModifiers = [.zIndex(1)]
        let p = plan(
            screen([]), screen([d, lone]),
            TransitionContext(
                kind: .tabSwitch(from: 0, to: 1), containerSize: container,
                effect: .circularReveal(center: Point(x: 200, y: 780))))
        let i = try #require(p.tracks.firstIndex { $0.view == ViewReference(side: .destination, index: 2) })  // "lone"
        let clip = try #require(p.state(ofTrack: i, atProgress: progress).clip)
        #expect(clip.rect.size.width.isApproximatelyEqual(to: clip.rect.size.height, tolerance: 1e-9))
        #expect((2 * clip.cornerRadius).isApproximatelyEqual(to: clip.rect.size.width, tolerance: 1e-9))
        // Its circle is the root's: the same centre in the container.
        let root = try #require(p.tracks.firstIndex { $0.role == .root(.destination) })
        let rootClip = try #require(p.state(ofTrack: root, atProgress: progress).clip)
        #expect(clip.cornerRadius.isApproximatelyEqual(to: rootClip.cornerRadius, tolerance: 1e-9))
        // Root bounds origin (0, 0), the tagged view's origin (20, 20): the same centre, shifted by it.
        #expect(clip.rect.midX.isApproximatelyEqual(to: rootClip.rect.midX - 20, tolerance: 1e-9))
        #expect(clip.rect.midY.isApproximatelyEqual(to: rootClip.rect.midY - 20, tolerance: 1e-9))
    }

    /// `.whenMatched` on a matched view applies: its state modifiers shape where the flight starts,
    /// and its flags (here `.ignoreSubviewModifiers`) take effect.
    @Test func whenMatchedAppliesToMatchedViews() throws {
        let a = view("card", Rect(x: 0, y: 0, width: 100, height: 100))
        let b = view("card", Rect(x: 100, y: 300, width: 200, height: 200))
        b.transitionModifiers = [.whenMatched([.scale(0.5), .ignoreSubviewModifiers]), .whenAppearing([.scale(9)])]
        let child = view(nil, Rect(x: 10, y: 10, width: 50, height: 50))
        child.transitionModifiers = [.rotate(1)]
        b.addSubview(child)
        let p = plan(screen([a]), screen([b]), TransitionContext(kind: .push, containerSize: container, effect: .none))
        let track = try #require(matchedTracks(p, pair: 0).last)
        // From the source's state scaled by 0.5 about its centre: m11 = m22 = 0.5; `.whenAppearing` does not apply.
        #expect(track.from.transform.m11.isApproximatelyEqual(to: 0.5, tolerance: 1e-12))
        #expect(track.from.transform.m22.isApproximatelyEqual(to: 0.5, tolerance: 1e-12))
        #expect(track.to.transform == .identity)
        // The child's rotation is ignored: it rides with the card, unrotated (m12 = 0).
        let childTrack = try #require(p.tracks.first { $0.view == ViewReference(side: .destination, index: 2) })
        #expect(childTrack.from.transform.m12.magnitude < 1e-12 && childTrack.to.transform.m12.magnitude < 1e-12)
    }

    /// `.presentFromEdge`'s size: a half-height sheet from the bottom travels its own height
    /// (400 pt in an 800 pt container) to be just off screen, not the whole container.
    @Test(arguments: [
        (PresentationEdge.bottom, PresentationSize.fraction(0.5), Vector(dx: 0, dy: 400)),
        (.top, .length(300), Vector(dx: 0, dy: -300)),
        (.left, .fraction(0.25), Vector(dx: -100, dy: 0)),
        (.right, .full, Vector(dx: 400, dy: 0)),
    ])
    func presentationTravelsItsOwnExtent(_ row: (PresentationEdge, PresentationSize, Vector)) throws {
        let frame = row.1.frame(in: container, edge: row.0)
        let destination = scene([view(nil, Rect(x: 0, y: 0, width: 10, height: 10))], container: Rect(x: 0, y: 0, width: 400, height: 800))
        var d = destination
        d.views[0].position = Point(x: frame.midX, y: frame.midY)
        d.views[0].size = frame.size
        let s = screen([])
        let p = Planner.plan(
            match: Matcher.match(source: s, destination: d), source: s, destination: d,
            context: TransitionContext(
                kind: .present, containerSize: container,
                effect: .presentFromEdge(row.0, dimming: nil, size: row.1)))
        let root = try #require(p.tracks.first { $0.role == .root(.destination) })
        #expect(root.from.position - root.to.position == row.2)
    }

    /// Text and images stretched when a matched view changed aspect ratio (the
    /// stand-in showing the snapshot took the flying frame's size). Now, driven through the controller,
    /// every view that shows a snapshot keeps its original's aspect ratio at every progress, and a
    /// label's (position only) keeps its very size.
    @Test func textAndImagesNoLongerStretchWhenAMatchedViewChangesAspect() throws {
        let window = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let containerView = HeadlessView(frame: window.bounds)
        window.addSubview(containerView)
        let source = HeadlessView(frame: window.bounds)
        let destination = HeadlessView(frame: window.bounds)
        func add(_ name: String, _ id: TransitionID, _ frame: Rect, _ kind: ContentKind, to root: HeadlessView) {
            let v = view(id, frame)
            v.name = name
            v.contentKind = kind
            v.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.5)
            root.addSubview(v)
        }
        add("label-s", "title", Rect(x: 20, y: 100, width: 120, height: 20), .text, to: source)
        add("label-d", "title", Rect(x: 20, y: 400, width: 240, height: 20), .text, to: destination)
        add("image-s", "photo", Rect(x: 20, y: 200, width: 100, height: 100), .image, to: source)
        add("image-d", "photo", Rect(x: 50, y: 500, width: 300, height: 150), .image, to: destination)
        containerView.addSubview(source)
        let originals: [String: Size] = [
            "label-s": Size(width: 120, height: 20), "label-d": Size(width: 240, height: 20),
            "image-s": Size(width: 100, height: 100), "image-d": Size(width: 300, height: 150),
        ]
        let run = HeadlessTransition(
            configuration: TransitionContext(kind: .push, containerSize: container, effect: .none),
            container: containerView, source: source, destination: destination)
        run.scrub(to: 0)
        run.begin()
        func standIns(_ v: HeadlessView) -> [HeadlessView] {
            var found: [HeadlessView] = []
            var stack = [v]
            while let x = stack.popLast() {
                if x.name?.hasPrefix("stand-in:") == true { found.append(x) } else { stack.append(contentsOf: x.subviews) }
            }
            return found
        }
        var checked = 0
        for progress in [0.0, 0.2, 0.4, 0.5, 0.6, 0.8, 1.0] {
            run.scrub(to: progress)
            for standIn in standIns(containerView) {
                let name = String(standIn.name!.dropFirst("stand-in:".count))
                let original = try #require(originals[name])
                let size = standIn.bounds.size
                // Width / height as the original's: w · H = h · W.
                #expect(
                    (size.width * original.height - size.height * original.width).magnitude <= 1e-6 * original.width * original.height,
                    "\(name) stretched to \(size) at \(progress)")
                if name.hasPrefix("label") {
                    #expect(size.isApproximatelyEqual(to: original, tolerance: 1e-9), "\(name) scaled at \(progress)")
                }
                checked += 1
            }
        }
        #expect(checked == 7 * 4)  // both stand-ins of both pairs at every progress
        run.finish()
        #expect(run.completed == true)
        #expect(standIns(containerView).isEmpty)
    }
}
