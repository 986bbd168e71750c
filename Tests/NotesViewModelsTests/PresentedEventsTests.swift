import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// One-shot events as state a view presents and the user's dismissal clears; questions bound to an
/// alert's `isPresented` still take the confirming button, which SwiftUI runs after it has set
/// `isPresented` to false.
@MainActor
@Suite struct PresentedEventsTests {
    @Test func shareTextIsReadyUpFrontAndAShareRequestIsStateUntilDismissed() throws {
        let editor = try EditNoteViewModel.editing(.groceries, in: NotesLibrary.fixture())
        #expect(editor.shareText.value == Note.groceries.title + "\n\n" + Note.groceries.content)
        editor.title.value = "List"
        #expect(editor.shareText.value == "List\n\n" + Note.groceries.content)
        var sent: [String] = []
        let subscription = editor.shareRequested.subscribe { sent.append($0) }
        #expect(editor.shareRequest.value == nil && !editor.isSharePresented.value)
        editor.shareTapped()
        #expect(editor.shareRequest.value == editor.shareText.value && editor.isSharePresented.value)
        #expect(sent == [editor.shareText.value], "the signal still fires")
        editor.isSharePresented.value = false
        #expect(editor.shareRequest.value == nil)
        subscription.cancel()
    }

    @Test func aRefusedDoneIsStateUntilDismissed() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        editor.doneTapped()
        #expect(editor.doneRefusal.value == editor.doneDisabledReason.value)
        #expect(editor.doneRefusal.value != nil && editor.isDoneRefusalPresented.value)
        editor.isDoneRefusalPresented.value = false
        #expect(editor.doneRefusal.value == nil)
    }

    @Test func theEditorsConfirmingButtonWorksAfterTheAlertWasDismissed() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.deleteTapped()
        #expect(editor.isDeleteConfirmationPresented.value)
        // SwiftUI's order: isPresented = false, then the tapped button's action.
        editor.isDeleteConfirmationPresented.value = false
        #expect(editor.pendingDeletion.value == nil)
        editor.deleteConfirmed()
        #expect(editor.outcome.value == .deleted(Note.groceries.id))
        #expect(library.note(withID: Note.groceries.id) == nil)
    }

    @Test func theEditorsCancelButtonAfterDismissalKeepsTheNote() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.deleteTapped()
        editor.isDeleteConfirmationPresented.value = false
        editor.deleteCancelled()
        editor.deleteConfirmed()
        #expect(editor.outcome.value == nil)
        #expect(library.note(withID: Note.groceries.id) != nil)
    }

    @Test func theGallerysConfirmingButtonWorksAfterTheAlertWasDismissed() {
        let harness = GalleryHarness(count: 3)
        let id = harness.library.notebook.photoID(at: 1)
        harness.gallery.deleteTapped(id)
        #expect(harness.gallery.isDeleteConfirmationPresented.value)
        harness.gallery.isDeleteConfirmationPresented.value = false
        #expect(harness.gallery.pendingDeletion.value == nil)
        harness.gallery.deleteConfirmed()
        #expect(harness.library.notebook.photo(withID: id) == nil)
        harness.gallery.deleteConfirmed()
        #expect(harness.library.notebook.photoCount == 2, "answered once")
    }

    @Test func thePagersConfirmingButtonWorksAfterTheAlertWasDismissed() throws {
        let harness = try PhotoPagerHarness(count: 3, at: 0)
        harness.pager.deleteTapped()
        harness.pager.isDeleteConfirmationPresented.value = false
        harness.pager.deleteConfirmed()
        #expect(harness.library.notebook.photoCount == 2)
    }

    @Test func aNoticeIsAcknowledgedByItsPresentationGoingAway() async throws {
        let first = AppShellHarness()
        await first.app.launch()
        var damaged = try #require(first.disk.contents(of: first.notesFile))
        damaged.removeLast(40)
        first.disk.setContents(damaged, of: first.notesFile)
        let shell = AppShellHarness(disk: first.disk, clock: first.clock)
        await shell.app.launch()
        let notice = try #require(shell.app.notice.value)
        #expect(notice.id == notice && shell.app.isNoticePresented.value)
        shell.app.isNoticePresented.value = false
        #expect(shell.app.notice.value == nil && shell.app.access.value == .writable)
    }

    /// Random asks, dismissals, confirmations and cancellations against a plain model of the rule:
    /// a confirmation deletes when a question is pending or was dismissed and not answered since.
    @Test func randomAnswersToTheEditorsQuestionMatchAReference() throws {
        for seed in 0..<500 as Range<UInt64> {
            var random = SeededRandomNumberGenerator(seed: 0xA1E7 + seed)
            let library = NotesLibrary.fixture()
            let editor = try EditNoteViewModel.editing(.groceries, in: library)
            var pending = false
            var answerable = false
            var deleted = false
            for _ in 0..<12 where !deleted {
                switch random.next() % 4 {
                case 0:
                    editor.deleteTapped()
                    (pending, answerable) = (true, true)
                case 1:
                    editor.isDeleteConfirmationPresented.value = false
                    pending = false
                case 2:
                    editor.deleteCancelled()
                    (pending, answerable) = (false, false)
                default:
                    editor.deleteConfirmed()
                    deleted = answerable
                }
                #expect(editor.isDeleteConfirmationPresented.value == (pending && !deleted), "seed \(seed)")
                #expect((editor.outcome.value == .deleted(Note.groceries.id)) == deleted, "seed \(seed)")
            }
        }
    }
}
