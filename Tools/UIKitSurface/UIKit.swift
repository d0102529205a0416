// The declared UIKit module: exactly the UIKit API MatchUIKit uses, each declaration as Apple's
// documentation gives it for iOS 15 or later. It never runs (every body is fatalError()); it lets
// MatchUIKit type-check on Linux. One source per type:
// UIView                   https://developer.apple.com/documentation/uikit/uiview
//   animateKeyframes(withDuration:delay:options:animations:completion:), addKeyframe(withRelativeStartTime:relativeDuration:animations:),
//   snapshotView(afterScreenUpdates:), convert(_:to:), insertSubview(_:at:), effectiveUserInterfaceLayoutDirection, mask
// UIView.KeyframeAnimationOptions  https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions
// UIView.AnimationCurve    https://developer.apple.com/documentation/uikit/uiview/animationcurve
// UIWindow                 https://developer.apple.com/documentation/uikit/uiwindow
// UIColor                  https://developer.apple.com/documentation/uikit/uicolor
// UIUserInterfaceLayoutDirection https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
// UIRectEdge               https://developer.apple.com/documentation/uikit/uirectedge
// UIViewAnimating, UIViewImplicitlyAnimating, UIViewAnimatingState, UIViewAnimatingPosition
//                          https://developer.apple.com/documentation/uikit/uiviewanimating
// UIViewPropertyAnimator   https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
// UITimingCurveProvider, UICubicTimingParameters, UISpringTimingParameters
//                          https://developer.apple.com/documentation/uikit/uitimingcurveprovider
// UIGestureRecognizer, UIPanGestureRecognizer, UIScreenEdgePanGestureRecognizer, UITapGestureRecognizer
//                          https://developer.apple.com/documentation/uikit/uigesturerecognizer
// UIViewController         https://developer.apple.com/documentation/uikit/uiviewcontroller
// UIModalPresentationStyle https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
// UIPresentationController https://developer.apple.com/documentation/uikit/uipresentationcontroller
// UIViewControllerContextTransitioning, UITransitionContextViewControllerKey, UITransitionContextViewKey
//                          https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
// UIViewControllerAnimatedTransitioning https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
// UIViewControllerInteractiveTransitioning https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning
// UIViewControllerTransitioningDelegate https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
// UIViewControllerTransitionCoordinator(Context) https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
// UINavigationController, UINavigationControllerDelegate https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
// UITabBarController, UITabBarControllerDelegate, UITabBar https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
@_exported import CoreGraphics
@_exported import Foundation
@_exported import ObjectiveC
@_exported import QuartzCore
@_exported import UIKitObjC

@objc public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var top: UIRectEdge { fatalError() }
    public static var left: UIRectEdge { fatalError() }
    public static var bottom: UIRectEdge { fatalError() }
    public static var right: UIRectEdge { fatalError() }
    public static var all: UIRectEdge { fatalError() }
}

@MainActor open class UIColor: NSObject {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    open class var black: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool { fatalError() }
}

@MainActor open class UIView: NSObject {
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var calculationModeLinear: UIView.KeyframeAnimationOptions { fatalError() }
    }

    @objc public enum AnimationCurve: Int, @unchecked Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3
    }

    public init(frame: CGRect) { fatalError() }
    open var frame: CGRect { get { fatalError() } set { fatalError() } }
    open var bounds: CGRect { get { fatalError() } set { fatalError() } }
    open var center: CGPoint { get { fatalError() } set { fatalError() } }
    open var alpha: CGFloat { get { fatalError() } set { fatalError() } }
    open var isHidden: Bool { get { fatalError() } set { fatalError() } }
    open var clipsToBounds: Bool { get { fatalError() } set { fatalError() } }
    open var isOpaque: Bool { get { fatalError() } set { fatalError() } }
    open var backgroundColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var layer: CALayer { fatalError() }
    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open var window: UIWindow? { fatalError() }
    open var mask: UIView? { get { fatalError() } set { fatalError() } }
    open var accessibilityIdentifier: String? { get { fatalError() } set { fatalError() } }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    open func addSubview(_ view: UIView) { fatalError() }
    open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
    open func removeFromSuperview() { fatalError() }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { fatalError() }
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    open class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: (@Sendable (Bool) -> Void)? = nil
    ) { fatalError() }
    open class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) { fatalError() }
}

@MainActor open class UIWindow: UIView {}

