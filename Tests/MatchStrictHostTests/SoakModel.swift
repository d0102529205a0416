/// What a rapid-fire sequence of operations implies for the example app's state, by the behaviour
/// the README promises for transitions that meet each other: every operation the app or the user
/// asks for takes effect in the order it was asked — run at once, redirected (a pop during a push
/// reverses the push, a tab tapped during a switch retargets it, a dismissal during a presentation
/// reverses it) or queued behind the running transition — and is never cut short or dropped; a
/// finger that grabs a running transition and throws it to an end decides whether the operation
/// that started it takes effect.
///
/// The state is a replay: each container keeps its operations in order, each either in effect or
/// thrown back by a finger, and the state is what the operations in effect give, applied one after
/// another from the start (a pop with nothing to pop, a selection of the selected tab, a
/// presentation of a presented screen, a dismissal of nothing: no effect).
struct SoakModel {
    /// A navigation operation.
    enum NavigationOperation: Equatable, CustomStringConvertible {
        /// A grid item's detail screen is pushed.
        case push(item: Int)
        /// The top screen is popped.
        case pop

        var description: String {
            switch self {
            case .push(let item): "push(\(item))"
            case .pop: "pop"
            }
        }
    }

    /// One operation asked for, and whether it is in effect.
    struct Entry<Operation> {
        var operation: Operation
        var inEffect = true
    }

    private(set) var navigation: [Entry<NavigationOperation>] = []
    /// Tab selections: the index selected.
    private(set) var selections: [Entry<Int>] = []
    /// Modal operations: `true` presents, `false` dismisses.
    private(set) var modal: [Entry<Bool>] = []

    /// The grid items whose detail screens are on the navigation stack above the grid, bottom to top.
    var stack: [Int] { stack(waiting: 0) }

    /// The stack while the latest `waiting` operations in effect still wait their turn (a push or
    /// pop asked for while the navigation controller's tab is off screen waits until it is shown).
    func stack(waiting: Int) -> [Int] {
        var stack: [Int] = []
        for entry in navigation.filter(\.inEffect).dropLast(waiting) {
            switch entry.operation {
            case .push(let item): stack.append(item)
            case .pop: if !stack.isEmpty { stack.removeLast() }
            }
        }
        return stack
    }

    /// The selected tab.
    var selectedTab: Int { selections.last { $0.inEffect }?.operation ?? 0 }

    /// Whether the share sheet is presented.
    var isPresented: Bool { modal.last { $0.inEffect }?.operation ?? false }

    /// Records a navigation operation asked for; returns its index.
    mutating func ask(_ operation: NavigationOperation) -> Int {
        navigation.append(Entry(operation: operation))
        return navigation.count - 1
    }

    /// Records a tab selection asked for; returns its index.
    mutating func ask(select tab: Int) -> Int {
        selections.append(Entry(operation: tab))
        return selections.count - 1
    }

    /// Records a presentation (`true`) or dismissal asked for; returns its index.
    mutating func ask(present: Bool) -> Int {
        modal.append(Entry(operation: present))
        return modal.count - 1
    }

    /// A finger threw the transition of an operation to its end (`true`) or back (`false`).
    mutating func settle(_ operation: SoakWorld.Owner, inEffect: Bool) {
        switch operation {
        case .navigation(let i): navigation[i].inEffect = inEffect
        case .tab(let i): selections[i].inEffect = inEffect
        case .modal(let i): modal[i].inEffect = inEffect
        }
    }

    /// Whether navigation operation `index` is in effect (no finger threw its transition back).
    func isInEffect(navigation index: Int) -> Bool { navigation[index].inEffect }

    /// The navigation operation at `index`.
    func navigationOperation(_ index: Int) -> NavigationOperation { navigation[index].operation }
    /// The tab selected by selection `index`.
    func selection(_ index: Int) -> Int { selections[index].operation }
    /// Whether modal operation `index` presents.
    func presents(_ index: Int) -> Bool { modal[index].operation }
}
