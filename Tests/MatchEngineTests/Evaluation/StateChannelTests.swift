import Testing

@_spi(Harness) @testable import MatchEngine

/// `StateChannel` lists every animated part of a `ViewState` once; each channel changed on its
/// own is stored, interpolated, measured and given lanes as that list says.
@Suite struct StateChannelTests {
    static let base = ViewState(
        position: Point(x: 40, y: 60), size: Size(width: 100, height: 80), alpha: 0.5, cornerRadii: CornerRadii(6))

    /// `base` with only `channel` changed (a missing part made present).
    static func changed(_ channel: StateChannel) -> ViewState {
        var s = base
        change(channel, in: &s)
        return s
    }

    /// Sets `channel` of `s` to its changed value (a missing part made present).
    static func change(_ channel: StateChannel, in s: inout ViewState) {
        switch channel {
        case .position: s.position = Point(x: 140, y: -20)
        case .size: s.size = Size(width: 30, height: 300)
        case .transform: s.transform = .rotation(angle: 0.4, x: 0, y: 0, z: 1)
        case .alpha: s.alpha = 0.9
        case .cornerRadii: s.cornerRadii = CornerRadii(topLeft: 1, topRight: 9, bottomLeft: 4, bottomRight: 0)
        case .backgroundColor: s.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        case .clip: s.clip = ClipShape.circle(center: Point(x: 50, y: 40), radius: 20)
        case .zPosition: s.zPosition = 3
        case .contentRect: s.contentRect = Rect(x: -10, y: 0, width: 120, height: 80)
        case .shadow: s.shadow = Shadow(opacity: 0.3, radius: 8)
        }
    }

    /// `base` with a NaN in `channel` only.
    static func poisoned(_ channel: StateChannel) -> ViewState {
        var s = base
        switch channel {
        case .position: s.position.y = .nan
        case .size: s.size.width = .infinity
        case .transform: s.transform.m42 = .nan
        case .alpha: s.alpha = .nan
        case .cornerRadii: s.cornerRadii.bottomLeft = -.infinity
        case .backgroundColor: s.backgroundColor = Color(red: 0, green: .nan, blue: 0, alpha: 1)
        case .clip: s.clip = ClipShape(rect: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: .nan)
        case .zPosition: s.zPosition = .nan
        case .contentRect: s.contentRect = Rect(x: .nan, y: 0, width: 10, height: 10)
        case .shadow: s.shadow = Shadow(opacity: 0.3, radius: .infinity)
        }
        return s
    }

    @Test func everyChannelChangesAStateOnItsOwn() {
        for channel in StateChannel.allCases {
            #expect(Self.changed(channel) != Self.base, "\(channel)")
        }
    }

    @Test func aStoredStateKeepsEveryChannel() {
        var store = StateStore()
        for channel in StateChannel.allCases { store.append(Self.changed(channel)) }
        for (i, channel) in StateChannel.allCases.enumerated() {
            #expect(store[i] == Self.changed(channel), "\(channel)")
        }
    }

    @Test func interpolationReachesEveryChannelExactlyAtTheEnds() {
        for channel in StateChannel.allCases {
            let end = Self.changed(channel)
            #expect(Self.base.interpolated(to: end, fraction: 0) == Self.base, "\(channel)")
            #expect(Self.base.interpolated(to: end, fraction: 1) == end, "\(channel)")
            #expect(Self.base.interpolated(to: end, fraction: 0.5) != Self.base, "\(channel)")
        }
    }

    /// Every channel but the stacking order, which moves nothing on screen, counts in the baker's
    /// error; a part present at one end only counts as infinitely far where the baker never
    /// interpolates between such states (colour, clip, shadow).
    @Test func theBakersErrorSeesEveryChannelButTheStackingOrder() {
        for channel in StateChannel.allCases {
            let error = Self.changed(channel).error(from: Self.base, tolerance: 0.5)
            switch channel {
            case .zPosition: #expect(error == 0)
            case .backgroundColor, .clip, .shadow: #expect(error == .infinity, "\(channel)")
            case .position, .size, .transform, .alpha, .cornerRadii, .contentRect: #expect(error > 1, "\(channel)")
            }
        }
    }

