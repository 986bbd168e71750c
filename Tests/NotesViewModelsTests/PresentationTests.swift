import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Each screen's one optional presentation, for a front end that presents and dismisses
/// imperatively: one thing at a time, and `nil` set by the view is the user's dismissal of what is
/// shown, as its own `is…Presented` set to false is.
@MainActor
@Suite struct PresentationTests {
    @Test func theEditorPresentsAQuestionThenARefusalThenTheShareSheet() throws {
        let editor = try EditNoteViewModel.editing(.groceries, in: NotesLibrary.fixture())
        #expect(editor.presentation.value == nil)
        editor.shareTapped()
        #expect(editor.presentation.value == .share(editor.shareText.value))
        editor.deleteTapped()
        #expect(editor.presentation.value == .deleteConfirmation(.deleteTapped))
        editor.presentation.value = nil
        #expect(editor.pendingDeletion.value == nil)
        #expect(editor.presentation.value == .share(editor.shareText.value), "the sheet waits its turn")
        editor.presentation.value = .doneRefusal(.titleEmpty)
        #expect(editor.doneRefusal.value == nil, "only the editor asks")
        editor.presentation.value = nil
        #expect(editor.presentation.value == nil && editor.shareRequest.value == nil)
    }

    @Test func theEditorsConfirmingButtonWorksAfterItsPresentationWasDismissed() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.deleteTapped()
        // UIKit's order: the alert goes away, then the tapped button's handler runs.
        editor.presentation.value = nil
        editor.deleteConfirmed()
        #expect(editor.outcome.value == .deleted(Note.groceries.id))
    }

    @Test func aRefusedDoneIsPresentedAndDismissed() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        editor.doneTapped()
        #expect(editor.presentation.value == .doneRefusal(.titleEmpty))
        editor.presentation.value = nil
        #expect(editor.doneRefusal.value == nil)
    }

    @Test func theGalleryPresentsAQuestionBeforeAFailedAdd() {
        let harness = GalleryHarness(count: 3)
        let photo = harness.library.notebook.photo(at: 1)
        harness.gallery.deleteTapped(photo.id)
        #expect(harness.gallery.presentation.value == .deleteConfirmation(photo))
        harness.gallery.presentation.value = nil
        #expect(harness.gallery.presentation.value == nil)
        harness.gallery.deleteConfirmed()
        #expect(harness.library.notebook.photo(withID: photo.id) == nil)
    }

    @Test func thePagersPresentationIsItsPendingDeletion() throws {
        let harness = try PhotoPagerHarness(count: 3, at: 0)
        harness.pager.deleteTapped()
        #expect(harness.pager.presentation.value == harness.pager.pendingDeletion.value)
        #expect(harness.pager.presentation.value != nil)
        harness.pager.presentation.value = nil
        harness.pager.deleteConfirmed()
        #expect(harness.library.notebook.photoCount == 2)
    }

    @Test func theShellsNoticeIsAcknowledgedByItsPresentationGoingAway() async throws {
        let first = AppShellHarness()
        await first.app.launch()
        var damaged = try #require(first.disk.contents(of: first.notesFile))
        damaged.removeLast(40)
        first.disk.setContents(damaged, of: first.notesFile)
        let shell = AppShellHarness(disk: first.disk, clock: first.clock)
        await shell.app.launch()
        #expect(shell.app.presentation.value == shell.app.notice.value)
        #expect(shell.app.presentation.value != nil)
        shell.app.presentation.value = nil
        #expect(shell.app.notice.value == nil && shell.app.access.value == .writable)
    }
}
