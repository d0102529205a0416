@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost

/// The example app on the strict host, as `Examples/MatchGallery` builds it — a tab bar
/// controller (circular reveal, interactive pan) whose first tab is the photo grid's navigation
/// controller (Match enabled, pan-anywhere pop on the pushed screens) and whose second is a
/// settings screen, with a half-height share sheet (dimming, tap outside, dismissal pan) presented
/// over it — driven only through the strict controllers' public entry points and through hit
/// testing, so every input runs the coordinators' own decisions. Each operation is also told to a
/// `SoakModel`, which says what the app's state must be once everything settles.
final class SoakWorld {
    /// Which operation a transition run carries out.
    enum Owner: Hashable {
        /// Navigation operation `i` of the model.
        case navigation(Int)
        /// Tab selection `i`.
        case tab(Int)
        /// Modal operation `i`.
        case modal(Int)
    }

    /// A moment at which the adapter meets another transition: where the README promises a
    /// redirect, a queue or a grab (see `SoakModel`).
    enum Meeting: String, Hashable, CaseIterable, Comparable {
        /// A push or pop asked for (a tap) while a navigation transition runs.
        case navigationOperationDuringNavigationTransition
        /// The pan-anywhere pop came down on a running push.
        case popFingerOnRunningPush
        /// A tab item tapped while a tab switch runs.
        case tabTapDuringSwitch
        /// The interactive tab pan came down on a running switch.
        case tabPanOnRunningSwitch
        /// A presentation or dismissal asked for in code while one runs.
        case modalOperationDuringModalTransition
        /// A tap outside the sheet while a presentation or dismissal runs.
        case tapOutsideDuringModalTransition
        /// The dismissal pan came down on a running presentation.
        case dismissalPanOnRunningPresentation
        /// A tab switch asked for (a tap on another item, the tab pan) while a navigation transition runs.
        case tabSwitchDuringNavigationTransition
        /// A push or pop asked for (a tap, the back swipe, the pan anywhere) while a tab switch runs.
        case navigationDuringTabSwitch
        /// A presentation or dismissal asked for while a navigation transition or tab switch runs.
        case modalDuringOtherTransition

        static func < (a: Meeting, b: Meeting) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    let app = StrictExampleApp()
    var world: StrictWorld { app.world }
    var nav: StrictNavigationController { app.navigation }
    let tabs: StrictTabBarController
    /// The second tab.
    let settings: StrictView
    /// The presented share sheet (a thumbnail tagged like the first photo inside it).
    let sheet: StrictView
    let presentation: StrictPresentation
    /// The navigation bar's back button, over the navigation controller's content.
    let backButton: StrictView
    /// What the operations imply.
    private(set) var model = SoakModel()
    /// Every detail screen pushed, with its item.
    private(set) var details: [(view: StrictView, item: Int)] = []
    /// The meetings this sequence ran into, in order.
    private(set) var meetings: [Meeting] = []
    /// Presentations and dismissals that reached UIKit while one ran (UIKit drops them with a warning).
    private(set) var nestedModalOperations = 0
    /// What each step did, for the failure report.
    private(set) var trace: [String] = []

    private var owners: [ObjectIdentifier: Owner] = [:]
    private var pending: [Owner] = []
    private var adopted = (navigation: 0, tab: 0, modal: 0)

    let gridBefore: TreeFingerprint
    let settingsBefore: TreeFingerprint
    let sheetContentBefore: [TreeFingerprint.Entry]
    let tabBarBefore: TreeFingerprint

