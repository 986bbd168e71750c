import Foundation
import NotesCore
import Testing

@Suite struct StoreCorruptionTests {
    /// A valid two-note file.
    static let validText: String = {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try! store.load()
        try! store.save(.twoNotes)
        return String(decoding: fileSystem.contents(of: store.notesFile)!, as: UTF8.self)
    }()

    /// Where each note lies in ``validText``.
    static let ranges = StoreContents.twoNotes.entryRanges

    private func problem(_ load: StoreLoad) throws -> UnreadableStore {
        guard case .recovered(let problem) = load.origin else {
            Issue.record("expected a recovered load, got \(load.origin)")
            throw StoreError.nothingToAcknowledge
        }
        return problem
    }

    /// Offsets inside the key names, a number, a string, an escape, a Cyrillic letter (between
    /// its two bytes) and just before the closing brace.
    static let truncationOffsets: [Int] = {
        let bytes = Array(validText.utf8)
        let cyrillic = bytes.firstIndex(of: 0xD1)!
        return [1, 10, 100, 250, 400, cyrillic + 1, bytes.count - 1]
    }()

    /// The offsets cut before the first note ends, between the notes, and after both.
    @Test func truncationOffsetsRecoverNoneOneAndBothNotes() {
        let recovered = Self.truncationOffsets.map { length in
            Self.ranges.notes.filter { $0.upperBound <= length }.count
        }
        #expect(Set(recovered) == [0, 1, 2])
    }

    @Test(arguments: truncationOffsets)
    func truncatedFileIsKeptAsideAndNeverOverwritten(length: Int) throws {
        let fileSystem = InMemoryFileSystem()
        let text = Data(Self.validText.utf8.prefix(length))
        let (store, load) = try loadStore(holding: text, in: fileSystem)
        let problem = try problem(load)
        guard case .notJSON = problem.reason else {
            Issue.record("\(problem.reason)")
            return
        }
        #expect(problem.file == store.notesFile)
        #expect(problem.keptAside.lastPathComponent == "notes.json.corrupt-20261121T164500Z")
        #expect(fileSystem.contents(of: problem.keptAside) == text)
        #expect(fileSystem.contents(of: store.notesFile) == text)
        #expect(load.contents == StoreContents.twoNotes.completeEntries(before: length, ranges: Self.ranges))
        #expect(throws: StoreError.unreadableStoreNotAcknowledged(problem)) { try store.save(.twoNotes) }
        #expect(fileSystem.contents(of: store.notesFile) == text)
        #expect("\(problem)".contains("/stores/notes/notes.json could not be read: it is not valid JSON"))
    }

