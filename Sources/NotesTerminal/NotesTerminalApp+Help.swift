import NotesTextUI
import NotesViewModels
import Terminal

/// The help screen: every key of the screen shown, opened with `?` (F1 where `?` is typed text),
/// scrolled with ↑/↓, PgUp/PgDn and Home/End when it is taller than the terminal, and closed with
/// any other key.
extension NotesTerminalApp {
    /// Every key of the screen shown now, in the app's language: the help screen's rows.
    ///
    /// The footer shows the most useful of them; this list is the whole of it.
    public func helpHints() -> [KeyHint] {
        let words = { (english: String, russian: String) in
            NotesTerminalText.hint(english, russian, self.language)
        }
        let common = [
            KeyHint("Ctrl-L", words("Redraw the screen", "Перерисовать экран")),
            KeyHint("? F1", words("This help", "Эта справка")),
        ]
        let tabs = [
            KeyHint("Tab Shift-Tab", words("Next / previous tab", "Следующая / предыдущая вкладка")),
            KeyHint("q Ctrl-C", words("Quit", "Выход")),
            KeyHint("Ctrl-Z", words("Suspend (fg to come back)", "Приостановить (fg — вернуться)")),
        ]
        switch app.screen.value {
        case .listNotes:
            let search = [
                KeyHint(
                    "/",
                    words(
                        "Search by words; Enter or ↓ back to the rows",
                        "Поиск по словам; Enter или ↓ — к списку")),
                KeyHint(
                    "Esc", words("Clear the search / leave tick mode", "Сбросить поиск / выйти из отметки")),
            ]
            return [
                KeyHint("↑↓ j k", words("Move", "Выбор")),
                KeyHint("PgUp PgDn", words("Page up / down", "Страница вверх / вниз")),
                KeyHint("Ctrl-U Ctrl-D", words("Half a page up / down", "Полстраницы вверх / вниз")),
                KeyHint("g Home", words("First note", "Первая заметка")),
                KeyHint("G End", words("Last note", "Последняя заметка")),
                KeyHint("Enter", words("Open", "Открыть")),
                KeyHint("v", words("Open in $VISUAL / $EDITOR", "Открыть в $VISUAL / $EDITOR")),
                KeyHint("n", words("New note", "Новая заметка")),
                KeyHint("d Delete", words("Delete", "Удалить")),
                KeyHint("u", words("Undo the last delete", "Вернуть удалённое")),
                KeyHint("e", words("Tick mode on / off", "Режим отметки")),
                KeyHint("Space", words("Tick (tick mode)", "Отметить (режим отметки)")),
                KeyHint("x", words("Export the note to a folder", "Экспорт заметки в папку")),
                KeyHint("X", words("Export all notes to a folder", "Экспорт всех заметок в папку")),
            ] + search + tabs + common
        case .editNote:
            return [
                KeyHint("Ctrl-S", words("Done: save", "Готово: сохранить")),
                KeyHint("Esc", words("Back (asks before discarding)", "Назад (спросит перед отменой)")),
                KeyHint("Tab Shift-Tab", words("Next / previous field", "Следующее / предыдущее поле")),
                KeyHint("Ctrl-/ Alt-U", words("Undo", "Отменить")),
                KeyHint("Ctrl-Y Alt-E", words("Redo", "Повторить")),
                KeyHint("↑↓", words("Line up / down, as shown", "Строка вверх / вниз на экране")),
                KeyHint("PgUp PgDn", words("Page up / down", "Страница вверх / вниз")),
                KeyHint("Ctrl-Home Ctrl-End", words("Start / end of the text", "Начало / конец текста")),
                KeyHint("Home End Ctrl-A Ctrl-E", words("Start / end of the line", "Начало / конец строки")),
                KeyHint("Ctrl-← Ctrl-→", words("Word left / right", "Слово влево / вправо")),
                KeyHint("Ctrl-W Alt-Bksp", words("Delete a word", "Удалить слово")),
                KeyHint("Ctrl-D", words("Delete the note", "Удалить заметку")),
                KeyHint("Ctrl-O", words("Share", "Поделиться")),
                KeyHint("Ctrl-G", words("Edit in $VISUAL / $EDITOR", "Править в $VISUAL / $EDITOR")),
                KeyHint(
                    "Ctrl-R",
                    words("Another device's version", "Версия с другого устройства")),
                KeyHint("←→", words("Colour: choose", "Цвет: выбрать")),
                KeyHint("Enter Space", words("Colour: open the palette", "Цвет: открыть палитру")),
                KeyHint("←→", words("Importance", "Важность")),
                KeyHint("Space Enter", words("Self-destruct: on / off", "Самоуничтожение: вкл. / выкл.")),
                KeyHint(
                    "←→ Shift-←→", words("Self-destruct: a day / an hour", "Самоуничтожение: день / час")),
                KeyHint("F1", words("This help", "Эта справка")),
                KeyHint("Ctrl-L", words("Redraw the screen", "Перерисовать экран")),
            ]
        case .colorPicker:
            return [
                KeyHint("Enter", words("Done", "Готово")),
                KeyHint("←→", words("Hue", "Тон")),
                KeyHint("↑↓", words("Saturation", "Насыщенность")),
                KeyHint("+ −", words("Brightness", "Яркость")),
                KeyHint("Shift", words("Bigger step", "Крупнее шаг")),
                KeyHint("#", words("Type a hex colour", "Ввести цвет #RRGGBB")),
                KeyHint(words("Mouse", "Мышь"), words("Pick on the palette", "Выбор на палитре")),
                KeyHint("Esc", words("Cancel", "Отмена")),
            ] + common
        case .gallery:
            return [
                KeyHint("←↑↓→ h j k l", words("Move", "Выбор")),
                KeyHint("Enter Space", words("Open the photo", "Открыть фото")),
                KeyHint("a n +", words("Add a photo file", "Добавить файл фото")),
                KeyHint("Esc", words("Cancel adding a photo", "Отменить добавление фото")),
                KeyHint("d Delete", words("Delete", "Удалить")),
                KeyHint("u", words("Undo the last delete", "Вернуть удалённое")),
            ] + tabs + common
        case .photoPager:
            return [
                KeyHint("←→ h l PgUp PgDn", words("Previous / next photo", "Предыдущее / следующее фото")),
                KeyHint("d Delete", words("Delete", "Удалить")),
                KeyHint("u", words("Undo the last delete", "Вернуть удалённое")),
                KeyHint("r", words("Retry a failed load", "Повторить загрузку")),
                KeyHint("Esc Backspace", words("Back", "Назад")),
            ] + common
        case nil:
            return tabs + common
        }
    }

