import Testing
import XCTest

/// Where an assertion was written, and how to report a failure there in either test library.
struct IssueLocation {
    var fileID: String
    var filePath: StaticString
    var line: UInt
    var column: UInt

    /// Records a Swift Testing issue when running inside a Swift Testing test, else `XCTFail`.
    func report(_ message: String) {
        if Test.current != nil {
            let location = SourceLocation(
                fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
