import Foundation
import NotesCore
import Testing

@Suite struct NotebookPhotoTests {
    @Test func photosKeepTheOrderTheyWereAddedIn() {
        var notebook = Notebook(photos: [.numbered(3), .numbered(1)])
        notebook.addPhoto(.numbered(2))
        #expect(notebook.photos.map(\.id) == [.number(3), .number(1), .number(2)])
        #expect(notebook.photoCount == 3)
    }

    @Test func addReplacesAPhotoWithTheSameIDInPlace() {
        var notebook = Notebook(photos: [.numbered(1), .numbered(2)])
        let replaced = notebook.addPhoto(.numbered(1, isPreset: true))
        #expect(replaced == .numbered(1))
        #expect(notebook.photos == [.numbered(1, isPreset: true), .numbered(2)])
    }

    @Test func photosAreFoundAndRemovedByID() {
        var notebook = Notebook(photos: [.numbered(1), .numbered(2)])
        #expect(notebook.photo(withID: .number(2)) == .numbered(2))
        #expect(notebook.removePhoto(withID: .number(1)) == .numbered(1))
        #expect(notebook.photo(withID: .number(1)) == nil)
        #expect(notebook.removePhoto(withID: .number(1)) == nil)
        #expect(notebook.photos == [.numbered(2)])
    }
}
