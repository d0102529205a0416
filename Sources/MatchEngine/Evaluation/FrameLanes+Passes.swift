extension FrameLanes {
    /// `out[k]` for k < count: `from + (to − from) × f`, exactly `Double.interpolated(to:fraction:)`
    /// (the ends are copied at 0 and 1). One straight loop over adjacent doubles: vectorised.
    @inline(__always)
    static func interpolate(
        from: UnsafePointer<Double>, to: UnsafePointer<Double>, into out: UnsafeMutablePointer<Double>, count: Int,
        fraction f: Double
    ) {
        if f == 0 {
            out.update(from: from, count: count)
        } else if f == 1 {
            out.update(from: to, count: count)
        } else {
            for k in 0..<count { out[k] = from[k] + (to[k] - from[k]) * f }
        }
    }

    /// Finishes group `g`'s linear tracks at fraction `f` (finite, neither 0 nor 1, at most
    /// `largestSafeFraction` in magnitude) once its lanes are interpolated into `out`: the arcs'
    /// centres, the computed transforms (into `transforms`, by interpolation index) and the
    /// scale-corrected corners and shadows. Each is `ViewState.blend`'s arithmetic for the channel,
    /// in the same order.
    @inline(__always)
    func finish(
        group g: Int, fraction f: Double, plan: TransitionPlan, from: UnsafePointer<Double>, to: UnsafePointer<Double>,
        into out: UnsafeMutablePointer<Double>, transforms: UnsafeMutableBufferPointer<Transform3D>
    ) {
        if arcOffsets[g] < arcOffsets[g + 1] {
            // `MotionPath.point` on an arc.
            let u = 1 - f
            let a = u * u
            let b = 2 * u * f
            let d = f * f
            for k in arcOffsets[g]..<arcOffsets[g + 1] {
                let arc = arcs[k]
                let x = valueBase[arc.slot]
                out[x] = a * from[x] + b * arc.control.x + d * to[x]
                out[x + 1] = a * from[x + 1] + b * arc.control.y + d * to[x + 1]
            }
        }
        if computedOffsets[g] < computedOffsets[g + 1] {
            // Read in place: an interpolation is ~600 bytes, a planar turn ~170.
            plan.transforms.withUnsafeBufferPointer { interpolations in
                turns.withUnsafeBufferPointer { turns in
                    for k in computedOffsets[g]..<computedOffsets[g + 1] {
                        let c = computed[k]
                        let interpolation = interpolations.baseAddress! + c.transform
                        var t = c.turn >= 0 ? turns[c.turn].value(at: f) : interpolation.pointee.value(at: f)
                        // `ChannelBlend` takes the scale of the transform before its repair.
                        if let correction = c.correction { correct(correction, scale: t.areaScale, out) }
                        if !t.isFinite {
                            t = Transform3D.repairedBlend(from: interpolation.pointee.from, to: interpolation.pointee.to, fraction: f)
                        }
                        transforms[c.transform] = t
                    }
                }
            }
        }
        if correctedOffsets[g] < correctedOffsets[g + 1] {
            for k in correctedOffsets[g]..<correctedOffsets[g + 1] {
                let c = corrected[k]
                // `Transform3D.areaScale` of a planar transform, whose m12 and m21 are ±0.
                correct(c.correction, scale: (out[c.m11] * out[c.m22]).magnitude.squareRoot(), out)
            }
        }
    }

    /// Divides the on-screen corner radius, shadow radius and offset of a track (at `correction`'s
    /// positions) by the current area scale `now` into their plain lanes, as `StateChannel.blend`
    /// and `Shadow.blend` scale-correct them: only when `now` > 1e-9 (else the plain lanes' linear
    /// values stand).
    @inline(__always)
    private func correct(_ correction: ScaleCorrection, scale now: Double, _ out: UnsafeMutablePointer<Double>) {
        guard now > 1e-9 else { return }
        let inverse = 1 / now
        func divide(_ lanes: (plain: Int, onScreen: Int), byMultiplying: Bool) {
            guard lanes.plain >= 0, lanes.onScreen >= 0 else { return }
            out[lanes.plain] = byMultiplying ? out[lanes.onScreen] * inverse : out[lanes.onScreen] / now
        }
        divide(correction.cornerRadius, byMultiplying: true)
        divide(correction.shadowRadius, byMultiplying: false)
        divide(correction.shadowDX, byMultiplying: true)
        divide(correction.shadowDY, byMultiplying: true)
    }

    /// Group `g`'s linear tracks at a fraction beyond `largestSafeFraction`: each blended as the
    /// plan blends it (repairs included), its lanes and computed transform written from that state.
    func blendAsPlan(
        group g: Int, fraction f: Double, plan: TransitionPlan, into out: UnsafeMutablePointer<Double>,
        transforms: UnsafeMutableBufferPointer<Transform3D>
    ) {
        var state = ViewState(position: .zero, size: .zero)
        for slot in plan.offsets[g]..<plan.offsets[g + 1] {
            let i = plan.members[slot]
            guard detailOfTrack[i] < 0 else { continue }
            withUnsafeMutablePointer(to: &state) { s in
                plan.blend(i, fraction: f, into: s)
                let v = Lane.values(s, other: s)
                forEachStoredLane(ofSlot: slot) { lane, position in out[position] = v[lane] }
            }
            // The frame holds transforms only when some are computed.
            let t = Int(plan.transformOfTrack[i])
            if t >= 0 && t < transforms.count { transforms[t] = state.transform }
        }
    }
}
