import Foundation
import NotesCore
import Testing

@Suite struct StoreContentsNotebookTests {
    @Test func aNotebookSavedAndReloadedHoldsTheSameNotesAndPhotosInOrder() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        let presets = Notebook(try store.load().contents)
        var notebook = presets
        var edited = try #require(notebook.notes.last)
        edited.title = "Edited last, shown first"
        edited.updatedAt = .storeFixture.addingTimeInterval(60)
        notebook.add(edited)
        try store.save(StoreContents(notebook))

        var relaunched = NoteStore.fixture(fileSystem)
        let reloaded = Notebook(try relaunched.load().contents)
        #expect(reloaded == notebook)
        #expect(reloaded.notes.first?.title == "Edited last, shown first")
        #expect(reloaded.photos.map(\.id) == presets.photos.map(\.id))
    }

    @Test func contentsInAnyOrderMakeANewestFirstNotebook() {
        let contents = StoreContents(notes: [.plain, .groceries])
        let newestFirst = [Note.plain, .groceries].sorted { $0.updatedAt > $1.updatedAt }
        #expect(Array(Notebook(contents).notes) == newestFirst)
        #expect(StoreContents(Notebook(contents)).notes == newestFirst)
    }
}