    @Test func everyLaneCarriesExactlyOneChannel() {
        let lanes = StateChannel.allCases.flatMap(\.lanes)
        #expect(lanes.count == FrameLanes.Lane.allCases.count)
        #expect(Set(lanes.map(\.rawValue)) == Set(FrameLanes.Lane.allCases.map(\.rawValue)))
    }

    /// Each channel writes its own lanes and no other: a state changed in one channel has lane
    /// values that differ from the base's in some of that channel's lanes and in no other lane
    /// (none for a clip or shadow).
    @Test func eachChannelWritesOnlyItsOwnLanes() {
        withUnsafePointer(to: Self.base) { base in
            let before = FrameLanes.Lane.values(base, other: base)
            for channel in StateChannel.allCases {
                withUnsafePointer(to: Self.changed(channel)) { changed in
                    let after = FrameLanes.Lane.values(changed, other: base)
                    let moved = Set(FrameLanes.Lane.allCases.filter { before[$0.rawValue] != after[$0.rawValue] })
                    #expect(moved.isSubset(of: channel.lanes), "\(channel)")
                    #expect(moved.isEmpty == channel.lanes.isEmpty, "\(channel)")
                }
            }
        }
    }

    /// Reading a state's lanes back gives the state itself, for every channel that moves on lanes.
    @Test func lanesReadBackEveryChannelTheyCarry() {
        withUnsafePointer(to: Self.base) { base in
            for channel in StateChannel.allCases {
                withUnsafePointer(to: Self.changed(channel)) { changed in
                    guard StateChannel.allCases.allSatisfy({ $0.movesOnLanes(base, changed) }) else { return }
                    let values = FrameLanes.Lane.values(changed, other: base)
                    let read = FrameLanes.Lane.state(values, from: changed, other: base, transformOnLanes: true)
                    #expect(read == changed.pointee, "\(channel)")
                }
            }
        }
    }

    /// Uniform corners move on their one lane and read back exactly.
    @Test func uniformCornersReadBackFromTheirLane() {
        var round = Self.base
        round.cornerRadii = CornerRadii(17)
        withUnsafePointer(to: Self.base) { base in
            withUnsafePointer(to: round) { round in
                #expect(StateChannel.cornerRadii.movesOnLanes(base, round))
                let values = FrameLanes.Lane.values(round, other: base)
                #expect(values[FrameLanes.Lane.cornerRadius.rawValue] == 17)
                #expect(FrameLanes.Lane.state(values, from: round, other: base, transformOnLanes: false) == round.pointee)
            }
        }
    }

    /// Uneven corners at either end (or a shadow with a path) take a track off the lanes; every
    /// other channel changing keeps it on them — a clip too, which has no lanes but its own pass
    /// (`TrackKind.clip`).
    @Test func onlyUnevenCornersLeaveTheLanes() {
        withUnsafePointer(to: Self.base) { base in
            for channel in StateChannel.allCases {
                withUnsafePointer(to: Self.changed(channel)) { changed in
                    let onLanes = StateChannel.allCases.allSatisfy { $0.movesOnLanes(base, changed) }
                    let kind = FrameLanes.TrackKind(.straight, base, changed, .unchanged)
                    switch channel {
                    case .cornerRadii: #expect(!onLanes && kind == nil, "\(channel)")
                    case .clip: #expect(onLanes && kind?.clip != nil && channel.lanes.isEmpty, "\(channel)")
                    case .position, .size, .transform, .alpha, .backgroundColor, .zPosition, .contentRect, .shadow:
                        #expect(onLanes && kind != nil && kind?.clip == nil, "\(channel)")
                    }
                }
            }
        }
    }

    /// A non-finite number in any one channel is seen, and sanitizing leaves a finite state that
    /// needs no more sanitizing.
    @Test func aNonFiniteNumberInAnyChannelIsSeenAndSanitized() {
        #expect(Self.base.isFinite)
        #expect(!Self.base.needsSanitizing)
        for channel in StateChannel.allCases {
            let poisoned = Self.poisoned(channel)
            #expect(!poisoned.isFinite, "\(channel)")
            #expect(poisoned.needsSanitizing, "\(channel)")
            #expect(poisoned.sanitized.isFinite, "\(channel)")
            #expect(!poisoned.sanitized.needsSanitizing, "\(channel)")
        }
    }

