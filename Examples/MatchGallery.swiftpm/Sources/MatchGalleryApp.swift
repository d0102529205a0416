import SwiftUI

// The app's entry point. An app package generates a scene-based Info.plist, so the app starts
// from a SwiftUI scene, which shows the UIKit screens of GalleryRoot.swift; everything else is
// UIKit. This is the one file Tools/typecheck-uikit.sh cannot check (the trimmed iOS SDK has no
// SwiftUI): keep it this small.
@main
struct MatchGalleryApp: App {
    var body: some Scene {
        WindowGroup {
            GalleryRootView().ignoresSafeArea()
        }
    }
}

/// Hosts `GalleryRoot`'s tab bar controller; SwiftUI makes it once per window.
struct GalleryRootView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController {
        GalleryRoot.makeRootViewController()
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
