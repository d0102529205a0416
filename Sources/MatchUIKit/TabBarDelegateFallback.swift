#if canImport(UIKit)
    import UIKit

    /// Answers a `UITabBarControllerDelegate` call UIKit still makes after the app's delegate is gone:
    /// selection is allowed, notifications do nothing, orientation queries give the selected
    /// controller's own answers (all orientations / portrait without one), and the iOS 18 methods
    /// answer as UIKit behaves without them. An app's delegate method this object does not answer is
    /// never claimed (``MatchDelegateForwarder``), so every optional method an app may implement is here.
    @MainActor
    final class TabBarDelegateFallback: NSObject, UITabBarControllerDelegate {
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}

        func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {}

        func tabBarController(
            _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
        ) {}

        func tabBarController(
            _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
        ) {}

        func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
            tabBarController.selectedViewController?.supportedInterfaceOrientations ?? .all
        }

        func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
            -> UIInterfaceOrientation
        {
            tabBarController.selectedViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
        }
    }

    /// The iOS 18 `UITabBarControllerDelegate` methods (Apple's signatures, selectors as in the
    /// protocol), in an extension of their own: against an older SDK they are plain Objective-C
    /// methods with the protocol's selectors.
    @MainActor
    extension TabBarDelegateFallback {
        /// Selection is allowed (developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselecttab:)).
        @available(iOS 18.0, *)
        @objc(tabBarController:shouldSelectTab:)
        func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { true }

        /// Nothing to do (…/tabbarcontroller(_:didselecttab:previoustab:)).
        @available(iOS 18.0, *)
        @objc(tabBarController:didSelectTab:previousTab:)
        func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {}

        /// Asks `delegate` iOS 18's `tabBarController(_:shouldSelectTab:)` (`true` when it does not
        /// implement it). Sent by its Objective-C selector through `AnyObject` lookup: the iOS 16.5
        /// SDK's protocol, which this file is checked against, does not declare it.
        @available(iOS 18.0, *)
        static func shouldSelectTab(asking delegate: UITabBarControllerDelegate, _ tabs: UITabBarController, _ tab: UITab) -> Bool {
            (delegate as AnyObject).tabBarController?(tabs, shouldSelectTab: tab) ?? true
        }

        /// Tells `delegate` iOS 18's `tabBarController(_:didSelectTab:previousTab:)` if it implements it
        /// (sent as `shouldSelectTab(asking:_:_:)` is).
        @available(iOS 18.0, *)
        static func didSelectTab(
            telling delegate: UITabBarControllerDelegate, _ tabs: UITabBarController, _ tab: UITab, previousTab: UITab?
        ) {
            _ = (delegate as AnyObject).tabBarController?(tabs, didSelectTab: tab, previousTab: previousTab)
        }

        /// No drop is accepted (…/tabbarcontroller(_:tab:operationforacceptingitemsfrom:)).
        @available(iOS 18.0, *)
        @objc(tabBarController:tab:operationForAcceptingItemsFromDropSession:)
        func tabBarController(
            _ tabBarController: UITabBarController, tab: UITab, operationForAcceptingItemsFrom session: any UIDropSession
        ) -> UIDropOperation { .cancel }

        /// Nothing to do (…/tabbarcontroller(_:tab:acceptitemsfrom:)).
        @available(iOS 18.0, *)
        @objc(tabBarController:tab:acceptItemsFromDropSession:)
        func tabBarController(_ tabBarController: UITabBarController, tab: UITab, acceptItemsFrom session: any UIDropSession) {}

        /// Nothing to do (…/tabbarcontrollerwillbeginediting(_:)).
        @available(iOS 18.0, *)
        @objc(tabBarControllerWillBeginEditing:)
        func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) {}

        /// Nothing to do (…/tabbarcontrollerdidendediting(_:)).
        @available(iOS 18.0, *)
        @objc(tabBarControllerDidEndEditing:)
        func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) {}

        /// Nothing to do (…/tabbarcontroller(_:visibilitydidchangefor:)).
        @available(iOS 18.0, *)
        @objc(tabBarController:visibilityDidChangeForTabs:)
        func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {}

        /// Nothing to do (…/tabbarcontroller(_:displayorderdidchangefor:)).
        @available(iOS 18.0, *)
        @objc(tabBarController:displayOrderDidChangeForGroup:)
        func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {}

        /// The proposed controllers: "if this method is not implemented, the system will build the
        /// navigation stack by adding each tab's `viewController`"
        /// (…/tabbarcontroller(_:displayedviewcontrollersfor:proposedviewcontrollers:)).
        @available(iOS 18.0, *)
        @objc(tabBarController:displayedViewControllersForTab:proposedViewControllers:)
        func tabBarController(
            _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
            proposedViewControllers: [UIViewController]
        ) -> [UIViewController] { proposedViewControllers }
    }
#endif
