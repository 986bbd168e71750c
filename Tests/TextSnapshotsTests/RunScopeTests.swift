import Testing
import TextSnapshots

@Suite struct RunScopeTests {
    @Test(arguments: [
        [],
        ["--testing-library", "swift-testing"],
        ["--testing-library", "swift-testing", "--parallel", "--xunit-output", "out.xml"],
        ["--skip-build", "--testing-library", "swift-testing"],
        [
            "--scratch-path", ".build-docs", "-Xswiftc", "-warnings-as-errors", "-Xswiftc",
            "-emit-symbol-graph",
            "--testing-library", "swift-testing",
        ],
        ["--sanitize=thread", "--scratch-path", ".build-tsan", "--testing-library", "swift-testing"],
    ])
    func unfilteredRunsAreComplete(arguments: [String]) {
        #expect(RunScope(arguments: arguments) == .complete)
    }

    @Test(arguments: [
        ["--filter", "ListNotes", "--testing-library", "swift-testing"],
        ["--skip-build", "--filter", "ListNotes", "--testing-library", "swift-testing"],
        ["--skip", "Slow", "--testing-library", "swift-testing"],
        ["TextSnapshotsTests.AssertSnapshotXCTests/testFailureIsReported"],
        ["--an-option-we-do-not-know"],
        ["--an-option-we-do-not-know=value"],
        ["--scratch-path", ".build-tsan", "--filter", "ListNotes", "--testing-library", "swift-testing"],
        ["-Xswiftc", "-warnings-as-errors", "ListNotesTests"],
    ])
    func filteredOrUnknownRunsAreFiltered(arguments: [String]) {
        #expect(RunScope(arguments: arguments) == .filtered)
    }
}