    /// Builds the app; `deferredNavigationStart` makes the navigation controller start each push
    /// and pop in the next layout pass (`startsTransitionsAtNextLayout`, UIKit's least favourable
    /// reading).
    init(deferredNavigationStart: Bool = false) {
        let world = app.world
        let nav = app.navigation
        nav.startsTransitionsAtNextLayout = deferredNavigationStart
        backButton = StrictView(world: world, frame: Rect(x: 0, y: 47, width: 88, height: 44), name: "back-button")
        settings = StrictView(world: world, frame: .zero, name: "settings")
        settings.backgroundColor = .fixed(Color(red: 0.95, green: 0.95, blue: 0.97))
        let title = StrictView(world: world, frame: Rect(x: 16, y: 100, width: 200, height: 41), name: "settings-title")
        title.contentKind = .text
        title.node.transitionID = "settings-title"
        settings.addSubview(title)
        sheet = StrictView(world: world, frame: .zero, name: "share-sheet")
        sheet.backgroundColor = .fixed(Color(red: 1, green: 1, blue: 1))
        let thumb = StrictView(world: world, frame: Rect(x: 16, y: 16, width: 64, height: 64), name: "share-thumb")
        thumb.backgroundColor = .fixed(StrictExampleApp.color(0))
        thumb.node.transitionID = "photo-0"
        sheet.addSubview(thumb)

        nav.enablePopInteraction()
        nav.view.addSubview(backButton)
        // The navigation controller becomes the first tab.
        nav.view.removeFromSuperview()
        tabs = StrictTabBarController(world: world, tabs: [nav.view, settings])
        tabs.enableMatchTransitions(style: .circularReveal)
        tabs.isInteractive = true
        tabs.contain(nav)
        settings.frame = tabs.container.node.bounds
        presentation = StrictPresentation(
            world: world, presenting: tabs.view, presented: sheet,
            effect: .presentFromEdge(.bottom, dimming: Color(red: 0, green: 0, blue: 0, alpha: 0.4), size: .fraction(0.5)))
        world.renderPass()

        gridBefore = TreeFingerprint(app.grid)
        settingsBefore = TreeFingerprint(settings)
        sheetContentBefore = Array(TreeFingerprint(sheet).entries.dropFirst())
        tabBarBefore = TreeFingerprint(tabs.tabBar)
        // The share sheet is presented over the navigation controller: its pushes and pops wait
        // for a presentation or dismissal as for their own transitions.
        nav.modalTransitionRuns = { [unowned self] in presentation.isTransitioning }

        // The grid's cells select (didSelectItemAt pushes the item's detail screen); the back
        // button pops.
        for (item, content) in app.cellContents.enumerated() {
            content.superview!.addRecognizer(.tap) { [unowned self] _ in push(item) }
        }
        backButton.addRecognizer(.tap) { [unowned self] _ in pop() }
        updateBackButton()
    }

    // MARK: What the app does

    /// `didSelectItemAt`: pushes a new detail screen of `item`, whose Share button presents the sheet.
    private func push(_ item: Int) {
        if isNavigating { meet(.navigationOperationDuringNavigationTransition) }
        if tabs.isTransitioning { meet(.navigationDuringTabSwitch) }
        trace.append("  push(\(item)) asked")
        let index = model.ask(.push(item: item))
        pending.append(.navigation(index))
        let detail = app.detail(item: item)
        detail.subviews.first { $0.name == "detail-share" }?.addRecognizer(.tap) { [unowned self] _ in present() }
        details.append((detail, item))
        nav.requestPush(detail)
    }

    /// The back button's action.
    private func pop() {
        // No back button under the finger (the bar shows the root's item during a pop to the
        // root), or a bar that takes no taps: the tap does nothing.
        guard nav.backButtonTakesTap else {
            trace.append("  (no back button takes the tap)")
            return nav.tapBack()
        }
        if isNavigating { meet(.navigationOperationDuringNavigationTransition) }
        if tabs.isTransitioning { meet(.navigationDuringTabSwitch) }
        trace.append("  pop asked")
        adopt()
        // A pop while a push runs (nothing waiting) reverses that push: the run is the pop's now,
        // and a finger that grabs it decides whether the pop takes effect. One while it is going
        // back already — reversed by an earlier tap, or released toward its start by a finger —
        // adds nothing.
        let reversed =
            nav.isTransitioning && nav.run?.controller.configuration.kind == .push
                && (nav.coordination?.queue.isEmpty ?? true) ? nav.run : nil
        if let reversed, case .navigation(let j)? = owners[ObjectIdentifier(reversed)],
            model.isInEffect(navigation: j) == (model.navigationOperation(j) == .pop)
        {
            trace.append("  (the push is going back already)")
            return nav.tapBack()
        }
        let index = model.ask(.pop)
        if let reversed { owners[ObjectIdentifier(reversed)] = .navigation(index) } else { pending.append(.navigation(index)) }
        nav.tapBack()
    }

