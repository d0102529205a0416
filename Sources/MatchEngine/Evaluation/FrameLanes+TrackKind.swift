extension FrameLanes {
    /// What a linear track needs beyond `from + (to − from) × f` on its lanes, decided once when a
    /// frame is set up: `ViewState.blend` (with `TransitionPlan.blend`'s transform) written out for
    /// the one track, with every choice that depends only on its end states made in advance.
    struct TrackKind {
        /// Where the track's transform comes from.
        enum TransformSource: Equatable {
            /// The same at both ends (under `==`): the from-state's, untouched.
            case unchanged
            /// A planar scale and translation at both ends: its four moving entries are lanes.
            case planar
            /// Any other change (`TransformInterpolation.value(at:)`, repaired as the plan repairs
            /// it), computed per frame into the frame's transforms (`FrameLanes.computed`).
            case computed
        }

        let transform: TransformSource
        /// The arc's control point (`MotionPath.controlPoint`), or `nil` for a straight path.
        let control: Point?
        /// The ends' transform area scales when the corners and shadow are scale-corrected (each
        /// > 1e-9; `ChannelBlend.scales` without the current scale, which the frame checks), else
        /// `nil`: the transform does not change, or an end's scale is not positive, or there are no
        /// corners or shadow to correct.
        let scales: (from: Double, to: Double)?
        /// Whether either end has a shadow.
        let hasShadow: Bool
        /// The clip at each end when either has one (a missing one is the whole bounds,
        /// `ClipShape.wholeBounds(of:)`), else `nil`: it moves in the frame's clip pass.
        let clip: (from: ClipShape, to: ClipShape)?

        /// The kind of a track from the state at `a` to the state at `b` along `path`, whose
        /// transform comes from `transform` (`source(of:)`); `nil` when the track is
        /// detailed: a channel cannot move on lanes (`StateChannel.movesOnLanes`), or the arc's
        /// control point or a clip's numbers are not small (`isSmall`). The lane values' size is
        /// checked apart.
        @inline(__always)
        init?(_ path: MotionPath, _ a: UnsafePointer<ViewState>, _ b: UnsafePointer<ViewState>, _ transform: TransformSource) {
            guard StateChannel.everyChannelMovesOnLanes(a, b) else { return nil }
            switch path {
            case .straight:
                control = nil
            case .arc(let intensity):
                // `MotionPath.point` moves straight for these intensities.
                if intensity == 0 || !intensity.isFinite {
                    control = nil
                } else {
                    let c = MotionPath.controlPoint(from: a.pointee.position, to: b.pointee.position, intensity: intensity)
                    guard FrameLanes.isSmall(c.x), FrameLanes.isSmall(c.y) else { return nil }
                    control = c
                }
            }
            if a.pointee.clip == nil && b.pointee.clip == nil {
                clip = nil
            } else {
                let from = a.pointee.clip ?? .wholeBounds(of: a.pointee.size)
                let to = b.pointee.clip ?? .wholeBounds(of: b.pointee.size)
                guard FrameLanes.isSmall(from), FrameLanes.isSmall(to) else { return nil }
                clip = (from, to)
            }
            self.transform = transform
            hasShadow = a.pointee.shadow != nil || b.pointee.shadow != nil
            var scales: (from: Double, to: Double)?
            if transform != .unchanged, hasShadow || a.pointee.cornerRadii != .zero || b.pointee.cornerRadii != .zero {
                let from = a.pointee.transform.areaScale
                let to = b.pointee.transform.areaScale
                if from > 1e-9, to > 1e-9 { scales = (from, to) }
            }
            self.scales = scales
        }

        /// Where the transform of a track whose transform changes by `interpolation` comes from
        /// (`nil`: it does not change), read in place (an interpolation is ~600 bytes).
        @inline(__always)
        static func source(of interpolation: UnsafePointer<TransformInterpolation>?) -> TransformSource {
            guard let interpolation else { return .unchanged }
            switch interpolation.pointee.method {
            case .constant: return .unchanged
            case .planarScaleAndTranslation: return .planar
            case .decomposed, .elementwise: return .computed
            }
        }

        /// The lanes the frame must compute for this track even where its two ends hold the same
        /// value: an arc's centre (the Bézier does not give back a point that stays put bit for
        /// bit), and the scale-corrected values and the scales they are divided by (a value equal
        /// at both ends still changes on screen when the scale does).
        var forcedLanes: UInt32 {
            var mask: UInt32 = 0
            if control != nil { mask |= Self.centre }
            if scales != nil {
                mask |= Self.corners
                if hasShadow { mask |= Self.shadow }
                if transform == .planar { mask |= Self.planarScale }
            }
            return mask
        }

        /// The lanes of `forcedLanes`, by what forces them.
        private static let centre = mask([.x, .y])
        private static let corners = mask([.cornerRadius, .cornerRadiusOnScreen])
        private static let shadow = mask([
            .shadowRadius, .shadowDX, .shadowDY, .shadowRadiusOnScreen, .shadowDXOnScreen, .shadowDYOnScreen,
        ])
        private static let planarScale = mask([.m11, .m22])
        /// The transform's lanes, which only a planar track's state reads back.
        static let transformLanes = mask([.m11, .m22, .m41, .m42])

        private static func mask(_ lanes: [Lane]) -> UInt32 { lanes.reduce(0) { $0 | 1 << $1.rawValue } }

        /// The scales as `writeLanes` takes them for the state at the from-end (`fromEnd`) or the to-end.
        func laneScales(fromEnd: Bool) -> (own: Double, other: Double)? {
            scales.map { fromEnd ? ($0.from, $0.to) : ($0.to, $0.from) }
        }
    }

    /// Whether `x` is at most `largestLinearValue` in magnitude (false for NaN).
    @inline(__always)
    static func isSmall(_ x: Double) -> Bool { x <= largestLinearValue && x >= -largestLinearValue }

    /// Whether each of the clip's five numbers `isSmall`: its interpolation at a fraction of at most
    /// `largestSafeFraction` is then finite, as a lane's is.
    @inline(__always)
    static func isSmall(_ clip: ClipShape) -> Bool {
        isSmall(clip.rect.origin.x) && isSmall(clip.rect.origin.y) && isSmall(clip.rect.size.width)
            && isSmall(clip.rect.size.height) && isSmall(clip.cornerRadius)
    }
}
