/// The back swipe, the pan-anywhere pop and the back buttons.
extension NavigationGlue {
    /// What the container's recognizers answer and where they send the finger.
    var backSwipeHandlers: BackSwipeHandlers {
        BackSwipeHandlers(
            ownPanShouldBegin: { [weak self] in self?.ownEdgePanShouldBegin() ?? false },
            systemSwipeShouldBegin: { [weak self] in self?.systemSwipeShouldBegin() ?? false },
            moved: { [weak self] phase in self?.backSwipe(phase) })
    }

    /// Whether the top screen shows its back button (the swipes follow the same rule as the button).
    private var topShowsBackButton: Bool {
        guard let container, let top = container.screens.last else { return true }
        return container.showsBackButton(top)
    }

    /// The direction that pops, in the container's layout direction.
    package var popDirection: Vector {
        AdapterRouting.popDirection(layoutDirection: container?.layoutDirection ?? .leftToRight)
    }

    /// Match's own edge pan may begin (`NavigationCoordination.ownEdgePanShouldBegin`); an app
    /// that turned UIKit's swipe off (`isEnabled = false`) keeps the edge without a swipe.
    func ownEdgePanShouldBegin() -> Bool {
        guard let container, container.systemSwipeEnabled else { return false }
        return coordination.ownEdgePanShouldBegin(
            stackCount: container.screens.count, transitionRunning: container.transitionRunning,
            backButtonHidden: !topShowsBackButton, recognizerDelegateAllows: container.appAllowsSwipe)
    }

    /// UIKit's edge recognizer, with Match as its delegate, may begin
    /// (`NavigationCoordination.systemEdgeSwipeShouldBegin`: only while Match runs no pops).
    func systemSwipeShouldBegin() -> Bool {
        guard let container else { return false }
        return coordination.systemEdgeSwipeShouldBegin(
            stackCount: container.screens.count, transitionRunning: container.transitionRunning,
            backButtonHidden: !topShowsBackButton, recognizerDelegateAllows: container.appAllowsSwipe)
    }

    /// The back swipe's target: the finger comes down (Match's own pan then pops), moves, lifts or
    /// is cancelled; a pop the app animates follows it (`NavigationCoordination.backSwipeMoved`).
    package func backSwipe(_ phase: BackSwipePhase) {
        guard let container else { return }
        switch phase {
        case .began(let popsItself):
            backSwipeBegan()
            if popsItself { startsOperation { container.popViewController() } }
        case .changed(let translation):
            if let percent = coordination.backSwipeMoved(translation: translation), let appPop = appPopScrubbed {
                container.update(appPop, percentComplete: percent)
            }
        case .ended(let translation, let velocity):
            lifted(translation: translation, velocity: velocity)
        case .cancelled(let translation):
            lifted(translation: translation, velocity: .zero)
        }
    }

    private func lifted(translation: Vector, velocity: Vector) {
        guard let container,
            let release = coordination.backSwipeLifted(translation: translation, velocity: velocity, at: container.now)
        else { return }
        // The swipe ends the app's pop the way it was released.
        guard let appPop = appPopScrubbed else { return }
        endAppPopScrub()
        container.end(appPop, finishing: release.finishes, completionSpeed: release.completionSpeed)
    }

    /// The back swipe's finger came down (`NavigationCoordination.backSwipeBegan`: once per swipe,
    /// from whichever of the target and `animation(for:…)` hears of it first).
    @discardableResult
    func backSwipeBegan() -> Bool {
        guard let container else { return false }
        return coordination.backSwipeBegan(direction: popDirection, distance: container.width)
    }

    /// Adopts the pan-anywhere pop's interaction (`popInteraction`): its finger becomes the pop
    /// finger, its take-over the one below, and the operation it begins is carried out as the glue
    /// carries out the pops it starts (`startsOperation`). `nil` lets the last one go; `replaced`,
    /// the one adopted before, refuses every finger from then on (its pan may stay on its view).
    package func adoptPopInteraction<Pan: InteractionPan>(
        _ interaction: InteractionGlue<Pan, Controller>?, replacing replaced: InteractionGlue<Pan, Controller>? = nil
    ) {
        if let replaced, replaced !== interaction { replaced.takeover = { .refuse } }
        popFinger = interaction?.relay
        interaction?.startsOperation = { [weak self] begin in
            guard let self else { return begin() }
            self.startsOperation(begin)
        }
        interaction?.takeover = { [weak self] in self?.popFingerTakeover() ?? .refuse }
    }

