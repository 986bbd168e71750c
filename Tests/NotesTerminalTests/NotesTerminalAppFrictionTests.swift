import NotesCore
import NotesTerminal
import NotesTextUI
import NotesViewModels
import Terminal
import Testing
import TextSnapshots

/// What a daily user met: a refused Done said where the user looks, the focus following the note
/// just edited, the photo path prompt on screen, the custom square chosen without opening the
/// picker; frames at 80×24 and 40×15 under `Snapshots/NotesTerminalAppFrictionTests/`.
@MainActor
@Suite struct NotesTerminalAppFrictionTests {
    nonisolated static let sizes = [
        TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 15),
    ]

    nonisolated static func suffix(_ size: TerminalSize) -> String { "\(size.columns)x\(size.rows)" }

    @Test(arguments: sizes)
    func controlSOnANoteTheRulesRefuseSaysWhyOnScreen(size: TerminalSize) async {
        var harness = await TerminalAppHarness.launched(size: size)
        harness.press(.character("n"))
        harness.type("Only a title")
        harness.press(.control("s"))
        #expect(harness.app.library.notebook.notes.allSatisfy { $0.title != "Only a title" })
        #expect(harness.lines.joined().contains("text is empty"))
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "done-refused-\(Self.suffix(size))")
        // The next key goes on typing where the user was.
        harness.press(.tab)
        harness.type("Body")
        #expect(!harness.lines.joined().contains("text is empty"))
        harness.press(.control("s"))
        #expect(harness.titles.contains("Only a title"))
    }

    @Test(arguments: sizes)
    func afterDoneTheFocusIsOnTheNoteJustEdited(size: TerminalSize) async throws {
        var harness = await TerminalAppHarness.launched(size: size)
        harness.press(.down, .down)
        let edited = try #require(harness.app.listNotes?.rows.value[2])
        harness.press(.enter)
        harness.type("!")
        harness.clock.advance(by: 60)
        harness.press(.control("s"))
        let rows = try #require(harness.app.listNotes?.rows.value)
        let highlighted = try #require(harness.lines.first { $0.dropFirst().first == "▸" })
        #expect(rows.first?.id == edited.id)
        #expect(highlighted.contains(edited.title))
        assertSnapshot(
            harness.screen, style: harness.screenStyle, named: "focus-after-done-\(Self.suffix(size))")
        harness.press(.enter)
        guard case .editNote(let editor) = harness.app.screen.value else {
            Issue.record("expected the editor")
            return
        }
        #expect(editor.noteID == edited.id)
    }

    @Test(arguments: sizes)
    func thePhotoFilePromptIsOnScreenWhileTyping(size: TerminalSize) async throws {
        var harness = await TerminalAppHarness.launched(size: size)
        harness.press(.tab, .character("a"))
        harness.type("~/x.png")
        let row = try #require(harness.lines.firstIndex { $0.contains("Photo file: ~/x.png") })
        #expect(row < size.rows - 1)
        let cursor = try #require(harness.frame.cursor)
        #expect(cursor.row == row)
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "photo-prompt-\(Self.suffix(size))")
    }

    @Test func rightOntoTheCustomSquareDoesNotOpenThePicker() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.enter, .tab)
        harness.press(.right, .right, .right)
        guard case .editNote(let editor) = harness.app.screen.value else {
            Issue.record("expected the editor, not \(String(describing: harness.app.screen.value))")
            return
        }
        let focusedTitle = try #require(harness.lines.first { $0.dropFirst().first == "▸" })
        #expect(focusedTitle.contains("Colour"))
        let custom = try #require(editor.colorSelector.squares.value.last)
        #expect(custom.kind == .custom)
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "custom-square-focused")
        harness.press(.enter)
        guard case .colorPicker = harness.app.screen.value else {
            Issue.record("expected Enter to open the picker")
            return
        }
        harness.press(.escape)
        let back = try #require(harness.lines.first { $0.dropFirst().first == "▸" })
        #expect(back.contains("Colour"))
    }
}

/// Keys in a Russian keyboard layout, and `TERM=dumb`.
@MainActor
@Suite struct NotesTerminalAppKeyboardLayoutTests {
    @Test func everyLetterBindingWorksInARussianLayout() async throws {
        var harness = await TerminalAppHarness.launched(language: .russian)
        let count = harness.titles.count
        harness.press(.character("о"))  // j
        harness.press(.character("л"))  // k
        harness.press(.character("о"))  // j
        #expect(harness.lines.first { $0.dropFirst().first == "▸" }?.contains(harness.titles[1]) == true)
        harness.press(.character("в"))  // d
        #expect(harness.lines.contains { $0.contains("y") })
        harness.press(.character("т"))  // n: no
        #expect(harness.titles.count == count)
        harness.press(.character("в"), .character("д"))  // d, then да: yes
        #expect(harness.titles.count == count - 1)
        harness.press(.character("т"))  // n: a new note
        guard case .editNote = harness.app.screen.value else {
            Issue.record("expected т to make a new note")
            return
        }
        // In a text field a Russian letter is text.
        harness.type("Привет")
        guard case .editNote(let editor) = harness.app.screen.value else { return }
        #expect(editor.title.value == "Привет")
        harness.press(TerminalKeyPress(.character("ы"), modifiers: .control))  // Ctrl-S
        #expect(harness.lines.joined().contains("Текст заметки пуст"))
    }

