/// Which screens of a navigation stack carry Match's back action (`UINavigationItem.backAction`,
/// iOS 16 and later), so that the back button pops through Match's queue
/// (`NavigationCoordination.requestPop`) and never nests a pop inside a running transition (P5).
///
/// UINavigationItem.h: `backAction` "replaces the back action for the navigation bar. If a back
/// button is naturally present, this replaces only its action, otherwise a back button will be
/// synthesized". So Match's action sits exactly on the screens whose back button shows anyway —
/// not the root (it has none), not a screen that hides it or puts left items in its place — and
/// never replaces an action the app gave. Every screen on the stack is covered, however it got
/// there (an animated push, a push without animation, `setViewControllers`, a stack in place before
/// Match was turned on); the adapter asks whenever the navigation controller is about to show a
/// screen and once it has shown one.
///
/// An app that decides its back button's pops itself — its navigation controller implements
/// `navigationBar(_:shouldPop:)` (UINavigationBarDelegate: UIKit asks it when the back button pops
/// the top item), to confirm unsaved changes, say — gets no back action from Match anywhere: a
/// back action replaces the button's action, so UIKit would no longer ask it. Its back button then
/// pops through UIKit, which asks it first; a pop while a transition runs is not queued by Match.
package enum BackActionRule {
    /// Who set a screen's back action.
    package enum Holder: Sendable, Hashable {
        /// Nobody: the button pops through UIKit.
        case none
        /// Match.
        case match
        /// The app (Match never touches it).
        case app
    }

    /// A screen as the rule sees it.
    package struct Screen<ID: Hashable>: Hashable {
        /// The caller's identity for the screen.
        package var id: ID
        /// Whether its back button shows (not hidden; no left items in its place unless they
        /// supplement it). Ignored for the root screen, which has none.
        package var showsBackButton: Bool
        /// Who set its back action now.
        package var holder: Holder

        /// Creates a screen.
        package init(id: ID, showsBackButton: Bool, holder: Holder) {
            self.id = id
            self.showsBackButton = showsBackButton
            self.holder = holder
        }
    }

    /// A change the adapter makes to a screen's back action.
    package enum Change<ID: Hashable>: Hashable {
        /// Give the screen Match's back action.
        case give(ID)
        /// Take Match's back action off the screen (back to none).
        case takeOff(ID)
    }

    /// The changes that make `stack` (bottom to top) carry Match's action exactly where a back
    /// button shows and the app set none, and take it off `departed` — screens Match gave one that
    /// are no longer on the stack (one listed in both counts as on the stack). Pass `departed` only once a transition is over: during an
    /// interactive pop the leaving screen may come back (`viewControllers` already omits it).
    /// `appDecidesPops`: the app implements `navigationBar(_:shouldPop:)`; Match's action then
    /// comes off every screen.
    package static func changes<ID>(stack: [Screen<ID>], departed: [Screen<ID>] = [], appDecidesPops: Bool = false) -> [Change<ID>] {
        var changes: [Change<ID>] = []
        for (index, screen) in stack.enumerated() {
            let wantsMatchs = index > 0 && screen.showsBackButton && !appDecidesPops
            switch (screen.holder, wantsMatchs) {
            case (.none, true): changes.append(.give(screen.id))
            case (.match, false): changes.append(.takeOff(screen.id))
            default: break
            }
        }
        let onStack = Set(stack.map(\.id))
        for screen in departed where screen.holder == .match && !onStack.contains(screen.id) {
            changes.append(.takeOff(screen.id))
        }
        return changes
    }
}

extension BackActionRule.Screen: Sendable where ID: Sendable {}
extension BackActionRule.Change: Sendable where ID: Sendable {}
