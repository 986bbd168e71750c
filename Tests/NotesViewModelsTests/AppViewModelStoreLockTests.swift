import Foundation
import NotesCore
import NotesViewModels
import Testing

/// One store, two apps: the second opens it read-only, naming the process that has it, until the
/// first quits, and opens no new note there; a version this one cannot read opens read-only.
@MainActor
@Suite struct AppViewModelStoreLockTests {
    static func otherProcess(_ first: AppShellHarness) -> AppViewModel {
        AppViewModel(
            storeDirectory: AppShellHarness.directory,
            environment: .test(clock: first.clock, fileSystem: first.disk.fileSystem(processID: 2)))
    }

    @Test func aStoreInUseByAnotherProcessOpensReadOnlyNamingIt() async {
        let first = AppShellHarness()
        await first.app.launch()
        first.addNote(title: "From the first")
        await first.autosave()
        let second = Self.otherProcess(first)
        await second.launch()
        #expect(second.launchState.value == .running)
        #expect(second.access.value == .openedReadOnly(.inUse(processID: 1)))
        #expect(
            second.notice.value
                == .openedReadOnly(directory: AppShellHarness.directory, reason: .inUse(processID: 1)))
        #expect(second.saveStatus.value == .readOnly)
        #expect(second.library.notebook.notes.contains { $0.title == "From the first" })
        second.listNotes?.searchTextChanged("first")
        #expect(second.listNotes?.rows.value.map(\.title) == ["From the first"])
        let saved = first.disk.contents(of: first.notesFile)
        second.listNotes?.rowSwipedToDelete(first.app.library.notebook.notes[0].id)
        #expect(await second.quitRequested() == .readOnly)
        #expect(first.disk.contents(of: first.notesFile) == saved)
    }

    @Test func aReadOnlyStoreOpensNoNewNoteAndSaysWhyAgain() async throws {
        let first = AppShellHarness()
        await first.app.launch()
        let second = Self.otherProcess(first)
        await second.launch()
        let notice = AppNotice.openedReadOnly(
            directory: AppShellHarness.directory, reason: .inUse(processID: 1))
        #expect(second.access.value.isReadOnly)
        second.noticeAcknowledged()
        let list = try #require(second.listNotes)
        list.addTapped()
        guard case .listNotes = second.screen.value else {
            Issue.record("expected no editor, got \(String(describing: second.screen.value))")
            return
        }
        #expect(second.notice.value == notice)
        #expect(list.destination.value == nil)
        second.noticeAcknowledged()
        // A search with no hits makes no note either.
        list.searchTextChanged("Nothing matches this")
        list.searchSubmitted()
        #expect(second.notice.value == notice)
        second.noticeAcknowledged()
        // An existing note still opens, to be read; a front end's refused edit shows the notice.
        let id = try #require(second.library.notebook.notes.first?.id)
        list.searchCancelled()
        list.rowTapped(id)
        guard case .editNote = second.screen.value else {
            Issue.record("expected the note to open, got \(String(describing: second.screen.value))")
            return
        }
        #expect(second.notice.value == nil)
        second.readOnlyEditAttempted()
        #expect(second.notice.value == notice)
        #expect(second.unsavedNotes.isEmpty)
    }

    @Test func aRefusedEditIsIgnoredWhileTheStoreKeepsChanges() async {
        let shell = AppShellHarness()
        await shell.app.launch()
        #expect(!shell.app.access.value.isReadOnly)
        shell.app.readOnlyEditAttempted()
        #expect(shell.app.notice.value == nil)
    }

    @Test func quittingClosesTheStoreSoAnotherProcessCanOpenIt() async {
        let first = AppShellHarness()
        await first.app.launch()
        first.addNote(title: "Before quitting")
        #expect(await first.app.quitRequested() == .saved)
        #expect(first.app.access.value == .closed)
        let second = Self.otherProcess(first)
        await second.launch()
        #expect(second.launchState.value == .running)
        #expect(second.library.notebook.notes.contains { $0.title == "Before quitting" })
    }

    @Test func aVersionThisOneCannotReadOpensReadOnlyAndIsNeverWritten() async {
        let shell = AppShellHarness()
        let file = Data(#"{"version": "2", "notes": [], "photos": []}"#.utf8)
        shell.disk.setContents(file, of: shell.notesFile)
        await shell.app.launch()
        #expect(shell.app.access.value == .readOnly(file: shell.notesFile, found: "\"2\"", supported: 1))
        shell.addNote(title: "Mine")
        #expect(await shell.app.quitRequested() == .readOnly)
        #expect(shell.disk.contents(of: shell.notesFile) == file)
    }
}
