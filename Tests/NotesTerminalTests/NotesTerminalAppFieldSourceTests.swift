import NotesViewModels
import Terminal
import Testing

/// A text field on screen edits the view model's value as it is now: the screens keep only the
/// caret, so a value the view model changed without a key (another front end on the same model,
/// another device's version taken) is what the next key edits, never a stale copy.
@MainActor
@Suite struct NotesTerminalAppFieldSourceTests {
    @Test func theTitleTypedIntoIsTheViewModelsTitleAsItIsNow() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("n"))
        harness.type("Groceries")
        guard case .editNote(let editor) = harness.app.screen.value else {
            Issue.record("no editor")
            return
        }
        editor.titleChanged("Shop")
        harness.type("!")
        #expect(editor.title.value == "Shop!")
        #expect(harness.lines.contains { $0.contains("Shop!") })
    }

    @Test func theTextTypedIntoIsTheViewModelsTextAsItIsNow() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("n"))
        harness.type("Title")
        harness.press(.tab)
        harness.type("First words")
        guard case .editNote(let editor) = harness.app.screen.value else {
            Issue.record("no editor")
            return
        }
        editor.contentChanged("Other")
        harness.type("s")
        #expect(editor.content.value == "Others")
    }

    @Test func theSearchTypedIntoIsTheListsQueryAsItIsNow() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("/"))
        harness.type("zzz")
        guard case .listNotes(let list) = harness.app.screen.value else {
            Issue.record("no list")
            return
        }
        list.searchTextChanged("mil")
        harness.type("k")
        #expect(list.searchQuery.value == "milk")
    }

    @Test func theHexTypedIntoIsThePickersHexAsItIsNow() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.character("n"), .tab, .tab, .enter, .character("#"))
        harness.type("12")
        guard case .colorPicker(let picker) = harness.app.screen.value else {
            Issue.record("no picker")
            return
        }
        picker.hexTextChanged("#AB")
        harness.type("C")
        #expect(picker.hexText.value == "#ABC")
    }
}
