#if canImport(UIKit)
    import UIKit

    /// Watches the window while a transition runs and records what it shows.
    ///
    /// Two kinds of sample:
    /// - **Once per display frame** (a `CADisplayLink` on the main run loop, common modes): the whole
    ///   window is rendered (`TilePixels`) and its tile-coloured pixels counted; every *candidate
    ///   stand-in* — a visible view in the window that is none of the two screens' own views (nor holds
    ///   one), and is not inside a navigation or tab bar — is rendered on its own, and the most
    ///   tile-coloured one is kept; whether the destination's tile is shown at its final place is read
    ///   from the view tree (`isShownAtFinalPlace`); and the presentation corner radius of every
    ///   tile-coloured candidate.
    /// - **At every render pass that draws the destination's tile**, forced ones included: the tile
    ///   draws itself (`SolidTile.draw`), so Core Animation calls it inside the commit that displays it,
    ///   even in the middle of Match's synchronous setup where no display-link frame can fire. Until
    ///   the flight is seen, each draw marks the tile for display again, so the next pass draws it too
    ///   (if UIKit drops a mark set while drawing, the display link sets it again every frame). Each
    ///   draw records whether the tile is, at that commit, shown at its final place.
    ///
    /// A **flash** is a sample taken before the flight is first seen in which the destination's tile
    /// is shown at its final place. The flight is *seen* once a candidate stand-in is at least half
    /// tile-coloured, or a layer between the destination's tile and the window carries an animation.
    @MainActor
    final class ScreenWatch {
        /// One display frame.
        struct Frame {
            /// `CACurrentMediaTime()` when sampled.
            var time: CFTimeInterval
            /// Tile-coloured pixels in the whole window (one pixel per point).
            var windowTilePixels: Int
            /// The most tile-coloured candidate stand-in and its pixels; `nil` when there is none.
            var standIn: (view: UIView, pixels: TilePixels)?
            /// Whether the destination's tile is shown at its final place (`isShownAtFinalPlace`).
            var destinationAtFinalPlace: Bool
            /// Whether the flight had been seen by this frame.
            var flightSeen: Bool
            /// Presentation corner radii of the candidates that are at least half tile-coloured.
            var standInCornerRadii: [CGFloat]
            /// For the most tile-coloured candidate, when at least half tile-coloured: the radius
            /// its layer is given now (presentation) and the radius its top-left corner shows in the
            /// window's pixels (`Rendering.cornerRadius(atTopLeftOf:)`).
            var standInCorner: (planned: CGFloat, drawn: CGFloat)?
        }

        /// One draw of the destination's tile, inside a render pass.
        struct Draw {
            var time: CFTimeInterval
            var atFinalPlace: Bool
            var flightSeen: Bool
        }

        private let window: UIWindow
        private let destinationTile: SolidTile
        private let finalFrame: CGRect
        /// The screens' own views: never candidates.
        private let known: Set<ObjectIdentifier>
        private var link: CADisplayLink?
        private(set) var frames: [Frame] = []
        private(set) var draws: [Draw] = []
        private(set) var flightSeen = false

        /// Watches `window` for a transition between `screens`; `destination` is the screen coming on,
        /// whose tile ends at `finalFrame` in window coordinates.
        init(window: UIWindow, screens: [DemoScreen], destination: DemoScreen, finalFrame: CGRect) {
            self.window = window
            destinationTile = destination.tile
            self.finalFrame = finalFrame
            known = Set(screens.flatMap { $0.views }.map { ObjectIdentifier($0) })
        }

        /// Starts sampling: call it right before asking for the transition.
        func start() {
            destinationTile.redrawsEveryPass = true
            destinationTile.onDraw = { [weak self] tile in self?.recordDraw(of: tile) }
            destinationTile.setNeedsDisplay()
            let link = FrameCallback.link { [weak self] _ in
                guard let self else { return false }
                self.tick()
                return true
            }
            link.add(to: .main, forMode: .common)
            self.link = link
        }

        /// Stops sampling: call it once the transition completed.
        func stop() {
            link?.invalidate()
            link = nil
            destinationTile.redrawsEveryPass = false
            destinationTile.onDraw = nil
        }

        // MARK: What the samples show

        /// The frames in which the flight was seen.
        var flightFrames: [Frame] { frames.filter { $0.flightSeen } }

        /// Every sample, frame or draw, taken before the flight was seen, that shows the destination's
        /// tile at its final place, described for a failure message; empty when there was no flash.
        var flashes: [String] {
            let start = frames.first?.time ?? 0
            let fromFrames = frames.filter { !$0.flightSeen && $0.destinationAtFinalPlace }
                .map { String(format: "display frame at +%.3f s", $0.time - start) }
            let fromDraws = draws.filter { !$0.flightSeen && $0.atFinalPlace }
                .map { String(format: "render pass drawing the destination at +%.3f s", $0.time - start) }
            return fromDraws + fromFrames
        }

        /// The fewest tile-coloured pixels any frame showed in the whole window.
        var fewestWindowTilePixels: Int { frames.map { $0.windowTilePixels }.min() ?? 0 }

        // MARK: Sampling

        private func tick() {
            if !flightSeen { destinationTile.setNeedsDisplay() }
            let rendering = Rendering(of: self.window)
            let window = rendering.tilePixels
            var best: (view: UIView, pixels: TilePixels)?
            var radii: [CGFloat] = []
            for candidate in candidates() {
                let pixels = TilePixels.count(in: candidate)
                if pixels.fraction >= 0.5 { radii.append(candidate.layer.presentation()?.cornerRadius ?? candidate.layer.cornerRadius) }
                if pixels.fraction > best?.pixels.fraction ?? -1 { best = (candidate, pixels) }
            }
            if (best?.pixels.fraction ?? 0) >= 0.5 || Self.isAnimating(destinationTile) { flightSeen = true }
            var corner: (planned: CGFloat, drawn: CGFloat)?
            if let best, best.pixels.fraction >= 0.5, let layer = best.view.layer.presentation(),
                let drawn = rendering.cornerRadius(
                    atTopLeftOf: layer.convert(layer.bounds, to: self.window.layer.presentation() ?? self.window.layer))
            {
                corner = (layer.cornerRadius, drawn)
            }
            frames.append(
                Frame(
                    time: CACurrentMediaTime(), windowTilePixels: window.tile, standIn: best,
                    destinationAtFinalPlace: Self.isShownAtFinalPlace(destinationTile, finalFrame: finalFrame),
                    flightSeen: flightSeen, standInCornerRadii: radii, standInCorner: corner))
        }

        private func recordDraw(of tile: SolidTile) {
            if Self.isAnimating(tile) { flightSeen = true }
            draws.append(
                Draw(
                    time: CACurrentMediaTime(), atFinalPlace: Self.isShownAtFinalPlace(tile, finalFrame: finalFrame),
                    flightSeen: flightSeen))
            if flightSeen { tile.redrawsEveryPass = false }
        }

        /// Visible views in the window that are none of the screens' own views, hold none of them, and
        /// are not inside a navigation or tab bar: Match's stand-ins, their carriers and shadow views,
        /// and UIKit's transition views (which render without the tile's colour).
        private func candidates() -> [UIView] {
            var found: [UIView] = []
            func visit(_ view: UIView) -> Bool {  // returns whether `view` is or holds a known view
                if view is UINavigationBar || view is UITabBar { return false }
                var holdsKnown = known.contains(ObjectIdentifier(view))
                for subview in view.subviews where visit(subview) { holdsKnown = true }
                if !holdsKnown, !view.isHidden, view.alpha >= 0.01, view.bounds.width >= 1, view.bounds.height >= 1 {
                    found.append(view)
                }
                return holdsKnown
            }
            _ = visit(window)
            return found.filter { $0 !== window }
        }

        /// Whether `view` is on screen at `finalFrame` (window coordinates, within 0.5 pt) with nothing
        /// about to move it: it is in a window, and neither it nor any superview is hidden, has an alpha
        /// below 0.01, or carries an animation (a layer animation would show it somewhere else).
        static func isShownAtFinalPlace(_ view: UIView, finalFrame: CGRect) -> Bool {
            guard view.window != nil, !isAnimating(view) else { return false }
            var current: UIView? = view
            while let v = current {
                if v.isHidden || v.alpha < 0.01 { return false }
                current = v.superview
            }
            let frame = view.convert(view.bounds, to: nil)
            let atFinal =
                abs(frame.minX - finalFrame.minX) <= 0.5 && abs(frame.minY - finalFrame.minY) <= 0.5
                && abs(frame.width - finalFrame.width) <= 0.5 && abs(frame.height - finalFrame.height) <= 0.5
            return atFinal && !isCoveredFromAbove(view, frame: frame)
        }

        /// Whether a view drawn after `view` (later in the window's back-to-front order, outside its
        /// subtree) hides it: shown, fully opaque (alpha 1 and an opaque background colour), and
        /// covering `frame` (window coordinates) — as Match's setup cover, the window's own snapshot
        /// with an opaque background, covers the container while the flight is being set up.
        static func isCoveredFromAbove(_ view: UIView, frame: CGRect) -> Bool {
            guard let window = view.window else { return false }
            var passed = false
            var covered = false
            func visit(_ v: UIView, translucent: Bool) {
                guard !covered else { return }
                // Hidden, or under an alpha below 1 here or above: it cannot hide what is behind it.
                let translucent = translucent || v.isHidden || v.alpha < 0.99
                if v === view {
                    passed = true
                    return
                }  // its own subtree draws with it
                if passed, !translucent, let color = v.backgroundColor, color.cgColor.alpha >= 1,
                    v.convert(v.bounds, to: nil).insetBy(dx: -0.5, dy: -0.5).contains(frame)
                {
                    covered = true
                    return
                }
                for subview in v.subviews { visit(subview, translucent: translucent) }
            }
            visit(window, translucent: false)
            return covered
        }

        /// Whether a layer between `view` and its window (both included) carries an animation.
        static func isAnimating(_ view: UIView) -> Bool {
            var current: UIView? = view
            while let v = current {
                if !(v.layer.animationKeys() ?? []).isEmpty { return true }
                current = v.superview
            }
            return false
        }
    }

#endif
