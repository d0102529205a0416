#if canImport(UIKit)
    import UIKit

    /// What restore must give back, for each of a screen's own views: superview, place among its
    /// recorded siblings, frame, bounds (for a scroll view that is its content offset), transform,
    /// alpha, hidden flag, the background colour object itself (a dynamic colour must come back as the
    /// same object, not a resolved copy), the corner radius, its slot in a stack view, the active
    /// constraints that mention it.
    ///
    /// Constraints a stack view makes for its arranged subviews (identifiers beginning `UISV-`) are left
    /// out: the stack owns them and makes new ones whenever its arranged subviews change (UIStackView.h),
    /// so only the app's own constraints must be the very same objects.
    @MainActor
    struct HierarchyRecord {
        struct State: Equatable {
            var superview: ObjectIdentifier?
            var siblingIndex: Int?
            var frame: CGRect
            var bounds: CGRect
            var transform: CGAffineTransform
            var alpha: CGFloat
            var isHidden: Bool
            var backgroundColor: ObjectIdentifier?
            var cornerRadius: CGFloat
            var arrangedIndex: Int?
            var constraints: Set<ObjectIdentifier>
        }

        private let views: [UIView]
        private let states: [State]

        /// Records `views` (lay their root out first: frames are compared as laid out). `skipSuperviewOf`
        /// names views UIKit itself places (a screen's root, which the container operation moves in
        /// and out of its transition views and sizes to them): their superview, place, frame and bounds
        /// are left out, their other state is recorded.
        init(_ views: [UIView], skipSuperviewOf unmoored: [UIView] = []) {
            self.views = views
            let recorded = Set(views.map(ObjectIdentifier.init))
            let skip = Set(unmoored.map(ObjectIdentifier.init))
            states = views.map { view in
                let siblings = view.superview?.subviews.filter { recorded.contains(ObjectIdentifier($0)) }
                let moored = !skip.contains(ObjectIdentifier(view))
                return State(
                    superview: moored ? view.superview.map(ObjectIdentifier.init) : nil,
                    siblingIndex: moored ? siblings?.firstIndex(of: view) : nil,
                    frame: moored ? view.frame : .zero, bounds: moored ? view.bounds : .zero, transform: view.transform,
                    alpha: view.alpha,
                    isHidden: view.isHidden, backgroundColor: view.backgroundColor.map(ObjectIdentifier.init),
                    cornerRadius: view.layer.cornerRadius,
                    arrangedIndex: (view.superview as? UIStackView)?.arrangedSubviews.firstIndex(of: view),
                    constraints: Self.appConstraints(mentioning: view))
            }
            self.skip = skip
        }

        private let skip: Set<ObjectIdentifier>

        /// The views whose state now differs from the recorded one, each with what changed; empty when
        /// everything is as recorded.
        func differences() -> [String] {
            let now = HierarchyRecord(views, skipSuperviewOf: views.filter { skip.contains(ObjectIdentifier($0)) })
            var found: [String] = []
            for (i, view) in views.enumerated() where now.states[i] != states[i] {
                let name = view.accessibilityIdentifier ?? String(describing: type(of: view))
                found.append("\(name) #\(i): was \(states[i]), now \(now.states[i])")
            }
            return found
        }

        /// The active constraints, held by the view or any ancestor, that mention the view, except a
        /// stack view's own (`UISV-…`).
        static func appConstraints(mentioning view: UIView) -> Set<ObjectIdentifier> {
            var found = Set<ObjectIdentifier>()
            var holder: UIView? = view
            while let h = holder {
                for c in h.constraints
                where c.isActive && (c.firstItem === view || c.secondItem === view)
                    && !(c.identifier ?? "").hasPrefix("UISV-")
                {
                    found.insert(ObjectIdentifier(c))
                }
                holder = h.superview
            }
            return found
        }
    }
#endif
