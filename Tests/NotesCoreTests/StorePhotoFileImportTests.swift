import Foundation
import NotesCore
import Testing

/// Importing a photo from a file: the header is checked before anything is written, and the copy
/// goes through a temporary file a bounded chunk at a time.
@Suite struct StorePhotoFileImportTests {
    /// The size of every read and write a file system was asked for, in order.
    final class SizeLog: Sendable {
        struct Entry: Hashable, Sendable {
            var operation: FileSystemError.Operation
            var path: String
            var byteCount: Int
        }

        private let entries = Locked<[Entry]>([])

        var all: [Entry] { entries.withLock { $0 } }

        /// Forgets what was logged so far (the store's first launch writing its presets).
        func clear() {
            entries.withLock { $0 = [] }
        }

        func record(_ operation: FileSystemError.Operation, _ url: URL, _ byteCount: Int) {
            entries.withLock { $0.append(Entry(operation: operation, path: url.path, byteCount: byteCount)) }
        }

        /// The entries of `operations` on paths inside `folder`.
        func entries(_ operations: Set<FileSystemError.Operation>, in folder: URL) -> [Entry] {
            all.filter { operations.contains($0.operation) && $0.path.hasPrefix(folder.path + "/") }
        }
    }

    /// `memory`'s operations, with the bytes of every chunk read, write and append logged.
    static func logging(_ memory: InMemoryFileSystem, into log: SizeLog) -> FileSystem {
        var files = memory.fileSystem
        let readChunk = files.readChunk
        let writeFile = files.writeFile
        let appendFile = files.appendFile
        files.readChunk = { url, offset, count throws(FileSystemError) in
            let data = try readChunk(url, offset, count)
            log.record(.read, url, data.count)
            return data
        }
        files.writeFile = { data, url throws(FileSystemError) in
            log.record(.write, url, data.count)
            try writeFile(data, url)
        }
        files.appendFile = { data, url throws(FileSystemError) in
            log.record(.append, url, data.count)
            try appendFile?(data, url)
        }
        return files
    }

    static let source = URL(fileURLWithPath: "/home/user/Pictures/Beach.png")
    static let chunk = 1 << 20

    /// A loaded store over `memory` whose operations are logged into `log`.
    static func loadedStore(_ memory: InMemoryFileSystem, log: SizeLog) throws -> NoteStore {
        let ids = SequentialIDs()
        var store = NoteStore(
            directory: .storeFixture, fileSystem: logging(memory, into: log), clock: { .storeFixture },
            makeID: { ids() })
        _ = try store.load()
        log.clear()
        return store
    }

    /// A PNG header followed by zeros, `byteCount` bytes in all (cheap: the zeros are not written).
    static func largePNG(byteCount: Int) -> Data {
        var data = PhotoHeaderTests.png(width: 4000, height: 3000)
        data.append(Data(count: byteCount - data.count))
        return data
    }

    /// The temporary files left in `photos/`.
    static func temporaryFiles(_ memory: InMemoryFileSystem, _ store: NoteStore) throws -> [String] {
        try memory.fileSystem.listDirectory(store.photosDirectory).filter { $0.contains(".tmp-") }
    }

    @Test func aLargeFileIsCopiedInChunksNoLargerThanTheChunkSize() throws {
        let memory = InMemoryFileSystem()
        let log = SizeLog()
        let store = try Self.loadedStore(memory, log: log)
        let bytes = Self.largePNG(byteCount: 64 << 20 + 12_345)
        memory.setContents(bytes, of: Self.source)
        let photo = try store.importPhoto(fromFile: Self.source, named: "Beach.png", chunkSize: Self.chunk)
        #expect(photo.byteCount == bytes.count)
        #expect(photo.name == "Beach.png")
        #expect(photo.fileName.hasSuffix(".png"))
        #expect(memory.contents(of: store.photoFile(for: photo)) == bytes)
        let reads = log.all.filter { $0.operation == .read && $0.path == Self.source.path }
        let writes = log.entries([.write, .append], in: store.photosDirectory)
        #expect(reads.count >= 65 && writes.count == 65)
        #expect(reads.allSatisfy { $0.byteCount <= Self.chunk })
        #expect(writes.allSatisfy { $0.byteCount <= Self.chunk })
        #expect(writes.map(\.byteCount).reduce(0, +) == bytes.count)
        #expect(try Self.temporaryFiles(memory, store).isEmpty)
    }

