import Foundation
import Testing
import TextSnapshots

@Suite struct SnapshotSessionTests {
    @Test func summaryLineIsNotShapedLikeATestCount() {
        var summary = SnapshotSummary()
        summary.matched = 42
        summary.failed = 1
        summary.pending = 1
        #expect(summary.line == "Snapshots: 42 matched · 1 failed · 0 written · 1 pending · 0 obsolete")
        let testCountShape = /^\s*\d+ passed, \d+ failed\s*$/
        for line in summary.report.split(separator: "\n") {
            #expect(line.wholeMatch(of: testCountShape) == nil)
        }
        #expect(summary.report.contains("review pending snapshots: swift run snapshots"))
    }

    @Test func completeRunListsUnaskedFilesInEverySuiteFolder() throws {
        let sandbox = try Sandbox(scope: .complete)
        try sandbox.write("a\n", to: "List/asked.txt")
        try sandbox.write("b\n", to: "List/orphan.txt")
        try sandbox.write("c\n", to: "List/orphan.txt.new")
        try sandbox.write("d\n", to: "RenamedTests/untouched.txt")
        try sandbox.write("# Snapshots\n", to: "INDEX.md")
        _ = verifySnapshot("a", named: "asked", suite: "List", configuration: sandbox.configuration(.never))
        let summary = sandbox.session.summary()
        #expect(summary.obsolete == ["List/orphan", "RenamedTests/untouched"])
        #expect(summary.unexpected == [])
        #expect(summary.matched == 1)
        #expect(summary.line.hasSuffix("· 2 obsolete (or skipped)"))
        #expect(
            summary.report.contains(
                "obsolete or skipped (no test asked for it in this run; not deleted): RenamedTests/untouched")
        )
        #expect(sandbox.files().contains("RenamedTests/untouched.txt"))
    }

    @Test func filteredRunDoesNotLookForObsoleteFiles() throws {
        let sandbox = try Sandbox(scope: .filtered)
        try sandbox.write("b\n", to: "List/orphan.txt")
        _ = verifySnapshot("a", named: "asked", suite: "List", configuration: sandbox.configuration(.never))
        let summary = sandbox.session.summary()
        #expect(summary.obsolete == nil)
        #expect(
            summary.line
                == "Snapshots: 0 matched · 1 failed · 0 written · 0 pending · "
                + "obsolete not checked (filtered run)"
        )
    }

    @Test func tallyCountsEveryOutcome() throws {
        let sandbox = try Sandbox()
        try sandbox.write("same\n", to: "S/match.txt")
        try sandbox.write("old\n", to: "S/change.txt")
        _ = verifySnapshot("same", named: "match", suite: "S", configuration: sandbox.configuration(.pending))
        _ = verifySnapshot("new", named: "change", suite: "S", configuration: sandbox.configuration(.pending))
        _ = verifySnapshot("x", named: "add", suite: "S", configuration: sandbox.configuration(.record))
        _ = verifySnapshot("x", named: "bad/name", suite: "S", configuration: sandbox.configuration(.record))
        let summary = sandbox.session.summary()
        #expect((summary.matched, summary.failed, summary.written, summary.pending) == (1, 2, 1, 1))
        #expect(summary.assertions == 4)
    }

    @Test func parallelAssertionsAreAllCountedAndClaimedOnce() async throws {
        let sandbox = try Sandbox()
        let configuration = sandbox.configuration(.record)
        let results = await withTaskGroup(of: SnapshotResult.self) { group in
            for index in 0..<64 {
                group.addTask {
                    verifySnapshot(
                        "\(index % 32)", named: "n\(index % 32)", suite: "P", configuration: configuration)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.filter { $0.status == .written }.count == 32)
        #expect(results.filter { if case .duplicateName = $0.failure { true } else { false } }.count == 32)
        #expect(sandbox.files().count == 32)
        #expect(sandbox.text(at: "P/n7.txt") == "7\n")
    }
}

extension SnapshotSessionTests {
    @Test func exitReportIsPrintedOnlyAfterAnAssertion() throws {
        let sandbox = try Sandbox()
        #expect(sandbox.session.exitReport() == nil)
        _ = verifySnapshot("a", named: "one", suite: "S", configuration: sandbox.configuration(.record))
        #expect(
            sandbox.session.exitReport()
                == "\nSnapshots: 0 matched · 0 failed · 1 written · 0 pending · 0 obsolete\n")
    }
}

extension SnapshotSessionTests {
    @Test func swiftTestingPassCountsTheXCTestPassClaimsOfTheSameRun() throws {
        let sandbox = try Sandbox()
        let ledger = ClaimsLedger(folder: sandbox.root.appendingPathComponent("ledger"), processID: 1)
        let xctest = SnapshotSession(scope: .complete, pass: .xctest, ledger: ledger)
        let swiftTesting = SnapshotSession(
            scope: .complete, pass: .swiftTesting,
            ledger: ClaimsLedger(folder: ledger.folder, processID: 2))
        for name in ["fromXCTest", "fromSwiftTesting", "orphan"] {
            try sandbox.write("\(name)\n", to: "Mixed/\(name).txt")
        }
        try sandbox.write("gone\n", to: "OnlyXCTest/gone.txt")
        try sandbox.write("kept\n", to: "OnlyXCTest/kept.txt")
        var configuration = sandbox.configuration(.never)
        configuration.session = xctest
        _ = verifySnapshot("fromXCTest", named: "fromXCTest", suite: "Mixed", configuration: configuration)
        _ = verifySnapshot("kept", named: "kept", suite: "OnlyXCTest", configuration: configuration)
        configuration.session = swiftTesting
        _ = verifySnapshot(
            "fromSwiftTesting", named: "fromSwiftTesting", suite: "Mixed", configuration: configuration)
        #expect(xctest.summary().obsolete == nil)
        #expect(xctest.summary().line.hasSuffix("obsolete not checked (left to the Swift Testing pass)"))
        #expect(swiftTesting.summary().obsolete == ["Mixed/orphan", "OnlyXCTest/gone"])
    }

    @Test func testPassIsReadFromTheArguments() {
        #expect(TestPass(arguments: ["--testing-library", "swift-testing"]) == .swiftTesting)
        #expect(TestPass(arguments: []) == .xctest)
        #expect(TestPass(arguments: ["ListTests.X/testA"]) == .xctest)
    }
}
