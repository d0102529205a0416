import MatchEngine
import MatchUIKit
import UIKit

/// A small gallery app that shows Match's three containers: a photo grid that zooms into a
/// detail screen (navigation), a bottom sheet dragged down to dismiss (modal), and tabs revealed
/// by a circle from the tapped tab (tab bar).
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let grid = UINavigationController(rootViewController: PhotoGridViewController())
        grid.tabBarItem = UITabBarItem(title: "Photos", image: UIImage(systemName: "photo.on.rectangle"), tag: 0)
        grid.enableMatchTransitions()

        let settings = SettingsViewController()
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)

        let tabs = UITabBarController()
        tabs.viewControllers = [grid, settings]
        tabs.enableMatchTransitions(style: .circularReveal).isInteractive = true

        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
