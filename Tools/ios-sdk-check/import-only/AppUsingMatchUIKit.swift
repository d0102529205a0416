// An app's file that imports MatchUIKit and UIKit and nothing else, using what the README teaches:
// the quick start, tags and modifiers, the navigation, modal, tab and gesture APIs, durations,
// Reduce Motion and the debug export. Checked by Tools/typecheck-uikit.sh, which fails if this
// file imports anything else: every type written here must come through MatchUIKit or UIKit.
import MatchUIKit
import UIKit

/// The quick start: enable once, in setup; tag the two views with one ID; push as usual.
@MainActor
final class GridViewController: UIViewController {
    private var thumbnails: [TransitionID: UIView] = [:]

    static func makeRoot() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: GridViewController())
        let coordinator: MatchNavigationCoordinator = navigation.enableMatchTransitions(effect: .automatic)
        coordinator.isEnabled = true
        coordinator.forwardingDelegate = nil
        coordinator.fittedDuration = FittedDuration(minimum: 0.3, maximum: 0.6)
        coordinator.popGestureShouldBegin = { true }
        return navigation
    }

    func showPhoto(_ image: UIImage, thumbnail: UIView, photoID: String) {
        thumbnail.transitionID = "photo-\(photoID)"
        thumbnails[TransitionID("photo-\(photoID)")] = thumbnail
        navigationController?.matchCoordinator?.sourceViewProvider = { [weak self] id in self?.thumbnails[id] }
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBackground
        let photo = UIImageView(image: image)
        photo.frame = CGRect(x: 0, y: 120, width: 390, height: 390)
        photo.transitionID = "photo-\(photoID)"
        photo.transitionModifiers = [.resize(.aspectFill), .arc(intensity: 0.3)]
        detail.view.addSubview(photo)
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// Tags and every kind of modifier, in UIKit's types (colours, transforms, points, sizes, seconds).
@MainActor
func tagViews(avatar: UIView, badge: UIView, card: UIView, list: UIView) {
    avatar.transitionID = "avatar-42"
    avatar.matchID = TransitionID("avatar-42")
    let tag: String? = avatar.matchID?.rawValue
    _ = tag
    badge.transitionModifiers = [.fade, .scale(0.2), .delay(0.05), .duration(0.3), .opacity(0.5), .zIndex(2)]
    card.transitionModifiers = [
        .shadow(color: .black, opacity: 0.3, radius: 8, offset: CGSize(width: 0, height: 4), path: card.bounds),
        .whenMatched([.noShadow, .crossfade(false)]), .resize(ResizeMode.stretch), .cornerRadius(16),
        .backgroundColor(UIColor.systemBackground), .transform(CATransform3DMakeRotation(0.3, 0, 1, 0)),
        .timing(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1)),
        .spring(dampingRatio: 0.8, response: 0.4), .arc(intensity: 0.3), .useOriginalView,
    ]
    list.transitionModifiers = [
        .cascade(step: 0.02, direction: .radial(from: CGPoint(x: 100, y: 200))),
        .cascade(step: 0.02, direction: CascadeDirection.topToBottom), .ignoreSubviewModifiers, .matchWhenOffscreen,
        .source("list-header"), .beginWith([.translate(x: 0, y: 40), .rotate(0.1)]),
        .whenAppearing([.translate(x: 0, y: 20, z: 0)]), .whenDisappearing([.rotate(x: 0, y: 0.5, z: 0)]),
        .whenPresenting([.scale(x: 1.1, y: 0.9)]), .whenDismissing([.fade]),
    ]
    let modifiers: [Modifier] = list.transitionModifiers
    _ = modifiers
}

/// A sheet: the modal API, its UIKit-typed dimming and size, and a pan that drags it down.
@MainActor
func presentSheet(from presenter: UIViewController) -> MatchTransition {
    let sheet = UIViewController()
    let transition = MatchTransition(
        effect: .presentFromEdge(.bottom, dimming: UIColor.black.withAlphaComponent(0.4), size: .fraction(0.5)),
        dismissesOnTapOutside: true)
    transition.effect = .presentFromEdge(PresentationEdge.left, dimming: .black, size: .size(CGSize(width: 320, height: 600)))
    transition.effect = .presentFromEdge(.top, dimming: nil)
    transition.effect = .presentFromEdge(.center)
    let size: PresentationSize? = (sheet.presentationController as? MatchPresentationController)?.size
    _ = size
    let other = MatchTransition(
        effect: .zoom, dimming: UIColor(white: 0, alpha: 0.3), size: PresentationSize.length(400),
        dismissesOnTapOutside: false, duration: 0.4)
    other.duration = TimeInterval(0.45)
    other.fittedDuration = .standard
    other.reduceMotionResponse = .crossDissolve(duration: 0.3)
    other.reduceMotionResponse = ReduceMotionResponse.keepMotion
    other.followsFinger = true
    other.sourceViewProvider = { (_: TransitionID) -> UIView? in nil }
    let frames: [TransitionID: CGRect] = other.departureFrames
    _ = frames
    sheet.matchTransition = transition
    let pan = MatchInteraction(view: sheet.view, direction: CGVector(dx: 0, dy: 1)) { [weak sheet] in
        sheet?.dismiss(animated: true)
    }
    pan.direction = CGVector(dx: 0, dy: 1)
    pan.distance = { CGFloat(480) }
    pan.shouldBegin = { true }
    pan.handsOffFromScrollViews = true
    transition.interaction = pan
    presenter.present(sheet, animated: true)
    return transition
}

/// A pan-anywhere pop and the pop that reverses a running push.
@MainActor
func popAnywhere(_ navigation: UINavigationController) {
    let coordinator = navigation.enableMatchTransitions(effect: .push(.leading))
    coordinator.effect = TransitionEffect.slide(Direction.trailing)
    for direction: Direction in [.left, .right, .up, .down, .leading] {
        coordinator.effect = .cover(direction)
    }
    coordinator.effect = .uncover(.trailing)
    coordinator.effect = .pull(.leading)
    if coordinator.effect == .fade { coordinator.effect = .zoomOut }
    coordinator.popInteraction = MatchInteraction(view: navigation.view, edges: .left, direction: CGVector(dx: 1, dy: 0)) {
        [weak coordinator] in coordinator?.pop()
    }
    _ = coordinator.popInteraction?.isTracking
}

/// Tabs: the styles, the interactive pan, the effect of a tab switch.
@MainActor
func makeTabs() -> UITabBarController {
    let tabs = UITabBarController()
    let coordinator = tabs.enableMatchTransitions(style: .circularReveal)
    coordinator.style = .slide
    coordinator.style = TabTransitionStyle.effect(.circularReveal(center: CGPoint(x: 40, y: 800)))
    coordinator.style = .effect(.slideByTabOrder)
    coordinator.style = .effect(.none)
    coordinator.isInteractive = true
    coordinator.fittedDuration = nil
    coordinator.pan.maximumNumberOfTouches = 1
    return tabs
}

/// The debug export of each kind of run.
@MainActor
func recordings(modal: MatchTransition, navigation: UINavigationController, tabs: UITabBarController) throws -> [Data] {
    [try modal.debugJSON(), try navigation.matchCoordinator?.debugJSON(), try makeTabs().enableMatchTransitions().debugJSON()]
        .compactMap { $0 }
}
