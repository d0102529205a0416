import MatchUIKit
import UIKit

/// A small gallery app that shows Match's three containers: a photo grid that zooms into a
/// detail screen (navigation), a bottom sheet dragged down to dismiss (modal), and tabs revealed
/// by a circle from the tapped tab (tab bar).
@MainActor
enum GalleryRoot {
    /// The app's root screen: a tab bar controller with the photo grid and the settings tab.
    /// Called once, when the window's scene is set up (`MatchGalleryApp`).
    static func makeRootViewController() -> UIViewController {
        let grid = UINavigationController(rootViewController: PhotoGridViewController())
        grid.tabBarItem = UITabBarItem(title: "Photos", image: UIImage(systemName: "photo.on.rectangle"), tag: 0)
        // Match is enabled once, here, before any screen has loaded: the grid's `viewDidLoad`
        // sets the coordinator's `sourceViewProvider`, so the coordinator must already exist.
        grid.enableMatchTransitions()

        let settings = SettingsViewController()
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)

        let tabs = UITabBarController()
        tabs.viewControllers = [grid, settings]
        tabs.enableMatchTransitions(style: .circularReveal).isInteractive = true
        return tabs
    }
}
