#if canImport(UIKit)
    import MatchEngine
    @testable import MatchUIKit
    import UIKit
    import XCTest

    /// Real transitions in a real window, checked for behaviour: after each, the hierarchies are as
    /// before — constraints, stack-view membership, colour objects — and the animator UIKit is given
    /// is one object.
    @MainActor
    final class MatchUIKitTransitionTests: XCTestCase {
        /// A window of an iPhone's size, key and visible, for one test (it has no screen yet); skips
        /// the test without a host application (`Stage.requireHostApplication`).
        private func makeWindow() throws -> UIWindow {
            try Stage.requireHostApplication()
            let window = Stage.makeWindow()
            window.makeKeyAndVisible()
            return window
        }

        private func waitForTransitions(_ seconds: TimeInterval = 1.5) {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
        }

        /// A screen with a vertical stack of three arranged views pinned by constraints; the middle one
        /// is tagged `id` and flies as itself (`.useOriginalView`), so it leaves the stack mid-flight.
        private func stackScreen(_ id: String) -> (UIViewController, UIStackView, [UIView]) {
            let controller = UIViewController()
            controller.view.backgroundColor = .systemBackground
            let rows = (0..<3).map { i -> UIView in
                let row = UIView()
                row.backgroundColor = .secondarySystemBackground
                row.accessibilityIdentifier = "row\(i)"
                row.heightAnchor.constraint(equalToConstant: 60).isActive = true
                return row
            }
            rows[1].transitionID = id
            rows[1].transitionModifiers = [.useOriginalView]
            let stack = UIStackView(arrangedSubviews: rows)
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -16),
                stack.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 120),
            ])
            return (controller, stack, rows)
        }

        private func detail(_ id: String, colour: UIColor = .systemBlue) -> (UIViewController, UIView) {
            let controller = UIViewController()
            controller.view.backgroundColor = .systemBackground
            let hero = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 300))
            hero.backgroundColor = colour
            hero.transitionID = id
            controller.view.addSubview(hero)
            return (controller, hero)
        }

        /// The app's active constraints that mention `view` (a stack view's own `UISV-` constraints are
        /// the stack's to remake: `HierarchyRecord.appConstraints`).
        private func constraintsMentioning(_ view: UIView) -> Set<ObjectIdentifier> {
            HierarchyRecord.appConstraints(mentioning: view)
        }

        func testConstraintsAndArrangedSubviewsSurviveAPushAndPop() throws {
            let window = try makeWindow()
            defer { window.isHidden = true }
            let (list, stack, rows) = stackScreen("row")
            let navigation = UINavigationController(rootViewController: list)
            window.rootViewController = navigation
            navigation.enableMatchTransitions()
            list.view.layoutIfNeeded()
            let constraints = constraintsMentioning(rows[1])
            let frame = rows[1].frame
            XCTAssertFalse(constraints.isEmpty)

            navigation.pushViewController(detail("row").0, animated: true)
            waitForTransitions()
            navigation.popViewController(animated: true)
            waitForTransitions()

            XCTAssertEqual(navigation.topViewController, list)
            XCTAssertEqual(stack.arrangedSubviews, rows, "the middle row is back in its arranged slot")
            XCTAssertTrue(rows[1].superview === stack)
            XCTAssertEqual(constraintsMentioning(rows[1]), constraints, "its constraints are active again")
            list.view.layoutIfNeeded()
            XCTAssertEqual(rows[1].frame, frame)
            XCTAssertEqual(rows[1].alpha, 1)
            XCTAssertFalse(rows[1].isHidden)
        }

        func testADynamicColourComesBackAsTheSameObject() throws {
            let window = try makeWindow()
            defer { window.isHidden = true }
            let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
            let (list, stack, rows) = stackScreen("row")
            rows[0].transitionID = "tile"
            rows[0].backgroundColor = dynamic
            // The root the push and pop animate: the plan writes resolved colours into it while it
            // flies (rows[0], a matched flier, is concealed and never written).
            let rootColour = UIColor { traits in traits.userInterfaceStyle == .dark ? .darkGray : .lightGray }
            list.view.backgroundColor = rootColour
            let navigation = UINavigationController(rootViewController: list)
            window.rootViewController = navigation
            navigation.enableMatchTransitions()
            navigation.pushViewController(detail("tile").0, animated: true)
            waitForTransitions()
            navigation.popViewController(animated: true)
            waitForTransitions()
            XCTAssertTrue(rows[0].backgroundColor === dynamic, "the dynamic colour object itself, not a resolved copy")
            XCTAssertTrue(list.view.backgroundColor === rootColour, "the animated root's dynamic colour object itself")
            XCTAssertEqual(stack.arrangedSubviews, rows)
        }

        func testInterruptibleAnimatorIsOneObjectAndCancelRestores() throws {
            let window = try makeWindow()
            defer { window.isHidden = true }
            let container = UIView(frame: window.bounds)
            window.addSubview(container)
            let (source, stack, rows) = stackScreen("row")
            let (destination, _) = detail("row")
            source.view.frame = container.bounds
            container.addSubview(source.view)
            source.view.layoutIfNeeded()
            let context = TestContext(container: container, from: source, to: destination)
            let transition = MatchTransition(effect: .automatic)
            _ = transition.animationController(forDismissed: source)  // a run with a controller

            // A finger is down before UIKit asks for anything.
            transition.fingerBegan(direction: Vector(dx: 0, dy: 1), distance: 800)
            XCTAssertTrue(transition.wantsInteractiveStart)
            let first = transition.interruptibleAnimator(using: context)
            transition.startInteractiveTransition(context)
            let second = transition.interruptibleAnimator(using: context)
            XCTAssertTrue(first === second, "the same animator on every call")
            XCTAssertTrue((first as? UIViewPropertyAnimator)?.isInterruptible ?? false)

            // The setup may cover the screen and take its snapshots a turn later (`SetupSchedule`):
            // the finger's travel is followed once the run is interactive.
            let interactive = Date(timeIntervalSinceNow: 2)
            while !transition.followsFingerNow, Date() < interactive {
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
            }
            XCTAssertTrue(transition.followsFingerNow, "set up and following the finger")

            // Scrub a little, then flick back: cancelled.
            transition.fingerMoved(translation: Vector(dx: 0, dy: 120))
            XCTAssertEqual(context.updates.last ?? 0, 0.15, accuracy: 0.01)
            transition.fingerLifted(translation: Vector(dx: 0, dy: 120), velocity: Vector(dx: 0, dy: -1500))
            waitForTransitions()
            transition.animationEnded(false)

            XCTAssertEqual(context.completions, [false])
            XCTAssertEqual(context.cancels, 1)
            XCTAssertNil(destination.view.superview, "a cancelled destination leaves the container")
            XCTAssertTrue(source.view.superview === container)
            XCTAssertEqual(stack.arrangedSubviews, rows)
            XCTAssertEqual(rows[1].alpha, 1)
            XCTAssertEqual(container.subviews, [source.view], "no stand-in is left behind")
        }
    }

    /// A context as UIKit hands one over, recording the calls (tests only: apps must not adopt it).
    private final class TestContext: NSObject, UIViewControllerContextTransitioning {
        let containerView: UIView
        let from: UIViewController
        let to: UIViewController
        var updates: [CGFloat] = []
        var completions: [Bool] = []
        var cancels = 0
        var finishes = 0
        private var cancelled = false

        init(container: UIView, from: UIViewController, to: UIViewController) {
            containerView = container
            self.from = from
            self.to = to
        }

        var isAnimated: Bool { true }
        var isInteractive: Bool { true }
        var transitionWasCancelled: Bool { cancelled }
        var presentationStyle: UIModalPresentationStyle { .custom }
        var targetTransform: CGAffineTransform { .identity }
        func updateInteractiveTransition(_ percentComplete: CGFloat) { updates.append(percentComplete) }
        func finishInteractiveTransition() {
            finishes += 1
            cancelled = false
        }
        func cancelInteractiveTransition() {
            cancels += 1
            cancelled = true
        }
        func pauseInteractiveTransition() {}
        func completeTransition(_ didComplete: Bool) { completions.append(didComplete) }
        func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
            key == .from ? from : key == .to ? to : nil
        }
        func view(forKey key: UITransitionContextViewKey) -> UIView? { key == .from ? from.view : key == .to ? to.view : nil }
        func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? containerView.bounds : .zero }
        func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? containerView.bounds : .zero }
    }
#endif