@MainActor open class UITabBar: UIView {}

@objc public enum UIViewAnimatingState: Int, @unchecked Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}

@objc public enum UIViewAnimatingPosition: Int, @unchecked Sendable {
    case end = 0
    case start = 1
    case current = 2
}

@MainActor @objc public protocol UIViewAnimating: NSObjectProtocol {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

@MainActor @objc public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    @objc optional func addAnimations(_ animation: @escaping () -> Void)
    @objc optional func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    @objc optional func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

@MainActor @objc public protocol UITimingCurveProvider: NSObjectProtocol {}

@MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public init(animationCurve curve: UIView.AnimationCurve) { fatalError() }
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) { fatalError() }
}

@MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) { fatalError() }
}

@MainActor open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        fatalError()
    }
    open var state: UIViewAnimatingState { fatalError() }
    open var isRunning: Bool { fatalError() }
    open var isReversed: Bool { get { fatalError() } set { fatalError() } }
    open var fractionComplete: CGFloat { get { fatalError() } set { fatalError() } }
    open func startAnimation() { fatalError() }
    open func startAnimation(afterDelay delay: TimeInterval) { fatalError() }
    open func pauseAnimation() { fatalError() }
    open func stopAnimation(_ withoutFinishing: Bool) { fatalError() }
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { fatalError() }
    open func addAnimations(_ animation: @escaping () -> Void) { fatalError() }
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { fatalError() }
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        fatalError()
    }
}

@MainActor open class UIGestureRecognizer: NSObject {
    @objc public enum State: Int, @unchecked Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
    }

    public init(target: Any?, action: Selector?) { fatalError() }
    open func addTarget(_ target: Any, action: Selector) { fatalError() }
    open var state: UIGestureRecognizer.State { fatalError() }
    open var view: UIView? { fatalError() }
    open var isEnabled: Bool { get { fatalError() } set { fatalError() } }
}

@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
    open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}

@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge { get { fatalError() } set { fatalError() } }
}

@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

@objc public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

@MainActor open class UIViewController: NSObject {
    open var view: UIView! { get { fatalError() } set { fatalError() } }
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }
    weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { fatalError() } set { fatalError() }
    }
    open var modalPresentationStyle: UIModalPresentationStyle { get { fatalError() } set { fatalError() } }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
}

@MainActor open class UIPresentationController: NSObject {
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        fatalError()
    }
    open var containerView: UIView? { fatalError() }
    open var presentedViewController: UIViewController { fatalError() }
    open var presentedView: UIView? { fatalError() }
    open var frameOfPresentedViewInContainerView: CGRect { fatalError() }
    open func presentationTransitionWillBegin() { fatalError() }
    open func dismissalTransitionWillBegin() { fatalError() }
    open func dismissalTransitionDidEnd(_ completed: Bool) { fatalError() }
    open func containerViewWillLayoutSubviews() { fatalError() }
}

@MainActor @objc public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var transitionWasCancelled: Bool { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func finalFrame(for vc: UIViewController) -> CGRect
    func completeTransition(_ didComplete: Bool)
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
}

@MainActor @objc public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    @objc optional func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    @objc optional func animationEnded(_ transitionCompleted: Bool)
}

@MainActor @objc public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    @objc optional var wantsInteractiveStart: Bool { get }
}

@MainActor @objc public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    @objc optional func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    @objc optional func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    @objc optional func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    @objc optional func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    @objc optional func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

@MainActor @objc public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

@MainActor @objc public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

@MainActor open class UINavigationController: UIViewController {
    @objc public enum Operation: Int, @unchecked Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }

    weak open var delegate: (any UINavigationControllerDelegate)? { get { fatalError() } set { fatalError() } }
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { fatalError() }
    open var viewControllers: [UIViewController] { get { fatalError() } set { fatalError() } }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
}

@MainActor @objc public protocol UINavigationControllerDelegate: NSObjectProtocol {
    @objc optional func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    @objc optional func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
}

@MainActor open class UITabBarController: UIViewController {
    weak open var delegate: (any UITabBarControllerDelegate)? { get { fatalError() } set { fatalError() } }
    open var viewControllers: [UIViewController]? { get { fatalError() } set { fatalError() } }
    open var tabBar: UITabBar { fatalError() }
}

@MainActor @objc public protocol UITabBarControllerDelegate: NSObjectProtocol {
    @objc optional func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
}
