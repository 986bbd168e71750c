import Foundation
import NotesCore
import Testing

/// What the store does with its folder: what it creates, removes and refuses, on an in-memory
/// file system (so permission failures are tested even when the tests run as root).
@Suite struct StoreFolderTests {
    /// Operations that change something on disk.
    static let changes: Set<FileSystemError.Operation> = [
        .createDirectory, .setPermissions, .remove, .write, .rename,
    ]

    @Test func unsearchableFolderIsReportedAndNeverTakenForAFirstLaunch() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        let saved = StoreContents.twoNotes.savedBytes
        fileSystem.setContents(saved, of: store.notesFile)
        fileSystem.denyAccess(to: store.directory)
        let error = FileSystemError(
            operation: .inspect, path: store.notesFile.path,
            reason: .system(code: EACCES, message: "Permission denied"))
        #expect(throws: StoreError.fileSystem(error)) { _ = try store.load() }
        #expect(!fileSystem.records.contains { Self.changes.contains($0.operation) })
        #expect(fileSystem.contents(of: store.notesFile) == saved)
        #expect(throws: StoreError.notLoaded) { try store.save(.twoNotes) }
    }

    @Test func onlyTheStoresOwnTemporaryFilesAreRemoved() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        let photo = Photo(
            id: Photo.ID(SequentialIDs.uuid(700)), fileName: "IMG.tmp-1.jpg", byteCount: 1,
            createdAt: .storeFixture)
        fileSystem.setContents(
            StoreContents(notes: [.plain], photos: [photo]).savedBytes, of: store.notesFile)
        let id = "6F9619FF-8B86-D011-B42D-00C04FC964FF"
        let theirs = [
            store.photosDirectory.appendingPathComponent("IMG.tmp-1.jpg"),
            store.photosDirectory.appendingPathComponent("holiday.tmp-2.png"),
            store.directory.appendingPathComponent("notes.json.tmp-backup"),
            store.directory.appendingPathComponent("notes.json.tmp-\(id.lowercased())"),
            store.directory.appendingPathComponent("diary.txt.tmp-\(id)"),
        ]
        let ours = [
            store.directory.appendingPathComponent("notes.json.tmp-\(id)"),
            store.directory.appendingPathComponent("notes.json.corrupt-20261121T164500Z.tmp-\(id)"),
            store.photosDirectory.appendingPathComponent(".\(id).png.tmp-\(id)"),
        ]
        for url in theirs + ours { fileSystem.setContents(Data([7]), of: url) }
        let load = try store.load()
        #expect(load.storedContents?.photos == [photo])
        #expect(load.photosWithMissingFiles.isEmpty)
        for url in theirs { #expect(fileSystem.contents(of: url) == Data([7]), "\(url.lastPathComponent)") }
        for url in ours { #expect(fileSystem.contents(of: url) == nil, "\(url.lastPathComponent)") }
    }

    @Test func aFolderNamedLikeATemporaryFileIsLeftAlone() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        let folder = store.directory.appendingPathComponent(
            "notes.json.tmp-\(SequentialIDs.uuid(5).uuidString)")
        fileSystem.setContents(Data([1]), of: folder.appendingPathComponent("inside"))
        _ = try store.load()
        _ = try store.load()
        #expect(fileSystem.contents(of: folder.appendingPathComponent("inside")) == Data([1]))
    }

    @Test func photosFolderThatIsALinkIsRefusedAndNothingIsWritten() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        fileSystem.setContents(StoreContents.twoNotes.savedBytes, of: store.notesFile)
        fileSystem.setSymbolicLink(at: store.photosDirectory)
        let error = FileSystemError(
            operation: .inspect, path: store.photosDirectory.path,
            reason: .unexpectedKind(found: .symbolicLink, expected: .directory))
        #expect(throws: StoreError.fileSystem(error)) { _ = try store.load() }
        #expect(!fileSystem.records.contains { Self.changes.contains($0.operation) })
    }

    @Test func directoryInPlaceOfTheNotesFileIsReportedAsADirectory() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        fileSystem.setContents(Data([1]), of: store.notesFile.appendingPathComponent("inside"))
        let error = FileSystemError(
            operation: .inspect, path: store.notesFile.path,
            reason: .unexpectedKind(found: .directory, expected: .file))
        #expect(throws: StoreError.fileSystem(error)) { _ = try store.load() }
        #expect("\(error)".hasSuffix("it is a directory, not a file"))
        #expect(!fileSystem.records.contains { Self.changes.contains($0.operation) })
    }

    @Test func existingFoldersAreNeverChmodded() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        fileSystem.setContents(StoreContents.twoNotes.savedBytes, of: store.notesFile)
        fileSystem.setContents(Data([1]), of: store.photosDirectory.appendingPathComponent("a.png"))
        _ = try store.load()
        #expect(!fileSystem.records.contains { $0.operation == .setPermissions })
        #expect(!fileSystem.records.contains { $0.operation == .createDirectory })
    }

    @Test func firstLaunchCreatesTheFoldersOwnerOnly() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        #expect(try store.load().origin == .presets)
        #expect(fileSystem.permissions(of: store.directory) == 0o700)
        #expect(fileSystem.permissions(of: store.photosDirectory) == 0o700)
    }
}
