import Testing

@_spi(Harness) @testable import MatchEngine

/// A plan stores its tracks compactly (`TrackList`, `CompactState`) and gives back
/// exactly what it was given, every number bit for bit.
@Suite struct TrackListTests {
    /// Every number of a state as bits, and which optional parts it has: equal lists mean equal
    /// bits, where `==` would let −0 pass for +0 and never equal NaN.
    static func bits(_ s: ViewState) -> [UInt64] {
        let t = s.transform
        let r = s.cornerRadii
        var numbers = [
            s.position.x, s.position.y, s.size.width, s.size.height, s.alpha, s.zPosition,
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
            r.topLeft, r.topRight, r.bottomLeft, r.bottomRight,
        ]
        var present: UInt64 = 0
        if let c = s.backgroundColor {
            present |= 1
            numbers += [c.red, c.green, c.blue, c.alpha]
        }
        if let c = s.clip {
            present |= 2
            numbers += [c.rect.minX, c.rect.minY, c.rect.size.width, c.rect.size.height, c.cornerRadius]
        }
        if let c = s.contentRect {
            present |= 4
            numbers += [c.minX, c.minY, c.size.width, c.size.height]
        }
        if let h = s.shadow {
            present |= 8
            numbers += [h.color.red, h.color.green, h.color.blue, h.color.alpha, h.opacity, h.radius, h.offset.dx, h.offset.dy]
            if let p = h.path {
                present |= 16
                numbers += [p.minX, p.minY, p.size.width, p.size.height]
            }
        }
        return [present] + numbers.map(\.bitPattern)
    }

