import Testing

@testable import MatchEngine

/// The one claim registry every host of a window shares.
@Suite struct ClaimRegistryTests {
    final class Token {}

    @Test func aViewHasOneOwnerAndOnlyItsOwnerReleasesIt() {
        let registry = ClaimRegistry()
        let view = Token()
        let first = Token()
        let second = Token()
        let v = ObjectIdentifier(view)
        #expect(registry.claim(v, for: ObjectIdentifier(first)))
        #expect(registry.claim(v, for: ObjectIdentifier(first)), "claiming again for the same owner")
        #expect(!registry.claim(v, for: ObjectIdentifier(second)))
        registry.release(v, from: ObjectIdentifier(second))
        #expect(registry.count == 1, "another owner's release leaves the claim")
        registry.release(v, from: ObjectIdentifier(first))
        #expect(registry.count == 0)
        #expect(registry.claim(v, for: ObjectIdentifier(second)))
    }

    @Test func waitingWorkIsHandedOnOnceInTheOrderItCame() {
        let registry = ClaimRegistry()
        var ran: [Int] = []
        var scheduled: [() -> Void] = []
        registry.whenClaimsReturned { ran.append(1) }
        registry.whenClaimsReturned { ran.append(2) }
        registry.claimsReturned { scheduled.append($0) }
        #expect(ran.isEmpty, "handed to the schedule, not run in the call")
        for work in scheduled { work() }
        #expect(ran == [1, 2])
        scheduled = []
        registry.claimsReturned { scheduled.append($0) }
        #expect(scheduled.isEmpty, "each piece of work is handed on once")
    }
}
