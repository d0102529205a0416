import UIKit

/// The app the UIKit tests run inside (docs/device-run.md). A Swift package's test bundle has no
/// application, and without one no window reaches the screen; this app only launches, shows an
/// empty screen and leaves the screen to the tests, which make their own windows.
@main
final class HostAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
