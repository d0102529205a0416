/// Which views take part in matching and how: each view's one-byte flag, the modifiers that make
/// a view fly without a partner, and why a tagged view is left out.
extension Matcher {
    /// What a view does in matching, one byte per view: `none`, `tagged` (a tagged view that
    /// flies on its own without a partner), `taggedRiding` (a tagged view that rides with its
    /// screen without a partner), `modified`, or `skippedBase + k` for a tagged view left out
    /// (`reason(_:)` tells which).
    enum Flag {
        static let none: UInt8 = 0
        static let tagged: UInt8 = 1
        static let modified: UInt8 = 2
        static let taggedRiding: UInt8 = 3
        static let skippedBase: UInt8 = 16

        /// Whether `flag` is a tagged view that can pair.
        @inline(__always)
        static func pairs(_ flag: UInt8) -> Bool { flag == tagged || flag == taggedRiding }

        /// Whether a view of flag `flag` takes part when it has no partner.
        @inline(__always)
        static func fliesUnpartnered(_ flag: UInt8) -> Bool { flag == tagged || flag == modified }
    }

    /// A view's `Flag`: untagged views that would ride with their screen are not examined further.
    /// `cascadeEnd` is the end of the last subtree seen with a `.cascade` (views are visited in
    /// document order); this view's subtree extends it when it carries one.
    @inline(__always)
    static func flag(
        _ view: UnsafePointer<ViewSnapshot>, index: Int, in container: Rect.Edges, cascadeEnd: inout Int
    ) -> UInt8 {
        let tagged = view.pointee.id != nil
        // A cascade staggers the tagged views of its subtree (untagged ones only when they fly anyway).
        var acts = tagged && index < cascadeEnd
        if !view.pointee.modifiers.isEmpty {
            if Matcher.cascades(view.pointee.modifiers) { cascadeEnd = max(cascadeEnd, view.pointee.subtreeEnd) }
            acts = acts || Matcher.actsUnpartnered(view.pointee.modifiers)
        }
        if !tagged && (index == 0 || !acts) { return Flag.none }
        let reason = index == 0 ? SkipReason.root : skipReason(view, in: container)
        guard let reason else { return tagged ? (acts ? Flag.tagged : Flag.taggedRiding) : Flag.modified }
        guard tagged else { return Flag.none }
        switch reason {
        case .emptyID: return Flag.skippedBase
        case .nonFiniteGeometry: return Flag.skippedBase + 1
        case .hidden: return Flag.skippedBase + 2
        case .transparent: return Flag.skippedBase + 3
        case .zeroSize: return Flag.skippedBase + 4
        case .singularTransform: return Flag.skippedBase + 5
        case .offscreen: return Flag.skippedBase + 6
        case .root: return Flag.skippedBase + 7
        }
    }

    /// Whether `modifiers` hold one that moves, times, stacks or replaces a view that has no partner,
    /// so that it flies apart from its screen: every modifier but those that act only on a matched
    /// pair (`.crossfade`, `.resize`, `.matchWhenOffscreen`, `.whenMatched`) or only on the view's
    /// subviews (`.cascade`, `.ignoreSubviewModifiers`); conditional lists count by what they
    /// hold, whatever their condition (the matcher does not know the transition's direction).
    static func actsUnpartnered(_ modifiers: [Modifier]) -> Bool {
        modifiers.contains { modifier in
            switch modifier {
            case .crossfade, .resize, .matchWhenOffscreen, .whenMatched, .cascade, .ignoreSubviewModifiers: false
            case .whenAppearing(let l), .whenDisappearing(let l), .whenPresenting(let l), .whenDismissing(let l):
                actsUnpartnered(l)
            default: true
            }
        }
    }

    /// Whether `modifiers` hold a `.cascade`, at the top level or in a condition that can apply to
    /// a view without a partner.
    static func cascades(_ modifiers: [Modifier]) -> Bool {
        modifiers.contains { modifier in
            switch modifier {
            case .cascade: true
            case .whenAppearing(let l), .whenDisappearing(let l), .whenPresenting(let l), .whenDismissing(let l):
                cascades(l)
            default: false
            }
        }
    }

    /// The reason a skipped view's `Flag` stands for.
    static func reason(_ flag: UInt8) -> SkipReason {
        switch flag - Flag.skippedBase {
        case 0: .emptyID
        case 1: .nonFiniteGeometry
        case 2: .hidden
        case 3: .transparent
        case 4: .zeroSize
        case 5: .singularTransform
        case 6: .offscreen
        default: .root
        }
    }

    /// Why a view cannot take part, or `nil` when it can. The first applicable reason wins.
    /// Reads the view in place (see `Sides`).
    @inline(__always)
    private static func skipReason(_ view: UnsafePointer<ViewSnapshot>, in container: Rect.Edges) -> SkipReason? {
        if view.pointee.id?.isEmpty == true { return .emptyID }
        // Most views are untransformed, and then neither the sixteen finiteness tests nor the
        // bounding box's products are needed. (Tested in place: a copy of the 128-byte matrix and
        // sixteen chained `==`s cost more than the rest of this test.)
        let identity = view.pointee.packedTransform.isIdentity
        let position = view.pointee.position
        let size = view.pointee.size
        if !(position.isFinite && size.isFinite && (identity || view.pointee.transform.isFinite)) || !view.pointee.alpha.isFinite
            || !view.pointee.effectiveAlpha.isFinite
        {
            return .nonFiniteGeometry
        }
        if view.pointee.isEffectivelyHidden { return .hidden }
        if !(view.pointee.effectiveAlpha > 0) { return .transparent }
        if size.isEmpty { return .zeroSize }
        // The transform is planar, so its determinant is the homography's: the factor by which it
        // scales area (for an affine transform). Below 1e-9 a 1000 × 1000 pt view covers 0.001 pt².
        if !identity && !(view.pointee.transform.determinant.magnitude >= 1e-9) { return .singularTransform }
        let frame: Rect.Edges
        if identity {
            // `Rect(centre ± half size).isFinite` and its edges, spelled out: the size is finite
            // and positive here, so the origin decides finiteness and is the minimum edge.
            let minX = position.x - size.width / 2
            let minY = position.y - size.height / 2
            guard minX.isFinite && minY.isFinite else { return .nonFiniteGeometry }
            frame = Rect.Edges(minX: minX, maxX: minX + size.width, minY: minY, maxY: minY + size.height)
        } else {
            let rect = view.pointee.frame
            guard rect.isFinite else { return .nonFiniteGeometry }
            frame = Rect.Edges(rect)
        }
        if !frame.intersects(container) && !view.pointee.modifiers.contains(.matchWhenOffscreen) { return .offscreen }
        return nil
    }
}
