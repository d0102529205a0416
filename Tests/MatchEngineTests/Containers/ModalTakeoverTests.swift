import Testing

@testable import MatchEngine

@Suite struct ModalTakeoverTests {
    /// A stand-in for `UIModalPresentationStyle`.
    enum Style: Hashable, Sendable { case automatic, pageSheet, overFullScreen, custom }
    final class Delegate {}

    @Test func removingTheTransitionGivesTheAppsStyleAndDelegateBack() {
        let app = Delegate()
        let record = ModalTakeover.takingOver(
            currentStyle: Style.overFullScreen, currentDelegate: ObjectIdentifier(app), matchStyle: .custom, existing: nil)
        let back = record.givingBack(currentStyle: .custom, delegateIsTransition: true)
        // Not `.automatic`: the style the app had.
        #expect(back.style == .overFullScreen)
        #expect(back.restoresDelegate)
        #expect(record.appDelegate == ObjectIdentifier(app))
    }

    @Test func replacingOneTransitionWithAnotherKeepsTheFirstRecord() {
        let first = ModalTakeover.takingOver(currentStyle: Style.pageSheet, currentDelegate: nil, matchStyle: .custom, existing: nil)
        // The second transition sees Match's own `.custom`; the app's `.pageSheet` must survive.
        let second = ModalTakeover.takingOver(currentStyle: .custom, currentDelegate: nil, matchStyle: .custom, existing: first)
        #expect(second == first)
        #expect(second.givingBack(currentStyle: .custom, delegateIsTransition: true).style == .pageSheet)
    }

    /// (style now, delegate still the transition) → (style written back, delegate restored).
    @Test(arguments: [
        (Style.custom, true, Style?.some(.pageSheet), true),
        (.custom, false, .pageSheet, false),
        (.overFullScreen, true, nil, true),
        (.automatic, false, nil, false),
    ])
    func valuesTheAppChangedSinceStay(_ row: (Style, Bool, Style?, Bool)) {
        let record = ModalTakeover(appStyle: Style.pageSheet, appDelegate: nil, matchStyle: .custom)
        let back = record.givingBack(currentStyle: row.0, delegateIsTransition: row.1)
        #expect(back.style == row.2)
        #expect(back.restoresDelegate == row.3)
    }
}
