import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Restoring a navigation state while screens are open: every screen popped on the way tells the
/// one below it, so the list and the gallery still answer taps and the restored routes open.
@MainActor
@Suite struct AppViewModelRestoreOverOpenScreensTests {
    @Test func restoringOverAnOpenEditorLeavesTheListAnsweringTapsAndOpensTheRestoredNote() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let ids = try #require(shell.list?.rows.value.ids)
        shell.list?.rowTapped(ids[0])
        #expect(shell.editor?.noteID == ids[0])
        shell.app.restore(AppNavigation(selectedTab: .notes, notesPath: [.editNote(ids[1])]))
        #expect(shell.app.navigation.value.notesPath == [.editNote(ids[1])], "the restored route is kept")
        #expect(shell.editor?.noteID == ids[1])

        shell.app.restore(AppNavigation(selectedTab: .notes))
        #expect(shell.list?.destination.value == nil)
        shell.list?.rowTapped(ids[0])
        #expect(shell.editor?.noteID == ids[0], "a row tap still opens the editor")
        shell.editor?.cancelTapped()
        shell.list?.addTapped()
        #expect(shell.editor != nil, "Add still opens a new note")
    }

    @Test func restoringOverAnOpenPickerLeavesTheEditorAbleToOpenItAgain() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let id = try #require(shell.list?.rows.value.ids.first)
        shell.app.restore(AppNavigation(selectedTab: .notes, notesPath: [.editNote(id), .colorPicker(id)]))
        guard case .colorPicker = shell.app.screen.value else {
            Issue.record("expected the restored picker")
            return
        }
        shell.app.restore(AppNavigation(selectedTab: .notes, notesPath: [.editNote(id), .colorPicker(id)]))
        guard case .colorPicker = shell.app.screen.value else {
            Issue.record("expected the picker restored again over the same route")
            return
        }
        #expect(shell.app.navigation.value.notesPath == [.editNote(id), .colorPicker(id)])
    }

    @Test func restoringOverAnOpenPagerLeavesTheGalleryAnsweringTheSamePhoto() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.app.tabSelected(.gallery)
        let gallery = try #require(shell.app.gallery)
        let first = shell.app.library.notebook.photoID(at: 0)
        gallery.cellTapped(at: 0)
        shell.app.restore(AppNavigation(selectedTab: .gallery))
        #expect(gallery.destination.value == nil)
        gallery.cellTapped(at: 0)
        #expect(
            AppViewModelGalleryTests.pager(shell)?.currentPhoto.value?.id == first,
            "the same photo opens again")
        shell.app.restore(AppNavigation(selectedTab: .gallery, galleryPath: [.photoPager(first)]))
        #expect(shell.app.navigation.value.galleryPath == [.photoPager(first)])
        #expect(AppViewModelGalleryTests.pager(shell)?.currentPhoto.value?.id == first)
    }
}

/// A restored new note keeps its id.
@MainActor
@Suite struct AppViewModelRestoreNewNoteTests {
    @Test func restoringANewNoteRouteOpensANewEditorUnderTheSameID() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let id = Note.ID(UUID())
        shell.app.restore(AppNavigation(selectedTab: .notes, notesPath: [.newNote(id)]))
        #expect(shell.app.navigation.value.notesPath == [.newNote(id)])
        #expect(shell.editor?.noteID == id)
        shell.editor?.titleChanged("Plan")
        shell.editor?.contentChanged("Step")
        shell.editor?.doneTapped()
        #expect(shell.app.library.note(withID: id)?.title == "Plan")
    }
}
