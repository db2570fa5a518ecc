import Strata
import StrataTesting
import XCTest

/// Under XCTest (no Swift Testing test running), a failed assertion is an
/// `XCTFail` at the caller's file and line. This case catches its own
/// failures instead of failing, and checks them.
final class XCTestFailureTests: XCTestCase {
    /// The failures recorded while `catching` is on.
    private var caught: [(description: String, file: String, line: Int)] = []
    private var catching = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        if catching {
            caught.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Asynchronous on purpose: a synchronous `@MainActor` XCTest method
    /// crashes at run time on Linux with Swift 6.3.
    @MainActor
    func testMissingReferenceIsAnXCTFailAtTheCallersLine() async throws {
        let name = scratchTestName()
        defer { removeScratchReferences(name, file: #filePath) }
        let window = Window(size: Size(width: 4, height: 4))
        catching = true
        assertSnapshot(of: window, as: .recursiveDescription, named: "x", testName: name, line: 777)
        assertSnapshot(of: window, as: .recursiveDescription, named: "x", testName: name)   // now it exists
        catching = false
        XCTAssertEqual(caught.count, 1)
        XCTAssertTrue(caught.first?.description.contains("no reference was found: recorded a new reference; run again") == true)
        XCTAssertEqual(caught.first?.line, 777)
        XCTAssertTrue(caught.first?.file.hasSuffix("StrataTestingTests/XCTestFailureTests.swift") == true)
    }
}
