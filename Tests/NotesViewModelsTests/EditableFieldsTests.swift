import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Every editable field of every screen is an `EditableProperty`: setting it is the user's edit,
/// with the screen's rules applied.
@MainActor
@Suite struct EditableFieldsTests {
    @Test func editorFieldsEditThroughTheEditorsRules() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        #expect(!editor.isDoneEnabled.value)
        editor.title.value = "Shopping"
        #expect(editor.title.value == "Shopping" && editor.isDoneEnabled.value, "dirty tracking applies")
        editor.title.value = Note.groceries.title
        #expect(!editor.isDoneEnabled.value, "back to what was opened")
        editor.content.value = "   "
        #expect(editor.doneDisabledReason.value != nil, "validation applies")
        editor.content.value = Note.groceries.content
        editor.importance.value = .important
        #expect(editor.importance.value == .important && editor.isDoneEnabled.value)
        editor.isSelfDestructEnabled.value = true
        let date = Date(timeIntervalSince1970: 1_900_000_000)
        editor.selfDestructDate.value = date
        #expect(editor.isSelfDestructEnabled.value && editor.selfDestructDate.value == date)
    }

    @Test func editorFieldsRefuseEditsOnceFinished() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        editor.cancelTapped()
        editor.title.value = "Too late"
        editor.importance.value = .important
        editor.isSelfDestructEnabled.value = true
        #expect(editor.title.value == Note.groceries.title)
        #expect(editor.importance.value == Note.groceries.importance)
        #expect(!editor.isSelfDestructEnabled.value)
    }

    @Test func searchTextEditsSearch() {
        let list = ListNotesHarness(ListNoteSpec.three).viewModel
        list.searchQuery.value = "milk"
        #expect(list.searchQuery.value == "milk")
        #expect(list.rows.value.count == 2)
        list.searchQuery.value = ""
        #expect(list.searchState.value == .inactive && list.rows.value.count == 3)
    }

    @Test func pickerSlidersAndHexEditTheValue() {
        let picker = ColorPickerViewModel(value: .default)
        picker.brightness.value = 0.25
        #expect(picker.value.value.brightness == 0.25 && picker.fieldOverlayOpacity.value == 0.75)
        picker.brightness.value = 7
        #expect(picker.brightness.value == 1, "clamped")
        picker.hue.value = 0.75
        picker.saturation.value = 0.1
        #expect(picker.value.value == ColorPickerValue(hue: 0.75, saturation: 0.1, brightness: 1))
        picker.hexText.value = "#00F"
        #expect(picker.hexText.value == "#00F" && picker.value.value.hue == 0.75, "read on submit")
        picker.hexSubmitted()
        #expect(picker.hexText.value == "#0000FF" && picker.value.value.hue == 2.0 / 3)
        picker.doneTapped()
        picker.brightness.value = 0
        #expect(picker.brightness.value == 1, "ignored once finished")
    }

    @Test func tabSelectionEditsTheShell() async {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.app.selectedTab.value = .gallery
        #expect(shell.app.navigation.value.selectedTab == .gallery)
        guard case .gallery = shell.app.screen.value else {
            Issue.record("the gallery is shown")
            return
        }
        #expect(shell.app.selectedTab.value == .gallery)
    }
}
