import NotesTextUI
import NotesViewModels
import Terminal

/// The footer: the keys of the screen shown, packed whole into as many lines as the terminal
/// gives it.
///
/// On a terminal of ``NotesTerminalApp/twoLineFooterRows`` rows or more the footer takes a
/// second line when the keys do not fit on one, so at 80×24 every key of each screen shows,
/// including g/G, PgUp/PgDn, Ctrl-U/D, `v`, `x`/`X`, `u`, Ctrl-G, Ctrl-/, Ctrl-Y and Ctrl-L. A
/// smaller terminal keeps one line for its notes. Russian words are longer: at 80 columns its list
/// leaves out Tab (the tab bar names the gallery) and its editor Tab and Ctrl-L. What does not fit is dropped from the end, but
/// the last key (quit, back or cancel) always stays, and `?` or F1 (every key, in the help) comes
/// first.
extension NotesTerminalApp {
    /// The fewest rows of a terminal on which the footer may take two lines.
    public static let twoLineFooterRows = 20

    /// The footer's lines for a terminal `width` columns wide: one, or two on a tall terminal
    /// when the keys need them.
    ///
    /// - Complexity: O(*k*²) for the *k* keys of the screen (a dozen or so).
    func footerLines(width: Int) -> [String] {
        if let shareMessage, question == nil {
            return [TextLine.truncated(" " + shareMessage, toWidth: width)]
        }
        let lineLimit = size.rows >= Self.twoLineFooterRows ? 2 : 1
        var hints = footerHints().map { "\($0.key) \($0.action)" }
        while true {
            let lines = Self.packed(hints, width: width)
            if lines.count <= lineLimit || hints.count <= 1 {
                return lines.prefix(lineLimit).map { TextLine.truncated($0, toWidth: width) }
            }
            hints.remove(at: hints.count - 2)
        }
    }

    /// The lines of the body between the top line and the footer, at least one.
    var bodyHeight: Int { bodyHeight(footerLineCount: footerLines(width: max(size.columns, 20)).count) }

    /// The lines of the body under a footer of `footerLineCount` lines, at least one.
    func bodyHeight(footerLineCount: Int) -> Int { max(size.rows - 1 - footerLineCount, 1) }

