import NotesTextUI
import Terminal

/// The help box: every key of the screen under it, opened with `?` (F1 where `?` is typed text),
/// scrolled with ↑/↓, PgUp/PgDn and Home/End when it is taller than the terminal, and closed with
/// any other key.
///
/// Its rows come from the help rows of the table of the screen under it, the table that also
/// dispatches that screen's keys.
@MainActor
final class HelpScreen: TerminalScreen {
    /// Whether the help is over the screen shown.
    private(set) var isShown = false
    /// The first row of keys the box shows, when it is scrolled.
    private var firstRow = 0
    private unowned let host: any ScreenHost

    /// A closed help box of the app `host` shows.
    init(host: any ScreenHost) {
        self.host = host
    }

    /// Opens the help at its first row.
    func open() {
        isShown = true
        firstRow = 0
    }

    var keyTable: KeyTable<BoxKey> { BoxKey.help(host.words) }

    /// The scrolling keys scroll the box, any other closes it.
    func handle(_ key: BoxKey, _ press: TerminalKeyPress) -> NotesTerminalAction {
        let page = max(rowsShown(height: host.bodyHeight) - 1, 1)
        switch key {
        case .scrollUp: firstRow -= 1
        case .scrollDown: firstRow += 1
        case .pageUp: firstRow -= page
        case .pageDown: firstRow += page
        case .top: firstRow = 0
        case .bottom: firstRow = .max / 2
        default: isShown = false
        }
        // The box clamps it to its rows when drawn; keep it in range for the next key too.
        firstRow = min(max(firstRow, 0), max(rows(width: max(host.size.columns, 20)).count - 1, 0))
        return .redraw
    }

    /// The box: the keys in two columns, framed, titled; empty while the help is closed.
    ///
    /// Taller than `height`, it shows a window of the rows from the first row scrolled to and, on
    /// its last line, which rows those are and the keys that scroll.
    func frame(width: Int, height: Int) -> ScreenFrame {
        guard isShown else { return ScreenFrame([]) }
        let frame = box(width: width)
        let rows = rows(width: width)
        guard rows.count + 2 > height else { return Self.lines(frame.render(lines: rows)) }
        let shown = rowsShown(height: height)
        firstRow = min(max(firstRow, 0), max(rows.count - shown, 0))
        let last = min(firstRow + shown, rows.count)
        let position = NotesTerminalText.hint(
            "\(firstRow + 1)–\(last) of \(rows.count) · ↑↓ PgUp PgDn",
            "\(firstRow + 1)–\(last) из \(rows.count) · ↑↓ PgUp PgDn", host.language)
        let window =
            Array(rows[firstRow..<last]) + [TextLine.truncated(position, toWidth: frame.contentWidth)]
        return Self.lines(Array(frame.render(lines: window).prefix(height)))
    }

    private static func lines(_ texts: [String]) -> ScreenFrame {
        ScreenFrame(texts.map { TerminalLine($0) })
    }

    /// The rows of keys the box shows at `height` lines, when they do not all fit: the box's
    /// borders and its last line (which says where the window is) take three.
    private func rowsShown(height: Int) -> Int { max(height - 3, 1) }

    /// The help's rows: the keys in two columns, a blank line, how to close it.
    private func rows(width: Int) -> [String] {
        let frame = box(width: width)
        let hints = host.helpHints()
        let keyWidth = min(hints.map { TextWidth.of($0.key) }.max() ?? 0, frame.contentWidth / 2)
        let layout = ColumnLayout([.fixed(keyWidth + 2), .flexible()])
        var rows = hints.map { hint in layout.render([hint.key, hint.action], width: frame.contentWidth) }
        rows.append("")
        rows.append(
            NotesTerminalText.hint(
                "Any key closes this help.", "Любая клавиша закрывает справку.", host.language))
        return rows
    }

    private func box(width: Int) -> Frame {
        Frame(width: min(width, 60), title: NotesTerminalText.hint("Keys", "Клавиши", host.language))
    }
}
