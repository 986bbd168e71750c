import Foundation
import NotesCore
import NotesViewModels
import Testing

/// The colour picker as a route above the editor: Cancel changes nothing, Done gives the editor the
/// colour, and the note is saved with it.
@MainActor
@Suite struct AppViewModelColorPickerTests {
    static func openPicker(_ shell: AppShellHarness) throws -> (EditNoteViewModel, ColorPickerViewModel)? {
        let first = try #require(shell.list?.rows.value.ids.first)
        shell.list?.rowTapped(first)
        let editor = try #require(shell.editor)
        editor.colorSelector.squareLongPressed(.custom)
        guard case .colorPicker(let picker) = shell.app.screen.value else { return nil }
        return (editor, picker)
    }

    @Test func cancellingThePickerThenTheEditorChangesNothing() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let before = shell.app.library.notebook
        let (editor, picker) = try #require(try Self.openPicker(shell))
        #expect(
            shell.app.navigation.value.notesPath == [.editNote(editor.noteID), .colorPicker(editor.noteID)])
        #expect(shell.app.isTabBarHidden.value)
        picker.axisIncremented(.hue, by: .large)
        picker.cancelTapped()
        #expect(shell.editor === editor)
        #expect(editor.doneMode.value == .disabled)
        shell.app.backTapped()
        #expect(shell.app.navigation.value.notesPath == [])
        await shell.autosave()
        #expect(shell.app.library.notebook == before)
    }

    @Test func pickerDoneThenEditorDoneSavesTheNoteWithTheColour() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let (editor, picker) = try #require(try Self.openPicker(shell))
        picker.hexEntered("#27AE60")
        picker.doneTapped()
        #expect(shell.editor === editor)
        #expect(shell.app.navigation.value.notesPath == [.editNote(editor.noteID)])
        #expect(editor.color.value.hex() == "#27AE60")
        editor.doneTapped()
        await shell.autosave()
        let saved = try #require(await shell.relaunched().app.library.note(withID: editor.noteID))
        #expect(saved.color.hex() == "#27AE60")
    }

    @Test func goingBackFromThePickerIsItsCancel() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let (editor, picker) = try #require(try Self.openPicker(shell))
        picker.axisIncremented(.hue, by: .large)
        shell.app.backTapped()
        #expect(shell.editor === editor)
        #expect(editor.doneMode.value == .disabled)
    }
}
