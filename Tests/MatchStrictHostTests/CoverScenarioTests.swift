import MatchEngine
import MatchStrictAdapters
import Testing

@testable import MatchStrictHost

/// The setup's cover — the screen as last rendered, kept on top while the flight is set up over a
/// turn — lies over the whole window, above the navigation bar. Under it, in the transition
/// container, a translucent bar (UIKit's default, and iOS 26's glass) would draw over the cover's
/// picture of itself: the bar twice, which is not the screen before (K7; N9). Hero puts its cover on
/// the window too.
@Suite struct CoverScenarioTests {
    @Test func aPushUnderATranslucentBarShowsTheBarOnceWhileItSetsUp() throws {
        let app = StrictExampleApp()
        app.world.recordsScreens = true
        let bar = app.navigation.navigationBar
        #expect((bar.backgroundColor?.resolved(.light).alpha ?? 1) < 1, "the bar is translucent")
        let before = app.world.screens.count
        app.navigation.push(app.detail(item: 4))
        let run = try #require(app.navigation.run)
        // The committing pass drew the cover: over the window, above the navigation controller.
        let cover = try #require(app.world.window.subviews.last)
        #expect(cover.name == "cover" && run.controller.session?.isInstalled == false)
        for screen in app.world.screens[before...] {
            #expect(screen.filter { $0.view == ObjectIdentifier(bar) }.count == 1, "the bar drawn once")
        }
        app.world.turn()
        #expect(cover.superview == nil, "taken away once the flight is installed")
        #expect(run.runToEnd() == true)
        #expect(app.world.violations.isEmpty, "\(app.world.violations)")
    }
}
