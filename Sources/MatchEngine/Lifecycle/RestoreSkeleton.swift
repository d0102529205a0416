/// The one way every host records a view and puts recorded views back (`TransitionHost.record(_:)`
/// and `restore(_:)`): which properties are kept, in which order they return, and the rules
/// between the steps. Hosts supply only the primitive reads and writes (`ViewAccess`).
///
/// Generic over the host and inlinable, so each host, in its own module too, gets its own
/// specialised copy: no existential, and no allocation per view beyond the record's constraint
/// list (empty, so none, for a view that no ancestor's constraint refers into).
package enum RestoreSkeleton {
    /// Records `view`: its superview, index and arranged slot; position, bounds and transform;
    /// alpha and hidden flag; colour; corner radius and corners; mask; shadow; layout mode; the
    /// active constraints its ancestors hold that refer to it or a view inside it, except its
    /// stack view's own (`RestoreRule.isStackOwned`); and the first responder inside it.
    @inlinable package static func record<Access: ViewAccess>(_ view: Access.View, on access: Access) -> ViewRecord<Access> {
        let superview = access.superview(of: view)
        let index = superview.flatMap { s in access.subviews(of: s).firstIndex { $0 === view } } ?? 0
        let arrangedIndex = superview.flatMap { access.arrangedIndex(of: view, in: $0) }
        return ViewRecord(
            view: view, superview: superview, index: index, arrangedIndex: arrangedIndex,
            position: access.position(of: view), bounds: access.bounds(of: view), transform: access.transform(of: view),
            alpha: access.alpha(of: view), isHidden: access.isHidden(view), colour: access.colour(of: view),
            cornerRadius: access.cornerRadius(of: view), maskedCorners: access.maskedCorners(of: view),
            mask: access.mask(of: view), shadow: access.shadowStyle(of: view), layoutMode: access.layoutMode(of: view),
            constraints: constraints(referringInto: view, isArranged: arrangedIndex != nil, on: access),
            firstResponder: access.firstResponder(in: view))
    }

    /// The active constraints held by `view`'s ancestors that refer to `view` or a view inside it
    /// — the ones `removeFromSuperview()` deletes — except those the stack view arranging it owns
    /// (held by its superview, `UISV-` identifiers: uikit-practice P6), which the stack makes again.
    @inlinable static func constraints<Access: ViewAccess>(
        referringInto view: Access.View, isArranged: Bool, on access: Access
    ) -> [(constraint: Access.Constraint, holder: Access.View)] {
        var found: [(constraint: Access.Constraint, holder: Access.View)] = []
        var holder = access.superview(of: view)
        var arranging = isArranged
        while let h = holder {
            for c in access.constraints(heldBy: h)
            where access.isActive(c)
                && !RestoreRule.isStackOwned(identifier: access.identifier(of: c), heldByStackArrangingView: arranging)
                && access.constraint(c, refersTo: { access.isDescendant($0, of: view) })
            {
                found.append((c, h))
            }
            holder = access.superview(of: h)
            arranging = false
        }
        return found
    }

    /// Gives originals concealed in place (at `RestoreRule.concealedAlpha`) the alpha each had
    /// before the flight, except where something else wrote an alpha since
    /// (`RestoreRule.revealsConcealed`): only what the transition itself changed is undone.
    package static func reveal<Host: TransitionHost>(_ concealed: [(view: Host.View, alpha: Double)], on host: Host) {
        for (view, alpha) in concealed where RestoreRule.revealsConcealed(currentAlpha: host.alpha(of: view)) {
            host.setAlpha(alpha, of: view)
        }
    }

    /// Puts recorded views back, all together so siblings that moved do not shift each other:
    ///
    /// 1. each view now in another superview than its recorded one (`movedRecords`) is inserted
    ///    back at its index, in increasing index order (or removed, if it had none);
    /// 2. those views get their arranged slots back, in increasing slot order (the stack makes its
    ///    own constraints again);
    /// 3. their layout mode, then the app's recorded constraints that are no longer active: Auto
    ///    Layout is back in charge before they return, so the frame-made constraints a flight used
    ///    never meet them;
    /// 4. every view still in its recorded superview is re-ordered there (`reorderSteps`): it never
    ///    leaves it, so it keeps its constraints and the first responder (uikit-practice P7);
    /// 5. every view's position, bounds (a scroll view keeps its content offset:
    ///    `RestoreRule.restoredBounds`), transform, alpha, hidden flag, colour, corner radius and
    ///    corners, mask, shadow and layout mode;
    /// 6. last, with every view in place and visible again, the first responder a moved view held,
    ///    if it is inside `screenThatStays` (`RestoreRule.restoresFirstResponder`).
    ///
    /// `screenThatStays` is the root of the screen visible once the transition ends
    /// (`RestoreRule.screenThatStays(completed:)`).
    @inlinable package static func restore<Access: ViewAccess>(
        _ records: [ViewRecord<Access>], on access: Access, screenThatStays: Access.View
    ) {
        let place = { (i: Int) -> (view: Access.View, superview: Access.View?, index: Int) in
            (records[i].view, records[i].superview, records[i].index)
        }
        let moved = access.movedRecords(count: records.count, place: place)
        for i in moved {
            let r = records[i]
            if let superview = r.superview {
                access.insertSubview(r.view, into: superview, at: r.index)
            } else {
                access.removeFromSuperview(r.view)
            }
        }
        for k in access.reinsertionOrder(moved.map { records[$0].arrangedIndex ?? 0 }) {
            let r = records[moved[k]]
            guard let slot = r.arrangedIndex, let stack = r.superview else { continue }
            access.insertArrangedSubview(r.view, into: stack, at: min(max(slot, 0), access.arrangedCount(of: stack)))
        }
        var inactive: [(constraint: Access.Constraint, holder: Access.View)] = []
        for i in moved {
            access.setLayoutMode(records[i].layoutMode, of: records[i].view)
            for c in records[i].constraints where !access.isActive(c.constraint) { inactive.append(c) }
        }
        if !inactive.isEmpty { access.activate(inactive) }
        for step in access.reorderSteps(count: records.count, place: place, subviews: { access.subviews(of: $0) }) {
            access.insertSubview(step.view, into: step.superview, at: step.index)
        }
        for r in records {
            let v = r.view
            access.setPosition(r.position, of: v)
            access.setBounds(
                RestoreRule.restoredBounds(recorded: r.bounds, current: access.bounds(of: v), isScrollView: access.isScrollView(v)),
                of: v)
            access.setTransform(r.transform, of: v)
            access.setAlpha(r.alpha, of: v)
            access.setHidden(r.isHidden, of: v)
            access.setColour(r.colour, of: v)
            access.setCornerRadius(r.cornerRadius, of: v)
            access.setMaskedCorners(r.maskedCorners, of: v)
            access.setMask(r.mask, of: v)
            access.setShadowStyle(r.shadow, of: v)
            access.setLayoutMode(r.layoutMode, of: v)
        }
        for i in moved {
            guard let responder = records[i].firstResponder else { continue }
            let regains = RestoreRule.restoresFirstResponder(
                wasInside: true, leftSuperview: true, isFirstResponderNow: access.isFirstResponder(responder),
                onScreenThatStays: access.isDescendant(responder, of: screenThatStays))
            if regains { access.makeFirstResponder(responder) }
        }
    }
}
