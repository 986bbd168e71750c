import Foundation
import NotesCore
import NotesViewModels
import Testing

/// A deleted photo's file: kept while the delete can be undone, removed once it cannot.
@MainActor
@Suite struct AppViewModelDeletedPhotoFileTests {
    private func photoFile(_ shell: AppShellHarness, _ photo: Photo) -> URL {
        AppShellHarness.directory.appendingPathComponent("photos").appendingPathComponent(photo.fileName)
    }

    @Test func aDeletedPhotosFileStaysUntilQuitAndIsThenRemoved() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let photo = shell.app.library.notebook.photo(at: 0)
        #expect(shell.disk.contents(of: photoFile(shell, photo)) != nil)
        shell.app.library.deletePhoto(withID: photo.id)
        await shell.autosave()
        #expect(shell.disk.contents(of: photoFile(shell, photo)) != nil)
        #expect(await shell.app.quitRequested() == .saved)
        #expect(shell.disk.contents(of: photoFile(shell, photo)) == nil)
        let next = await shell.relaunched()
        #expect(next.app.library.notebook.photo(withID: photo.id) == nil)
    }

    @Test func anUndoneDeleteKeepsTheFileAndThePhoto() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let photo = shell.app.library.notebook.photo(at: 1)
        shell.app.tabSelected(.gallery)
        let gallery = try #require(shell.app.gallery)
        gallery.deleteTapped(photo.id)
        gallery.deleteConfirmed()
        shell.app.undoDeletionTapped()
        #expect(shell.app.library.notebook.photo(at: 1) == photo)
        #expect(await shell.app.quitRequested() == .saved)
        #expect(shell.disk.contents(of: photoFile(shell, photo)) != nil)
        #expect(await shell.relaunched().app.library.notebook.photo(at: 1) == photo)
    }

    @Test func aPhotoBeyondUndoLosesItsFileAfterTheNextSave() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let photo = shell.app.library.notebook.photo(at: 0)
        shell.app.library.deletePhoto(withID: photo.id)
        for _ in 0..<NotesLibrary.deletionLimit {
            shell.addNote(title: "Gone")
            shell.app.library.deleteNotes(
                withIDs: shell.app.library.notebook.notes.filter { $0.title == "Gone" }.map(\.id))
        }
        await shell.autosave()
        #expect(shell.disk.contents(of: photoFile(shell, photo)) == nil)
    }

    @Test func aReadOnlyStoreRemovesNoFile() throws {
        let disk = InMemoryFileSystem()
        var store = NoteStore(
            directory: AppShellHarness.directory, fileSystem: disk.fileSystem, clock: { Note.opened },
            makeID: UUID.init)
        let load = try store.load()
        let photo = load.contents.photos[0]
        store.close()
        let reader = NoteStore(
            directory: AppShellHarness.directory, fileSystem: disk.fileSystem, clock: { Note.opened },
            makeID: UUID.init, mode: .readOnly)
        #expect(throws: StoreError.notLoaded) { try reader.removePhotoFile(for: photo) }
        #expect(disk.contents(of: store.photoFile(for: photo)) != nil)
    }
}
