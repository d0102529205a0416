import Foundation
import MatchEngine
import MatchPreview
import MatchStrictAdapters
import MatchStrictHost
import Testing

/// A push, its pop and a tab switch are recorded like a modal run: each run's recording, copied
/// when the run ends (as MatchUIKit's `MatchTransition` does for its own and its coordinators'
/// `debugJSON()`) and written as `debugJSON()` writes it (`RecordingJSON.encode`: pretty-printed,
/// sorted keys, non-finite numbers as strings), reads back unchanged and opens in the preview tool.
@Suite struct RecordingExportScenarioTests {
    /// The run's recording as the UIKit side keeps it after the run: a copy of its own memory.
    static func kept(_ run: StrictTransitionRun) throws -> TransitionRecording {
        try #require(run.controller.session?.recording?.detached)
    }

    /// `json` reads back as `recording` through the preview tool's reader (the one
    /// `match-preview --scene` uses, which validates a recording first) and draws: a frame half
    /// way, and the HTML inspector listing the matched ID.
    static func opensInThePreview(_ json: Data, as recording: TransitionRecording, matching id: TransitionID) throws {
        let reopened = try ScenePreview.recording(fromJSON: json)
        #expect(reopened == recording)
        #expect(reopened.match.pairs.map(\.id).contains(id))
        #expect(SVGRenderer(reopened).frame(at: 0.5).contains("<svg"))
        #expect(HTMLInspector(reopened, title: "recorded").page().contains(id.description))
    }

    @Test func aPushAndItsPopAreRecordedAndOpenInThePreview() throws {
        let s = StrictScreens()
        let nav = s.inNavigationController()
        nav.push(s.detail)
        let push = try #require(nav.run)
        #expect(push.runToEnd() == true)
        let pushed = try Self.kept(push)
        #expect(pushed.context.kind == .push)
        let pushJSON = try RecordingJSON.encode(pushed)
        try Self.opensInThePreview(pushJSON, as: pushed, matching: "item-1")

        nav.pop()
        let pop = try #require(nav.run)
        #expect(pop !== push)
        #expect(pop.runToEnd() == true)
        let popped = try Self.kept(pop)
        #expect(popped.context.kind == .pop)
        try Self.opensInThePreview(try RecordingJSON.encode(popped), as: popped, matching: "item-1")
        // The push's copy outlived the pop that followed it: the same bytes as before.
        #expect(try RecordingJSON.encode(pushed) == pushJSON)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test func aTabSwitchIsRecordedAndOpensInThePreview() throws {
        let s = StrictScreens()
        let tabs = ModalAndTabScenarioTests.tabs(s, detailAt: 1, style: .circularReveal)
        s.world.tap(at: tabs.items[1].frameInWindow.center)
        let run = try #require(tabs.run)
        #expect(run.runToEnd() == true)
        let switched = try Self.kept(run)
        #expect(switched.context.kind == .tabSwitch(from: 0, to: 1))
        guard case .circularReveal = switched.context.effect else {
            Issue.record("the switch's effect is \(switched.context.effect), not the circular reveal")
            return
        }
        try Self.opensInThePreview(try RecordingJSON.encode(switched), as: switched, matching: "item-1")
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