    /// A number that is awkward to keep: signed zeros, NaNs with payloads, infinities, subnormals,
    /// the largest doubles, or an ordinary value.
    static func awkward(_ r: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<10, using: &r) {
        case 0: -0.0
        case 1: Double(bitPattern: 0x7FF8_0000_0000_0000 | UInt64.random(in: 1...0xFFFF, using: &r))
        case 2: r.bool() ? .infinity : -.infinity
        case 3: Double.leastNonzeroMagnitude * Double(Int.random(in: 1...9, using: &r))
        case 4: r.bool() ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
        default: r.double(in: -500...500)
        }
    }

    /// A state with each part drawn at random: a 2-D affine transform (sometimes with a −0 or a
    /// near-identity entry where the affine form has its fixed 0 or 1, which must not pass as
    /// affine), or a full 3-D one; uniform or uneven corners (uneven by a sign of zero only, too);
    /// each optional part present or not.
    static func randomState(_ r: inout SeededGenerator) -> ViewState {
        func n() -> Double { awkward(&r) }
        var t = Transform3D(a: n(), b: n(), c: n(), d: n(), tx: n(), ty: n())
        switch Int.random(in: 0..<6, using: &r) {
        case 0: t.m13 = -0.0
        case 1: t.m33 = 1.0.nextUp
        case 2: t.m34 = -1 / 500
        case 3:
            t = Transform3D(
                m11: n(), m12: n(), m13: n(), m14: n(), m21: n(), m22: n(), m23: n(), m24: n(),
                m31: n(), m32: n(), m33: n(), m34: n(), m41: n(), m42: n(), m43: n(), m44: n())
        default: break
        }
        let radius = n()
        let radii: CornerRadii
        switch Int.random(in: 0..<3, using: &r) {
        case 0: radii = CornerRadii(radius)
        case 1: radii = CornerRadii(topLeft: 0, topRight: -0.0, bottomLeft: 0, bottomRight: 0)
        default: radii = CornerRadii(topLeft: n(), topRight: n(), bottomLeft: n(), bottomRight: n())
        }
        return ViewState(
            position: Point(x: n(), y: n()), size: Size(width: n(), height: n()), transform: t, alpha: n(), cornerRadii: radii,
            backgroundColor: r.bool() ? Color(red: n(), green: n(), blue: n(), alpha: n()) : nil,
            clip: r.bool() ? ClipShape(rect: Rect(x: n(), y: n(), width: n(), height: n()), cornerRadius: n()) : nil,
            zPosition: n(), contentRect: r.bool() ? Rect(x: n(), y: n(), width: n(), height: n()) : nil,
            shadow: r.bool()
                ? Shadow(
                    color: Color(red: n(), green: n(), blue: n(), alpha: n()), opacity: n(), radius: n(),
                    offset: Vector(dx: n(), dy: n()), path: r.bool() ? Rect(x: n(), y: n(), width: n(), height: n()) : nil)
                : nil)
    }

    @Test func statesReadBackBitForBit() {
        var r = SeededGenerator(seed: 1_616)
        var store = StateStore()
        var states: [ViewState] = []
        for _ in 0..<4_000 {
            let s = Self.randomState(&r)
            states.append(s)
            store.append(s)
        }
        var kinds = (affine: 0, threeD: 0, uniform: 0, uneven: 0)
        for (i, s) in states.enumerated() {
            #expect(Self.bits(store[i]) == Self.bits(s), "state \(i)")
            #expect(
                Self.bits(ViewState(position: .zero, size: .zero, transform: store.transform(ofState: i)))
                    == Self.bits(ViewState(position: .zero, size: .zero, transform: s.transform)), "transform \(i)")
            if store.states[i].transform3D < 0 { kinds.affine += 1 } else { kinds.threeD += 1 }
            if store.states[i].radii < 0 { kinds.uniform += 1 } else { kinds.uneven += 1 }
        }
        // Both forms of each part were exercised.
        #expect(kinds.affine > 1_000 && kinds.threeD > 1_000 && kinds.uniform > 500 && kinds.uneven > 1_000, "\(kinds)")
    }

    /// Replacing states (as the planner does for sanitized and Reduce Motion states) and swapping
    /// them (playing a plan back) leaves every state as a plain array of them would be, side-table
    /// entries reused or added as needed; the compact `needsSanitizing` agrees with `ViewState`'s.
    @Test func replacedAndSwappedStatesReadBackAsAnArrayOfThem() {
        var r = SeededGenerator(seed: 1_619)
        var store = StateStore()
        var expected: [ViewState] = []
        for _ in 0..<500 {
            let s = Self.randomState(&r)
            store.append(s)
            expected.append(s)
        }
        for step in 0..<3_000 {
            let i = Int.random(in: 0..<expected.count, using: &r)
            switch Int.random(in: 0..<4, using: &r) {
            case 0:
                let j = Int.random(in: 0..<expected.count, using: &r)
                store.swapStates(i, j)
                expected.swapAt(i, j)
            case 1:
                // An ordinary state: finite, alpha in 0…1, no side-table parts.
                let s = ViewState(
                    position: Point(x: r.double(in: -9...9), y: 1), size: Size(width: 2, height: 3),
                    alpha: r.double(in: 0...1), backgroundColor: r.bool() ? .white : nil)
                store.replace(i, with: s)
                expected[i] = s
            default:
                let s = Self.randomState(&r)
                store.replace(i, with: s)
                expected[i] = s
            }
            #expect(Self.bits(store[i]) == Self.bits(expected[i]), "step \(step)")
        }
        var needing = 0
        for i in expected.indices {
            #expect(Self.bits(store[i]) == Self.bits(expected[i]), "state \(i)")
            #expect(store.needsSanitizing(i) == expected[i].needsSanitizing, "state \(i)")
            if expected[i].needsSanitizing { needing += 1 }
        }
        #expect(needing > 50 && needing < expected.count - 50)
    }

    /// The compact check reads each side table on its own: a state whose only bad number is in one
    /// part — inline or in a side table — needs sanitizing, and the same state with that part good
    /// does not. One row per part; every row's state has all optional parts present.
    enum SpoiledPart: CaseIterable, Sendable {
        case position, size, alphaAboveOne, alphaBelowZero, zPosition, affineTransform, transform3D, uniformRadius
        case unevenRadii, colour, clip, contentRect, shadowNumber, shadowOpacityNotClamped, shadowPathNotStandardized

        func spoil(_ s: inout ViewState) {
            switch self {
            case .position: s.position.y = .nan
            case .size: s.size.width = .infinity
            case .alphaAboveOne: s.alpha = 1.5
            case .alphaBelowZero: s.alpha = -0.25
            case .zPosition: s.zPosition = -.infinity
            case .affineTransform: s.transform.m42 = .nan
            case .transform3D:
                s.transform.m34 = -1 / 500
                s.transform.m43 = .infinity
            case .uniformRadius: s.cornerRadii = CornerRadii(.nan)
            case .unevenRadii: s.cornerRadii = CornerRadii(topLeft: 4, topRight: 0, bottomLeft: .nan, bottomRight: 0)
            case .colour: s.backgroundColor = Color(red: 0, green: .nan, blue: 0, alpha: 1)
            case .clip: s.clip = ClipShape(rect: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: .infinity)
            case .contentRect: s.contentRect = Rect(x: 0, y: .nan, width: 10, height: 10)
            case .shadowNumber: s.shadow?.offset.dx = .nan
            case .shadowOpacityNotClamped: s.shadow?.opacity = 3
            case .shadowPathNotStandardized: s.shadow?.path = Rect(x: 0, y: 0, width: -4, height: 4)
            }
        }
    }

    @Test(arguments: SpoiledPart.allCases)
    func aBadNumberInAnyOnePartNeedsSanitizing(part: SpoiledPart) {
        let good = ViewState(
            position: Point(x: 10, y: 20), size: Size(width: 30, height: 40), transform: .scale(x: 2, y: 2), alpha: 0.5,
            cornerRadii: CornerRadii(topLeft: 4, topRight: 4, bottomLeft: 0, bottomRight: 0),
            backgroundColor: .white, clip: ClipShape(rect: Rect(x: 0, y: 0, width: 30, height: 40), cornerRadius: 2),
            zPosition: 3, contentRect: Rect(x: 0, y: 0, width: 60, height: 40),
            shadow: Shadow(
                color: .black, opacity: 0.3, radius: 6, offset: Vector(dx: 0, dy: 2), path: Rect(x: 0, y: 0, width: 30, height: 40)))
        var bad = good
        part.spoil(&bad)
        #expect(!good.needsSanitizing && bad.needsSanitizing, "the row itself (\(part))")
        var store = StateStore()
        store.append(good)
        store.append(bad)
        store.append(good)
        #expect(!store.needsSanitizing(0) && !store.needsSanitizing(2), "\(part)")
        #expect(store.needsSanitizing(1), "\(part)")
        store.sanitizeAll()
        #expect(Self.bits(store[1]) == Self.bits(bad.sanitized), "\(part)")
        #expect(Self.bits(store[0]) == Self.bits(good) && Self.bits(store[2]) == Self.bits(good), "\(part)")
    }

    /// `transformChanges` agrees with `Transform3D`'s `!=` (so −0 against +0 is no change, NaN always is).
    @Test func transformChangesAsTransform3DComparesThem() {
        var r = SeededGenerator(seed: 1_617)
        var store = StateStore()
        var transforms: [Transform3D] = []
        for _ in 0..<600 {
            var s = Self.randomState(&r)
            // Often the same transform, or one differing by a sign of zero, on the next state.
            if let last = transforms.last, r.bool() {
                s.transform = last
                if r.bool() { s.transform.m41 = last.m41 == 0 ? -last.m41 : last.m41 }
            }
            transforms.append(s.transform)
            store.append(s)
        }
        var changes = 0
        for i in 1..<transforms.count {
            let expected = transforms[i - 1] != transforms[i]
            #expect(store.transformChanges(from: i - 1, to: i) == expected, "states \(i - 1) and \(i)")
            if expected { changes += 1 }
        }
        #expect(changes > 100 && changes < transforms.count - 100)
    }

    @Test func tracksReadBackWithEveryField() {
        var r = SeededGenerator(seed: 1_618)
        let roles: [Track.Role] = [
            .matched(pair: 3, side: .source), .matched(pair: Int.max, side: .destination), .disappearing,
            .appearing, .root(.source), .root(.destination), .dimming,
        ]
        let timings: [TimingCurve] = [.linear, .bezier(.easeInOut), .spring(.smooth, initialVelocity: 2)]
        var tracks: [Track] = []
        for i in 0..<700 {
            tracks.append(
                Track(
                    role: roles[i % roles.count],
                    view: r.bool()
                        ? ViewReference(side: r.bool() ? .source : .destination, index: Int.random(in: -5...Int.max, using: &r)) : nil,
                    from: Self.randomState(&r), to: Self.randomState(&r),
                    delay: Double(Int.random(in: 0..<4, using: &r)) * 0.05, duration: [0.3, 0.5][Int.random(in: 0..<2, using: &r)],
                    timing: timings[Int.random(in: 0..<3, using: &r)], isTimeReversed: r.bool(),
                    path: [MotionPath.straight, .arc(intensity: -0.0), .arc(intensity: Self.awkward(&r))][Int.random(in: 0..<3, using: &r)],
                    crossfadePartner: r.bool() ? Int.random(in: Int.min...Int.max, using: &r) : nil))
        }
        let list = TrackList(tracks)
        #expect(list.count == tracks.count)
        // 4 delays × 2 durations × 3 curves × 2 directions at most; each stored once.
        #expect(list.timings.count <= 48 && list.timings.count > 30)
        for (i, t) in tracks.enumerated() {
            let back = list[i]
            #expect(back.role == t.role && back.view == t.view && back.crossfadePartner == t.crossfadePartner, "track \(i)")
            #expect(
                back.delay.bitPattern == t.delay.bitPattern && back.duration.bitPattern == t.duration.bitPattern
                    && back.timing == t.timing && back.isTimeReversed == t.isTimeReversed, "track \(i)")
            switch (back.path, t.path) {
            case (.straight, .straight): break
            case (.arc(let a), .arc(let b)): #expect(a.bitPattern == b.bitPattern, "track \(i)")
            default: Issue.record("track \(i): \(back.path) is not \(t.path)")
            }
            #expect(Self.bits(back.from) == Self.bits(t.from) && Self.bits(back.to) == Self.bits(t.to), "track \(i)")
            #expect(
                list.role(i) == t.role && list.view(i) == t.view
                    && list.hasContentRect(i) == (t.from.contentRect != nil || t.to.contentRect != nil))
            #expect(list.hasShadow(i) == (t.from.shadow != nil || t.to.shadow != nil))
            #expect(list.zPosition(i).bitPattern == t.from.zPosition.bitPattern)
        }
        #expect(Array(list).count == tracks.count && TrackList(Array(list)).timings.count == list.timings.count)
    }

    /// A list shares its batch's buffers, however much room the batch reserved (the planner
    /// reserves for every matched pair crossfading): nothing is written twice. Its copy
    /// (`copied`) has buffers of its own, each of its count.
    @Test func aListSharesItsBatchsBuffersAndItsCopyIsToSize() {
        let state = ViewState(position: Point(x: 1, y: 2), size: Size(width: 3, height: 4), shadow: Shadow(opacity: 0.5))
        let track = Track(role: .appearing, view: nil, from: state, to: state, duration: 0.3, timing: .linear)
        var batch = TrackBatch()
        batch.removeAll(reservingCapacity: 1_000)
        for _ in 0..<10 { batch.append(track) }
        let base = { (a: [CompactState]) in a.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
        let list = TrackList(packing: &batch)
        #expect(base(list.ends.states) == base(batch.ends.states) && list.ends.states.capacity >= 2_000)
        #expect(list.elementsEqual(repeatElement(track, count: 10)))
        let copy = list.copied
        #expect(base(copy.ends.states) != base(list.ends.states))
        #expect(copy.records.capacity == 10 && copy.ends.states.capacity == 20 && copy.elementsEqual(list))
        var wide: [Int] = []
        wide.reserveCapacity(64)
        wide += [1, 2, 3]
        #expect(wide.capacity >= 64 && wide.copiedToSize == [1, 2, 3] && wide.copiedToSize.capacity == 3)
    }

    /// Lists compare and hash by their tracks; a plan and its Codable round trip are equal.
    @Test func listsAndPlansCompareByTheirTracks() throws {
        let a = ViewState(position: Point(x: 10, y: 20), size: Size(width: 30, height: 40), cornerRadii: CornerRadii(4))
        var b = a
        b.position.x = 11
        let one = [
            Track(role: .appearing, view: ViewReference(side: .destination, index: 0), from: a, to: b, duration: 0.3, timing: .linear)
        ]
        var other = one
        other[0].to.cornerRadii.bottomRight = 5
        #expect(TrackList(one) == TrackList(one) && TrackList(one).hashValue == TrackList(one).hashValue)
        #expect(TrackList(one) != TrackList(other) && TrackList(one) != TrackList(one + one) && TrackList() == TrackList([]))
        let plan = TransitionPlan(tracks: one + other)
        let decoded = try JSONEncoderForTests.decode(TransitionPlan.self, from: JSONEncoderForTests.encode(plan))
        #expect(decoded == plan && decoded.tracks[1].to.cornerRadii.bottomRight == 5)
    }

    /// What a track costs in a plan, from the records' layouts: 48 + 2 × 160 bytes for a track
    /// whose states need no side table — a third of a `Track` — and each side-table entry on top.
    @Test func aPlainTrackCosts368Bytes() {
        #expect(MemoryLayout<CompactState>.stride == 160 && MemoryLayout<TrackRecord>.stride == 48)
        #expect(MemoryLayout<Track>.stride >= 2 * 440 + 100)
        let plain = ViewState(
            position: Point(x: 1, y: 2), size: Size(width: 3, height: 4), transform: .scale(x: 2, y: 2),
            backgroundColor: Color(red: 1, green: 0, blue: 0))
        let tracks = (0..<1_000).map { _ in Track(role: .appearing, view: nil, from: plain, to: plain, duration: 0.3, timing: .linear) }
        let list = TrackList(tracks)
        #expect(list.byteCount == 1_000 * 368 + MemoryLayout<TimingGroup.Key>.stride)
        var shadowed = plain
        shadowed.shadow = Shadow(opacity: 0.3)
        let withShadows = TrackList(
            tracks.map {
                var t = $0
                t.to = shadowed
                return t
            })
        #expect(withShadows.byteCount == list.byteCount + 1_000 * MemoryLayout<Shadow>.stride)
    }
}