    /// `present(shareSheet, animated: true)`, unless the app has it presented.
    func present() {
        guard !model.isPresented else { return }
        if presentation.isTransitioning { meet(.modalOperationDuringModalTransition) }
        if isNavigating || tabs.isTransitioning { meet(.modalDuringOtherTransition) }
        trace.append("  present asked")
        let index = model.ask(present: true)
        pending.append(.modal(index))
        if presentation.present() == nil, presentation.isTransitioning { nestedModalOperations += 1 }
        adopt()
    }

    /// `dismiss(animated: true)`, if the app has the sheet presented.
    func dismiss() {
        guard model.isPresented else { return }
        if presentation.isTransitioning { meet(.modalOperationDuringModalTransition) }
        if isNavigating || tabs.isTransitioning { meet(.modalDuringOtherTransition) }
        trace.append("  dismiss asked")
        let index = model.ask(present: false)
        pending.append(.modal(index))
        if presentation.dismiss() == nil, presentation.isTransitioning { nestedModalOperations += 1 }
        adopt()
    }

    /// The navigation bar shows a back button while the screen shown, or the one coming in, has
    /// one to go back to.
    private func updateBackButton() {
        backButton.isHidden = !(nav.stack.count > 1 || nav.isTransitioning)
    }

    private func meet(_ meeting: Meeting) {
        meetings.append(meeting)
        trace.append("  meets: \(meeting.rawValue)")
    }

    // MARK: Fingers

    /// A finger taps `point`: whatever hit testing delivers it to acts.
    func tap(at point: Point) {
        updateBackButton()
        let tapsOutside = presentation.tapsOutside
        let runningTabSwitch = tabs.isTransitioning ? tabs.run : nil
        let modalRunning = presentation.isTransitioning
        let switching = tabs.isTransitioning
        let navigating = isNavigating
        let selected = tabs.selectedIndex
        let recognizer = world.tap(at: point)
        if let tab = tabs.items.firstIndex(where: { $0 === recognizer?.view }) {
            if switching { meet(.tabTapDuringSwitch) }
            if navigating, tab != selected { meet(.tabSwitchDuringNavigationTransition) }
            trace.append("  tab \(tab) tapped")
            // A tap on the tab selected, or on the one a switch heads to, changes nothing; a tap on
            // either end of a running switch redirects it (the run is the tap's now).
            if tab != model.selectedTab {
                let index = model.ask(select: tab)
                if switching, let run = runningTabSwitch, case .tabSwitch(let from, let to) = run.controller.configuration.kind,
                    tab == from || tab == to
                {
                    owners[ObjectIdentifier(run)] = .tab(index)
                } else {
                    pending.append(.tab(index))
                }
            }
        }
        if presentation.tapsOutside > tapsOutside {
            trace.append("  tap outside")
            // Match's tap outside never reaches UIKit mid-transition: it reverses a presentation
            // coming in, and adds nothing to a dismissal.
            if modalRunning { meet(.tapOutsideDuringModalTransition) }
            if model.isPresented {
                let index = model.ask(present: false)
                // While the sheet comes in, the tap sends that presentation back: the run is the
                // dismissal's now, and a finger that grabs it decides.
                if modalRunning, let run = presentation.run, run.controller.configuration.kind == .present {
                    owners[ObjectIdentifier(run)] = .modal(index)
                } else {
                    pending.append(.modal(index))
                }
            }
        }
        if recognizer == nil { trace.append("  (no recognizer)") }
        adopt()
    }

