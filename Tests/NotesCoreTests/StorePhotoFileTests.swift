import Foundation
import NotesCore
import Testing

/// Photo files that `notes.json` does not refer to, and photo entries whose file is gone, are
/// reported at load and never deleted.
@Suite struct StorePhotoFileTests {
    private func relaunch(_ fileSystem: InMemoryFileSystem) throws -> StoreLoad {
        var store = NoteStore.fixture(fileSystem)
        return try store.load()
    }

    @Test func presetsAndASavedStoreReportNothing() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        let first = try store.load()
        #expect(first.orphanPhotoFiles.isEmpty && first.photosWithMissingFiles.isEmpty)
        var contents = first.contents
        contents.photos.append(try store.addPhoto(Data([1, 2, 3]), fileExtension: "jpg"))
        try store.save(contents)
        let next = try relaunch(fileSystem)
        #expect(next == StoreLoad(contents: contents, origin: .stored))
    }

    @Test func crashBetweenAddingAPhotoAndSavingLeavesAReportedOrphan() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        let first = try store.load()
        let photo = try store.addPhoto(Data([9, 8, 7]), fileExtension: "png")
        let next = try relaunch(fileSystem)
        #expect(next.origin == .stored)
        #expect(next.contents == first.contents)
        #expect(next.orphanPhotoFiles == [store.photoFile(for: photo)])
        #expect(next.photosWithMissingFiles.isEmpty)
        #expect(fileSystem.contents(of: store.photoFile(for: photo)) == Data([9, 8, 7]))
        #expect(!fileSystem.records.contains { $0.operation == .remove })
    }

    @Test func photoEntryWhoseFileIsGoneIsReportedAndKept() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        let first = try store.load()
        let gone = first.contents.photos[3]
        fileSystem.setContents(nil, of: store.photoFile(for: gone))
        let next = try relaunch(fileSystem)
        #expect(next.contents == first.contents)
        #expect(next.photosWithMissingFiles == [gone.id])
        #expect(next.orphanPhotoFiles.isEmpty)
        #expect(throws: StoreError.photoNotFound(gone.id)) { try store.photoData(for: gone) }
    }

    @Test func hiddenFilesAreNotReportedAsOrphans() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try store.load()
        fileSystem.setContents(Data([1]), of: store.photosDirectory.appendingPathComponent(".DS_Store"))
        #expect(try relaunch(fileSystem).orphanPhotoFiles.isEmpty)
    }

    @Test func photoEntryLostToATruncationLeavesItsFileReportedAsAnOrphan() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        let first = try store.load()
        let bytes = try #require(fileSystem.contents(of: store.notesFile))
        let lastPhoto = try #require(first.contents.photos.last)
        let cut = try #require(String(decoding: bytes, as: UTF8.self).range(of: lastPhoto.fileName))
        let length = String(decoding: bytes, as: UTF8.self)[..<cut.lowerBound].utf8.count
        fileSystem.setContents(bytes.prefix(length), of: store.notesFile)
        let next = try relaunch(fileSystem)
        #expect(next.contents.photos == first.contents.photos.dropLast())
        #expect(next.orphanPhotoFiles == [store.photoFile(for: lastPhoto)])
    }
}
