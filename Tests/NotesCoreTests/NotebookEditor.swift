import Foundation
import NotesCore

/// Random changes to a notebook through its own methods, as the app makes them: for the model
/// tests of saving a notebook.
struct NotebookEditor {
    var generator: SeededRandomNumberGenerator
    private var nextID = 7_000

    init(seed: UInt64) {
        generator = SeededRandomNumberGenerator(seed: seed)
    }

    /// A notebook of `count` short notes (some updated at the same moment) and two photos.
    static func small(notes count: Int) -> Notebook {
        Notebook(StoreContentsEditor.small(notes: count))
    }

    private mutating func freshID() -> UUID {
        nextID += 1
        return SequentialIDs.uuid(nextID)
    }

    private mutating func index(in count: Int) -> Int { Int.random(in: 0..<count, using: &generator) }

    /// A moment out of a few, so that notes often share one and are ordered by id.
    private mutating func moment() -> Date {
        Date(timeIntervalSince1970: 1_900_000_000 + Double(Int.random(in: 0..<6, using: &generator)))
    }

    /// One random change.
    mutating func edit(_ notebook: inout Notebook) {
        let notes = Array(notebook.notes)
        switch Int.random(in: 0..<16, using: &generator) {
        case 0..<3:
            let id = freshID()
            notebook.add(
                Note(id: Note.ID(id), title: "New \(nextID)", content: "ёлка \" \\ \n 👍🏽", createdAt: moment())
            )
        case 3..<6 where !notes.isEmpty:
            var note = notes[index(in: notes.count)]
            note.title += " edited"
            note.updatedAt = moment()
            notebook.add(note)
        case 6..<8 where !notes.isEmpty:
            var note = notes[index(in: notes.count)]
            note.content += " \(nextID)"
            nextID += 1
            notebook.add(note)
        case 8..<10 where !notes.isEmpty:
            notebook.removeNote(withID: notes[index(in: notes.count)].id)
        case 10:
            let id = freshID()
            notebook.addPhoto(
                Photo(
                    id: Photo.ID(id), fileName: "\(id.uuidString).jpg", byteCount: nextID,
                    createdAt: Date(timeIntervalSince1970: 1_700_000_000)))
        case 11 where notebook.photoCount > 0:
            var photo = notebook.photo(at: index(in: notebook.photoCount))
            photo.name = "Named \(nextID)"
            nextID += 1
            notebook.addPhoto(photo)
        case 12 where notebook.photoCount > 0:
            notebook.removePhoto(withID: notebook.photoID(at: index(in: notebook.photoCount)))
        case 13 where notebook.photoCount > 1:
            // A deletion undone: the photo goes back where it was.
            let position = index(in: notebook.photoCount)
            let photo = notebook.photo(at: position)
            notebook.removePhoto(withID: photo.id)
            notebook.insertPhoto(photo, at: index(in: notebook.photoCount + 1))
        case 14 where !notes.isEmpty:
            // Replaced with an equal note: a change logged that changes nothing.
            notebook.add(notes[index(in: notes.count)])
        default:
            break
        }
    }
}