    /// What a pop finger (the back swipe or the pan anywhere) that came down (`began`) drives, by
    /// the README's promise: the pan anywhere grabs the navigation transition running; the back
    /// swipe never begins while a transition runs (a second pop would nest); a finger that begins
    /// with nothing running pops.
    private func popFingerTarget(began: Bool, runningBefore: StrictTransitionRun?) -> Owner? {
        guard began else { return nil }
        if let run = runningBefore {
            if run.controller.configuration.kind == .push { meet(.popFingerOnRunningPush) }
            return owners[ObjectIdentifier(run)]
        }
        guard !model.stack.isEmpty else { return nil }
        let index = model.ask(.pop)
        pending.append(.navigation(index))
        return .navigation(index)
    }

    /// A finger moving toward popping (rightward) released at `velocity` settles what it drives.
    private func settle(popFinger target: Owner?, velocity: Double) {
        guard case .navigation(let i)? = target else { return }
        let popward = velocity > 0
        model.settle(.navigation(i), inEffect: model.navigationOperation(i) == .pop ? popward : !popward)
    }

    /// Lets time pass between two moves of a finger.
    private func pause(_ frames: Int) {
        if frames == 0 { world.turn() } else { world.runFrames(frames) }
    }

    /// The system back swipe from the leading edge at height `y`: `travel` of the width in
    /// `steps` moves, `frames` frames apart, released at `velocity` points per second (rightward positive).
    func backSwipe(y: Double, travel: Double, velocity: Double, steps: Int, frames: Int) {
        let start = Point(x: 2, y: y)
        guard nav.popRecognizer.receivesTouch(start) else { return trace.append("  (back swipe reaches nothing)") }
        let begins = nav.popRecognizer.wouldBegin
        if !begins { trace.append("  (back swipe refused)") }
        let target = popFingerTarget(began: begins, runningBefore: nil)
        let width = nav.view.node.bounds.width
        nav.popRecognizer.send(.began(location: start))
        adopt()
        var end = start
        for step in 1...steps {
            end = Point(x: start.x + travel * width * Double(step) / Double(steps), y: y + 1)
            nav.popRecognizer.send(.changed(location: end))
            pause(frames)
        }
        nav.popRecognizer.send(.ended(location: end, velocity: Vector(dx: velocity, dy: 0)))
        settle(popFinger: target, velocity: velocity)
        adopt()
    }

    /// The pan-anywhere pop at `point`, on a pushed screen (where `popInteraction` is).
    func popPan(at point: Point, travel: Double, velocity: Double, steps: Int, frames: Int) {
        guard let hit = world.hitTest(point), details.contains(where: { hit.lies(in: $0.view) }) else {
            return trace.append("  (pan anywhere reaches no pushed screen)")
        }
        let running = nav.isTransitioning ? nav.run : nil
        let width = nav.view.node.bounds.width
        let began = nav.popPanBegan(at: point)
        if !began { trace.append("  (pan anywhere refused)") }
        let target = popFingerTarget(began: began, runningBefore: running)
        adopt()
        var translation = Vector.zero
        for step in 1...steps {
            translation = Vector(dx: travel * width * Double(step) / Double(steps), dy: 0)
            nav.popPanChanged(translation: translation)
            pause(frames)
        }
        nav.popPanEnded(translation: translation, velocity: Vector(dx: velocity, dy: 0))
        settle(popFinger: target, velocity: velocity)
        adopt()
    }

