import NotesViewModels

/// The words of key hints in the app's language: `words("Move", "Переход")`.
struct KeyWords {
    /// The language the words are in.
    var language: NotesLanguage

    /// `english` or `russian`, as the language is.
    func callAsFunction(_ english: String, _ russian: String) -> String {
        NotesTerminalText.hint(english, russian, language)
    }
}
