import Foundation

/// Asserts that text matches the committed snapshot `Snapshots/<suite>/<name>.txt`, and its style
/// the sidecar `Snapshots/<suite>/<name>.style`.
///
/// Works in Swift Testing (records an issue at the caller's source location) and XCTest
/// (`XCTFail` at the caller's file and line). The configuration is
/// ``SnapshotConfiguration/current`` if bound, else resolved from the environment
/// (`SNAPSHOTS_ROOT`, `SNAPSHOTS`, `CI`). Safe to call from parallel tests.
///
/// - Parameters:
///   - text: the rendered text; compared in canonical form (NFC, LF, exactly one final newline)
///     as bytes (see ``CanonicalText/bytes(of:)``).
///   - style: the colours and pictures the text stands for, compared with the style sidecar
///     `Snapshots/<suite>/<name>.style` as the text is (see ``SnapshotStyle``); `nil` for a screen
///     without colour, whose committed sidecar, if any, then fails the assertion.
///   - name: the snapshot's name, unique within its suite for the run; no `/`, `..`, control
///     or reserved characters, no `.txt` or `.new` ending, no Windows device name
///     (see ``SnapshotName``).
///   - suite: the suite folder; defaults to the test file's name without `.swift`
///     (`ListNotesTests.swift` → `ListNotesTests`).
///   - mode: a mode set in code; wins over `SNAPSHOTS` and `CI`.
///   - fileID: the caller's file id; names the default suite. Leave the default.
///   - filePath: the caller's file path, for failure reports and for finding the package when the
///     current directory is outside it. Leave the default.
///   - line: the caller's line, where failures are reported. Leave the default.
///   - column: the caller's column, where failures are reported. Leave the default.
/// - Complexity: O(*n*) in the text's length when it matches; O(*n* × *m*) in the line counts
///   when a diff is built.
public func assertSnapshot(
    _ text: String,
    style: SnapshotStyle? = nil,
    named name: String,
    suite: String? = nil,
    mode: SnapshotMode? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var configuration: SnapshotConfiguration
    if let bound = SnapshotConfiguration.current {
        configuration = bound
        if let mode { configuration.mode = mode }
    } else {
        do {
            configuration = try .resolve(environment: .live, mode: mode, filePath: "\(filePath)")
        } catch {
            SnapshotSession.shared.record(.failed)
            SnapshotSession.shared.printSummaryAtExit()
            location.report("Snapshot \(name): \(error.explanation).")
            return
        }
    }
    configuration.session.printSummaryAtExit()
    let result = verifySnapshot(
        text, style: style, named: name, suite: suite, configuration: configuration, fileID: fileID,
        line: line)
    if result.isFailure { location.report(result.message) }
}

/// Asserts that a value, rendered to text, matches its committed snapshot.
///
/// Renders with `renderer`, then behaves as
/// ``assertSnapshot(_:style:named:suite:mode:fileID:filePath:line:column:)``.
public func assertSnapshot<Value>(
    of value: Value,
    as renderer: SnapshotRenderer<Value>,
    named name: String,
    suite: String? = nil,
    mode: SnapshotMode? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        renderer.render(value), named: name, suite: suite, mode: mode,
        fileID: fileID, filePath: filePath, line: line, column: column)
}
