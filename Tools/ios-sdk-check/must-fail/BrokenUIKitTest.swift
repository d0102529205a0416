// must fail: a UIKit test that forgets `@MainActor` (Swift 6 rejects touching UIKit from the
// nonisolated test method) and uses XCTest's Objective-C-only `XCTAssertEqualObjects`, which
// Swift does not have. Checked against the check-only XCTest declarations, as Tests/MatchUIKitTests is.
// expect: call to main actor-isolated initializer 'init(frame:)' in a synchronous nonisolated context
// expect: cannot find 'XCTAssertEqualObjects' in scope
import UIKit
import XCTest

final class BrokenUIKitTest: XCTestCase {
    func testAWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqualObjects(window.backgroundColor, nil)
    }
}
