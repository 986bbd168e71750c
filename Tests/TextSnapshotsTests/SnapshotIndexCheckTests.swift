import Foundation
import Testing
import TextSnapshots

/// `INDEX.md` follows every accept and reject, and `index --check` verifies it for CI.
@Suite struct SnapshotIndexCheckTests {
    static func check(_ sandbox: Sandbox) -> (status: Int32, output: String) {
        let environment = SnapshotEnvironment(variables: [:], currentDirectory: sandbox.root)
        return SnapshotReview.main(arguments: ["index", "--check"], environment: environment)
    }

    @Test func acceptAndRejectLeaveAnIndexThatPassesTheCheck() throws {
        let sandbox = try SnapshotReviewTests.pendingSandbox()
        let review = SnapshotReview(directory: sandbox.directory)
        _ = review.run(.accept([try SnapshotID(parsing: "List/added")]))
        #expect(Self.check(sandbox).status == 0)
        let afterAccept = try #require(sandbox.text(at: "INDEX.md"))
        #expect(afterAccept.contains("| [added](List/added.txt) | 1 | `fresh` |"))
        try sandbox.write("gone\n", to: "List/gone.txt")
        try sandbox.write("newer\n", to: "List/gone.txt.new")
        _ = review.run(.reject([try SnapshotID(parsing: "List/gone")]))
        let afterReject = try #require(sandbox.text(at: "INDEX.md"))
        #expect(afterReject.contains("| [gone](List/gone.txt) | 1 | `gone` |"))
        #expect(Self.check(sandbox) == (0, "Snapshots/INDEX.md is up to date (4 snapshots).\n"))
    }

    @Test func acceptWithNothingPendingWritesNoIndex() throws {
        let sandbox = try Sandbox()
        try sandbox.write("kept\n", to: "Edit/kept.txt")
        let (status, output) = SnapshotReview(directory: sandbox.directory).run(.accept([]))
        #expect(status == 0)
        #expect(output == "No pending snapshots.\n")
        #expect(sandbox.files() == ["Edit/kept.txt"])
    }

    @Test func checkFailsWhenTheIndexIsMissingAndWritesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("kept\n", to: "Edit/kept.txt")
        let (status, output) = Self.check(sandbox)
        #expect(status == 1)
        #expect(
            output
                == "error: Snapshots/INDEX.md is missing; run `swift run snapshots index` and commit "
                + "Snapshots/INDEX.md\n")
        #expect(sandbox.files() == ["Edit/kept.txt"])
    }

    @Test func checkFailsWhenTheIndexIsStaleShowsTheChangeAndWritesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("kept\n", to: "Edit/kept.txt")
        _ = SnapshotReview(directory: sandbox.directory).run(.index)
        try sandbox.write("added later\n", to: "Edit/later.txt")
        let before = try #require(sandbox.bytes(at: "INDEX.md"))
        let (status, output) = Self.check(sandbox)
        #expect(status == 1)
        #expect(output.hasPrefix("error: Snapshots/INDEX.md is stale"))
        #expect(output.contains("run `swift run snapshots index` and commit Snapshots/INDEX.md"))
        #expect(output.contains("+| [later](Edit/later.txt) | 1 | `added later` |\n"))
        #expect(sandbox.bytes(at: "INDEX.md") == before)
        #expect(sandbox.files() == ["Edit/kept.txt", "Edit/later.txt", "INDEX.md"])
    }
}
