import Testing

@_spi(Harness) @testable import MatchEngine

/// A transition whose context is not animated (UIKit runs a `.custom` presentation's animator for
/// `present(_:animated: false)` and `dismiss(animated: false)` too, UIViewControllerTransitioning.h):
/// no capture, no plan, the views where the transition leaves them, completed inside the start call.
@Suite struct UnanimatedTransitionTests {
    static let frame = Rect(x: 0, y: 400, width: 400, height: 400)

    /// (kind, source handed and in the container, destination frame when handed, dimming view) → steps.
    static let stepCases: [(TransitionContext.Kind, Bool, Rect?, Bool, [UnanimatedTransition.Step])] = [
        (.present, false, frame, true, [.placeDestination(frame: frame), .dimming(alpha: 1)]),
        (.present, false, frame, false, [.placeDestination(frame: frame)]),
        (.present, true, frame, true, [.removeSource, .placeDestination(frame: frame), .dimming(alpha: 1)]),
        (.dismiss, true, nil, true, [.removeSource, .dimming(alpha: 0)]),
        (.dismiss, false, nil, true, [.dimming(alpha: 0)]),
        (.dismiss, true, frame, false, [.removeSource, .placeDestination(frame: frame)]),
        (.push, true, frame, false, [.removeSource, .placeDestination(frame: frame)]),
        (.pop, true, frame, true, [.removeSource, .placeDestination(frame: frame)]),
        (.tabSwitch(from: 0, to: 1), true, frame, false, [.removeSource, .placeDestination(frame: frame)]),
        (.tabSwitch(from: 0, to: 1), false, nil, false, []),
    ]

    @Test func stepsPutTheViewsWhereTheTransitionLeavesThem() {
        for (kind, source, destination, dimming, expected) in Self.stepCases {
            let steps = UnanimatedTransition.steps(
                kind: kind, sourceInContainer: source, destinationFrame: destination, hasDimmingView: dimming)
            #expect(steps == expected, "\(kind) source \(source) destination \(String(describing: destination)) dimming \(dimming)")
        }
    }

    /// How the container starts the run.
    enum Start: CaseIterable {
        /// `animateTransition(using:)`, as the header says UIKit does for a `.custom` presentation.
        case animateTransition
        /// `startInteractiveTransition(_:)` (an interaction controller was asked for).
        case startInteractiveTransition
        /// `startInteractiveTransition(_:)` with a finger already down.
        case underFinger
    }

    /// One run over a headless container: every kind, every start; the stage's list is the
    /// screen on show, the detail the other (presented, pushed, or the tab switched to).
    @Test(arguments: [TransitionContext.Kind.push, .pop, .present, .dismiss, .tabSwitch(from: 0, to: 1)], Start.allCases)
    func theControllerCompletesInsideTheStartCallWithoutCaptureOrPlan(kind: TransitionContext.Kind, start: Start) throws {
        let stage = Stage()
        let modal = kind == .present || kind == .dismiss
        let dimming = HeadlessView(frame: stage.container.bounds)
        dimming.name = "dimming"
        let sheet = Rect(x: 0, y: 400, width: 400, height: 400)
        // On show before the run: the list (push, pop, tab, present) or the presented detail (dismiss).
        let leaving = kind == .dismiss ? stage.detail : stage.list
        if modal {
            stage.container.insertSubview(dimming, at: 0)
            dimming.alpha = kind == .dismiss ? 1 : 0
        }
        if kind == .dismiss {
            stage.detail.frame = sheet
            stage.container.addSubview(stage.detail)
        }
        let before = fingerprint([stage.list, stage.detail])
        let handed: [SceneSide: HeadlessView] =
            switch kind {
            case .present: [.destination: stage.detail]
            case .dismiss: [.source: stage.detail]
            case .push, .pop, .tabSwitch: [.source: stage.list, .destination: stage.detail]
            }
        let context = HeadlessTransitionContext(
            container: stage.container, handed: handed,
            controllerViews: kind == .dismiss
                ? [.source: stage.detail, .destination: stage.list] : [.source: stage.list, .destination: stage.detail],
            finalFrames: kind == .dismiss ? [:] : [.destination: modal ? sheet : stage.container.bounds], isAnimated: false)
        let run = HeadlessTransition(
            configuration: TransitionContext(kind: kind, containerSize: stage.container.bounds.size),
            context: context, dimmingView: modal ? dimming : nil)
        if start == .underFinger { run.controller.gestureBegan(direction: Vector(dx: 0, dy: 1), distance: 400) }
        run.begin(callsAnimateTransition: start == .animateTransition)

        // Inside the start call: completed (finished), and the container's last call came.
        #expect(run.completed == true)
        #expect(run.ended == true)
        #expect(context.log.last == .complete(true))
        #expect(context.misuses.isEmpty, "\(context.misuses)")
        #expect(run.controller.diagnostics.isEmpty, "\(run.controller.diagnostics)")
        #expect(run.controller.transitionDuration(using: context) == 0)
        // Nothing captured or planned.
        #expect(run.controller.session == nil)
        // The leaving screen out of the container (a presenter the system keeps stays); the
        // arriving one at its frame, on top.
        if kind == .present { #expect(stage.list.superview === stage.container) } else { #expect(leaving.superview == nil) }
        if kind != .dismiss {
            #expect(stage.detail.superview === stage.container)
            #expect(stage.container.subviews.last === stage.detail)
            #expect(stage.detail.frame == (modal ? sheet : stage.container.bounds))
        }
        if modal { #expect(dimming.alpha == (kind == .present ? 1 : 0)) }
        // Every original as it was, but for where the two screens sit.
        let after = fingerprint([stage.list, stage.detail])
        let screens = [ObjectIdentifier(stage.list), ObjectIdentifier(stage.detail)]
        #expect(
            zip(before, after).allSatisfy { b, a in screens.contains(b.id) || a == b }
                && after.count == before.count)
        // Late calls change nothing and are reported.
        run.controller.gestureBegan(direction: Vector(dx: 0, dy: 1), distance: 400)
        #expect(run.controller.diagnostics == [.afterCompletion])
        #expect(context.log.filter { $0 == .complete(true) }.count == 1)
    }

    /// An animated context still gets the matched animation (the default `isAnimated` is `true`).
    @Test func anAnimatedContextStillPlans() {
        let stage = Stage()
        let run = stage.run(.push)
        run.begin()
        #expect(run.controller.session != nil)
        #expect(run.completed == nil)
        #expect(run.runToEnd() == true)
    }
}
