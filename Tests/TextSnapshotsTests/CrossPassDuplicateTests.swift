import Foundation
import Testing
import TextSnapshots

/// A name asserted once by the XCTest pass and once by the Swift Testing pass is a duplicate.
@Suite struct CrossPassDuplicateTests {
    @Test func theSwiftTestingPassFailsANameTheXCTestPassAlreadyAsserted() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.root.appendingPathComponent("ledger")
        let xctest = SnapshotSession(
            scope: .complete, pass: .xctest, ledger: ClaimsLedger(folder: folder, processID: 1))
        let swiftTesting = SnapshotSession(
            scope: .complete, pass: .swiftTesting, ledger: ClaimsLedger(folder: folder, processID: 2))
        var configuration = sandbox.configuration(.record)
        configuration.session = xctest
        let first = verifySnapshot(
            "a", named: "shared", suite: "S", configuration: configuration, fileID: "T/X.swift", line: 4)
        #expect(first.status == .written)
        configuration.session = swiftTesting
        let second = verifySnapshot(
            "b", named: "Shared", suite: "S", configuration: configuration, fileID: "T/Y.swift", line: 8)
        #expect(second.failure == .duplicateName(try SnapshotID(parsing: "S/Shared")))
        #expect(second.message.contains("first at T/X.swift:4 (XCTest pass), again at T/Y.swift:8"))
        #expect(sandbox.text(at: "S/shared.txt") == "a\n")
        let other = verifySnapshot("c", named: "other", suite: "S", configuration: configuration)
        #expect(other.status == .written)
    }

    @Test func theXCTestPassDoesNotReadTheLedgerForDuplicates() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.root.appendingPathComponent("ledger")
        ClaimsLedger(folder: folder, processID: 9).record(
            try SnapshotID(parsing: "S/x"), in: sandbox.directory, at: "T/Old.swift:1")
        var configuration = sandbox.configuration(.record)
        configuration.session = SnapshotSession(
            scope: .complete, pass: .xctest, ledger: ClaimsLedger(folder: folder, processID: 1))
        #expect(verifySnapshot("x", named: "x", suite: "S", configuration: configuration).status == .written)
    }

    @Test func ledgerEntriesKeepTheSiteAndReadTheOlderTwoColumnLines() throws {
        let sandbox = try Sandbox()
        let ledger = ClaimsLedger(folder: sandbox.root.appendingPathComponent("ledger"), processID: 3)
        ledger.record(try SnapshotID(parsing: "S/x"), in: sandbox.directory, at: "T/A.swift:2")
        let old = ledger.folder.appendingPathComponent("claims-4.txt")
        try Data("\(sandbox.directory.path)\tS/y\n".utf8).write(to: old)
        let entries = ledger.entries()
        #expect(entries.map(\.id.description) == ["S/x", "S/y"])
        #expect(entries.map(\.site) == ["T/A.swift:2", ""])
    }
}

extension CrossPassDuplicateTests {
    /// Both passes of one `swift test` share a parent, so they find the same ledger; on Linux the
    /// parent's start time is in the name, so a reused process id does not find an old ledger.
    @Test func liveLedgerIsNamedAfterTheParentProcess() {
        let name = ClaimsLedger.live.folder.lastPathComponent
        #expect(name == ClaimsLedger.live.folder.lastPathComponent)
        #if os(Linux)
            #expect(name.wholeMatch(of: /TextSnapshots-run-\d+-\d+/) != nil)
        #else
            #expect(name.wholeMatch(of: /TextSnapshots-run-\d+/) != nil)
        #endif
    }
}
