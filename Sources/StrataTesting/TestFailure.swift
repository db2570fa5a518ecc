import Testing
import XCTest

/// Where a test assertion was written: the caller's `#fileID`,
/// `#filePath`, `#line` and `#column`.
struct CallerLocation {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
}

/// Reports a test failure to whichever framework is running the test.
///
/// The mechanism, with no package dependency: the toolchain ships both
/// `Testing` and `XCTest` on Linux, and this target imports both.
/// `Test.current` is non-nil exactly while a Swift Testing test (or one
/// of its cases) runs on the current task, so a failure then becomes
/// `Issue.record` at the caller's `SourceLocation`; otherwise it is
/// `XCTFail` at the caller's file and line (inside an `XCTestCase` it fails
/// that test; outside any test it is printed by XCTest).
enum TestFailure {
    /// Records `message` as a failure at `location`.
    static func record(_ message: String, at location: CallerLocation) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: String(describing: location.fileID),
                                                        filePath: String(describing: location.filePath),
                                                        line: Int(location.line), column: Int(location.column)))
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
