import Bindings
import NotesCore
import NotesViewModels
import Testing

/// Removing photos from the library.
@MainActor
@Suite struct NotesLibraryPhotoTests {
    @Test func removingAPhotoAnnouncesOneChangeAndAnUnknownIDNone() {
        let library = NotesLibrary.withPhotos(3)
        var changes: [NotesLibraryChange] = []
        let subscription = library.changes.subscribe { changes.append($0) }
        #expect(library.removePhoto(withID: .fixture(index: 2)) == .fixture(2))
        #expect(library.removePhoto(withID: .fixture(index: 2)) == nil)
        #expect(changes == [.photosChanged])
        #expect(library.revision.value == 1)
        #expect(library.notebook.photos.map(\.id) == [.fixture(index: 1), .fixture(index: 3)])
        subscription.cancel()
    }
}
