// must fail: iOS 18 and iOS 26 APIs (declared in NewerUIKitAPIs.swift) used without #available
// while the deployment target is iOS 15.
// expect: 'preferredTransition' is only available in iOS 18.0 or newer
// expect: 'interactiveContentPopGestureRecognizer' is only available in iOS 26.0 or newer
import UIKit

@MainActor func zoom(_ detail: UIViewController, from thumbnail: UIView, in navigation: UINavigationController) {
    detail.preferredTransition = .zoom { _ in thumbnail }
    navigation.interactiveContentPopGestureRecognizer?.isEnabled = false
}
