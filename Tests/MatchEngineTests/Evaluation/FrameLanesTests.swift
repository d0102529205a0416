import Testing

@testable import MatchEngine

/// The lanes' speed paths — arcs, computed transforms (turns in the plane apart), scale-corrected corners and shadows, shadows
/// on lanes, fractions beyond `largestSafeFraction` — give exactly the plan's states
/// (`ViewState.blend` through `TransitionPlan.blend`, the rule they accelerate).
@Suite struct FrameLanesTests {
    /// A number for a random state: mostly an ordinary one, sometimes −0, a tiny or a huge one
    /// (beyond `largestLinearValue` too).
    static func number(_ r: inout SeededGenerator, _ range: ClosedRange<Double> = -300...300) -> Double {
        switch Int.random(in: 0..<200, using: &r) {
        case 0: -0.0
        case 1: Double.leastNonzeroMagnitude * Double(Int.random(in: 1...9, using: &r))
        case 2, 3: (r.bool() ? 1 : -1) * [1e149, 1e151, 1e200, 1e300][Int.random(in: 0..<4, using: &r)]
        default: r.double(in: range)
        }
    }

    /// A transform of every interpolation method: identity, planar scale and translation (positive
    /// or negative scales), rotations about z or another axis, a skew, perspective, a singular one
    /// (interpolated element-wise), huge entries.
    static func transform(_ r: inout SeededGenerator) -> Transform3D {
        func n() -> Double { number(&r, -2...2) }
        switch Int.random(in: 0..<9, using: &r) {
        case 0, 1: return .identity
        case 2: return Transform3D(a: r.double(in: 0.1...3), b: 0, c: 0, d: r.double(in: 0.1...3), tx: n() * 50, ty: n() * 50)
        case 3: return Transform3D(a: -r.double(in: 0.1...3), b: 0, c: 0, d: r.double(in: 0.1...3), tx: n(), ty: n())
        case 4: return .rotation(angle: r.double(in: -3...3), x: 0, y: 0, z: 1)
        case 5: return .rotation(angle: r.double(in: -3...3), x: r.double(in: -1...1), y: 1, z: r.double(in: -1...1))
        case 6: return Transform3D(a: n(), b: n(), c: n(), d: n(), tx: n(), ty: n())
        case 7:
            var t = Transform3D.rotation(angle: r.double(in: -1...1), x: 0, y: 0, z: 1)
            t.m34 = -1 / r.double(in: 100...1000)
            return t
        default: return Transform3D(a: 0, b: 0, c: 0, d: r.double(in: 0...2), tx: n(), ty: n())
        }
    }

    /// A state with each part drawn at random: uniform or uneven corners, each optional part (a
    /// shadow with or without a path) present or not.
    static func state(_ r: inout SeededGenerator) -> ViewState {
        func n() -> Double { number(&r) }
        func colour() -> Color { Color(red: r.double(in: 0...1), green: n(), blue: r.double(in: 0...1), alpha: r.double(in: 0...1)) }
        let radius = r.double(in: 0...20)
        return ViewState(
            position: Point(x: n(), y: n()), size: Size(width: n(), height: n()), transform: transform(&r),
            alpha: r.double(in: 0...1),
            cornerRadii: [
                CornerRadii.zero, CornerRadii(radius), CornerRadii(n()),
                CornerRadii(topLeft: radius, topRight: 1, bottomLeft: 0, bottomRight: 0),
            ][
                Int.random(in: 0..<4, using: &r)],
            backgroundColor: r.bool() ? colour() : nil,
            clip: Int.random(in: 0..<6, using: &r) == 0
                ? ClipShape(rect: Rect(x: n(), y: n(), width: n(), height: n()), cornerRadius: n()) : nil,
            zPosition: n(), contentRect: r.bool() ? Rect(x: n(), y: n(), width: n(), height: n()) : nil,
            shadow: r.bool()
                ? Shadow(
                    color: colour(), opacity: r.double(in: 0...1), radius: n(), offset: Vector(dx: n(), dy: n()),
                    path: Int.random(in: 0..<5, using: &r) == 0 ? Rect(x: n(), y: n(), width: n(), height: n()) : nil)
                : nil)
    }

