/// A language the app's user-facing text is written in.
///
/// Chosen from a locale identifier passed in by the app shell; nothing reads the process locale.
public enum NotesLanguage: String, Hashable, Sendable, CaseIterable {
    /// English, the fallback for every unsupported locale.
    case english
    /// Russian, with CLDR plural rules (one, few, many).
    case russian

    /// The language for a locale identifier such as `"ru"`, `"ru_RU"`, `"ru-RU"` or `"en_US"`.
    ///
    /// Only the language code counts (case-insensitive); an empty, malformed or unsupported
    /// identifier gives ``english``.
    public init(localeIdentifier: String) {
        let code = localeIdentifier.prefix { $0 != "_" && $0 != "-" && $0 != "@" }.lowercased()
        self = code == "ru" ? .russian : .english
    }
}
