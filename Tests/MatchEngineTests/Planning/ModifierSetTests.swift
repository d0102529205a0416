import Foundation
import Testing

@testable import MatchEngine

/// `ModifierSet.mayIgnoreSubviewModifiers`, the quick test the planner makes before it builds a
/// view's `ModifierSet` to learn whether the view ignores its subviews' modifiers: it may say yes
/// when the set says no (a `.beginWith` list, a condition that does not hold), never the reverse.
@Suite struct ModifierSetTests {
    @Test(arguments: [
        ([Modifier](), false),
        ([.fade, .scale(0.8)], false),
        ([.ignoreSubviewModifiers], true),
        ([.fade, .whenMatched([.whenDismissing([.ignoreSubviewModifiers])])], true),
        ([.whenAppearing([.fade]), .whenPresenting([.zIndex(2)])], false),
        ([.beginWith([.ignoreSubviewModifiers])], true),  // never applies; the set decides
    ])
    func quickTestTable(list: [Modifier], expected: Bool) {
        #expect(ModifierSet.mayIgnoreSubviewModifiers(list) == expected)
    }

    /// Random nested lists under every combination of conditions: whenever the set ignores its
    /// subviews' modifiers, the quick test says it may.
    @Test func theQuickTestNeverMissesAnIgnoringSet() {
        var r = SeededGenerator(seed: 1717)
        func list(_ depth: Int) -> [Modifier] {
            (0..<Int.random(in: 0...3, using: &r)).map { _ in
                let nested = depth < 3 ? Int.random(in: 0..<10, using: &r) : 9
                switch nested {
                case 0: return .whenMatched(list(depth + 1))
                case 1: return .whenAppearing(list(depth + 1))
                case 2: return .whenDisappearing(list(depth + 1))
                case 3: return .whenPresenting(list(depth + 1))
                case 4: return .whenDismissing(list(depth + 1))
                case 5: return .beginWith(list(depth + 1))
                case 6, 7: return .ignoreSubviewModifiers
                default: return [.fade, .zIndex(1), .delay(0.1), .matchWhenOffscreen][Int.random(in: 0..<4, using: &r)]
                }
            }
        }
        var ignoring = 0
        var quickOnly = 0
        for _ in 0..<3_000 {
            let l = list(0)
            let quick = ModifierSet.mayIgnoreSubviewModifiers(l)
            for bits in 0..<16 {
                let c = ModifierSet.Conditions(
                    matched: bits & 1 != 0, appearing: bits & 2 != 0, disappearing: bits & 4 != 0,
                    presenting: bits & 8 != 0)
                let ignores = ModifierSet(l, c).ignoresSubviewModifiers
                #expect(!ignores || quick, "\(l) under \(c)")
                if ignores { ignoring += 1 } else if quick { quickOnly += 1 }
            }
        }
        #expect(ignoring > 5_000)
        #expect(quickOnly > 1_000)
    }

    /// `.transform` and `.shadow` are boxed (`indirect`) so a modifier stays small enough to copy
    /// inline (the planner copies each one it switches over: ~2 M instructions per 10 000-view
    /// plan at 129 bytes). Boxing must not change what they mean: equality, hashing and coding
    /// are the payload's.
    @Test func boxedCasesAreValuesAndKeepModifiersSmall() throws {
        #expect(MemoryLayout<Modifier>.size <= 40)
        let spin = Transform3D.rotation(angle: 0.3, x: 0, y: 0, z: 1)
        let lifted = Shadow(color: Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 1), opacity: 0.4, radius: 6)
        let cases: [Modifier] = [.transform(spin), .transform(.identity), .shadow(lifted), .shadow(nil)]
        for (i, a) in cases.enumerated() {
            for (j, b) in cases.enumerated() {
                #expect((a == b) == (i == j))
            }
            let copy = a
            #expect(copy == a && copy.hashValue == a.hashValue)
            let coded = try JSONDecoder().decode(Modifier.self, from: JSONEncoder().encode(a))
            #expect(coded == a)
        }
        #expect(Modifier.transform(.rotation(angle: 0.3, x: 0, y: 0, z: 1)) == .transform(spin))
        #expect(Set([Modifier.shadow(lifted), .shadow(lifted), .shadow(nil)]).count == 2)
    }
}