    /// What an adapter does about the content-area pop it installs itself (a pan anywhere on a
    /// pushed screen, toward `popDirection`, that pops without handing off from scroll views)
    /// given whether the app set a pop interaction of its own and whether that default is in place:
    /// wanted while `contentSwipePops` is on and the app set none.
    package func contentSwipeChange(appSetsPopInteraction: Bool, defaultInstalled: Bool) -> ContentSwipeChange {
        let wanted = contentSwipePops && !appSetsPopInteraction
        if wanted == defaultInstalled { return .keep }
        return wanted ? .install : .remove
    }

    /// Whether the content-area pop the adapter made may begin now, before the pop finger's own
    /// rules: like the system's swipe it only starts pops — never grabs a push or pop already
    /// running, where a vertical scroll begun mid-flight would otherwise take the transition —
    /// and not once the app turned the system's back swipe off (`isEnabled = false`).
    package func contentSwipeMayBegin() -> Bool {
        guard let container, container.systemSwipeEnabled else { return false }
        return !container.transitionRunning
    }

    /// What a pan-anywhere pop finger does as it comes down (`NavigationCoordination.takeover`).
    package func popFingerTakeover() -> FingerTakeover<Controller> {
        guard let container, let popFinger else { return .refuse }
        return coordination.takeover(
            for: popFinger, transitionRunning: container.transitionRunning, popDirection: popDirection,
            stackCount: container.screens.count, backButtonHidden: !topShowsBackButton)
    }

    // MARK: Back buttons

    /// Makes the back buttons of the screens on the stack pop through `pop()` where the container
    /// has back actions (iOS 16: `UINavigationItem.backAction` "replaces only its action" where a
    /// back button is naturally present), by `BackActionRule`; `releasingDeparted`, once a
    /// transition is over, takes Match's action off screens that left the stack. Match knows its
    /// own action by the identifier it gave (`backAction` is copied when set, UINavigationItem.h),
    /// so an app that replaces or clears it later is seen.
    func updateBackActions(releasingDeparted: Bool) {
        guard let container, container.hasBackAction else { return }
        let given = givenBackActionsNow
        func holder(_ screen: Container.Screen) -> BackActionRule.Holder {
            guard let identifier = container.backActionIdentifier(of: screen) else { return .none }
            return given.contains { $0.screen === screen && $0.identifier == identifier } ? .match : .app
        }
        let stack = container.screens
        let screens = stack.map {
            BackActionRule.Screen(id: ObjectIdentifier($0), showsBackButton: container.showsBackButton($0), holder: holder($0))
        }
        let departed: [BackActionRule.Screen<ObjectIdentifier>] =
            releasingDeparted
            ? given.map { BackActionRule.Screen(id: ObjectIdentifier($0.screen), showsBackButton: false, holder: holder($0.screen)) }
            : []
        var byID: [ObjectIdentifier: Container.Screen] = [:]
        for screen in stack + given.map(\.screen) { byID[ObjectIdentifier(screen)] = screen }
        for change in BackActionRule.changes(stack: screens, departed: departed, appDecidesPops: container.appDecidesBackButtonPops) {
            switch change {
            case .give(let id):
                guard let screen = byID[id] else { continue }
                container.setBackAction(of: screen, identifier: giveBackAction(to: screen)) { [weak self, weak screen] in
                    self?.backButtonTapped(on: screen)
                }
            case .takeOff(let id):
                guard let screen = byID[id] else { continue }
                container.setBackAction(of: screen, identifier: nil, perform: nil)
                takeBackAction(from: screen)
            }
        }
    }

    /// Match's back action on `screen` ran (the user tapped its back button): it pops through
    /// `pop()` unless the app's `backButtonShouldPop` keeps the screen.
    func backButtonTapped(on screen: Container.Screen?) {
        if let screen, let backButtonShouldPop, !backButtonShouldPop(screen) { return }
        pop()
    }

    /// Re-reads which screens show a back button and gives or takes Match's back action
    /// accordingly (`MatchNavigationCoordinator.refreshBackActions()`).
    package func refreshBackActions() {
        updateBackActions(releasingDeparted: false)
    }
}
