import NotesTextUI
import NotesViewModels
import Terminal

/// The help screen: every key of the screen shown, opened with `?` (F1 where `?` is typed text),
/// scrolled with ↑/↓, PgUp/PgDn and Home/End when it is taller than the terminal, and closed with
/// any other key.
extension NotesTerminalApp {
    /// Every key of the screen shown now, in the app's language: the help screen's rows.
    ///
    /// The footer shows the most useful of them; this list is the whole of it. Both come from the
    /// screen's one table of keys, which also dispatches them.
    public func helpHints() -> [KeyHint] {
        screenKeyTable.helpHints
    }

    /// A key while the help is open: the scrolling keys scroll it, any other closes it.
    func helpKeyPressed(_ key: BoxKey) -> NotesTerminalAction {
        let page = max(helpRowsShown(height: bodyHeight) - 1, 1)
        switch key {
        case .scrollUp: helpFirstRow -= 1
        case .scrollDown: helpFirstRow += 1
        case .pageUp: helpFirstRow -= page
        case .pageDown: helpFirstRow += page
        case .top: helpFirstRow = 0
        case .bottom: helpFirstRow = .max / 2
        default: isShowingHelp = false
        }
        // The box clamps it to its rows when drawn; keep it in range for the next key too.
        helpFirstRow = min(max(helpFirstRow, 0), max(helpRows(width: max(size.columns, 20)).count - 1, 0))
        return .redraw
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
