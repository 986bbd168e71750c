/// The words of the notes list: the count label, the search count, the no-results message and
/// the loading note.
///
/// Pure functions of their arguments; the language comes in as a value.
public enum ListNotesText {
    /// The count label: "No Notes", "1 Note", "5 Notes"; Russian "Нет заметок", "1 заметка",
    /// "2 заметки", "5 заметок", "21 заметка", "11 заметок".
    ///
    /// A negative count (bad input) reads as zero.
    public static func noteCount(_ count: Int, language: NotesLanguage) -> String {
        let count = max(count, 0)
        switch language {
        case .english:
            if count == 0 { return "No Notes" }
            return PluralCategory(count: count, language: .english) == .one ? "1 Note" : "\(count) Notes"
        case .russian:
            if count == 0 { return "Нет заметок" }
            switch PluralCategory(count: count, language: .russian) {
            case .one: return "\(count) заметка"
            case .few: return "\(count) заметки"
            case .many, .other: return "\(count) заметок"
            }
        }
    }

    /// The search count: "3 of 120"; Russian "3 из 120".
    ///
    /// Negative numbers (bad input) read as zero.
    public static func searchCount(matching: Int, of total: Int, language: NotesLanguage) -> String {
        let separator = language == .russian ? "из" : "of"
        return "\(max(matching, 0)) \(separator) \(max(total, 0))"
    }

    /// The no-results message naming the query: `No results for “milk”`;
    /// Russian `Ничего не найдено по запросу «milk»`.
    ///
    /// The query is shown as typed, without trimming, except that a query wholly in straight
    /// double quotes (a phrase, `"bread milk"`) shows inside the message's quotes alone:
    /// `No results for “bread milk”`, not doubled quotes.
    ///
    /// - Complexity: O(*q*) for a query of *q* characters.
    public static func noResults(for query: String, language: NotesLanguage) -> String {
        var shown = Substring(query)
        if shown.count >= 2, shown.first == "\"", shown.last == "\"",
            !shown.dropFirst().dropLast().contains("\"")
        {
            shown = shown.dropFirst().dropLast()
        }
        switch language {
        case .english: return "No results for “\(shown)”"
        case .russian: return "Ничего не найдено по запросу «\(shown)»"
        }
    }

    /// What the list says while the rest of the store is read: "Loading…"; Russian "Загрузка…".
    public static func loading(language: NotesLanguage) -> String {
        switch language {
        case .english: "Loading…"
        case .russian: "Загрузка…"
        }
    }
}
