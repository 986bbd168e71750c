/// A CLDR plural category: which word form a count takes.
public enum PluralCategory: Hashable, Sendable {
    /// English "1 Note"; Russian 1, 21, 31… (but not 11): "заметка".
    case one
    /// Russian 2–4, 22–24… (but not 12–14): "заметки".
    case few
    /// Russian 0, 5–20, 25–30…: "заметок".
    case many
    /// Everything else: English "5 Notes".
    case other

    /// The category of a whole-number `count` in `language`.
    ///
    /// Negative counts take the category of their magnitude; `Int.min` never traps.
    public init(count: Int, language: NotesLanguage) {
        let magnitude = count.magnitude
        switch language {
        case .english:
            self = magnitude == 1 ? .one : .other
        case .russian:
            let lastDigit = magnitude % 10
            let lastTwoDigits = magnitude % 100
            if lastDigit == 1 && lastTwoDigits != 11 {
                self = .one
            } else if (2...4).contains(lastDigit) && !(12...14).contains(lastTwoDigits) {
                self = .few
            } else {
                self = .many
            }
        }
    }
}