    /// The timing curves of the random tracks: straight, eased, a spring that overshoots, and
    /// Béziers whose control values reach past 1, below 0, and beyond `largestSafeFraction`.
    static let timings: [TimingCurve] = [
        .linear, .bezier(.easeInOut), .spring(Spring(dampingRatio: 0.3, response: 0.4), initialVelocity: 0),
        .bezier(CubicBezier(0.3, 2.5, 0.6, -1.5)), .bezier(CubicBezier(0.4, 1e300, 0.6, -1e300)),
        .bezier(CubicBezier(0.4, 1e25, 0.6, 1)),
    ]

    /// Random tracks of every kind — with and without shadows (with and without a path), clips,
    /// colours, content rectangles, uneven corners, arcs of every intensity, transforms of every
    /// interpolation method, huge and tiny numbers — under timings whose fractions reach below 0,
    /// past 1 and past `largestSafeFraction`, evaluated at progresses including 0, 1, −0.5, 1.5 and
    /// NaN: every frame state equals the plan's exactly, and every kind of track occurred.
    @Test(arguments: 0..<4)
    func aRandomTrackOfEveryKindIsExact(seed: UInt64) {
        var r = SeededGenerator(seed: 4_500 + seed)
        var kinds = (linear: 0, detailed: 0, arcs: 0, computed: 0, turns: 0, corrected: 0, clipped: 0, beyondSafe: 0)
        var frame = TransitionFrame()
        for _ in 0..<12 {
            var tracks: [Track] = []
            for i in 0..<Int.random(in: 20...60, using: &r) {
                let from = Self.state(&r)
                var to = Self.state(&r)
                // Often the same transform, corners or shadow at both ends, as planned tracks have.
                if r.bool() { to.transform = from.transform }
                if r.bool() { to.shadow = from.shadow }
                let intensity = [0, 0.6, -1, 1e300, .infinity][Int.random(in: 0..<5, using: &r)]
                tracks.append(
                    Track(
                        role: .appearing, view: ViewReference(side: .destination, index: i), from: from, to: to,
                        delay: Double(Int.random(in: 0...2, using: &r)) * 0.1, duration: 0.5,
                        timing: Self.timings[Int.random(in: 0..<Self.timings.count, using: &r)],
                        path: r.bool() ? .straight : .arc(intensity: intensity)))
            }
            let plan = TransitionPlan(tracks: tracks)
            let lanes = FrameLanes(plan)
            kinds.linear += plan.count - lanes.detailed.count
            kinds.detailed += lanes.detailed.count
            kinds.arcs += lanes.arcs.count
            kinds.computed += lanes.computed.count
            kinds.turns += lanes.turns.count
            kinds.corrected += lanes.corrected.count + lanes.computed.count { $0.correction != nil }
            kinds.clipped += lanes.clips.count
            for step in 0..<30 {
                let progress = step < 5 ? [0, 1, -0.5, 1.5, .nan][step] : r.double(in: 0...1)
                plan.evaluate(at: progress, into: &frame)
                for g in plan.groups.indices where plan.fraction(ofGroup: g, atProgress: progress).magnitude > 1e20 {
                    kinds.beyondSafe += 1
                }
                for i in 0..<plan.count {
                    let exact = plan.state(ofTrack: i, atProgress: progress)
                    #expect(frame.state(ofTrack: i) == exact, "track \(i) at \(progress)")
                    #expect(
                        frame.position(ofTrack: i) == exact.position && frame.size(ofTrack: i) == exact.size
                            && frame.alpha(ofTrack: i) == exact.alpha, "track \(i) at \(progress)")
                }
            }
        }
        #expect(
            kinds.linear > 100 && kinds.detailed > 20 && kinds.arcs > 20 && kinds.computed > 20 && kinds.turns > 10 && kinds.corrected > 20
                && kinds.clipped > 20 && kinds.beyondSafe > 0, "\(kinds)")
    }

    /// An arc from (0, 0) to (100, 0) at intensity 0.5 has its control point at (50, −50) (the
    /// chord's midpoint moved left of travel by half the chord); at f = 0.5 the Bézier's weights are
    /// ¼, ½, ¼: (0 + 25 + 25, 0 − 25 + 0) = (50, −25); at f = 0.25, 9/16, 6/16, 1/16:
    /// (0 + 18.75 + 6.25, −18.75) = (25, −18.75); at f = 2, 1, −4, 4: (0 − 200 + 400, 200).
    @Test(arguments: [(0.5, 50.0, -25.0), (0.25, 25, -18.75), (2, 200, 200)])
    func anArcsCentreIsItsBezier(fraction: Double, x: Double, y: Double) {
        let plan = TransitionPlan(tracks: [
            Track(
                role: .appearing, view: ViewReference(side: .destination, index: 0),
                from: ViewState(position: .zero, size: Size(width: 10, height: 10)),
                to: ViewState(position: Point(x: 100, y: 0), size: Size(width: 10, height: 10)), duration: 1,
                timing: .linear, path: .arc(intensity: 0.5))
        ])
        let lanes = FrameLanes(plan)
        #expect(lanes.detailed.isEmpty && lanes.arcs.count == 1 && lanes.arcs[0].control == Point(x: 50, y: -50))
        var frame = TransitionFrame()
        // A linear timing's fraction is the progress, within 0…1; 2 is reached through a frame
        // evaluated directly at that fraction.
        if fraction <= 1 {
            plan.evaluate(at: fraction, into: &frame)
            #expect(frame.position(ofTrack: 0) == Point(x: x, y: y))
        }
        #expect(plan.state(ofTrack: 0, fraction: fraction).position == Point(x: x, y: y))
    }

    /// A card growing through its transform from 0.5× to 1× with 8 pt corners and a 4 pt blur
    /// offset (0, 2) at both ends keeps what it shows: on screen 4 pt corners, 2 pt blur and a
    /// (0, 1) offset at the start, 8, 4 and (0, 2) at the end; half way, at scale 0.75, the on-screen
    /// 6 pt corners, 3 pt blur and (0, 1.5) offset are 8, 4 and (0, 2) in its own points. Without a
    /// changing scale nothing is corrected. The lanes give what the plan gives, bit for bit.
    @Test(arguments: [0.5, 1])
    func aScalingCardsCornersAndShadowAreScaleCorrected(startScale: Double) {
        var from = ViewState(position: Point(x: 100, y: 100), size: Size(width: 80, height: 60), cornerRadii: CornerRadii(8))
        from.transform = Transform3D(a: startScale, b: 0, c: 0, d: startScale, tx: 0, ty: 0)
        from.shadow = Shadow(opacity: 0.3, radius: 4, offset: Vector(dx: 0, dy: 2))
        var to = from
        to.transform = .identity
        to.position = Point(x: 200, y: 300)
        let plan = Self.plan(from: from, to: to)
        let lanes = FrameLanes(plan)
        #expect(lanes.detailed.isEmpty && lanes.corrected.map(\.slot) == (startScale == 1 ? [] : [0]))
        var frame = TransitionFrame()
        plan.evaluate(at: 0.5, into: &frame)
        let state = frame.state(ofTrack: 0)
        #expect(state == plan.state(ofTrack: 0, atProgress: 0.5))
        #expect((state.cornerRadii.topLeft - 8).magnitude < 1e-12 && state.cornerRadii == CornerRadii(state.cornerRadii.topLeft))
        #expect((state.shadow!.radius - 4).magnitude < 1e-12 && (state.shadow!.offset.dy - 2).magnitude < 1e-12)
        #expect(state.transform.m11 == (startScale + 1) / 2)
    }

    /// A card sliding by its transform alone (a translation, scale 1 at both ends) with rounded
    /// corners and a shadow is scale-corrected, and its m11 and m22 — the same at both ends — are
    /// stored all the same (forced), for the correction to read the current scale from. The frame
    /// gives what the plan gives, bit for bit, over the whole run.
    @Test func aSlidingCardStoresTheScaleItsCorrectionReads() {
        var from = ViewState(position: Point(x: 100, y: 100), size: Size(width: 80, height: 60), cornerRadii: CornerRadii(8))
        from.transform = Transform3D(a: 1, b: 0, c: 0, d: 1, tx: -120, ty: 30)
        from.shadow = Shadow(opacity: 0.3, radius: 4, offset: Vector(dx: 0, dy: 2))
        var to = from
        to.transform = .identity
        let plan = Self.plan(from: from, to: to)
        let lanes = FrameLanes(plan)
        #expect(lanes.detailed.isEmpty && lanes.computed.isEmpty && lanes.corrected.map(\.slot) == [0])
        let stored = FrameLanes.Lane.allCases.filter { lanes.address(of: $0, slot: 0) >= 0 }
        #expect(
            stored == [
                .cornerRadius, .m11, .m22, .m41, .m42, .shadowRadius, .shadowDX, .shadowDY, .cornerRadiusOnScreen,
                .shadowRadiusOnScreen, .shadowDXOnScreen, .shadowDYOnScreen,
            ])
        expectFrameFollowsPlan(plan)
    }

    /// A view turning as it slides has its transform computed each frame into the frame's own
    /// transforms, so it stores none of the transform's lanes (only a planar track's state reads
    /// them back), only its centre; the frame still gives the plan's states.
    @Test func aTurningViewStoresNoTransformLanes() {
        var from = ViewState(position: Point(x: 100, y: 100), size: Size(width: 80, height: 60))
        from.transform = Transform3D.rotation(angle: 0.3, x: 0, y: 0, z: 1)
        from.transform.m41 = 12
        var to = from
        to.transform = .identity
        to.position = Point(x: 180, y: 40)
        let plan = Self.plan(from: from, to: to, role: .disappearing)
        let lanes = FrameLanes(plan)
        #expect(lanes.detailed.isEmpty && lanes.computed.count == 1)
        #expect(FrameLanes.Lane.allCases.filter { lanes.address(of: $0, slot: 0) >= 0 } == [.x, .y])
        expectFrameFollowsPlan(plan)
    }

    /// A shadow appearing on a card that does not scale moves on lanes: the missing end is the
    /// other's at opacity 0, so half way the opacity is half, and radius, offset and colour stay.
    @Test func anAppearingShadowFadesInOnLanes() {
        let from = ViewState(position: Point(x: 95, y: 60), size: Size(width: 190, height: 120), cornerRadii: CornerRadii(8))
        var to = ViewState(position: Point(x: 195, y: 190), size: Size(width: 390, height: 300), cornerRadii: CornerRadii(24))
        to.shadow = Shadow(color: Color(red: 0.1, green: 0.2, blue: 0.3), opacity: 0.3, radius: 12, offset: Vector(dx: 0, dy: 4))
        let plan = Self.plan(from: from, to: to)
        #expect(FrameLanes(plan).detailed.isEmpty)
        var frame = TransitionFrame()
        plan.evaluate(at: 0.5, into: &frame)
        let shadow = frame.state(ofTrack: 0).shadow
        #expect(shadow == Shadow(color: Color(red: 0.1, green: 0.2, blue: 0.3), opacity: 0.15, radius: 12, offset: Vector(dx: 0, dy: 4)))
        #expect(frame.state(ofTrack: 0) == plan.state(ofTrack: 0, atProgress: 0.5))
    }

    /// `largestSafeFraction`'s bound: lane values (on-screen ones included) up to
    /// ±`largestLinearValue`, scales from near 1e-9 to 1e6, at fractions ±1e20, give finite frames (nothing the lanes
    /// compute overflows), equal to the plan's; past the bound, a fraction near the largest
    /// doubles makes the plan repair its blend, and the frame follows the plan there too.
    @Test(arguments: [1e20, -1e20, 4e299])
    func nothingOverflowsUpToTheSafeFraction(target: Double) {
        let big = FrameLanes.largestLinearValue
        let radius = big / 1e7
        var from = ViewState(position: Point(x: -big, y: big), size: Size(width: big, height: 1), cornerRadii: CornerRadii(radius))
        from.transform = Transform3D(a: 1e-9 * 1.5, b: 0, c: 0, d: 1, tx: -big, ty: big)
        from.shadow = Shadow(opacity: 1, radius: radius, offset: Vector(dx: -radius, dy: radius))
        var to = from
        to.position = Point(x: big, y: -big)
        to.transform = Transform3D(a: 1e6, b: 0, c: 0, d: 1e6, tx: big, ty: -big)
        to.cornerRadii = CornerRadii(-radius)
        var turning = to
        turning.transform = .rotation(angle: 2, x: 0, y: 0, z: 1)
        // A Bézier whose first control value is `target` × 4/9 reaches `target` × 4/9 · 3 · ⅓ · (⅔)² ≈ `target` · 0.2 near t = ⅓.
        let timing = TimingCurve.bezier(CubicBezier(0, target * 4 / 9, 1, 0))
        let plan = TransitionPlan(tracks: [
            Track(
                role: .appearing, view: ViewReference(side: .destination, index: 0), from: from, to: to, duration: 1, timing: timing,
                path: .arc(intensity: 1e-151)),
            Track(
                role: .appearing, view: ViewReference(side: .destination, index: 1), from: from, to: turning, duration: 1,
                timing: timing),
        ])
        let lanes = FrameLanes(plan)
        #expect(
            lanes.detailed.isEmpty && lanes.arcs.count == 1 && lanes.corrected.map(\.slot) == [0] && lanes.computed.count == 1,
            "\(lanes.detailed) \(lanes.arcs) \(lanes.corrected) \(lanes.computed)")
        var frame = TransitionFrame()
        var largest = 0.0
        for p in stride(from: 0.0, through: 1, by: 1.0 / 64) {
            plan.evaluate(at: p, into: &frame)
            largest = max(largest, plan.fraction(ofGroup: 0, atProgress: p).magnitude)
            for i in 0..<2 {
                let exact = plan.state(ofTrack: i, atProgress: p)
                #expect(frame.state(ofTrack: i) == exact, "track \(i) at \(p)")
                if plan.fraction(ofGroup: 0, atProgress: p).magnitude <= FrameLanes.largestSafeFraction {
                    #expect(frame.state(ofTrack: i).isFinite && frame.values.allSatisfy(\.isFinite), "track \(i) at \(p)")
                }
            }
        }
        #expect(largest > target.magnitude / 10)
    }

    /// A plan of one linear track from `from` to `to` over 1 s: a destination view appearing, or
    /// a source view for `.disappearing`.
    private static func plan(from: ViewState, to: ViewState, role: Track.Role = .appearing) -> TransitionPlan {
        let side: SceneSide = role == .disappearing ? .source : .destination
        return TransitionPlan(tracks: [
            Track(role: role, view: ViewReference(side: side, index: 0), from: from, to: to, duration: 1, timing: .linear)
        ])
    }

    /// Expects a frame's state of track 0 to be the plan's, under `==`, at every eighth of the run.
    private func expectFrameFollowsPlan(_ plan: TransitionPlan, sourceLocation: SourceLocation = #_sourceLocation) {
        var frame = TransitionFrame()
        for p in stride(from: 0.0, through: 1, by: 0.125) {
            plan.evaluate(at: p, into: &frame)
            #expect(frame.state(ofTrack: 0) == plan.state(ofTrack: 0, atProgress: p), "at \(p)", sourceLocation: sourceLocation)
        }
    }
}
