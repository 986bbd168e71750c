import NotesCore
import NotesTerminal
import NotesTextUI
import NotesViewModels
import Terminal
import Testing
import TextSnapshots

/// The editor in the terminal: opening a note, editing it, Ctrl-S, Esc with changes, and the colour
/// picker with keys and the mouse; frames under `Snapshots/NotesTerminalAppEditorTests/`.
@MainActor
@Suite struct NotesTerminalAppEditorTests {
    @Test func openingEditingAndControlSSavesTheChangeAndTheListShowsIt() async throws {
        var harness = await TerminalAppHarness.launched()
        let title = try #require(harness.titles.first)
        harness.press(.enter)
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "opened-first-note")
        #expect(harness.frame.cursor != nil)
        harness.press(TerminalKeyPress(.tab, modifiers: .shift), TerminalKeyPress(.end))
        harness.type(" edited")
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "title-edited")
        #expect(harness.frame.cursor == CursorPosition(column: 2 + "\(title) edited".count, row: 4))
        harness.press(.control("s"))
        #expect(harness.titles.first == "\(title) edited")
        #expect(harness.lines.contains { $0.contains("▸■ \(title) edited") })
        await harness.autosave()
        let next = TerminalAppHarness(disk: harness.disk, clock: harness.clock)
        await next.app.launch()
        #expect(next.titles.contains("\(title) edited"))
    }

    @Test func escapeWithChangesAsksFirstAndNoStaysWithTheChanges() async throws {
        var harness = await TerminalAppHarness.launched()
        let title = try #require(harness.titles.first)
        harness.press(.enter)
        harness.type("!")
        harness.press(.escape)
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "escape-asks-to-discard")
        #expect(harness.lines.contains { $0.contains("Discard your changes? y / n") })
        harness.press(.character("n"))
        guard case .editNote(let editor) = harness.app.screen.value else {
            Issue.record("expected the editor, got \(String(describing: harness.app.screen.value))")
            return
        }
        #expect(editor.content.value.hasSuffix("!") || editor.content.value.hasPrefix("!"))
        harness.press(.escape, .character("y"))
        #expect(harness.app.listNotes != nil)
        #expect(harness.titles.first == title)
        #expect(!(harness.app.library.notebook.notes.first?.content.contains("!") ?? true))
    }

    @Test func upFromTheFirstLineOfTheContentMovesToTheTitleAndLeavesItAsItWas() async throws {
        var harness = await TerminalAppHarness.launched()
        let title = try #require(harness.titles.first)
        harness.press(.enter, .up)
        guard case .editNote(let editor) = harness.app.screen.value else { return }
        #expect(editor.title.value == title)
    }

    @Test func downFromTheTitleMovesToTheContentAndLeavesItAsItWas() async throws {
        var harness = await TerminalAppHarness.launched()
        let content = try #require(harness.app.library.notebook.notes.first?.content)
        harness.press(.enter, TerminalKeyPress(.tab, modifiers: .shift), .down)
        guard case .editNote(let editor) = harness.app.screen.value else { return }
        #expect(editor.content.value == content)
    }

    @Test func escapeWithoutChangesGoesBackAtOnce() async {
        var harness = await TerminalAppHarness.launched()
        harness.press(.enter, .escape)
        #expect(harness.app.listNotes != nil)
        #expect(!harness.lines.contains { $0.contains("Discard") })
    }

    @Test func aColourPickedWithKeysIsTheNotesColourAfterDone() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.enter, .tab)
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "colour-focused")
        harness.press(.enter)
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "picker-opened")
        guard case .colorPicker(let picker) = harness.app.screen.value else {
            Issue.record("expected the picker, got \(String(describing: harness.app.screen.value))")
            return
        }
        let start = picker.value.value
        harness.press(.right, .right, TerminalKeyPress(.right, modifiers: .shift), .down, .character("-"))
        let picked = picker.value.value
        #expect(picked.hue > start.hue)
        #expect(picked.saturation < start.saturation)
        #expect(picked.brightness < start.brightness)
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "picker-moved-with-keys")
        harness.press(.enter)
        guard case .editNote(let editor) = harness.app.screen.value else {
            Issue.record("expected the editor after Done")
            return
        }
        #expect(editor.colorSelector.squares.value.first(where: \.isChecked)?.color == picked.color)
    }

    @Test func aMouseDragInTheFieldMovesTheMarker() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.enter, .tab, .enter)
        guard case .colorPicker(let picker) = harness.app.screen.value else {
            Issue.record("expected the picker")
            return
        }
        let fieldRow = 1 + 9
        harness.send(.mouse(MouseEvent(.press(.left), column: 2, row: fieldRow)))
        #expect(picker.isDragging.value)
        harness.send(.mouse(MouseEvent(.drag(.left), column: 20, row: fieldRow + 2)))
        harness.send(.mouse(MouseEvent(.drag(.left), column: 40, row: fieldRow + 4)))
        harness.send(.mouse(MouseEvent(.release(.left), column: 40, row: fieldRow + 4)))
        #expect(!picker.isDragging.value)
        let dragged = picker.value.value
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "picker-after-drag")
        // The top line and the footer's two lines (the picker's keys take two at 80 columns).
        let screen = ColorPickerScreen(width: harness.size.columns, height: harness.size.rows - 3)
        #expect(abs(dragged.hue - 38.5 / Double(screen.fieldColumns)) < 0.01)
        #expect(abs(dragged.saturation - (1 - 4.5 / Double(screen.fieldRows))) < 0.01)
        harness.send(.mouse(MouseEvent(.press(.left), column: 0, row: 0)))
        #expect(!picker.isDragging.value)
        #expect(picker.value.value == dragged)
        harness.press(.escape)
        #expect(harness.app.screen.value.map { if case .editNote = $0 { true } else { false } } == true)
    }
}