    @Test func theCopyIsWrittenToATemporaryNameThenRenamedIntoPlace() throws {
        let memory = InMemoryFileSystem()
        let store = try Self.loadedStore(memory, log: SizeLog())
        memory.setContents(Self.largePNG(byteCount: 3 * Self.chunk), of: Self.source)
        let start = memory.records.count
        let photo = try store.importPhoto(fromFile: Self.source, named: "Beach", chunkSize: Self.chunk)
        let steps = memory.records.dropFirst(start).filter { $0.path.hasPrefix(store.photosDirectory.path) }
        let final = store.photoFile(for: photo).path
        #expect(steps.first?.operation == .write && steps.first?.path.contains(".tmp-") == true)
        #expect(steps.suffix(3).map(\.operation) == [.synchronize, .rename, .synchronize])
        #expect(steps.dropLast().last?.path == final)
        #expect(!steps.dropLast(2).contains { $0.path == final })
    }

    @Test func aFileThatIsNotAnImageIsRefusedBeforeAnyByteIsCopied() throws {
        let memory = InMemoryFileSystem()
        let log = SizeLog()
        let store = try Self.loadedStore(memory, log: log)
        memory.setContents(Data(repeating: 0x41, count: 5 * Self.chunk), of: Self.source)
        #expect(throws: PhotoImportError.invalidImage(.unrecognizedFormat)) {
            try store.importPhoto(fromFile: Self.source, named: "notes.txt", chunkSize: Self.chunk)
        }
        #expect(log.entries([.write, .append], in: store.photosDirectory).isEmpty)
        let reads = log.all.filter { $0.operation == .read && $0.path == Self.source.path }
        #expect(reads.map(\.byteCount) == [Self.chunk])
    }

    @Test func aMissingFileIsRefusedAsUnreadable() throws {
        let memory = InMemoryFileSystem()
        let store = try Self.loadedStore(memory, log: SizeLog())
        let before = try memory.fileSystem.listDirectory(store.photosDirectory)
        #expect(
            throws: PhotoImportError.unreadable(
                FileSystemError(operation: .read, path: Self.source.path, reason: .notFound))
        ) {
            try store.importPhoto(fromFile: Self.source, named: "Beach", chunkSize: Self.chunk)
        }
        #expect(try memory.fileSystem.listDirectory(store.photosDirectory) == before)
    }

    @Test func aFullDiskLeavesNoTemporaryFileAndNoPhoto() throws {
        let memory = InMemoryFileSystem()
        let store = try Self.loadedStore(memory, log: SizeLog())
        let bytes = Self.largePNG(byteCount: 8 * Self.chunk)
        memory.setContents(bytes, of: Self.source)
        let before = try memory.fileSystem.listDirectory(store.photosDirectory)
        let usedBefore = memory.usedBytes
        memory.limitCapacity(to: usedBefore + 3 * Self.chunk + 100)
        #expect {
            try store.importPhoto(fromFile: Self.source, named: "Beach", chunkSize: Self.chunk)
        } throws: { error in
            guard case .store(.fileSystem(let failure)) = error as? PhotoImportError else { return false }
            return failure.operation == .append
        }
        #expect(try memory.fileSystem.listDirectory(store.photosDirectory) == before)
        #expect(memory.usedBytes == usedBefore)
    }

    @Test func aCancelledCopyRemovesItsTemporaryFile() async throws {
        let memory = InMemoryFileSystem()
        let store = try Self.loadedStore(memory, log: SizeLog())
        memory.setContents(Self.largePNG(byteCount: 4 * Self.chunk), of: Self.source)
        let before = try memory.fileSystem.listDirectory(store.photosDirectory)
        let copy = Task.detached { () -> PhotoImportError? in
            withUnsafeCurrentTask { $0?.cancel() }
            do throws(PhotoImportError) {
                _ = try store.importPhoto(fromFile: Self.source, named: "Beach", chunkSize: Self.chunk)
                return nil
            } catch {
                return error
            }
        }
        let outcome = await copy.value
        #expect(outcome == .cancelled)
        #expect(try memory.fileSystem.listDirectory(store.photosDirectory) == before)
    }

    @Test func theLiveFileSystemReadsAChunkOfASparseFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "notes-chunk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("big.png")
        let header = PhotoHeaderTests.png(width: 10, height: 20)
        try header.write(to: file)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 96 << 20)
        try handle.close()
        #expect(try FileSystem.live.readChunk(file, 0, 16) == header.prefix(16))
        #expect(try FileSystem.live.readChunk(file, (96 << 20) - 10, Self.chunk) == Data(count: 10))
        #expect(try FileSystem.live.readChunk(file, 96 << 20, Self.chunk).isEmpty)
    }
}
