import Testing

@_spi(Harness) @testable import MatchEngine

/// A crossfading pair's composite stays between its ends at every progress.
@Suite struct DipFreeCrossfadeTests {
    /// Straight alpha compositing of the pair's two stand-ins (the destination's on top) over a
    /// black backdrop, one channel: top·a + (bottom·b + 0·(1 − b))·(1 − a).
    static func composite(_ bottom: ViewState, _ top: ViewState) -> Double {
        let b = bottom.backgroundColor!.red * bottom.backgroundColor!.alpha * bottom.alpha
        let a = top.alpha * top.backgroundColor!.alpha
        return top.backgroundColor!.red * a + b * (1 - a)
    }

    /// A white card (255) replacing a grey one (242), with different children so they crossfade:
    /// it dipped to 188 at mid-flight; now it stays within 242…255, exactly the colour's own blend.
    @Test(arguments: [0.0, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 1.0])
    func whiteCardOverGreyNeverDips(_ progress: Double) throws {
        let grey = 242.0 / 255
        let white = 1.0
        let a = view("card", Rect(x: 0, y: 0, width: 100, height: 100))
        a.backgroundColor = Color(red: grey, green: grey, blue: grey)
        a.addSubview(view(nil, Rect(x: 10, y: 10, width: 20, height: 20)))  // different content
        let b = view("card", Rect(x: 50, y: 300, width: 300, height: 300))
        b.backgroundColor = Color(red: white, green: white, blue: white)
        let p = plan(screen([a]), screen([b]), TransitionContext(kind: .push, containerSize: container, effect: .none))
        let s = try #require(p.tracks.firstIndex { $0.role == .matched(pair: 0, side: .source) })
        let d = try #require(p.tracks.firstIndex { $0.role == .matched(pair: 0, side: .destination) })
        #expect(p.tracks[s].to.zPosition < p.tracks[d].to.zPosition)
        let states = p.states(at: progress)
        let c = Self.composite(states[s], states[d]) * 255
        #expect(c >= 242 - 1e-9 && c <= 255 + 1e-9, "composite \(c) at \(progress)")
        // Both stand-ins carry the shared colour c(f); over an opaque bottom the composite is c(f).
        #expect(c.isApproximatelyEqual(to: states[d].backgroundColor!.red * 255, tolerance: 1e-9))
    }

    /// A translucent incoming view still fades the outgoing one out, so nothing shows through it at the end.
    @Test func translucentIncomingStillFadesTheOutgoingOut() throws {
        let a = view("card", Rect(x: 0, y: 0, width: 100, height: 100))
        a.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let b = view("card", Rect(x: 50, y: 300, width: 300, height: 300))
        b.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        let p = plan(screen([a]), screen([b]), TransitionContext(kind: .push, containerSize: container, effect: .none))
        let s = try #require(p.tracks.first { $0.role == .matched(pair: 0, side: .source) })
        #expect(s.to.alpha == 0)
    }
    /// The screens' own crossfades (`.fade`, `.zoom`, `.zoomOut`, and Reduce Motion's dissolve,
    /// which uses `.fade`) are dip-free too: a grey screen (242) giving way to an opaque white one
    /// (255) composites within 242…255 at every progress (both used to fade, dipping to ~188 at
    /// mid-flight over a black backdrop); under a translucent incoming screen the outgoing one
    /// still fades out.
    @Test(arguments: [TransitionEffect.fade, .zoom, .zoomOut], [TransitionContext.Kind.push, .pop])
    func screensCrossfadeWithoutADip(_ effect: TransitionEffect, _ kind: TransitionContext.Kind) throws {
        let grey = 242.0 / 255
        var list = screen([])
        list.views[0].backgroundColor = Color(red: grey, green: grey, blue: grey)
        var detail = screen([])
        detail.views[0].backgroundColor = Color(red: 1, green: 1, blue: 1)
        // A pop shows the list again: the detail goes, the list comes back, so swap the screens.
        let (from, to) = kind == .push ? (list, detail) : (detail, list)
        let p = plan(from, to, TransitionContext(kind: kind, containerSize: container, effect: effect))
        let outgoing = try #require(p.tracks.firstIndex { $0.role == .root(.source) })
        let incoming = try #require(p.tracks.firstIndex { $0.role == .root(.destination) })
        let (bottom, top) =
            p.tracks[outgoing].from.zPosition < p.tracks[incoming].from.zPosition
            ? (outgoing, incoming) : (incoming, outgoing)
        let low = min(grey, 1) * 255
        let high = 255.0
        for k in 0...20 {
            let states = p.states(at: Double(k) / 20)
            let c = Self.composite(states[bottom], states[top]) * 255
            #expect(c >= low - 1e-9 && c <= high + 1e-9, "\(effect) \(kind): composite \(c) at \(Double(k) / 20)")
        }
    }

    @Test func aTranslucentIncomingScreenStillFadesTheOutgoingOne() throws {
        var list = screen([])
        list.views[0].backgroundColor = Color(red: 1, green: 0, blue: 0)
        var sheet = screen([])
        sheet.views[0].backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        let p = plan(list, sheet, TransitionContext(kind: .push, containerSize: container, effect: .fade))
        let outgoing = try #require(p.tracks.first { $0.role == .root(.source) })
        #expect(outgoing.from.alpha == 1 && outgoing.to.alpha == 0)
    }
}
