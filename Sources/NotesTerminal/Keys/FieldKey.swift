/// What keys do in a text field (the search, the export folder, the hex colour, the photo path,
/// the editor's title and text).
enum FieldKey: Hashable, Sendable {
    /// A typed character goes in at the caret.
    case insert
    case deleteBackward, deleteForward, deleteWord, deleteToStart
    case left, right, wordLeft, wordRight, lineStart, lineEnd, textStart, textEnd
    case lineUp, lineDown, pageUp, pageDown
    /// Enter or Ctrl-J: a new line in the text; in the title, on to the text.
    case newLine

    /// The keys of a one-line field that takes a path or a query: every edit of a line.
    static let lineKeys: [FieldKey] = [
        .insert, .left, .right, .lineStart, .lineEnd, .deleteBackward, .deleteForward, .deleteWord,
        .deleteToStart,
    ]

    /// The keys of a short field (a hex colour, a photo path): type, Backspace, ←/→.
    static let shortKeys: [FieldKey] = [.insert, .left, .right, .deleteBackward]

    /// The keys of the editor's title and text.
    static let editorKeys: [FieldKey] = [
        .insert, .lineUp, .lineDown, .pageUp, .pageDown, .textStart, .textEnd, .lineStart, .lineEnd,
        .wordLeft,
        .wordRight, .deleteWord, .left, .right, .deleteBackward, .deleteForward, .newLine,
    ]

    /// The bindings of `keys`, in their order; `typing` is the footer's hint for typed text
    /// (rank 0), `isEnabled` whether they act now.
    static func bindings(
        _ keys: [FieldKey], _ words: KeyWords, typing: String? = nil, isEnabled: Bool = true
    ) -> [KeyBinding<FieldKey>] {
        keys.map { key in
            var binding = KeyBinding(key, key.patterns, help: key.help(words, in: keys), isEnabled: isEnabled)
            if key == .insert, let typing { binding.footer = (0, KeyHint(words("Type", "Текст"), typing)) }
            return binding
        }
    }

    private var patterns: [KeyPattern] {
        switch self {
        case .insert: [.typed]
        case .deleteBackward: [.shifted(.backspace)]
        case .deleteForward: [.shifted(.delete)]
        case .deleteWord: [.control("w"), .alt(.backspace)]
        case .deleteToStart: [.control("u")]
        case .left: [.shifted(.left)]
        case .right: [.shifted(.right)]
        case .wordLeft: [.control(.left), .alt(.left), .alt(.character("b"))]
        case .wordRight: [.control(.right), .alt(.right), .alt(.character("f"))]
        case .lineStart: [.shifted(.home), .control("a")]
        case .lineEnd: [.shifted(.end), .control("e")]
        case .textStart: [.control(.home)]
        case .textEnd: [.control(.end)]
        case .lineUp: [.shifted(.up)]
        case .lineDown: [.shifted(.down)]
        case .pageUp: [.shifted(.pageUp)]
        case .pageDown: [.shifted(.pageDown)]
        case .newLine: [.key(.enter), .control("j")]
        }
    }

    /// The help row of this key, or `nil` when it shares the row of the key before it.
    private func help(_ words: KeyWords, in keys: [FieldKey]) -> KeyHint? {
        switch self {
        case .insert, .right, .lineEnd, .textEnd, .lineDown, .pageDown: return nil
        case .left: return KeyHint("←→", words("Caret left / right", "Курсор влево / вправо"))
        case .deleteBackward:
            return keys.contains(.deleteForward)
                ? KeyHint("Backspace Delete", words("Delete a character", "Удалить символ"))
                : KeyHint("Backspace", words("Delete a character", "Удалить символ"))
        case .deleteForward: return nil
        case .deleteWord: return KeyHint("Ctrl-W Alt-Bksp", words("Delete a word", "Удалить слово"))
        case .deleteToStart: return KeyHint("Ctrl-U", words("Delete to the start", "Удалить до начала"))
        case .wordLeft:
            return KeyHint("Ctrl-← Ctrl-→", words("Word left / right", "Слово влево / вправо"))
        case .wordRight:
            return KeyHint("Alt-← Alt-→ Alt-B/F", words("Word left / right", "Слово влево / вправо"))
        case .lineStart:
            return KeyHint(
                "Home End Ctrl-A Ctrl-E", words("Start / end of the line", "Начало / конец строки"))
        case .textStart:
            return KeyHint("Ctrl-Home Ctrl-End", words("Start / end of the text", "Начало / конец текста"))
        case .lineUp: return KeyHint("↑↓", words("Line up / down, as shown", "Строка вверх / вниз на экране"))
        case .pageUp: return KeyHint("PgUp PgDn", words("Page up / down", "Страница вверх / вниз"))
        case .newLine:
            return KeyHint("Enter Ctrl-J", words("New line / on to the text", "Новая строка / к тексту"))
        }
    }
}
