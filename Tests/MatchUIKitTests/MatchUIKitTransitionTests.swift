#if canImport(UIKit)
import MatchEngine
import MatchUIKit
import UIKit
import XCTest

/// Real transitions in a real window: after each, the hierarchies are exactly as before.
@MainActor
final class MatchUIKitTransitionTests: XCTestCase {
    private var window: UIWindow!

    override func setUp() async throws {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
    }

    override func tearDown() async throws {
        window.isHidden = true
        window = nil
    }

    private func screen(_ id: String, frame: CGRect) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let tagged = UIView(frame: frame)
        tagged.backgroundColor = .systemBlue
        tagged.transitionID = id
        tagged.accessibilityIdentifier = id
        controller.view.addSubview(tagged)
        return controller
    }

    private func waitForTransitions(_ seconds: TimeInterval = 1.5) {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
    }

    private func tagged(_ controller: UIViewController) -> UIView {
        controller.view.subviews.first { $0.accessibilityIdentifier != nil }!
    }

    func testPushAndPopRestoreTheHierarchies() {
        let list = screen("avatar", frame: CGRect(x: 16, y: 120, width: 44, height: 44))
        let detail = screen("avatar", frame: CGRect(x: 95, y: 140, width: 200, height: 200))
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        navigation.enableMatchTransitions()
        let listAvatar = tagged(list), listFrame = listAvatar.frame
        navigation.pushViewController(detail, animated: true)
        waitForTransitions()
        XCTAssertEqual(navigation.topViewController, detail)
        XCTAssertFalse(tagged(detail).isHidden)
        XCTAssertEqual(tagged(detail).frame, CGRect(x: 95, y: 140, width: 200, height: 200))
        navigation.popViewController(animated: true)
        waitForTransitions()
        XCTAssertEqual(navigation.topViewController, list)
        XCTAssertTrue(listAvatar.superview === list.view)
        XCTAssertEqual(listAvatar.frame, listFrame)
        XCTAssertFalse(listAvatar.isHidden)
        XCTAssertEqual(listAvatar.alpha, 1)
    }

    func testModalPresentAndDismissRestoreTheHierarchies() {
        let base = screen("card", frame: CGRect(x: 20, y: 200, width: 100, height: 100))
        let sheet = screen("card", frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        sheet.matchTransition = MatchTransition(effect: .presentFromEdge(.bottom), size: .fraction(0.5))
        window.rootViewController = base
        let card = tagged(base), cardFrame = card.frame
        base.present(sheet, animated: true)
        waitForTransitions()
        XCTAssertEqual(base.presentedViewController, sheet)
        XCTAssertEqual(sheet.view.frame.minY, 422, accuracy: 0.5)
        sheet.dismiss(animated: true)
        waitForTransitions()
        XCTAssertNil(base.presentedViewController)
        XCTAssertTrue(card.superview === base.view)
        XCTAssertEqual(card.frame, cardFrame)
        XCTAssertFalse(card.isHidden)
    }

    func testTabSwitchRestoresTheHierarchies() {
        let first = screen("badge", frame: CGRect(x: 20, y: 100, width: 60, height: 60))
        let second = screen("badge", frame: CGRect(x: 200, y: 400, width: 120, height: 120))
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        tabs.enableMatchTransitions(style: .circularReveal)
        let badge = tagged(first), badgeFrame = badge.frame
        tabs.selectedIndex = 1
        tabs.delegate?.tabBarController?(tabs, didSelect: second)
        waitForTransitions()
        tabs.selectedIndex = 0
        waitForTransitions()
        XCTAssertTrue(badge.superview === first.view)
        XCTAssertEqual(badge.frame, badgeFrame)
        XCTAssertFalse(badge.isHidden)
    }
}
#endif
