// swift-format-ignore-file
// (Apple's XCTest names, XCTAssertTrue and the rest, declared as Apple spells them.)

// The XCTest API that Tests/MatchUIKitTests uses, declared FOR THE CHECK ONLY.
//
// The trimmed iPhoneOS 16.5 SDK has no XCTest (Xcode ships it beside the SDK, in the platform's
// Developer folder). Tools/typecheck-uikit.sh builds this file as a module named `XCTest`, so the
// tests' `import XCTest` finds it and the tests type-check against the real UIKit. It is never
// shipped, never linked and never run: every body is `fatalError()`. On a Mac, Xcode's own XCTest is
// used and this file plays no part.
//
// Each declaration copies Apple's documented Swift signature (the page is named above it). Declare
// only what the tests call: a name the tests use that is missing here fails the check, so this file
// lists exactly the XCTest surface a person's first device run depends on.
//
// Isolation: `XCTestCase` is an Objective-C class with no actor annotation, and the assertion
// functions are plain (nonisolated) global functions, so both are declared without one here. The
// tests are `@MainActor` subclasses with synchronous test methods and override no setUp/tearDown
// (whose Swift isolation differs between Xcode versions), so nothing here depends on that.
import Foundation

// https://developer.apple.com/documentation/xctest/xctest
//   class XCTest : NSObject   (an abstract base class for creating, managing and executing tests)
open class XCTest: NSObject {}

// https://developer.apple.com/documentation/xctest/xctestcase
//   class XCTestCase : XCTest
open class XCTestCase: XCTest {}

// https://developer.apple.com/documentation/xctest/xctattachment
//   class XCTAttachment : NSObject
open class XCTAttachment: NSObject {
    // https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.enum
    public enum Lifetime: Int, @unchecked Sendable { case keepAlways = 0, deleteOnSuccess = 1 }
    // https://developer.apple.com/documentation/xctest/xctattachment/init(data:uniformtypeidentifier:)
    public convenience init(data payload: Data, uniformTypeIdentifier identifier: String) { fatalError() }
    // https://developer.apple.com/documentation/xctest/xctattachment/name
    open var name: String?
    // https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.property
    open var lifetime: XCTAttachment.Lifetime { get { fatalError() } set { fatalError() } }
}

// https://developer.apple.com/documentation/xctest/xctactivity/add(_:) (XCTestCase is an XCTActivity)
extension XCTestCase {
    public func add(_ attachment: XCTAttachment) { fatalError() }
}

// https://developer.apple.com/documentation/xctest/xctasserttrue(_:_:file:line:)
public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) { fatalError() }

// https://developer.apple.com/documentation/xctest/xctassertfalse(_:_:file:line:)
public func XCTAssertFalse(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) { fatalError() }

// https://developer.apple.com/documentation/xctest/xctassertnil(_:_:file:line:)
public func XCTAssertNil(
    _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) { fatalError() }

// https://developer.apple.com/documentation/xctest/xctassertidentical(_:_:_:file:line:)
public func XCTAssertIdentical(
    _ expression1: @autoclosure () throws -> AnyObject?, _ expression2: @autoclosure () throws -> AnyObject?,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) { fatalError() }

// https://developer.apple.com/documentation/xctest/xctassertequal(_:_:_:file:line:)
public func XCTAssertEqual<T>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Equatable { fatalError() }

// https://developer.apple.com/documentation/xctest/xctassertequal(_:_:accuracy:_:file:line:)-6frfw
public func XCTAssertEqual<T>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, accuracy: T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: FloatingPoint { fatalError() }

// https://developer.apple.com/documentation/xctest/xctassertgreaterthan(_:_:_:file:line:)
public func XCTAssertGreaterThan<T>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Comparable { fatalError() }

// https://developer.apple.com/documentation/xctest/xctassertgreaterthanorequal(_:_:_:file:line:)
public func XCTAssertGreaterThanOrEqual<T>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Comparable { fatalError() }

// https://developer.apple.com/documentation/xctest/xctassertlessthan(_:_:_:file:line:)
public func XCTAssertLessThan<T>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Comparable { fatalError() }

// https://developer.apple.com/documentation/xctest/xctassertlessthanorequal(_:_:_:file:line:)
public func XCTAssertLessThanOrEqual<T>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Comparable { fatalError() }

// https://developer.apple.com/documentation/xctest/xctunwrap(_:_:file:line:)
public func XCTUnwrap<T>(
    _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) throws -> T { fatalError() }

// https://developer.apple.com/documentation/xctest/xctskipunless(_:_:file:line:)
public func XCTSkipUnless(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String? = nil,
    file: StaticString = #filePath, line: UInt = #line
) throws { fatalError() }
