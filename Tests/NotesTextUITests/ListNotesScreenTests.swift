import NotesCore
import NotesTextUI
import NotesViewModels
import Testing
import TextSnapshots

/// Every state of the notes list at 40 columns (phone, portrait) and 80 (landscape), with the
/// rows' swatches in their notes' colours in the style sidecars, under
/// `Snapshots/ListNotesScreenTests/`.
@MainActor
@Suite struct ListNotesScreenTests {
    static let widths = [40, 80]

    /// Snapshots `harness` at both widths as `<name>-40` and `<name>-80`, checking every line's width.
    ///
    /// Failures are reported at the caller.
    func assertScreens(
        _ harness: ListScreenHarness, named name: String, visibleRowCount: Int? = nil,
        firstRow: Int = 0, highlightedRow: Int? = nil, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let sourceLocation = SourceLocation(
            fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
        for width in Self.widths {
            let text = harness.render(
                width: width, visibleRowCount: visibleRowCount, firstRow: firstRow,
                highlightedRow: highlightedRow)
            for textLine in text.split(separator: "\n") {
                #expect(TextWidth.of(textLine) == width, "\(textLine)", sourceLocation: sourceLocation)
            }
            let style = harness.style(
                width: width, visibleRowCount: visibleRowCount, firstRow: firstRow,
                highlightedRow: highlightedRow)
            assertSnapshot(
                text, style: style, named: "\(name)-\(width)", suite: "ListNotesScreenTests",
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    @Test func emptyList() {
        assertScreens(ListScreenHarness([]), named: "empty")
    }

    @Test(arguments: [NotesLanguage.english, .russian])
    func aConflictedCopyIsMarkedInTheUsersLanguage(language: NotesLanguage) {
        let copy = ListScreenNote(
            title: "Groceries", content: "Milk\nBread from the other phone", age: 60, isConflictedCopy: true)
        assertScreens(
            ListScreenHarness([.groceries, copy], language: language),
            named: "conflicted-copy-\(language == .russian ? "ru" : "en")")
    }

    @Test func oneNote() {
        assertScreens(ListScreenHarness([.groceries]), named: "one-note")
    }

    @Test func manyNotes() {
        assertScreens(ListScreenHarness(ListScreenNote.many), named: "many-notes")
    }

    @Test func aScrolledWindowCountsTheRowsAboveAndBelowAndMarksTheHighlightedRow() {
        assertScreens(
            ListScreenHarness(ListScreenNote.many), named: "many-notes-scrolled-highlighted",
            visibleRowCount: 3, firstRow: 2, highlightedRow: 3)
    }

    @Test func manyNotesInAShortWindow() {
        assertScreens(
            ListScreenHarness(ListScreenNote.many), named: "many-notes-five-visible", visibleRowCount: 5)
    }

    @Test func longTitlesAreTruncatedAndControlCharactersShown() {
        assertScreens(ListScreenHarness(ListScreenNote.longTitles), named: "long-titles")
    }

    @Test func cyrillicAndEmojiTitles() {
        assertScreens(ListScreenHarness(ListScreenNote.cyrillicAndEmoji), named: "cyrillic-and-emoji")
    }

    @Test func searchWithHitsMarksTheMatches() {
        let harness = ListScreenHarness(ListScreenNote.many)
        harness.viewModel.searchTextChanged("MILK")
        assertScreens(harness, named: "search-with-hits")
    }

    @Test func importantAndUnimportantNotesAreMarked() {
        let harness = ListScreenHarness([
            ListScreenNote(title: "Pay rent", content: "Before Friday", color: .red, importance: .important),
            .groceries,
            ListScreenNote(title: "Someday", content: "Learn the cello", age: 600, importance: .unimportant),
        ])
        assertScreens(harness, named: "importance")
    }

    @Test func searchByWordsHighlightsEveryWordInAnyOrder() {
        let harness = ListScreenHarness(ListScreenNote.many)
        harness.viewModel.searchTextChanged("bread MILK")
        assertScreens(harness, named: "search-words")
    }

    @Test func aMatchDeepInANoteShowsItsLineCutAroundTheMatch() {
        let harness = ListScreenHarness([
            .groceries,
            ListScreenNote(
                title: "Weekend",
                content: "Clean the flat\nCall mum\nWater the plants\nBuy oat milk and honey",
                age: 600),
            ListScreenNote(
                title: "Long line",
                content:
                    "Intro\nThis line goes on and on for quite a while before it mentions the milk at last",
                age: 1_200),
            ListScreenNote(
                title: "Ёлка", content: "Купить\nигрушки\nгирлянду\nи молоко для гостей", age: 1_800),
        ])
        harness.viewModel.searchTextChanged("milk")
        assertScreens(harness, named: "search-matching-line")
        harness.viewModel.searchTextChanged("молоко гост")
        assertScreens(harness, named: "search-matching-line-ru")
    }

    @Test func searchInTitlesAndCyrillic() {
        let harness = ListScreenHarness(ListScreenNote.cyrillicAndEmoji + ListScreenNote.three)
        harness.viewModel.searchTextChanged("ел")
        assertScreens(harness, named: "search-cyrillic-folded")
    }

    @Test func searchWithoutHitsNamesTheQuery() {
        let harness = ListScreenHarness(ListScreenNote.many)
        harness.viewModel.searchTextChanged("zebra crossing")
        assertScreens(harness, named: "search-without-hits")
    }

    @Test func editModeWithTwoSelected() {
        let harness = ListScreenHarness(ListScreenNote.three + [.untitled])
        harness.viewModel.editTapped()
        harness.viewModel.rowToggled(harness.id(0))
        harness.viewModel.rowToggled(harness.id(3))
        assertScreens(harness, named: "edit-mode-two-selected")
    }

    @Test func editModeWithNothingSelected() {
        let harness = ListScreenHarness(ListScreenNote.three)
        harness.viewModel.editTapped()
        assertScreens(harness, named: "edit-mode-nothing-selected")
    }

    @Test(arguments: [1, 2, 5, 11, 21])
    func russianPlurals(count: Int) {
        assertScreens(ListScreenHarness.russian(count: count), named: "ru-\(count)", visibleRowCount: 3)
    }

    @Test func russianSearchWithoutHits() {
        let harness = ListScreenHarness.russian(count: 2)
        harness.viewModel.searchTextChanged("жираф")
        assertScreens(harness, named: "ru-search-without-hits")
    }

    @Test func russianEditMode() {
        let harness = ListScreenHarness.russian(count: 3)
        harness.viewModel.editTapped()
        harness.viewModel.rowToggled(harness.id(1))
        assertScreens(harness, named: "ru-edit-mode")
    }
}
