import Foundation
import NotesTextUI
import NotesViewModels
import Testing
import TextSnapshots

/// The screen suites' snapshot helpers report a failure at the test that called them.
@MainActor
@Suite struct ScreenSnapshotLocationTests {
    /// A configuration whose directory holds no references and that never writes one.
    nonisolated static func emptyReferences() -> SnapshotConfiguration {
        SnapshotConfiguration(
            directory: URL(fileURLWithPath: "/nonexistent/noteskit-screen-snapshots"), mode: .never,
            session: SnapshotSession(scope: .filtered))
    }

    nonisolated static func isAtLine(_ line: Int, of issue: Issue) -> Bool {
        issue.sourceLocation?.line == line
            && issue.sourceLocation?.fileName == "ScreenSnapshotLocationTests.swift"
            && "\(issue)".contains("has no reference")
    }

    @Test func listScreenFailureIsReportedAtTheCaller() {
        let line = #line + 3
        withKnownIssue {
            SnapshotConfiguration.$current.withValue(Self.emptyReferences()) {
                ListNotesScreenTests().assertScreens(ListScreenHarness([]), named: "absent")
            }
        } matching: { issue in
            Self.isAtLine(line, of: issue)
        }
    }

    @Test func editorScreenFailureIsReportedAtTheCaller() {
        let editor = EditNoteScreenTests.newEditor(EditNoteScreenFixtures.library())
        let line = #line + 3
        withKnownIssue {
            SnapshotConfiguration.$current.withValue(Self.emptyReferences()) {
                EditNoteScreenTests().assertScreens(editor, named: "absent")
            }
        } matching: { issue in
            Self.isAtLine(line, of: issue)
        }
    }
}
