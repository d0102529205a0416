import MatchEngine
import Testing

@Suite struct BackActionRuleTests {
    typealias Screen = BackActionRule.Screen<Int>

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let stack: [(shows: Bool, holder: BackActionRule.Holder)]
        let departed: [(id: Int, holder: BackActionRule.Holder)]
        let expected: [BackActionRule.Change<Int>]
        var testDescription: String { name }
    }

    // Screen ids are their index in `stack`; departed ids start at 100.
    static let cases: [Case] = [
        Case(name: "root alone gets nothing", stack: [(true, .none)], departed: [], expected: []),
        Case(
            name: "every non-root screen without an action gets Match's", stack: [(true, .none), (true, .none), (true, .none)],
            departed: [], expected: [.give(1), .give(2)]),
        Case(
            name: "a root holding Match's loses it", stack: [(true, .match), (true, .none)], departed: [],
            expected: [.takeOff(0), .give(1)]),
        Case(name: "a hidden back button loses Match's", stack: [(true, .none), (false, .match)], departed: [], expected: [.takeOff(1)]),
        Case(name: "a hidden back button gets none", stack: [(true, .none), (false, .none)], departed: [], expected: []),
        Case(
            name: "the app's action is never touched", stack: [(true, .app), (true, .app), (false, .app)], departed: [(100, .app)],
            expected: []),
        Case(name: "already Match's: nothing to do", stack: [(true, .none), (true, .match)], departed: [], expected: []),
        Case(
            name: "departed screens lose Match's", stack: [(true, .none)], departed: [(100, .match), (101, .none), (102, .app)],
            expected: [.takeOff(100)]),
        Case(
            name: "a screen both on the stack and departed counts as on it", stack: [(true, .none), (true, .match)],
            departed: [(1, .match)], expected: []),
    ]

    @Test(arguments: cases) func changes(_ testCase: Case) {
        let stack = testCase.stack.enumerated().map { Screen(id: $0.offset, showsBackButton: $0.element.shows, holder: $0.element.holder) }
        let departed = testCase.departed.map { Screen(id: $0.id, showsBackButton: true, holder: $0.holder) }
        #expect(BackActionRule.changes(stack: stack, departed: departed) == testCase.expected)
    }

    /// An app that implements `navigationBar(_:shouldPop:)` decides its pops: Match's action comes
    /// off every screen and none is given; the app's own stays.
    @Test func anAppThatDecidesPopsGetsNoBackActionOfMatchs() {
        let stack = [
            Screen(id: 0, showsBackButton: true, holder: .none), Screen(id: 1, showsBackButton: true, holder: .match),
            Screen(id: 2, showsBackButton: true, holder: .none), Screen(id: 3, showsBackButton: true, holder: .app),
        ]
        #expect(BackActionRule.changes(stack: stack, appDecidesPops: true) == [.takeOff(1)])
        #expect(BackActionRule.changes(stack: stack, appDecidesPops: false) == [.give(2)])
    }

    @Test func applyingTheChangesReachesAFixedPoint() {
        // Seeded: random stacks; after applying the changes once, a second pass changes nothing.
        var generator = SeededGenerator(seed: 0xBAC4)
        for _ in 0..<500 {
            let count = Int(generator.next() % 6) + 1
            var stack = (0..<count).map { index in
                Screen(
                    id: index, showsBackButton: generator.next() % 3 != 0,
                    holder: [BackActionRule.Holder.none, .match, .app][Int(generator.next() % 3)])
            }
            for change in BackActionRule.changes(stack: stack) {
                switch change {
                case .give(let id): stack[id].holder = .match
                case .takeOff(let id): stack[id].holder = .none
                }
            }
            #expect(BackActionRule.changes(stack: stack).isEmpty)
            for (index, screen) in stack.enumerated() where screen.holder != .app {
                #expect((screen.holder == .match) == (index > 0 && screen.showsBackButton))
            }
        }
    }
}
