import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels
import Testing
import TextSnapshots

/// Every state of the editor as a wireframe at 40 and 80 columns, with the colour squares (and the
/// colour an open picker starts from) in the style sidecars.
///
/// References: `Snapshots/EditNoteScreenTests/`.
@MainActor
@Suite struct EditNoteScreenTests {
    typealias Fixtures = EditNoteScreenFixtures

    /// Renders `editor` at 40 and 80 columns, reporting each content width first, and snapshots both.
    ///
    /// Failures are reported at the caller.
    func assertScreens(
        _ editor: EditNoteViewModel, named name: String,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let sourceLocation = SourceLocation(
            fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
        for width in [40, 80] {
            let screen = EditNoteScreen(width: width, timeZone: Fixtures.utc)
            editor.contentWidthChanged(screen.contentWidth)
            let text = screen.render(editor)
            for textLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(TextWidth.of(textLine) == width, "\(textLine)", sourceLocation: sourceLocation)
            }
            assertSnapshot(
                text, style: SnapshotStyle(colorSpans: screen.colorSpans(editor)), named: "\(name)-\(width)",
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    static func newEditor(_ library: NotesLibrary, language: NotesLanguage = .english) -> EditNoteViewModel {
        // A new note is never looked up, so opening it cannot throw.
        try! EditNoteViewModel(
            for: .newNote(Fixtures.newNoteID), in: library, environment: Fixtures.environment(language))
    }

    static func editor(_ note: Note, _ library: NotesLibrary, language: NotesLanguage = .english) throws
        -> EditNoteViewModel
    {
        try EditNoteViewModel(
            for: .editNote(note.id), in: library, environment: Fixtures.environment(language))
    }

    @Test func newEmpty() {
        assertScreens(Self.newEditor(Fixtures.library()), named: "new-empty")
    }

    @Test func newValid() {
        let editor = Self.newEditor(Fixtures.library())
        editor.titleChanged("Plan")
        editor.contentChanged("Step one\nStep two")
        assertScreens(editor, named: "new-valid")
    }

    @Test func newInvalidWithOnlyATitle() {
        let editor = Self.newEditor(Fixtures.library())
        editor.titleChanged("Plan")
        assertScreens(editor, named: "new-invalid")
    }

    @Test func existingClean() throws {
        assertScreens(try Self.editor(Fixtures.party, Fixtures.library()), named: "existing-clean")
    }

    @Test func existingDirty() throws {
        let editor = try Self.editor(Fixtures.groceries, Fixtures.library())
        editor.contentChanged("Milk\nBread\nEggs")
        editor.pickColor(Fixtures.teal)
        editor.importanceSelected(.unimportant)
        editor.selfDestructToggled(true)
        editor.selfDestructDateChanged(Fixtures.picked)
        assertScreens(editor, named: "existing-dirty")
    }

    @Test func colourPickerOpenOnADarkCustomColour() throws {
        let editor = try Self.editor(Fixtures.groceries, Fixtures.library())
        editor.pickColor(NoteColor(red: 0x12 / 255.0, green: 0x34 / 255.0, blue: 0x56 / 255.0))
        editor.colorSelector.squareLongPressed(.custom)
        assertScreens(editor, named: "colour-picker-open")
    }

    @Test func deleteOnEmpty() throws {
        let editor = try Self.editor(Fixtures.groceries, Fixtures.library())
        editor.titleChanged("")
        editor.contentChanged("")
        assertScreens(editor, named: "delete-on-empty")
        editor.doneTapped()
        assertScreens(editor, named: "delete-on-empty-confirming")
    }

    @Test func deletedElsewhere() throws {
        let library = Fixtures.library()
        let editor = try Self.editor(Fixtures.groceries, library)
        library.removeNotes(withIDs: [Fixtures.groceries.id])
        assertScreens(editor, named: "deleted-elsewhere")
    }

    @Test func changedOnAnotherDeviceWhileUnedited() throws {
        let library = Fixtures.library()
        let editor = try Self.editor(Fixtures.groceries, library)
        var other = Fixtures.groceries
        other.content = "Milk\nBread\nEggs, from the other device"
        library.save(other)
        assertScreens(editor, named: "changed-elsewhere-shown")
    }

    @Test func changedOnAnotherDeviceWhileEdited() throws {
        for language in [NotesLanguage.english, .russian] {
            let library = Fixtures.library()
            let editor = try Self.editor(Fixtures.groceries, library, language: language)
            editor.contentChanged("Milk\nBread\nButter")
            var other = Fixtures.groceries
            other.content = "Oat milk\nBread"
            library.save(other)
            assertScreens(editor, named: "changed-elsewhere-edited-\(language == .english ? "en" : "ru")")
        }
    }

    @Test func keyboardShown() throws {
        let editor = try Self.editor(Fixtures.groceries, Fixtures.library())
        editor.contentChanged("Milk\nBread\nEggs")
        // Geometry in rows: a 40-row view, a 12-row docked keyboard, one row of bottom safe area,
        // and the caret at the end of the content, under the keyboard's top.
        editor.keyboardFrameChanged(
            Rect(x: 0, y: 28, width: 40, height: 12), viewFrame: Rect(x: 0, y: 0, width: 40, height: 40),
            safeArea: Insets(bottom: 1))
        editor.caretFrameChanged(Rect(x: 6, y: 30, width: 1, height: 1))
        assertScreens(editor, named: "keyboard-shown")
    }

    @Test func longContentGrowsTheBox() {
        let editor = Self.newEditor(Fixtures.library())
        editor.titleChanged("A long note whose title is too long to fit on one line of the narrow screen")
        editor.contentChanged(
            """
            The content box grows with the text. This first paragraph is long enough to wrap onto \
            several lines at forty columns and onto two at eighty.

            A second paragraph after an empty line.
            Supercalifragilisticexpialidocious-and-even-longer-words-are-broken
            \tTabs and \u{1B}[31mescapes\u{202E} are shown, not obeyed.
            """)
        assertScreens(editor, named: "long-content")
    }

    @Test func cyrillicAndEmojiText() throws {
        assertScreens(try Self.editor(Fixtures.shopping, Fixtures.library()), named: "cyrillic-emoji")
    }

    @Test func russianEditorSaysWhyDoneIsDisabled() {
        let editor = Self.newEditor(Fixtures.library(), language: .russian)
        editor.titleChanged("План")
        assertScreens(editor, named: "russian-done-disabled")
    }

    @Test func russianEditor() throws {
        let editor = try Self.editor(Fixtures.shopping, Fixtures.library(), language: .russian)
        editor.importanceSelected(.important)
        editor.selfDestructToggled(true)
        assertScreens(editor, named: "russian")
    }
}
