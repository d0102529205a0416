#if canImport(UIKit)
    import UIKit
    import XCTest

    /// A real, key and visible window of an iPhone's size (390 × 844 pt) that the tests put screens in,
    /// and the run loop turns that let UIKit lay out, commit and animate.
    ///
    /// Every wait spins the main run loop (`RunLoop.main.run(until:)`), so display links fire, Core
    /// Animation commits and UIKit's deferred transition starts happen while the test waits; nothing
    /// is faked.
    ///
    /// It needs a host application: a Swift package's test bundle runs in Xcode's `xctest` agent, with
    /// no `UIApplication`, where a window is never displayed, snapshots and `drawHierarchy` come out
    /// empty and `makeKeyAndVisible` may crash. There, creating a stage skips the test (with the
    /// command that runs it in a host: docs/device-run.md) instead of failing for a reason that is not
    /// Match's.
    @MainActor
    final class Stage {
        /// The window, 390 × 844 pt at the screen's scale.
        let window: UIWindow

        /// Whether the tests run inside an app (a host application's bundle is the main bundle).
        static var hasHostApplication: Bool { Bundle.main.bundleURL.pathExtension == "app" }

        /// Skips the calling test when there is no host application (see the type's comment).
        static func requireHostApplication(file: StaticString = #filePath, line: UInt = #line) throws {
            try XCTSkipUnless(
                hasHostApplication,
                "needs a host application (a window on screen): run Tools/DeviceRun, see docs/device-run.md",
                file: file, line: line)
        }

        /// A new window showing `root`, laid out and given a tenth of a second to be drawn; skips the
        /// test without a host application. The window joins the app's window scene when it has one.
        init(root: UIViewController, file: StaticString = #filePath, line: UInt = #line) throws {
            try Self.requireHostApplication(file: file, line: line)
            window = Self.makeWindow()
            window.rootViewController = root
            window.makeKeyAndVisible()
            root.view.layoutIfNeeded()
            spin(0.1)
        }

        /// A window of an iPhone's size in the host app's window scene (a window outside the scene of
        /// a scene-based app is never shown), not yet visible.
        static func makeWindow(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) -> UIWindow {
            guard let scene = UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).first else {
                return UIWindow(frame: frame)
            }
            let window = UIWindow(windowScene: scene)
            window.frame = frame
            return window
        }

        /// Hides the window and lets go of its screens; call it when the test ends (`defer`).
        func close() {
            window.rootViewController?.presentedViewController?.dismiss(animated: false)
            window.isHidden = true
            window.rootViewController = nil
        }

        /// Gives a screen that is not on screen yet the size it will have (the window's) and lays it
        /// out, so what is recorded before a transition is what the screen shows once it arrives.
        func layOut(_ screen: DemoScreen) {
            screen.controller.view.frame = window.bounds
            screen.controller.view.layoutIfNeeded()
        }

        /// Runs the main run loop for `seconds`.
        func spin(_ seconds: TimeInterval) {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
        }

        /// Runs the main run loop in short turns until `done` is true or `timeout` seconds pass;
        /// returns whether `done` became true.
        @discardableResult
        func spin(until done: () -> Bool, timeout: TimeInterval) -> Bool {
            let deadline = Date(timeIntervalSinceNow: timeout)
            while !done() {
                if Date() >= deadline { return false }
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
            }
            return true
        }

        /// Starts listening for the end of the transition `controller` takes part in: call it right
        /// after asking for the push, pop, present, dismiss or tab change, while UIKit's
        /// `transitionCoordinator` for it exists; then `wait(for:)`.
        func transitionEnd(of controller: UIViewController) -> TransitionEnd {
            let end = TransitionEnd()
            if let coordinator = controller.transitionCoordinator {
                coordinator.animate(alongsideTransition: nil) { context in end.finished = !context.isCancelled }
            } else {
                end.hadCoordinator = false
            }
            return end
        }

        /// Runs the run loop until the transition `end` listens to completed (at most `timeout`
        /// seconds), then one more tenth of a second so the completion's clean-up is done. Returns
        /// whether it completed.
        @discardableResult
        func wait(for end: TransitionEnd, timeout: TimeInterval = 3) -> Bool {
            let completed = end.hadCoordinator ? spin(until: { end.finished != nil }, timeout: timeout) : true
            spin(0.1)
            return completed
        }
    }

    /// How a transition ended, as its `transitionCoordinator`'s completion reported it.
    @MainActor
    final class TransitionEnd {
        /// `true` finished, `false` cancelled, `nil` not yet completed.
        var finished: Bool?
        /// `false` when UIKit gave no transition coordinator (it ran no animated transition at all).
        var hadCoordinator = true
    }
#endif
