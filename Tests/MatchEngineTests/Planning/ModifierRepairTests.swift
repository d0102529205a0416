import Testing

@_spi(Harness) @testable import MatchEngine

/// A modifier number the planner cannot use as given is repaired — and the repair is reported in
/// the plan, naming the view.
@Suite struct ModifierRepairTests {
    /// (modifier, numbers it holds that cannot be used as given), counted by hand from each
    /// modifier's documented range.
    @Test(arguments: [
        (Modifier.fade, 0),
        (.opacity(0.4), 0), (.opacity(1.5), 1), (.opacity(-0.1), 1), (.opacity(.nan), 1),
        (.scale(x: 2, y: 0.5), 0), (.scale(x: .nan, y: .infinity), 2),
        (.translate(x: 1, y: -.infinity, z: .nan), 2),
        (.rotate(x: 0, y: .nan, z: 3), 1),
        (.transform(.identity), 0), (.transform(Transform3D.scale(x: .infinity, y: 1)), 1),
        (.cornerRadius(8), 0), (.cornerRadius(-1), 1), (.cornerRadius(.nan), 1),
        (.backgroundColor(Color(red: .nan, green: 0, blue: 0)), 1),
        (.zIndex(.infinity), 1), (.zIndex(-3), 0),
        (.delay(0), 0), (.delay(-0.2), 1), (.delay(.nan), 1), (.duration(.infinity), 1), (.duration(0.3), 0), (.duration(0), 1),
        (.arc(intensity: .nan), 1), (.cascade(step: -1, direction: .leading), 1), (.cascade(step: 0.02, direction: .leading), 0),
        (.shadow(Shadow(opacity: .nan)), 1), (.shadow(nil), 0), (.shadow(Shadow(opacity: 0.3, radius: 4)), 0),
        (.shadow(Shadow(opacity: 5, radius: -2)), 1),
        (.cascade(step: 0.1, direction: .radial(from: Point(x: .nan, y: 0))), 1),
        (.timing(.spring(Spring(stiffness: 100, damping: 10), initialVelocity: .nan)), 1),
        (.timing(.spring(Spring(stiffness: 100, damping: 10), initialVelocity: 3)), 0), (.timing(.linear), 0),
        (.spring(Spring(stiffness: .nan, damping: 1)), 0),  // repaired when made: `.smooth`
        (.whenMatched([.opacity(2), .beginWith([.scale(x: .nan, y: 1), .fade])]), 2),
    ])
    func unusableValuesAreCounted(_ row: (Modifier, Int)) {
        #expect(row.0.unusableValueCount == row.1)
    }

    @Test func aViewWithUnusableModifierValuesIsNamedInThePlan() {
        let card = view("card", Rect(x: 0, y: 0, width: 100, height: 100))
        card.transitionModifiers = [.delay(.nan), .opacity(3)]
        let gone = view(nil, Rect(x: 10, y: 600, width: 50, height: 50))
        gone.transitionModifiers = [.fade, .translate(x: .infinity, y: 0, z: 0)]
        let plan = plan(
            screen([card, gone]), screen([view("card", Rect(x: 200, y: 400, width: 300, height: 200))]),
            TransitionContext(kind: .push, containerSize: container))
        let repairs = plan.diagnostics.filter { if case .modifierValuesRepaired = $0 { true } else { false } }
        #expect(
            repairs == [
                .modifierValuesRepaired(id: "card", side: .source, index: 1, count: 2),
                .modifierValuesRepaired(id: nil, side: .source, index: 2, count: 1),
            ])
        #expect(repairs.first?.description.contains("source view #1 with ID \"card\" has 2 values") == true)
        // The plan still runs, every state finite.
        for track in plan.tracks { #expect(track.from.isFinite && track.to.isFinite) }
    }

    @Test func aPopReportsTheViewOnTheSideItIsOn() {
        let card = view("card", Rect(x: 200, y: 400, width: 300, height: 200))
        card.transitionModifiers = [.zIndex(.nan)]
        let plan = plan(
            screen([card]), screen([view("card", Rect(x: 0, y: 0, width: 100, height: 100))]),
            TransitionContext(kind: .pop, containerSize: container))
        #expect(plan.diagnostics.contains(.modifierValuesRepaired(id: "card", side: .source, index: 1, count: 1)))
    }

    @Test func usableModifiersReportNothing() {
        let card = view("card", Rect(x: 0, y: 0, width: 100, height: 100))
        card.transitionModifiers = [.fade, .delay(0.1), .arc(intensity: 0.5), .cornerRadius(4), .zIndex(2)]
        let plan = plan(
            screen([card]), screen([view("card", Rect(x: 200, y: 400, width: 300, height: 200))]),
            TransitionContext(kind: .push, containerSize: container))
        #expect(!plan.diagnostics.contains { if case .modifierValuesRepaired = $0 { true } else { false } })
    }

    /// A radial cascade whose centre is not a finite point staggers the subviews in document order
    /// (every distance would be NaN, and a sort by NaN keys has no defined order).
    @Test func aRadialCascadeWithoutAFiniteCentreGoesInDocumentOrder() {
        let list = view(nil, Rect(x: 0, y: 0, width: 400, height: 600))
        list.transitionModifiers = [.cascade(step: 0.1, direction: .radial(from: Point(x: .nan, y: .infinity)))]
        for (k, y) in [300.0, 20, 160].enumerated() {
            let row = view(nil, Rect(x: 0, y: y, width: 400, height: 40))
            row.name = "row-\(k)"
            row.transitionModifiers = [.fade]
            list.addSubview(row)
        }
        let plan = plan(screen([list]), screen([]), TransitionContext(kind: .push, containerSize: container))
        // The rows are source views 2, 3 and 4 (the list is 1, under the screen's root).
        let delays = (2...4).map { index in plan.tracks.first { $0.view == ViewReference(side: .source, index: index) }?.delay }
        #expect(delays == [0, 0.1, 0.2], "\(delays)")
        #expect(plan.diagnostics.contains(.modifierValuesRepaired(id: nil, side: .source, index: 1, count: 2)))
    }
}