    /// `hints` in order, as many whole ones to a line as fit in `width`, two spaces apart.
    private static func packed(_ hints: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for hint in hints {
            let hintWidth = TextWidth.of(hint)
            if !line.isEmpty, lineWidth + 2 + hintWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if line.isEmpty {
                line = " " + hint
                lineWidth = 1 + hintWidth
            } else {
                line += "  " + hint
                lineWidth += 2 + hintWidth
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The keys the footer lists for the screen shown, in the app's language, most useful first;
    /// the last (quit, back or cancel) is always shown.
    ///
    /// A narrow or short terminal shows fewer of them (see the type's overview); ``helpHints()``
    /// lists every key.
    public func footerHints() -> [KeyHint] {
        let words = { (english: String, russian: String) in
            NotesTerminalText.hint(english, russian, self.language)
        }
        let redraw = KeyHint("Ctrl-L", words("Redraw", "Обновить"))
        if case .quitWithoutSaving = question {
            return [
                KeyHint(words("Any key", "Любая клавиша"), words("Stay", "Остаться")),
                KeyHint("q", words("Quit without saving", "Выйти без сохранения")),
            ]
        }
        if question != nil { return [KeyHint("y", words("Yes", "Да")), KeyHint("n", words("No", "Нет"))] }
        if isShowingHelp {
            return [
                KeyHint("↑↓ PgUp PgDn", words("Scroll", "Прокрутка")),
                KeyHint(words("Any key", "Любая клавиша"), words("Close", "Закрыть")),
            ]
        }
        if message != nil { return [KeyHint(words("Any key", "Любая клавиша"), "OK")] }
        if app.notice.value != nil { return [KeyHint("Enter", "OK")] }
        if app.keptDraft.value != nil {
            return [
                KeyHint("Enter", AppDraftText.restore(language)),
                KeyHint("d", AppDraftText.discard(language)),
                KeyHint("Esc", AppDraftText.later(language)),
            ]
        }
        switch app.launchState.value {
        case .launching: return [KeyHint("q", words("Quit", "Выход"))]
        case .failed: return [KeyHint(words("Any key", "Любая клавиша"), words("Quit", "Выход"))]
        case .running: break
        }
        switch app.screen.value {
        case .listNotes(let list):
            if search != nil {
                // Enter on a query nothing matches makes the note it names.
                let enter =
                    if case .noResults = list.searchState.value {
                        KeyHint("Enter", words("New note", "Создать"))
                    } else {
                        KeyHint("Enter", words("Rows", "К списку"))
                    }
                return [
                    KeyHint(words("Type", "Текст"), words("Search", "Поиск")), enter,
                    KeyHint("Esc", words("Clear", "Сбросить")),
                ]
            }
            if exportPrompt != nil {
                return [
                    KeyHint("Tab", words("Format", "Формат")), KeyHint("Enter", words("Export", "Экспорт")),
                    KeyHint("Esc", words("Cancel", "Отмена")),
                ]
            }
            if list.mode.value.isEditing {
                return [
                    KeyHint("Space", words("Tick", "Отметить")),
                    KeyHint("d", words("Delete ticked", "Удалить")),
                    KeyHint("e", words("Done", "Готово")),
                ]
            }
            return [
                KeyHint("?", words("Help", "Справка")), KeyHint("/", words("Search", "Поиск")),
                KeyHint("Enter", words("Open", "Открыть")), KeyHint("n", words("New", "Новая")),
                KeyHint("d", words("Delete", "Удалить")), KeyHint("u", words("Undo delete", "Вернуть")),
                KeyHint("e", words("Edit", "Правка")), KeyHint("v", "$EDITOR"),
                KeyHint("x X", words("Export", "Экспорт")),
                KeyHint("↑↓ PgUp/Dn Ctrl-U/D g/G", words("Move", "Выбор")), redraw,
                KeyHint("Tab", words("Gallery", "Галерея")),
                KeyHint("q", words("Quit", "Выход")),
            ]
        case .editNote(let editor):
            var first = [KeyHint("F1", words("Help", "Справка"))]
            // The custom square shows no colour of its own when it has the focus: say what Enter does.
            let squares = editor.colorSelector.squares.value
            if editorFocus == .color, let index = colorFocus, squares.indices.contains(index),
                squares[index].color == nil
            {
                first.append(KeyHint("Enter", words("Pick a colour", "Выбрать цвет")))
            }
            if case .differs = editor.otherVersion.value {
                first.append(KeyHint("Ctrl-R", words("Their version", "Их версия")))
            }
            return first + [
                KeyHint("Ctrl-S", words("Done", "Готово")),
                KeyHint("Ctrl-D", words("Delete", "Удалить")),
                KeyHint("Ctrl-/", words("Undo", "Отмена")), KeyHint("Ctrl-Y", words("Redo", "Повтор")),
                KeyHint("Ctrl-O", words("Share", "Поделиться")), KeyHint("Ctrl-G", "$EDITOR"),
                KeyHint("PgUp/Dn Ctrl-Home/End", words("Move", "Листать")),
                KeyHint("Tab", words("Field", "Поле")), redraw,
                KeyHint("Esc", words("Back", "Назад")),
            ]
        case .colorPicker:
            if hexField != nil {
                return [
                    KeyHint(words("Type", "Текст"), "#RRGGBB"), KeyHint("Enter", "OK"),
                    KeyHint("Esc", words("Back", "Назад")),
                ]
            }
            return [
                KeyHint("?", words("Help", "Справка")), KeyHint("Enter", words("Done", "Готово")),
                KeyHint("←→", words("Hue", "Тон")),
                KeyHint("↑↓", words("Saturation", "Насыщенность")),
                KeyHint("+−", words("Brightness", "Яркость")),
                KeyHint("#", "Hex"), KeyHint("Shift", words("Bigger step", "Крупнее")), redraw,
                KeyHint("Esc", words("Cancel", "Отмена")),
            ]
        case .gallery(let gallery):
            if photoPrompt.isAsking {
                return [
                    KeyHint(words("Type", "Текст"), words("File path", "Путь к файлу")),
                    KeyHint("Enter", "OK"), KeyHint("Esc", words("Cancel", "Отмена")),
                ]
            }
            if gallery.pendingDeletion.value != nil {
                return [KeyHint("y", words("Delete", "Удалить")), KeyHint("n", words("Keep", "Оставить"))]
            }
            if case .adding = gallery.addState.value {
                return [
                    KeyHint("←↑↓→", words("Move", "Выбор")), KeyHint("Enter", words("Open", "Открыть")),
                    KeyHint("Esc", words("Cancel adding", "Отменить добавление")),
                ]
            }
            return [
                KeyHint("?", words("Help", "Справка")), KeyHint("←↑↓→", words("Move", "Выбор")),
                KeyHint("Enter", words("Open", "Открыть")),
                KeyHint("a", words("Add", "Добавить")), KeyHint("d", words("Delete", "Удалить")),
                KeyHint("u", words("Undo delete", "Вернуть")), KeyHint("Tab", words("Notes", "Заметки")),
                redraw, KeyHint("q", words("Quit", "Выход")),
            ]
        case .photoPager(let pager):
            if pager.pendingDeletion.value != nil {
                return [KeyHint("y", words("Delete", "Удалить")), KeyHint("n", words("Keep", "Оставить"))]
            }
            return [
                KeyHint("?", words("Help", "Справка")), KeyHint("←→", words("Page", "Листать")),
                KeyHint("d", words("Delete", "Удалить")),
                KeyHint("r", words("Retry", "Повторить")), KeyHint("u", words("Undo delete", "Вернуть")),
                redraw, KeyHint("Esc", words("Back", "Назад")),
            ]
        case nil:
            return [KeyHint("Tab", words("Notes", "Заметки")), KeyHint("q", words("Quit", "Выход"))]
        }
    }
}
