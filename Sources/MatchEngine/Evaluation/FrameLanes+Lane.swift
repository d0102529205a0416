extension FrameLanes {
    /// The lanes, in storage order.
    enum Lane: Int, CaseIterable {
        case x, y, width, height, alpha, zPosition, cornerRadius, red, green, blue, colourAlpha
        case contentX, contentY, contentWidth, contentHeight
        /// The transform's entries that a planar scale and translation move (read back only for a
        /// track whose transform changes so: another keeps its own entries, signed zeros included).
        case m11, m22, m41, m42
        case shadowOpacity, shadowRadius, shadowDX, shadowDY, shadowRed, shadowGreen, shadowBlue, shadowAlpha
        /// The scale-corrected values' numerators: the corner radius, shadow radius and offset times
        /// the end's transform area scale (`ChannelBlend.scales`). Never read back: the frame divides
        /// them by the current scale into the plain lanes (`correct`).
        case cornerRadiusOnScreen, shadowRadiusOnScreen, shadowDXOnScreen, shadowDYOnScreen

        /// Every lane's value in the state at `s` (read in place), in lane order: each channel's
        /// `StateChannel.writeLanes` (`writeLanesOfEveryChannel`); the elements after the last lane are 0.
        @inline(__always)
        static func values(
            _ s: UnsafePointer<ViewState>, other: UnsafePointer<ViewState>, scales: (own: Double, other: Double)? = nil
        ) -> SIMD32<Double> {
            var v = SIMD32<Double>()
            StateChannel.writeLanesOfEveryChannel(of: s, other: other, scales: scales, into: &v)
            return v
        }

        /// `values` written back into a copy of the state at `s`: what a linear track's blend gives
        /// when its lanes hold `v` (at fractions other than exactly 0 and 1, where the blend gives
        /// the end states themselves). The transform's lanes are read only when `transformOnLanes`.
        static func state(
            _ v: SIMD32<Double>, from s: UnsafePointer<ViewState>, other: UnsafePointer<ViewState>, transformOnLanes: Bool
        ) -> ViewState {
            var state = s.pointee
            StateChannel.readLanesOfEveryChannel(v, into: &state, from: s, other: other, transformOnLanes: transformOnLanes)
            return state
        }
    }
}
