@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost

extension SoakWorld {
    /// One invariant broken once everything settled.
    struct Failure: Hashable, CustomStringConvertible {
        /// Which invariant (stable across runs: the key distinct failures are told apart by).
        var invariant: String
        /// What was seen.
        var detail: String

        var description: String { "\(invariant): \(detail)" }
    }

    /// The names of views a transition makes and must take away again.
    static func isStandIn(_ view: StrictView) -> Bool {
        guard let name = view.name else { return false }
        return ["snapshot:", "placeholder:", "frame:"].contains { name.hasPrefix($0) } || ["cover", "carrier", "dimming"].contains(name)
    }

    /// Every invariant the issue names, checked once everything settled: no strict-host
    /// violation; the navigation stack, the selected tab and the presentation what the model says;
    /// every original view where and as it was; no stand-in left anywhere; nothing nested handed
    /// to UIKit; nothing claimed, no clock left ticking.
    func check(settled: Bool) -> [Failure] {
        var failures: [Failure] = []
        func fail(_ invariant: String, _ detail: @autoclosure () -> String) {
            failures.append(Failure(invariant: invariant, detail: detail()))
        }

        if !settled { fail("settles", "a transition still runs after 2.7 s") }
        // One failure per kind of violation (its first occurrence, with how many there were).
        var kinds: [String: (first: String, count: Int)] = [:]
        for v in world.violations {
            let text = "\(v)"
            let kind = String(text.prefix { $0 != "(" })
            kinds[kind, default: (text, 0)].count += 1
        }
        for (kind, seen) in kinds.sorted(by: { $0.key < $1.key }) {
            fail("violation \(kind)", seen.count == 1 ? seen.first : "\(seen.first) and \(seen.count - 1) more")
        }
        if tabs.selectionsDuringTransition > 0 {
            fail(
                "nothing nested handed to UIKit",
                "\(tabs.selectionsDuringTransition) tab selection(s) reached the tab bar controller mid-switch")
        }
        if nestedModalOperations > 0 {
            fail("nothing nested handed to UIKit", "\(nestedModalOperations) presentation/dismissal(s) reached UIKit mid-transition")
        }

        // The state the operations imply.
        // Operations may still wait only while the navigation controller's tab is off screen.
        let waiting = nav.coordination?.queue.count ?? 0
        if waiting > 0, nav.view.isInWindow { fail("navigation stack", "\(waiting) operation(s) still waiting on screen") }
        let expectedStack = model.stack(waiting: waiting)
        let actualStack = nav.stack.dropFirst().map { screen in details.first { $0.view === screen }?.item ?? -1 }
        if nav.stack.first !== app.grid || actualStack != expectedStack {
            fail("navigation stack", "expected grid+\(expectedStack), got \(nav.stack.first === app.grid ? "grid" : "?")+\(actualStack)")
        }
        if tabs.selectedIndex != model.selectedTab { fail("selected tab", "expected \(model.selectedTab), got \(tabs.selectedIndex)") }
        // Every selection here is the user's (taps, pans, grabs): the last `didSelect` the app's
        // delegate heard is of the tab shown — a landing not told, or told out of order after a
        // newer selection, leaves the app believing another tab. (UIKit itself tells every tap,
        // the selected tab's too, so the same tab may be told twice in a row.)
        let told = tabs.delegateCalls.filter { $0.hasPrefix("didSelect(") }
        if (told.last ?? "didSelect(0)") != "didSelect(\(tabs.selectedIndex))" {
            fail("didSelect told of the tab shown", "told \(told), tab \(tabs.selectedIndex) shown")
        }
        if presentation.isPresented != model.isPresented {
            fail(
                "presentation",
                "expected \(model.isPresented ? "presented" : "dismissed"), got \(presentation.isPresented ? "presented" : "dismissed")")
        }

        // Where every screen is.
        let window = world.window!
        var expectedWindow: [StrictView] = [tabs.view]
        if presentation.isPresented, let container = presentation.container { expectedWindow.append(container) }
        if window.subviews.map(ObjectIdentifier.init) != expectedWindow.map(ObjectIdentifier.init) {
            fail("placement", "window holds \(window.subviews.map { $0.name ?? "?" })")
        }
        let shownTab = tabs.tabs.indices.contains(tabs.selectedIndex) ? tabs.tabs[tabs.selectedIndex] : nil
        if tabs.container.subviews.count != 1 || tabs.container.subviews.first !== shownTab {
            fail(
                "placement", "tab container holds \(tabs.container.subviews.map { $0.name ?? "?" }) with tab \(tabs.selectedIndex) selected"
            )
        }
        if nav.container.subviews.count != 1 || nav.container.subviews.first !== nav.stack.last {
            fail("placement", "navigation container holds \(nav.container.subviews.map { $0.name ?? "?" })")
        }
        for (screen, name) in [(nav.view, "navigation"), (settings, "settings")] {
            if screen.frame != tabs.container.node.bounds || screen.alpha != 1 || screen.node.transform != .identity || screen.isHidden {
                fail("original as it was", "\(name): frame \(screen.frame), alpha \(screen.alpha), hidden \(screen.isHidden)")
            }
        }
        if nav.container.frame != nav.view.node.bounds || nav.container.alpha != 1 || nav.container.node.transform != .identity {
            fail("original as it was", "navigation container: frame \(nav.container.frame), alpha \(nav.container.alpha)")
        }

        // Every original as it was.
        if TreeFingerprint(app.grid).placedLike(gridBefore) != gridBefore {
            fail("original as it was", "grid: \(firstDifference(TreeFingerprint(app.grid).placedLike(gridBefore), gridBefore))")
        }
        if TreeFingerprint(settings).placedLike(settingsBefore) != settingsBefore {
            fail("original as it was", "settings: \(firstDifference(TreeFingerprint(settings).placedLike(settingsBefore), settingsBefore))")
        }
        if TreeFingerprint(tabs.tabBar) != tabBarBefore {
            fail("original as it was", "tab bar: \(firstDifference(TreeFingerprint(tabs.tabBar), tabBarBefore))")
        }
        for (screen, item) in details where nav.stack.contains(where: { $0 === screen }) {
            // A pushed screen as the app lays it out in the container.
            let reference = app.detail(item: item)
            reference.frame = nav.container.node.bounds
            reference.layoutIfNeeded()
            let expected = TreeFingerprint(reference)
            let actual = TreeFingerprint(screen).placedLike(expected)
            if actual != expected { fail("original as it was", "detail-\(item): \(firstDifference(actual, expected))") }
        }
        for (screen, item) in details where !nav.stack.contains(where: { $0 === screen }) && screen.superview != nil {
            fail("placement", "detail-\(item), off the stack, is still in \(screen.superview?.name ?? "?")")
        }
        let sheetContent = Array(TreeFingerprint(sheet).entries.dropFirst())
        if sheetContent != sheetContentBefore { fail("original as it was", "share sheet content changed") }
        if sheet.alpha != 1 || sheet.node.transform != .identity || sheet.isHidden {
            fail("original as it was", "share sheet: alpha \(sheet.alpha), hidden \(sheet.isHidden)")
        }
        if presentation.isPresented {
            let frame = presentation.coordination.chrome.frameOfPresentedView(inContainerOf: window.node.bounds.size)
            if sheet.superview !== presentation.container || sheet.frame != frame {
                fail("placement", "presented sheet at \(sheet.frame) in \(sheet.superview?.name ?? "nothing")")
            }
            if let dimming = presentation.dimmingView, dimming.superview !== presentation.container || dimming.alpha != 1 {
                fail("placement", "dimming view alpha \(dimming.alpha) in \(dimming.superview?.name ?? "nothing")")
            }
        } else if sheet.superview != nil {
            fail("placement", "dismissed sheet still in \(sheet.superview?.name ?? "?")")
        }

        // No stand-in anywhere: in the window, in a container out of it, inside any screen.
        var roots: [StrictView] = [window, nav.view, settings, sheet, app.grid] + details.map(\.view)
        if let container = presentation.container { roots.append(container) }
        var seen = Set<ObjectIdentifier>()
        for root in roots {
            for v in root.subtree where Self.isStandIn(v) && seen.insert(ObjectIdentifier(v)).inserted {
                fail("no stand-in left", "\(v.name ?? "?") in \(v.superview?.name ?? "nothing")")
            }
        }
        let claimed = ClaimRegistry.ofWindow(containing: tabs.view).count
        if claimed > 0 { fail("nothing claimed", "\(claimed) view(s) still claimed") }
        if world.clock.isTicking { fail("clock stopped", "the frame clock is still ticking") }
        return failures
    }

    private func firstDifference(_ a: TreeFingerprint, _ b: TreeFingerprint) -> String {
        if a.entries.count != b.entries.count { return "\(a.entries.count) views instead of \(b.entries.count)" }
        for (x, y) in zip(a.entries, b.entries) where x != y { return "\(x.name ?? "?"): \(x) instead of \(y)" }
        return "?"
    }
}
