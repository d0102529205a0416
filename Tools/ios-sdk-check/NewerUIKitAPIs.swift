// UIKit APIs newer than the iOS 16.5 SDK the check compiles against, declared FOR THE CHECK ONLY.
//
// Tools/typecheck-uikit.sh builds this file as a module of its own, NewerUIKitAPIs, and imports it
// implicitly into the checked code (`-Xfrontend -import-module`), so code that uses these APIs
// behind `#available` type-checks here exactly as it does against a newer Xcode SDK. Shipped code
// never imports this module and never sees this file: on Apple platforms UIKit itself declares
// these. Each declaration copies Apple's documented Swift signature and availability; every body
// is `fatalError()` (nothing here ever runs). Add an API only when checked code needs it.
#if canImport(UIKit)
    import UIKit

    // iOS 26. https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
    //   var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { get }   (iOS 26.0+)
    extension UINavigationController {
        @available(iOS 26.0, *)
        @MainActor public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { fatalError() }
    }

    // iOS 18. https://developer.apple.com/documentation/uikit/uitab
    //   class UITab : NSObject   (iOS 18.0+; the type of the iOS 18 UITabBarControllerDelegate methods)
    @available(iOS 18.0, *)
    @MainActor open class UITab: NSObject {
        @available(*, unavailable) override init() { fatalError() }

        // https://developer.apple.com/documentation/uikit/uitab/viewcontroller
        //   var viewController: UIViewController? { get }
        open var viewController: UIViewController? { fatalError() }
    }

    // iOS 18. https://developer.apple.com/documentation/uikit/uiviewcontroller/tab
    //   weak var tab: UITab? { get }   (iOS 18.0+)
    extension UIViewController {
        @available(iOS 18.0, *)
        @MainActor public var tab: UITab? { fatalError() }
    }

    // iOS 18. https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedtab
    //   var selectedTab: UITab? { get set }   (iOS 18.0+)
    extension UITabBarController {
        @available(iOS 18.0, *)
        @MainActor public var selectedTab: UITab? {
            get { fatalError() }
            set { fatalError() }
        }
    }

    // iOS 18. https://developer.apple.com/documentation/uikit/uitabbarcontroller/istabbarhidden
    //   var isTabBarHidden: Bool { get set }   (iOS 18.0+)
    extension UITabBarController {
        @available(iOS 18.0, *)
        @MainActor public var isTabBarHidden: Bool {
            get { fatalError() }
            set { fatalError() }
        }
    }

    // iOS 18. https://developer.apple.com/documentation/uikit/uitabgroup
    //   class UITabGroup : UITab   (iOS 18.0+)
    @available(iOS 18.0, *)
    @MainActor open class UITabGroup: UITab {}

    // iOS 18. https://developer.apple.com/documentation/uikit/uiviewcontroller/transition
    //   class Transition   (Objective-C UIViewControllerTransition, iOS 18.0+)
    extension UIViewController {
        @available(iOS 18.0, *)
        @MainActor open class Transition: NSObject {
            @available(*, unavailable) override init() { fatalError() }

            // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)
            //   static func zoom(options: UIViewController.Transition.ZoomOptions? = nil,
            //                    sourceViewProvider: @escaping (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?) -> Self
            public static func zoom(
                options: UIViewController.Transition.ZoomOptions? = nil,
                sourceViewProvider: @escaping (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?
            ) -> Self { fatalError() }

            // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions
            //   class ZoomOptions (UIZoomTransitionOptions): init(), var dimmingColor: UIColor?, …
            @MainActor open class ZoomOptions: NSObject {
                override public init() { fatalError() }
                open var dimmingColor: UIColor? {
                    get { fatalError() }
                    set { fatalError() }
                }
            }

            // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext
            //   class ZoomSourceViewProviderContext: var sourceViewController, var zoomedViewController
            @MainActor open class ZoomSourceViewProviderContext: NSObject {
                @available(*, unavailable) override init() { fatalError() }
                open var sourceViewController: UIViewController { fatalError() }
                open var zoomedViewController: UIViewController { fatalError() }
            }
        }

        // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredtransition
        //   var preferredTransition: UIViewController.Transition? { get set }   (iOS 18.0+)
        @available(iOS 18.0, *)
        @MainActor public var preferredTransition: UIViewController.Transition? {
            get { fatalError() }
            set { fatalError() }
        }
    }
#endif
