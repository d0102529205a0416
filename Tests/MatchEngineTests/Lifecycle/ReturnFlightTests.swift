import Testing

@_spi(Harness) @testable import MatchEngine

/// Which destination view a returning ID flies back into (`ReturnFlight.apply`): the app's answer
/// when it is in the scene and on screen; with no answer in the scene, the first view in document
/// order that carries the ID and is on screen; with neither, a shrink and fade toward the last
/// known frame. Afterwards the partner alone carries the ID.
@Suite struct ReturnFlightTests {
    /// A destination view below the root: its ID, frame and whether it is hidden.
    struct Spec {
        var id: TransitionID?
        var frame: Rect
        var isHidden = false
    }

    /// What becomes of "hero".
    enum Expected: Equatable {
        /// It flies back into the destination view at this index (1 is the first spec).
        case returns(to: Int)
        /// It fades toward its last known frame.
        case fades
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let destination: [Spec]
        /// The app's answer: `.none` for no entry, `.some(nil)` for a `nil` answer.
        let given: Int??
        let expected: Expected
        var testDescription: String { name }
    }

    static let inSight = Rect(x: 0, y: 100, width: 120, height: 120)
    static let alsoInSight = Rect(x: 200, y: 100, width: 120, height: 120)
    /// Below the container's 400 × 800 bounds: scrolled away.
    static let outOfSight = Rect(x: 0, y: 900, width: 120, height: 120)
    static let lastKnown = Rect(x: 10, y: 20, width: 80, height: 80)

    static let cases: [Case] = [
        Case(
            name: "nil answer, a tagged view on screen: it returns there",
            destination: [Spec(id: nil, frame: alsoInSight), Spec(id: "hero", frame: inSight)], given: .some(nil),
            expected: .returns(to: 2)),
        Case(
            name: "no entry, a tagged view on screen: it returns there",
            destination: [Spec(id: "hero", frame: inSight)], given: .none, expected: .returns(to: 1)),
        Case(
            name: "nil answer, no tagged view: it fades",
            destination: [Spec(id: "other", frame: inSight)], given: .some(nil), expected: .fades),
        Case(
            name: "nil answer, the tagged view off screen: it fades",
            destination: [Spec(id: "hero", frame: outOfSight)], given: .some(nil), expected: .fades),
        Case(
            name: "nil answer, the tagged view hidden: it fades",
            destination: [Spec(id: "hero", frame: inSight, isHidden: true)], given: .some(nil), expected: .fades),
        Case(
            name: "an answer from another scene (out of range), a tagged view on screen: it returns there",
            destination: [Spec(id: nil, frame: alsoInSight), Spec(id: "hero", frame: inSight)], given: 17,
            expected: .returns(to: 2)),
        Case(
            name: "an answer from another scene (negative), a tagged view on screen: it returns there",
            destination: [Spec(id: "hero", frame: inSight)], given: -1, expected: .returns(to: 1)),
        Case(
            name: "an answer from another scene, no tagged view: it fades",
            destination: [Spec(id: nil, frame: inSight)], given: 5, expected: .fades),
        Case(
            name: "duplicates on screen: the first in document order",
            destination: [Spec(id: "hero", frame: alsoInSight), Spec(id: "hero", frame: inSight)], given: .some(nil),
            expected: .returns(to: 1)),
        Case(
            name: "duplicates, the first off screen: the first on screen",
            destination: [Spec(id: "hero", frame: outOfSight), Spec(id: "hero", frame: inSight)], given: .some(nil),
            expected: .returns(to: 2)),
        Case(
            name: "an answer on screen wins over a tagged view",
            destination: [Spec(id: "hero", frame: inSight), Spec(id: nil, frame: alsoInSight)], given: 2,
            expected: .returns(to: 2)),
        Case(
            name: "an answer in the scene but off screen fades, even with a tagged view on screen",
            destination: [Spec(id: "hero", frame: inSight), Spec(id: nil, frame: outOfSight)], given: 2,
            expected: .fades),
    ]

    @Test(arguments: cases)
    func theReturningViewFindsItsPartner(_ c: Case) throws {
        let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let detail = HeadlessView(frame: container.bounds)
        let hero = HeadlessView(frame: Rect(x: 0, y: 100, width: 400, height: 300))
        hero.transitionID = "hero"
        detail.addSubview(hero)
        let list = HeadlessView(frame: container.bounds)
        for spec in c.destination {
            let view = HeadlessView(frame: spec.frame)
            view.transitionID = spec.id
            view.isHidden = spec.isHidden
            list.addSubview(view)
        }
        var source = SceneSnapshot.capture(root: detail, in: container)
        var destination = SceneSnapshot.capture(root: list, in: container)
        var given: [TransitionID: Int?] = [:]
        if let answer = c.given { given["hero"] = answer }
        let outcomes = ReturnFlight.apply(
            lastKnownFrames: ["hero": Self.lastKnown], given: given, source: &source, destination: &destination)
        let carriers = destination.views.indices.filter { destination.views[$0].id == "hero" }
        switch c.expected {
        case .returns(let index):
            #expect(outcomes.map(\.1) == [.returns(to: index)])
            // The partner alone carries the ID; the returning view does not fade on its own.
            #expect(carriers == [index])
            #expect(!source.views[1].modifiers.contains(.fade))
        case .fades:
            #expect(outcomes.map(\.1) == [.fadesToward(Self.lastKnown, source: 1)])
            #expect(carriers.isEmpty)
            #expect(source.views[1].modifiers.contains(.fade))
        }
        // Views carrying other IDs keep them.
        let others = c.destination.indices.filter { c.destination[$0].id != nil && c.destination[$0].id != "hero" }
        for i in others { #expect(destination.views[i + 1].id == c.destination[i].id) }
    }
}