    @Test func theLayoutMapsEachRussianLetterToTheLatinLetterOnItsKey() {
        let pairs: [(Character, Character)] = [
            ("й", "q"), ("ф", "a"), ("я", "z"), ("т", "n"), ("ь", "m"), ("в", "d"), ("Ф", "A"), ("ё", "`"),
        ]
        for (russian, latin) in pairs {
            #expect(
                TerminalKeyPress(.character(russian)).onLatinLayout == TerminalKeyPress(.character(latin)))
        }
        #expect(TerminalKeyPress(.character("x")).onLatinLayout == TerminalKeyPress(.character("x")))
        #expect(TerminalKeyPress(.enter).onLatinLayout == TerminalKeyPress(.enter))
    }
}

/// Searching: the count says what is shown, and Enter on a query nothing matches makes that note.
@MainActor
@Suite struct NotesTerminalAppSearchFrictionTests {
    @Test(arguments: NotesTerminalAppFrictionTests.sizes)
    func aSearchWithNoHitsCountsNoneOfAllAndEnterMakesTheNote(size: TerminalSize) async throws {
        var harness = await TerminalAppHarness.launched(size: size)
        let count = harness.titles.count
        harness.press(.character("/"))
        harness.type("Plumber")
        #expect(harness.lines.contains { $0.contains("0 of \(count)") })
        #expect(!harness.lines.contains { $0.contains("\(count) Notes") })
        assertSnapshot(
            harness.screen, style: harness.screenStyle,
            named: "search-no-hits-\(NotesTerminalAppFrictionTests.suffix(size))")
        harness.press(.enter)
        guard case .editNote(let editor) = harness.app.screen.value else {
            Issue.record("expected a new note, got \(String(describing: harness.app.screen.value))")
            return
        }
        #expect(editor.isNew)
        #expect(editor.title.value == "Plumber")
        harness.type("Call on Monday")
        #expect(editor.content.value == "Call on Monday")
        harness.press(.control("s"))
        #expect(harness.titles.count == count + 1)
        #expect(harness.titles.contains("Plumber"))
        #expect(harness.lines.contains { $0.contains("1 of \(count + 1)") })
    }
}

/// A small terminal (40×15): the list shows several notes, the colour squares show when focused.
@MainActor
@Suite struct NotesTerminalAppSmallTerminalTests {
    static let small = TerminalSize(columns: 40, rows: 15)

    @Test func theListShowsSeveralNotesAt40By15() async throws {
        var harness = await TerminalAppHarness.launched(size: Self.small)
        let shown = harness.titles.filter { title in harness.lines.contains { $0.contains(title) } }
        #expect(shown.count >= 4)
        harness.press(.down, .down, .down, .down)
        let focused = try #require(harness.lines.first { $0.dropFirst().first == "▸" })
        #expect(focused.contains(try #require(harness.app.listNotes?.rows.value.last?.title)))
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "list-40x15")
    }

    @Test(arguments: NotesTerminalAppFrictionTests.sizes)
    func theColourSquaresAndTheirNamesShowWhenColourHasTheFocus(size: TerminalSize) async throws {
        var harness = await TerminalAppHarness.launched(size: size)
        harness.press(.enter, .tab)
        let heading = try #require(harness.lines.firstIndex { $0.contains("▸Colour") })
        #expect(heading + 5 < size.rows - 1)
        #expect(harness.lines.contains { $0.contains("Custom") })
        assertSnapshot(
            harness.screen, style: harness.screenStyle,
            named: "colour-focused-\(NotesTerminalAppFrictionTests.suffix(size))")
    }
}

/// The terminal draws for a user: colours as colours, no design words.
@MainActor
@Suite struct NotesTerminalAppUserAudienceTests {
    @Test func colourSquaresAreFilledWithTheirColoursWithoutHexOrContrastWords() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.enter, .tab)
        #expect(!harness.lines.contains { $0.contains("FF0000") || $0.contains("✓ dark") })
        let squares = try #require(harness.frame.lines.first { $0.text.contains("┃      ┃") })
        let backgrounds = squares.spans.compactMap(\.style.background)
        #expect(backgrounds.contains(RGBColor(red: 255, green: 0, blue: 0)))
        #expect(backgrounds.contains(RGBColor(red: 255, green: 255, blue: 255)))
        harness.press(.enter)
        #expect(!harness.lines.contains { $0.contains("radius") })
    }

    @Test func eachListSwatchIsDrawnInItsNotesColour() async throws {
        let harness = await TerminalAppHarness.launched()
        let rows = try #require(harness.app.listNotes?.rows.value)
        let first = try #require(harness.frame.lines.first { $0.text.contains(rows[0].title) })
        #expect(first.spans.contains { $0.style.foreground != nil })
    }

    @Test func thePagerNamesNoSlots() async {
        var harness = await TerminalAppHarness.launched()
        harness.press(.tab, .enter)
        #expect(!harness.lines.contains { $0.contains("slot ") })
        #expect(harness.lines.contains { $0.contains("#1 ") })
    }
}
