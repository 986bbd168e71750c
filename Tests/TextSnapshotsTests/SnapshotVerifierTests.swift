import Foundation
import Testing
import TextSnapshots

@Suite struct SnapshotVerifierTests {
    static let screen = "┌─ Notes ─────┐\n│ Groceries   │\n│ Заметки 中文 │\n└─────────────┘\n"

    @Test func matchingReferencePassesAndWritesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.screen, to: "List/full.txt")
        let result = verifySnapshot(
            Self.screen, named: "full", suite: "List", configuration: sandbox.configuration(.pending))
        #expect(result == SnapshotResult(status: .matched))
        #expect(sandbox.files() == ["List/full.txt"])
    }

    @Test func missingReferenceWritesAPendingFileAndFails() throws {
        let sandbox = try Sandbox()
        let result = verifySnapshot(
            Self.screen, named: "full", suite: "List", configuration: sandbox.configuration(.pending))
        let id = try SnapshotID(parsing: "List/full")
        #expect(result.status == .pending)
        #expect(result.failure == .missingReference(id))
        #expect(sandbox.files() == ["List/full.txt.new"])
        #expect(sandbox.text(at: "List/full.txt.new") == Self.screen)
        #expect(result.message.contains("Snapshot List/full has no reference at Snapshots/List/full.txt."))
        #expect(result.message.contains("Accept with: swift run snapshots accept List/full"))
        #expect(result.message.contains("--- /dev/null\n+++ b/Snapshots/List/full.txt\n@@ -0,0 +1,4 @@"))
    }

    @Test func mismatchLeavesTheReferenceAndARetryFailsAgainstIt() throws {
        let sandbox = try Sandbox()
        try sandbox.write("old\n", to: "List/full.txt")
        let first = verifySnapshot(
            "new", named: "full", suite: "List", configuration: sandbox.configuration(.pending))
        #expect(first.status == .pending)
        #expect(first.message.contains("-old\n+new\n"))
        #expect(sandbox.text(at: "List/full.txt") == "old\n")
        #expect(sandbox.text(at: "List/full.txt.new") == "new\n")
        let retrySession = SnapshotSession(scope: .complete)
        let retry = SnapshotConfiguration(directory: sandbox.directory, mode: .pending, session: retrySession)
        let second = verifySnapshot("new", named: "full", suite: "List", configuration: retry)
        #expect(second.failure == .mismatch(try SnapshotID(parsing: "List/full")))
    }

    @Test func neverModeWritesNothingAndFailsOnMissingAndMismatch() throws {
        let sandbox = try Sandbox()
        try sandbox.write("old\n", to: "List/changed.txt")
        let missing = verifySnapshot(
            "x", named: "absent", suite: "List", configuration: sandbox.configuration(.never))
        let changed = verifySnapshot(
            "new", named: "changed", suite: "List", configuration: sandbox.configuration(.never))
        #expect(missing.status == .failed)
        #expect(missing.failure == .missingReference(try SnapshotID(parsing: "List/absent")))
        #expect(changed.status == .failed)
        #expect(changed.message.contains("Nothing written under Snapshots/ (mode: never"))
        #expect(sandbox.files() == ["List/changed.txt"])
    }

    @Test func ciEnvironmentResolvesToNeverSoNothingIsWritten() throws {
        let sandbox = try Sandbox()
        let environment = SnapshotEnvironment(variables: ["CI": "true"], currentDirectory: sandbox.root)
        var configuration = try SnapshotConfiguration.resolve(environment: environment)
        #expect(configuration.mode == .never)
        configuration.session = sandbox.session
        let result = verifySnapshot("x", named: "new", suite: "List", configuration: configuration)
        #expect(result.status == .failed)
        #expect(sandbox.files().isEmpty)
    }

    @Test func recordWritesTheReferenceAndRemovesItsPendingFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write("old\n", to: "List/full.txt")
        try sandbox.write("stale\n", to: "List/full.txt.new")
        let result = verifySnapshot(
            "e\u{301}\r\n", named: "full", suite: "List", configuration: sandbox.configuration(.record))
        #expect(result.status == .written)
        #expect(sandbox.bytes(at: "List/full.txt") == Array("\u{E9}\n".utf8))
        #expect(sandbox.files() == ["List/full.txt"])
    }

    @Test func missingModeWritesNewReferencesButFailsOnChanges() throws {
        let sandbox = try Sandbox()
        try sandbox.write("old\n", to: "List/changed.txt")
        let added = verifySnapshot(
            "x", named: "added", suite: "List", configuration: sandbox.configuration(.missing))
        let changed = verifySnapshot(
            "new", named: "changed", suite: "List", configuration: sandbox.configuration(.missing))
        #expect(added.status == .written)
        #expect(changed.status == .pending)
        #expect(sandbox.files() == ["List/added.txt", "List/changed.txt", "List/changed.txt.new"])
    }

    @Test func aMatchRemovesAStalePendingFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write("same\n", to: "List/full.txt")
        try sandbox.write("stale\n", to: "List/full.txt.new")
        let result = verifySnapshot(
            "same", named: "full", suite: "List", configuration: sandbox.configuration(.pending))
        #expect(result.status == .matched)
        #expect(sandbox.files() == ["List/full.txt"])
    }

    @Test func comparisonIsOnBytesSoTrailingWhitespaceCounts() throws {
        let sandbox = try Sandbox()
        try sandbox.write("[Done]\n", to: "List/bar.txt")
        let result = verifySnapshot(
            "[Done] ", named: "bar", suite: "List", configuration: sandbox.configuration(.never))
        #expect(result.failure == .mismatch(try SnapshotID(parsing: "List/bar")))
        #expect(result.message.contains("+1 | [Done]·"))
    }

    @Test func decomposedRenderedTextMatchesAComposedReference() throws {
        let sandbox = try Sandbox()
        try sandbox.write("caf\u{E9}\n", to: "List/cafe.txt")
        let result = verifySnapshot(
            "cafe\u{301}", named: "cafe", suite: "List", configuration: sandbox.configuration(.never))
        #expect(result.status == .matched)
    }

    @Test func theSameNameTwiceInOneRunIsAnError() throws {
        let sandbox = try Sandbox()
        let configuration = sandbox.configuration(.record)
        _ = verifySnapshot(
            "a", named: "twice", suite: "List", configuration: configuration, fileID: "T/A.swift", line: 3)
        let second = verifySnapshot(
            "b", named: "twice", suite: "List", configuration: configuration, fileID: "T/A.swift", line: 9)
        #expect(second.failure == .duplicateName(try SnapshotID(parsing: "List/twice")))
        #expect(second.message.contains("first at T/A.swift:3, again at T/A.swift:9"))
        #expect(sandbox.text(at: "List/twice.txt") == "a\n")
    }
}

extension SnapshotVerifierTests {
    @Test func namesDifferingOnlyInCaseAreDuplicates() throws {
        let sandbox = try Sandbox()
        _ = verifySnapshot("a", named: "Empty", suite: "List", configuration: sandbox.configuration(.record))
        let second = verifySnapshot(
            "b", named: "empty", suite: "List", configuration: sandbox.configuration(.record))
        #expect(second.failure == .duplicateName(try SnapshotID(parsing: "List/empty")))
        #expect(sandbox.files() == ["List/Empty.txt"])
    }
}
