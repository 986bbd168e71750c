import NotesViewModels
import Testing

@Suite struct NotesLanguageTests {
    @Test(arguments: ["ru", "ru_RU", "ru-RU", "RU", "ru_UA@calendar=gregorian"])
    func russianLocaleIdentifiersGiveRussian(identifier: String) {
        #expect(NotesLanguage(localeIdentifier: identifier) == .russian)
    }

    @Test(arguments: ["en", "en_US", "de_DE", "", "r", "rus", "_RU"])
    func otherIdentifiersFallBackToEnglish(identifier: String) {
        #expect(NotesLanguage(localeIdentifier: identifier) == .english)
    }
}