    /// The interactive tab pan at `point`, moving leftward or rightward; `velocity` is along that
    /// way (positive: on in the same direction).
    func tabPan(at point: Point, leftward: Bool, travel: Double, velocity: Double, steps: Int, frames: Int) {
        guard world.hitTest(point)?.lies(in: tabs.view) == true else { return trace.append("  (tab pan reaches nothing)") }
        let sign: Double = leftward ? -1 : 1
        // By the README's promise: a running switch is grabbed and follows the finger (leftward
        // moves a switch to a later tab forward); otherwise the pan selects the neighbour that way.
        var target: Owner?
        var forwardIsLeftward = leftward
        let runningBefore = tabs.isTransitioning ? tabs.run : nil
        if tabs.isTransitioning, let run = tabs.run, case .tabSwitch(let from, let to) = run.controller.configuration.kind {
            meet(.tabPanOnRunningSwitch)
            target = owners[ObjectIdentifier(run)]
            forwardIsLeftward = to > from
        } else {
            let next = model.selectedTab + (leftward ? 1 : -1)
            if isNavigating, tabs.tabs.indices.contains(next) { meet(.tabSwitchDuringNavigationTransition) }
            if tabs.tabs.indices.contains(next) {
                let index = model.ask(select: next)
                pending.append(.tab(index))
                target = .tab(index)
            }
        }
        let width = tabs.view.node.bounds.width
        if !tabs.sendPan(.began(at: point, velocity: Vector(dx: sign * 300, dy: 0))) {
            trace.append("  (tab pan refused)")
            // Refused (while the photos tab's navigation transitions, or no tab that way): the
            // selection it would have made is not asked for.
            if runningBefore == nil, case .tab(let i)? = target {
                model.settle(.tab(i), inEffect: false)
                pending.removeAll { $0 == .tab(i) }
                target = nil
            }
        }
        adopt()
        var translation = Vector.zero
        for step in 1...steps {
            translation = Vector(dx: sign * travel * width * Double(step) / Double(steps), dy: 0)
            tabs.sendPan(.changed(translation: translation))
            pause(frames)
        }
        tabs.sendPan(.ended(translation: translation, velocity: Vector(dx: sign * velocity, dy: 0)))
        // The switch lands on its destination if thrown its forward way, else on its source; the
        // operation that owns it is in effect if it selected that tab.
        if let target, case .tab(let i) = target {
            let forward = (sign * velocity < 0) == forwardIsLeftward
            var landed = model.selection(i)
            if let run = runningBefore, case .tabSwitch(let from, let to) = run.controller.configuration.kind {
                landed = forward ? to : from
            } else if !forward {
                landed = -1
            }
            model.settle(target, inEffect: landed == model.selection(i))
        }
        adopt()
    }

    /// The sheet's dismissal pan at `point` (on the sheet), pulling down; `velocity` downward positive.
    func dismissalPan(at point: Point, travel: Double, velocity: Double, steps: Int, frames: Int) {
        guard world.hitTest(point)?.lies(in: sheet) == true else { return trace.append("  (dismissal pan reaches nothing)") }
        var target: Owner?
        if presentation.isTransitioning, let run = presentation.run {
            if run.controller.configuration.kind == .present { meet(.dismissalPanOnRunningPresentation) }
            target = owners[ObjectIdentifier(run)]
        } else if model.isPresented {
            let index = model.ask(present: false)
            pending.append(.modal(index))
            target = .modal(index)
        }
        let height = sheet.node.bounds.height
        presentation.dismissPanBegan(direction: Vector(dx: 0, dy: 1), distance: height)
        adopt()
        var translation = Vector.zero
        for step in 1...steps {
            translation = Vector(dx: 0, dy: travel * height * Double(step) / Double(steps))
            presentation.interaction.changed(translation: translation)
            pause(frames)
        }
        presentation.interaction.ended(translation: translation, velocity: Vector(dx: 0, dy: velocity))
        if case .modal(let i)? = target {
            model.settle(.modal(i), inEffect: model.presents(i) ? velocity < 0 : velocity > 0)
        }
        adopt()
    }

    // MARK: Runs

