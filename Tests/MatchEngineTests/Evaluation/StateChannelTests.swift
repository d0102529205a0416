import Testing

@testable import MatchEngine

/// `StateChannel` lists every animated part of a `ViewState` once; each channel changed on its
/// own is stored, interpolated, measured and given lanes as that list says.
@Suite struct StateChannelTests {
    static let base = ViewState(
        position: Point(x: 40, y: 60), size: Size(width: 100, height: 80), alpha: 0.5, cornerRadii: CornerRadii(6))

    /// `base` with only `channel` changed (a missing part made present).
    static func changed(_ channel: StateChannel) -> ViewState {
        var s = base
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
}
