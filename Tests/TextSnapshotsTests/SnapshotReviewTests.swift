import Foundation
import Testing
import TextSnapshots

@Suite struct SnapshotReviewTests {
    static func pendingSandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("old\n", to: "List/changed.txt")
        try sandbox.write("new\n", to: "List/changed.txt.new")
        try sandbox.write("fresh\n", to: "List/added.txt.new")
        try sandbox.write("kept\n", to: "Edit/kept.txt")
        return sandbox
    }

    @Test func parsesCommandsByHand() throws {
        #expect(try SnapshotReviewCommand(arguments: []) == .list)
        #expect(try SnapshotReviewCommand(arguments: ["list"]) == .list)
        #expect(try SnapshotReviewCommand(arguments: ["index"]) == .index)
        #expect(try SnapshotReviewCommand(arguments: ["--help"]) == .help)
        #expect(try SnapshotReviewCommand(arguments: ["accept"]) == .accept([]))
        #expect(
            try SnapshotReviewCommand(arguments: ["reject", "A/b"]) == .reject([SnapshotID(parsing: "A/b")]))
        #expect(throws: SnapshotReviewError.unknownCommand("prune")) {
            try SnapshotReviewCommand(arguments: ["prune"])
        }
        #expect(throws: SnapshotReviewError.invalidName("../x", .relativeReference)) {
            try SnapshotReviewCommand(arguments: ["accept", "../x"])
        }
        #expect(try SnapshotReviewCommand(arguments: ["index", "--check"]) == .checkIndex)
        #expect(throws: SnapshotReviewError.invalidName("List/a.txt", .fileExtension(".txt"))) {
            try SnapshotReviewCommand(arguments: ["accept", "List/a.txt"])
        }
        #expect(throws: SnapshotReviewError.unknownCommand("index --fix")) {
            try SnapshotReviewCommand(arguments: ["index", "--fix"])
        }
    }

    @Test func listShowsEveryPendingFileWithItsDiff() throws {
        let sandbox = try Self.pendingSandbox()
        let (status, output) = SnapshotReview(directory: sandbox.directory).run(.list)
        #expect(status == 0)
        #expect(
            output == """
                2 pending snapshots:

                == List/added (new)
                --- /dev/null
                +++ b/Snapshots/List/added.txt
                @@ -0,0 +1,1 @@
                +fresh

                == List/changed (changed)
                --- a/Snapshots/List/changed.txt
                +++ b/Snapshots/List/changed.txt
                @@ -1,1 +1,1 @@
                -old
                +new

                Accept all: swift run snapshots accept
                Accept one: swift run snapshots accept List/added
                Reject:     swift run snapshots reject [Suite/name…]

                """)
    }

    @Test func acceptByNameReplacesOnlyThatReference() throws {
        let sandbox = try Self.pendingSandbox()
        let (status, output) = SnapshotReview(directory: sandbox.directory).run(
            .accept([try SnapshotID(parsing: "List/changed")]))
        #expect(status == 0)
        #expect(output.hasPrefix("accepted List/changed\n"))
        #expect(output.hasSuffix("Wrote Snapshots/INDEX.md (2 snapshots).\n"))
        #expect(sandbox.text(at: "List/changed.txt") == "new\n")
        #expect(
            sandbox.files() == ["Edit/kept.txt", "INDEX.md", "List/added.txt.new", "List/changed.txt"])
    }

    @Test func acceptWithoutNamesAcceptsEveryPendingFile() throws {
        let sandbox = try Self.pendingSandbox()
        _ = SnapshotReview(directory: sandbox.directory).run(.accept([]))
        #expect(sandbox.files() == ["Edit/kept.txt", "INDEX.md", "List/added.txt", "List/changed.txt"])
        #expect(sandbox.text(at: "List/added.txt") == "fresh\n")
    }

    @Test func rejectDeletesPendingFilesAndKeepsReferences() throws {
        let sandbox = try Self.pendingSandbox()
        let (status, _) = SnapshotReview(directory: sandbox.directory).run(.reject([]))
        #expect(status == 0)
        #expect(sandbox.files() == ["Edit/kept.txt", "INDEX.md", "List/changed.txt"])
        #expect(sandbox.text(at: "List/changed.txt") == "old\n")
    }

    @Test func unknownNameFailsAndChangesNothing() throws {
        let sandbox = try Self.pendingSandbox()
        let before = sandbox.files()
        let ids = [try SnapshotID(parsing: "List/changed"), try SnapshotID(parsing: "List/nope")]
        let (status, output) = SnapshotReview(directory: sandbox.directory).run(.accept(ids))
        #expect(status == 1)
        #expect(output == "error: no pending file for List/nope\n")
        #expect(sandbox.files() == before)
        #expect(sandbox.text(at: "List/changed.txt") == "old\n")
    }

    @Test func indexListsEverySnapshotBySuite() throws {
        let sandbox = try Sandbox()
        try sandbox.write("\n┌─────────┐\n│ a | b │\n└─────────┘\n", to: "List/empty list.txt")
        try sandbox.write("┌───┐\n└───┘\n", to: "List/no text.txt")
        try sandbox.write("Title  \n", to: "Edit/title.txt")
        try sandbox.write("ignored\n", to: "Edit/title.txt.new")
        let (status, output) = SnapshotReview(directory: sandbox.directory).run(.index)
        #expect(status == 0)
        #expect(output == "Wrote Snapshots/INDEX.md (3 snapshots).\n")
        #expect(
            sandbox.text(at: "INDEX.md") == """
                # Snapshots

                Every committed snapshot, by suite: 3 in all. Generated by `swift run snapshots index`; \
                do not edit by hand.

                ## Edit

                | Snapshot | Lines | First line with text |
                | --- | ---: | --- |
                | [title](Edit/title.txt) | 1 | `Title··` |

                ## List

                | Snapshot | Lines | First line with text |
                | --- | ---: | --- |
                | [empty list](List/empty%20list.txt) | 4 | `│ a \\| b │` |
                | [no text](List/no%20text.txt) | 2 | `┌───┐` |

                """)
    }

    @Test func mainFindsTheDirectoryFromTheEnvironment() throws {
        let sandbox = try Self.pendingSandbox()
        let environment = SnapshotEnvironment(variables: [:], currentDirectory: sandbox.root)
        let (status, output) = SnapshotReview.main(
            arguments: ["reject", "List/added"], environment: environment)
        #expect(status == 0)
        #expect(output == "rejected List/added\nWrote Snapshots/INDEX.md (2 snapshots).\n")
        let (usageStatus, usage) = SnapshotReview.main(arguments: ["nonsense"], environment: environment)
        #expect(usageStatus == 2)
        #expect(usage.contains("usage: swift run snapshots"))
    }
}

extension SnapshotReviewTests {
    @Test func indexLinksSurviveSpacesAndParentheses() throws {
        let sandbox = try Sandbox()
        try sandbox.write("x\n", to: "List/list (empty).txt")
        _ = SnapshotReview(directory: sandbox.directory).run(.index)
        let index = try #require(sandbox.text(at: "INDEX.md"))
        #expect(index.contains("| [list (empty)](List/list%20%28empty%29.txt) | 1 | `x` |"))
    }
}
