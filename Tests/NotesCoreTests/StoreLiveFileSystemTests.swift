import Foundation
import NotesCore
import Testing

@Suite struct StoreLiveFileSystemTests {
    /// Runs `body` with a fresh directory under the system temporary folder, then removes it.
    private func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("noteskit-store-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try body(root.appendingPathComponent("Store"))
    }

    private func permissions(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.posixPermissions] as? Int) & 0o777
    }

    @Test func storeIsReadableByItsOwnerOnly() throws {
        try withTemporaryDirectory { directory in
            let ids = SequentialIDs()
            var store = NoteStore(
                directory: directory, fileSystem: .live, clock: { .storeFixture }, makeID: { ids() })
            let load = try store.load()
            let photo = try store.addPhoto(Data([1, 2, 3]), fileExtension: "jpg")
            try store.save(load.contents)
            #expect(try permissions(directory) == 0o700)
            #expect(try permissions(store.photosDirectory) == 0o700)
            #expect(try permissions(store.notesFile) == 0o600)
            #expect(try permissions(store.photoFile(for: photo)) == 0o600)
            #expect(try permissions(store.photoFile(for: load.contents.photos[0])) == 0o600)
        }
    }

    @Test func existingFoldersKeepThePermissionsTheirOwnerSet() throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("photos"), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o750])
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
            var store = NoteStore(
                directory: directory, fileSystem: .live, clock: { .storeFixture }, makeID: { UUID() })
            _ = try store.load()
            #expect(try permissions(directory) == 0o755)
            #expect(try permissions(store.photosDirectory) == 0o750)
        }
    }

    @Test func roundTripOnDiskAndUnreadableFileKeptAside() throws {
        try withTemporaryDirectory { directory in
            let ids = SequentialIDs()
            var store = NoteStore(
                directory: directory, fileSystem: .live, clock: { .storeFixture }, makeID: { ids() })
            _ = try store.load()
            try store.save(.twoNotes)
            store.close()
            var relaunched = NoteStore(
                directory: directory, fileSystem: .live, clock: { .storeFixture }, makeID: { ids() })
            #expect(try relaunched.load().storedContents == .twoNotes)
            relaunched.close()
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            #expect(names == ["notes.journal", "notes.json", "notes.lock", "photos"])

            let garbage = Data("{\"version\":1,\"notes\":[".utf8)
            try garbage.write(to: store.notesFile)
            var third = NoteStore(
                directory: directory, fileSystem: .live, clock: { .storeFixture }, makeID: { ids() })
            let load = try third.load()
            guard case .recovered(let problem) = load.origin else {
                Issue.record("expected recovery")
                return
            }
            #expect(try Data(contentsOf: problem.keptAside) == garbage)
            #expect(try permissions(problem.keptAside) == 0o600)
            #expect(throws: StoreError.self) { try third.save(.twoNotes) }
            #expect(try Data(contentsOf: store.notesFile) == garbage)
        }
    }

    @Test func liveFileSystemReportsMissingFilesAsNotFound() throws {
        try withTemporaryDirectory { directory in
            let missing = directory.appendingPathComponent("missing.json")
            #expect(throws: FileSystemError(operation: .read, path: missing.path, reason: .notFound)) {
                try FileSystem.live.readFile(missing)
            }
        }
    }

    @Test func creatingAFolderWhereAFileIsSaysSoWithoutAFoundationSentence() throws {
        try withTemporaryDirectory { directory in
            try FileSystem.live.createDirectory(directory.appendingPathComponent("a/b"))
            #expect(try permissions(directory.appendingPathComponent("a")) == 0o700)
            let file = directory.appendingPathComponent("file")
            try Data([1]).write(to: file)
            #expect(
                throws: FileSystemError(
                    operation: .createDirectory, path: file.path,
                    reason: .unexpectedKind(found: .file, expected: .directory))
            ) { try FileSystem.live.createDirectory(file) }
            let below = file.appendingPathComponent("x")
            #expect(
                throws: FileSystemError(
                    operation: .createDirectory, path: below.path,
                    reason: .system(code: ENOTDIR, message: "Not a directory"))
            ) { try FileSystem.live.createDirectory(below) }
        }
    }
}