    /// Finite numbers that still need sanitizing are seen too: an alpha above 1, a negative shadow
    /// radius (`Shadow.sanitized` makes it 0); after sanitizing, the alpha is 1 and the radius 0.
    @Test func finiteButOutOfRangeNumbersAreSanitized() {
        var s = Self.base
        s.alpha = 1.5
        #expect(s.isFinite)
        #expect(s.needsSanitizing)
        #expect(s.sanitized.alpha == 1)
        s = Self.base
        s.shadow = Shadow(opacity: 0.3, radius: -4)
        #expect(s.isFinite)
        #expect(s.needsSanitizing)
        #expect(s.sanitized.shadow?.radius == 0)
    }

    /// The packed store's own check, read from its compact form, sees a non-finite number in every
    /// channel as `ViewState.needsSanitizing` does.
    @Test func theStoreSeesANonFiniteNumberInAnyChannel() {
        var store = StateStore()
        store.append(Self.base)
        for channel in StateChannel.allCases { store.append(Self.poisoned(channel)) }
        #expect(!store.needsSanitizing(0))
        for (i, channel) in StateChannel.allCases.enumerated() {
            #expect(store.needsSanitizing(i + 1), "\(channel)")
        }
    }

    /// A blend that overflowed in one channel takes that channel from the nearer end; the transform
    /// from the ends' entries blended as a·(1 − f) + b·f (identity and a 0.4 rad turn at f = 0.3:
    /// m11 = 0.7 + 0.3·cos 0.4, m12 = 0.3·sin 0.4).
    @Test func aRepairedBlendTakesTheBrokenChannelFromTheNearerEnd() {
        for channel in StateChannel.allCases where channel != .transform {
            // Past half way the nearer end is the second.
            let repaired = Self.poisoned(channel).repairingNonFinite(from: Self.changed(channel), to: Self.base, fraction: 0.7)
            #expect(repaired == Self.base, "\(channel)")
        }
        for channel in StateChannel.allCases {
            let repaired = Self.poisoned(channel).repairingNonFinite(from: Self.base, to: Self.changed(channel), fraction: 0.3)
            if channel == .transform {
                #expect((repaired.transform.m11 - (0.7 + 0.3 * 0.921_060_994_002_885_1)).magnitude < 1e-12)
                #expect((repaired.transform.m12 - 0.3 * 0.389_418_342_308_650_5).magnitude < 1e-12)
                #expect(repaired.transform.m42 == 0)
            } else {
                #expect(repaired == Self.base, "\(channel)")
            }
        }
    }

    /// The reference host draws every channel: a frame holding content, given a state changed in
    /// one channel, looks different from the same frame given the base state — except for the
    /// stacking order, which the host applies by ordering its stand-ins, not per view.
    @Test func theHeadlessHostDrawsEveryChannelButTheStackingOrder() {
        struct Look: Equatable {
            var center, contentCenter: Point
            var bounds, contentBounds: Rect
            var transform: Transform3D
            var alpha, cornerRadius: Double
            var maskedCorners: CornerMask
            var backgroundColor: Color?
            var clip: ClipShape?
            var shadow: Shadow?
        }
        func look(_ state: ViewState) -> Look {
            let frame = HeadlessView(frame: Rect(x: 0, y: 0, width: 100, height: 80))
            let content = HeadlessView(frame: Rect(x: 0, y: 0, width: 100, height: 80))
            _ = frame.addSubview(content)
            HeadlessHost.apply(state, to: frame)
            return Look(
                center: frame.center, contentCenter: content.center, bounds: frame.bounds, contentBounds: content.bounds,
                transform: frame.transform, alpha: frame.alpha, cornerRadius: frame.cornerRadius,
                maskedCorners: frame.maskedCorners, backgroundColor: frame.backgroundColor, clip: frame.clip, shadow: frame.shadow)
        }
        for channel in StateChannel.allCases {
            let differs = look(Self.changed(channel)) != look(Self.base)
            #expect(differs == (channel != .zPosition), "\(channel)")
        }
    }

