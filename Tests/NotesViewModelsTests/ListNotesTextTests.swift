import NotesViewModels
import Testing

@Suite struct ListNotesTextTests {
    @Test func englishCountLabel() {
        let labels = [0, 1, 2, 5, 21].map { ListNotesText.noteCount($0, language: .english) }
        #expect(labels == ["No Notes", "1 Note", "2 Notes", "5 Notes", "21 Notes"])
    }

    @Test func russianCountLabelUsesRealPluralRules() {
        let labels = [0, 1, 2, 5, 21, 11, 22, 111, 104].map {
            ListNotesText.noteCount($0, language: .russian)
        }
        #expect(
            labels == [
                "Нет заметок", "1 заметка", "2 заметки", "5 заметок", "21 заметка", "11 заметок",
                "22 заметки",
                "111 заметок", "104 заметки",
            ])
    }

    @Test func negativeCountReadsAsNone() {
        #expect(ListNotesText.noteCount(-3, language: .english) == "No Notes")
    }

    @Test func searchCount() {
        #expect(ListNotesText.searchCount(matching: 3, of: 120, language: .english) == "3 of 120")
        #expect(ListNotesText.searchCount(matching: 3, of: 120, language: .russian) == "3 из 120")
        #expect(ListNotesText.searchCount(matching: 0, of: 0, language: .english) == "0 of 0")
    }

    @Test func noResultsNamesTheQuery() {
        #expect(ListNotesText.noResults(for: "milk", language: .english) == "No results for “milk”")
        #expect(
            ListNotesText.noResults(for: "молоко", language: .russian)
                == "Ничего не найдено по запросу «молоко»")
    }
}
