import NotesCore
import NotesViewModels
import Testing

/// What a row shows while searching by words: the line of a match its first lines do not show,
/// every word's ranges, and the note's importance.
@MainActor
@Suite struct ListNotesRowMatchTests {
    static let weekend = ListNoteSpec(
        title: "Weekend", content: "Clean the flat\nCall mum\n  Water the plants\n\tBuy oat milk  \nand honey"
    )

    @Test func aMatchDeepInTheTextShowsItsLine() throws {
        let harness = ListNotesHarness([Self.weekend])
        harness.viewModel.searchTextChanged("MILK")
        let row = try #require(harness.viewModel.rows.value.first)
        #expect(row.preview == "Buy oat milk")
        #expect(row.previewKind == .matchingLine)
        #expect(row.matches?.content.map { String(row.preview[$0]) } == ["milk"])
    }

    @Test func aMatchInTheFirstLinesKeepsThem() throws {
        let harness = ListNotesHarness([.groceries, Self.weekend])
        harness.viewModel.searchTextChanged("mum")
        let row = try #require(harness.viewModel.rows.value.first)
        #expect(row.preview == "Clean the flat\nCall mum")
        #expect(row.previewKind == .firstLines)
        harness.viewModel.searchTextChanged("")
        #expect(harness.viewModel.rows.value.allSatisfy { $0.previewKind == .firstLines })
    }

    @Test func aWordTheRowDoesNotShowBringsItsLine() throws {
        let harness = ListNotesHarness([Self.weekend])
        harness.viewModel.searchTextChanged("weekend honey")
        let row = try #require(harness.viewModel.rows.value.first)
        #expect(row.preview == "and honey")
        #expect(row.matches?.title.map { String(row.title[$0]) } == ["Weekend"])
        #expect(row.matches?.content.map { String(row.preview[$0]) } == ["honey"])
    }

    @Test func everyWordIsHighlightedInAnyOrder() throws {
        let harness = ListNotesHarness([.groceries, .ideas])
        harness.viewModel.searchTextChanged("bread milk")
        let rows = harness.viewModel.rows.value
        #expect(rows.map(\.title) == ["Groceries"])
        let row = try #require(rows.first)
        #expect(row.matches?.content.map { String(row.preview[$0]) } == ["Milk", "Bread"])
    }

    @Test func aVeryLongLineIsCutAroundItsMatch() throws {
        let long =
            String(repeating: "word ", count: 2_000) + "milk " + String(repeating: "tail ", count: 2_000)
        let harness = ListNotesHarness([ListNoteSpec(title: "Long", content: "Intro\nMore\n" + long)])
        harness.viewModel.searchTextChanged("milk")
        let row = try #require(harness.viewModel.rows.value.first)
        #expect(row.previewKind == .matchingLine)
        #expect(row.preview.unicodeScalars.count <= Note.maximumDisplayLineLength)
        let match = try #require(row.matches?.content.first)
        #expect(String(row.preview[match]) == "milk")
        #expect(row.preview[..<match.lowerBound].unicodeScalars.count == 100)
    }

    @Test func rowsCarryTheNotesImportance() {
        let harness = ListNotesHarness([
            ListNoteSpec(title: "Rent", importance: .important),
            ListNoteSpec(title: "Cello", age: 60, importance: .unimportant), .groceries,
        ])
        #expect(harness.viewModel.rows.value.map(\.importance) == [.important, .unimportant, .normal])
    }

    @Test func importanceHasWordsInEnglishAndRussian() {
        let english = ListNotesLabels(language: .english)
        #expect(english.importance(.important) == "Important")
        #expect(english.importance(.unimportant) == "Unimportant")
        #expect(english.importance(.normal) == nil)
        let russian = ListNotesLabels(language: .russian)
        #expect(russian.importance(.important) == "Важная")
        #expect(russian.importance(.unimportant) == "Неважная")
        #expect(russian.importance(.normal) == nil)
    }
}
