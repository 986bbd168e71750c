import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Tabs, stacks of routes, tear-down and restoration.
@MainActor
@Suite struct AppViewModelNavigationTests {
    @Test func addingANotePushesTheEditorAndHidesTheTabBar() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        #expect(shell.app.isTabBarHidden.value == false)
        shell.list?.addTapped()
        let editor = try #require(shell.editor)
        #expect(shell.app.navigation.value.notesPath == [.newNote(editor.noteID)])
        #expect(shell.app.isTabBarHidden.value)
        editor.cancelTapped()
        #expect(shell.app.navigation.value.notesPath == [])
        #expect(shell.app.isTabBarHidden.value == false)
        #expect(shell.list?.destination.value == nil)
    }

    @Test func editThenCancelChangesNothing() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let before = shell.app.library.notebook
        let first = try #require(shell.list?.rows.value.ids.first)
        shell.list?.rowTapped(first)
        shell.editor?.titleChanged("Changed")
        shell.app.backTapped()
        #expect(shell.app.library.notebook == before)
        #expect(shell.app.navigation.value.notesPath == [])
        #expect(shell.app.saveStatus.value == .saved)
    }

    @Test func eachTabKeepsItsStackAcrossSwitches() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let first = try #require(shell.list?.rows.value.ids.first)
        shell.list?.rowTapped(first)
        let editor = try #require(shell.editor)
        shell.app.tabSelected(.gallery)
        #expect(shell.app.navigation.value.selectedTab == .gallery)
        #expect(shell.editor == nil)
        #expect(shell.app.isTabBarHidden.value == false)
        shell.app.tabSelected(.notes)
        #expect(shell.editor === editor)
        #expect(shell.app.navigation.value.notesPath == [.editNote(first)])
    }

    @Test func aPoppedEditorIsReleasedAndItsEventsAreIgnored() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let first = try #require(shell.list?.rows.value.ids.first)
        weak var released: EditNoteViewModel?
        var kept: EditNoteViewModel?
        do {
            shell.list?.rowTapped(first)
            released = shell.editor
            kept = shell.editor
            shell.app.backTapped()
        }
        shell.list?.rowTapped(first)
        let second = try #require(shell.editor)
        kept?.finished.send(.discarded)
        #expect(shell.editor === second)
        #expect(shell.app.navigation.value.notesPath == [.editNote(first)])
        kept = nil
        #expect(released == nil)
    }

    @Test func navigationEncodesToASmallValueAndDecodesToTheSame() throws {
        let state = AppNavigation(
            selectedTab: .gallery, notesPath: [.editNote(Note.ID(UUID()))], galleryPath: [])
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(AppNavigation.self, from: data) == state)
        #expect(data.count < 200)
    }

    @Test func restoringDropsRoutesWhoseNoteIsGone() async throws {
        let shell = AppShellHarness()
        let missing = Note.ID(UUID())
        shell.app.restore(AppNavigation(selectedTab: .notes, notesPath: [.editNote(missing)]))
        await shell.app.launch()
        #expect(shell.app.navigation.value.notesPath == [])
        #expect(shell.list != nil && shell.app.screen.value != nil)

        let existing = try #require(shell.list?.rows.value.ids.last)
        shell.app.restore(AppNavigation(selectedTab: .notes, notesPath: [.editNote(existing)]))
        #expect(shell.app.navigation.value.notesPath == [.editNote(existing)])
        #expect(shell.editor?.noteID == existing)
    }
}