    /// Pairs each new run with the operation waiting for it (the oldest of its kind).
    func adopt() {
        func take(_ matches: (Owner) -> Bool) -> Owner? {
            guard let i = pending.firstIndex(where: matches) else { return nil }
            return pending.remove(at: i)
        }
        while adopted.navigation < nav.runs.count {
            let run = nav.runs[adopted.navigation]
            adopted.navigation += 1
            let isPush = run.controller.configuration.kind == .push
            adoptOwner(
                of: run,
                take {
                    guard case .navigation(let i) = $0 else { return false }
                    return (model.navigationOperation(i) != .pop) == isPush
                })
        }
        while adopted.tab < tabs.runs.count {
            let run = tabs.runs[adopted.tab]
            adopted.tab += 1
            guard case .tabSwitch(_, let to) = run.controller.configuration.kind else { continue }
            adoptOwner(
                of: run,
                take {
                    guard case .tab(let i) = $0 else { return false }
                    return model.selection(i) == to
                })
        }
        while adopted.modal < presentation.runs.count {
            let run = presentation.runs[adopted.modal]
            adopted.modal += 1
            let presents = run.controller.configuration.kind == .present
            adoptOwner(
                of: run,
                take {
                    guard case .modal(let i) = $0 else { return false }
                    return model.presents(i) == presents
                })
        }
    }

    /// Gives a new run the operation waiting for it (`owner`, taken from `pending`), unless an
    /// operation owns it already (a redirect made it that operation's before it was adopted).
    private func adoptOwner(of run: StrictTransitionRun, _ owner: Owner?) {
        let id = ObjectIdentifier(run)
        if owners[id] == nil { owners[id] = owner }
    }

    /// Whether a navigation transition runs, or a push or pop asked for waits for its deferred
    /// start (`startsTransitionsAtNextLayout`): either way the navigation controller's views are
    /// about to move.
    var isNavigating: Bool { nav.isTransitioning || nav.pendingStack != nil }

    /// Whether any container's transition runs.
    var isTransitioning: Bool {
        nav.isTransitioning || nav.pendingStack != nil || tabs.isTransitioning || tabs.coordination?.isTapWaitingForContent == true
            || presentation.isTransitioning
    }

    /// Runs frames of 1/15 s (settling needs no finer steps, and each frame renders the whole
    /// app) until no transition runs and no operation waits for one, at most `limit` of them
    /// (200: 13 s, room for a queue of waiting pushes, each a transition of its own), then two
    /// display frames more. Returns whether it settled.
    func settleAll(limit: Int = 200) -> Bool {
        var frames = 0
        // (Operations waiting while the navigation controller is off screen wait for its tab.)
        while isTransitioning || (nav.view.isInWindow && !(nav.coordination?.queue.isEmpty ?? true)), frames < limit {
            world.runFrames(1, frameDuration: 1.0 / 15)
            adopt()
            frames += 1
        }
        world.runFrames(2)
        adopt()
        return !isTransitioning
    }

    /// Records a step in the trace.
    func note(_ line: String) { trace.append(line) }

    /// The containers' state, for the trace: stack, selected tab, presentation, and each running
    /// transition's kind and phase.
    var stateLine: String {
        func run(_ r: StrictTransitionRun?) -> String {
            guard let r, r.ended == nil else { return "" }
            return
                " (\(r.controller.configuration.kind) \(r.controller.phase)\(r.controller.diagnostics.contains(.viewsInUse) ? ", views in use" : ""))"
        }
        let stack = nav.stack.dropFirst().map { s in details.first { $0.view === s }.map { "\($0.item)" } ?? "?" }
        return "    = stack grid+[\(stack.joined(separator: ","))]\(run(nav.run)), tab \(tabs.selectedIndex)\(run(tabs.run)), "
            + "\(presentation.isPresented ? "presented" : "not presented")\(run(presentation.run))"
    }
}

extension StrictView {
    /// Whether it is `ancestor` or inside it.
    func lies(in ancestor: StrictView) -> Bool {
        var v: StrictView? = self
        while let current = v, current !== ancestor { v = current.superview }
        return v != nil
    }
}
