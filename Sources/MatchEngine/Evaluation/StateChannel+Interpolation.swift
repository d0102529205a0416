/// What every channel's blend shares: how far along, on which path, the transform already
/// interpolated, and the ends' and current transform area scales when the transform changes the
/// scale (each > 0), which scale-correct the corner radii and the shadow.
struct ChannelBlend {
    /// The fraction of the way from the first state to the second (not clamped; never exactly 0 or 1).
    let fraction: Double
    /// The path the centre follows.
    let path: MotionPath
    /// The transform at `fraction` (the evaluator caches its decomposition).
    let transform: Transform3D
    /// The two ends' transform area scales and the current one, or `nil` when the transform is the
    /// same at both ends or one of the three scales is not positive (then nothing is scale-corrected).
    let scales: (from: Double, to: Double, now: Double)?

    /// The inputs of the blend from the state at `x` to the state at `y`.
    @inline(__always)
    init(_ x: UnsafePointer<ViewState>, _ y: UnsafePointer<ViewState>, fraction: Double, path: MotionPath, transform: Transform3D) {
        self.fraction = fraction
        self.path = path
        self.transform = transform
        var scales: (from: Double, to: Double, now: Double)?
        if x.pointee.transform != y.pointee.transform {
            let a = x.pointee.transform.areaScale
            let b = y.pointee.transform.areaScale
            let now = transform.areaScale
            if a > 1e-9, b > 1e-9, now > 1e-9 { scales = (a, b, now) }
        }
        self.scales = scales
    }
}

extension StateChannel {
    /// Writes this channel of the blend from the state at `x` to the state at `y` into `result`,
    /// reading the ends in place. `result` must not be `x` or `y`: a channel may read the ends'
    /// other channels (the clip, content rectangle and shadow read the sizes).
    ///
    /// - Position: along `blend.path`. Size, alpha, z-position: linearly.
    /// - Transform: `blend.transform`, interpolated by decomposition by the caller.
    /// - Corner radii: linearly, or scale-corrected when `blend.scales` is set: the on-screen radius
    ///   (local radius × area scale) moves linearly and is divided by the current scale.
    /// - Background colour: linearly; a missing one is the other end's at alpha 0.
    /// - Clip and content rectangle: linearly; a missing one is the whole bounds (`nil` when both are).
    /// - Shadow: `Shadow.blend`, scale-corrected like the corners.
    @inline(__always)
    func blend(
        _ x: UnsafePointer<ViewState>, _ y: UnsafePointer<ViewState>, _ blend: ChannelBlend, into result: UnsafeMutablePointer<ViewState>
    ) {
        let f = blend.fraction
        switch self {
        case .position:
            result.pointee.position = blend.path.point(from: x.pointee.position, to: y.pointee.position, fraction: f)
        case .size:
            result.pointee.size = x.pointee.size.interpolated(to: y.pointee.size, fraction: f)
        case .transform:
            result.pointee.transform = blend.transform
        case .alpha:
            result.pointee.alpha = x.pointee.alpha.interpolated(to: y.pointee.alpha, fraction: f)
        case .cornerRadii:
            if let scales = blend.scales {
                result.pointee.cornerRadii = x.pointee.cornerRadii.scaled(by: scales.from)
                    .interpolated(to: y.pointee.cornerRadii.scaled(by: scales.to), fraction: f).scaled(by: 1 / scales.now)
            } else {
                result.pointee.cornerRadii = x.pointee.cornerRadii.interpolated(to: y.pointee.cornerRadii, fraction: f)
            }
        case .backgroundColor:
            switch (x.pointee.backgroundColor, y.pointee.backgroundColor) {
            case (nil, nil): result.pointee.backgroundColor = nil
            case (let a?, let b?): result.pointee.backgroundColor = a.interpolated(to: b, fraction: f)
            case (let a?, nil): result.pointee.backgroundColor = a.interpolated(to: a.withAlpha(0), fraction: f)
            case (nil, let b?): result.pointee.backgroundColor = b.withAlpha(0).interpolated(to: b, fraction: f)
            }
        case .clip:
            if x.pointee.clip == nil && y.pointee.clip == nil {
                result.pointee.clip = nil
            } else {
                let a = x.pointee.clip ?? .wholeBounds(of: x.pointee.size)
                let b = y.pointee.clip ?? .wholeBounds(of: y.pointee.size)
                result.pointee.clip = a.interpolated(to: b, fraction: f)
            }
        case .zPosition:
            result.pointee.zPosition = x.pointee.zPosition.interpolated(to: y.pointee.zPosition, fraction: f)
        case .contentRect:
            if x.pointee.contentRect == nil && y.pointee.contentRect == nil {
                result.pointee.contentRect = nil
            } else {
                let a = x.pointee.contentRect ?? Rect(origin: .zero, size: x.pointee.size)
                let b = y.pointee.contentRect ?? Rect(origin: .zero, size: y.pointee.size)
                result.pointee.contentRect = a.interpolated(to: b, fraction: f)
            }
        case .shadow:
            result.pointee.shadow =
                x.pointee.shadow == nil && y.pointee.shadow == nil
                ? nil
                : Shadow.blend(
                    x.pointee.shadow, y.pointee.shadow, fraction: f, sizes: (x.pointee.size, y.pointee.size), scales: blend.scales)
        }
    }

    /// `blend` of every channel, in `allCases` order, written out: the fold over `allCases` that
    /// defines a state's blend, unrolled by hand because the optimiser does not unroll it, and the
    /// loop costs a fifth of a frame's evaluation (one frame of 10 000 tracks into states: ~270 µs
    /// as a loop, ~220 µs written out). `StateChannelTests` pins it to the fold: every channel it
    /// writes equals the fold's, and none is left unwritten.
    @inline(__always)
    static func blendEveryChannel(
        _ x: UnsafePointer<ViewState>, _ y: UnsafePointer<ViewState>, _ blend: ChannelBlend, into result: UnsafeMutablePointer<ViewState>
    ) {
        StateChannel.position.blend(x, y, blend, into: result)
        StateChannel.size.blend(x, y, blend, into: result)
        StateChannel.transform.blend(x, y, blend, into: result)
        StateChannel.alpha.blend(x, y, blend, into: result)
        StateChannel.cornerRadii.blend(x, y, blend, into: result)
        StateChannel.backgroundColor.blend(x, y, blend, into: result)
        StateChannel.clip.blend(x, y, blend, into: result)
        StateChannel.zPosition.blend(x, y, blend, into: result)
        StateChannel.contentRect.blend(x, y, blend, into: result)
        StateChannel.shadow.blend(x, y, blend, into: result)
    }
}
