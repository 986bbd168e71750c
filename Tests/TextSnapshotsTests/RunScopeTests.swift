import Testing
import TextSnapshots

@Suite struct RunScopeTests {
    @Test(arguments: [
        [],
        ["--testing-library", "swift-testing"],
        ["--testing-library", "swift-testing", "--parallel", "--xunit-output", "out.xml"],
        ["--skip-build", "--testing-library", "swift-testing"],
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
    ])
    func filteredOrUnknownRunsAreFiltered(arguments: [String]) {
        #expect(RunScope(arguments: arguments) == .filtered)
    }
}
