import Testing

@_spi(Harness) @testable import MatchEngine

/// The headless host names what it makes after the view it stands for — `stand-in:<name>`,
/// `frame:<content's name>`, `view` for a view without one — with the unnamed cases written as
/// literals (`standInName(of:)`, `frameName(of:)`): the same strings as the joined rule.
struct HeadlessHostNameTests {
    @Test(arguments: [nil, "card", "", "a name longer than fifteen bytes", "stand-in:view", "view"])
    func namesAreTheJoinedRule(_ name: String?) {
        #expect(HeadlessHost.standInName(of: name) == "stand-in:" + (name ?? "view"))
        #expect(HeadlessHost.frameName(of: name) == "frame:" + (name ?? "view"))
        let standIn = HeadlessHost.standInName(of: name)
        #expect(HeadlessHost.frameName(of: standIn) == "frame:stand-in:" + (name ?? "view"))
    }

    /// Through the host: an unnamed card's stand-in and its frame, and a named one's.
    @Test func madeViewsCarryTheirNames() {
        let container = HeadlessView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let host = HeadlessHost(container: container)
        let unnamed = HeadlessView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let named = HeadlessView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        named.name = "card"
        let a = host.snapshot(unnamed, afterScreenUpdates: false, clipsToBounds: false)!
        let b = host.snapshot(named, afterScreenUpdates: false, clipsToBounds: false)!
        #expect(a.name == "stand-in:view" && b.name == "stand-in:card")
        #expect(host.makeFrame(holding: a).name == "frame:stand-in:view" && host.makeFrame(holding: b).name == "frame:stand-in:card")
    }
}