    /// Whether `press` opens the help: F1 anywhere, `?` where it is not typed text.
    func opensHelp(_ press: TerminalKeyPress) -> Bool {
        if press.key == .function(1) { return true }
        guard press.key == .character("?") else { return false }
        if photoPrompt.isAsking || search != nil || hexField != nil || exportPrompt != nil { return false }
        if case .editNote = app.screen.value { return false }
        return true
    }

    /// A key while the help is open: the scrolling keys scroll it, any other closes it.
    func helpKeyPressed(_ press: TerminalKeyPress) {
        let page = max(helpRowsShown(height: bodyHeight) - 1, 1)
        switch press.key {
        case .up: helpFirstRow -= 1
        case .down: helpFirstRow += 1
        case .pageUp: helpFirstRow -= page
        case .pageDown: helpFirstRow += page
        case .home: helpFirstRow = 0
        case .end: helpFirstRow = .max / 2
        default: isShowingHelp = false
        }
        // The box clamps it to its rows when drawn; keep it in range for the next key too.
        helpFirstRow = min(max(helpFirstRow, 0), max(helpRows(width: max(size.columns, 20)).count - 1, 0))
    }

    /// The rows of keys in the help box shown at `height` lines, when they do not all fit: the
    /// box's borders and its last line (which says where the window is) take three.
    private func helpRowsShown(height: Int) -> Int { max(height - 3, 1) }

    /// The help's rows: the keys in two columns, a blank line, how to close it.
    private func helpRows(width: Int) -> [String] {
        let frame = helpFrame(width: width)
        let hints = helpHints()
        let keyWidth = min(hints.map { TextWidth.of($0.key) }.max() ?? 0, frame.contentWidth / 2)
        let layout = ColumnLayout([.fixed(keyWidth + 2), .flexible()])
        var rows = hints.map { hint in layout.render([hint.key, hint.action], width: frame.contentWidth) }
        rows.append("")
        rows.append(
            NotesTerminalText.hint("Any key closes this help.", "Любая клавиша закрывает справку.", language))
        return rows
    }

    private func helpFrame(width: Int) -> Frame {
        Frame(width: min(width, 60), title: NotesTerminalText.hint("Keys", "Клавиши", language))
    }

    /// The help box: the keys in two columns, framed, titled; `nil` while the help is closed.
    ///
    /// Taller than `height`, it shows a window of the rows from ``helpFirstRow`` and, on its last
    /// line, which rows those are and the keys that scroll.
    func helpLines(width: Int, height: Int) -> [String]? {
        guard isShowingHelp else { return nil }
        let frame = helpFrame(width: width)
        let rows = helpRows(width: width)
        guard rows.count + 2 > height else { return frame.render(lines: rows) }
        let shown = helpRowsShown(height: height)
        helpFirstRow = min(max(helpFirstRow, 0), max(rows.count - shown, 0))
        let last = min(helpFirstRow + shown, rows.count)
        let position = NotesTerminalText.hint(
            "\(helpFirstRow + 1)–\(last) of \(rows.count) · ↑↓ PgUp PgDn",
            "\(helpFirstRow + 1)–\(last) из \(rows.count) · ↑↓ PgUp PgDn", language)
        let window =
            Array(rows[helpFirstRow..<last]) + [TextLine.truncated(position, toWidth: frame.contentWidth)]
        return Array(frame.render(lines: window).prefix(height))
    }
}
