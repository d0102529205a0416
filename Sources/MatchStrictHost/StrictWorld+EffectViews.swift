@_spi(Harness) import MatchEngine

extension StrictWorld {
    /// Records `.effectViewUnderAlphaOrMask` (once per view) for every visual-effect view in the
    /// window that is visible — neither it nor an ancestor hidden, their alphas' product above 0 —
    /// while it or an ancestor has an alpha below 1 or a mask (`HeadlessView.clip`, what a host
    /// sets for a circular reveal). `UIVisualEffectView` documents that alpha below 1 on it or any
    /// superview and a mask on a superview break the effect (uikit-practice P9; the page's "Setting
    /// the correct alpha value" and "Using masks"); the least favourable reading counts a mask on
    /// the view itself too. Clipping to bounds is not a mask.
    func checkEffectViews() {
        var stack: [(view: StrictView, alpha: Double, faded: Bool, masked: Bool)] = [(window, 1, false, false)]
        while let (view, parentAlpha, parentFaded, parentMasked) = stack.popLast() {
            guard !view.node.isHidden else { continue }
            let alpha = parentAlpha * view.node.alpha
            guard alpha > 0 else { continue }
            let faded = parentFaded || view.node.alpha < 1
            let masked = parentMasked || view.node.clip != nil
            if view.node.contentKind == .visualEffect, faded || masked {
                let v = Violation.effectViewUnderAlphaOrMask(view.name)
                if !violations.contains(v) { violate(v) }
            }
            for child in view.subviews { stack.append((child, alpha, faded, masked)) }
        }
    }
}
