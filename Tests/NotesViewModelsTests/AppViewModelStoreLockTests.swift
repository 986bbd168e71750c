import Foundation
import NotesCore
import NotesViewModels
import Testing

/// One store, two apps: the second opens it read-only, naming the process that has it, until the
/// first quits; a version
/// this one cannot read opens read-only.
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
