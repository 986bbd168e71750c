import Foundation
import TextSnapshots
import XCTest

/// XCTest callers get failures through `XCTFail` at their own file and line.
final class AssertSnapshotXCTests: XCTestCase {
    private var failures: [(description: String, line: Int)] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        failures.append((description, lineNumber))
    }

    func testFailureIsReportedAtTheCallersLine() throws {
        let sandbox = try Sandbox()
        let line = #line + 2
        SnapshotConfiguration.$current.withValue(sandbox.configuration(.never)) {
            assertSnapshot("hello", named: "absent")
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.description.contains("AssertSnapshotXCTests/absent") ?? false)
    }

    func testMatchingSnapshotReportsNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("hello\n", to: "AssertSnapshotXCTests/greeting.txt")
        SnapshotConfiguration.$current.withValue(sandbox.configuration(.never)) {
            assertSnapshot("hello", named: "greeting")
        }
        XCTAssertTrue(failures.isEmpty)
    }
}
