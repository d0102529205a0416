import Testing

@testable import MatchEngine

/// Evaluation into a structure-of-arrays `TransitionFrame` gives exactly the plan's
/// states, writes only what moves, and skips timing groups whose progress has not changed.
@Suite struct TransitionFrameTests {
    /// Every track's frame state equals `state(ofTrack:atProgress:)` (`==`), over random plans
    /// (arcs, rotations, colours, cascades, springs, NaN modifiers) and a random walk of progresses
    /// that repeats values, jumps back, and leaves 0…1.
    @Test(arguments: [false, true])
    func aFrameHoldsExactlyThePlansStates(allowNaN: Bool) {
        var r = SeededGenerator(seed: allowNaN ? 1_617 : 16)
        var frame = TransitionFrame()
        var kinds = (linear: 0, arcs: 0, computed: 0, corrected: 0)
        // Larger trees than the default: a tagged view without a partner or a modifier takes no
        // part, so a tree of up to 40 views leaves too few tracks of either kind.
        for plan in RandomPlans.make(seed: allowNaN ? 161 : 16, views: 2...80, allowNaN: allowNaN) {
            let lanes = FrameLanes(plan)
            kinds.linear += plan.count - lanes.detailed.count
            kinds.arcs += lanes.arcs.count
            kinds.computed += lanes.computed.count
            kinds.corrected += lanes.corrected.count + lanes.computed.count { $0.correction != nil }
            var progress = 0.0
            for step in 0..<40 {
                switch Int.random(in: 0..<6, using: &r) {
                case 0: progress = [0, 1, -0.5, 1.5, .nan][Int.random(in: 0..<5, using: &r)]
                case 1: break  // the same progress again: every group is skipped
                default: progress = r.double(in: 0...1)
                }
                plan.evaluate(at: progress, into: &frame)
                #expect(frame.count == plan.count)
                for i in 0..<plan.count {
                    let exact = plan.state(ofTrack: i, atProgress: progress)
                    let mine = frame.state(ofTrack: i)
                    #expect(mine == exact, "step \(step) track \(i) at \(progress)")
                    #expect(
                        frame.position(ofTrack: i) == exact.position && frame.size(ofTrack: i) == exact.size
                            && frame.alpha(ofTrack: i) == exact.alpha, "step \(step) track \(i)")
                }
            }
        }
        // Every kind of linear track was exercised (detailed ones are rare in planned scenes:
        // `aRandomTrackOfEveryKindIsExact` has them).
        #expect(kinds.linear > 100 && kinds.arcs > 20 && kinds.computed > 20 && kinds.corrected > 0, "\(kinds)")
    }

    /// A card moving and resizing into a row, losing its rounded corners and changing colour, is
    /// all lanes: no state of its own is blended, and only the lanes that change are stored.
    /// So is a crossfading stand-in whose content keeps its aspect, with a colour appearing.
    @Test func aCrossfadeWithContentAndAnAppearingColourIsLinear() {
        let from = ViewState(
            position: Point(x: 46, y: 46), size: Size(width: 92, height: 92), cornerRadii: CornerRadii(12),
            contentRect: Rect(x: 0, y: 0, width: 92, height: 92))
        let to = ViewState(
            position: Point(x: 195, y: 40), size: Size(width: 390, height: 80), alpha: 0,
            backgroundColor: Color(red: 0, green: 0.5, blue: 1), contentRect: Rect(x: 155, y: 0, width: 80, height: 80))
        let plan = TransitionPlan(tracks: [
            Track(
                role: .matched(pair: 0, side: .source), view: ViewReference(side: .source, index: 0), from: from, to: to,
                duration: 0.5, timing: .spring(.smooth, initialVelocity: 0)),
            Track(
                role: .matched(pair: 0, side: .destination), view: ViewReference(side: .destination, index: 0), from: to,
                to: ViewState(position: Point(x: 195, y: 40), size: Size(width: 390, height: 80)),
                duration: 0.5, timing: .spring(.smooth, initialVelocity: 0)),
        ])
        #expect(FrameLanes(plan).detailed.isEmpty)
        var frame = TransitionFrame()
        for p in stride(from: 0.0, through: 1, by: 0.05) {
            plan.evaluate(at: p, into: &frame)
            for i in 0..<2 { #expect(frame.state(ofTrack: i) == plan.state(ofTrack: i, atProgress: p), "\(i) at \(p)") }
        }
    }

    /// Each track stores only the lanes it changes, adjacent and in lane order, the tracks one
    /// after another: eight cards, seven lanes each but the first's six, 55 values.
    @Test func cardsBecomingRowsAreLinearAndStoreOnlyTheirChangingLanes() {
        let tracks = (0..<8).map { i in
            Track(
                role: .matched(pair: i, side: .source), view: ViewReference(side: .source, index: i),
                from: ViewState(
                    position: Point(x: 50, y: Double(i) * 100), size: Size(width: 90, height: 90),
                    cornerRadii: CornerRadii(12), backgroundColor: Color(red: 1, green: 0, blue: 0)),
                to: ViewState(
                    position: Point(x: 195, y: Double(i) * 80), size: Size(width: 390, height: 80),
                    backgroundColor: Color(red: 0, green: 0, blue: 1)),
                duration: 0.4, timing: .bezier(.easeInOut))
        }
        let plan = TransitionPlan(tracks: tracks)
        #expect(FrameLanes(plan).detailed.isEmpty)
        let lanes = FrameLanes(plan)
        for i in 0..<tracks.count {
            // The first card's y is 0 at both ends.
            let changing: [FrameLanes.Lane] =
                i == 0 ? [.x, .width, .height, .cornerRadius, .red, .blue] : [.x, .y, .width, .height, .cornerRadius, .red, .blue]
            let base = i == 0 ? 0 : 7 * i - 1
            let slot = Int(lanes.slotOfTrack[i])
            let stored = FrameLanes.Lane.allCases.filter { lanes.address(of: $0, slot: slot) >= 0 }
            #expect(stored == changing, "track \(i)")
            #expect(stored.map { lanes.address(of: $0, slot: slot) } == Array(base..<base + changing.count), "track \(i)")
        }
        #expect(lanes.from.count == 55 && lanes.valueBase == [0] + (1...8).map { 7 * $0 - 1 })
    }

    /// A view scaling and moving in the plane (an appearing row with `.scale`) is linear: its
    /// transform's four moving entries are lanes, and its frame states are exact, its rounded
    /// corners scale-corrected. Scaling through a negative factor, it is linear too, its transform
    /// computed (`FrameLanes.computed`), not on lanes.
    @Test(arguments: [(0.0, 0.8, true), (0, -0.8, false), (12, 0.8, true), (12, -0.8, false)])
    func aViewScalingInThePlaneIsLinear(radius: Double, scale: Double, onLanes: Bool) {
        var tracks: [Track] = []
        for i in 0..<6 {
            let own = ViewState(
                position: Point(x: 195, y: Double(i) * 30), size: Size(width: 390, height: 20),
                cornerRadii: CornerRadii(radius))
            var from = own
            from.transform = Transform3D(a: scale, b: 0, c: 0, d: scale, tx: -40, ty: Double(i))
            from.alpha = 0
            tracks.append(
                Track(
                    role: .appearing, view: ViewReference(side: .destination, index: i), from: from, to: own,
                    delay: Double(i) * 0.02, duration: 0.4, timing: .spring(.smooth, initialVelocity: 0)))
        }
        let plan = TransitionPlan(tracks: tracks)
        let lanes = FrameLanes(plan)
        #expect(lanes.detailed.isEmpty)
        #expect(lanes.computed.isEmpty == onLanes)
        #expect(lanes.corrected.isEmpty == (radius == 0 || !onLanes))
        if onLanes {
            for i in 0..<tracks.count {
                let slot = Int(lanes.slotOfTrack[i])
                // m42 moves from ty = i to 0: the first row's stays 0.
                for lane in [FrameLanes.Lane.m11, .m22, .m41, .m42] {
                    #expect((lanes.address(of: lane, slot: slot) >= 0) == (lane != .m42 || i > 0), "\(lane) of track \(i)")
                }
            }
        }
        var frame = TransitionFrame()
        for p in stride(from: 0.0, through: 1, by: 0.05) {
            plan.evaluate(at: p, into: &frame)
            for i in 0..<tracks.count {
                #expect(frame.state(ofTrack: i) == plan.state(ofTrack: i, atProgress: p), "\(i) at \(p)")
            }
        }
    }

    /// In a timing group where one track scales (so it stores the transform's lanes) and another
    /// keeps a transform of its own — rotated, with a −0 translation — the second stores none and
    /// reads its transform from its state: bit for bit its own at every progress.
    @Test func aTrackWhoseTransformStaysKeepsItsOwnBesideOneThatScales() {
        var rotated = Transform3D.rotation(angle: 0.3, x: 0, y: 0, z: 1)
        rotated.m41 = -0.0
        let still = ViewState(position: Point(x: 10, y: 10), size: Size(width: 20, height: 20), transform: rotated)
        var moved = still
        moved.position = Point(x: 200, y: 40)
        var small = ViewState(position: Point(x: 50, y: 50), size: Size(width: 40, height: 40))
        small.transform = Transform3D(a: 0.5, b: 0, c: 0, d: 0.5, tx: -10, ty: 5)
        let full = ViewState(position: Point(x: 60, y: 80), size: Size(width: 40, height: 40))
        let plan = TransitionPlan(tracks: [
            Track(
                role: .appearing, view: ViewReference(side: .destination, index: 0), from: small, to: full,
                duration: 0.4, timing: .linear),
            Track(
                role: .appearing, view: ViewReference(side: .destination, index: 1), from: still, to: moved,
                duration: 0.4, timing: .linear),
        ])
        let lanes = FrameLanes(plan)
        #expect(plan.groups.count == 1 && lanes.detailed.isEmpty)
        #expect(lanes.address(of: .m41, slot: Int(lanes.slotOfTrack[0])) >= 0)
        #expect(lanes.address(of: .m41, slot: Int(lanes.slotOfTrack[1])) < 0)
        var frame = TransitionFrame()
        for p in [0.0, 0.25, 0.5, 0.9, 1] {
            plan.evaluate(at: p, into: &frame)
            let t = frame.state(ofTrack: 1).transform
            let exact = plan.state(ofTrack: 1, atProgress: p).transform
            #expect(t.m41.bitPattern == exact.m41.bitPattern && t.m41.bitPattern == (-0.0).bitPattern, "at \(p)")
            #expect(t.m11.bitPattern == rotated.m11.bitPattern && t.m12.bitPattern == rotated.m12.bitPattern, "at \(p)")
            #expect(frame.state(ofTrack: 0) == plan.state(ofTrack: 0, atProgress: p), "at \(p)")
        }
    }

    /// What the lanes do not carry is detailed: a shadow with a path, corners of different radii,
    /// numbers too large to compute with safely — on a lane, in a clip, or an arc's control point.
    @Test(arguments: 0..<6)
    func whatTheLanesDoNotCarryIsDetailed(_ kind: Int) {
        var from = ViewState(position: Point(x: 10, y: 10), size: Size(width: 20, height: 20))
        var to = ViewState(position: Point(x: 100, y: 300), size: Size(width: 40, height: 20))
        var path = MotionPath.straight
        switch kind {
        case 0: path = .arc(intensity: 1e300)
        case 1: to.shadow = Shadow(opacity: 0.3, radius: 4, path: Rect(x: 0, y: 0, width: 40, height: 20))
        case 2: to.position.y = -1e151
        case 3: from.clip = ClipShape(rect: Rect(x: 0, y: 0, width: 1e200, height: 20), cornerRadius: 3)
        case 4: to.cornerRadii = CornerRadii(topLeft: 8, topRight: 8, bottomLeft: 0, bottomRight: 0)
        default: to.position.x = 1e200
        }
        let plan = TransitionPlan(tracks: [
            Track(
                role: .appearing, view: ViewReference(side: .destination, index: 0), from: from, to: to, duration: 0.3,
                timing: .linear, path: path)
        ])
        #expect(FrameLanes(plan).detailed == [0])
        var frame = TransitionFrame()
        for p in [0.0, 0.3, 0.7, 1] {
            plan.evaluate(at: p, into: &frame)
            #expect(frame.state(ofTrack: 0) == plan.state(ofTrack: 0, atProgress: p))
        }
    }

    /// A circular reveal's clip moves in the frame's clip pass, not in full: from a circle of radius
    /// 3 around (10, 10) — the rectangle (7, 7, 6, 6), radius 3 — to no clip on a 40 × 20 view, the
    /// whole bounds (0, 0, 40, 20), radius 0. Linear at f = 0.25: (5.25, 5.25, 14.5, 9.5), radius
    /// 2.25; at 0.5: (3.5, 3.5, 23, 13), radius 1.5. At 1 the state has the to-end's own clip, none.
    @Test func aClipMovesInItsOwnPassNotInFull() {
        let from = ViewState(
            position: Point(x: 10, y: 10), size: Size(width: 20, height: 20), clip: .circle(center: Point(x: 10, y: 10), radius: 3))
        let to = ViewState(position: Point(x: 100, y: 300), size: Size(width: 40, height: 20))
        let plan = TransitionPlan(tracks: [
            Track(
                role: .appearing, view: ViewReference(side: .destination, index: 0), from: from, to: to, duration: 0.4,
                timing: .linear)
        ])
        let lanes = FrameLanes(plan)
        #expect(lanes.detailed.isEmpty && lanes.clips.count == 1 && lanes.clip(ofTrack: 0) == 0)
        var frame = TransitionFrame()
        let expected: [(Double, ClipShape?)] = [
            (0.25, ClipShape(rect: Rect(x: 5.25, y: 5.25, width: 14.5, height: 9.5), cornerRadius: 2.25)),
            (0.5, ClipShape(rect: Rect(x: 3.5, y: 3.5, width: 23, height: 13), cornerRadius: 1.5)),
            (1, nil),
        ]
        for (p, clip) in expected {
            plan.evaluate(at: p, into: &frame)
            #expect(frame.state(ofTrack: 0).clip == clip, "at \(p)")
            #expect(frame.state(ofTrack: 0) == plan.state(ofTrack: 0, atProgress: p), "at \(p)")
        }
    }

    /// Groups whose progress did not change are not evaluated again: a cascade's late group holds
    /// still during the early group's motion, and a second evaluation at the same progress
    /// evaluates nothing.
    @Test func onlyGroupsWhoseProgressChangedAreEvaluated() {
        func track(_ i: Int, delay: Double) -> Track {
            Track(
                role: .appearing, view: ViewReference(side: .destination, index: i),
                from: ViewState(position: Point(x: 0, y: Double(i)), size: Size(width: 10, height: 10), alpha: 0),
                to: ViewState(position: Point(x: 100, y: Double(i)), size: Size(width: 10, height: 10)),
                delay: delay, duration: 0.5, timing: .linear)
        }
        let plan = TransitionPlan(tracks: [track(0, delay: 0), track(1, delay: 0), track(2, delay: 0.5), track(3, delay: 0.5)])
        #expect(plan.groups.count == 2)
        var frame = TransitionFrame()
        plan.evaluate(at: 0.1, into: &frame)
        #expect(frame.evaluatedGroups == 2)  // the first evaluation does every group
        plan.evaluate(at: 0.2, into: &frame)
        #expect(frame.evaluatedGroups == 1)  // the late group is still before its delay
        #expect(frame.position(ofTrack: 2) == Point(x: 0, y: 2) && frame.alpha(ofTrack: 3) == 0)
        plan.evaluate(at: 0.2, into: &frame)
        #expect(frame.evaluatedGroups == 0)
        plan.evaluate(at: 0.75, into: &frame)
        #expect(frame.evaluatedGroups == 2)
        plan.evaluate(at: 0.9, into: &frame)
        #expect(frame.evaluatedGroups == 1)  // the early group has finished
        #expect(frame.position(ofTrack: 0) == Point(x: 100, y: 0))
        #expect(frame.state(ofTrack: 3) == plan.state(ofTrack: 3, atProgress: 0.9))
    }

    /// A frame handed another plan sets itself up again, and its reads are that plan's.
    @Test func aFrameMovesOnToAnotherPlan() {
        let plans = RandomPlans.make(seed: 1_616).prefix(6)
        var frame = TransitionFrame()
        for plan in plans + plans.reversed() {
            plan.evaluate(at: 0.4, into: &frame)
            #expect(frame.count == plan.count)
            for i in 0..<plan.count { #expect(frame.state(ofTrack: i) == plan.state(ofTrack: i, atProgress: 0.4)) }
        }
    }

    /// Where every timing group's fraction is 0 — the start, NaN, or before every track's delay —
    /// every track's state is its from-state, in the frame and in the plan: what the headless host
    /// applies at a start without setting a frame up. Plans of random tracks (every kind, every
    /// timing of `FrameLanesTests`), some with every track delayed.
    @Test(arguments: 0..<3)
    func whereNothingHasMovedEveryTrackHoldsItsFromState(seed: UInt64) {
        var r = SeededGenerator(seed: 9_100 + seed)
        var (held, heldAfterZero, moving) = (0, 0, 0)
        for round in 0..<12 {
            // Every other plan delays each of its tracks by at least 0.1 s (of about 0.7 s).
            let least = round % 2 == 0 ? 0 : 1
            var tracks: [Track] = []
            for i in 0..<Int.random(in: 5...30, using: &r) {
                tracks.append(
                    Track(
                        role: .appearing, view: ViewReference(side: .destination, index: i), from: FrameLanesTests.state(&r),
                        to: FrameLanesTests.state(&r), delay: Double(Int.random(in: least...2, using: &r)) * 0.1, duration: 0.5,
                        timing: FrameLanesTests.timings[Int.random(in: 0..<FrameLanesTests.timings.count, using: &r)]))
            }
            let plan = TransitionPlan(tracks: tracks)
            #expect(plan.holdsEveryTrackAtItsStart(atProgress: 0) && plan.holdsEveryTrackAtItsStart(atProgress: .nan))
            for progress in [0, .nan, 0.05, 0.1, 0.5, r.double(in: 0...1)] {
                var frame = TransitionFrame()
                plan.evaluate(at: progress, into: &frame)
                guard plan.holdsEveryTrackAtItsStart(atProgress: progress) else {
                    moving += 1
                    continue
                }
                held += 1
                if progress > 0 { heldAfterZero += 1 }
                for i in 0..<plan.count {
                    #expect(frame.state(ofTrack: i) == plan.tracks.from(i), "track \(i) at \(progress)")
                    #expect(plan.state(ofTrack: i, atProgress: progress) == plan.tracks.from(i), "track \(i) at \(progress)")
                }
            }
        }
        #expect(held >= 24 && heldAfterZero >= 6 && moving >= 20, "\(held) held, \(heldAfterZero) after 0, \(moving) moving")
    }
}
