@_spi(Harness) import MatchEngine

/// A drawn view reduced to what the eye compares: which view, where (to half a point) and how
/// opaque (to 1 %).
struct PixelKey: Hashable {
    var view: ObjectIdentifier
    var x, y, width, height: Int
    var alpha: Int

    init(_ pixel: Pixel) {
        view = pixel.view
        x = Int((pixel.frame.minX * 2).rounded())
        y = Int((pixel.frame.minY * 2).rounded())
        width = Int((pixel.frame.width * 2).rounded())
        height = Int((pixel.frame.height * 2).rounded())
        alpha = Int((pixel.alpha * 100).rounded())
    }
}

extension PixelKey {
    /// How many times each pixel is drawn: a translucent view drawn twice — itself over a picture
    /// of itself, as a bar over a cover that holds the bar — is not the screen it was.
    static func counts(_ pixels: [Pixel]) -> [PixelKey: Int] {
        var counts: [PixelKey: Int] = [:]
        for p in pixels { counts[PixelKey(p), default: 0] += 1 }
        return counts
    }
}

extension StrictWorld {
    /// The pixels a snapshot of `view` shows, in `view`'s coordinates: the view as the last render
    /// pass drew it. Nothing if it was never rendered in the window, or if it was drawn concealed
    /// (hidden, or alpha below 0.01: the least favourable reading of what a snapshot of a view
    /// that is not drawn holds, uikit-practice P2, P3).
    /// `asDisplayed`: what the display shows of it, every view the last pass drew included (a
    /// snapshot of the window without screen updates shows the screen as it is: UIView.h, P2).
    func pixels(of view: StrictView, asDisplayed: Bool = false) -> [Pixel] {
        guard let look = view.rendered, !look.isHidden, look.alpha >= 0.01 else { return [] }
        let origin = (asDisplayed ? look : view.displayed ?? look).frameInWindow.origin
        return draw(view, alpha: 1, includingOwnAlpha: false, forSnapshot: !asDisplayed).map { p in
            var moved = p
            moved.frame.origin = Point(x: p.frame.minX - origin.x, y: p.frame.minY - origin.y)
            return moved
        }
    }

    /// What the last render pass drew under `view`, back to front, in window coordinates; a
    /// snapshot view draws the pixels it holds where it stands. `forSnapshot`: what a snapshot
    /// without screen updates holds — each view as the screen last showed it, and nothing of its
    /// own for a view the screen never showed (`StrictView.displayed`).
    private func draw(_ view: StrictView, alpha: Double, includingOwnAlpha: Bool, forSnapshot: Bool = false) -> [Pixel] {
        var result: [Pixel] = []
        var stack: [(StrictView, Double, Bool)] = [(view, alpha, includingOwnAlpha)]
        while let (v, parentAlpha, ownAlpha) = stack.popLast() {
            guard let rendered = v.rendered else { continue }
            let look = forSnapshot ? v.displayed ?? rendered : rendered
            guard !look.isHidden else { continue }
            let a = parentAlpha * (ownAlpha ? look.alpha : 1)
            let shown = !forSnapshot || v.displayed != nil
            if let own = v.snapshotPixels {
                guard shown else { continue }
                let origin = look.frameInWindow.origin
                for p in own where p.alpha * a > 0.01 {
                    var placed = p
                    placed.alpha = p.alpha * a
                    placed.frame.origin = Point(x: p.frame.minX + origin.x, y: p.frame.minY + origin.y)
                    placed.isOpaque = p.isOpaque && a >= 0.999
                    placed.isSnapshotContent = true
                    result.append(placed)
                }
                continue
            }
            if a > 0.01, look.drawsContent, shown {
                result.append(
                    Pixel(
                        view: ObjectIdentifier(v), name: v.name, alpha: a, frame: look.frameInWindow,
                        isOpaque: look.isOpaque && a >= 0.999, cornerRadius: look.cornerRadius))
            }
            for child in look.children.reversed() { stack.append((child, a, true)) }
        }
        return result
    }

