import Foundation
import Testing
import TextSnapshots

/// What a complete run reports beyond the references no test asked for.
@Suite struct SnapshotDirectoryScanTests {
    @Test func filesTheHarnessCouldNeverWriteAreReportedAsUnexpected() throws {
        let sandbox = try Sandbox(scope: .complete)
        try sandbox.write("a\n", to: "List/asked.txt")
        for path in [
            "List/bad..name.txt", "List/CON.txt", "List/trailing..txt", "List/a.txt.txt", "List/notes.md",
            "List/bad..name.txt.new", "List/nested/x.txt", "bad..suite/x.txt", "stray.txt",
        ] {
            try sandbox.write("x\n", to: path)
        }
        try sandbox.write("", to: "List/.DS_Store")
        try sandbox.write("", to: ".gitattributes")
        _ = verifySnapshot("a", named: "asked", suite: "List", configuration: sandbox.configuration(.never))
        let summary = sandbox.session.summary()
        #expect(summary.obsolete == [])
        #expect(
            summary.unexpected == [
                "Snapshots/List/CON.txt", "Snapshots/List/a.txt.txt", "Snapshots/List/bad..name.txt",
                "Snapshots/List/bad..name.txt.new", "Snapshots/List/nested/", "Snapshots/List/notes.md",
                "Snapshots/List/trailing..txt", "Snapshots/bad..suite/", "Snapshots/stray.txt",
            ])
        #expect(summary.line.hasSuffix("· 0 obsolete · 9 unexpected"))
        #expect(
            summary.report.contains(
                "unexpected file (not a snapshot name the harness accepts; not deleted): Snapshots/stray.txt")
        )
    }

    @Test func referencesClaimedInAnotherLetterCaseAreNotObsolete() throws {
        let sandbox = try Sandbox(scope: .complete)
        try sandbox.write("a\n", to: "List/empty.txt")
        _ = verifySnapshot("a", named: "Empty", suite: "List", configuration: sandbox.configuration(.never))
        #expect(sandbox.session.summary().obsolete == [])
    }

    @Test func filteredRunListsNeitherObsoleteNorUnexpectedFiles() throws {
        let sandbox = try Sandbox(scope: .filtered)
        try sandbox.write("x\n", to: "stray.txt")
        _ = verifySnapshot("a", named: "a", suite: "List", configuration: sandbox.configuration(.record))
        let summary = sandbox.session.summary()
        #expect(summary.unexpected == nil)
        #expect(!summary.report.contains("unexpected"))
    }
}
