import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Undoing deletes: notes and photos deleted by the user come back as they were.
@MainActor
@Suite struct NotesLibraryDeletionTests {
    static func photo(_ number: Int) -> Photo {
        Photo(
            id: Photo.ID(UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!),
            fileName: "\(number).png", byteCount: number, createdAt: Note.opened, isPreset: false)
    }

    static func note(_ number: Int) -> Note {
        Note(
            id: Note.ID(UUID(uuidString: String(format: "10000000-0000-0000-0000-%012d", number))!),
            title: "Note \(number)", content: "Body", createdAt: Note.opened,
            updatedAt: Note.opened.addingTimeInterval(Double(number)))
    }

    @Test func aDeletedNoteComesBackWithItsIDAndDate() {
        let library = NotesLibrary.fixture()
        library.deleteNotes(withIDs: [Note.groceries.id])
        #expect(library.lastDeletion.value == .notes([Note.groceries]))
        #expect(library.undoDeletion() == .notes([Note.groceries]))
        #expect(library.note(withID: Note.groceries.id) == Note.groceries)
        #expect(library.lastDeletion.value == nil && library.undoDeletion() == nil)
    }

    @Test func theListTheEditorAndTheGalleryDeletesCanBeUndone() throws {
        let library = NotesLibrary(
            notebook: Notebook(notes: [.groceries, .expiring], photos: [Self.photo(1), Self.photo(2)]))
        let clock = ManualTimerClock(start: Note.opened)
        let list = ListNotesViewModel(
            library: library, environment: ListNotesHarness.environment(clock: clock))
        list.rowSwipedToDelete(Note.groceries.id)
        let editor = try EditNoteViewModel.editing(.expiring, in: library)
        editor.deleteTapped()
        editor.deleteConfirmed()
        let gallery = GalleryViewModel(
            library: library,
            environment: GalleryEnvironment(
                imageLoader: ControlledImageLoader().loader, photoSource: ControlledPhotoSource().source,
                photoStorage: .validating(ids: .incrementing(), now: .fixed(Note.opened))))
        gallery.deleteTapped(Self.photo(1).id)
        gallery.deleteConfirmed()
        #expect(library.notebook.notes.isEmpty && library.notebook.photoCount == 1)
        library.undoDeletion()
        #expect(library.notebook.photos == [Self.photo(1), Self.photo(2)])
        library.undoDeletion()
        library.undoDeletion()
        #expect(Set(library.notebook.notes) == [.groceries, .expiring])
    }

    @Test func selfDestructedNotesAreNotUndoable() {
        let library = NotesLibrary.fixture()
        library.removeExpiredNotes(asOf: .distantFuture)
        #expect(library.lastDeletion.value == nil)
    }

    @Test func deletionsBeyondTheLimitHandTheirPhotosOver() {
        let photos = (0...NotesLibrary.deletionLimit).map(Self.photo)
        let library = NotesLibrary(notebook: Notebook(photos: photos))
        for photo in photos { library.deletePhoto(withID: photo.id) }
        #expect(library.takePhotosBeyondUndo() == [photos[0]])
        #expect(library.takePhotosBeyondUndo().isEmpty)
        #expect(library.undoablePhotoDeletions == Array(photos.dropFirst()))
    }

    /// Random deletes of notes (one or several) and photos, and undos, against plain arrays.
    @Test(arguments: 0..<20)
    func undoingDeletesMatchesAPlainReference(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: 0xDE1E_0000 + seed)
        let notes = (0..<12).map(Self.note)
        let photos = (0..<12).map(Self.photo)
        for _ in 0..<25 {
            let library = NotesLibrary(notebook: Notebook(notes: notes, photos: photos))
            var referenceNotes = Set(notes)
            var referencePhotos = photos
            var undo: [(notes: [Note], photo: (Photo, Int)?)] = []
            for _ in 0..<40 {
                switch Int.random(in: 0..<5, using: &random) {
                case 0, 1:
                    let ids = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                        notes.randomElement(using: &random)!.id
                    }
                    let removed = library.deleteNotes(withIDs: ids)
                    var expected: [Note] = []
                    for id in ids {
                        guard let note = referenceNotes.first(where: { $0.id == id }) else { continue }
                        referenceNotes.remove(note)
                        expected.append(note)
                    }
                    #expect(removed == expected)
                    if !expected.isEmpty { undo.append((expected, nil)) }
                case 2, 3:
                    let photo = photos.randomElement(using: &random)!
                    library.deletePhoto(withID: photo.id)
                    if let index = referencePhotos.firstIndex(of: photo) {
                        referencePhotos.remove(at: index)
                        undo.append(([], (photo, index)))
                    }
                default:
                    library.undoDeletion()
                    guard let last = undo.popLast() else { break }
                    referenceNotes.formUnion(last.notes)
                    if let (photo, index) = last.photo { referencePhotos.insert(photo, at: index) }
                }
                #expect(Set(library.notebook.notes) == referenceNotes)
                #expect(library.notebook.photos == referencePhotos)
                #expect((library.lastDeletion.value != nil) == !undo.isEmpty)
            }
        }
    }
}