    /// The written-out blend is the fold of every channel's blend: from a result holding another
    /// state entirely (every channel different from both ends', so each channel's blend changes it
    /// and a channel left unwritten would show), it writes what the fold writes, for a change in
    /// each channel alone and in all of them at once, on an arc.
    @Test func theWrittenOutBlendIsTheFoldOverEveryChannel() {
        var everything = Self.base
        for channel in StateChannel.allCases { Self.change(channel, in: &everything) }
        let elsewhere = ViewState(
            position: Point(x: -999, y: -999), size: Size(width: 1, height: 1), transform: .translation(x: 7, y: 7), alpha: 0.01,
            cornerRadii: CornerRadii(77), backgroundColor: .white, clip: .circle(center: .zero, radius: 1), zPosition: -9,
            contentRect: Rect(x: 3, y: 3, width: 3, height: 3), shadow: Shadow(opacity: 1, radius: 99))
        for end in StateChannel.allCases.map(Self.changed) + [everything] {
            withUnsafePointer(to: Self.base) { x in
                withUnsafePointer(to: end) { y in
                    let blend = ChannelBlend(x, y, fraction: 0.3, path: .arc(intensity: 0.5), transform: end.transform)
                    var written = elsewhere
                    var folded = elsewhere
                    StateChannel.blendEveryChannel(x, y, blend, into: &written)
                    for channel in StateChannel.allCases { channel.blend(x, y, blend, into: &folded) }
                    #expect(written == folded)
                    for channel in StateChannel.allCases {
                        var only = elsewhere
                        channel.blend(x, y, blend, into: &only)
                        #expect(only != elsewhere, "\(channel)")
                    }
                }
            }
        }
    }

    /// The written-out lane functions are the folds over every channel: from a vector and a state
    /// holding other values in every lane and channel (so a channel left out would show), they
    /// write what the folds write, and decide linearity as the fold does, for each channel changed
    /// alone (either way round) and for all of them at once.
    @Test func theWrittenOutLaneFunctionsAreTheFoldsOverEveryChannel() {
        var everything = Self.base
        for channel in StateChannel.allCases { Self.change(channel, in: &everything) }
        let ends = StateChannel.allCases.map(Self.changed) + [everything, Self.base]
        let elsewhere = ViewState(
            position: Point(x: -999, y: -999), size: Size(width: 1, height: 1), transform: .translation(x: 7, y: 7), alpha: 0.01,
            cornerRadii: CornerRadii(77), backgroundColor: .white, zPosition: -9, contentRect: Rect(x: 3, y: 3, width: 3, height: 3))
        for (a, b) in ends.map({ (Self.base, $0) }) + ends.map({ ($0, Self.base) }) {
            withUnsafePointer(to: a) { a in
                withUnsafePointer(to: b) { b in
                    for scales in [nil, (own: 0.5, other: 3.0)] {
                        var written = SIMD32<Double>(repeating: -7)
                        var folded = SIMD32<Double>(repeating: -7)
                        StateChannel.writeLanesOfEveryChannel(of: a, other: b, scales: scales, into: &written)
                        for channel in StateChannel.allCases { channel.writeLanes(of: a, other: b, scales: scales, into: &folded) }
                        #expect(written == folded)
                    }
                    var folded = SIMD32<Double>(repeating: -7)
                    for channel in StateChannel.allCases { channel.writeLanes(of: a, other: b, scales: nil, into: &folded) }

                    var read = elsewhere
                    var readFolded = elsewhere
                    StateChannel.readLanesOfEveryChannel(folded, into: &read, from: a, other: b, transformOnLanes: true)
                    for channel in StateChannel.allCases {
                        channel.readLanes(folded, into: &readFolded, from: a, other: b, transformOnLanes: true)
                    }
                    #expect(read == readFolded)

                    let onLanes = StateChannel.allCases.allSatisfy { $0.movesOnLanes(a, b) }
                    #expect(StateChannel.everyChannelMovesOnLanes(a, b) == onLanes)
                }
            }
        }
    }
}
