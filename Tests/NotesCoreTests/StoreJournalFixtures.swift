import Foundation
import NotesCore

/// Random edits of store contents, the plain model the journal tests check a store against.
struct StoreContentsEditor {
    var generator: SeededRandomNumberGenerator
    private var nextID = 5_000

    init(seed: UInt64) {
        generator = SeededRandomNumberGenerator(seed: seed)
    }

    /// Small contents: `count` short notes and two photos.
    static func small(notes count: Int) -> StoreContents {
        StoreContents(
            notes: (0..<count).map { index in
                Note(
                    id: Note.ID(SequentialIDs.uuid(1_000 + index)), title: "Note \(index)",
                    content: "Body \(index)",
                    createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
            },
            photos: (0..<2).map { index in
                Photo(
                    id: Photo.ID(SequentialIDs.uuid(2_000 + index)),
                    fileName: "\(SequentialIDs.uuid(2_000 + index).uuidString).png", byteCount: 10 + index,
                    createdAt: Date(timeIntervalSince1970: 1_700_000_000))
            })
    }

    private mutating func freshID() -> UUID {
        nextID += 1
        return SequentialIDs.uuid(nextID)
    }

    private mutating func index(in count: Int) -> Int { Int.random(in: 0..<count, using: &generator) }

    /// One random edit, as a user or the app makes them; `allowRepeatedIDs` adds, rarely, a note
    /// whose id another note has.
    mutating func edit(_ contents: inout StoreContents, allowRepeatedIDs: Bool = true) {
        let choice = Int.random(in: 0..<24, using: &generator)
        switch choice {
        case 0..<4:
            let id = freshID()
            contents.notes.insert(
                Note(
                    id: Note.ID(id), title: "New \(nextID)", content: "{\"notes\":[]} ] } \" \\ \n",
                    createdAt: Date(timeIntervalSince1970: 1_800_000_000 + Double(nextID))), at: 0)
        case 4..<9 where !contents.notes.isEmpty:
            var note = contents.notes.remove(at: index(in: contents.notes.count))
            note.title += " edited"
            note.updatedAt = Date(timeIntervalSince1970: 1_900_000_000 + Double(nextID))
            nextID += 1
            contents.notes.insert(note, at: 0)
        case 9..<12 where !contents.notes.isEmpty:
            let position = index(in: contents.notes.count)
            contents.notes[position].content += " ёлка \(nextID)"
            nextID += 1
        case 12..<15 where !contents.notes.isEmpty:
            contents.notes.remove(at: index(in: contents.notes.count))
        case 15..<17 where !contents.notes.isEmpty:
            let note = contents.notes.remove(at: index(in: contents.notes.count))
            contents.notes.insert(note, at: index(in: contents.notes.count + 1))
        case 17:
            let id = freshID()
            contents.photos.append(
                Photo(
                    id: Photo.ID(id), fileName: "\(id.uuidString).jpg", byteCount: nextID,
                    createdAt: Date(timeIntervalSince1970: 1_700_000_000)))
        case 18 where !contents.photos.isEmpty:
            contents.photos.remove(at: index(in: contents.photos.count))
        case 19 where !contents.photos.isEmpty:
            contents.photos[index(in: contents.photos.count)].name = "Named \(nextID)"
            nextID += 1
        case 20 where contents.notes.count > 1:
            contents.notes.shuffle(using: &generator)
        case 21
        where allowRepeatedIDs && !contents.notes.isEmpty && Int.random(in: 0..<4, using: &generator) == 0:
            var twin = contents.notes[index(in: contents.notes.count)]
            twin.title = "Twin"
            contents.notes.insert(twin, at: index(in: contents.notes.count + 1))
        case 22:
            var seen = Set<Note.ID>()
            contents.notes = contents.notes.filter { seen.insert($0.id).inserted }
        default:
            break
        }
    }
}

extension StoreContents {
    /// The notes and photos by id, for comparing contents whose order damage may have changed.
    var entriesByID: [String: AnyHashable] {
        var entries: [String: AnyHashable] = [:]
        for note in notes { entries["note \(note.id)"] = note }
        for photo in photos { entries["photo \(photo.id)"] = photo }
        return entries
    }
}

/// A store folder whose `notes.json` holds `initial`, written whole, and whose journal holds
/// the saves of `steps` random edits; with the contents after each save and where each save's
/// bytes end in the journal.
struct JournalHistory {
    let fileSystem: InMemoryFileSystem
    let snapshot: Data
    let journal: Data
    /// `models[0]` is `notes.json`; `models[i]` the contents after save `i`.
    let models: [StoreContents]
    /// The journal's length after each save; `ends[0]` is the header's.
    let ends: [Int]

    init(seed: UInt64, notes: Int, steps: Int) throws {
        fileSystem = InMemoryFileSystem()
        var editor = StoreContentsEditor(seed: seed)
        var contents = StoreContentsEditor.small(notes: notes)
        var first = NoteStore.fixture(fileSystem)
        _ = try first.load()
        try first.save(contents)
        first.close()
        var store = NoteStore.fixture(fileSystem, journal: true)
        _ = try store.load()
        var models = [contents]
        var ends = [Self.headerLength]
        while models.count <= steps {
            editor.edit(&contents, allowRepeatedIDs: false)
            guard contents != models.last else { continue }
            try store.save(contents)
            models.append(contents)
            ends.append(fileSystem.contents(of: store.journalFile)?.count ?? 0)
        }
        store.close()
        snapshot = try require(fileSystem.contents(of: store.notesFile))
        journal = fileSystem.contents(of: store.journalFile) ?? Data()
        self.models = models
        self.ends = ends
    }

    /// The length of the journal's header, `NotesKit journal 2\n`.
    static let headerLength = 19

    /// The save whose bytes hold `offset` (1 for the first save), or 0 in the header.
    func save(holding offset: Int) -> Int {
        ends.firstIndex { offset < $0 } ?? ends.count
    }

    /// A fresh folder holding `notes.json` and these journal bytes.
    func folder(journal bytes: Data) -> InMemoryFileSystem {
        let fileSystem = InMemoryFileSystem()
        let store = NoteStore.fixture(fileSystem)
        fileSystem.setContents(snapshot, of: store.notesFile)
        fileSystem.setContents(bytes, of: store.journalFile)
        try? fileSystem.fileSystem.createDirectory(store.photosDirectory)
        return fileSystem
    }
}

/// `#require` without the testing library, for fixtures built outside a test.
private func require<Value>(_ value: Value?) throws -> Value {
    guard let value else { throw StoreError.notLoaded }
    return value
}
