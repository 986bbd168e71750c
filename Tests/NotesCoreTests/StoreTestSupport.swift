import Foundation
import NotesCore

/// Ids 00000000-0000-0000-0000-000000000001, …002, … in order.
final class SequentialIDs: Sendable {
    private let next = Locked(1)

    func callAsFunction() -> UUID {
        let value = next.withLock { value in
            defer { value += 1 }
            return value
        }
        return Self.uuid(value)
    }

    static func uuid(_ value: Int) -> UUID {
        let digits = String(value)
        return UUID(
            uuidString: "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - digits.count) + digits
        )!
    }
}

extension Date {
    /// 2026-11-21 16:45:00 UTC.
    static let storeFixture = Date(timeIntervalSince1970: 1_795_279_500)
}

extension URL {
    /// The directory of the in-memory stores.
    static let storeFixture = URL(fileURLWithPath: "/stores/notes")
}

extension NoteStore {
    /// A store over an in-memory file system with a fixed clock and sequential ids.
    ///
    /// Without `journal`, the file system cannot append, so every save writes `notes.json` whole
    /// (the tests of that file's format, damage and crash safety); with it, saves append to
    /// `notes.journal`.
    static func fixture(
        _ fileSystem: InMemoryFileSystem, ids: SequentialIDs = SequentialIDs(), journal: Bool = false
    ) -> NoteStore {
        var files = fileSystem.fileSystem
        if !journal { files.appendFile = nil }
        return NoteStore(
            directory: .storeFixture, fileSystem: files, clock: { .storeFixture }, makeID: { ids() })
    }
}

extension Note {
    /// A small note with every field set.
    static let groceries = Note(
        id: Note.ID(SequentialIDs.uuid(900)), title: "Groceries", content: "Milk\n\"Bread\" / ёлка",
        color: NoteColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75), importance: .important,
        selfDestructDate: Date(timeIntervalSince1970: 1_800_000_000.5),
        createdAt: Date(timeIntervalSince1970: 1_700_000_000),
        updatedAt: Date(timeIntervalSince1970: 1_700_000_060))

    /// A plain note with defaults.
    static let plain = Note(
        id: Note.ID(SequentialIDs.uuid(901)), title: "Plain", content: "Body",
        createdAt: Date(timeIntervalSince1970: 1_700_000_000))
}

extension StoreLoad {
    /// The contents when they were read in full from `notes.json`, else nil; the photo-file
    /// reports are left aside.
    var storedContents: StoreContents? { origin == .stored ? contents : nil }
}

extension StoreContents {
    /// Two notes, no photos.
    static let twoNotes = StoreContents(notes: [.groceries, .plain])
}

/// Loads a store whose `notes.json` holds `text`, returning the store and the result.
func loadStore(holding text: String, in fileSystem: InMemoryFileSystem = InMemoryFileSystem())
    throws -> (NoteStore, StoreLoad)
{
    try loadStore(holding: Data(text.utf8), in: fileSystem)
}

/// Loads a store whose `notes.json` holds `bytes`, returning the store and the result.
func loadStore(holding bytes: Data, in fileSystem: InMemoryFileSystem) throws -> (NoteStore, StoreLoad) {
    var store = NoteStore.fixture(fileSystem)
    fileSystem.setContents(bytes, of: store.notesFile)
    let load = try store.load()
    return (store, load)
}