    /// Marks the views the last render pass drew where the screen shows them: every view drawn
    /// in front of the last opaque view that covers the whole window (that view included), or
    /// every view drawn, when the pass was `forced` for a snapshot after screen updates.
    func markDisplayedContent(forced: Bool) {
        let bounds = window.node.bounds
        func coversWindow(_ v: StrictView, _ look: RenderedLook) -> Bool {
            if look.isOpaque, look.drawsContent, look.frameInWindow.insetBy(dx: -0.5, dy: -0.5).encloses(bounds) { return true }
            guard let own = v.snapshotPixels else { return false }
            let origin = look.frameInWindow.origin
            return own.contains { p in
                p.isOpaque
                    && Rect(x: p.frame.minX + origin.x, y: p.frame.minY + origin.y, width: p.frame.width, height: p.frame.height)
                        .insetBy(dx: -0.5, dy: -0.5).encloses(bounds)
            }
        }
        var drawn: [StrictView] = []
        var lastCover = 0
        var stack: [(StrictView, Double)] = [(window, 1)]
        while let (v, parentAlpha) = stack.popLast() {
            guard let look = v.rendered, !look.isHidden else { continue }
            let a = parentAlpha * look.alpha
            if !forced, a >= 0.999, coversWindow(v, look) { lastCover = drawn.count }
            drawn.append(v)
            for child in look.children.reversed() { stack.append((child, a)) }
        }
        for v in drawn[lastCover...] { v.displayed = v.rendered }
    }

    /// What is drawn on screen now (as of the last render pass), back to front.
    public var screen: [Pixel] { draw(window, alpha: 1, includingOwnAlpha: true) }

    /// What the eye sees of `screen`: every pixel inside the window, cut to it, and not wholly
    /// behind an opaque one in front of it.
    public var visibleScreen: [Pixel] {
        let bounds = window.node.bounds
        let all = screen.compactMap { p -> Pixel? in
            // A layer at NaN draws nothing (Core Animation would raise first); infinity is cut like any edge.
            guard !p.frame.origin.x.isNaN, !p.frame.origin.y.isNaN, !p.frame.size.width.isNaN, !p.frame.size.height.isNaN
            else { return nil }
            let x0 = max(p.frame.minX, bounds.minX)
            let x1 = min(p.frame.maxX, bounds.maxX)
            let y0 = max(p.frame.minY, bounds.minY)
            let y1 = min(p.frame.maxY, bounds.maxY)
            guard x1 > x0, y1 > y0 else { return nil }
            var cut = p
            cut.frame = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            return cut
        }
        var visible: [Pixel] = []
        for (i, p) in all.enumerated() {
            let hidden = all[(i + 1)...].contains { front in
                front.isOpaque && front.frame.insetBy(dx: -0.5, dy: -0.5).encloses(p.frame)
            }
            if !hidden { visible.append(p) }
        }
        return visible
    }

    /// A committing layout pass: `work` runs inside it (a navigation controller starts its
    /// transition there, uikit-practice P2); then the pass ends with a render pass, which is when
    /// the snapshots taken after screen updates inside it get their pixels.
    public func commitLayoutPass(_ work: () -> Void) {
        isCommitting = true
        work()
        window.layoutIfNeeded()
        isCommitting = false
        renderPass()
    }

    /// A transition began over the screen as the last render pass showed it; until it applies its
    /// first state (`transitionApplied(by:)`), no render pass may show anything else (P4).
    func transitionBegan(by owner: ObjectIdentifier) {
        // A transition that may resume but has not tried yet does not own the screen another one
        // now begins to change: it is checked again only if it is woken again.
        for other in resumed where other != owner { setups[other] = nil }
        resumed = []
        inProgress.insert(owner)
        if setups[owner] == nil { setups[owner] = PixelKey.counts(visibleScreen) }
    }

    /// The transition completed: it no longer changes the screen.
    func transitionEnded(by owner: ObjectIdentifier) {
        inProgress.remove(owner)
        transitionApplied(by: owner)
    }

    /// The transition applied its first state: from now on the screen is the plan's.
    func transitionApplied(by owner: ObjectIdentifier) {
        setups[owner] = nil
        resumed.remove(owner)
    }

    /// The transition waits for views another one holds: until it tries again, the screen is the
    /// other one's, not the one it began over.
    func transitionWaits(by owner: ObjectIdentifier) {
        setups[owner] = nil
        resumed.remove(owner)
    }

    /// The transition may try again, views having been given back: it begins over the screen the
    /// transition that gave them back leaves — as the next render pass draws it without this one
    /// (that transition has put its views back since the last pass, so a cover or snapshot of the
    /// screen as last rendered would show its last frame) — and from here until it applies its
    /// first state no render pass may show anything else (P4) — unless another transition is in
    /// progress, or begins before it has tried (that one changes the screen too).
    func transitionResumes(by owner: ObjectIdentifier) {
        // Another transition still in progress changes the screen too: nothing to check against.
        guard inProgress.subtracting([owner]).isEmpty else { return }
        let drawn = window.subtree.map { ($0, $0.rendered) }
        for view in window.subtree { view.rendered = view.lookNow }
        setups[owner] = PixelKey.counts(visibleScreen)
        resumed.insert(owner)
        for (view, look) in drawn { view.rendered = look }
    }

