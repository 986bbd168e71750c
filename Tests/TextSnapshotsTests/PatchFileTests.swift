import Foundation
import Testing
import TextSnapshots

/// In ``SnapshotMode/never`` the raw patch goes to `.build/snapshot-patches`, never to `Snapshots/`.
@Suite struct PatchFileTests {
    static func configuration(_ repository: GitRepository) -> SnapshotConfiguration {
        SnapshotConfiguration(
            directory: repository.root.appendingPathComponent("Snapshots", isDirectory: true), mode: .never,
            session: SnapshotSession(scope: .complete))
    }

    @Test func neverModeWritesAPatchThatGitApplies() throws {
        let repository = try GitRepository()
        try repository.write("title\nold  \nend\n", to: "Snapshots/List/full.txt")
        let result = verifySnapshot(
            "title\nnew\t\nend", named: "full", suite: "List", configuration: Self.configuration(repository))
        #expect(result.status == .failed)
        let patchPath = ".build/snapshot-patches/List/full.patch"
        let patchURL = repository.root.appendingPathComponent(patchPath)
        #expect(result.message.contains("Patch file written: \(patchURL.path)"))
        #expect(result.message.contains("Apply it from the package root: git apply \(patchPath)"))
        #expect(try repository.read("Snapshots/List/full.txt") == "title\nold  \nend\n")
        #expect(try repository.git("apply", "--check", patchPath) == 0)
        #expect(try repository.git("apply", patchPath) == 0)
        #expect(try repository.read("Snapshots/List/full.txt") == "title\nnew\t\nend\n")
    }

    @Test func neverModePatchCreatesAMissingReference() throws {
        let repository = try GitRepository()
        let result = verifySnapshot(
            "┌─┐\n│é│", named: "new", suite: "List", configuration: Self.configuration(repository))
        #expect(result.failure == .missingReference(try SnapshotID(parsing: "List/new")))
        #expect(
            !FileManager.default.fileExists(atPath: repository.root.appendingPathComponent("Snapshots").path))
        #expect(try repository.git("apply", ".build/snapshot-patches/List/new.patch") == 0)
        #expect(try repository.read("Snapshots/List/new.txt") == "┌─┐\n│é│\n")
    }

    @Test func aMatchRemovesAStalePatchAndPendingModeWritesNone() throws {
        let repository = try GitRepository()
        let configuration = Self.configuration(repository)
        try repository.write("same\n", to: "Snapshots/List/same.txt")
        try repository.write("stale", to: ".build/snapshot-patches/List/same.patch")
        #expect(
            verifySnapshot("same", named: "same", suite: "List", configuration: configuration).status
                == .matched)
        var pending = configuration
        pending.mode = .pending
        _ = verifySnapshot("x", named: "other", suite: "List", configuration: pending)
        let patches = repository.root.appendingPathComponent(".build/snapshot-patches/List")
        #expect(try FileManager.default.contentsOfDirectory(atPath: patches.path).isEmpty)
    }
}
