@_spi(Harness) import MatchEngine
import Testing

@_spi(Harness) @testable import MatchStrictHost

/// The strict world's tables name views by identity; a view the world made is never freed while the
/// world lives, so a new view never takes a freed one's address and what the tables say of it.
@Suite struct StrictWorldIdentityTests {
    /// The world keeps every view it made: its tables keyed by a view's identity (interaction,
    /// recognizers, back actions, the screen check's pixels) must never see a new view at a freed
    /// view's address inherit what they say of the old one.
    @Test func aViewMadeAfterAFreedOneInheritsNothingFromItsTables() {
        let world = StrictWorld()
        let host = StrictHost(world: world, container: world.window)
        for _ in 0..<20 {
            if let cover = host.showCover() { host.removeCover(cover) }
            world.renderPass()
            let made = StrictView(world: world, name: "made")
            #expect(made.isUserInteractionEnabled)
        }
    }
}