    /// A stand-in a host made, and the original it shows.
    func registerStandIn(_ standIn: StrictView, of original: StrictView) {
        standIns.append((standIn, original))
    }

    /// The checks of every render pass: during a setup the screen is the one it began over; a
    /// stand-in on screen is not blank; an original, or a view inside it, is not on screen beside
    /// its stand-in.
    func checkScreen() {
        let visible = visibleScreen
        if recordsScreens { screens.append(visible) }
        if !setups.isEmpty {
            let now = PixelKey.counts(visible)
            if setups.values.contains(where: { $0 != now }) { violate(.flash(pass: renderPasses)) }
        }
        let drawnDirectly = Set(visible.filter { !$0.isSnapshotContent }.map(\.view))
        for (standIn, original) in standIns {
            guard standIn.isInWindow, standIn.rendered != nil,
                !standIn.isHiddenInWindow, standIn.effectiveAlpha >= 0.01
            else { continue }
            // Each reported once per run of passes, not once per frame.
            if standIn.snapshotPixels?.isEmpty == true, standIn.snapshotExpectsContent,
                !violations.contains(.blankStandIn(standIn.name))
            {
                violate(.blankStandIn(standIn.name))
            }
            if let radius = standIn.drawnCornerRadius, let look = standIn.rendered, abs(radius - look.cornerRadius) > 0.5,
                !violations.contains(.cornerRadiusNotDrawn(standIn.name))
            {
                violate(.cornerRadiusNotDrawn(standIn.name))
            }
            // The original, or a view inside it (what its snapshot shows too: a cell's contentView).
            if original.subtree.contains(where: { drawnDirectly.contains(ObjectIdentifier($0)) }),
                !violations.contains(.originalBesideStandIn(original.name))
            {
                violate(.originalBesideStandIn(original.name))
            }
        }
    }
}

extension StrictView {
    /// For a snapshot view standing on its own (not inside a clipping frame) that clips to its
    /// bounds, the radius its corners show with as last rendered, in points: the larger of the
    /// rounding its snapshot was taken with — that of the original's own drawing, which fills the
    /// snapshot — and its own `cornerRadius` (CALayer.h: a radius rounds the background, and content
    /// only through `masksToBounds`). `nil` for any other view (one that does not clip shows the
    /// rounding it was taken with, whatever its radius), or when nothing in the snapshot fills it.
    var drawnCornerRadius: Double? {
        guard let pixels = snapshotPixels, let size = snapshotSize, let look = rendered,
            superview?.name?.hasPrefix("frame:") != true
        else { return nil }
        let filling = pixels.first { p in
            abs(p.frame.minX) <= 0.5 && abs(p.frame.minY) <= 0.5 && abs(p.frame.width - size.width) <= 0.5
                && abs(p.frame.height - size.height) <= 0.5
        }
        guard let baked = filling?.cornerRadius, look.clipsToBounds else { return nil }
        return max(baked, look.cornerRadius)
    }

    /// Whether it draws anything itself: a background colour that is not clear, or content such as
    /// text or an image (a clear plain view shows only its subviews).
    var drawsOwnContent: Bool { (node.backgroundColor?.alpha ?? 0) > 0 || node.contentKind != .plain }

    /// Whether it has anything to draw: its own background or content whatever its own alpha, or
    /// a subview, not hidden and at alpha 0.01 or more, that does.
    var hasContentToDraw: Bool {
        if drawsOwnContent { return true }
        var stack = subviews
        while let v = stack.popLast() {
            guard !v.node.isHidden, v.node.alpha >= 0.01 else { continue }
            if v.drawsOwnContent || v.snapshotPixels?.isEmpty == false { return true }
            stack.append(contentsOf: v.subviews)
        }
        return false
    }

    /// Whether it is `ancestor` or inside it.
    public func isInside(_ ancestor: StrictView) -> Bool {
        var v: StrictView? = self
        while let c = v, c !== ancestor { v = c.superview }
        return v != nil
    }

    /// Its alpha times its ancestors'.
    var effectiveAlpha: Double {
        var a = node.alpha
        var s = superview
        while let v = s {
            a *= v.node.alpha
            s = v.superview
        }
        return a
    }

    /// Whether it or an ancestor is hidden.
    var isHiddenInWindow: Bool {
        var v: StrictView? = self
        while let c = v {
            if c.node.isHidden { return true }
            v = c.superview
        }
        return false
    }
}

extension Rect {
    /// Whether `other` lies wholly inside.
    func encloses(_ other: Rect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }
}