    @Test func randomBytesAreNotJSONAndNotReplacedByPresets() throws {
        var generator = SeededRandomNumberGenerator(seed: 42)
        let bytes = Data((0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        fileSystem.setContents(bytes, of: store.notesFile)
        let load = try store.load()
        guard case .notJSON = try problem(load).reason else {
            Issue.record("not notJSON")
            return
        }
        #expect(load.contents.notes.isEmpty)
        #expect(fileSystem.contents(of: store.notesFile) == bytes)
        #expect(try fileSystem.fileSystem.listDirectory(store.photosDirectory).isEmpty)
    }

    @Test func wrongTypesAreReportedWithTheirKeyPath() throws {
        let (_, load) = try loadStore(holding: #"{"version": 1, "notes": {"a": 1}, "photos": []}"#)
        #expect(try problem(load).reason == .unexpectedStructure(detail: "notes: expected Array<Any>"))
        let (_, missing) = try loadStore(holding: #"{"version": "1", "notes": [], "photos": []}"#)
        #expect(try problem(missing).reason == .unexpectedStructure(detail: "version: expected Int"))
    }

    @Test func oneMalformedNoteDoesNotCostTheOthers() throws {
        let broken = Self.validText.replacingOccurrences(of: #""title":"Groceries""#, with: #""title":42"#)
        let (store, load) = try loadStore(holding: broken)
        #expect(load.contents == StoreContents(notes: [.plain]))
        let problem = try problem(load)
        #expect(problem.reason == .malformedEntries)
        #expect(
            problem.droppedEntries == [
                DroppedEntry(
                    kind: .note, index: 0, rawID: "00000000-0000-0000-0000-000000000900",
                    reason: "notes.0.title: expected String")
            ])
        #expect(throws: StoreError.unreadableStoreNotAcknowledged(problem)) { try store.save(load.contents) }
    }

    @Test func malformedPhotoIsDroppedWithItsReason() throws {
        let text = #"""
            {"notes":[],"photos":[{"byteCount":3,"createdAt":1,"fileName":"../../etc/passwd",\#
            "id":"00000000-0000-0000-0000-000000000001","isPreset":false}],"version":1}
            """#
        let (_, load) = try loadStore(holding: text)
        let dropped = try problem(load).droppedEntries
        #expect(dropped.map(\.kind) == [.photo])
        #expect(dropped.first?.reason.contains("is not a plain file name") == true)
    }

    @Test func acknowledgingTheProblemAllowsASaveAndKeepsTheCopy() throws {
        let fileSystem = InMemoryFileSystem()
        let (loaded, load) = try loadStore(holding: "{\"version\": 1, \"no", in: fileSystem)
        var store = loaded
        let problem = try problem(load)
        #expect(throws: StoreError.nothingToAcknowledge) {
            var other = problem
            other.keptAside = URL(fileURLWithPath: "/elsewhere")
            try store.acknowledge(other)
        }
        try store.acknowledge(problem)
        try store.save(.twoNotes)
        #expect(fileSystem.contents(of: problem.keptAside) == Data("{\"version\": 1, \"no".utf8))
        var relaunched = NoteStore.fixture(fileSystem)
        #expect(try relaunched.load() == StoreLoad(contents: .twoNotes, origin: .stored))
    }

    @Test func loadingTheSameUnreadableFileTwiceKeepsOneCopy() throws {
        let fileSystem = InMemoryFileSystem()
        _ = try loadStore(holding: "not json", in: fileSystem)
        _ = try loadStore(holding: "not json", in: fileSystem)
        _ = try loadStore(holding: "still not json", in: fileSystem)
        let names = try fileSystem.fileSystem.listDirectory(.storeFixture).filter { $0.contains("corrupt") }
        #expect(names == ["notes.json.corrupt-20261121T164500Z", "notes.json.corrupt-20261121T164500Z-2"])
    }

    @Test func newerVersionIsRefusedBeforeAnythingIsTouched() throws {
        let text = #"{"version": 2, "notebooks": {"whatever": true}}"#
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        fileSystem.setContents(Data(text.utf8), of: store.notesFile)
        let leftover = URL.storeFixture.appendingPathComponent("notes.json.tmp-1")
        let photoLeftover = store.photosDirectory.appendingPathComponent(".a.png.tmp-2")
        fileSystem.setContents(Data([1]), of: leftover)
        fileSystem.setContents(Data([2]), of: photoLeftover)
        let refusal = StoreError.newerVersion(file: store.notesFile, found: 2, supported: 1)
        #expect(throws: refusal) { _ = try store.load() }
        #expect(fileSystem.records.map(\.operation) == [.inspect, .lock, .inspect, .read])
        #expect(throws: refusal) { try store.save(.twoNotes) }
        #expect(throws: refusal) { try store.addPhoto(Data([1]), fileExtension: "png") }
        let changes: Set<FileSystemError.Operation> = [
            .createDirectory, .setPermissions, .remove, .write, .rename,
        ]
        #expect(!fileSystem.records.contains { changes.contains($0.operation) })
        #expect(fileSystem.contents(of: store.notesFile) == Data(text.utf8))
        #expect(fileSystem.contents(of: leftover) == Data([1]))
        #expect(fileSystem.contents(of: photoLeftover) == Data([2]))
        #expect(fileSystem.permissions(of: store.directory) == nil)
    }

    @Test func newerVersionThatOtherwiseParsesIsStillRefused() throws {
        let text = Self.validText.replacingOccurrences(of: #""version":1"#, with: #""version":3"#)
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        fileSystem.setContents(Data(text.utf8), of: store.notesFile)
        #expect(throws: StoreError.newerVersion(file: store.notesFile, found: 3, supported: 1)) {
            _ = try store.load()
        }
    }
}
